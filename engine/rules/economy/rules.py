"""The MU economy variant (seed 004), registered as "economy".

A round is four phases that all players go through together: Get (income, upkeep, then
each player recruits, builds and trades at their own pace), Planning (secret orders for
moves into or out of non-friendly territory), Friendly movement, and Combat (revolutions,
initiative, every plan moved at once, then battles chosen by the initiative player and
fought with roll-offs). docs/rules-economy.md gives every rule with its source sentence,
the decisions where the seed is silent, and what is simplified.

Actions go through one dispatch table (``_HANDLERS``): for each action type, its phase, its
check and its effect; ``legal_actions`` lists per phase.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence

from engine.core.actions import Action, Pass
from engine.core.errors import IllegalAction, InvalidCards, InvalidCount, InvalidTerritory, NotYourDecision, WrongPhase
from engine.core.events import Event, GameWon, PhaseChanged
from engine.core.messages import QT_TRANSLATE_NOOP, SeatName, TerritoryName
from engine.core.phases import GAME_OVER
from engine.core.privacy import DecisionPrivacy, Visibility
from engine.core.state import HIDDEN, NOBODY, GameState
from engine.core.world import World
from engine.rules.base import PlayerSetup, RuleSet
from engine.rules.economy import (
    combat,
    infrastructure_attacks,
    money,
    revolutions,
    road_razing,
    sieges,
    starts,
    withdrawals,
)
from engine.rules.economy.actions import (
    ARMY,
    NAVY,
    UNIT_KINDS,
    AttackInfrastructure,
    BattleAttack,
    Build,
    Demolish,
    Done,
    DraftPick,
    Fight,
    Incite,
    MoveUnits,
    NewOrders,
    OfferAlliance,
    PlaceBase,
    PlaceCapital,
    PlaceUnits,
    Plan,
    Recruit,
    RecruitNavy,
    Siege,
    Surrender,
    TradeInfluence,
    Withdraw,
    WithdrawRazingRoads,
)
from engine.rules.economy.events import (
    AllianceMade,
    AllianceOffered,
    BattleOver,
    CapitalTaken,
    IncomeReceived,
    InfluenceDrawn,
    InfluenceTraded,
    InfrastructureAttacked,
    InfrastructureChanged,
    InfrastructureDestroyed,
    InitiativeWon,
    PlayerDone,
    PlayerOut,
    PlayerSurrendered,
    Revolution,
    RevolutionIncited,
    RollOff,
    RoundStarted,
    SiegeDeclared,
    UnitsMoved,
    UnitsRecruited,
)
from engine.rules.economy.geography import NEUTRAL, Geography
from engine.rules.economy.options import EconomyOptions
from engine.rules.economy.phases import (
    AFTER_BATTLE,
    BATTLE,
    CHOOSE_BATTLE,
    DRAFT,
    DRAFT_PLACEMENT,
    ECONOMY_PHASES,
    FRIENDLY_MOVEMENT,
    GET,
    PLANNING,
    SIMULTANEOUS,
)
from engine.rules.economy.state import EconomyPlayer, EconomyState
from engine.rules.registry import register

KIND_CODE = {ARMY: 0, NAVY: 1}
REVOLUTION_UNITS = 2  # "When a revolution takes place in a country 2 revolutionary units form"

WRONG_PHASE = {
    DRAFT: QT_TRANSLATE_NOOP("Refusal", "now is the draft: pick a country"),
    DRAFT_PLACEMENT: QT_TRANSLATE_NOOP("Refusal", "now is the setup: place your capital, bases and units"),
    GET: QT_TRANSLATE_NOOP("Refusal", "now is the get phase: recruit, build, trade, or be done"),
    PLANNING: QT_TRANSLATE_NOOP("Refusal", "now is the planning phase: plan moves, or be done"),
    FRIENDLY_MOVEMENT: QT_TRANSLATE_NOOP("Refusal", "now is friendly movement: move units, or be done"),
    CHOOSE_BATTLE: QT_TRANSLATE_NOOP("Refusal", "now the next battle is chosen"),
    BATTLE: QT_TRANSLATE_NOOP("Refusal", "now a battle is fought: attack, withdraw, or pass"),
    AFTER_BATTLE: QT_TRANSLATE_NOOP("Refusal", "now the winner of the battle gives new movement orders, or passes"),
    GAME_OVER: QT_TRANSLATE_NOOP("Refusal", "the game is over"),
}


@register
class EconomyRules(RuleSet):
    name = "economy"
    options_type = EconomyOptions
    state_type = EconomyState
    phases = ECONOMY_PHASES
    min_players = 2
    max_players = 6
    takes_economy = True

    def __init__(self, world: World, options=None, campaign=None, economy=None) -> None:
        super().__init__(world, options, campaign=campaign, economy=economy)
        self.geo = Geography(world)
        self.options: EconomyOptions

    # -- names in messages -------------------------------------------------------------------------
    def _t(self, territory: int) -> TerritoryName:
        return TerritoryName(territory, self.world.names[territory])

    def _valid_territory(self, territory: object) -> bool:
        return isinstance(territory, int) and 0 <= territory < self.world.size

    # -- a new game ------------------------------------------------------------------------------
    def new_game(self, players: Sequence[PlayerSetup], seed: int) -> tuple[GameState, list[Event]]:
        n, seats = self.world.size, len(players)
        if not self.min_players <= seats <= self.max_players:
            raise ValueError(f"the economy rules are played by {self.min_players} to {self.max_players} players, "
                             f"not {seats}")
        state = EconomyState(
            ruleset=self.name, seed=seed,
            players=[EconomyPlayer(p.name, always_defend_max=p.always_defend_max) for p in players],
            owner=[NOBODY] * n, armies=[0] * n, phase=GET, turn=0,
        )
        for name in ("army", "navy", "moved_army", "moved_navy"):
            setattr(state, name, [[0] * n for _ in players])
        for name in ("neutral", "army_bases", "navy_bases", "new_army_bases", "new_navy_bases",
                     "army_base_recruits", "navy_base_recruits", "roads", "fortifications", "canals"):
            setattr(state, name, [0] * n)
        state.captured_by = [NOBODY] * n
        if self.options.influence_cards:
            state.deck = list(range(len(self.world.card_territories)))
            state.shuffle(state.deck)
        everyone = list(range(seats))
        start = self.options.start
        events: list[Event] = []
        try:
            if start == "europe":
                starts.europe_start(self.geo, self.options, state, everyone)
            elif start == "continent":
                starts.continent_start(self.geo, state, everyone)
            elif start == "card-distribution":
                starts.card_start(self.geo, state, everyone)
        except starts.StartError as problem:
            raise ValueError(str(problem)) from None
        if start != "draft" and self.options.neutral_units:
            starts.neutral_fill(self.geo, state)
        self._apply_economy_setup(state)
        if start == "draft":
            first = self._roll_initiative(state, everyone)
            events.append(InitiativeWon(first))
            state.initiative = first
            state.draft_order = [(first + k) % seats for k in range(seats)]
            state.current = first
            state.phase = DRAFT
            events.append(PhaseChanged(first, DRAFT))
        elif start == "europe":
            events += self._start_round(state)
        else:
            events += self._begin_placement(state)
        self._recount(state)
        return state, events

    def _apply_economy_setup(self, state: EconomyState) -> None:
        """A scenario's economy start: money, capitals and infrastructure over the start's."""
        setup = self.economy
        if setup is None:
            return
        index = self.world.index
        for player, amount in setup.money.items():
            if 0 <= player < len(state.players):
                state.players[player].money = amount
        for player, territory_id in setup.capitals.items():
            if 0 <= player < len(state.players) and territory_id in index:
                t = index[territory_id]
                state.players[player].capital = t
                state.owner[t] = player
                state.neutral[t] = 0
        for territory_id in setup.bases:  # army bases; a country may have several
            if territory_id in index:
                state.army_bases[index[territory_id]] += 1
        for ids, values in ((setup.roads, state.roads), (setup.fortifications, state.fortifications)):
            for territory_id in ids:  # one of each at most
                if territory_id in index:
                    values[index[territory_id]] = 1

    def _begin_placement(self, state: EconomyState) -> list[Event]:
        everyone = list(range(len(state.players)))
        placing = starts.begin_placement(self.options, state, everyone)
        if self.economy is not None:  # a scenario's money stands over the start's 50 MU
            for player, amount in self.economy.money.items():
                if 0 <= player < len(state.players):
                    state.players[player].money = amount
        for player in everyone:
            seat = state.players[player]
            if seat.capital != NOBODY:  # given by the scenario
                seat.capital_to_place = False
            if player not in placing:
                seat.out, seat.alive = True, False
        placing = [p for p in placing if self._places(state.players[p])]
        if not placing:
            return self._start_round(state)
        state.phase, state.pending = DRAFT_PLACEMENT, placing
        return [PhaseChanged(placing[0], DRAFT_PLACEMENT)]

    @staticmethod
    def _places(seat: EconomyPlayer) -> bool:
        return seat.capital_to_place or seat.bases_to_place > 0 or seat.units_to_place > 0

    def _roll_initiative(self, state: EconomyState, candidates: list[int]) -> int:
        """"Each player rolls 1d6, the winner wins initiative. If there is a tie for winner,
        the players that tied must roll again until a winner is identified.\""""
        while len(candidates) > 1:
            rolls = {p: state.roll(6) for p in candidates}
            best = max(rolls.values())
            candidates = [p for p in candidates if rolls[p] == best]
        return candidates[0]

    # -- who decides, and what -------------------------------------------------------------------
    def legal_actions(self, state: GameState, player: int | None = None) -> list[Action]:
        if player is None:
            player = state.decider()
        if player is None or player not in state.deciders():
            return []
        phase = state.phase
        lister = {
            DRAFT: self._list_draft, DRAFT_PLACEMENT: self._list_placement, GET: self._list_get,
            PLANNING: self._list_planning, FRIENDLY_MOVEMENT: self._list_friendly,
            CHOOSE_BATTLE: self._list_choose_battle, BATTLE: self._list_battle,
            AFTER_BATTLE: self._list_new_orders,
        }.get(phase)
        return lister(state, player) if lister else []

    def count_range(self, state: GameState, action: Action) -> range:
        """For a counted action as listed (at its largest): every number from 1 up to it."""
        count = getattr(action, "count", None)
        if not isinstance(count, int) or count < 1:
            return range(0)
        return range(1, count + 1)

    def _list_draft(self, state: EconomyState, player: int) -> list[Action]:
        return [DraftPick(t) for t in range(self.world.size) if self.geo.land[t] and state.owner[t] == NOBODY]

    def _list_placement(self, state: EconomyState, player: int) -> list[Action]:
        seat = state.players[player]
        mine = state.territories_of(player)
        actions: list[Action] = []
        if seat.capital_to_place:
            actions += [PlaceCapital(t) for t in mine if self.geo.land[t]]
        if seat.bases_to_place:
            actions += [PlaceBase(t) for t in mine if self.geo.land[t]]
        if seat.units_to_place:
            actions += [PlaceUnits(t, seat.units_to_place) for t in mine if self.geo.land[t]]
        return actions

    def _list_get(self, state: EconomyState, player: int) -> list[Action]:
        seat = state.players[player]
        actions: list[Action] = [Done()]
        cash = seat.money
        for t in range(self.world.size):
            if state.owner[t] != player or not self.geo.land[t]:
                continue
            most = money.most_recruits(self.options, state, t, cash, navy=False)
            if most:
                actions.append(Recruit(t, most))
            most_navy = money.most_recruits(self.options, state, t, cash, navy=True)
            if most_navy:
                actions += [RecruitNavy(t, w, most_navy) for w in self._navy_waters(state, player, t)]
            actions += [Build(t, what) for what in money.INFRASTRUCTURE
                        if self._why_not_build(state, player, t, what) is None]
            actions += [Demolish(t, what) for what in money.INFRASTRUCTURE
                        if self._why_not_demolish(state, player, t, what) is None]
        if len(seat.cards) >= money.INFLUENCE_SET:
            actions.append(TradeInfluence(tuple(sorted(seat.cards)[:money.INFLUENCE_SET])))
        actions += [OfferAlliance(other) for other in range(len(state.players))
                    if self._why_not_offer(state, player, other) is None]
        actions.append(Surrender())
        return actions

    def _navy_waters(self, state: EconomyState, player: int, territory: int) -> list[int]:
        """"Navy units that you recruit in this way can be placed in any friendly or contested
        water territory adjacent to the country"; with a navy base, in any water it borders."""
        if state.navy_bases[territory] and self.options.bases:
            return list(self.geo.coasts[territory])
        return [w for w in self.geo.coasts[territory]
                if self.geo.friendly(state, player, w) or self.geo.contested(state, w)]

    def _list_planning(self, state: EconomyState, player: int) -> list[Action]:
        actions: list[Action] = [Done()]
        for kind in UNIT_KINDS:
            units = state.army[player] if kind == ARMY else state.navy[player]
            planned = self._planned(state, player, kind)
            for s in range(self.world.size):
                free = units[s] - planned.get(s, 0)
                if free <= 0 or self.geo.contested(state, s):
                    continue
                source_friendly = self.geo.friendly(state, player, s)
                for t in self.geo.targets(state, player, s, kind, friendly_only=False):
                    if not source_friendly or not self.geo.friendly(state, player, t):
                        actions.append(Plan(s, t, free, kind))
        return actions

    def _list_friendly(self, state: EconomyState, player: int) -> list[Action]:
        actions: list[Action] = [Done()]
        for kind in UNIT_KINDS:
            for s in range(self.world.size):
                free = self._movable(state, player, s, kind)
                if free <= 0 or not self.geo.friendly(state, player, s):
                    continue
                actions += [MoveUnits(s, t, free, kind)
                            for t in self.geo.targets(state, player, s, kind, friendly_only=True)]
        return actions

    def _list_choose_battle(self, state: EconomyState, player: int) -> list[Action]:
        return [Fight(t) for t in state.battle_tokens] + self._list_incite(state, player)

    def _list_battle(self, state: EconomyState, player: int) -> list[Action]:
        actions: list[Action] = [Pass()]
        actions += [BattleAttack(kind, target) for kind in UNIT_KINDS for target in self._targets(state, player, kind)]
        actions += [Siege(side) for side in sieges.targets(self.geo, state, player, state.battle)]
        actions += [AttackInfrastructure(what)
                    for what in infrastructure_attacks.targets(self.geo, state, player, state.battle)]
        actions += [Withdraw(t) for t in self._withdrawals(state, player)]
        actions += [WithdrawRazingRoads(t) for t in self._road_razing_withdrawals(state, player)]
        return actions + self._list_incite(state, player)

    def _list_new_orders(self, state: EconomyState, player: int) -> list[Action]:
        """Pass first: a bot that knows nothing of this phase keeps its units where they won."""
        t = state.after_battle
        actions: list[Action] = [Pass()]
        for kind in UNIT_KINDS:
            free = self._free_after_battle(state, player, kind)
            if free > 0:
                actions += [NewOrders(target, free, kind)
                            for target in self.geo.targets(state, player, t, kind, friendly_only=False)]
        return actions

    def _free_after_battle(self, state: EconomyState, player: int, kind: str) -> int:
        """The winner's units in the battle's territory with movement remaining."""
        t = state.after_battle
        return 0 if t == NOBODY else self._units_after(state, player, t, kind)

    @staticmethod
    def _list_incite(state: EconomyState, player: int) -> list[Action]:
        return [Incite((card,)) for card in sorted(state.players[player].cards)]

    # -- helpers on units ------------------------------------------------------------------------
    @staticmethod
    def _planned(state: EconomyState, player: int, kind: str) -> dict[int, int]:
        code = KIND_CODE[kind]
        planned: dict[int, int] = {}
        for source, _target, count, plan_kind in state.players[player].plans:
            if plan_kind == code:
                planned[source] = planned.get(source, 0) + count
        return planned

    def _movable(self, state: EconomyState, player: int, territory: int, kind: str) -> int:
        units = (state.army if kind == ARMY else state.navy)[player][territory]
        moved = (state.moved_army if kind == ARMY else state.moved_navy)[player][territory]
        return units - moved - self._planned(state, player, kind).get(territory, 0)

    def _recount(self, state: EconomyState, territories: Sequence[int] | None = None) -> None:
        for t in range(self.world.size) if territories is None else territories:
            state.armies[t] = state.neutral[t] + sum(state.army[p][t] + state.navy[p][t]
                                                     for p in range(len(state.players)))

    def _units_at(self, state: EconomyState, player: int, territory: int) -> int:
        return state.army[player][territory] + state.navy[player][territory]

    def _sea_check(self, state: EconomyState, territory: int) -> None:
        """"If at any point you have less navy units than army units in a water territory
        [you do not control] the excess army units immediately die.\""""
        if self.geo.land[territory]:
            return
        for p in range(len(state.players)):
            excess = state.army[p][territory] - state.navy[p][territory]
            if excess > 0 and state.owner[territory] != p:
                state.army[p][territory] -= excess
                state.moved_army[p][territory] = min(state.moved_army[p][territory], state.army[p][territory])

    # -- check and apply: one dispatch -------------------------------------------------------------
    def check(self, state: GameState, action: Action, player: int | None = None) -> None:
        self._checked(state, action, player)

    def _checked(self, state: EconomyState, action: Action, player: int | None) -> int:
        player = self.acting_player(state, player)
        handler = _HANDLERS.get(type(action))
        if handler is None:
            raise WrongPhase(WRONG_PHASE[state.phase if state.phase in WRONG_PHASE else GAME_OVER])
        phases, check_name, _apply_name = handler
        if state.phase not in phases:
            raise WrongPhase(WRONG_PHASE[state.phase if state.phase in WRONG_PHASE else GAME_OVER])
        getattr(self, check_name)(state, action, player)
        return player

    def apply(self, state: GameState, action: Action, player: int | None = None) -> list[Event]:
        player = self._checked(state, action, player)
        _phases, _check_name, apply_name = _HANDLERS[type(action)]
        events = getattr(self, apply_name)(state, action, player)
        self._recount(state)
        return events

    # -- checks ------------------------------------------------------------------------------------
    def _own_territory(self, state: EconomyState, player: int, territory: object, land: bool = True) -> int:
        if not self._valid_territory(territory):
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "there is no such territory"))
        if state.owner[territory] != player:
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{territory} is not yours"),
                                   territory=self._t(territory))
        if land and not self.geo.land[territory]:
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{territory} is water"), territory=self._t(territory))
        return territory

    @staticmethod
    def _count(count: object, most: int) -> None:
        if not isinstance(count, int) or count < 1 or count > most:
            raise InvalidCount(QT_TRANSLATE_NOOP("Refusal", "the number must be from 1 to {most}"), most=max(most, 0))

    @staticmethod
    def _kind(kind: object) -> str:
        if kind not in UNIT_KINDS:
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "'{kind}' is not a kind of unit (army or navy)"),
                                kind=kind)
        return kind

    def _check_draft_pick(self, state: EconomyState, action: DraftPick, player: int) -> None:
        t = action.territory
        if not self._valid_territory(t) or not self.geo.land[t]:
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "pick a country of the map"))
        if state.owner[t] != NOBODY:
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{territory} is already taken"), territory=self._t(t))

    def _check_place_capital(self, state: EconomyState, action: PlaceCapital, player: int) -> None:
        self._own_territory(state, player, action.territory)
        if not state.players[player].capital_to_place:
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "your capital is already placed"))

    def _check_place_base(self, state: EconomyState, action: PlaceBase, player: int) -> None:
        self._own_territory(state, player, action.territory)
        if not state.players[player].bases_to_place:
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "your bases are already placed"))

    def _check_place_units(self, state: EconomyState, action: PlaceUnits, player: int) -> None:
        self._own_territory(state, player, action.territory)
        self._count(action.count, state.players[player].units_to_place)

    def _check_recruit(self, state: EconomyState, action: Recruit, player: int) -> None:
        t = self._own_territory(state, player, action.territory)
        self._count(action.count, money.most_recruits(self.options, state, t, state.players[player].money, navy=False))

    def _check_recruit_navy(self, state: EconomyState, action: RecruitNavy, player: int) -> None:
        t = self._own_territory(state, player, action.territory)
        if not self._valid_territory(action.water) or action.water not in self._navy_waters(state, player, t):
            raise InvalidTerritory(QT_TRANSLATE_NOOP(
                "Refusal", "navies recruited in {territory} go to a friendly or contested water it borders"),
                territory=self._t(t))
        self._count(action.count, money.most_recruits(self.options, state, t, state.players[player].money, navy=True))

    def _why_not_build(self, state: EconomyState, player: int, t: int, what: str) -> IllegalAction | None:
        if what not in money.PRICES:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "'{what}' is not a kind of infrastructure"), what=what)
        if what in ("army-base", "navy-base") and not self.options.bases:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "this game is played without bases"))
        if what == "navy-base" and not self.geo.coasts[t]:
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{territory} has no coast for a navy base"),
                                    territory=self._t(t))
        if what in ("road", "fortification", "canal") and self._infrastructure(state, t, what):
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{territory} already has one"), territory=self._t(t))
        if what == "canal" and not (self.geo.canal_eligible[t] and state.roads[t]):
            return InvalidTerritory(QT_TRANSLATE_NOOP(
                "Refusal", "a canal needs a country marked for canals, with roads"), territory=self._t(t))
        if what == "capital" and state.players[player].capital != NOBODY:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "you can have only one capital"))
        if state.players[player].money < money.PRICES[what]:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "that costs {price} MU and you have {money}"),
                                 price=money.PRICES[what], money=state.players[player].money)
        return None

    @staticmethod
    def _infrastructure(state: EconomyState, t: int, what: str) -> int:
        return {"army-base": state.army_bases, "navy-base": state.navy_bases, "road": state.roads,
                "fortification": state.fortifications, "canal": state.canals}[what][t]

    def _why_not_demolish(self, state: EconomyState, player: int, t: int, what: str) -> IllegalAction | None:
        if what not in money.PRICES:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "'{what}' is not a kind of infrastructure"), what=what)
        if what == "capital":
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "a capital is moved by building a new one, "
                                                   "not destroyed"))
        if not self._infrastructure(state, t, what):
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{territory} has none"), territory=self._t(t))
        return None

    def _check_build(self, state: EconomyState, action: Build, player: int) -> None:
        t = self._own_territory(state, player, action.territory)
        refusal = self._why_not_build(state, player, t, action.what)
        if refusal is not None:
            raise refusal

    def _check_demolish(self, state: EconomyState, action: Demolish, player: int) -> None:
        t = self._own_territory(state, player, action.territory)
        refusal = self._why_not_demolish(state, player, t, action.what)
        if refusal is not None:
            raise refusal

    def _check_trade(self, state: EconomyState, action: TradeInfluence, player: int) -> None:
        hand = state.players[player].cards
        if len(action.cards) != money.INFLUENCE_SET or len(set(action.cards)) != money.INFLUENCE_SET:
            raise InvalidCards(QT_TRANSLATE_NOOP("Refusal", "turn in three different influence cards"))
        if any(card not in hand for card in action.cards):
            raise InvalidCards(QT_TRANSLATE_NOOP("Refusal", "those influence cards are not all yours"))

    def _why_not_offer(self, state: EconomyState, player: int, other: object) -> IllegalAction | None:
        if not isinstance(other, int) or not 0 <= other < len(state.players) or other == player:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "offer an alliance to another player"))
        if state.players[other].out:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "{player} is out of the game"),
                                 player=SeatName(other, state.players[other].name))
        seat = state.players[player]
        if other in seat.allies or other in seat.offers:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "you are allied with {player} or have offered already"),
                                 player=SeatName(other, state.players[other].name))
        return None

    def _check_offer(self, state: EconomyState, action: OfferAlliance, player: int) -> None:
        refusal = self._why_not_offer(state, player, action.seat)
        if refusal is not None:
            raise refusal

    def _check_nothing(self, state: EconomyState, action: Action, player: int) -> None:
        return None

    def _check_plan(self, state: EconomyState, action: Plan, player: int) -> None:
        kind = self._kind(action.kind)
        s, t = action.source, action.target
        if not self._valid_territory(s) or not self._valid_territory(t):
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "there is no such territory"))
        if self.geo.contested(state, s):
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "units in contested {territory} cannot be given plans"),
                                   territory=self._t(s))
        if t not in self.geo.targets(state, player, s, kind, friendly_only=False):
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{kind} units cannot go from {source} to {target} "
                                                     "in one move"), kind=kind, source=self._t(s), target=self._t(t))
        if self.geo.friendly(state, player, s) and self.geo.friendly(state, player, t):
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "plans are for moves into or out of non-friendly "
                                                     "territory only: {target} is friendly"), target=self._t(t))
        units = (state.army if kind == ARMY else state.navy)[player][s]
        self._count(action.count, units - self._planned(state, player, kind).get(s, 0))

    def _check_move(self, state: EconomyState, action: MoveUnits, player: int) -> None:
        kind = self._kind(action.kind)
        s, t = action.source, action.target
        if not self._valid_territory(s) or not self._valid_territory(t):
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "there is no such territory"))
        if not self.geo.friendly(state, player, s) or t not in self.geo.targets(state, player, s, kind, True):
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "friendly movement goes from friendly {source} to a "
                                                     "friendly territory within reach, not {target}"),
                                   source=self._t(s), target=self._t(t))
        self._count(action.count, self._movable(state, player, s, kind))

    def _check_fight(self, state: EconomyState, action: Fight, player: int) -> None:
        if action.territory not in state.battle_tokens:
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "choose a territory with a battle token"))

    def _check_incite(self, state: EconomyState, action: Incite, player: int) -> None:
        if len(action.cards) != 1:
            raise InvalidCards(QT_TRANSLATE_NOOP("Refusal", "a revolution takes one influence card"))
        if action.cards[0] not in state.players[player].cards:
            raise InvalidCards(QT_TRANSLATE_NOOP("Refusal", "that influence card is not yours"))

    def _check_battle_attack(self, state: EconomyState, action: BattleAttack, player: int) -> None:
        kind = self._kind(action.kind)
        targets = self._targets(state, player, kind)
        if not targets:
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "you have no {kind} units facing enemy {kind} units here"),
                                kind=kind)
        if action.target not in targets:
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "that side has no {kind} units here that you can attack"),
                                kind=kind)

    def _check_siege(self, state: EconomyState, action: Siege, player: int) -> None:
        if action.target not in sieges.targets(self.geo, state, player, state.battle):
            if sieges.besieging(state, player, state.battle) is not None:
                raise IllegalAction(QT_TRANSLATE_NOOP(
                    "Refusal", "your units here are besieging already: declare another action first"))
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "Refusal", "a siege is laid by army units against hostile defenders in fortifications"))

    def _check_attack_infrastructure(self, state: EconomyState, action: AttackInfrastructure, player: int) -> None:
        if action.what == "capital":
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "a capital may not be the target of an attack"))
        if action.what not in infrastructure_attacks.targets(self.geo, state, player, state.battle):
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "Refusal", "your army units here cannot attack '{what}': there is none, each unit attacks "
                "infrastructure once a battle, and against defenders in fortifications only the "
                "fortifications"), what=action.what)

    def _check_new_orders(self, state: EconomyState, action: NewOrders, player: int) -> None:
        kind = self._kind(action.kind)
        t = state.after_battle
        if not self._valid_territory(action.target) or action.target not in self.geo.targets(
                state, player, t, kind, friendly_only=False):
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{kind} units cannot go from {source} to that "
                                                     "territory in one move"), kind=kind, source=self._t(t))
        self._count(action.count, self._free_after_battle(state, player, kind))

    def _check_withdraw(self, state: EconomyState, action: Withdraw, player: int) -> None:
        if action.target not in self._withdrawals(state, player):
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "your units cannot withdraw there"))

    # -- effects: setup -----------------------------------------------------------------------------
    def _do_draft_pick(self, state: EconomyState, action: DraftPick, player: int) -> list[Event]:
        state.owner[action.territory] = player
        state.draft_order.pop(0)
        if not any(self.geo.land[t] and state.owner[t] == NOBODY for t in range(self.world.size)):
            state.draft_order = []
            return self._begin_placement(state)
        if not state.draft_order:  # "the player who picked his country last picks first"
            seats = len(state.players)
            state.draft_order = [(player + k) % seats for k in range(seats)]
        state.current = state.draft_order[0]
        return []

    def _placed(self, state: EconomyState, player: int) -> list[Event]:
        if self._places(state.players[player]):
            return []
        state.pending.remove(player)
        if state.pending:
            return []
        return self._start_round(state)

    def _do_place_capital(self, state: EconomyState, action: PlaceCapital, player: int) -> list[Event]:
        seat = state.players[player]
        seat.capital, seat.capital_to_place = action.territory, False
        return self._placed(state, player)

    def _do_place_base(self, state: EconomyState, action: PlaceBase, player: int) -> list[Event]:
        state.army_bases[action.territory] += 1
        state.players[player].bases_to_place -= 1
        return self._placed(state, player)

    def _do_place_units(self, state: EconomyState, action: PlaceUnits, player: int) -> list[Event]:
        state.army[player][action.territory] += action.count
        state.players[player].units_to_place -= action.count
        return self._placed(state, player)

    # -- effects: the get phase ---------------------------------------------------------------------
    def _do_recruit(self, state: EconomyState, action: Recruit, player: int) -> list[Event]:
        return self._recruit(state, player, action.territory, action.territory, action.count, navy=False)

    def _do_recruit_navy(self, state: EconomyState, action: RecruitNavy, player: int) -> list[Event]:
        return self._recruit(state, player, action.territory, action.water, action.count, navy=True)

    def _recruit(self, state: EconomyState, player: int, country: int, at: int, count: int, navy: bool) -> list[Event]:
        cost = money.recruit_cost(self.options, state, country, count, navy)
        slots = money.base_slots(state, country, navy) if self.options.bases else 0
        used = state.navy_base_recruits if navy else state.army_base_recruits
        used[country] += min(slots, count)
        state.players[player].money -= cost
        (state.navy if navy else state.army)[player][at] += count
        return [UnitsRecruited(player, at, count, NAVY if navy else ARMY, cost)]

    def _do_build(self, state: EconomyState, action: Build, player: int) -> list[Event]:
        t, what = action.territory, action.what
        price = money.PRICES[what]
        state.players[player].money -= price
        if what == "capital":
            state.players[player].capital = t
        elif what == "army-base":
            state.army_bases[t] += 1
            state.new_army_bases[t] += 1
        elif what == "navy-base":
            state.navy_bases[t] += 1
            state.new_navy_bases[t] += 1
        else:
            {"road": state.roads, "fortification": state.fortifications, "canal": state.canals}[what][t] = 1
        return [InfrastructureChanged(player, t, what, price)]

    def _do_demolish(self, state: EconomyState, action: Demolish, player: int) -> list[Event]:
        t, what = action.territory, action.what
        refund = money.PRICES[what] // 2  # "half the purchase price rounded down"
        state.players[player].money += refund
        infrastructure_attacks.remove(state, t, what)
        return [InfrastructureChanged(player, t, what, -refund)]

    def _do_trade(self, state: EconomyState, action: TradeInfluence, player: int) -> list[Event]:
        seat = state.players[player]
        for card in action.cards:
            seat.cards.remove(card)
            state.discard.append(card)
        seat.money += money.INFLUENCE_VALUE
        return [InfluenceTraded(player, money.INFLUENCE_VALUE)]

    def _do_offer(self, state: EconomyState, action: OfferAlliance, player: int) -> list[Event]:
        """"Both players must be in agreement on the creation of an alliance.\""""
        other = action.seat
        seat, them = state.players[player], state.players[other]
        if player in them.offers:
            them.offers.remove(player)
            seat.allies.append(other)
            them.allies.append(player)
            seat.allies.sort()
            them.allies.sort()
            return [AllianceMade(player, other)]
        seat.offers.append(other)
        return [AllianceOffered(player, other)]

    def _do_surrender(self, state: EconomyState, action: Surrender, player: int) -> list[Event]:
        """"When a player surrenders their armies become neutral.\""""
        for t in range(self.world.size):
            state.neutral[t] += state.army[player][t] + state.navy[player][t]
            state.army[player][t] = state.navy[player][t] = 0
            state.moved_army[player][t] = state.moved_navy[player][t] = 0
            if state.owner[t] == player:
                state.owner[t] = NOBODY
        events: list[Event] = [PlayerSurrendered(player)]
        self._leave(state, player)
        state.pending.remove(player)
        return events + (self._game_end(state) or self._phase_done(state))

    def _leave(self, state: EconomyState, player: int) -> None:
        seat = state.players[player]
        seat.out, seat.alive = True, False
        seat.capital = NOBODY
        seat.plans = []
        state.discard.extend(seat.cards)
        seat.cards = []
        for other in state.players:
            if player in other.allies:
                other.allies.remove(player)
            if player in other.offers:
                other.offers.remove(player)
        seat.allies, seat.offers = [], []
        if player in state.pending:
            pass  # the caller takes them out of the pending list

    def _do_done(self, state: EconomyState, action: Done, player: int) -> list[Event]:
        phase = state.phase
        state.pending.remove(player)
        return [PlayerDone(player, phase)] + self._phase_done(state)

    def _phase_done(self, state: EconomyState) -> list[Event]:
        """When everyone is done, the next phase; "all players must be completed with the Get
        Phase before any player can move on to the next phase\""""
        if state.pending or state.phase == GAME_OVER:
            return []
        living = self._living(state)
        if state.phase == GET:
            state.phase, state.pending = PLANNING, living
            return [PhaseChanged(living[0], PLANNING)]
        if state.phase == PLANNING:
            state.phase, state.pending = FRIENDLY_MOVEMENT, living
            return [PhaseChanged(living[0], FRIENDLY_MOVEMENT)]
        return self._start_combat(state)

    @staticmethod
    def _living(state: EconomyState) -> list[int]:
        return [p for p, seat in enumerate(state.players) if not seat.out]

    # -- effects: planning and friendly movement ------------------------------------------------------
    def _do_plan(self, state: EconomyState, action: Plan, player: int) -> list[Event]:
        state.players[player].plans.append((action.source, action.target, action.count, KIND_CODE[action.kind]))
        return []  # secret: nothing the others may see

    def _do_move(self, state: EconomyState, action: MoveUnits, player: int) -> list[Event]:
        self._move(state, player, action.source, action.target, action.count, action.kind)
        return [UnitsMoved(player, action.source, action.target, action.count, action.kind)]

    def _move(self, state: EconomyState, player: int, source: int, target: int, count: int, kind: str) -> None:
        units = (state.army if kind == ARMY else state.navy)[player]
        moved = (state.moved_army if kind == ARMY else state.moved_navy)[player]
        units[source] -= count
        moved[source] = min(moved[source], units[source])
        units[target] += count
        moved[target] += count
        origins = state.origins.setdefault(f"{player}:{target}", [])
        if source not in origins:
            origins.append(source)
            origins.sort()

    # -- combat --------------------------------------------------------------------------------------
    def _start_combat(self, state: EconomyState) -> list[Event]:
        events: list[Event] = []
        events += self._revolutions(state)
        candidates = [p for p in self._living(state) if state.players[p].capital != NOBODY]
        if candidates:  # "Players without a capital cannot have initiative"
            state.initiative = self._roll_initiative(state, candidates)
        elif state.initiative == NOBODY or state.players[state.initiative].out:
            state.initiative = self._roll_initiative(state, self._living(state))
        events.append(InitiativeWon(state.initiative))
        events += self._execute_plans(state)
        tokens = set(state.battle_tokens)
        tokens |= {t for t in range(self.world.size) if self.geo.contested(state, t)}
        state.battle_tokens = sorted(tokens)
        return events + self._next_battle(state)

    def _revolutions(self, state: EconomyState) -> list[Event]:
        """"If a player has no capital ... For each country you own roll 1d6. If the result is
        a 6 a revolution takes place in that country\"; the revolutionaries become neutral
        units there (simplified: they do not attack, docs/rules-economy.md)."""
        events: list[Event] = []
        for player in self._living(state):
            if state.players[player].capital != NOBODY:
                continue
            for t in range(self.world.size):
                if state.owner[t] == player and self.geo.land[t] and state.roll(6) == 5:
                    state.neutral[t] += REVOLUTION_UNITS
                    state.battle_tokens.append(t)
                    events.append(Revolution(player, t))
        return events

    def _execute_plans(self, state: EconomyState) -> list[Event]:
        """"All players must then move their units onto the non-friendly boarder according to
        the plans they made\"; opposite crossings meet in a border battle, fought out at once."""
        orders: list[list] = []  # [player, source, target, count, kind]
        for player in self._living(state):
            for source, target, count, code in state.players[player].plans:
                orders.append([player, source, target, count, UNIT_KINDS[code]])
            state.players[player].plans = []
        events: list[Event] = []
        for i, first in enumerate(orders):
            for second in orders[i + 1:]:
                if (first[1], first[2], first[4]) == (second[2], second[1], second[4]) \
                        and self.geo.hostile(state, first[0], second[0]) and first[3] and second[3]:
                    events += self._border_battle(state, first, second)
        for player, source, target, count, kind in orders:
            units = (state.army if kind == ARMY else state.navy)[player]
            count = min(count, units[source])
            if count <= 0:
                continue
            self._move(state, player, source, target, count, kind)
            if target not in state.battle_tokens:  # "place a battle token on the planned destination"
                state.battle_tokens.append(target)
            events.append(UnitsMoved(player, source, target, count, kind))
        for t in range(self.world.size):
            self._sea_check(state, t)
        return events

    def _border_battle(self, state: EconomyState, first: list, second: list) -> list[Event]:
        """Both sides attack (no defenders) until one side's moving units are all dead."""
        events: list[Event] = []
        kind = first[4]
        while first[3] > 0 and second[3] > 0:
            a, b = state.roll(6) + 1, state.roll(6) + 1
            a_total = a + combat.size_bonus(first[3], second[3])
            b_total = b + combat.size_bonus(second[3], first[3])
            lost_a, lost_b = a_total <= b_total, b_total <= a_total
            for order, lost in ((first, lost_a), (second, lost_b)):
                if lost:
                    order[3] -= 1
                    combat.remove_unit(state, order[0], order[1], kind, moved_first=False)
            events.append(RollOff(first[0], second[0], first[1], a, b, lost_a, lost_b))
        winner, loser = (first, second) if first[3] > 0 else (second, first)
        if winner[3] > 0:
            state.players[winner[0]].victories += 1
            state.players[loser[0]].losses += 1
        return events

    def _next_battle(self, state: EconomyState) -> list[Event]:
        if not state.battle_tokens:
            return self._end_combat(state)
        holder = state.initiative
        if holder == NOBODY or state.players[holder].out:
            holder = state.initiative = self._living(state)[0]
        state.phase, state.current = CHOOSE_BATTLE, holder
        return [PhaseChanged(holder, CHOOSE_BATTLE)]

    def _battle_players(self, state: EconomyState, territory: int, after: int) -> list[int]:
        """The players in a battle who face an enemy there, in seat order from ``after``."""
        sides = self.geo.present(state, territory)
        players = [p for p in sides if p != NEUTRAL and any(self.geo.hostile(state, p, s) for s in sides)]
        seats = len(state.players)
        return sorted(players, key=lambda p: (p - after) % seats)

    def _do_fight(self, state: EconomyState, action: Fight, player: int) -> list[Event]:
        t = action.territory
        state.battle_tokens.remove(t)
        fighters = self._battle_players(state, t, player)
        if not fighters:  # nobody to fight: "the battle is over as is"
            return [BattleOver(NOBODY, t)] + self._next_battle(state)
        state.battle, state.engaged, state.attackers, state.infrastructure_attacks = t, [], [], []
        state.phase, state.responders = BATTLE, fighters
        return [PhaseChanged(fighters[0], BATTLE)]

    def _targets(self, state: EconomyState, player: int, kind: str) -> list[int]:
        """The enemies a unit of ``kind`` may attack in the battle ("Army units can only attack
        other army units and navy units can only attack other navy units"): every hostile side
        with units of that kind there (seats in order, neutral units last)."""
        t = state.battle
        if t == NOBODY or combat.units_of(self.geo, state, player, t, kind) == 0:
            return []
        return [side for side in self.geo.present(state, t)
                if self.geo.hostile(state, player, side) and combat.units_of(self.geo, state, side, t, kind) > 0]

    def _withdrawals(self, state: EconomyState, player: int) -> list[int]:
        """"If the withdrawing units have not used their movement for the turn then they can
        withdraw to any bordering country, otherwise they must withdraw to the country they
        most recently came from\" (simplified: where they came from this round)."""
        t = state.battle
        if t == NOBODY or not self._units_at(state, player, t) or f"{player}:{t}" in state.withdrawn:
            return []
        if sieges.under_siege(state, player, t) and player not in state.attackers:
            return []  # "Units that are under siege cannot withdraw without first attacking."
        stayed = (state.army[player][t] - state.moved_army[player][t]
                  + state.navy[player][t] - state.moved_navy[player][t])
        places = self.world.neighbours[t] if stayed else state.origins.get(f"{player}:{t}", [])
        return [n for n in sorted(places) if sum(self._withdrawing(state, player, t, n))]

    def _withdrawing(self, state: EconomyState, player: int, t: int, target: int) -> tuple[int, int]:
        """(armies, navies) that can go from ``t`` to ``target``: navies to water, armies to
        land, or along with the navies from water to water."""
        if self.geo.land[target]:
            return (state.army[player][t], 0)
        if self.geo.land[t]:
            return (0, 0)
        return (state.army[player][t], state.navy[player][t])

    def _do_incite(self, state: EconomyState, action: Incite, player: int) -> list[Event]:
        """"At any point during the combat phase you can turn in one influence card to incite a
        revolution in the country pictured on the influence card. The revolutionary units
        created are entirely under your control" ("2 revolutionary units form"): two of your
        army units appear there, active, and each makes one surprise attack
        (engine/rules/economy/revolutions.py); "Once those actions are taken place a battle
        token at that location"."""
        card = action.cards[0]
        state.players[player].cards.remove(card)
        state.discard.append(card)
        t = self.world.card_territories[card]
        state.army[player][t] += REVOLUTION_UNITS
        state.moved_army[player][t] += REVOLUTION_UNITS
        events: list[Event] = [RevolutionIncited(player, t)]
        for attack in revolutions.surprise(self.geo, state, player, t, REVOLUTION_UNITS):
            events.append(RollOff(player, attack.target, t, attack.roll.attacker_roll, attack.roll.defender_roll,
                                  False, attack.roll.defender_lost))
        if t != state.battle and t not in state.battle_tokens and self.geo.contested(state, t):
            state.battle_tokens.append(t)
            state.battle_tokens.sort()
        if t == state.battle:
            if not self.geo.contested(state, t):  # the surprise ended the battle being fought
                return events + self._finish_battle(state)
            if player not in state.responders:
                state.responders.append(player)  # the revolutionaries join the battle being fought
        return events

    def _do_battle_attack(self, state: EconomyState, action: BattleAttack, player: int) -> list[Event]:
        """"The attacker can decide which unit they are attacking and which unit they are
        attacking with ... If the enemy looses then they lose the unit that the attacker was
        attacking. If the attacker looses then they lose the unit they were attacking with.\""""
        t, kind, target = state.battle, action.kind, action.target
        sieges.end(state, player, t)  # "until the units performing the siege declare another action"
        if player not in state.attackers:
            state.attackers.append(player)
        result = combat.roll_off(self.geo, state, player, target, t, kind)
        if result.attacker_lost:
            combat.remove_unit(state, player, t, kind, moved_first=True)
        if result.defender_lost:
            combat.remove_unit(state, target, t, kind, moved_first=False)
        self._sea_check(state, t)
        for side in (player, target):
            if side != NEUTRAL and side not in state.engaged:
                state.engaged.append(side)
        events: list[Event] = [RollOff(player, target, t, result.attacker_roll, result.defender_roll,
                                       result.attacker_lost, result.defender_lost)]
        self._score_wipe_outs(state, player, target, t)
        return events + self._ask_again(state, player)

    def _score_wipe_outs(self, state: EconomyState, player: int, target: int, t: int) -> None:
        """"A battle counts as a victory if all of the enemy troops were destroyed in the battle.\""""
        for beaten, victor in ((target, player), (player, target)):
            if self._side_units(state, beaten, t) == 0:
                if victor != NEUTRAL:
                    state.players[victor].victories += 1
                if beaten != NEUTRAL:
                    state.players[beaten].losses += 1

    def _ask_again(self, state: EconomyState, player: int) -> list[Event]:
        """After an action, everyone in the battle may declare again, starting after ``player``."""
        t = state.battle
        fighters = self._battle_players(state, t, player)
        if len(fighters) <= 0 or not self.geo.contested(state, t):
            return self._finish_battle(state)
        state.responders = fighters[1:] + fighters[:1] if fighters[0] == player else fighters
        return []

    def _do_attack_infrastructure(self, state: EconomyState, action: AttackInfrastructure,
                                  player: int) -> list[Event]:
        """An army unit attacks a piece of infrastructure (engine/rules/economy/infrastructure_attacks.py)."""
        t = state.battle
        sieges.end(state, player, t)  # another action: a siege by these units is over
        outcome = infrastructure_attacks.resolve(self.geo, state, player, t, action.what)
        events: list[Event] = [InfrastructureAttacked(player, t, action.what)]
        if outcome.roll is not None:
            side, roll = outcome.interceptor, outcome.roll
            events.append(RollOff(player, side, t, roll.attacker_roll, roll.defender_roll,
                                  roll.attacker_lost, roll.defender_lost))
            for fighter in (player, side):
                if fighter != NEUTRAL and fighter not in state.engaged:
                    state.engaged.append(fighter)
            self._score_wipe_outs(state, player, side, t)
        if outcome.destroyed:
            events.append(InfrastructureDestroyed(player, t, action.what))
        return events + self._ask_again(state, player)

    def _do_siege(self, state: EconomyState, action: Siege, player: int) -> list[Event]:
        """"your army units can declare a siege action against hostile units that are defenders
        in fortifications"; it lasts until they declare another action or are destroyed."""
        t = state.battle
        sieges.declare(state, player, action.target, t)
        return [SiegeDeclared(player, action.target, t)] + self._ask_again(state, player)

    def _side_units(self, state: EconomyState, side: int, t: int) -> int:
        if side == NEUTRAL:
            return state.neutral[t]
        return self._units_at(state, side, t)

    def _check_withdraw_razing_roads(self, state: EconomyState, action: WithdrawRazingRoads, player: int) -> None:
        if action.target not in self._withdrawals(state, player):
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "your units cannot withdraw there"))
        if action.target not in self._road_razing_withdrawals(state, player):
            raise InvalidTerritory(QT_TRANSLATE_NOOP(
                "Refusal", "only armies with their normal movement left can destroy the roads they leave"))

    def _road_razing_withdrawals(self, state: EconomyState, player: int) -> list[int]:
        """Withdrawals during which armies may try to destroy roads (engine/rules/economy/road_razing.py)."""
        t = state.battle
        if t == NOBODY or not road_razing.razers(self.geo, state, player, t):
            return []
        return [n for n in self._withdrawals(state, player) if self._withdrawing(state, player, t, n)[0]]

    def _do_withdraw_razing_roads(self, state: EconomyState, action: WithdrawRazingRoads,
                                  player: int) -> list[Event]:
        """The withdrawal itself, then one 1d6 per surviving army unit that could have made it
        without roads (engine/rules/economy/road_razing.py)."""
        t = state.battle
        razers = road_razing.razers(self.geo, state, player, t)
        events = self._do_withdraw(state, Withdraw(action.target), player)
        escaped = sum(e.count for e in events if isinstance(e, UnitsMoved) and e.kind == ARMY)
        if road_razing.roll_to_destroy(state, t, min(razers, escaped)):
            events.append(InfrastructureDestroyed(player, t, "road"))
        return events

    def _do_withdraw(self, state: EconomyState, action: Withdraw, player: int) -> list[Event]:
        """A withdrawal after an attack counts as a loss ("if the enemy troops declared a
        Hostile Movement AFTER being attacked or declaring an attack")."""
        t, target = state.battle, action.target
        sieges.end(state, player, t)
        armies, navies = self._withdrawing(state, player, t, target)
        events: list[Event] = []
        # Whether this withdrawal is a loss is settled by what came before it, not by the
        # interception that follows.
        lost_battle = player in state.engaged
        for kind, count in ((NAVY, navies), (ARMY, armies)):  # the navies first: they carry armies at sea
            if count:
                events += self._intercepted_withdrawal(state, player, t, target, kind, count)
        self._sea_check(state, t)
        self._sea_check(state, target)
        if f"{player}:{target}" not in state.withdrawn:
            state.withdrawn.append(f"{player}:{target}")
        if lost_battle and player in state.engaged:
            state.players[player].losses += 1
            for other in state.engaged:
                if other != player and self.geo.hostile(state, player, other):
                    state.players[other].victories += 1
            state.engaged.remove(player)
        if self._units_at(state, player, target) and not self.geo.friendly(state, player, target) \
                and target not in state.battle_tokens:
            state.battle_tokens.append(target)  # "place a battle token at that location"
            state.battle_tokens.sort()
        if player in state.responders:
            state.responders.remove(player)
        if not state.responders or not self.geo.contested(state, t):
            return events + self._finish_battle(state)
        return events

    def _intercepted_withdrawal(self, state: EconomyState, player: int, t: int, target: int, kind: str,
                                count: int) -> list[Event]:
        """Each withdrawing unit is intercepted (engine/rules/economy/withdrawals.py)."""
        escaped, interceptions = withdrawals.run(
            self.geo, state, player, t, kind, count, lambda n: self._move(state, player, t, target, n, kind),
            by=withdrawals.intercepting_kind(self.geo, t, target, kind))
        events: list[Event] = [RollOff(i.interceptor, player, t, i.roll.attacker_roll, i.roll.defender_roll,
                                       False, not i.escaped) for i in interceptions]
        if escaped:
            events.append(UnitsMoved(player, t, target, escaped, kind))
        return events

    def _do_new_orders(self, state: EconomyState, action: NewOrders, player: int) -> list[Event]:
        """"The winner of that battle may give their units new movement orders if those units
        have movement remaining, and if those units are active. If any movement orders during
        or after the battle result in units moving into non-friendly territory then place a
        battle token on that territory if there is not already one there.\""""
        t, target = state.after_battle, action.target
        self._move(state, player, t, target, action.count, action.kind)
        self._sea_check(state, target)
        if not self.geo.friendly(state, player, target) and target not in state.battle_tokens:
            state.battle_tokens.append(target)
            state.battle_tokens.sort()
        events: list[Event] = [UnitsMoved(player, t, target, action.count, action.kind)]
        if any(self._free_after_battle(state, player, kind) for kind in UNIT_KINDS):
            return events
        state.after_battle = NOBODY
        return events + self._next_battle(state)

    def _do_pass(self, state: EconomyState, action: Pass, player: int) -> list[Event]:
        if state.phase == AFTER_BATTLE:  # the winner's units stay where they won
            state.after_battle = NOBODY
            return self._next_battle(state)
        state.responders.pop(0)
        if not state.responders:  # "If neither player declares an action then the battle is over"
            return self._finish_battle(state)
        return []

    def _finish_battle(self, state: EconomyState) -> list[Event]:
        """The winner (the only side left, having fought) takes the initiative; "If there was
        no winner then the person who previously had initiative still has initiative.\""""
        t = state.battle
        sides = self.geo.present(state, t)
        winner = NOBODY
        if len(sides) == 1 and sides[0] in state.engaged:
            winner = sides[0]
            if state.players[winner].capital != NOBODY:
                state.initiative = winner
        state.battle, state.engaged, state.responders, state.attackers = NOBODY, [], [], []
        state.infrastructure_attacks = []
        sieges.tidy(state)
        if winner != NOBODY and any(self._units_after(state, winner, t, kind) for kind in UNIT_KINDS):
            # "The winner of that battle may give their units new movement orders"
            state.after_battle, state.phase, state.current = t, AFTER_BATTLE, winner
            return [BattleOver(winner, t), PhaseChanged(winner, AFTER_BATTLE)]
        return [BattleOver(winner, t)] + self._next_battle(state)

    @staticmethod
    def _units_after(state: EconomyState, player: int, t: int, kind: str) -> int:
        units = (state.army if kind == ARMY else state.navy)[player][t]
        return units - (state.moved_army if kind == ARMY else state.moved_navy)[player][t]

    def _end_combat(self, state: EconomyState) -> list[Event]:
        events: list[Event] = []
        # "Players loose ownership of any countries that they previously owned but now contain
        # hostile forces, even if they still have forces there."
        for t in range(self.world.size):
            owner = state.owner[t]
            if owner != NOBODY and any(self.geo.hostile(state, owner, s) for s in self.geo.present(state, t)):
                state.owner[t] = NOBODY
        for player in self._living(state):
            seat = state.players[player]
            if self.options.influence_cards and seat.victories > seat.losses:
                events += self._draw_influence(state, player)
            seat.victories = seat.losses = 0
        n = self.world.size
        state.moved_army = [[0] * n for _ in state.players]
        state.moved_navy = [[0] * n for _ in state.players]
        state.origins, state.withdrawn = {}, []
        sieges.new_round(state)
        if state.turn >= self.options.turn_limit:
            return events + self._end_at_limit(state)
        return events + self._start_round(state)

    def _draw_influence(self, state: EconomyState, player: int) -> list[Event]:
        """"gain an influence card, if the influence card pile is empty then shuffle the
        discard pile into the influence card pile. If there are no cards in the influence card
        pile or the discard pile, steal a random influence card from any player of your
        choice\" (the richest hand, simplified)."""
        if not state.deck and state.discard:
            state.deck, state.discard = state.discard, []
            state.shuffle(state.deck)
        if state.deck:
            state.players[player].cards.append(state.deck.pop())
            return [InfluenceDrawn(player)]
        others = [p for p in range(len(state.players)) if p != player and state.players[p].cards]
        if not others:
            return []
        victim = max(others, key=lambda p: len(state.players[p].cards))
        hand = state.players[victim].cards
        state.players[player].cards.append(hand.pop(state.roll(len(hand))))
        return [InfluenceDrawn(player)]

    # -- a new round: the automatic part of the get phase ---------------------------------------------
    def _start_round(self, state: EconomyState) -> list[Event]:
        state.turn += 1
        events: list[Event] = [RoundStarted(state.initiative, state.turn)]
        events += self._take_ownership(state)
        for player in self._living(state):
            events += self._income_and_upkeep(state, player)
        n = self.world.size
        state.captured_by = [NOBODY] * n
        for name in ("new_army_bases", "new_navy_bases", "army_base_recruits", "navy_base_recruits"):
            setattr(state, name, [0] * n)
        for player in self._living(state):
            if not state.territories_of(player) and not any(state.army[player]) and not any(state.navy[player]):
                self._leave(state, player)
                events.append(PlayerOut(player))
        ended = self._game_end(state)
        if ended:
            return events + ended
        living = self._living(state)
        state.phase, state.pending = GET, living
        state.current = state.initiative if state.initiative in living else living[0]
        return events + [PhaseChanged(living[0], GET)]

    def _take_ownership(self, state: EconomyState) -> list[Event]:
        """"You gain ownership of any countries that were not previously yours that now
        contain only your units in them\"; "When a player takes your capital they take all
        your money and influence cards\"."""
        events: list[Event] = []
        for t in range(self.world.size):
            sides = self.geo.present(state, t)
            if len(sides) != 1:
                continue
            taker = sides[0]
            if taker == NEUTRAL:
                state.owner[t] = NOBODY
                continue
            before = state.owner[t]
            if before == taker:
                continue
            state.owner[t] = taker
            if before != NOBODY and self.geo.hostile(state, taker, before):
                state.captured_by[t] = taker
            for loser, seat in enumerate(state.players):
                if loser != taker and seat.capital == t:
                    taken = seat.money
                    state.players[taker].money += taken
                    state.players[taker].cards.extend(seat.cards)
                    seat.money, seat.cards, seat.capital = 0, [], NOBODY
                    events.append(CapitalTaken(taker, loser, t, taken))
        return events

    def _income_and_upkeep(self, state: EconomyState, player: int) -> list[Event]:
        seat = state.players[player]
        gained = money.income(self.geo, self.options, state, player)
        seat.money += gained
        paid = lost = 0
        for t, (over, payable) in sorted(money.upkeep_due(self.geo, self.options, state, player).items()):
            pay = min(over, seat.money) if payable else 0
            seat.money -= pay
            paid += pay
            unpaid = over - pay  # "You loose one unit for each MU not paid."
            lost += unpaid
            for _ in range(unpaid):
                kind = ARMY if state.army[player][t] else NAVY
                combat.remove_unit(state, player, t, kind, moved_first=False)
        return [IncomeReceived(player, gained, paid, lost)]

    # -- the end ---------------------------------------------------------------------------------------
    def _game_end(self, state: EconomyState) -> list[Event]:
        living = self._living(state)
        if len(living) == 1:
            return self._win(state, living[0], "the last player standing")
        if not living:
            return self._win(state, None, "nobody is left")
        if self.options.victory == "last-capital":
            with_capital = [p for p in living if state.players[p].capital != NOBODY]
            if len(with_capital) == 1:
                return self._win(state, with_capital[0], "the last player with a capital")
        if self.options.allied_victory and all(
                other in state.players[p].allies for p in living for other in living if other != p):
            return self._win(state, self._best(state, living), "allied victory")
        return []

    def _best(self, state: EconomyState, players: list[int]) -> int | None:
        scores = {p: (len(state.territories_of(p)), state.players[p].money) for p in players}
        top = max(scores.values())
        leaders = [p for p, score in scores.items() if score == top]
        return leaders[0] if len(leaders) == 1 else None

    def _end_at_limit(self, state: EconomyState) -> list[Event]:
        winner = self._best(state, self._living(state))
        return self._win(state, winner, "the most territories (then MU) at the turn limit")

    def _win(self, state: EconomyState, player: int | None, reason: str) -> list[Event]:
        state.phase, state.winner, state.win_reason = GAME_OVER, player, reason
        state.pending, state.responders = [], []
        return [GameWon(player if player is not None else NOBODY, reason)]

    # -- privacy ---------------------------------------------------------------------------------------
    def player_view(self, state: GameState, player: int | None) -> GameState:
        """Others' plans and influence cards, and the order of the deck, are hidden."""
        view = state.shallow_view()
        for index, seat in enumerate(view.players):
            if index != player and (seat.plans or seat.cards):
                hidden = copy.copy(seat)
                hidden.plans = [(HIDDEN, HIDDEN, HIDDEN, HIDDEN)] * len(seat.plans)
                hidden.cards = [HIDDEN] * len(seat.cards)
                view.players[index] = hidden
        view.deck = [HIDDEN] * len(state.deck)
        return view

    def secrets(self, state: GameState, player: int | None) -> list[object]:
        if player is None:
            return list(state.deck)
        seat = state.players[player]
        return [number for plan in seat.plans for number in plan] + list(seat.cards)

    def privacy(self, state: GameState, player: int | None = None) -> DecisionPrivacy:
        """Simultaneous phases are SECRET; in combat whoever decides may incite a revolution
        with an influence card, so the decision shows their hand: their OWN."""
        player = state.decider() if player is None else player
        if player is None or state.phase == GAME_OVER:
            return super().privacy(state, player)
        visibility = Visibility.SECRET if state.phase in SIMULTANEOUS else Visibility.OWN
        return DecisionPrivacy(player, visibility, self.has_secrets(state, player))

    # -- checking the rule set itself ------------------------------------------------------------------
    def invariants(self, state: GameState) -> list[str]:
        problems = super().invariants(state)
        n = self.world.size
        for p in range(len(state.players)):
            for name in ("army", "navy", "moved_army", "moved_navy"):
                if any(v < 0 for v in getattr(state, name)[p]):
                    problems.append(f"seat {p} has a negative count in {name}")
            if any(m > u for m, u in zip(state.moved_army[p], state.army[p], strict=True)) or any(
                    m > u for m, u in zip(state.moved_navy[p], state.navy[p], strict=True)):
                problems.append(f"seat {p} has more moved units than units")
            if state.players[p].money < 0:
                problems.append(f"seat {p} has negative money")
            if any(self.geo.land[t] and state.navy[p][t] for t in range(n)):
                problems.append(f"seat {p} has navies on land")
        if any(v < 0 for v in state.neutral):
            problems.append("negative neutral units")
        for t in range(n):
            total = state.neutral[t] + sum(state.army[p][t] + state.navy[p][t] for p in range(len(state.players)))
            if total != state.armies[t]:
                problems.append(f"territory {t}: armies {state.armies[t]} but units {total}")
        cards = len(state.deck) + len(state.discard) + sum(len(s.cards) for s in state.players)
        expected = len(self.world.card_territories) if self.options.influence_cards else 0
        if cards != expected:
            problems.append(f"{cards} influence cards in play, not {expected}")
        if any(state.players[p].out for p in state.deciders()):
            problems.append("a player who is out decides")
        return problems


