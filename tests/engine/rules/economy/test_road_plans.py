"""Roads in planned moves (seed 004, "Infrastructure")."""

from __future__ import annotations

import pytest

from engine.core.errors import InvalidTerritory
from engine.rules.economy.actions import Done, Plan
from tests.engine.rules.economy.support import empty_game, put, tid


def invasion_of_ukraine(roads: bool = True, middle_owner: int = 0):
    """Player 0 plans from Western Europe; Northern Europe (between it and Ukraine) belongs to
    ``middle_owner``; player 1 holds Ukraine."""
    r, state = empty_game(phase="planning")
    put(r, state, 0, "western-europe", armies=4)
    put(r, state, middle_owner, "northern-europe", armies=1)
    put(r, state, 1, "ukraine", armies=2)
    if roads:
        state.roads[tid("northern-europe")] = state.roads[tid("ukraine")] = 1
    return r, state


def test_a_plan_may_take_the_road_move_into_a_hostile_country():
    """"Each army unit may take a single normal movement and a single road movement each
    round. The road movement can only be used to move from a country with roads to a country
    with roads. The road movement can be taken before or after taking the normal movement\":
    a normal move into friendly Northern Europe, then the road move into Ukraine."""
    r, state = invasion_of_ukraine()
    assert Plan(tid("western-europe"), tid("ukraine"), 4, "army") in r.legal_actions(state, 0)
    r.apply(state, Plan(tid("western-europe"), tid("ukraine"), 3, "army"), 0)
    for phase in ("planning", "friendly-movement"):
        assert state.phase == phase
        r.apply(state, Done(), 0)
        r.apply(state, Done(), 1)
    assert state.army[0][tid("ukraine")] == 3 and tid("ukraine") in state.battle_tokens


def test_without_roads_a_plan_is_one_border():
    """"The road movement can only be used to move from a country with roads to a country with roads.\""""
    r, state = invasion_of_ukraine(roads=False)
    plan = Plan(tid("western-europe"), tid("ukraine"), 3, "army")
    assert Plan(tid("western-europe"), tid("ukraine"), 4, "army") not in r.legal_actions(state, 0)
    with pytest.raises(InvalidTerritory, match="in one move"):
        r.check(state, plan, 0)


def test_a_plan_does_not_pass_through_a_hostile_country():
    """A planned move stops where it meets the enemy: the first step must be friendly."""
    r, state = invasion_of_ukraine(middle_owner=1)
    with pytest.raises(InvalidTerritory):
        r.check(state, Plan(tid("western-europe"), tid("ukraine"), 3, "army"), 0)
