"""Risk Legacy's die modifiers and missiles (engine/rules/legacy/dice.py).

Every rule is quoted from the English rulebook (seed 003, pp. 1, 10 and 11). Worldsmith's
reading of what the book leaves open (which die of a tie, when the bounds apply) is in
docs/rules-legacy.md, "Die modifiers and missiles", and tested here too.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.campaign.world_format import catalogue
from engine.rules.legacy.dice import (
    ALL,
    ATTACK,
    DEFENCE,
    FORTIFICATION,
    HIGHEST,
    LOWEST,
    DieChange,
    DieModifier,
    ModifiedRoll,
    apply_modifiers,
    battle_losses,
    best_missile,
    modifier_from_effect,
)

BUNKER = DieModifier(1, DEFENCE, HIGHEST, "scar:bunker")
AMMO_SHORTAGE = DieModifier(-1, DEFENCE, HIGHEST, "scar:ammo-shortage")
LOWEST_PLUS_ONE = DieModifier(1, DEFENCE, LOWEST, "power:test-lowest")


def roll(attack, defence, modifiers=(), missiles=()):
    return apply_modifiers(attack, defence, modifiers, missiles)


# --- the three rules of die modification --------------------------------------------------


def test_a_tie_changes_only_one_die_per_scar():
    """"If more than one die is the same number, only one is modified per Scar, Faction Power,
    or Missile. For example: If you are defending in a territory with a bunker and roll two
    5s, only one would change to a 6 because of the bunker in your defending territory." """
    result = roll([4], [5, 5], [BUNKER])
    assert result.defence == (6, 5)
    assert result.changes == (DieChange(DEFENCE, 0, 5, 6, "scar:bunker"),)


def test_a_tie_changes_only_one_die_per_power_too():
    """"...only one is modified per Scar, Faction Power, or Missile": a +1 to the lowest die
    changes one of two tied dice, the last of the tie."""
    result = roll([4], [3, 3], [LOWEST_PLUS_ONE])
    assert result.defence == (4, 3)
    assert result.changes == (DieChange(DEFENCE, 1, 3, 4, "power:test-lowest"),)


def test_a_die_never_goes_above_six():
    """"Whether you are increasing or decreasing a die roll, the roll can never be higher than
    6, or lower than 1." """
    result = roll([6], [6, 2], [BUNKER])
    assert result.defence == (6, 2)
    # The bunker was applied; it shows as no change.
    assert result.changes == (DieChange(DEFENCE, 0, 6, 6, "scar:bunker"),)


def test_a_die_never_goes_below_one():
    """"...the roll can never be higher than 6, or lower than 1." """
    assert roll([6], [1], [AMMO_SHORTAGE]).defence == (1,)
    assert roll([6], [1], [DieModifier(-4, DEFENCE, ALL, "test")]).defence == (1,)
    assert roll([2, 1, 1], [6], [DieModifier(-3, ATTACK, ALL, "test")]).attack == (1, 1, 1)


def test_the_bounds_apply_to_the_die_after_all_its_modifiers():
    """Rule 1 bounds "the roll": a fortified 6 that also suffers Ammo Shortage is +1 and -1,
    so it stays a 6 whichever modifier is listed first (Worldsmith's reading, documented)."""
    for modifiers in ([FORTIFICATION, AMMO_SHORTAGE], [AMMO_SHORTAGE, FORTIFICATION]):
        assert roll([6], [6, 6], modifiers).defence == (6, 6)
    for modifiers in ([DieModifier(-3, ATTACK, HIGHEST, "a"), DieModifier(2, ATTACK, HIGHEST, "b")],
                      [DieModifier(2, ATTACK, HIGHEST, "b"), DieModifier(-3, ATTACK, HIGHEST, "a")]):
        assert roll([2], [6], modifiers).attack == (1,)  # 2 - 3 + 2, not (2 + 2 -> 4) - 3


def test_dice_are_reevaluated_after_all_modifiers():
    """"Sometimes, a combination of Scars, Missiles and special powers on Faction cards may
    affect which die is the highest one. Reevaluate your dice after all modifiers have been
    triggered to see which is now the highest." """
    # Ammo Shortage takes the 5 to 4, a +2 to the lowest die takes the 4 to 6: the die that
    # was the lower one is now the highest, and is compared with the attacker's highest.
    modifiers = [AMMO_SHORTAGE, DieModifier(2, DEFENCE, LOWEST, "power:test")]
    result = roll([6, 5], [5, 4], modifiers)
    assert result.defence == (6, 4)
    assert battle_losses(result) == (1, 1)  # 6 v 6 to the defender, 5 v 4 to the attacker


