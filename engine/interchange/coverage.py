"""Territory outlines from other programs made into a clean coverage: shared borders exact.

A map's neighbours must share their borders vertex for vertex (the editor moves shared
corners together, validation checks it). Outlines from other programs rarely do: an SVG
drawn by hand leaves slivers and overlaps, a traced picture has staircase pixel edges. The
steps here, each usable on its own by any importer:

1. :func:`exact_coverage` snaps vertices within a tolerance, nodes all outlines together
   (every crossing and touching point becomes a vertex of both sides), and gives every
   overlap to one territory and every thin enclosed gap to a neighbour (GEOS's coverage
   cleaner, ``shapely.coverage_clean``), saying which;
3. :func:`simplified` simplifies the whole coverage at once (``shapely.coverage_simplify``),
   so a border is simplified once and stays shared;
4. :func:`coverage_problems` checks the result (``shapely.coverage_invalid_edges``);
5. :func:`neighbours` finds who borders whom, :func:`fitted` scales and moves everything
   into the canvas, and :func:`place_marks` puts labels and sticker slots inside.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from engine.board.geometry import MIN_BORDER_LENGTH, inscribed_circle
from engine.board.mark_layout import MarkLayout, auto_place
from engine.board.model import Point, PolygonPart, Ring

Shape = BaseGeometry  # a Polygon or MultiPolygon


@dataclass
class CoverageResult:
    """Outlines made exact, in the order given; what had to be changed, by index."""

    shapes: list[Shape]
    overlaps: list[tuple[int, int]] = field(default_factory=list)  # (kept, lost) a shared piece
    gaps_filled: list[int] = field(default_factory=list)  # who got a thin gap
    collapsed: list[int] = field(default_factory=list)  # nothing left (empty, or all overlapped)


def polygonal(shape: BaseGeometry) -> Shape:
    """Only the areas of ``shape`` (lines and points left by an operation dropped), made valid."""
    if not shape.is_valid:
        shape = shapely.make_valid(shape)
    parts = [g for g in shapely.get_parts(shape) if g.geom_type in ("Polygon", "MultiPolygon") and not g.is_empty]
    polygons = [p for g in parts for p in shapely.get_parts(g)]
    if not polygons:
        return shapely.MultiPolygon()
    return polygons[0] if len(polygons) == 1 else shapely.MultiPolygon(polygons)


def exact_coverage(shapes: Sequence[Shape], gap_width: float = 0.0, snap: float = 0.0) -> CoverageResult:
    """Outlines that share their borders exactly and overlap nowhere (``shapely.coverage_clean``).

    Vertices closer than ``snap`` become one (0: only what rounding separates); an overlap
    goes to the territory it shares the longest border with; a gap enclosed by territories
    and narrower than ``gap_width`` (a sliver between neighbours drawn by hand) goes to the
    neighbour along its longest side. Wider gaps stay: they are a lake, or sea.
    """
    array = np.asarray([polygonal(s) for s in shapes], dtype=object)
    present = np.flatnonzero(~shapely.is_empty(array))
    result = CoverageResult([shapely.MultiPolygon() for _ in shapes])
    if len(present):
        cleaned = shapely.coverage_clean(array[present], gap_width=gap_width,
                                         snapping_distance=snap if snap > 0 else -1)
        for index, shape in zip(present.tolist(), cleaned, strict=True):
            result.shapes[index] = polygonal(shape) if shape is not None else shapely.MultiPolygon()
    result.collapsed = [i for i, s in enumerate(result.shapes) if s.is_empty or s.area <= 0]
    _explain_changes(array, result)
    return result


def _explain_changes(before: np.ndarray, result: CoverageResult) -> None:
    """Which overlaps went where and who filled a gap, for the import report."""
    after = np.asarray(result.shapes, dtype=object)
    tree = shapely.STRtree(before)
    left, right = tree.query(before, predicate="intersects")
    for i, j in zip(left.tolist(), right.tolist(), strict=True):
        if i >= j:
            continue
        common = shapely.intersection(before[i], before[j])
        if common.area <= _NOISE * min(before[i].area, before[j].area):
            continue
        kept, lost = (i, j) if after[i].intersection(common).area >= after[j].intersection(common).area else (j, i)
        result.overlaps.append((kept, lost))
    everything = shapely.union_all(before)
    for index, shape in enumerate(after):
        if not shape.is_empty and shapely.difference(shape, everything).area > _NOISE * max(shape.area, 1e-12):
            result.gaps_filled.append(index)


_NOISE = 1e-9  # areas below this share of a territory are rounding, not a change


def dissolved(faces: Sequence[shapely.Polygon] | np.ndarray) -> Shape:
    """One shape from faces of a coverage, keeping every vertex (so borders stay shared)."""
    faces = np.asarray(faces, dtype=object)
    if len(faces) == 1:
        return faces[0]
    return polygonal(shapely.coverage_union_all(faces))


def simplified(shapes: Sequence[Shape], tolerance: float) -> list[Shape]:
    """The whole coverage simplified at once: each shared border once, so it stays shared.

    ``tolerance`` is in map units (0: unchanged). Outer edges (coasts) are simplified too.
    """
    if tolerance <= 0:
        return list(shapes)
    array = np.asarray(shapes, dtype=object)
    present = ~shapely.is_empty(array)
    out = array.copy()
    out[present] = shapely.coverage_simplify(array[present], tolerance, simplify_boundary=True)
    return [polygonal(s) for s in out]


def coverage_problems(shapes: Sequence[Shape], gap_width: float = 0.0) -> list[int]:
    """Indexes of shapes whose borders do not match their neighbours' (empty: all exact)."""
    array = np.asarray(shapes, dtype=object)
    present = np.flatnonzero(~shapely.is_empty(array))
    if len(present) < 2:
        return []
    invalid = shapely.coverage_invalid_edges(array[present], gap_width=gap_width)
    return [int(present[i]) for i, edges in enumerate(invalid) if edges is not None and not edges.is_empty]


