"""Whether a missile could change a roll (engine/rules/legacy/missile_effect.py).

Rulebook, "Missiles": "For each Missile discarded in this way, the player can change one die
in the combat roll to an unmodifiable 6. A player may discard multiple Missiles to change
multiple dice per battle." A missile is offered only where it changes who loses troops.
"""

from __future__ import annotations

from engine.rules.legacy.dice import ATTACK, DEFENCE, FORTIFICATION, DieModifier
from engine.rules.legacy.missile_effect import faces_now, missile_could_change, roll_losses, useful_missiles

BUNKER = DieModifier(1, DEFENCE, "highest", "scar:bunker")


def test_a_die_already_winning_or_already_six_is_not_worth_a_missile():
    # 5 against 2: the attacker wins the pair already; only the defender's 2 matters.
    assert useful_missiles([5], [2], []) == [(DEFENCE, 0)]
    # "change one die ... to an unmodifiable 6": a 6 (here a 5 with a bunker) is not changed;
    # the attacker's 3s lose to it and beat the 2 whatever missiles do to them.
    assert useful_missiles([3, 3, 1], [5, 2], [BUNKER], spare=3) == [(DEFENCE, 1)]
    # With a fortification (+1 to both: 6-3) the attacker loses both pairs; two missiles on
    # attack dice win the second one, and the defender's 3 has nothing left to win.
    assert useful_missiles([3, 3, 1], [5, 2], [FORTIFICATION], spare=2) == [(ATTACK, 0), (ATTACK, 1), (ATTACK, 2)]


def test_the_lowest_attack_die_counts_when_a_missile_makes_it_the_highest():
    # 5-4-1 against 5: a tie goes to the defender; any attack die made a 6 wins the pair.
    assert useful_missiles([5, 4, 1], [5], []) == [(ATTACK, 0), (ATTACK, 1), (ATTACK, 2)]


def test_nothing_a_missile_does_changes_a_roll_already_lost_to_sixes():
    assert not missile_could_change([4, 3], [6, 6], [], spare=3)
    assert roll_losses([4, 3], [6, 6], []) == (2, 0)


def test_two_missiles_can_win_what_one_cannot():
    # 4-4 against 6-4: one missile makes 6-4 against 6-4 (still two losses for the attacker);
    # two make 6-6, which wins the second pair. "A player may discard multiple Missiles."
    assert useful_missiles([4, 4], [6, 4], [], spare=1) == []
    assert useful_missiles([4, 4], [6, 4], [], spare=2) == [(ATTACK, 0), (ATTACK, 1)]


def test_faces_now_are_the_dice_after_modifiers_in_natural_order():
    # "If you are defending in a territory with a bunker and roll two 5s, only one would
    # change to a 6."
    assert faces_now([3], [5, 5], [BUNKER]) == {ATTACK: (3,), DEFENCE: (6, 5)}
    # A missile's die is an unmodifiable 6; the bunker's +1 goes to the highest die left.
    assert faces_now([3], [5, 2], [BUNKER], [(DEFENCE, 1)]) == {ATTACK: (3,), DEFENCE: (6, 6)}


def test_dice_a_missile_already_set_are_not_offered_again():
    assert (ATTACK, 0) not in useful_missiles([2, 1], [3, 3], [], missiles=[(ATTACK, 0)], spare=2)


def test_the_attacker_and_the_defender_are_offered_only_their_own_dice():
    """The play-test: Bruno attacks Ana 6-1-1 against 6-2; Ana already loses nothing, and the
    only dice that change anything are Bruno's — so Ana is not asked. Someone outside the
    battle may side with either."""
    from engine.rules.legacy.missile_effect import own_sides

    attacker, defender, onlooker = 1, 0, 2
    ana = own_sides(defender, attacker, defender)
    assert not missile_could_change([6, 1, 1], [6, 2], [], spare=1, sides=ana)
    bruno = own_sides(attacker, attacker, defender)
    assert useful_missiles([6, 1, 1], [6, 2], [], spare=1, sides=bruno) == [(ATTACK, 1), (ATTACK, 2)]
    assert useful_missiles([6, 1, 1], [6, 2], [], spare=1, sides=own_sides(onlooker, attacker, defender)) == [
        (ATTACK, 1), (ATTACK, 2)]
    # Where the defender can save a troop, only their own die is offered to them.
    assert useful_missiles([5], [2], [], sides=ana) == [(DEFENCE, 0)]
    assert useful_missiles([5], [2], [], sides=bruno) == []