def test_each_modifier_names_its_die_from_the_natural_roll():
    """Rule 3 reevaluates the dice only "after all modifiers have been triggered", so "your
    highest die" is the die you rolled highest: two modifiers on the highest die both change
    that die, even when the first one made it the lower one."""
    result = roll([3], [4, 4], [AMMO_SHORTAGE, DieModifier(-1, DEFENCE, HIGHEST, "power:test")])
    assert result.defence == (4, 2)
    assert [change.index for change in result.changes] == [0, 0]


def test_the_natural_roll_is_kept():
    """"Natural: When text refers to a natural die roll, it is referring to the number you
    rolled on your die before any modifications were applied." """
    result = roll([2, 5, 3], [4, 5], [BUNKER, FORTIFICATION, DieModifier(1, ATTACK, LOWEST, "power:test")])
    assert result.natural_attack == (5, 3, 2)
    assert result.natural_defence == (5, 4)
    assert result.attack == (5, 3, 3)
    assert result.defence == (6, 5)


def test_fortification_adds_one_to_both_defence_dice():
    """"When defending a territory with a Fortified city, the defender adds 1 to both of his
    dice." Both, even when they are the same number: the fortification is not a Scar, Faction
    Power or Missile, and it changes every die."""
    result = roll([6, 6, 6], [3, 3], [FORTIFICATION])
    assert result.defence == (4, 4)
    assert result.changes == (DieChange(DEFENCE, 0, 3, 4, "fortification"),
                              DieChange(DEFENCE, 1, 3, 4, "fortification"))
    assert roll([6], [2], [FORTIFICATION]).defence == (3,)


def test_bunker_and_ammo_shortage_change_the_defence_only():
    """The board's reference: Bunker "+1" and Ammo Shortage "-1" to the defender's highest
    die (the catalogue's text: "When defending here, add 1 to your highest die")."""
    assert roll([4, 4], [5, 3], [BUNKER]) == ModifiedRoll(
        (4, 4), (5, 3), (4, 4), (6, 3), (DieChange(DEFENCE, 0, 5, 6, "scar:bunker"),))
    assert roll([4, 4], [5, 3], [AMMO_SHORTAGE]).defence == (4, 3)


def test_one_die_is_both_the_highest_and_the_lowest():
    result = roll([3], [2], [BUNKER, LOWEST_PLUS_ONE])
    assert result.defence == (4,)
    assert [change.index for change in result.changes] == [0, 0]


# --- missiles ------------------------------------------------------------------------------


def test_a_missile_makes_an_unmodifiable_six():
    """"For each Missile discarded in this way, the player can change one die in the combat
    roll to an unmodifiable 6." Ammo Shortage then falls on the other die."""
    result = roll([5], [3, 2], [AMMO_SHORTAGE], missiles=[(DEFENCE, 1)])
    assert result.defence == (6, 2)  # the missile's 6, and the natural 3 less one
    assert result.changes == (DieChange(DEFENCE, 1, 2, 6, "missile"),
                              DieChange(DEFENCE, 0, 3, 2, "scar:ammo-shortage"))


def test_no_modifier_touches_a_missiles_six():
    """"...an unmodifiable 6": a fortification raises only the other die; a side whose dice
    are all missiles' sixes takes no modifier at all."""
    result = roll([2, 2, 1], [4, 1], [FORTIFICATION, DieModifier(-1, ATTACK, ALL, "test")],
                  missiles=[(DEFENCE, 0), (ATTACK, 0), (ATTACK, 1), (ATTACK, 2)])
    assert result.defence == (6, 2)
    assert result.attack == (6, 6, 6)
    assert [change.source for change in result.changes] == ["missile"] * 4 + ["fortification"]


def test_several_missiles_change_several_dice_in_one_battle():
    """"A player may discard multiple Missiles to change multiple dice per battle." """
    result = roll([1, 1, 1], [5, 5], [], missiles=[(ATTACK, 2), (ATTACK, 0)])
    assert result.attack == (6, 6, 1)
    assert battle_losses(result) == (0, 2)  # the two sixes beat both 5s


