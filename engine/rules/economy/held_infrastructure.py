"""Infrastructure held by defenders in fortifications (seed 004, "Fortifications").

"A player that has units that are considered defenders in fortifications retains control of
all infrastructure except for roads within that territory."

Control of infrastructure normally goes with ownership ("You also now control all of the
infrastructure in any country you own"). Ownership is still lost at the end of combat where
hostile forces are ("Players loose ownership of any countries that they previously owned but
now contain hostile forces, even if they still have forces there"), but a player who then has
army units there since the planning phase, in a country with fortifications, keeps the
control of its infrastructure: ``state.held`` records "player:territory". They keep it while
they hold out, that is while they still have such defenders there and the fortifications
stand; the record goes once someone gains ownership of the country in the get phase (the
holders themselves, when the besiegers are gone).

What control gives (**[decision]**, the seed naming only ownership for the rest): the
fortifications' bonus for the holder's side, recruiting at the country's bases (base
capacity only, at 5 MU: recruiting without a base needs a country you control), destroying
the held infrastructure in the get phase ("A player may destroy any infrastructure
controlled by that player"), and destroying it in a battle without a 6 (as a defender). The
roads, the land's income, building and the capital's fate stay with ownership.

This module asks only the state (no combat rules), so combat and sieges can ask it.
"""

from __future__ import annotations

from engine.core.state import NOBODY
from engine.rules.economy.geography import NEUTRAL, Geography
from engine.rules.economy.state import EconomyState

ROADS = "road"  # "except for roads": they go with ownership alone


def _mark(player: int, territory: int) -> str:
    return f"{player}:{territory}"


def holds_out(geo: Geography, state: EconomyState, player: int, territory: int) -> bool:
    """Whether the player has army units there since the planning phase (not moved this
    round) in a country with fortifications: defenders in fortifications."""
    return (player != NEUTRAL and geo.land[territory] and bool(state.fortifications[territory])
            and state.army[player][territory] > state.moved_army[player][territory])


def holder(geo: Geography, state: EconomyState, territory: int) -> int:
    """The player holding the infrastructure of a country they no longer own (NOBODY: none)."""
    for mark in state.held:
        player, t = (int(part) for part in mark.split(":"))
        if t == territory and holds_out(geo, state, player, t):
            return player
    return NOBODY


def controller(geo: Geography, state: EconomyState, territory: int, what: str = "") -> int:
    """Who controls the infrastructure ``what`` of the territory: the owner, or else the
    defenders in fortifications who held it ("except for roads")."""
    owner = state.owner[territory]
    if owner != NOBODY or what == ROADS:
        return owner
    return holder(geo, state, territory)


def controls_side(geo: Geography, state: EconomyState, side: int, territory: int, what: str = "") -> bool:
    """Whether ``side`` is the controller of that infrastructure or an ally of it."""
    boss = controller(geo, state, territory, what)
    if boss == NOBODY or side == NEUTRAL:
        return False
    return side == boss or boss in state.players[side].allies


def keep_at_ownership_loss(geo: Geography, state: EconomyState, owner: int, territory: int) -> None:
    """The owner loses the country to hostile forces at the end of combat: with defenders in
    fortifications there, they keep its infrastructure."""
    if holds_out(geo, state, owner, territory) and _mark(owner, territory) not in state.held:
        state.held.append(_mark(owner, territory))


def tidy(geo: Geography, state: EconomyState) -> None:
    """Forget holdings that are over: owned again, or the defenders or fortifications gone."""
    kept = []
    for mark in state.held:
        player, t = (int(part) for part in mark.split(":"))
        if state.owner[t] == NOBODY and holds_out(geo, state, player, t) and mark not in kept:
            kept.append(mark)
    state.held = kept
