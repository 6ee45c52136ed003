"""Draw a new territory corner by corner; corners snap to existing vertices and borders."""

from __future__ import annotations

import dataclasses

import shapely
from PySide6.QtCore import QCoreApplication, Qt

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
from engine.board.mark_layout import auto_place
from engine.board.model import Point, Territory


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
                        "finish. Backspace removes the last corner, Esc cancels.")

    def __init__(self, context: EditorContext) -> None:
        super().__init__(context, PreviewPath(PREVIEW_COLOUR, PREVIEW_FILL), HandleShape.SQUARE)

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
        if len(self._points) >= 3 and snap.point == self._points[0]:
            self.finish()
            return True
        self._add(snap.point)
        return True

    def mouse_double_click(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        # The first click of a double-click already placed this corner (if the platform
        # sent it as a press); otherwise place it now.
        snap = self._snapped(event.point)
        if not (len(self._points) >= 3 and snap.point == self._points[0]):
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
        territory = with_marks(territory, board.meta.mark_radius)
        self.document.undo_stack.push(AddTerritory(self.document, territory, neighbours, self.tr("Draw Territory")))
        self._points.clear()
        self._update_preview()
        self.context.selection.set([territory_id])
        self.status.emit(self.tr("Added {name}.").format(name=name))
        return True

    # -- preview ----------------------------------------------------------------------------------
    def _rubber_points(self) -> list[Point]:
        rubber = [self._points[-1], self._cursor]
        if len(self._points) >= 2:
            rubber.append(self._points[0])  # how the polygon would close from here
        return rubber


def with_marks(territory: Territory, radius: float) -> Territory:
    """The territory with its label and sticker slots placed automatically."""
    layout = auto_place(shape_of(territory), radius)
    if layout is None:
        return territory
    return dataclasses.replace(territory, label=layout.label, city_slot=layout.city, scar_slot=layout.scar)
