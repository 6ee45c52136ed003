"""The map on screen: zoom about the cursor with the wheel, pan with the middle button or space+drag.

``zoom_factor()`` is screen pixels per map unit (1.0 = 100 %). The view emits
``cursorMoved`` with the scene point under the mouse and ``zoomChanged`` when the factor
changes. Until the user zooms or pans, the view keeps the whole canvas fitted as the
window is resized (so a window maximised after showing still starts fitted).

The view tells a map scene its zoom (``MapScene.set_view_scale``: labels too small to read
are skipped, a big map zoomed out is drawn from a cached picture) and which territory the
mouse is over (``MapScene.set_hovered``), whatever the active tool does with the mouse.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QCursor, QKeyEvent, QMouseEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from editor.app import startup_timing

ZOOM_STEP = 1.25          # one wheel notch or one key press
MAX_ZOOM = 64.0           # screen pixels per map unit
MIN_ZOOM_OF_FIT = 0.5     # you can zoom out to half the fitted size...
MIN_ZOOM = 1e-4           # ...but never below this


class MapView(QGraphicsView):
    cursorMoved = Signal(QPointF)  # noqa: N815 (Qt naming)
    zoomChanged = Signal(float)  # noqa: N815

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mapView")
        self._pointer_report = QTimer(self)  # see _report_pointer
        self._pointer_report.setSingleShot(True)
        self._pointer_report.setInterval(0)
        self._pointer_report.timeout.connect(self._report_pointer_now)
        self.setAccessibleName(self.tr("Map"))
        self.setAccessibleDescription(
            self.tr("The map. Scroll to zoom; drag with the middle button, or hold space "
                    "and drag, to pan.")
        )
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMouseTracking(True)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._fit_pending = True
        self._pan_from: QPoint | None = None
        self._pan_button = Qt.MouseButton.NoButton
        self._space_held = False
        self._tool = None  # the active editing tool, if any
        self._background_drag = None  # moves an unlocked background picture (BackgroundDrag)
        self._hover_enabled = True
        self._last_zoom = self.zoom_factor()
        self._report_first_paint = startup_timing.enabled()  # for benchmarks/bench_window.py
        if scene is not None:
            self.setScene(scene)

    # -- the scene -------------------------------------------------------------------------
    def setScene(self, scene: QGraphicsScene | None) -> None:  # noqa: N802 (Qt naming)
        old = self.scene()
        if old is not None and old is not scene and hasattr(old, "set_hovered"):
            old.set_hovered(None)
        super().setScene(scene)
        self._fit_pending = True
        if self.isVisible():
            self.fit_to_window()
        self._sync_scene_detail()

    def canvas_rect(self) -> QRectF:
        """The map's canvas if the scene has one (a MapScene), else the scene rect."""
        scene = self.scene()
        if scene is None:
            return QRectF()
        canvas = getattr(scene, "canvas_rect", None)
        return canvas() if callable(canvas) else scene.sceneRect()

    # -- zoom ------------------------------------------------------------------------------
    def zoom_factor(self) -> float:
        """Screen pixels per map unit (1.0 is 100 %)."""
        return self.transform().m11()

    def zoom_limits(self) -> tuple[float, float]:
        low = max(MIN_ZOOM, min(self._fit_factor() * MIN_ZOOM_OF_FIT, 1.0))
        return low, MAX_ZOOM

    def zoom_in(self) -> None:
        self.zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        self.zoom_by(1 / ZOOM_STEP)

    def zoom_by(self, factor: float, anchor: QPointF | QPoint | None = None) -> None:
        """Multiply the zoom by ``factor``, keeping the scene point at ``anchor`` (viewport
        pixels; default: the viewport's centre) where it is on screen."""
        self.set_zoom(self.zoom_factor() * factor, anchor)

    def set_zoom(self, zoom: float, anchor: QPointF | QPoint | None = None) -> None:
        """Set the zoom (pixels per map unit, clamped to the limits) about ``anchor``."""
        low, high = self.zoom_limits()
        zoom = min(max(zoom, low), high)
        current = self.zoom_factor()
        if not math.isfinite(zoom) or zoom <= 0 or math.isclose(zoom, current, rel_tol=1e-9):
            return
        self._fit_pending = False
        if anchor is None:
            anchor = QPointF(self.viewport().rect().center())
        anchor = QPointF(anchor)
        before = self._to_scene(anchor)
        set_focus = getattr(self.scene(), "set_zoom_focus", None)
        if set_focus is not None:
            set_focus(before)
        self.scale(zoom / current, zoom / current)
        after = self.viewportTransform().map(before)  # where that point went, in viewport pixels
        self._scroll_by(after - anchor)
        self._emit_zoom()

    def fit_to_window(self) -> None:
        """Show the whole scene (a map scene: the canvas and its margin), as big as it fits."""
        scene = self.scene()
        if scene is None or scene.sceneRect().isEmpty():
            return
        self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._fit_pending = True
        self._emit_zoom()

    def _fit_factor(self) -> float:
        canvas = self.canvas_rect()
        viewport = self.viewport().rect()
        if canvas.isEmpty() or viewport.isEmpty():
            return 1.0
        return min(viewport.width() / canvas.width(), viewport.height() / canvas.height())

    def _emit_zoom(self) -> None:
        self._sync_scene_detail()
        zoom = self.zoom_factor()
        if zoom != self._last_zoom:
            self._last_zoom = zoom
            self.zoomChanged.emit(zoom)
        self._report_pointer()

    def scrollContentsBy(self, dx: int, dy: int) -> None:  # noqa: N802 (Qt naming)
        super().scrollContentsBy(dx, dy)
        self._report_pointer()

    def _report_pointer(self) -> None:
        """The map point under a still mouse pointer after the view moved under it (a wheel
        zoom held at the map's edge, Ctrl+0, keys or scroll bars): the status bar's
        coordinates stayed those of the old view (found through the real window). Once
        the view has settled, not at each scroll of a zoom step: asking X11 where the
        pointer is costs a round trip (~0.7 ms)."""
        if not self._pointer_report.isActive():
            self._pointer_report.start()

    def _report_pointer_now(self) -> None:
        pixel = self.viewport().mapFromGlobal(QCursor.pos())
        if self.viewport().rect().contains(pixel):
            self.cursorMoved.emit(self._to_scene(QPointF(pixel)))

    def _sync_scene_detail(self) -> None:
        """Tell a map scene how big a map unit is on screen (it picks its level of detail)."""
        scene = self.scene()
        set_view_scale = getattr(scene, "set_view_scale", None)
        if set_view_scale is not None:
            set_view_scale(self.zoom_factor(), self.devicePixelRatioF())

    # -- hover -----------------------------------------------------------------------------
    def hover_enabled(self) -> bool:
        return self._hover_enabled

    def set_hover_enabled(self, enabled: bool) -> None:
        """Whether the territory under the mouse is highlighted (a tool may turn it off)."""
        self._hover_enabled = bool(enabled)
        if not self._hover_enabled:
            self._set_hovered(None)

    def _hover_at(self, position: QPointF) -> None:
        scene = self.scene()
        if self._hover_enabled and hasattr(scene, "territory_at"):
            self._set_hovered(scene.territory_at(self._to_scene(position)))

    def _set_hovered(self, territory_id: str | None) -> None:
        scene = self.scene()
        if hasattr(scene, "set_hovered"):
            scene.set_hovered(territory_id)

    # -- helpers ---------------------------------------------------------------------------
    def _to_scene(self, point: QPointF) -> QPointF:
        """Viewport pixels to scene coordinates, without rounding to whole pixels."""
        inverse, _ok = self.viewportTransform().inverted()
        return inverse.map(QPointF(point))

    def _scroll_by(self, delta: QPointF) -> None:
        horizontal, vertical = self.horizontalScrollBar(), self.verticalScrollBar()
        horizontal.setValue(horizontal.value() + round(delta.x()))
        vertical.setValue(vertical.value() + round(delta.y()))

    # -- events ----------------------------------------------------------------------------
    def showEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().showEvent(event)
        if self._fit_pending:
            self.fit_to_window()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self._fit_pending:
            self.fit_to_window()

    def paintEvent(self, event) -> None:  # noqa: N802
        # Zoom changes normally tell the scene already; this catches transforms set directly.
        self._sync_scene_detail()
        prepare = getattr(self.scene(), "prepare_view", None)
        if prepare is not None:
            prepare(self.mapToScene(self.viewport().rect()).boundingRect())
        super().paintEvent(event)
        if self._report_first_paint and getattr(self.scene(), "territory_items", None):
            self._report_first_paint = False
            startup_timing.first_paint()

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Leave:
            self._set_hovered(None)  # the mouse left the map
        return super().viewportEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        steps = event.angleDelta().y() / 120.0
        if steps == 0:
            super().wheelEvent(event)
            return
        self.zoom_by(ZOOM_STEP**steps, event.position())
        self._hover_at(event.position())  # the map moved under the mouse
        event.accept()

    # -- tools ---------------------------------------------------------------------------
    def set_tool(self, tool) -> None:
        """Hand mouse and key events to ``tool`` (an editor.tools.base.Tool), or to nobody."""
        if self._tool is not None:
            self._tool.deactivate()
        self._tool = tool
        if tool is not None:
            tool.activate()
        else:
            self.viewport().unsetCursor()

    def tool(self):
        return self._tool

    @property
    def pans_on_drag(self) -> bool:
        """True while a left drag pans (Space held) or a pan is under way: tools then leave
        the hand pointer alone."""
        return self._space_held or self._pan_from is not None

    def set_background_drag(self, drag) -> None:
        """``drag`` (editor.scene.background_drag.BackgroundDrag, or None) is asked before the
        tool whether a press moves the background picture."""
        if self._background_drag is not None and self._background_drag.dragging:
            self._background_drag.cancel()
        self._background_drag = drag

    def _tool_event(self, event: QMouseEvent):
        from editor.tools.base import ToolEvent

        return ToolEvent.from_mouse(self, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if self._tool is not None and self._tool.key_press(event):
            event.accept()
            return
        key = event.key()
        if key == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_held = True
            if self._pan_from is None:
                self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
            event.accept()
            return
        if key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
            self.zoom_out()
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_held = False
            if self._pan_from is None:
                self.viewport().unsetCursor()
            event.accept()
            return
        super().keyReleaseEvent(event)

    def focusOutEvent(self, event) -> None:  # noqa: N802
        self._space_held = False
        if self._pan_from is None:
            self.viewport().unsetCursor()
        super().focusOutEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        button = event.button()
        if button == Qt.MouseButton.MiddleButton or (
            button == Qt.MouseButton.LeftButton and self._space_held
        ):
            self._pan_from = event.position().toPoint()
            self._pan_button = button
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        if (button == Qt.MouseButton.LeftButton and self._background_drag is not None
                and self._background_drag.press(self._to_scene(event.position()))):
            event.accept()
            return
        if self._tool is not None and self._tool.mouse_press(self._tool_event(event)):
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._tool is not None and self._tool.mouse_double_click(self._tool_event(event)):
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        position = event.position()
        if self._pan_from is not None:
            now = position.toPoint()
            delta = now - self._pan_from
            self._pan_from = now
            self._fit_pending = False
            self._scroll_by(QPointF(-delta.x(), -delta.y()))
            event.accept()
        elif (self._background_drag is not None and self._background_drag.move(self._to_scene(position))) or (
                self._tool is not None and self._tool.mouse_move(self._tool_event(event))):
            event.accept()
        else:
            super().mouseMoveEvent(event)
        self._hover_at(position)
        self.cursorMoved.emit(self._to_scene(position))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._pan_from is not None and event.button() == self._pan_button:
            self._pan_from = None
            self._pan_button = Qt.MouseButton.NoButton
            if self._space_held:
                self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            else:
                self.viewport().unsetCursor()
            event.accept()
            return
        if (event.button() == Qt.MouseButton.LeftButton and self._background_drag is not None
                and self._background_drag.release(self._to_scene(event.position()))):
            event.accept()
            return
        if self._tool is not None and self._tool.mouse_release(self._tool_event(event)):
            event.accept()
            return
        super().mouseReleaseEvent(event)