def test_the_rulebooks_missile_example():
    """"While attacking Siberia, Khan Industries is about to lose two troops to Die
    Mechaniker. Desperate for this win, the Khan Industries player plays a Missile, changing
    one attack die to a 6, changing the results of the battle to one casualty each. Imperial
    Balkania, who is not even in the battle, wants the defender to win and plays a Missile,
    changing one defender die to a six. This means that Khan Industries will lose both
    attacking troops." (The dice are in the book's picture, not its text: these fit.)"""
    attack, defence = [4, 3], [5, 4]
    assert battle_losses(roll(attack, defence)) == (2, 0)
    assert battle_losses(roll(attack, defence, missiles=[(ATTACK, 0)])) == (1, 1)
    assert battle_losses(roll(attack, defence, missiles=[(ATTACK, 0), (DEFENCE, 0)])) == (2, 0)


def test_a_die_takes_one_missile():
    with pytest.raises(ValueError, match="already an unmodifiable 6"):
        roll([3], [3], missiles=[(ATTACK, 0), (ATTACK, 0)])


@pytest.mark.parametrize(("missile", "message"), [
    ((DEFENCE, 2), "defence die index 2, but the defence rolled 2 dice"),
    ((ATTACK, 1), "attack die index 1, but the attack rolled 1 die"),
    ((ATTACK, -1), "attack die index -1"),
    (("attacker", 0), "'attack' or 'defence'"),
    ((ATTACK,), "a missile names a \\(side, die index\\)"),
    (7, "a missile names"),
])
def test_a_missile_must_name_a_die_that_was_rolled(missile, message):
    with pytest.raises(ValueError, match=message):
        roll([3], [3, 2], missiles=[missile])


# --- comparing ------------------------------------------------------------------------------


def test_the_rulebooks_battle_example():
    """"The highest attack die is a 5, as is the highest defense die. The defender wins ties
    so Enclave loses an attacker. The second highest dice are an attacker's 4 and a
    defender's 3. The attacker wins and Die Mechaniker loses a defender." """
    assert battle_losses(roll([4, 5, 1], [3, 5])) == (1, 1)


def test_unmatched_dice_are_ignored():
    """"If there is no die to compare yours to, meaning you rolled 1 or 2 more dice than your
    opponent, then ignore that die/dice." """
    assert battle_losses(roll([6, 6, 6], [1])) == (0, 1)
    assert battle_losses(roll([1], [6, 6])) == (1, 0)


def test_the_comparison_uses_the_modified_dice():
    """The modified dice are compared: a bunker turns the defender's 5 into a 6, and "The
    defender wins ties", so the attacker's 6 that won now loses."""
    assert battle_losses(roll([6], [5])) == (0, 1)
    assert battle_losses(roll([6], [5], [BUNKER])) == (1, 0)


# --- conditions, sources and effects --------------------------------------------------------


def test_a_power_for_two_dice_changes_only_rolls_of_two_dice():
    """The catalogue's Die Mechaniker power: "When defending with two dice, add 1 to your
    lowest die." """
    power = DieModifier(1, DEFENCE, LOWEST, "power:test", when_dice=2)
    assert roll([6], [3, 2], [power]).defence == (3, 3)
    assert roll([6], [3], [power]).defence == (3,)
    assert roll([6], [3], [power]).changes == ()


def test_the_changes_come_in_the_order_applied():
    """Missiles first, then each modifier in the order given (the two sides interleaved as
    the modifiers were listed), each modifier's dice in the natural order."""
    attack_power = DieModifier(1, ATTACK, HIGHEST, "power:test-attack")
    result = roll([1, 2, 3], [2, 4], [FORTIFICATION, attack_power, BUNKER], missiles=[(ATTACK, 0)])
    assert result.changes == (
        DieChange(ATTACK, 0, 3, 6, "missile"),
        DieChange(DEFENCE, 0, 4, 5, "fortification"),
        DieChange(DEFENCE, 1, 2, 3, "fortification"),
        DieChange(ATTACK, 1, 2, 3, "power:test-attack"),
        DieChange(DEFENCE, 0, 5, 6, "scar:bunker"),
    )
    assert (result.attack, result.defence) == ((6, 3, 1), (6, 3))


def test_the_catalogues_die_modifier_effects_become_modifiers():
    scars, powers, _factions = catalogue()
    by_id = {scar.id: scar for scar in scars} | {power.id: power for power in powers}
    assert modifier_from_effect(by_id["bunker"].effect, "scar:bunker") == BUNKER
    assert modifier_from_effect(by_id["ammo-shortage"].effect, "scar:ammo-shortage") == AMMO_SHORTAGE
    with_dice = [p for p in powers if p.effect.get("when")]
    assert with_dice, "the catalogue has powers for a number of dice"
    for power in with_dice:
        modifier = modifier_from_effect(power.effect, f"power:{power.id}")
        assert modifier.when_dice == {"two-dice": 2, "three-dice": 3}[power.effect["when"]]
    no_dice = next(p for p in powers if "die-modifier" not in p.effect)
    assert modifier_from_effect(no_dice.effect, f"power:{no_dice.id}") is None


