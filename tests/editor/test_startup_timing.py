"""The start-up timing benchmarks/bench_window.py reads: the real command says when it first
painted the map, then quits (issue 10: give the opening figure a user sees)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from editor.app import startup_timing
from engine.resources import maps_dir

RUN_COMMAND = "import sys; from editor.cli.main import main; sys.exit(main())"


def test_the_real_command_reports_its_first_paint_of_the_map_and_quits(tmp_path):
    env = dict(os.environ, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen")
    env[startup_timing.ENV] = "quit"
    done = subprocess.run([sys.executable, "-c", RUN_COMMAND, "edit", str(maps_dir() / "tutorial.yaml")],
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    stages = {}
    for line in done.stdout.splitlines():
        prefix, name, seconds = line.split()
        assert prefix == startup_timing.PREFIX
        stages[name] = float(seconds)
    assert list(stages) == ["main", "window-made", "map-read", "window-shown", "first-paint"]
    assert list(stages.values()) == sorted(stages.values())


def test_without_the_variable_nothing_is_said(capsys, monkeypatch):
    monkeypatch.delenv(startup_timing.ENV, raising=False)
    startup_timing.mark("main")
    assert capsys.readouterr().out == ""
    monkeypatch.setenv(startup_timing.ENV, "1")
    startup_timing.mark("main")
    assert capsys.readouterr().out.startswith(f"{startup_timing.PREFIX} main ")


def test_the_benchmark_launches_the_installed_command():
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from benchmarks import bench_window

    command = bench_window.worldsmith_command()
    assert Path(command[0]).name == "worldsmith"
