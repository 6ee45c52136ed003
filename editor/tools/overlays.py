"""What tools draw over the map while they work: previews, handles, the snap indicator, the rubber band.

Everything here sits far above the map's own items (``Z_*`` below), takes no mouse input
(tools hit-test for themselves, in screen pixels) and is removed again by the tool that
added it. Handles and the snap indicator keep the same size on screen at every zoom.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence

import numpy as np
import shapely
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
)

from editor.tools.snap_report import report_to_tool
from engine.board import editing
from engine.board.editing import Snap
from engine.board.joining import join_reach
from engine.board.model import Point

Z_PREVIEW = 1000.0
Z_HANDLES = 1100.0
Z_SNAP = 1200.0

PREVIEW_COLOUR = QColor("#d84315")
PREVIEW_FILL = QColor(216, 67, 21, 40)
RUBBER_BAND_COLOUR = QColor("#1565c0")
RUBBER_BAND_FILL = QColor(21, 101, 192, 40)
SNAP_COLOUR = QColor("#e91e63")
HANDLE_OUTLINE = QColor("#202020")
VERTEX_HANDLE_FILL = QColor("#ffffff")
ACTIVE_HANDLE_FILL = QColor("#ff9800")
WARNING_HANDLE_FILL = QColor("#e53935")  # the dragged corner makes a border cross itself
LABEL_HANDLE_FILL = QColor("#fdd835")
CITY_HANDLE_FILL = QColor("#ffffff")
SCAR_HANDLE_FILL = QColor("#c62828")

HANDLE_PIXELS = 9.0  # a handle's width on screen
SNAP_PIXELS = 11.0  # the snap indicator's diameter on screen


class HandleShape(enum.Enum):
    SQUARE = "square"
    CIRCLE = "circle"
    DIAMOND = "diamond"


def cosmetic(colour: QColor, width: float = 1.5, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(colour, width, style)
    pen.setCosmetic(True)  # the same width on screen at any zoom
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def remove_item(item: QGraphicsItem | None) -> None:
    """Take an overlay out of its scene, if it is still in one."""
    if item is not None and item.scene() is not None:
        item.scene().removeItem(item)


class HandleLayer(QGraphicsItem):
    """Many handles of one shape and colour, drawn as one item in screen pixels.

    One item per handle would be simpler, but an item that ignores transformations costs
    the scene index a full scan on every paint, and the sticker-slot tool shows thousands
    of handles on a big map. This layer maps its points to the screen itself and paints
    them at a constant pixel size, skipping those outside the exposed area.
    """

    def __init__(self, shape: HandleShape, fill: QColor, size_pixels: float = HANDLE_PIXELS,
                 outline: QColor = HANDLE_OUTLINE) -> None:
        super().__init__()
        self._shape = shape
        self._fill = QColor(fill)
        self._outline = QColor(outline)
        self._size = float(size_pixels)
        self._points = np.zeros((0, 2))
        self._active: int | None = None
        self._warning = False  # the active handle drawn red: where it is makes an outline invalid
        self._bounds = QRectF()
        self._margin = 0.0
        self.setZValue(Z_HANDLES)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)

    @property
    def shape_kind(self) -> HandleShape:
        return self._shape

    def points(self) -> np.ndarray:
        return self._points

    def set_points(self, points: Sequence[Point] | np.ndarray) -> None:
        xy = np.asarray(points, dtype=float).reshape(-1, 2)
        self.prepareGeometryChange()
        self._points = xy
        self._active = None
        self._warning = False
        if len(xy):
            (x0, y0), (x1, y1) = xy.min(axis=0), xy.max(axis=0)
            self._bounds = QRectF(x0, y0, x1 - x0, y1 - y0)
        else:
            self._bounds = QRectF()
        self.update()

    def set_active(self, index: int | None) -> None:
        """Highlight one handle (the one being dragged or about to be deleted)."""
        if index != self._active:
            self._active = index
            self.update()

    def set_warning(self, warning: bool) -> None:
        """Draw the active handle red (True) or as usual: the corner being dragged would make
        a border cross itself where it is."""
        if warning != self._warning:
            self._warning = warning
            self.update()

    def warning(self) -> bool:
        return self._warning

    def set_scale(self, pixels_per_unit: float) -> None:
        """Tell the layer the view's zoom, so its bounds cover handles' screen size."""
        margin = self._size / max(pixels_per_unit, 1e-9)
        if margin != self._margin:
            self.prepareGeometryChange()
            self._margin = margin

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        if len(self._points) == 0:
            return QRectF()
        m = self._margin
        return self._bounds.adjusted(-m, -m, m, m)

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never hit: tools find handles themselves, in screen pixels

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        if len(self._points) == 0:
            return
        xy = self._points
        exposed = option.exposedRect
        if not exposed.isEmpty():
            m = self._margin
            keep = ((xy[:, 0] >= exposed.left() - m) & (xy[:, 0] <= exposed.right() + m)
                    & (xy[:, 1] >= exposed.top() - m) & (xy[:, 1] <= exposed.bottom() + m))
            indexes = np.flatnonzero(keep)
        else:
            indexes = np.arange(len(xy))
        if len(indexes) == 0:
            return
        t = painter.worldTransform()
        sx = t.m11() * xy[indexes, 0] + t.m21() * xy[indexes, 1] + t.dx()
        sy = t.m12() * xy[indexes, 0] + t.m22() * xy[indexes, 1] + t.dy()
        half = self._size / 2
        painter.save()
        painter.resetTransform()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, self._shape is not HandleShape.SQUARE)
        painter.setPen(QPen(self._outline, 1.0))
        active = WARNING_HANDLE_FILL if self._warning else ACTIVE_HANDLE_FILL
        for index, x, y in zip(indexes.tolist(), sx.tolist(), sy.tolist(), strict=True):
            painter.setBrush(QBrush(active if index == self._active else self._fill))
            self._paint_one(painter, x, y, half)
        painter.restore()

    def _paint_one(self, painter: QPainter, x: float, y: float, half: float) -> None:
        if self._shape is HandleShape.SQUARE:
            painter.drawRect(QRectF(x - half + 0.5, y - half + 0.5, 2 * half - 1, 2 * half - 1))
        elif self._shape is HandleShape.CIRCLE:
            painter.drawEllipse(QPointF(x, y), half, half)
        else:
            painter.drawPolygon(QPolygonF([QPointF(x, y - half - 1), QPointF(x + half + 1, y),
                                           QPointF(x, y + half + 1), QPointF(x - half - 1, y)]))


def nearest_point(points: np.ndarray, point: Point, radius: float) -> int | None:
    """The index of the point nearest ``point`` within ``radius``, if any."""
    if len(points) == 0:
        return None
    d = np.hypot(points[:, 0] - point[0], points[:, 1] - point[1])
    i = int(np.argmin(d))
    return i if d[i] <= radius else None


class SnapIndicator(QGraphicsItem):
    """Where the cursor snapped to: a filled dot on a vertex, a ring on an edge."""

    def __init__(self) -> None:
        super().__init__()
        self._kind = "none"
        self.setZValue(Z_SNAP)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # One item, so ignoring the view's zoom is cheap here: a constant size on screen.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setVisible(False)

    @property
    def kind(self) -> str:
        return self._kind

    def show_snap(self, snap: Snap | None) -> None:
        kind = "none" if snap is None else snap.kind
        if kind != self._kind:
            self._kind = kind
            self.update()
        self.setVisible(kind != "none")
        if snap is not None:
            self.setPos(QPointF(*snap.point))
        report_to_tool(self, snap)  # the status bar names the point and what it is on

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        r = SNAP_PIXELS / 2 + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        return QPainterPath()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        r = SNAP_PIXELS / 2
        if self._kind == "vertex":
            painter.setPen(QPen(QColor("white"), 1.0))
            painter.setBrush(SNAP_COLOUR)
        else:
            painter.setPen(QPen(SNAP_COLOUR, 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), r, r)


def snap_point(context, point: Point, exclude: Sequence[Point] = (), skip_edges_at: Sequence[Point] = ()) -> Snap:
    """Snap a scene point as the editor is set (``context.snapping``, its tolerance).

    A point that snaps to nothing goes to the nearest grid point (Snap to Grid) or is rounded
    to the map's precision. One on a vertex stays exactly there. One on an edge is rounded too
    (to the grid point on the edge with Snap to Grid, else to the precision): the join step
    that ends every edit puts the rounded corner into that edge, so both sides of the border
    round together and no file gets 299.9115826702034.
    """
    if context.snapping:
        board = context.document.board
        snap = editing.snap(board, point, context.scene_tolerance(), exclude, skip_edges_at)
        if snap.kind == "edge":
            return Snap(_tidy_on_edge(context, snap), "edge", snap.edge)
        if snap.kind != "none":
            return snap
    return free_point(context, point)


def _tidy_on_edge(context, snap: Snap) -> Point:
    """An edge snap's point on the grid (if a grid point lies that close to the edge) or on
    the map's precision; both are within the join step's reach of the edge."""
    board = context.document.board
    edge = shapely.LineString(snap.edge)
    reach = join_reach(board)
    if getattr(context, "snap_to_grid", False) and board.meta.grid > 0:
        on_grid = editing.rounded(snap.point, board.meta.grid)
        if edge.distance(shapely.Point(on_grid)) <= reach:
            return on_grid
    tidy = editing.rounded(snap.point, board.meta.precision)
    return tidy if edge.distance(shapely.Point(tidy)) <= reach else snap.point


def free_point(context, point: Point) -> Snap:
    """A point snapped to nothing: on the grid with Snap to Grid, else rounded to the map's
    precision (new corners are not 200.10204081632654)."""
    meta = context.document.board.meta
    step = meta.grid if getattr(context, "snap_to_grid", False) else meta.precision
    return Snap(editing.rounded(point, step), "none")


class PreviewPath(QGraphicsPathItem):
    """An outline drawn while a tool works (a polygon being drawn, a cut line, a link)."""

    def __init__(self, colour: QColor = PREVIEW_COLOUR, fill: QColor | None = None,
                 style: Qt.PenStyle = Qt.PenStyle.SolidLine, width: float = 2.0) -> None:
        super().__init__()
        self.setZValue(Z_PREVIEW)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setPen(cosmetic(colour, width, style))
        self.setBrush(QBrush(fill) if fill is not None else QBrush(Qt.BrushStyle.NoBrush))

    def set_polyline(self, points: Iterable[Point], closed: bool = False) -> None:
        path = QPainterPath()
        points = list(points)
        if points:
            path.moveTo(QPointF(*points[0]))
            for p in points[1:]:
                path.lineTo(QPointF(*p))
            if closed:
                path.closeSubpath()
        self.setPath(path)


class RubberBand(QGraphicsRectItem):
    """The rectangle dragged out to select territories."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_PREVIEW)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setPen(cosmetic(RUBBER_BAND_COLOUR, 1.0, Qt.PenStyle.DashLine))
        self.setBrush(QBrush(RUBBER_BAND_FILL))

    def set_corners(self, a: QPointF, b: QPointF) -> None:
        self.setRect(QRectF(a, b).normalized())


