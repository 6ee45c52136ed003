"""Arrow-key nudges: move the selected territories, or one corner, by a small step.

A press moves by :data:`NUDGE_STEP` map units (Shift: :data:`BIG_NUDGE` times that). Each press
is one command (editor/commands/nudge_commands.py); presses in a row merge into one undo step.
A corner moves in every territory that has it, as when it is dragged, so neighbours stay joined;
and every press ends with the join step (engine/board/joining.py) in the same command: a corner
or territory nudged onto a neighbour's border goes into it, and the neighbour's corners its
edges now run past go into them, so no T-junction is left and undo takes the insertions back.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from editor.commands.nudge_commands import Nudge, continued_nudge
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
    key = ("territories", frozenset(ids))
    earlier = continued_nudge(document.undo_stack, key)
    offset = (dx, dy) if earlier is None else (earlier.offset[0] + dx, earlier.offset[1] + dy)
    changes = editing.move_territories(board, document.territory_indexes(ids), *offset,
                                       before=None if earlier is None else earlier.old)
    text = (QCoreApplication.translate("Nudge", "Nudge Territories") if len(ids) > 1
            else QCoreApplication.translate("Nudge", "Nudge Territory"))
    document.undo_stack.push(Nudge(document, changes, text, key, key, offset=offset))
    return True


def nudge_corner(document: MapDocument, point: Point, dx: float, dy: float) -> Point | None:
    """Move the corner at ``point`` by (dx, dy) in every territory that has it (rounded to the
    map's precision); its new position, or None if no territory has a corner there."""
    target = ("corner", tuple(point))
    earlier = continued_nudge(document.undo_stack, target)
    start = None if earlier is None else earlier.start[1]
    nudged = editing.nudge_corner(document.board, point, dx, dy, start=start,
                                  before=None if earlier is None else earlier.old)
    if nudged is None:
        return None
    new_point, changes = nudged
    text = QCoreApplication.translate("Nudge", "Nudge Vertex")
    document.undo_stack.push(Nudge(document, changes, text, target, ("corner", new_point),
                                   start=None if earlier is None else earlier.start))
    return new_point
