"""The map's graph facts: degree, articulation points and bridges (Tarjan), continent borders."""

from __future__ import annotations

import random

from engine.balance.runner import run_balance
from engine.balance.static_facts import articulation_points_and_bridges, static_facts
from engine.board import load_map
from engine.core.world import World
from engine.resources import maps_dir
from tests.balance.maps import chain_board


def components(neighbours, removed_vertex=None, removed_edge=None) -> int:
    seen = {removed_vertex} if removed_vertex is not None else set()
    parts = 0
    for start in range(len(neighbours)):
        if start in seen:
            continue
        parts += 1
        seen.add(start)
        stack = [start]
        while stack:
            v = stack.pop()
            for w in neighbours[v]:
                if removed_edge in ((v, w), (w, v)) or w in seen:
                    continue
                seen.add(w)
                stack.append(w)
    return parts


def test_tarjan_agrees_with_removing_each_vertex_and_edge_on_random_graphs():
    generator = random.Random(18)
    for _ in range(200):
        count = generator.randint(1, 12)
        linked = [set() for _ in range(count)]
        for _ in range(generator.randint(0, 2 * count)):
            a, b = generator.randrange(count), generator.randrange(count)
            if a != b:
                linked[a].add(b)
                linked[b].add(a)
        neighbours = tuple(tuple(sorted(s)) for s in linked)
        whole = components(neighbours)
        expected_points = [v for v in range(count) if components(neighbours, removed_vertex=v) > whole]
        expected_bridges = sorted({(a, b) for a in range(count) for b in neighbours[a] if a < b
                                   and components(neighbours, removed_edge=(a, b)) > whole})
        points, bridges = articulation_points_and_bridges(neighbours)
        assert points == expected_points, neighbours
        assert bridges == expected_bridges, neighbours


def test_a_long_chain_does_not_overflow_the_recursion_limit():
    count = 5000
    neighbours = tuple(tuple(n for n in (v - 1, v + 1) if 0 <= n < count) for v in range(count))
    points, bridges = articulation_points_and_bridges(neighbours)
    assert points == list(range(1, count - 1))
    assert len(bridges) == count - 1


def test_the_chain_map_has_its_articulation_points_bridges_and_continent_borders():
    report = run_balance(chain_board(), players=2, games=0)
    assert report["choke_points"] == {"territories": ["pass", "hub", "south"],
                                      "connections": [["west", "pass"], ["pass", "hub"], ["south", "east"]]}
    degree = {row["id"]: row["degree"] for row in report["territories"]}
    assert degree == {"west": 1, "pass": 2, "hub": 3, "north": 2, "south": 3, "east": 1}
    borders = {row["id"]: (row["size"], row["border_territories"], row["entry_connections"])
               for row in report["continents"]}
    # open: both of its territories border outside (west, north, south): it cannot be walled off.
    assert borders == {"tip": (1, 1, 1), "open": (2, 2, 3), "cove": (3, 2, 2)}


def test_the_classic_map_siam_and_indonesia_are_its_only_choke_points():
    world = World.from_board(load_map(maps_dir() / "classic.yaml").board)
    facts = static_facts(world)
    assert [world.ids[t] for t in facts.articulation] == ["siam", "indonesia"]
    assert [(world.ids[a], world.ids[b]) for a, b in facts.bridges] == [("siam", "indonesia")]
    australia = next(c for c in facts.continents if c.id == "australia")
    assert (australia.size, australia.border_territories, australia.entry_connections) == (4, 1, 1)
