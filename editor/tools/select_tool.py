"""Select territories (click, Shift+click, rubber band), move them by dragging, delete them;
rotate and scale them with the handles round the selection (editor/tools/transform_handles.py).

The pointer says what a drag does where it is: the handles' own pointers, the move arrows over
the selection (or over a background picture that is not locked), a cross where a drag
selects an area."""

from __future__ import annotations

import math
from collections.abc import Iterable

import numpy as np
import shapely
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QCursor, QKeyEvent

from editor.commands.territory_commands import MoveTerritories, RemoveTerritories
from editor.document.map_document import MapDocument
from editor.scene.background_drag import movable_background
from editor.tools.base import EditorContext, Tool, ToolEvent
from editor.tools.overlays import OverlaySet, RubberBand
from editor.tools.transform_handles import HandleDrag, TransformHandles
from engine.board.board import Board
from engine.board.editing import rounded
from engine.board.model import Point
from engine.board.transform import checked_changes, moved_territories

# A press that moves less than this many screen pixels is a click, not a drag.
DRAG_PIXELS = 3.0


def moved_enough(context: EditorContext, start: QPointF, now: QPointF) -> bool:
    scale = context.view.transform().m11() or 1.0
    return math.hypot(now.x() - start.x(), now.y() - start.y()) * scale >= DRAG_PIXELS


def existing_ids(board: Board, ids: Iterable[str]) -> list[str]:
    """The ids still on the board (a selection may name territories an undo removed)."""
    return [i for i in ids if board.has_territory(i)]


class TerritoryMover:
    """Moves whole territories during one mouse drag, as one undo step.

    Every move event moves the territories as they were when the drag began by the whole
    distance so far, so rounding never accumulates. The offset is rounded to the map's
    precision, so corners on it stay on it (no 401.3333333333333 in the file).

    With ``grid`` (Snap to Grid's step) the selection's corner nearest where the drag began
    lands on a grid point: the corner the user grabbed, a real corner that can meet a
    neighbour's on the grid, where the bounding box's corner is often empty sea. A map drawn
    on the grid keeps every corner on it. :meth:`finish` joins the territories where they
    landed to their new neighbours (engine/board/joining.py).
    """

    def __init__(self, document: MapDocument, ids: Iterable[str], start: Point, text: str,
                 grid: float | None = None) -> None:
        board = document.board
        self.document = document
        self.indexes = document.territory_indexes(existing_ids(board, ids))
        self.before = board.copy()  # the map as it was: every move starts here
        self.tree = board.spatial_index()  # built before the drag reshapes anything
        self.start = start
        self.text = text
        self.grid = grid if grid and grid > 0 else None
        self.anchor = nearest_corner([board.territories[i] for i in self.indexes], start) if self.grid else None
        self.drag = object()
        self.moved = False
        self.changes: dict[int, object] = {}

    def offset(self, point: Point) -> Point:
        """How far the selection moves with the pointer at ``point`` (before the precision)."""
        dx, dy = point[0] - self.start[0], point[1] - self.start[1]
        if self.anchor is None:
            return dx, dy
        x, y = rounded((self.anchor[0] + dx, self.anchor[1] + dy), self.grid)
        return x - self.anchor[0], y - self.anchor[1]

    def move_to(self, point: Point) -> None:
        dx, dy = self.offset(point)
        if not self.indexes or (dx == 0 and dy == 0 and not self.moved):
            return
        self.changes = moved_territories(self.before.territories, self.indexes, dx, dy,
                                         self.before.meta.precision)
        self.document.undo_stack.push(MoveTerritories(self.document, self.changes, self.text, drag=self.drag))
        self.moved = True

    def finish(self) -> None:
        """The drop: the moved territories share corners with the borders they landed on."""
        if not self.moved or not self.changes:
            return
        joined = checked_changes(self.before, self.indexes, self.changes, self.tree).changes
        if joined != self.changes:
            self.document.undo_stack.push(MoveTerritories(self.document, joined, self.text, drag=self.drag))


def nearest_corner(territories, point: Point) -> Point | None:
    """The corner of ``territories`` nearest ``point``."""
    rings = [ring.xy for territory in territories for ring in territory.rings() if len(ring)]
    if not rings:
        return None
    xy = np.concatenate(rings)
    index = int(np.argmin(np.hypot(xy[:, 0] - point[0], xy[:, 1] - point[1])))
    return (float(xy[index, 0]), float(xy[index, 1]))


