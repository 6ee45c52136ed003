"""The central meridian of a map in longitude/latitude, chosen so the map is as narrow as it can be.

A world map is cut at the antimeridian (180°) as everyone draws it. A regional map that
crosses 180° (Fiji, the Aleutians, Chukotka and Alaska) would be torn in two there, its
halves at the two edges of a canvas 360° wide; instead the map is cut in the widest stretch
of longitude where it has no land, so it stays one compact picture (Fiji from 177° to 182°).

Every part (polygon) of every shape keeps its own shape and is moved by a whole turn (360°)
into the window of 360° that starts at the cut; a part that still straddles the cut (only
when no longitude is free of land) is cut there, the far piece moved a turn back.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from engine.interchange import coverage

TURN = 360.0
STANDARD_CUT = -180.0  # the window -180°..180°
# How much wider (degrees) the widest free stretch must be than the one at 180° before the
# map is cut elsewhere: no reason to move a world map's seam for a sliver of ocean.
WORTH_MOVING = 1.0
_EPSILON = 1e-9


@dataclass(frozen=True)
class Placement:
    cut: float  # the map spans longitudes cut .. cut + 360
    extent: float  # degrees of longitude the placed map spans

    @property
    def central_meridian(self) -> float:
        """The middle of the window, as a longitude from -180° to 180°."""
        middle = self.cut + TURN / 2
        return (middle + 180.0) % TURN - 180.0

    @property
    def moved(self) -> bool:
        return abs(self.cut - STANDARD_CUT) > _EPSILON


def choose(shapes: Sequence[BaseGeometry]) -> Placement:
    """Where to cut the world so these shapes (longitudes possibly past ±180°) span least."""
    parts = shapely.get_parts(np.asarray(shapes, dtype=object))
    if not len(parts):
        return Placement(STANDARD_CUT, 0.0)
    bounds = shapely.bounds(parts)
    merged = _covered(bounds[:, 0], bounds[:, 2])
    gaps = _free_stretches(merged)
    at_180 = next(((start, end) for start, end in gaps if start <= 180.0 + _EPSILON and
                   end >= 180.0 - _EPSILON), None)
    widest = max(gaps, key=lambda gap: gap[1] - gap[0], default=None)
    if widest is None:
        return Placement(STANDARD_CUT, TURN)
    standard = (at_180[1] - at_180[0]) if at_180 else 0.0
    if widest[1] - widest[0] <= standard + WORTH_MOVING:
        return Placement(STANDARD_CUT, TURN - standard)
    cut = (widest[0] + widest[1]) / 2
    cut = (cut + 180.0) % TURN - 180.0
    return Placement(cut, TURN - (widest[1] - widest[0]))


def place(shape: BaseGeometry, placement: Placement) -> tuple[BaseGeometry, bool]:
    """The shape with each part moved into the window; True if a part had to be cut."""
    placed = []
    moved = was_cut = False
    for part in shapely.get_parts(shape):
        minx, _miny, maxx, _maxy = part.bounds
        turns = float(np.floor((minx - placement.cut + _EPSILON) / TURN))
        if turns:
            moved = True
            part = shapely.transform(part, lambda xy, dx=-turns * TURN: xy + (dx, 0.0))
            maxx -= turns * TURN
        if maxx <= placement.cut + TURN + 1e-6:
            placed.append(part)
        else:
            was_cut = True
            placed += _cut(part, placement.cut + TURN)
    if len(placed) == 1:
        return placed[0], was_cut
    if moved or was_cut:  # parts brought from the other side of the world may touch or overlap
        return coverage.polygonal(shapely.union_all(placed)), was_cut
    return shape, was_cut


def _cut(part: BaseGeometry, at: float) -> list[BaseGeometry]:
    """The part cut at longitude ``at``, the piece beyond moved a turn back."""
    near = coverage.polygonal(shapely.intersection(part, shapely.box(at - TURN, -1e9, at, 1e9)))
    far = coverage.polygonal(shapely.intersection(part, shapely.box(at, -1e9, at + TURN, 1e9)))
    far = shapely.transform(far, lambda xy: xy - (TURN, 0.0))
    return [p for p in (*shapely.get_parts(near), *shapely.get_parts(far)) if not p.is_empty]


def _covered(west: np.ndarray, east: np.ndarray) -> list[tuple[float, float]]:
    """The longitudes -180..180 the parts cover, as sorted, merged intervals."""
    intervals = []
    for a, b in zip(west.tolist(), east.tolist(), strict=True):
        if b - a >= TURN - _EPSILON:
            return [(-180.0, 180.0)]
        shift = np.floor((a + 180.0) / TURN) * TURN
        a, b = a - shift, b - shift
        if b > 180.0:  # runs on past 180°: the rest is at the west edge
            intervals += [(a, 180.0), (-180.0, b - TURN)]
        else:
            intervals.append((a, b))
    intervals.sort()
    merged = [list(intervals[0])]
    for a, b in intervals[1:]:
        if a <= merged[-1][1] + _EPSILON:
            merged[-1][1] = max(merged[-1][1], b)
        else:
            merged.append([a, b])
    return [(a, b) for a, b in merged]


def _free_stretches(merged: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The stretches of longitude with no land, the one round 180° running past it."""
    gaps = [(merged[k][1], merged[k + 1][0]) for k in range(len(merged) - 1)]
    wrap = (merged[-1][1], merged[0][0] + TURN)
    if wrap[1] - wrap[0] > _EPSILON:
        gaps.append(wrap)
    return [gap for gap in gaps if gap[1] - gap[0] > _EPSILON]
