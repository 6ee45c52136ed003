"""The scenario designer window: its parts, files (save, reopen, broken ones), closing, validation,
playing, the Scenario panel, and the ways in (command line, the map editor's Scenario menu).

Message boxes are answered by the test (tests.editor.test_main_window.Boxes), never shown.
"""

from __future__ import annotations

import dataclasses
import shutil
import warnings
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoCommand
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QMessageBox

from editor.scenario import launch
from editor.scenario.commands import SetFixedSetup, SetScenarioProperties
from editor.scenario.scenario_document import ScenarioDocument
from editor.scenario.scenario_window import ScenarioWindow, new_scenario_document
from engine.board import load_map
from engine.campaign.pieces import MarkKind
from engine.campaign.world import ContinentMarks, FactionGame, GameResult, Mark, Signature, TerritoryCard
from engine.campaign.world_format import new_world
from engine.resources import maps_dir
from engine.scenario.model import FixedSetup, Scenario, ScenarioPlayer, SetupKind
from engine.scenario.validation import validate_scenario

Button = QMessageBox.StandardButton
SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios"


@pytest.fixture
def map_path(tmp_path) -> Path:
    """The tutorial map (ten territories, three continents), copied where scenarios are saved."""
    path = tmp_path / "tutorial.yaml"
    shutil.copy(maps_dir() / "tutorial.yaml", path)
    return path


def every_mark_scenario(map_path: Path) -> Scenario:
    """A Legacy scenario using every kind of mark and every part of the world and setup."""
    world = new_world()
    world.world_name = "Tutoria"
    world.marks = [
        Mark(MarkKind.MINOR_CITY, "frostmere", "Icehold", "Ann"),
        Mark(MarkKind.MAJOR_CITY, "dunmarch", "Dunholm", "Bob"),
        Mark(MarkKind.WORLD_CAPITAL, "redcliff", "Crimson", "Cy"),
        Mark(MarkKind.FORTIFICATION, "dunmarch", used=4),
        Mark(MarkKind.SCAR, "ashvale", scar="bunker"),
        Mark(MarkKind.SCAR, "stormcape", scar="ammo-shortage"),
        Mark(MarkKind.SCAR_CANCEL, "stormcape"),
        Mark(MarkKind.SCAR, "stormcape", scar="bunker"),
    ]
    world.continents = {"northreach": ContinentMarks("The Cold Crown", "Ann", 1),
                        "eastwild": ContinentMarks("", "", -1), "southmoor": ContinentMarks("Moorland", "Bob")}
    world.cards = {"lowfen": TerritoryCard(3), "thornfield": TerritoryCard(2), "highcrag": TerritoryCard(1, True)}
    first, second = world.factions[0], world.factions[1]
    world.factions[0] = dataclasses.replace(first, power=first.power_options[1],
                                            history=(FactionGame(1, "Ann", "frostmere", GameResult.WON),))
    world.factions[1] = dataclasses.replace(second, power=second.power_options[0])
    world.signatures = [Signature("Ann", 1)]
    world.packs_opened = ["first-city"]
    players = [ScenarioPlayer("Ann", "#e69f00", world.factions[0].id, "human"),
               ScenarioPlayer("Bob", "#56b4e9", world.factions[1].id, "heuristic"),
               ScenarioPlayer("Cy", "#009e73", "", "random")]
    land = ["frostmere", "highcrag", "stormcape", "lowfen", "ashvale", "dunmarch", "saltmarsh", "emberwood",
            "redcliff", "thornfield"]
    fixed = FixedSetup({tid: i % 3 for i, tid in enumerate(land)}, {tid: 1 + i % 4 for i, tid in enumerate(land)},
                       {0: "lowfen", 2: "emberwood"})  # HQs on unmarked land, not neighbours
    fixed.owners["emberwood"] = 2
    return Scenario("Every mark", str(map_path), "legacy", "All of it.", {"turn-limit": 50}, players,
                    SetupKind.FIXED, fixed, world)


def every_mark_document(map_path: Path) -> ScenarioDocument:
    return ScenarioDocument(every_mark_scenario(map_path), load_map(map_path).board, None, map_path)


