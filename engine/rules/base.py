"""The interface every rule set offers: start a game, list legal actions, apply one.

Play mode, bots, saves, replays and tests talk to rule sets only through this, so a new
rule set (Legacy, the MU economy) plugs in as a new module plus data, registered by name
(engine/rules/registry.py). docs/rule-sets.md explains the contract with an example.

What a rule set declares:

* ``phases``: every phase it uses, with a translatable title and task (the play window's
  phase panel shows them; ``phase_info`` never fails on an unknown one);
* ``state_type``: its state class (a GameState subclass with plain-data fields of its own);
* who decides and how (the state's ``responders`` and ``pending``, see engine/core/state.py),
  ``legal_actions(state, player)`` for any deciding player, and ``check``/``apply`` for an
  action of a given player — passing is an action (engine.core.actions.Pass);
* what each player may see (``player_view``, ``secrets``) and whether a decision must be
  hidden from the others (``privacy``): the play window and the bots follow these answers;
* for a campaign (Risk Legacy), the world it was given and the world after the game.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

from engine.core.actions import Action
from engine.core.errors import NotYourDecision
from engine.core.events import Event
from engine.core.messages import QT_TRANSLATE_NOOP, SeatName
from engine.core.phases import GAME_OVER, GAME_OVER_INFO, PhaseInfo, unknown_phase
from engine.core.privacy import DecisionPrivacy, Visibility
from engine.core.state import HIDDEN, GameState
from engine.core.world import World
from engine.rules.options import OptionError, RuleOptions


@dataclass(frozen=True)
class PlayerSetup:
    """A seat at the table. The rules use the name and the defence preference; the colour
    and who plays the seat ("human", or a bot's name) are kept for saves and the UI."""

    name: str
    always_defend_max: bool = True
    colour: str | None = None
    controller: str = "human"


@dataclass(frozen=True)
class PlayerFigure:
    """A figure a rule set adds to the players' table (Legacy's red stars, missiles, faction):
    a short heading and what it counts (texts marked with QT_TRANSLATE_NOOP("PlayerFigure",
    ...), which the UI translates), and each seat's value as shown, seat 0 first. Only
    public figures: everyone at the table sees them."""

    heading: str
    description: str
    values: tuple[str, ...]
    numeric: bool = True  # right-aligned like the other counts (False: a name)
    # The translation context of the values, when they are words the UI translates (a
    # built-in faction's name: "Catalogue"); None: shown as they are.
    values_context: str | None = None


class RuleSet(ABC):
    name: ClassVar[str] = ""
    options_type: ClassVar[type[RuleOptions]] = RuleOptions
    state_type: ClassVar[type[GameState]] = GameState
    phases: ClassVar[Mapping[str, PhaseInfo]] = {GAME_OVER: GAME_OVER_INFO}
    # Phases bots seldom reach in a few games (the conformance suite does not wait for them),
    # each with why, and the rule set's own tests that reach them.
    rare_phases: ClassVar[Mapping[str, str]] = {}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    # Whether the rule set plays a campaign world (Risk Legacy): a game then needs one.
    needs_campaign: ClassVar[bool] = False
    # Whether the rule set takes an economy start (the MU economy): a game then may carry one.
    takes_economy: ClassVar[bool] = False
    # What a scenario's fixed setup may say (engine/scenario/validation.py and the designer's
    # tools ask): whether it must give every land territory an owner (classic starts with
    # the world dealt out; Legacy and the economy start with land nobody holds), and whether
    # units may start at sea (the economy's armies and navies).
    fixed_holds_all_land: ClassVar[bool] = True
    units_at_sea: ClassVar[bool] = False

    def __init__(self, world: World, options: RuleOptions | Mapping[str, object] | None = None,
                 campaign: object | None = None, economy: object | None = None) -> None:
        self.world = world
        if isinstance(options, RuleOptions):
            self.options = options
        else:
            self.options = self.options_type.from_mapping(options)
        self.campaign = campaign  # the Legacy world played on, for a rule set that needs one
        self.economy = economy  # an MU economy start, for a rule set that takes one

    # -- the game ------------------------------------------------------------------------------
    @abstractmethod
    def new_game(self, players: Sequence[PlayerSetup], seed: int) -> tuple[GameState, list[Event]]:
        """A fresh game: the state after everything automatic in the setup has happened."""

    @abstractmethod
    def legal_actions(self, state: GameState, player: int | None = None) -> list[Action]:
        """Everything ``player`` (default: ``state.decider()``) may do now, counted actions at
        their maximum; nothing for a player who does not decide now."""

    @abstractmethod
    def check(self, state: GameState, action: Action, player: int | None = None) -> None:
        """Raise IllegalAction, saying why, unless ``player`` (default: the decider) may take
        ``action`` now."""

    @abstractmethod
    def apply(self, state: GameState, action: Action, player: int | None = None) -> list[Event]:
        """Check the action, change the state accordingly and return what happened."""

    def count_range(self, state: GameState, action: Action) -> range:
        """The numbers allowed for an action that carries one (armies, dice); empty if none."""
        return range(0)

    def acting_player(self, state: GameState, player: int | None) -> int:
        """``player``, or the decider when None; NotYourDecision unless they decide now."""
        deciders = state.deciders()
        if player is None:
            if not deciders:
                raise NotYourDecision(QT_TRANSLATE_NOOP("Refusal", "the game is over"))
            return deciders[0]
        if player not in deciders:
            decider = state.decider()
            if decider is None:
                raise NotYourDecision(QT_TRANSLATE_NOOP("Refusal", "the game is over"))
            if len(deciders) > 1:  # simultaneous orders: the others who still owe one
                raise NotYourDecision(QT_TRANSLATE_NOOP("Refusal", "it is not your decision: waiting for {players}"),
                                      players=", ".join(state.players[p].name for p in deciders))
            raise NotYourDecision(QT_TRANSLATE_NOOP("Refusal", "it is not your decision: {player} decides now"),
                                  player=SeatName(decider, state.players[decider].name))
        return player

    # -- phases -------------------------------------------------------------------------------
    def phase_info(self, phase: str) -> PhaseInfo:
        """The phase's title and task; a phase this rule set does not describe gets its name."""
        return self.phases.get(phase) or unknown_phase(phase)

    # -- what each player may see -----------------------------------------------------------------
    def player_view(self, state: GameState, player: int | None) -> GameState:
        """The state as ``player`` may see it (others' secrets hidden). The default hides
        nothing: a rule set with secrets overrides it, and ``secrets`` with it."""
        return state

    def secrets(self, state: GameState, player: int | None) -> list[object]:
        """``player``'s secrets as they stand in ``state`` (cards, a mission, orders), or the
        secrets nobody may see when None (the deck's order). In another player's view each
        of them must be HIDDEN or None — the conformance suite checks it."""
        return []

    def privacy(self, state: GameState, player: int | None = None) -> DecisionPrivacy:
        """Whether ``player``'s decision now (default: the decider's) may show their secrets
        and must be hidden from the others (see engine/core/privacy.py). The default: the
        player whose turn it is decides in their own time, anyone else in public."""
        if player is None:
            player = state.decider()
        if player is None:
            return DecisionPrivacy(None, Visibility.PUBLIC)
        visibility = Visibility.OWN if player == state.current else Visibility.PUBLIC
        return DecisionPrivacy(player, visibility, self.has_secrets(state, player))

    def secret_order(self, state: GameState, player: int | None = None) -> bool:
        """Whether what ``player`` (default: the decider) decides now is a secret order, which
        saves and journals write sealed while the secret decisions go on (engine/core/save.py).
        The default: every SECRET decision (``privacy``)."""
        return self.privacy(state, player).visibility is Visibility.SECRET

    def has_secrets(self, state: GameState, player: int) -> bool:
        """Whether ``player`` holds anything the others may not see."""
        return any(item is not None and item != HIDDEN for item in self.secrets(state, player))

    def player_figures(self, state: GameState) -> list[PlayerFigure]:
        """Figures of each player this rule set adds to the players' table (public ones only);
        by default none."""
        return []

    # -- checking the rule set itself -------------------------------------------------------------
    def invariants(self, state: GameState) -> list[str]:
        """What is wrong with ``state`` by this rule set's own rules (empty: nothing). The
        conformance suite asks after every action of its random games."""
        problems = []
        if state.phase != GAME_OVER and state.phase not in self.phases:
            problems.append(f"phase '{state.phase}' is not one of this rule set's phases")
        for player in state.deciders():
            if not 0 <= player < len(state.players):
                problems.append(f"decider {player} is not a seat")
        return problems

    # -- scenarios --------------------------------------------------------------------------------
    @classmethod
    def check_scenario(cls, board: object, setup: object) -> list[str]:
        """Why a game cannot start from ``setup`` (an engine.core.game.GameSetup built from a
        scenario) on ``board``, as the scenario is played: empty when it starts exactly as
        designed. The scenario designer's Problems panel, ``worldsmith validate`` and every
        game start ask this one question (engine/scenario/validation.py, game_setup.py), so a
        scenario with no problems never fails to start. By default a trial start; a rule set
        may say more, or allow for what is settled on the way (Legacy's starting powers)."""
        return cls.trial_start(board, setup)

    @classmethod
    def trial_start(cls, board: object, setup: object) -> list[str]:
        """Why the rules refuse to start exactly ``setup``: they are the authority on what they
        accept (enough armies for the map, a board in one piece, a complete fixed setup)."""
        try:
            rules = cls(World.from_board(board), setup.options, campaign=setup.campaign, economy=setup.economy)
            rules.new_game(setup.players, setup.seed)  # as engine.core.game.Game starts it
        except (OptionError, KeyError, ValueError) as error:
            return [str(error.args[0]) if error.args else str(error)]
        return []

    # -- campaigns ------------------------------------------------------------------------------
    @classmethod
    def new_campaign(cls) -> object | None:
        """A fresh campaign world to play this rule set on, ready for its first game (for
        simulations and tests); None for a rule set without one."""
        return None

    @classmethod
    def sample_campaigns(cls, players: Sequence[str]) -> list[object | None]:
        """Campaign worlds at several stages of a campaign, for seats with these names, so
        that tests and simulations reach every part of the rules (a world where someone has
        signed, the last game, sealed packs...); by default only :meth:`new_campaign`."""
        return [cls.new_campaign()]

    def campaign_after(self, state: GameState) -> object | None:
        """The campaign world after this game (a rule set that changes it returns the changed
        one at the end); by default the world it was given."""
        return self.campaign
