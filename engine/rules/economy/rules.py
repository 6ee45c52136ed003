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
from engine.core.errors import IllegalAction, InvalidCount, InvalidTerritory, NotYourDecision, WrongPhase
from engine.core.events import Event, GameWon, PhaseChanged
from engine.core.messages import QT_TRANSLATE_NOOP, TerritoryName
from engine.core.phases import GAME_OVER
from engine.core.privacy import DecisionPrivacy, Visibility
from engine.core.state import NOBODY, GameState
from engine.core.views import COUNT, Hiding, ViewMaker
from engine.core.world import World
from engine.rules.base import PlayerSetup, RuleSet
from engine.rules.economy import (
    border_battles,
    navy_bases,
    starts,
)
from engine.rules.economy.actions import (
    ARMY,
    NAVY,
    UNIT_KINDS,
    AttackInfrastructure,
    BattleAttack,
    Blockade,
    BreakOff,
    Build,
    BuildNavyBase,
    Demolish,
    Done,
    DraftPick,
    EndBlockade,
    EndWithdrawal,
    Fight,
    FightBorder,
    Forfeit,
    Incite,
    LandWithNavies,
    MoveUnits,
    NewOrders,
    OfferAlliance,
    PayUpkeep,
    PlaceBase,
    PlaceCapital,
    PlaceUnits,
    Plan,
    Recruit,
    RecruitNavy,
    Siege,
    StealInfluence,
    Surrender,
    TradeInfluence,
    Withdraw,
    WithdrawRazingRoads,
)
from engine.rules.economy.border_battles import BorderBattles
from engine.rules.economy.combat_phase import CombatPhase
from engine.rules.economy.events import (
    ArmiesLostAtSea,
    InitiativeWon,
    PlayerDone,
    UnitsMoved,
)
from engine.rules.economy.geography import Geography
from engine.rules.economy.get_phase import GetPhase
from engine.rules.economy.navy_actions import NavyActions
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
    STEAL_INFLUENCE,
)
from engine.rules.economy.state import EconomyPlayer, EconomyState
from engine.rules.economy.withdrawal_flow import WithdrawalFlow
from engine.rules.registry import register

KIND_CODE = {ARMY: 0, NAVY: 1}
# A seat's view: others' plans and influence cards counted but unknown, the deck's order
# unknown to all (engine/core/views.py).
_ECONOMY_VIEW = ViewMaker(
    {"plans": Hiding("[(HIDDEN, HIDDEN, HIDDEN, HIDDEN)] * len({v})", "{v}"), "cards": COUNT},
    {"deck": COUNT},
)

WRONG_PHASE = {
    DRAFT: QT_TRANSLATE_NOOP("Refusal", "now is the draft: pick a country"),
    DRAFT_PLACEMENT: QT_TRANSLATE_NOOP("Refusal", "now is the setup: place your capital, bases and units"),
    GET: QT_TRANSLATE_NOOP("Refusal", "now is the get phase: recruit, build, trade, or be done"),
    PLANNING: QT_TRANSLATE_NOOP("Refusal", "now is the planning phase: plan moves, or be done"),
    FRIENDLY_MOVEMENT: QT_TRANSLATE_NOOP("Refusal", "now is friendly movement: move units, or be done"),
    CHOOSE_BATTLE: QT_TRANSLATE_NOOP("Refusal", "now the next battle is chosen"),
    BATTLE: QT_TRANSLATE_NOOP("Refusal", "now a battle is fought: attack, withdraw, or pass"),
    AFTER_BATTLE: QT_TRANSLATE_NOOP("Refusal", "now the winner of the battle gives new movement orders, or passes"),
    STEAL_INFLUENCE: QT_TRANSLATE_NOOP("Refusal", "now an influence card is taken from a player"),
    GAME_OVER: QT_TRANSLATE_NOOP("Refusal", "the game is over"),
}


