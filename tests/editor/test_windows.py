"""Windows open other kinds of window through editor/app/windows.py (issue 11, item 8): each request
reaches the launcher registered for it; a play window registered for a rule set gets that rule
set's scenarios, from the designer's F5 and from ``worldsmith play`` alike, without a change to
the designer or the editor; and a request before anything is registered says what is missing.

Message boxes are answered by the test (tests.editor.test_main_window.Boxes), never shown.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from editor.app import windows
from editor.main_window import MainWindow
from editor.play import launch as play_launch
from editor.scenario.scenario_document import ScenarioDocument
from editor.scenario.scenario_window import ScenarioWindow
from engine.board import load_map
from engine.resources import maps_dir, scenarios_dir
from engine.scenario import load_scenario

LEGACY_SCENARIO = scenarios_dir() / "legacy-new-world.yaml"
CLASSIC_SCENARIO = scenarios_dir() / "classic-fixed-setup.yaml"


class Opener:
    """Stands in for a launcher: records each request and returns a window of its own."""

    def __init__(self) -> None:
        self.calls: list[tuple[tuple, dict]] = []
        self.window = QWidget()
        self.window.setObjectName("openedByTheTest")

    def __call__(self, *args, **kwargs) -> QWidget:
        self.calls.append((args, kwargs))
        return self.window


@pytest.fixture
def empty_registry(monkeypatch):
    """Nothing registered, as before the app has set itself up; the app's own is back afterwards."""
    monkeypatch.setattr(windows, "_play_windows", {})
    for name in ("_new_game", "_new_scenario", "_open_scenario", "_open_campaign"):
        monkeypatch.setattr(windows, name, None)


@pytest.fixture
def legacy_play_window(monkeypatch) -> Opener:
    """A play window for the Legacy rules, registered as a future Legacy launcher would do it."""
    monkeypatch.setattr(windows, "_play_windows", dict(windows._play_windows))
    opener = Opener()
    windows.register_play_window(opener, ruleset="legacy")
    return opener


@pytest.fixture
def map_path(tmp_path) -> Path:
    path = tmp_path / "tutorial.yaml"
    shutil.copy(maps_dir() / "tutorial.yaml", path)
    return path


def test_a_request_before_anything_is_registered_says_what_is_missing(empty_registry):
    scenario = load_scenario(CLASSIC_SCENARIO).scenario
    board = load_map(maps_dir() / "tutorial.yaml").board
    requests = {
        "play a scenario": lambda: windows.play_scenario(scenario, board),
        "set up a new game": lambda: windows.new_game(None),
        "design a new scenario": lambda: windows.new_scenario(None, board, "tutorial.yaml"),
        "open a scenario": lambda: windows.open_scenario(None, "a.yaml"),
    }
    for request, ask in requests.items():
        with pytest.raises(LookupError, match=f"no window is registered to {request}: .*create_application"):
            ask()


def test_each_request_reaches_what_is_registered_for_it(empty_registry, qapp):
    general, legacy, new_game, new_scenario, open_scenario = (Opener() for _ in range(5))
    windows.register_play_window(general)
    windows.register_play_window(legacy, ruleset="legacy")
    windows.register_new_game(new_game)
    windows.register_designer(new_scenario=new_scenario, open_scenario=open_scenario)
    board = load_map(maps_dir() / "tutorial.yaml").board
    classic_scenario = load_scenario(CLASSIC_SCENARIO).scenario
    legacy_scenario = load_scenario(LEGACY_SCENARIO).scenario

    assert windows.play_scenario(classic_scenario, board, None, autosave_path=Path("a.yaml")) is general.window
    assert windows.play_scenario(legacy_scenario, board) is legacy.window
    assert general.calls == [((classic_scenario, board, None), {"settings": None, "autosave_path": Path("a.yaml"),
                                                                 "scenario_path": None})]
    assert legacy.calls == [((legacy_scenario, board, None), {"settings": None, "autosave_path": None,
                                                               "scenario_path": None})]

    assert windows.new_game(None, map_path="m.yaml") is new_game.window
    assert new_game.calls == [((None,), {"map_path": "m.yaml", "settings": None})]
    assert windows.new_scenario(None, board, "m.yaml", True) is new_scenario.window
    assert new_scenario.calls == [((None, board, "m.yaml", True), {"settings": None})]
    assert windows.open_scenario(None, "s.yaml") is open_scenario.window
    assert open_scenario.calls == [((None, "s.yaml"), {"settings": None})]


