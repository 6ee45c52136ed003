"""Exact battle odds for classic Risk dice (engine/rules/odds.py).

The rule under test (classic rules): "Compare the highest die each of you rolled. If yours
(the attacker's) is higher, the defender loses one army from the territory under attack.
But if the defender's die is higher than yours, you lose one army from the territory you
attacked from. Then compare the two next-highest dice and repeat the process. In case of a
tie, the defender always wins."

``attackers`` counts the armies that may attack (one more stays home); each round the
attacker rolls min(3, attackers) dice and the defender min(2, defenders).
"""

from __future__ import annotations

import json
import math
import random
from fractions import Fraction
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.rules.odds import BattleOdds, battle_odds, roll_outcomes, win_probability_table

# --- one roll -----------------------------------------------------------------------------


def test_three_dice_against_two_exact():
    assert roll_outcomes(3, 2) == {
        (0, 2): Fraction(2890, 7776),
        (1, 1): Fraction(2611, 7776),
        (2, 0): Fraction(2275, 7776),
    }


def test_one_die_against_one_defender_wins_ties():
    # The attacker wins only when strictly higher: 15 of the 36 pairs.
    assert roll_outcomes(1, 1) == {(0, 1): Fraction(15, 36), (1, 0): Fraction(21, 36)}


@pytest.mark.parametrize("attacker_dice", [1, 2, 3])
@pytest.mark.parametrize("defender_dice", [1, 2])
def test_every_roll_table_sums_to_one(attacker_dice, defender_dice):
    outcomes = roll_outcomes(attacker_dice, defender_dice)
    assert sum(outcomes.values()) == 1
    comparisons = min(attacker_dice, defender_dice)
    # Each comparison costs exactly one army, and every split of them can happen.
    assert sorted(outcomes) == [(lost, comparisons - lost) for lost in range(comparisons + 1)]
    assert all(p > 0 for p in outcomes.values())


def test_roll_outcomes_returns_a_fresh_dict():
    roll_outcomes(3, 2)[(0, 2)] = Fraction(0)
    assert roll_outcomes(3, 2)[(0, 2)] == Fraction(2890, 7776)


@pytest.mark.parametrize(("attacker_dice", "defender_dice"), [(0, 1), (4, 1), (1, 0), (1, 3), (-1, 2)])
def test_impossible_dice_counts_are_rejected(attacker_dice, defender_dice):
    with pytest.raises(ValueError, match="dice"):
        roll_outcomes(attacker_dice, defender_dice)


# --- whole battles ------------------------------------------------------------------------

REFERENCE = [(10, 10, 0.5675928721), (5, 3, 0.7693748566), (9, 10, 0.4799352565)]


@pytest.mark.parametrize(("attackers", "defenders", "expected"), REFERENCE)
def test_reference_win_probabilities(attackers, defenders, expected):
    assert battle_odds(attackers, defenders).win == pytest.approx(expected, abs=1e-10)
    assert win_probability_table(attackers, defenders)[attackers][defenders] == pytest.approx(expected, abs=1e-10)


@cache
def exact_win(attackers: int, defenders: int) -> Fraction:
    """Independent slow reference: plain recursion over the exact single-roll tables."""
    if defenders == 0:
        return Fraction(1)
    if attackers == 0:
        return Fraction(0)
    outcomes = roll_outcomes(min(3, attackers), min(2, defenders))
    return sum(p * exact_win(attackers - lost, defenders - killed) for (lost, killed), p in outcomes.items())


def test_table_matches_exact_recursion():
    table = win_probability_table(12, 12)
    for a in range(13):
        for d in range(13):
            if a or d:  # 0 against 0 is a convention, checked on its own
                assert table[a][d] == pytest.approx(float(exact_win(a, d)), abs=1e-14), (a, d)


