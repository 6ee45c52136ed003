"""Starting the editor: the QApplication (names, translations), the main window, and the
offer to restore changes a crash left behind."""

from __future__ import annotations

import logging
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtWidgets import QApplication, QMessageBox

from editor import startup_timing, windows
from editor.crash_report import install_gui_hook
from editor.language import translation_file

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from engine.board import Board
    from engine.scenario.model import Scenario

log = logging.getLogger(__name__)

EXIT_OK, EXIT_UNREADABLE = 0, 2
DEFAULT_SIZE = (1400, 900)

_translators: list[QTranslator] = []  # installed translators, kept alive
_set_up = False  # translators installed and window kinds registered: once per process


def install_translators(app: QCoreApplication, locale: QLocale | None = None) -> list[QTranslator]:
    """Load Qt's own translations and ours for the locale; returns the installed translators."""
    locale = locale or QLocale.system()
    installed: list[QTranslator] = []
    qt_translator = QTranslator(app)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_translator.load(locale, "qtbase", "_", qt_folder):
        app.installTranslator(qt_translator)
        installed.append(qt_translator)
    ours = translation_file(locale)
    if ours is not None:
        translator = QTranslator(app)
        if translator.load(str(ours)):
            app.installTranslator(translator)
            installed.append(translator)
        else:
            log.warning("cannot load the translation %s", ours)
    return installed


def create_application(argv: Sequence[str] | None = None) -> QApplication:
    """The QApplication, named Worldsmith and translated, with every kind of window registered
    (:func:`register_window_kinds`); reuses a running one (tests)."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(list(argv) if argv is not None else sys.argv[:1])
    QCoreApplication.setOrganizationName("Worldsmith")
    QCoreApplication.setApplicationName("Worldsmith")
    global _set_up
    if not _set_up:
        _translators.extend(install_translators(app))
        register_window_kinds()
        _set_up = True
    return app


# -- which launcher opens each kind of window ------------------------------------------------------------
def register_window_kinds() -> None:
    """Tell editor/windows.py which launcher answers each request a window may make.

    The launchers are imported at their first request, not here: ``worldsmith edit`` then shows
    its map without first loading play mode and the designer (about 0.2 s of imports). The
    imports are plain ``from ... import`` statements inside the functions below, so that tools
    that follow imports (tests/editor/test_layering.py, packagers) see them.
    """
    windows.register_play_window(_play_scenario)  # every rule set the engine plays, until one has its own
    windows.register_new_game(_new_game)
    windows.register_designer(new_scenario=_new_scenario, open_scenario=_open_scenario)


def _play_scenario(scenario: Scenario, board: Board, parent: QWidget | None = None, *,
                   settings: QSettings | None = None, autosave_path: Path | None = None) -> QWidget | None:
    from editor.play.launch import play_scenario

    return play_scenario(scenario, board, parent, settings=settings, autosave_path=autosave_path)


def _new_game(parent: QWidget | None = None, *, map_path: str | Path | None = None,
              settings: QSettings | None = None) -> QWidget | None:
    from editor.play.launch import open_new_game

    return open_new_game(parent, map_path=map_path, settings=settings)


def _new_scenario(parent: QWidget | None, board: Board, map_path: str | Path, legacy: bool | None = None, *,
                  settings: QSettings | None = None) -> QWidget | None:
    from editor.scenario.launch import new_scenario_window

    return new_scenario_window(parent, board, map_path, legacy, settings=settings)


def _open_scenario(parent: QWidget | None = None, path: str | Path | None = None, *,
                   settings: QSettings | None = None) -> QWidget | None:
    from editor.scenario.launch import open_scenario_window

    return open_scenario_window(parent, path, settings=settings)


def _is_bundled(path: Path) -> bool:
    from engine.resources import maps_dir

    try:
        return path.resolve().parent == maps_dir().resolve()
    except OSError:
        return False


def run_editor(
    map_path: str | Path | None,
    *,
    settings: QSettings | None = None,
    recovery_folder: str | Path | None = None,
) -> int:
    """Open the editor on ``map_path`` (None, or a map that cannot be read: a new empty map)
    and run it. Changes a crash left behind are offered once the window shows.

    ``settings`` and ``recovery_folder`` default to the user's (tests pass their own).
    """
    from editor.main_window import MainWindow
    from engine.board import load_map
    from engine.files.errors import FileFormatError

    app = create_application()
    install_gui_hook()
    window = MainWindow(settings=settings, recovery_folder=recovery_folder)
    startup_timing.mark("window-made")
    if map_path is not None:
        path = Path(map_path)
        try:
            loaded = load_map(path)
        except FileFormatError as error:
            bundled = _is_bundled(path)
            text = (
                QCoreApplication.translate(
                    "run_editor",
                    "The map that comes with Worldsmith cannot be read; the installation "
                    "may be damaged.\n\n{error}",
                )
                if bundled
                else QCoreApplication.translate("run_editor", "This map cannot be opened:\n\n{error}")
            ).format(error=str(error))
            print(str(error), file=sys.stderr)
            QMessageBox.critical(
                None, QCoreApplication.translate("run_editor", "Cannot Open Map"), text
            )
            if bundled:
                window.autosaver.stop()
                window.deleteLater()
                return EXIT_UNREADABLE
        else:
            startup_timing.mark("map-read")
            for warning in loaded.warnings:
                log.warning("%s", warning)
            window.set_board(loaded.board, path)
            if not _is_bundled(path):
                window.recent_files.add(path)
    if window.restore_layout():
        window.show()  # where and as big as the user left it
    else:
        _show(window, app)
    startup_timing.mark("window-shown")
    # After showing, so the question appears over the window it concerns.
    if window.map_path() is not None:
        window.offer_recoveries(window.map_path())
    window.offer_recoveries(None)
    return app.exec()


def _show(window, app: QApplication) -> None:
    screen = app.primaryScreen()
    available = screen.availableGeometry() if screen is not None else None
    width, height = DEFAULT_SIZE
    if available is not None and (available.width() < width or available.height() < height):
        window.showMaximized()
        return
    window.resize(width, height)
    if available is not None:
        frame = window.frameGeometry()
        frame.moveCenter(available.center())
        window.move(frame.topLeft())
    window.show()
