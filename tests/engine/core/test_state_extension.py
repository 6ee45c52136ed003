"""A rule set's own state (issue 11): a GameState subclass with fields of its own — tuples,
per-player lists, mappings, a PlayerState subclass — snapshots and comes back equal, and
its phases are its own strings."""

from __future__ import annotations

from dataclasses import dataclass, field

import yaml
from hypothesis import given
from hypothesis import strategies as st

from engine.core.state import GameState, PlayerState
from engine.files import yaml_writer as w
from engine.files.yaml_reader import PURE_PYTHON_COMPOSER, plain_data


@dataclass(slots=True)
class StarPlayer(PlayerState):
    stars: int = 0
    missiles: list[int] = field(default_factory=list)


@dataclass(slots=True)
class StarState(GameState):
    player_type = StarPlayer

    last_roll: tuple[int, ...] = ()  # a tuple: it broke the snapshot comparison once
    slots: list[int] = field(default_factory=list)
    signatures: dict[str, int] = field(default_factory=dict)


def through_a_save(data: dict) -> dict:
    """What a save's snapshot reads back as: written as YAML, read by the save reader."""
    node = yaml.compose(w.emit(w.plain(data)), Loader=PURE_PYTHON_COMPOSER)
    return plain_data(node)


def star_state(**extra) -> StarState:
    players = [StarPlayer("Ann", stars=2, missiles=[1]), StarPlayer("Ben")]
    return StarState("stars", 7, players, [0, 1, -1], [3, 2, 0], phase="missile-window", **extra)


def test_a_subclass_state_round_trips_with_its_own_fields():
    state = star_state(last_roll=(6, 5, 1), slots=[4, 9, 2, 11], signatures={"Ann": 2})
    data = state.to_dict()
    assert data["last_roll"] == [6, 5, 1] and data["players"][0]["missiles"] == [1]
    assert through_a_save(data) == data  # the snapshot comparison of a loaded save
    again = StarState.from_dict(through_a_save(data))
    assert isinstance(again.players[0], StarPlayer) and again.players[0].stars == 2
    assert again.to_dict() == data
    assert again.phase == "missile-window"


@given(st.lists(st.integers(1, 6), max_size=3), st.dictionaries(st.text("abc", min_size=1), st.integers(0, 9)))
def test_any_roll_and_signatures_survive_a_save(roll, signatures):
    state = star_state(last_roll=tuple(roll), signatures=signatures)
    assert StarState.from_dict(through_a_save(state.to_dict())).to_dict() == state.to_dict()


def test_the_three_kinds_of_decision():
    state = star_state()
    assert state.deciders() == [0] and state.decision_kind() == "turn"
    state.waiting_for = 1
    assert state.decider() == 1
    state.waiting_for = -1
    state.responders = [1, 0]  # Ben first, then Ann
    assert state.deciders() == [1] and state.decision_kind() == "responders"
    state.responders = []
    state.pending = [0, 1]
    assert state.deciders() == [0, 1] and state.decision_kind() == "simultaneous"
    state.phase = "game-over"
    assert state.deciders() == [] and state.decider() is None


def test_fields_added_later_stay_out_of_a_snapshot_while_unused():
    """Saves written before the responders and pending fields existed must still match."""
    data = star_state().to_dict()
    assert "responders" not in data and "pending" not in data
    state = star_state()
    state.pending = [1]
    assert state.to_dict()["pending"] == [1]


def test_a_shallow_view_shares_values_but_not_the_player_list():
    state = star_state()
    view = state.shallow_view()
    assert type(view) is StarState and view.owner is state.owner
    view.players[0] = StarPlayer("hidden")
    assert state.players[0].name == "Ann"
