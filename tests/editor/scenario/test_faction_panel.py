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


def choose_scar(panel: FactionPanel, combo, text: str) -> None:
    """Pick an entry the way a person does: open the list, click the entry."""
    panel.ensureWidgetVisible(combo)
    combo.showPopup()
    view = combo.view()
    row = combo.findText(text)
    assert row >= 0, text
    index = view.model().index(row, 0)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())


def test_the_cards_scar_is_one_of_the_worlds_scars_and_undoable(panel, document):
    # "one yellow scar per faction card": chosen from the world's scar types, or none.
    faction = document.world.factions[2]
    box = panel.box(faction.id)
    combo = box.scar_combo
    assert combo.objectName() == f"factionScar.{faction.id}" and combo.accessibleName()
    names = [combo.itemText(i) for i in range(combo.count())]
    assert names == ["None"] + [s.name for s in document.world.scar_types]
    bunker = document.world.scar_types[0]
    choose_scar(panel, combo, bunker.name)
    assert document.world.faction(faction.id).scar == bunker.id
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert document.world.faction(faction.id).scar == "" and box.scar() == ""
    assert combo.currentText() == "None"
    document.undo_stack.redo()
    assert box.scar() == bunker.id


def test_an_unknown_scar_on_a_card_is_shown_not_dropped(qtbot, document):
    first = document.world.factions[0]
    document.world.factions[0] = dataclasses.replace(first, scar="earthquake")
    panel = FactionPanel(document)
    qtbot.addWidget(panel)
    box = panel.box(first.id)
    assert box.scar() == "earthquake"
    assert "earthquake" in box.scar_combo.currentText()
