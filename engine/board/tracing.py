"""Tracing along a border: the corners of a ring between two points on it.

When a territory is drawn against a neighbour, two consecutive clicks on the neighbour's
boundary should follow that boundary between them, so the new territory gets every corner
the neighbour has there (the same coordinates, so the border is shared corner for corner).
This module finds those corners; it knows nothing of clicks or Qt.

A point's place on a ring is a *position* ``i + t``: on the edge from vertex ``i`` to vertex
``i + 1`` (the last edge closes the ring), ``t`` of the way along (0 ≤ t < 1). A corner of
the ring has a whole-number position. Going *forward* means increasing vertex index (and
round past the ring's start); *backward* the other way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import shapely

from engine.board.board import Board
from engine.board.model import Point


def on_ring_tolerance(point: Point) -> float:
    """How far off a ring a point may be and still count as on it: snapped points are
    computed on an edge, so they can be a rounding error away from it, never more."""
    return 1e-9 * max(1.0, abs(point[0]) + abs(point[1]))


def position_on_ring(xy: np.ndarray, point: Point, tolerance: float | None = None) -> float | None:
    """Where ``point`` lies on the ring ``xy`` (an ``(n, 2)`` array, first vertex not repeated),
    as a position ``i + t``; None when it is not on the ring.

    A point equal to a corner gets that corner's whole-number position exactly, so that
    tracing from a corner never counts the corner itself as one to pick up.
    """
    n = len(xy)
    if n < 2:
        return None
    if tolerance is None:
        tolerance = on_ring_tolerance(point)
    x, y = float(point[0]), float(point[1])
    exact = np.flatnonzero((xy[:, 0] == x) & (xy[:, 1] == y))
    if len(exact):
        return float(exact[0])
    p = xy
    d = np.roll(xy, -1, axis=0) - p
    length2 = (d * d).sum(axis=1)
    safe = np.where(length2 == 0, 1.0, length2)
    t = np.clip(((x - p[:, 0]) * d[:, 0] + (y - p[:, 1]) * d[:, 1]) / safe, 0.0, 1.0)
    t = np.where(length2 == 0, 0.0, t)
    nearest = p + d * t[:, None]
    distance = np.hypot(nearest[:, 0] - x, nearest[:, 1] - y)
    i = int(np.argmin(distance))
    if distance[i] > tolerance:
        return None
    if t[i] >= 1.0:  # at the far end of the edge: that is the next corner
        return float((i + 1) % n)
    return i + float(t[i])


def corners_between(n: int, start: float, end: float, forward: bool) -> list[int]:
    """Indexes of the ring's corners strictly between positions ``start`` and ``end``, in the
    order met going ``forward`` (or backward) from ``start``; a ring of ``n`` corners."""
    if n == 0 or start == end:
        return []
    if not forward:  # backward from start is forward from end, met the other way round
        return list(reversed(corners_between(n, end, start, forward=True)))
    # Walk corner by corner instead of comparing sums of positions: (end - start) % n
    # rounds, and a corner the trace ends on was then counted as one between.
    first = int(np.floor(start)) + 1
    stop = int(end) if end == np.floor(end) else int(np.floor(end)) + 1  # first corner not taken
    # Both on one edge with the end behind the start: the way goes once round the ring.
    wraps = np.floor(start) == np.floor(end) and end < start and end != np.floor(end)
    found = []
    for step in range(n):
        corner = (first + step) % n
        if corner == stop % n and not (wraps and step == 0):
            break
        found.append(corner)
    return found


def _length(points: Sequence[Point]) -> float:
    xy = np.asarray(points, dtype=float).reshape(-1, 2)
    return float(np.hypot(*np.diff(xy, axis=0).T).sum()) if len(xy) > 1 else 0.0


@dataclass(frozen=True)
class Trace:
    """The two ways round one ring between two points: the corners picked up each way
    (``a`` and ``b`` themselves left out) and how long each way is."""

    territory: int
    part: int
    ring: int
    shorter: tuple[Point, ...]
    longer: tuple[Point, ...]
    shorter_length: float
    longer_length: float

    def corners(self, other_way: bool = False) -> list[Point]:
        return list(self.longer if other_way else self.shorter)


def trace_ring(xy: np.ndarray, a: Point, b: Point,
               tolerance: float | None = None) -> tuple[list[Point], list[Point], float, float] | None:
    """The corners between ``a`` and ``b`` along the ring, the shorter way then the longer
    way, and the two lengths; None unless both points are on the ring (within ``tolerance``)
    and differ."""
    start, end = position_on_ring(xy, a, tolerance), position_on_ring(xy, b, tolerance)
    if start is None or end is None or start == end:
        return None
    n = len(xy)
    ways = []
    for forward in (True, False):
        corners = [(float(xy[k, 0]), float(xy[k, 1])) for k in corners_between(n, start, end, forward)]
        ways.append((corners, _length([a, *corners, b])))
    (first, first_length), (second, second_length) = sorted(ways, key=lambda way: way[1])
    return first, second, first_length, second_length


def trace_on_board(board: Board, a: Point, b: Point, skip: Sequence[int] = (),
                   tolerance: float | None = None) -> Trace | None:
    """The best ring to trace between ``a`` and ``b``: of every ring (of any territory but
    those in ``skip``) that has both points on it, the one with the shortest way between them.

    Two neighbours that share the border under both points give the same shorter way, so
    which of them is chosen does not matter there; a point on a corner where several
    territories meet is on all their rings, and only rings that also hold the other point
    count. ``tolerance``: how far off a ring a point may be (a snapped point rounded to the
    map's precision is up to the join step's reach off it); by default a rounding error.
    """
    if not board.territories or a == b:
        return None
    if tolerance is None:
        tolerance = max(on_ring_tolerance(a), on_ring_tolerance(b))
    index = board.spatial_index()
    near_a = set(int(i) for i in index.query(shapely.Point(a), predicate="dwithin", distance=tolerance))
    near_b = set(int(i) for i in index.query(shapely.Point(b), predicate="dwithin", distance=tolerance))
    best: Trace | None = None
    for t in sorted((near_a & near_b) - set(skip)):
        for p, part in enumerate(board.territories[t].parts):
            for r, ring in enumerate(part.rings()):
                found = trace_ring(ring.xy, a, b, tolerance)
                if found is None:
                    continue
                shorter, longer, shorter_length, longer_length = found
                if best is None or shorter_length < best.shorter_length:
                    best = Trace(t, p, r, tuple(shorter), tuple(longer), shorter_length, longer_length)
    return best
