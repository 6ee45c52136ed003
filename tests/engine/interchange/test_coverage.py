"""The shared coverage steps: outlines from other programs made into exactly shared borders."""

from __future__ import annotations

import numpy as np
import pytest
import shapely

from engine.interchange import coverage


def box(x0, y0, x1, y1):
    return shapely.box(x0, y0, x1, y1)


def shared_length(a, b) -> float:
    return shapely.intersection(a.boundary, b.boundary).length


def test_an_overlap_goes_to_one_territory_and_the_border_becomes_shared():
    left, right = box(0, 0, 10, 10), box(8, 0, 20, 10)  # 2 units of overlap
    made = coverage.exact_coverage([left, right])
    a, b = made.shapes
    assert made.overlaps == [(0, 1)]
    assert shapely.intersection(a, b).area == 0
    assert a.area + b.area == pytest.approx(200)
    assert shared_length(a, b) == pytest.approx(10)
    assert coverage.coverage_problems(made.shapes) == []


def framed(gap: float):
    """Two squares side by side, ``gap`` apart, between a strip above and one below."""
    return [box(0, 0, 10, 10), box(10 + gap, 0, 20, 10), box(0, -5, 20, 0), box(0, 10, 20, 15)]


def test_a_thin_gap_is_closed_and_a_wide_one_is_left_as_a_lake():
    thin = coverage.exact_coverage(framed(0.2), gap_width=0.5)
    assert thin.gaps_filled and (0, 1) in coverage.neighbours(thin.shapes)
    assert shapely.union_all(thin.shapes).area == pytest.approx(20 * 20)
    wide = coverage.exact_coverage(framed(3), gap_width=0.5)
    assert wide.gaps_filled == [] and (0, 1) not in coverage.neighbours(wide.shapes)


def test_snapping_makes_a_border_drawn_twice_by_hand_one_border():
    # The right square's left edge was drawn a little off, with a vertex the left one lacks.
    left = shapely.Polygon([(0, 0), (10, 0), (10, 10), (0, 10)])
    right = shapely.Polygon([(10.05, 0), (20, 0), (20, 10), (9.97, 10), (10.02, 5)])
    assert coverage.coverage_problems([left, right], gap_width=0.5) != []
    made = coverage.exact_coverage([left, right], gap_width=0.2, snap=0.2)
    a, b = made.shapes
    assert coverage.coverage_problems(made.shapes, gap_width=0.5) == []
    assert shared_length(a, b) == pytest.approx(10, rel=0.01)
    assert shapely.intersection(a, b).area == pytest.approx(0, abs=1e-9)


def wiggly_pair():
    """Two territories split by a wiggly border with many vertices."""
    t = np.linspace(0, 10, 200)
    border = np.column_stack([5 + 0.3 * np.sin(t * 3), t])
    left = shapely.Polygon([(0, 0), *border, (0, 10)][::-1])
    right = shapely.Polygon([*border, (10, 10), (10, 0)])
    return shapely.make_valid(left), shapely.make_valid(right)


def test_simplifying_the_coverage_keeps_the_shared_border_shared():
    left, right = wiggly_pair()
    a, b = coverage.simplified([left, right], 0.5)
    assert len(shapely.get_coordinates(a)) < len(shapely.get_coordinates(left)) / 4
    common = shapely.intersection(a.boundary, b.boundary)
    frame = shapely.box(0, 0, 10, 10).boundary
    # Identical from both sides: the common boundary is all of each one's inner border.
    for side in (a, b):
        inner = side.boundary.length - side.boundary.intersection(frame).length
        assert common.length == pytest.approx(inner, rel=1e-9)
    assert shapely.intersection(a, b).area == pytest.approx(0, abs=1e-9)
    assert shapely.union(a, b).area == pytest.approx(100, rel=1e-6)
    assert coverage.coverage_problems([a, b]) == []


def test_simplifying_each_territory_on_its_own_would_open_gaps():
    # Why the coverage is simplified at once: separately, the two sides part ways.
    left, right = wiggly_pair()
    a, b = left.simplify(0.5), right.simplify(0.5)
    assert shapely.union(a, b).area != pytest.approx(100, rel=1e-6) or shapely.intersection(a, b).area > 1e-6


