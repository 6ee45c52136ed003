"""Connections drawn on the map: sea-lines (always) and border links (on request).

A sea-line is a dashed, gently curved line between the two territories' label points,
shown only where it crosses water: it starts at one coast and ends at the other, as on
a printed board. A connection marked ``wraps`` (Alaska to Kamchatka) goes around the
world instead: two stubs run off the left and right canvas edges towards each other. Only
that mark makes a line wrap; any other goes straight across, however far apart its ends.
Border links (plain adjacency) are a debugging aid: straight lines between label points.
One-way connections get an arrow head at the target's end.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import numpy as np
import shapely
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPainterPathStroker, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem
from shapely import ops

from editor.scene import style
from editor.scene.qt_geometry import polygon_from_xy
from engine.board.board import Board
from engine.board.model import Connection, ConnectionKind

log = logging.getLogger(__name__)

_CURVE_SAMPLES = 33


@dataclass(frozen=True)
class ConnectionGeometry:
    """What to draw: polylines (each an ``(n, 2)`` array) and arrow heads (tip, direction)."""

    lines: tuple[np.ndarray, ...] = ()
    arrows: tuple[tuple[tuple[float, float], tuple[float, float]], ...] = ()

    @property
    def empty(self) -> bool:
        return not self.lines


def connection_geometry(board: Board, connection: Connection) -> ConnectionGeometry:
    """The polylines and arrow heads that show ``connection`` on ``board``."""
    if connection.a == connection.b:
        return ConnectionGeometry()
    if not (board.has_territory(connection.a) and board.has_territory(connection.b)):
        return ConnectionGeometry()
    try:
        pa, pb = board.label_point(connection.a), board.label_point(connection.b)
    except Exception:  # an invalid polygon has no label point; validation reports it
        log.debug("no label point for %s", connection, exc_info=True)
        return ConnectionGeometry()
    if pa is None or pb is None:
        return ConnectionGeometry()
    a, b = np.array(pa, dtype=float), np.array(pb, dtype=float)
    radius = board.meta.mark_radius
    if connection.wraps:
        lines = _around_the_world(board, connection, a, b)
    elif connection.kind is ConnectionKind.BORDER:
        line = _shortened(np.array([a, b]), 1.2 * radius)
        lines = [line] if line is not None else []
    else:
        lines = [_between(board, connection, _curve(connection, a, b), radius)]
    lines = [line for line in lines if line is not None and len(line) >= 2]
    arrows = []
    if connection.one_way and lines:
        end = lines[-1]
        tip = end[-1]
        direction = end[-1] - end[-2]
        norm = float(np.hypot(*direction))
        if norm > 0:
            arrows.append(((float(tip[0]), float(tip[1])),
                           (float(direction[0] / norm), float(direction[1] / norm))))
    return ConnectionGeometry(tuple(lines), tuple(arrows))


def _around_the_world(board: Board, connection: Connection, a: np.ndarray, b: np.ndarray) -> list:
    """Two stubs: from a towards b's copy beyond one side edge, and from a's copy beyond the
    other edge into b, each clipped to the canvas."""
    width = board.meta.width
    radius = board.meta.mark_radius
    # b's copy one canvas-width away, on the side a is nearer to leaving by.
    shift = np.array([width if b[0] <= a[0] else -width, 0.0])
    canvas = shapely.box(0, 0, width, board.meta.height)
    stubs = []
    for start, end, at_edge in ((a, b + shift, "end"), (a - shift, b, "start")):
        clipped = shapely.intersection(shapely.LineString([start, end]), canvas)
        if clipped.is_empty or clipped.geom_type != "LineString":
            continue
        points = np.asarray(clipped.coords)
        if np.hypot(*(points[0] - start)) > np.hypot(*(points[-1] - start)):
            points = points[::-1]
        if connection.kind is ConnectionKind.BORDER:
            # Only the end at a label is cut back; the other runs to the edge.
            stubs.append(_shortened_at(points, 1.2 * radius, "start" if at_edge == "end" else "end"))
        else:
            stubs.append(_between(board, connection, points, radius, at_edge))
    return stubs


def _curve(connection: Connection, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """A gentle quadratic curve from a to b, bulging to a side fixed by the connection.

    An undirected connection always bends the same way whichever end is listed first; two
    one-way connections in opposite directions bend to opposite sides, so both show.
    """
    d = b - a
    length = float(np.hypot(*d))
    if length == 0:
        return np.array([a, b])
    normal = np.array([-d[1], d[0]]) / length
    if not connection.one_way and connection.a > connection.b:
        normal = -normal
    # A quadratic curve's middle lies halfway to its control point: bulge = BEND * length.
    control = (a + b) / 2 + normal * (2 * style.SEA_LINE_BEND * length)
    t = np.linspace(0.0, 1.0, _CURVE_SAMPLES)[:, None]
    return (1 - t) ** 2 * a + 2 * (1 - t) * t * control + t**2 * b


def _between(board: Board, connection: Connection, line: np.ndarray, radius: float,
             at_edge: str | None = None):
    """The stretch of ``line`` outside both territories, from one's coast to the other's.

    The line reaches a little into each territory so it visibly touches both coasts. If it
    hardly leaves the territories (neighbours that touch, sloppy shapes) it is drawn whole,
    shortened so that it does not cover the labels. A wrap-around stub (``at_edge`` says
    which of its ends is on the canvas edge) that never reaches water keeps only its
    piece at the edge, showing where the line leaves the map.
    """
    path = shapely.LineString(line)
    try:
        shapes = [board.shape(connection.a), board.shape(connection.b)]
        water = shapely.difference(path, shapely.union_all(shapes))
    except shapely.errors.GEOSException:
        log.debug("cannot clip %s to the water", connection, exc_info=True)
        water = None
    parts = [] if water is None else [
        g for g in getattr(water, "geoms", [water]) if not g.is_empty and g.length > 0
    ]
    if not parts or sum(p.length for p in parts) < 0.5 * radius:
        if at_edge is None:
            return _shortened(line, 1.5 * radius)
        piece = min(2.5 * radius, path.length)
        if at_edge == "end":
            return np.asarray(ops.substring(path, path.length - piece, path.length).coords)
        return np.asarray(ops.substring(path, 0.0, piece).coords)
    start = min(path.project(shapely.Point(p.coords[0])) for p in parts)
    end = max(path.project(shapely.Point(p.coords[-1])) for p in parts)
    reach = 0.4 * radius
    start, end = max(0.0, start - reach), min(path.length, end + reach)
    if end - start <= 0:
        return _shortened(line, 1.5 * radius)
    return np.asarray(ops.substring(path, start, end).coords)


def _shortened_at(line: np.ndarray, cut: float, end: str):
    """The polyline with ``cut`` taken off its ``"start"`` or its ``"end"``; None if too short."""
    path = shapely.LineString(line)
    if path.length <= cut + 1e-9:
        return None
    if end == "start":
        return np.asarray(ops.substring(path, cut, path.length).coords)
    return np.asarray(ops.substring(path, 0.0, path.length - cut).coords)


def _shortened(line: np.ndarray, cut: float):
    """The polyline with ``cut`` taken off both ends; None if nothing would be left."""
    path = shapely.LineString(line)
    if path.length <= 2 * cut + 1e-9:
        return None
    return np.asarray(ops.substring(path, cut, path.length - cut).coords)


def arrow_head(tip: tuple[float, float], direction: tuple[float, float], radius: float) -> QPolygonF:
    length, half = style.ARROW_LENGTH * radius, style.ARROW_WIDTH * radius / 2
    dx, dy = direction
    bx, by = tip[0] - dx * length, tip[1] - dy * length
    return polygon_from_xy(np.array([
        tip,
        (bx - dy * half, by + dx * half),
        (bx + dy * half, by - dx * half),
    ]))


class ConnectionItem(QGraphicsItem):
    """One connection; :meth:`refresh` recomputes it after the board changed."""

    def __init__(self, connection: Connection, board: Board, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self._connection = connection
        self._path = QPainterPath()
        self._dash_cache: dict[float, QPainterPath] = {}
        self._arrows: list[QPolygonF] = []
        self._pen = QPen()
        self._bounds = QRectF()
        self.setZValue(style.Z_CONNECTION)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.refresh(board, connection)

    @property
    def connection(self) -> Connection:
        return self._connection

    @property
    def kind(self) -> ConnectionKind:
        return self._connection.kind

    def is_empty(self) -> bool:
        return self._path.isEmpty()

    def line_path(self) -> QPainterPath:
        return QPainterPath(self._path)

    def arrow_heads(self) -> list[QPolygonF]:
        return [QPolygonF(arrow) for arrow in self._arrows]

    def refresh(self, board: Board, connection: Connection | None = None) -> None:
        if connection is not None:
            self._connection = connection
        radius = board.meta.mark_radius
        geometry = connection_geometry(board, self._connection)
        self.prepareGeometryChange()
        path = QPainterPath()
        for line in geometry.lines:
            path.addPolygon(polygon_from_xy(line))
        self._path = path
        self._dash_cache = {}
        self._arrows = [arrow_head(tip, direction, radius) for tip, direction in geometry.arrows]
        if self._connection.kind is ConnectionKind.BORDER:
            self._pen = style.border_link_pen(radius)
        else:
            self._pen = style.sea_line_pen(radius)
        bounds = path.boundingRect()
        for arrow in self._arrows:
            bounds = bounds.united(arrow.boundingRect())
        margin = self._pen.widthF()
        self._bounds = bounds.adjusted(-margin, -margin, margin, margin)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        pen = self._pen
        if self._connection.kind is ConnectionKind.SEA_LINE:
            lod = option.levelOfDetailFromTransform(painter.worldTransform())
            width = pen.widthF()
            if lod > 0 and width * lod < style.SEA_LINE_MIN_PX:
                width = style.SEA_LINE_MIN_PX / lod
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(pen.color())
            painter.drawPath(self._dashes(width))
        else:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(pen)
            painter.drawPath(self._path)
        if self._arrows:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._pen.color())
            for arrow in self._arrows:
                painter.drawPolygon(arrow)

    def _dashes(self, width: float) -> QPainterPath:
        """The dashed line as a shape to fill, for a pen ``width`` map units wide.

        Qt dashes a line anew at each paint, starting from where the visible part begins:
        repainting part of the view (under a hovered territory, say) would shift the dashes
        there against the rest. Dashing once, here, keeps them in place.
        """
        key = round(width, 9)
        dashes = self._dash_cache.get(key)
        if dashes is None:
            pen = QPen(self._pen)
            pen.setWidthF(width)
            stroker = QPainterPathStroker(pen)
            dashes = stroker.createStroke(self._path)
            if len(self._dash_cache) > 8:  # a few zoom levels are enough
                self._dash_cache.clear()
            self._dash_cache[key] = dashes
        return dashes
