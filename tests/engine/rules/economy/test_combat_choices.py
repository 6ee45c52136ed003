"""Combat: the attacker's choices in a battle (seed 004, "Combat" and "Sieges")."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.rules.economy.actions import BattleAttack, Fight
from engine.rules.economy.geography import NEUTRAL
from tests.engine.rules.economy.support import empty_game, put, rigged, tid


def three_sided_battle():
    """Player 0 moved 4 armies into Ukraine, where player 1 (3 armies), player 2 (1 army)
    and 2 neutral armies are."""
    r, state = empty_game(players=3, phase="choose-battle")
    t = tid("ukraine")
    put(r, state, 0, "ukraine", armies=4, own=False)
    state.moved_army[0][t] = 4
    put(r, state, 1, "ukraine", armies=3, own=False)
    put(r, state, 2, "ukraine", armies=1, own=False)
    state.neutral[t] = 2
    put(r, state, 0, "scandinavia", armies=1)  # everyone stays in the game
    put(r, state, 1, "egypt", armies=1)
    put(r, state, 2, "peru", armies=1)
    state.battle_tokens, state.initiative, state.current = [t], 0, 0
    r.apply(state, Fight(t), 0)
    return r, state, t


def test_the_attacker_chooses_which_enemy_to_attack():
    """"The attacker can decide which unit they are attacking and which unit they are
    attacking with. ... If the enemy looses then they lose the unit that the attacker was
    attacking.\""""
    r, state, t = three_sided_battle()
    assert state.responders[0] == 0
    attacks = [a for a in r.legal_actions(state, 0) if isinstance(a, BattleAttack)]
    assert attacks == [BattleAttack("army", 1), BattleAttack("army", 2), BattleAttack("army", NEUTRAL)]
    # Not the enemy with the most units (player 1): the one chosen, player 2, loses a unit.
    state = rigged(state, 6, 1)
    r.apply(state, BattleAttack("army", 2), 0)
    assert state.army[2][t] == 0 and state.army[1][t] == 3 and state.neutral[t] == 2
    assert state.army[0][t] == 4


def test_the_attacker_loses_the_unit_it_attacked_with_against_the_neutral_units():
    """"If the attacker looses then they lose the unit they were attacking with.\""""
    r, state, t = three_sided_battle()
    state = rigged(state, 1, 6)
    r.apply(state, BattleAttack("army", NEUTRAL), 0)
    assert state.army[0][t] == 3 and state.neutral[t] == 2
    assert state.army[1][t] == 3 and state.army[2][t] == 1


def test_an_attack_on_a_side_without_units_of_that_kind_is_refused():
    """"Army units can only attack other army units and navy units can only attack other navy
    units.\""""
    r, state, t = three_sided_battle()
    for action in (BattleAttack("navy", 1), BattleAttack("army", 0), BattleAttack("army", 5)):
        with pytest.raises(IllegalAction):
            r.check(state, action, 0)
