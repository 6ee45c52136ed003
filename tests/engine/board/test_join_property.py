"""Issue 30, "Must show": "The hypothesis property over mixed edit kinds (including keyboard
and typed input) finds no T-junction, gap, overlap or self-intersection left unreported."

Random sequences of every edit kind the editor has that moves a corner or makes an edge,
each made through the engine functions the editor calls (engine/board/editing.py):

- a corner dragged and dropped (Edit Vertices: ``move_vertex``, then ``join_after_drag``),
  onto a free point, a neighbour's edge (where snapping puts it) or a neighbour's corner;
- arrow-key presses on a corner or on a territory, several in a row merged into one undo
  step (``nudge_corner`` / ``move_territories``, later presses given ``before``, as
  editor/editing/nudge.py does);
- typed coordinates (``move_corner``), often a point of a neighbour's slanting edge rounded
  to the map's precision;
- a territory drawn against the map, an edge of it running straight past corners
  (``territory_from_points``);
- a split (``split_territory``).

After every step two things hold, checked independently of the code under test: no corner
of one territory lies on the middle of another's edge (a T-junction), and every
self-intersection, overlap and thin gap that shapely finds is reported by ``validate``.
"""

from __future__ import annotations

import math

import numpy as np
import shapely
import shapely.ops
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.board import Board, Continent, MapMetadata, PolygonPart, Ring, Territory, editing
from engine.board.geometry import shape_of
from engine.board.validation import gap_tolerance, validate

CELL = 100.0
CELLS = 3
PRECISION = 0.1
# Inner corners of the grid, moved so that borders slant (shared: the map starts clean).
JITTER = {(1, 1): (13.7, -8.2), (2, 1): (-6.4, 11.9), (1, 2): (9.1, 7.3), (2, 2): (-12.5, -4.6)}
TOUCH = 1e-6  # a corner this near an edge's middle makes a T-junction
TINY_AREA = 1e-3  # overlaps smaller than this are rounding


# -- the map ---------------------------------------------------------------------------------------
def lattice(i: int, j: int) -> tuple[float, float]:
    dx, dy = JITTER.get((i, j), (0.0, 0.0))
    return (i * CELL + dx, j * CELL + dy)


def grid_map() -> Board:
    """Nine cells, their inner corners moved; the left column is one continent, the rest another."""
    territories = []
    for j in range(CELLS):
        for i in range(CELLS):
            ring = Ring([lattice(i, j), lattice(i + 1, j), lattice(i + 1, j + 1), lattice(i, j + 1)])
            continent = "west" if i == 0 else "east"
            territories.append(Territory(f"t{i}{j}", f"T{i}{j}", (PolygonPart(ring),), continent=continent))
    continents = [Continent("west", "West", "#d9a441", 2), Continent("east", "East", "#6aa84f", 3)]
    return Board(MapMetadata("Grid", 600, 600, mark_radius=10, precision=PRECISION), continents, territories, [])


def apply(board: Board, changes: dict[int, Territory]) -> None:
    for index, territory in changes.items():
        board.set_territory(index, territory)


def corners_of(territory: Territory) -> list[tuple[float, float]]:
    return [p for ring in territory.rings() for p in ring.points()]


def edges_of(territory: Territory) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    return [(ring[k], ring[(k + 1) % len(ring)]) for ring in territory.rings() for k in range(len(ring))]


# -- the edits, as the editor makes them ----------------------------------------------------------
def drag_and_drop(board: Board, corner, target) -> None:
    moved = editing.move_vertex(board, corner, target)
    apply(board, moved)
    apply(board, editing.join_after_drag(board, moved))


def nudge_corner_presses(board: Board, corner, presses) -> None:
    before: dict[int, Territory] = {}  # what the merged undo step holds as "old"
    point = corner
    for dx, dy in presses:
        nudged = editing.nudge_corner(board, point, dx, dy, start=corner if before else None, before=before or None)
        if nudged is None:
            return
        point, changes = nudged
        for index in changes:
            before.setdefault(index, board.territories[index])
        apply(board, changes)


