"""A game in progress: the rules, the state, and the log of every action taken.

The log plus the setup (rule set, options, players, seed, map) is all it takes to rebuild
the state: that is how saves are checked and how replays work.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from engine.board import Board
from engine.core.actions import Action
from engine.core.events import Event
from engine.core.state import GameState
from engine.core.world import World
from engine.rules.base import PlayerSetup, RuleSet
from engine.rules.registry import rules_for


@dataclass(frozen=True)
class GameSetup:
    """How a game began: enough, with the map, to start it again identically."""

    ruleset: str
    players: tuple[PlayerSetup, ...]
    seed: int
    options: Mapping[str, object] = field(default_factory=dict)


class Game:
    def __init__(self, board: Board, setup: GameSetup) -> None:
        self.board = board
        self.setup = setup
        self.world = World.from_board(board)
        self.rules: RuleSet = rules_for(setup.ruleset, self.world, setup.options)
        self.state, self.opening_events = self.rules.new_game(setup.players, setup.seed)
        self.log: list[Action] = []

    @classmethod
    def start(
        cls,
        board: Board,
        ruleset: str,
        players: Sequence[PlayerSetup | str],
        seed: int,
        options: Mapping[str, object] | None = None,
    ) -> Game:
        seats = tuple(p if isinstance(p, PlayerSetup) else PlayerSetup(p) for p in players)
        return cls(board, GameSetup(ruleset, seats, seed, dict(options or {})))

    @property
    def over(self) -> bool:
        return self.state.decider() is None

    def legal_actions(self) -> list[Action]:
        return self.rules.legal_actions(self.state)

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action and log it; an illegal one raises and changes nothing."""
        events = self.rules.apply(self.state, action)
        self.log.append(action)
        return events

    def replayed(self, actions: Sequence[Action] | None = None) -> Game:
        """A new game from the same setup with ``actions`` (default: this game's log) applied."""
        game = Game(self.board, self.setup)
        for action in self.log if actions is None else actions:
            game.apply(action)
        return game

    def view_for(self, player: int | None) -> GameState:
        return self.rules.player_view(self.state, player)
