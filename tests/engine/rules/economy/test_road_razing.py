"""Destroying roads while withdrawing (seed 004, "Infrastructure")."""

from __future__ import annotations

import pytest

from engine.core.errors import InvalidTerritory
from engine.rules.economy.actions import Fight, Withdraw, WithdrawRazingRoads
from engine.rules.economy.events import InfrastructureDestroyed
from tests.engine.rules.economy.support import empty_game, put, rigged, tid, withdraw_all


def battle_in_ukraine(moved: int = 0, roads: int = 1):
    """Player 0 has 3 armies in Ukraine (``moved`` of them moved there this round, from
    Scandinavia), player 1 has 2 there; Ukraine has ``roads``."""
    r, state = empty_game(phase="choose-battle")
    t = tid("ukraine")
    put(r, state, 1, "ukraine", armies=2)
    put(r, state, 0, "ukraine", armies=3, own=False)
    state.moved_army[0][t] = moved
    state.origins[f"0:{t}"] = [tid("scandinavia")]
    put(r, state, 0, "scandinavia", armies=1)
    put(r, state, 1, "egypt", armies=1)
    state.roads[t] = roads
    state.battle_tokens, state.initiative, state.current = [t], 0, 0
    r.apply(state, Fight(t), 0)
    return r, state, t


def test_each_surviving_unit_rolls_and_a_six_destroys_the_roads_it_leaves():
    """"Withdrawing army units may roll 1d6 per surviving unit to destroy roads they cross on a
    roll of '6.'"""
    r, state, t = battle_in_ukraine()
    scandinavia = tid("scandinavia")
    assert WithdrawRazingRoads(scandinavia) in r.legal_actions(state, 0)
    # Three interceptions the withdrawing units win (1 against 6), then the road dice: 3, 6.
    state = rigged(state, *([1, 6] * 3), 3, 6)
    events = withdraw_all(r, state, 0, scandinavia, first=WithdrawRazingRoads(scandinavia))
    assert state.roads[t] == 0
    assert InfrastructureDestroyed(0, t, "road") in events
    assert state.__dict__["dice"] == []  # one die per unit until the 6, no more
    assert state.army[0][scandinavia] == 1 + 3


def test_only_survivors_roll_and_without_a_six_the_roads_stay():
    """"... may roll 1d6 per surviving unit ..."""
    r, state, t = battle_in_ukraine()
    # 1st and 3rd units escape, the 2nd dies (6 against 1): two road dice, 5 and 5.
    state = rigged(state, 1, 6, 6, 1, 1, 6, 5, 5)
    scandinavia = tid("scandinavia")
    events = withdraw_all(r, state, 0, scandinavia, first=WithdrawRazingRoads(scandinavia))
    assert state.roads[t] == 1
    assert not any(isinstance(e, InfrastructureDestroyed) for e in events)
    assert state.__dict__["dice"] == []


def test_units_that_used_their_movement_cannot_try():
    """"can only attempt this if they would have the requisite movement to perform the
    withdraw without the roads present": units that moved in have no normal movement left."""
    r, state, t = battle_in_ukraine(moved=3)
    legal = r.legal_actions(state, 0)
    assert Withdraw(tid("scandinavia")) in legal
    assert not any(isinstance(a, WithdrawRazingRoads) for a in legal)
    with pytest.raises(InvalidTerritory, match="normal movement"):
        r.check(state, WithdrawRazingRoads(tid("scandinavia")), 0)


def test_there_must_be_roads_to_destroy():
    r, state, t = battle_in_ukraine(roads=0)
    assert not any(isinstance(a, WithdrawRazingRoads) for a in r.legal_actions(state, 0))
    with pytest.raises(InvalidTerritory):
        r.check(state, WithdrawRazingRoads(tid("scandinavia")), 0)
