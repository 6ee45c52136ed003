"""The continents dock adds, renames, recolours and removes continents, each undoable."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QColorDialog, QMessageBox

from editor.commands.territory_commands import SetTerritoryProperties
from editor.docks.continent_dock import BONUS, COLOUR, COUNT, ECONOMY, NAME, PALETTE, ContinentDock
from tests.editor.docks import click, make_context, show_dock


@pytest.fixture
def context(qtbot):
    return make_context(qtbot, validation=False)


@pytest.fixture
def dock(qtbot, context):
    return show_dock(qtbot, ContinentDock(context), 480, 300)


def cell(dock: ContinentDock, row: int, column: int):
    return dock.table.visualRect(dock.model.index(row, column)).center()


def edit_cell(dock: ContinentDock, row: int, column: int, text: str) -> None:
    """Double-click the cell, replace its text by typing, press Enter."""
    click(dock.table.viewport(), cell(dock, row, column), double=True)
    editor = QApplication.focusWidget()
    assert editor is not None and editor is not dock.table
    QTest.keyClick(editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(editor, Qt.Key.Key_Backspace)
    QTest.keyClicks(editor, text)
    QTest.keyClick(editor, Qt.Key.Key_Return)
    QApplication.processEvents()  # the delegate commits on a queued call


def rows(dock: ContinentDock) -> list[tuple]:
    model = dock.model
    return [tuple(model.index(r, c).data() for c in (NAME, BONUS, ECONOMY, COUNT)) for r in range(model.rowCount())]


def test_the_table_lists_continents(dock):
    assert dock.objectName() == "continentDock"
    assert dock.table.objectName() == "continentList"
    assert rows(dock) == [("Northreach", 3, "", 4), ("Southmoor", 2, "", 3), ("Eastwild", 2, "", 3)]
    assert dock.model.index(0, COLOUR).data(Qt.ItemDataRole.ToolTipRole) == "#7fb3d5"


def test_add_makes_a_numbered_continent_with_a_new_colour(dock, context):
    click(dock.add_button)
    board = context.document.board
    added = board.continents[-1]
    assert (added.id, added.name) == ("continent-4", "Continent 4")
    assert added.colour not in {c.colour for c in board.continents[:-1]}
    assert added.colour == PALETTE[0]
    assert dock.current_row() == 3
    click(dock.add_button)
    assert board.continents[-1].id == "continent-5"
    assert board.continents[-1].colour == PALETTE[1]
    context.document.undo_stack.undo()
    context.document.undo_stack.undo()
    assert len(board.continents) == 3
    assert dock.model.rowCount() == 3


def test_rename_bonus_and_economy_in_place(dock, context):
    board, stack = context.document.board, context.document.undo_stack
    edit_cell(dock, 1, NAME, "Southmarsh")
    assert board.continents[1].name == "Southmarsh"
    assert stack.count() == 1
    edit_cell(dock, 1, BONUS, "5")
    assert board.continents[1].bonus == 5
    edit_cell(dock, 1, ECONOMY, "40")
    assert board.continents[1].economy_bonus == 40
    assert rows(dock)[1] == ("Southmarsh", 5, "40", 3)
    edit_cell(dock, 1, ECONOMY, "")
    assert board.continents[1].economy_bonus is None
    edit_cell(dock, 1, NAME, "Southmarsh")  # unchanged: no step
    assert stack.count() == 4
    for _ in range(4):
        stack.undo()
    assert rows(dock)[1] == ("Southmoor", 2, "", 3)


def test_double_click_on_the_swatch_recolours(dock, context, monkeypatch):
    monkeypatch.setattr(QColorDialog, "getColor", lambda *args, **kw: QColor("#123456"))
    click(dock.table.viewport(), cell(dock, 2, COLOUR), double=True)
    board = context.document.board
    assert board.continents[2].colour == "#123456"
    assert context.document.undo_stack.count() == 1
    dock.select_row(0)
    click(dock.colour_button)
    assert board.continents[0].colour == "#123456"
    context.document.undo_stack.undo()
    context.document.undo_stack.undo()
    assert board.continents[2].colour == "#8fbf7f"


def test_a_cancelled_colour_dialog_changes_nothing(dock, context, monkeypatch):
    monkeypatch.setattr(QColorDialog, "getColor", lambda *args, **kw: QColor())
    dock.select_row(0)
    click(dock.colour_button)
    assert context.document.undo_stack.count() == 0


def test_remove_asks_when_territories_use_the_continent(dock, context, monkeypatch):
    board, stack = context.document.board, context.document.undo_stack
    asked = []

    def answer(reply):
        def question(parent, title, text, *args):
            asked.append(text)
            return reply
        return question

    dock.select_row(1)
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    click(dock.remove_button)
    assert len(board.continents) == 3
    assert asked == ["Southmoor has 3 territories. Delete the continent anyway? "
                     "They will then belong to no continent."]
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    click(dock.remove_button)
    assert [c.id for c in board.continents] == ["northreach", "eastwild"]
    assert [t.id for t in board.territories if t.continent is None] == ["ashvale", "dunmarch", "saltmarsh"]
    assert stack.count() == 1
    stack.undo()
    assert [c.id for c in board.continents] == ["northreach", "southmoor", "eastwild"]
    assert board.territory("ashvale").continent == "southmoor"
    assert rows(dock)[1] == ("Southmoor", 2, "", 3)


def test_an_empty_continent_goes_without_asking(dock, context, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a: pytest.fail("should not ask"))
    click(dock.add_button)
    click(dock.remove_button)
    assert len(context.document.board.continents) == 3


def test_counts_follow_territories(dock, context):
    document = context.document
    index = document.board.territory_index("lowfen")
    moved = dataclasses.replace(document.board.territories[index], continent="eastwild")
    document.undo_stack.push(SetTerritoryProperties(document, {index: moved}, "paint"))
    assert [r[3] for r in rows(dock)] == [3, 3, 4]
