"""Issue 34's small items in the scenario designer, each through the window or its launcher:
4-digit troop numbers, ``--map classic``, locating a moved scenario's map, closing while a
city is being named, the Continents dock's columns in Spanish, and each rule set's number of
players."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton

from editor.play.badges import PADDING_PIXELS, badge_font
from editor.scenario import launch, locate_map
from editor.scenario.scenario_document import ScenarioDocument
from editor.scenario.scenario_panel import ScenarioPanel
from editor.scenario.scenario_window import ScenarioWindow, new_scenario_document
from engine.board import load_map
from engine.resources import maps_dir
from engine.rules.classic import MAX_ARMIES
from engine.scenario.model import ScenarioPlayer
from tests.editor.scenario.test_setup_tools import Designer, grid_board, grid_scenario

Button = QMessageBox.StandardButton
SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios"
TUTORIAL = maps_dir() / "tutorial.yaml"


# -- 1. troop numbers of more than three digits ------------------------------------------------------
@pytest.fixture
def designer(make_window) -> Designer:
    """The designer on test_setup_tools' grid of six squares, three players, a fixed setup."""
    return Designer(make_window(ScenarioDocument(grid_scenario(), grid_board())))


def type_troops(designer: Designer, territory: str, digits: str) -> None:
    designer.hover(territory)
    for digit in digits:
        QTest.keyClick(designer.view, Qt.Key(Qt.Key.Key_0 + int(digit)))


def owned_territory_with_troops_tool(designer: Designer, territory: str = "e") -> None:
    designer.use("owner")
    designer.click(territory)
    designer.use("troops")


def test_typing_four_digits_puts_all_four_on_the_territory_in_one_step(designer):
    owned_territory_with_troops_tool(designer)
    steps = designer.stack.count()
    type_troops(designer, "e", "1234")
    assert designer.fixed.troops["e"] == 1234
    assert designer.stack.count() == steps + 1
    badge = designer.window.setup_layer.badge("e")
    assert badge.text() == "1234"


def test_a_number_above_the_rules_limit_is_capped_and_the_status_bar_says_so(designer):
    owned_territory_with_troops_tool(designer)
    type_troops(designer, "e", "1234567")
    assert designer.fixed.troops["e"] == MAX_ARMIES
    assert "the most a territory may hold" in designer.status()
    designer.stack.undo()
    assert designer.fixed.troops["e"] == 1  # the whole typed number was one step


def test_clicking_at_the_limit_adds_nothing_and_says_why(designer):
    owned_territory_with_troops_tool(designer)
    type_troops(designer, "e", "100000")
    assert designer.fixed.troops["e"] == MAX_ARMIES
    assert "capped" not in designer.status()  # exactly the limit: nothing was cut
    steps = designer.stack.count()
    designer.click("e")
    assert designer.fixed.troops["e"] == MAX_ARMIES and designer.stack.count() == steps
    assert "the most a territory may hold" in designer.status()


@pytest.mark.parametrize("troops", [1234, 56789, MAX_ARMIES])
def test_the_badge_is_wide_enough_for_every_digit(designer, troops):
    owned_territory_with_troops_tool(designer)
    type_troops(designer, "e", str(troops))
    badge = designer.window.setup_layer.badge("e")
    width, _height = badge.size()
    assert badge.text() == str(troops)
    assert QFontMetricsF(badge_font()).horizontalAdvance(badge.text()) + 2 * PADDING_PIXELS <= width


# -- 2. --map with a shipped map's name --------------------------------------------------------------
@pytest.fixture
def launched():
    windows: list[ScenarioWindow] = []
    yield windows
    for window in windows:
        window.document().undo_stack.setClean()
        window.close()


def test_map_classic_mu_by_name_opens_a_new_scenario_on_the_shipped_map(launched, settings, boxes):
    window = launch.launch_scenario(None, "classic-mu", settings=settings)
    launched.append(window)
    assert window is not None and boxes.calls == []
    assert window.document().map_path == (maps_dir() / "classic-mu.yaml").resolve()


def test_a_new_scenario_file_on_a_named_map_saves_the_name(launched, settings, boxes, tmp_path):
    target = tmp_path / "new.yaml"
    window = launch.launch_scenario(target, "classic", settings=settings)
    launched.append(window)
    assert window is not None and window.document().path == target
    assert window.save()
    assert "\nmap: classic\n" in target.read_text(encoding="utf-8")


