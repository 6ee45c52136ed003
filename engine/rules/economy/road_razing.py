"""Destroying roads while withdrawing (seed 004, "Infrastructure").

"Withdrawing army units may roll 1d6 per surviving unit to destroy roads they cross on a roll
of "6." Such units do not gain the benefit of roads destroyed in this way and therefore can
only attempt this if they would have the requisite movement to perform the withdraw without
the roads present."

**[decision]** A withdrawal is one step to a bordering territory, so the roads it crosses are
those of the country being left (the battle's country; water has no roads). "The requisite
movement ... without the roads" is a unit's normal movement: only army units that have not
moved this round may roll (units that moved withdraw on whatever movement brought them,
which may have been the road). Units that leave first are the unmoved ones (``_move`` keeps
moved units counted as staying), so the rollers are the surviving escapees, at most as many as
were unmoved. Rolling stops once the roads are gone: there is one instance per country.
"""

from __future__ import annotations

from engine.rules.economy.geography import Geography
from engine.rules.economy.state import EconomyState

ROAD_BREAKING_ROLL = 6


def razers(geo: Geography, state: EconomyState, player: int, territory: int) -> int:
    """How many of ``player``'s army units in ``territory`` may roll to destroy its roads."""
    if not geo.land[territory] or not state.roads[territory]:
        return 0
    return state.army[player][territory] - state.moved_army[player][territory]


def roll_to_destroy(state: EconomyState, territory: int, rolls: int) -> bool:
    """Up to ``rolls`` 1d6; a 6 destroys the roads of ``territory``. True if destroyed."""
    for _ in range(rolls):
        if state.roll(6) + 1 == ROAD_BREAKING_ROLL:
            state.roads[territory] = 0
            return True
    return False