def nudge_territory_presses(board: Board, index: int, presses) -> None:
    before: dict[int, Territory] = {}
    total = (0.0, 0.0)
    for dx, dy in presses:
        total = (total[0] + dx, total[1] + dy)
        changes = editing.move_territories(board, [index], *total, before=before or None)
        for changed in changes:
            before.setdefault(changed, board.territories[changed])
        apply(board, changes)


def type_coordinates(board: Board, corner, target) -> None:
    apply(board, editing.move_corner(board, corner, editing.rounded(target, PRECISION)))


def draw(board: Board, points) -> None:
    if not shapely.Polygon(points).is_valid:
        return  # the Draw tool refuses an outline that crosses itself
    number = len(board.territories)
    try:
        territory, neighbours = editing.territory_from_points(board, f"n{number}", f"N{number}", points)
    except ValueError:
        return
    continent = editing.bordering_continent(board, territory, neighbours)
    apply(board, neighbours)
    board.add_territory(Territory(territory.id, territory.name, territory.parts, continent=continent))


def split(board: Board, index: int, line) -> None:
    number = len(board.territories)
    try:
        result = editing.split_territory(board, index, line, f"s{number}", f"S{number}")
    except (ValueError, shapely.errors.GEOSException):
        return
    board.set_territory(index, result.first)
    apply(board, result.neighbours)
    board.add_territory(result.second)


# -- drawing the edits ------------------------------------------------------------------------------
@st.composite
def a_corner(draw_, board: Board):
    territory = board.territories[draw_(st.integers(0, len(board.territories) - 1))]
    corners = corners_of(territory)
    return corners[draw_(st.integers(0, len(corners) - 1))]


@st.composite
def a_point_on_an_edge(draw_, board: Board):
    """Where snapping puts a point on some territory's edge (exact, not rounded)."""
    territory = board.territories[draw_(st.integers(0, len(board.territories) - 1))]
    edges = edges_of(territory)
    (ax, ay), (bx, by) = edges[draw_(st.integers(0, len(edges) - 1))]
    s = draw_(st.floats(0.1, 0.9))
    return (ax + s * (bx - ax), ay + s * (by - ay))


def a_free_point_near(corner):
    offsets = st.tuples(st.integers(-300, 300), st.integers(-300, 300))
    return offsets.map(lambda o: editing.rounded((corner[0] + o[0] / 10, corner[1] + o[1] / 10), PRECISION))


PRESSES = st.lists(st.sampled_from([(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0), (10.0, 0.0), (0.0, -10.0)]),
                   min_size=1, max_size=4)


@st.composite
def one_edit(draw_, board: Board):
    """Make one random edit on ``board``; returns its name (for the failure report)."""
    kind = draw_(st.sampled_from(["drag", "nudge corner", "nudge territory", "type", "draw", "split"]))
    if kind == "drag":
        corner = draw_(a_corner(board))
        target = draw_(st.one_of(a_free_point_near(corner), a_point_on_an_edge(board), a_corner(board)))
        if target != corner:
            drag_and_drop(board, corner, target)
        return f"drag {corner} to {target}"
    if kind == "nudge corner":
        corner, presses = draw_(a_corner(board)), draw_(PRESSES)
        nudge_corner_presses(board, corner, presses)
        return f"nudge corner {corner} {presses}"
    if kind == "nudge territory":
        index, presses = draw_(st.integers(0, len(board.territories) - 1)), draw_(PRESSES)
        nudge_territory_presses(board, index, presses)
        return f"nudge {board.territories[index].id} {presses}"
    if kind == "type":
        corner = draw_(a_corner(board))
        target = draw_(st.one_of(a_point_on_an_edge(board), a_free_point_near(corner)))
        type_coordinates(board, corner, target)
        return f"type {corner} to {target}"
    if kind == "draw":
        outline = draw_(an_outline_against_the_map())
        draw(board, outline)
        return f"draw {outline}"
    index = draw_(st.integers(0, len(board.territories) - 1))
    line = draw_(a_line_across(board, index))
    split(board, index, line)
    return f"split {board.territories[index].id} along {line}"


