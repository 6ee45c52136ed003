"""Geometry edits that keep shared borders shared: the map editor's toolbox, without Qt.

Neighbouring territories share borders by sharing identical vertices. Every function here
respects that: moving a vertex moves it in every territory that has it, inserting a vertex
on an edge inserts it into every territory with that edge, splitting a territory adds the
cut's end points to the neighbours whose edges it crosses. Every edit that moves a corner
or makes an edge ends with the join step (engine/board/joining.py), so a corner landing on a
neighbour's border, or an edge running past a neighbour's corner, never leaves a T-junction.

Functions return the territories to change as ``{index: new Territory}`` (or a small result
object) and never modify the board: the editor turns the result into one undoable command.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import shapely
import shapely.ops
from shapely.geometry.base import BaseGeometry

from engine.board.board import Board
from engine.board.geometry import shape_of, shared_border
from engine.board.joining import joined, joined_territories
from engine.board.model import Point, PolygonPart, Ring, Territory


@dataclass(frozen=True)
class VertexRef:
    """Where a vertex sits: territory index, part, ring (0 outer, 1+ holes), vertex index."""

    territory: int
    part: int
    ring: int
    vertex: int


def ring_at(territory: Territory, part: int, ring: int) -> Ring:
    return territory.parts[part].rings()[ring]


def with_ring(territory: Territory, part: int, ring: int, new_ring: Ring) -> Territory:
    """The territory with one ring replaced."""
    parts = list(territory.parts)
    old = parts[part]
    if ring == 0:
        parts[part] = PolygonPart(new_ring, old.holes)
    else:
        holes = list(old.holes)
        holes[ring - 1] = new_ring
        parts[part] = PolygonPart(old.outer, tuple(holes))
    return dataclasses.replace(territory, parts=tuple(parts))


def _rings(board: Board) -> Iterable[tuple[int, int, int, Ring]]:
    for t, territory in enumerate(board.territories):
        for p, part in enumerate(territory.parts):
            for r, ring in enumerate(part.rings()):
                yield t, p, r, ring


def _rings_of(board: Board, indexes: Iterable[int]) -> Iterable[tuple[int, int, int, Ring]]:
    territories = board.territories
    for t in indexes:
        for p, part in enumerate(territories[t].parts):
            for r, ring in enumerate(part.rings()):
                yield t, p, r, ring


# -- finding vertices and edges -----------------------------------------------------------------


def vertices_at(board: Board, point: Point, candidates: Iterable[int] | None = None) -> list[VertexRef]:
    """Every occurrence of exactly this vertex, in all territories (or just ``candidates``)."""
    x, y = point
    found = []
    # Only the candidates' rings are looked at: on a big map the caller's spatial-index
    # query makes this a handful of territories instead of all of them.
    rings = _rings(board) if candidates is None else _rings_of(board, sorted(set(candidates)))
    for t, p, r, ring in rings:
        xy = ring.xy
        hits = np.flatnonzero((xy[:, 0] == x) & (xy[:, 1] == y))
        found += [VertexRef(t, p, r, int(i)) for i in hits]
    return found


def territories_near(board: Board, point: Point, distance: float) -> list[int]:
    """Indexes of territories whose outline comes within ``distance`` of ``point``."""
    return board.territories_near(point, distance)


@dataclass(frozen=True)
class Snap:
    """Where a point snapped to: an existing vertex, a point on an edge, or nowhere."""

    point: Point
    kind: str  # "vertex", "edge" or "none"
    edge: tuple[Point, Point] | None = None  # the edge's two vertices, for kind "edge"


def snap(board: Board, point: Point, tolerance: float, exclude: Sequence[Point] = (),
         skip_edges_at: Sequence[Point] = ()) -> Snap:
    """The nearest vertex within ``tolerance``, else the nearest point on an edge, else the point.

    Vertices win over edges even when an edge is closer, so that a click near a corner lands
    exactly on the corner (shared borders need identical vertices). Vertices in ``exclude``
    are not snapped to, nor are edges with an end in ``skip_edges_at`` (a dragged corner's
    own edges, which always lie under the cursor).
    """
    px, py = point
    best_vertex, best_vertex_d = None, tolerance
    best_edge, best_edge_d = None, tolerance
    excluded = {tuple(e) for e in exclude}
    for t in territories_near(board, point, tolerance):
        for part in board.territories[t].parts:
            for ring in part.rings():
                xy = ring.xy
                d = np.hypot(xy[:, 0] - px, xy[:, 1] - py)
                i = int(np.argmin(d))
                if d[i] <= best_vertex_d and (float(xy[i, 0]), float(xy[i, 1])) not in excluded:
                    best_vertex, best_vertex_d = (float(xy[i, 0]), float(xy[i, 1])), float(d[i])
                q = np.roll(xy, -1, axis=0)
                if skip_edges_at:
                    keep = np.ones(len(xy), dtype=bool)
                    for sx, sy in skip_edges_at:
                        keep &= ~(((xy[:, 0] == sx) & (xy[:, 1] == sy)) | ((q[:, 0] == sx) & (q[:, 1] == sy)))
                    if not keep.any():
                        continue
                    xy, q = xy[keep], q[keep]
                projected, distance, index = _nearest_on_edges(xy, q, px, py)
                if distance <= best_edge_d:
                    a, b = xy[index], q[index]
                    best_edge = ((float(projected[0]), float(projected[1])),
                                 ((float(a[0]), float(a[1])), (float(b[0]), float(b[1]))))
                    best_edge_d = distance
    if best_vertex is not None:
        return Snap(best_vertex, "vertex")
    if best_edge is not None:
        return Snap(best_edge[0], "edge", best_edge[1])
    return Snap((float(px), float(py)), "none")


def _nearest_on_edges(p: np.ndarray, q: np.ndarray, x: float, y: float):
    d = q - p
    length2 = (d * d).sum(axis=1)
    length2[length2 == 0] = 1e-300
    t = np.clip(((x - p[:, 0]) * d[:, 0] + (y - p[:, 1]) * d[:, 1]) / length2, 0.0, 1.0)
    nearest = p + d * t[:, None]
    distance = np.hypot(nearest[:, 0] - x, nearest[:, 1] - y)
    i = int(np.argmin(distance))
    return nearest[i], float(distance[i]), i


def rounded(point: Point, precision: float) -> Point:
    """``point`` on the nearest multiple of ``precision`` (map units) in x and y.

    The last ``round`` to 10 places removes binary noise (2001 × 0.1 is 200.10000000000002), so
    a file shows 200.1; ``precision`` <= 0 leaves the point as it is.
    """
    if precision <= 0:
        return (float(point[0]), float(point[1]))
    return (round(round(point[0] / precision) * precision, 10) + 0.0,
            round(round(point[1] / precision) * precision, 10) + 0.0)


# -- vertex edits ---------------------------------------------------------------------------------

# A territory that has a corner touches it: the spatial index asked this near a point finds
# every territory that may have it as a corner.
_ON_CORNER = 1e-9


def move_vertex(board: Board, point: Point, new_point: Point) -> dict[int, Territory]:
    """Move a vertex in every territory that has it (a shared corner moves in all of them)."""
    changed: dict[int, Territory] = {}
    territories = list(board.territories)
    # Only where the spatial index finds the corner: an arrow-key press on a 5,000-territory
    # map must not walk every ring (a territory with the corner touches it, valid or not).
    for ref in vertices_at(board, point, territories_near(board, point, _ON_CORNER)):
        territory = changed.get(ref.territory, territories[ref.territory])
        ring = ring_at(territory, ref.part, ref.ring).with_vertex(ref.vertex, new_point)
        changed[ref.territory] = with_ring(territory, ref.part, ref.ring, ring)
    return changed


def move_vertices(board: Board, moves: dict[Point, Point]) -> dict[int, Territory]:
    """Move several vertices at once (each everywhere it occurs)."""
    changed: dict[int, Territory] = {}
    territories = list(board.territories)
    for point, new_point in moves.items():
        for ref in vertices_at(board, point):
            territory = changed.get(ref.territory, territories[ref.territory])
            ring = ring_at(territory, ref.part, ref.ring).with_vertex(ref.vertex, new_point)
            changed[ref.territory] = with_ring(territory, ref.part, ref.ring, ring)
    return changed


def insert_vertex(board: Board, edge: tuple[Point, Point], point: Point) -> dict[int, Territory]:
    """Put a new vertex on an edge, in every territory that has that edge (either direction)."""
    a, b = tuple(edge[0]), tuple(edge[1])
    changed: dict[int, Territory] = {}
    for t, p, r, ring in _rings(board):
        xy = ring.xy
        n = len(xy)
        for i in range(n):
            u, v = (float(xy[i, 0]), float(xy[i, 1])), (float(xy[(i + 1) % n, 0]), float(xy[(i + 1) % n, 1]))
            if (u, v) in ((a, b), (b, a)):
                territory = changed.get(t, board.territories[t])
                current = ring_at(territory, p, r)
                changed[t] = with_ring(territory, p, r, current.inserted(i + 1, point))
                break
    return changed


def delete_vertex(board: Board, point: Point) -> dict[int, Territory]:
    """Remove a vertex from every territory that has it; refused where a ring would vanish."""
    refs = vertices_at(board, point)
    changed: dict[int, Territory] = {}
    for ref in refs:
        territory = changed.get(ref.territory, board.territories[ref.territory])
        ring = ring_at(territory, ref.part, ref.ring)
        if len(ring) <= 3:
            raise ValueError(f"{territory.name} would be left with fewer than 3 corners")
        changed[ref.territory] = with_ring(territory, ref.part, ref.ring, ring.removed(ref.vertex))
    return changed


def translate_territories(board: Board, indexes: Iterable[int], dx: float, dy: float) -> dict[int, Territory]:
    """Move whole territories, marks included."""
    return {t: translated(board.territories[t], dx, dy) for t in indexes}


def translated(territory: Territory, dx: float, dy: float) -> Territory:
    """One territory moved by (dx, dy), marks included."""
    parts = tuple(
        PolygonPart(part.outer.translated(dx, dy), tuple(h.translated(dx, dy) for h in part.holes))
        for part in territory.parts
    )

    def shift(p: Point | None) -> Point | None:
        return None if p is None else (round(p[0] + dx, 10) + 0.0, round(p[1] + dy, 10) + 0.0)

    return dataclasses.replace(
        territory, parts=parts, label=shift(territory.label),
        city_slot=shift(territory.city_slot), scar_slot=shift(territory.scar_slot),
    )


# -- moves that end with the join step ---------------------------------------------------------
#
# A move made of several steps merged into one undo step (arrow-key presses in a row) is
# computed each step from where it started, as a drag is from its press: ``before`` holds the
# territories the earlier steps changed, as they were before them. The corner or territories
# then join only the borders they end on, and presses that come back leave nothing behind
# (no corner inserted on the way stays in a neighbour).


def move_corner(board: Board, point: Point, new_point: Point,
                before: Mapping[int, Territory] | None = None) -> dict[int, Territory]:
    """Move a corner in every territory that has it, then join: what typed coordinates and
    an arrow-key nudge do. Where it lands on a neighbour's border it goes into that border,
    and neighbours' corners its edges now run past go into them. With ``before`` (see
    above), ``point`` is where the corner was before the earlier steps."""
    if not before:
        return joined(board, move_vertex(board, point, new_point))
    indexes = sorted(before)
    start = Board(board.meta, (), [before[i] for i in indexes])
    moved = {indexes[k]: t for k, t in move_vertex(start, point, new_point).items()}
    return joined(board, {**before, **moved})


def nudged_point(point: Point, dx: float, dy: float, precision: float) -> Point:
    """Where an arrow-key press takes the corner at ``point``: on the map's precision, like
    every new corner, unless that would undo the step (a precision coarser than the step)."""
    moved = (point[0] + dx, point[1] + dy)
    new_point = rounded(moved, precision)
    return moved if new_point == tuple(point) else new_point


def nudge_corner(board: Board, point: Point, dx: float, dy: float, start: Point | None = None,
                 before: Mapping[int, Territory] | None = None) -> tuple[Point, dict[int, Territory]] | None:
    """One arrow-key press on the corner at ``point``: its new position and the changes
    (joined), or None if no territory has a corner there. A press that continues earlier
    ones gives the corner's position before them (``start``) and ``before`` (see above)."""
    new_point = nudged_point(point, dx, dy, board.meta.precision)
    changes = move_corner(board, point if start is None else start, new_point, before)
    return (new_point, changes) if changes else None


