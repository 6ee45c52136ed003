"""The Get phase: ownership, income, upkeep, recruiting, building, trading (seed 004)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import NOBODY
from engine.rules.economy.actions import Build, Demolish, Done, Recruit, RecruitNavy, TradeInfluence
from tests.engine.rules.economy.support import empty_game, income_and_upkeep, put, tid


def test_one_mu_per_land_territory_and_per_road():
    """"Gain 1 MU for every land territory you own." "For every road you own you gain 1 MU
    during the Get Phase.\""""
    r, state = empty_game()
    put(r, state, 0, ["iceland", "great-britain", "great-britain-coast"], armies=1)
    state.roads[tid("iceland")] = 1
    income_and_upkeep(r, state, 0)
    assert state.players[0].money == 3  # two lands (the water pays nothing) and a road


def test_a_whole_continent_pays_its_mu_bonus():
    """"On a standard risk board the continent bonuses are: Australia 10, ..." (the map's
    economy-bonus)."""
    r, state = empty_game()
    australia = [c for c in r.world.continents if c.id == "australia"][0]
    for t in australia.members:
        state.owner[t] = 0
    income_and_upkeep(r, state, 0)
    assert state.players[0].money == len(australia.members) + 10
    r2, state2 = empty_game(continent_bonuses=False)
    for t in australia.members:
        state2.owner[t] = 0
    income_and_upkeep(r2, state2, 0)
    assert state2.players[0].money == len(australia.members)


def test_upkeep_is_one_mu_per_unit_over_five_and_five_more_in_the_capital():
    """"If you have more than 5 units in a country you control then pay 1 MU for each unit
    over 5." "Upkeep costs are reduced by 5 for units in the territory containing your capital.\""""
    r, state = empty_game()
    put(r, state, 0, "western-europe", armies=12)
    put(r, state, 0, "northern-europe", armies=7)
    state.players[0].capital = tid("western-europe")
    state.players[0].money = 20
    income_and_upkeep(r, state, 0)
    # income 2; upkeep 2 (capital: 12 - 10) + 2 (7 - 5)
    assert state.players[0].money == 20 + 2 - 4
    assert state.army[0][tid("western-europe")] == 12


def test_unpaid_upkeep_kills_a_unit_per_mu():
    """"You loose one unit for each MU not paid.\""""
    r, state = empty_game()
    put(r, state, 0, "western-europe", armies=9)
    state.players[0].capital = tid("western-europe")
    put(r, state, 0, "northern-europe", armies=9)
    income_and_upkeep(r, state, 0)  # income 2 pays 2 of the 4 due in northern-europe
    assert state.players[0].money == 0
    assert state.army[0][tid("northern-europe")] == 7


def test_units_not_linked_to_the_capital_cannot_be_paid_for():
    """"A player can only pay upkeep on unit collections that have a link to that player's
    capital through only friendly territory.\""""
    r, state = empty_game()
    put(r, state, 0, "western-europe", armies=1)
    state.players[0].capital = tid("western-europe")
    put(r, state, 0, "egypt", armies=8)  # far away, nothing of ours between
    state.players[0].money = 100
    income_and_upkeep(r, state, 0)
    assert state.army[0][tid("egypt")] == 5
    assert state.players[0].money == 102


def test_a_country_just_taken_from_an_enemy_pays_no_upkeep():
    """"Units in a country that you just gained control of during this round that were
    previously controlled by a non-allied player are exempt from upkeep.\""""
    r, state = empty_game()
    put(r, state, 0, "western-europe", armies=1)
    state.players[0].capital = tid("western-europe")
    put(r, state, 0, "northern-europe", armies=9, own=False)
    state.owner[tid("northern-europe")] = 1
    r._take_ownership(state)
    assert state.captured_by[tid("northern-europe")] == 0
    income_and_upkeep(r, state, 0)
    assert state.army[0][tid("northern-europe")] == 9 and state.players[0].money == 2


def test_ownership_goes_to_the_only_player_there_and_a_capital_taken_takes_money_and_cards():
    """"You gain ownership of any countries ... that now contain only your units in them."
    "When a player takes your capital they take all your money and influence cards.\""""
    r, state = empty_game()
    put(r, state, 0, "ukraine", armies=3, own=False)
    state.owner[tid("ukraine")] = 1
    state.players[1].capital = tid("ukraine")
    state.players[1].money = 40
    state.players[1].cards = [state.deck.pop()]
    r._take_ownership(state)
    assert state.owner[tid("ukraine")] == 0
    assert state.players[0].money == 40 and len(state.players[0].cards) == 1
    assert state.players[1].money == 0 and state.players[1].capital == NOBODY


