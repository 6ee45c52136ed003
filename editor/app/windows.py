"""How one kind of window opens another without importing it.

The desktop app is layered one way, and tests/editor/test_layering.py keeps it so:

    the command line   editor/cli/main.py: reads the arguments; runs the commands that need no window
      → launchers      editor/app/application.py: the application (QApplication, translations, crash hook),
                       and which launcher answers each request below;
                       one launcher per kind of window, each opening windows of its kind:
                       editor/map_editor_launch.py, editor/play/launch.py, editor/scenario/launch.py
      → windows        editor/main_window.py, editor/play/play_window.py,
                       editor/scenario/scenario_window.py
      → documents and widgets (this module among them), and the engine

A window never imports a launcher, the application, the command line or another window, and a
launcher never imports the command line, the application or another launcher. A window that
must open another kind of window — the map editor's File ▸ New Game… and its Scenario menu, the
designer's File ▸ Play This Scenario (F5) — asks here, and the launcher registered for that
request answers (editor/app/application.py's ``register_window_kinds`` registers them). So the play window
of a new rule set plugs in with its own launcher and one registration for its rule set
(``register_play_window(open_legacy_game, ruleset="legacy")``): the designer's F5 and
``worldsmith play SCENARIO`` then open it for such scenarios, and neither the editor nor the
designer changes. Risk Legacy does so (editor/play/legacy/launch.py): its scenarios start a
campaign, and ``worldsmith play CAMPAIGN`` continues one (``register_campaign_opener``).

Each request returns the window it opened, or None when there is none (cancelled, or refused
after saying why). Asking before anything is registered is a bug in the app's start, so it
raises a LookupError that says so.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QWidget

    from engine.board import Board
    from engine.core.game import Game
    from engine.scenario.model import Scenario


class OpensPlayWindow(Protocol):
    """A play window with the scenario's game started, or None after saying why it cannot be played."""

    def __call__(self, scenario: Scenario, board: Board, parent: QWidget | None = None, *,
                 settings: QSettings | None = None, autosave_path: Path | None = None,
                 scenario_path: str | Path | None = None) -> QWidget | None: ...


class OpensCampaign(Protocol):
    """A play window continuing the campaign saved at ``path``; None after saying why not."""

    def __call__(self, path: str | Path, parent: QWidget | None = None, *,
                 settings: QSettings | None = None) -> QWidget | None: ...


class OpensNewGame(Protocol):
    """The new-game dialog (``map_path`` preselected), then a play window; None if cancelled."""

    def __call__(self, parent: QWidget | None = None, *, map_path: str | Path | None = None,
                 settings: QSettings | None = None) -> QWidget | None: ...


class OpensGame(Protocol):
    """A play window of the kind that plays ``game`` (its rule set's), showing it started
    (``saved_at``: the file it was opened from), or None after saying why it cannot be played."""

    def __call__(self, game: Game, parent: QWidget | None = None, *, settings: QSettings | None = None,
                 autosave_path: Path | None = None, saved_at: str | Path | None = None) -> QWidget | None: ...


class OpensNewScenario(Protocol):
    """A designer on a new scenario for ``board``, saved at ``map_path`` (classic or Legacy:
    asked when ``legacy`` is None); None if cancelled."""

    def __call__(self, parent: QWidget | None, board: Board, map_path: str | Path, legacy: bool | None = None, *,
                 settings: QSettings | None = None) -> QWidget | None: ...


class OpensScenario(Protocol):
    """A designer on the scenario file at ``path`` (asked for when None); None if cancelled or unreadable."""

    def __call__(self, parent: QWidget | None = None, path: str | Path | None = None, *,
                 settings: QSettings | None = None) -> QWidget | None: ...


# A play window for one rule set, by its name; under ANY_RULE_SET, the one for every rule set
# without a play window of its own.
ANY_RULE_SET = None
_play_windows: dict[str | None, OpensPlayWindow] = {}
_new_game: OpensNewGame | None = None
_new_scenario: OpensNewScenario | None = None
_open_scenario: OpensScenario | None = None
_open_campaign: OpensCampaign | None = None
_play_game: OpensGame | None = None


# -- what the launchers register ---------------------------------------------------------------------------
def register_play_window(opener: OpensPlayWindow, ruleset: str | None = ANY_RULE_SET) -> None:
    """``opener`` plays scenarios of ``ruleset``; without one, those of every rule set that has
    no play window of its own."""
    _play_windows[ruleset] = opener


def register_new_game(opener: OpensNewGame) -> None:
    global _new_game
    _new_game = opener


def register_game_player(opener: OpensGame) -> None:
    """``opener`` shows a game in the play window of its rule set (a play window asked to show
    a game of another rule set — Game ▸ Open…, Game ▸ New Game… — hands it on)."""
    global _play_game
    _play_game = opener


def register_campaign_opener(opener: OpensCampaign) -> None:
    global _open_campaign
    _open_campaign = opener


def register_designer(*, new_scenario: OpensNewScenario, open_scenario: OpensScenario) -> None:
    global _new_scenario, _open_scenario
    _new_scenario, _open_scenario = new_scenario, open_scenario


# -- what the windows ask for ------------------------------------------------------------------------------
def play_scenario(scenario: Scenario, board: Board, parent: QWidget | None = None, *,
                  settings: QSettings | None = None, autosave_path: Path | None = None,
                  scenario_path: str | Path | None = None) -> QWidget | None:
    """Play ``scenario`` (saved at ``scenario_path``, if it is) in the play window registered
    for its rule set (else the general one)."""
    opener = _play_windows.get(scenario.ruleset) or _play_windows.get(ANY_RULE_SET)
    return _required(opener, "play a scenario")(scenario, board, parent, settings=settings,
                                                  autosave_path=autosave_path, scenario_path=scenario_path)


def open_campaign(path: str | Path, parent: QWidget | None = None, *,
                  settings: QSettings | None = None) -> QWidget | None:
    """Continue the campaign saved at ``path``."""
    return _required(_open_campaign, "open a campaign")(path, parent, settings=settings)


def play_game(game: Game, parent: QWidget | None = None, *, settings: QSettings | None = None,
              autosave_path: Path | None = None, saved_at: str | Path | None = None) -> QWidget | None:
    """Show ``game`` in the play window of its rule set."""
    return _required(_play_game, "play a game")(game, parent, settings=settings, autosave_path=autosave_path,
                                                saved_at=saved_at)


def new_game(parent: QWidget | None = None, *, map_path: str | Path | None = None,
             settings: QSettings | None = None) -> QWidget | None:
    return _required(_new_game, "set up a new game")(parent, map_path=map_path, settings=settings)


def new_scenario(parent: QWidget | None, board: Board, map_path: str | Path, legacy: bool | None = None, *,
                 settings: QSettings | None = None) -> QWidget | None:
    return _required(_new_scenario, "design a new scenario")(parent, board, map_path, legacy, settings=settings)


def open_scenario(parent: QWidget | None = None, path: str | Path | None = None, *,
                  settings: QSettings | None = None) -> QWidget | None:
    return _required(_open_scenario, "open a scenario")(parent, path, settings=settings)


def _required(opener, request: str):
    if opener is None:
        raise LookupError(f"no window is registered to {request}: editor.app.application.create_application() "
                          "(or editor.app.application.register_window_kinds()) registers every kind of window")
    return opener
