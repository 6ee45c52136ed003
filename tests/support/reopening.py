"""Comparing a game with itself after it was saved and opened again: opening mixes fresh
entropy into the dice (issue 25), which changes the state's seed and adds one MixEntropy
entry to the log, and nothing else."""

from __future__ import annotations

from engine.core.actions import MixEntropy


def position(state) -> dict:
    """The state as a save writes it, without the dice stream's seed."""
    return {key: value for key, value in state.to_dict().items() if key != "seed"}


def moves(game) -> list:
    """The game's log without the entropy mixed in when it was opened."""
    return [action for action in game.log if not isinstance(action, MixEntropy)]