class SelectTool(Tool):
    name = "select"
    shortcut = "V"

    @classmethod
    def title(cls) -> str:
        return QCoreApplication.translate("SelectTool", "Select")

    @classmethod
    def tip(cls) -> str:
        return QCoreApplication.translate(
            "SelectTool", "Click a territory to select it, Shift+click to add or remove, drag on empty "
                          "map to select an area, drag a selected territory to move it, Delete to remove it; "
                          "drag a corner handle to scale (Shift keeps the aspect), the round handle "
                          "to rotate (Shift: 15° steps).")

    def __init__(self, context: EditorContext) -> None:
        super().__init__(context)
        self._overlays = OverlaySet(context)
        self._press: QPointF | None = None
        self._pressed_id: str | None = None
        self._shift = False
        self._band: RubberBand | None = None
        self._mover: TerritoryMover | None = None
        self.handles = TransformHandles(context)
        self._handle_drag: HandleDrag | None = None
        self._refusal = ""  # the rotate/scale refusal the status bar shows

    def activate(self) -> None:
        super().activate()
        self.handles.show()
        self.status.emit(self.tip())

    def deactivate(self) -> None:
        super().deactivate()
        self.handles.hide()

    def cancel(self) -> None:
        self._handle_drag = None
        self._refusal = ""
        self._press = None
        self._pressed_id = None
        self._mover = None
        self._band = None
        self._overlays.clear()

    # -- mouse ---------------------------------------------------------------------------------
    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        self.cancel()
        self._handle_drag = self.handles.begin(event.point)
        if self._handle_drag is not None:
            return True
        self._press = QPointF(event.position)
        self._shift = event.shift
        self._pressed_id = self.context.scene.territory_at(event.position)
        selection = self.context.selection
        if self._pressed_id is None:
            return True
        if self._shift:
            selection.toggle(self._pressed_id)
        elif self._pressed_id not in selection.ids:
            selection.set([self._pressed_id])
        return True

    def mouse_move(self, event: ToolEvent) -> bool:
        if self._handle_drag is not None:
            if event.buttons & Qt.MouseButton.LeftButton:
                self._drag_handle(event)
            return True
        if self._press is None or not event.buttons & Qt.MouseButton.LeftButton:
            self._show_cursor(event.position)
            return False
        if self._mover is None and self._band is None:
            if not moved_enough(self.context, self._press, event.position):
                return True
            self._start_drag()
        if self._mover is not None:
            self._mover.move_to(event.point)
        elif self._band is not None:
            self._band.set_corners(self._press, event.position)
        return True

    def mouse_release(self, event: ToolEvent) -> bool:
        if self._handle_drag is not None and event.button == Qt.MouseButton.LeftButton:
            self._drag_handle(event)
            if self._refusal:  # the last good step stayed: the refusal is over
                self.status.emit(self.tip())
            self.cancel()  # the drag's commands have merged into one undo step
            return True
        if self._press is None or event.button != Qt.MouseButton.LeftButton:
            return False
        selection = self.context.selection
        if self._band is not None:
            ids = self._ids_in(self._band.rect())
            selection.set((*selection.ids, *ids) if self._shift else ids)
        elif self._mover is not None:
            self._mover.finish()
        elif not self._shift:
            # A plain click: on a territory it selects just that one, elsewhere nothing.
            selection.set([self._pressed_id] if self._pressed_id else [])
        self.cancel()
        return True

    def _drag_handle(self, event: ToolEvent) -> None:
        """One step of a rotate/scale drag; a refused step stays off the map and the status
        bar says why until a step is taken again."""
        refusal = self._handle_drag.move_to(event.point, event.shift, self.context.snap_to_grid)
        if refusal != self._refusal:
            self._refusal = refusal
            self.status.emit(refusal or self.tip())

    def _show_cursor(self, position: QPointF) -> None:
        """The pointer says what a drag from here does (see the module docstring)."""
        if getattr(self.context.view, "pans_on_drag", False):
            return  # Space is held: the view shows its hand, a drag pans
        cursor = self.cursor_at(position)
        viewport = self.context.view.viewport()
        if viewport.cursor().shape() != cursor.shape() or cursor.shape() == Qt.CursorShape.BitmapCursor:
            viewport.setCursor(cursor)

    def cursor_at(self, position: QPointF) -> QCursor:
        handle = self.handles.cursor_at((position.x(), position.y()))
        if handle is not None:
            return handle
        territory = self.context.scene.territory_at(position)
        if territory is not None:
            # A drag moves the selection; on another territory a click selects it.
            moves = territory in self.context.selection.ids
            return QCursor(Qt.CursorShape.SizeAllCursor if moves else self.cursor)
        if movable_background(self.context, position) is not None:
            return QCursor(Qt.CursorShape.SizeAllCursor)  # a drag moves the background picture
        return QCursor(Qt.CursorShape.CrossCursor)  # a drag selects the territories in a rectangle

    def _start_drag(self) -> None:
        ids = self.context.selection.ids
        if self._pressed_id is not None and self._pressed_id in ids and not self._shift:
            text = self.tr("Move Territories") if len(ids) > 1 else self.tr("Move Territory")
            grid = self.document.board.meta.grid if self.context.snap_to_grid else None
            self._mover = TerritoryMover(self.document, ids, (self._press.x(), self._press.y()), text, grid)
        elif self._pressed_id is None or self._shift:
            self._band = RubberBand()
            self._band.set_corners(self._press, self._press)
            self._overlays.add(self._band)
        else:  # a Shift+click just deselected it: nothing to drag
            self._press = None

    def _ids_in(self, rect) -> list[str]:
        board = self.document.board
        if not board.territories:
            return []
        box = shapely.box(rect.left(), rect.top(), rect.right(), rect.bottom())
        hits = board.spatial_index().query(box, predicate="intersects")
        return [board.territories[int(i)].id for i in sorted(hits)]

    # -- keys --------------------------------------------------------------------------------------
    def key_press(self, event: QKeyEvent) -> bool:
        key = event.key()
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.delete_selection()
            return True
        if key == Qt.Key.Key_Escape:
            if self._handle_drag is not None:  # a rotate/scale drag: put everything back
                self._handle_drag.cancel()
                self.cancel()
                return True
            if self._press is None:
                self.context.selection.clear()
            self.cancel()
            return True
        return False

    def delete_selection(self) -> None:
        board = self.document.board
        ids = existing_ids(board, self.context.selection.ids)
        if not ids:
            self.status.emit(self.tr("Nothing is selected."))
            return
        text = self.tr("Delete Territories") if len(ids) > 1 else self.tr("Delete Territory")
        self.document.undo_stack.push(RemoveTerritories(self.document, self.document.territory_indexes(ids), text))
        self.context.selection.clear()
