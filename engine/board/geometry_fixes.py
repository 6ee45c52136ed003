"""Fixes for the geometry problems validation reports: mismatched borders, thin gaps, small
overlaps and slivers (codes in problems.py).

Each fix changes as few territories as it can and leaves the borders it touches shared
corner for corner, so that validating again reports nothing of that kind there:

* ``border-mismatch``: a corner of one territory that lies on the other's edge becomes a
  corner of both (both ways);
* ``gap``: the first territory's corners within the gap tolerance of the second are moved
  onto its border (with every territory sharing those corners), then the two share corners;
* ``overlap``: the overlap is cut out of the territory it is the smaller share of (its
  edge then follows the other's border), and the cut's new corners go into the other;
* ``sliver``: the sliver goes to the neighbour listed first (the longest shared side),
  whose outline then follows the others' borders with their corners;
* ``invalid-polygon`` (an outline crossing itself): the least change that makes it valid,
  measured against what the crossing outline encloses (see :func:`fix_self_intersection`).

Every fix ends with the join step (``engine.board.joining.joined``): a corner a fix puts on
a neighbour's edge goes into that edge too, so no fix leaves a T-junction.

GEOS does the area work (difference, union, polygonize, nearest points); inserting corners
into rings is done here, ring by ring, so that every untouched corner keeps its place and
its order (undo and the file diff stay readable).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import numpy as np
import shapely

from engine.board import editing
from engine.board.board import Board
from engine.board.geometry import shape_of
from engine.board.joining import joined
from engine.board.model import PolygonPart, Territory
from engine.board.problems import Problem
from engine.board.ring_arrays import insert_on_edges, map_rings, on_edge_tolerance, ring_arrays, without_repeats
from engine.board.validation import map_tolerances, thin_gaps_along, validate
from engine.interchange.coverage import parts_of, polygonal

FIXABLE_CODES = ("border-mismatch", "gap", "overlap", "sliver", "invalid-polygon")
# Fix All of several kinds goes in this order, validating again before each kind: outlines
# must be valid before any area work sees them (validation leaves invalid ones out of the
# coverage checks); cutting overlaps and filling slivers first leaves fewer (and only real)
# gaps and mismatches.
FIX_ORDER = ("invalid-polygon", "overlap", "sliver", "gap", "border-mismatch")
# Problems about one territory; the others are about a pair (or more).
_SINGLE_CODES = frozenset({"invalid-polygon"})
ROUNDS = 2
# Pieces of a cut smaller than this share of the territory are rounding, not land.
_CRUMB_SHARE = 1e-9
_DECIMALS = 9


# Why a problem was left as it was: a stable code (the editor translates it) and its English.
SKIP_REASONS = {
    "not-geometry": "not a geometry problem",
    "gone": "its territories are no longer on the map",
    "geometry-error": "the geometry could not be fixed",
    "invalid": "fixing it would leave an invalid outline",
    "overlap": "fixing it would make territories overlap",
    "not-crossing": "only an outline that crosses itself can be fixed",
}


class CannotFix(ValueError):
    """A fix that knows why it cannot apply: ``reason`` is a key of SKIP_REASONS."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(detail or SKIP_REASONS[reason])
        self.reason = reason
        self.detail = detail


@dataclass(frozen=True)
class Skipped:
    """A problem a fix left alone: ``reason`` (a key of SKIP_REASONS) and ``detail`` (the
    territory ids concerned, or GEOS's message)."""

    problem: Problem
    reason: str
    detail: str = ""

    @property
    def text(self) -> str:
        return SKIP_REASONS[self.reason] + (f": {self.detail}" if self.detail else "")


@dataclass
class FixOutcome:
    """The territories a fix changed (by index, new values), and the problems it could not fix."""

    changes: dict[int, Territory] = field(default_factory=dict)
    fixed: list[Problem] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)