def classic_document(map_path: Path, players: int = 3) -> ScenarioDocument:
    document = new_scenario_document(load_map(map_path).board, map_path, legacy=False)
    document.scenario.players = document.scenario.players[:players]
    return document


# -- the window's parts ------------------------------------------------------------------------------
def test_a_classic_scenario_shows_the_classic_docks(make_window, map_path):
    window = make_window(classic_document(map_path))
    assert window.objectName() == "scenarioWindow"
    assert window.windowTitle().replace("[*]", "") == "Tutorial Isles — Worldsmith Scenario"
    assert window.view.objectName() == "scenarioView"
    assert not window.scene.slots_visible()  # no stickers in a classic scenario: their slots would be noise
    shown = {name for name, dock in window.docks.items() if dock.isVisible()}
    assert shown >= {"scenarioDock", "problemsDock"}
    assert not shown & {"marksDock", "cardsDock", "factionsDock", "continentsDock"}
    assert window.palette is None
    shortcuts = {a.objectName(): a.shortcut().toString() for a in window.actions()}
    assert shortcuts["action.play"] == "F5" and shortcuts["action.validate"] == "F7"
    assert shortcuts["action.save"] == "Ctrl+S" and shortcuts["action.saveAs"] == "Ctrl+Shift+S"
    assert shortcuts["action.openScenario"] == "Ctrl+O" and shortcuts["action.close"] == "Ctrl+W"


def test_a_legacy_scenario_shows_its_marks_and_panels(make_window, map_path):
    window = make_window(every_mark_document(map_path))
    for name in ("marksDock", "cardsDock", "factionsDock", "continentsDock"):
        assert window.docks[name].toggleViewAction().isEnabled()
    assert window.docks["marksDock"].widget().objectName() == "markPalette"
    assert window.docks["cardsDock"].widget().objectName() == "coinPanel"
    assert window.docks["factionsDock"].widget().objectName() == "factionPanel"
    assert window.marks_layer.city_item("dunmarch") is not None
    assert window.setup_layer.hq_marker(2).territory == "emberwood"
    assert window.report().problems == []


# -- files ----------------------------------------------------------------------------------------------
def test_save_and_reopen_a_scenario_with_every_kind_of_mark(make_window, map_path, tmp_path, boxes):
    document = every_mark_document(map_path)
    assert validate_scenario(document.scenario, document.board).problems == []
    window = make_window(document)
    window.scenario_panel.name.setText("Every mark, saved")
    window.scenario_panel.name.editingFinished.emit()
    assert window.isWindowModified()
    path = tmp_path / "every.yaml"
    assert window.save_as(path)
    assert not window.isWindowModified() and window.document().path == path
    saved = window.document().scenario
    assert saved.map == "tutorial.yaml"  # next to the scenario

    reopened, warnings = ScenarioDocument.open(path)
    assert warnings == []
    assert reopened.scenario == saved
    assert window.open_scenario(path)
    assert window.document().scenario == saved
    assert window.marks_layer.city_item("frostmere") is not None
    assert boxes.calls == []


def test_saving_takes_what_is_still_being_typed(make_window, map_path, tmp_path):
    window = make_window(classic_document(map_path))
    panel = window.scenario_panel
    QTest.keyClicks(panel.description, "Hold the north.")  # still in the box: not confirmed yet
    panel.rows[0].name.setText("Ada")
    assert window.save_as(tmp_path / "typed.yaml")
    reopened, _warnings = ScenarioDocument.open(tmp_path / "typed.yaml")
    assert reopened.scenario.description == "Hold the north."
    assert reopened.scenario.players[0].name == "Ada"


def test_closing_with_unsaved_changes_asks(make_window, map_path, boxes):
    window = make_window(classic_document(map_path))
    document = window.document()
    document.undo_stack.push(SetScenarioProperties(document, name="Changed"))
    boxes.answer("question", Button.Cancel)
    assert not window.close()
    assert window.isVisible()
    assert "Changed" in boxes.of("question")[0][2]
    boxes.answer("question", Button.Discard)
    assert window.close()


