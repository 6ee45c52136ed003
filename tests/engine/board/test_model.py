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
