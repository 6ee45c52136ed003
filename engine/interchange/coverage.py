"""Territory outlines from other programs made into a clean coverage: shared borders exact.

A map's neighbours must share their borders vertex for vertex (the editor moves shared
corners together, validation checks it). Outlines from other programs rarely do: an SVG
drawn by hand leaves slivers and overlaps, a traced picture has staircase pixel edges. The
steps here, each usable on its own by any importer:

1. :func:`exact_coverage` snaps vertices within a tolerance, nodes all outlines together
   (every crossing and touching point becomes a vertex of both sides), and gives every
   overlap to one territory and every thin enclosed gap to a neighbour (GEOS's coverage
   cleaner, ``shapely.coverage_clean``), saying which;
2. :func:`clean_coverage` does that, simplifies and rounds, and checks what came out, again
   and again with a wider snap while territories still overlap or an outline is invalid,
   and says which pairs it could not part (for importers that must not report a fix that
   validation would refuse);
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

DECIMALS = 3  # coordinates are rounded to this many decimals (map files stay readable)
# Vertices nearer than twice the rounding step are one vertex: rounding could not keep them
# apart anyway, and left apart they turn a hair-thin gap into an overlap once rounded.
MIN_SNAP = 2 * 10.0**-DECIMALS
CLEANING_ROUNDS = 4  # cleanings of what rounding broke, the snap wider each time
SNAP_GROWTH = 5.0


@dataclass
class CoverageResult:
    """Outlines made exact, in the order given; what had to be changed, by index."""

    shapes: list[Shape]
    overlaps: list[tuple[int, int]] = field(default_factory=list)  # (kept, lost) a shared piece
    gaps_filled: list[int] = field(default_factory=list)  # who got a thin gap
    collapsed: list[int] = field(default_factory=list)  # nothing left (empty, or all overlapped)
    still_overlapping: list[tuple[int, int]] = field(default_factory=list)  # (i, j), i < j: cleaning failed
    still_invalid: list[tuple[int, str]] = field(default_factory=list)  # (index, GEOS's reason)
    enclaves: list[tuple[int, int]] = field(default_factory=list)  # (inner, outer): the outer got a hole
    # (index, neighbour or None): narrower than the snap everywhere, so dropped, its area
    # given to the neighbour (None: no neighbour within the snap, an islet left out).
    too_small: list[tuple[int, int | None]] = field(default_factory=list)


def polygonal(shape: BaseGeometry) -> Shape:
    """Only the areas of ``shape`` (lines and points left by an operation dropped), made valid."""
    if not shape.is_valid:
        shape = shapely.make_valid(shape)
    parts = [g for g in shapely.get_parts(shape) if g.geom_type in ("Polygon", "MultiPolygon") and not g.is_empty]
    polygons = [p for g in parts for p in shapely.get_parts(g)]
    if not polygons:
        return shapely.MultiPolygon()
    return polygons[0] if len(polygons) == 1 else shapely.MultiPolygon(polygons)


def exact_coverage(shapes: Sequence[Shape], gap_width: float = 0.0, snap: float = 0.0,
                   smallest: float | None = None) -> CoverageResult:
    """Outlines that share their borders exactly and overlap nowhere (``shapely.coverage_clean``).

    A shape lying (almost) entirely inside another is an enclave: the outer one gets a hole
    for it, and it keeps its area. Vertices closer than ``snap`` become one (at least
    MIN_SNAP: what rounding cannot tell apart); an overlap goes to the territory it shares
    the longest border with; a gap enclosed by territories and narrower than ``gap_width``
    (a sliver between neighbours drawn by hand) goes to the neighbour along its longest
    side. Wider gaps stay: they are a lake, or sea.

    GEOS snaps a ring's own vertices together too, so a wide snap can fold a finely drawn
    shape to nothing (pygal's Gambia, 23 by 6, at a snap of 0.5). A shape the snap took
    (most of) although it is somewhere at least ``smallest`` wide (default: the snap) is
    cleaned again unsnapped among the snapped others; one narrower than that everywhere is
    dropped and its area given to the neighbour it touches most.
    """
    drawn = np.asarray([polygonal(s) for s in shapes], dtype=object)
    array, enclaves = _carve_enclaves(drawn)
    result = CoverageResult(_cleaned(array, gap_width, snap), enclaves=enclaves)
    smallest = max(snap, MIN_SNAP) if smallest is None else smallest
    if snap > MIN_SNAP:
        lost = [i for i in range(len(array)) if not array[i].is_empty
                and result.shapes[i].area < LOST_SHARE * array[i].area]
        if lost:
            result.shapes, result.too_small = _rescued(array, result.shapes, lost, gap_width, snap, smallest)
    result.collapsed = [i for i, s in enumerate(result.shapes) if s.is_empty or s.area <= 0]
    _explain_changes(array, result, dropped={i for i, _ in result.too_small})
    return result


# A shape is an enclave of another when this share of it lies inside the other.
ENCLAVE_SHARE = 0.9
# A shape the snap left less than this share of is cleaned again without the snap.
LOST_SHARE = 0.5


def _cleaned(array: np.ndarray, gap_width: float, snap: float) -> list[Shape]:
    """``shapely.coverage_clean`` of the shapes that are not empty, in place of each."""
    present = np.flatnonzero(~shapely.is_empty(array))
    out: list[Shape] = [shapely.MultiPolygon() for _ in array]
    if len(present):
        cleaned = shapely.coverage_clean(array[present], gap_width=gap_width,
                                         snapping_distance=max(snap, MIN_SNAP))
        for index, shape in zip(present.tolist(), cleaned, strict=True):
            out[index] = polygonal(shape) if shape is not None else shapely.MultiPolygon()
    return out


def _carve_enclaves(array: np.ndarray) -> tuple[np.ndarray, list[tuple[int, int]]]:
    """Each shape lying (almost) entirely inside a larger one cut out of it (Lesotho out of
    South Africa): left as they are, the overlap would go to the larger, and the enclave
    vanish. Returns the shapes and the (inner, outer) pairs."""
    if len(array) < 2:
        return array, []
    left, right = shapely.STRtree(array).query(array, predicate="intersects")
    keep = left != right
    left, right = left[keep], right[keep]
    if not len(left):
        return array, []
    areas = shapely.area(array)
    candidate = areas[left] < areas[right]
    left, right = left[candidate], right[candidate]
    common = shapely.area(shapely.intersection(array[left], array[right]))
    inside = common >= ENCLAVE_SHARE * areas[left]
    pairs = [(int(i), int(j)) for i, j in zip(left[inside], right[inside], strict=True)]
    if not pairs:
        return array, []
    out = array.copy()
    inners: dict[int, list[int]] = {}
    for inner, outer in pairs:
        inners.setdefault(outer, []).append(inner)
    for outer, members in inners.items():
        out[outer] = polygonal(shapely.difference(array[outer], shapely.union_all(array[members])))
    return out, pairs


def _rescued(array: np.ndarray, snapped: list[Shape], lost: list[int], gap_width: float, snap: float,
             smallest: float) -> tuple[list[Shape], list[tuple[int, int | None]]]:
    """The coverage cleaned again after the snap took (most of) the shapes ``lost``: those
    somewhere at least ``smallest`` wide put back as drawn, the others dropped and each
    given to the neighbour it touches most. Returns the shapes and (dropped, neighbour)."""
    again = np.asarray(snapped, dtype=object)
    too_small: list[tuple[int, int | None]] = []
    tree = shapely.STRtree(again)
    for index in lost:
        again[index] = array[index]
        if not _narrower_than(array[index], smallest):
            continue
        again[index] = shapely.MultiPolygon()
        reach = array[index].buffer(snap)
        near = [int(n) for n in tree.query(reach, predicate="intersects")
                if n != index and not again[n].is_empty]
        taker = max(near, key=lambda n: again[n].intersection(reach).area, default=None)
        if taker is not None:
            again[taker] = polygonal(shapely.union(again[taker], array[index]))
        too_small.append((index, taker))
    return _cleaned(again, gap_width, MIN_SNAP), too_small


def _narrower_than(shape: Shape, width: float) -> bool:
    """Nowhere is ``shape`` ``width`` wide (a disc of that width fits nowhere inside)."""
    return shape.buffer(-width / 2).is_empty


def clean_coverage(shapes: Sequence[Shape], gap_width: float = 0.0, snap: float = 0.0,
                   detail: float = 0.0) -> CoverageResult:
    """:func:`exact_coverage`, :func:`simplified` by ``detail`` and :func:`rounded`, checked.

    Rounding and simplifying can undo what cleaning did where two outlines run a hair apart
    (a vertex moved a thousandth across a neighbour's edge is an overlap), so the result is
    cleaned again, with a wider snap each round, until no two territories overlap and every
    outline is valid, or CLEANING_ROUNDS have failed: then ``still_overlapping`` and
    ``still_invalid`` say where. ``overlaps`` and ``gaps_filled`` are the first cleaning's.
    """
    result = exact_coverage(shapes, gap_width, snap)
    current = rounded(simplified(result.shapes, detail))
    wider = max(snap, MIN_SNAP)
    for _ in range(CLEANING_ROUNDS):
        overlapping, invalid = overlapping_pairs(current), invalid_outlines(current)
        if not overlapping and not invalid:
            break
        wider *= SNAP_GROWTH
        current = rounded(exact_coverage(current, gap_width, wider, smallest=max(snap, MIN_SNAP)).shapes)
    result.shapes = current
    result.still_overlapping = overlapping_pairs(current)
    result.still_invalid = invalid_outlines(current)
    result.collapsed = [i for i, s in enumerate(current) if s.is_empty or s.area <= 0]
    return result


def overlapping_pairs(shapes: Sequence[Shape]) -> list[tuple[int, int]]:
    """Index pairs (i < j) of shapes that share more area than rounding noise, as map
    validation counts an overlap."""
    array = np.asarray(shapes, dtype=object)
    present = np.flatnonzero(~shapely.is_empty(array) & shapely.is_valid(array))
    if len(present) < 2:
        return []
    usable = array[present]
    left, right = shapely.STRtree(usable).query(usable, predicate="intersects")
    keep = left < right
    left, right = left[keep], right[keep]
    if not len(left):
        return []
    common = shapely.area(shapely.intersection(usable[left], usable[right]))
    least = np.minimum(shapely.area(usable[left]), shapely.area(usable[right]))
    real = common > least * _NOISE
    return [(int(present[i]), int(present[j])) for i, j in zip(left[real], right[real], strict=True)]


def invalid_outlines(shapes: Sequence[Shape]) -> list[tuple[int, str]]:
    """(index, reason) of each outline that is not a valid polygon."""
    array = np.asarray(shapes, dtype=object)
    bad = np.flatnonzero(~shapely.is_valid(array))
    return [(int(i), str(shapely.is_valid_reason(array[i]))) for i in bad.tolist()]


def _explain_changes(before: np.ndarray, result: CoverageResult, dropped: set[int] = frozenset()) -> None:
    """Which overlaps went where and who filled a gap, for the import report (``dropped``:
    shapes too small to keep, told apart, so no overlap of theirs is reported)."""
    after = np.asarray(result.shapes, dtype=object)
    tree = shapely.STRtree(before)
    left, right = tree.query(before, predicate="intersects")
    keep = left < right
    left, right = left[keep], right[keep]
    common = shapely.intersection(before[left], before[right])
    smaller = np.minimum(shapely.area(before[left]), shapely.area(before[right]))
    for i, j, piece, least in zip(left.tolist(), right.tolist(), common, smaller.tolist(), strict=True):
        if piece.area <= _NOISE * least or i in dropped or j in dropped:
            continue
        kept, lost = (i, j) if after[i].intersection(piece).area >= after[j].intersection(piece).area else (j, i)
        result.overlaps.append((kept, lost))
    # Ground a territory gained that no outline covered before is a gap it was given; only
    # the outlines near what it gained are looked at.
    gained = shapely.difference(after, before)
    for index in np.flatnonzero(shapely.area(gained) > _NOISE * np.maximum(shapely.area(after), 1e-12)).tolist():
        piece = gained[index]
        # Cut to the piece's box first: a coast of hundreds of islands is slow to unite whole.
        near = shapely.intersection(before[tree.query(piece, predicate="intersects")], shapely.box(*piece.bounds))
        uncovered = shapely.difference(piece, shapely.union_all(near)) if len(near) else piece
        if uncovered.area > _NOISE * max(after[index].area, 1e-12):
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


def rounded(shapes: Sequence[Shape], decimals: int = DECIMALS) -> list[Shape]:
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
