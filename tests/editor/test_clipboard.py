"""Copy, paste, paste at the cursor and duplicate territories in the editor window."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu

from editor.editing.territory_clipboard import clipboard
from engine.board import Board, Continent
from tests.editor.test_editor_workflow import click, hover, pixel
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.support.boards import pair
from tests.support.editor_windows import shown_map

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture(autouse=True)
def empty_clipboard():
    clipboard().set(())
    yield
    clipboard().set(())


@pytest.fixture
def shown(make_window, qtbot):  # noqa: F811
    return shown_map(make_window(pair()), qtbot, zoom=2.0, centre=(100, 50), focus=True)


def key(window, key, modifiers):
    QTest.keyClick(window.map_view(), key, modifiers)


def test_copy_and_paste_in_place_makes_a_fresh_territory_without_connections(shown):
    window = shown
    original = window.board().territory("a")
    assert not window.findChild(QAction, "action.paste").isEnabled()
    click(window, 50, 50)
    key(window, Qt.Key.Key_C, CTRL)
    assert "connections are not copied" in window.statusBar().currentMessage()
    key(window, Qt.Key.Key_V, CTRL)
    board = window.board()
    assert len(board.territories) == 3
    copy = board.territories[-1]
    assert copy.id == "a-copy" and copy.name == "A (copy)"
    assert copy.parts == original.parts and copy.label == original.label  # in place
    assert copy.continent == original.continent == "main"
    assert [c.key for c in board.connections] == [("a", "b")]
    assert window.selection.ids == ("a-copy",)
    assert "connections are not copied" in window.statusBar().currentMessage()
    key(window, Qt.Key.Key_V, CTRL)  # again: another fresh id and name
    assert [t.id for t in window.board().territories][-1] == "a-copy-2"
    assert window.board().territories[-1].name == "A (copy 2)"
    stack = window.document().undo_stack
    assert stack.count() == 2 and stack.text(0) == "Paste Territories"
    stack.undo()
    stack.undo()
    assert window.board() == pair()


def test_paste_at_cursor_centres_the_copies_on_the_pointer(shown):
    window = shown
    click(window, 150, 50)
    window.findChild(QAction, "action.copy").trigger()
    hover(window, 160, 130)
    key(window, Qt.Key.Key_V, CTRL_SHIFT)
    copy = window.board().territories[-1]
    xs = [x for x, _ in copy.parts[0].outer.points()]
    ys = [y for _, y in copy.parts[0].outer.points()]
    centre = window.map_view().mapToScene(pixel(window, 160, 130))
    assert (min(xs) + max(xs)) / 2 == pytest.approx(centre.x())
    assert (min(ys) + max(ys)) / 2 == pytest.approx(centre.y())
    assert copy.id == "b-copy"
    assert window.document().undo_stack.text(0) == "Paste Territories at Cursor"


def test_duplicate_offsets_the_copies_a_little_and_selects_them(shown):
    window = shown
    window.findChild(QAction, "action.selectAll").trigger()
    key(window, Qt.Key.Key_D, CTRL_SHIFT)  # (not Ctrl+D: part of Delete on Linux desktops)
    board = window.board()
    assert [t.id for t in board.territories] == ["a", "b", "a-copy", "b-copy"]
    original, copy = board.territory("a"), board.territory("a-copy")
    (x0, y0), (x1, y1) = original.parts[0].outer.points()[0], copy.parts[0].outer.points()[0]
    assert x1 - x0 == y1 - y0 == board.meta.mark_radius  # a sticker's radius: a little
    assert copy.label == (original.label[0] + x1 - x0, original.label[1] + y1 - y0)
    assert window.selection.ids == ("a-copy", "b-copy")
    assert len(board.connections) == 1
    assert window.document().undo_stack.count() == 1


def test_a_copy_pasted_into_a_map_without_its_continent_has_none(shown, make_window):  # noqa: F811
    click(shown, 50, 50)
    shown.findChild(QAction, "action.copy").trigger()
    other_board = pair()
    other_board = Board(other_board.meta, [Continent("elsewhere", "Elsewhere", "#336699", 1)],
                        [dataclasses.replace(t, continent="elsewhere") for t in other_board.territories])
    other = make_window(other_board)
    other.findChild(QAction, "action.paste").trigger()
    pasted = other.board().territories[-1]
    assert pasted.id == "a-copy" and pasted.continent is None


def test_the_clipboard_actions_are_in_the_edit_menu(shown):
    edit = shown.findChild(QMenu, "menu.edit").actions()
    for name in ("action.copy", "action.paste", "action.pasteAtCursor", "action.duplicate"):
        action = shown.findChild(QAction, name)
        assert action in edit and not action.shortcut().isEmpty() and action.toolTip()


def test_a_copy_of_a_copy_is_numbered_not_copied_twice(qapp):
    """Issue 30: "(copy) (copy)" becomes "(copy 2)"."""
    from editor.editing.territory_clipboard import copy_name

    assert copy_name("A", {"A"}) == "A (copy)"
    assert copy_name("A (copy)", {"A", "A (copy)"}) == "A (copy 2)"
    assert copy_name("A (copy 2)", {"A", "A (copy)", "A (copy 2)"}) == "A (copy 3)"
    assert copy_name("Isle (copy of the map)", set()) == "Isle (copy of the map) (copy)"  # a name of its own