@pytest.mark.parametrize(("attackers", "defenders"), [(1, 1), (3, 2), (5, 3), (2, 7), (12, 4), (40, 35)])
def test_distributions_sum_to_one_and_give_the_expected_losses(attackers, defenders):
    odds = battle_odds(attackers, defenders)
    assert (odds.attackers, odds.defenders) == (attackers, defenders)
    assert len(odds.attacker_remaining) == attackers + 1
    assert len(odds.defender_remaining) == defenders + 1
    assert odds.attacker_remaining[0] == 0.0
    assert odds.defender_remaining[0] == 0.0
    assert all(p >= 0 for p in odds.attacker_remaining + odds.defender_remaining)
    assert sum(odds.attacker_remaining) + sum(odds.defender_remaining) == pytest.approx(1, abs=1e-12)
    assert sum(odds.attacker_remaining) == pytest.approx(odds.win, abs=1e-12)
    assert odds.lose == pytest.approx(1 - odds.win, abs=1e-12)
    # Expected losses, recomputed from the end states: attacker wins with k left, or loses
    # everything while the defence keeps k.
    attacker_losses = sum((attackers - k) * p for k, p in enumerate(odds.attacker_remaining)) + attackers * odds.lose
    defender_losses = defenders * odds.win + sum((defenders - k) * p for k, p in enumerate(odds.defender_remaining))
    assert odds.expected_attacker_losses == pytest.approx(attacker_losses, abs=1e-10)
    assert odds.expected_defender_losses == pytest.approx(defender_losses, abs=1e-10)


def test_end_distribution_is_exact_for_a_small_battle():
    # 1 against 1: a single comparison decides it.
    odds = battle_odds(1, 1)
    assert odds.attacker_remaining == pytest.approx((0.0, 15 / 36))
    assert odds.defender_remaining == pytest.approx((0.0, 21 / 36))
    assert odds.expected_attacker_losses == pytest.approx(21 / 36)
    assert odds.expected_defender_losses == pytest.approx(15 / 36)
    # 3 against 2, first roll: (0, 2) ends it with 3 left; (1, 1) leaves 2 vs 1; (2, 0) 1 vs 2.
    odds = battle_odds(3, 2)
    assert odds.attacker_remaining[3] == pytest.approx(2890 / 7776)
    assert odds.win == pytest.approx(float(exact_win(3, 2)), abs=1e-15)


def test_no_attackers_always_lose_and_no_defenders_always_win():
    assert battle_odds(0, 5) == BattleOdds(0, 5, 0.0, 0.0, 0.0, (0.0,), (0.0, 0.0, 0.0, 0.0, 0.0, 1.0))
    assert battle_odds(4, 0) == BattleOdds(4, 0, 1.0, 0.0, 0.0, (0.0, 0.0, 0.0, 0.0, 1.0), (0.0,))
    # Nothing against nothing: defenders == 0 decides first, a win with 0 armies left.
    assert battle_odds(0, 0) == BattleOdds(0, 0, 1.0, 0.0, 0.0, (1.0,), (0.0,))
    table = win_probability_table(3, 3)
    assert [row[0] for row in table] == [1.0, 1.0, 1.0, 1.0]
    assert table[0] == [1.0, 0.0, 0.0, 0.0]


@pytest.mark.parametrize(("attackers", "defenders"), [(-1, 3), (3, -1)])
def test_negative_armies_are_rejected(attackers, defenders):
    with pytest.raises(ValueError, match="0 or more armies"):
        battle_odds(attackers, defenders)
    with pytest.raises(ValueError, match="0 or more armies"):
        win_probability_table(attackers, defenders)


@pytest.mark.parametrize("value", [2.5, "3", None, True])
def test_non_whole_numbers_are_rejected(value):
    with pytest.raises(TypeError, match="whole number"):
        battle_odds(value, 3)


