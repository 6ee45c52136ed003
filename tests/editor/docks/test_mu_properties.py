"""The Properties panel edits what the MU economy variant adds to a map: canal-eligible
countries (a checkbox) and regions (the map's regions, and each territory's), each edit one
undo step."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.docks.properties_dock import PropertiesDock, parse_regions
from engine.board import Region, TerritoryKind
from engine.board.model import CANAL_FLAG
from tests.editor.docks import click, make_context, show_dock
from tests.editor.docks.test_properties_dock import type_into


@pytest.fixture
def context(qtbot):
    return make_context(qtbot, validation=False)


@pytest.fixture
def dock(qtbot, context):
    return show_dock(qtbot, PropertiesDock(context), 420, 760)


def test_the_new_fields_are_named(dock, context):
    for name in ("regionChoice", "regionAdd", "regionDelete", "regionName", "regionBonus"):
        widget = dock.findChild(object, name)
        assert widget is not None and widget.accessibleName(), name
    context.selection.set(["lowfen"])
    for name in ("propertyCanal", "propertyRegions"):
        widget = dock.findChild(object, name)
        assert widget is not None and widget.accessibleName(), name


def test_the_canal_checkbox_marks_a_country_in_one_undo_step(dock, context):
    board, stack = context.document.board, context.document.undo_stack
    context.selection.set(["lowfen"])
    assert not dock.canal_check.isChecked()
    click(dock.canal_check)
    assert board.territory("lowfen").canal_eligible
    assert CANAL_FLAG in dock.flags_edit.text()  # the same flag, shown in the flags too
    assert stack.count() == 1 and stack.undoText() == "Allow a Canal"
    click(dock.canal_check)
    assert not board.territory("lowfen").canal_eligible
    stack.undo()
    assert board.territory("lowfen").canal_eligible and dock.canal_check.isChecked()
    stack.undo()
    assert not board.territory("lowfen").canal_eligible and not dock.canal_check.isChecked()


def test_a_mixed_selection_shows_partly_checked_and_a_click_marks_all(dock, context):
    board = context.document.board
    context.selection.set(["lowfen"])
    click(dock.canal_check)
    context.selection.set(["lowfen", "highcrag"])
    assert dock.canal_check.checkState() == Qt.CheckState.PartiallyChecked
    click(dock.canal_check)
    assert board.territory("lowfen").canal_eligible and board.territory("highcrag").canal_eligible
    assert context.document.undo_stack.count() == 2


def test_water_cannot_be_marked_for_a_canal(dock, context):
    context.selection.set(["lowfen"])
    dock.kind_combo.setCurrentIndex(dock.kind_combo.findData(TerritoryKind.SEA.value))
    dock.kind_combo.activated.emit(dock.kind_combo.currentIndex())
    assert context.document.board.territory("lowfen").is_water
    assert not dock.canal_check.isEnabled()


def test_regions_are_added_renamed_given_mu_and_deleted_with_undo(dock, context):
    board, stack = context.document.board, context.document.undo_stack
    click(dock.region_fields.add_button)
    assert board.regions == (Region("region-1", "New Region"),)
    type_into(dock.region_fields.name, "Middle East")
    assert board.regions[0].name == "Middle East"
    dock.region_fields.bonus.setValue(5)
    assert board.regions[0].economy_bonus == 5
    assert stack.count() == 3
    click(dock.region_fields.delete_button)
    assert board.regions == ()
    stack.undo()
    assert board.regions == (Region("region-1", "Middle East", economy_bonus=5),)
    assert dock.region_fields.choice.currentText() == "Middle East (region-1)"
    assert dock.region_fields.bonus.value() == 5


def test_a_territory_joins_regions_by_id_and_unknown_ids_are_refused(dock, context):
    board, stack = context.document.board, context.document.undo_stack
    click(dock.region_fields.add_button)
    context.selection.set(["lowfen"])
    type_into(dock.regions_edit, "region-1")
    assert board.territory("lowfen").regions == ("region-1",)
    assert stack.count() == 2
    type_into(dock.regions_edit, "region-1, atlantis")
    assert board.territory("lowfen").regions == ("region-1",)
    assert dock.regions_error.isVisible() and "'atlantis' is not a region of this map" in dock.regions_error.text()
    assert dock.regions_edit.text() == "region-1"
    assert stack.count() == 2
    type_into(dock.regions_edit, "")
    assert board.territory("lowfen").regions == ()


def test_parse_regions():
    assert parse_regions(" b, a ,a,") == (("a", "b"), None)
    assert parse_regions("ok, not ok") == ((), "not ok")


def test_the_region_mu_box_says_none_for_no_bonus(dock, context):
    click(dock.region_fields.add_button)
    assert dock.region_fields.bonus.text() == "none"
    QTest.keyClick(dock.region_fields.bonus, Qt.Key.Key_Up)
    assert context.document.board.regions[0].economy_bonus == 0


def test_a_regions_name_in_other_languages_is_edited_with_the_maps(dock, context):
    board = context.document.board
    click(dock.region_fields.add_button)
    context.selection.clear()
    field = dock.findChild(object, "regionName.region-1.es")
    assert field is not None and field.accessibleName() == "Name of the region New Region in español"
    type_into(field, "Oriente Medio")
    assert board.regions[0].names == (("es", "Oriente Medio"),)
    assert context.document.undo_stack.undoText() == "Rename Region in español"
