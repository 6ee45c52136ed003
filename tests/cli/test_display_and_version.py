"""Without a display the app says so in one sentence and exits 2, instead of Qt's abort about a
missing library; ``worldsmith --version`` says which version is installed (issue 32, item 6)."""

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from editor.app import display_check
from editor.app.display_check import NO_DISPLAY, missing_display
from editor.app.version import VERSION

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def sockets(tmp_path, monkeypatch):
    """An empty /tmp/.X11-unix of our own and no abstract sockets: only what a test adds exists."""
    monkeypatch.setattr(display_check, "X11_SOCKETS", tmp_path)
    monkeypatch.setattr(display_check, "_abstract_socket_listed", lambda name: False)
    return tmp_path


def test_no_display_variable_means_no_display(sockets):
    assert missing_display({}, "linux") == NO_DISPLAY


def test_a_local_display_counts_only_if_its_server_is_there(sockets):
    assert missing_display({"DISPLAY": ":3"}, "linux") == NO_DISPLAY
    (sockets / "X3").touch()
    assert missing_display({"DISPLAY": ":3"}, "linux") is None
    assert missing_display({"DISPLAY": "unix:3.0"}, "linux") is None


def test_a_remote_display_is_trusted(sockets):
    # ssh -X gives "localhost:10.0": nothing to look at without connecting.
    assert missing_display({"DISPLAY": "localhost:10.0"}, "linux") is None


def test_headless_platforms_need_no_display(sockets):
    assert missing_display({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert missing_display({"QT_QPA_PLATFORM": "vnc:size=800x600"}, "linux") is None


def test_wayland_needs_its_socket(sockets, tmp_path):
    env = {"WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": str(tmp_path)}
    assert missing_display({**env, "QT_QPA_PLATFORM": "wayland"}, "linux") == NO_DISPLAY
    (tmp_path / "wayland-0").touch()
    assert missing_display({**env, "QT_QPA_PLATFORM": "wayland"}, "linux") is None
    assert missing_display(env, "linux") is None


def test_windows_and_macos_always_have_a_display():
    assert missing_display({}, "win32") is None
    assert missing_display({}, "darwin") is None


def _run(*args, env):
    return subprocess.run([sys.executable, "-m", "editor.cli", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)


def test_the_editor_without_a_display_says_so_and_exits_2():
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = _run("play", "maps/classic.yaml", env=env)
    assert result.returncode == 2
    assert result.stderr.strip() == NO_DISPLAY
    # The subcommands without a window still work there.
    assert _run("validate", "maps/classic.yaml", env=env).returncode == 0


def test_version_is_the_packaged_one():
    result = _run("--version", env=dict(os.environ))
    assert result.returncode == 0
    assert result.stdout.strip() == f"worldsmith {VERSION}"
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert declared["tool"]["setuptools"]["dynamic"]["version"]["attr"] == "editor.app.version.VERSION"
