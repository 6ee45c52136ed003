"""Scars that act at the end of a turn: "Some Scars on the board trigger at the end of your
turn. The powers on these Scars happen after any maneuvers, but before collecting a Resource
or Mission card." (rulebook, END OF TURN).

A scar type says so with ``turn-end-troops`` in its effect (engine/campaign/pieces.py): the
troops it adds to its territory at the end of the turn of the player who controls it, or,
negative, removes. LegacyRules.turn_end_scars applies it; this module holds the arithmetic.
"""

from __future__ import annotations

from collections.abc import Mapping

TURN_END_TROOPS = "turn-end-troops"


def turn_end_troops(effect: Mapping[str, object] | None) -> int:
    """The troops a scar's effect adds at the end of a turn (negative: removes); 0 if it says
    nothing, or says it wrongly (validation reports that as ``unknown-effect``, a warning, so
    a game can still be played on such a world: the scar then does nothing at the end of a
    turn rather than stop the game)."""
    value = (effect or {}).get(TURN_END_TROOPS, 0)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def troop_change(wanted: int, troops: int) -> int:
    """The change a territory holding ``troops`` takes: all of a gain; of a loss, as much as
    leaves one troop — a scar never empties a territory, so it never changes hands or leaves
    an HQ unheld at the end of a turn."""
    if wanted >= 0:
        return wanted
    return max(wanted, min(0, 1 - troops))