@pytest.mark.parametrize(("effect", "message"), [
    ({"die-modifier": 1, "die": "highest"}, "power:x: a die-modifier effect needs side"),
    ({"die-modifier": 1}, "needs side and die"),
    ({"die-modifier": 1, "side": "defence", "die": "highest", "when": "four-dice"}, "'when' is one of"),
    ({"die-modifier": 1, "side": "defence", "die": "middle"}, "'highest', 'lowest' or 'all'"),
    ({"die-modifier": "one", "side": "defence", "die": "highest"}, "whole number"),
])
def test_an_effect_that_cannot_be_a_modifier_says_why(effect, message):
    with pytest.raises(ValueError, match=message):
        modifier_from_effect(effect, "power:x")


@pytest.mark.parametrize(("arguments", "message"), [
    ((1, "defender", HIGHEST, "s"), "side is 'attack' or 'defence', not 'defender'"),
    ((1, DEFENCE, "middle", "s"), "not 'middle' \\(die modifier from 's'\\)"),
    ((1.5, DEFENCE, HIGHEST, "s"), "amount is a whole number, not 1.5"),
    ((True, DEFENCE, HIGHEST, "s"), "amount is a whole number"),
    ((1, DEFENCE, HIGHEST, ""), "needs a source"),
    ((1, DEFENCE, HIGHEST, "s", 3), "when_dice is 0 \\(always\\) or a number of defence dice from 1 to 2"),
    ((1, ATTACK, HIGHEST, "s", -1), "when_dice"),
])
def test_a_bad_modifier_is_refused_with_a_message(arguments, message):
    with pytest.raises(ValueError, match=message):
        DieModifier(*arguments)


@pytest.mark.parametrize(("attack", "defence", "message"), [
    ([7], [1], "a die shows 1 to 6, but the attack dice are \\[7\\]"),
    ([1], [0, 3], "the defence dice are \\[0, 3\\]"),
    ([1, 2, 3, 4], [1], "the attack rolls 1 to 3 dice, not 4"),
    ([1], [], "the defence rolls 1 to 2 dice, not 0"),
    ([1], [1, 1, 1], "the defence rolls 1 to 2 dice, not 3"),
    ([2.5], [1], "a die shows 1 to 6"),
    ([1], None, "the defence dice must be a list of numbers"),
])
def test_impossible_dice_are_refused_with_a_message(attack, defence, message):
    with pytest.raises(ValueError, match=message):
        roll(attack, defence)


def test_something_else_than_a_modifier_is_refused():
    with pytest.raises(ValueError, match="must be a DieModifier, not 'bunker'"):
        roll([3], [3], ["bunker"])
    with pytest.raises(ValueError, match="must be a list of DieModifier, not 'bunker'"):
        roll([3], [3], "bunker")
    with pytest.raises(ValueError, match="must be a list of DieModifier, not DieModifier"):
        roll([3], [3], BUNKER)


def test_the_modifiers_may_come_from_any_iterable():
    assert roll([3], [5, 4], (m for m in [BUNKER, FORTIFICATION])).defence == (6, 5)


# --- properties over every roll ---------------------------------------------------------------

modifier_strategy = st.builds(
    DieModifier,
    amount=st.integers(-6, 6),
    side=st.sampled_from([ATTACK, DEFENCE]),
    die=st.sampled_from([HIGHEST, LOWEST, ALL]),
    source=st.sampled_from(["scar:a", "power:b", "fortification"]),
    when_dice=st.integers(0, 2),
)
dice = st.integers(1, 6)


@st.composite
def rolls(draw):
    attack = draw(st.lists(dice, min_size=1, max_size=3))
    defence = draw(st.lists(dice, min_size=1, max_size=2))
    modifiers = draw(st.lists(modifier_strategy, max_size=4))
    places = [(ATTACK, i) for i in range(len(attack))] + [(DEFENCE, i) for i in range(len(defence))]
    missiles = draw(st.lists(st.sampled_from(places), unique=True, max_size=len(places)))
    return attack, defence, modifiers, missiles


