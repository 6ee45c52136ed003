"""The economy's navy base and blockade actions (engine/rules/economy/navy_bases.py has the
rules): ``build-navy-base``, ``blockade``, ``end-blockade``.

A mixin of EconomyRules (engine/rules/economy/rules.py). **[decision]** A blockade is declared
in friendly movement (units are where the plans and the combat left them, and the Get Phase,
where bases produce, is over for the round) and ended in the Get Phase, planning or friendly
movement ("The blockading navy unit can end the blockade at any time": in combat ending it
would change nothing, the blockader takes no naval action there anyway).
"""

from __future__ import annotations

from engine.core.actions import Action
from engine.core.errors import IllegalAction, InvalidTerritory
from engine.core.events import Event
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.core.state import NOBODY
from engine.rules.economy import money, navy_bases
from engine.rules.economy.actions import Blockade, BuildNavyBase, EndBlockade, LandWithNavies, Withdraw
from engine.rules.economy.navy_events import BlockadeDeclared, BlockadeEnded, CanalNaviesSunk, NavyBaseBuilt
from engine.rules.economy.state import EconomyState

# The refusals of navy_bases.why_not_blockade.
BLOCKADE_REFUSALS = {
    "not-a-border": QT_TRANSLATE_NOOP("Refusal", "a blockade is of a navy base on the border between a country "
                                      "and the water of your navy unit"),
    "no-base": QT_TRANSLATE_NOOP("Refusal", "{country} has no navy base on {water}"),
    "not-hostile": QT_TRANSLATE_NOOP("Refusal", "only a hostile player's navy base can be blockaded"),
    "blockaded-already": QT_TRANSLATE_NOOP("Refusal", "every navy base of {country} on {water} is blockaded already"),
    "no-free-navy": QT_TRANSLATE_NOOP("Refusal", "you need a navy unit in {water} that is not blockading already"),
}


class NavyActions:
    """Building navy bases on a border, blockading them and ending blockades."""

    # -- navy bases ----------------------------------------------------------------------------
    def _list_navy_bases(self, state: EconomyState, player: int, t: int) -> list[Action]:
        return [BuildNavyBase(t, w) for w in self.geo.coasts[t]
                if self._why_not_build_navy_base(state, player, t, w) is None]

    def _why_not_build_navy_base(self, state: EconomyState, player: int, t: int, water: object) -> IllegalAction | None:
        """"Navy bases must be built on a specific border between a country and a water
        territory ... You do not need to own a water territory ... but you do need to own the
        country" (the country is checked by ``_own_territory``)."""
        if not self.options.bases:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "this game is played without bases"))
        if not self._valid_territory(water) or water not in self.geo.coasts[t]:
            return InvalidTerritory(QT_TRANSLATE_NOOP(
                "Refusal", "a navy base of {territory} is built on the border with one of its waters"),
                territory=self._t(t))
        price = money.PRICES["navy-base"]
        if state.players[player].money < price:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "that costs {price} MU and you have {money}"),
                                 price=price, money=state.players[player].money)
        return None

    def _check_build_navy_base(self, state: EconomyState, action: BuildNavyBase, player: int) -> None:
        self._refuse_before_upkeep(state, player)  # building waits for the upkeep, as recruiting does
        t = self._own_territory(state, player, action.territory)
        refusal = self._why_not_build_navy_base(state, player, t, action.water)
        if refusal is not None:
            raise refusal

    def _do_build_navy_base(self, state: EconomyState, action: BuildNavyBase, player: int) -> list[Event]:
        price = money.PRICES["navy-base"]
        state.players[player].money -= price
        navy_bases.add(state, action.territory, action.water)
        return [NavyBaseBuilt(player, action.territory, action.water, price)]

    # -- blockades -----------------------------------------------------------------------------
    def _list_blockades(self, state: EconomyState, player: int) -> list[Action]:
        if not self.options.bases:
            return []
        return [Blockade(country, water) for country, water in navy_bases.targets(self.geo, state, player)]

    def _list_blockade_ends(self, state: EconomyState, player: int) -> list[Action]:
        return [EndBlockade(country, water) for country, water in navy_bases.mine(state, player)]

    def _check_blockade(self, state: EconomyState, action: Blockade, player: int) -> None:
        if not self.options.bases:  # "If navy bases are being used"
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "this game is played without bases"))
        country, water = action.territory, action.water
        if not self._valid_territory(country) or not self._valid_territory(water):
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "there is no such territory"))
        refusal = navy_bases.why_not_blockade(self.geo, state, player, country, water)
        if refusal is not None:
            raise IllegalAction(BLOCKADE_REFUSALS[refusal], country=self._t(country), water=self._t(water))

    def _do_blockade(self, state: EconomyState, action: Blockade, player: int) -> list[Event]:
        navy_bases.declare(state, player, action.territory, action.water)
        return [BlockadeDeclared(player, action.territory, action.water)]

    def _check_end_blockade(self, state: EconomyState, action: EndBlockade, player: int) -> None:
        if (action.territory, action.water) not in navy_bases.mine(state, player):
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "you have no blockade of that navy base to end"))

    def _do_end_blockade(self, state: EconomyState, action: EndBlockade, player: int) -> list[Event]:
        navy_bases.end(state, player, action.territory, action.water)
        return [BlockadeEnded(player, action.territory, action.water)]

    # -- amphibious landings with the navies engaged --------------------------------------------------
    def _engaged_landings(self, state: EconomyState, player: int) -> list[int]:
        """"The player performing the amphibious landing can choose to engage his navy units in
        the amphibious landing as well": from a water battle onto land, with armies to land
        and a navy there that is not blockading."""
        t = state.battle
        if t == NOBODY or self.geo.land[t] or not state.army[player][t]:
            return []
        if not navy_bases.attacking_navies(self.geo, state, player, t):
            return []
        return [n for n in self._withdrawals(state, player) if self.geo.land[n]]

    def _check_land_with_navies(self, state: EconomyState, action: LandWithNavies, player: int) -> None:
        if action.target not in self._engaged_landings(state, player):
            raise InvalidTerritory(QT_TRANSLATE_NOOP(
                "Refusal", "an amphibious landing with navies engaged goes from a water battle onto a bordering "
                "land your armies can withdraw to, with a navy of yours there that is not blockading"))

    def _do_land_with_navies(self, state: EconomyState, action: LandWithNavies, player: int) -> list[Event]:
        return self._do_withdraw(state, Withdraw(action.target), player, engaged_navies=True)

    def _sink_canal_navies(self, state: EconomyState) -> list[Event]:
        """"If at any point navy units occupy a hostile country with canals then those navy
        units are destroyed": navies on land outside a canal country open to them (its canal
        gone, or its owner not theirs or an ally's — **[decision]** an unowned country too)."""
        events: list[Event] = []
        for t in self.geo.canal_countries:  # navies reach land through canals only
            for p in range(len(state.players)):
                count = state.navy[p][t]
                if count and not self.geo.canal_open(state, p, t):
                    state.navy[p][t] = state.moved_navy[p][t] = 0
                    events.append(CanalNaviesSunk(p, t, count))
        return events

    def _tidy_blockades(self, state: EconomyState) -> list[Event]:
        """End blockades whose unit died or left, whose base is gone or is no longer hostile."""
        return [BlockadeEnded(p, c, w) for p, c, w in navy_bases.tidy(self.geo, state)]
