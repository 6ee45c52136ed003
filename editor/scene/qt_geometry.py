"""Turning the model's numpy rings into Qt geometry, fast.

A ring's vertices are an ``(n, 2)`` float64 array and a ``QPolygonF`` is a contiguous array
of ``QPointF`` (two doubles each), so we resize the polygon and copy the whole array into
its buffer in one go: about 1 ms for 150,000 vertices, against some 160 ms point by point.
If the buffer trick is unavailable (a build where ``qreal`` is float, say), we fall back to
building the polygon point by point, which is slow but right.
"""

from __future__ import annotations

import ctypes
import logging

import numpy as np
import shiboken6
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainterPath, QPolygonF

from engine.board.model import Point, Ring, Territory

log = logging.getLogger(__name__)


def _copy_into(poly: QPolygonF, xy: np.ndarray) -> None:
    n = len(xy)
    poly.resize(n)
    if n == 0:
        return
    address = shiboken6.getCppPointer(poly.data())[0]
    buffer = (ctypes.c_double * (2 * n)).from_address(address)
    np.frombuffer(buffer, dtype=np.float64)[:] = xy.ravel()


def _buffer_copy_works() -> bool:
    try:
        probe = QPolygonF()
        _copy_into(probe, np.array([[1.5, -2.0], [3.25, 4.0]]))
        return probe.size() == 2 and probe.at(0) == QPointF(1.5, -2.0) and probe.at(1) == QPointF(3.25, 4.0)
    except Exception:  # pragma: no cover - depends on the Qt build
        log.exception("fast QPolygonF construction unavailable; using the slow path")
        return False


_FAST = _buffer_copy_works()


def polygon_from_xy(xy: np.ndarray) -> QPolygonF:
    """A ``QPolygonF`` with the vertices of an ``(n, 2)`` array (not closed: no repeated vertex)."""
    xy = np.ascontiguousarray(xy, dtype=np.float64).reshape(-1, 2)
    poly = QPolygonF()
    if _FAST:
        _copy_into(poly, xy)
    else:  # pragma: no cover - depends on the Qt build
        for x, y in xy.tolist():
            poly.append(QPointF(x, y))
    return poly


def ring_polygon(ring: Ring) -> QPolygonF:
    """The ring as an open ``QPolygonF`` (first vertex not repeated)."""
    return polygon_from_xy(ring.xy)


def rings_path(rings) -> QPainterPath:
    """A path with one closed subpath per ring, filled odd-even so that holes are holes."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for ring in rings:
        if len(ring) < 2:
            continue
        path.addPolygon(ring_polygon(ring))
        path.closeSubpath()
    return path


def territory_path(territory: Territory) -> QPainterPath:
    """The territory's outline: every part's outer ring and holes, closed, odd-even fill."""
    return rings_path(territory.rings())


def to_qpointf(point: Point) -> QPointF:
    return QPointF(float(point[0]), float(point[1]))