def neighbours(shapes: Sequence[Shape]) -> set[tuple[int, int]]:
    """Index pairs (i < j) of shapes that share a border of positive length."""
    array = np.asarray(shapes, dtype=object)
    tree = shapely.STRtree(array)
    left, right = tree.query(array, predicate="intersects")
    keep = left < right
    left, right = left[keep], right[keep]
    if not len(left):
        return set()
    common = shapely.intersection(shapely.boundary(array[left]), shapely.boundary(array[right]))
    lengths = shapely.length(common)
    return {(int(i), int(j)) for i, j, n in zip(left, right, lengths, strict=True) if n > MIN_BORDER_LENGTH}


@dataclass(frozen=True)
class Fit:
    """``canvas = (source - origin) * scale + margin``, y flipped if asked (north up)."""

    scale: float
    origin: Point
    margin: float
    flip_height: float | None = None  # the canvas height when y is flipped

    def point(self, xy: Point) -> Point:
        x = (xy[0] - self.origin[0]) * self.scale + self.margin
        y = (xy[1] - self.origin[1]) * self.scale + self.margin
        if self.flip_height is not None:
            y = self.flip_height - y
        return (x, y)


def fitted(shapes: Sequence[Shape], width: float, height: float | None = None, margin: float = 0.0,
           flip_y: bool = False) -> tuple[list[Shape], Fit, tuple[float, float]]:
    """The shapes scaled (proportions kept) and moved into a canvas ``width`` wide (and at most
    ``height`` high, if given), ``margin`` free on every side; y flipped for sources whose y
    grows upwards (geography). Returns the shapes, the fit and the canvas size."""
    array = np.asarray(shapes, dtype=object)
    minx, miny, maxx, maxy = shapely.total_bounds(array)
    span_x, span_y = max(maxx - minx, 1e-12), max(maxy - miny, 1e-12)
    scale = (width - 2 * margin) / span_x
    if height is not None:
        scale = min(scale, (height - 2 * margin) / span_y)
    canvas = (span_x * scale + 2 * margin, span_y * scale + 2 * margin)
    fit = Fit(scale, (float(minx), float(miny)), margin, canvas[1] if flip_y else None)

    def move(xy: np.ndarray) -> np.ndarray:
        out = (xy - (minx, miny)) * scale + margin
        if flip_y:
            out[:, 1] = canvas[1] - out[:, 1]
        return out

    moved = shapely.transform(array, move)
    if flip_y:  # a mirror turns rings round: put them back as they were
        moved = shapely.orient_polygons(moved)
    return list(moved), fit, canvas


def rounded(shapes: Sequence[Shape], decimals: int = 3) -> list[Shape]:
    """Coordinates rounded so files stay readable; a coverage stays a coverage (shared
    vertices round alike), though a part thinner than the rounding may fold and is dropped."""
    array = np.asarray(shapes, dtype=object)
    return [polygonal(s) for s in shapely.transform(array, lambda xy: np.round(xy, decimals))]


def parts_of(shape: Shape) -> tuple[PolygonPart, ...]:
    """A shape as the map model's polygon parts (each ring without its closing vertex)."""
    parts = []
    for polygon in shapely.get_parts(shape):
        if polygon.is_empty:
            continue
        outer = Ring(np.asarray(polygon.exterior.coords)[:-1])
        holes = tuple(Ring(np.asarray(hole.coords)[:-1]) for hole in polygon.interiors)
        parts.append(PolygonPart(outer, holes))
    return tuple(parts)


def label_point(shape: Shape, suggested: Point | None) -> tuple[Point | None, bool]:
    """Where the label goes: ``suggested`` if it lies inside, else the centre of the largest
    circle inside. Also says whether the suggestion was replaced."""
    if suggested is not None and shape.contains(shapely.Point(suggested)):
        return suggested, False
    circle = inscribed_circle(shape)
    if circle is None:
        return suggested, False
    return (round(circle.centre[0], 2), round(circle.centre[1], 2)), suggested is not None


def place_marks(shape: Shape, radius: float, label: Point | None) -> MarkLayout | None:
    """Label and sticker slots for one territory, as the editor's auto-place puts them.

    They are placed in the outline simplified by a fifth of a mark: many times faster on
    the staircases of a traced picture, and still safe, as auto-place keeps a quarter of a
    mark between each mark and the border.
    """
    try:
        return auto_place(shapely.simplify(shape, radius * 0.2), radius, label)
    except shapely.errors.GEOSException:  # a degenerate outline: validation will say so
        return None


def mark_radius_for(shapes: Sequence[Shape]) -> float:
    """A mark radius that suits the map's scale: a tenth of a typical territory's width."""
    areas = [s.area for s in shapes if not s.is_empty]
    if not areas:
        return 10.0
    typical = math.sqrt(float(np.median(areas)))
    return max(1.0, round(typical / 10, 1))
