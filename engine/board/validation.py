"""Check a map for everything that would spoil a game or an edit (codes in problems.py).

Geometry checks use shapely's vectorised functions over all territories at once; a
5,000-territory map validates in a fraction of a second (see docs/benchmarks.md).
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

import numpy as np
import shapely

from engine.board.board import Board
from engine.board.model import ConnectionKind, Point, Territory
from engine.board.problems import Problem, Severity, SuggestedFix, make_problem
from engine.board.waters import canal_water_pair, coasts

_LOCATION = re.compile(r"\[\s*(-?[0-9.eE+-]+)\s+(-?[0-9.eE+-]+)\s*\]")
# Overlaps smaller than this share of the smaller territory are rounding noise.
_OVERLAP_AREA_SHARE = 1e-9
_MAX_GROUP_NAMES = 4


@dataclass
class ValidationReport:
    problems: list[Problem] = field(default_factory=list)

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity is Severity.ERROR]

    @property
    def warnings(self) -> list[Problem]:
        return [p for p in self.problems if p.severity is Severity.WARNING]

    @property
    def ok(self) -> bool:
        return not self.errors

    def codes(self) -> set[str]:
        return {p.code for p in self.problems}

    def to_dict(self) -> dict[str, list[dict[str, object]]]:
        return {
            "errors": [p.to_dict() for p in self.errors],
            "warnings": [p.to_dict() for p in self.warnings],
        }


# An enclosed sliver narrower than this share of the canvas diagonal is a drawing mistake
# however small the stickers are: 1/400 of a 2000 × 1000 map is 5.6 units, a few pixels
# when the whole map fills a screen.
MAP_SLIVER_SHARE = 1 / 400


def gap_tolerance(mark_radius: float) -> float:
    """Open gaps narrower than this between territories count as a drawing mistake.

    Tied to the mark radius: a gap a fifth of a sticker wide is invisible at play zoom, so
    it is almost certainly unintended. Not tied to the map's size, unlike slivers: an open
    gap is sea between two coasts, and real coasts have narrow inlets (the classic map's
    Gulf of Alaska and Gulf of St Lawrence would be "gaps" at 1/400 of its diagonal).
    """
    return mark_radius * 0.2


def sliver_tolerance(mark_radius: float, width: float, height: float) -> float:
    """Gaps enclosed all round by territories narrower than this are slivers.

    A share of the canvas diagonal, with the open-gap rule as the floor: a piece of nothing
    walled in by territories cannot be sea anyone meant, so anything thin at the scale of
    the whole map counts (a 4.5-unit sliver on a 2000-unit map, say).
    """
    return max(gap_tolerance(mark_radius), math.hypot(width, height) * MAP_SLIVER_SHARE)


# A spike is a needle of one territory's own outline: a corner dragged or a coordinate typed
# far out (a digit too many, a minus sign) draws one, and where it reaches into the sea nothing
# else is reported. Both measures are shares of the canvas diagonal, so that they mean the same
# at any scale. The outline is first simplified to within SPIKE_WIDTH_SHARE of the diagonal
# (1.6 units on the classic map's 3,128-unit diagonal): a part narrower than that, however it
# is drawn (a blunt end, many corners), becomes one sharp corner. A spike is then a corner
# sharper than SPIKE_ANGLE degrees whose two sides are longer than SPIKE_REACH_SHARE of the
# diagonal (31 units): a triangle almost four times as long as it is wide, where a sharp
# corner with short sides is a wiggle of the coast. On the shipped maps nothing comes near:
# simplified twice as coarsely they would show one (Alaska's tip); as they are, none.
SPIKE_WIDTH_SHARE = 1 / 2000
SPIKE_REACH_SHARE = 1 / 100
SPIKE_ANGLE = 15.0


def spike_tolerances(width: float, height: float) -> tuple[float, float]:
    """How narrow a part of an outline must be, and for how long, to be a spike."""
    diagonal = math.hypot(width, height)
    return diagonal * SPIKE_WIDTH_SHARE, diagonal * SPIKE_REACH_SHARE


def map_tolerances(board: Board) -> tuple[float, float]:
    """This map's open-gap and sliver tolerances."""
    meta = board.meta
    return gap_tolerance(meta.mark_radius), sliver_tolerance(meta.mark_radius, meta.width, meta.height)