def test_closing_can_save_first(make_window, map_path, tmp_path, boxes, monkeypatch):
    window = make_window(classic_document(map_path))
    document = window.document()
    document.undo_stack.push(SetScenarioProperties(document, name="Saved on close"))
    target = tmp_path / "closing"
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a, **k: (str(target), ""))
    boxes.answer("question", Button.Save)
    assert window.close()
    assert (tmp_path / "closing.yaml").is_file()


def test_a_broken_scenario_file_shows_where_it_is_broken(make_window, map_path, tmp_path, boxes):
    window = make_window(classic_document(map_path))
    broken = tmp_path / "broken.yaml"
    broken.write_text("format: worldsmith-scenario\nschema: 1\nname: Broken\nmap: tutorial.yaml\n"
                      "players:\n- {name: Ann}\nsetup: sometimes\n", encoding="utf-8")
    assert not window.open_scenario(broken)
    (_kind, title, text), = boxes.of("critical")
    assert title == "Cannot Open Scenario"
    assert "broken.yaml:7" in text and "setup" in text and "Traceback" not in text
    assert window.document().scenario.name == "Tutorial Isles"  # still the scenario shown


def test_a_scenario_whose_map_is_missing_says_so(make_window, map_path, tmp_path, boxes):
    window = make_window(classic_document(map_path))
    lost = tmp_path / "lost.yaml"
    lost.write_text("format: worldsmith-scenario\nschema: 1\nname: Lost\nmap: nowhere.yaml\n"
                    "players:\n- {name: Ann}\n- {name: Bob}\n", encoding="utf-8")
    assert not window.open_scenario(lost)
    (_kind, _title, text), = boxes.of("critical")
    assert "nowhere.yaml" in text and "file not found" in text


def test_every_shipped_scenario_opens_without_problems(make_window, map_path, boxes):
    shipped = sorted(SCENARIOS.glob("*.yaml"))
    if not shipped:
        pytest.skip("no scenarios in scenarios/ yet (they are being written)")
    window = make_window(classic_document(map_path))
    for path in shipped:
        assert window.open_scenario(path), boxes.texts
        problems = [p.message for p in window.report().problems]
        assert problems == [], f"{path.name}: {problems}"
        window.document().undo_stack.setClean()


# -- validation, problems and playing -------------------------------------------------------------------
def test_validate_shows_the_problems_and_says_when_there_are_none(make_window, map_path):
    window = make_window(classic_document(map_path, players=1))
    window.docks["historyDock"].raise_()
    window.action_validate.trigger()
    assert window.docks["problemsDock"].isVisible()
    assert window.problems_panel.summary.text() == "Errors: 1 · Warnings: 0"
    assert "1 player:" in window.problems_panel.list.topLevelItem(0).text(0)
    window.scenario_panel.add_player()
    window.action_validate.trigger()
    assert window.statusBar().currentMessage() == "No problems"
    assert window.problems_panel.summary.text() == "No problems"


def test_validation_follows_every_change(make_window, map_path, qtbot):
    window = make_window(classic_document(map_path))
    document = window.document()
    fixed = FixedSetup({"lowfen": 0}, {"lowfen": 0})
    document.undo_stack.push(SetFixedSetup(document, fixed, "no troops"))
    qtbot.waitUntil(lambda: bool(window.report().problems), timeout=2000)
    assert [p.code for p in window.report().problems] == ["no-troops"]