@register
class EconomyRules(CombatPhase, WithdrawalFlow, BorderBattles, GetPhase, NavyActions, RuleSet):
    name = "economy"
    options_type = EconomyOptions
    state_type = EconomyState
    phases = ECONOMY_PHASES
    rare_phases = {
        AFTER_BATTLE: "only units active in a battle's country may move on after it (in a country contested as "
                      "planning began): tests/engine/rules/economy/test_new_orders.py",
        STEAL_INFLUENCE: "only when the influence deck and discard pile are both empty: "
                         "tests/engine/rules/economy/test_influence.py",
    }
    min_players = 2
    max_players = 6
    takes_economy = True
    fixed_holds_all_land = False
    units_at_sea = True

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
        for name in ("neutral", "army_bases", "new_army_bases", "army_base_recruits", "roads",
                     "fortifications", "canals"):
            setattr(state, name, [0] * n)
        state.captured_by = [NOBODY] * n
        state.held_before_combat = [NOBODY] * n
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
            elif start == "fixed":
                starts.fixed_start(self.geo, self.options, state, seats)
            if start != "draft" and self.options.neutral_units:
                starts.neutral_fill(self.geo, state)
            self._apply_economy_setup(state)
        except starts.StartError as problem:
            raise ValueError(str(problem)) from None
        if start == "draft":
            first = self._roll_initiative(state, everyone)
            events.append(InitiativeWon(first))
            state.initiative = first
            state.draft_order = [(first + k) % seats for k in range(seats)]
            state.current = first
            state.phase = DRAFT
            events.append(PhaseChanged(first, DRAFT))
        elif start in ("europe", "fixed"):  # everything placed: the first round begins
            events += self._start_round(state)
        else:
            events += self._begin_placement(state)
        self._recount(state)
        return state, events

    def _apply_economy_setup(self, state: EconomyState) -> None:
        """A scenario's economy section over the start's: money, influence cards, capitals,
        infrastructure and navies (engine/scenario/economy_checks.py says what a designer may
        put where; a start the rules cannot play says why, as a StartError)."""
        setup = self.economy
        if setup is None:
            return
        index, seats = self.world.index, len(state.players)
        for player, amount in setup.money.items():
            if 0 <= player < seats:
                state.players[player].money = amount
        for player, territory_id in setup.capitals.items():
            if 0 <= player < seats and territory_id in index:
                t = index[territory_id]
                state.players[player].capital = t
                state.owner[t] = player
                state.neutral[t] = 0
        for territory_id in setup.bases:  # army bases; a country may have several
            if territory_id in index:
                state.army_bases[index[territory_id]] += 1
        for ids, values in ((setup.roads, state.roads), (setup.fortifications, state.fortifications),
                            (setup.canals, state.canals)):
            for territory_id in ids:  # one of each at most
                if territory_id in index:
                    values[index[territory_id]] = 1
        for border in setup.navy_bases:  # "country:water", a base counted per border
            country, _, water = border.partition(":")
            if country in index and water in index:
                navy_bases.add_old(state, index[country], index[water])
        for water_id, (player, count) in setup.navies.items():
            if 0 <= player < seats and water_id in index:
                w = index[water_id]
                state.navy[player][w] = count
                state.owner[w] = player
                state.neutral[w] = 0
        self._deal_influence(state, setup.cards)

    def _deal_influence(self, state: EconomyState, cards: dict[int, int]) -> None:
        """Influence cards a scenario gives at the start, from the top of the shuffled deck."""
        wanted = sum(n for p, n in cards.items() if 0 <= p < len(state.players))
        if wanted and not self.options.influence_cards:
            raise starts.StartError("the scenario deals influence cards, and this game is played without them")
        if wanted > len(state.deck):
            raise starts.StartError(f"the scenario deals {wanted} influence cards, and the deck has {len(state.deck)}")
        for player, n in sorted(cards.items()):
            if 0 <= player < len(state.players):
                for _ in range(n):
                    state.players[player].cards.append(state.deck.pop())

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
            AFTER_BATTLE: self._list_new_orders, STEAL_INFLUENCE: self._list_steal,
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
        return actions + self._list_blockade_ends(state, player)

    def _list_friendly(self, state: EconomyState, player: int) -> list[Action]:
        actions: list[Action] = [Done()]
        for kind in UNIT_KINDS:
            for s in range(self.world.size):
                free = self._movable(state, player, s, kind)
                if free <= 0 or not self.geo.friendly(state, player, s):
                    continue
                actions += [MoveUnits(s, t, free, kind)
                            for t in self.geo.targets(state, player, s, kind, friendly_only=True)]
        return actions + self._list_blockades(state, player) + self._list_blockade_ends(state, player)

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
        on_borders = border_battles.counted_at(state)  # counted where they set out from
        for t in range(self.world.size) if territories is None else territories:
            state.armies[t] = state.neutral[t] + on_borders.get(t, 0) + sum(
                state.army[p][t] + state.navy[p][t] for p in range(len(state.players)))

    def _units_at(self, state: EconomyState, player: int, territory: int) -> int:
        return state.army[player][territory] + state.navy[player][territory]

    def _sea_check(self, state: EconomyState, territory: int) -> list[Event]:
        """"Army units can move through and occupy land territories as well as friendly water
        territories. Army units can occupy water territories that you do not control, but there
        must be as many or more of your navy units in that territory. If at any point you have
        less navy units than army units in a water territory the excess army units immediately
        die": armies in water owned by their player or an ally (friendly) need no navies;
        elsewhere the excess dies — checked after every move and loss, and after ownership
        changes (the end of combat, a round's start). The armies lost, for the log."""
        if self.geo.land[territory]:
            return []
        owner = state.owner[territory]
        lost: list[Event] = []
        for p in range(len(state.players)):
            excess = state.army[p][territory] - state.navy[p][territory]
            if excess > 0 and owner != p and (owner == NOBODY or owner not in state.players[p].allies):
                state.army[p][territory] -= excess
                state.moved_army[p][territory] = min(state.moved_army[p][territory], state.army[p][territory])
                lost.append(ArmiesLostAtSea(p, territory, excess))
        return lost

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
        if state.phase == BATTLE and (state.attack or state.withdrawal) and action not in self._list_battle(
                state, player):
            # In the middle of an attack or a withdrawal only its next steps may be declared.
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "Refusal", "an attack or a withdrawal is going on: only its next step can be declared now"))
        return player

    def apply(self, state: GameState, action: Action, player: int | None = None) -> list[Event]:
        player = self._checked(state, action, player)
        _phases, _check_name, apply_name = _HANDLERS[type(action)]
        events = getattr(self, apply_name)(state, action, player)
        events += self._sink_canal_navies(state)  # after moves and changes of owner alike
        if state.blockades:  # whatever moved or died, changed owner or alliance
            events += self._tidy_blockades(state)
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

    def _check_nothing(self, state: EconomyState, action: Action, player: int) -> None:
        return None

    def _check_pass(self, state: EconomyState, action: Pass, player: int) -> None:
        """The choice of a battle is the initiative player's (a pass there is the card holders'
        "no revolution"); an attacker cannot pass in the middle of an attack (it only ends when
        a side is destroyed or withdraws)."""
        if state.phase == CHOOSE_BATTLE and not state.responders:
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "choose the next battle"))

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

    # -- leaving, and the end of a simultaneous phase ---------------------------------------------------
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
            # Units there are "automatically considered active during the combat phase".
            state.contested_at_planning = [t for t in range(self.world.size) if self.geo.contested(state, t)]
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
        self._arrived(state, player, source, target, count, kind)

    @staticmethod
    def _arrived(state: EconomyState, player: int, source: int, target: int, count: int, kind: str) -> None:
        """Remember where units came from this round: the origins (flanks, withdrawals) and, for
        armies, how many from each (withdrawing to where they came from, amphibious armies)."""
        origins = state.origins.setdefault(f"{player}:{target}", [])
        if source not in origins:
            origins.append(source)
            origins.sort()
        if kind == ARMY:
            arrived = state.arrived.setdefault(f"{player}:{target}", {})
            arrived[source] = arrived.get(source, 0) + count

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
        """Others' plans and influence cards, and the order of the deck, are hidden; in the
        draft's setup, others' placements are withheld (``_withhold_placements``)."""
        view = _ECONOMY_VIEW(state, player)
        if state.phase == DRAFT_PLACEMENT:
            self._withhold_placements(state, view, player)
        return view

    def _withhold_placements(self, state: EconomyState, view: EconomyState, player: int | None) -> None:
        """Players place their capital, bases and units "at once and in secret": until the
        last has placed, a view shows everyone else's capital, army bases and army units as
        they were when the setup began (the scenario's capital and bases, no units: no start
        has units on the board before its setup), and all of theirs still to place.
        **[decision]** Who has finished placing is not withheld (the table says who is still
        setting up)."""
        given_capitals, given_bases = {}, {}
        if self.economy is not None:
            index = self.world.index
            given_capitals = {p: index[t] for p, t in self.economy.capitals.items() if t in index}
            for territory_id in self.economy.bases:
                if territory_id in index:
                    given_bases[index[territory_id]] = given_bases.get(index[territory_id], 0) + 1
        n = self.world.size
        army = bases = None
        changed: set[int] = set()
        for other, seat in enumerate(state.players):
            if other == player or seat.out:
                continue
            capital = given_capitals.get(other, NOBODY)
            placed_bases = [t for t in range(n)
                            if state.owner[t] == other and state.army_bases[t] != given_bases.get(t, 0)]
            units = sum(state.army[other])
            if not units and not placed_bases and seat.capital == capital:
                continue
            withheld = copy.copy(view.players[other])
            withheld.capital_to_place = seat.capital_to_place or seat.capital != capital
            withheld.capital = capital
            withheld.bases_to_place = seat.bases_to_place + sum(state.army_bases[t] - given_bases.get(t, 0)
                                                                for t in placed_bases)
            withheld.units_to_place = seat.units_to_place + units
            view.players[other] = withheld
            if units:
                army = list(state.army) if army is None else army
                changed.update(t for t in range(n) if state.army[other][t])
                army[other] = [0] * n
            if placed_bases:
                bases = list(state.army_bases) if bases is None else bases
                for t in placed_bases:
                    bases[t] = given_bases.get(t, 0)
        if army is not None:
            view.army = army
            view.armies = list(state.armies)
            self._recount(view, sorted(changed))
        if bases is not None:
            view.army_bases = bases

    def secrets(self, state: GameState, player: int | None) -> list[object]:
        if player is None:
            return list(state.deck)
        seat = state.players[player]
        return [number for plan in seat.plans for number in plan] + list(seat.cards)

    def privacy(self, state: GameState, player: int | None = None) -> DecisionPrivacy:
        """Simultaneous phases are SECRET; in combat whoever decides may incite a revolution
        with an influence card, so the decision shows their hand: their OWN. The draft's picks
        are QUICK (setup turns); a battle's declarations are made ``together`` (one battle)."""
        player = state.decider() if player is None else player
        if player is None or state.phase == GAME_OVER:
            return super().privacy(state, player)
        if state.phase in SIMULTANEOUS:
            visibility = Visibility.SECRET
        elif state.phase == DRAFT:
            visibility = Visibility.QUICK  # a pick a turn: a notice at every pick would be a slog
        else:
            visibility = Visibility.OWN
        together = None
        if state.phase == BATTLE:  # the declarations of one battle, followed by everyone in it
            border = "-".join(str(t) for t in state.border_battle)
            together = f"battle:{state.battle}:{border}"
        return DecisionPrivacy(player, visibility, self.has_secrets(state, player), together)

    def secret_order(self, state: GameState, player: int | None = None) -> bool:
        """Plans, and the draft's placements, are secret orders (sealed in saves until the
        combat); what is bought, built and moved in friendly territory shows on the board."""
        return state.phase in (PLANNING, DRAFT_PLACEMENT) and super().secret_order(state, player)

    # -- checking the rule set itself ------------------------------------------------------------------
    def invariants(self, state: GameState) -> list[str]:
        problems = super().invariants(state)
        n = self.world.size
        for t in range(n):  # "If at any point you have less navy units than army units ..."
            if self.geo.land[t]:
                continue
            owner = state.owner[t]
            for p in range(len(state.players)):
                friendly = owner == p or (owner != NOBODY and owner in state.players[p].allies)
                if state.army[p][t] > state.navy[p][t] and not friendly:
                    problems.append(f"seat {p} has more armies than navies in water {t} that is not friendly")
        for p in range(len(state.players)):
            for name in ("army", "navy", "moved_army", "moved_navy"):
                if any(v < 0 for v in getattr(state, name)[p]):
                    problems.append(f"seat {p} has a negative count in {name}")
            if any(m > u for m, u in zip(state.moved_army[p], state.army[p], strict=True)) or any(
                    m > u for m, u in zip(state.moved_navy[p], state.navy[p], strict=True)):
                problems.append(f"seat {p} has more moved units than units")
            if state.players[p].money < 0:
                problems.append(f"seat {p} has negative money")
            if any(self.geo.land[t] and state.navy[p][t] and not self.geo.canal_open(state, p, t)
                   for t in range(n)):
                problems.append(f"seat {p} has navies on land outside a canal country open to them")
        if any(v < 0 for v in state.neutral):
            problems.append("negative neutral units")
        on_borders = border_battles.counted_at(state)
        problems += border_battles.problems(state)
        for t in range(n):
            total = state.neutral[t] + on_borders.get(t, 0) + sum(
                state.army[p][t] + state.navy[p][t] for p in range(len(state.players)))
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
    BuildNavyBase: (frozenset({GET}), "_check_build_navy_base", "_do_build_navy_base"),
    Blockade: (frozenset({FRIENDLY_MOVEMENT}), "_check_blockade", "_do_blockade"),
    EndBlockade: (frozenset({GET, PLANNING, FRIENDLY_MOVEMENT, CHOOSE_BATTLE, BATTLE, AFTER_BATTLE}),
                  "_check_end_blockade", "_do_end_blockade"),
    Demolish: (frozenset({GET}), "_check_demolish", "_do_demolish"),
    TradeInfluence: (frozenset({GET}), "_check_trade", "_do_trade"),
    OfferAlliance: (frozenset({GET}), "_check_offer", "_do_offer"),
    Surrender: (frozenset({GET}), "_check_nothing", "_do_surrender"),
    Done: (frozenset({GET, PLANNING, FRIENDLY_MOVEMENT}), "_check_done_getting", "_do_done"),
    PayUpkeep: (frozenset({GET}), "_check_pay_upkeep", "_do_pay_upkeep"),
    Forfeit: (frozenset({GET}), "_check_forfeit", "_do_forfeit"),
    Plan: (frozenset({PLANNING}), "_check_plan", "_do_plan"),
    MoveUnits: (frozenset({FRIENDLY_MOVEMENT}), "_check_move", "_do_move"),
    Fight: (frozenset({CHOOSE_BATTLE}), "_check_fight", "_do_fight"),
    FightBorder: (frozenset({CHOOSE_BATTLE}), "_check_fight_border", "_do_fight_border"),
    Incite: (frozenset({CHOOSE_BATTLE, BATTLE}), "_check_incite", "_do_incite"),
    BattleAttack: (frozenset({BATTLE}), "_check_battle_attack", "_do_battle_attack"),
    Withdraw: (frozenset({BATTLE}), "_check_withdraw", "_do_withdraw"),
    WithdrawRazingRoads: (frozenset({BATTLE}), "_check_withdraw_razing_roads", "_do_withdraw_razing_roads"),
    LandWithNavies: (frozenset({BATTLE}), "_check_land_with_navies", "_do_land_with_navies"),
    Siege: (frozenset({BATTLE}), "_check_siege", "_do_siege"),
    AttackInfrastructure: (frozenset({BATTLE}), "_check_attack_infrastructure", "_do_attack_infrastructure"),
    Pass: (frozenset({CHOOSE_BATTLE, BATTLE, AFTER_BATTLE}), "_check_pass", "_do_pass"),
    BreakOff: (frozenset({BATTLE}), "_check_break_off", "_do_break_off"),
    EndWithdrawal: (frozenset({BATTLE}), "_check_end_withdrawal", "_do_end_withdrawal"),
    StealInfluence: (frozenset({STEAL_INFLUENCE}), "_check_steal", "_do_steal"),
    NewOrders: (frozenset({AFTER_BATTLE}), "_check_new_orders", "_do_new_orders"),
}

__all__ = ["EconomyRules", "NotYourDecision"]
