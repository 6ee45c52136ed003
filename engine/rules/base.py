"""The interface every rule set offers: start a game, list legal actions, apply one.

Play mode, bots, saves, replays and tests talk to rule sets only through this, so a new
rule set (Legacy, the MU economy) plugs in without changes elsewhere.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

from engine.core.actions import Action
from engine.core.events import Event
from engine.core.state import GameState
from engine.core.world import World
from engine.rules.options import RuleOptions


@dataclass(frozen=True)
class PlayerSetup:
    """A seat at the table. The rules use the name and the defence preference; the colour
    and who plays the seat ("human", or a bot's name) are kept for saves and the UI."""

    name: str
    always_defend_max: bool = True
    colour: str | None = None
    controller: str = "human"


class RuleSet(ABC):
    name: ClassVar[str] = ""
    options_type: ClassVar[type[RuleOptions]] = RuleOptions
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6

    def __init__(self, world: World, options: RuleOptions | Mapping[str, object] | None = None) -> None:
        self.world = world
        if isinstance(options, RuleOptions):
            self.options = options
        else:
            self.options = self.options_type.from_mapping(options)

    @abstractmethod
    def new_game(self, players: Sequence[PlayerSetup], seed: int) -> tuple[GameState, list[Event]]:
        """A fresh game: the state after everything automatic in the setup has happened."""

    @abstractmethod
    def legal_actions(self, state: GameState) -> list[Action]:
        """Everything the deciding player may do now (counted actions at their maximum)."""

    @abstractmethod
    def check(self, state: GameState, action: Action) -> None:
        """Raise IllegalAction, saying why, unless ``action`` is allowed now."""

    @abstractmethod
    def apply(self, state: GameState, action: Action) -> list[Event]:
        """Check the action, change the state accordingly and return what happened."""

    def count_range(self, state: GameState, action: Action) -> range:
        """The numbers allowed for an action that carries one (armies, dice); empty if none."""
        return range(0)

    def player_view(self, state: GameState, player: int | None) -> GameState:
        """The state as ``player`` may see it (others' cards and secrets hidden)."""
        return state
