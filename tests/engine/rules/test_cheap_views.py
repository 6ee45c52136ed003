"""A seat's view, made cheaply (engine/core/views.py), is exactly the view a full copy gives.

Bots choose from ``player_view`` at every decision, so views are made without copying the
state: the view shares the public values and copies only the seats it hides. These tests
play random games to random positions and compare each seat's view with one built the slow,
obvious way (a deep copy of the state with the secrets replaced): equal on every field, the
other seats' secrets hidden, nothing of the state changed or reachable for change through a
hidden seat.
"""

from __future__ import annotations

import copy
import pickle

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.ai.random_bot import RandomBot
from engine.core.phases import GAME_OVER
from engine.core.state import HIDDEN
from engine.rules.base import PlayerSetup
from engine.rules.legacy.rules import LegacyRules
from engine.rules.registry import rules_for
from tests.support.games import world


def _classic_by_copy(state, player):
    """The view as the rules define it, built by a full copy: others' cards counted, their
    missions unknown, the deck's order unknown."""
    view = copy.deepcopy(state)
    for index, seat in enumerate(view.players):
        if index != player:
            seat.cards = [HIDDEN] * len(seat.cards)
            seat.mission = None if seat.mission is None else HIDDEN
    view.deck = [HIDDEN] * len(view.deck)
    return view


def _legacy_by_copy(state, player):
    """Legacy's: others' resource cards counted, a scar card's presence (None) but not which,
    every deck's order unknown."""
    view = copy.deepcopy(state)
    for index, seat in enumerate(view.players):
        if index != player and (seat.cards or seat.scar_card):
            seat.cards = [HIDDEN] * len(seat.cards)
            seat.scar_card = None if seat.scar_card else ""
    view.deck = [HIDDEN] * len(view.deck)
    view.scar_deck = [None] * len(view.scar_deck)
    view.event_deck = [None] * len(view.event_deck)
    view.mission_deck = [None] * len(view.mission_deck)
    return view


def _played(rules, seats: int, seed: int, actions: int):
    """A game of RandomBots on the classic map, ``actions`` actions in (or over)."""
    state, _ = rules.new_game([PlayerSetup(f"P{i}") for i in range(seats)], seed)
    bots = [RandomBot(seed * 10 + i) for i in range(seats)]
    for _ in range(actions):
        if state.phase == GAME_OVER:
            break
        decider = state.decider()
        rules.apply(state, bots[decider].choose(rules, rules.player_view(state, decider), decider), decider)
    return state


def _assert_same_view(rules, state, by_copy):
    before = copy.deepcopy(state)
    for viewer in (None, *range(len(state.players))):
        view = rules.player_view(state, viewer)
        assert type(view) is type(state)
        assert view == by_copy(state, viewer), f"seat {viewer}'s view differs from the full copy's"
        for other, seat in enumerate(view.players):
            if other == viewer:
                assert seat is state.players[other]  # a seat's own secrets are all there
            else:
                assert all(card == HIDDEN for card in seat.cards), f"seat {other}'s cards show to {viewer}"
                # A hidden seat is the view's own: changing it cannot reach the game.
                assert seat.cards is not state.players[other].cards or not seat.cards
        assert all(card == HIDDEN for card in view.deck)
    assert state == before, "making the views changed the state"


CLASSIC_OPTIONS = {"setup": "random", "missions": True, "turn-limit": 200}


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), seats=st.integers(2, 6), actions=st.integers(0, 1500))
def test_classic_view_equals_the_full_copy_with_secrets_hidden(seed, seats, actions):
    rules = rules_for("classic", world("classic"), CLASSIC_OPTIONS)
    _assert_same_view(rules, _played(rules, seats, seed, actions), _classic_by_copy)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10_000), actions=st.integers(0, 600))
def test_legacy_view_equals_the_full_copy_with_secrets_hidden(seed, actions):
    rules = rules_for("legacy", world("classic"), {"turn-limit": 100}, campaign=LegacyRules.new_campaign())
    _assert_same_view(rules, _played(rules, 4, seed, actions), _legacy_by_copy)


def test_a_view_of_a_rule_sets_own_state_class_keeps_its_fields():
    """A rule set built on classic whose view starts from classic's (the docs' example, with a
    state class of its own) gets a view of its own class, every field of it kept."""
    from tests.engine.rules.example_rules import HomelandsRules

    rules = HomelandsRules(world("classic"), {})
    state, _ = rules.new_game([PlayerSetup("A"), PlayerSetup("B"), PlayerSetup("C")], 3)
    _assert_same_view(rules, state, _classic_by_copy)


def test_the_rules_still_travel_to_other_processes():
    """Classic binds its written view function to the rules object; a pickled copy (a worker
    process's) makes the same views."""
    rules = rules_for("classic", world("classic"), CLASSIC_OPTIONS)
    state = _played(rules, 4, 7, 400)
    copied = pickle.loads(pickle.dumps(rules))
    assert all(copied.player_view(state, p) == rules.player_view(state, p) for p in range(4))
