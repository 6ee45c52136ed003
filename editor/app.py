"""Starting the editor: the QApplication (names, translations), the main window, and the
offer to restore changes a crash left behind."""

from __future__ import annotations

import logging
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtWidgets import QApplication, QMessageBox

from editor import startup_timing
from editor.crash_report import install_gui_hook
from editor.language import translation_file

log = logging.getLogger(__name__)

EXIT_OK, EXIT_UNREADABLE = 0, 2
DEFAULT_SIZE = (1400, 900)

_translators: list[QTranslator] = []  # installed translators, kept alive
_translators_installed = False


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
    """The QApplication, named Worldsmith and translated; reuses a running one (tests)."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(list(argv) if argv is not None else sys.argv[:1])
    QCoreApplication.setOrganizationName("Worldsmith")
    QCoreApplication.setApplicationName("Worldsmith")
    global _translators_installed
    if not _translators_installed:
        _translators.extend(install_translators(app))
        _translators_installed = True
    return app


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
