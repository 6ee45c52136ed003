"""New movement orders after a battle (seed 004, "Combat")."""

from __future__ import annotations

import pytest

from engine.core.actions import Pass
from engine.core.errors import IllegalAction
from engine.rules.economy.actions import BattleAttack, Fight, NewOrders
from tests.engine.rules.economy.support import empty_game, put, rigged, tid


def defence_won(contested_at_planning: bool = True):
    """Player 1 defends Ukraine with 3 armies against 1 army of player 0 that moved in; the
    attack fails and the attacker dies: player 1 won, with units that have not moved (active
    if Ukraine was contested as planning began)."""
    r, state = empty_game(phase="choose-battle")
    t = tid("ukraine")
    state.contested_at_planning = [t] if contested_at_planning else []
    put(r, state, 1, "ukraine", armies=3)
    put(r, state, 0, "ukraine", armies=1, own=False)
    state.moved_army[0][t] = 1
    state.origins[f"0:{t}"] = [tid("scandinavia")]
    put(r, state, 0, "scandinavia", armies=1)
    put(r, state, 1, "egypt", armies=1)
    state.battle_tokens, state.initiative, state.current = [t], 0, 0
    r.apply(state, Fight(t), 0)
    state = rigged(state, 1, 5)
    r.apply(state, BattleAttack("army", 1), 0)
    return r, state, t


def test_the_winner_gives_new_orders_to_units_with_movement_left_and_a_token_marks_hostile_ground():
    """"The winner of that battle may give their units new movement orders if those units have
    movement remaining, and if those units are active. If any movement orders during or after
    the battle result in units moving into non-friendly territory then place a battle token on
    that territory if there is not already one there.\""""
    r, state, t = defence_won()
    assert state.phase == "after-battle" and state.current == 1
    scandinavia = tid("scandinavia")
    assert NewOrders(scandinavia, 3, "army") in r.legal_actions(state, 1)
    r.apply(state, NewOrders(scandinavia, 2, "army"), 1)
    assert state.army[1][scandinavia] == 2 and state.moved_army[1][scandinavia] == 2
    assert scandinavia in state.battle_tokens
    # One unit can still move; the units that moved have used their move.
    assert state.phase == "after-battle"
    with pytest.raises(IllegalAction):
        r.check(state, NewOrders(scandinavia, 2, "army"), 1)
    r.apply(state, Pass(), 1)
    assert state.phase == "choose-battle" and state.battle_tokens == [scandinavia]


def test_units_that_moved_this_round_get_no_new_orders():
    """"if those units have movement remaining\": the attacker who won has none."""
    r, state = empty_game(phase="choose-battle")
    t = tid("ukraine")
    put(r, state, 1, "ukraine", armies=1)
    put(r, state, 0, "ukraine", armies=3, own=False)
    state.moved_army[0][t] = 3
    put(r, state, 0, "scandinavia", armies=1)
    put(r, state, 1, "egypt", armies=1)
    state.battle_tokens, state.initiative, state.current = [t], 0, 0
    r.apply(state, Fight(t), 0)
    state = rigged(state, 6, 1)
    r.apply(state, BattleAttack("army", 1), 0)
    assert state.phase != "after-battle"


def test_units_not_in_plans_are_not_active_and_get_no_new_orders():
    """"Only active units can be given movement orders during combat. All of the units that
    were involved in your plans are automatically considered active. Units not involved in your
    plans are not active": defenders who simply stayed at home (their country not contested as
    planning began) win the battle, and get no new orders."""
    r, state, t = defence_won(contested_at_planning=False)
    assert state.phase != "after-battle"
    assert not any(isinstance(a, NewOrders) for a in r.legal_actions(state, state.decider()))

