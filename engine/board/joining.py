"""The join step: after any edit, the changed territories and their neighbours share corners.

Every way the editor moves a corner or makes an edge (a drag, an arrow-key nudge, typed
coordinates, a drawn territory, a paste, rotate/scale, a geometry fix) ends with
:func:`joined`. Two borders that meet without sharing corners leave a T-junction: a corner
of one lying on the middle of the other's edge, which GEOS reports as a border mismatch
and which a later drag tears open. So:

- a corner of a changed territory that lies on a neighbour's edge is inserted into that edge;
- a neighbour's corner that lies on a changed territory's edge is inserted into that edge.

"Lies on" allows three quarters of the map's precision: a typed, nudged or snapped corner is
rounded to the precision (each coordinate by up to half of it, so up to 0.71 of it in all),
and on a slanting border it can only come that close to the line. Nothing moves: only
corners are added, so no shape changes by more than that small bend.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from engine.board.board import Board
from engine.board.geometry import build_shapes
from engine.board.model import Territory
from engine.board.ring_arrays import insert_on_edges, map_rings, on_edge_tolerance, ring_arrays

# How far from a neighbour's edge a corner may be and still be joined to it, as a share of
# the map's precision: more than a rounded point's furthest (half the precision in x and y).
JOIN_SHARE = 0.75


def join_reach(board: Board) -> float:
    """How far from a neighbour's edge a corner may be and still be joined to it (never less
    than the fixes' own on-edge tolerance)."""
    return max(board.meta.precision * JOIN_SHARE, on_edge_tolerance(board))


def joined(board: Board, changes: dict[int, Territory], reach: float | None = None) -> dict[int, Territory]:
    """``changes`` (territory index → its new value) plus every corner insertion that keeps
    the changed territories joined to their neighbours; ``board`` is the map before them.

    The result replaces ``changes``: a changed territory may gain corners, and neighbours
    that were not changed may join it with corners of their own.
    """
    if not changes:
        return {}
    reach = join_reach(board) if reach is None else reach
    changed = list(changes)
    around = _neighbours(board, changes, reach)
    corners = {i: _corners(changes.get(i, board.territories[i])) for i in [*changed, *around]}
    tight = on_edge_tolerance(board)
    result = dict(changes)
    for index in changed:
        others = [corners[j] for j in corners if j != index and len(corners[j])]
        _insert(result, board, index, others, reach, tight)
    moved = [corners[i] for i in changed if len(corners[i])]
    for index in around:
        _insert(result, board, index, moved, reach, tight)
    return result


def joined_territories(board: Board, indexes: Iterable[int], reach: float | None = None) -> dict[int, Territory]:
    """The join step for territories already on ``board`` as edited (e.g. just added)."""
    return joined(board, {i: board.territories[i] for i in dict.fromkeys(indexes)}, reach)


def _insert(result: dict[int, Territory], board: Board, index: int, points: list[np.ndarray], reach: float,
            tight: float) -> None:
    if not points:
        return
    territory = result.get(index, board.territories[index])
    everything = np.concatenate(points)
    # A point within ``reach`` of one of the edge's corners is that corner (or a snap the
    # edit should have made), not a new corner beside it: only the fixes' tight tolerance.
    updated = map_rings(territory, lambda xy: insert_on_edges(xy, everything, reach, tight))
    if updated != territory:
        result[index] = updated


def _neighbours(board: Board, changes: dict[int, Territory], reach: float) -> list[int]:
    """Territories not in ``changes`` whose outline comes within ``reach`` of a changed one's
    new outline. Looked up in the board's own spatial index (kept between edits), not in a
    copy's: rebuilding 5,000 shapes and their tree per nudge cost 25 ms."""
    found: set[int] = set()
    for outline in build_shapes(list(changes.values())):  # one by one: an invalid outline cannot be unioned
        found.update(board.territories_within(outline, reach))
    return sorted(found - set(changes))


def _corners(territory: Territory) -> np.ndarray:
    rings = ring_arrays(territory)
    return np.concatenate(rings) if rings else np.empty((0, 2))
