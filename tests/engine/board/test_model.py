"""The map model: immutable values, a board that keeps its indexes and caches right."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from engine.board import PolygonPart, Ring
from tests.support.boards import SIZE, board, border, pair, square


def test_a_ring_drops_a_repeated_closing_vertex_and_is_read_only():
    ring = Ring([(0, 0), (1, 0), (1, 1), (0, 0)])
    assert len(ring) == 3 and ring[2] == (1.0, 1.0)
    with pytest.raises(ValueError):
        ring.xy[0, 0] = 5.0


def test_rings_compare_and_hash_by_value_and_minus_zero_is_zero():
    first, second = Ring([(0.0, 1), (2, 3), (4, 5)]), Ring([(-0.0, 1), (2, 3), (4, 5)])
    assert first == second and hash(first) == hash(second)
    assert first != Ring([(0, 1), (2, 3), (4, 6)])
    assert first != first.reversed()


def test_ring_edits_return_new_rings():
    ring = Ring([(0, 0), (10, 0), (10, 10)])
    assert ring.with_vertex(1, (20, 0))[1] == (20.0, 0.0) and ring[1] == (10.0, 0.0)
    assert len(ring.inserted(1, (5, 0))) == 4 and len(ring.removed(0)) == 2
    assert ring.translated(1, 2)[0] == (1.0, 2.0)


def test_editing_the_board_updates_lookups_and_revision():
    b = pair()
    before = b.revision
    renamed = dataclasses.replace(b.territory("a"), id="z", name="Zed")
    b.replace_territory("a", renamed)
    assert b.revision > before
    assert b.has_territory("z") and not b.has_territory("a")
    with pytest.raises(KeyError, match="no territory with id 'a'"):
        b.territory("a")


def test_neighbours_follow_connections_and_respect_one_way():
    b = board(square("a", 0, 0), square("b", SIZE, 0), square("c", 2 * SIZE, 0),
              connections=[border("a", "b"), border("b", "c", one_way=True)])
    assert sorted(b.neighbours("b")) == ["a", "c"]
    assert b.neighbours("c") == []
    assert b.connection_between("c", "b") is None and b.connection_between("b", "c") is not None


def test_derived_geometry_follows_edits():
    b = pair()
    assert b.area("a") == pytest.approx(SIZE * SIZE)
    bigger = dataclasses.replace(
        b.territory("a"), parts=(PolygonPart(Ring([(0, 0), (100, 0), (100, 200), (0, 200)])),)
    )
    b.replace_territory("a", bigger)
    assert b.area("a") == pytest.approx(2 * SIZE * SIZE)
    assert b.shared_border("a", "b").length == pytest.approx(SIZE)


def test_the_best_label_point_is_the_centre_of_the_largest_inscribed_circle():
    b = pair()
    circle = b.inscribed_circle("a")
    assert circle.centre == pytest.approx((50, 50), abs=1.0)
    assert circle.radius == pytest.approx(50, abs=1.0)


def test_shapes_of_all_territories_match_one_by_one_shapes():
    b = board(
        square("a", 0, 0),
        dataclasses.replace(square("b", SIZE, 0), parts=(
            PolygonPart(Ring([(100, 0), (200, 0), (200, 100), (100, 100)]),
                        (Ring([(140, 40), (160, 40), (160, 60), (140, 60)]),)),
            PolygonPart(Ring([(300, 0), (310, 0), (310, 10)])),
        )),
    )
    all_at_once = b.shapes()
    assert all_at_once[1].geom_type == "MultiPolygon"
    assert all_at_once[1].area == pytest.approx(100 * 100 - 20 * 20 + 50)
    fresh = board(*b.territories)
    for index, territory in enumerate(b.territories):
        assert fresh.shape(territory.id).equals(all_at_once[index])


def test_copy_is_independent():
    b = pair()
    c = b.copy()
    c.remove_territory_at(0)
    assert len(b.territories) == 2 and b != c and b == pair()


def test_rings_accept_numpy_arrays():
    xy = np.array([[0.0, 0.0], [1.0, 0.0], [1.0, 1.0]])
    ring = Ring(xy)
    xy[0, 0] = 9
    assert ring[0] == (0.0, 0.0)


def test_territories_near_follows_reshaped_territories_without_rebuilding_the_tree(monkeypatch):
    import dataclasses

    import shapely as shapely_module

    from engine.board import PolygonPart, Ring
    from engine.board.generate import voronoi_board

    board = voronoi_board(200, 10, seed=5)
    board.spatial_index()
    built = []
    original = shapely_module.STRtree
    monkeypatch.setattr("engine.board.board.shapely.STRtree", lambda g: (built.append(1), original(g))[1])

    def fresh(point, distance):  # what a newly built tree says
        hits = original(board.shapes()).query(shapely_module.Point(point), predicate="dwithin", distance=distance)
        return sorted(int(i) for i in hits)

    # Move territory 0 far away (over territory 100), step by step, as a drag reshapes it.
    target = board.shape(board.territories[100].id).representative_point()
    source = board.shape(board.territories[0].id).representative_point()
    for step in range(1, 6):
        shift = ((target.x - source.x) * step / 5, (target.y - source.y) * step / 5)
        first = board.territories[0]
        ring = [(x + shift[0], y + shift[1]) for x, y in first.parts[0].outer.points()]
        board.set_territory(0, dataclasses.replace(first, parts=(PolygonPart(Ring(ring)),)))
        for point in ((target.x, target.y), (source.x, source.y)):
            assert board.territories_near(point, 1.0) == fresh(point, 1.0)
        board.set_territory(0, first)  # back where it was: the next step starts from there
    assert not built  # answered from the old tree and the reshaped territory itself
    board.remove_territory_at(5)  # a structural change: the tree is built afresh
    assert board.territories_near((target.x, target.y), 1.0) == fresh((target.x, target.y), 1.0)
    assert built