def move_territories(board: Board, indexes: Iterable[int], dx: float, dy: float,
                     before: Mapping[int, Territory] | None = None) -> dict[int, Territory]:
    """Whole territories moved by (dx, dy), then joined to the borders they now meet. With
    ``before`` (see above), (dx, dy) counts from where they were before the earlier steps."""
    before = before or {}
    moved = {t: translated(before.get(t, board.territories[t]), dx, dy) for t in indexes}
    return joined(board, {**before, **moved})


def join_after_drag(board: Board, indexes: Iterable[int]) -> dict[int, Territory]:
    """The join step for territories a drag has already changed on ``board``: only the
    territories it changes (none when the dropped corner meets no neighbour's border)."""
    result = joined_territories(board, indexes)
    return {i: t for i, t in result.items() if t != board.territories[i]}


# -- whole-territory edits ---------------------------------------------------------------------


def territory_from_points(
    board: Board, territory_id: str, name: str, points: Sequence[Point], continent: str | None = None
) -> tuple[Territory, dict[int, Territory]]:
    """A new territory from drawn corners, and the neighbours that gain a shared vertex.

    The join step runs both ways: corners drawn onto a neighbour's edge go into that edge,
    and a neighbour's corners that a straight drawn edge runs past go into the new outline,
    so the new border is shared vertex for vertex.
    """
    ring = Ring(points)
    if len(ring) < 3:
        raise ValueError("a territory needs at least 3 corners")
    if shapely.Polygon(ring.xy).area == 0:
        raise ValueError("the corners are all on one line")
    territory = Territory(territory_id, name, (PolygonPart(ring),), continent=continent)
    added, changes = _joined_with_added(board, {}, [territory])
    return added[0], changes


