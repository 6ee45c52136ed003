"""Allies: they keep their own land (and capital) when the other walks in, a country may be
forfeited to an ally, an ally's water carries armies, allied units are a flank (seed 004,
"Alliances", "Movement", "Combat")."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.rules.economy import combat
from engine.rules.economy.actions import ARMY, Forfeit
from engine.rules.economy.events import TerritoryForfeited
from tests.engine.rules.economy.support import empty_game, put, tid


def allied(players: int = 2):
    r, state = empty_game(players=players)
    state.players[0].allies, state.players[1].allies = [1], [0]
    return r, state


def test_an_ally_alone_in_your_country_does_not_take_it_nor_your_capital():
    """"You keep ownership of your territories even if allied units enter those territories":
    player 1's armies alone in player 0's capital take neither the country nor its MU."""
    r, state = allied()
    ukraine = tid("ukraine")
    state.owner[ukraine] = 0
    state.players[0].capital, state.players[0].money = ukraine, 40
    state.players[0].cards = [state.deck.pop()]
    put(r, state, 1, "ukraine", armies=3, own=False)
    r._take_ownership(state)
    assert state.owner[ukraine] == 0
    assert state.players[0].money == 40 and len(state.players[0].cards) == 1
    assert state.players[1].money == 0


def test_a_country_may_be_forfeited_to_an_ally_with_units_there():
    """"though you can forfeit a territory to your ally if you want to and if your ally has units
    within that territory.\""""
    r, state = allied()
    ukraine, egypt = tid("ukraine"), tid("egypt")
    state.owner[ukraine] = state.owner[egypt] = 0
    put(r, state, 1, "ukraine", armies=2, own=False)
    legal = r.legal_actions(state, 0)
    assert Forfeit(ukraine, 1) in legal and Forfeit(egypt, 1) not in legal  # no ally's units in Egypt
    with pytest.raises(IllegalAction, match="has no units in"):
        r.check(state, Forfeit(egypt, 1), 0)
    events = r.apply(state, Forfeit(ukraine, 1), 0)
    assert TerritoryForfeited(0, 1, ukraine) in events and state.owner[ukraine] == 1


def test_only_to_an_ally_and_never_the_capital():
    """An alliance is not a surrender ([decision]): the capital, with its MU and cards, cannot be
    forfeited; nor can anything be forfeited to a player who is not an ally."""
    r, state = allied(players=3)
    ukraine, egypt = tid("ukraine"), tid("egypt")
    state.owner[ukraine] = state.owner[egypt] = 0
    state.players[0].capital = ukraine
    put(r, state, 1, "ukraine", armies=2, own=False)
    put(r, state, 2, "egypt", armies=2, own=False)
    with pytest.raises(IllegalAction, match="capital cannot be forfeited"):
        r.check(state, Forfeit(ukraine, 1), 0)
    with pytest.raises(IllegalAction, match="forfeited to an ally"):
        r.check(state, Forfeit(egypt, 2), 0)


def test_armies_in_an_allys_water_need_no_navies():
    """"Army units can move through and occupy land territories as well as friendly water
    territories" (an ally's water is friendly); "Army units can occupy water territories that
    you do not control, but there must be as many or more of your navy units in that territory.\""""
    r, state = allied(players=3)
    coast, other = tid("great-britain-coast"), tid("iceland-coast")
    put(r, state, 1, "great-britain-coast", navies=1)  # player 1's water
    put(r, state, 0, "great-britain-coast", armies=2, own=False)
    put(r, state, 2, "iceland-coast", navies=1)  # player 2's water: not an ally's
    put(r, state, 0, "iceland-coast", armies=2, own=False)
    for t in (coast, other):
        r._sea_check(state, t)
    assert state.army[0][coast] == 2 and state.army[0][other] == 0
    r._recount(state)
    assert r.invariants(state) == []


def test_armies_at_sea_die_when_their_water_is_lost_at_the_end_of_combat():
    """"If at any point you have less navy units than army units in a water territory the excess
    army units immediately die": water that is no longer the player's after combat (hostile
    navies are in it) holds only as many armies as the player has navies there — at once, not a
    round later."""
    r, state = empty_game(phase="choose-battle")
    coast = tid("great-britain-coast")
    put(r, state, 0, "great-britain-coast", armies=3, navies=1)
    put(r, state, 1, "great-britain-coast", navies=1, own=False)
    put(r, state, 0, "great-britain", armies=1)
    put(r, state, 1, "egypt", armies=1)
    state.battle_tokens = []
    r._next_battle(state)  # no battle left: the end of combat
    assert state.army[0][coast] == 1 and state.navy[0][coast] == 1
    r._recount(state)
    assert r.invariants(state) == []


def test_the_sea_rule_is_an_invariant():
    """The rule set reports armies left without navies in water that is not friendly."""
    r, state = empty_game()
    put(r, state, 1, "great-britain-coast", navies=1)
    put(r, state, 0, "great-britain-coast", armies=2, own=False)
    assert any("more armies than navies" in problem for problem in r.invariants(state))


def test_an_allys_units_there_since_planning_are_a_flank():
    """"Friendly Units that have been at the location that you are attacking since the
    beginning of the Planning Phase count as an additional flank": an ally's too."""
    r, state = allied(players=3)
    ukraine = tid("ukraine")
    put(r, state, 2, "ukraine", armies=2)
    put(r, state, 0, "ukraine", armies=2, own=False)
    state.moved_army[0][ukraine] = 2
    state.origins[f"0:{ukraine}"] = [tid("scandinavia")]
    assert combat.attack_modifiers(r.geo, state, 0, ukraine, ARMY) == ()
    put(r, state, 1, "ukraine", armies=1, own=False)  # the ally, there since planning
    assert combat.attack_modifiers(r.geo, state, 0, ukraine, ARMY) == ((combat.FLANK, 1),)
    state.moved_army[1][ukraine] = 1  # moved in this round: no flank
    assert combat.attack_modifiers(r.geo, state, 0, ukraine, ARMY) == ()
