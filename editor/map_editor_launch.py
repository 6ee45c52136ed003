"""Starting the map editor: ``worldsmith`` and ``worldsmith edit [MAP]`` (editor/app/application.py runs it).

The window opens on the map, where and as big as the user left it, and then offers back the
changes a crash left behind. A map that cannot be read is explained and an empty map opens
instead — unless it is the map shipped with Worldsmith: then the installation is damaged, and
the command ends.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from editor.app import startup_timing
from editor.main_window import MainWindow
from engine.board import load_map
from engine.files.errors import FileFormatError

log = logging.getLogger(__name__)

EXIT_UNREADABLE = 2
DEFAULT_SIZE = (1400, 900)


def start_editor(map_path: str | Path | None, *, settings: QSettings | None = None,
                 recovery_folder: str | Path | None = None) -> int | None:
    """Show the editor on ``map_path`` (None, or a map that cannot be read: a new empty map)
    and offer back what a crash left behind. None once the window shows (the event loop runs
    it), or EXIT_UNREADABLE if the shipped map cannot be read.

    ``settings`` and ``recovery_folder`` default to the user's (tests pass their own).
    """
    window = MainWindow(settings=settings, recovery_folder=recovery_folder)
    startup_timing.mark("window-made")
    if map_path is not None:
        path = Path(map_path)
        try:
            loaded = load_map(path)
        except FileFormatError as error:
            bundled = _is_bundled(path)
            # The context keeps the name of the function this text was first written in.
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
        _show(window)
    startup_timing.mark("window-shown")
    # After showing, so the question appears over the window it concerns.
    if window.map_path() is not None:
        window.offer_recoveries(window.map_path())
    window.offer_recoveries(None)
    return None


def _is_bundled(path: Path) -> bool:
    from engine.resources import maps_dir  # looked up at each call, so a test can point it elsewhere

    try:
        return path.resolve().parent == maps_dir().resolve()
    except OSError:
        return False


def _show(window: MainWindow) -> None:
    screen = QApplication.primaryScreen()
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