def fix_problems(board: Board, problems: Iterable[Problem]) -> FixOutcome:
    """Fix each geometry problem in turn, each on the outlines the earlier ones left.

    ``board`` is not changed; apply ``changes`` (one undo step in the editor). Problems of
    other kinds, or that no longer apply, are skipped with a reason.
    """
    work = board.copy()
    outcome = FixOutcome()
    for problem in problems:
        if problem.code not in FIXABLE_CODES:
            outcome.skipped.append(Skipped(problem, "not-geometry"))
            continue
        needed = 1 if problem.code in _SINGLE_CODES else 2
        if not all(work.has_territory(i) for i in problem.ids) or len(problem.ids) < needed:
            outcome.skipped.append(Skipped(problem, "gone"))
            continue
        try:
            changes = _FIXERS[problem.code](work, problem)
            # No fix leaves a T-junction: a corner it put on a neighbour's edge goes into it.
            changes = _joined(work, changes)
            if problem.code not in _UNTIDIED_CODES:
                changes = _tidied(work, changes)
        except CannotFix as refusal:
            outcome.skipped.append(Skipped(problem, refusal.reason, refusal.detail))
            continue
        except (shapely.errors.GEOSException, ValueError) as error:
            outcome.skipped.append(Skipped(problem, "geometry-error", str(error)))
            continue
        broken = [work.territories[i].id for i, t in changes.items() if not _valid(t)]
        if broken:
            outcome.skipped.append(Skipped(problem, "invalid", ", ".join(broken)))
            continue
        overlapping = new_overlaps(work, changes)
        if overlapping:
            outcome.skipped.append(Skipped(problem, "overlap", ", ".join(overlapping)))
            continue
        for index, territory in changes.items():
            work.set_territory(index, territory)
            outcome.changes[index] = territory
        outcome.fixed.append(problem)
    outcome.changes = {i: t for i, t in outcome.changes.items() if t != board.territories[i]}
    return outcome


def fix_all(board: Board, codes: Iterable[str] = FIXABLE_CODES) -> FixOutcome:
    """Fix every problem of these kinds that validation finds, kind by kind (FIX_ORDER),
    validating the partly fixed map again after each kind that changed it; a second round
    if the first changed anything. ``board`` is not changed."""
    wanted = [c for c in FIX_ORDER if c in set(codes)]
    work = board.copy()
    total = FixOutcome()
    report, stale = validate(work), False
    for _round in range(ROUNDS):
        changed = False
        for code in wanted:
            # Validation takes most of the time on a big map: again only after a fix changed something.
            if stale:
                report, stale = validate(work), False
            problems = [p for p in report.problems if p.code == code]
            if not problems:
                continue
            outcome = fix_problems(work, problems)
            for index, territory in outcome.changes.items():
                work.set_territory(index, territory)
                total.changes[index] = territory
            total.fixed += outcome.fixed
            total.skipped += outcome.skipped
            stale = bool(outcome.changes)
            changed = changed or stale
        if not changed:
            break
    total.changes = {i: t for i, t in total.changes.items() if t != board.territories[i]}
    return total





# -- the four fixes -------------------------------------------------------------------------
def fix_border_mismatch(board: Board, problem: Problem) -> dict[int, Territory]:
    mover, target = (board.territory_index(i) for i in problem.ids[:2])
    return mended(board, {}, mover, [target], on_edge_tolerance(board))


def fix_gap(board: Board, problem: Problem) -> dict[int, Territory]:
    """Move the first territory's corners in the gap onto the second's border, then share corners.

    A corner the first shares with a third territory moves for that one too; where that
    folds an outline (short edges near the gap, a triple point), only the first territory's
    own corners move."""
    first, second = (board.territory_index(i) for i in problem.ids[:2])
    changes: dict[int, Territory] = {}
    # Where the first has nothing to move (the gap is a wedge at the second's corner, say),
    # the second moves onto the first instead.
    for moving, target in ((first, second), (second, first)):
        changes = _snapped_across_gap(board, moving, target, move_shared=True)
        if changes and (any(not _valid(t) for t in changes.values()) or new_overlaps(board, changes)):
            changes = _snapped_across_gap(board, moving, target, move_shared=False)
        if changes:
            break
    # What is left thinner than the tolerance between them (a wedge where their outlines meet
    # and part at a narrow angle, with no corner near enough to move) goes to the first too:
    # otherwise validation would report the gap again, and Fix All would not close it.
    work = _applied(board, changes)
    openings = openings_between(work, first, second)
    if openings:
        changes.update(_openings_filled(work, first, second, openings))
    if not changes:
        raise ValueError("no thin gap is left there")
    return changes


