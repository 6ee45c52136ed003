"""The economy's get phase (seed 004, "Get Phase"): income and upkeep at the start of a
round, then recruiting, building, destroying, trading influence cards, alliances and
surrender, each player at their own pace.

A mixin of EconomyRules (engine/rules/economy/rules.py); prices and the upkeep sums live in
engine/rules/economy/money.py.
"""

from __future__ import annotations

from engine.core.actions import Action
from engine.core.errors import IllegalAction, InvalidCards, InvalidTerritory
from engine.core.events import Event, PhaseChanged
from engine.core.messages import QT_TRANSLATE_NOOP, SeatName
from engine.core.state import NOBODY
from engine.rules.economy import (
    combat,
    held_infrastructure,
    infrastructure_attacks,
    money,
    navy_bases,
)
from engine.rules.economy.actions import (
    ARMY,
    NAVY,
    Build,
    Demolish,
    Done,
    Forfeit,
    OfferAlliance,
    PayUpkeep,
    Recruit,
    RecruitNavy,
    Surrender,
    TradeInfluence,
)
from engine.rules.economy.events import (
    AllianceMade,
    AllianceOffered,
    CapitalTaken,
    IncomeReceived,
    InfluenceTraded,
    InfrastructureChanged,
    PlayerOut,
    PlayerSurrendered,
    RoundStarted,
    TerritoryForfeited,
    UnitsDiedUnpaid,
    UnitsRecruited,
    UpkeepPaid,
)
from engine.rules.economy.geography import NEUTRAL
from engine.rules.economy.phases import (
    GET,
)
from engine.rules.economy.state import EconomyState