def test_worldsmith_scenario_new_file_with_map_classic_mu_opens_the_designer(tmp_path):
    from tests.editor.test_window_commands import run_command

    ran = run_command(tmp_path, "scenario", "new.yaml", "--map", "classic-mu")
    assert ran.code == 0 and list(ran.shown) == ["scenarioWindow"]
    assert "Classic World (MU)" in ran.shown["scenarioWindow"]


def test_a_map_file_path_still_works(launched, settings, boxes, tmp_path):
    copy = tmp_path / "isles.yaml"
    shutil.copy(TUTORIAL, copy)
    window = launch.launch_scenario(None, str(copy), settings=settings)
    launched.append(window)
    assert window.document().map_path == copy.resolve()


def test_a_map_that_is_neither_a_file_nor_shipped_lists_the_shipped_maps(settings, boxes, capsys):
    assert launch.launch_scenario(None, "atlantis", settings=settings) is None
    (_kind, title, text), = boxes.of("critical")
    assert title == "Cannot Open Map"
    assert "'atlantis'" in text and "classic, classic-mu, tutorial" in text
    assert text in capsys.readouterr().err


# -- 3. a scenario moved without its map -------------------------------------------------------------
@pytest.fixture
def moved_scenario(tmp_path) -> tuple[Path, Path]:
    """A scenario written beside ``maps/isles.yaml`` (``map: ../maps/isles.yaml``), then moved
    to another folder: (the moved scenario, where the map really is)."""
    project = tmp_path / "project"
    (project / "maps").mkdir(parents=True)
    (project / "scenarios").mkdir()
    map_file = project / "maps" / "isles.yaml"
    shutil.copy(TUTORIAL, map_file)
    text = (SCENARIOS / "classic-fixed-setup.yaml").read_text(encoding="utf-8")
    text = text.replace("\nmap: tutorial\n", "\nmap: ../maps/isles.yaml\n")
    moved = tmp_path / "elsewhere" / "fixed.yaml"
    moved.parent.mkdir()
    moved.write_text(text, encoding="utf-8")
    return moved, map_file


def answer_lost_map_box(monkeypatch, choice: str, chosen: Path | None = None) -> list[str]:
    """Click ``choice`` ("locateMap" or "close") in the lost-map box; the file dialog answers
    ``chosen``. Returns the texts the box showed."""
    shown: list[str] = []
    monkeypatch.setattr(locate_map, "can_ask", lambda: True)

    def run(box: QMessageBox) -> int:
        shown.append(box.text())
        if choice == "locateMap":
            box.findChild(QPushButton, "locateMap").click()
        else:
            box.button(Button.Close).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", run)
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *args, **kwargs: (str(chosen) if chosen else "", ""))
    return shown


def test_locate_map_opens_the_moved_scenario_and_save_writes_the_new_place(
        map_path_window, moved_scenario, monkeypatch):
    moved, map_file = moved_scenario
    shown = answer_lost_map_box(monkeypatch, "locateMap", map_file)
    window = map_path_window
    assert window.open_scenario(moved)
    assert "file not found" in shown[0]
    document = window.document()
    assert document.map_path == map_file.resolve() and document.path == moved
    assert document.modified and window.isWindowModified()
    assert len(document.scenario.fixed.owners) == 10  # the whole scenario, on the map located
    assert window.save()
    assert f"\nmap: {map_file.resolve().as_posix()}\n" in moved.read_text(encoding="utf-8")
    reopened, _warnings = ScenarioDocument.open(moved)  # no question any more
    assert reopened.map_path == map_file.resolve()


def test_closing_the_lost_map_box_opens_nothing(map_path_window, moved_scenario, monkeypatch):
    moved, _map_file = moved_scenario
    answer_lost_map_box(monkeypatch, "close")
    name = map_path_window.document().scenario.name
    assert not map_path_window.open_scenario(moved)
    assert map_path_window.document().scenario.name == name


def test_without_a_display_only_the_message_is_given(moved_scenario, boxes):
    moved, _map_file = moved_scenario
    assert not locate_map.can_ask()  # the tests run offscreen
    assert launch.load_scenario_document(None, moved) is None
    (_kind, title, text), = boxes.of("critical")
    assert title == "Cannot Open Scenario"
    assert "isles.yaml: file not found" in text and "moved without its map" in text


@pytest.fixture
def map_path_window(make_window, boxes) -> ScenarioWindow:
    return make_window(new_scenario_document(load_map(TUTORIAL).board, TUTORIAL, False))