def test_to_dict_is_json_ready():
    odds = battle_odds(5, 3)
    data = json.loads(json.dumps(odds.to_dict()))
    assert data["attackers"] == 5 and data["defenders"] == 3
    assert data["win"] == odds.win
    assert data["attacker_remaining"] == list(odds.attacker_remaining)
    assert data["defender_remaining"] == list(odds.defender_remaining)
    assert set(data) == {
        "attackers",
        "defenders",
        "win",
        "expected_attacker_losses",
        "expected_defender_losses",
        "attacker_remaining",
        "defender_remaining",
    }


# --- the table and its properties ---------------------------------------------------------


def test_table_shape_includes_row_and_column_zero():
    table = win_probability_table(4, 7)
    assert len(table) == 5
    assert all(len(row) == 8 for row in table)
    assert win_probability_table(0, 0) == [[1.0]]
    assert win_probability_table(2, 0) == [[1.0], [1.0], [1.0]]
    assert win_probability_table(0, 2) == [[1.0, 0.0, 0.0]]


@pytest.mark.parametrize(("max_attackers", "max_defenders"), [(1, 1), (2, 5), (5, 2), (30, 30), (100, 100)])
def test_table_agrees_with_battle_odds(max_attackers, max_defenders):
    table = win_probability_table(max_attackers, max_defenders)
    rng = random.Random(7)
    samples = {(max_attackers, max_defenders), (0, max_defenders), (max_attackers, 0)}
    samples |= {(rng.randint(0, max_attackers), rng.randint(0, max_defenders)) for _ in range(15)}
    for a, d in samples:
        assert table[a][d] == pytest.approx(battle_odds(a, d).win, abs=1e-12), (a, d)


@given(st.integers(0, 30), st.integers(0, 30))
def test_win_probability_rises_with_attackers_and_falls_with_defenders(attackers, defenders):
    win = battle_odds(attackers, defenders).win
    assert 0.0 <= win <= 1.0 + 1e-12
    assert battle_odds(attackers + 1, defenders).win >= win - 1e-12
    assert battle_odds(attackers, defenders + 1).win <= win + 1e-12


def test_whole_table_is_monotone():
    table = win_probability_table(60, 60)
    for a in range(60):
        for d in range(60):
            assert table[a + 1][d] >= table[a][d] - 1e-12
            assert table[a][d + 1] <= table[a][d] + 1e-12


# --- Monte Carlo cross-check --------------------------------------------------------------


def simulate(attackers: int, defenders: int, rng: random.Random) -> tuple[int, int]:
    """Play one battle with real dice; returns the armies left on each side."""
    while attackers and defenders:
        attack = sorted((rng.randint(1, 6) for _ in range(min(3, attackers))), reverse=True)
        defence = sorted((rng.randint(1, 6) for _ in range(min(2, defenders))), reverse=True)
        for a, d in zip(attack, defence, strict=False):  # the shorter side sets the comparisons
            if a > d:
                defenders -= 1
            else:
                attackers -= 1
    return attackers, defenders


def test_monte_carlo_agrees_with_exact_odds():
    rng = random.Random(20240521)
    battles = 20_000
    odds = battle_odds(5, 3)
    results = [simulate(5, 3, rng) for _ in range(battles)]
    wins = sum(1 for _, defenders in results if defenders == 0)
    standard_error = math.sqrt(odds.win * (1 - odds.win) / battles)
    assert abs(wins / battles - odds.win) < 4 * standard_error

    losses = [5 - attackers for attackers, _ in results]
    mean = sum(losses) / battles
    spread = math.sqrt(sum((x - mean) ** 2 for x in losses) / (battles - 1))
    assert abs(mean - odds.expected_attacker_losses) < 4 * spread / math.sqrt(battles)

    # Every end state shows up about as often as predicted.
    for k in range(1, 6):
        observed = sum(1 for attackers, defenders in results if defenders == 0 and attackers == k) / battles
        p = odds.attacker_remaining[k]
        assert abs(observed - p) < 4 * math.sqrt(p * (1 - p) / battles) + 1e-9, k
