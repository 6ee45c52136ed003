"""The join step (engine/board/joining.py): after an edit, no corner is left on the middle of
a neighbour's edge (a T-junction, which validation reports as a border mismatch)."""

from __future__ import annotations

import dataclasses

import pytest

from engine.board import PolygonPart, Ring
from engine.board.joining import join_reach, joined
from engine.board.validation import validate
from tests.support.boards import board, pair, square


def apply(b, changed):
    for index, territory in changed.items():
        b.set_territory(index, territory)
    return b


def mismatches(b):
    return [p for p in validate(b).problems if p.code == "border-mismatch"]


def test_a_corner_moved_onto_a_neighbours_edge_is_inserted_there():
    # A third territory below a, whose top-right corner is put on the middle of a's bottom edge.
    b = pair()
    c = square("c", 0, 100)
    b.add_territory(c)
    changes = {2: dataclasses.replace(c, parts=(PolygonPart(Ring([(0, 100), (50, 100), (50, 200), (0, 200)])),))}
    apply(b, changes)
    assert mismatches(b)
    apply(b, joined(b, changes))
    assert (50.0, 100.0) in b.territory("a").parts[0].outer.points()
    assert mismatches(b) == []


def test_a_neighbours_corner_on_a_changed_edge_is_taken_by_it():
    north_ring = Ring([(0, 0), (100, 0), (100, 100), (50, 100), (0, 100)])
    north = dataclasses.replace(square("north", 0, 0), parts=(PolygonPart(north_ring),))
    b = board(north, square("south", 0, 150))
    south = square("south", 0, 100)
    before = b.copy()
    changes = joined(before, {1: south})
    apply(b, changes)
    assert b.territory("south").parts[0].outer.points().count((50.0, 100.0)) == 1
    assert mismatches(b) == []


def test_a_typed_corner_as_near_as_the_precision_allows_to_a_slanting_border_joins_it():
    # a's right side slants from (100, 0) to (130, 100); a corner typed at (115.0, 50.03)
    # is as near as a precision of 0.1 allows to the line (115, 50).
    a = dataclasses.replace(square("a", 0, 0), parts=(PolygonPart(Ring([(0, 0), (100, 0), (130, 100), (0, 100)])),))
    b = board(a)
    assert join_reach(b) == pytest.approx(0.075)  # a rounded point is up to 0.0707 off
    c = dataclasses.replace(square("c", 200, 0),
                            parts=(PolygonPart(Ring([(115.0, 50.03), (200, 0), (200, 100)])),))
    b.add_territory(c)
    changes = joined(b, {1: c})
    assert (115.0, 50.03) in changes[0].parts[0].outer.points()
    far = dataclasses.replace(c, parts=(PolygonPart(Ring([(116.0, 50.0), (200, 0), (200, 100)])),))
    assert 0 not in joined(b, {1: far})  # 0.3 away: a real gap, left for validation to report


def test_nothing_changed_joins_nothing():
    b = pair()
    assert joined(b, {}) == {}
    assert joined(b, {0: b.territories[0]}) == {0: b.territories[0]}