@given(rolls())
def test_every_modified_roll_is_a_legal_roll(case):
    attack, defence, modifiers, missiles = case
    result = roll(attack, defence, modifiers, missiles)
    assert result.natural_attack == tuple(sorted(attack, reverse=True))
    assert result.natural_defence == tuple(sorted(defence, reverse=True))
    for natural, final in ((result.natural_attack, result.attack), (result.natural_defence, result.defence)):
        assert len(final) == len(natural)
        assert list(final) == sorted(final, reverse=True)  # reevaluated: high to low
        assert all(1 <= face <= 6 for face in final)
    # Each missile's 6 is among the final dice, untouched.
    for side in (ATTACK, DEFENCE):
        sixes = sum(1 for s, _ in missiles if s == side)
        final = result.attack if side == ATTACK else result.defence
        assert final.count(6) >= sixes
    # The missiles come first in the changes, and no modifier touches their dice after.
    assert [(c.side, c.index, c.after) for c in result.changes[:len(missiles)]] == [(s, i, 6) for s, i in missiles]
    assert not {(c.side, c.index) for c in result.changes[len(missiles):]} & set(missiles)
    losses = battle_losses(result)
    assert sum(losses) == min(len(attack), len(defence))


@given(rolls())
def test_a_highest_or_lowest_modifier_changes_one_die(case):
    attack, defence, modifiers, missiles = case
    changes = roll(attack, defence, modifiers, missiles).changes[len(missiles):]
    counts = {ATTACK: len(attack), DEFENCE: len(defence)}
    free = {side: counts[side] - sum(1 for s, _ in missiles if s == side) for side in counts}
    expected = []
    for modifier in modifiers:
        if free[modifier.side] and modifier.applies_to(counts[modifier.side]):
            expected += [modifier.source] * (free[modifier.side] if modifier.die == ALL else 1)
    assert [change.source for change in changes] == expected


@given(rolls(), st.randoms(use_true_random=False))
def test_the_order_of_the_modifiers_never_changes_the_dice(case, random):
    attack, defence, modifiers, missiles = case
    shuffled = list(modifiers)
    random.shuffle(shuffled)
    first, second = roll(attack, defence, modifiers, missiles), roll(attack, defence, shuffled, missiles)
    assert (first.attack, first.defence) == (second.attack, second.defence)


def test_every_two_dice_defence_with_a_bunker_by_hand():
    """All 36 two-dice defences with a bunker, against a rule written out plainly: the higher
    die (either one of a pair) gains 1, up to 6."""
    for high, low in itertools.product(range(1, 7), repeat=2):
        if low > high:
            continue
        assert roll([1], [low, high], [BUNKER]).defence == (min(high + 1, 6), low)


# --- which die a missile is best spent on (for bots and hints) --------------------------------


def test_the_best_missile_turns_the_rulebooks_battle():
    """The Siberia example again: Khan Industries' missile on an attack die turns two losses
    into one each; then Imperial Balkania's missile for the defender turns it back."""
    attack, defence = [4, 3], [5, 4]
    first = best_missile(attack, defence, [], [], ATTACK)
    assert battle_losses(roll(attack, defence, missiles=[first])) == (1, 1)
    second = best_missile(attack, defence, [], [first], DEFENCE)
    assert battle_losses(roll(attack, defence, missiles=[first, second])) == (2, 0)


def test_the_best_missile_goes_where_it_turns_a_comparison():
    # The 5 already beats a 4; only the 3 made a 6 wins the second comparison too.
    assert best_missile([5, 3], [4, 4], [], [], ATTACK) == (ATTACK, 1)


def test_of_equal_missiles_the_lowest_die_is_chosen():
    # Against one defence die either attack die made a 6 wins; the 1 gains the most pips.
    assert best_missile([5, 1], [5], [], [], ATTACK) == (ATTACK, 1)


def test_no_missile_is_suggested_when_none_changes_the_losses():
    assert best_missile([6, 6], [1, 1], [], [], ATTACK) is None
    assert best_missile([2], [6], [], [], DEFENCE) is None  # the defender wins anyway
    assert best_missile([6], [5], [], [(DEFENCE, 0)], DEFENCE) is None  # its only die is a missile's


def test_the_best_missile_counts_the_modifiers():
    """With a bunker the defender's 5 is already a 6: a missile on it gains nothing, so the
    defender's missile goes to the other die."""
    assert best_missile([6, 6], [5, 4], [BUNKER], [], DEFENCE) == (DEFENCE, 1)


def test_a_missile_is_fired_for_one_side():
    with pytest.raises(ValueError, match="'attack' or 'defence', not 'attacker'"):
        best_missile([3], [3], [], [], "attacker")
