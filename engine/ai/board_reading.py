"""HeuristicBot's reading of the board: its weights, battle odds, the map's facts and a position
seen from one seat (fronts, threats, what a capture is worth).

The bots built on HeuristicBot (StrategicBot) and the rule sets' own judgements (Risk Legacy's
engine/ai/legacy_judgement.py) read the board the same way, so this lives below all of them:
they import it, and it imports none of them.
"""

from __future__ import annotations

from dataclasses import dataclass

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

    @classmethod
    def of(cls, world: World) -> MapFacts:
        land = world.land
        neighbours = tuple(tuple(n for n in world.neighbours[t] if land[n]) for t in range(world.size))
        members = tuple(tuple(t for t in c.members if land[t]) for c in world.continents)
        continent_of = world.continent_of
        entries = tuple(
            sum(1 for t in group if any(continent_of[n] != k for n in neighbours[t])) for k, group in enumerate(members)
        )
        return cls(neighbours, continent_of, members, tuple(c.bonus for c in world.continents), entries)


class Position:
    """The board from one player's side, for one decision: fronts, threats, values."""

    def __init__(self, facts: MapFacts, state: GameState, me: int, style: Style = HEURISTIC_STYLE) -> None:
        self.facts, self.state, self.me, self.style = facts, state, me, style
        self.owner, self.armies = state.owner, state.armies
        owner, armies, players = state.owner, state.armies, state.players
        self.mine = [t for t, o in enumerate(owner) if o == me]
        self.enemies: dict[int, list[int]] = {}
        # The armies that could attack each of our territories: the strongest neighbour in
        # full, half of the others (they seldom all come at once). The neutral army never
        # attacks, so it threatens nothing. (Armies are whole numbers, so max + half the
        # rest is exactly what sorting gave, at a fraction of the cost: this runs at every
        # decision of every bot.)
        self.threat: dict[int, float] = {}
        neutral = {p for p, player in enumerate(players) if player.neutral}
        not_enemy = {me, NOBODY}
        for t in self.mine:
            enemies = [n for n in facts.neighbours[t] if owner[n] not in not_enemy]
            self.enemies[t] = enemies
            forces = [armies[n] for n in enemies if owner[n] not in neutral]
            if forces:
                strongest = max(forces)
                self.threat[t] = strongest + 0.5 * (sum(forces) - strongest)
            else:
                self.threat[t] = 0.0
        self.front = [t for t in self.mine if self.enemies[t]]
        self.held = [self._share(group) for group in facts.members]
        self._goal: int | None = None  # see goal
        self._values: dict[int, float] = {}
        self._counts: dict[int, int] | None = None  # see _held_count

    @property
    def goal(self) -> int:
        """The continent to conquer next (-1 for none), chosen when first asked: most
        decisions (placements, occupations) never ask."""
        if self._goal is None:
            self._goal = self._choose_goal()
        return self._goal

    def _share(self, members: tuple[int, ...]) -> float:
        if not members:
            return 0.0
        return sum(1 for t in members if self.owner[t] == self.me) / len(members)

    def _choose_goal(self) -> int:
        """The continent to conquer next (-1 for none): the best bonus for the armies in the
        way and the entries to hold afterwards, among those we reach."""
        facts, owner, armies, me = self.facts, self.owner, self.armies, self.me
        best, best_score = -1, 0.0
        for k, members in enumerate(facts.members):
            if not members or self.held[k] >= 1.0 or facts.bonus[k] <= 0:
                continue
            ours = sum(armies[t] for t in members if owner[t] == me)
            if not ours and not any(owner[n] == me for t in members for n in facts.neighbours[t]):
                continue  # out of reach
            theirs = sum(armies[t] + 1 for t in members if owner[t] != me)
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
        owner, players, stacks = self.owner, self.state.players, self.armies
        strongest = 0
        for n in self.facts.neighbours[territory]:
            o = owner[n]
            if o != self.me and o != NOBODY and n != captured and stacks[n] > strongest and not players[o].neutral:
                strongest = stacks[n]
        if strongest < 2:
            return 0.0  # a single army cannot attack
        return ODDS.win(strongest - 1, armies) * (TERRITORY_VALUE + GUARDED_RISK * self.guard_weight(territory))

    def exposure_change(self, source: int, target: int, keep: int, moved: int) -> float:
        """How much more we stand to lose once ``target`` is taken from ``source``, with
        ``keep`` armies left behind and ``moved`` gone in (our other neighbours of the target
        lose a threat and gain a friend)."""
        armies, owner, me = self.armies, self.owner, self.me
        before = self.risk(source, armies[source])
        after = self.risk(source, keep, target) + self.risk(target, moved, target)
        for n in self.facts.neighbours[target]:
            if n != source and owner[n] == me:
                before += self.risk(n, armies[n])
                after += self.risk(n, armies[n], target)
        return after - before

    # -- offence -------------------------------------------------------------------------

    def capture_value(self, target: int) -> float:
        """What taking ``target`` is worth (the card for a first capture aside)."""
        value = self._values.get(target)
        if value is None:
            value = self._values[target] = self._capture_value(target)
        return value

    def _capture_value(self, target: int) -> float:
        facts, owner, me = self.facts, self.owner, self.me
        defender = owner[target]
        around = facts.neighbours[target]
        ours = sum(1 for n in around if owner[n] == me)
        value = TERRITORY_VALUE + COMPACT * (2 * ours - len(around)) / max(1, len(around))
        continent = facts.continent_of[target]
        if continent >= 0 and facts.members[continent]:
            members, bonus = facts.members[continent], facts.bonus[continent]
            missing = sum(1 for t in members if owner[t] != me)
            if missing == 1:
                value += COMPLETE_CONTINENT + 2 * bonus
            elif continent == self.goal:
                value += GOAL_VALUE * bonus / missing
            else:
                share_after = 1 - (missing - 1) / len(members)
                value += bonus * share_after * share_after  # progress counts more near the end
            if all(owner[t] == defender for t in members):
                value += BREAK_CONTINENT * bonus
        style = self.style
        if style.neutral_penalty and self.state.players[defender].neutral:
            value -= style.neutral_penalty
        held_by_defender = self._held_count(defender)
        cards = len(self.state.players[defender].cards)
        if held_by_defender == 1:
            value += style.eliminate + cards
        else:
            value += style.hunt * (cards + 1) / held_by_defender
        return value

    def _held_count(self, player: int) -> int:
        """How many territories ``player`` holds (counted once per decision, not per target)."""
        counts = self._counts
        if counts is None:
            counts = self._counts = {}
            for o in self.owner:
                counts[o] = counts.get(o, 0) + 1
        return counts.get(player, 0)

    def campaign(self, start: int, attackers: int, skip: int = NOBODY) -> float:
        """What a stack of ``attackers`` on ``start`` could go on to take this turn, rolling
        from capture to capture (greedily, with a rough guess of its losses on the way)."""
        neighbours, owner, armies, me = self.facts.neighbours, self.owner, self.armies, self.me
        taken = {skip}
        total, here, required = 0.0, start, self.style.required_odds
        # Asked for every attack a bot weighs: the look-ups are bound once (same arithmetic).
        win, values, value_of = ODDS.win, self._values, self.capture_value
        for _ in range(CAMPAIGN_STEPS):
            best, best_score = -1, 0.0
            for e in neighbours[here]:
                o = owner[e]
                if o in (me, NOBODY) or e in taken:
                    continue
                odds = win(attackers, armies[e])
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
