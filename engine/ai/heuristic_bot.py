"""HeuristicBot: plays simple, aggressive, sound Risk, the way a decent club player does.

Everything it knows comes from the World (any map, not only the classic one) and the state,
and it acts only through ``rules.legal_actions`` (lowering a count within
``rules.count_range`` when it wants fewer armies). Its ideas:

* **Strike with one stack.** New armies go to the single territory from which they can take
  the most this turn — a chain of captures, valued by what each capture is worth: a card,
  a continent completed or broken, a player eliminated (their cards!).
* **Only fight good fights.** An attack is made when the exact odds (engine/rules/odds) of
  the armies it can spare against the defenders are good enough for what the target is
  worth. It rolls once and judges again, and stops when no fight is worth it; a fight it is
  sure of is blitzed.
* **Mind the counter-attack.** Every attack and every split of armies after a capture
  weighs what the enemy's stacks next door could then take back, and the borders of a
  continent it holds keep enough armies to stand.
* Idle armies (on territories facing no enemy) walk to the front at the end of the turn.

Measured against RandomBot in benchmarks/bench_bots.py (figures in docs/benchmarks.md). What
measured worse there, and is therefore not done: placing new armies to fill the gaps on
guarded borders before attacking, leaving two or more armies behind on every border, and
counting a single enemy army next door as a threat. In these thin, fast games the armies
are worth more attacking than waiting.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from engine.ai.bot import Bot, with_count
from engine.core.actions import (
    Action,
    Attack,
    Blitz,
    ClaimTerritory,
    EndAttack,
    EndTurn,
    Fortify,
    Occupy,
    PlaceArmies,
    TradeCards,
)
from engine.core.state import NOBODY, GameState, Phase
from engine.core.world import World
from engine.rules import cards as card_rules
from engine.rules.base import RuleSet
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
class _MapFacts:
    """What the bot needs from a World, computed once per map."""

    neighbours: tuple[tuple[int, ...], ...]  # land neighbours: the sea takes no part in play
    continent_of: tuple[int, ...]
    members: tuple[tuple[int, ...], ...]  # land territories of each continent
    bonus: tuple[int, ...]
    entries: tuple[int, ...]  # per continent: members bordering another continent

    @classmethod
    def of(cls, world: World) -> _MapFacts:
        land = world.land
        neighbours = tuple(tuple(n for n in world.neighbours[t] if land[n]) for t in range(world.size))
        members = tuple(tuple(t for t in c.members if land[t]) for c in world.continents)
        continent_of = world.continent_of
        entries = tuple(
            sum(1 for t in group if any(continent_of[n] != k for n in neighbours[t])) for k, group in enumerate(members)
        )
        return cls(neighbours, continent_of, members, tuple(c.bonus for c in world.continents), entries)


class _Position:
    """The board from one player's side, for one decision: fronts, threats, values."""

    def __init__(self, facts: _MapFacts, state: GameState, me: int, style: Style = HEURISTIC_STYLE) -> None:
        self.facts, self.state, self.me, self.style = facts, state, me, style
        self.owner, self.armies = state.owner, state.armies
        owner, armies, players = state.owner, state.armies, state.players
        self.mine = [t for t, o in enumerate(owner) if o == me]
        self.enemies: dict[int, list[int]] = {}
        # The armies that could attack each of our territories: the strongest neighbour in
        # full, half of the others (they seldom all come at once). The neutral army never
        # attacks, so it threatens nothing.
        self.threat: dict[int, float] = {}
        for t in self.mine:
            enemies = [n for n in facts.neighbours[t] if owner[n] != me and owner[n] != NOBODY]
            self.enemies[t] = enemies
            forces = sorted((armies[n] for n in enemies if not players[owner[n]].neutral), reverse=True)
            self.threat[t] = forces[0] + 0.5 * sum(forces[1:]) if forces else 0.0
        self.front = [t for t in self.mine if self.enemies[t]]
        self.held = [self._share(group) for group in facts.members]
        self.goal = self._choose_goal()
        self._values: dict[int, float] = {}

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
        held_by_defender = sum(1 for o in owner if o == defender)
        cards = len(self.state.players[defender].cards)
        if held_by_defender == 1:
            value += style.eliminate + cards
        else:
            value += style.hunt * (cards + 1) / held_by_defender
        return value

    def campaign(self, start: int, attackers: int, skip: int = NOBODY) -> float:
        """What a stack of ``attackers`` on ``start`` could go on to take this turn, rolling
        from capture to capture (greedily, with a rough guess of its losses on the way)."""
        facts, owner, armies, me = self.facts, self.owner, self.armies, self.me
        taken = {skip}
        total, here, required = 0.0, start, self.style.required_odds
        for _ in range(CAMPAIGN_STEPS):
            best, best_score = -1, 0.0
            for e in facts.neighbours[here]:
                if owner[e] == me or owner[e] == NOBODY or e in taken:
                    continue
                odds = ODDS.win(attackers, armies[e])
                if odds >= required and odds * self.capture_value(e) > best_score:
                    best, best_score = e, odds * self.capture_value(e)
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


# -- the bot ------------------------------------------------------------------------------------