def test_touching_at_a_corner_is_no_border():
    shapes = [box(0, 0, 1, 1), box(1, 1, 2, 2), box(1, 0, 2, 1)]
    assert coverage.neighbours(shapes) == {(0, 2), (1, 2)}


def test_fitting_scales_moves_and_flips_geography_into_the_canvas():
    shapes = [box(100, 40, 110, 50), box(110, 40, 120, 45)]
    moved, fit, size = coverage.fitted(shapes, width=220, margin=10, flip_y=True)
    assert size == pytest.approx((220, 120))
    assert moved[0].bounds == pytest.approx((10, 10, 110, 110))
    assert moved[1].bounds == pytest.approx((110, 60, 210, 110))  # the south half is drawn lower
    assert fit.point((100, 50)) == pytest.approx((10, 10))


def test_a_label_outside_its_territory_moves_inside_and_one_inside_stays():
    shape = box(0, 0, 10, 10)
    assert coverage.label_point(shape, (3, 4)) == ((3, 4), False)
    moved, replaced = coverage.label_point(shape, (30, 4))
    assert replaced and shape.contains(shapely.Point(moved))


def test_a_coverage_becomes_the_model_s_parts_with_holes_and_islands():
    shape = shapely.MultiPolygon([box(0, 0, 10, 10).difference(box(2, 2, 4, 4)), box(20, 0, 22, 2)])
    parts = coverage.parts_of(shape)
    assert len(parts) == 2 and len(parts[0].holes) == 1 and len(parts[0].outer) == 4


def test_cleaning_leaves_no_overlap_once_rounded_where_a_border_was_drawn_twice_a_hair_apart():
    # pygal's French regions: each border drawn twice, the copies up to 0.001 apart. The GEOS
    # cleaner kept both (a hair-thin gap); rounding to 3 decimals then crossed them into
    # overlaps, which validation refuses right after the report said "fixed".
    rng = np.random.default_rng(7)
    t = np.linspace(0, 100, 400)
    border = np.column_stack([50 + 3 * np.sin(t / 5) + 0.0037 * t, t])
    left = shapely.Polygon([(0, 0), *border, (0, 100)])
    right = shapely.Polygon([(100, 0), *(border + rng.uniform(-0.0006, 0.0006, border.shape)), (100, 100)])
    made = coverage.clean_coverage([left, right])
    assert made.still_overlapping == [] and made.still_invalid == []
    assert shapely.intersection(*made.shapes).area == 0
    assert coverage.coverage_problems(made.shapes) == []
    assert shared_length(*made.shapes) == pytest.approx(border_length(border), rel=1e-3)


def border_length(points) -> float:
    return shapely.LineString(points).length


def test_what_cleaning_cannot_part_is_said_by_pair():
    tangled = [box(0, 0, 10, 10), box(5, 0, 15, 10)]
    assert coverage.overlapping_pairs(tangled) == [(0, 1)]
    assert coverage.overlapping_pairs([box(0, 0, 10, 10), box(10, 0, 20, 10)]) == []
    bow_tie = shapely.Polygon([(0, 0), (10, 10), (10, 0), (0, 10)])
    assert [index for index, _reason in coverage.invalid_outlines([box(0, 0, 1, 1), bow_tie])] == [1]


def test_a_shape_inside_another_is_an_enclave_the_outer_one_gets_a_hole():
    outer, inner = shapely.box(0, 0, 100, 100), shapely.box(40, 40, 60, 60)
    made = coverage.exact_coverage([outer, inner])
    assert made.enclaves == [(1, 0)]
    assert made.shapes[1].area == pytest.approx(400)
    assert made.shapes[0].area == pytest.approx(10000 - 400)
    assert len(made.shapes[0].interiors) == 1
    assert made.overlaps == []


def test_a_snap_drops_only_what_is_narrower_than_it_and_gives_its_ground_to_a_neighbour():
    big, tiny, far = shapely.box(0, 0, 100, 100), shapely.box(100, 50, 100.4, 50.4), shapely.box(300, 0, 300.3, 0.3)
    made = coverage.exact_coverage([big, tiny, far], gap_width=0.5, snap=0.5)
    assert made.too_small == [(1, 0), (2, None)]  # the islet far out at sea has no neighbour
    assert made.shapes[0].contains(shapely.Point(100.2, 50.2))
    assert made.collapsed == [1, 2]
