"""The Select tool's rotate/scale handles: a box round the selection, a square at each corner
(drag to scale about the centre; Shift keeps the aspect), a smaller one in the middle of each
side (drag to stretch one way), a circle above it (drag to rotate; Shift, or Snap to Grid,
turns in 15° steps).

A drag previews live (each mouse move replaces the territories, from how they were when the
drag began) and leaves one undo step (editor/editing/transform.py). A step that would break
a territory (a neighbour folded over itself, an overlap) is not taken: the last good one
stays and :meth:`HandleDrag.move_to` says why.

Each handle has the pointer that says what it does (:func:`handle_cursor`): the size arrows
along the direction it stretches, on screen, and a drawn curved arrow for rotating.
"""

from __future__ import annotations

import contextlib
import math
from dataclasses import dataclass

import shiboken6
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QCursor, QPainter, QPainterPath, QPen, QPixmap, QPolygonF
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
ROTATE_STEP = 15.0  # degrees, with Shift or Snap to Grid
SIDE_HANDLE_PIXELS = HANDLE_PIXELS - 2  # the side handles are smaller: the corners are the usual grip
MIN_SCALE = 0.01  # a corner dragged past the centre stops here rather than flipping the map
HIT_SLACK = 1.5  # a handle can be grabbed a little outside its drawn square


@dataclass(frozen=True)
class Handle:
    """A handle under the pointer: ``kind`` "scale" or "rotate", at ``point`` (map units)."""

    kind: str
    point: Point


class HandleDrag:
    """One drag of a scale or rotate handle."""

    def __init__(self, transform: SelectionTransform, kind: str, start: Point) -> None:
        self.transform = transform
        self.kind = kind  # "scale" or "rotate"
        self.start = start
        self.refusal = ""  # why the latest step was not taken ("" when it was)

    def move_to(self, point: Point, shift: bool, snap: bool = False) -> str:
        """Follow the pointer; ``snap`` (Snap to Grid) turns in 15° steps as Shift does.
        Returns why the step was refused ("" if it was taken): the last good step stays."""
        angle, fx, fy = self.values(point, shift or (snap and self.kind == "rotate"))
        if self.transform.apply(angle, fx, fy) or not self.transform.refusals:
            self.refusal = ""
        else:
            reason = self.transform.refusal_text(angle, fx, fy)
            self.refusal = QCoreApplication.translate(
                "Transform", "{reason} Release to keep the last shape that works, Esc to cancel.").format(
                reason=reason)
        return self.refusal

    def values(self, point: Point, stepped: bool) -> tuple[float, float, float]:
        """(angle, scale x, scale y) for the pointer at ``point``; ``stepped``: in 15° steps
        (rotating) or keeping the aspect (scaling)."""
        cx, cy = self.transform.centre
        sx, sy = self.start[0] - cx, self.start[1] - cy
        px, py = point[0] - cx, point[1] - cy
        if self.kind == "rotate":
            angle = math.degrees(math.atan2(py, px) - math.atan2(sy, sx))
            if stepped:
                angle = round(angle / ROTATE_STEP) * ROTATE_STEP
            return angle, 1.0, 1.0
        if stepped:  # keep the aspect: the pointer's distance along the centre–handle line
            length2 = sx * sx + sy * sy
            factor = max((px * sx + py * sy) / length2 if length2 else 1.0, MIN_SCALE)
            return 0.0, factor, factor
        # A side handle (sx or sy 0) stretches one way only.
        fx = max(px / sx, MIN_SCALE) if sx else 1.0
        fy = max(py / sy, MIN_SCALE) if sy else 1.0
        return 0.0, fx, fy

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
        self._sides = HandleLayer(HandleShape.SQUARE, SCALE_HANDLE_FILL, SIDE_HANDLE_PIXELS)
        self._rotate = HandleLayer(HandleShape.CIRCLE, ROTATE_HANDLE_FILL, HANDLE_PIXELS + 2)
        self._box = QGraphicsPathItem()
        self._box.setPen(cosmetic(TRANSFORM_COLOUR, 1.0, Qt.PenStyle.DashLine))
        self._box.setZValue(Z_HANDLES - 1)
        self._box.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _items(self):
        return (self._box, self._corners, self._sides, self._rotate)

    def _items_alive(self) -> bool:
        scene = self.context.scene
        return all(shiboken6.isValid(item) and item.scene() is scene
                   for item in self._items())

    def _add_items(self) -> None:
        for item in self._items():
            add_to(self.context.scene, item)

    def _remove_items(self) -> None:
        for item in self._items():
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
        for layer in (self._corners, self._sides, self._rotate):  # their bounds cover the handles at this zoom
            layer.set_scale(self._pixels())
        box = bounds(self._selected())
        if box is None:
            for layer in (self._corners, self._sides, self._rotate):
                layer.set_points([])
            self._box.setPath(QPainterPath())
            return
        x0, y0, x1, y1 = box
        rotate = self.rotate_point(box)
        self._corners.set_points([(x0, y0), (x1, y0), (x1, y1), (x0, y1)])
        self._sides.set_points(side_points(box))
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

    def side_points(self) -> list[Point]:
        return [tuple(p) for p in self._sides.points().tolist()]

    # -- dragging --------------------------------------------------------------------------------
    def hit(self, point: Point) -> str | None:
        """"scale" or "rotate" if ``point`` (map units) is on a handle, else None."""
        handle = self.handle_at(point)
        return None if handle is None else handle.kind

    def handle_at(self, point: Point) -> Handle | None:
        """The handle at ``point`` (map units), if any: the rotate handle first, then the
        corners, then the sides (a small selection's handles can overlap)."""
        if not self._shown or not self._items_alive() or not len(self._corners.points()):
            return None
        radius = HANDLE_PIXELS * HIT_SLACK / 2 / self._pixels()
        for kind, layer in (("rotate", self._rotate), ("scale", self._corners), ("scale", self._sides)):
            index = nearest_point(layer.points(), point, radius)
            if index is not None:
                return Handle(kind, tuple(layer.points()[index].tolist()))
        return None

    def cursor_at(self, point: Point) -> QCursor | None:
        """The pointer over the handle at ``point`` (None off the handles)."""
        handle = self.handle_at(point)
        if handle is None:
            return None
        if handle.kind == "rotate":
            return rotate_cursor()
        centre = self.context.view.mapFromScene(QPointF(*self._centre()))
        at = self.context.view.mapFromScene(QPointF(*handle.point))
        return QCursor(size_cursor_shape(at.x() - centre.x(), at.y() - centre.y()))

    def _centre(self) -> Point:
        x0, y0, x1, y1 = bounds(self._selected())
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    def begin(self, point: Point) -> HandleDrag | None:
        """A drag from the handle at ``point``, or None if there is no handle there."""
        handle = self.handle_at(point)
        if handle is None:
            return None
        transform = SelectionTransform(self.context.document, self.context.selection.ids)
        if transform.empty:
            return None
        if handle.kind == "scale":  # start from the handle itself, so the first move is exact
            point = handle.point
        return HandleDrag(transform, handle.kind, point)