def test_the_app_registers_every_request(empty_registry):
    from editor.app.application import register_window_kinds

    register_window_kinds()
    assert windows._play_windows.keys() == {windows.ANY_RULE_SET, "legacy"}  # a Legacy scenario starts a campaign
    assert None not in (windows._new_game, windows._new_scenario, windows._open_scenario, windows._open_campaign)


# -- a play window for a new rule set plugs in ---------------------------------------------------------------
def test_the_designer_plays_a_legacy_scenario_in_the_legacy_play_window(qtbot, settings, boxes, legacy_play_window):
    document, _warnings = ScenarioDocument.open(LEGACY_SCENARIO)
    designer = ScenarioWindow(document, settings=settings)
    qtbot.addWidget(designer, before_close_func=lambda w: w.document().undo_stack.setClean())
    assert designer.play() is legacy_play_window.window  # F5
    ((scenario, board, parent), options), = legacy_play_window.calls
    assert scenario is document.scenario and board is document.board and parent is designer
    assert options["settings"] is settings
    assert boxes.calls == []  # no "not playable yet"


def test_worldsmith_play_opens_a_legacy_scenario_in_the_legacy_play_window(qapp, settings, boxes, tmp_path,
                                                                          legacy_play_window):
    autosave = tmp_path / "autosave.yaml"
    assert play_launch.open_scenario(LEGACY_SCENARIO, settings=settings, autosave_path=autosave) \
        is legacy_play_window.window
    ((scenario, _board, _parent), options), = legacy_play_window.calls
    assert scenario.ruleset == "legacy" and options["autosave_path"] == autosave
    assert boxes.calls == []


def test_without_a_legacy_play_window_a_legacy_scenario_is_refused_with_the_reason(qapp, settings, boxes, tmp_path,
                                                                                 monkeypatch):
    monkeypatch.setattr(windows, "_play_windows", {windows.ANY_RULE_SET: windows._play_windows[windows.ANY_RULE_SET]})
    assert play_launch.open_scenario(LEGACY_SCENARIO, settings=settings, autosave_path=tmp_path / "a.yaml") is None
    [(_kind, title, text)] = boxes.of("warning")
    assert title == "Cannot Play This Scenario" and "played as a campaign" in text
    assert "open the campaign file" in text  # how its games are played


# -- the map editor asks; it imports neither play mode nor the designer ------------------------------------------
def test_the_editor_asks_for_a_new_game_and_the_designer(qtbot, map_path, settings, boxes, tmp_path, monkeypatch):
    new_game, new_scenario, open_scenario = Opener(), Opener(), Opener()
    monkeypatch.setattr(windows, "_new_game", new_game)
    monkeypatch.setattr(windows, "_new_scenario", new_scenario)
    monkeypatch.setattr(windows, "_open_scenario", open_scenario)
    editor = MainWindow(load_map(map_path).board, map_path, settings=settings, recovery_folder=tmp_path / "rec")
    qtbot.addWidget(editor)
    try:
        editor.findChild(QAction, "action.newGame").trigger()
        assert new_game.calls == [((editor,), {"map_path": map_path, "settings": settings})]
        assert editor.new_scenario() is new_scenario.window
        assert new_scenario.calls == [((editor, editor.board(), map_path, None), {"settings": settings})]
        assert editor.open_scenario(CLASSIC_SCENARIO) is open_scenario.window
        assert open_scenario.calls == [((editor, CLASSIC_SCENARIO), {"settings": settings})]
    finally:
        editor.autosaver.stop()
