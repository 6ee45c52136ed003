"""Take pictures of the help inside the app, offscreen, in English and Spanish: the User Guide
and the Rules opened from the map editor's Help menu, the Keyboard Shortcuts list, and
Preferences.

    python tools/make_help_screenshots.py [OUT_FOLDER]    # default: /tmp/help_shots

Each window is reached as a person reaches it (the editor's own actions), with settings of
its own, never the user's.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication, QLocale, QSettings  # noqa: E402
from PySide6.QtGui import QAction  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from editor.app.application import install_translators, register_window_kinds  # noqa: E402
from editor.help import help_window  # noqa: E402
from editor.help.preferences import PreferencesDialog  # noqa: E402
from editor.main_window import MainWindow  # noqa: E402
from engine.board import load_map  # noqa: E402
from engine.resources import maps_dir  # noqa: E402


def settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def editor_window(folder: Path) -> MainWindow:
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    board = load_map(maps_dir() / "classic.yaml").board
    window = MainWindow(board, maps_dir() / "classic.yaml", settings=settings, recovery_folder=folder / "recovery")
    window.resize(1200, 800)
    window.show()
    return window


def shoot(app: QApplication, folder: Path, out: Path, suffix: str) -> list[Path]:
    window = editor_window(folder)
    settle(app)
    saved = []

    def save(widget, name: str) -> None:
        settle(app)
        path = out / f"{name}-{suffix}.png"
        widget.grab().save(str(path))
        saved.append(path)

    window.findChild(QAction, "action.userGuide").trigger()
    guide = help_window.open_help_window()
    save(guide, "guide")
    window.findChild(QAction, "action.rules").trigger()
    guide.show_page("rules-legacy")
    save(guide, "rules")
    guide.close()
    help_window._forget_window()

    window.findChild(QAction, "action.keyboardShortcuts").trigger()
    shortcuts = window.help_menu.shortcuts_dialog
    save(shortcuts, "shortcuts")
    shortcuts.close()

    window.findChild(QAction, "action.preferences").trigger()
    preferences = window.findChild(PreferencesDialog)
    preferences.language_box.setCurrentIndex(preferences.language_box.findData("es"))
    save(preferences, "preferences")
    preferences.reject()

    window.document().undo_stack.setClean()
    window.autosaver.stop()
    window.close()
    settle(app)
    return saved


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else Path("/tmp/help_shots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    QCoreApplication.setOrganizationName("Worldsmith")
    QCoreApplication.setApplicationName("Worldsmith")
    register_window_kinds()
    saved = []
    with tempfile.TemporaryDirectory() as folder:
        english = install_translators(app, QLocale("en_GB"))
        saved += shoot(app, Path(folder) / "en", out, "en")
        for translator in english:
            QCoreApplication.removeTranslator(translator)
        install_translators(app, QLocale("es_ES"))
        saved += shoot(app, Path(folder) / "es", out, "es")
    for path in saved:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
