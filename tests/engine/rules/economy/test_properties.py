"""Properties of whole random games of the MU economy (hypothesis)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.ai.random_bot import RandomBot
from engine.core.game import Game, GameSetup
from engine.rules.base import PlayerSetup
from engine.rules.economy.options import STARTS
from tests.support.games import ChaosBot, board


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 5), start=st.sampled_from(STARTS),
       chaos=st.booleans())
def test_money_and_units_are_never_negative_and_a_replay_is_identical(seed, players, start, chaos):
    setup = GameSetup("economy", tuple(PlayerSetup(f"P{i}") for i in range(players)), seed,
                      {"start": start, "turn-limit": 8})
    game = Game(board("classic-mu"), setup)
    bots = [(ChaosBot if chaos else RandomBot)(seed + i) for i in range(players)]
    chance = random.Random(seed)
    while not game.over:
        player = chance.choice(game.state.deciders())
        game.apply(bots[player].choose(game.rules, game.rules.player_view(game.state, player), player), player)
        state = game.state
        assert all(seat.money >= 0 for seat in state.players)
        assert all(v >= 0 for rows in (state.army, state.navy) for row in rows for v in row)
        assert all(v >= 0 for v in state.neutral)
    assert game.state.turn <= 8
    assert game.replayed().state == game.state
