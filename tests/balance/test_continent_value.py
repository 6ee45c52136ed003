"""The arithmetic of a continent's value: the matched advantage's verdict and the break-even
bonus with Fieller's interval, on figures whose answers can be worked out by hand."""

from __future__ import annotations

import math

import pytest

from engine.balance.continent_value import Advantage, break_even, family_z, verdict


def advantage(value: float, se: float) -> Advantage:
    return Advantage(100, 0, 0.0, value, se)


def test_the_break_even_bonus_is_where_the_line_through_both_bonuses_crosses_zero():
    # +0.20 at bonus 6, −0.10 at bonus 0: 0.05 a point, zero at 2.
    root, lo, hi = break_even(6, advantage(0.20, 0.01), 0, advantage(-0.10, 0.01))
    assert math.isclose(root, 2.0)
    assert lo < 2.0 < hi and hi - lo < 1.0  # precise figures: a narrow interval around it


def test_an_uncertain_slope_gives_an_open_interval_and_a_flat_one_no_answer():
    root, lo, hi = break_even(4, advantage(0.05, 0.05), 2, advantage(0.0, 0.05))
    assert (lo, hi) == (-math.inf, math.inf)
    assert break_even(4, advantage(0.1, 0.01), 2, advantage(0.1, 0.01)) is None  # flat: the bonus changed nothing
    assert break_even(4, advantage(0.1, 0.01), 4, advantage(0.1, 0.01)) is None


def test_a_line_falling_with_the_bonus_crosses_zero_below_the_map_bonus_when_its_holders_trail():
    # More bonus, less advantage (bots going after a rich holder): -10 points at 12, +10 at 2
    # breaks even half-way, at 7, with an interval that leaves the map's 12 out.
    root, lo, hi = break_even(12, advantage(-0.10, 0.02), 2, advantage(0.10, 0.03))
    assert root == pytest.approx(7.0)
    assert lo < 7.0 < hi < 12


def test_a_verdict_needs_the_whole_joint_interval_on_one_side_of_zero():
    z = family_z(6)
    assert z > 2.5  # 95% for six continents together: wider than 1.96
    assert verdict(advantage(0.05, 0.02), 1.96) == "cheap"
    assert verdict(advantage(0.05, 0.02), z) is None
    assert verdict(advantage(-0.10, 0.02), z) == "dear"
    assert verdict(None, z) is None
