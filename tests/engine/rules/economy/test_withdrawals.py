"""Withdrawals intercepted (seed 004, "Combat")."""

from __future__ import annotations

from engine.rules.economy.actions import BattleAttack, Fight, Withdraw
from engine.rules.economy.events import RollOff
from tests.engine.rules.economy.support import empty_game, put, rigged, tid


def withdrawal_battle(attackers: int = 3, defenders: int = 2):
    """Player 0 moved ``attackers`` armies from Scandinavia into Ukraine, held by player 1."""
    r, state = empty_game(phase="choose-battle")
    t = tid("ukraine")
    put(r, state, 1, "ukraine", armies=defenders)
    put(r, state, 0, "ukraine", armies=attackers, own=False)
    state.moved_army[0][t] = attackers
    state.origins[f"0:{t}"] = [tid("scandinavia")]
    put(r, state, 0, "scandinavia", armies=1)
    put(r, state, 1, "egypt", armies=1)
    state.battle_tokens, state.initiative, state.current = [t], 0, 0
    r.apply(state, Fight(t), 0)
    return r, state, t


def test_every_withdrawing_unit_is_intercepted_and_dies_if_it_loses():
    """"Any player with hostile forces can intercept the withdrawing player, which counts as an
    attack ... If the withdrawing player loses then a unit dies. If the withdrawing player does
    not lose then a unit successfully completes the withdraw. This continues until every unit
    has either been destroyed or has successfully withdrawn.\""""
    r, state, t = withdrawal_battle()
    scandinavia = tid("scandinavia")
    # Interceptor (player 1, 2 defenders: +1 defending) against each withdrawing unit:
    # 1st: 1 + 1 against 6 + 1 (3 > 2): escapes; 2nd: 6 + 1 against 2 + 0 (2 = 2): dies;
    # 3rd: 1 + 1 + 1 (2 > 1) against 5: escapes.
    state = rigged(state, 1, 6, 6, 2, 1, 5)
    events = r.apply(state, Withdraw(scandinavia), 0)
    assert state.army[0][t] == 0 and state.army[0][scandinavia] == 1 + 2
    assert state.army[1][t] == 2  # intercepting costs the interceptor nothing
    rolls = [e for e in events if isinstance(e, RollOff)]
    assert [(e.player, e.defender, e.defender_lost) for e in rolls] == [(1, 0, False), (1, 0, True), (1, 0, False)]


def test_a_withdrawal_is_not_a_loss_for_being_intercepted():
    """"A battle counts as a victory ... if the enemy troops declared a Hostile Movement AFTER
    being attacked or declaring an attack": the interception comes after the withdrawal."""
    r, state, t = withdrawal_battle()
    state = rigged(state, *([1, 6] * 3))
    r.apply(state, Withdraw(tid("scandinavia")), 0)
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
    # Player 1 has no armies at sea, yet its navies intercept: the first army dies (6 + 1
    # against 1 + 1), the second lands (1 + 2 against 5 + 1).
    state = rigged(state, 6, 1, 1, 5)
    events = r.apply(state, Withdraw(land), 0)
    assert state.army[0][land] == 1 and state.army[0][sea] == 0 and state.navy[0][sea] == 2
    assert [(e.player, e.defender_lost) for e in events if isinstance(e, RollOff)] == [(1, True), (1, False)]
