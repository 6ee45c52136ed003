"""HeuristicBot's judgement for the MU economy (seed 004): the "EconomyBot".

It plays the way a careful beginner would: it never surrenders or demolishes; in the Get
phase it trades influence cards, rebuilds a lost capital, recruits where its bases make
units cheap, builds roads where the income pays them back before the game ends, then
recruits on its frontier; it plans only attacks it can win (more than twice the units
there, so +2 against a defender's +1) and claims empty land with single units, keeping
enough at its capital to match any neighbour; it moves idle units from the interior to the
frontier; it fights first the battle (in a country or on a border) where it has the most
units over the enemy's; in a battle it attacks when it is not outnumbered, and otherwise
withdraws (from a border: home) or lets the battle be. Everything it does is chosen among
``legal_actions``, on its own view.
"""

from __future__ import annotations

import random

from engine.core.actions import Action, Pass
from engine.core.state import NOBODY, GameState
from engine.rules.economy import EconomyRules
from engine.rules.economy.actions import (
    ARMY,
    GO,
    BattleAttack,
    Blockade,
    Build,
    Done,
    DraftPick,
    EndWithdrawal,
    Fight,
    FightBorder,
    MoveUnits,
    PayUpkeep,
    PlaceBase,
    PlaceCapital,
    PlaceUnits,
    Plan,
    Recruit,
    TradeInfluence,
    Withdraw,
)
from engine.rules.economy.geography import NEUTRAL
from engine.rules.economy.money import PRICES, UNIT_PRICE
from engine.rules.economy.phases import (
    BATTLE,
    CHOOSE_BATTLE,
    DRAFT,
    DRAFT_PLACEMENT,
    FRIENDLY_MOVEMENT,
    GET,
    PLANNING,
    STEAL_INFLUENCE,
)

CAPITAL_GUARD = 10  # units kept at the capital when it can afford them (the upkeep-free most)
FRONTIER_STACK = 5  # units per frontier country before upkeep starts


def plays_economy(rules) -> bool:
    return isinstance(rules, EconomyRules)


