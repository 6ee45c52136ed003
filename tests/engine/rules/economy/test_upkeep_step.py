"""Upkeep as the rules write it: a step of the Get phase the player takes (after trading cards
or destroying infrastructure if they like), owed in contested land, unpayable under siege, and
not owed in a country just taken from an enemy (seed 004, "Get Phase", "Capitals", "Combat")."""

from __future__ import annotations

import pytest

from engine.core.actions import Pass
from engine.core.errors import IllegalAction
from engine.core.state import NOBODY
from engine.rules.economy import sieges
from engine.rules.economy.actions import (
    BattleAttack,
    Build,
    BuildNavyBase,
    Demolish,
    Done,
    Fight,
    PayUpkeep,
    Recruit,
    TradeInfluence,
)
from engine.rules.economy.events import UpkeepPaid
from tests.engine.rules.economy.support import empty_game, income_and_upkeep, put, rigged, tid


def upkeep_owed():
    """Player 0: a capital in Western Europe, eight armies in Northern Europe (three over the
    five free), three influence cards and no money; the round's income is in, upkeep due."""
    r, state = empty_game()
    put(r, state, 0, "western-europe", armies=1)
    put(r, state, 0, "northern-europe", armies=8)
    state.players[0].capital = tid("western-europe")
    state.players[0].cards = [state.deck.pop() for _ in range(3)]
    r._income(state, 0)
    state.players[0].money = 0
    return r, state


def test_cards_are_traded_and_infrastructure_destroyed_before_the_upkeep_is_taken():
    """"At any point during the Get Phase" a player may trade in influence cards and destroy
    infrastructure: the upkeep is a step the player takes, so their MU can pay it."""
    r, state = upkeep_owed()
    legal = r.legal_actions(state, 0)
    assert PayUpkeep() in legal and Done() not in legal
    assert any(isinstance(a, TradeInfluence) for a in legal)
    r.apply(state, next(a for a in legal if isinstance(a, TradeInfluence)), 0)
    events = r.apply(state, PayUpkeep(), 0)
    assert UpkeepPaid(0, 3, 0) in events
    assert state.army[0][tid("northern-europe")] == 8 and state.players[0].money == 50 - 3
    # Paid once a round.
    with pytest.raises(IllegalAction, match="paid already"):
        r.check(state, PayUpkeep(), 0)


def test_recruiting_and_being_done_wait_for_the_upkeep():
    """Recruits and buildings bought before the upkeep would spend the MU that pays it: the
    upkeep comes first (the listing and the check agree, a navy base included)."""
    r, state = upkeep_owed()
    state.players[0].money = 20
    state.army_bases[tid("western-europe")] = 1
    assert not any(isinstance(a, Recruit) for a in r.legal_actions(state, 0))
    coast = next(iter(r.geo.coasts[tid("western-europe")]))
    for action in (Recruit(tid("western-europe"), 1), Build(tid("western-europe"), "road"),
                   BuildNavyBase(tid("western-europe"), coast), Done()):
        with pytest.raises(IllegalAction, match="pay the round's upkeep first"):
            r.check(state, action, 0)
    r.apply(state, PayUpkeep(), 0)
    assert any(isinstance(a, Recruit) and a.territory == tid("western-europe") for a in r.legal_actions(state, 0))


def test_demolishing_before_the_upkeep_pays_for_units():
    """"A player may destroy any infrastructure controlled by that player at any time during
    the Get Phase and gain half the purchase price rounded down": before the upkeep too."""
    r, state = upkeep_owed()
    state.players[0].cards = []
    state.roads[tid("northern-europe")] = 1
    assert Demolish(tid("northern-europe"), "road") in r.legal_actions(state, 0)
    r.apply(state, Demolish(tid("northern-europe"), "road"), 0)
    money = state.players[0].money
    assert money > 0
    r.apply(state, PayUpkeep(), 0)
    paid = min(3, money)
    assert state.army[0][tid("northern-europe")] == 8 - (3 - paid)


def test_units_in_contested_land_owe_upkeep_and_pay_it_when_linked():
    """"Units in contested territory are considered linked to adjacent territories": eight
    armies in a contested country next to the capital owe three MU, and pay them."""
    r, state = empty_game()
    put(r, state, 0, "western-europe", armies=1)
    state.players[0].capital = tid("western-europe")
    put(r, state, 1, "northern-europe", armies=1)  # player 1's country
    put(r, state, 0, "northern-europe", armies=8, own=False)
    state.players[0].money = 10
    income_and_upkeep(r, state, 0)
    assert state.army[0][tid("northern-europe")] == 8
    assert state.players[0].money == 10 + 1 - 3  # one country's income, three units' upkeep


