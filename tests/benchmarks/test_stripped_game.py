"""The engine benchmark's ceiling is only meaningful if the stripped loop plays the engine's
own games: same choices, same dice, same ending (see benchmarks/stripped_game.py)."""

from __future__ import annotations

import random

from benchmarks import stripped_game
from benchmarks.bench_engine import OPTIONS, SEATS
from engine.ai.random_bot import RandomBot
from engine.board import load_map
from engine.core.dice import derive_seed
from engine.core.state import Phase
from engine.core.world import World
from engine.resources import maps_dir
from engine.rules.classic import ClassicRules


def test_stripped_loop_plays_the_engines_games_move_for_move():
    rules = ClassicRules(World.from_board(load_map(maps_dir() / "classic.yaml").board), OPTIONS)
    for number in range(4):
        state, _ = rules.new_game(SEATS, derive_seed(9, number))
        bare = state.copy()
        bots = [RandomBot(derive_seed(9, number, seat)) for seat in range(4)]
        while state.phase != Phase.GAME_OVER:
            rules.apply(state, bots[state.decider()].choose(rules, state))
        generators = [random.Random(derive_seed(9, number, seat)) for seat in range(4)]
        assert stripped_game.play(rules, bare, generators) == (state.winner, state.turn, state.dice_drawn)
        # The board at the end too, not just the summary.
        assert (bare.owner, bare.armies) == (state.owner, state.armies)
