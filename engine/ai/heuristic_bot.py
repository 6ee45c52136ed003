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

from engine.ai.board_reading import (
    BLITZ_ODDS,
    CAMPAIGN_LOSS,
    CARD_VALUE,
    HEURISTIC_STYLE,
    LOOKAHEAD,
    ODDS,
    PLACEMENT_SAFETY,
    MapFacts,
    OwnerReading,
    Position,
    required_odds,
)
from engine.ai.bot import Bot, with_count
from engine.ai.judgement import Judgement, judgement_for
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

# -- the bot ------------------------------------------------------------------------------------

# The method that decides in each phase (by name, so that a subclass's own is the one called).
_HANDLERS = {
    Phase.CLAIM: "_claim",
    Phase.PLACE_INITIAL: "_place",
    Phase.REINFORCE: "_reinforce",
    Phase.ATTACK: "_attack",
    Phase.OCCUPY: "_occupy",
    Phase.FORTIFY: "_fortify",
}


class HeuristicBot(Bot):
    name = "heuristic"
    style = HEURISTIC_STYLE
    # Balance runs set this (engine/simulation.py, ``for_measurement``): a claim, a placement
    # or an attack is then picked at random (the bot's own seeded chance, so a game stays
    # reproducible) among those scoring within ``jitter`` × max(1, |best|) of the best, so
    # openings and close calls vary from game to game instead of one scripted line repeating
    # in every game. 0, as in the play window: always the best, exactly as before.
    jitter = 0.0

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._world: World | None = None
        self._facts: MapFacts | None = None
        self._rules: RuleSet | None = None
        self._judgement: Judgement | None = None  # the rule set's own (engine/ai/judgement.py), if any
        self._reading: OwnerReading | None = None  # who held what at the last decision (board_reading.py)

    def choose(self, rules: RuleSet, state: GameState, player: int | None = None) -> Action:
        legal = rules.legal_actions(state, player)
        if rules is not self._rules:
            self._rules, self._judgement = rules, judgement_for(rules, self.random)
        if self._judgement is not None:
            return self._judgement.choose(state, state.decider() if player is None else player, legal)
        handler = _HANDLERS.get(state.phase)
        if handler is None:  # DEFEND: the most dice allowed is listed, and always the best
            return legal[0]
        me = state.decider() if player is None else player
        return getattr(self, handler)(self._position(rules, state, me), legal)

    def _position(self, rules: RuleSet, state: GameState, me: int) -> Position:
        """The board from ``me``'s side for this decision (a subclass may see more in it)."""
        position = Position(self._facts_for(rules.world), state, me, self.style, self._reading)
        self._reading = position.reading
        return position

    def _facts_for(self, world: World) -> MapFacts:
        if world is not self._world:
            self._world, self._facts = world, MapFacts.of(world)
        return self._facts

    # -- setup ---------------------------------------------------------------------------

    def _claim(self, position: Position, legal: list[Action]) -> Action:
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

        if not self.jitter:
            return max(legal, key=score)
        return legal[self._near_best([(score(a), k) for k, a in enumerate(legal)])]

    def _near_best(self, scored: list[tuple[float, int]]) -> int:
        """The k of the (score, k) scoring highest (the first of equals); with ``jitter``, one at
        random among those within ``jitter`` × max(1, |best|) of it."""
        top = max(value for value, _ in scored)
        if not self.jitter:
            return next(k for value, k in scored if value == top)
        margin = self.jitter * max(1.0, abs(top))
        close = [k for value, k in scored if value >= top - margin]
        return close[0] if len(close) == 1 else self.random.choice(close)

    # -- reinforce -------------------------------------------------------------------------

    def _reinforce(self, position: Position, legal: list[Action]) -> Action:
        trades = [a for a in legal if isinstance(a, TradeCards)]
        if trades:  # compulsory or not: armies now beat armies later, and set values only rise
            return max(trades, key=lambda a: self._trade_score(position, a.cards))
        if any(isinstance(a, PlaceArmies) for a in legal):
            return self._place(position, legal)
        return legal[0]  # BeginAttack, the only other choice

    def _trade_score(self, position: Position, cards: tuple[int, ...]) -> float:
        """Prefer a set that earns the bonus for a territory we occupy; keep wild cards."""
        world = self._world
        owned = sum(
            1 for c in cards
            if (t := card_rules.territory_of(c, world)) is not None and position.owner[t] == position.me
        )
        wilds = sum(1 for c in cards if card_rules.symbol_of(c, world) is card_rules.WILD)
        return 2 * min(owned, 1) + 0.1 * owned - wilds

    def _place(self, position: Position, legal: list[Action]) -> Action:
        """All the armies on one territory facing the enemy: the one where they can take the
        most this turn, or add the most safety (a threatened border of a continent we hold
        is worth more). Concentrated armies roll three dice and stand; spread ones do not."""
        places = {a.territory: a for a in legal if isinstance(a, PlaceArmies)}
        armies = position.armies
        if not any(position.owner[t] == position.me for t in places):
            return self._place_neutral(position, places)
        candidates: list[PlaceArmies] = []
        scored: list[tuple[float, int]] = []
        for t in position.front:
            place = places.get(t)
            if place is None:
                continue
            attackers = armies[t] - 1 + place.count - position.reserve(t)
            safety = position.risk(t, armies[t]) - position.risk(t, armies[t] + place.count)
            score = position.campaign(t, attackers) + PLACEMENT_SAFETY * safety
            if score > -1.0:  # a placement that only weakens us is no better than the first listed
                scored.append((score, len(candidates)))
                candidates.append(place)
        return candidates[self._near_best(scored)] if candidates else next(iter(places.values()))

    def _place_neutral(self, position: Position, places: dict[int, PlaceArmies]) -> Action:
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

    def _attack(self, position: Position, legal: list[Action]) -> Action:
        state = position.state
        card = 0.0 if state.captured_this_turn else CARD_VALUE
        worth: list[Attack] = []  # the fights worth making, their (score, index) and odds
        scored: list[tuple[float, int]] = []
        odds: list[float] = []
        for action in legal:
            if isinstance(action, Attack):
                judged = self._judge_attack(position, action, card)
                if judged is not None and judged[0] > 0.0:
                    scored.append((judged[0], len(worth)))
                    odds.append(judged[1])
                    worth.append(action)
        if not worth:
            return next(a for a in legal if isinstance(a, EndAttack))
        k = self._near_best(scored)
        best, best_odds = worth[k], odds[k]
        if best_odds >= BLITZ_ODDS and not position.reserve(best.source):
            route = (best.source, best.target)
            blitz = next((a for a in legal if isinstance(a, Blitz) and (a.source, a.target) == route), None)
            if blitz is not None:
                return blitz
        return best  # one roll with the most dice, then judge again

    def _judge_attack(self, position: Position, action: Attack, card: float) -> tuple[float, float] | None:
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

    def _occupy(self, position: Position, legal: list[Action]) -> Action:
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

    def _fortify(self, position: Position, legal: list[Action]) -> Action:
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

    def _distance_to_front(self, position: Position) -> dict[int, int]:
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