def test_recruiting_costs_five_with_a_free_base_and_ten_without():
    """"Each base can recruit one unit of the appropriate type for the normal cost of 5 MU.
    Recruiting units in countries that do not have bases or in excess of your base capacity
    costs twice as much, 10 MU per unit recruited.\""""
    r, state = empty_game()
    put(r, state, 0, "ukraine", armies=1)
    state.army_bases[tid("ukraine")] = 1
    state.players[0].money = 100
    r.apply(state, Recruit(tid("ukraine"), 3), 0)
    assert state.players[0].money == 100 - 5 - 10 - 10
    r2, plain = empty_game(bases=False)
    put(r2, plain, 0, "ukraine", armies=1)
    plain.players[0].money = 100
    r2.apply(plain, Recruit(tid("ukraine"), 3), 0)
    assert plain.players[0].money == 85


def test_a_base_built_this_round_does_not_recruit_yet():
    """"Units cannot be recruited to bases the same turn the bases are built.\""""
    r, state = empty_game()
    put(r, state, 0, "ukraine", armies=1)
    state.players[0].money = 30
    r.apply(state, Build(tid("ukraine"), "army-base"), 0)
    r.apply(state, Recruit(tid("ukraine"), 1), 0)
    assert state.players[0].money == 0


def test_recruiting_more_than_the_money_buys_is_refused():
    r, state = empty_game()
    put(r, state, 0, "ukraine", armies=1)
    state.players[0].money = 25
    with pytest.raises(IllegalAction, match="from 1 to 2"):
        r.check(state, Recruit(tid("ukraine"), 3), 0)


def test_navies_go_to_a_friendly_or_contested_water_next_to_the_country():
    """"Navy units that you recruit in this way can be placed in any friendly or contested
    water territory adjacent to the country where you purchased the unit.\""""
    r, state = empty_game()
    put(r, state, 0, "great-britain", armies=1)
    state.players[0].money = 50
    coast = tid("great-britain-coast")
    with pytest.raises(IllegalAction, match="friendly or contested water"):
        r.check(state, RecruitNavy(tid("great-britain"), coast, 1), 0)
    put(r, state, 0, "great-britain-coast", navies=1)
    r.apply(state, RecruitNavy(tid("great-britain"), coast, 1), 0)
    assert state.navy[0][coast] == 2


def test_infrastructure_prices_and_half_back_when_destroyed():
    """"A base costs 20 MU", roads 5, fortifications 10, "For each piece of infrastructure
    destroyed during the Get Phase the player gains an amount of MU equal to half the
    purchase price rounded down.\""""
    r, state = empty_game()
    put(r, state, 0, "ukraine", armies=1)
    state.players[0].money = 35
    for what in ("army-base", "road", "fortification"):
        r.apply(state, Build(tid("ukraine"), what), 0)
    assert state.players[0].money == 0
    r.apply(state, Demolish(tid("ukraine"), "road"), 0)
    assert state.players[0].money == 2 and state.roads[tid("ukraine")] == 0


def test_a_canal_needs_a_marked_country_with_roads():
    """"The countries that can have canals should be indicated on the map. Canals can be
    purchased for 10 MU. A country must already have roads in order to build a canal.\""""
    r, state = empty_game()
    put(r, state, 0, ["egypt", "ukraine"], armies=1)
    state.players[0].money = 100
    with pytest.raises(IllegalAction, match="canal"):
        r.check(state, Build(tid("ukraine"), "canal"), 0)
    with pytest.raises(IllegalAction, match="canal"):
        r.check(state, Build(tid("egypt"), "canal"), 0)
    r.apply(state, Build(tid("egypt"), "road"), 0)
    r.apply(state, Build(tid("egypt"), "canal"), 0)
    assert state.canals[tid("egypt")] == 1 and state.players[0].money == 85


def test_three_influence_cards_for_fifty_mu():
    """"At any point during the Get Phase you can turn in three influence cards to gain 50 MU.\""""
    r, state = empty_game()
    state.players[0].cards = [state.deck.pop() for _ in range(3)]
    r.apply(state, TradeInfluence(tuple(state.players[0].cards)), 0)
    assert state.players[0].money == 50 and state.players[0].cards == []
    assert len(state.discard) == 3


def test_the_planning_phase_waits_for_everyone_to_be_done():
    """"all players must be completed with the Get Phase before any player can move on.\""""
    r, state = empty_game(players=3)
    r.apply(state, Done(), 1)
    assert state.phase == "get" and state.pending == [0, 2]
    r.apply(state, Done(), 2)
    r.apply(state, Done(), 0)
    assert state.phase == "planning" and state.pending == [0, 1, 2]


def test_the_capital_may_be_demolished_too():
    """"A player may destroy any infrastructure controlled by that player at any time during the
    Get Phase and gain half the purchase price rounded down": the capital is infrastructure."""
    r, state = empty_game()
    ukraine = tid("ukraine")
    put(r, state, 0, "ukraine", armies=1)
    state.players[0].capital = ukraine
    assert Demolish(ukraine, "capital") in r.legal_actions(state, 0)
    r.apply(state, Demolish(ukraine, "capital"), 0)
    assert state.players[0].capital == NOBODY and state.players[0].money == 30 // 2
    with pytest.raises(IllegalAction, match="your capital is not in"):
        r.check(state, Demolish(ukraine, "capital"), 0)
