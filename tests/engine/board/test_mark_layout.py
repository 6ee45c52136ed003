"""Automatic placement of the label and the Risk Legacy sticker slots."""

from __future__ import annotations

import dataclasses
import math

import numpy as np
import pytest
import shapely
from hypothesis import given
from hypothesis import strategies as st

from engine.board import Board, PolygonPart, Ring, Territory
from engine.board.generate import voronoi_board
from engine.board.mark_layout import area_median_y, area_median_ys, auto_place, auto_place_many
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


def test_the_area_medians_of_many_shapes_at_once_match_one_at_a_time():
    shapes = [
        shapely.Polygon([(0, 0), (100, 100), (-100, 100)]),
        shapely.Polygon(ellipse(50, 20, 80, 30)),
        # A hole in the lower part pushes the median up.
        shapely.Polygon([(0, 0), (100, 0), (100, 100), (0, 100)], [[(10, 60), (90, 60), (90, 90), (10, 90)]]),
        shapely.Polygon([(0, 0), (40, 0), (40, 10), (10, 10), (10, 200), (0, 200)]),  # an L, mostly tall
    ]
    together = area_median_ys(np.asarray(shapes, dtype=object))
    for shape, y in zip(shapes, together, strict=True):
        assert y == pytest.approx(area_median_y(shape), abs=1e-6)


def voronoi_with_layouts(layouts, source):
    territories = [
        dataclasses.replace(t, label=layout.label, city_slot=layout.city, scar_slot=layout.scar)
        for t, layout in zip(source.territories, layouts, strict=True)
    ]
    return Board(source.meta, source.continents, territories, source.connections)


def test_placing_many_at_once_gives_layouts_validation_accepts():
    """Auto-place All works on whole arrays (auto_place_many) and may put a mark a few units
    from where auto_place's grid search would: every layout must still be one validation
    accepts (each circle inside with the border gap, no overlaps, city above label above scar),
    with the city in the upper half of the territory's area and the scar in the lower."""
    source = voronoi_board(300, 30, seed=3)
    # Some territories too tight for the column: they must get what auto_place gives them.
    shapes = source.shapes()
    layouts = auto_place_many(shapes, source.meta.mark_radius)
    assert all(layout is not None and layout.complete for layout in layouts)
    assert validate(voronoi_with_layouts(layouts, source)).codes() & MARK_CODES == set()
    for shape, layout in zip(shapes, layouts, strict=True):
        middle = area_median_y(shape)
        assert layout.city[1] <= middle + 1e-6 <= layout.scar[1] + 2e-6
        assert layout.city[1] < layout.label[1] < layout.scar[1]
        assert shape.covers(shapely.Point(layout.label).buffer(source.meta.mark_radius))


def test_territories_without_room_for_the_column_are_placed_as_auto_place_places_them():
    shapes = [
        shapely.box(0, 0, 24, 24),  # too small for stickers
        shapely.box(0, 0, 300, 40),  # wide and flat: the slots go beside the label
        shapely.Polygon([(0, 0), (200, 0), (200, 200), (0, 200)]),  # roomy: the column
        shapely.MultiPolygon([shapely.box(0, 0, 30, 30), shapely.box(100, 0, 300, 200)]),
    ]
    layouts = auto_place_many(shapes, RADIUS)
    assert layouts[0] == auto_place(shapes[0], RADIUS)
    assert layouts[1] == auto_place(shapes[1], RADIUS)
    square_layout = layouts[2]
    assert square_layout.complete and square_layout.label == pytest.approx((100, 100), abs=RADIUS / 5)
    assert square_layout.city[0] == square_layout.label[0] == square_layout.scar[0]  # a straight column
    assert shapes[3].geoms[1].covers(shapely.Point(layouts[3].label))  # the largest part


def test_placing_many_territories_does_not_mind_an_empty_list():
    assert auto_place_many([], RADIUS) == []
