"""Quitting at any moment ends cleanly (issue 10: "closing the app right after a play window
opened from the designer (F5) aborted with 'QThread: Destroyed while thread '' is still
running' (exit 134)"). Each case runs in its own process: an abort would kill the test run."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
SCENARIO = ROOT / "scenarios" / "classic-random-deal.yaml"

PROGRAM = textwrap.dedent("""
    import sys
    from pathlib import Path
    from PySide6.QtCore import QSettings, QTimer
    from editor.app.application import create_application

    how, delay, folder = sys.argv[1], int(sys.argv[2]), Path(sys.argv[3])
    app = create_application()
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("play/speed", "instant")
    from editor.scenario.launch import launch_scenario
    designer = launch_scenario(sys.argv[4], settings=settings)
    window = None

    def play():
        global window
        window = designer.play()  # F5
        window.autosave_path = folder / "autosave.yaml"
        window.controller.autosave_path = folder / "autosave.yaml"
        QTimer.singleShot(delay, end)

    def end():
        if how == "exit":  # the session ends: no window is asked to close
            app.exit(0)
        elif how == "delete":  # the window goes without being closed
            window.deleteLater()
            QTimer.singleShot(50, lambda: app.exit(0))
        print("moves", len(window.controller.game.log) if how == "exit" else -1, flush=True)

    QTimer.singleShot(50, play)
    sys.exit(app.exec())
""")


@pytest.mark.parametrize("how", ["exit", "delete"])
@pytest.mark.parametrize("delay", [0, 30, 400])
def test_ending_at_any_moment_exits_cleanly(tmp_path, how, delay):
    env = {"QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    result = subprocess.run([sys.executable, "-c", PROGRAM, how, str(delay), str(tmp_path), str(SCENARIO)],
                            env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "Destroyed while thread" not in result.stderr
    if how == "exit":
        # Nothing is lost: a game with moves is kept in the autosave, to be offered back.
        moves = int(result.stdout.split("moves")[1].split()[0])
        autosave = tmp_path / "autosave.yaml"
        if moves:
            from engine.core.save import load_game

            assert len(load_game(autosave).log) == moves
