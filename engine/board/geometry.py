"""Geometry derived from the map: shapely shapes, label points and shared borders.

Nothing here is stored in the map file; everything is computed on demand from the rings and
cached by :class:`GeometryCache`, keyed on the identity of the (immutable) territory values,
so an edited territory simply misses the cache.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from engine.board.model import Point, Territory

# Borders shorter than this (in map units) are treated as a single touching point.
MIN_BORDER_LENGTH = 1e-9


@dataclass(frozen=True)
class SharedBorder:
    """The stretch of boundary two territories have in common."""

    geometry: BaseGeometry  # LineString or MultiLineString
    length: float


@dataclass(frozen=True)
class InscribedCircle:
    """The largest circle inside a territory: its centre is the best place for a label."""

    centre: Point
    radius: float


def build_shapes(territories: Sequence[Territory]) -> np.ndarray:
    """Shapely (Multi)Polygons for many territories at once, vectorised.

    Rings are assembled with one call to ``shapely.linearrings`` over all vertices; a
    Python loop per polygon costs several times more on 5,000-territory maps.
    """
    coords: list[np.ndarray] = []
    ring_of_polygon: list[int] = []
    polygon_of_territory: list[int] = []
    polygon_count = 0
    for index, territory in enumerate(territories):
        for part in territory.parts:
            for ring in part.rings():
                coords.append(ring.xy)
                ring_of_polygon.append(polygon_count)
            polygon_of_territory.append(index)
            polygon_count += 1
    shapes = np.empty(len(territories), dtype=object)
    if not coords:
        shapes[:] = [shapely.MultiPolygon() for _ in territories]
        return shapes
    sizes = np.fromiter((len(c) for c in coords), dtype=np.intp, count=len(coords))
    if (sizes < 3).any():
        # Degenerate rings cannot be built in bulk; build each territory on its own.
        shapes[:] = [shape_of(t) for t in territories]
        return shapes
    ring_index = np.repeat(np.arange(len(coords)), sizes)
    rings = shapely.linearrings(np.concatenate(coords), indices=ring_index)
    polygons = shapely.polygons(rings, indices=np.asarray(ring_of_polygon))
    owners = np.asarray(polygon_of_territory)
    parts_per_territory = np.bincount(owners, minlength=len(territories))
    single = parts_per_territory == 1
    first_polygon = np.concatenate(([0], np.cumsum(parts_per_territory)[:-1]))
    shapes[single] = polygons[first_polygon[single]]
    multi = np.flatnonzero(parts_per_territory != 1)
    if len(multi):
        grouped = shapely.multipolygons(polygons, indices=owners)
        # multipolygons() only returns groups that have members, in owner order.
        present = np.unique(owners)
        by_owner = dict(zip(present.tolist(), grouped, strict=True))
        for index in multi.tolist():
            shapes[index] = by_owner.get(index, shapely.MultiPolygon())
    return shapes


def shape_of(territory: Territory) -> BaseGeometry:
    """One territory's shape; rings with fewer than 3 vertices are left out."""
    polygons = []
    for part in territory.parts:
        if len(part.outer) < 3:
            continue
        holes = [hole.xy for hole in part.holes if len(hole) >= 3]
        polygons.append(shapely.Polygon(part.outer.xy, holes))
    if len(polygons) == 1:
        return polygons[0]
    return shapely.MultiPolygon(polygons)


def inscribed_circle(shape: BaseGeometry) -> InscribedCircle | None:
    """Centre and radius of the largest circle inside the biggest part of ``shape``."""
    if shape.is_empty:
        return None
    largest = max(getattr(shape, "geoms", [shape]), key=lambda g: g.area)
    if largest.area <= 0:
        return None
    tolerance = max(1e-6, np.sqrt(largest.area) / 200.0)
    try:
        line = shapely.maximum_inscribed_circle(largest, tolerance)
    except shapely.errors.GEOSException:  # an invalid polygon (self-intersection)
        return None
    (cx, cy), _edge = line.coords[0], line.coords[-1]
    return InscribedCircle((float(cx), float(cy)), float(line.length))


def shared_border(a: BaseGeometry, b: BaseGeometry) -> SharedBorder | None:
    """The common boundary of two shapes, or None if they meet in at most a point."""
    if not a.intersects(b):
        return None
    common = shapely.intersection(a.boundary, b.boundary)
    lines = _only_lines(common)
    if lines is None or lines.length <= MIN_BORDER_LENGTH:
        return None
    return SharedBorder(lines, float(lines.length))


