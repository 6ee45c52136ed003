"""HeuristicBot's judgement in a Risk Legacy game: the turn, phase by phase.

HeuristicBot (engine/ai/heuristic_bot.py) hands every decision of a LegacyRules game here,
through its extension point (engine/ai/judgement.py).
The board is read by LegacyPosition (engine/ai/legacy_position.py: stars, HQs, strikes,
empty land); the choices around the game (faction, start, reward, the world's name) are in
engine/ai/legacy_choices.py. Its play:

* **Start of turn.** A red star is bought whenever four resource cards allow (a quarter of
  the game, for good). A scar card is played where it helps: one that helps the defender
  (Bunker) on our own HQ or most threatened border, one that hurts the defender (Ammo
  Shortage) on the enemy HQ we can best strike at.
* **Recruit.** Resource cards are kept toward the next star, and turned in (for the most
  troops the chart gives) when the troops are needed now: an HQ of ours in danger, or an
  enemy HQ within reach with them. New troops go where they take the most this turn —
  captures, a strike at an HQ, safety for an HQ — as the classic bot places its armies.
* **Expand and attack.** Attacks are judged as the classic bot judges them, the HQ's star
  (and a rival's fourth) counted in the target's worth; expansions are judged by the empty
  land's worth (recruits, population, continents, room beyond), its price and the danger
  next door: cheap land first, cities when their price can be paid. Both compete for the
  same troops; the phase ends when nothing is worth it.
* **Missiles.** After a roll, a missile is fired on one of our own side's dice when it
  turns the roll — fewer losses for us or more for the other side (engine/rules/legacy/
  dice.py's apply_modifiers, with and without it) — and, by a player outside the battle,
  only to stop an attacker about to win the game.
* **Occupy, maneuver, the card.** Troops move in as far as the stack can go on; idle troops
  walk to the frontier (enemies or empty land) or to an HQ in danger; the face-up card with
  the most coins is taken.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Sequence

from engine.ai.board_reading import (
    BLITZ_ODDS,
    CAMPAIGN_LOSS,
    EXPOSURE,
    LOOKAHEAD,
    ODDS,
    PLACEMENT_SAFETY,
    MapFacts,
    required_odds,
)
from engine.ai.bot import with_count
from engine.ai.legacy_choices import choose_faction, choose_reward, choose_start, name_world
from engine.ai.legacy_position import CARD_WORTH, TROOP_COST, LegacyPosition
from engine.core.actions import (
    Action,
    Attack,
    BeginAttack,
    Blitz,
    EndAttack,
    EndTurn,
    Fortify,
    Occupy,
    Pass,
    PlaceArmies,
)
from engine.core.state import NOBODY, GameState, Phase
from engine.rules.legacy.actions import BeginRecruit, BuyStar, Expand, FireMissile, PlayScarCard, TakeCard, TurnInCards
from engine.rules.legacy.dice import best_missile
from engine.rules.legacy.rules import LegacyRules
from engine.rules.legacy.state import (
    DRAW_CARD,
    JOIN_THE_WAR,
    MISSILE_WINDOW,
    NAME_THE_WORLD,
    PICK_FACTION,
    PICK_START,
    REWARDS,
    START_OF_TURN,
)

MOVED_ON = 0.05  # per troop an expansion takes out of a territory left with nothing to face
REACH_RISK = 0.5  # weight of an enemy stack two steps from land we would hold thin
TURN_IN_DANGER = 0.5  # risk to an HQ of ours (x its worth) that calls for the cards' troops now
TURN_IN_ALWAYS = 7  # troops from cards worth turning in whatever the position (the chart's 4 coins)


def plays_legacy(rules) -> bool:
    return isinstance(rules, LegacyRules)


class LegacyJudgement:
    def __init__(self, rules: LegacyRules, rng: random.Random) -> None:
        self.rules, self.random = rules, rng  # rng: the bot's own seeded stream
        self.facts = MapFacts.of(rules.world)
        self._phases: dict[str, Callable[[GameState, int, list[Action]], Action]] = {
            PICK_FACTION: lambda s, me, legal: choose_faction(rules, s, me, legal, rng),
            PICK_START: lambda s, me, legal: choose_start(rules, s, me, legal, rng),
            JOIN_THE_WAR: lambda s, me, legal: choose_start(rules, s, me, legal, rng),
            REWARDS: lambda s, me, legal: choose_reward(rules, s, me, legal, rng),
            NAME_THE_WORLD: lambda s, me, legal: name_world(rules, s, me, legal, rng),
            START_OF_TURN: self.start_of_turn,
            Phase.REINFORCE: self.recruit,
            Phase.ATTACK: self.attack,
            Phase.OCCUPY: self.occupy,
            Phase.FORTIFY: self.maneuver,
            MISSILE_WINDOW: self.missile,
            DRAW_CARD: self.take_card,
        }

    def choose(self, state: GameState, me: int, legal: list[Action]) -> Action:
        handler = self._phases.get(state.phase)
        if handler is None:  # defending (the most dice is listed first), a pack's text, …
            return legal[0]
        return handler(state, me, legal)

    def position(self, state: GameState, me: int) -> LegacyPosition:
        return LegacyPosition(self.facts, state, me, self.rules)

    # -- start of turn ---------------------------------------------------------------------

    def start_of_turn(self, state: GameState, me: int, legal: list[Action]) -> Action:
        buy = next((a for a in legal if isinstance(a, BuyStar)), None)
        if buy is not None:
            return buy
        scars = [a for a in legal if isinstance(a, PlayScarCard)]
        if scars:
            target = self.scar_target(state, me, scars)
            if target is not None:
                return target
        return next(a for a in legal if isinstance(a, BeginRecruit))

    def scar_target(self, state: GameState, me: int, scars: list[PlayScarCard]) -> PlayScarCard | None:
        """Where our scar card does most: a scar that helps the defender on our HQ or our most
        threatened border; one that hurts the defender on the enemy HQ we can best strike."""
        scar = self.rules.legacy.scar_type(state.players[me].scar_card)
        amount = scar.effect.get("die-modifier") if scar is not None else None
        if not isinstance(amount, int) or isinstance(amount, bool) or not amount:
            return None  # a scar without a die modifier: nothing to judge it by, kept
        helps_defender = (scar.effect.get("side", "defence") == "defence") == (amount > 0)
        position = self.position(state, me)
        owner, armies = position.owner, position.armies
        allowed = {a.territory: a for a in scars}

        def worth(t: int) -> float:
            if helps_defender:
                return position.guard_weight(t) + position.threat[t] if owner[t] == me else -1.0
            if owner[t] in (me, NOBODY):
                return -1.0
            near = max((armies[n] for n in position.facts.neighbours[t] if owner[n] == me), default=0)
            return position.hq_value(t) + (0.1 * near if near else -0.5)

        best = max(allowed, key=worth, default=None)
        if best is None or worth(best) <= 0:
            return None
        return allowed[best]

    # -- recruit ---------------------------------------------------------------------------

    def recruit(self, state: GameState, me: int, legal: list[Action]) -> Action:
        position = self.position(state, me)
        turn_in = next((a for a in legal if isinstance(a, TurnInCards)), None)
        if turn_in is not None and self.troops_needed_now(position, turn_in):
            return turn_in
        places = {a.territory: a for a in legal if isinstance(a, PlaceArmies)}
        if places:
            return self.place(position, places)
        return next((a for a in legal if isinstance(a, BeginAttack)), legal[0])

    def troops_needed_now(self, position: LegacyPosition, turn_in: TurnInCards) -> bool:
        """Whether to turn resource cards in now rather than keep them toward a red star."""
        rules = self.rules
        troops = rules.options.troops_for(sum(rules.card_coins(c) for c in turn_in.cards)) or 0
        if troops >= TURN_IN_ALWAYS:
            return True
        for t in position.own_hqs:
            if position.risk(t, position.armies[t]) >= TURN_IN_DANGER * position.guard_weight(t):
                return True
        return False

    def place(self, position: LegacyPosition, places: dict[int, PlaceArmies]) -> Action:
        """All the new troops where they take the most this turn (captures, a strike at an HQ)
        or add the most safety (an HQ of ours counts for a star)."""
        armies = position.armies
        best, best_score = None, -1.0
        for t in position.frontier or position.mine:
            place = places.get(t)
            if place is None:
                continue
            attackers = armies[t] - 1 + place.count - position.reserve(t)
            safety = position.risk(t, armies[t]) - position.risk(t, armies[t] + place.count)
            room = len(position.open[t]) * 0.1
            score = position.campaign(t, attackers) + PLACEMENT_SAFETY * safety + room
            if score > best_score:
                best, best_score = place, score
        return best if best is not None else next(iter(places.values()))

    # -- expand and attack -----------------------------------------------------------------

    def attack(self, state: GameState, me: int, legal: list[Action]) -> Action:
        position = self.position(state, me)
        card = 0.0 if state.captured_this_turn else CARD_WORTH
        best: Action | None = None
        best_score, best_odds = 0.0, 0.0
        for action in legal:
            if isinstance(action, Attack):
                judged = self.judge_attack(position, action, card)
                if judged is not None and judged[0] > best_score:
                    best, (best_score, best_odds) = action, judged
            elif isinstance(action, Expand):
                judged_expansion = self.judge_expansion(position, action)
                if judged_expansion is not None and judged_expansion[0] > best_score:
                    best_score, best = judged_expansion
                    best_odds = 1.0
        if best is None:
            return next(a for a in legal if isinstance(a, EndAttack))
        if isinstance(best, Attack) and best_odds >= BLITZ_ODDS and not position.reserve(best.source):
            route = (best.source, best.target)
            blitz = next((a for a in legal if isinstance(a, Blitz) and (a.source, a.target) == route), None)
            if blitz is not None:
                return blitz
        return best

    @staticmethod
    def judge_attack(position: LegacyPosition, action: Attack, card: float) -> tuple[float, float] | None:
        """(score, odds) of fighting ``action``'s battle out, or None if it is not worth it:
        the classic bot's judgement (engine/ai/heuristic_bot.py) with the battle's die
        modifiers in the odds and the HQ's star in the target's worth. A source that should
        keep a reserve (an HQ) is judged keeping it and throwing it in too: a capture worth
        more than what the reserve guards (the winning star) is made with everything."""
        armies = position.armies
        source, target = action.source, action.target
        value = position.capture_value(target) + card
        best: tuple[float, float] | None = None
        for reserve in dict.fromkeys((position.reserve(source), 0)):
            attackers = armies[source] - 1 - reserve
            if attackers < 1:
                continue
            odds = position.win_odds(source, target, attackers, armies[target])
            if odds < required_odds(value):
                continue
            rolling_on = attackers - 1 - round(CAMPAIGN_LOSS * armies[target])  # after a capture
            later = position.campaign(target, rolling_on, target)
            exposure = position.exposure_change(source, target, 1 + reserve, max(1, rolling_on + 1))
            score = odds * (value + LOOKAHEAD * later - EXPOSURE * exposure)
            if best is None or score > best[0]:
                best = (score, odds)
        return best

    def judge_expansion(self, position: LegacyPosition, action: Expand) -> tuple[float, Action] | None:
        """(score, the expansion with its troops) of expanding as ``action`` does, or None if
        it is not worth it: cheap land first, a city when its price leaves troops to hold it;
        the stack goes along only where it can do more from there."""
        source, target = action.source, action.target
        armies = position.armies
        cost = position.expand_cost(target)
        reserve = position.reserve(source)
        available = armies[source] - 1 - reserve
        if available < cost + 1:
            return None
        value = position.expansion_value(target) - TROOP_COST * cost
        # Does the source keep anything to face once the target is ours?
        facing = position.enemies[source] or [n for n in position.open[source] if n != target]
        before = position.risk(source, armies[source])
        prospects = position.campaign(source, available)
        best: tuple[float, Action] | None = None
        for count in sorted({cost + 1, available, (cost + 1 + available) // 2}):
            moved = count - cost
            after = max(position.campaign(target, moved - 1, target),
                        position.campaign(source, available - count) if facing else 0.0)
            danger = position.risk(target, moved) + position.risk(source, armies[source] - count) - before
            reach = position.reach(target)
            if reach > moved:  # an enemy stack could expand next door and take it back
                danger += REACH_RISK * ODDS.win(reach - 1, moved) * (1.0 + CARD_WORTH / 2)
            score = value + LOOKAHEAD * (after - prospects) - EXPOSURE * danger
            if not facing:
                score += MOVED_ON * count
            if best is None or score > best[0]:
                best = (score, with_count(action, count))
        return best if best is not None and best[0] > 0 else None

    def occupy(self, state: GameState, me: int, legal: list[Action]) -> Action:
        """Split the troops between the old territory and the new: forward as far as the stack
        can go on (captures, empty land, a strike), the enemy next door taking back the least."""
        position = self.position(state, me)
        source, target = state.attack_source, state.attack_target
        action: Occupy = legal[0]
        low, high = state.occupy_min, state.occupy_max
        if not position.enemies[target] and not position.open[target]:
            return with_count(action, low)  # a pocket: nothing to attack, defend or take
        if not position.enemies[source] and not position.open[source]:
            return with_count(action, high)  # nothing left to guard behind
        armies = position.armies
        total = armies[source] + armies[target]  # those already moved in count too
        step = max(1, (high - low) // 12)
        keep = position.reserve(source)

        def score(count: int) -> float:
            danger = position.risk(source, total - count) + position.risk(target, count)
            short = max(0, keep - (total - count))  # an HQ left thinner than it should be
            room = 0.1 * len(position.open[target]) * min(count, 3)
            return LOOKAHEAD * position.campaign(target, count - 1, target) - EXPOSURE * danger - short + room

        best = max(sorted({*range(low, high + 1, step), high}), key=score)
        return with_count(action, best)

    # -- maneuver ----------------------------------------------------------------------------

    def maneuver(self, state: GameState, me: int, legal: list[Action]) -> Action:
        """One move: idle troops to where they count (an HQ in danger, a threatened border, a
        stack that can strike next turn, empty land to take), or a step closer to the frontier."""
        position = self.position(state, me)
        frontier = set(position.frontier)
        distance = self._distance_to(position, frontier)
        armies = position.armies
        far = 1 << 30
        best: Action | None = None
        best_score = 0.0
        for action in legal:
            if not isinstance(action, Fortify):
                continue
            source, target = action.source, action.target
            spare = armies[source] - 1 - (position.reserve(source) if source in frontier else 0)
            if spare < 1:
                continue
            loss = position.risk(source, armies[source] - spare) - position.risk(source, armies[source])
            if target in frontier:
                gain = position.risk(target, armies[target]) - position.risk(target, armies[target] + spare)
                gain += 0.5 * (position.strike(target, armies[target] + spare - 1) - position.strike(
                    target, armies[target] - 1))
                gain += 0.02 * spare * (1 + len(position.open[target]))
                if source in frontier:
                    gain -= 0.05 * spare  # troops already at a border stay, unless it pays
            elif source not in frontier and distance.get(target, far) < distance.get(source, far):
                gain = 0.01 * spare
            else:
                continue
            score = gain - loss
            if score > best_score:
                best, best_score = with_count(action, spare), score
        return best if best is not None else next(a for a in legal if isinstance(a, EndTurn))

    @staticmethod
    def _distance_to(position: LegacyPosition, frontier: set[int]) -> dict[int, int]:
        distance = {t: 0 for t in frontier}
        queue = deque(frontier)
        neighbours, owner, me = position.facts.neighbours, position.owner, position.me
        while queue:
            t = queue.popleft()
            for n in neighbours[t]:
                if owner[n] == me and n not in distance:
                    distance[n] = distance[t] + 1
                    queue.append(n)
        return distance

    # -- missiles ----------------------------------------------------------------------------

    def missile(self, state: GameState, me: int, legal: list[Action]) -> Action:
        """Fire at one of our own side's dice when it turns the roll for us; outside the
        battle, only against an attacker about to win the game."""
        fires = [a for a in legal if isinstance(a, FireMissile)]
        passing = next((a for a in legal if isinstance(a, Pass)), legal[0])
        if not fires:
            return passing
        favour = self.side_to_help(state, me)
        if favour is None:
            return passing
        best = self.best_missile(state, fires, favour)
        return best if best is not None else passing

    def side_to_help(self, state: GameState, me: int) -> str | None:
        attacker, target = state.current, state.attack_target
        defender = state.owner[target]
        if me == attacker:
            return "attack"
        if me == defender:
            return "defence"
        # A bystander: only a capture that would win the game is worth a missile of ours.
        position = self.position(state, me)
        if position.hq[target] != NOBODY and self.rules.stars(state, attacker) + 1 >= self.rules.options.stars_to_win:
            return "defence"
        return None

    def best_missile(self, state: GameState, fires: Sequence[FireMissile], favour: str) -> FireMissile | None:
        """The missile on ``favour``'s dice that changes the roll's losses most in its favour
        (the losses worked out with and without it, engine/rules/legacy/dice.py), or None if
        none changes them: a missile that turns nothing is kept."""
        attack, defence = state.held_attack, state.held_defence
        modifiers = self.rules.modifiers(state, len(attack), len(defence))
        best = best_missile(attack, defence, modifiers, state.held_missiles, favour)
        if best is None:
            return None
        side, index = best
        return next((f for f in fires if (f.side, f.die) == (side, index + 1)), None)

    # -- the card ----------------------------------------------------------------------------

    def take_card(self, state: GameState, me: int, legal: list[Action]) -> Action:
        """The face-up card with the most coins (the first of equals)."""
        cards = [a for a in legal if isinstance(a, TakeCard)]
        if not cards:
            return legal[0]
        slots = state.slots
        return max(cards, key=lambda a: (self.rules.card_coins(slots[a.slot - 1]), -a.slot))
