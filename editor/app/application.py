"""The application: the QApplication (names, translations), the crash hook, and which launcher
opens each kind of window; and running the first window a command asks for.

In the one-way shell (editor/app/windows.py draws it) this module sits between the command line
and the launchers: editor/cli/main.py calls :func:`run_editor`, :func:`run_play` or
:func:`run_scenario`; each sets the application up, has its kind's launcher show the first
window, and runs the event loop. No launcher and no window imports this module.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QSettings, QTranslator
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from editor.app import windows
from editor.app.app_icon import app_icon
from editor.app.crash_report import install_gui_hook
from editor.app.desktop_entry import DESKTOP_FILE_NAME
from editor.app.recent_files import default_settings
from editor.language.app_language import startup_locale
from editor.language.translation_loading import load_translators

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from engine.board import Board
    from engine.core.game import Game
    from engine.scenario.model import Scenario

log = logging.getLogger(__name__)

_translators: list[QTranslator] = []  # installed translators, kept alive
_set_up = False  # translators installed and window kinds registered: once per process


def install_translators(app: QCoreApplication, locale: QLocale | None = None, *,
                       settings: QSettings | None = None) -> list[QTranslator]:
    """Load Qt's own translations and ours for ``locale``; returns the installed translators.

    Without a locale, the language chosen in Edit ▸ Preferences (kept in ``settings``, the
    user's by default) comes first, then the system's (``LANG``)."""
    if locale is None:
        locale = startup_locale(settings if settings is not None else default_settings())
    installed = load_translators(locale, app)  # shared with the command line
    for translator in installed:
        app.installTranslator(translator)
    return installed


def create_application(argv: Sequence[str] | None = None) -> QApplication:
    """The QApplication, named Worldsmith and translated, with every kind of window registered
    (:func:`register_window_kinds`); reuses a running one (tests)."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(list(argv) if argv is not None else sys.argv[:1])
    QCoreApplication.setOrganizationName("Worldsmith")
    QCoreApplication.setApplicationName("Worldsmith")  # also X11's WM_CLASS: the desktop entry's StartupWMClass
    # Wayland names a window's app by this: the desktop entry's file name (editor/app/desktop_entry.py).
    QGuiApplication.setDesktopFileName(DESKTOP_FILE_NAME)
    app.setWindowIcon(app_icon())  # every window and dialog, and the About box, show it
    global _set_up
    if not _set_up:
        _translators.extend(install_translators(app))
        register_window_kinds()
        _set_up = True
    return app


# -- which launcher opens each kind of window ------------------------------------------------------------
def register_window_kinds() -> None:
    """Tell editor/app/windows.py which launcher answers each request a window may make.

    The launchers are imported at their first request, not here: ``worldsmith edit`` then shows
    its map without first loading play mode and the designer (about 0.2 s of imports). The
    imports are plain ``from ... import`` statements inside the functions below, so that tools
    that follow imports (tests/editor/test_layering.py, packagers) see them.
    """
    windows.register_play_window(_play_scenario)  # every rule set the engine plays, until one has its own
    windows.register_play_window(_play_legacy_scenario, ruleset="legacy")  # a campaign starts
    windows.register_campaign_opener(_open_campaign)
    windows.register_new_game(_new_game)
    windows.register_game_player(_play_game)
    windows.register_designer(new_scenario=_new_scenario, open_scenario=_open_scenario)


def _play_scenario(scenario: Scenario, board: Board, parent: QWidget | None = None, *,
                   settings: QSettings | None = None, autosave_path: Path | None = None,
                   scenario_path: str | Path | None = None) -> QWidget | None:
    from editor.play.launch import play_scenario

    return play_scenario(scenario, board, parent, settings=settings, autosave_path=autosave_path)


def _play_legacy_scenario(scenario: Scenario, board: Board, parent: QWidget | None = None, *,
                          settings: QSettings | None = None, autosave_path: Path | None = None,
                          scenario_path: str | Path | None = None) -> QWidget | None:
    from editor.play.legacy.launch import play_legacy_scenario

    return play_legacy_scenario(scenario, board, parent, settings=settings, autosave_path=autosave_path,
                                scenario_path=scenario_path)


def _open_campaign(path: str | Path, parent: QWidget | None = None, *,
                   settings: QSettings | None = None) -> QWidget | None:
    from editor.play.legacy.launch import open_campaign

    return open_campaign(path, parent, settings=settings)


def _new_game(parent: QWidget | None = None, *, map_path: str | Path | None = None,
              settings: QSettings | None = None) -> QWidget | None:
    from editor.play.launch import open_new_game

    return open_new_game(parent, map_path=map_path, settings=settings)


def _play_game(game: Game, parent: QWidget | None = None, *, settings: QSettings | None = None,
               autosave_path: Path | None = None, saved_at: str | Path | None = None) -> QWidget | None:
    from editor.play.launch import play_game

    return play_game(game, parent, settings=settings, autosave_path=autosave_path, saved_at=saved_at)


def _new_scenario(parent: QWidget | None, board: Board, map_path: str | Path, legacy: bool | None = None, *,
                  settings: QSettings | None = None) -> QWidget | None:
    from editor.scenario.launch import new_scenario_window

    return new_scenario_window(parent, board, map_path, legacy, settings=settings)


def _open_scenario(parent: QWidget | None = None, path: str | Path | None = None, *,
                   settings: QSettings | None = None) -> QWidget | None:
    from editor.scenario.launch import open_scenario_window

    return open_scenario_window(parent, path, settings=settings)


# -- the commands that open a window -----------------------------------------------------------------------
def run_editor(map_path: str | Path | None, *, settings: QSettings | None = None,
               recovery_folder: str | Path | None = None) -> int:
    """``worldsmith [edit [MAP]]``: the map editor on ``map_path`` (editor/map_editor_launch.py);
    ``settings`` and ``recovery_folder`` default to the user's (tests pass their own)."""
    from editor.map_editor_launch import start_editor

    return _run(lambda: start_editor(map_path, settings=settings, recovery_folder=recovery_folder))


def run_play(path: str | None, *, settings: QSettings | None = None, autosave_path: Path | None = None) -> int:
    """``worldsmith play [SCENARIO|CAMPAIGN|SAVE|MAP]`` (editor/play/launch.py)."""
    from editor.play.launch import start_play

    return _run(lambda: start_play(path, settings=settings, autosave_path=autosave_path))


def run_scenario(path: str | None, map_path: str | None = None, legacy: bool = False, *,
                 settings: QSettings | None = None) -> int:
    """``worldsmith scenario [FILE] [--map MAP] [--legacy]`` (editor/scenario/launch.py)."""
    from editor.scenario.launch import start_designer

    return _run(lambda: start_designer(path, map_path, legacy, settings=settings))


def _run(show_first_window: Callable[[], int | None]) -> int:
    """Set the application up, show the first window, and run until the last one closes.
    ``show_first_window`` returns None once a window shows, or the exit code when none will
    (cancelled, or a file that cannot be read: it has said why)."""
    app = create_application()
    install_gui_hook()
    exit_code = show_first_window()
    return app.exec() if exit_code is None else exit_code