# -- 4. closing while a city is being named --------------------------------------------------------------
def naming_a_city(window: ScenarioWindow, name: str) -> None:
    territory = window.document().board.territories[0].id
    assert window.placer.place("minor-city", territory)
    editor = window.placer.name_editor()
    editor.clear()
    QTest.keyClicks(editor, name)


def test_closing_the_window_while_naming_a_city_places_it_and_asks_to_save(make_window, boxes):
    window = make_window(new_scenario_document(load_map(TUTORIAL).board, TUTORIAL, True))
    naming_a_city(window, "Goldport")
    boxes.answer("question", Button.Cancel)
    assert not window.close()  # cancelled at the question: the window stays, with the city
    assert [m.name for m in window.document().world.marks] == ["Goldport"]
    assert [title for _kind, title, _text in boxes.of("question")] == ["Unsaved Changes"]
    assert window.placer.editing() is None


def test_closing_and_saving_while_naming_a_city_saves_the_city(make_window, boxes, tmp_path, monkeypatch):
    window = make_window(new_scenario_document(load_map(TUTORIAL).board, TUTORIAL, True))
    naming_a_city(window, "Goldport")
    target = tmp_path / "named"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), ""))
    boxes.answer("question", Button.Save)
    assert window.close()
    assert "Goldport" in (tmp_path / "named.yaml").read_text(encoding="utf-8")


# -- 5. labels not cut off -------------------------------------------------------------------------------
def test_the_continents_columns_fit_the_dock_in_spanish(make_window, boxes, spanish):
    document, _warnings = ScenarioDocument.open(SCENARIOS / "legacy-mid-campaign.yaml")
    window = make_window(document)
    window.docks["continentsDock"].raise_()
    QTest.qWait(0)
    panel = window.continent_panel
    assert panel.widget().minimumSizeHint().width() <= panel.viewport().width()
    assert not panel.horizontalScrollBar().isVisible()


# -- 6. each rule set's number of players ------------------------------------------------------------------
def panel_with(qtbot, legacy: bool, players: int) -> tuple[ScenarioPanel, list[str]]:
    names = [f"P{i}" for i in range(players)]
    document = ScenarioDocument.for_map(load_map(TUTORIAL).board, TUTORIAL, legacy=legacy, players=names)
    panel = ScenarioPanel(document)
    qtbot.addWidget(panel)
    said: list[str] = []
    panel.status.connect(said.append)
    return panel, said


@pytest.mark.parametrize(("legacy", "most"), [(True, 5), (False, 6)])
def test_add_player_is_off_at_the_rule_sets_maximum_and_says_why(qtbot, legacy, most):
    panel, said = panel_with(qtbot, legacy, most - 1)
    assert panel.add_button.isEnabled()
    QTest.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    assert len(panel.document.scenario.players) == most
    assert not panel.add_button.isEnabled()
    assert f"at most {most} players" in panel.add_button.toolTip()
    panel.add_player()  # the shortcut or a script: still refused, with the reason
    assert len(panel.document.scenario.players) == most
    assert f"at most {most} players" in said[-1]
    panel.document.undo_stack.undo()
    assert panel.add_button.isEnabled()


@pytest.mark.parametrize(("legacy", "fewest"), [(True, 3), (False, 2)])
def test_removing_below_the_rule_sets_minimum_is_refused_with_the_reason(qtbot, legacy, fewest):
    panel, said = panel_with(qtbot, legacy, fewest + 1)
    panel.remove_player(0)
    assert [p.name for p in panel.document.scenario.players] == [f"P{i}" for i in range(1, fewest + 1)]
    steps = panel.document.undo_stack.count()
    panel.remove_player(0)
    assert len(panel.document.scenario.players) == fewest
    assert panel.document.undo_stack.count() == steps
    assert said[-1] == (f"Cannot remove P1: the rules chosen ({'Legacy' if legacy else 'Classic'}) need at least "
                        f"{fewest} players")


def test_a_legacy_scenario_with_six_players_may_lose_one_but_not_gain_one(qtbot):
    panel, _said = panel_with(qtbot, True, 5)
    players = [*panel.document.scenario.players, ScenarioPlayer("Extra")]
    from editor.scenario.commands import SetPlayers

    panel.document.undo_stack.push(SetPlayers(panel.document, players))
    assert not panel.add_button.isEnabled()
    panel.remove_player(5)
    assert len(panel.document.scenario.players) == 5