def bordering_continent(board: Board, territory: Territory,
                        neighbours: dict[int, Territory] | None = None) -> str | None:
    """The continent a new territory drawn among others belongs to, or None.

    The rule: the continent holding more than half of the territory's shared border with
    continent-bearing territories (by length). Drawn among one continent's territories it
    joins that continent; drawn on the seam of two, it joins the one it mostly borders; an
    even split, or no such neighbour, leaves it without one (the designer chooses).
    ``neighbours`` are the neighbours as the same edit changes them.
    """
    neighbours = neighbours or {}
    shape = shape_of(territory)
    lengths: dict[str, float] = {}
    for index in board.spatial_index().query(shape, predicate="intersects").tolist():
        other = neighbours.get(index, board.territories[index])
        if other.continent is None or not board.has_continent(other.continent):
            continue
        border = shared_border(shape, shape_of(other))
        if border is not None:
            lengths[other.continent] = lengths.get(other.continent, 0.0) + border.length
    total = sum(lengths.values())
    for continent, length in lengths.items():
        if length > total / 2:
            return continent
    return None


def _joined_with_added(board: Board, changes: dict[int, Territory],
                       added: Sequence[Territory]) -> tuple[list[Territory], dict[int, Territory]]:
    """The join step for an edit that also adds territories (Draw, Split): the added
    territories as joined, and the joined changes to territories already on ``board``."""
    work = board.copy()
    for index, territory in changes.items():
        work.set_territory(index, territory)
    first_new = len(work.territories)
    for territory in added:
        work.add_territory(territory)
    result = joined_territories(work, [*changes, *range(first_new, first_new + len(added))])
    new = [result.pop(first_new + k) for k in range(len(added))]
    # Territories already on the board that the join left as the board has them are no change.
    for index in [i for i in result if i not in changes and result[i] == board.territories[i]]:
        del result[index]
    return new, result


