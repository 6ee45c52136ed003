"""Saves hold the setup, the map, the action log and a snapshot; replaying the log gives the
snapshot exactly. Bad saves are explained, never crashed on."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.ai.random_bot import RandomBot
from engine.core.game import Game
from engine.core.save import SCHEMA_VERSION, load_game, read_game, save_game, save_to_text
from engine.core.state import GameState, Phase
from engine.files.errors import FileFormatError
from tests.support.games import ChaosBot, start


def play_some(game: Game, actions: int, seed: int = 0, chaos: bool = False) -> None:
    bots = [(ChaosBot if chaos else RandomBot)(seed + i) for i in range(len(game.state.players))]
    for _ in range(actions):
        if game.over:
            return
        game.apply(bots[game.state.decider()].choose(game.rules, game.state))


@settings(max_examples=40)
@given(
    seed=st.integers(0, 10_000),
    players=st.integers(2, 6),
    actions=st.integers(0, 400),
    chaos=st.booleans(),
    map_name=st.sampled_from(["tutorial", "classic"]),
    setup=st.sampled_from(["claim", "random"]),
)
def test_any_mid_game_state_survives_save_load_and_replay(seed, players, actions, chaos, map_name, setup):
    game = start(map_name, [f"P{i}" for i in range(players)], seed, setup=setup, missions=seed % 2 == 0)
    play_some(game, actions, seed, chaos)
    loaded = read_game(save_to_text(game), file="memory")
    assert loaded.state.to_dict() == game.state.to_dict()
    assert loaded.log == game.log
    assert game.replayed().state.to_dict() == game.state.to_dict()
    assert GameState.from_dict(game.state.to_dict()).to_dict() == game.state.to_dict()


def test_a_game_saved_mid_attack_continues_identically(tmp_path):
    game = start("classic", ["Ann", "Bob", "Cy"], seed=21, setup="random", random_deal_armies="spread")
    play_some(game, 10_000 // 100, seed=3)
    while game.state.phase != Phase.ATTACK:
        play_some(game, 1, seed=3)
    path = tmp_path / "mid-attack.yaml"
    save_game(game, path)
    loaded = load_game(path)
    assert loaded.state.phase == Phase.ATTACK
    play_some(game, 300, seed=99)
    play_some(loaded, 300, seed=99)
    assert loaded.state.to_dict() == game.state.to_dict()


def test_names_that_look_like_numbers_survive_a_save():
    # YAML 1.1 writes the text "08" bare; a reader that takes it for a number would refuse
    # the save ("the saved position does not match").
    game = start("tutorial", ["08", "1e5", "true"], seed=5, setup="random")
    play_some(game, 40)
    loaded = read_game(save_to_text(game))
    assert [p.name for p in loaded.state.players] == ["08", "1e5", "true"]
    assert loaded.state.to_dict() == game.state.to_dict()


def saved_text() -> str:
    game = start("tutorial", ["Ann", "Bob"], seed=5, setup="random")
    play_some(game, 60)
    return save_to_text(game)


def error_for(text: str) -> FileFormatError:
    with pytest.raises(FileFormatError) as caught:
        read_game(text, file="game.yaml")
    return caught.value


def test_a_save_from_a_newer_worldsmith_is_refused_with_advice():
    error = error_for(saved_text().replace(f"schema: {SCHEMA_VERSION}", f"schema: {SCHEMA_VERSION + 1}", 1))
    assert "newer Worldsmith" in error.message and error.line == 2


def test_an_edited_snapshot_is_detected():
    text = saved_text()
    edited = text.replace("  sets_traded: 0", "  sets_traded: 7", 1)
    assert edited != text
    error = error_for(edited)
    assert "does not match" in error.message and "sets_traded" in error.message


def test_an_illegal_action_in_the_log_is_pinpointed():
    text = saved_text()
    lines = text.splitlines()
    first_action = lines.index("actions:") + 1
    lines[first_action] = "- fortify frostmere highcrag 99"
    error = error_for("\n".join(lines) + "\n")
    assert error.field == "actions[0]" and error.line == first_action + 1
    assert "not allowed at this point" in error.message


def test_an_unreadable_action_is_pinpointed():
    text = saved_text()
    lines = text.splitlines()
    first_action = lines.index("actions:") + 1
    lines[first_action] = "- attack atlantis mu 3"
    error = error_for("\n".join(lines) + "\n")
    assert error.field == "actions[0]" and "not a territory of this map" in error.message


def test_a_truncated_save_is_explained():
    text = saved_text()
    error = error_for(text[: len(text) // 2])
    assert error.line is not None or "missing" in error.message


def test_a_map_is_not_a_saved_game():
    from engine.resources import maps_dir

    error = error_for((maps_dir() / "tutorial.yaml").read_text(encoding="utf-8"))
    assert "not a saved game" in error.message
