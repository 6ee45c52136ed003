"""Rotating and scaling territories about a point, keeping shared borders shared. No Qt.

The editor's Rotate/Scale (handles in the Select tool, or typed values) turns into one call
here. Every corner of the chosen territories goes through the same affine map, and so do
their label and sticker slots. New corners are rounded to the map's precision, like every
corner the editor makes.

Corners shared with territories outside the selection: such a corner moves too, and the
neighbour's copy of it follows, exactly as when the corner is dragged in Edit Vertices. The
neighbour's outline is stretched rather than torn, so no gap or overlap opens along the
border; the neighbour's own marks stay where they are.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from engine.board.editing import ring_at, with_ring
from engine.board.model import Point, PolygonPart, Ring, Territory


@dataclass(frozen=True)
class Affine:
    """Rotate by ``angle`` degrees (clockwise on screen, where y grows downwards) and scale by
    ``scale_x``/``scale_y`` (1.0 is unchanged), both about ``centre``; scaling comes first."""

    centre: Point
    angle: float = 0.0
    scale_x: float = 1.0
    scale_y: float = 1.0

    def is_identity(self) -> bool:
        return self.angle % 360.0 == 0.0 and self.scale_x == 1.0 and self.scale_y == 1.0

    def apply(self, xy: np.ndarray) -> np.ndarray:
        """The ``(n, 2)`` points mapped (a new array)."""
        cx, cy = self.centre
        radians = math.radians(self.angle)
        cos, sin = math.cos(radians), math.sin(radians)
        # Whole quarter turns exactly: cos(90°) is 6e-17 in floating point, which would leave
        # noise in every corner of a 90° turn.
        if self.angle % 90.0 == 0.0:
            cos, sin = round(cos), round(sin)
        x = (xy[:, 0] - cx) * self.scale_x
        y = (xy[:, 1] - cy) * self.scale_y
        return np.column_stack((cx + x * cos - y * sin, cy + x * sin + y * cos))

    def point(self, point: Point) -> Point:
        x, y = self.apply(np.array([point], dtype=np.float64))[0]
        return (float(x), float(y))


def bounds(territories: Iterable[Territory]) -> tuple[float, float, float, float] | None:
    """(left, top, right, bottom) of the territories' outlines; None if there are none."""
    boxes = [ring.xy for territory in territories for ring in territory.rings() if len(ring)]
    if not boxes:
        return None
    xy = np.concatenate(boxes)
    (x0, y0), (x1, y1) = xy.min(axis=0), xy.max(axis=0)
    return (float(x0), float(y0), float(x1), float(y1))


def centre_of(territories: Iterable[Territory]) -> Point | None:
    """The middle of the territories' bounding box: what Rotate/Scale turns about."""
    box = bounds(territories)
    if box is None:
        return None
    return ((box[0] + box[2]) / 2.0, (box[1] + box[3]) / 2.0)


def _rounded(xy: np.ndarray, precision: float) -> np.ndarray:
    if precision <= 0:
        return xy + 0.0
    # As engine.board.editing.rounded, for a whole array: the last round removes binary noise.
    return np.round(np.round(xy / precision) * precision, 10) + 0.0


@dataclass(frozen=True)
class SharedRing:
    """A ring of a territory outside the selection with corners the selection has too."""

    territory: int
    part: int
    ring: int  # 0 the outer ring, 1+ holes
    vertices: tuple[int, ...]  # the shared corners' indexes in the ring
    corners: tuple[Point, ...]  # and where they are


def shared_corners(territories: Sequence[Territory], indexes: Sequence[int],
                   neighbours: Iterable[int] | None = None) -> list[SharedRing]:
    """Where territories outside ``indexes`` share corners with them: what must follow when the
    selection moves. Only ``neighbours`` (indexes) are looked at if given (those near the
    selection); a drag works this out once, not at every mouse move."""
    chosen = set(indexes)
    corners = {(x, y) for i in indexes for ring in territories[i].rings() for x, y in ring.xy.tolist()}
    if not corners:
        return []
    xy_all = np.array(list(corners), dtype=np.float64)
    (x0, y0), (x1, y1) = xy_all.min(axis=0), xy_all.max(axis=0)
    found = []
    for index in range(len(territories)) if neighbours is None else neighbours:
        if index in chosen:
            continue
        for p, part in enumerate(territories[index].parts):
            for r, ring in enumerate(part.rings()):
                xy = ring.xy
                inside = np.flatnonzero((xy[:, 0] >= x0) & (xy[:, 0] <= x1) & (xy[:, 1] >= y0) & (xy[:, 1] <= y1))
                hits = [(int(i), (float(xy[i, 0]), float(xy[i, 1]))) for i in inside]
                hits = [(i, point) for i, point in hits if point in corners]
                if hits:
                    found.append(SharedRing(index, p, r, tuple(i for i, _ in hits), tuple(pt for _, pt in hits)))
    return found


def transform_territories(territories: Sequence[Territory], indexes: Sequence[int], affine: Affine,
                          precision: float, shared: Sequence[SharedRing] | None = None) -> dict[int, Territory]:
    """The territories at ``indexes`` (of a board's ``territories``) rotated/scaled by ``affine``,
    with every other territory that shares one of their corners following that corner (see the
    module docstring).

    Corners go to multiples of ``precision`` (the map's; 0 leaves them unrounded). ``shared``:
    :func:`shared_corners` of these territories, if already known. Returns ``{index: new
    territory}`` for every territory that changes; nothing is modified.
    """
    if shared is None:
        shared = shared_corners(territories, indexes)
    moves: dict[Point, Point] = {}  # old corner → new corner, for the neighbours

    def mapped(ring: Ring) -> Ring:
        new = _rounded(affine.apply(ring.xy), precision)
        for old_point, new_point in zip(ring.xy.tolist(), new.tolist(), strict=True):
            moves[(old_point[0], old_point[1])] = (new_point[0], new_point[1])
        return Ring.from_array(new)

    def mark(point: Point | None) -> Point | None:
        if point is None:
            return None
        x, y = _rounded(affine.apply(np.array([point], dtype=np.float64)), precision)[0]
        return (float(x), float(y))

    changed: dict[int, Territory] = {}
    for index in indexes:
        territory = territories[index]
        parts = tuple(PolygonPart(mapped(part.outer), tuple(mapped(hole) for hole in part.holes))
                      for part in territory.parts)
        changed[index] = dataclasses.replace(
            territory, parts=parts, label=mark(territory.label),
            city_slot=mark(territory.city_slot), scar_slot=mark(territory.scar_slot))
    for ring_ref in shared:
        territory = changed.get(ring_ref.territory, territories[ring_ref.territory])
        xy = ring_at(territory, ring_ref.part, ring_ref.ring).xy.copy()
        xy[list(ring_ref.vertices)] = [moves[corner] for corner in ring_ref.corners]
        changed[ring_ref.territory] = with_ring(territory, ring_ref.part, ring_ref.ring, Ring.from_array(xy))
    return changed
