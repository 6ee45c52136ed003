"""HeuristicBot's reading of the board: its weights, battle odds, the map's facts and a position
seen from one seat (fronts, threats, what a capture is worth).

The bots built on HeuristicBot (StrategicBot) and the rule sets' own judgements (Risk Legacy's
engine/ai/legacy_judgement.py) read the board the same way, so this lives below all of them:
they import it, and it imports none of them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from operator import itemgetter

from engine.core.state import NOBODY, GameState
from engine.core.world import World
from engine.rules.odds import win_probability_table

# What a capture is worth, in rough armies (only the proportions matter).
TERRITORY_VALUE = 1.0
CARD_VALUE = 2.0  # the first capture of a turn earns a card
COMPLETE_CONTINENT = 2.0  # plus twice the bonus: the last territory of a continent
GOAL_VALUE = 2.0  # x bonus / territories still missing: a step toward the continent we want
BREAK_CONTINENT = 1.5  # x the bonus: a territory of a continent someone else holds
ELIMINATE = 4.0  # plus their cards: a player's last territory
HUNT = 3.0  # x (cards + 1) / territories: a weak player is worth chasing for their cards
COMPACT = 1.0  # taking a territory surrounded by ours shortens the front

# How likely a win must be before attacking: less for a more valuable target, but never
# below the floor. A fight at least this likely is blitzed, without judging each roll.
REQUIRED_ODDS = 0.6
REQUIRED_ODDS_FLOOR = 0.35
ODDS_PER_VALUE = 0.05
BLITZ_ODDS = 0.9

# Looking one chain of captures ahead, and at what the enemy can take back.
LOOKAHEAD = 0.5  # weight of the captures a stack can go on to make from its new territory
CAMPAIGN_STEPS = 6  # captures looked ahead
CAMPAIGN_LOSS = 0.7  # rough attacker losses per defending army, on the way
EXPOSURE = 2.0  # weight of what the enemy's neighbouring stacks could then take back
GUARDED_RISK = 0.5  # extra worth, per unit of guard weight, of a border we guard
PLACEMENT_SAFETY = 1.0  # weight of the safety new armies add where they are placed

# Choosing the continent to conquer next: bonus / (armies in the way + entries to hold).
GOAL_OWN_ARMIES = 0.5  # our armies already inside count against the cost
GOAL_ENTRY_COST = 2.0  # per territory of the continent that borders another continent
NEARLY_HELD = 0.6  # from this share on, a continent's borders are guarded as if it were ours


@dataclass(frozen=True)
class Style:
    """The weights another bot built on this one plays differently (StrategicBot's "hard"
    play); the defaults are HeuristicBot's own, the constants above."""

    required_odds: float = REQUIRED_ODDS
    exposure: float = EXPOSURE
    hunt: float = HUNT
    eliminate: float = ELIMINATE
    # Claiming: per neighbour of ours, per neighbour of someone else's.
    claim_own: float = 0.3
    claim_theirs: float = 0.1
    # Taken off the worth of a neutral army's territory (it never attacks: taking its land
    # only costs armies). Zero: the neutral counts as any other owner.
    neutral_penalty: float = 0.0


HEURISTIC_STYLE = Style()


# -- battle odds ----------------------------------------------------------------------------


class _Odds:
    """P(attackers beat defenders), looked up in one exact table that grows on demand.

    Beyond ``LARGEST`` armies the battle is scaled down to fit: the odds of huge battles
    depend mostly on the ratio of the two sides, and a look-up must stay cheap.
    """

    LARGEST = 256

    def __init__(self) -> None:
        self.size = 0
        self.table: list[list[float]] = []

    def win(self, attackers: int, defenders: int) -> float:
        if defenders <= 0:
            return 1.0
        if attackers <= 0:
            return 0.0
        biggest = max(attackers, defenders)
        if biggest > self.LARGEST:
            scale = self.LARGEST / biggest
            attackers, defenders = max(1, round(attackers * scale)), max(1, round(defenders * scale))
            biggest = self.LARGEST
        if biggest > self.size:
            self.size = min(self.LARGEST, max(32, 2 * biggest))
            self.table = win_probability_table(self.size, self.size)
        return self.table[attackers][defenders]