def openings_between(board: Board, first: int, second: int) -> list:
    """The open gaps between two territories that validation reports as a gap (thinner than
    the tolerance, along both, big enough), without what other territories cover."""
    tolerance = map_tolerances(board)[0]
    shapes = np.asarray([board.shape(board.territories[i].id) for i in (first, second)], dtype=object)
    # Only what validation would report: smaller pieces are the fillets a rolled disc leaves
    # in any concave corner of a coast, and filling them would bulge the coast there.
    pieces = [piece for piece, _along in thin_gaps_along(shapes, shapely.STRtree(shapes), tolerance)]
    near = shapely.union_all(pieces) if pieces else None
    others = [] if near is None else [
        i for i in board.spatial_index().query(near, predicate="intersects").tolist() if i not in (first, second)]
    if others:
        taken = shapely.union_all(board.shapes()[others])
        pieces = [polygonal(shapely.difference(p, taken)) for p in pieces]
    return [p for p in pieces if not p.is_empty]


def _openings_filled(board: Board, moving: int, target: int, openings: list) -> dict[int, Territory]:
    """``moving`` grown over ``openings``, its new corners shared with ``target``."""
    mover = board.shape(board.territories[moving].id)
    # On a grid far below any map's precision, so that a corner the buffers put back a hair
    # beside itself is one corner again, not a notch.
    grown = shapely.set_precision(shapely.union_all([mover, *openings]), 10.0 ** -_DECIMALS)
    changes = {moving: with_shape(board.territories[moving], polygonal(grown))}
    return mended(board, changes, moving, [target], on_edge_tolerance(board))


def _snapped_across_gap(board: Board, moving: int, target: int, move_shared: bool) -> dict[int, Territory]:
    tolerance = map_tolerances(board)[0] * 1.01
    border = board.shape(board.territories[target].id).boundary
    eps = on_edge_tolerance(board)
    moves: dict[tuple[float, float], tuple[float, float]] = {}
    for xy in ring_arrays(board.territories[moving]):
        distances = shapely.distance(shapely.points(xy), border)
        for point in xy[(distances > eps) & (distances <= tolerance)]:
            nearest = shapely.line_interpolate_point(border, shapely.line_locate_point(border, shapely.Point(point)))
            # Rounded far below any map's precision, so 99.99999999999999 reads 100 in the file;
            # the corner still lies on the border to within the on-edge tolerance.
            moves[(float(point[0]), float(point[1]))] = (round(nearest.x, _DECIMALS) + 0.0,
                                                         round(nearest.y, _DECIMALS) + 0.0)
    if move_shared:
        changes = move_corners(board, moves, near=board.shape(board.territories[moving].id), reach=tolerance)
    else:
        own = {moving: map_rings(board.territories[moving], lambda xy: _moved(xy, moves))}
        changes = {i: t for i, t in own.items() if t != board.territories[i]}
    work = _applied(board, changes)
    # The target's corners along the gap become the mover's, then every new corner both sides'.
    changes.update(share_corners(work, [moving, target], tolerance, into=[moving], corner_eps=eps))
    changes = _wedges_filled(board, changes, moving, target, tolerance, list(moves.values()))
    return mended(board, changes, moving, [target], eps)