@dataclass(frozen=True)
class SplitResult:
    first: Territory  # keeps the original's id and properties
    second: Territory  # the new territory
    neighbours: dict[int, Territory]  # neighbours that gained the cut's end points


def split_territory(board: Board, index: int, line: Sequence[Point], new_id: str, new_name: str) -> SplitResult:
    """Cut a territory in two along a drawn line that crosses it from border to border."""
    territory = board.territories[index]
    shape = board.shapes()[index]
    cut = shapely.LineString(line)
    pieces = [g for g in shapely.get_parts(shapely.ops.split(shape, cut)) if g.area > 0] if _splittable(shape) else []
    if len(pieces) < 2:
        raise ValueError("the line must cross the territory from one border to another")
    pieces.sort(key=lambda g: -g.area)
    first_geom = pieces[0]
    second_geom = shapely.union_all(pieces[1:])
    first = dataclasses.replace(territory, parts=_parts_of(first_geom), label=None, city_slot=None, scar_slot=None)
    second = Territory(new_id, new_name, _parts_of(second_geom), kind=territory.kind,
                       continent=territory.continent, card=territory.card)
    # Where the cut meets the old border, neighbours sharing that border need the new
    # corners (the join step): else the cut's ends are T-junctions in their borders.
    (second,), changes = _joined_with_added(board, {index: first}, [second])
    first = changes.pop(index)
    return SplitResult(first, second, changes)


def _splittable(shape: BaseGeometry) -> bool:
    return shape.geom_type in ("Polygon", "MultiPolygon") and shape.is_valid


def _parts_of(geometry: BaseGeometry) -> tuple[PolygonPart, ...]:
    polygons = sorted(shapely.get_parts(geometry), key=lambda g: -g.area)
    return tuple(
        PolygonPart(
            Ring(np.asarray(g.exterior.coords)[:-1]),
            tuple(Ring(np.asarray(h.coords)[:-1]) for h in g.interiors),
        )
        for g in polygons
    )


def merge_territories(board: Board, indexes: Sequence[int]) -> Territory:
    """One territory covering several; the first keeps its id and properties."""
    if len(indexes) < 2:
        raise ValueError("select at least two territories to merge")
    shapes = board.shapes()
    merged = shapely.union_all([shapes[i] for i in indexes])
    first = board.territories[indexes[0]]
    return dataclasses.replace(first, parts=_parts_of(merged), label=None, city_slot=None, scar_slot=None)