def side_points(box) -> list[Point]:
    """The middles of the box's sides: top, right, bottom, left."""
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return [(cx, y0), (x1, cy), (cx, y1), (x0, cy)]


def size_cursor_shape(dx: float, dy: float) -> Qt.CursorShape:
    """The size arrows for a handle ``dx``, ``dy`` screen pixels from the centre (y down):
    up-left/down-right ``\\`` (SizeFDiag), up-right/down-left ``/`` (SizeBDiag), sides ↔ or ↕."""
    if abs(dy) < 0.5:
        return Qt.CursorShape.SizeHorCursor
    if abs(dx) < 0.5:
        return Qt.CursorShape.SizeVerCursor
    return Qt.CursorShape.SizeFDiagCursor if (dx > 0) == (dy > 0) else Qt.CursorShape.SizeBDiagCursor


_ROTATE_CURSOR: QCursor | None = None
ROTATE_CURSOR_PIXELS = 24


def rotate_cursor() -> QCursor:
    """A curved arrow going clockwise round its middle (Qt has no rotate cursor), hot spot in
    the middle; drawn once, black with a white rim so it shows on any colour."""
    global _ROTATE_CURSOR
    if _ROTATE_CURSOR is None:
        _ROTATE_CURSOR = QCursor(_rotate_pixmap(ROTATE_CURSOR_PIXELS), ROTATE_CURSOR_PIXELS // 2,
                                 ROTATE_CURSOR_PIXELS // 2)
    return _ROTATE_CURSOR


def _rotate_pixmap(size: int) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = size * 0.32
    c = size / 2
    arc = QRectF(c - r, c - r, 2 * r, 2 * r)
    # Qt's arc angles go anticlockwise from 3 o'clock, so a negative sweep turns clockwise on
    # screen, as Rotate does: three quarters of a turn from 10 o'clock to 7, the head at 7.
    start, sweep = 150.0, -270.0
    end = math.radians(start + sweep)
    tip = QPointF(c + r * math.cos(end), c - r * math.sin(end))
    # The head points along the arc's direction at its end (clockwise on screen).
    tangent = (math.sin(end), math.cos(end))
    normal = (tangent[1], -tangent[0])
    head = size * 0.22
    wing = QPolygonF([
        QPointF(tip.x() + tangent[0] * head * 0.6, tip.y() + tangent[1] * head * 0.6),
        QPointF(tip.x() - tangent[0] * head * 0.4 + normal[0] * head * 0.6,
                tip.y() - tangent[1] * head * 0.4 + normal[1] * head * 0.6),
        QPointF(tip.x() - tangent[0] * head * 0.4 - normal[0] * head * 0.6,
                tip.y() - tangent[1] * head * 0.4 - normal[1] * head * 0.6),
    ])
    for colour, width in ((Qt.GlobalColor.white, 4.5), (Qt.GlobalColor.black, 2.0)):
        painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(arc, int(start * 16), int(sweep * 16))
        painter.setBrush(colour)
        painter.setPen(QPen(colour, width - 2.0 if width > 2 else 0.5))
        painter.drawPolygon(wing)
    painter.end()
    return pixmap
