"""Windows of every kind for the help tests, each with the test's own settings and closed
without questions; and the one help window closed after each test."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtWidgets import QApplication, QDialog

from editor.help import help_window
from editor.main_window import MainWindow
from editor.play.economy.window import EconomyPlayWindow
from editor.play.legacy.window import LegacyPlayWindow
from editor.play.play_window import PlayWindow
from editor.scenario.scenario_window import ScenarioWindow, new_scenario_document
from engine.board import load_map
from engine.resources import maps_dir
from tests.editor.play.economy.helpers import economy_controller
from tests.editor.play.helpers import close_quietly, new_controller
from tests.editor.play.legacy.helpers import legacy_controller

WINDOW_KINDS = ["editor", "designer", "classic", "legacy", "economy"]


@pytest.fixture(autouse=True)
def no_help_window_left():
    yield
    window = help_window.open_help_window()
    if window is not None:
        window.close()
    help_window._forget_window()
    # A dialog a test opened (Keyboard Shortcuts, Preferences) is a window of its own: closing
    # its parent leaves it on screen, over where later tests move the pointer.
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QDialog) and widget.isVisible():
            widget.close()


@pytest.fixture
def make_kind(qtbot, settings, tmp_path, boxes):
    """``make_kind("legacy")``: a window of that kind on a small map."""
    controllers = []

    def make(kind: str):
        autosave = tmp_path / "autosave" / "game.yaml"
        if kind == "editor":
            window = MainWindow(None, None, settings=settings, recovery_folder=tmp_path / "recovery")
            qtbot.addWidget(window, before_close_func=lambda w: (w.document().undo_stack.setClean(),
                                                                  w.autosaver.stop()))
            return window
        if kind == "designer":
            map_path = tmp_path / "tutorial.yaml"
            shutil.copy(maps_dir() / "tutorial.yaml", map_path)
            document = new_scenario_document(load_map(map_path).board, map_path, legacy=False)
            window = ScenarioWindow(document, settings=settings)
            qtbot.addWidget(window, before_close_func=lambda w: w.document().undo_stack.setClean())
            return window
        if kind == "classic":
            controller = new_controller("human", "random", autosave=autosave)
            window = PlayWindow(controller, settings=settings, autosave_path=autosave)
        elif kind == "legacy":
            controller = legacy_controller("human", "random", "random", autosave=autosave, map_name="tutorial")
            window = LegacyPlayWindow(controller, settings=settings, autosave_path=autosave)
        else:
            controller = economy_controller("human", "random", autosave=autosave)
            window = EconomyPlayWindow(controller, settings=settings, autosave_path=autosave)
        controllers.append(controller)
        qtbot.addWidget(window, before_close_func=close_quietly)
        return window

    yield make
    for controller in controllers:
        controller.shutdown()
