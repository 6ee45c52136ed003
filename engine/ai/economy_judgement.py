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
    OfferAlliance,
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
RESERVE = 20  # MU kept for the next round's upkeep when recruiting


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

    def _best(self, options, key):
        """The option with the highest ``key``; ties broken from the bot's own seeded stream, so
        that bots with different seeds play different games where the board leaves a choice."""
        options = list(options)
        top = max(key(o) for o in options)
        return self.random.choice([o for o in options if key(o) == top])

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
        return self._best((a for a in legal if isinstance(a, DraftPick)), score)

    def _placement(self, state, me: int, legal: list[Action]) -> Action | None:
        seat = state.players[me]
        capital = seat.capital
        for action in legal:
            if isinstance(action, PlaceCapital):  # the country with most of our own around it
                return self._best((a for a in legal if isinstance(a, PlaceCapital)),
                                  lambda a: sum(state.owner[n] == me for n in self.geo.neighbours[a.territory]))
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
        alliance = self._alliance(state, me, legal)
        if alliance is not None:
            return alliance
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
            # Money kept back pays next round's upkeep; the rest becomes units (10 MU each
            # without a free base slot).
            spend = max(2, (seat.money - RESERVE) // 10)
            return Recruit(best.territory, min(best.count, spend))
        return Done()

    # -- alliances -------------------------------------------------------------------------------------
    def _strength(self, state, player: int) -> int:
        return len(state.territories_of(player)) * 5 + sum(state.army[player]) + sum(state.navy[player])

    def _leader(self, state) -> int:
        living = [p for p, seat in enumerate(state.players) if not seat.out]
        return max(living, key=lambda p: self._strength(state, p))

    def _alliance(self, state, me: int, legal: list[Action]) -> OfferAlliance | None:
        """An offer is accepted when it helps: against a runaway leader who is neither of the
        two (two smaller players together hold them off); otherwise it is left unanswered
        (declined). The weakest player offers one on the same terms."""
        offers = [a for a in legal if isinstance(a, OfferAlliance)]
        if not offers:
            return None
        leader = self._leader(state)
        if me == leader:
            return None
        # Against a runaway leader only: one about as strong as the two together.
        def helps(partner: int) -> bool:
            pair = self._strength(state, me) + self._strength(state, partner)
            return partner != leader and 4 * self._strength(state, leader) > 3 * pair
        accept = [a for a in offers if me in state.players[a.seat].offers and helps(a.seat)]
        if accept:
            return accept[0]
        living = [p for p, seat in enumerate(state.players) if not seat.out]
        weakest = min(living, key=lambda p: self._strength(state, p))
        if me == weakest and len(living) > 2:
            partners = [a for a in offers if helps(a.seat)]
            if partners:
                return max(partners, key=lambda a: self._strength(state, a.seat))
        return None

    # -- planning and moving ---------------------------------------------------------------------------
    def _plan(self, state, me: int, legal: list[Action]) -> Action:
        """Claims empty land with single units; attacks a country when the units its
        neighbours can spare, together, are more than twice the enemy's there (+2 against a
        defender's +1, and each extra country attacked from adds a flank), sending them from
        every such neighbour in turn (one plan a call): a target already planned against is
        gone on with first, so that the attack arrives whole."""
        capital = state.players[me].capital
        planned = {(source, target) for source, target, _c, _k in state.players[me].plans}
        targets_planned = {target for _s, target in planned}
        sources: dict[int, list[tuple[int, int]]] = {}  # target: [(source, units it can spare)]
        for action in legal:
            if not isinstance(action, Plan) or action.kind != ARMY or not self.geo.land[action.target]:
                continue
            if (action.source, action.target) in planned:
                continue
            keep = 1
            if action.source == capital:
                keep = max(keep, self._threat(state, me, capital) + 1)
            free = action.count - keep
            if free > 0:
                sources.setdefault(action.target, []).append((action.source, free))
        candidates: list[tuple[int, Plan]] = []
        for target, spare in sources.items():
            enemies = self._enemies_at(state, me, target)
            coming = sum(c for _s, t, c, _k in state.players[me].plans if t == target)
            if enemies == 0:
                if target in targets_planned:
                    continue  # one unit claims it
                source, _free = max(spare, key=lambda pair: pair[1])
                candidates.append((3, Plan(source, target, 1, ARMY)))
                continue
            # An attack goes on until one side is destroyed or withdraws: numbers win it, so
            # half as many again (with the +1 of more units against the defender's +1) will do.
            if 2 * (coming + sum(free for _s, free in spare)) < 3 * enemies + 4:
                continue
            owner = state.owner[target]
            score = 1 + (2 if owner not in (NOBODY, me) else 0) + (4 if target in targets_planned else 0)
            if owner not in (NOBODY, me) and state.players[owner].capital == target:
                score += 2  # a capital: its MU and cards, and a step to victory
            source, free = max(spare, key=lambda pair: pair[1])
            candidates.append((score, Plan(source, target, free, ARMY)))
        return self._best(candidates, lambda pair: pair[0])[1] if candidates else Done()

    def _distance_to_foes(self, state, me: int) -> dict[int, int]:
        """Steps by land from each territory to the nearest land not ours."""
        geo = self.geo
        frontier = [t for t in range(len(geo.land)) if geo.land[t] and state.owner[t] != me]
        distance = dict.fromkeys(frontier, 0)
        queue = list(frontier)
        for t in queue:
            for n in geo.neighbours[t]:
                if geo.land[n] and n not in distance:
                    distance[n] = distance[t] + 1
                    queue.append(n)
        return distance

    def _friendly(self, state, me: int, legal: list[Action]) -> Action:
        # A blockade costs nothing (this bot does not fight with navies) and stops an enemy
        # base recruiting navies.
        blockades = [a for a in legal if isinstance(a, Blockade)]
        if blockades:
            return blockades[0]
        return self._march(state, me, legal) or Done()

    def _march(self, state, me: int, legal: list[Action]) -> MoveUnits | None:
        """Units a country does not need go one step nearer to land that is not ours (by land):
        an interior country keeps nothing, a frontier country a stack, the capital its guard,
        so that stacks left behind a quiet frontier come to where the fighting is."""
        distance = self._distance_to_foes(state, me)
        capital = state.players[me].capital
        moves = []
        for action in legal:
            if not isinstance(action, MoveUnits) or action.kind != ARMY:
                continue
            here, there = distance.get(action.source), distance.get(action.target)
            if there is None or (here is not None and there >= here):
                continue
            keep = CAPITAL_GUARD if action.source == capital else FRONTIER_STACK if here == 1 else 0
            if action.count > keep:
                moves.append(((here or 99) - there, action.count - keep,
                              MoveUnits(action.source, action.target, action.count - keep, ARMY)))
        # The biggest stack first, the furthest behind.
        return self._best(moves, lambda move: (move[1], move[0]))[2] if moves else None

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
        return self._best((a for a in legal if isinstance(a, (Fight, FightBorder))), edge)

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
