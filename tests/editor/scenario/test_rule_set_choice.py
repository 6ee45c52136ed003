"""The Scenario panel's rules and setup: all three rule sets offered, the MU economy's starts,
switching rules asks before setting a world or an economy aside, renames carry to the cities a
player founded, and removing a seat takes their economy with them (issue 34)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from editor.scenario.scenario_document import ScenarioDocument
from editor.scenario.scenario_panel import ScenarioPanel
from engine.campaign.pieces import MarkKind
from engine.campaign.world import Mark, Signature
from engine.campaign.world_format import new_world
from engine.scenario.model import EconomySetup, Scenario, ScenarioPlayer, SetupKind
from engine.scenario.scenario_format import scenario_to_text
from tests.support.boards import board, square


def document(ruleset: str = "classic", **fields) -> ScenarioDocument:
    scenario = Scenario("Rules", "m.yaml", ruleset, players=[ScenarioPlayer(n) for n in ("Ann", "Bob", "Cy")],
                        **fields)
    return ScenarioDocument(scenario, board(square("a", 0, 0), square("b", 100, 0)))


@pytest.fixture
def panel_of(qtbot):
    def make(doc: ScenarioDocument) -> ScenarioPanel:
        panel = ScenarioPanel(doc)
        qtbot.addWidget(panel)
        return panel
    return make


def choose(combo, value) -> None:
    combo.setCurrentIndex(combo.findData(value))


def answer_next_question(button_name: str | None) -> None:
    """Click a button of the next message box as a person would (None: Cancel)."""
    def click() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QMessageBox) and widget.isVisible():
                button = widget.findChild(QPushButton, button_name) if button_name else None
                (button or widget.button(QMessageBox.StandardButton.Cancel)).click()
                return
        QTimer.singleShot(20, click)
    QTimer.singleShot(20, click)


def test_the_rules_list_offers_every_rule_set_and_the_economy_its_starts(panel_of):
    doc = document()
    panel = panel_of(doc)
    assert [panel.ruleset.itemData(i) for i in range(panel.ruleset.count())] == ["classic", "legacy", "economy"]
    choose(panel.ruleset, "economy")
    assert doc.scenario.ruleset == "economy" and doc.scenario.economy is not None
    starts = [panel.setup.itemData(i) for i in range(panel.setup.count())]
    assert starts == ["draft", "europe", "continent", "card-distribution", "fixed"]
    choose(panel.setup, "europe")
    assert doc.scenario.options == {"start": "europe"} and doc.scenario.setup is SetupKind.RANDOM
    choose(panel.setup, "fixed")
    assert "start" not in doc.scenario.options and doc.scenario.setup is SetupKind.FIXED
    doc.undo_stack.undo()  # one step: back to the Europe start
    assert doc.scenario.options == {"start": "europe"} and panel.setup.currentData() == "europe"
    doc.undo_stack.undo()
    assert doc.scenario.options == {} and panel.setup.currentData() == "draft"
    doc.undo_stack.undo()
    assert doc.scenario.ruleset == "classic" and doc.scenario.economy is None
    assert [panel.setup.itemData(i) for i in range(panel.setup.count())] == ["random", "claim", "fixed"]


def test_leaving_legacy_asks_before_setting_the_world_aside(panel_of, qtbot):
    world = new_world()
    world.marks = [Mark(MarkKind.MAJOR_CITY, "a", "Ann's Rest", "Ann")]
    doc = document("legacy", legacy=world)
    panel = panel_of(doc)
    answer_next_question(None)  # Cancel: nothing changes
    choose(panel.ruleset, "classic")
    assert doc.scenario.ruleset == "legacy" and doc.world is world and panel.ruleset.currentData() == "legacy"
    answer_next_question("changeRules")
    choose(panel.ruleset, "classic")
    assert doc.scenario.ruleset == "classic" and doc.world is None
    doc.undo_stack.undo()
    assert doc.world is world and doc.world.marks[0].name == "Ann's Rest"


def test_a_fresh_world_is_set_aside_without_asking(panel_of):
    doc = document("legacy", legacy=new_world())
    panel = panel_of(doc)
    choose(panel.ruleset, "classic")  # no question would be answered: it must not ask
    assert doc.scenario.ruleset == "classic"


def test_renaming_a_player_keeps_their_cities_and_signatures(panel_of):
    world = new_world()
    world.marks = [Mark(MarkKind.MAJOR_CITY, "a", "Ann's Rest", "Ann"), Mark(MarkKind.MINOR_CITY, "b", "Bobby", "Bob")]
    world.signatures = [Signature("Ann", 1)]
    doc = document("legacy", legacy=world)
    panel = panel_of(doc)
    before = scenario_to_text(doc.scenario)
    panel.rows[0].name.setText("Annette")
    panel.commit_edits()
    assert [m.founder for m in doc.world.marks] == ["Annette", "Bob"]
    assert [s.player for s in doc.world.signatures] == ["Annette"]
    assert doc.scenario.players[0].name == "Annette"
    doc.undo_stack.undo()  # one step
    assert scenario_to_text(doc.scenario) == before


def test_removing_a_seat_takes_their_money_capital_and_navies(panel_of):
    economy = EconomySetup(money={0: 10, 1: 20, 2: 30}, capitals={1: "a", 2: "b"}, cards={2: 1},
                           navies={"s": (2, 3)}, roads=["a"])
    doc = document("economy", economy=economy)
    panel = panel_of(doc)
    panel.remove_player(1)
    e = doc.scenario.economy
    assert e.money == {0: 10, 1: 30} and e.capitals == {1: "b"} and e.cards == {1: 1}
    assert e.navies == {"s": (1, 3)} and e.roads == ["a"]
    doc.undo_stack.undo()
    assert doc.scenario.economy == economy


def test_a_new_scenario_on_a_map_with_water_is_an_economy_one(qtbot, settings):
    from editor.scenario.launch import launch_scenario

    window = launch_scenario(None, "classic-mu", settings=settings)
    qtbot.addWidget(window)
    assert window.document().scenario.ruleset == "economy" and window.document().scenario.economy is not None
    assert window.report().errors == []  # not a classic scenario the map cannot start
    window.close()


def test_the_remove_buttons_keep_the_rules_fewest_players(panel_of):
    doc = document("legacy", legacy=new_world())  # Legacy: "3-5 Players"
    panel = panel_of(doc)
    assert not any(row.remove.isEnabled() for row in panel.rows)
    panel.add_player()
    assert all(row.remove.isEnabled() for row in panel.rows)
