"""Withdrawing from defenders in fortifications (seed 004, "Fortifications").

"When a player withdraws from an attack action with hostile units that are defenders in
fortifications then that player can only move back to the country they came from last."

The withdrawal is restricted whenever a hostile side in the battle has defenders in
fortifications there (``sieges.fortified_defender``), whether or not the withdrawing units
have used their movement. "The country they came from last" is where the player's units
there came from this round (``state.origins``) or, for units that arrived in an earlier
round and stayed (besiegers do), where they came from then: ``state.came_from`` keeps the
origins of the last round units arrived, for as long as the player has units there.
**[decision]** Units with no such record (recruited or placed there at the start) may
withdraw to any bordering country, as the seed's rule has no country to send them back to.

"When a player withdraws from a territory with a unit that was a defender in fortifications,
that unit keeps its defender status and fortifications bonus as it withdraws": each
interception is rolled while the withdrawing unit is still in the territory
(``withdrawals.intercept_one``), which gives a defender in fortifications the defender's +1,
the fortifications' +1 and the defender's automatic win on a 6 (``combat.defence_bonus``),
also in the rounds after the country was lost while its defenders hold its infrastructure
(engine/rules/economy/held_infrastructure.py). Out of fortifications withdrawing units have no
defender status.
"""

from __future__ import annotations

from engine.rules.economy import sieges
from engine.rules.economy.geography import Geography
from engine.rules.economy.state import EconomyState


def restricted(geo: Geography, state: EconomyState, player: int, territory: int) -> bool:
    """Whether the player faces hostile defenders in fortifications there."""
    return any(geo.hostile(state, player, side) and sieges.fortified_defender(geo, state, side, territory)
               for side in geo.present(state, territory))


def came_from_last(state: EconomyState, player: int, territory: int) -> list[int]:
    """Where the player's units there came from last: this round, or the last round they
    arrived (empty: no record)."""
    key = f"{player}:{territory}"
    return sorted(state.origins.get(key) or state.came_from.get(key, []))


def remember(state: EconomyState) -> None:
    """At the end of combat: this round's arrivals replace the older record, and records of
    places the player has left are dropped."""
    record = dict(state.came_from)
    record.update({key: sorted(origins) for key, origins in state.origins.items() if origins})
    kept = {}
    for key, origins in sorted(record.items()):
        player, t = (int(part) for part in key.split(":"))
        if state.army[player][t] or state.navy[player][t]:
            kept[key] = origins
    state.came_from = kept
