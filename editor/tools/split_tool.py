"""Split a territory in two along a line drawn across it."""

from __future__ import annotations

import dataclasses

import shapely
from PySide6.QtCore import QCoreApplication, Qt

from editor.commands.territory_commands import SplitTerritory
from editor.tools.base import EditorContext, ToolEvent
from editor.tools.draw_tool import with_marks
from editor.tools.ids import new_territory
from editor.tools.overlays import (
    PREVIEW_COLOUR,
    HandleShape,
    PreviewPath,
    snap_point,
)
from editor.tools.point_chain_tool import PointChainTool
from engine.board import editing
from engine.board.board import Board
from engine.board.editing import Snap, SplitResult
from engine.board.geometry import shape_of, shared_border
from engine.board.model import Connection, ConnectionKind, Point


def split_connections(board: Board, index: int, result: SplitResult) -> list[Connection]:
    """The connections a split adds: one across the cut, and a copy of each border connection
    of the original whose other end now borders the new half. Sea-lines stay with the first half."""
    original = board.territories[index].id
    first, second = result.first, result.second
    second_shape = shape_of(second)
    added = []
    if shared_border(shape_of(first), second_shape) is not None:
        added.append(Connection(first.id, second.id, ConnectionKind.BORDER))
    for connection in board.connections:
        if connection.kind is not ConnectionKind.BORDER or original not in (connection.a, connection.b):
            continue
        other = connection.other(original)
        if other == original or not board.has_territory(other):
            continue
        other_index = board.territory_index(other)
        other_territory = result.neighbours.get(other_index, board.territories[other_index])
        if shared_border(second_shape, shape_of(other_territory)) is None:
            continue
        a, b = (second.id, other) if connection.a == original else (other, second.id)
        added.append(dataclasses.replace(connection, a=a, b=b))
    return added


def split_dropped_connections(board: Board, index: int, result: SplitResult) -> list[int]:
    """The original's border connections (by index) whose other end no longer borders the
    part that keeps its id: left in place, they would be land borders across nothing (and
    validation would suggest making them sea-lines). Sea-lines stay."""
    original = board.territories[index].id
    first_shape = shape_of(result.first)
    dropped = []
    for position, connection in enumerate(board.connections):
        if connection.kind is not ConnectionKind.BORDER or original not in (connection.a, connection.b):
            continue
        other = connection.other(original)
        if other == original or not board.has_territory(other):
            continue
        other_index = board.territory_index(other)
        other_territory = result.neighbours.get(other_index, board.territories[other_index])
        if shared_border(first_shape, shape_of(other_territory)) is None:
            dropped.append(position)
    return dropped


class SplitTool(PointChainTool):
    name = "split"
    shortcut = "K"
    cursor = Qt.CursorShape.CrossCursor

    @classmethod
    def title(cls) -> str:
        return QCoreApplication.translate("SplitTool", "Split")

    @classmethod
    def tip(cls) -> str:
        return QCoreApplication.translate(
            "SplitTool", "Click points of a line across a territory, from outside one border to outside "
                         "another; double-click or press Enter to cut. Esc cancels.")

    def __init__(self, context: EditorContext) -> None:
        super().__init__(context, PreviewPath(PREVIEW_COLOUR, width=2.0), HandleShape.CIRCLE)

    # -- mouse ------------------------------------------------------------------------------------
    def _snapped(self, point: Point) -> Snap:
        # Only corners: a cut that ends exactly on a corner is exact, while a point snapped
        # onto an edge can miss it by a rounding error and leave the cut dangling.
        snap = snap_point(self.context, point)
        return snap if snap.kind == "vertex" else Snap((float(point[0]), float(point[1])), "none")

    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        self._add(self._snapped(event.point).point)
        return True

    def mouse_double_click(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        self._add(self._snapped(event.point).point)
        self.finish()
        return True

    # -- cutting ----------------------------------------------------------------------------------
    def finish(self) -> bool:
        """Cut the territory the line crosses (one undo step); False if it crosses none."""
        points = list(self._points)
        self._points.clear()
        self._update_preview()
        if len(points) < 2:
            self.status.emit(self.tr("Draw a line of at least two points across a territory."))
            return False
        board = self.document.board
        new_id, new_name = new_territory(board)
        for index in self._candidates(board, points):
            try:
                result = editing.split_territory(board, index, points, new_id, new_name)
            except ValueError:
                continue
            self._apply(board, index, result)
            return True
        self.status.emit(self.tr("The line must cross a territory from one border to another."))
        return False

    def _candidates(self, board: Board, points: list[Point]) -> list[int]:
        """Territories the line crosses: selected ones first, then the most deeply cut."""
        if not board.territories:
            return []
        line = shapely.LineString(points)
        hits = [int(i) for i in board.spatial_index().query(line, predicate="intersects")]
        shapes = board.shapes()
        selected = set(self.context.selection.ids)

        def order(i: int):
            inside = shapes[i].intersection(line).length if shapes[i].is_valid else 0.0
            return (board.territories[i].id not in selected, -inside)

        return sorted(hits, key=order)

    def _apply(self, board: Board, index: int, result: SplitResult) -> None:
        radius = board.meta.mark_radius
        first, second = with_marks(result.first, radius), with_marks(result.second, radius)
        connections = split_connections(board, index, result)
        self.document.undo_stack.push(
            SplitTerritory(self.document, index, first, second, result.neighbours, connections,
                           split_dropped_connections(board, index, result)))
        self.context.selection.set([first.id, second.id])
        self.status.emit(self.tr("Split off {name}.").format(name=second.name))