class HeuristicBot(Bot):
    name = "heuristic"
    style = HEURISTIC_STYLE

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._world: World | None = None
        self._facts: _MapFacts | None = None
        self._rules: RuleSet | None = None
        self._legacy = None  # engine/ai/legacy_judgement.py's, for a Risk Legacy game
        self._economy = None  # engine/ai/economy_judgement.py's, for an MU economy game

    def choose(self, rules: RuleSet, state: GameState, player: int | None = None) -> Action:
        legal = rules.legal_actions(state, player)
        if rules is not self._rules:
            self._rules, self._legacy = rules, self._legacy_judgement(rules)
            self._economy = self._economy_judgement(rules)
        if self._economy is not None:
            return self._economy.choose(state, state.decider() if player is None else player, legal)
        if self._legacy is not None:
            return self._legacy.choose(state, state.decider() if player is None else player, legal)
        handler = {
            Phase.CLAIM: self._claim,
            Phase.PLACE_INITIAL: self._place,
            Phase.REINFORCE: self._reinforce,
            Phase.ATTACK: self._attack,
            Phase.OCCUPY: self._occupy,
            Phase.FORTIFY: self._fortify,
        }.get(state.phase)
        if handler is None:  # DEFEND: the most dice allowed is listed, and always the best
            return legal[0]
        me = state.decider() if player is None else player
        return handler(self._position(rules, state, me), legal)

    def _position(self, rules: RuleSet, state: GameState, me: int) -> _Position:
        """The board from ``me``'s side for this decision (a subclass may see more in it)."""
        return _Position(self._facts_for(rules.world), state, me, self.style)

    def _legacy_judgement(self, rules: RuleSet):
        """Risk Legacy's own judgement (stars, HQs, expanding, missiles) for its games, else None."""
        from engine.ai.legacy_judgement import LegacyJudgement, plays_legacy  # (imports the Legacy rules)

        return LegacyJudgement(self, rules) if plays_legacy(rules) else None

    @staticmethod
    def _economy_judgement(rules: RuleSet):
        """The MU economy's own judgement for its games, else None."""
        from engine.ai.economy_judgement import EconomyJudgement, plays_economy  # (imports the economy rules)

        return EconomyJudgement(rules) if plays_economy(rules) else None

    def _facts_for(self, world: World) -> _MapFacts:
        if world is not self._world:
            self._world, self._facts = world, _MapFacts.of(world)
        return self._facts

    # -- setup ---------------------------------------------------------------------------

    def _claim(self, position: _Position, legal: list[Action]) -> Action:
        """Claim toward small continents we can complete, next to what we already have."""
        facts, owner, me = position.facts, position.owner, position.me

        def score(action: ClaimTerritory) -> float:
            t = action.territory
            neighbours = facts.neighbours[t]
            value = self.style.claim_own * sum(1 for n in neighbours if owner[n] == me)
            value -= self.style.claim_theirs * sum(1 for n in neighbours if owner[n] not in (me, NOBODY))
            continent = facts.continent_of[t]
            if continent >= 0 and facts.members[continent]:
                members = facts.members[continent]
                ours = sum(1 for m in members if owner[m] == me)
                theirs = sum(1 for m in members if owner[m] not in (me, NOBODY))
                value += (2.0 * ours - 1.5 * theirs + facts.bonus[continent] + 1.0) / len(members)
            return value + 0.01 * self.random.random()  # equal choices: vary the openings

        return max(legal, key=score)

    # -- reinforce -------------------------------------------------------------------------

    def _reinforce(self, position: _Position, legal: list[Action]) -> Action:
        trades = [a for a in legal if isinstance(a, TradeCards)]
        if trades:  # compulsory or not: armies now beat armies later, and set values only rise
            return max(trades, key=lambda a: self._trade_score(position, a.cards))
        if any(isinstance(a, PlaceArmies) for a in legal):
            return self._place(position, legal)
        return legal[0]  # BeginAttack, the only other choice

    def _trade_score(self, position: _Position, cards: tuple[int, ...]) -> float:
        """Prefer a set that earns the bonus for a territory we occupy; keep wild cards."""
        world = self._world
        owned = sum(
            1 for c in cards
            if (t := card_rules.territory_of(c, world)) is not None and position.owner[t] == position.me
        )
        wilds = sum(1 for c in cards if card_rules.symbol_of(c, world) is card_rules.WILD)
        return 2 * min(owned, 1) + 0.1 * owned - wilds

    def _place(self, position: _Position, legal: list[Action]) -> Action:
        """All the armies on one territory facing the enemy: the one where they can take the
        most this turn, or add the most safety (a threatened border of a continent we hold
        is worth more). Concentrated armies roll three dice and stand; spread ones do not."""
        places = {a.territory: a for a in legal if isinstance(a, PlaceArmies)}
        armies = position.armies
        if not any(position.owner[t] == position.me for t in places):
            return self._place_neutral(position, places)
        best, best_score = None, -1.0
        for t in position.front:
            place = places.get(t)
            if place is None:
                continue
            attackers = armies[t] - 1 + place.count - position.reserve(t)
            safety = position.risk(t, armies[t]) - position.risk(t, armies[t] + place.count)
            score = position.campaign(t, attackers) + PLACEMENT_SAFETY * safety
            if score > best_score:
                best, best_score = place, score
        return best if best is not None else next(iter(places.values()))

    def _place_neutral(self, position: _Position, places: dict[int, PlaceArmies]) -> Action:
        """The two-player setup's neutral army: "placing it to block your opponent's possible
        advance" — where the opponent's armies press hardest and ours least (a neutral we
        mean to take ourselves is better left weak)."""
        owner, armies, me, players = position.owner, position.armies, position.me, position.state.players
        neighbours = position.facts.neighbours

        rivals = {i for i, p in enumerate(players) if i != me and not p.neutral}

        def score(t: int) -> float:
            theirs = sum(armies[n] for n in neighbours[t] if owner[n] in rivals)
            ours = sum(armies[n] for n in neighbours[t] if owner[n] == me)
            return theirs - ours + 0.01 * self.random.random()

        return places[max(places, key=score)]

    # -- attack ------------------------------------------------------------------------------

    def _attack(self, position: _Position, legal: list[Action]) -> Action:
        state = position.state
        card = 0.0 if state.captured_this_turn else CARD_VALUE
        best, best_score, best_odds = None, 0.0, 0.0
        for action in legal:
            if isinstance(action, Attack):
                judged = self._judge_attack(position, action, card)
                if judged is not None and judged[0] > best_score:
                    best, (best_score, best_odds) = action, judged
        if best is None:
            return next(a for a in legal if isinstance(a, EndAttack))
        if best_odds >= BLITZ_ODDS and not position.reserve(best.source):
            route = (best.source, best.target)
            blitz = next((a for a in legal if isinstance(a, Blitz) and (a.source, a.target) == route), None)
            if blitz is not None:
                return blitz
        return best  # one roll with the most dice, then judge again

    def _judge_attack(self, position: _Position, action: Attack, card: float) -> tuple[float, float] | None:
        """(score, odds) of fighting ``action``'s battle out, or None if it is not worth it."""
        armies = position.armies
        source, target = action.source, action.target
        reserve = position.reserve(source)
        attackers = armies[source] - 1 - reserve
        if attackers < 1:
            return None
        odds = ODDS.win(attackers, armies[target])
        value = position.capture_value(target) + card
        if odds < required_odds(value, position.style.required_odds):
            return None
        rolling_on = attackers - 1 - round(CAMPAIGN_LOSS * armies[target])  # after a capture
        later = position.campaign(target, rolling_on, target)
        exposure = position.exposure_change(source, target, 1 + reserve, max(1, rolling_on + 1))
        return odds * (value + LOOKAHEAD * later - position.style.exposure * exposure), odds

    def _occupy(self, position: _Position, legal: list[Action]) -> Action:
        """Split the armies between the old territory and the new one: forward if the stack
        can go on capturing, and so that the enemy next door can take back the least."""
        state, armies = position.state, position.armies
        source, target = state.attack_source, state.attack_target
        action: Occupy = legal[0]
        low, high = state.occupy_min, state.occupy_max
        if not position.enemies[target]:
            return with_count(action, low)  # an enclosed pocket: nothing to attack or defend
        if not position.enemies[source]:
            return with_count(action, high)  # nothing left to guard behind
        total = armies[source] + armies[target]  # those already moved in count too
        step = max(1, (high - low) // 12)  # a dozen splits are enough to judge

        def score(count: int) -> float:
            danger = position.risk(source, total - count) + position.risk(target, count)
            return LOOKAHEAD * position.campaign(target, count - 1) - position.style.exposure * danger

        best = max(sorted({*range(low, high + 1, step), high}), key=score)
        return with_count(action, best)

    # -- fortify -----------------------------------------------------------------------------

    def _fortify(self, position: _Position, legal: list[Action]) -> Action:
        """Bring idle armies (on a territory facing no enemy) to the front — to the most
        threatened border next door, or a step closer; no move if none helps."""
        distance = self._distance_to_front(position)
        far = 1 << 30
        best, best_score = None, 0.0
        for action in legal:
            if not isinstance(action, Fortify) or position.enemies[action.source]:
                continue
            target = action.target
            if position.enemies[target]:
                danger = position.threat[target]
                score = action.count * (1.0 + position.guard_weight(target) + 0.1 * danger)
            elif distance.get(target, far) < distance.get(action.source, far):
                score = action.count * 0.5
            else:
                continue
            if score > best_score:
                best, best_score = action, score
        return best if best is not None else next(a for a in legal if isinstance(a, EndTurn))

    def _distance_to_front(self, position: _Position) -> dict[int, int]:
        """Steps from each of our territories to the nearest one facing an enemy, through ours."""
        distance = {t: 0 for t in position.front}
        queue = deque(position.front)
        neighbours, owner, me = position.facts.neighbours, position.owner, position.me
        while queue:
            t = queue.popleft()
            for n in neighbours[t]:
                if owner[n] == me and n not in distance:
                    distance[n] = distance[t] + 1
                    queue.append(n)
        return distance