def _wedges_filled(board: Board, changes: dict[int, Territory], moving: int, target: int, tolerance: float,
                   tips: list[tuple[float, float]]) -> dict[int, Territory]:
    """``changes`` with ``moving`` grown over the thin wedges of gap its moved corners left.

    A corner moved onto the border while the next one stays beyond the tolerance leaves a
    gap that narrows to nothing at the moved corner: narrower than the tolerance for as long
    as the two sides take to part, and invisible to validation, which flags a side of a gap
    only when all of it lies within the tolerance (GEOS). The part of such a wedge narrower
    than the tolerance (what closing the two outlines by half of it fills) goes to
    ``moving``, as the rest of the gap did: what stays open is at least the tolerance wide.
    """
    if not tips:
        return changes
    work = _applied(board, changes)
    mover, keeper = (work.shape(work.territories[i].id) for i in (moving, target))
    pair = shapely.union(mover, keeper)
    radius = tolerance / 2
    closed = shapely.buffer(shapely.buffer(pair, radius, join_style="mitre"), -radius, join_style="mitre")
    gaps = shapely.difference(closed, pair)
    if gaps.is_empty:
        return changes
    others = [i for i in work.spatial_index().query(gaps, predicate="intersects").tolist() if i not in (moving, target)]
    if others:
        gaps = shapely.difference(gaps, shapely.union_all(work.shapes()[others]))
    reach = tolerance * 1e-3
    # The closing runs along the two outlines only to rounding: the hair-thin strips it
    # leaves beside them are opened away (shrunk and grown back by a thousandth of the
    # tolerance, sharp corners grown back whole, however sharp).
    gaps = polygonal(shapely.buffer(shapely.buffer(gaps, -reach, join_style="mitre"), reach, join_style="mitre",
                                    mitre_limit=1e6))
    corners = shapely.multipoints(np.asarray(tips, dtype=float))
    sides = [shapely.buffer(shape.boundary, reach) for shape in (mover, keeper)]
    wedges = [piece for piece in shapely.get_parts(gaps)
              if shapely.distance(piece, corners) <= reach
              and all(shapely.intersection(piece.boundary, side).length > 10 * reach for side in sides)]
    if not wedges:
        return changes
    # On a grid far below any map's precision, so that a corner the buffers put back a hair
    # beside itself (101, 12.500000000000002) is one corner again, not a notch.
    grown = shapely.set_precision(shapely.union_all([mover, *wedges]), 10.0 ** -_DECIMALS)
    changes = dict(changes)
    changes[moving] = with_shape(work.territories[moving], polygonal(grown))
    return changes


def fix_overlap(board: Board, problem: Problem) -> dict[int, Territory]:
    """Cut the overlap out of the territory it is the smaller share of."""
    first, second = (board.territory_index(i) for i in problem.ids[:2])
    a, b = (board.shape(board.territories[i].id) for i in (first, second))
    common = shapely.intersection(a, b).area
    # The overlap is a smaller share of the bigger territory: cutting it there changes least.
    loser, keeper = (first, second) if common / max(a.area, 1e-300) <= common / max(b.area, 1e-300) else (second, first)
    eps = on_edge_tolerance(board)
    # Corners that almost coincide, or almost lie on the other's edge, are made exact first:
    # otherwise the cut leaves needle-thin spikes where the two edges nearly run together.
    changes = mended(board, {}, loser, [keeper], eps)
    work = _applied(board, changes)
    loser_shape, keeper_shape = (work.shape(work.territories[i].id) for i in (loser, keeper))
    cut = _without_crumbs(polygonal(shapely.difference(loser_shape, keeper_shape)), loser_shape.area)
    if cut.is_empty:
        raise ValueError("the overlap is the whole territory")
    changes[loser] = with_shape(work.territories[loser], cut)
    changes = mended(board, changes, loser, [keeper], eps)
    return without_stray_corners(board, changes, [loser, keeper])


def without_stray_corners(board: Board, changes: dict[int, Territory], local: Sequence[int]) -> dict[int, Territory]:
    """``changes`` without the corners a fix inserted that, in the end, no other territory
    has (the pre-cut mend put some into edges the cut then left): no clutter on coasts."""
    indexes = list(dict.fromkeys([*local, *changes]))
    final = {i: changes.get(i, board.territories[i]) for i in indexes}
    result = dict(changes)
    for index, territory in changes.items():
        original = {tuple(p) for xy in ring_arrays(board.territories[index]) for p in xy.tolist()}
        shared = {tuple(p) for j in indexes if j != index for xy in ring_arrays(final[j]) for p in xy.tolist()}

        def kept(xy: np.ndarray, original=original, shared=shared) -> np.ndarray:
            keep = [tuple(p) in original or tuple(p) in shared for p in xy.tolist()]
            return xy if all(keep) else xy[np.asarray(keep)]

        tidied = map_rings(territory, kept)
        if tidied == board.territories[index]:
            del result[index]
        else:
            result[index] = tidied
    return result