def validate(board: Board) -> ValidationReport:
    problems: list[Problem] = []
    names = _names(board)
    problems += _check_ids(board)
    problems += _check_continents(board)
    problems += _check_regions(board)
    shapes = board.shapes()
    valid = _check_polygons(board, shapes, problems)
    problems += _without_echoes_of_copies(board, _check_coverage(board, shapes, valid))
    problems += _check_spikes(board, shapes, valid)
    # Overlapping territories do touch (their shared "border" is an area, not a line): saying
    # they "do not touch" and offering a sea-line beside the overlap would be contradictory
    # advice, and taking it would turn a real land border into a sea-line.
    overlapping = {tuple(sorted(p.ids[:2])) for p in problems if p.code == "overlap"}
    borders = set(board.suggest_connections())
    problems += _check_connections(board, borders, names, overlapping)
    problems += _check_reachability(board)
    problems += _check_canals(board, names)
    problems += _check_marks(board, shapes, valid)
    return ValidationReport(problems)


def _names(board: Board) -> dict[str, str]:
    names: dict[str, str] = {}
    for territory in board.territories:
        names.setdefault(territory.id, territory.name)
    return names


# An overlap covering this share of the smaller territory is a copy lying on its original
# (Edit ▸ Paste in Place, Duplicate before it is moved).
_COPY_SHARE = 0.99


def _without_echoes_of_copies(board: Board, problems: list[Problem]) -> list[Problem]:
    """``problems`` without the border mismatches a copy lying on its original causes.

    The original's neighbours then see each shared edge matched twice, and coverage
    validation flags them all: Paste in Place of Quebec listed "Ontario and Quebec" and
    "Quebec and Eastern United States" beside the one real problem, the overlap (found
    through the real window). Once the copy is moved they are checked again."""
    stacked: set[str] = set()
    for problem in problems:
        if problem.code != "overlap":
            continue
        first, second = (board.shape(i) for i in problem.ids[:2])
        try:
            common = shapely.intersection(first, second).area
        except shapely.errors.GEOSException:
            continue
        if common >= _COPY_SHARE * min(first.area, second.area):
            stacked.update(problem.ids[:2])
    if not stacked:
        return problems
    return [p for p in problems if not (p.code == "border-mismatch" and stacked & set(p.ids[:2]))]


def _check_ids(board: Board) -> list[Problem]:
    problems = []
    for tid, count in Counter(t.id for t in board.territories).items():
        if count > 1:
            problems.append(make_problem("duplicate-id", (tid,), id=tid, count=count))
    for cid, count in Counter(c.id for c in board.continents).items():
        if count > 1:
            problems.append(make_problem("duplicate-continent-id", (cid,), id=cid, count=count))
    by_name: dict[str, list[str]] = defaultdict(list)
    for territory in board.territories:
        by_name[territory.name.strip().casefold()].append(territory.id)
    for ids in by_name.values():
        if len(ids) > 1:
            name = board.territory(ids[0]).name
            problems.append(make_problem("duplicate-name", tuple(ids), name=name, count=len(ids)))
    return problems


def _check_continents(board: Board) -> list[Problem]:
    problems = []
    used = Counter(t.continent for t in board.territories if t.continent is not None)
    for territory in board.territories:
        if territory.continent is None:
            if territory.is_land:
                problems.append(make_problem("no-continent", (territory.id,), name=territory.name))
        elif not board.has_continent(territory.continent):
            problems.append(make_problem(
                "unknown-continent", (territory.id,), name=territory.name, continent=territory.continent,
            ))
    for continent in board.continents:
        if not used[continent.id]:
            problems.append(make_problem("empty-continent", (continent.id,), continent_name=continent.name))
        if continent.bonus < 0:
            problems.append(make_problem(
                "negative-bonus", (continent.id,), continent_name=continent.name, bonus=continent.bonus,
            ))
    return problems


def _check_regions(board: Board) -> list[Problem]:
    problems = []
    for rid, count in Counter(r.id for r in board.regions).items():
        if count > 1:
            problems.append(make_problem("duplicate-region-id", (rid,), id=rid, count=count))
    used: Counter[str] = Counter()
    for territory in board.territories:
        for region in territory.regions:
            used[region] += 1
            if not board.has_region(region):
                problems.append(make_problem(
                    "unknown-region", (territory.id,), board.label_point(territory.id),
                    name=territory.name, region=region,
                ))
    for region in board.regions:
        if not used[region.id]:
            problems.append(make_problem("empty-region", (region.id,), region_name=region.name))
    return problems


def _check_canals(board: Board, names: dict[str, str]) -> list[Problem]:
    """Canal-eligible countries (seed 004: "Canals can be built in specific countries that
    boarder two water territories that are not connected to each other")."""
    problems = []
    for territory in board.territories:
        if not territory.canal_eligible:
            continue
        where = board.label_point(territory.id)
        if territory.is_water:
            problems.append(make_problem("canal-on-water", (territory.id,), where, name=territory.name))
            continue
        waters = coasts(board, territory.id)
        if len(waters) < 2:
            problems.append(make_problem(
                "canal-too-few-waters", (territory.id, *waters), where, name=territory.name, count=len(waters),
            ))
        elif canal_water_pair(board, territory.id) is None:
            problems.append(make_problem(
                "canal-waters-connected", (territory.id, *waters), where, name=territory.name,
                waters=", ".join(names[w] for w in waters),
            ))
    return problems