@st.composite
def an_outline_against_the_map(draw_):
    """A quadrangle on one of the grid's outer sides, outside it: its inner edge runs along
    the side past the grid's corners there (if those have not moved)."""
    side = draw_(st.sampled_from(["west", "east", "north", "south"]))
    start, end = sorted(draw_(st.lists(st.integers(0, CELLS * 10), min_size=2, max_size=2, unique=True)))
    depth = draw_(st.integers(5, 60))
    span = CELLS * CELL

    def on_side(s: float, out: float):
        return {"west": (-out, s), "east": (span + out, s), "north": (s, -out), "south": (s, span + out)}[side]

    a, b = start * 10.0, end * 10.0
    return [on_side(a, 0.0), on_side(b, 0.0), on_side(b, float(depth)), on_side(a, float(depth))]


@st.composite
def a_line_across(draw_, board: Board, index: int):
    shape = shape_of(board.territories[index])
    cx, cy = shape.centroid.coords[0]
    angle = draw_(st.integers(0, 179)) * math.pi / 180
    reach = 2 * CELL
    return [editing.rounded((cx - reach * math.cos(angle), cy - reach * math.sin(angle)), PRECISION),
            editing.rounded((cx + reach * math.cos(angle), cy + reach * math.sin(angle)), PRECISION)]


# -- the independent checks ---------------------------------------------------------------------------
def t_junctions(board: Board) -> list[tuple[str, tuple[float, float], str]]:
    """(territory, corner, other territory) for every corner lying within TOUCH of the inside
    of another territory's edge, where the other territory has no corner."""
    found = []
    territories = board.territories
    for i, territory in enumerate(territories):
        corners = np.array(corners_of(territory))
        for j, other in enumerate(territories):
            if i == j:
                continue
            edges = np.array(edges_of(other))  # (n, 2, 2)
            a, b = edges[:, 0], edges[:, 1]
            step = b - a
            length = np.hypot(step[:, 0], step[:, 1])
            rel = corners[:, None, :] - a[None]
            t = (rel * step[None]).sum(axis=2) / np.where(length > 0, length**2, 1.0)[None]
            foot = a[None] + t[..., None] * step[None]
            distance = np.hypot(*(corners[:, None, :] - foot).transpose(2, 0, 1))
            along = t * length[None]
            inside = (along > TOUCH) & (along < length[None] - TOUCH) & (distance < TOUCH)
            own = set(corners_of(other))
            for c in np.flatnonzero(inside.any(axis=1)):
                corner = (float(corners[c, 0]), float(corners[c, 1]))
                if corner not in own:
                    found.append((territory.id, corner, other.id))
    return found


def unreported(board: Board) -> list[str]:
    """Self-intersections, overlaps and thin gaps shapely finds that validation does not report."""
    problems = validate(board).problems
    reported = {(p.code, frozenset(p.ids)) for p in problems}
    territories = board.territories
    shapes = [shapely.MultiPolygon([shapely.Polygon(p.outer.xy, [h.xy for h in p.holes]) for p in t.parts])
              for t in territories]
    valid = [s.is_valid for s in shapes]
    missing = []
    for t, ok in zip(territories, valid, strict=True):
        if not ok and ("invalid-polygon", frozenset({t.id})) not in reported:
            missing.append(f"self-intersection in {t.id}")
    tolerance = gap_tolerance(board.meta.mark_radius)
    for i in range(len(territories)):
        for j in range(i + 1, len(territories)):
            if valid[i] and valid[j] and not overlap_reported(
                    shapes[i].intersection(shapes[j]), {territories[i].id, territories[j].id}, problems, tolerance):
                missing.append(f"overlap of {territories[i].id} and {territories[j].id}")
    usable = [s for s, ok in zip(shapes, valid, strict=True) if ok]
    ids = [t.id for t, ok in zip(territories, valid, strict=True) if ok]
    coverage = [p for p in problems if p.code in ("gap", "sliver", "overlap")]
    for piece in gaps(usable, tolerance):
        around = {i for i, s in zip(ids, usable, strict=True) if s.distance(piece) <= 10 * TOUCH}
        # Reported on the piece (an overlap there too: validation names one problem a pair,
        # the overlap first), or as a gap between two of the territories around it (one a
        # pair: a gap that another territory's overlap cuts in two is marked once).
        if not any((p.location is not None and piece.distance(shapely.Point(p.location)) <= tolerance)
                   or (p.code != "overlap" and len(set(p.ids) & around) >= 2) for p in coverage):
            missing.append(f"gap at {piece.representative_point()} between {sorted(around)}")
    return missing