def test_clicking_a_problem_selects_and_shows_its_territory(make_window, map_path):
    window = make_window(classic_document(map_path))
    document = window.document()
    document.undo_stack.push(SetFixedSetup(document, FixedSetup({"redcliff": 1}, {"redcliff": 0}), "no troops"))
    window.validate_now()
    item = window.problems_panel.list.topLevelItem(0)
    rect = window.problems_panel.list.visualItemRect(item)
    QTest.mouseClick(window.problems_panel.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.selection.ids == ("redcliff",)
    assert window.scene.selection() == frozenset({"redcliff"})
    visible = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    assert visible.contains(window.scene.territory_item("redcliff").fill_bounds().center())


def test_play_refuses_a_scenario_with_errors(make_window, map_path, boxes, monkeypatch):
    calls = []
    monkeypatch.setattr("editor.play.launch.play_scenario", lambda *args, **kw: calls.append(args), raising=False)
    window = make_window(classic_document(map_path, players=1))
    assert window.play() is None
    (_kind, title, text), = boxes.of("warning")
    assert title == "Cannot Play Yet" and "1 player:" in text
    assert calls == []


def test_play_hands_a_clean_scenario_to_play_mode(make_window, map_path, boxes, monkeypatch):
    calls = []
    monkeypatch.setattr("editor.play.launch.play_scenario", lambda *args, **kw: calls.append(args) or "game",
                        raising=False)
    window = make_window(classic_document(map_path))
    assert window.play() == "game"
    ((scenario, board, parent),) = calls
    assert scenario is window.document().scenario and board is window.document().board and parent is window


def test_play_opens_a_play_window_on_the_scenario(make_window, map_path, boxes, monkeypatch, tmp_path):
    """F5 for real: the designer asks editor/app/windows.py, and play mode answers with a window
    whose game has the scenario's players on its map."""
    from editor.play import launch as play_launch
    from editor.play.play_window import PlayWindow
    from tests.editor.play.helpers import close_quietly

    monkeypatch.setattr(play_launch, "default_autosave_path", lambda: tmp_path / "autosave.yaml")
    window = make_window(classic_document(map_path))
    game = window.play()
    try:
        assert isinstance(game, PlayWindow) and game.isVisible()
        assert [seat.name for seat in game.controller.seats] == [p.name for p in window.document().scenario.players]
        assert game.controller.game.board is window.document().board
        assert boxes.calls == []
    finally:
        if isinstance(game, PlayWindow):
            close_quietly(game)
            game.close()


# -- the Scenario panel -------------------------------------------------------------------------------------
def test_switching_to_legacy_brings_a_world_and_undo_takes_it_away(make_window, map_path):
    window = make_window(classic_document(map_path))
    combo = window.scenario_panel.ruleset
    combo.setCurrentIndex(combo.findData("legacy"))
    document = window.document()
    assert document.scenario.ruleset == "legacy" and document.world is not None
    assert window.docks["marksDock"].isVisible() and window.palette is not None
    assert window.coin_panel is not None
    document.undo_stack.undo()
    assert document.scenario.ruleset == "classic" and document.world is None
    assert not window.docks["marksDock"].isVisible() and window.palette is None
    assert window.scenario_panel.ruleset.currentData() == "classic"


def test_players_are_added_and_removed_with_their_setup(make_window, map_path):
    window = make_window(classic_document(map_path))
    document = window.document()
    document.undo_stack.push(SetFixedSetup(document, FixedSetup(
        {"frostmere": 0, "lowfen": 1, "ashvale": 2}, {"frostmere": 2, "lowfen": 3, "ashvale": 4}, {2: "ashvale"}),
        "setup"))
    panel = window.scenario_panel
    QTest.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    assert [p.name for p in document.scenario.players] == ["Player 1", "Player 2", "Player 3", "Player 4"]
    assert len({p.colour for p in document.scenario.players}) == 4
    QTest.mouseClick(panel.rows[1].remove, Qt.MouseButton.LeftButton)
    assert [p.name for p in document.scenario.players] == ["Player 1", "Player 3", "Player 4"]
    fixed = document.scenario.fixed
    assert fixed.owners == {"frostmere": 0, "ashvale": 1} and fixed.hqs == {1: "ashvale"}
    assert fixed.troops == {"frostmere": 2, "ashvale": 4}
    document.undo_stack.undo()  # one step brings back the player and their territory
    assert len(document.scenario.players) == 4 and document.scenario.fixed.owners["lowfen"] == 1


def test_player_colours_stay_distinct(make_window, map_path):
    window = make_window(classic_document(map_path))
    players = window.document().scenario.players
    combo = window.scenario_panel.rows[0].colour
    combo.setCurrentIndex(combo.findData(players[1].colour))
    now = window.document().scenario.players
    assert now[0].colour == players[1].colour and now[1].colour == players[0].colour


def test_continent_marks_are_limited_by_the_stock(make_window, map_path):
    window = make_window(every_mark_document(map_path))  # +1 on northreach, -1 on eastwild
    panel = window.continent_panel
    world = window.document().world
    combo = panel.bonus["southmoor"]
    combo.setCurrentIndex(combo.findData(1))
    assert world.continent("southmoor").bonus_mark == 0
    assert combo.currentData() == 0  # the choice went back
    assert panel.message.text() == "There is only one +1 continent mark, and it is on Northreach."
    assert window.statusBar().currentMessage() == panel.message.text()
    panel.bonus["northreach"].setCurrentIndex(panel.bonus["northreach"].findData(0))
    combo.setCurrentIndex(combo.findData(1))
    assert world.continent("southmoor").bonus_mark == 1
    panel.names["eastwild"].setText("The Wilds")
    panel.named_by["eastwild"].setText("Cy")
    panel.named_by["eastwild"].editingFinished.emit()
    assert world.continent("eastwild") == ContinentMarks("The Wilds", "Cy", -1)
    window.document().undo_stack.undo()
    assert panel.names["eastwild"].text() == ""


def test_keys_undo_and_choose_tools(make_window, map_path, qtbot):
    document = classic_document(map_path)
    document.scenario.setup = SetupKind.FIXED
    window = make_window(document)
    window.activateWindow()
    if QApplication.activeWindow() is not window:
        # The offscreen platform does not activate windows by itself.
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            QApplication.setActiveWindow(window)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_T)
    assert window.view.tool() is window.setup_panel.tools["troops"]
    QTest.keyClick(window.view, Qt.Key.Key_H)  # HQs are Legacy's: no HQ tool in a classic scenario
    assert window.view.tool() is window.setup_panel.tools["troops"]
    assert not window.setup_panel.tool_buttons["hq"].isVisibleTo(window.setup_panel)
    window.scenario_panel.add_player()
    assert len(window.document().scenario.players) == 4
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(window.document().scenario.players) == 3
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert len(window.document().scenario.players) == 4