def _check_polygons(board: Board, shapes: np.ndarray, problems: list[Problem]) -> np.ndarray:
    valid = shapely.is_valid(shapes)
    for index in np.flatnonzero(~valid).tolist():
        territory = board.territories[index]
        reason = shapely.is_valid_reason(shapes[index])
        location = _reason_location(reason)
        problems.append(make_problem(
            "invalid-polygon", (territory.id,), location, name=territory.name, reason=invalid_reason(reason),
        ))
    return valid


# GEOS's reasons, worded as a map designer says them; the editor translates these phrases
# (the location is the problem's own, shown by its marker and in reports).
INVALID_REASONS = {
    "self-intersection": "the outline crosses itself",
    "ring self-intersection": "the outline touches itself at a corner",
    "hole lies outside shell": "a hole lies outside the outline",
    "interior is disconnected": "a hole cuts the territory in two",
    "nested shells": "one part lies inside another",
    "nested holes": "one hole lies inside another",
    "duplicate rings": "a part is drawn twice",
    "too few points": "a part has fewer than 3 corners",
    "invalid coordinate": "a corner has no valid coordinates",
}


def invalid_reason(geos_reason: str) -> str:
    """GEOS's ``is_valid_reason`` as one of :data:`INVALID_REASONS`' phrases."""
    kind = geos_reason.split("[")[0].strip().lower()
    return INVALID_REASONS.get(kind, "the outline is not a valid shape")


def _reason_location(reason: str) -> Point | None:
    match = _LOCATION.search(reason)
    if not match:
        return None
    try:
        return (float(match.group(1)), float(match.group(2)))
    except ValueError:
        return None


def _check_coverage(board: Board, shapes: np.ndarray, valid: np.ndarray) -> list[Problem]:
    """Overlaps, gaps, slivers, and borders drawn twice with different vertices.

    shapely's coverage validation flags the edges of each territory that do not match a
    neighbour's edge exactly; we then look at the territories near those edges to say
    which it is. A thin gap enclosed all round by territories is a sliver (one problem for
    the piece, not a gap for each pair around it).
    """
    territories = board.territories
    if len(territories) < 2:
        return []
    # Empty, not None, for an invalid outline: shapely's coverage_invalid_edges drops None
    # and shifts every later territory's edges onto the wrong index (problems then name the
    # wrong pair and a real overlap goes unreported).
    usable = np.where(valid, shapes, shapely.Polygon())
    tolerance, sliver_width = map_tolerances(board)
    invalid_edges = shapely.coverage_invalid_edges(usable, gap_width=tolerance)
    if sliver_width > tolerance:
        # GEOS flags the sides of gaps up to ``gap_width``; a wider width for slivers
        # alone keeps the open-gap and mismatch checks exactly as strict as before.
        sliver_edges = shapely.coverage_invalid_edges(usable, gap_width=sliver_width)
    else:
        sliver_edges = invalid_edges
    flagged = np.flatnonzero(~shapely.is_empty(invalid_edges) & valid)
    sliver_sides = np.flatnonzero(~shapely.is_empty(sliver_edges) & valid)
    tree = shapely.STRtree(usable)
    if len(flagged) == 0 and len(sliver_sides) == 0:
        return _thin_openings(board, shapes, valid, tree, tolerance, set(), None, overlapping=False)
    problems = []
    slivers = find_slivers(shapes, sliver_sides, tree, sliver_width)
    for sliver in slivers:
        first, second = territories[sliver.owners[0]], territories[sliver.owners[1]]
        problems.append(make_problem(
            "sliver", tuple(territories[i].id for i in sliver.owners), sliver.location,
            name=first.name, other=second.name, width=f"{sliver.width:.2g}",
        ))
    in_slivers = shapely.union_all([s.shape for s in slivers]) if slivers else None
    reported: set[tuple[str, int, int]] = set()
    for i in flagged.tolist():
        edges = invalid_edges[i]
        for j in tree.query(edges, predicate="dwithin", distance=tolerance * 1.01).tolist():
            if j == i or not valid[j]:
                continue
            for code, location in _coverage_problems(shapes[i], shapes[j], edges, tolerance):
                if code == "gap" and in_slivers is not None and _near(in_slivers, location, tolerance):
                    continue  # the sliver is reported as one piece
                pair = (min(i, j), max(i, j))
                if (code, *pair) in reported:
                    continue
                reported.add((code, *pair))
                first, second = territories[pair[0]], territories[pair[1]]
                problems.append(make_problem(
                    code, (first.id, second.id), location, name=first.name, other=second.name,
                ))
    problems += _overlaps_missed(territories, usable, flagged, tree, reported)
    overlapping = any(code == "overlap" for code, _i, _j in reported)
    problems += _thin_openings(board, shapes, valid, tree, tolerance, reported, in_slivers, overlapping)
    return problems


