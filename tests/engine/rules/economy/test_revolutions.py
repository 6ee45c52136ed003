"""Revolutionaries' surprise actions (seed 004, "Influence Cards")."""

from __future__ import annotations

from engine.rules.economy.actions import Fight, Incite
from engine.rules.economy.events import BattleOver, RollOff
from tests.engine.rules.economy.support import put, rigged, tid
from tests.engine.rules.economy.test_combat import combat_game


def incite_in_egypt(defenders: int):
    r, state = combat_game()
    card = r.world.card_territories.index(tid("egypt"))
    state.deck.remove(card)
    state.players[0].cards = [card]
    put(r, state, 1, "egypt", armies=defenders)
    return r, state, card


def test_each_revolutionary_unit_attacks_once_without_risk_of_death():
    """"Revolutionary units have surprise on their side. Each revolutionary unit may take a
    single combat action (only one die roll) without any risk of death.\""""
    r, state, card = incite_in_egypt(defenders=3)
    egypt = tid("egypt")
    # 1st: 6 against 1 + 1 (defending): a defender dies; 2nd: 1 against 6 + 1: the
    # revolutionary loses the roll-off but does not die.
    state = rigged(state, 6, 1, 1, 6)
    events = r.apply(state, Incite((card,)), 0)
    assert state.army[1][egypt] == 2 and state.army[0][egypt] == 2
    rolls = [e for e in events if isinstance(e, RollOff)]
    assert [(e.player, e.defender, e.attacker_lost, e.defender_lost) for e in rolls] == [
        (0, 1, False, True), (0, 1, False, False)]
    assert state.__dict__["dice"] == []  # "only one die roll" each
    assert egypt in state.battle_tokens  # "Once those actions are taken place a battle token"


def test_no_battle_token_when_the_surprise_leaves_nobody_to_fight():
    """"Once those actions are taken place a battle token at that location": placed after the
    surprise actions, so only where a battle is left to fight."""
    r, state, card = incite_in_egypt(defenders=1)
    egypt = tid("egypt")
    state = rigged(state, 6, 1)  # the only defender dies; the second unit has nobody to attack
    r.apply(state, Incite((card,)), 0)
    assert state.army[1][egypt] == 0 and state.army[0][egypt] == 2
    assert egypt not in state.battle_tokens
    assert state.__dict__["dice"] == []


def test_a_surprise_that_wipes_out_the_enemy_ends_the_battle_being_fought():
    """"... combat should resume from the point it was at before the revolution took place":
    in the battle being fought, with no enemy left, that battle is over."""
    r, state = combat_game()
    southern = tid("southern-europe")
    r.apply(state, Fight(southern), 0)
    card = r.world.card_territories.index(southern)
    state.deck.remove(card)
    state.players[0].cards = [card]
    assert state.phase == "battle" and state.battle == southern
    state = rigged(state, 6, 1)  # the one defender dies at once
    events = r.apply(state, Incite((card,)), 0)
    assert state.army[1][southern] == 0
    assert state.battle != southern and any(isinstance(e, BattleOver) for e in events)
