"""Rotate/scale checked before it lands, and moves on the map's precision
(engine/board/transform.py; issue 30, items 2 and 6).

Issue 30: "Rotating Ukraine by 10° leaves four self-intersecting neighbours that no Fix
repairs" and "Rotate/Scale never leaves an invalid neighbour: neighbours that follow are
checked and the edit is refused with the reason (or repaired) before it lands"; "files get
coordinates like 401.3333333333333".
"""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.board import Board, MapMetadata, PolygonPart, Ring, Territory
from engine.board.geometry import shape_of
from engine.board.map_format import load_map
from engine.board.transform import (
    CROSSES_ITSELF,
    OVERLAPS,
    Affine,
    Refusal,
    centre_of,
    checked_transform,
    moved_territories,
    transform_territories,
)
from engine.board.validation import validate
from engine.resources import maps_dir
from tests.support.boards import board, pair, square


def classic() -> Board:
    return load_map(maps_dir() / "classic.yaml").board


def turned(board_: Board, ids: list[str], angle: float = 0.0, scale_x: float = 1.0, scale_y: float = 1.0):
    indexes = [board_.territory_index(i) for i in ids]
    centre = centre_of(board_.territories[i] for i in indexes)
    return checked_transform(board_, indexes, Affine(centre, angle, scale_x, scale_y))


def applied(board_: Board, changes) -> Board:
    result = board_.copy()
    for index, territory in changes.items():
        result.set_territory(index, territory)
    return result


def problems(board_: Board) -> set[tuple[str, tuple[str, ...]]]:
    return {(p.code, tuple(p.ids)) for p in validate(board_).problems}


def test_rotating_ukraine_by_10_degrees_is_refused_naming_the_four_folded_neighbours():
    map_ = classic()
    checked = turned(map_, ["ukraine"], 10.0)
    assert not checked.allowed
    # The neighbours whose copies of Ukraine's corners swing past their own next corners.
    assert set(checked.refusals) == {Refusal(CROSSES_ITSELF, t, "ukraine")
                                     for t in ("scandinavia", "northern-europe", "southern-europe", "middle-east")}
    # What the refusal prevents: each of them really would cross itself.
    folded = applied(map_, checked.changes)
    for territory_id in ("scandinavia", "northern-europe", "southern-europe", "middle-east"):
        assert not shape_of(folded.territory(territory_id)).is_valid


def test_a_small_turn_of_ukraine_lands_with_no_new_problem():
    map_ = classic()
    checked = turned(map_, ["ukraine"], 1.0)
    assert checked.allowed
    assert problems(applied(map_, checked.changes)) == problems(map_)


def tall_neighbour_below() -> Board:
    """a (0..100 square) above t, a long strip whose top edge y=150 has corners only at its ends."""
    strip = Territory("t", "T", (PolygonPart(Ring([(-100.0, 150.0), (300.0, 150.0), (300.0, 250.0),
                                                   (-100.0, 250.0)])),), continent="main")
    return board(square("a", 0, 0), strip)


def test_corners_a_scale_puts_on_a_neighbours_edge_are_joined_into_it():
    map_ = tall_neighbour_below()
    # Twice as tall about y=50: a's bottom corners land on t's top edge, y=150.
    unjoined = transform_territories(map_.territories, [0], Affine((50.0, 50.0), scale_y=2.0), 0.1)
    assert any(code == "border-mismatch" for code, _ in problems(applied(map_, unjoined)))
    checked = turned(map_, ["a"], scale_y=2.0)
    assert checked.allowed
    assert checked.changes[1].parts[0].outer.points() == [
        (-100.0, 150.0), (0.0, 150.0), (100.0, 150.0), (300.0, 150.0), (300.0, 250.0), (-100.0, 250.0)]
    after = problems(applied(map_, checked.changes))
    assert not any(code in ("border-mismatch", "gap", "overlap") for code, _ in after), after
    assert ("unconnected-border", ("a", "t")) in after  # they meet now: the map wants a connection


def test_growing_into_a_neighbour_that_shares_no_corner_is_refused_as_an_overlap():
    map_ = tall_neighbour_below()
    checked = turned(map_, ["a"], scale_x=3.0, scale_y=3.0)  # a's bottom would reach y=200, inside t
    assert Refusal(OVERLAPS, "a") in checked.refusals


def test_turning_one_of_a_pair_folds_the_other_only_at_a_quarter_turn():
    map_ = pair()  # b follows a's right-hand corners
    assert turned(map_, ["a"], 85.0).allowed
    assert turned(map_, ["a"], 90.0).refusals == (Refusal(CROSSES_ITSELF, "b", "a"),)
    assert turned(map_, ["a", "b"], 90.0).allowed  # turned together nothing is stretched


def test_a_territory_that_already_crossed_itself_does_not_block_the_edit():
    bow_tie = Territory("bow", "Bow", (PolygonPart(Ring([(300.0, 0.0), (400.0, 100.0), (400.0, 0.0),
                                                         (300.0, 100.0)])),), continent="main")
    map_ = board(square("a", 0, 0), bow_tie)
    assert turned(map_, ["bow"], 10.0).allowed  # it is validation's to report, not the turn's


def test_shared_corners_round_together_whatever_the_angle():
    map_ = pair()
    for angle in (7.3, 33.0, -61.7):
        changes = turned(map_, ["a"], angle).changes
        a, b = changes[0].parts[0].outer.points(), changes[1].parts[0].outer.points()
        assert b[0] == a[1] and b[3] == a[2]  # b's copies of a's right-hand corners, to the last digit
        assert all(round(v, 1) == v for p in a + b for v in p)


def on_precision(value: float, precision: float) -> bool:
    return math.isclose(round(value / precision) * precision, value, abs_tol=1e-12) and round(value, 10) == value


offsets = st.floats(min_value=-500, max_value=500, allow_nan=False, allow_infinity=False)


@settings(max_examples=200, deadline=None)
@given(dx=offsets, dy=offsets, precision=st.sampled_from([0.1, 0.5, 1.0, 0.01, 0.25]))
def test_a_move_keeps_corners_and_marks_on_the_precision(dx, dy, precision):
    x0 = round(401.3 / precision) * precision  # a corner already on the precision, as the editor leaves them
    start = Territory("m", "M", (PolygonPart(Ring([(x0, 7 * precision), (x0 + 30 * precision, 7 * precision),
                                                   (x0, 41 * precision)])),), label=(x0, 9 * precision))
    moved = moved_territories([start], [0], dx, dy, precision)[0]
    values = [v for p in moved.parts[0].outer.points() for v in p] + list(moved.label)
    assert all(on_precision(v, precision) for v in values), values
    # The move is the rounded offset: within half the precision of what was asked.
    first = moved.parts[0].outer.points()[0]
    half = precision / 2 + 1e-9
    assert abs(first[0] - (x0 + dx)) <= half and abs(first[1] - (7 * precision + dy)) <= half


def test_a_third_of_a_unit_is_not_written_as_401_3333333333333():
    map_ = Board(MapMetadata("M", 1000, 1000, precision=0.1), (), [square("a", 400, 0)])
    moved = moved_territories(map_.territories, [0], 1 / 3, 0.2, 0.1)[0]
    assert moved.parts[0].outer.points()[0] == (400.3, 0.2)