class GetPhase:
    """The get phase's listings, checks and effects, and the automatic start of a round."""

    def _list_get(self, state: EconomyState, player: int) -> list[Action]:
        seat = state.players[player]
        # "At any point during the Get Phase" influence cards are traded and infrastructure
        # destroyed: before the upkeep is paid too, so that their MU can pay it.
        actions: list[Action] = [PayUpkeep()] if seat.upkeep_due else [Done()]
        cash = seat.money
        for t in range(self.world.size):
            owned = state.owner[t] == player
            if not self.geo.land[t] or not (owned or held_infrastructure.holder(self.geo, state, t) == player):
                continue
            if seat.upkeep_due:
                actions += [Demolish(t, what) for what in money.INFRASTRUCTURE
                            if self._why_not_demolish(state, player, t, what) is None]
                continue
            most = self._most_recruits(state, player, t, cash, navy=False)
            if most:
                actions.append(Recruit(t, most))
            for w in self._navy_waters(state, player, t):
                most_navy = self._most_recruits(state, player, t, cash, navy=True, water=w)
                if most_navy:
                    actions.append(RecruitNavy(t, w, most_navy))
            if owned:
                actions += [Build(t, what) for what in money.INFRASTRUCTURE
                            if self._why_not_build(state, player, t, what) is None]
                actions += self._list_navy_bases(state, player, t)
            actions += [Demolish(t, what) for what in money.INFRASTRUCTURE
                        if self._why_not_demolish(state, player, t, what) is None]
        if len(seat.cards) >= money.INFLUENCE_SET:
            actions.append(TradeInfluence(tuple(sorted(seat.cards)[:money.INFLUENCE_SET])))
        actions += [OfferAlliance(other) for other in range(len(state.players))
                    if self._why_not_offer(state, player, other) is None]
        actions += [Forfeit(t, ally) for t in range(self.world.size) for ally in seat.allies
                    if self._why_not_forfeit(state, player, t, ally) is None]
        actions += self._list_blockade_ends(state, player)
        actions.append(Surrender())
        return actions

    # -- upkeep ----------------------------------------------------------------------------------
    def _refuse_before_upkeep(self, state: EconomyState, player: int) -> None:
        """Recruiting, building and being done come after the round's upkeep is paid."""
        if state.players[player].upkeep_due:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "Refusal", "pay the round's upkeep first (trade influence cards or destroy infrastructure "
                "before, if you need their MU)"))

    def _check_pay_upkeep(self, state: EconomyState, action: PayUpkeep, player: int) -> None:
        if not state.players[player].upkeep_due:
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "this round's upkeep is paid already"))

    def _check_done_getting(self, state: EconomyState, action: Done, player: int) -> None:
        if state.phase == GET:
            self._refuse_before_upkeep(state, player)

    def _do_pay_upkeep(self, state: EconomyState, action: PayUpkeep, player: int) -> list[Event]:
        """"If you have more than 5 units in a country you control then pay 1 MU for each unit
        over 5. You loose one unit for each MU not paid.\""""
        seat = state.players[player]
        seat.upkeep_due = False
        paid = lost = 0
        for t, (over, payable) in sorted(money.upkeep_due(self.geo, self.options, state, player).items()):
            pay = min(over, seat.money) if payable else 0
            seat.money -= pay
            paid += pay
            unpaid = over - pay
            lost += unpaid
            for _ in range(unpaid):
                kind = ARMY if state.army[player][t] else NAVY
                combat.remove_unit(state, player, t, kind, moved_first=False)
        drowned: list[Event] = []
        for t in range(self.world.size):  # armies at sea whose navies died unpaid drown with them
            drowned += self._sea_check(state, t)
        return [UpkeepPaid(player, paid, lost)] + ([UnitsDiedUnpaid(player, lost)] if lost else []) + drowned

    # -- forfeiting a country to an ally --------------------------------------------------------------
    def _why_not_forfeit(self, state: EconomyState, player: int, t: object, ally: object) -> IllegalAction | None:
        """"You keep ownership of your territories even if allied units enter those territories,
        though you can forfeit a territory to your ally if you want to and if your ally has units
        within that territory." **[decision]** Not the capital (whose MU and cards would go with
        it: an alliance is not a surrender)."""
        if not self._valid_territory(t) or state.owner[t] != player:
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "forfeit a territory of yours"))
        if not isinstance(ally, int) or ally not in state.players[player].allies:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "a territory is forfeited to an ally"))
        if not self._units_at(state, ally, t):
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "{player} has no units in {territory}"),
                                 player=SeatName(ally, state.players[ally].name), territory=self._t(t))
        if state.players[player].capital == t:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "your capital cannot be forfeited"))
        return None

    def _check_forfeit(self, state: EconomyState, action: Forfeit, player: int) -> None:
        refusal = self._why_not_forfeit(state, player, action.territory, action.seat)
        if refusal is not None:
            raise refusal

    def _do_forfeit(self, state: EconomyState, action: Forfeit, player: int) -> list[Event]:
        state.owner[action.territory] = action.seat
        held_infrastructure.tidy(self.geo, state)
        return [TerritoryForfeited(player, action.seat, action.territory)]

    def _navy_waters(self, state: EconomyState, player: int, territory: int) -> list[int]:
        """"Navy units that you recruit in this way can be placed in any friendly or contested
        water territory adjacent to the country"; a navy base recruits into the water of its
        border, friendly or not ("units recruited at the base appear in the water
        territory"), unless every base on that border is blockaded ("that base cannot produce
        navy units": not at the price without a base either)."""
        waters = []
        for w in self.geo.coasts[territory]:
            # "Units cannot be recruited to bases the same turn the bases are built": a base built
            # this round does not yet open its water.
            old = navy_bases.count(state, territory, w) - state.new_navy_bases.get(navy_bases.key(territory, w), 0)
            if self.options.bases and old > 0:
                if not navy_bases.all_blockaded(state, territory, w):
                    waters.append(w)
            elif self.geo.friendly(state, player, w) or self.geo.contested(state, w):
                waters.append(w)
        return waters

    def _most_recruits(self, state: EconomyState, player: int, t: int, cash: int, navy: bool,
                       water: int = -1) -> int:
        """In a country you own, what the money buys; in one whose infrastructure you hold
        as defenders in fortifications, only the free base slots at the normal price
        (engine/rules/economy/held_infrastructure.py)."""
        if state.owner[t] == player:
            return money.most_recruits(self.options, state, t, cash, navy, water)
        if not self.options.bases or held_infrastructure.holder(self.geo, state, t) != player:
            return 0
        return min(money.base_slots(state, t, navy, water), cash // money.UNIT_PRICE)

    def _recruiting_territory(self, state: EconomyState, player: int, territory: object) -> int:
        """A country you own, or one whose bases you hold."""
        if self._valid_territory(territory) and state.owner[territory] != player \
                and held_infrastructure.holder(self.geo, state, territory) == player:
            return territory
        return self._own_territory(state, player, territory)

    def _check_recruit(self, state: EconomyState, action: Recruit, player: int) -> None:
        self._refuse_before_upkeep(state, player)
        t = self._recruiting_territory(state, player, action.territory)
        self._count(action.count, self._most_recruits(state, player, t, state.players[player].money, navy=False))

    def _check_recruit_navy(self, state: EconomyState, action: RecruitNavy, player: int) -> None:
        self._refuse_before_upkeep(state, player)
        t = self._recruiting_territory(state, player, action.territory)
        w = action.water
        if not self._valid_territory(w) or w not in self._navy_waters(state, player, t):
            if self._valid_territory(w) and self.options.bases and navy_bases.all_blockaded(state, t, w):
                raise InvalidTerritory(QT_TRANSLATE_NOOP(
                    "Refusal", "the navy base of {territory} on {water} is blockaded: it cannot produce navy units"),
                    territory=self._t(t), water=self._t(w))
            raise InvalidTerritory(QT_TRANSLATE_NOOP(
                "Refusal", "navies recruited in {territory} go to a friendly or contested water it borders, "
                "or to the water of one of its navy bases"),
                territory=self._t(t))
        self._count(action.count, self._most_recruits(state, player, t, state.players[player].money, navy=True,
                                                      water=w))

    def _why_not_build(self, state: EconomyState, player: int, t: int, what: str) -> IllegalAction | None:
        if what not in money.PRICES:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "'{what}' is not a kind of infrastructure"), what=what)
        if what in ("army-base", "navy-base") and not self.options.bases:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "this game is played without bases"))
        if what == "navy-base":  # "Navy bases must be built on a specific border"
            return InvalidTerritory(QT_TRANSLATE_NOOP(
                "Refusal", "a navy base is built on one border of {territory} with a water: "
                "build-navy-base {territory} WATER"), territory=self._t(t))
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
        return infrastructure_attacks.amount(state, t, what)

    def _why_not_demolish(self, state: EconomyState, player: int, t: int, what: str) -> IllegalAction | None:
        if what not in money.PRICES:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "'{what}' is not a kind of infrastructure"), what=what)
        if what == "capital":
            # "A player may destroy any infrastructure controlled by that player": the capital too.
            if state.players[player].capital != t:
                return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "your capital is not in {territory}"),
                                        territory=self._t(t))
            return None
        if not self._infrastructure(state, t, what):
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{territory} has none"), territory=self._t(t))
        # "A player may destroy any infrastructure controlled by that player": the owner's, or
        # what defenders in fortifications hold (all but the roads).
        if held_infrastructure.controller(self.geo, state, t, what) != player:
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "you do not control the '{what}' of {territory}"),
                                    what=what, territory=self._t(t))
        return None

    def _check_build(self, state: EconomyState, action: Build, player: int) -> None:
        self._refuse_before_upkeep(state, player)
        t = self._own_territory(state, player, action.territory)
        refusal = self._why_not_build(state, player, t, action.what)
        if refusal is not None:
            raise refusal

    def _check_demolish(self, state: EconomyState, action: Demolish, player: int) -> None:
        t = self._recruiting_territory(state, player, action.territory)
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

    def _do_recruit(self, state: EconomyState, action: Recruit, player: int) -> list[Event]:
        return self._recruit(state, player, action.territory, action.territory, action.count, navy=False)

    def _do_recruit_navy(self, state: EconomyState, action: RecruitNavy, player: int) -> list[Event]:
        return self._recruit(state, player, action.territory, action.water, action.count, navy=True)

    def _recruit(self, state: EconomyState, player: int, country: int, at: int, count: int, navy: bool) -> list[Event]:
        cost = money.recruit_cost(self.options, state, country, count, navy, water=at)
        slots = money.base_slots(state, country, navy, water=at) if self.options.bases else 0
        if navy:
            navy_bases.used(state, country, at, min(slots, count))
        else:
            state.army_base_recruits[country] += min(slots, count)
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
        else:
            {"road": state.roads, "fortification": state.fortifications, "canal": state.canals}[what][t] = 1
        return [InfrastructureChanged(player, t, what, price)]

    def _do_demolish(self, state: EconomyState, action: Demolish, player: int) -> list[Event]:
        t, what = action.territory, action.what
        refund = money.PRICES[what] // 2  # "half the purchase price rounded down"
        state.players[player].money += refund
        if what == "capital":
            state.players[player].capital = NOBODY
        else:
            infrastructure_attacks.remove(state, t, what)
        held_infrastructure.tidy(self.geo, state)  # a holding ends with its fortifications
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
            # Navies in a canal country sink (nobody's canal is open to neutral units).
            state.neutral[t] += state.army[player][t] + (0 if self.geo.land[t] else state.navy[player][t])
            state.army[player][t] = state.navy[player][t] = 0
            state.moved_army[player][t] = state.moved_navy[player][t] = 0
            if state.owner[t] == player:
                state.owner[t] = NOBODY
        events: list[Event] = [PlayerSurrendered(player)]
        self._leave(state, player)
        state.pending.remove(player)
        return events + (self._game_end(state) or self._phase_done(state))

    def _start_round(self, state: EconomyState) -> list[Event]:
        state.turn += 1
        events: list[Event] = [RoundStarted(state.initiative, state.turn)]
        events += self._take_ownership(state)
        for t in range(self.world.size):  # armies in water that is no longer friendly and has no navies
            events += self._sea_check(state, t)
        for player in self._living(state):
            events += self._income(state, player)
        n = self.world.size
        state.held_before_combat = [NOBODY] * n
        for name in ("new_army_bases", "army_base_recruits"):
            setattr(state, name, [0] * n)
        state.new_navy_bases, state.navy_base_recruits = {}, {}
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
        # "just gained control of during this round": last round's captures pay again.
        state.captured_by = [NOBODY] * self.world.size
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
            if before != NOBODY and before in state.players[taker].allies and not state.players[before].out:
                # "You keep ownership of your territories even if allied units enter those
                # territories" (Forfeit gives one away).
                continue
            # Who held it before the combat that took it (the end of combat clears the owner of a
            # country hostile forces are in): "Units in a country that you just gained control of
            # during this round that were previously controlled by a non-allied player are exempt
            # from upkeep."
            previous = before if before != NOBODY else state.held_before_combat[t]
            state.owner[t] = taker
            if previous not in (NOBODY, taker) and self.geo.hostile(state, taker, previous):
                state.captured_by[t] = taker
            for loser, seat in enumerate(state.players):
                if loser != taker and seat.capital == t:
                    taken = seat.money
                    state.players[taker].money += taken
                    state.players[taker].cards.extend(seat.cards)
                    seat.money, seat.cards, seat.capital = 0, [], NOBODY
                    events.append(CapitalTaken(taker, loser, t, taken))
        held_infrastructure.tidy(self.geo, state)  # owned again: control goes with ownership
        return events

    def _income(self, state: EconomyState, player: int) -> list[Event]:
        """The round's income; its upkeep is paid by the player's ``pay-upkeep``."""
        seat = state.players[player]
        gained = money.income(self.geo, self.options, state, player)
        seat.money += gained
        seat.upkeep_due = True
        return [IncomeReceived(player, gained)]
