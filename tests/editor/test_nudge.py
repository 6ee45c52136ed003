"""Arrow-key nudges in the editor window: the selected territories, or the selected corner in
Edit Vertices, move by one map unit (Shift: ten); presses in a row are one undo step."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu

from tests.editor.test_editor_workflow import click, hover
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.support.boards import pair
from tests.support.editor_windows import shown_map

SHIFT = Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def shown(make_window, qtbot):  # noqa: F811
    return shown_map(make_window(pair()), qtbot, zoom=2.0, centre=(100, 50), focus=True)


def outline(window, tid):
    return window.board().territory(tid).parts[0].outer.points()


def press(window, key, modifiers=Qt.KeyboardModifier.NoModifier):
    QTest.keyClick(window.map_view(), key, modifiers)


def test_arrows_move_the_selected_territory_and_presses_in_a_row_are_one_step(shown):
    window = shown
    before = window.board().territory("a")
    click(window, 50, 50)
    assert window.selection.ids == ("a",)
    press(window, Qt.Key.Key_Right)
    assert outline(window, "a")[0] == (1.0, 0.0)
    press(window, Qt.Key.Key_Down, SHIFT)
    press(window, Qt.Key.Key_Left)
    moved = window.board().territory("a")
    # Still along b's side, the two stay joined: each takes the other's corner on that border.
    assert moved.parts[0].outer.points() == [(0.0, 10.0), (100.0, 10.0), (100.0, 100.0), (100.0, 110.0),
                                             (0.0, 110.0)]
    assert moved.label == (before.label[0], before.label[1] + 10)  # marks go with it
    assert outline(window, "b") == [(100.0, 0.0), (200.0, 0.0), (200.0, 100.0), (100.0, 100.0), (100.0, 10.0)]
    stack = window.document().undo_stack
    assert stack.count() == 1 and stack.text(0) == "Nudge Territory"
    stack.undo()
    assert window.board().territory("a") == before


def test_presses_that_cancel_out_leave_no_step(shown):
    click(shown, 50, 50)
    press(shown, Qt.Key.Key_Up)
    press(shown, Qt.Key.Key_Down)
    assert shown.board() == pair()
    assert shown.document().undo_stack.count() == 0


def test_a_new_selection_starts_a_new_step(shown):
    click(shown, 50, 50)
    press(shown, Qt.Key.Key_Up)
    click(shown, 150, 50)
    press(shown, Qt.Key.Key_Up)
    assert shown.document().undo_stack.count() == 2


def test_in_edit_vertices_the_arrows_move_the_selected_corner_in_both_territories(shown):
    window = shown
    window.findChild(QAction, "tool.vertices").trigger()
    hover(window, 90, 90)  # a's corners show
    click(window, 100, 100)  # the corner a and b share
    press(window, Qt.Key.Key_Left, SHIFT)
    press(window, Qt.Key.Key_Up)
    assert (90.0, 99.0) in outline(window, "a") and (90.0, 99.0) in outline(window, "b")
    assert (100.0, 100.0) not in outline(window, "a") + outline(window, "b")
    assert window.board().territory("a").parts[0].outer.points()[0] == (0.0, 0.0)  # only that corner
    stack = window.document().undo_stack
    assert stack.count() == 1 and stack.text(0) == "Nudge Vertex"
    stack.undo()
    assert window.board() == pair()


def test_with_nothing_selected_the_arrows_say_what_to_do(shown):
    press(shown, Qt.Key.Key_Right)
    assert shown.board() == pair()
    assert "arrow keys" in shown.statusBar().currentMessage()


def test_the_nudges_are_in_the_edit_menu_with_their_keys(shown):
    menu = shown.findChild(QMenu, "menu.nudge")
    assert menu is not None and menu.menuAction() in shown.findChild(QMenu, "menu.edit").actions()
    keys = {a.objectName(): a.shortcut().toString() for a in menu.actions() if not a.isSeparator()}
    assert keys["action.nudge.left"] == QKeySequence("Left").toString()
    assert keys["action.nudge.down.big"] == QKeySequence("Shift+Down").toString()
    assert len(keys) == 8
    assert all(a.toolTip() for a in menu.actions() if not a.isSeparator())


def test_arrows_in_a_panel_list_do_not_nudge(shown, qtbot):
    from PySide6.QtWidgets import QAbstractItemView, QDockWidget

    click(shown, 50, 50)
    listing = shown.findChild(QDockWidget, "territoryDock").findChild(QAbstractItemView)
    listing.setFocus()
    qtbot.waitUntil(listing.hasFocus)
    QTest.keyClick(listing, Qt.Key.Key_Down)
    assert shown.board() == pair()


def below_the_pair():
    """The pair, and c below them, sharing b's bottom-right corner, its top-left corner 5 units
    under a's bottom edge."""
    from engine.board import PolygonPart, Ring
    from tests.support.boards import board, square

    c = square("c", 50, 105)
    c = dataclasses.replace(c, parts=(PolygonPart(Ring([(50, 105), (200, 100), (200, 200), (50, 200)])),))
    return board(*pair().territories, c)


def test_a_corner_nudged_onto_a_neighbours_border_joins_it_in_the_same_step(make_window, qtbot):  # noqa: F811
    """Issue 30: "Nudging a corner with the arrows ... onto a neighbour's border leaves a
    T-junction"; now the corner goes into the border, and undo takes it out again."""
    from engine.board.validation import validate

    window = shown_map(make_window(below_the_pair()), qtbot, zoom=3.0, centre=(60, 100), focus=True)
    window.findChild(QAction, "tool.vertices").trigger()
    window.selection.set(["c"])
    hover(window, 60, 150)
    click(window, 50, 105)
    for _ in range(6):
        press(window, Qt.Key.Key_Up)  # to (50, 99): inside a, not on its border
    assert (50.0, 99.0) in outline(window, "c")
    assert outline(window, "a") == pair().territory("a").parts[0].outer.points()  # passed, not joined
    press(window, Qt.Key.Key_Down)
    assert (50.0, 100.0) in outline(window, "c")
    assert outline(window, "a").count((50.0, 100.0)) == 1  # on a's bottom edge: joined
    assert (100.0, 100.0) in outline(window, "c")  # and c's top edge takes the corner it runs past
    assert "border-mismatch" not in validate(window.board()).codes()
    stack = window.document().undo_stack
    assert stack.count() == 1  # the presses and the join are one step
    stack.undo()
    assert window.board() == below_the_pair()
