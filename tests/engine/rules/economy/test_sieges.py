"""Sieges (seed 004, "Fortifications")."""

from __future__ import annotations

import pytest

from engine.core.actions import Pass
from engine.core.errors import IllegalAction
from engine.rules.economy import combat, money
from engine.rules.economy.actions import BattleAttack, Fight, Siege, Withdraw
from tests.engine.rules.economy.support import battle_in_ukraine, rigged, tid


def siege_battle(fortified: bool = True):
    """Player 1 holds fortified Ukraine with 3 armies; player 0 moved 4 armies in from
    Scandinavia and the battle is being fought."""
    return battle_in_ukraine(attackers=4, defenders=3, fortified=fortified)


def test_army_units_may_besiege_hostile_defenders_in_fortifications_only():
    """"If fortifications are being used then your army units can declare a siege action
    against hostile units that are defenders in fortifications.\""""
    r, state, t = siege_battle()
    assert Siege(1) in r.legal_actions(state, 0)
    assert Siege(0) not in r.legal_actions(state, 1)  # player 0's units moved in: no defenders
    r, state, t = siege_battle(fortified=False)
    assert not any(isinstance(a, Siege) for a in r.legal_actions(state, 0))
    with pytest.raises(IllegalAction, match="fortifications"):
        r.check(state, Siege(1), 0)


def test_units_under_siege_cannot_withdraw_without_first_attacking():
    """"Units that are under siege cannot withdraw without first attacking.\""""
    r, state, t = siege_battle()
    r.apply(state, Pass(), 0)
    assert any(isinstance(a, Withdraw) for a in r.legal_actions(state, 1))  # not besieged: free to go
    r, state, t = siege_battle()
    r.apply(state, Siege(1), 0)
    assert state.responders[0] == 1
    assert not any(isinstance(a, Withdraw) for a in r.legal_actions(state, 1))
    with pytest.raises(IllegalAction):
        r.check(state, Withdraw(r.world.neighbours[t][0]), 1)
    state = rigged(state, 2, 2)  # a tie: both lose one
    r.apply(state, BattleAttack("army", 0), 1)
    r.apply(state, Pass(), 0)
    assert any(isinstance(a, Withdraw) for a in r.legal_actions(state, 1))


def test_a_siege_lasts_until_the_besiegers_declare_another_action():
    """"A siege does not end until the units performing the siege declare another action or
    are destroyed.\""""
    r, state, t = siege_battle()
    r.apply(state, Siege(1), 0)
    r.apply(state, Pass(), 1)
    assert not any(isinstance(a, Siege) for a in r.legal_actions(state, 0))
    with pytest.raises(IllegalAction, match="besieging already"):
        r.check(state, Siege(1), 0)
    r.apply(state, Pass(), 0)  # the battle ends as is; the siege goes on into the next round
    assert state.sieges == [f"0:1:{t}"] and state.besieged == [f"1:{t}"]
    state.phase, state.battle_tokens, state.current = "choose-battle", [t], 0
    r.apply(state, Fight(t), 0)
    state = rigged(state, 1, 1)
    r.apply(state, BattleAttack("army", 1), 0)  # another action: the siege is over
    assert state.sieges == []


def test_no_fortifications_where_hostile_forces_were_besieged_this_round():
    """"Even if your units are considered defenders, they cannot take advantage of
    fortifications in a country where hostile forces were under siege at any point during the
    round unless those hostile forces have been destroyed or forced to withdraw.\""""
    r, state, t = siege_battle()
    state.owner[t] = 0
    state.moved_army[0][t] = 0  # player 0 defends there too
    assert combat.defence_bonus(r.geo, state, 0, t, "army") == 2
    state.besieged = [f"1:{t}"]
    assert combat.defence_bonus(r.geo, state, 0, t, "army") == 1
    state.army[1][t] = 0  # the besieged forces were destroyed
    assert combat.defence_bonus(r.geo, state, 0, t, "army") == 2


def test_besieged_units_are_not_linked_for_upkeep():
    """"While units are under siege they are not considered linked to adjacent countries.
    This means that if you are using capitals then upkeep cannot be paid for units under
    siege, and if your capital is under siege none of your countries are connected to it.\""""
    r, state, t = siege_battle()
    state.players[1].capital = t
    state.owner[tid("egypt")] = 1
    state.army[1][tid("egypt")] = 8
    r.apply(state, Siege(1), 0)
    # A besieged capital is contested: nothing is linked to it, so Egypt's upkeep is unpaid.
    assert r.geo.linked_to_capital(state, 1) == set()
    assert money.upkeep_due(r.geo, r.options, state, 1)[tid("egypt")] == (3, False)
