"""The Select tool's rotate/scale handles: a box round the selection, a square at each corner
(drag to scale about the centre; Shift keeps the aspect), a circle above it (drag to rotate;
Shift turns in 15° steps).

A drag previews live (each mouse move replaces the territories, from how they were when the
drag began) and leaves one undo step (editor/editing/transform.py).
"""

from __future__ import annotations

import contextlib
import math

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsPathItem

from editor.editing.transform import SelectionTransform
from editor.tools.overlays import (
    HANDLE_PIXELS,
    Z_HANDLES,
    HandleLayer,
    HandleShape,
    add_to,
    cosmetic,
    nearest_point,
    remove_item,
)
from engine.board.model import Point
from engine.board.transform import bounds

TRANSFORM_COLOUR = QColor("#6a1b9a")
SCALE_HANDLE_FILL = QColor("#ffffff")
ROTATE_HANDLE_FILL = QColor("#ce93d8")
ROTATE_PIXELS = 28.0  # how far above the box, on screen, the rotate handle sits
ROTATE_STEP = 15.0  # degrees, with Shift
MIN_SCALE = 0.01  # a corner dragged past the centre stops here rather than flipping the map
HIT_SLACK = 1.5  # a handle can be grabbed a little outside its drawn square


class HandleDrag:
    """One drag of a scale or rotate handle."""

    def __init__(self, transform: SelectionTransform, kind: str, start: Point) -> None:
        self.transform = transform
        self.kind = kind  # "scale" or "rotate"
        self.start = start

    def move_to(self, point: Point, shift: bool) -> None:
        cx, cy = self.transform.centre
        sx, sy = self.start[0] - cx, self.start[1] - cy
        px, py = point[0] - cx, point[1] - cy
        if self.kind == "rotate":
            angle = math.degrees(math.atan2(py, px) - math.atan2(sy, sx))
            if shift:
                angle = round(angle / ROTATE_STEP) * ROTATE_STEP
            self.transform.apply(angle=angle)
            return
        if shift:  # keep the aspect: the pointer's distance along the centre–corner line
            length2 = sx * sx + sy * sy
            factor = max((px * sx + py * sy) / length2 if length2 else 1.0, MIN_SCALE)
            self.transform.apply(scale_x=factor, scale_y=factor)
            return
        fx = max(px / sx, MIN_SCALE) if sx else 1.0
        fy = max(py / sy, MIN_SCALE) if sy else 1.0
        self.transform.apply(scale_x=fx, scale_y=fy)

    def cancel(self) -> None:
        """Put the territories back as they were (the step merges away)."""
        if self.transform.applied:
            self.transform.apply()


class TransformHandles:
    """The handles for the current selection, kept up to date while shown."""

    def __init__(self, context) -> None:
        self.context = context
        self._shown = False
        self._make_items()

    def _make_items(self) -> None:
        self._corners = HandleLayer(HandleShape.SQUARE, SCALE_HANDLE_FILL)
        self._rotate = HandleLayer(HandleShape.CIRCLE, ROTATE_HANDLE_FILL, HANDLE_PIXELS + 2)
        self._box = QGraphicsPathItem()
        self._box.setPen(cosmetic(TRANSFORM_COLOUR, 1.0, Qt.PenStyle.DashLine))
        self._box.setZValue(Z_HANDLES - 1)
        self._box.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _items_alive(self) -> bool:
        scene = self.context.scene
        return all(shiboken6.isValid(item) and item.scene() is scene
                   for item in (self._box, self._corners, self._rotate))

    def _add_items(self) -> None:
        for item in (self._box, self._corners, self._rotate):
            add_to(self.context.scene, item)

    def _remove_items(self) -> None:
        for item in (self._box, self._corners, self._rotate):
            if shiboken6.isValid(item):
                remove_item(item)

    # -- showing ---------------------------------------------------------------------------------
    def show(self) -> None:
        if self._shown:
            return
        self._shown = True
        if not self._items_alive():
            self._make_items()
        self._add_items()
        self.context.document.changed.connect(self.refresh)
        self.context.selection.changed.connect(self.refresh)
        zoom = getattr(self.context.view, "zoomChanged", None)
        if zoom is not None:
            zoom.connect(self.refresh)
        self.refresh()

    def hide(self) -> None:
        if not self._shown:
            return
        self._shown = False
        with contextlib.suppress(RuntimeError, TypeError):
            self.context.document.changed.disconnect(self.refresh)
            self.context.selection.changed.disconnect(self.refresh)
            zoom = getattr(self.context.view, "zoomChanged", None)
            if zoom is not None:
                zoom.disconnect(self.refresh)
        self._remove_items()

    def _selected(self):
        board = self.context.document.board
        return [board.territory(i) for i in self.context.selection.ids if board.has_territory(i)]

    def refresh(self, *_args) -> None:
        if not self._shown:
            return
        if not self._items_alive():
            # The scene was rebuilt (a reset, an import added to the map): it threw every
            # item away, these too.
            self._remove_items()
            self._make_items()
            self._add_items()
        for layer in (self._corners, self._rotate):  # their bounds cover the handles at this zoom
            layer.set_scale(self._pixels())
        box = bounds(self._selected())
        if box is None:
            self._corners.set_points([])
            self._rotate.set_points([])
            self._box.setPath(QPainterPath())
            return
        x0, y0, x1, y1 = box
        rotate = self.rotate_point(box)
        self._corners.set_points([(x0, y0), (x1, y0), (x1, y1), (x0, y1)])
        self._rotate.set_points([rotate])
        path = QPainterPath()
        path.addRect(QRectF(x0, y0, x1 - x0, y1 - y0))
        path.moveTo(QPointF((x0 + x1) / 2, y0))
        path.lineTo(QPointF(*rotate))
        self._box.setPath(path)

    def _pixels(self) -> float:
        return self.context.view.transform().m11() or 1.0

    def rotate_point(self, box=None) -> Point:
        x0, y0, x1, _y1 = box if box is not None else bounds(self._selected())
        return ((x0 + x1) / 2, y0 - ROTATE_PIXELS / self._pixels())

    def corner_points(self) -> list[Point]:
        return [tuple(p) for p in self._corners.points().tolist()]

    # -- dragging --------------------------------------------------------------------------------
    def hit(self, point: Point) -> str | None:
        """"scale" or "rotate" if ``point`` (map units) is on a handle, else None."""
        if not self._shown or not self._items_alive() or not len(self._corners.points()):
            return None
        radius = HANDLE_PIXELS * HIT_SLACK / 2 / self._pixels()
        if nearest_point(self._rotate.points(), point, radius) is not None:
            return "rotate"
        if nearest_point(self._corners.points(), point, radius) is not None:
            return "scale"
        return None

    def begin(self, point: Point) -> HandleDrag | None:
        """A drag from the handle at ``point``, or None if there is no handle there."""
        kind = self.hit(point)
        if kind is None:
            return None
        transform = SelectionTransform(self.context.document, self.context.selection.ids)
        if transform.empty:
            return None
        if kind == "scale":  # start from the corner itself, so the first move is exact
            index = nearest_point(self._corners.points(), point, math.inf)
            point = tuple(self._corners.points()[index].tolist())
        return HandleDrag(transform, kind, point)
