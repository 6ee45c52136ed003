"""Edit corners: drag them (shared corners move in every territory), insert and delete them."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QCoreApplication, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from editor.commands.corner_commands import SetVertexPosition
from editor.commands.territory_commands import DeleteVertex, InsertVertex, MoveVertex
from editor.editing.nudge import nudge_corner
from editor.tools.base import EditorContext, Tool, ToolEvent
from editor.tools.corner_fields import CornerFields
from editor.tools.overlays import (
    HANDLE_PIXELS,
    VERTEX_HANDLE_FILL,
    HandleLayer,
    HandleShape,
    OverlaySet,
    SnapIndicator,
    free_point,
    nearest_point,
    snap_point,
)
from editor.tools.select_tool import TerritoryMover, existing_ids, moved_enough
from engine.board import editing
from engine.board.board import Board
from engine.board.editing import Snap
from engine.board.geometry import shape_of
from engine.board.model import Point

# How near (screen pixels) the cursor must be to grab a handle.
GRAB_PIXELS = HANDLE_PIXELS / 2 + 3


class VertexDrag:
    """One corner dragged with the mouse: every territory that has it follows, as one undo step.

    The territories with the corner are remembered as they were at the press, and each move
    recomputes them from there (``editing.move_vertex`` on that snapshot). Working from the
    snapshot rather than the live board matters once the corner has snapped onto another
    vertex: on the live board the two would be indistinguishable and move together.
    """

    def __init__(self, board: Board, point: Point) -> None:
        refs = editing.vertices_at(board, point, editing.territories_near(board, point, 0.0))
        self.indexes = sorted({ref.territory for ref in refs})
        self.snapshot = Board(board.meta, (), [board.territories[i] for i in self.indexes])
        self.original = point
        self.current = point
        self.drag = object()
        # Corners next to this one: snapping onto them would leave a zero-length edge.
        self.adjacent: set[Point] = set()
        for ref in refs:
            ring = editing.ring_at(board.territories[ref.territory], ref.part, ref.ring)
            self.adjacent.add(ring[(ref.vertex - 1) % len(ring)])
            self.adjacent.add(ring[(ref.vertex + 1) % len(ring)])

    def changes(self, point: Point) -> dict:
        moved = editing.move_vertex(self.snapshot, self.original, point)
        return {self.indexes[k]: territory for k, territory in moved.items()}


class VertexTool(Tool):
    name = "vertices"
    shortcut = "E"
    # The selected corner changed (its new position, or None): the corner fields follow.
    selectedCornerChanged = Signal(object)  # noqa: N815 (Qt naming)

    @classmethod
    def title(cls) -> str:
        return QCoreApplication.translate("VertexTool", "Edit Vertices")

    @classmethod
    def tip(cls) -> str:
        return QCoreApplication.translate(
            "VertexTool", "Drag a corner to move it, double-click a border to add a corner, Ctrl+click "
                          "or Delete removes one; drag inside a territory to move it.")

    def __init__(self, context: EditorContext) -> None:
        super().__init__(context)
        self._overlays = OverlaySet(context)
        self._handles = HandleLayer(HandleShape.SQUARE, VERTEX_HANDLE_FILL)
        self._snap = SnapIndicator()
        self._hover_id: str | None = None
        self._cursor: Point | None = None
        self._active: Point | None = None  # the corner Delete removes when none is under the cursor
        self._vertex: VertexDrag | None = None
        self._press: QPointF | None = None
        self._press_id: str | None = None
        self._mover: TerritoryMover | None = None
        self._connected = False

    # -- life cycle -------------------------------------------------------------------------------
    def activate(self) -> None:
        super().activate()
        self._overlays.add(self._handles)
        self._overlays.add(self._snap)
        if not self._connected:
            self.document.changed.connect(self._refresh)
            self.context.selection.changed.connect(self._refresh)
            self._connected = True
        self._refresh()
        self.status.emit(self.tip())

    def deactivate(self) -> None:
        self.cancel()
        if self._connected:
            self.document.changed.disconnect(self._refresh)
            self.context.selection.changed.disconnect(self._refresh)
            self._connected = False
        self._hover_id = None
        self._overlays.clear()

    def cancel(self) -> None:
        self._vertex = None
        self._press = None
        self._press_id = None
        self._mover = None
        self._snap.show_snap(None)

    # -- handles ----------------------------------------------------------------------------------
    def shown_ids(self) -> list[str]:
        """Territories whose corners have handles: the selection and the one under the cursor."""
        ids = list(self.context.selection.ids)
        if self._hover_id is not None and self._hover_id not in ids:
            ids.append(self._hover_id)
        return existing_ids(self.document.board, ids)

    def handle_points(self) -> np.ndarray:
        return self._handles.points()

    def _refresh(self, *_args) -> None:
        board = self.document.board
        rings = [ring.xy for tid in self.shown_ids() for ring in board.territory(tid).rings()]
        points = np.unique(np.concatenate(rings), axis=0) if rings else np.zeros((0, 2))
        self._handles.set_points(points)
        self._highlight()

    def _highlight(self) -> None:
        point = self._vertex.current if self._vertex is not None else self._handle_near(self._cursor)
        if point is None and self._shown(self._active):
            point = self._active  # the selected corner: the one arrows and Delete act on
        index = None
        if point is not None:
            index = nearest_point(self._handles.points(), point, 1e-9)
        self._handles.set_active(index)

    def _shown(self, point: Point | None) -> bool:
        return point is not None and nearest_point(self._handles.points(), point, 0.0) is not None

    def _grab_radius(self) -> float:
        return GRAB_PIXELS / (self.context.view.transform().m11() or 1.0)

    def _handle_near(self, point: Point | None) -> Point | None:
        if point is None:
            return None
        points = self._handles.points()
        index = nearest_point(points, point, self._grab_radius())
        return None if index is None else (float(points[index, 0]), float(points[index, 1]))

    # -- mouse ------------------------------------------------------------------------------------
    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        self.cancel()
        self._cursor = event.point
        self._update_hover(event.point)
        handle = self._handle_near(event.point)
        if handle is not None:
            self._set_active(handle)
            if event.modifiers & Qt.KeyboardModifier.ControlModifier:
                self.delete_vertex(handle)
            else:
                self._vertex = VertexDrag(self.document.board, handle)
                self._highlight()
            return True
        self._press_id = self.context.scene.territory_at(event.position)
        if self._press_id is None:
            return False
        self._press = QPointF(event.position)
        return True

    def mouse_move(self, event: ToolEvent) -> bool:
        self._cursor = event.point
        dragging = bool(event.buttons & Qt.MouseButton.LeftButton)
        if self._vertex is not None and dragging:
            self._drag_vertex(event.point)
            return True
        if self._press is not None and dragging:
            if self._mover is None:
                if not moved_enough(self.context, self._press, event.position):
                    return True
                ids = [self._press_id]
                if self._press_id in self.context.selection.ids:
                    ids = list(self.context.selection.ids)
                text = self.tr("Move Territories") if len(ids) > 1 else self.tr("Move Territory")
                grid = self.document.board.meta.grid if self.context.snap_to_grid else None  # as Select's
                self._mover = TerritoryMover(self.document, ids, (self._press.x(), self._press.y()), text, grid)
            self._mover.move_to(event.point)
            return True
        self._update_hover(event.point)
        self._highlight()
        return False

    def mouse_release(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        used = self._vertex is not None or self._press is not None
        if self._vertex is not None:
            self._join_borders_at_drop(self._vertex)
        if self._mover is not None:
            self._mover.finish()  # a moved territory joins the borders it landed on
        self.cancel()
        self._highlight()
        return used

    def mouse_double_click(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        self.cancel()
        board = self.document.board
        found = editing.snap(board, event.point, self._grab_radius())
        if found.kind != "edge":
            return found.kind == "vertex"
        # Rounded although it then lies a hair off the old border: it goes into every
        # territory that has the border, so they stay joined.
        point = editing.rounded(found.point, board.meta.precision)
        if point in found.edge:
            point = found.point
        changes = editing.insert_vertex(board, found.edge, point)
        if changes:
            self.document.undo_stack.push(InsertVertex(self.document, changes, self.tr("Insert Vertex")))
            self._set_active(point)
            self._highlight()
        return True

    def _update_hover(self, point: Point) -> None:
        # Keep the handles of the territory just left while the cursor is on one of them,
        # so that corners on the coast can be grabbed from the sea side.
        if self._handle_near(point) is not None:
            return
        hover = self.context.scene.territory_at(QPointF(*point))
        if hover != self._hover_id:
            self._hover_id = hover
            self._refresh()

    def _drag_vertex(self, point: Point) -> None:
        drag = self._vertex
        snap = self._snap_for_drag(point)
        self._snap.show_snap(snap)
        target = snap.point
        if target == drag.current:
            return
        changes = drag.changes(target)
        if not changes:
            return
        self.document.undo_stack.push(MoveVertex(self.document, changes, self.tr("Move Vertex"), drag=drag.drag))
        drag.current = target
        self._set_active(target)
        self._highlight()
        # Only the few territories that have the corner can have gone invalid: cheap per move.
        crossing = [t for t in changes.values() if not shape_of(t).is_valid]
        self._handles.set_warning(bool(crossing))
        if crossing:
            self.status.emit(self.tr("This corner makes {name}'s border cross itself").format(
                name=crossing[0].name))
        elif getattr(drag, "warned", False):
            self.status.emit(self.tip())
        drag.warned = bool(crossing)

    def _join_borders_at_drop(self, drag: VertexDrag) -> None:
        """The join step, in the same undo step as the drag (the command merges into it): a
        corner dropped onto a neighbour's border goes into that border too, and a neighbour's
        corner its edges now run past goes into them, so no T-junction is left."""
        if drag.current == drag.original:
            return
        changes = editing.join_after_drag(self.document.board, drag.indexes)
        if changes:
            self.document.undo_stack.push(MoveVertex(self.document, changes, self.tr("Move Vertex"), drag=drag.drag))

    def _snap_for_drag(self, point: Point) -> Snap:
        drag = self._vertex
        snap = snap_point(self.context, point, exclude=[drag.current, *drag.adjacent], skip_edges_at=[drag.current])
        # The dragged corner's own edges always lie under the cursor: snapping to them
        # would pin the corner to its own borders.
        if snap.kind == "edge" and drag.current in snap.edge:
            return free_point(self.context, point)
        return snap

    # -- keys -------------------------------------------------------------------------------------
    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            point = self._handle_near(self._cursor)
            if point is None and self._shown(self._active):
                point = self._active  # the corner last dragged or inserted
            if point is None:
                self.status.emit(self.tr("Point at a corner to delete it."))
            else:
                self.delete_vertex(point)
            return True
        return super().key_press(event)

    # -- the selected corner -----------------------------------------------------------------------
    def _set_active(self, point: Point | None) -> None:
        if point != self._active:
            self._active = point
            self.selectedCornerChanged.emit(point)

    def selected_corner(self) -> Point | None:
        """The corner last clicked, dragged, inserted or nudged, while the map has it."""
        if self._active is None:
            return None
        board = self.document.board
        # Asked after every move of a drag: look only where the spatial index says (the
        # snapping of that move has built it already), not through every territory.
        if not editing.vertices_at(board, self._active, editing.territories_near(board, self._active, 0.0)):
            return None
        return self._active

    def move_corner_to(self, point: Point) -> bool:
        """Put the selected corner at ``point`` (typed coordinates, not rounded) in every
        territory that has it, joined to the neighbours' borders it lands on, as one undo
        step; False if no corner is selected."""
        corner = self.selected_corner()
        target = (float(point[0]), float(point[1]))
        if corner is None or target == corner:
            return False
        changes = editing.move_corner(self.document.board, corner, target)
        self.document.undo_stack.push(SetVertexPosition(self.document, changes, self.tr("Set Vertex Position")))
        self._set_active(target)
        self._highlight()
        return True

    def options_widget(self, parent: QWidget | None = None) -> QWidget:
        return CornerFields(self, parent)

    def nudge(self, dx: float, dy: float) -> bool:
        """Arrow keys move the selected corner (the one last clicked, dragged or inserted) in
        every territory that has it; with no corner selected, the selected territories."""
        if not self._shown(self._active):
            return super().nudge(dx, dy)
        moved = nudge_corner(self.document, self._active, dx, dy)
        if moved is None:
            return super().nudge(dx, dy)
        self._set_active(moved)
        self._highlight()
        return True

    def delete_vertex(self, point: Point) -> bool:
        board = self.document.board
        if not editing.vertices_at(board, point):
            return False
        try:
            changes = editing.delete_vertex(board, point)
        except ValueError:
            self.status.emit(self.tr("A territory needs at least three corners: this one cannot go."))
            return False
        self.document.undo_stack.push(DeleteVertex(self.document, changes, self.tr("Delete Vertex")))
        if self._active == point:
            self._set_active(None)
        return True
