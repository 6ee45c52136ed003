"""Navies in canal countries (seed 004, "Canals")."""

from __future__ import annotations

from engine.rules.economy.actions import Done, MoveUnits, Plan
from engine.rules.economy.navy_events import CanalNaviesSunk
from tests.engine.rules.economy.support import empty_game, put, tid

EGYPT, MED, RED = "egypt", "egypt-mediterranean-coast", "egypt-red-sea-coast"


def canal_game(phase: str = "friendly-movement"):
    """Player 0 owns Egypt (with a canal) and its Mediterranean coast, with a navy there."""
    r, state = empty_game(phase=phase)
    egypt = tid(EGYPT)
    put(r, state, 0, EGYPT, armies=1)
    put(r, state, 0, MED, navies=2)
    state.roads[egypt] = state.canals[egypt] = 1
    return r, state, egypt, tid(MED), tid(RED)


def test_navies_move_into_and_out_of_a_friendly_canal_country():
    """"The canal allows navy units to move into and out of the country containing the
    canals. Only units that are friendly with the player that owns the canals can do this.\""""
    r, state, egypt, med, red = canal_game()
    assert MoveUnits(med, egypt, 2, "navy") in r.legal_actions(state, 0)
    r.apply(state, MoveUnits(med, egypt, 2, "navy"), 0)
    assert state.navy[0][egypt] == 2 and r.invariants(state) == []
    state.moved_navy[0][egypt] = 0  # a new round
    put(r, state, 0, RED, own=True)
    assert MoveUnits(egypt, red, 2, "navy") in r.legal_actions(state, 0)
    assert not any(isinstance(a, MoveUnits) and a.source == egypt and r.geo.land[a.target] and a.kind == "navy"
                   for a in r.legal_actions(state, 0))
    # A hostile player's navy cannot go in.
    put(r, state, 1, "north-africa-coast", navies=1)
    state.phase, state.pending = "planning", [0, 1]
    assert not any(isinstance(a, Plan) and a.target == egypt for a in r.legal_actions(state, 1))
    # Without a canal nobody's navy goes in.
    state.canals[egypt] = 0
    r2, other, *_ = canal_game()
    other.canals[egypt] = 0
    assert MoveUnits(med, egypt, 2, "navy") not in r2.legal_actions(other, 0)


def test_navies_in_a_canal_do_not_count_for_ownership_or_contest():
    """"The presence of navy units in canals does not contribute to the ownership status of a
    territory.\""""
    r, state, egypt, med, _red = canal_game()
    r.apply(state, MoveUnits(med, egypt, 2, "navy"), 0)
    put(r, state, 1, EGYPT, armies=1, own=False)
    state.army[0][egypt] = 0
    r._recount(state)
    assert r.geo.present(state, egypt) == [1]
    assert not r.geo.contested(state, egypt)
    r._take_ownership(state)
    assert state.owner[egypt] == 1


def test_navies_in_a_hostile_canal_country_are_destroyed():
    """"If at any point navy units occupy a hostile country with canals then those navy units
    are destroyed.\""""
    r, state, egypt, med, _red = canal_game()
    r.apply(state, MoveUnits(med, egypt, 2, "navy"), 0)
    # Player 1 takes Egypt: the navies sink after the next action, whatever it is.
    state.army[0][egypt] = 0
    put(r, state, 1, EGYPT, armies=1)
    events = r.apply(state, Done(), 0)
    assert state.navy[0][egypt] == 0 and CanalNaviesSunk(0, egypt, 2) in events
    assert r.invariants(state) == []
