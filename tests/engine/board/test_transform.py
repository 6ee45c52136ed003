"""Rotate/scale of territories (engine/board/transform.py): corners and marks go through one
affine map about a centre, rounded to the map's precision; a neighbour's shared corner follows."""

from __future__ import annotations

from engine.board.transform import Affine, bounds, centre_of, transform_territories
from tests.support.boards import pair, square


def outline(territory):
    return territory.parts[0].outer.points()


def test_a_quarter_turn_about_the_centre_is_exact_and_takes_the_marks_along():
    a = square("a", 0, 0)
    changed = transform_territories([a], [0], Affine((50.0, 50.0), angle=90.0), precision=0.1)
    turned = changed[0]
    # (0,0) → (100,0): clockwise on screen, where y grows downwards.
    assert outline(turned) == [(100.0, 0.0), (100.0, 100.0), (0.0, 100.0), (0.0, 0.0)]
    assert a.city_slot == (50.0, 22.0) and turned.city_slot == (78.0, 50.0)  # above the centre → right of it
    assert turned.label == (50.0, 50.0)


def test_scaling_doubles_distances_from_the_centre_and_rounds_to_the_precision():
    a = square("a", 0, 0)
    changed = transform_territories([a], [0], Affine((50.0, 50.0), scale_x=2.0, scale_y=2.0), precision=0.1)
    assert bounds([changed[0]]) == (-50.0, -50.0, 150.0, 150.0)
    odd = transform_territories([a], [0], Affine((0.0, 0.0), scale_x=1 / 3, scale_y=1 / 3), precision=0.1)
    assert outline(odd[0])[1] == (33.3, 0.0)


def test_a_neighbour_sharing_corners_follows_them_so_no_gap_opens():
    board = pair()  # a (0..100) and b (100..200) share the corners (100, 0) and (100, 100)
    b_before = board.territory("b")
    changed = transform_territories(board.territories, [0], Affine((50.0, 50.0), scale_x=0.5, scale_y=0.5), 0.1)
    assert set(changed) == {0, 1}
    assert outline(changed[0]) == [(25.0, 25.0), (75.0, 25.0), (75.0, 75.0), (25.0, 75.0)]
    # b keeps its own corners, and its copies of the shared ones sit where a's now are.
    assert outline(changed[1]) == [(75.0, 25.0), (200.0, 0.0), (200.0, 100.0), (75.0, 75.0)]
    assert changed[1].label == b_before.label


def test_territories_without_shared_corners_are_left_alone_and_identity_is_recognised():
    a, far = square("a", 0, 0), square("far", 500, 500)
    changed = transform_territories([a, far], [0], Affine((50.0, 50.0), angle=45.0), 0.1)
    assert set(changed) == {0}
    assert centre_of([a]) == (50.0, 50.0)
    assert Affine((0, 0), angle=360.0).is_identity() and not Affine((0, 0), scale_x=1.1).is_identity()
