"""Property tests: many whole games, with the rules' invariants checked after every action.

Every owned territory holds at least one army; a player is alive exactly while holding land;
no card is lost or duplicated; every army received is placed before attacking, and the armies
on the board always equal those received minus those lost in battle.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.ai.random_bot import RandomBot
from engine.core.state import Phase
from tests.support.games import ChaosBot, Invariants, new_state, play

GAMES = 1000
CHUNKS = 10


def options_for(seed: int, players: int) -> dict:
    """A different mix of rule options for each game, so every option gets played."""
    return dict(
        setup="claim" if seed % 2 else "random",
        random_deal_armies="place" if seed % 3 else "spread",
        missions=seed % 4 == 0,
        card_values="fixed" if seed % 5 == 0 else "progressive",
        fortify="connected" if seed % 7 < 3 else "adjacent",
        neutral_army=players == 2 and seed % 3 == 0,
        placement_batch=1 + seed % 3,
        turn_limit=400,
    )


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_a_thousand_random_games_keep_every_invariant(chunk):
    per_chunk = GAMES // CHUNKS
    finished = 0
    for number in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        players = 2 + number % 5
        # Mostly the small tutorial world (fast); every fifth game on the classic board.
        map_name = "classic" if number % 5 == 0 else "tutorial"
        rules, state = new_state(players, seed=number, map_name=map_name, **options_for(number, players))
        check = Invariants(rules, state)
        check.check(state)
        seats = len(state.players)
        chaos = number % 3 == 0
        bots = [(ChaosBot if chaos else RandomBot)(number * 10 + i) for i in range(seats)]
        play(rules, state, bots, check)
        assert state.phase == Phase.GAME_OVER
        finished += state.winner is not None
    assert finished > per_chunk // 2  # most games end with a winner, not the turn limit


@settings(max_examples=60)
@given(st.integers(0, 10_000), st.integers(2, 6), st.sampled_from(["tutorial", "classic"]))
def test_hypothesis_explores_seeds_players_and_options(seed, players, map_name):
    rules, state = new_state(players, seed=seed, map_name=map_name, **options_for(seed, players))
    check = Invariants(rules, state)
    bots = [ChaosBot(seed + i) for i in range(len(state.players))]
    play(rules, state, bots, check, limit=3000)
