"""The factions panel: one of two starting powers per faction, undoable; the history read-only."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from editor.scenario.faction_panel import FactionPanel
from editor.scenario.scenario_document import ScenarioDocument
from engine.campaign.world import FactionGame, GameResult
from engine.campaign.world_format import new_world
from engine.scenario.model import Scenario
from tests.support.boards import pair


@pytest.fixture
def document() -> ScenarioDocument:
    world = new_world()
    first = world.factions[0]
    world.factions[0] = dataclasses.replace(first, history=(
        FactionGame(1, "Ann", "a", GameResult.WON), FactionGame(2, "Bob", "b", GameResult.ELIMINATED)))
    return ScenarioDocument(Scenario("Powers", "m.yaml", "legacy", legacy=world), pair())


@pytest.fixture
def panel(qtbot, document) -> FactionPanel:
    widget = FactionPanel(document)
    qtbot.addWidget(widget)
    widget.resize(400, 900)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def click(panel: FactionPanel, button) -> None:
    panel.ensureWidgetVisible(button)
    # On the round indicator: a radio button reacts to its indicator and its text only.
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))


def test_every_faction_offers_its_two_powers(panel, document):
    assert panel.objectName() == "factionPanel"
    world = document.world
    assert list(panel.boxes) == [f.id for f in world.factions]
    for faction in world.factions:
        box = panel.box(faction.id)
        assert list(box.buttons) == list(faction.power_options)
        for power_id, button in box.buttons.items():
            power = world.power(power_id)
            assert button.text() == power.name
            assert not button.isChecked()
            for key in power.effect:
                assert key in button.toolTip()


def test_choosing_a_power_is_undoable(panel, document):
    faction = document.world.factions[1]
    first, second = faction.power_options
    box = panel.box(faction.id)
    click(panel, box.buttons[second])
    assert document.world.faction(faction.id).power == second
    click(panel, box.buttons[first])
    assert document.world.faction(faction.id).power == first
    assert document.undo_stack.count() == 2
    document.undo_stack.undo()
    assert box.buttons[second].isChecked() and not box.buttons[first].isChecked()
    document.undo_stack.undo()
    assert document.world.faction(faction.id).power == ""
    assert box.chosen() == ""  # nothing checked again
    document.undo_stack.redo()
    assert box.chosen() == second


def test_the_history_is_shown_read_only(panel, document):
    box = panel.box(document.world.factions[0].id)
    table = box.history
    assert table.rowCount() == 2
    assert [table.item(0, c).text() for c in range(4)] == ["1", "Ann", "A", "won"]
    assert [table.item(1, c).text() for c in range(4)] == ["2", "Bob", "B", "eliminated"]
    assert table.editTriggers() == table.EditTrigger.NoEditTriggers
    other = panel.box(document.world.factions[1].id)
    assert other.no_history.isVisibleTo(other) and not other.history.isVisibleTo(other)
