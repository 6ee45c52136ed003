"""Draw a new territory corner by corner; corners snap to existing vertices and borders.

Tracing along a border (Edit ▸ Trace Along Borders, T): when two consecutive clicks land on
the same neighbour's boundary (on a corner or snapped onto an edge), the outline follows that
boundary between them and takes every corner the neighbour has there, with the neighbour's
exact coordinates, so the shared border is identical corner for corner. It goes the shorter
way round; holding Shift at the second click takes the other way. The dashed rubber line
shows the traced path before the click. Backspace takes traced corners back one at a time.
"""

from __future__ import annotations

import dataclasses

import shapely
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QToolButton, QWidget

from editor.commands.territory_commands import AddTerritory
from editor.tools.base import EditorContext, ToolEvent
from editor.tools.ids import new_territory
from editor.tools.overlays import (
    PREVIEW_COLOUR,
    PREVIEW_FILL,
    HandleShape,
    PreviewPath,
    snap_point,
)
from editor.tools.point_chain_tool import PointChainTool
from engine.board import editing
from engine.board.editing import Snap
from engine.board.geometry import shape_of
from engine.board.joining import join_reach
from engine.board.mark_layout import auto_place
from engine.board.model import Point, Territory
from engine.board.tracing import trace_on_board


class DrawTool(PointChainTool):
    name = "draw"
    shortcut = "D"
    cursor = Qt.CursorShape.CrossCursor

    @classmethod
    def title(cls) -> str:
        return QCoreApplication.translate("DrawTool", "Draw Territory")

    @classmethod
    def tip(cls) -> str:
        return QCoreApplication.translate(
            "DrawTool", "Click to add corners; click the first corner, double-click or press Enter to "
                        "finish. Backspace removes the last corner, Esc cancels. Two clicks on one neighbour's border "
                        "follow it (T turns tracing on and off; Shift goes the other way round).")

    def __init__(self, context: EditorContext) -> None:
        super().__init__(context, PreviewPath(PREVIEW_COLOUR, PREVIEW_FILL), HandleShape.SQUARE)
        self._hover: tuple[Snap, bool] | None = None  # where the cursor snapped, and Shift then
        self._trace_button: QToolButton | None = None

    # -- options ----------------------------------------------------------------------------------
    def options_widget(self, parent: QWidget | None = None) -> QWidget:
        """The Draw tool's options bar: the Trace Along Borders switch (its action is the
        window's, given by ``show_tracing_action``, so menu, key and button agree)."""
        widget = QWidget(parent)
        widget.setObjectName("drawOptions")
        widget.setAccessibleName(self.tr("Draw Territory options"))
        layout = QHBoxLayout(widget)
        layout.setContentsMargins(4, 0, 4, 0)
        self._trace_button = QToolButton(widget)
        self._trace_button.setObjectName("draw.traceBorders")
        self._trace_button.setAccessibleName(self.tr("Trace along borders"))
        self._trace_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        layout.addWidget(self._trace_button)
        return widget

    def show_tracing_action(self, action: QAction) -> None:
        if self._trace_button is not None:
            self._trace_button.setDefaultAction(action)

    # -- mouse ------------------------------------------------------------------------------------
    def _snapped(self, point: Point) -> Snap:
        """Snap to the map, or to the first corner (which closes the polygon)."""
        if len(self._points) >= 3 and self._near(point, self._points[0]):
            return Snap(self._points[0], "vertex")
        return snap_point(self.context, point)

    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        snap = self._snapped(event.point)
        traced = self._add_traced(self._trace_to(snap, event.shift))
        if len(self._points) >= 3 and snap.point == self._points[0]:
            self.finish()
            return True
        if traced and self._points[-1] != snap.point:
            self._points.append(snap.point)  # exactly on the border, however near the last corner
            self._update_preview()
        else:
            self._add(snap.point)
        return True

    def mouse_move(self, event: ToolEvent) -> bool:
        self._hover = (self._snapped(event.point), event.shift)
        return super().mouse_move(event)

    # -- tracing ----------------------------------------------------------------------------------
    def _trace_to(self, snap: Snap, other_way: bool) -> list[Point]:
        """The neighbour's corners between the last corner placed and ``snap``, when tracing
        is on and both lie on one territory's ring; else none."""
        if not getattr(self.context, "tracing", False) or not self._points or snap.kind == "none":
            return []
        # Snapped points are rounded to the map's precision (editor/tools/overlays.py), so up
        # to the join step's reach off the border they were snapped to.
        board = self.document.board
        trace = trace_on_board(board, self._points[-1], snap.point, tolerance=join_reach(board))
        return [] if trace is None else trace.corners(other_way)

    def _add_traced(self, corners: list[Point]) -> bool:
        """Add traced corners as they are, not through ``_add``: neighbouring corners on a
        detailed coast can be closer on screen than the snap distance and must all be kept."""
        for corner in corners:
            if not self._points or self._points[-1] != corner:
                self._points.append(corner)
        if corners:
            self._update_preview()
        return bool(corners)

    def mouse_double_click(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        # The first click of a double-click already placed this corner (if the platform
        # sent it as a press); otherwise place it now.
        snap = self._snapped(event.point)
        if not (len(self._points) >= 3 and snap.point == self._points[0]):
            if self._add_traced(self._trace_to(snap, event.shift)) and self._points[-1] != snap.point:
                self._points.append(snap.point)
            else:
                self._add(snap.point)
        self.finish()
        return True

    # -- finishing --------------------------------------------------------------------------------
    def finish(self) -> bool:
        """Turn the corners into a territory (one undo step); False if they do not make one."""
        points = list(self._points)
        if len(points) < 3:
            self.status.emit(self.tr("A territory needs at least three corners."))
            return False
        if shapely.MultiPoint(points).convex_hull.area == 0:
            self.status.emit(self.tr("The corners are all on one line: that is not a territory."))
            return False
        if not shapely.Polygon(points).is_valid:
            self.status.emit(self.tr("The outline crosses itself: move or remove a corner."))
            return False
        board = self.document.board
        territory_id, name = new_territory(board)
        try:
            territory, neighbours = editing.territory_from_points(board, territory_id, name, points, continent=None)
        except ValueError:
            self.status.emit(self.tr("These corners do not make a territory."))
            return False
        # Drawn among one continent's territories, it joins that continent (the rule is
        # editing.bordering_continent's); undo takes it back with the territory.
        continent = editing.bordering_continent(board, territory, neighbours)
        territory = dataclasses.replace(with_marks(territory, board.meta.mark_radius), continent=continent)
        self.document.undo_stack.push(AddTerritory(self.document, territory, neighbours, self.tr("Draw Territory")))
        self._points.clear()
        self._update_preview()
        self.context.selection.set([territory_id])
        if continent is None:
            self.status.emit(self.tr("Added {name}.").format(name=name))
        else:
            self.status.emit(self.tr("Added {name} to {continent}.").format(
                name=name, continent=board.continent(continent).name))
        return True

    # -- preview ----------------------------------------------------------------------------------
    def _rubber_points(self) -> list[Point]:
        # Through the corners tracing would pick up, so the path shows before the click.
        traced = self._trace_to(*self._hover) if self._hover is not None else []
        rubber = [self._points[-1], *traced, self._cursor]
        if len(self._points) >= 2:
            rubber.append(self._points[0])  # how the polygon would close from here
        return rubber


def with_marks(territory: Territory, radius: float) -> Territory:
    """The territory with its label and sticker slots placed automatically."""
    layout = auto_place(shape_of(territory), radius)
    if layout is None:
        return territory
    return dataclasses.replace(territory, label=layout.label, city_slot=layout.city, scar_slot=layout.scar)
