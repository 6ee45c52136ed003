"""Exact odds with Risk Legacy's die modifiers (engine/rules/odds.py, ``modifiers=``).

The dice rules are those of engine/rules/legacy/dice.py (tested in
tests/engine/rules/legacy/test_dice.py); here the odds are checked against a brute-force
enumeration of every roll through ``apply_modifiers``, against an exact recursion over
whole battles, and against the fortification's wear:

    "When defending a territory with a Fortified city, the defender adds 1 to both of his
    dice. If the attacker attacks with 3 troops, the fortification gets worn down. After each
    attack with 3 troops, mark one of the boxes around the Fortification. Once all 10 boxes
    have been marked, that city is no longer considered fortified." (seed 003, p. 11)
"""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction
from functools import cache

import pytest

from engine.rules.legacy.dice import (
    ALL,
    ATTACK,
    DEFENCE,
    FORTIFICATION,
    HIGHEST,
    LOWEST,
    DieModifier,
    apply_modifiers,
    battle_losses,
)
from engine.rules.odds import battle_odds, roll_outcomes, win_probability_table

BUNKER = DieModifier(1, DEFENCE, HIGHEST, "scar:bunker")
AMMO_SHORTAGE = DieModifier(-1, DEFENCE, HIGHEST, "scar:ammo-shortage")
# The catalogue's powers (engine/campaign/data/legacy-catalogue.yaml).
TWO_DICE_LOWEST = DieModifier(1, DEFENCE, LOWEST, "power:two-dice", when_dice=2)
THREE_DICE_HIGHEST = DieModifier(1, ATTACK, HIGHEST, "power:three-dice", when_dice=3)

MODIFIER_SETS = {
    "bunker": (BUNKER,),
    "ammo shortage": (AMMO_SHORTAGE,),
    "fortification": (FORTIFICATION,),
    "fortified ammo shortage": (FORTIFICATION, AMMO_SHORTAGE),
    "bunker, fortification and powers": (BUNKER, FORTIFICATION, TWO_DICE_LOWEST, THREE_DICE_HIGHEST),
    "attacker's lowest -2": (DieModifier(-2, ATTACK, LOWEST, "test"),),
    # Large enough that some outcomes cannot happen at all.
    "defence +5": (DieModifier(5, DEFENCE, ALL, "test"),),
    "attack +5, defence -5": (DieModifier(5, ATTACK, ALL, "a"), DieModifier(-5, DEFENCE, ALL, "d")),
}
DICE = [(a, d) for a in (1, 2, 3) for d in (1, 2)]


@cache
def brute_force(attacker_dice: int, defender_dice: int, modifiers: tuple) -> dict:
    """Every one of the 6 ** (attacker_dice + defender_dice) rolls, modified and compared."""
    counts: Counter = Counter()
    for faces in itertools.product(range(1, 7), repeat=attacker_dice + defender_dice):
        result = apply_modifiers(faces[:attacker_dice], faces[attacker_dice:], modifiers)
        counts[battle_losses(result)] += 1
    total = 6 ** (attacker_dice + defender_dice)
    return {key: Fraction(count, total) for key, count in counts.items()}


# --- one roll -----------------------------------------------------------------------------


@pytest.mark.parametrize("name", MODIFIER_SETS)
@pytest.mark.parametrize(("attacker_dice", "defender_dice"), DICE)
def test_one_roll_matches_every_roll_enumerated(name, attacker_dice, defender_dice):
    modifiers = MODIFIER_SETS[name]
    expected = brute_force(attacker_dice, defender_dice, modifiers)
    assert roll_outcomes(attacker_dice, defender_dice, modifiers) == expected


def test_the_bunker_table_someone_else_computed():
    """Independent figures (a script posted on Board & Card Games Stack Exchange, question
    5858, "Risk Legacy: is it better to roll 1 or 2 defense dice when defending a bunkered
    location?"): defender wins / one each / attacker wins, to 3 places."""
    published = {  # (attacker dice, defender dice): (defender wins, tie, attacker wins)
        (1, 1): (0.722, 0.0, 0.278), (1, 2): (0.861, 0.0, 0.139), (2, 1): (0.583, 0.0, 0.417),
        (2, 2): (0.533, 0.320, 0.147), (3, 1): (0.506, 0.0, 0.494), (3, 2): (0.352, 0.408, 0.239),
    }
    for (attacker_dice, defender_dice), (defender_wins, tie, attacker_wins) in published.items():
        outcomes = roll_outcomes(attacker_dice, defender_dice, [BUNKER])
        comparisons = min(attacker_dice, defender_dice)
        assert float(outcomes.get((comparisons, 0), 0)) == pytest.approx(defender_wins, abs=5e-4)
        assert float(outcomes.get((1, 1), 0)) == pytest.approx(tie, abs=5e-4)
        assert float(outcomes.get((0, comparisons), 0)) == pytest.approx(attacker_wins, abs=5e-4)