def fix_sliver(board: Board, problem: Problem) -> dict[int, Territory]:
    """Union the sliver into the first territory listed (the one with the longest side along it)."""
    owners = [board.territory_index(i) for i in problem.ids]
    face = sliver_face(board, owners, problem.location)
    if face is None:
        raise ValueError("the sliver is no longer there")
    owner = owners[0]
    grown = polygonal(shapely.union(board.shape(board.territories[owner].id), face))
    changes = {owner: with_shape(board.territories[owner], grown)}
    return mended(board, changes, owner, owners[1:], on_edge_tolerance(board))


# A loop of a crossing outline smaller than this share of the largest is a fold to drop
# (a corner dragged over an edge, a neighbour's corner rotated past); bigger loops are
# lobes the territory was drawn with, kept as parts of it.
LOOP_KEPT_SHARE = 0.2
# Corners next to a crossing tried for the "drop a corner" repair, at most.
_MAX_CORNERS_TRIED = 40
_CROSSING_REASONS = ("self-intersection", "ring self-intersection")


def fix_self_intersection(board: Board, problem: Problem) -> dict[int, Territory]:
    """Repair an outline that crosses itself with the least change.

    The measure is what the crossing outline encloses as drawn (``make_valid``: every piece
    the crossings cut it into that it goes round an odd number of times), plus any overlap
    with the neighbours the repair would leave. Two kinds of repair compete:

    * drop one corner next to a crossing (in every territory that has it, so shared borders
      stay shared): a corner dragged across the opposite edge makes a bow-tie, and without
      that corner the outline no longer crosses;
    * split at the crossings and keep the loops at least LOOP_KEPT_SHARE of the largest as
      the territory's parts, dropping the small folds (a neighbour rotated over the border).

    ``make_valid`` alone keeps every fold as a part of its own, touching the rest at a point:
    a territory in several pieces that nobody drew, so it is only the split's raw material.
    """
    index = board.territory_index(problem.ids[0])
    territory = board.territories[index]
    shape = shape_of(territory)
    reason = shapely.is_valid_reason(shape)
    if shape.is_valid or not reason.lower().startswith(_CROSSING_REASONS):
        raise CannotFix("not-crossing", reason.split("[")[0].strip())
    drawn = polygonal(shapely.make_valid(shape))
    if drawn.is_empty:
        raise CannotFix("not-crossing", "the outline encloses nothing")
    candidates = [_split_at_crossings(index, territory, drawn)]
    candidates += [c for c in (_without_corner(board, corner) for corner in _crossing_corners(territory)) if c]
    best, best_cost = None, np.inf
    for changes in candidates:
        if not changes or index not in changes or any(not _valid(t) for t in changes.values()):
            continue
        cost = _repair_cost(board, changes, index, drawn)
        if cost < best_cost - 1e-9 * drawn.area:
            best, best_cost = changes, cost
    if best is None:
        raise CannotFix("invalid", territory.id)
    return best


def _split_at_crossings(index: int, territory: Territory, drawn) -> dict[int, Territory] | None:
    loops = [p for p in shapely.get_parts(drawn) if p.area > 0]
    if not loops:
        return None
    largest = max(p.area for p in loops)
    kept = [p for p in loops if p.area >= LOOP_KEPT_SHARE * largest]
    shape = kept[0] if len(kept) == 1 else shapely.MultiPolygon(kept)
    return {index: with_shape(territory, shape)}


def _without_corner(board: Board, corner: tuple[float, float]) -> dict[int, Territory] | None:
    try:
        return editing.delete_vertex(board, corner)
    except ValueError:
        return None  # a ring would be left with two corners


