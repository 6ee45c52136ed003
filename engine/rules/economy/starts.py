"""The four starts of seed 004 ("Setups"), on any map.

* europe — "Each player picks a country in Europe ... That county contains a Capital, 2 Army
  Bases, Fortifications, Roads, 5 Army Units, and 50 MU. The rest of the map is unoccupied
  or has one neutral army unit in each country." (picked at random: "Selection may be
  randomized");
* continent — "Each player starts with a continent either by selection or determined
  randomly" (at random);
* card-distribution — "The risk cards with countries on them are distributed evenly between
  the players";
* draft — countries picked in turns (the rule set's DRAFT phase).

After the continent, card and draft starts every player places a capital, 2 army bases and
20 army units in their countries, and starts with 50 MU: the draft's own words, which the
seed gives for no other start ([decision], docs/rules-economy.md).
"""

from __future__ import annotations

from engine.core.state import NOBODY
from engine.rules.economy.geography import Geography
from engine.rules.economy.options import EconomyOptions
from engine.rules.economy.state import EconomyState

EUROPE_UNITS = 5
EUROPE_BASES = 2
SETUP_BASES = 2


class StartError(ValueError):
    """The chosen start cannot be played on this map with these players; says why."""


def europe_continent(geo: Geography, options: EconomyOptions) -> int:
    continents = geo.world.continents
    if not continents:
        raise StartError("the 'europe' start needs a map with continents")
    wanted = options.europe or "europe"
    for k, continent in enumerate(continents):
        if continent.id == wanted:
            return k
    if options.europe:
        raise StartError(f"the 'europe' start names the continent '{options.europe}', which this map lacks "
                         f"(continents: {', '.join(c.id for c in continents)})")
    return max(range(len(continents)), key=lambda k: len(continents[k].members))


def europe_start(geo: Geography, options: EconomyOptions, state: EconomyState, seats: list[int]) -> None:
    continent = geo.world.continents[europe_continent(geo, options)]
    countries = [t for t in continent.members if geo.land[t]]
    if options.exclude_iceland:  # "Iceland may be excluded from the choices."
        countries = [t for t in countries if geo.world.ids[t] != "iceland"]
    if len(countries) < len(seats):
        raise StartError(f"the 'europe' start needs a country of {continent.name} for each of the "
                         f"{len(seats)} players, and it has {len(countries)}")
    state.shuffle(countries)
    for player, country in zip(seats, countries, strict=False):
        state.owner[country] = player
        seat = state.players[player]
        seat.capital = country
        seat.money = options.starting_money
        state.army_bases[country] = EUROPE_BASES
        state.fortifications[country] = 1
        state.roads[country] = 1
        state.army[player][country] = EUROPE_UNITS


def continent_start(geo: Geography, state: EconomyState, seats: list[int]) -> None:
    continents = [c for c in geo.world.continents if any(geo.land[t] for t in c.members)]
    if len(continents) < len(seats):
        raise StartError(f"the 'continent' start needs a continent for each of the {len(seats)} players, "
                         f"and this map has {len(continents)}")
    state.shuffle(continents)
    for player, continent in zip(seats, continents, strict=False):
        for t in continent.members:
            if geo.land[t]:
                state.owner[t] = player


def card_start(geo: Geography, state: EconomyState, seats: list[int]) -> None:
    """Deal the country cards evenly; the remainder stays unoccupied."""
    cards = list(geo.world.card_territories)
    state.shuffle(cards)
    each = len(cards) // len(seats)
    for n, player in enumerate(seats):
        for t in cards[n * each:(n + 1) * each]:
            state.owner[t] = player


def fixed_start(geo: Geography, options: EconomyOptions, state: EconomyState, seats: int) -> None:
    """A scenario's own board ('fixed'): each player's army units where the fixed placement
    puts them — countries are their player's, and so is a water with a player's units (it
    is "friendly water" to them, so their armies there need no navies). Everyone starts with
    the option's MU; the scenario's economy section adds the rest (capitals, bases, navies...)."""
    world = geo.world
    for tid, entry in options.fixed_placement.items():
        territory = world.index.get(tid)
        if territory is None:
            raise StartError(f"the fixed start places units on '{tid}', which is not a territory of this map")
        if len(entry) != 2:
            raise StartError(f"the fixed start gives '{tid}' {entry}: expected [player number, army units]")
        player, units = entry
        if not 0 <= player < seats:
            raise StartError(f"the fixed start gives {world.names[territory]} to player number {player}, but the "
                             f"players are numbered 0 to {seats - 1}")
        if units < 0 or (units == 0 and geo.land[territory]):
            raise StartError(f"the fixed start leaves {world.names[territory]} with {units} army units: at least 1")
        state.owner[territory] = player
        state.army[player][territory] = units
    for seat in state.players:
        seat.money = options.starting_money


def neutral_fill(geo: Geography, state: EconomyState) -> None:
    """One neutral army unit in every country nobody starts in."""
    for t in range(geo.size):
        if geo.land[t] and state.owner[t] == NOBODY:
            state.neutral[t] = 1


def begin_placement(options: EconomyOptions, state: EconomyState, seats: list[int]) -> list[int]:
    """Everyone with a country places a capital, 2 bases and the units; returns who places."""
    placing = []
    for player in seats:
        seat = state.players[player]
        seat.money = options.starting_money
        if player in state.owner:
            seat.capital_to_place = True
            seat.bases_to_place = SETUP_BASES
            seat.units_to_place = options.draft_units
            placing.append(player)
    return placing
