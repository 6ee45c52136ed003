"""Withdrawals intercepted (seed 004, "Combat")."""

from __future__ import annotations

from engine.rules.economy.actions import GO, STAY, BattleAttack, BreakOff, EndWithdrawal, Fight, Withdraw
from engine.rules.economy.events import RollOff
from tests.engine.rules.economy.support import battle_in_ukraine, empty_game, put, rigged, tid, withdraw_all


def withdrawal_battle(attackers: int = 3, defenders: int = 2):
    """Player 0 moved ``attackers`` armies from Scandinavia into Ukraine, held by player 1."""
    return battle_in_ukraine(attackers, defenders)


def test_every_withdrawing_unit_is_intercepted_and_dies_if_it_loses():
    """"Any player with hostile forces can intercept the withdrawing player, which counts as an
    attack ... If the withdrawing player loses then a unit dies. If the withdrawing player does
    not lose then a unit successfully completes the withdraw. This continues until every unit
    has either been destroyed or has successfully withdrawn.\""""
    r, state, t = withdrawal_battle()
    scandinavia = tid("scandinavia")
    # The interceptor (player 1) against each withdrawing unit, one declaration at a time:
    # 1 against 6: escapes; 6 against 1: dies; 1 against 6: escapes. Then the two out go.
    state = rigged(state, 1, 6, 6, 1, 1, 6)
    events = r.apply(state, Withdraw(scandinavia), 0)
    assert len([e for e in events if isinstance(e, RollOff)]) == 1  # one unit at a time
    assert r.legal_actions(state, 0) == [Withdraw(scandinavia), BreakOff()]
    events += withdraw_all(r, state, 0, scandinavia, first=Withdraw(scandinavia))
    assert state.army[0][t] == 0 and state.army[0][scandinavia] == 1 + 2
    assert state.army[1][t] == 2  # intercepting costs the interceptor nothing
    rolls = [e for e in events if isinstance(e, RollOff)]
    assert [(e.player, e.defender, e.defender_lost) for e in rolls] == [(1, 0, False), (1, 0, True), (1, 0, False)]


def test_a_withdrawal_is_not_a_loss_for_being_intercepted():
    """"A battle counts as a victory ... if the enemy troops declared a Hostile Movement AFTER
    being attacked or declaring an attack": the interception comes after the withdrawal."""
    r, state, t = withdrawal_battle()
    state = rigged(state, *([1, 6] * 3))
    withdraw_all(r, state, 0, tid("scandinavia"))
    assert state.players[0].losses == 0 and state.players[1].victories == 0


def test_a_withdraw_cannot_be_taken_once_the_battle_is_over():
    """"A withdraw cannot be taken if the battle is already over, so if you have already won
    the battle then you cannot use a withdraw action as an excuse to give your units a free
    movement back to the country they came from.\""""
    r, state, t = withdrawal_battle(attackers=3, defenders=1)
    assert any(isinstance(a, Withdraw) for a in r.legal_actions(state, 0))
    state = rigged(state, 6, 1)
    r.apply(state, BattleAttack("army", 1), 0)  # the last defender dies: the battle is won
    assert state.phase != "battle"
    assert state.army[0][t] == 3 and not any(isinstance(a, Withdraw) for a in r.legal_actions(state, 0))



def test_an_amphibious_landing_is_intercepted_by_hostile_navies_only():
    """"An amphibious landing is when army units move from a contested water territory to a
    land territory. An amphibious landing is like a withdraw with the army units acting as
    withdrawing units and only hostile navy units can intercept.\""""
    r, state = empty_game(phase="choose-battle")
    sea, land = tid("southern-europe-mediterranean-coast"), tid("southern-europe")
    put(r, state, 0, "southern-europe-mediterranean-coast", armies=2, navies=2, own=False)
    put(r, state, 1, "southern-europe-mediterranean-coast", navies=3, own=False)
    put(r, state, 0, "scandinavia", armies=1)
    put(r, state, 1, "egypt", armies=1)
    state.battle_tokens, state.initiative, state.current = [sea], 0, 0
    r.apply(state, Fight(sea), 0)
    # Player 1 has no armies at sea, yet its navies intercept: the first army dies (6 against
    # 1), the second lands (1 against 6).
    state = rigged(state, 6, 1, 1, 6)
    events = withdraw_all(r, state, 0, land)
    assert state.army[0][land] == 1 and state.army[0][sea] == 0 and state.navy[0][sea] == 2
    assert [(e.player, e.defender_lost) for e in events if isinstance(e, RollOff)] == [(1, True), (1, False)]
    # "After an amphibious landing is intercepted, the battle goes on while both sides still
    # have navies there": player 0 is still in the battle at sea.
    assert state.phase == "battle" and state.battle == sea and 0 in state.responders


def test_a_withdrawal_can_be_broken_off_and_the_units_out_may_stay():
    """"The player that declared the withdraw can also break it off at any time ... At the end
    of the withdraw the units that withdrew may also choose to stay in the territory. If they
    do so that action is still over and the player with initiative should ask if any players
    want to declare any further actions.\""""
    r, state, t = withdrawal_battle(attackers=3, defenders=2)
    scandinavia = tid("scandinavia")
    state = rigged(state, 1, 6, *([1] * 10))  # the first unit gets out
    r.apply(state, Withdraw(scandinavia), 0)
    r.apply(state, BreakOff(), 0)  # the other two stay and fight on
    assert r.legal_actions(state, 0) == [EndWithdrawal(GO), EndWithdrawal(STAY)]
    r.apply(state, EndWithdrawal(STAY), 0)  # and the one out stays with them
    assert state.army[0][t] == 3 and state.army[0][scandinavia] == 1
    assert state.phase == "battle" and state.withdrawal == [] and 0 in state.responders
    assert state.players[0].losses == 0  # staying is no hostile movement


def test_units_that_moved_in_withdraw_only_where_they_came_from():
    """"If the withdrawing units have not used their movement for the turn then they can
    withdraw to any bordering country, otherwise they must withdraw to the country they most
    recently came from" — for each unit ("If a bonus or penalty belongs to particular units
    then only those units get that bonus or penalty"): of three armies, two that came from
    Scandinavia and one that was there, only the one that was there may go to Russia."""
    r, state = empty_game(phase="choose-battle")
    t, scandinavia, russia = tid("ukraine"), tid("scandinavia"), tid("ural")
    put(r, state, 1, "ukraine", armies=2)
    put(r, state, 0, "ukraine", armies=3, own=False)
    state.moved_army[0][t] = 2
    state.origins[f"0:{t}"] = [scandinavia]
    state.arrived[f"0:{t}"] = {scandinavia: 2}
    put(r, state, 1, "egypt", armies=1)
    state.battle_tokens, state.initiative, state.current = [t], 0, 0
    r.apply(state, Fight(t), 0)
    assert r._withdrawing(state, 0, t, russia) == (1, 0)
    assert r._withdrawing(state, 0, t, scandinavia) == (3, 0)