ODDS = _Odds()


# -- what the bot sees --------------------------------------------------------------------------


@dataclass(frozen=True)
class MapFacts:
    """What the bot needs from a World, computed once per map."""

    neighbours: tuple[tuple[int, ...], ...]  # land neighbours: the sea takes no part in play
    continent_of: tuple[int, ...]
    members: tuple[tuple[int, ...], ...]  # land territories of each continent
    bonus: tuple[int, ...]
    entries: tuple[int, ...]  # per continent: members bordering another continent
    # Derived from the above, so that a Position reads a continent without a loop of its own:
    bordering: tuple[tuple[int, ...], ...]  # per continent: every neighbour of a member, once
    # per continent: reads its members' entries of a per-territory list (owners) as a tuple
    read_members: tuple[Callable[[Sequence[int]], tuple[int, ...]], ...] = field(compare=False)
    span: tuple[int, ...]  # per territory: max(1, number of neighbours)

    @classmethod
    def of(cls, world: World) -> MapFacts:
        land = world.land
        neighbours = tuple(tuple(n for n in world.neighbours[t] if land[n]) for t in range(world.size))
        members = tuple(tuple(t for t in c.members if land[t]) for c in world.continents)
        continent_of = world.continent_of
        entries = tuple(
            sum(1 for t in group if any(continent_of[n] != k for n in neighbours[t])) for k, group in enumerate(members)
        )
        bordering = tuple(tuple(dict.fromkeys(n for t in group for n in neighbours[t])) for group in members)
        return cls(neighbours, continent_of, members, tuple(c.bonus for c in world.continents), entries,
                   bordering, tuple(_reader(group) for group in members), tuple(max(1, len(n)) for n in neighbours))


def _reader(indexes: tuple[int, ...]) -> Callable[[Sequence[int]], tuple[int, ...]]:
    """A function giving the entries of a list at ``indexes``, as a tuple (in one C call when
    there are two or more: itemgetter returns a lone entry bare)."""
    if len(indexes) >= 2:
        return itemgetter(*indexes)
    return lambda items: tuple(items[i] for i in indexes)


_MIXED = object()  # a continent held by more than one owner (see Position._continent_terms_of)


class OwnerReading:
    """What a Position reads from the owners alone (not the armies): our territories, their
    enemy neighbours, the front, each continent's owners and our share of it. Kept by a bot
    across decisions while the owners stay the same; never changed once made."""

    def __init__(self, facts: MapFacts, owner: list[int], me: int) -> None:
        self.facts, self.me, self.owners = facts, me, tuple(owner)
        neighbours = facts.neighbours
        self.mine = mine = [t for t, o in enumerate(owner) if o == me]
        not_enemy = {me, NOBODY}
        self.enemies: dict[int, list[int]] = {}
        self.front: list[int] = []
        for t in mine:
            enemies = self.enemies[t] = [n for n in neighbours[t] if owner[n] not in not_enemy]
            if enemies:
                self.front.append(t)
        # Each continent's members' owners (for the shares and what a capture is worth).
        self.owners_in = owners_in = [read(owner) for read in facts.read_members]
        self.ours_in = ours_in = [owners.count(me) for owners in owners_in]
        self.held = [ours / len(group) if group else 0.0 for ours, group in zip(ours_in, facts.members, strict=True)]

    def still(self, facts: MapFacts, owner: list[int], me: int) -> bool:
        """Whether this reading holds for ``owner`` as it is now."""
        return facts is self.facts and me == self.me and self.owners == tuple(owner)


