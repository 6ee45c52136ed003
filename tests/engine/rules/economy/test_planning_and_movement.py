"""Planning (secret), friendly movement and the movement limits (seed 004)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.core.privacy import Visibility
from engine.core.state import HIDDEN
from engine.rules.economy.actions import Done, MoveUnits, Plan
from tests.engine.rules.economy.support import empty_game, put, tid


def planning_game():
    r, state = empty_game(phase="planning")
    put(r, state, 0, ["western-europe", "northern-europe"], armies=4)
    put(r, state, 1, ["southern-europe"], armies=2)
    return r, state


def test_plans_are_secret_until_combat():
    """Plans are written in secret: each player's orders are private until all are done."""
    r, state = planning_game()
    r.apply(state, Plan(tid("western-europe"), tid("southern-europe"), 3, "army"), 0)
    assert r.privacy(state, 0).visibility is Visibility.SECRET
    theirs = r.player_view(state, 1)
    assert theirs.players[0].plans == [(HIDDEN, HIDDEN, HIDDEN, HIDDEN)]
    assert r.player_view(state, 0).players[0].plans == state.players[0].plans
    assert r.secrets(state, 0) == [tid("western-europe"), tid("southern-europe"), 3, 0]


def test_only_moves_into_or_out_of_non_friendly_territory_are_planned():
    """"The planning phase is for planning non-friendly movements only.\""""
    r, state = planning_game()
    with pytest.raises(IllegalAction, match="non-friendly"):
        r.check(state, Plan(tid("western-europe"), tid("northern-europe"), 1, "army"), 0)


def test_units_in_contested_territory_cannot_be_given_plans():
    """"Units in contested territories cannot be given plans.\""""
    r, state = planning_game()
    put(r, state, 1, "northern-europe", armies=1, own=False)
    with pytest.raises(IllegalAction, match="contested"):
        r.check(state, Plan(tid("northern-europe"), tid("southern-europe"), 1, "army"), 0)


def test_units_cross_one_border_a_round():
    """"Units can move across one and only one boarder each round.\""""
    r, state = planning_game()
    with pytest.raises(IllegalAction, match="in one move"):
        r.check(state, Plan(tid("western-europe"), tid("ukraine"), 1, "army"), 0)


def test_planned_units_cannot_move_in_friendly_movement():
    """"Units that were involved in the planning phase cannot be moved during this phase.\""""
    r, state = planning_game()
    r.apply(state, Plan(tid("western-europe"), tid("southern-europe"), 3, "army"), 0)
    r.apply(state, Done(), 0)
    r.apply(state, Done(), 1)
    assert state.phase == "friendly-movement"
    with pytest.raises(IllegalAction, match="from 1 to 1"):
        r.check(state, MoveUnits(tid("western-europe"), tid("northern-europe"), 2, "army"), 0)
    r.apply(state, MoveUnits(tid("western-europe"), tid("northern-europe"), 1, "army"), 0)
    # Moved units have used their move: they cannot move on.
    assert r._movable(state, 0, tid("northern-europe"), "army") == 4


def test_navies_move_only_at_sea_and_water_to_water_at_a_third_of_a_move():
    """"Navy units can only move through or occupy water territories." "Units cam move from a
    water territory to a water territory at one third the normal movement cost.\""""
    r, state = planning_game()
    coast = tid("great-britain-coast")
    put(r, state, 0, "great-britain-coast", navies=1)
    one_step = set(r.geo.water_links[coast])
    for water in one_step:  # friendly waters: a chain of moves may go through them
        state.owner[water] = 0
    targets = r.geo.targets(state, 0, coast, "navy", friendly_only=False)
    assert all(not r.geo.land[t] for t in targets)
    assert one_step < set(targets)  # further than one water-to-water move
    two_steps = {b for a in one_step for b in r.geo.water_links[a]} - {coast}
    assert two_steps <= set(targets)


def test_a_chain_of_water_moves_stops_at_the_first_water_that_is_not_friendly():
    """"Moving army units from or into non-friendly water territory counts as a hostile
    movement": a planned chain of water moves may end in non-friendly water, not sail through it
    (as a road move stops at a non-friendly country)."""
    r, state = planning_game()
    coast = tid("great-britain-coast")
    put(r, state, 0, "great-britain-coast", navies=1)
    one_step = set(r.geo.water_links[coast])
    assert all(state.owner[w] != 0 for w in one_step)
    assert set(r.geo.targets(state, 0, coast, "navy", friendly_only=False)) == one_step


def test_armies_at_sea_need_as_many_navies():
    """"If at any point you have less navy units than army units in a water territory the
    excess army units immediately die.\""""
    r, state = empty_game()
    put(r, state, 0, "great-britain-coast", armies=3, navies=1, own=False)
    r._sea_check(state, tid("great-britain-coast"))
    assert state.army[0][tid("great-britain-coast")] == 1


def test_a_road_gives_an_army_one_more_move_between_road_countries():
    """"Each army unit may take a single normal movement and a single road movement each round.
    The road movement can only be used to move from a country with roads to a country with roads.\""""
    r, state = empty_game(phase="friendly-movement")
    put(r, state, 0, ["western-europe", "northern-europe", "ukraine"], armies=1)
    assert tid("ukraine") not in r.geo.targets(state, 0, tid("western-europe"), "army", friendly_only=True)
    state.roads[tid("northern-europe")] = state.roads[tid("ukraine")] = 1
    assert tid("ukraine") in r.geo.targets(state, 0, tid("western-europe"), "army", friendly_only=True)
