"""Ring corners as numpy arrays: the low-level helpers the join step and the geometry fixes share.

Kept apart from both so neither imports the other's module: the fixes end with the join
step, and the join step is built on these helpers.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from engine.board.board import Board
from engine.board.model import PolygonPart, Ring, Territory

# A corner this close to an edge (as a share of the map's precision) lies on it: GEOS's
# intersection points are exact only to rounding.
ON_EDGE_SHARE = 1e-3


def on_edge_tolerance(board: Board) -> float:
    """How far from an edge a corner may be and still count as lying on it."""
    return max(board.meta.precision, 1e-6) * ON_EDGE_SHARE


def ring_arrays(territory: Territory) -> list[np.ndarray]:
    return [np.asarray(ring.xy, dtype=float) for ring in territory.rings()]


def map_rings(territory: Territory, change) -> Territory:
    """``territory`` with ``change(xy)`` applied to every ring (parts and holes kept)."""
    parts = []
    changed = False
    for part in territory.parts:
        rings = []
        for ring in part.rings():
            xy = change(np.asarray(ring.xy, dtype=float))
            if xy is not ring.xy and not np.array_equal(xy, ring.xy):
                changed = True
                rings.append(Ring(xy))
            else:
                rings.append(ring)
        parts.append(PolygonPart(rings[0], tuple(rings[1:])))
    return dataclasses.replace(territory, parts=tuple(parts)) if changed else territory


def insert_on_edges(xy: np.ndarray, points: np.ndarray, eps: float, corner_eps: float | None = None) -> np.ndarray:
    """``xy`` (a closed ring, first corner not repeated) with every point of ``points`` that lies
    within ``eps`` of an edge, and not within ``corner_eps`` (default ``eps``) of a corner,
    inserted into that edge."""
    corner_eps = eps if corner_eps is None else min(eps, corner_eps)
    if len(points) == 0 or len(xy) < 2:
        return xy
    low, high = xy.min(axis=0) - eps, xy.max(axis=0) + eps
    points = points[((points >= low) & (points <= high)).all(axis=1)]
    if len(points) == 0:
        return xy
    points = np.unique(points, axis=0)
    to_corner = np.hypot(*(points[:, None, :] - xy[None, :, :]).transpose(2, 0, 1)).min(axis=1)
    points = points[to_corner > corner_eps]
    if len(points) == 0:
        return xy
    start, end = xy, np.roll(xy, -1, axis=0)
    step = end - start
    length2 = (step**2).sum(axis=1)
    rel = points[:, None, :] - start[None, :, :]
    t = (rel * step[None]).sum(axis=2) / np.where(length2 > 0, length2, 1.0)
    foot = start[None] + np.clip(t, 0.0, 1.0)[..., None] * step[None]
    distance = np.hypot(*(points[:, None, :] - foot).transpose(2, 0, 1))
    length = np.sqrt(length2)[None, :]
    # Feet at an edge's very end belong to the corner there, not to the edge.
    inside = (t * length > corner_eps) & ((1 - t) * length > corner_eps) & (distance <= eps)
    distance = np.where(inside, distance, np.inf)
    edge_of = distance.argmin(axis=1)
    hits = np.isfinite(distance[np.arange(len(points)), edge_of])
    if not hits.any():
        return xy
    out: list[np.ndarray] = []
    for edge in range(len(xy)):
        out.append(xy[edge])
        on_edge = np.flatnonzero(hits & (edge_of == edge))
        for k in on_edge[np.argsort(t[on_edge, edge])]:
            out.append(points[k])
    return without_repeats(np.asarray(out))


def without_repeats(xy: np.ndarray) -> np.ndarray:
    keep = np.any(xy != np.roll(xy, 1, axis=0), axis=1)
    return xy[keep] if not keep.all() and keep.any() else xy
