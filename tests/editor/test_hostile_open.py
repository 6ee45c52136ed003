"""Opening a hostile file in the map editor, the scenario designer or the play window shows
the reader's own message — the same words `worldsmith validate` prints — in a dialog, never a
traceback, and the window carries on with what it showed (issue 10, §3).

Message boxes are answered by the test (tests.editor.test_main_window.Boxes), never shown.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from editor.main_window import MainWindow
from editor.play import launch
from editor.play.play_window import PlayWindow
from editor.scenario.scenario_window import ScenarioWindow, new_scenario_document
from engine.board import load_map
from engine.core.save import load_game
from engine.files.errors import FileFormatError
from engine.resources import maps_dir
from engine.scenario import load_scenario
from tests.editor.play.helpers import close_quietly, new_controller
from tests.support.hostile_files import CASES, UNREADABLE

# Each window opens what it opens, and any path that is not an ordinary file.
MAPS = [c for c in CASES if c.kind in ("map", "path")]
SCENARIOS = [c for c in CASES if c.kind in ("scenario", "path") and c.exit_code == UNREADABLE]
SAVES = [c for c in CASES if c.kind in ("save", "path")]


@pytest.fixture
def settings(tmp_path) -> QSettings:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("play/speed", "instant")
    return settings


@pytest.fixture
def tutorial(tmp_path) -> Path:
    path = tmp_path / "tutorial.yaml"
    shutil.copy(maps_dir() / "tutorial.yaml", path)
    return path


def reader_message(reading, path: Path) -> str:
    """What the engine's reader says about ``path``: the words the dialog must show."""
    with pytest.raises(FileFormatError) as refused:
        reading(path)
    return str(refused.value)


def read_scenario_and_map(path: Path) -> None:
    loaded = load_scenario(path)
    load_map(loaded.map_path())


@pytest.mark.parametrize("case", MAPS, ids=str)
def test_the_map_editor_shows_why_a_map_cannot_be_opened(case, qtbot, tmp_path, tutorial, settings, boxes):
    window = MainWindow(load_map(tutorial).board, tutorial, settings=settings, recovery_folder=tmp_path / "rec")
    qtbot.addWidget(window)
    path = case.write(tmp_path)
    assert not window.open_map(path)
    [(_kind, title, text)] = boxes.of("critical")
    assert title == "Cannot Open Map"
    assert text == f"This map cannot be opened:\n\n{reader_message(load_map, path)}"
    assert window.map_path() == tutorial  # still the map it showed
    window.autosaver.stop()


@pytest.mark.parametrize("case", SCENARIOS, ids=str)
def test_the_designer_shows_why_a_scenario_cannot_be_opened(case, qtbot, tmp_path, tutorial, settings, boxes):
    window = ScenarioWindow(new_scenario_document(load_map(tutorial).board, tutorial, legacy=False),
                            settings=settings)
    qtbot.addWidget(window, before_close_func=lambda w: w.document().undo_stack.setClean())
    path = case.write(tmp_path)
    assert not window.open_scenario(path)
    [(_kind, title, text)] = boxes.of("critical")
    assert title == "Cannot Open Scenario"
    assert text == f"This scenario cannot be opened:\n\n{reader_message(read_scenario_and_map, path)}"
    assert window.document().scenario.name == "Tutorial Isles"


@pytest.mark.parametrize("name", ["deep-flow", "fifo", "canvas-infinite"])
def test_the_designer_shows_why_a_map_cannot_take_a_scenario(name, qtbot, tmp_path, tutorial, settings, boxes):
    window = ScenarioWindow(new_scenario_document(load_map(tutorial).board, tutorial, legacy=False),
                            settings=settings)
    qtbot.addWidget(window, before_close_func=lambda w: w.document().undo_stack.setClean())
    path = next(c for c in CASES if c.name == name).write(tmp_path)
    assert not window.new_scenario_from_map(path, legacy=False)
    [(_kind, title, text)] = boxes.of("critical")
    assert title == "Cannot Open Map"
    assert text == f"This map cannot be used:\n\n{reader_message(load_map, path)}"


@pytest.mark.parametrize("case", SAVES, ids=str)
def test_the_play_window_shows_why_a_game_cannot_be_opened(case, qtbot, tmp_path, settings, boxes):
    autosave = tmp_path / "autosave" / "game.yaml"
    controller = new_controller("human", "random", autosave=autosave)
    window = PlayWindow(controller, settings=settings, autosave_path=autosave)
    qtbot.addWidget(window, before_close_func=close_quietly)
    path = case.write(tmp_path)
    try:
        assert not window.open_game(path)
        [(_kind, title, text)] = boxes.of("warning")
        assert title == "Cannot Open Game"
        assert text == f"This game cannot be opened:\n\n{reader_message(load_game, path)}"
        assert window.controller is controller
    finally:
        window.controller.shutdown()


@pytest.mark.parametrize("name", ["fifo", "dev-zero", "huge-file"])
def test_playing_a_file_that_cannot_be_read_says_why(name, tmp_path, boxes, capsys):
    from editor.cli.main import main

    path = next(c for c in CASES if c.name == name).write(tmp_path)
    assert main(["play", str(path)]) == 2
    [(_kind, title, text)] = boxes.of("warning")
    assert title == "Cannot Open File"
    assert text == f"This file cannot be opened:\n\n{reader_message(load_map, path)}"
    assert text in capsys.readouterr().err


@pytest.mark.parametrize("name", ["troops-digits", "nul-in-map-path", "alias-bomb-options", "deep-options"])
def test_playing_a_hostile_scenario_says_why(name, tmp_path, boxes, settings):
    path = next(c for c in CASES if c.name == name).write(tmp_path)
    assert launch.open_scenario(path, settings=settings, autosave_path=tmp_path / "autosave.yaml") is None
    [(_kind, title, text)] = boxes.of("warning")
    assert title == "Cannot Open Scenario"
    assert text == f"This scenario cannot be opened:\n\n{reader_message(read_scenario_and_map, path)}"


def test_a_scenario_with_a_billion_wild_cards_is_refused_before_a_game_is_built(tmp_path, boxes, settings):
    path = next(c for c in CASES if c.name == "billion-wild-cards").write(tmp_path)
    assert launch.open_scenario(path, settings=settings, autosave_path=tmp_path / "autosave.yaml") is None
    [(_kind, title, text)] = boxes.of("warning")
    assert title == "Cannot Play This Scenario" and "'wild-cards' must be at most 100 " in text


@pytest.mark.parametrize("name", ["fifo", "dev-urandom", "coins-digits"])
def test_designing_a_file_that_cannot_be_read_says_why(name, tmp_path, boxes, settings):
    from editor.scenario import launch as designer

    path = next(c for c in CASES if c.name == name).write(tmp_path)
    assert designer.launch_scenario(path, settings=settings) is None
    [(_kind, title, text)] = boxes.of("critical")
    assert title == "Cannot Open Scenario"
    assert text == f"This scenario cannot be opened:\n\n{reader_message(read_scenario_and_map, path)}"