def _crossing_corners(territory: Territory) -> list[tuple[float, float]]:
    """The corners at the ends of edges that cross another edge of the same ring."""
    found: list[tuple[float, float]] = []
    for xy in ring_arrays(territory):
        n = len(xy)
        if n < 4:
            continue
        ends = np.roll(xy, -1, axis=0)
        edges = shapely.linestrings(np.stack([xy, ends], axis=1))
        first, second = shapely.STRtree(edges).query(edges, predicate="intersects")
        # Neighbouring edges meet at their shared corner; that is no crossing.
        apart = (first < second) & ((second - first) % n != 1) & ((first - second) % n != 1)
        for k in np.unique(np.concatenate([first[apart], second[apart]])).tolist():
            for point in (xy[k], ends[k]):
                corner = (float(point[0]), float(point[1]))
                if corner not in found:
                    found.append(corner)
    return found[:_MAX_CORNERS_TRIED]


def _repair_cost(board: Board, changes: dict[int, Territory], index: int, drawn) -> float:
    """Area the repair changes against what was drawn, in the territory and in the neighbours
    it touches, plus the area it leaves overlapping the neighbours."""
    repaired = shape_of(changes[index])
    cost = shapely.symmetric_difference(repaired, drawn).area
    for other, territory in changes.items():
        if other != index:
            cost += shapely.symmetric_difference(shape_of(territory), board.shape(territory.id)).area
    shapes = board.shapes()
    for other in board.spatial_index().query(repaired, predicate="intersects").tolist():
        if other != index and shapes[other].is_valid:
            neighbour = shape_of(changes[other]) if other in changes else shapes[other]
            cost += shapely.intersection(repaired, neighbour).area
    return cost


# A gap fix's corners are left as GEOS made them: its wedge fills follow the neighbour's
# outline so closely that rounding them reopens hairline openings (the wedge tests).
_UNTIDIED_CODES = frozenset({"gap"})


def _tidied(board: Board, changes: dict[int, Territory]) -> dict[int, Territory]:
    """``changes`` with the corners the fix made rounded to the map's precision, where that
    keeps every outline valid and adds no overlap (else ``changes`` as they are).

    GEOS's intersections leave corners such as 988.081636457 (found through the real
    window: 88 such coordinates after one Fix All). A new corner is rounded in every changed
    territory that has it, so a border the fix made shared stays shared."""
    precision = board.meta.precision
    if precision <= 0 or not changes:
        return changes
    old = {tuple(p) for i in changes for xy in ring_arrays(board.territories[i]) for p in xy.tolist()}
    moves: dict[tuple[float, float], tuple[float, float]] = {}
    for territory in changes.values():
        for xy in ring_arrays(territory):
            for x, y in xy.tolist():
                if (x, y) not in old and (x, y) not in moves:
                    tidy = editing.rounded((x, y), precision)
                    if tidy != (x, y):
                        moves[(x, y)] = tidy
    moves = {corner: to for corner, to in moves.items() if _free_to_round(board, changes, corner)}
    if not moves:
        return changes
    tidy = {index: map_rings(territory, lambda xy: _moved(xy, moves)) for index, territory in changes.items()}
    if not all(_valid(t) for t in tidy.values()) or new_overlaps(board, tidy):
        return changes
    return tidy


def _free_to_round(board: Board, changes: dict[int, Territory], corner: tuple[float, float]) -> bool:
    """Whether every territory whose outline touches ``corner`` has it as a corner (and is
    among the changed ones), so rounding it moves it for all of them: a corner that lies on
    the middle of some outline's edge is pinned to that line (rounding it off would open a
    hairline gap)."""
    tolerance = on_edge_tolerance(board)
    gap = map_tolerances(board)[0]
    point = shapely.Point(corner)
    owners = others_near = 0
    for index in dict.fromkeys(board.territories_within(point, gap) + list(changes)):
        territory = changes.get(index, board.territories[index])
        distance = shapely.distance(shape_of(territory).boundary, point)
        if distance > gap:
            continue  # near only in the old outline, or a changed one the corner is far from
        has_it = any((xy == corner).all(axis=1).any() for xy in ring_arrays(territory))
        if distance <= tolerance and (index not in changes or not has_it):
            return False
        owners += has_it
        others_near += not has_it
    # A corner of one outline only, with another within the gap tolerance (a filled wedge's
    # edge near its tip): rounding it could leave an opening thinner than the tolerance.
    return owners > 1 or not others_near


