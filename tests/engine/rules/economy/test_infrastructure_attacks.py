"""Attacking infrastructure (seed 004, "Infrastructure")."""

from __future__ import annotations

import pytest

from engine.core.actions import Pass
from engine.core.errors import IllegalAction
from engine.rules.economy.actions import AttackInfrastructure, Fight
from tests.engine.rules.economy.support import empty_game, put, rigged, tid


def raid(defenders: int = 1, fortified: bool = False, neutral: int = 0):
    """Player 1 holds Ukraine (roads, an army base) with ``defenders`` armies; player 0 moved
    3 armies in from Scandinavia and the battle is being fought."""
    r, state = empty_game(phase="choose-battle")
    t = tid("ukraine")
    put(r, state, 1, "ukraine", armies=defenders)
    state.roads[t], state.army_bases[t], state.fortifications[t] = 1, 1, 1 if fortified else 0
    put(r, state, 0, "ukraine", armies=3, own=False)
    state.moved_army[0][t] = 3
    state.origins[f"0:{t}"] = [tid("scandinavia")]
    put(r, state, 0, "scandinavia", armies=1)
    put(r, state, 1, "egypt", armies=1)
    state.players[1].capital = t
    state.neutral[t] = neutral
    r._recount(state)
    state.battle_tokens, state.initiative, state.current = [t], 0, 0
    r.apply(state, Fight(t), 0)
    return r, state, t


def test_an_army_unit_attacks_a_piece_of_infrastructure_and_a_six_destroys_it():
    """"You select which army unit will be performing the action and which piece of
    infrastructure you will be attacking. Hostile forces in the area may intercept the action.
    If they do so roll to determine the results, the unit performing the attacking
    infrastructure action gets a -1 to its roll ... otherwise the action continues. Once the
    intercept is resolved roll another 1d6, if the result is a 6 then the target piece of
    infrastructure is destroyed.\""""
    r, state, t = raid()
    assert {AttackInfrastructure("road"), AttackInfrastructure("army-base")} <= set(r.legal_actions(state, 0))
    # The intercept: 6 + 1 (more units) - 1 against the defender's 3 + 1: the defender dies;
    # then a 6 destroys the road.
    state = rigged(state, 6, 3, 6)
    r.apply(state, AttackInfrastructure("road"), 0)
    assert state.roads[t] == 0 and state.army[1][t] == 0 and state.army[0][t] == 3


def test_the_minus_one_decides_a_close_intercept_and_a_lost_intercept_ends_the_action():
    """"the unit performing the attacking infrastructure action gets a -1 to its roll. If you
    loose your unit dies and the attacking infrastructure action ends\""""
    r, state, t = raid(defenders=2)
    # 4 + 1 (3 against 2) - 1 = 4 against the interceptor's 4 (no defender status out of
    # fortifications): a tie, both lose.
    state = rigged(state, 4, 4)
    r.apply(state, AttackInfrastructure("army-base"), 0)
    assert state.army[0][t] == 2 and state.army[1][t] == 1 and state.army_bases[t] == 1


def test_without_a_six_the_infrastructure_stands():
    """"if the result is a 6 then the target piece of infrastructure is destroyed\""""
    r, state, t = raid()
    state = rigged(state, 6, 1, 5)
    r.apply(state, AttackInfrastructure("army-base"), 0)
    assert state.army_bases[t] == 1


def test_a_capital_may_not_be_targeted_and_against_fortified_defenders_only_the_fortifications():
    """"A capital may not be the target of an attacking infrastructure action. If the opposing
    forces are defenders in fortifications then only the fortifications can be targeted.\""""
    r, state, t = raid()
    with pytest.raises(IllegalAction, match="capital"):
        r.check(state, AttackInfrastructure("capital"), 0)
    r, state, t = raid(fortified=True)
    listed = [a for a in r.legal_actions(state, 0) if isinstance(a, AttackInfrastructure)]
    assert listed == [AttackInfrastructure("fortification")]
    with pytest.raises(IllegalAction, match="fortifications"):
        r.check(state, AttackInfrastructure("road"), 0)


def test_defenders_destroying_their_own_infrastructure_need_no_six():
    """"Units considered defenders who wish to destroy their own infrastructure while in the
    presence of enemy units are considered defenders for the attacking infrastructure action
    and if they survive any intercept then they automatically destroy the target
    infrastructure, they do not have to roll a 6.\""""
    r, state, t = raid(defenders=3)
    r.apply(state, Pass(), 0)
    assert AttackInfrastructure("road") in r.legal_actions(state, 1)
    # The interceptor (player 0) rolls 2, the defender 3 + 1 (defender) - 1: the interceptor
    # loses, and the road is destroyed without a further roll.
    state = rigged(state, 2, 3)
    r.apply(state, AttackInfrastructure("road"), 1)
    assert state.roads[t] == 0 and state.army[0][t] == 2 and state.army[1][t] == 3


def test_each_army_unit_attacks_infrastructure_once_a_battle():
    """[decision] so that a battle always ends (docs/rules-economy.md)."""
    r, state, t = raid(defenders=0, neutral=10)
    for _ in range(3):  # neutral units never intercept: only the destruction roll, not a 6
        state = rigged(state, 1)
        r.apply(state, AttackInfrastructure("army-base"), 0)
        assert state.responders and state.responders[-1] == 0
        state.responders = [0]
    assert not any(isinstance(a, AttackInfrastructure) for a in r.legal_actions(state, 0))


def test_neutral_units_never_intercept():
    """"Neutral Units ... take no action except to defend to the death when they are attacked":
    an interception "counts as an attack", so neither an attack on infrastructure nor a
    withdrawal is intercepted by neutral units."""
    r, state, t = raid(defenders=0, neutral=5)
    state = rigged(state, 6)  # no intercept: the only die is the destruction roll
    events = r.apply(state, AttackInfrastructure("road"), 0)
    assert state.roads[t] == 0 and not [e for e in events if type(e).__name__ == "RollOff"]

