"""Shared by the play-window tests: every window gets its own settings file and autosave,
and message boxes are answered by the test, never shown. Plain helpers are in helpers.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from editor.play.handoff_screen import HandoffScreen
from editor.play.play_window import PlayWindow
from tests.editor.play.helpers import close_quietly, new_controller


@pytest.fixture(autouse=True)
def handoff_takes_input_at_once(monkeypatch):
    """Tests click the hand-off cover as soon as it shows; the grace period that protects it
    from a double-click has its own tests (test_handoff.py)."""
    monkeypatch.setattr(HandoffScreen, "GRACE_MS", 0)


@pytest.fixture
def settings(tmp_path) -> QSettings:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("play/speed", "instant")
    return settings


@pytest.fixture
def autosave(tmp_path) -> Path:
    return tmp_path / "autosave" / "game.yaml"


@pytest.fixture
def make_play(qtbot, settings, autosave, boxes):
    """``make_play(*controllers, seed=3, map_name="tutorial", **options)``: a PlayWindow on a
    new (not started) game, closed without questions at the end."""
    made: list[PlayWindow] = []

    def make(*controllers: str, seed: int = 3, map_name: str = "tutorial", defend_max: bool = True,
             **options) -> PlayWindow:
        controller = new_controller(*controllers, seed=seed, map_name=map_name, autosave=autosave,
                                    defend_max=defend_max, **options)
        window = PlayWindow(controller, settings=settings, autosave_path=autosave)
        qtbot.addWidget(window, before_close_func=close_quietly)
        made.append(window)
        return window

    yield make
    for window in made:
        window.controller.shutdown()
