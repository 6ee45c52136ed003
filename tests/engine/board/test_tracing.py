"""Tracing along a border (issue 17): the corners of a ring between two points on it."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import assume, given
from hypothesis import strategies as st

from engine.board import PolygonPart, Ring
from engine.board.tracing import corners_between, position_on_ring, trace_on_board, trace_ring
from tests.support.boards import board, square

# A detailed coast: a square 0..100 whose right side (x = 100) zig-zags through 5 corners.
COAST = Ring([(0, 0), (100, 0), (104, 20), (97, 40), (105, 60), (98, 80), (100, 100), (0, 100)])


def corners(xy, indexes):
    return [(float(xy[k, 0]), float(xy[k, 1])) for k in indexes]


def test_a_corner_has_its_whole_number_position():
    assert position_on_ring(COAST.xy, (104.0, 20.0)) == 2.0
    assert position_on_ring(COAST.xy, (0.0, 0.0)) == 0.0


def test_a_point_on_an_edge_has_the_edge_and_how_far_along():
    assert math.isclose(position_on_ring(COAST.xy, (0.0, 25.0)), 7.75)  # the closing edge, 3/4 along


def test_a_point_off_the_ring_has_no_position():
    assert position_on_ring(COAST.xy, (50.0, 50.0)) is None
    assert position_on_ring(COAST.xy, (0.001, 25.0)) is None


def test_corners_forward_and_backward_wrap_round_the_start():
    assert corners_between(8, 6.5, 1.5, forward=True) == [7, 0, 1]
    assert corners_between(8, 6.5, 1.5, forward=False) == [6, 5, 4, 3, 2]
    assert corners_between(8, 2.0, 5.0, forward=True) == [3, 4]  # neither end is picked up
    assert corners_between(8, 2.0, 2.0, forward=True) == []


def test_the_shorter_way_picks_up_every_corner_of_the_zig_zag():
    a, b = (100.0, 0.0), (100.0, 100.0)
    shorter, longer, shorter_length, longer_length = trace_ring(COAST.xy, a, b)
    assert shorter == [(104.0, 20.0), (97.0, 40.0), (105.0, 60.0), (98.0, 80.0)]
    assert longer == [(0.0, 0.0), (0.0, 100.0)]
    assert shorter_length < longer_length


def test_points_on_edges_trace_between_them_either_way():
    a, b = (102.0, 10.0), (99.0, 90.0)  # on edges 1 and 5
    shorter, longer, _, _ = trace_ring(COAST.xy, a, b)
    assert shorter == [(104.0, 20.0), (97.0, 40.0), (105.0, 60.0), (98.0, 80.0)]
    assert longer == [(100.0, 0.0), (0.0, 0.0), (0.0, 100.0), (100.0, 100.0)]


def test_the_shorter_way_can_wrap_round_the_start():
    a, b = (0.0, 50.0), (50.0, 0.0)  # either side of corner 0
    shorter, _, _, _ = trace_ring(COAST.xy, a, b)
    assert shorter == [(0.0, 0.0)]


def test_the_same_point_twice_traces_nothing():
    assert trace_ring(COAST.xy, (0.0, 50.0), (0.0, 50.0)) is None
    assert trace_ring(COAST.xy, (0.0, 50.0), (50.0, 50.0)) is None


def test_on_a_board_the_ring_holding_both_points_is_traced():
    coast = square("a", 0, 0)
    coast = type(coast)(coast.id, coast.name, (PolygonPart(COAST),), continent="main")
    b = board(coast, square("far", 300, 0))
    trace = trace_on_board(b, (100.0, 0.0), (100.0, 100.0))
    assert trace.territory == 0
    assert trace.corners() == [(104.0, 20.0), (97.0, 40.0), (105.0, 60.0), (98.0, 80.0)]
    assert trace.corners(other_way=True) == [(0.0, 0.0), (0.0, 100.0)]
    assert trace_on_board(b, (100.0, 0.0), (300.0, 0.0)) is None  # on two different territories
    assert trace_on_board(b, (100.0, 0.0), (100.0, 100.0), skip=[0]) is None


def test_a_multi_part_territory_is_traced_within_one_ring():
    first, second = Ring([(0, 0), (50, 0), (50, 50), (0, 50)]), Ring([(200, 0), (250, 0), (250, 50), (200, 50)])
    base = square("m", 0, 0)
    islands = type(base)("m", "M", (PolygonPart(first), PolygonPart(second)), continent="main")
    b = board(islands)
    assert trace_on_board(b, (25.0, 0.0), (225.0, 0.0)) is None
    trace = trace_on_board(b, (225.0, 0.0), (250.0, 25.0))
    assert (trace.part, trace.corners()) == (1, [(250.0, 0.0)])


# -- properties ------------------------------------------------------------------------------------

def convex_ring(count: int, radius: float, turn: float) -> np.ndarray:
    """``count`` corners on a circle: a ring that never crosses itself."""
    angles = turn + np.arange(count) * 2 * np.pi / count
    return np.column_stack([radius * np.cos(angles), radius * np.sin(angles)])


def point_at(xy: np.ndarray, position: float) -> tuple[float, float]:
    i = int(position) % len(xy)
    t = position - int(position)
    a, b = xy[i], xy[(i + 1) % len(xy)]
    return (float(a[0] + (b[0] - a[0]) * t), float(a[1] + (b[1] - a[1]) * t))


rings = st.builds(convex_ring, st.integers(3, 40), st.floats(1, 5000), st.floats(0, 6.28))
fractions = st.sampled_from([0.0, 0.25, 0.5, 0.75])


@given(rings, st.data())
def test_both_ways_together_are_every_corner_once(xy, data):
    n = len(xy)
    start = data.draw(st.integers(0, n - 1)) + data.draw(fractions)
    end = data.draw(st.integers(0, n - 1)) + data.draw(fractions)
    assume(start != end)
    a, b = point_at(xy, start), point_at(xy, end)
    found = trace_ring(xy, a, b)
    assert found is not None
    shorter, longer, shorter_length, longer_length = found
    shared_ends = {p for p in (a, b) if p in corners(xy, range(n))}
    assert sorted(shorter + longer + list(shared_ends)) == sorted(corners(xy, range(n)))
    assert shorter_length <= longer_length
    # Both ways together go once round the ring.
    perimeter = float(np.hypot(*(np.roll(xy, -1, axis=0) - xy).T).sum())
    assert math.isclose(shorter_length + longer_length, perimeter, rel_tol=1e-9)


@given(rings, st.data())
def test_the_corners_come_in_ring_order(xy, data):
    n = len(xy)
    start = data.draw(st.integers(0, n - 1)) + data.draw(fractions)
    end = data.draw(st.integers(0, n - 1)) + data.draw(fractions)
    assume(start != end)
    forward = corners_between(n, start, end, forward=True)
    backward = corners_between(n, end, start, forward=False)
    assert forward == list(reversed(backward))  # the same corners, met the other way
    assert all((b - a) % n == 1 for a, b in zip(forward, forward[1:], strict=False))


def test_a_trace_ending_on_a_corner_never_picks_that_corner_up():
    # Found by the property above: from three quarters along edge 0 back to corner 3, the
    # rounding of (start - end) % n made corner 3 one "between" them.
    xy = convex_ring(4, 3457.280624592958, 1.9632624585652076)
    start = position_on_ring(xy, point_at(xy, 0.75))
    assert corners_between(4, start, 3.0, forward=False) == [0]
    assert corners_between(4, start, 3.0, forward=True) == [1, 2]
    assert corners_between(4, 0.75, 0.25, forward=True) == [1, 2, 3, 0]  # once round
    assert corners_between(4, 0.25, 0.75, forward=True) == []