def _overlaps_missed(territories, usable: np.ndarray, flagged: np.ndarray, tree: shapely.STRtree,
                     reported: set[tuple[str, int, int]]) -> list[Problem]:
    """Overlaps of a flagged territory the edge-by-edge look above did not name.

    Coverage validation does not flag an edge that matches two other outlines' edges, so a
    corner pushed across a border two territories share can overlap one of them along edges
    that are never looked at (found by the editing property test). Asking the spatial index
    which flagged territories overlap which catches those; only flagged territories are
    asked, so a clean map costs nothing."""
    if len(flagged) == 0:
        return []
    problems = []
    which, others = tree.query(usable[flagged], predicate="overlaps")
    for i, j in zip(flagged[which].tolist(), others.tolist(), strict=True):
        pair = (min(i, j), max(i, j))
        if i == j or ("overlap", *pair) in reported:
            continue
        try:
            common = shapely.intersection(usable[i], usable[j])
        except shapely.errors.GEOSException:
            continue  # rounding GEOS cannot settle: the edge-by-edge look reports what it can
        if common.area <= min(usable[i].area, usable[j].area) * _OVERLAP_AREA_SHARE:
            continue
        reported.add(("overlap", *pair))
        first, second = territories[pair[0]], territories[pair[1]]
        problems.append(make_problem("overlap", (first.id, second.id), _point_of(common.representative_point()),
                                     name=first.name, other=second.name))
    return problems


# A thin opening between territories is reported as a gap once it is at least this many
# tolerance-squares big: two outlines meeting at less than about 10° (thinner than the
# tolerance for some six tolerances). A wider angle is a bay (the 18° corner of a 20-unit
# dent between two territories fills 1.2 tolerance-squares); every concave corner of a
# coast leaves a crumb.
THIN_OPENING_AREA = 2.5


def thin_openings(shapes: np.ndarray, tolerance: float, covered=None, min_area: float = 0.0) -> list:
    """The pieces of open gap between ``shapes`` narrower than ``tolerance``: what closing
    their union by half the tolerance fills (a wedge where two outlines part at a narrow
    angle, a strip where they run side by side), the hair-thin strips the closing leaves
    along the outlines (rounding) opened away. ``covered``: their union, if known; pieces
    under ``min_area`` tolerance-squares are left out."""
    if len(shapes) == 0:
        return []
    union = shapely.union_all(shapes) if covered is None else covered
    radius = tolerance / 2
    reach = tolerance * 1e-3
    try:
        # Round joins: the true closing (a disc of the tolerance rolled along the coasts),
        # which fills a gap wherever it is thinner, and keeps convex corners as they are.
        closed = shapely.buffer(shapely.buffer(union, radius, quad_segs=4), -radius, quad_segs=4)
        openings = shapely.difference(closed, union)
        # Opening only shrinks a piece: the crumbs in every concave corner of a coast (1,759
        # on the classic map) go first, before the costly part.
        pieces = shapely.get_parts(openings)
        pieces = pieces[shapely.area(pieces) >= min_area * tolerance**2]
        if len(pieces) == 0:
            return []
        openings = shapely.buffer(shapely.buffer(shapely.multipolygons(pieces), -reach, join_style="mitre"), reach,
                                  join_style="mitre", mitre_limit=1e6)
    except shapely.errors.GEOSException:
        return []  # outlines GEOS cannot overlay are reported as invalid or overlapping already
    return [piece for piece in shapely.get_parts(openings) if not piece.is_empty]


def _union(shapes: np.ndarray, overlapping: bool):
    """The territories' union: the coverage union is much the faster, and right only where
    nothing overlaps and neighbours share their corners (GEOS refuses it otherwise)."""
    if not overlapping:
        try:
            union = shapely.coverage_union_all(shapes)
            if union.is_valid:
                return union
        except shapely.errors.GEOSException:
            pass
    return shapely.union_all(shapes)


# ... and when two territories run along it for more than this many tolerances each.
THIN_OPENING_SIDE = 2.0