class EconomyJudgement:
    def __init__(self, rules: EconomyRules, rng: random.Random) -> None:
        self.rules, self.geo, self.random = rules, rules.geo, rng  # rng: the bot's own seeded stream
        self._phases = {
            DRAFT: self._draft, DRAFT_PLACEMENT: self._placement, GET: self._get, PLANNING: self._plan,
            FRIENDLY_MOVEMENT: self._friendly, CHOOSE_BATTLE: self._choose_battle, BATTLE: self._battle,
            STEAL_INFLUENCE: self._steal,
        }

    def choose(self, state: GameState, me: int, legal: list[Action]) -> Action:
        handler = self._phases.get(state.phase)
        choice = handler(state, me, legal) if handler else None
        return choice if choice is not None else legal[0]

    # -- what the map looks like from here ------------------------------------------------------------
    def _enemies_at(self, state, me: int, t: int) -> int:
        """Hostile units in a territory (all kinds)."""
        geo = self.geo
        return sum(state.army[s][t] + state.navy[s][t] if s != NEUTRAL else state.neutral[t]
                   for s in geo.present(state, t) if geo.hostile(state, me, s))

    def _frontier(self, state, me: int, t: int) -> bool:
        return any(not self.geo.friendly(state, me, n) for n in self.geo.neighbours[t] if self.geo.land[n])

    def _threat(self, state, me: int, t: int) -> int:
        return max((self._enemies_at(state, me, n) for n in self.geo.neighbours[t]), default=0)

    # -- setup -------------------------------------------------------------------------------------
    def _draft(self, state, me: int, legal: list[Action]) -> Action:
        def score(action: DraftPick) -> tuple[int, int]:
            neighbours = self.geo.neighbours[action.territory]
            return (sum(state.owner[n] == me for n in neighbours), -len(neighbours))
        return max((a for a in legal if isinstance(a, DraftPick)), key=score)

    def _placement(self, state, me: int, legal: list[Action]) -> Action | None:
        seat = state.players[me]
        capital = seat.capital
        for action in legal:
            if isinstance(action, PlaceCapital):  # the country with most of our own around it
                return max((a for a in legal if isinstance(a, PlaceCapital)),
                           key=lambda a: sum(state.owner[n] == me for n in self.geo.neighbours[a.territory]))
            if isinstance(action, PlaceBase) and capital != NOBODY:
                return PlaceBase(capital)
        places = [a for a in legal if isinstance(a, PlaceUnits)]
        if not places:
            return None
        if capital != NOBODY and state.army[me][capital] < CAPITAL_GUARD:
            return PlaceUnits(capital, min(places[0].count, CAPITAL_GUARD - state.army[me][capital]))
        frontier = [a for a in places if self._frontier(state, me, a.territory)] or places
        target = min(frontier, key=lambda a: (state.army[me][a.territory], -self._threat(state, me, a.territory)))
        return PlaceUnits(target.territory, min(target.count, FRONTIER_STACK))

    # -- get -------------------------------------------------------------------------------------------
    def _get(self, state, me: int, legal: list[Action]) -> Action:
        seat = state.players[me]
        rounds_left = self.rules.options.turn_limit - state.turn
        trades = [a for a in legal if isinstance(a, TradeInfluence)]
        if trades:
            return trades[0]
        if PayUpkeep() in legal:
            return PayUpkeep()
        builds = [a for a in legal if isinstance(a, Build)]
        capital = [a for a in builds if a.what == "capital"]
        if capital:
            return max(capital, key=lambda a: state.army[me][a.territory])
        recruits = [a for a in legal if isinstance(a, Recruit)]
        cheap = [a for a in recruits if self.rules.options.bases
                 and state.army_bases[a.territory] - state.new_army_bases[a.territory]
                 - state.army_base_recruits[a.territory] > 0]
        if cheap:
            best = max(cheap, key=lambda a: self._threat(state, me, a.territory))
            slots = (state.army_bases[best.territory] - state.new_army_bases[best.territory]
                     - state.army_base_recruits[best.territory])
            return Recruit(best.territory, min(best.count, slots, seat.money // UNIT_PRICE))
        # A road pays 1 MU a round: worth it while more than its price in rounds are left.
        if rounds_left > PRICES["road"] + 1 and seat.money >= 2 * PRICES["road"]:
            roads = [a for a in builds if a.what == "road" and not self._frontier(state, me, a.territory)]
            if roads:
                return roads[0]
        if recruits and seat.money >= 10:
            frontier = [a for a in recruits if self._frontier(state, me, a.territory)] or recruits
            best = max(frontier, key=lambda a: (self._threat(state, me, a.territory), -state.army[me][a.territory]))
            return Recruit(best.territory, min(best.count, 2))
        return Done()

    # -- planning and moving ---------------------------------------------------------------------------
    def _plan(self, state, me: int, legal: list[Action]) -> Action:
        planned_targets = {target for _s, target, _c, _k in state.players[me].plans}
        capital = state.players[me].capital
        best, best_score = None, 0.0
        for action in legal:
            if not isinstance(action, Plan) or action.kind != ARMY or action.target in planned_targets:
                continue
            if not self.geo.land[action.target]:
                continue
            keep = 1
            if action.source == capital:
                keep = max(keep, self._threat(state, me, capital) + 1)
            free = action.count - keep
            enemies = self._enemies_at(state, me, action.target)
            need = 2 * enemies + 1 if enemies else 1
            if free < need:
                continue
            send = free if enemies else 1
            score = (3 if enemies == 0 else 1) + (2 if state.owner[action.target] not in (NOBODY, me) else 0)
            if score > best_score:
                best, best_score = Plan(action.source, action.target, send, ARMY), score
        return best if best is not None else Done()

    def _friendly(self, state, me: int, legal: list[Action]) -> Action:
        # A blockade costs nothing (this bot does not fight with navies) and stops an enemy
        # base recruiting navies.
        blockades = [a for a in legal if isinstance(a, Blockade)]
        if blockades:
            return blockades[0]
        capital = state.players[me].capital
        for action in legal:
            if not isinstance(action, MoveUnits) or action.kind != ARMY:
                continue
            s, t = action.source, action.target
            if s == capital or self._frontier(state, me, s) or not self._frontier(state, me, t):
                continue
            return action
        return Done()

    # -- combat ----------------------------------------------------------------------------------------
    def _choose_battle(self, state, me: int, legal: list[Action]) -> Action:
        """The battle where it has the most units over the enemy's (a border's too); asked about
        a revolution before someone else's choice, it lets the battles go on."""
        if Pass() in legal:
            return Pass()
        def edge(action) -> int:
            if isinstance(action, FightBorder):
                mine = theirs = 0
                for player, source, target, count, _kind in state.border_units:
                    if sorted((source, target)) == sorted((action.first, action.second)):
                        if player == me:
                            mine += count
                        elif self.geo.hostile(state, me, player):
                            theirs += count
                return mine - theirs
            return state.army[me][action.territory] - self._enemies_at(state, me, action.territory)
        return max((a for a in legal if isinstance(a, (Fight, FightBorder))), key=edge)

    def _units_in_battle(self, state, side: int, kind: str) -> int:
        """A side's units of ``kind`` in the battle being fought, in a territory or on a border."""
        if state.border_battle:
            return self.rules._border_units_of(state, side, kind)
        t = state.battle
        if side == NEUTRAL:
            return state.neutral[t]
        return (state.army if kind == ARMY else state.navy)[side][t]

    def _battle(self, state, me: int, legal: list[Action]) -> Action:
        if state.withdrawal:  # a withdrawal of ours goes on: every unit out, and go
            going = [a for a in legal if isinstance(a, Withdraw)]
            return going[0] if going else EndWithdrawal(GO)
        attacks = []  # (their units, the attack) where mine are at least as many
        for action in legal:
            if isinstance(action, BattleAttack):
                mine = self._units_in_battle(state, me, action.kind)
                theirs = self._units_in_battle(state, action.target, action.kind)
                if mine >= theirs:
                    attacks.append((theirs, action))
        if attacks:  # the weakest enemy first: the likeliest to be wiped out (a victory)
            return min(attacks, key=lambda pair: pair[0])[1]
        withdrawals = [a for a in legal if isinstance(a, Withdraw)]
        if withdrawals:
            return max(withdrawals, key=lambda a: self.geo.friendly(state, me, a.target))
        if Pass() in legal:
            return Pass()
        return legal[0]  # in an attack with nowhere to withdraw: it goes on

    def _steal(self, state, me: int, legal: list[Action]) -> Action:
        """The richest hand: the most to lose for the strongest."""
        return max(legal, key=lambda a: len(state.players[a.seat].cards))
