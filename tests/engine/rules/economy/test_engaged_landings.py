"""Amphibious landings with the navies engaged (seed 004, "Combat")."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.rules.economy.actions import Fight, LandWithNavies, Withdraw
from engine.rules.economy.events import RollOff
from tests.engine.rules.economy.support import empty_game, put, rigged, tid, withdraw_all

SEA, LAND = "southern-europe-mediterranean-coast", "southern-europe"


def landing_battle(navies: int = 2):
    r, state = empty_game(phase="choose-battle")
    sea = tid(SEA)
    put(r, state, 0, SEA, armies=2, navies=navies, own=False)
    put(r, state, 1, SEA, navies=3, own=False)
    put(r, state, 0, "scandinavia", armies=1)
    put(r, state, 1, "egypt", armies=1)
    state.battle_tokens, state.initiative, state.current = [sea], 0, 0
    r.apply(state, Fight(sea), 0)
    return r, state, sea, tid(LAND)


def test_engaged_navies_die_with_a_lost_landing_and_interceptors_die_when_they_lose():
    """"The player performing the amphibious landing can choose to engage his navy units in the
    amphibious landing as well. If that option is used then a loss for that player results in
    the death of both an army and a navy unit while a loss for the intercepting player results
    in a loss of one of their navy units.\""""
    r, state, sea, land = landing_battle()
    assert LandWithNavies(land) in r.legal_actions(state, 0) and Withdraw(land) in r.legal_actions(state, 0)
    # The first army loses (6 against 1): it and a navy die; the second lands and its
    # interceptor loses (1 against 6): a navy of player 1 dies.
    state = rigged(state, 6, 1, 1, 6)
    events = withdraw_all(r, state, 0, land, first=LandWithNavies(land))
    assert state.army[0][land] == 1 and state.army[0][sea] == 0
    assert state.navy[0][sea] == 1 and state.navy[1][sea] == 2
    rolls = [(e.player, e.attacker_lost, e.defender_lost) for e in events if isinstance(e, RollOff)]
    assert rolls == [(1, False, True), (1, True, False)]


def test_a_landing_with_navies_needs_a_navy_there_and_a_landing():
    r, state, sea, land = landing_battle(navies=0)
    state.navy[0][sea] = 0
    state.army[0][sea] = 2  # armies at sea without navies would die; the battle is set up by hand
    assert not any(isinstance(a, LandWithNavies) for a in r.legal_actions(state, 0))
    with pytest.raises(IllegalAction, match="navies engaged"):
        r.check(state, LandWithNavies(land), 0)
    r, state, sea, _land = landing_battle()
    water = next(n for n in r.world.neighbours[sea] if not r.geo.land[n])
    with pytest.raises(IllegalAction, match="navies engaged"):  # onto land only
        r.check(state, LandWithNavies(water), 0)