def thin_gaps_along(shapes: np.ndarray, tree: shapely.STRtree, tolerance: float, covered=None,
                    valid: np.ndarray | None = None, min_area: float = THIN_OPENING_AREA,
                    min_side: float = THIN_OPENING_SIDE) -> list[tuple[object, list[int]]]:
    """The thin openings among ``shapes`` big enough to report (``min_area`` tolerance-squares),
    each with the territories running along it for more than ``min_side`` tolerances (longest
    first); only those along two or more: a narrow bay of one coast has no neighbour to snap to."""
    valid = np.ones(len(shapes), dtype=bool) if valid is None else valid
    reach = tolerance * 1e-3
    found = []
    for piece in thin_openings(shapes[valid], tolerance, covered, min_area):
        if piece.area < min_area * tolerance**2:
            continue
        around = tree.query(piece, predicate="dwithin", distance=reach)
        sides = shapely.length(shapely.intersection(shapely.buffer(shapes[around], reach), piece.boundary))
        along = [int(i) for length, i in sorted(zip((-sides).tolist(), around.tolist(), strict=True))
                 if -length > min_side * tolerance and valid[i]]
        if len(along) >= 2:
            found.append((piece, along))
    return found


def _thin_openings(board: Board, shapes: np.ndarray, valid: np.ndarray, tree: shapely.STRtree, tolerance: float,
                   reported: set[tuple[str, int, int]], in_slivers, overlapping: bool) -> list[Problem]:
    """Open gaps narrower than the tolerance that coverage validation cannot see.

    GEOS flags a side of a gap only when all of that side lies within the tolerance of the
    neighbour: a gap that narrows to nothing where two outlines meet (a wedge), or that
    widens past the tolerance along one edge, slips through, and so would the wedge a fix
    leaves where a moved corner's outline parts from the neighbour's. Closing the map's
    land by half the tolerance fills exactly the parts thinner than it; a piece along two
    territories, at least THIN_OPENING_AREA tolerance-squares big, is a gap between them
    (one problem a pair, as for the gaps GEOS finds)."""
    usable = valid & ~shapely.is_empty(shapes)
    if np.count_nonzero(usable) < 2:
        return []
    covered = _union(shapes[usable], overlapping)
    problems = _enclosed_cracks(board, shapes, tree, covered, in_slivers)
    for piece, along in thin_gaps_along(shapes, tree, tolerance, covered, usable):
        if in_slivers is not None and shapely.intersects(in_slivers, piece.point_on_surface()):
            continue  # an enclosed sliver, reported as one piece
        pair = (min(along[:2]), max(along[:2]))
        if ("gap", *pair) in reported:
            continue
        reported.add(("gap", *pair))
        first, second = board.territories[pair[0]], board.territories[pair[1]]
        problems.append(make_problem(
            "gap", (first.id, second.id), _point_of(piece.point_on_surface()), name=first.name, other=second.name,
        ))
    return problems


def _enclosed_cracks(board: Board, shapes: np.ndarray, tree: shapely.STRtree, covered, in_slivers) -> list[Problem]:
    """Holes in the land narrower than the sliver tolerance that no check above saw.

    Coverage validation does not always flag the sides of a short crack (a few units long,
    a few thousandths wide, left where a moved corner joined a neighbour's edge after
    rounding), and the closing in ``thin_openings`` drops it with the coast's crumbs for
    its area. A hole enclosed by the land is never a coast's crumb: any narrower than a
    sliver is one, whatever its area (found through the real window, issue 30)."""
    _, sliver_width = map_tolerances(board)
    holes = [shapely.Polygon(ring) for part in shapely.get_parts(covered) if isinstance(part, shapely.Polygon)
             for ring in part.interiors]
    problems = []
    for hole in holes:
        if hole.area <= 0 or (in_slivers is not None and shapely.intersects(in_slivers, hole.point_on_surface())):
            continue
        circle = shapely.maximum_inscribed_circle(hole, sliver_width / 100)
        width = 2 * shapely.length(circle)
        if width > sliver_width:
            continue  # a lake left open on purpose
        around = tree.query(hole, predicate="intersects")
        shared = shapely.length(shapely.intersection(shapes[around], hole.boundary))
        owners = [int(i) for length, i in sorted(zip((-shared).tolist(), around.tolist(), strict=True)) if length < 0]
        if len(owners) < 2:
            continue  # a hole in one territory: its own outline's business
        first, second = board.territories[owners[0]], board.territories[owners[1]]
        problems.append(make_problem(
            "sliver", tuple(board.territories[i].id for i in owners), _point_of(shapely.get_point(circle, 0)),
            name=first.name, other=second.name, width=f"{width:.2g}",
        ))
    return problems


