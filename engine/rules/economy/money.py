"""MU in and out: income, upkeep, and the prices of units and infrastructure (seed 004)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.state import NOBODY
from engine.rules.economy import navy_bases, sieges
from engine.rules.economy.geography import Geography
from engine.rules.economy.options import EconomyOptions
from engine.rules.economy.state import EconomyState

UNIT_PRICE = 5  # "recruit a single unit ... at a cost of 5 MU"
UNIT_PRICE_WITHOUT_BASE = 10  # "... costs twice as much, 10 MU per unit recruited"
PRICES = {  # "A base costs 20 MU", "Roads ... 5 MU", "Fortifications ... 10 MU", "Canals ... 10 MU",
    "army-base": 20,  # "Rebuilding a capital at a new location costs 30 MU"
    "navy-base": 20,
    "road": 5,
    "fortification": 10,
    "canal": 10,
    "capital": 30,
}
INFRASTRUCTURE = tuple(PRICES)
FREE_UNITS = 5  # "If you have more than 5 units in a country ... pay 1 MU for each unit over 5"
CAPITAL_ALLOWANCE = 5  # "Upkeep costs are reduced by 5 for units in the territory containing your capital"
INFLUENCE_SET = 3  # "turn in three influence cards to gain 50 MU"
INFLUENCE_VALUE = 50


def income(geo: Geography, options: EconomyOptions, state: EconomyState, player: int) -> int:
    """+1 per land territory owned, +1 per road owned, and the continents' (and, as an
    option, regions') MU for holding every territory of one."""
    owner = state.owner
    total = 0
    for t in range(geo.size):
        if owner[t] == player and geo.land[t]:
            total += 1 + state.roads[t]
    if options.continent_bonuses:
        for continent in geo.world.continents:
            if continent.economy_bonus and continent.members and all(owner[t] == player for t in continent.members):
                total += continent.economy_bonus
    if options.region_bonuses:
        for bonus, members in geo.regions:
            if all(owner[t] == player for t in members):
                total += bonus
    return total


def upkeep_due(geo: Geography, options: EconomyOptions, state: EconomyState,
               player: int) -> dict[int, tuple[int, bool]]:
    """Per territory the player owns, or is in while it is contested, with units over the
    allowance: (units over it, whether upkeep can be paid there).

    "A player can only pay upkeep on unit collections that have a link to that player's
    capital through only friendly territory. Units in contested territory are considered
    linked to adjacent territories": contested land the player is in owes upkeep too, payable
    when linked. "While units are under siege they are not considered linked to adjacent
    countries. This means that if you are using capitals then upkeep cannot be paid for units
    under siege, and if your capital is under siege none of your countries are connected to
    it." Territories just gained from a non-allied player are exempt ("Units in a country that
    you just gained control of during this round that were previously controlled by a
    non-allied player are exempt from upkeep")."""
    capital = state.players[player].capital
    besieged_capital = capital != NOBODY and sieges.under_siege(state, player, capital)
    linked = set() if besieged_capital else geo.linked_to_capital(state, player)
    due = {}
    for t in range(geo.size):
        owned = state.owner[t] == player
        if not owned and not (geo.contested(state, t) and (state.army[player][t] or state.navy[player][t])):
            continue
        if state.captured_by[t] == player:
            continue
        units = state.army[player][t] + (state.navy[player][t] if options.navy_upkeep else 0)
        allowance = FREE_UNITS + (CAPITAL_ALLOWANCE if t == capital else 0)
        if units > allowance:
            due[t] = (units - allowance, t in linked and not sieges.under_siege(state, player, t))
    return due


def base_slots(state: EconomyState, territory: int, navy: bool, water: int = -1) -> int:
    """Recruits a country's bases can still make this round at the normal price ("Units
    cannot be recruited to bases the same turn the bases are built"); navy bases count on
    the border with ``water`` only (engine/rules/economy/navy_bases.py): a navy's price
    cannot be told without the water it goes into."""
    if navy:
        if water < 0:
            raise ValueError("a navy's price depends on the water it is recruited into")
        return navy_bases.slots(state, territory, water)
    bases, new, used = state.army_bases, state.new_army_bases, state.army_base_recruits
    return max(0, bases[territory] - new[territory] - used[territory])


def recruit_cost(options: EconomyOptions, state: EconomyState, territory: int, count: int, navy: bool,
                 water: int = -1) -> int:
    """What ``count`` units cost in the territory (navies: put into ``water``, whose navy
    bases alone make them at the normal price)."""
    if not options.bases:
        return UNIT_PRICE * count
    cheap = min(count, base_slots(state, territory, navy, water))
    return UNIT_PRICE * cheap + UNIT_PRICE_WITHOUT_BASE * (count - cheap)


def most_recruits(options: EconomyOptions, state: EconomyState, territory: int, money: int, navy: bool,
                  water: int = -1) -> int:
    """The most units the money buys in the territory (navies: put in ``water``)."""
    if not options.bases:
        return money // UNIT_PRICE
    cheap = min(base_slots(state, territory, navy, water), money // UNIT_PRICE)
    return cheap + (money - cheap * UNIT_PRICE) // UNIT_PRICE_WITHOUT_BASE


# -- previews for the shop (read-only: the get phase itself pays with income and upkeep_due) --------
@dataclass(frozen=True)
class IncomeSources:
    """What ``income`` adds up, source by source: +1 per land territory, +1 per road, and each
    continent's (``("continent", index)``) or region's (``("region", id)``) bonus held."""

    lands: int
    roads: int
    bonuses: tuple[tuple[str, int | str, int], ...]  # (kind, continent index or region id, MU)

    @property
    def total(self) -> int:
        return self.lands + self.roads + sum(bonus for _kind, _which, bonus in self.bonuses)


def income_sources(geo: Geography, options: EconomyOptions, state: EconomyState, player: int) -> IncomeSources:
    """``income`` itemised (the same sum, by source)."""
    owner = state.owner
    mine = [t for t in range(geo.size) if owner[t] == player and geo.land[t]]
    bonuses: list[tuple[str, int | str, int]] = []
    if options.continent_bonuses:
        for index, continent in enumerate(geo.world.continents):
            if continent.economy_bonus and continent.members and all(owner[t] == player for t in continent.members):
                bonuses.append(("continent", index, continent.economy_bonus))
    if options.region_bonuses:
        world = geo.world
        for region in world.board.regions:
            members = [world.index[t.id] for t in world.board.territories if region.id in t.regions]
            if members and region.economy_bonus and all(owner[t] == player for t in members):
                bonuses.append(("region", region.id, region.economy_bonus))
    return IncomeSources(len(mine), sum(state.roads[t] for t in mine), tuple(bonuses))


@dataclass(frozen=True)
class UpkeepLine:
    """One country's upkeep as the get phase would take it: the units over the allowance,
    whether they are linked to the capital (else nothing can be paid), what is paid and how
    many units die for the MU not paid."""

    territory: int
    over: int
    payable: bool
    paid: int
    deaths: int


def upkeep_preview(geo: Geography, options: EconomyOptions, state: EconomyState, player: int,
                   cash: int) -> list[UpkeepLine]:
    """The upkeep of ``player``'s units where they stand, paid from ``cash`` country by country
    in the order the get phase pays it ("pay 1 MU for each unit over 5. You loose one unit for
    each MU not paid")."""
    lines = []
    for t, (over, payable) in sorted(upkeep_due(geo, options, state, player).items()):
        pay = min(over, cash) if payable else 0
        cash -= pay
        lines.append(UpkeepLine(t, over, payable, pay, over - pay))
    return lines