def _joined(board: Board, changes: dict[int, Territory]) -> dict[int, Territory]:
    # Within the fixes' own on-edge tolerance, not the editor's wider reach (join_reach): a fix
    # puts corners exactly on the lines it means (GEOS's intersections), while a corner a
    # hair off a neighbour's edge (a buffer's rounding beside a filled wedge) is no
    # T-junction, and pulling the edge to it would make the two overlap.
    return joined(board, changes, reach=on_edge_tolerance(board))


_FIXERS = {
    "border-mismatch": fix_border_mismatch,
    "gap": fix_gap,
    "overlap": fix_overlap,
    "sliver": fix_sliver,
    "invalid-polygon": fix_self_intersection,
}


# -- pieces -----------------------------------------------------------------------------------
def sliver_face(board: Board, owners: Sequence[int], location) -> shapely.Polygon | None:
    """The piece of nothing enclosed by ``owners`` at (or nearest) ``location``."""
    shapes = np.asarray([board.shape(board.territories[i].id) for i in owners], dtype=object)
    lines = shapely.union_all(shapely.boundary(shapes))  # noded: every crossing a corner
    faces = shapely.get_parts(shapely.polygonize(shapely.get_parts(lines)))
    if len(faces) == 0:
        return None
    inside = shapely.point_on_surface(faces)
    covered = np.asarray([bool(shapely.within(p, shapes).any()) for p in inside], dtype=bool)
    empty = faces[~covered & (shapely.area(faces) > 0)]
    if len(empty) == 0:
        return None
    if location is None:
        return empty[int(np.argmin(shapely.area(empty)))]
    distances = shapely.distance(empty, shapely.Point(location))
    return empty[int(np.argmin(distances))]


def mended(board: Board, changes: dict[int, Territory], mover: int, others: Sequence[int],
           eps: float) -> dict[int, Territory]:
    """``changes`` and then the borders between ``mover`` and ``others`` made identical:
    ``mover``'s corners within ``eps`` of another's corner moved onto it (in every territory
    sharing them), then each corner on another's edge made a corner of that edge too."""
    changes = dict(changes)
    work = _applied(board, changes)
    targets = np.concatenate([np.concatenate(ring_arrays(work.territories[i])) for i in others])
    moves: dict[tuple[float, float], tuple[float, float]] = {}
    for xy in ring_arrays(work.territories[mover]):
        gaps = np.hypot(*(xy[:, None, :] - targets[None, :, :]).transpose(2, 0, 1))
        nearest = gaps.argmin(axis=1)
        distance = gaps[np.arange(len(xy)), nearest]
        close = (distance > 0) & (distance <= eps)
        for point, target in zip(xy[close], targets[nearest[close]], strict=True):
            moves[(float(point[0]), float(point[1]))] = (float(target[0]), float(target[1]))
    changes.update(move_corners(work, moves, near=work.shape(work.territories[mover].id), reach=eps))
    work = _applied(board, changes)
    changes.update(share_corners(work, [mover, *others, *changes], eps))
    return changes


def share_corners(board: Board, indexes: Sequence[int], eps: float,
                  into: Sequence[int] | None = None, corner_eps: float | None = None) -> dict[int, Territory]:
    """Every corner of one of ``indexes`` lying within ``eps`` of another's edge becomes a
    corner of that edge too (into ``into`` only, if given). Returns the territories changed."""
    indexes = list(dict.fromkeys(indexes))
    corners = {i: np.concatenate(ring_arrays(board.territories[i])) for i in indexes}
    changes: dict[int, Territory] = {}
    for index in (indexes if into is None else list(dict.fromkeys(into))):
        others = [corners[j] for j in indexes if j != index]
        if not others:
            continue
        territory = board.territories[index]
        points = np.concatenate(others)
        updated = map_rings(territory, lambda xy, points=points: insert_on_edges(xy, points, eps, corner_eps))
        if updated != territory:
            changes[index] = updated
    return changes