def _only_lines(geometry: BaseGeometry) -> BaseGeometry | None:
    parts = [
        g for g in shapely.get_parts(geometry)
        if g.geom_type in ("LineString", "LinearRing") and not g.is_empty
    ]
    if not parts:
        return None
    return shapely.line_merge(shapely.MultiLineString(parts))


_HASH_X, _HASH_Y, _HASH_MIX = (
    np.uint64(0x9E3779B97F4A7C15), np.uint64(0xC2B2AE3D27D4EB4F), np.uint64(0x165667B19E3779F9)
)


def pairs_sharing_edges(territories: Sequence[Territory]) -> tuple[set[tuple[int, int]], np.ndarray]:
    """Index pairs of territories that have an identical edge (same two vertices).

    On a map whose neighbours share exact vertices (what the editor's snapping and the
    classic map guarantee) this finds every shared border with one sort over all edges,
    which is far cheaper than intersecting boundaries pair by pair.

    Also returns, per territory, whether it has an edge no other territory shares (a coast,
    or a border drawn with different vertices on each side): only such territories can
    share a border that this test misses.
    """
    rings, owners = [], []
    for index, territory in enumerate(territories):
        for ring in territory.rings():
            if len(ring) >= 2:
                rings.append(ring.xy)
                owners.append(index)
    unmatched = np.zeros(len(territories), dtype=bool)
    if not rings:
        return set(), unmatched
    sizes = np.fromiter((len(r) for r in rings), dtype=np.intp, count=len(rings))
    p = np.concatenate(rings)
    # The edge from each vertex goes to the next one, and from a ring's last to its first.
    following = np.arange(1, len(p) + 1)
    ends = np.cumsum(sizes)
    following[ends - 1] = ends - sizes
    owner = np.repeat(np.asarray(owners, dtype=np.int64), sizes)
    # Hash each edge as f(start) + f(end): symmetric, so a-b and b-a collide without
    # orienting anything, and only 1-D arrays are built (this runs on millions of edges).
    with np.errstate(over="ignore"):
        f = p[:, 0].view(np.uint64) * _HASH_X
        f ^= p[:, 1].view(np.uint64) * _HASH_Y
        f ^= f >> np.uint64(29)
        f *= _HASH_MIX
        h = f + f[following]
    start_index = np.arange(len(p))
    zero_length = (p[:, 0] == p[following, 0]) & (p[:, 1] == p[following, 1])
    if zero_length.any():  # a zero-length edge borders nothing
        keep = ~zero_length
        h, owner, start_index = h[keep], owner[keep], start_index[keep]
    if len(owner) < 2:
        unmatched[owner] = True
        return set(), unmatched
    order = np.argsort(h)
    hs, os_ = h[order], owner[order]
    candidates = np.flatnonzero(hs[1:] == hs[:-1])
    # Confirm that colliding edges really join the same two vertices, either way round.
    a_start = start_index[order[candidates]]
    b_start = start_index[order[candidates + 1]]
    a_end, b_end = following[a_start], following[b_start]

    def same_point(i, j):
        return (p[i, 0] == p[j, 0]) & (p[i, 1] == p[j, 1])

    exact = (same_point(a_start, b_start) & same_point(a_end, b_end)) | (
        same_point(a_start, b_end) & same_point(a_end, b_start)
    )
    same = np.zeros(len(hs) - 1, dtype=bool)
    same[candidates[exact]] = True
    has_twin = np.concatenate(([False], same)) | np.concatenate((same, [False]))
    unmatched[os_[~has_twin]] = True
    pairs: set[tuple[int, int]] = set()
    if not same.any():
        return pairs, unmatched
    # Most shared edges belong to exactly two territories: take those pairs vectorised.
    before = np.concatenate(([False], same[:-1]))
    after = np.concatenate((same[1:], [False]))
    isolated = same & ~before & ~after
    first, second = os_[:-1][isolated], os_[1:][isolated]
    lo_owner, hi_owner = np.minimum(first, second), np.maximum(first, second)
    distinct = lo_owner != hi_owner
    n = len(territories)
    codes = np.unique(lo_owner[distinct] * n + hi_owner[distinct])
    pairs.update(zip((codes // n).tolist(), (codes % n).tolist(), strict=True))
    # An edge shared by three or more territories means they overlap; rare, so loop.
    crowded = np.flatnonzero(same & ~isolated)
    position = 0
    while position < len(crowded):
        start = end = int(crowded[position])
        while position < len(crowded) and int(crowded[position]) == end:
            end += 1
            position += 1
        members = sorted(set(os_[start : end + 1].tolist()))
        for i, a in enumerate(members):
            for b in members[i + 1 :]:
                pairs.add((a, b))
    return pairs, unmatched