def test_one_die_against_a_bunker_by_hand():
    """A 1 to 5 becomes 2 to 6, a 6 stays 6: the attacker's single die must beat it, which
    it does 4 + 3 + 2 + 1 + 0 + 0 = 10 times in 36."""
    assert roll_outcomes(1, 1, [BUNKER]) == {(0, 1): Fraction(10, 36), (1, 0): Fraction(26, 36)}


def test_an_outcome_that_cannot_happen_is_not_listed():
    # Every defence die is 6 after +5: the attacker can never win a comparison.
    assert roll_outcomes(3, 2, [DieModifier(5, DEFENCE, ALL, "test")]) == {(2, 0): Fraction(1)}


def test_modifiers_that_do_not_apply_change_nothing():
    """A power "when defending with two dice" leaves a one-die defence as it is, and a
    modifier of 0 is no modifier."""
    assert roll_outcomes(3, 1, [TWO_DICE_LOWEST]) == roll_outcomes(3, 1)
    assert roll_outcomes(2, 2, [DieModifier(0, ATTACK, ALL, "test")]) == roll_outcomes(2, 2)
    assert roll_outcomes(2, 2, [THREE_DICE_HIGHEST]) == roll_outcomes(2, 2)
    assert roll_outcomes(3, 2, [THREE_DICE_HIGHEST]) != roll_outcomes(3, 2)


def test_the_sources_and_order_of_modifiers_do_not_change_the_odds():
    reordered = (THREE_DICE_HIGHEST, TWO_DICE_LOWEST, FORTIFICATION,
                 DieModifier(1, DEFENCE, HIGHEST, "power:another-name"))
    assert roll_outcomes(3, 2, reordered) == roll_outcomes(3, 2, MODIFIER_SETS["bunker, fortification and powers"])


def test_roll_outcomes_with_modifiers_returns_a_fresh_dict():
    roll_outcomes(3, 2, [BUNKER])[(0, 2)] = Fraction(0)
    assert roll_outcomes(3, 2, [BUNKER])[(0, 2)] == brute_force(3, 2, (BUNKER,))[(0, 2)]


@pytest.mark.parametrize("modifiers", [["bunker"], [BUNKER, None], "bunker", 3])
def test_modifiers_must_be_die_modifiers(modifiers):
    with pytest.raises(TypeError, match="DieModifier"):
        roll_outcomes(3, 2, modifiers)
    with pytest.raises(TypeError, match="DieModifier"):
        battle_odds(3, 2, modifiers)
    with pytest.raises(TypeError, match="DieModifier"):
        win_probability_table(3, 2, modifiers)


# --- whole battles ------------------------------------------------------------------------


@cache
def exact_win(attackers: int, defenders: int, modifiers: tuple, uses: int | None = None) -> Fraction:
    """Slow exact reference: recursion over the brute-force single-roll tables, with a
    fortification (the modifiers named "fortification") that defends ``uses`` more 3-dice
    rolls (None: every roll)."""
    if defenders == 0:
        return Fraction(1)
    if attackers == 0:
        return Fraction(0)
    attacker_dice, defender_dice = min(3, attackers), min(2, defenders)
    fortified = uses is None or uses > 0
    used = modifiers if fortified else tuple(m for m in modifiers if m.source != "fortification")
    left = uses - 1 if uses and attacker_dice == 3 else uses
    return sum(p * exact_win(attackers - lost, defenders - killed, modifiers, left)
               for (lost, killed), p in brute_force(attacker_dice, defender_dice, used).items())


@pytest.mark.parametrize("name", MODIFIER_SETS)
def test_battles_match_an_exact_recursion(name):
    modifiers = MODIFIER_SETS[name]
    table = win_probability_table(9, 8, modifiers)
    for attackers in range(10):
        for defenders in range(9):
            expected = float(exact_win(attackers, defenders, modifiers))
            assert battle_odds(attackers, defenders, modifiers).win == pytest.approx(expected, abs=1e-13)
            assert table[attackers][defenders] == pytest.approx(expected, abs=1e-13)


@pytest.mark.parametrize("name", MODIFIER_SETS)
def test_a_battles_end_distribution_sums_to_one(name):
    odds = battle_odds(12, 7, MODIFIER_SETS[name])
    assert sum(odds.attacker_remaining) + sum(odds.defender_remaining) == pytest.approx(1, abs=1e-12)
    assert all(p >= 0 for p in odds.attacker_remaining + odds.defender_remaining)


