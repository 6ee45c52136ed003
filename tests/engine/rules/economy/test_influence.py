"""Influence cards: who draws, whom a card is taken from, inciting whenever the combat goes on,
and victories won by interceptions (seed 004, "Influence Cards" and "Combat")."""

from __future__ import annotations

import pytest

from engine.core.actions import Pass
from engine.core.errors import IllegalAction
from engine.rules.economy.actions import Fight, Incite, StealInfluence
from engine.rules.economy.events import InfluenceDrawn, InfluenceStolen
from tests.engine.rules.economy.support import empty_game, put, rigged, tid, withdraw_all


def test_with_both_piles_empty_the_drawer_chooses_whom_to_take_a_card_from():
    """"If there are no cards in the influence card pile or the discard pile, steal a random
    influence card from any player of your choice.\""""
    r, state = empty_game(players=3, phase="choose-battle")
    put(r, state, 0, "ukraine", armies=1)
    put(r, state, 1, "egypt", armies=1)
    put(r, state, 2, "peru", armies=1)
    state.players[1].cards, state.players[2].cards = state.deck[:2], state.deck[2:3]
    state.deck, state.discard = [], []
    state.players[0].victories = 1
    state.battle_tokens = []
    state.incite_passed = [1, 2]  # the holders of cards passed on inciting earlier this round
    state.players[0].capital = tid("ukraine")
    events = r._next_battle(state)  # no battle left: the end of combat
    assert state.phase == "steal-influence" and state.decider() == 0
    assert r.legal_actions(state, 0) == [StealInfluence(1), StealInfluence(2)]
    with pytest.raises(IllegalAction):
        r.check(state, StealInfluence(0), 0)
    events = r.apply(state, StealInfluence(2), 0)
    assert InfluenceStolen(0, 2) in events
    assert len(state.players[0].cards) == 1 and state.players[2].cards == [] and state.phase == "get"


def test_a_round_without_battles_still_asks_the_holders_of_cards():
    """"At any point during the combat phase you can turn in one influence card to incite a
    revolution in the country pictured on the influence card": with no battle token, the
    holders of cards are asked before the combat phase ends (found by the review of issue 26)."""
    r, state = empty_game(phase="choose-battle")
    put(r, state, 0, "ukraine", armies=2)
    put(r, state, 1, "egypt", armies=1)
    state.players[0].capital, state.players[1].capital = tid("ukraine"), tid("egypt")
    state.players[1].cards = [state.deck.pop()]
    state.battle_tokens, state.initiative = [], 0
    r._next_battle(state)
    assert state.phase == "choose-battle" and state.decider() == 1
    assert Pass() in r.legal_actions(state, 1)
    assert any(isinstance(a, Incite) for a in r.legal_actions(state, 1))
    r.apply(state, Pass(), 1)
    assert state.phase == "get"  # nobody else holds a card: the next round


def test_card_holders_may_incite_before_each_battle_is_chosen_until_they_pass():
    """"At any point during the combat phase you can turn in one influence card to incite a
    revolution": another holder of a card is asked before the initiative player chooses the
    next battle ([decision]: until they pass, once a round)."""
    r, state = empty_game(phase="choose-battle")
    ukraine, egypt = tid("ukraine"), tid("egypt")
    put(r, state, 0, "ukraine", armies=2)
    put(r, state, 1, "egypt", armies=1)
    put(r, state, 0, "egypt", armies=1, own=False)  # a battle there to choose
    state.players[0].capital = ukraine
    card = r.world.card_territories.index(ukraine)
    state.deck.remove(card)
    state.players[1].cards = [card]
    state.battle_tokens, state.initiative = [egypt], 0
    r._next_battle(state)
    assert state.current == 0 and state.decider() == 1  # player 1 is asked first
    assert r.legal_actions(state, 1)[:2] == [Pass(), Incite((card,))]
    r.apply(state, Pass(), 1)
    assert state.decider() == 0 and Fight(egypt) in r.legal_actions(state, 0)
    assert state.incite_passed == [1]


def test_a_side_wiped_out_by_interceptions_is_a_victory_for_the_interceptor():
    """"A battle counts as a victory if all of the enemy troops were destroyed in the battle":
    destroyed while withdrawing, too."""
    r, state = empty_game(phase="choose-battle")
    t = tid("ukraine")
    put(r, state, 1, "ukraine", armies=3)
    put(r, state, 0, "ukraine", armies=2, own=False)
    state.moved_army[0][t] = 2
    state.origins[f"0:{t}"] = [tid("scandinavia")]
    put(r, state, 0, "scandinavia", armies=1)
    put(r, state, 1, "egypt", armies=1)
    state.battle_tokens, state.initiative, state.current = [t], 0, 0
    r.apply(state, Fight(t), 0)
    state = rigged(state, *([6, 1] * 2))  # both withdrawing units die
    events = withdraw_all(r, state, 0, tid("scandinavia"))
    assert state.army[0][t] == 0
    # The victory is spent at once: the battle was the last, and a victory draws a card.
    assert InfluenceDrawn(1) in events and InfluenceDrawn(0) not in events
