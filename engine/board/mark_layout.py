"""Where the label and the Risk Legacy sticker slots go inside a territory.

Every mark (the troop badge at the label point, the city sticker, the scar sticker) is a
circle of the map's mark radius. A good layout keeps each circle fully inside the
territory, none overlapping another, the city slot in the upper half of the territory and
the scar slot in the lower half; ideally city, label and scar stand in a column so the
stickers never cover the territory's name.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from engine.board.model import Point

# Space kept between two marks and between a mark and the border, as a share of the radius.
MARK_GAP = 0.25
_MAX_CANDIDATES = 2500


@dataclass(frozen=True)
class MarkLayout:
    label: Point
    city: Point | None
    scar: Point | None

    @property
    def complete(self) -> bool:
        return self.city is not None and self.scar is not None


def area_median_y(shape: BaseGeometry) -> float:
    """The y of the horizontal line that splits the shape into two halves of equal area."""
    minx, miny, maxx, maxy = shape.bounds
    low, high = miny, maxy
    total = shape.area
    for _ in range(40):
        middle = (low + high) / 2
        above = shape.intersection(shapely.box(minx - 1, miny - 1, maxx + 1, middle)).area
        if above < total / 2:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def auto_place(shape: BaseGeometry, radius: float, label: Point | None = None) -> MarkLayout | None:
    """Choose the label (unless given) and the city and scar slots for one territory.

    Works on the territory's largest part. Returns None if not even the label's circle
    fits. If the slots cannot both fit, they are None and validation will say so.
    """
    if shape.is_empty or radius <= 0:
        return None
    part = max(getattr(shape, "geoms", [shape]), key=lambda g: g.area)
    if label is not None:
        containing = [g for g in getattr(shape, "geoms", [shape]) if g.covers(shapely.Point(label))]
        if containing:
            part = containing[0]
    clearance = radius * (1 + MARK_GAP)
    room = part.buffer(-clearance)
    if room.is_empty:
        room = part.buffer(-radius)
        if room.is_empty:
            if label is not None:
                return MarkLayout(label, None, None)
            centre = part.representative_point()
            return MarkLayout((centre.x, centre.y), None, None)
    candidates = _grid_inside(room, radius)
    if len(candidates) == 0:
        centre = room.representative_point()
        candidates = np.array([[centre.x, centre.y]])
    boundary = part.exterior if not part.interiors else part.boundary
    depth = shapely.distance(boundary, shapely.points(candidates))
    middle = area_median_y(part)
    spacing = 2 * radius * (1 + MARK_GAP)

    if label is not None:
        label_options = [np.asarray(label, dtype=float)]
    else:
        # The deepest points first: a label reads best far from the border.
        order = np.argsort(-depth)
        label_options = [candidates[i] for i in order[: min(40, len(order))]]
        best_depth = depth[order[0]]

    best: tuple[float, MarkLayout] | None = None
    for label_xy in label_options:
        city, city_cost = _choose_slot(candidates, label_xy, -1, spacing, middle, None)
        scar, scar_cost = _choose_slot(candidates, label_xy, +1, spacing, middle, city)
        cost = city_cost + scar_cost
        if label is None:
            label_depth = float(shapely.distance(boundary, shapely.Point(label_xy)))
            cost += 0.5 * (best_depth - label_depth)
        layout = MarkLayout(
            (float(label_xy[0]), float(label_xy[1])),
            None if city is None else (float(city[0]), float(city[1])),
            None if scar is None else (float(scar[0]), float(scar[1])),
        )
        if best is None or cost < best[0]:
            best = (cost, layout)
    return best[1] if best else None


_MISSING = 1e9


def _choose_slot(candidates, label_xy, direction, spacing, middle, other):
    """Pick the candidate nearest the ideal spot straight above (-1) or below (+1) the label.

    The slot must sit in its half of the territory (above or below ``middle``), clear of
    the label and of the slot already chosen; if the half has no room, any position on
    the right side of the label will do, at a cost.
    """
    ideal = np.array([label_xy[0], label_xy[1] + direction * spacing * 1.05])
    far_from_label = np.hypot(*(candidates - label_xy).T) >= spacing
    ok = far_from_label.copy()
    if other is not None:
        ok &= np.hypot(*(candidates - other).T) >= spacing
    in_half = (candidates[:, 1] <= middle) if direction < 0 else (candidates[:, 1] >= middle)
    right_side = (candidates[:, 1] < label_xy[1]) if direction < 0 else (candidates[:, 1] > label_xy[1])
    distance = np.hypot(*(candidates - ideal).T)
    for mask, penalty in ((ok & in_half & right_side, 0.0), (ok & in_half, spacing),
                          (ok & right_side, 2 * spacing), (ok, 4 * spacing)):
        if mask.any():
            index = int(np.argmin(np.where(mask, distance, np.inf)))
            return candidates[index], float(distance[index] + penalty)
    return None, _MISSING


def _grid_inside(region: BaseGeometry, radius: float) -> np.ndarray:
    """Points on a square grid inside ``region``, fine enough to place marks precisely."""
    minx, miny, maxx, maxy = region.bounds
    step = radius / 3
    cells = ((maxx - minx) / step + 1) * ((maxy - miny) / step + 1)
    if cells > _MAX_CANDIDATES * 4:
        step *= float(np.sqrt(cells / (_MAX_CANDIDATES * 4)))
    xs = np.arange(minx, maxx + step / 2, step)
    ys = np.arange(miny, maxy + step / 2, step)
    gx, gy = np.meshgrid(xs, ys)
    gx, gy = gx.ravel(), gy.ravel()
    inside = shapely.contains_xy(region, gx, gy)
    points = np.column_stack([gx[inside], gy[inside]])
    # Round to a tidy precision so files stay readable.
    return np.round(points, 2)
