"""The new-game dialog's rule set: classic, the MU economy (its starts, every advanced rule, the
turn limit and the planning timer; refused on maps without sea) or Risk Legacy (a campaign
started from a Legacy scenario)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QComboBox, QPushButton, QSpinBox, QWidget

from editor.play import launch
from editor.play.economy.new_game_options import TIMER_KEY
from editor.play.economy.window import EconomyPlayWindow
from editor.play.new_game_dialog import NewGameDialog
from editor.play.window_keeper import OPEN_WINDOWS
from engine.board import save_map
from engine.core.game import Game
from engine.resources import maps_dir, scenarios_dir
from engine.rules.economy.options import EconomyOptions
from tests.editor.conftest import archipelago_board
from tests.editor.play.helpers import close_quietly

MU_MAP = maps_dir() / "classic-mu.yaml"
TUTORIAL = maps_dir() / "tutorial.yaml"


@pytest.fixture
def make_dialog(qtbot, settings):
    def make(**options) -> NewGameDialog:
        options.setdefault("settings", settings)
        dialog = NewGameDialog(**options)
        qtbot.addWidget(dialog)
        return dialog

    return make


def click(widget: QWidget) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(4, 4))


def start(dialog: NewGameDialog) -> None:
    click(dialog.findChild(QPushButton, "startGame"))


def choose(dialog: NewGameDialog, name: str, value) -> None:
    combo = dialog.findChild(QComboBox, name)
    index = combo.findData(value)
    assert index >= 0, (name, value)
    combo.setCurrentIndex(index)


def test_the_rule_set_is_a_choice_and_the_economy_starts_on_the_map_with_sea(make_dialog):
    dialog = make_dialog()
    rulesets = dialog.findChild(QComboBox, "rulesetChoice")
    assert rulesets.accessibleName()
    assert [rulesets.itemData(i) for i in range(rulesets.count())] == ["classic", "economy", "legacy"]
    assert dialog.map_path() == maps_dir() / "classic.yaml"
    choose(dialog, "rulesetChoice", "economy")
    # The classic world has no sea: the economy goes to the one that has.
    assert dialog.map_path() == MU_MAP
    assert dialog.economy_box.isVisibleTo(dialog) and not dialog.rules_box.isVisibleTo(dialog)
    choose(dialog, "economyStart", "europe")
    start(dialog)
    board, path, setup = dialog.chosen()
    assert path == MU_MAP and setup.ruleset == "economy"
    assert setup.options["start"] == "europe" and setup.options["europe"] == "europe"
    assert Game(board, setup).state.phase == "get"


def test_every_economy_option_has_its_words_in_the_dialog(make_dialog):
    dialog = make_dialog()
    choose(dialog, "rulesetChoice", "economy")
    box = dialog.economy_box
    options = box.options()
    # Every option of the rules, none forgotten (a new one fails here until it is offered).
    assert set(options) == set(EconomyOptions().to_mapping())
    assert EconomyOptions.from_mapping(options) == EconomyOptions()  # the rules' defaults at first
    widgets = [w for kind in (QComboBox, QSpinBox, QCheckBox) for w in box.findChildren(kind)]
    assert len(widgets) >= len(options)
    for widget in widgets:
        assert widget.objectName().startswith("economy") and widget.accessibleName(), widget
        if isinstance(widget, QCheckBox):
            assert widget.text() and widget.toolTip()
    starts = dialog.findChild(QComboBox, "economyStart")
    assert {starts.itemData(i) for i in range(starts.count())} == {"europe", "continent", "card-distribution", "draft"}
    # Changed choices reach the game's options.
    for name in ("economyBases", "economyNavyUpkeep", "economyRegionBonuses"):
        dialog.findChild(QCheckBox, name).toggle()
    dialog.findChild(QSpinBox, "economyTurnLimit").setValue(12)
    choose(dialog, "economyVictory", "last-capital")
    chosen = EconomyOptions.from_mapping(box.options())
    assert (chosen.bases, chosen.navy_upkeep, chosen.region_bonuses) == (False, False, True)
    assert chosen.turn_limit == 12 and chosen.victory == "last-capital"


def test_a_map_without_sea_is_refused_for_the_economy_and_says_why(make_dialog):
    dialog = make_dialog()
    choose(dialog, "rulesetChoice", "economy")
    dialog.select_map(TUTORIAL)
    dialog._map_changed()
    start(dialog)
    assert dialog.chosen() is None
    assert "sea" in dialog.problem_text() and "Classic World (MU)" in dialog.problem_text()


def test_the_europe_start_on_a_map_without_europe_says_so_and_asks_which_continent(make_dialog, tmp_path):
    path = tmp_path / "archipelago.yaml"
    save_map(archipelago_board(), path)
    dialog = make_dialog(map_path=path)
    choose(dialog, "rulesetChoice", "economy")
    assert dialog.map_path() == path  # it has sea
    choose(dialog, "economyStart", "europe")
    note = dialog.findChild(QWidget, "economyEuropeNote")
    assert note.isVisibleTo(dialog) and "no Europe" in note.text()
    europe = dialog.findChild(QComboBox, "economyEurope")
    assert {europe.itemData(i) for i in range(europe.count())} == {"west", "east", "south"}
    choose(dialog, "economyEurope", "south")
    assert dialog.economy_box.options()["europe"] == "south"
    choose(dialog, "economyStart", "draft")
    assert not note.isVisibleTo(dialog) and dialog.economy_box.options()["europe"] == ""


def test_the_economy_choices_and_the_planning_timer_are_remembered(make_dialog, settings):
    first = make_dialog()
    choose(first, "rulesetChoice", "economy")
    choose(first, "economyStart", "continent")
    first.findChild(QSpinBox, "economyTurnLimit").setValue(7)
    first.findChild(QCheckBox, "economyInfluenceCards").setChecked(False)
    choose(first, "economyPlanningTimer", "custom")
    seconds = first.findChild(QSpinBox, "economyPlanningTimerSeconds")
    assert seconds.isVisibleTo(first)
    seconds.setValue(90)
    start(first)
    assert first.chosen() is not None, first.problem_text()
    assert int(settings.value(TIMER_KEY)) == 90

    again = make_dialog()
    assert again.ruleset_name() == "economy" and again.map_path() == MU_MAP
    options = again.economy_box.options()
    assert options["start"] == "continent" and options["turn-limit"] == 7 and options["influence-cards"] is False
    assert again.findChild(QComboBox, "economyPlanningTimer").currentData() == "custom"
    assert again.economy_box.timer_value() == 90
    choose(again, "economyPlanningTimer", "standard")
    assert again.economy_box.timer_value() == 60
    choose(again, "economyPlanningTimer", "off")
    assert again.economy_box.timer_value() == 0


def test_the_economy_window_reads_the_planning_timer(make_economy, settings):
    window = make_economy("human", "heuristic")
    assert window.planning_timer_seconds() == 0
    settings.setValue(TIMER_KEY, 60)
    assert window.planning_timer_seconds() == 60
    settings.setValue(TIMER_KEY, "nonsense")
    assert window.planning_timer_seconds() == 0


def test_legacy_starts_a_campaign_from_a_legacy_scenario(make_dialog, settings):
    dialog = make_dialog()
    choose(dialog, "rulesetChoice", "legacy")
    assert dialog.legacy_box.isVisibleTo(dialog)
    for box in (dialog.map_box, dialog.seats_box, dialog.rules_box, dialog.economy_box):
        assert not box.isVisibleTo(dialog)
    scenarios = dialog.findChild(QComboBox, "legacyScenario")
    data = [scenarios.itemData(i) for i in range(scenarios.count())]
    shipped = {Path(item).name for item in data if item and item != "<choose>"}
    assert shipped == {"legacy-new-world.yaml", "legacy-mid-campaign.yaml"}
    ok = dialog.findChild(QPushButton, "startGame")
    assert ok.text() == "Start Campaign"
    choose(dialog, "legacyScenario", str(scenarios_dir() / "legacy-new-world.yaml"))
    start(dialog)
    assert dialog.chosen() is None and dialog.chosen_scenario() == scenarios_dir() / "legacy-new-world.yaml"
    again = make_dialog()
    assert again.ruleset_name() == "legacy" and again.scenario_path() == scenarios_dir() / "legacy-new-world.yaml"


def test_a_new_legacy_game_opens_the_scenario_which_starts_its_campaign(monkeypatch, settings, tmp_path):
    scenario = scenarios_dir() / "legacy-new-world.yaml"
    monkeypatch.setattr(launch, "ask_new_game", lambda parent, map_path, settings: scenario)
    opened = []
    monkeypatch.setattr(launch, "open_scenario", lambda path, parent=None, **kwargs: opened.append(path))
    launch.open_new_game(None, settings=settings, autosave_path=tmp_path / "a.yaml")
    assert opened == [scenario]


def test_a_new_economy_game_from_a_classic_window_goes_on_in_an_economy_window(qtbot, make_play, monkeypatch):
    from engine.core.game import GameSetup
    from engine.rules.base import PlayerSetup
    from tests.editor.play.economy.helpers import mu_board

    seats = (PlayerSetup("Ada", controller="heuristic"), PlayerSetup("Bo", controller="heuristic"))
    setup = GameSetup("economy", seats, 4, {"start": "europe"})
    monkeypatch.setattr("editor.play.new_game_dialog.ask_new_game", lambda *args: (mu_board(), MU_MAP, setup))
    classic = make_play("human", "random")
    classic.show()
    classic._saved_at = len(classic.controller.game.log)
    before = list(OPEN_WINDOWS)
    assert classic.new_game()
    [window] = [w for w in OPEN_WINDOWS if w not in before]
    qtbot.addWidget(window, before_close_func=close_quietly)
    assert type(window) is EconomyPlayWindow and window.controller.game.setup == setup
    qtbot.waitUntil(lambda: not classic.isVisible())
    assert dataclasses.asdict(window.controller.game.setup.players[0])["name"] == "Ada"


def test_a_new_legacy_campaign_from_a_classic_window_goes_on_in_the_campaigns_window(qtbot, make_play, monkeypatch):
    from PySide6.QtWidgets import QMainWindow

    from editor.app import windows
    scenario = scenarios_dir() / "legacy-new-world.yaml"
    monkeypatch.setattr("editor.play.new_game_dialog.ask_new_game", lambda *args: scenario)
    asked = []
    campaign_window = QMainWindow()
    qtbot.addWidget(campaign_window)

    def play_scenario(loaded, board, parent=None, **kwargs):
        asked.append((loaded.ruleset, kwargs.get("scenario_path")))
        return campaign_window

    monkeypatch.setattr(windows, "play_scenario", play_scenario)
    classic = make_play("human", "random")
    classic.show()
    classic._saved_at = len(classic.controller.game.log)
    assert classic.new_game()
    assert asked == [("legacy", scenario)]
    qtbot.waitUntil(lambda: not classic.isVisible())
