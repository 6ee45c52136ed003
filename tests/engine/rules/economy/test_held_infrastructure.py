"""Infrastructure held by defenders in fortifications (seed 004, "Fortifications")."""

from __future__ import annotations

import pytest

from engine.core.actions import Pass
from engine.core.errors import IllegalAction, InvalidTerritory
from engine.rules.economy import combat, held_infrastructure, money, sieges
from engine.rules.economy.actions import (
    AttackInfrastructure,
    BattleAttack,
    Build,
    Demolish,
    Done,
    Fight,
    PayUpkeep,
    Recruit,
)
from tests.engine.rules.economy.support import empty_game, put, rigged, tid


def held_out(fortified: bool = True):
    """Player 1 owns fortified Ukraine (roads, an army base) with 3 armies; player 0 moved 4
    armies in from Scandinavia; the battle ends with passes, so combat ends with both there
    and the next round's get phase has begun."""
    r, state = empty_game(phase="choose-battle")
    t = tid("ukraine")
    put(r, state, 1, "ukraine", armies=3)
    state.fortifications[t] = 1 if fortified else 0
    state.roads[t], state.army_bases[t] = 1, 1
    put(r, state, 0, "ukraine", armies=4, own=False)
    state.moved_army[0][t] = 4
    state.origins[f"0:{t}"] = [tid("scandinavia")]
    put(r, state, 0, "scandinavia", armies=1)
    put(r, state, 1, "egypt", armies=1)
    state.players[0].money = state.players[1].money = 40
    state.battle_tokens, state.initiative, state.current = [t], 0, 0
    r.apply(state, Fight(t), 0)
    r.apply(state, Pass(), 0)
    r.apply(state, Pass(), 1)
    assert state.phase == "get"
    for player in (0, 1):
        r.apply(state, PayUpkeep(), player)
    return r, state, t


def test_defenders_in_fortifications_keep_the_infrastructure_of_a_country_they_lose():
    """"A player that has units that are considered defenders in fortifications retains
    control of all infrastructure except for roads within that territory." Ownership is lost
    at the end of combat all the same ("Players loose ownership of any countries that they
    previously owned but now contain hostile forces, even if they still have forces there")."""
    r, state, t = held_out()
    assert state.owner[t] == -1
    assert state.held == [f"1:{t}"]
    assert held_infrastructure.controller(r.geo, state, t, "fortification") == 1
    assert held_infrastructure.controller(r.geo, state, t, "army-base") == 1
    assert held_infrastructure.controller(r.geo, state, t, "road") == -1  # "except for roads"
    # The fortifications are still theirs: their defenders keep the bonus, and can be besieged.
    assert combat.defence_bonus(r.geo, state, 1, t, "army") == 2
    assert combat.defence_bonus(r.geo, state, 0, t, "army") == 1  # the attackers stayed: defenders, no walls
    assert sieges.fortified_defender(r.geo, state, 1, t)


def test_without_fortifications_the_infrastructure_goes_with_ownership():
    """"You also now control all of the infrastructure in any country you own": without
    defenders in fortifications, losing the country loses its infrastructure."""
    r, state, t = held_out(fortified=False)
    assert state.owner[t] == -1 and state.held == []
    assert held_infrastructure.controller(r.geo, state, t, "army-base") == -1
    assert not any(getattr(a, "territory", None) == t for a in r.legal_actions(state, 1))


def test_the_holder_recruits_at_the_held_bases_and_destroys_the_held_infrastructure():
    """"A player that has units that are considered defenders in fortifications retains
    control of all infrastructure except for roads within that territory." — "Each base can
    recruit one unit of the appropriate type for the normal cost of 5 MU" and "A player may
    destroy any infrastructure controlled by that player at any time during the Get Phase";
    building needs a country you own, and the roads are not held."""
    r, state, t = held_out()
    legal = r.legal_actions(state, 1)
    assert Recruit(t, 1) in legal  # the one base slot, not the 10 MU recruits of a country you control
    assert Demolish(t, "fortification") in legal and Demolish(t, "army-base") in legal
    assert Demolish(t, "road") not in legal
    assert not any(isinstance(a, Build) and a.territory == t for a in legal)
    with pytest.raises(IllegalAction, match="road"):
        r.check(state, Demolish(t, "road"), 1)
    with pytest.raises(IllegalAction):
        r.check(state, Recruit(t, 2), 1)
    with pytest.raises(InvalidTerritory, match="not yours"):
        r.check(state, Build(t, "capital"), 1)
    money_before = state.players[1].money
    r.apply(state, Recruit(t, 1), 1)
    assert state.army[1][t] == 4 and state.players[1].money == money_before - money.UNIT_PRICE
    # The besiegers control nothing there.
    assert not any(getattr(a, "territory", None) == t for a in r.legal_actions(state, 0))
    with pytest.raises(InvalidTerritory):
        r.check(state, Demolish(t, "army-base"), 0)
    # Destroying the fortifications ends the holding.
    r.apply(state, Demolish(t, "fortification"), 1)
    assert state.held == [] and held_infrastructure.controller(r.geo, state, t, "army-base") == -1


def test_the_holding_ends_with_the_holders_defenders_and_returns_to_ownership():
    """"A player that has units that are considered defenders in fortifications retains
    control of all infrastructure" — while they are defenders there: beaten, they hold nothing; alone again,
    they gain ownership ("You gain ownership of any countries that were not previously yours
    that now contain only your units in them")."""
    r, state, t = held_out()
    # Wiped out in a battle of the next round: the holding is over.
    beaten = rigged(state)
    beaten.phase, beaten.battle_tokens, beaten.current = "choose-battle", [t], 0
    beaten.army[1][t] = 1
    r.apply(beaten, Fight(t), 0)
    beaten.__dict__["dice"] = [6, 1]
    r.apply(beaten, BattleAttack("army", 1), 0)
    assert beaten.army[1][t] == 0 and beaten.held == []
    # The besiegers gone instead: ownership, and with it every piece, comes back.
    state.army[0][t] = 0
    r._recount(state)
    r._take_ownership(state)
    assert state.owner[t] == 1 and state.held == []
    assert held_infrastructure.controller(r.geo, state, t, "road") == 1


def test_holders_destroy_their_own_held_infrastructure_without_a_six():
    """"Units considered defenders who wish to destroy their own infrastructure while in the
    presence of enemy units are considered defenders for the attacking infrastructure action
    and if they survive any intercept then they automatically destroy the target
    infrastructure\" — what they hold is their own."""
    r, state, t = held_out()
    r.apply(state, Done(), 0)
    r.apply(state, Done(), 1)
    state.phase, state.battle_tokens, state.current = "choose-battle", [t], 0
    r.apply(state, Fight(t), 0)
    while state.responders and state.responders[0] != 1:
        r.apply(state, Pass(), state.responders[0])
    assert AttackInfrastructure("army-base") in r.legal_actions(state, 1)
    # The intercept: player 0 (4 against 3: +1) rolls 1, player 1 rolls 4 + 2 - 1: survives.
    state = rigged(state, 1, 4)
    r.apply(state, AttackInfrastructure("army-base"), 1)
    assert state.army_bases[t] == 0
