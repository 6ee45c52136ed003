"""The commands that open a window, run for real through the command line: ``worldsmith``,
``worldsmith edit MAP``, ``worldsmith play [SCENARIO|SAVE]`` and ``worldsmith scenario``.

Each runs in a process of its own, with a home folder of its own (the user's settings,
recovery files and autosave are never touched). A probe notes the windows shown once an event
loop runs — the command's own, or a dialog's before it — and quits the app.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

import pytest

from engine.core.game import Game, GameSetup
from engine.core.save import save_game
from engine.resources import maps_dir, scenarios_dir
from engine.rules.base import PlayerSetup
from tests.support.games import board

ROOT = Path(__file__).resolve().parents[2]

PROBE = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from editor.app.application import create_application
    from editor.cli.main import main

    app = create_application()  # the command reuses it; the probe's timer needs it now

    def note_windows_and_quit():
        for widget in QApplication.topLevelWidgets():
            if widget.isVisible() and widget.objectName():
                print("shown", widget.objectName(), "|", widget.windowTitle(), flush=True)
        app.exit(0)  # every event loop: a dialog's, then the command's

    QTimer.singleShot(0, note_windows_and_quit)
    code = main(sys.argv[1:])
    for module in ("editor.play.play_window", "editor.scenario.scenario_window"):
        if module in sys.modules:
            print("loaded", module, flush=True)
    print("exit", code, flush=True)
    sys.exit(code)
""")


@dataclass
class Ran:
    code: int
    shown: dict[str, str]  # object name -> title of each window shown
    loaded: set[str]  # which of the play window and the designer's modules were imported


def run_command(tmp_path: Path, *arguments: str) -> Ran:
    """What ``worldsmith ARGUMENTS`` did."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CACHE_HOME=str(tmp_path / "cache"), LC_ALL="C.UTF-8")  # English titles, whoever runs it
    for name in ("WORLDSMITH_FIRST_PAINT", "LANGUAGE"):
        env.pop(name, None)
    done = subprocess.run([sys.executable, "-c", PROBE, *arguments], env=env, capture_output=True, text=True,
                          timeout=120, cwd=tmp_path)
    assert "Traceback" not in done.stderr, done.stderr[-3000:]
    ran = Ran(done.returncode, {}, set())
    for line in done.stdout.splitlines():
        if line.startswith("shown "):
            name, _bar, title = line.removeprefix("shown ").partition(" | ")
            ran.shown[name] = title
        elif line.startswith("loaded "):
            ran.loaded.add(line.removeprefix("loaded "))
    assert f"exit {done.returncode}" in done.stdout, done.stdout + done.stderr[-3000:]
    return ran


def test_worldsmith_alone_opens_the_editor_on_the_classic_world(tmp_path):
    ran = run_command(tmp_path)
    assert ran.code == 0 and list(ran.shown) == ["mainWindow"]
    assert "Classic" in ran.shown["mainWindow"]
    # Play mode and the designer are loaded when first asked for (editor/app/application.py), not at start.
    assert ran.loaded == set()


def test_worldsmith_edit_opens_the_map(tmp_path):
    ran = run_command(tmp_path, "edit", str(maps_dir() / "tutorial.yaml"))
    assert ran.code == 0 and list(ran.shown) == ["mainWindow"]
    assert "Tutorial" in ran.shown["mainWindow"] and ran.loaded == set()


def test_worldsmith_play_starts_a_scenario(tmp_path):
    ran = run_command(tmp_path, "play", str(scenarios_dir() / "classic-fixed-setup.yaml"))
    assert ran.code == 0 and list(ran.shown) == ["playWindow"]
    assert "Tutorial" in ran.shown["playWindow"]


def test_worldsmith_play_goes_on_with_a_saved_game(tmp_path):
    seats = (PlayerSetup("Ann", True, None, "human"), PlayerSetup("Bob", True, None, "random"))
    saved = tmp_path / "our game.yaml"
    save_game(Game(board("tutorial"), GameSetup("classic", seats, 5, {"setup": "random"})), saved)
    ran = run_command(tmp_path, "play", str(saved))
    assert ran.code == 0 and list(ran.shown) == ["playWindow"]
    assert ran.shown["playWindow"].startswith("our game.yaml")


def test_worldsmith_play_alone_asks_for_a_new_game(tmp_path):
    ran = run_command(tmp_path, "play")
    assert ran.code == 0 and list(ran.shown) == ["newGameDialog"]  # cancelled by the probe: nothing to play


@pytest.mark.parametrize("arguments, title", [
    (["scenario", str(scenarios_dir() / "legacy-new-world.yaml")], "Legacy: a new world"),
    (["scenario", "--map", str(maps_dir() / "tutorial.yaml"), "--legacy"], "Tutorial"),
])
def test_worldsmith_scenario_opens_the_designer(tmp_path, arguments, title):
    ran = run_command(tmp_path, *arguments)
    assert ran.code == 0 and list(ran.shown) == ["scenarioWindow"]
    assert title in ran.shown["scenarioWindow"]
