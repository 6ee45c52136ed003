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
    def choose(self, rules: RuleSet, state: GameState) -> Action:
        """The action this bot takes now; ``state.decider()`` is this bot's seat."""


def with_count(action: Action, count: int) -> Action:
    """The same action with another number of armies or dice."""
    for name in ("count", "dice"):
        if hasattr(action, name):
            return replace(action, **{name: count})
    return action
