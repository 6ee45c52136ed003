"""Take the README's screenshots of the editor, offscreen, so they always show the real app.

    python tools/make_screenshots.py

Each shot opens the editor window on a shipped map, does what a designer would do (with
the same tools and commands the app uses), and saves the window to docs/images/.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPointF, QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from editor.app import create_application  # noqa: E402
from editor.commands.territory_commands import MoveTerritories  # noqa: E402
from editor.main_window import MainWindow  # noqa: E402
from engine.board import editing, load_map  # noqa: E402
from engine.resources import maps_dir  # noqa: E402

IMAGES = ROOT / "docs" / "images"
SIZE = (1500, 900)


def window_on(map_name: str) -> MainWindow:
    path = maps_dir() / map_name
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(load_map(path).board, path, settings=settings, recovery_folder=tempfile.mkdtemp())
    window.resize(*SIZE)
    window.show()
    settle()
    return window


def settle(rounds: int = 30) -> None:
    app = QApplication.instance()
    for _ in range(rounds):
        app.processEvents()


def save(window: MainWindow, name: str) -> None:
    settle()
    path = IMAGES / name
    window.grab().save(str(path))
    print(f"wrote {path}")


def classic_europe() -> None:
    """The classic world, zoomed on Europe, Great Britain selected, vertex handles showing."""
    window = window_on("classic.yaml")
    view = window.map_view()
    board = window.board()
    view.set_zoom(1.6)
    view.centerOn(QPointF(*board.label_point("northern-europe")))
    window.selection.set(["great-britain"])
    window.choose_tool("vertices")
    save(window, "editor-classic.png")
    window.document().undo_stack.setClean()
    window.close()


def tutorial_problems() -> None:
    """The tutorial world after a careless move: the problems dock and markers explain it."""
    window = window_on("tutorial.yaml")
    document = window.document()
    board = document.board
    index = board.territory_index("redcliff")
    moved = editing.translate_territories(board, [index], -40.0, 25.0)
    document.undo_stack.push(MoveTerritories(document, moved, "Move"))
    window.context().validation.validate_now()
    window.selection.set(["redcliff"])
    window.map_view().fit_to_window()
    save(window, "editor-problems.png")
    document.undo_stack.setClean()
    window.close()


def main() -> int:
    IMAGES.mkdir(parents=True, exist_ok=True)
    create_application()
    classic_europe()
    tutorial_problems()
    return 0


if __name__ == "__main__":
    sys.exit(main())