def test_a_faction_is_played_by_one_player(make_window, map_path):
    window = make_window(every_mark_document(map_path))  # Ann and Bob play the first two factions
    assert window.scene.slots_visible()  # a Legacy world: where its stickers go
    players = window.document().scenario.players
    combo = window.scenario_panel.rows[2].faction
    combo.setCurrentIndex(combo.findData(players[0].faction))
    now = window.document().scenario.players
    assert now[2].faction == players[0].faction and now[0].faction == ""
    assert window.scenario_panel.rows[0].faction.currentData() == ""
    assert window.document().undo_stack.count() == 1


# -- the ways in ------------------------------------------------------------------------------------------
def test_new_scenario_from_map(make_window, map_path, boxes):
    window = make_window(classic_document(map_path))
    assert window.new_scenario_from_map(map_path, legacy=True)
    document = window.document()
    assert document.world is not None and len(document.scenario.players) == 3
    assert document.map_path == map_path.resolve()
    assert window.palette is not None


def test_the_command_line_opens_the_designer(qtbot, map_path, tmp_path, settings):
    from editor.cli.main import build_parser

    args = build_parser().parse_args(["scenario", "new.yaml", "--map", str(map_path), "--legacy"])
    assert (args.command, args.file, args.map, args.legacy) == ("scenario", "new.yaml", str(map_path), True)
    target = tmp_path / "new.yaml"
    window = launch.launch_scenario(target, map_path, legacy=True, settings=settings)
    try:
        assert window.isVisible() and window.document().world is not None
        assert window.document().path == target
        assert window.save()
        assert target.is_file()
    finally:
        window.document().undo_stack.setClean()
        window.close()


