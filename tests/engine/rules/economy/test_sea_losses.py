"""Armies at sea without enough navies die, and the log says so (issue 27: the play-test saw
armies planned into water vanish without a line)."""

from __future__ import annotations

from engine.rules.economy.actions import ARMY, Done, Plan
from engine.rules.economy.events import ArmiesLostAtSea
from tests.engine.rules.economy.support import empty_game, put, tid


def test_armies_planned_into_water_without_navies_die_with_an_event():
    """"If at any point you have less navy units than army units in a water territory the
    excess army units immediately die.\""""
    r, state = empty_game(phase="planning")
    put(r, state, 0, "iceland", armies=4)
    put(r, state, 1, "egypt", armies=1)
    coast = tid("iceland-coast")
    r.apply(state, Plan(tid("iceland"), coast, 3, ARMY), 0)
    events = []
    while state.phase in ("planning", "friendly-movement"):  # the plans move as combat begins
        events += r.apply(state, Done(), state.decider())
    assert state.army[0][coast] == 0
    assert ArmiesLostAtSea(0, coast, 3) in events
