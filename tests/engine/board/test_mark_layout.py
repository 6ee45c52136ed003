"""Automatic placement of the label and the Risk Legacy sticker slots."""

from __future__ import annotations

import math

import shapely
from hypothesis import given
from hypothesis import strategies as st

from engine.board import PolygonPart, Ring, Territory
from engine.board.mark_layout import area_median_y, auto_place
from engine.board.validation import validate
from tests.support.boards import RADIUS, board

MARK_CODES = {"label-outside", "slot-outside", "missing-slot", "city-not-above-scar", "marks-overlap", "too-small"}


def territory_with_layout(outline: list[tuple[float, float]]):
    shape = shapely.Polygon(outline)
    layout = auto_place(shape, RADIUS)
    territory = Territory("t", "T", (PolygonPart(Ring(outline)),), continent="main",
                          label=layout.label, city_slot=layout.city, scar_slot=layout.scar)
    return shape, layout, territory


def ellipse(cx, cy, rx, ry, n=40):
    return [(cx + rx * math.cos(2 * math.pi * k / n), cy + ry * math.sin(2 * math.pi * k / n)) for k in range(n)]


def test_a_square_gets_city_above_label_above_scar_all_inside_and_apart():
    shape, layout, _ = territory_with_layout([(0, 0), (120, 0), (120, 120), (0, 120)])
    assert layout.complete
    (_, cy), (_, ly), (_, sy) = layout.city, layout.label, layout.scar
    assert cy < ly < sy
    middle = area_median_y(shape)
    assert cy <= middle <= sy  # city in the upper half, scar in the lower half
    for x, y in (layout.city, layout.label, layout.scar):
        point = shapely.Point(x, y)
        assert shape.contains(point) and shape.exterior.distance(point) >= RADIUS
    assert math.dist(layout.city, layout.scar) >= 2 * RADIUS


def test_a_wide_flat_island_still_gets_both_slots_with_the_city_higher():
    _, layout, territory = territory_with_layout(ellipse(0, 0, 50, 19))
    assert layout.complete and layout.city[1] < layout.scar[1]
    assert validate(board(territory)).codes() & MARK_CODES == set()


def test_a_given_label_is_kept():
    shape = shapely.box(0, 0, 200, 200)
    assert auto_place(shape, RADIUS, label=(60.0, 90.0)).label == (60.0, 90.0)


def test_a_territory_too_small_for_stickers_gets_none_instead_of_bad_slots():
    layout = auto_place(shapely.box(0, 0, 24, 24), RADIUS)
    assert layout is not None and layout.city is None and layout.scar is None


def test_the_area_median_splits_a_triangle_into_equal_halves():
    triangle = shapely.Polygon([(0, 0), (100, 100), (-100, 100)])
    y = area_median_y(triangle)
    upper = triangle.intersection(shapely.box(-200, -1, 200, y)).area
    assert upper == __import__("pytest").approx(triangle.area / 2, rel=1e-6)


@given(
    st.floats(70, 400), st.floats(55, 400), st.floats(-0.5, 0.5),
    st.sampled_from(["rectangle", "ellipse"]),
)
def test_roomy_shapes_get_a_layout_validation_accepts(width, height, shear, kind):
    if kind == "rectangle":
        outline = [(0, 0), (width, shear * width), (width, height + shear * width), (0, height)]
    else:
        # An ellipse needs more room than its bounding box suggests.
        outline = ellipse(0, 0, width / 2 + 10, height / 2 + 8)
    _, layout, territory = territory_with_layout(outline)
    assert layout.complete
    assert validate(board(territory)).codes() & MARK_CODES == set()