def _coverage_problems(shape, neighbour, edges, tolerance):
    """What is wrong between ``shape`` and ``neighbour`` along ``shape``'s flagged edges."""
    if shape.intersects(neighbour):
        common = shapely.intersection(shape, neighbour)
        if common.area > min(shape.area, neighbour.area) * _OVERLAP_AREA_SHARE:
            yield "overlap", _point_of(common.representative_point())
            return
    on_neighbour = shapely.intersection(edges, neighbour.boundary)
    if on_neighbour.length > 0:
        yield "border-mismatch", _middle_of(on_neighbour)
    off_neighbour = shapely.difference(edges, neighbour.boundary)
    if not off_neighbour.is_empty and 0 < off_neighbour.distance(neighbour) <= tolerance:
        near, far = shapely.shortest_line(off_neighbour, neighbour).coords
        yield "gap", ((near[0] + far[0]) / 2, (near[1] + far[1]) / 2)


@dataclass(frozen=True)
class Sliver:
    """A thin gap enclosed by territories: its shape, width, a point in it, and the
    territories around it, the one sharing the longest boundary with it first."""

    shape: object  # a shapely Polygon
    width: float
    location: Point
    owners: tuple[int, ...]


def find_slivers(shapes: np.ndarray, flagged: np.ndarray, tree: shapely.STRtree, tolerance: float) -> list[Sliver]:
    """Thin enclosed gaps among the territories whose edges coverage validation flagged.

    Coverage validation flags the long sides of any gap narrower than ``tolerance`` (not
    always its short ends), so noding the outlines of the flagged territories and of their
    neighbours, and keeping the faces no territory covers, finds every sliver without
    touching the rest of a big map. Faces wider than ``tolerance`` are lakes or seas left
    open on purpose.
    """
    if len(flagged) == 0:
        return []
    _, near = tree.query(shapes[flagged], predicate="dwithin", distance=tolerance)
    involved = np.unique(np.concatenate([flagged, near]))
    lines = shapely.union_all(shapely.boundary(shapes[involved]))  # noded: every crossing a vertex
    faces = shapely.get_parts(shapely.polygonize(shapely.get_parts(lines)))
    if len(faces) == 0:
        return []
    inside = shapely.point_on_surface(faces)
    covered = np.zeros(len(faces), dtype=bool)
    face_index, _ = tree.query(inside, predicate="within")
    covered[face_index] = True
    candidates = np.flatnonzero(~covered & (shapely.area(faces) > 0))
    if len(candidates) == 0:
        return []
    circles = shapely.maximum_inscribed_circle(faces[candidates], tolerance / 100)
    widths = 2 * shapely.length(circles)
    slivers = []
    for face_at, width, circle in zip(candidates.tolist(), widths.tolist(), circles, strict=True):
        if width > tolerance:
            continue
        face = faces[face_at]
        around = tree.query(face, predicate="intersects")
        shared = shapely.length(shapely.intersection(shapes[around], face.boundary))
        owners = [int(i) for _length, i in sorted(zip((-shared).tolist(), around.tolist(), strict=True))
                  if _length < 0]
        if len(owners) < 2:
            continue  # a hole in one territory, not a sliver between territories
        centre = shapely.get_point(circle, 0)
        slivers.append(Sliver(face, float(width), _point_of(centre), tuple(owners)))
    return slivers


def _check_spikes(board: Board, shapes: np.ndarray, valid: np.ndarray) -> list[Problem]:
    """Needle-like parts of outlines, one warning a territory, at its longest spike's tip (a
    warning: a long thin cape may be meant). A part of a territory that is thin all over (an
    islet, a reef) simplifies to nothing or to a sliver of three corners, and is no spike."""
    width, reach = spike_tolerances(board.meta.width, board.meta.height)
    indexes = np.flatnonzero(valid & ~shapely.is_empty(shapes))
    if len(indexes) == 0:
        return []
    simple = shapely.simplify(shapes[indexes], width, preserve_topology=False)
    problems = []
    for position, (length, tip) in sorted(_sharp_corners(simple, reach).items()):
        territory = board.territories[int(indexes[position])]
        problems.append(make_problem("spike", (territory.id,), tip, name=territory.name, length=f"{length:.3g}"))
    return problems


