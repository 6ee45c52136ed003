"""A game in progress: the rules, the state, and the log of every action taken.

The log plus the setup (rule set, options, players, seed, map, and a campaign world or an
economy start when the rule set has one) is all it takes to rebuild the state: that is how
saves are checked and how replays work.

Most actions are taken by the one player who decides; when several may decide at once
(simultaneous orders) or someone acts out of turn, the log also records who acted
(``actors``: None where it was simply the decider), so a replay is exact.

Secret orders (``RuleSet.secret_order``, such as MU plans) taken in the run of secret
decisions going on are ``sealed``: saves and journals write them out of sight of a glance, not
as plain text (engine/core/save.py).

One entry of the log is nobody's decision: ``MixEntropy``, fresh randomness from the system
mixed into the dice stream when a saved game is opened again (``mix_entropy``). Whoever closes
and reopens a game cannot learn the dice to come by replaying the same clicks; and because the
value is logged, a replay of the log still draws exactly the dice that were drawn.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from engine.board import Board
from engine.core.actions import Action, MixEntropy
from engine.core.dice import derive_seed
from engine.core.events import Event
from engine.core.privacy import Visibility
from engine.core.state import GameState
from engine.core.world import World
from engine.rules.base import PlayerSetup, RuleSet
from engine.rules.registry import rules_for


@dataclass(frozen=True)
class GameSetup:
    """How a game began: enough, with the map, to start it again identically.

    ``campaign``: the Risk Legacy world the game is played on (engine.campaign.world), for
    rule sets that play a campaign; ``economy``: an MU economy start (plain data), for rule
    sets that take one."""

    ruleset: str
    players: tuple[PlayerSetup, ...]
    seed: int
    options: Mapping[str, object] = field(default_factory=dict)
    campaign: object | None = None
    economy: object | None = None  # an engine.scenario.model.EconomySetup


class Game:
    def __init__(self, board: Board, setup: GameSetup) -> None:
        self.board = board
        self.setup = setup
        self.world = World.from_board(board)
        self.rules: RuleSet = rules_for(setup.ruleset, self.world, setup.options, campaign=setup.campaign,
                                        economy=setup.economy)
        self.state, self.opening_events = self.rules.new_game(setup.players, setup.seed)
        self.log: list[Action] = []
        self.actors: list[int | None] = []  # who took each action, where not simply the decider
        # Where the run of entries taken in secret decisions going on began (None: the last
        # decision was not secret), and which entries are secret orders (``secret_order``):
        # those of the run are the orders not yet revealed, which saves write sealed.
        self._secret_from: int | None = None
        self._orders: list[bool] = []

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

    def legal_actions(self, player: int | None = None) -> list[Action]:
        return self.rules.legal_actions(self.state, player)

    def apply(self, action: Action, player: int | None = None) -> list[Event]:
        """Apply a legal action of ``player`` (default: the decider) and log it; an illegal
        one raises and changes nothing."""
        if type(action) is MixEntropy:  # chance, not a rule: the rule sets never see it
            self.state.seed = mixed_seed(self.state.seed, action.value)
            self.log.append(action)
            self.actors.append(None)
            self._orders.append(False)
            return []
        actor = None if player is None or player == self.state.decider() else player
        secret = self.rules.privacy(self.state, player).visibility is Visibility.SECRET
        order = secret and self.rules.secret_order(self.state, player)
        events = self.rules.apply(self.state, action, player)
        self.log.append(action)
        self.actors.append(actor)
        self._orders.append(order)
        if not secret:
            self._secret_from = None
        elif self._secret_from is None:
            self._secret_from = len(self.log) - 1
        return events

    def sealed(self, index: int) -> bool:
        """Whether the log's entry at ``index`` is a secret order (``RuleSet.secret_order``)
        taken in the run of secret decisions going on (such as this round's MU plans, until a
        decision that is not secret ends the run): saves and journals write it sealed, not as
        plain text."""
        return self._secret_from is not None and self._secret_from <= index < len(self.log) and self._orders[index]

    def mix_entropy(self, value: int | None = None) -> int:
        """Mix fresh randomness (``value``, else 63 bits from the system) into the dice stream,
        as a logged entry; the value mixed. Called when a saved game is opened again."""
        value = secrets.randbits(63) if value is None else value
        self.apply(MixEntropy(value))
        return value

    def entries(self) -> list[tuple[int | None, Action]]:
        """The log as (who acted, where not the decider; the action)."""
        return list(zip(self.actors, self.log, strict=True))

    def replayed(self, entries: Sequence[tuple[int | None, Action]] | None = None) -> Game:
        """A new game from the same setup with ``entries`` (default: this game's log) applied."""
        game = Game(self.board, self.setup)
        for actor, action in self.entries() if entries is None else entries:
            game.apply(action, actor)
        return game

    def view_for(self, player: int | None) -> GameState:
        return self.rules.player_view(self.state, player)

    def campaign_after(self) -> object | None:
        """The campaign world as this game leaves it (None for a game without one)."""
        return self.rules.campaign_after(self.state)


def mixed_seed(seed: int, entropy: int) -> int:
    """The dice stream's seed once ``entropy`` is mixed in: a new independent stream that no
    one can foresee without the entropy (engine/core/dice.py's derive_seed)."""
    return derive_seed(seed, "entropy", entropy)