def test_units_in_contested_land_far_from_the_capital_die_unpaid():
    """A contested country with no link to the capital: the upkeep is owed and cannot be paid."""
    r, state = empty_game()
    put(r, state, 0, "western-europe", armies=1)
    state.players[0].capital = tid("western-europe")
    put(r, state, 1, "egypt", armies=1)
    put(r, state, 0, "egypt", armies=8, own=False)
    state.players[0].money = 10
    income_and_upkeep(r, state, 0)
    assert state.army[0][tid("egypt")] == 5 and state.players[0].money == 11


def test_units_under_siege_cannot_be_paid_for():
    """"While units are under siege they are not considered linked to adjacent countries. This
    means that if you are using capitals then upkeep cannot be paid for units under siege.\""""
    r, state = empty_game()
    put(r, state, 0, "western-europe", armies=1)
    state.players[0].capital = tid("western-europe")
    put(r, state, 0, "northern-europe", armies=8)
    put(r, state, 1, "northern-europe", armies=3, own=False)
    state.fortifications[tid("northern-europe")] = 1
    sieges.declare(state, 1, 0, tid("northern-europe"))
    assert sieges.under_siege(state, 0, tid("northern-europe"))
    state.players[0].money = 10
    income_and_upkeep(r, state, 0)
    assert state.army[0][tid("northern-europe")] == 5 and state.players[0].money == 12


def test_a_besieged_capital_links_nothing():
    """"if your capital is under siege none of your countries are connected to it.\""""
    r, state = empty_game()
    put(r, state, 0, "western-europe", armies=2)
    state.players[0].capital = tid("western-europe")
    put(r, state, 1, "western-europe", armies=3, own=False)
    state.fortifications[tid("western-europe")] = 1
    sieges.declare(state, 1, 0, tid("western-europe"))
    put(r, state, 0, "northern-europe", armies=7)
    state.players[0].money = 10
    income_and_upkeep(r, state, 0)
    assert state.army[0][tid("northern-europe")] == 5 and state.players[0].money == 12


def test_a_country_won_in_combat_is_exempt_the_next_round():
    """"Units in a country that you just gained control of during this round that were
    previously controlled by a non-allied player are exempt from upkeep": the end of combat
    takes the country from its owner (hostile forces are in it), and who held it before the
    combat is remembered for the next round's ownership."""
    r, state = empty_game(phase="choose-battle")
    ne = tid("northern-europe")
    put(r, state, 0, "western-europe", armies=1)
    state.players[0].capital = tid("western-europe")
    put(r, state, 1, "northern-europe", armies=1)
    put(r, state, 0, "northern-europe", armies=9, own=False)
    state.moved_army[0][ne] = 9
    state.origins[f"0:{ne}"] = [tid("western-europe")]
    put(r, state, 1, "egypt", armies=1)
    state.players[1].capital = tid("egypt")
    state.held_before_combat = list(state.owner)
    state.battle_tokens, state.initiative, state.current = [ne], 0, 0
    r.apply(state, Fight(ne), 0)
    state = rigged(state, *([6, 1] * 4))
    while state.phase == "battle":
        decider = state.decider()
        legal = r.legal_actions(state, decider)
        attack = [a for a in legal if isinstance(a, BattleAttack)]
        r.apply(state, attack[0] if attack and decider == 0 else Pass(), decider)
    assert state.phase == "get" and state.owner[ne] == 0 and state.captured_by[ne] == 0
    money = state.players[0].money
    r.apply(state, PayUpkeep(), 0)
    assert state.army[0][ne] == 9 and state.players[0].money == money
    # "during this round": the round after, the same units pay (found by the review of issue 26:
    # the exemption lasted for ever).
    for player in (0, 1):
        if state.players[player].upkeep_due:
            r.apply(state, PayUpkeep(), player)
    while state.phase != "get" or state.turn == 2:
        decider = state.decider()
        r.apply(state, Done() if Done() in r.legal_actions(state, decider) else r.legal_actions(state, decider)[0],
                decider)
    assert state.captured_by[ne] == NOBODY
    state.players[0].money = 10
    events = r.apply(state, PayUpkeep(), 0)
    assert UpkeepPaid(0, 4, 0) in events  # 9 in Northern Europe: 4 over the five free
