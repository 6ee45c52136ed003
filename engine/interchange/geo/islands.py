"""Islands joined to the rest of the world by sea-lines, so a map of real geography is playable.

Geography has no adjacency across water: imported as it is, Britain, Japan or Australia are
out of reach and the map falls apart into groups, which validation refuses. Here the groups
are joined as few sea-lines as possible, each between the two nearest territories of the
two nearest groups (a minimum spanning tree over the groups, by the distance between their
coasts), so Britain reaches France and Madagascar reaches Mozambique.
"""

from __future__ import annotations

import numpy as np
import shapely

from engine.board.board import Board
from engine.board.model import Connection, ConnectionKind


def sea_lines_joining_groups(board: Board) -> list[Connection]:
    """The sea-lines that make one group of every territory, nearest coasts first."""
    ids = [t.id for t in board.territories]
    if len(ids) < 2:
        return []
    index = {tid: i for i, tid in enumerate(ids)}
    group = list(range(len(ids)))

    def root(i: int) -> int:
        while group[i] != i:
            group[i] = group[group[i]]
            i = group[i]
        return i

    for connection in board.connections:
        if connection.a in index and connection.b in index:
            group[root(index[connection.a])] = root(index[connection.b])
    members: dict[int, list[int]] = {}
    for i in range(len(ids)):
        members.setdefault(root(i), []).append(i)
    if len(members) == 1:
        return []

    shapes = board.shapes()
    roots = list(members)
    whole = np.asarray([shapely.union_all(shapes[members[r]]) for r in roots], dtype=object)
    # Every pair of groups by the distance between them, nearest first (Kruskal's algorithm).
    first, second = np.triu_indices(len(roots), k=1)
    distances = shapely.distance(whole[first], whole[second])
    joined = {r: r for r in roots}

    def top(r: int) -> int:
        while joined[r] != r:
            r = joined[r]
        return r

    lines = []
    for k in np.argsort(distances, kind="stable"):
        a, b = roots[first[k]], roots[second[k]]
        if top(a) == top(b):
            continue
        joined[top(a)] = top(b)
        lines.append(_nearest_pair(shapes, members[a], members[b], ids))
        if len(lines) == len(roots) - 1:
            break
    return lines


def _nearest_pair(shapes: np.ndarray, group_a: list[int], group_b: list[int], ids: list[str]) -> Connection:
    tree = shapely.STRtree(shapes[group_b])
    (source, target), distance = tree.query_nearest(shapes[group_a], return_distance=True, all_matches=False)
    best = int(np.argmin(distance))
    a, b = ids[group_a[int(source[best])]], ids[group_b[int(target[best])]]
    return Connection(min(a, b), max(a, b), ConnectionKind.SEA_LINE)