# Action type -> (the phases it belongs to, its check, its effect).
_HANDLERS: dict[type, tuple[frozenset[str], str, str]] = {
    DraftPick: (frozenset({DRAFT}), "_check_draft_pick", "_do_draft_pick"),
    PlaceCapital: (frozenset({DRAFT_PLACEMENT}), "_check_place_capital", "_do_place_capital"),
    PlaceBase: (frozenset({DRAFT_PLACEMENT}), "_check_place_base", "_do_place_base"),
    PlaceUnits: (frozenset({DRAFT_PLACEMENT}), "_check_place_units", "_do_place_units"),
    Recruit: (frozenset({GET}), "_check_recruit", "_do_recruit"),
    RecruitNavy: (frozenset({GET}), "_check_recruit_navy", "_do_recruit_navy"),
    Build: (frozenset({GET}), "_check_build", "_do_build"),
    Demolish: (frozenset({GET}), "_check_demolish", "_do_demolish"),
    TradeInfluence: (frozenset({GET}), "_check_trade", "_do_trade"),
    OfferAlliance: (frozenset({GET}), "_check_offer", "_do_offer"),
    Surrender: (frozenset({GET}), "_check_nothing", "_do_surrender"),
    Done: (frozenset({GET, PLANNING, FRIENDLY_MOVEMENT}), "_check_nothing", "_do_done"),
    Plan: (frozenset({PLANNING}), "_check_plan", "_do_plan"),
    MoveUnits: (frozenset({FRIENDLY_MOVEMENT}), "_check_move", "_do_move"),
    Fight: (frozenset({CHOOSE_BATTLE}), "_check_fight", "_do_fight"),
    Incite: (frozenset({CHOOSE_BATTLE, BATTLE}), "_check_incite", "_do_incite"),
    BattleAttack: (frozenset({BATTLE}), "_check_battle_attack", "_do_battle_attack"),
    Withdraw: (frozenset({BATTLE}), "_check_withdraw", "_do_withdraw"),
    WithdrawRazingRoads: (frozenset({BATTLE}), "_check_withdraw_razing_roads", "_do_withdraw_razing_roads"),
    Siege: (frozenset({BATTLE}), "_check_siege", "_do_siege"),
    AttackInfrastructure: (frozenset({BATTLE}), "_check_attack_infrastructure", "_do_attack_infrastructure"),
    Pass: (frozenset({BATTLE, AFTER_BATTLE}), "_check_nothing", "_do_pass"),
    NewOrders: (frozenset({AFTER_BATTLE}), "_check_new_orders", "_do_new_orders"),
}

__all__ = ["EconomyRules", "NotYourDecision"]