def _sharp_corners(shapes: np.ndarray, reach: float) -> dict[int, tuple[float, Point]]:
    """By position in ``shapes``: (the shorter side, the corner) of the longest convex corner
    sharper than SPIKE_ANGLE with both sides longer than ``reach``, in rings of four corners
    or more."""
    parts, part_owner = shapely.get_parts(shapely.orient_polygons(shapes), return_index=True)
    rings, ring_part = shapely.get_rings(parts, return_index=True)
    xy, ring_of = shapely.get_coordinates(rings, return_index=True)
    repeated_last = np.r_[ring_of[1:] != ring_of[:-1], True]  # rings are closed: first corner again
    xy, ring_of = xy[~repeated_last], ring_of[~repeated_last]
    if len(xy) == 0:
        return {}
    starts = np.r_[0, np.flatnonzero(np.diff(ring_of)) + 1]
    counts = np.diff(np.r_[starts, len(xy)])
    first, last = np.repeat(starts, counts), np.repeat(starts + counts - 1, counts)
    at = np.arange(len(xy))
    back = xy[np.where(at == first, last, at - 1)] - xy
    ahead = xy[np.where(at == last, first, at + 1)] - xy
    # Outer rings run anticlockwise and holes clockwise now, the inside on the left: a
    # corner turning left is convex, pointing out of the territory.
    cross = back[:, 0] * ahead[:, 1] - back[:, 1] * ahead[:, 0]
    angle = np.degrees(np.arctan2(np.abs(cross), (back * ahead).sum(axis=1)))
    side = np.minimum(np.hypot(*back.T), np.hypot(*ahead.T))
    sharp = np.flatnonzero((cross < 0) & (angle < SPIKE_ANGLE) & (side >= reach) & (np.repeat(counts, counts) >= 4))
    found: dict[int, tuple[float, Point]] = {}
    for k in sharp.tolist():
        position = int(part_owner[ring_part[ring_of[k]]])
        spike = (float(side[k]), (float(xy[k, 0]), float(xy[k, 1])))
        if position not in found or spike > found[position]:
            found[position] = spike
    return found


def _near(geometry, point: Point, tolerance: float) -> bool:
    return shapely.dwithin(geometry, shapely.Point(point), tolerance * 1e-3)


def _point_of(point) -> Point:
    return (float(point.x), float(point.y))


def _middle_of(lines) -> Point:
    merged = shapely.line_merge(lines) if lines.geom_type == "MultiLineString" else lines
    parts = shapely.get_parts(merged)
    longest = max(parts, key=lambda g: g.length)
    return _point_of(shapely.line_interpolate_point(longest, 0.5, normalized=True))


def _check_connections(board: Board, borders: set[tuple[str, str]], names: dict[str, str],
                       overlapping: set[tuple[str, ...]] = frozenset()) -> list[Problem]:
    problems = []
    allowed_moves: set[tuple[str, str]] = set()
    connected: set[tuple[str, str]] = set()
    for connection in board.connections:
        a, b = connection.a, connection.b
        missing = [x for x in dict.fromkeys((a, b)) if not board.has_territory(x)]
        if missing:
            present = tuple(x for x in (a, b) if board.has_territory(x))
            problems += [make_problem("dangling-connection", present, missing=m) for m in missing]
            continue
        if a == b:
            problems.append(make_problem("self-connection", (a,), name=names[a]))
            continue
        pair = (a, b) if a < b else (b, a)
        connected.add(pair)
        # a --> b and b --> a together are a legitimate two-way pair; a -- b twice, or
        # a -- b with a --> b, allow the same move twice.
        moves = {(a, b)} if connection.one_way else {(a, b), (b, a)}
        if moves & allowed_moves:
            problems.append(make_problem(
                "duplicate-connection", pair, name=names[pair[0]], other=names[pair[1]],
            ))
            continue
        allowed_moves |= moves
        if connection.kind is ConnectionKind.BORDER and pair not in borders and tuple(sorted(pair)) not in overlapping:
            problems.append(make_problem(
                "connection-without-border", pair, _midpoint(board, *pair),
                SuggestedFix(
                    f"make {names[pair[0]]}–{names[pair[1]]} a sea-line", "set-connection-kind",
                    {"a": pair[0], "b": pair[1], "kind": ConnectionKind.SEA_LINE.value},
                ),
                name=names[pair[0]], other=names[pair[1]],
            ))
    for pair in sorted(borders - connected):
        problems.append(make_problem(
            "unconnected-border", pair, _border_point(board, *pair),
            SuggestedFix(
                f"connect {names[pair[0]]} and {names[pair[1]]} with a border", "add-connection",
                {"a": pair[0], "b": pair[1], "kind": ConnectionKind.BORDER.value},
            ),
            name=names[pair[0]], other=names[pair[1]],
        ))
    return problems


