"""Alliances, surrender, the starts and the end of the game (seed 004, docs/rules-economy.md)."""

from __future__ import annotations

import pytest

from engine.core.phases import GAME_OVER
from engine.core.state import NOBODY
from engine.rules.base import PlayerSetup
from engine.rules.economy.actions import DraftPick, OfferAlliance, PlaceBase, PlaceCapital, PlaceUnits, Surrender
from tests.engine.rules.economy.support import empty_game, put, rules, tid


def test_an_alliance_needs_both_players():
    """"Both players must be in agreement on the creation of an alliance.\""""
    r, state = empty_game(players=3)
    r.apply(state, OfferAlliance(1), 0)
    assert state.players[0].allies == []
    r.apply(state, OfferAlliance(0), 1)
    assert state.players[0].allies == [1] and state.players[1].allies == [0]
    put(r, state, 1, "ukraine", armies=1)
    assert r.geo.friendly(state, 0, tid("ukraine"))


def test_a_surrendering_players_armies_become_neutral():
    """"When a player surrenders their armies become neutral.\""""
    r, state = empty_game(players=3)
    put(r, state, 0, "ukraine", armies=4)
    r.apply(state, Surrender(), 0)
    assert state.neutral[tid("ukraine")] == 4 and state.owner[tid("ukraine")] == NOBODY
    assert state.players[0].out and 0 not in state.pending


def test_the_last_player_standing_wins():
    r, state = empty_game(players=2)
    r.apply(state, Surrender(), 0)
    assert state.phase == GAME_OVER and state.winner == 1


def test_the_europe_start():
    """"Each player picks a country in Europe ... That county contains a Capital, 2 Army Bases,
    Fortifications, Roads, 5 Army Units, and 50 MU.\""""
    r = rules(start="europe")
    state, _ = r.new_game([PlayerSetup("A"), PlayerSetup("B")], 3)
    europe = [c for c in r.world.continents if c.id == "europe"][0]
    for player in (0, 1):
        capital = state.players[player].capital
        assert capital in europe.members
        assert state.army_bases[capital] == 2 and state.fortifications[capital] and state.roads[capital]
        assert state.army[player][capital] == 5
        assert state.players[player].money >= 50  # and the first round's income
    # "The rest of the map is unoccupied or has one neutral army unit in each country."
    assert all(state.neutral[t] == 1 for t in range(r.world.size)
               if r.world.land[t] and state.owner[t] == NOBODY)


def test_the_europe_start_says_when_europe_is_too_small():
    r = rules(start="europe", europe="australia")
    with pytest.raises(ValueError, match="a country of Australia for each of the 6 players"):
        r.new_game([PlayerSetup(f"P{i}") for i in range(6)], 1)


def test_the_continent_and_card_starts_deal_the_countries():
    """"Each player starts with a continent"; "The risk cards with countries on them are
    distributed evenly between the players.\""""
    r = rules(start="continent")
    state, _ = r.new_game([PlayerSetup("A"), PlayerSetup("B")], 2)
    for player in (0, 1):
        owned = set(state.territories_of(player))
        assert any(owned == set(c.members) for c in r.world.continents)
    r = rules(start="card-distribution")
    state, _ = r.new_game([PlayerSetup(f"P{i}") for i in range(4)], 2)
    counts = {len(state.territories_of(p)) for p in range(4)}
    assert counts == {42 // 4}
    assert state.phase == "draft-placement"


def test_the_draft_goes_round_and_the_last_picker_starts_the_next_round():
    """"Going clockwise, the next player picks. At the beginning of each round of selection the
    player who picked his country last picks first.\""""
    r = rules(start="draft")
    state, _ = r.new_game([PlayerSetup(f"P{i}") for i in range(3)], 5)
    first = state.current
    order = []
    free = [t for t in range(r.world.size) if r.world.land[t]]
    for _ in range(6):
        order.append(state.current)
        r.apply(state, DraftPick(free.pop()), state.current)
    assert order[:3] == [first, (first + 1) % 3, (first + 2) % 3]
    assert order[3] == order[2]


def test_after_the_draft_each_player_places_a_capital_two_bases_and_twenty_units():
    """"Each player may choose the location of their Capital. Each player may choose locations
    for 2 Army Bases. Each player gets 20 Army Units to place where they see fit.\""""
    r = rules(start="draft")
    state, _ = r.new_game([PlayerSetup("A"), PlayerSetup("B")], 5)
    while state.phase == "draft":
        r.apply(state, r.legal_actions(state)[0], state.current)
    assert state.phase == "draft-placement"
    for player in (0, 1):
        home = state.territories_of(player)[0]
        r.apply(state, PlaceCapital(home), player)
        r.apply(state, PlaceBase(home), player)
        r.apply(state, PlaceBase(home), player)
        r.apply(state, PlaceUnits(home, 20), player)
    assert state.phase == "get" and state.turn == 1
    assert all(state.army_bases[state.players[p].capital] == 2 for p in (0, 1))


def test_at_the_turn_limit_the_most_territories_win():
    """[decision] A game ends after `turn-limit` rounds: most territories, then most MU."""
    r, state = empty_game(turn_limit=1)
    state.turn = 1
    put(r, state, 0, ["ukraine", "egypt"], armies=1)
    put(r, state, 1, ["iceland"], armies=1)
    r._end_combat(state)
    assert state.phase == GAME_OVER and state.winner == 0


def test_a_scenarios_economy_start_is_laid_over_the_start():
    """docs/rules-economy.md: a scenario's `economy:` (money, capitals, bases, roads,
    fortifications) is laid over the chosen start."""
    from engine.rules.economy import EconomyRules
    from engine.scenario.model import EconomySetup
    from tests.support.games import world

    setup = EconomySetup(money={0: 120, 1: 7}, capitals={1: "egypt"}, bases=["egypt", "egypt"],
                         roads=["egypt"], fortifications=["egypt"])
    r = EconomyRules(world("classic-mu"), {"start": "card-distribution"}, economy=setup)
    state, _ = r.new_game([PlayerSetup("A"), PlayerSetup("B")], 4)
    egypt = tid("egypt")
    assert state.players[0].money == 120 and state.players[1].money == 7
    assert state.players[1].capital == egypt and state.owner[egypt] == 1
    assert not state.players[1].capital_to_place and state.players[0].capital_to_place
    assert (state.army_bases[egypt], state.roads[egypt], state.fortifications[egypt]) == (2, 1, 1)


def test_the_europe_start_may_leave_iceland_out():
    """"Iceland may be excluded from the choices": with the option nobody starts there."""
    iceland = tid("iceland")
    starts = set()
    for seed in range(30):
        state, _ = rules(start="europe", exclude_iceland=True).new_game(
            [PlayerSetup(f"P{i}") for i in range(6)], seed)
        starts |= {seat.capital for seat in state.players}
    assert iceland not in starts and len(starts) >= 6
    with_iceland = set()
    for seed in range(30):
        state, _ = rules(start="europe").new_game([PlayerSetup(f"P{i}") for i in range(6)], seed)
        with_iceland |= {seat.capital for seat in state.players}
    assert iceland in with_iceland
