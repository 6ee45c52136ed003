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


def transform_territories(territories: Sequence[Territory], indexes: Sequence[int], affine: Affine,
                          precision: float) -> dict[int, Territory]:
    """The territories at ``indexes`` (of a board's ``territories``) rotated/scaled by ``affine``,
    with every other territory that shares one of their corners following that corner (see the
    module docstring).

    Corners go to multiples of ``precision`` (the map's; 0 leaves them unrounded). Returns
    ``{index: new territory}`` for every territory that changes; nothing is modified.
    """
    chosen = set(indexes)
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
    if moves:
        changed.update(_followers(territories, chosen, moves))
    return changed


def _followers(territories: Sequence[Territory], chosen: set[int], moves: dict[Point, Point]) -> dict[int, Territory]:
    """Territories outside ``chosen`` with a corner in ``moves``, that corner moved."""
    old = np.array(list(moves), dtype=np.float64)
    x0, y0 = old.min(axis=0)
    x1, y1 = old.max(axis=0)
    changed: dict[int, Territory] = {}
    for index, territory in enumerate(territories):
        if index in chosen:
            continue
        parts = []
        touched = False
        for part in territory.parts:
            rings = []
            for ring in part.rings():
                xy = ring.xy
                inside = (xy[:, 0] >= x0) & (xy[:, 0] <= x1) & (xy[:, 1] >= y0) & (xy[:, 1] <= y1)
                if inside.any():
                    new = xy.copy()
                    for i in np.flatnonzero(inside):
                        target = moves.get((float(xy[i, 0]), float(xy[i, 1])))
                        if target is not None:
                            new[i] = target
                            touched = True
                    rings.append(Ring.from_array(new))
                else:
                    rings.append(ring)
            parts.append(PolygonPart(rings[0], tuple(rings[1:])))
        if touched:
            changed[index] = dataclasses.replace(territory, parts=tuple(parts))
    return changed
