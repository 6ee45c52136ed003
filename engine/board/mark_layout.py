"""Where the label and the Risk Legacy sticker slots go inside a territory.

Every mark (the troop badge at the label point, the city sticker, the scar sticker) is a
circle of the map's mark radius. A good layout keeps each circle fully inside the
territory, none overlapping another, the city slot in the upper half of the territory and
the scar slot in the lower half; ideally city, label and scar stand in a column so the
stickers never cover the territory's name.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
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


def area_median_y(shape: BaseGeometry, tolerance: float = 0.0) -> float:
    """The y of the horizontal line that splits the shape into two halves of equal area,
    to within ``tolerance`` (0: as exactly as 40 halvings of the height allow)."""
    minx, miny, maxx, maxy = shape.bounds
    low, high = miny, maxy
    total = shape.area
    # Each halving costs a polygon intersection: stop once the answer is as exact as asked.
    steps = 40 if tolerance <= 0 or maxy <= miny else min(40, max(1, math.ceil(math.log2((maxy - miny) / tolerance))))
    for _ in range(steps):
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
    # Which half a slot is in matters to a hundredth of a mark, not to the last digit.
    middle = area_median_y(part, tolerance=radius / 100)
    spacing = 2 * radius * (1 + MARK_GAP)

    if label is not None:
        return _best_layout([np.asarray(label, dtype=float)], candidates, spacing, middle, None)[0]
    # Only a label still to be chosen needs each candidate's depth (a costly distance).
    boundary = part.exterior if not part.interiors else part.boundary
    depth = shapely.distance(boundary, shapely.points(candidates))
    # The deepest points first: a label reads best far from the border. Tight shapes
    # may need the label off-centre to make room, so widen the search if needed.
    order = np.argsort(-depth, kind="stable")
    best_depth = float(depth[order[0]])
    penalties = 0.5 * (best_depth - depth)
    first = order[:_LABEL_OPTIONS]
    layout, cost = _best_layout([candidates[i] for i in first], candidates, spacing, middle, penalties[first],
                                good_enough=spacing * 0.2)
    if cost >= _MISSING and len(order) > _LABEL_OPTIONS:
        wider = order[np.linspace(0, len(order) - 1, min(len(order), 400)).astype(int)]
        layout, cost = _best_layout([candidates[i] for i in wider], candidates, spacing, middle,
                                    penalties[wider])
    return layout


_MISSING = 1e9
_CITY_OPTIONS = 6
_LABEL_OPTIONS = 24  # deepest label positions tried first


def _best_layout(labels, candidates, spacing, middle, label_penalties, good_enough: float = 0.0):
    """The cheapest (layout, cost) over the given label positions.

    Stops early once a layout costs no more than ``good_enough``: in a roomy territory the
    deepest label with city and scar straight above and below it cannot be beaten by much.
    """
    best: tuple[float, MarkLayout] | None = None
    for index, label_xy in enumerate(labels):
        if best is not None and best[0] <= good_enough:
            break
        cost = 0.0 if label_penalties is None else float(label_penalties[index])
        # A greedy first choice for the city can leave no room for the scar: try a few.
        options = _slot_costs(candidates, label_xy, -1, spacing, middle, None)
        cities = np.argsort(options, kind="stable")[:_CITY_OPTIONS]
        tried = [(None, _MISSING)] if not np.isfinite(options[cities[0]]) else [
            (candidates[i], float(options[i])) for i in cities if np.isfinite(options[i])
        ]
        for city, city_cost in tried:
            scar_costs = _slot_costs(candidates, label_xy, +1, spacing, middle, city)
            scar_index = int(np.argmin(scar_costs))
            scar = candidates[scar_index] if np.isfinite(scar_costs[scar_index]) else None
            total = cost + city_cost + (float(scar_costs[scar_index]) if scar is not None else _MISSING)
            if best is None or total < best[0]:
                best = (total, MarkLayout(_point(label_xy), _point(city), _point(scar)))
    return best[1], best[0]


def _point(xy) -> Point | None:
    return None if xy is None else (float(xy[0]), float(xy[1]))


def _slot_costs(candidates, label_xy, direction, spacing, middle, other) -> np.ndarray:
    """How well each candidate suits a slot straight above (-1) or below (+1) the label.

    Best is the ideal spot in the slot's own half of the territory (above or below
    ``middle``) on the right side of the label; elsewhere costs extra. Candidates that
    would overlap the label or the other slot are infinitely expensive.
    """
    ideal = np.array([label_xy[0], label_xy[1] + direction * spacing * 1.05])
    cost = np.hypot(*(candidates - ideal).T)
    in_half = (candidates[:, 1] <= middle) if direction < 0 else (candidates[:, 1] >= middle)
    right_side = (candidates[:, 1] < label_xy[1]) if direction < 0 else (candidates[:, 1] > label_xy[1])
    cost += np.where(in_half, 0.0, 2 * spacing) + np.where(right_side, 0.0, spacing)
    clash = np.hypot(*(candidates - label_xy).T) < spacing
    if other is not None:
        clash |= np.hypot(*(candidates - other).T) < spacing
        # The city must stay above the scar whatever else happens.
        clash |= candidates[:, 1] <= other[1]
    return np.where(clash, np.inf, cost)


def _grid_inside(region: BaseGeometry, radius: float) -> np.ndarray:
    """Points on a square grid inside ``region``, fine enough to place marks precisely."""
    minx, miny, maxx, maxy = region.bounds
    step = radius / 2.5
    cells = ((maxx - minx) / step + 1) * ((maxy - miny) / step + 1)
    if cells > _MAX_CANDIDATES * 4:
        step *= float(np.sqrt(cells / (_MAX_CANDIDATES * 4)))
    # Include the region's own edges: in a tight territory the marks belong in the corners.
    xs = np.linspace(minx, maxx, max(2, int(np.ceil((maxx - minx) / step)) + 1))
    ys = np.linspace(miny, maxy, max(2, int(np.ceil((maxy - miny) / step)) + 1))
    gx, gy = np.meshgrid(xs, ys)
    gx, gy = gx.ravel(), gy.ravel()
    inside = shapely.intersects_xy(region, gx, gy)
    # Rounded to a tidy precision so files stay readable; the gap margin absorbs it.
    return np.round(np.column_stack([gx[inside], gy[inside]]), 2)


def auto_place_many(shapes: Sequence[BaseGeometry], radius: float) -> list[MarkLayout | None]:
    """``auto_place`` for many territories at once, as whole-array GEOS and numpy work.

    A roomy territory (nearly all of them on a real map) gets its label at the centre of
    its largest inscribed circle (the deepest point, which ``auto_place`` searches a grid
    for) and its city and scar straight above and below it, where ``auto_place`` would
    ideally put them: each slot moved further out only as far as its own half of the
    territory needs. Every layout made here is checked the way ``auto_place``'s candidates
    are (each mark's circle inside the territory with the gap to spare, city in the upper
    half, scar in the lower, no two marks overlapping); a territory for which that check
    fails — a tight or oddly shaped one — goes through ``auto_place`` itself.
    """
    count = len(shapes)
    layouts: list[MarkLayout | None] = [None] * count
    if count == 0 or radius <= 0:
        return layouts
    geometries = np.asarray(shapes, dtype=object)
    valid = ~shapely.is_empty(geometries) & shapely.is_valid(geometries)
    parts, owners = shapely.get_parts(geometries, return_index=True)
    # The largest part of each territory (as auto_place works on).
    areas = shapely.area(parts)
    order = np.lexsort((-areas, owners))
    firsts = order[np.unique(owners[order], return_index=True)[1]]
    largest = np.full(count, None, dtype=object)
    largest[owners[firsts]] = parts[firsts]
    has_part = valid & (largest != None)  # noqa: E711 (element-wise on an object array)
    indexes = np.flatnonzero(has_part)
    done = np.zeros(count, dtype=bool)
    if len(indexes):
        part = largest[indexes].astype(object)
        clearance = radius * (1 + MARK_GAP)
        spacing = 2 * radius * (1 + MARK_GAP)
        room = shapely.buffer(part, -clearance)
        shapely.prepare(room)
        circle = shapely.maximum_inscribed_circle(part, tolerance=radius / 10)
        centre = shapely.get_coordinates(shapely.get_point(circle, 0))
        label = np.round(centre, 2)
        middle = area_median_ys(part)
        city = np.column_stack([label[:, 0], np.minimum(label[:, 1] - spacing * 1.05, middle)])
        scar = np.column_stack([label[:, 0], np.maximum(label[:, 1] + spacing * 1.05, middle)])
        # Rounded up and down (away from the label) so a slot never creeps across the middle.
        city[:, 1] = np.floor(city[:, 1] * 100) / 100
        scar[:, 1] = np.ceil(scar[:, 1] * 100) / 100
        fits = (~shapely.is_empty(room)
                & shapely.intersects_xy(room, label[:, 0], label[:, 1])
                & shapely.intersects_xy(room, city[:, 0], city[:, 1])
                & shapely.intersects_xy(room, scar[:, 0], scar[:, 1])
                & (city[:, 1] <= middle) & (scar[:, 1] >= middle))
        for row in np.flatnonzero(fits):
            layouts[indexes[row]] = MarkLayout(_point(label[row]), _point(city[row]), _point(scar[row]))
        done[indexes[fits]] = True
    for index in np.flatnonzero(~done):
        layouts[index] = auto_place(shapes[index], radius)
    return layouts


def area_median_ys(polygons: np.ndarray, steps: int = 40) -> np.ndarray:
    """``area_median_y`` of many polygons at once, from their outlines with numpy.

    The area of a polygon below the line y = t is the outline integral of x dy over the
    outline clipped to y <= t (Green's theorem; the cut along y = t adds nothing, as dy is
    zero there), so every halving step is one pass over all edges of all polygons.
    """
    oriented = shapely.orient_polygons(polygons)  # holes turn the other way: they subtract
    rings, ring_owner = shapely.get_rings(oriented, return_index=True)
    coordinates, point_ring = shapely.get_coordinates(rings, return_index=True)
    same_ring = point_ring[1:] == point_ring[:-1]
    x1, y1 = coordinates[:-1][same_ring].T
    x2, y2 = coordinates[1:][same_ring].T
    edge_owner = ring_owner[point_ring[:-1][same_ring]]
    rising = y2 != y1
    slope = np.where(rising, (x2 - x1) / np.where(rising, y2 - y1, 1.0), 0.0)

    def below(t: np.ndarray) -> np.ndarray:
        limit = t[edge_owner]
        a, b = np.minimum(y1, limit), np.minimum(y2, limit)
        contribution = (b - a) * (2 * x1 + slope * (a - y1 + b - y1)) / 2
        return np.bincount(edge_owner, weights=contribution, minlength=len(polygons))

    bounds = shapely.bounds(polygons)
    low, high = bounds[:, 1].copy(), bounds[:, 3].copy()
    half = below(high + 1) / 2
    for _ in range(steps):
        middle = (low + high) / 2
        under = below(middle) < half
        low = np.where(under, middle, low)
        high = np.where(under, high, middle)
    return (low + high) / 2