def overlap_reported(common, pair: set[str], problems, tolerance: float) -> bool:
    """No overlap, or one reported: for this pair, or where several territories pile up,
    for one of the two with its marker on this overlap (GEOS names the pairs whose edges
    cross; the designer sees the marker either way)."""
    # Thinner than the map's precision is rounding, not land drawn twice: validation (GEOS's
    # coverage check) does not see a corner 0.08 across a border when the precision is 0.1.
    if common.area <= TINY_AREA or common.buffer(-PRECISION / 2).is_empty:
        return True
    return any(p.code == "overlap" and (set(p.ids) == pair or (
        set(p.ids) & pair and p.location is not None and common.distance(shapely.Point(p.location)) <= tolerance))
        for p in problems)


def gaps(shapes, tolerance: float) -> list:
    """Pieces of uncovered space thinner than the gap tolerance between two or more
    territories: what closing the land by half the tolerance fills, in pieces of at least
    three tolerance-squares (validation's own floor is 2.5; the closing also rounds every
    inner corner of the coast, by a fifth of a tolerance-square, which is no gap)."""
    if len(shapes) < 2:
        return []
    cover = shapely.union_all(shapes)
    thin = shapely.difference(cover.buffer(tolerance / 2).buffer(-tolerance / 2), cover)
    found = []
    for piece in shapely.get_parts(thin):
        if piece.area < 3 * tolerance**2:
            continue
        if sum(1 for s in shapes if s.distance(piece) <= 10 * TOUCH) >= 2:
            found.append(piece)
    return found


# Derandomized: the same 40 sequences every run, so that a failure is the code's and not the
# draw's (run with more examples and a --hypothesis-seed to search further).
@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_no_edit_leaves_a_t_junction_or_an_unreported_gap_overlap_or_self_intersection(data):
    board = grid_map()
    assert t_junctions(board) == [] and unreported(board) == []
    done = []
    for _ in range(data.draw(st.integers(1, 6))):
        done.append(data.draw(one_edit(board)))
        assert t_junctions(board) == [], done
        assert unreported(board) == [], done


def test_the_checkers_see_what_they_look_for():
    """The independent checks are not blind: a corner moved onto the middle of a neighbour's
    edge without the join step is a T-junction, and a territory moved off its neighbours by
    less than the gap tolerance leaves gaps."""
    board = grid_map()
    apply(board, editing.move_vertex(board, (300.0, 0.0), (150.0, 0.0)))  # onto t10's top edge
    assert ("t20", (150.0, 0.0), "t10") in t_junctions(board)
    board = grid_map()
    tolerance = gap_tolerance(board.meta.mark_radius)
    assert gaps([shape_of(t) for t in board.territories], tolerance) == []
    apply(board, editing.translate_territories(board, [board.territory_index("t22")], 1.0, 1.0))
    assert len(gaps([shape_of(t) for t in board.territories], tolerance)) == 1  # the L round t22


def test_a_corner_pushed_across_a_shared_border_is_reported_as_an_overlap():
    board = grid_map()
    drag_and_drop(board, (193.6, 111.9), (196.875, 273.85))
    split(board, board.territory_index("t12"), [(-49.8, 252.6), (350.2, 252.6)])
    # the cut's end on the border t10 and t20 now share, typed 0.2 across it into t20
    type_coordinates(board, (194.33556405353727, 252.6), (197.3, 252.6))
    assert unreported(board) == []
