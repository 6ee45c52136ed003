"""The Revolution Step of players without a capital (seed 004, "Capitals")."""

from __future__ import annotations

from engine.rules.economy.actions import Done
from engine.rules.economy.events import Revolution, RollOff
from engine.rules.economy.geography import NEUTRAL
from tests.engine.rules.economy.support import empty_game, put, rigged, tid


def revolution(defenders: int, *dice: int):
    """Player 0 has no capital and owns Ukraine with ``defenders`` armies; player 1's capital
    is Egypt. Friendly movement ends, the combat phase opens with ``dice``: the first is
    Ukraine's revolution roll."""
    r, state = empty_game(phase="friendly-movement")
    put(r, state, 0, "ukraine", armies=defenders)
    put(r, state, 1, "egypt", armies=1)
    state.players[1].capital = tid("egypt")
    state = rigged(state, *dice, *([2, 1] * 10))  # (then the initiative: everyone rolls)
    r.apply(state, Done(), 0)
    events = r.apply(state, Done(), 1)
    return r, state, events


def test_the_revolutionaries_of_a_revolution_step_make_their_surprise_attacks():
    """"If a player has no capital they are subject to the Revolution Step at the beginning of
    the Combat Phase. For each country you own roll 1d6. If the result is a 6 a revolution
    takes place in that country, follow the rules for revolutions" — "Each revolutionary unit
    may take a single combat action (only one die roll) without any risk of death. Once those
    actions are taken place a battle token at that location\""""
    ukraine = tid("ukraine")
    # A 6: the revolution. 1st attack: 5 (2 against 2) against 1 + 1 (defending): a defender
    # dies. 2nd attack: 1 + 1 (2 against 1) against 3 + 1: the revolutionary loses, and lives.
    r, state, events = revolution(2, 6, 5, 1, 1, 3)
    assert Revolution(0, ukraine) in events
    rolls = [e for e in events if isinstance(e, RollOff)]
    assert [(e.player, e.defender, e.attacker_lost, e.defender_lost) for e in rolls[:2]] == [
        (NEUTRAL, 0, False, True), (NEUTRAL, 0, False, False)]


def test_the_revolutionaries_then_attack_until_destroyed_or_alone():
    """"The units that appear in that country will attack until they are destroyed or no other
    forces occupy the country. If the revolutionary units survive they become neutral units.\""""
    ukraine = tid("ukraine")
    # The surprise: 5 against 1 + 1 (a defender dies), 1 + 1 against 3 + 1 (nothing). Then the
    # fight: 1 + 1 (2 against 1) against 1 + 1: a tie, both lose; the last revolutionary is alone.
    r, state, events = revolution(2, 6, 5, 1, 1, 3, 1, 1)
    rolls = [e for e in events if isinstance(e, RollOff)]
    assert [(e.attacker_lost, e.defender_lost) for e in rolls[2:]] == [(True, True)]
    assert state.army[0][ukraine] == 0 and state.neutral[ukraine] == 1
    assert ukraine not in state.battle_tokens  # nobody left to fight them


def test_revolutionaries_destroyed_leave_the_owner_in_the_country():
    """"...until they are destroyed": defenders rolling 6 win every roll-off after the surprise."""
    ukraine = tid("ukraine")
    # Surprise: two 6-6 roll-offs (the revolutionaries cannot die). Then 1 against 6, twice.
    r, state, events = revolution(3, 6, 6, 6, 6, 6, 1, 6, 1, 6)
    rolls = [e for e in events if isinstance(e, RollOff)]
    assert [(e.attacker_lost, e.defender_lost) for e in rolls[2:]] == [(True, False), (True, False)]
    assert state.army[0][ukraine] == 3 and state.neutral[ukraine] == 0


def test_a_revolution_that_wipes_out_the_owner_leaves_no_battle_to_fight():
    """"The units that appear in that country will attack until they are destroyed or no other
    forces occupy the country": with nobody left, the second has nothing to attack, and there
    is no battle there; the owner loses the country at the end of combat."""
    ukraine = tid("ukraine")
    r, state, events = revolution(1, 6, 5, 1)
    assert len([e for e in events if isinstance(e, RollOff)]) == 1
    assert state.army[0][ukraine] == 0 and state.neutral[ukraine] == 2
    assert ukraine not in state.battle_tokens
    assert state.owner[ukraine] == -1  # no battle token left: combat ended, and the round with it


def test_a_defender_rolling_a_six_wins_but_the_revolutionary_does_not_die():
    """"without any risk of death" — "Defenders who roll a 6 automatically win.\""""
    ukraine = tid("ukraine")
    r, state, events = revolution(3, 6, 6, 6, 6, 6)
    rolls = [e for e in events if isinstance(e, RollOff)]
    assert [(e.attacker_lost, e.defender_lost) for e in rolls[:2]] == [(False, False), (False, False)]
    assert state.army[0][ukraine] == 3


def test_units_killed_by_the_revolution_do_not_move_with_their_plans():
    """"Units that are involved in plans to leave a country are no longer considered to be
    occupying that country" once the plans move — after the Revolution Step: a unit it killed
    neither leaves nor fights a border battle."""
    r, state = empty_game(phase="friendly-movement")
    ukraine, scandinavia = tid("ukraine"), tid("scandinavia")
    put(r, state, 0, "ukraine", armies=1)
    put(r, state, 1, "scandinavia", armies=2)
    put(r, state, 1, "egypt", armies=1)
    state.players[1].capital = tid("egypt")
    state.players[0].plans = [(ukraine, scandinavia, 1, 0)]
    state.players[1].plans = [(scandinavia, ukraine, 2, 0)]
    # The revolution's first attack kills the only defender, who had planned to leave.
    state = rigged(state, 6, 5, 1, *([2, 1] * 10))
    r.apply(state, Done(), 0)
    events = r.apply(state, Done(), 1)
    assert [e.player for e in events if isinstance(e, RollOff)] == [NEUTRAL]  # no border battle
    assert state.army[0][ukraine] == 0 and state.army[0][scandinavia] == 0
    assert state.army[1][ukraine] == 2
    assert min(min(row) for row in state.army) == 0
