"""An attack goes on until a side is destroyed or withdraws (seed 004, "Combat")."""

from __future__ import annotations

import pytest

from engine.core.actions import Pass
from engine.core.errors import IllegalAction
from engine.rules.economy.actions import BattleAttack, Done, FightBorder, Plan, Siege, Withdraw
from engine.rules.economy.events import RollOff
from tests.engine.rules.economy.support import battle_in_ukraine, empty_game, put, rigged, tid


def attack_in_ukraine(attackers: int = 4, defenders: int = 3):
    """Player 0 moved ``attackers`` armies from Scandinavia into Ukraine, held by player 1 with
    ``defenders``; the battle is being fought and player 0 declares first."""
    return battle_in_ukraine(attackers, defenders)


def test_an_attack_goes_on_roll_off_after_roll_off_until_a_side_is_destroyed():
    """"An attack only ends when one of the players is destroyed or withdraws": after a roll
    both still stand, so the attacked is asked (let it go on, withdraw, or strike back), then
    the attacker (attack again or withdraw) — never simply stop."""
    r, state, t = attack_in_ukraine()
    state = rigged(state, *([6, 1] * 3))  # the attacker wins each roll-off
    events = r.apply(state, BattleAttack("army", 1), 0)
    assert state.attack == [0, 1, 0] and state.responders == [1, 0]
    assert Pass() in r.legal_actions(state, 1)
    r.apply(state, Pass(), 1)
    legal = r.legal_actions(state, 0)
    assert legal[0] == BattleAttack("army", 1) and Pass() not in legal
    assert all(isinstance(a, (BattleAttack, Withdraw)) for a in legal)
    with pytest.raises(IllegalAction):
        r.check(state, Pass(), 0)
    with pytest.raises(IllegalAction, match="goes on"):
        r.check(state, BattleAttack("navy", 1), 0)
    events += r.apply(state, BattleAttack("army", 1), 0)
    r.apply(state, Pass(), 1)
    events += r.apply(state, BattleAttack("army", 1), 0)
    assert len([e for e in events if isinstance(e, RollOff)]) == 3
    assert state.army[1][t] == 0 and state.attack == []  # destroyed: the attack is over


def test_a_defender_may_strike_back_after_any_roll_and_interrupts_the_attack():
    """"Defenders can declare an attack action after any roll during a battle and that attack
    action interrupts any attack action that may currently be happening.\""""
    r, state, t = attack_in_ukraine()
    state = rigged(state, 1, 1, *([1, 6] * 5))  # a tie; then the defender's attack wins
    r.apply(state, BattleAttack("army", 1), 0)
    assert BattleAttack("army", 0) in r.legal_actions(state, 1)  # player 1's units are defenders
    r.apply(state, BattleAttack("army", 0), 1)
    assert state.attack[:2] == [1, 0]  # player 1's attack now


def test_the_attacked_may_withdraw_between_rolls_and_so_may_the_attacker():
    """"A withdraw action can be declared at any time during a battle.\""""
    r, state, t = attack_in_ukraine()
    state = rigged(state, 1, 1, *([1, 6] * 10))
    r.apply(state, BattleAttack("army", 1), 0)
    assert any(isinstance(a, Withdraw) for a in r.legal_actions(state, 1))
    r.apply(state, Pass(), 1)
    assert Withdraw(tid("scandinavia")) in r.legal_actions(state, 0)
    r.apply(state, Withdraw(tid("scandinavia")), 0)
    assert state.attack == [] and state.withdrawal[:2] == [0, tid("scandinavia")]


def test_a_siege_cannot_be_declared_in_the_middle_of_an_attack():
    r, state, t = attack_in_ukraine()
    state.fortifications[t] = 1
    state = rigged(state, 1, 1)
    r.apply(state, BattleAttack("army", 1), 0)
    r.apply(state, Pass(), 1)
    with pytest.raises(IllegalAction):
        r.check(state, Siege(1), 0)


def test_an_attack_on_a_border_goes_on_too():
    """The same rule on a border, where both sides attack."""
    r, state = empty_game(phase="planning")
    w, s = tid("western-europe"), tid("southern-europe")
    put(r, state, 0, "western-europe", armies=4)
    put(r, state, 1, "southern-europe", armies=4)
    put(r, state, 1, "egypt", armies=1)
    state.players[0].capital, state.players[1].capital = w, tid("egypt")
    r.apply(state, Plan(w, s, 4, "army"), 0)
    r.apply(state, Plan(s, w, 4, "army"), 1)
    for seat in (0, 1, 0):
        r.apply(state, Done(), seat)
    state = rigged(state, 6, 1, *([6, 1] * 6))  # the initiative, then the roll-offs
    r.apply(state, Done(), 1)
    r.apply(state, FightBorder(w, s), state.current)
    attacker = state.responders[0]
    r.apply(state, BattleAttack("army", 1 - attacker), attacker)
    assert state.attack[:2] == [attacker, 1 - attacker] and state.responders == [1 - attacker, attacker]