def add_to(scene: QGraphicsScene | None, item: QGraphicsItem) -> QGraphicsItem:
    """Put an overlay into the scene unless it is there already."""
    if scene is not None and item.scene() is not scene:
        remove_item(item)
        scene.addItem(item)
    return item


class OverlaySet:
    """The overlays one tool has in the scene: added together, removed together.

    Keeps handle layers told about the zoom so their bounds cover the handles.
    """

    def __init__(self, context) -> None:
        self._context = context
        self._items: list[QGraphicsItem] = []
        self._watching = False

    def add(self, item: QGraphicsItem) -> QGraphicsItem:
        add_to(self._context.scene, item)
        if item not in self._items:
            self._items.append(item)
        if isinstance(item, HandleLayer):
            item.set_scale(self._scale())
            self._watch_zoom()
        return item

    def remove(self, item: QGraphicsItem | None) -> None:
        remove_item(item)
        if item in self._items:
            self._items.remove(item)

    def clear(self) -> None:
        for item in self._items:
            remove_item(item)
        self._items.clear()
        if self._watching:
            self._context.view.zoomChanged.disconnect(self._zoom_changed)
            self._watching = False

    def _scale(self) -> float:
        return self._context.view.transform().m11() or 1.0

    def _watch_zoom(self) -> None:
        signal = getattr(self._context.view, "zoomChanged", None)
        if signal is not None and not self._watching:
            signal.connect(self._zoom_changed)
            self._watching = True

    def _zoom_changed(self, *_args) -> None:
        scale = self._scale()
        for item in self._items:
            if isinstance(item, HandleLayer):
                item.set_scale(scale)
