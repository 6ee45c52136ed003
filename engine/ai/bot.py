"""What every computer player offers: given the state and the rules, choose an action."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import replace

from engine.core.actions import Action
from engine.core.state import GameState
from engine.rules.base import RuleSet


class Bot(ABC):
    name = ""

    def __init__(self, seed: int = 0) -> None:
        # A bot's own chance is separate from the game's dice, so replays need no bot.
        self.random = random.Random(seed)

    @abstractmethod
    def choose(self, rules: RuleSet, state: GameState, player: int | None = None) -> Action:
        """The action this bot takes now for seat ``player`` (default: ``state.decider()``).
        When several players decide at once (simultaneous orders), ``state.decider()`` is
        only the first of them: whoever asks a bot for another says which seat it plays."""


def with_count(action: Action, count: int) -> Action:
    """The same action with another number of armies or dice."""
    for name in ("count", "dice"):
        if hasattr(action, name):
            return replace(action, **{name: count})
    return action
