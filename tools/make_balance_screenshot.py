"""Take the README's screenshot of the editor's Balance dock, so it always shows the real app.

    python tools/make_balance_screenshot.py [OUT.png]

Opens the editor on the classic world, plays a balance report through Map ▸ Balance Report…'s
own code (the same background thread and dock), shows the capture heat and saves the window
to docs/images/editor-balance.png. Under /work/shared/tools/screenshot (a real X window) it
also works: QT_QPA_PLATFORM is only defaulted to offscreen.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEventLoop, QSettings, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from editor.app.application import create_application  # noqa: E402
from editor.main_window import MainWindow  # noqa: E402
from engine.board import load_map  # noqa: E402
from engine.resources import maps_dir  # noqa: E402

OUT = ROOT / "docs" / "images" / "editor-balance.png"
SIZE = (1500, 900)
GAMES = 200


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    create_application()
    path = maps_dir() / "classic.yaml"
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(load_map(path).board, path, settings=settings, recovery_folder=tempfile.mkdtemp())
    window.resize(*SIZE)
    window.show()
    loop = QEventLoop()
    window.balance_actions.reportReady.connect(lambda _report: loop.quit())
    window.balance_actions.start({"ruleset": "classic", "players": 4, "games": GAMES, "bots": ["heuristic"],
                                  "seed": 1, "jobs": os.cpu_count() or 1})
    loop.exec()
    dock = window.balance_actions.dock
    window.resizeDocks([dock], [250], Qt.Orientation.Vertical)
    window.map_view().fit_to_window()
    for _ in range(30):
        QApplication.instance().processEvents()
    if os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        window.grab().save(str(out))
        print(f"wrote {out}")
    else:  # a real window: stay up for the screenshot tool, which ends us
        QApplication.instance().exec()
    return 0


if __name__ == "__main__":
    sys.exit(main())
