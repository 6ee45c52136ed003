"""Arrow-key nudges: move the selected territories, or one corner, by a small step.

A press moves by :data:`NUDGE_STEP` map units (Shift: :data:`BIG_NUDGE` times that). Each press
is one command (editor/commands/nudge_commands.py); presses in a row merge into one undo step.
A corner moves in every territory that has it, as when it is dragged, so neighbours stay joined.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from editor.commands.nudge_commands import Nudge
from editor.document.map_document import MapDocument
from engine.board import editing
from engine.board.model import Point

NUDGE_STEP = 1.0  # map units per arrow-key press
BIG_NUDGE = 10  # Shift+arrow moves this many steps


def nudge_step(context, big: bool = False) -> float:
    """The distance one press moves, in map units: the grid's size when the grid is shown
    (``context.grid_step()``, where the context has a grid), else :data:`NUDGE_STEP`."""
    grid_step = getattr(context, "grid_step", None)
    step = (grid_step() if callable(grid_step) else None) or NUDGE_STEP
    return step * (BIG_NUDGE if big else 1)


def nudge_territories(document: MapDocument, ids: Iterable[str], dx: float, dy: float) -> bool:
    """Move whole territories (marks too) by (dx, dy); False if none of them exists."""
    board = document.board
    ids = [i for i in dict.fromkeys(ids) if board.has_territory(i)]
    if not ids or (dx == 0 and dy == 0):
        return False
    changes = editing.translate_territories(board, document.territory_indexes(ids), dx, dy)
    text = (QCoreApplication.translate("Nudge", "Nudge Territories") if len(ids) > 1
            else QCoreApplication.translate("Nudge", "Nudge Territory"))
    key = ("territories", frozenset(ids))
    document.undo_stack.push(Nudge(document, changes, text, key, key))
    return True


def nudge_corner(document: MapDocument, point: Point, dx: float, dy: float) -> Point | None:
    """Move the corner at ``point`` by (dx, dy) in every territory that has it (rounded to the
    map's precision); its new position, or None if no territory has a corner there."""
    board = document.board
    moved = (point[0] + dx, point[1] + dy)
    # On the map's precision, like every new corner, unless that would undo the step (a
    # precision coarser than the step).
    new_point = editing.rounded(moved, board.meta.precision)
    if new_point == tuple(point):
        new_point = moved
    changes = editing.move_vertex(board, point, new_point)
    if not changes:
        return None
    text = QCoreApplication.translate("Nudge", "Nudge Vertex")
    document.undo_stack.push(Nudge(document, changes, text, ("corner", point), ("corner", new_point)))
    return new_point