class Position:
    """The board from one player's side, for one decision: fronts, threats, values.

    Every bot builds one per decision and asks it the same questions many times over (each
    attack listed is judged by capture values, campaigns and risks that overlap), so what it
    works out is kept for the decision's length: a Position reads a state that does not change
    while it lives. Speed matters here (most of a balance run's time is spent in this class),
    but never at the cost of a different answer: each figure is the same float, computed by
    the same arithmetic, as the plain formula gives."""

    def __init__(self, facts: MapFacts, state: GameState, me: int, style: Style = HEURISTIC_STYLE,
                 known: OwnerReading | None = None) -> None:
        self.facts, self.state, self.me, self.style = facts, state, me, style
        owner = self.owner = state.owner
        self.armies = state.armies
        # Who holds what, read once for as long as no territory changes hands: between one roll
        # of an attack and the next, only armies move, and a bot's decisions come in such runs.
        reading = known if known is not None and known.still(facts, owner, me) else OwnerReading(facts, owner, me)
        self.reading = reading
        self.mine, self.enemies, self.front = reading.mine, reading.enemies, reading.front
        self._owners_in, self._ours_in, self.held = reading.owners_in, reading.ours_in, reading.held
        self._goal: int | None = None  # see goal
        self._threat: dict[int, float] | None = None  # see threat
        self._values: dict[int, float] = {}  # see capture_value
        self._continent_terms: dict[int, tuple] = {}  # see _continent_terms_of
        self._defender_terms: dict[int, tuple[float | None, float]] = {}  # see _defender_terms_of
        self._attackers: dict[int, tuple[int, int, int]] = {}  # see _strongest_attackers
        self._worths: dict[int, float] = {}  # see risk
        self._foes: dict[int, list[int]] = {}  # see _foes_of

    @property
    def threat(self) -> dict[int, float]:
        """The armies that could attack each of our territories: the strongest neighbour in
        full, half of the others (they seldom all come at once). The neutral army never
        attacks, so it threatens nothing. Worked out when first asked: most decisions never
        ask. (Armies are whole numbers, so max + half the rest is exactly what sorting gave.)"""
        threat = self._threat
        if threat is None:
            owner, armies, players = self.owner, self.armies, self.state.players
            neutral = {p for p, player in enumerate(players) if player.neutral}
            threat = self._threat = {}
            for t, enemies in self.enemies.items():
                forces = [armies[n] for n in enemies if owner[n] not in neutral]
                if forces:
                    strongest = max(forces)
                    threat[t] = strongest + 0.5 * (sum(forces) - strongest)
                else:
                    threat[t] = 0.0
        return threat

    @property
    def goal(self) -> int:
        """The continent to conquer next (-1 for none), chosen when first asked: most
        decisions (placements, occupations) never ask."""
        if self._goal is None:
            self._goal = self._choose_goal()
        return self._goal

    def _choose_goal(self) -> int:
        """The continent to conquer next (-1 for none): the best bonus for the armies in the
        way and the entries to hold afterwards, among those we reach."""
        facts, owner, armies, me, held = self.facts, self.owner, self.armies, self.me, self.held
        best, best_score = -1, 0.0
        for k, members in enumerate(facts.members):
            if not members or held[k] >= 1.0 or facts.bonus[k] <= 0:
                continue
            ours = theirs = 0  # both summed in the members' order, as separate sums would be
            for t in members:
                if owner[t] == me:
                    ours += armies[t]
                else:
                    theirs += armies[t] + 1
            if not ours and me not in [owner[n] for n in facts.bordering[k]]:
                continue  # out of reach
            cost = max(1.0, theirs - GOAL_OWN_ARMIES * ours) + GOAL_ENTRY_COST * facts.entries[k]
            if facts.bonus[k] / cost > best_score:
                best, best_score = k, facts.bonus[k] / cost
        return best

    # -- defence -------------------------------------------------------------------------

    def guard_weight(self, territory: int) -> float:
        """How much holding this territory matters beyond itself: the bonus of a continent
        that is ours (or nearly) and that it belongs to."""
        continent = self.facts.continent_of[territory]
        if continent < 0:
            return 0.0
        share = self.held[continent]
        if share >= 1.0:
            return 1.0 + self.facts.bonus[continent]
        if share >= NEARLY_HELD:
            return 0.5 * share * self.facts.bonus[continent]
        return 0.0

    def reserve(self, territory: int) -> int:
        """Armies to keep on a territory when attacking out of it (beyond the one that must
        stay): enough to stand on the border of a continent we hold, none elsewhere — there
        the front moves on with the attack."""
        if not self.enemies.get(territory):
            return 0
        continent = self.facts.continent_of[territory]
        if continent < 0 or self.held[continent] < 1.0:
            return 0
        return int(self.threat[territory])

    def risk(self, territory: int, armies: int, captured: int = NOBODY) -> float:
        """What we stand to lose by leaving ``armies`` on our ``territory``: the odds that
        its strongest enemy neighbour (not counting ``captured``, about to be ours) takes
        it, times its worth."""
        # Every attack judged asks about the same borders again: the strongest neighbours and
        # the worth are read once per territory.
        attackers = self._attackers.get(territory)
        if attackers is None:
            attackers = self._attackers[territory] = self._strongest_attackers(territory)
        strongest_at, strongest, second = attackers
        if captured == strongest_at:
            strongest = second
        if strongest < 2:
            return 0.0  # a single army cannot attack
        worth = self._worths.get(territory)
        if worth is None:
            worth = self._worths[territory] = TERRITORY_VALUE + GUARDED_RISK * self.guard_weight(territory)
        if strongest <= ODDS.size and 0 < armies <= ODDS.size:  # in the table: ODDS.win's entry
            return ODDS.table[strongest - 1][armies] * worth
        return ODDS.win(strongest - 1, armies) * worth

    def _strongest_attackers(self, territory: int) -> tuple[int, int, int]:
        """(where, armies) of the biggest stack next to ``territory`` that may attack it, and
        the biggest of the others (0 for none): without the first, the second is the strongest."""
        owner, players, stacks, me = self.owner, self.state.players, self.armies, self.me
        at, strongest, second = NOBODY, 0, 0
        for n in self.facts.neighbours[territory]:
            o = owner[n]
            if o != me and o != NOBODY and not players[o].neutral:
                stack = stacks[n]
                if stack > strongest:
                    at, strongest, second = n, stack, strongest
                elif stack > second and n != at:
                    second = stack
        return at, strongest, second

    def exposure_change(self, source: int, target: int, keep: int, moved: int) -> float:
        """How much more we stand to lose once ``target`` is taken from ``source``, with
        ``keep`` armies left behind and ``moved`` gone in (our other neighbours of the target
        lose a threat and gain a friend)."""
        armies, owner, me, risk = self.armies, self.owner, self.me, self.risk
        before = risk(source, armies[source])
        after = risk(source, keep, target) + risk(target, moved, target)
        for n in self.facts.neighbours[target]:
            if n != source and owner[n] == me:
                before += risk(n, armies[n])
                after += risk(n, armies[n], target)
        return after - before

    # -- offence -------------------------------------------------------------------------

    def capture_value(self, target: int) -> float:
        """What taking ``target`` is worth (the card for a first capture aside)."""
        value = self._values.get(target)
        if value is None:
            value = self._values[target] = self._capture_value(target)
        return value

    def _capture_value(self, target: int) -> float:
        # The terms that depend only on the target's continent or its defender are worked out
        # once per decision (each is the same float the formula gives, added in the same order).
        owner = self.owner
        around = self.facts.neighbours[target]
        ours = [owner[n] for n in around].count(self.me)
        value = TERRITORY_VALUE + COMPACT * (2 * ours - len(around)) / self.facts.span[target]
        defender = owner[target]
        continent = self.facts.continent_of[target]
        if continent >= 0:
            terms = self._continent_terms.get(continent)
            if terms is None:
                terms = self._continent_terms[continent] = self._continent_terms_of(continent)
            if terms:
                progress, broken, sole_owner = terms
                value += progress
                if sole_owner == defender:
                    value += broken
        terms = self._defender_terms.get(defender)
        if terms is None:
            terms = self._defender_terms[defender] = self._defender_terms_of(defender)
        penalty, hunted = terms
        if penalty is not None:
            value -= penalty
        value += hunted
        return value

    def _continent_terms_of(self, continent: int) -> tuple:
        """For a capture in ``continent``: what it adds (completing it, a step toward our goal,
        or progress), what it adds when it breaks someone's hold, and who holds all of it
        (_MIXED for nobody); () for a continent without land."""
        facts = self.facts
        members = facts.members[continent]
        if not members:
            return ()
        bonus = facts.bonus[continent]
        missing = len(members) - self._ours_in[continent]
        if missing == 1:
            progress = COMPLETE_CONTINENT + 2 * bonus
        elif continent == self.goal:
            progress = GOAL_VALUE * bonus / missing
        else:
            share_after = 1 - (missing - 1) / len(members)
            progress = bonus * share_after * share_after  # progress counts more near the end
        owners = self._owners_in[continent]
        sole_owner = owners[0] if owners.count(owners[0]) == len(owners) else _MIXED
        return progress, BREAK_CONTINENT * bonus, sole_owner

    def _defender_terms_of(self, defender: int) -> tuple[float | None, float]:
        """For a capture from ``defender``: what is taken off for the neutral army (None: nothing),
        and what eliminating or weakening them is worth (their cards!)."""
        style, player = self.style, self.state.players[defender]
        penalty = style.neutral_penalty if style.neutral_penalty and player.neutral else None
        held_by_defender = self._held_count(defender)
        cards = len(player.cards)
        if held_by_defender == 1:
            return penalty, style.eliminate + cards
        return penalty, style.hunt * (cards + 1) / held_by_defender

    def _held_count(self, player: int) -> int:
        """How many territories ``player`` holds."""
        return self.owner.count(player)

    def _foes_of(self, territory: int) -> list[int]:
        """The neighbours of ``territory`` held by someone else (the neutral army included)."""
        found = self._foes.get(territory)
        if found is None:
            owner, not_enemy = self.owner, (self.me, NOBODY)
            found = self._foes[territory] = [n for n in self.facts.neighbours[territory] if owner[n] not in not_enemy]
        return found

    def campaign(self, start: int, attackers: int, skip: int = NOBODY) -> float:
        """What a stack of ``attackers`` on ``start`` could go on to take this turn, rolling
        from capture to capture (greedily, with a rough guess of its losses on the way)."""
        armies, foes_of, known_foes = self.armies, self._foes_of, self._foes
        taken = {skip}
        total, here, required = 0.0, start, self.style.required_odds
        values, value_of = self._values, self.capture_value
        for _ in range(CAMPAIGN_STEPS):
            # The odds are read straight from ODDS's table when the battle is in it (the entry
            # ODDS.win returns; a table grown meanwhile keeps every entry it had), else asked.
            size = ODDS.size
            row = ODDS.table[attackers] if 0 < attackers <= size else None
            best, best_score = -1, 0.0
            foes = known_foes.get(here)
            for e in foes_of(here) if foes is None else foes:
                if e in taken:
                    continue
                defenders = armies[e]
                odds = row[defenders] if row is not None and 0 < defenders <= size else ODDS.win(attackers, defenders)
                if odds < required:
                    continue
                value = values.get(e)
                score = odds * (value_of(e) if value is None else value)
                if score > best_score:
                    best, best_score = e, score
            if best < 0:
                break
            total += best_score
            taken.add(best)
            attackers -= 1 + round(CAMPAIGN_LOSS * armies[best])  # one army stays behind
            here = best
        return total

def required_odds(value: float, base: float = REQUIRED_ODDS) -> float:
    """How likely a win must be to attack a target worth ``value`` (``base`` for a worthless one)."""
    return max(REQUIRED_ODDS_FLOOR, base - ODDS_PER_VALUE * value)
