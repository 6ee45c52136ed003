"""The shared part of tools that place a chain of points by clicking (Draw Territory, Split).

They keep the points placed so far, follow the cursor with a dashed rubber line, show the
points as handles and the snap target, and share the keys: Enter finishes, Backspace takes
the last point back, Esc cancels. A subclass says how a click snaps, what a press and a
double-click do, what ``finish`` makes of the points, and how the preview is drawn.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from editor.tools.base import EditorContext, Tool, ToolEvent
from editor.tools.overlays import (
    PREVIEW_COLOUR,
    VERTEX_HANDLE_FILL,
    HandleLayer,
    HandleShape,
    OverlaySet,
    PreviewPath,
    SnapIndicator,
)
from engine.board.editing import Snap
from engine.board.model import Point


class PointChainTool(Tool):
    def __init__(self, context: EditorContext, path: PreviewPath, handle_shape: HandleShape) -> None:
        super().__init__(context)
        self._points: list[Point] = []
        self._cursor: Point | None = None
        self._overlays = OverlaySet(context)
        self._path = path  # the points placed so far, as the subclass draws them
        self._rubber = PreviewPath(PREVIEW_COLOUR, style=Qt.PenStyle.DashLine, width=1.5)
        self._corners = HandleLayer(handle_shape, VERTEX_HANDLE_FILL, size_pixels=7)
        self._snap = SnapIndicator()

    @property
    def points(self) -> list[Point]:
        """The points placed so far."""
        return list(self._points)

    def activate(self) -> None:
        super().activate()
        for item in (self._path, self._rubber, self._corners, self._snap):
            self._overlays.add(item)
        self._update_preview()
        self.status.emit(self.tip())

    def deactivate(self) -> None:
        self.cancel()
        self._overlays.clear()

    def cancel(self) -> None:
        self._points.clear()
        self._update_preview()

    # -- to be given by each tool -------------------------------------------------------------------
    def _snapped(self, point: Point) -> Snap:
        raise NotImplementedError

    def finish(self) -> bool:
        raise NotImplementedError

    def _rubber_points(self) -> list[Point]:
        """The dashed line from the last point to the cursor (and on, if the tool wants)."""
        return [self._points[-1], self._cursor]

    # -- mouse ------------------------------------------------------------------------------------
    def mouse_move(self, event: ToolEvent) -> bool:
        snap = self._snapped(event.point)
        self._cursor = snap.point
        self._snap.show_snap(snap)
        self._update_preview()
        return False  # the scene still hovers territories under the cursor

    def mouse_release(self, event: ToolEvent) -> bool:
        return event.button == Qt.MouseButton.LeftButton

    def _near(self, a: Point, b: Point) -> bool:
        return math.hypot(a[0] - b[0], a[1] - b[1]) <= self.context.scene_tolerance()

    def _add(self, point: Point) -> None:
        if self._points and self._near(point, self._points[-1]):
            return  # a second click on the same spot adds nothing
        self._points.append(point)
        self._update_preview()

    # -- keys -------------------------------------------------------------------------------------
    def key_press(self, event: QKeyEvent) -> bool:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.finish()
            return True
        if key == Qt.Key.Key_Backspace:
            if self._points:
                self._points.pop()
                self._update_preview()
            return True
        return super().key_press(event)  # Esc cancels

    # -- preview ----------------------------------------------------------------------------------
    def _update_preview(self) -> None:
        self._path.set_polyline(self._points, closed=False)
        self._corners.set_points(self._points)
        if self._points and self._cursor is not None:
            self._rubber.set_polyline(self._rubber_points())
        else:
            self._rubber.set_polyline([])
