"""Rotating and scaling territories about a point, keeping shared borders shared. No Qt.

The editor's Rotate/Scale (handles in the Select tool, or typed values) turns into one call
here. Every corner of the chosen territories goes through the same affine map, and so do
their label and sticker slots. New corners are rounded to the map's precision, like every
corner the editor makes.

Corners shared with territories outside the selection: such a corner moves too, and the
neighbour's copy of it follows, exactly as when the corner is dragged in Edit Vertices. The
neighbour's outline is stretched rather than torn, so no gap or overlap opens along the
border; the neighbour's own marks stay where they are.

Stretching a neighbour can fold it: turn a big territory and a neighbour's copy of a corner
may swing past the neighbour's next corner, so its border crosses itself (no Fix can tell
which way it was meant to go). :func:`checked_transform` joins the result to the neighbours
(engine/board/joining.py) and says, with stable codes, what would break, so the editor can
refuse the edit before it lands. :func:`moved_territories` is the plain move, with its offset
rounded to the map's precision so the corners stay tidy.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np
import shapely

from engine.board.board import Board
from engine.board.editing import ring_at, rounded, translated, with_ring
from engine.board.geometry import shape_of
from engine.board.geometry_fixes import new_overlaps
from engine.board.joining import join_reach, joined
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


@dataclass(frozen=True)
class SharedRing:
    """A ring of a territory outside the selection with corners the selection has too."""

    territory: int
    part: int
    ring: int  # 0 the outer ring, 1+ holes
    vertices: tuple[int, ...]  # the shared corners' indexes in the ring
    corners: tuple[Point, ...]  # and where they are


def shared_corners(territories: Sequence[Territory], indexes: Sequence[int],
                   neighbours: Iterable[int] | None = None) -> list[SharedRing]:
    """Where territories outside ``indexes`` share corners with them: what must follow when the
    selection moves. Only ``neighbours`` (indexes) are looked at if given (those near the
    selection); a drag works this out once, not at every mouse move."""
    chosen = set(indexes)
    corners = {(x, y) for i in indexes for ring in territories[i].rings() for x, y in ring.xy.tolist()}
    if not corners:
        return []
    xy_all = np.array(list(corners), dtype=np.float64)
    (x0, y0), (x1, y1) = xy_all.min(axis=0), xy_all.max(axis=0)
    found = []
    for index in range(len(territories)) if neighbours is None else neighbours:
        if index in chosen:
            continue
        for p, part in enumerate(territories[index].parts):
            for r, ring in enumerate(part.rings()):
                xy = ring.xy
                inside = np.flatnonzero((xy[:, 0] >= x0) & (xy[:, 0] <= x1) & (xy[:, 1] >= y0) & (xy[:, 1] <= y1))
                hits = [(int(i), (float(xy[i, 0]), float(xy[i, 1]))) for i in inside]
                hits = [(i, point) for i, point in hits if point in corners]
                if hits:
                    found.append(SharedRing(index, p, r, tuple(i for i, _ in hits), tuple(pt for _, pt in hits)))
    return found


def transform_territories(territories: Sequence[Territory], indexes: Sequence[int], affine: Affine,
                          precision: float, shared: Sequence[SharedRing] | None = None) -> dict[int, Territory]:
    """The territories at ``indexes`` (of a board's ``territories``) rotated/scaled by ``affine``,
    with every other territory that shares one of their corners following that corner (see the
    module docstring).

    Corners go to multiples of ``precision`` (the map's; 0 leaves them unrounded). ``shared``:
    :func:`shared_corners` of these territories, if already known. Returns ``{index: new
    territory}`` for every territory that changes; nothing is modified.
    """
    if shared is None:
        shared = shared_corners(territories, indexes)
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
    for ring_ref in shared:
        territory = changed.get(ring_ref.territory, territories[ring_ref.territory])
        xy = ring_at(territory, ring_ref.part, ring_ref.ring).xy.copy()
        xy[list(ring_ref.vertices)] = [moves[corner] for corner in ring_ref.corners]
        changed[ring_ref.territory] = with_ring(territory, ring_ref.part, ring_ref.ring, Ring.from_array(xy))
    return changed


# -- checking a transform before it lands -------------------------------------------------------

CROSSES_ITSELF = "crosses-itself"  # the territory's outline would cross itself (shapely: not valid)
OVERLAPS = "overlaps"  # the territory would overlap a neighbour more than it does now


@dataclass(frozen=True)
class Refusal:
    """Why an edit must not land: ``code`` (one of the constants above) for ``territory`` (id).
    ``cause``: for a neighbour stretched by the selection, the id of the selected territory whose
    corners it followed; None when ``territory`` is itself one of the edited ones."""

    code: str
    territory: str
    cause: str | None = None


@dataclass(frozen=True)
class CheckedChanges:
    """An edit joined to its neighbours, and what it would break (nothing: it may land)."""

    changes: dict[int, Territory]
    refusals: tuple[Refusal, ...] = ()

    @property
    def allowed(self) -> bool:
        return not self.refusals


def checked_transform(board: Board, indexes: Sequence[int], affine: Affine,
                      shared: Sequence[SharedRing] | None = None, tree: shapely.STRtree | None = None,
                      territories: Sequence[Territory] | None = None) -> CheckedChanges:
    """Rotate/scale ``indexes`` of ``board`` (the map before) as :func:`transform_territories`
    does, join the result to the neighbours and check it (:func:`checked_changes`)."""
    territories = board.territories if territories is None else territories
    changes = transform_territories(territories, indexes, affine, board.meta.precision, shared)
    return checked_changes(board, indexes, changes, tree)


def checked_changes(board: Board, indexes: Sequence[int], changes: dict[int, Territory],
                    tree: shapely.STRtree | None = None) -> CheckedChanges:
    """``changes`` to ``board`` (the map before) joined to the neighbours, with the reasons they
    must not land: a territory that was valid and would cross itself, or one that would overlap a
    neighbour more than before. ``indexes``: the edited (selected) territories; the others in
    ``changes`` are neighbours that followed them. ``tree``: ``board``'s R-tree, if at hand.

    Only the territories near the edit are looked at (a local board), so a drag on a map of
    thousands of territories costs what it costs on a small one.
    """
    if not changes:
        return CheckedChanges({})
    near = _near(board, changes, tree)
    local = Board(board.meta, (), [board.territories[i] for i in near])
    position = {index: k for k, index in enumerate(near)}
    local_changes = joined(local, {position[i]: t for i, t in changes.items()}, join_reach(board))
    result = {near[k]: t for k, t in local_changes.items()}
    refusals = [*_crossings(board, indexes, result), *_overlaps(local, local_changes)]
    return CheckedChanges(result, tuple(dict.fromkeys(refusals)))


def _near(board: Board, changes: dict[int, Territory], tree: shapely.STRtree | None) -> list[int]:
    """Indexes of the changed territories and of every territory near where they were or now are."""
    box = bounds([*(board.territories[i] for i in changes), *changes.values()])
    if box is None:
        return sorted(changes)
    margin = 2 * join_reach(board)
    tree = board.spatial_index() if tree is None else tree
    hits = tree.query(shapely.box(box[0] - margin, box[1] - margin, box[2] + margin, box[3] + margin))
    return sorted({*changes, *(int(i) for i in hits.tolist())})


def _crossings(board: Board, indexes: Sequence[int], result: dict[int, Territory]) -> list[Refusal]:
    selected = set(indexes)
    found = []
    for index, territory in result.items():
        if _valid(territory) or not _valid(board.territories[index]):
            continue  # an outline that already crossed itself is validation's to report, not this edit's
        cause = None if index in selected else _cause(board, index, indexes)
        found.append(Refusal(CROSSES_ITSELF, territory.id, cause))
    return found


def _overlaps(local: Board, local_changes: dict[int, Territory]) -> list[Refusal]:
    return [Refusal(OVERLAPS, territory_id) for territory_id in new_overlaps(local, local_changes)]


def _cause(board: Board, neighbour: int, indexes: Sequence[int]) -> str | None:
    """The selected territory that shares most border with ``neighbour`` (before the edit)."""
    shape = shape_of(board.territories[neighbour])
    best, best_length = None, -1.0
    for index in indexes:
        length = shapely.intersection(shape.boundary, shape_of(board.territories[index]).boundary).length
        if length > best_length:
            best, best_length = board.territories[index].id, length
    return best


def _valid(territory: Territory) -> bool:
    if not territory.parts:
        return True
    shape = shape_of(territory)
    return bool(shape.is_valid)


# -- moving -------------------------------------------------------------------------------------


def tidy_offset(dx: float, dy: float, precision: float) -> Point:
    """A move's offset on the map's precision: corners already on it stay on it."""
    return rounded((dx, dy), precision)


def moved_territories(territories: Sequence[Territory], indexes: Sequence[int], dx: float, dy: float,
                      precision: float) -> dict[int, Territory]:
    """The territories at ``indexes`` moved by (``dx``, ``dy``) rounded to ``precision``, marks
    included (``editing.translated`` leaves no binary noise: a file shows 401.5)."""
    dx, dy = tidy_offset(dx, dy, precision)
    return {index: translated(territories[index], dx, dy) for index in indexes}