def test_a_bunker_makes_the_attack_harder_and_ammo_shortage_easier():
    plain = battle_odds(10, 10).win
    assert battle_odds(10, 10, [BUNKER]).win < plain < battle_odds(10, 10, [AMMO_SHORTAGE]).win


# --- a fortification that wears out -------------------------------------------------------


@pytest.mark.parametrize("uses", [0, 1, 2, 5, 10])
@pytest.mark.parametrize("modifiers", [(FORTIFICATION,), (FORTIFICATION, AMMO_SHORTAGE, THREE_DICE_HIGHEST)])
def test_a_wearing_fortification_matches_an_exact_recursion(uses, modifiers):
    for attackers, defenders in [(1, 1), (3, 2), (4, 1), (8, 6), (15, 9)]:
        expected = exact_win(attackers, defenders, modifiers, uses)
        odds = battle_odds(attackers, defenders, modifiers, fortification_uses=uses)
        assert odds.win == pytest.approx(float(expected), abs=1e-13), (attackers, defenders)
        assert sum(odds.attacker_remaining) + sum(odds.defender_remaining) == pytest.approx(1, abs=1e-12)


def test_after_the_tenth_box_the_city_is_no_longer_fortified():
    """"Once all 10 boxes have been marked, that city is no longer considered fortified": a
    fortification with no uses left is no fortification."""
    assert battle_odds(12, 8, [FORTIFICATION, BUNKER], fortification_uses=0) == battle_odds(12, 8, [BUNKER])


def test_only_attacks_with_three_troops_wear_it_down():
    """"If the attacker attacks with 3 troops, the fortification gets worn down": two
    attackers roll at most two dice, so one use left lasts the whole battle."""
    assert battle_odds(2, 9, [FORTIFICATION], fortification_uses=1) == battle_odds(2, 9, [FORTIFICATION])
    # With three dice the one use goes after the first roll: better for the attacker.
    assert battle_odds(3, 9, [FORTIFICATION], fortification_uses=1).win > battle_odds(3, 9, [FORTIFICATION]).win


def test_a_fortification_with_more_uses_than_rolls_never_wears_out():
    # 4 attackers against 3 make at most 3 three-dice rolls, e.g. (4, 3) -> (4, 1) -> (3, 1)
    # -> (2, 1): with 4 uses left the fortification lasts the whole battle.
    never_worn = battle_odds(4, 3, [FORTIFICATION])
    lasting = battle_odds(4, 3, [FORTIFICATION], fortification_uses=4)
    assert lasting.attacker_remaining == pytest.approx(never_worn.attacker_remaining, abs=1e-15)
    assert lasting.defender_remaining == pytest.approx(never_worn.defender_remaining, abs=1e-15)
    # With 3 it may be gone after the third: the two-dice rolls after it face no fortification.
    assert battle_odds(4, 3, [FORTIFICATION], fortification_uses=3).win > never_worn.win + 1e-6


def test_fewer_uses_left_is_better_for_the_attacker():
    wins = [battle_odds(20, 15, [FORTIFICATION], fortification_uses=uses).win for uses in range(11)]
    assert wins == sorted(wins, reverse=True)
    assert wins[0] == battle_odds(20, 15).win


def test_uses_without_a_fortification_change_nothing():
    assert battle_odds(10, 10, [BUNKER], fortification_uses=3) == battle_odds(10, 10, [BUNKER])
    assert battle_odds(10, 10, fortification_uses=3) == battle_odds(10, 10)


@pytest.mark.parametrize(("uses", "error"), [(-1, ValueError), (2.5, TypeError), ("3", TypeError)])
def test_impossible_uses_are_refused(uses, error):
    with pytest.raises(error, match="fortification_uses"):
        battle_odds(5, 5, [FORTIFICATION], fortification_uses=uses)


# --- nothing changes without modifiers ------------------------------------------------------


def test_without_modifiers_the_results_are_the_same_objects_and_numbers():
    for attacker_dice, defender_dice in DICE:
        assert roll_outcomes(attacker_dice, defender_dice, ()) == roll_outcomes(attacker_dice, defender_dice)
        assert roll_outcomes(attacker_dice, defender_dice, []) == brute_force(attacker_dice, defender_dice, ())
    assert battle_odds(40, 35, ()) == battle_odds(40, 35)
    assert battle_odds(40, 35, [], None) == battle_odds(40, 35)
    assert win_probability_table(30, 30, ()) == win_probability_table(30, 30)
