"""Facts of the map's connection graph that need no game: how many neighbours each territory
has, which territories and connections cut the map when lost (articulation points and
bridges), and what each continent must defend (its border territories and entry connections).

The graph is undirected: a one-way link still ties two territories together for the question
"does losing this cut the map", and an attack along it still crosses the continent's edge.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.world import World


@dataclass(frozen=True)
class ContinentFacts:
    index: int
    id: str
    name: str
    bonus: int
    size: int
    border_territories: int  # its territories with a neighbour outside it
    entry_connections: int  # connections with one end inside and one outside


@dataclass(frozen=True)
class StaticFacts:
    neighbours: tuple[tuple[int, ...], ...]  # undirected, sorted
    degree: tuple[int, ...]
    articulation: tuple[int, ...]  # territory indexes, ascending
    bridges: tuple[tuple[int, int], ...]  # (low, high) index pairs, ascending
    continents: tuple[ContinentFacts, ...]
    front_pairs: tuple[tuple[int, int], ...]  # every undirected connection (low, high), for the front


def undirected_neighbours(world: World) -> tuple[tuple[int, ...], ...]:
    linked: list[set[int]] = [set() for _ in range(world.size)]
    for a, targets in enumerate(world.neighbours):
        for b in targets:
            linked[a].add(b)
            linked[b].add(a)
    return tuple(tuple(sorted(s)) for s in linked)


def articulation_points_and_bridges(
    neighbours: tuple[tuple[int, ...], ...],
) -> tuple[list[int], list[tuple[int, int]]]:
    """Tarjan's depth-first search, made iterative so a long chain of territories cannot
    overflow Python's recursion limit. ``discovered[v]`` is v's visiting order and
    ``low[v]`` the earliest order reachable from v's subtree through one back edge:

    * a bridge is a tree edge (u, v) with ``low[v] > discovered[u]`` — nothing below v
      reaches back above it, so removing the edge separates v's subtree;
    * a non-root u is an articulation point when some child v has ``low[v] >= discovered[u]``;
      a root is one when it has two or more tree children.
    """
    count = len(neighbours)
    discovered = [-1] * count
    low = [0] * count
    articulation: set[int] = set()
    bridges: list[tuple[int, int]] = []
    order = 0
    for root in range(count):
        if discovered[root] != -1:
            continue
        discovered[root] = low[root] = order
        order += 1
        root_children = 0
        # Each frame: (vertex, parent, position in its neighbour list).
        stack: list[list[int]] = [[root, -1, 0]]
        while stack:
            frame = stack[-1]
            vertex, parent, position = frame
            if position < len(neighbours[vertex]):
                frame[2] += 1
                other = neighbours[vertex][position]
                if discovered[other] == -1:
                    discovered[other] = low[other] = order
                    order += 1
                    if vertex == root:
                        root_children += 1
                    stack.append([other, vertex, 0])
                elif other != parent:
                    low[vertex] = min(low[vertex], discovered[other])
                continue
            stack.pop()  # vertex is finished: report to its parent
            if parent == -1:
                continue
            low[parent] = min(low[parent], low[vertex])
            if low[vertex] > discovered[parent]:
                bridges.append((min(parent, vertex), max(parent, vertex)))
            if parent != root and low[vertex] >= discovered[parent]:
                articulation.add(parent)
        if root_children >= 2:
            articulation.add(root)
    return sorted(articulation), sorted(bridges)


def continent_facts(world: World, neighbours: tuple[tuple[int, ...], ...]) -> tuple[ContinentFacts, ...]:
    facts = []
    for k, continent in enumerate(world.continents):
        members = set(continent.members)
        borders = 0
        entries = 0
        for t in continent.members:
            outside = [n for n in neighbours[t] if n not in members]
            if outside:
                borders += 1
                entries += len(outside)
        facts.append(ContinentFacts(k, continent.id, continent.name, continent.bonus, len(members),
                                    borders, entries))
    return tuple(facts)


def static_facts(world: World) -> StaticFacts:
    neighbours = undirected_neighbours(world)
    articulation, bridges = articulation_points_and_bridges(neighbours)
    pairs = tuple((a, b) for a in range(world.size) for b in neighbours[a] if a < b)
    return StaticFacts(
        neighbours=neighbours,
        degree=tuple(len(n) for n in neighbours),
        articulation=tuple(articulation),
        bridges=tuple(bridges),
        continents=continent_facts(world, neighbours),
        front_pairs=pairs,
    )