def test_the_command_line_says_why_a_file_cannot_be_opened(qtbot, tmp_path, boxes, settings):
    broken = tmp_path / "broken.yaml"
    broken.write_text("format: worldsmith-map\n", encoding="utf-8")
    assert launch.launch_scenario(broken, settings=settings) is None
    (_kind, title, text), = boxes.of("critical")
    assert title == "Cannot Open Scenario" and "broken.yaml" in text


def test_the_map_editors_scenario_menu_opens_designers(qtbot, map_path, settings, boxes, tmp_path, monkeypatch):
    """Scenario ▸ New Scenario on This Map… and Open Scenario… for real: the editor asks
    editor/app/windows.py, and the designer's launcher answers with a window."""
    from editor.main_window import MainWindow

    monkeypatch.setattr(launch, "ask_rule_set", lambda parent: True)  # "Legacy"
    editor = MainWindow(load_map(map_path).board, map_path, settings=settings, recovery_folder=tmp_path / "rec")
    qtbot.addWidget(editor)
    opened = []
    try:
        opened.append(editor.new_scenario())
        assert isinstance(opened[0], ScenarioWindow) and opened[0].isVisible()
        assert opened[0].document().map_path == map_path.resolve() and opened[0].document().world is not None
        opened.append(editor.open_scenario(SCENARIOS / "classic-fixed-setup.yaml"))
        assert isinstance(opened[1], ScenarioWindow) and opened[1].document().scenario.name.startswith("Tutorial")
        assert boxes.calls == []
    finally:
        editor.autosaver.stop()
        for window in opened:
            if window is not None:
                window.document().undo_stack.setClean()
                window.close()


def test_the_map_editor_has_a_scenario_menu(qtbot, map_path, settings, boxes, tmp_path):
    from editor.main_window import MainWindow

    editor = MainWindow(load_map(map_path).board, map_path, settings=settings, recovery_folder=tmp_path / "rec")
    qtbot.addWidget(editor)
    window = None
    try:
        menu = editor.findChild(QMenu, "menu.scenario")
        assert [a.objectName() for a in menu.actions()] == ["action.newScenario", "action.openScenario"]
        window = launch.new_scenario_window(editor, editor.board(), map_path, legacy=False, settings=settings)
        assert window.document().map_path == map_path.resolve()
        editor.document().undo_stack.push(QUndoCommand("an unsaved edit"))
        assert editor.new_scenario() is None
        assert boxes.of("information")[0][1] == "Save the Map First"
    finally:
        editor.document().undo_stack.setClean()
        if window is not None:
            window.document().undo_stack.setClean()
            window.close()


# -- in Spanish --------------------------------------------------------------------------------------
def test_the_designer_shows_the_maps_spanish_names(make_window, map_path, spanish):
    document = every_mark_document(map_path)
    window = make_window(document)
    # On the map: the Spanish names of maps/tutorial.yaml.
    assert window.scene.label_items["lowfen"].text() == "Ciénaga Baja"
    assert window.scene.label_items["frostmere"].text() == "Lago Helado"
    # In the panels and the document's words: continents and territories in Spanish.
    assert document.territory_name("lowfen") == "Ciénaga Baja"
    assert document.continent_name("northreach") == "Confín del Norte"
    labels = {label.text() for label in window.continent_panel.findChildren(QLabel)}
    assert {"Confín del Norte", "Páramo del Sur", "Espesura del Este"} <= labels, labels
    # A new scenario is named after the map as the designer reads it; the map keeps its names.
    assert ScenarioDocument.for_map(document.board, map_path).scenario.name == "Islas del Tutorial"
    assert document.board.territory("lowfen").name == "Lowfen"


def test_the_designers_problems_name_territories_in_spanish(make_window, map_path, spanish):
    document = every_mark_document(map_path)
    document.scenario.fixed.troops["lowfen"] = 0  # "{territory} is owned by {player} but holds 0 troops"
    window = make_window(document)
    window.validate_now()
    problems = window.problems_panel.list
    messages = [problems.topLevelItem(i).text(0) for i in range(problems.topLevelItemCount())]
    assert any("Ciénaga Baja" in message for message in messages), messages
    assert not any("Lowfen" in message for message in messages), messages