def move_corners(board: Board, moves: dict[tuple[float, float], tuple[float, float]], near, reach: float,
                 ) -> dict[int, Territory]:
    """Move corners (old point → new point) in every territory near ``near`` that has them,
    so a corner shared with a third territory moves for all of them."""
    if not moves:
        return {}
    old = np.asarray(list(moves.keys()))
    new = np.asarray(list(moves.values()))
    changes: dict[int, Territory] = {}
    for index in board.spatial_index().query(near, predicate="dwithin", distance=reach).tolist():
        territory = board.territories[index]
        updated = map_rings(territory, lambda xy: _moved(xy, moves, old, new))
        if updated != territory:
            changes[index] = updated
    return changes


def _moved(xy: np.ndarray, moves: dict, old: np.ndarray | None = None, new: np.ndarray | None = None) -> np.ndarray:
    """``xy`` with each corner that is a key of ``moves`` put at its value."""
    if old is None or new is None:
        old, new = np.asarray(list(moves.keys())), np.asarray(list(moves.values()))
    if not len(old):
        return xy
    out = xy.copy()
    same = (xy[:, None, :] == old[None, :, :]).all(axis=2)
    rows, which = np.nonzero(same)
    out[rows] = new[which]
    return without_repeats(out)


def with_shape(territory: Territory, shape) -> Territory:
    """``territory`` with the outline ``shape``, its rings turning the way its old ones did
    (GEOS may hand them back the other way round; a file diff should not flip every ring)."""
    clockwise = _signed_area(territory.parts[0].outer.xy) < 0 if territory.parts else False
    parts = []
    for part in parts_of(shape):
        if (_signed_area(part.outer.xy) < 0) != clockwise:
            part = PolygonPart(part.outer.reversed(), tuple(hole.reversed() for hole in part.holes))
        parts.append(part)
    return dataclasses.replace(territory, parts=tuple(parts))


def _signed_area(xy: np.ndarray) -> float:
    x, y = xy[:, 0], xy[:, 1]
    return float((x * np.roll(y, -1) - np.roll(x, -1) * y).sum() / 2)


def _without_crumbs(shape, area: float):
    parts = [p for p in shapely.get_parts(shape) if p.area > area * _CRUMB_SHARE]
    if not parts:
        return shapely.MultiPolygon()
    return parts[0] if len(parts) == 1 else shapely.MultiPolygon(parts)


def _applied(board: Board, changes: dict[int, Territory]) -> Board:
    if not changes:
        return board
    work = board.copy()
    for index, territory in changes.items():
        work.set_territory(index, territory)
    return work


def new_overlaps(board: Board, changes: dict[int, Territory]) -> list[str]:
    """Ids of changed territories that would overlap a neighbour more than they do now."""
    if not changes:
        return []
    after = _applied(board, changes)
    before_shapes, after_shapes = board.shapes(), after.shapes()
    tree = after.spatial_index()
    culprits = []
    for index in changes:
        shape = after_shapes[index]
        if not shape.is_valid:
            continue
        for other in tree.query(shape, predicate="intersects").tolist():
            if other == index or not after_shapes[other].is_valid:
                continue
            now = shapely.intersection(shape, after_shapes[other]).area
            # An outline that crossed itself overlapped by what it enclosed as drawn.
            then = shapely.intersection(_as_drawn(before_shapes[index]), _as_drawn(before_shapes[other])).area
            if now > then + _CRUMB_SHARE * min(shape.area, after_shapes[other].area):
                culprits.append(after.territories[index].id)
                break
    return culprits


def _as_drawn(shape):
    return shape if shape.is_valid else polygonal(shapely.make_valid(shape))


def _valid(territory: Territory) -> bool:
    if any(len(ring) < 3 for ring in territory.rings()):
        return False
    shape = shape_of(territory)
    return bool(shape.is_valid) and not shape.is_empty