def _midpoint(board: Board, a: str, b: str) -> Point | None:
    pa, pb = board.label_point(a), board.label_point(b)
    if pa is None or pb is None:
        return None
    return ((pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2)


def _border_point(board: Board, a: str, b: str) -> Point | None:
    border = board.shared_border(a, b)
    if border is None:
        return None
    point = shapely.line_interpolate_point(border.geometry, 0.5, normalized=True)
    return None if point.is_empty else (point.x, point.y)


def _check_reachability(board: Board) -> list[Problem]:
    """Every territory must be reachable from every other through connections.

    Direction is ignored here: a one-way connection still joins two groups of the map.
    """
    ids = list(dict.fromkeys(t.id for t in board.territories))
    if len(ids) < 2:
        return []
    links: dict[str, set[str]] = defaultdict(set)
    for connection in board.connections:
        links[connection.a].add(connection.b)
        links[connection.b].add(connection.a)
    component: dict[str, int] = {}
    groups: list[list[str]] = []
    for start in ids:
        if start in component:
            continue
        members = [start]
        component[start] = len(groups)
        stack = [start]
        while stack:
            for neighbour in links[stack.pop()]:
                if neighbour not in component and board.has_territory(neighbour):
                    component[neighbour] = len(groups)
                    members.append(neighbour)
                    stack.append(neighbour)
        groups.append(members)
    if len(groups) < 2:
        return []
    groups.sort(key=len, reverse=True)
    described = []
    for members in groups:
        shown = [board.territory(m).name for m in members[:_MAX_GROUP_NAMES]]
        more = len(members) - len(shown)
        described.append("{" + ", ".join(shown) + (f" and {more} more" if more else "") + "}")
    cut_off = tuple(m for members in groups[1:] for m in members)
    return [make_problem("land-disconnected", cut_off, count=len(groups), groups="; ".join(described))]


def _check_marks(board: Board, shapes: np.ndarray, valid: np.ndarray) -> list[Problem]:
    """Label badge and sticker slots: inside, apart, city above scar, room for a badge."""
    radius = board.meta.mark_radius
    territories = board.territories
    problems: list[Problem] = []
    # Gather every placed mark for one vectorised inside-and-clear test.
    owners, kinds, xs, ys = [], [], [], []
    for index, territory in enumerate(territories):
        if not valid[index]:
            continue
        for kind, point in _marks_of(territory):
            if point is not None:
                owners.append(index)
                kinds.append(kind)
                xs.append(point[0])
                ys.append(point[1])
    fits = np.zeros(len(owners), dtype=bool)
    if owners:
        owner_shapes = shapes[np.asarray(owners)]
        x, y = np.asarray(xs), np.asarray(ys)
        inside = shapely.contains_xy(owner_shapes, x, y)
        clearance = shapely.distance(shapely.boundary(owner_shapes), shapely.points(x, y))
        fits = inside & (clearance >= radius * (1 - 1e-9))
    label_fits: dict[int, bool] = {}
    for owner, kind, ok in zip(owners, kinds, fits.tolist(), strict=True):
        territory = territories[owner]
        if kind == "label":
            label_fits[owner] = ok
        if not ok:
            if kind == "label":
                problems.append(make_problem(
                    "label-outside", (territory.id,), territory.label, name=territory.name,
                ))
            else:
                problems.append(make_problem(
                    "slot-outside", (territory.id,), getattr(territory, f"{kind}_slot"),
                    name=territory.name, slot=kind,
                ))
    for index, territory in enumerate(territories):
        if not valid[index]:
            continue
        if territory.is_land:
            for kind in ("city", "scar"):
                if getattr(territory, f"{kind}_slot") is None:
                    problems.append(make_problem(
                        "missing-slot", (territory.id,), territory.label, name=territory.name, slot=kind,
                    ))
        city, scar = territory.city_slot, territory.scar_slot
        if city is not None and scar is not None and city[1] >= scar[1]:
            problems.append(make_problem("city-not-above-scar", (territory.id,), city, name=territory.name))
        placed = [(kind, point) for kind, point in _marks_of(territory) if point is not None]
        for i, (first, p) in enumerate(placed):
            for second, q in placed[i + 1 :]:
                if (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 < (2 * radius) ** 2 * (1 - 1e-9):
                    problems.append(make_problem(
                        "marks-overlap", (territory.id,), p, name=territory.name,
                        first=_mark_title(first), second=_mark_title(second),
                    ))
        if not label_fits.get(index, False):
            circle = board.inscribed_circle(territory.id)
            if circle is None or circle.radius < radius:
                problems.append(make_problem(
                    "too-small", (territory.id,), territory.label, name=territory.name,
                ))
    return problems


def _marks_of(territory: Territory):
    yield "label", territory.label
    if territory.is_land:
        yield "city", territory.city_slot
        yield "scar", territory.scar_slot


def _mark_title(kind: str) -> str:
    return {"label": "label", "city": "city slot", "scar": "scar slot"}[kind]
