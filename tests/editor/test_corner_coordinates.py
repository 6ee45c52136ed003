"""Typed coordinates for the selected corner (Edit Vertices): X and Y fields on the tool's
options bar; Enter moves the corner, in every territory sharing it, as one undo step."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDoubleSpinBox, QMenu

from tests.editor.test_editor_workflow import drag, hover
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.support.boards import pair
from tests.support.editor_windows import shown_map


@pytest.fixture
def shown(make_window, qtbot):  # noqa: F811
    window = shown_map(make_window(pair()), qtbot, zoom=2.0, centre=(100, 50))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def outline(window, tid):
    return window.board().territory(tid).parts[0].outer.points()


def select_shared_corner(window):
    window.findChild(QAction, "tool.vertices").trigger()
    QTest.qWait(20)  # the options bar shows the tool's fields, and the map settles under them
    hover(window, 90, 90)
    # the corner a and b share, pressed and released by hand: QTest.mouseClick would turn a
    # click where the previous test clicked into a double-click
    drag(window, (100, 100), (100, 100), steps=1)


def type_into(spin: QDoubleSpinBox, text: str) -> None:
    spin.setFocus()
    spin.selectAll()
    QTest.keyClicks(spin, text)
    QTest.keyClick(spin, Qt.Key.Key_Return)


def test_the_fields_show_the_selected_corner_and_are_off_without_one(shown):
    shown.findChild(QAction, "tool.vertices").trigger()
    QApplication.processEvents()  # the options bar shows the tool's fields
    x = shown.findChild(QDoubleSpinBox, "cornerX")
    y = shown.findChild(QDoubleSpinBox, "cornerY")
    assert x is not None and y is not None and x.accessibleName() and y.accessibleName()
    assert x.isVisibleTo(shown) and not x.isEnabled() and x.text() == ""
    select_shared_corner(shown)
    assert x.isEnabled() and (x.value(), y.value()) == (100.0, 100.0)


def test_enter_moves_the_corner_in_both_territories_as_one_step(shown):
    select_shared_corner(shown)
    x = shown.findChild(QDoubleSpinBox, "cornerX")
    y = shown.findChild(QDoubleSpinBox, "cornerY")
    type_into(x, "112.25")
    type_into(y, "87.5")
    assert (112.25, 87.5) in outline(shown, "a") and (112.25, 87.5) in outline(shown, "b")
    assert (100.0, 100.0) not in outline(shown, "a") + outline(shown, "b")
    stack = shown.document().undo_stack
    assert stack.count() == 2 and stack.text(1) == "Set Vertex Position"  # X, then Y
    stack.undo()
    assert (112.25, 100.0) in outline(shown, "a") and (112.25, 100.0) in outline(shown, "b")
    assert not x.isEnabled()  # the corner typed last is gone with the undo: nothing is selected
    stack.undo()
    assert shown.board() == pair()


def test_the_menu_action_puts_the_keyboard_in_x_or_says_what_to_do(shown, qtbot):
    action = shown.findChild(QAction, "action.cornerCoordinates")
    assert action in shown.findChild(QMenu, "menu.edit").actions() and not action.shortcut().isEmpty()
    action.trigger()
    assert shown.findChild(QAction, "tool.vertices").isChecked()
    assert "Click a corner" in shown.statusBar().currentMessage()
    select_shared_corner(shown)
    action.trigger()
    x = shown.findChild(QDoubleSpinBox, "cornerX")
    qtbot.waitUntil(x.hasFocus)


def test_tab_goes_from_x_to_y(shown, qtbot):
    """Issue 30: "Typing X then Tab sends the keyboard into the Properties panel (the Y value
    renamed the territory)"."""
    select_shared_corner(shown)
    x = shown.findChild(QDoubleSpinBox, "cornerX")
    y = shown.findChild(QDoubleSpinBox, "cornerY")
    x.setFocus()
    qtbot.waitUntil(x.hasFocus)
    x.selectAll()
    QTest.keyClicks(x, "112")
    QTest.keyClick(x, Qt.Key.Key_Tab)
    qtbot.waitUntil(y.hasFocus)
    QTest.keyClicks(y, "87")
    QTest.keyClick(y, Qt.Key.Key_Return)
    assert (112.0, 87.0) in outline(shown, "a")
    assert shown.board().territory("a").name == pair().territory("a").name  # nothing renamed


@pytest.mark.parametrize("typed", ["1650.5", "1650,5"])
def test_either_decimal_mark_is_read_in_spanish(qtbot, typed):
    """Issue 30: "in the Spanish UI `1650.5` is read as 16505 (the 'other' decimal mark taken as
    a thousands separator)"."""
    from editor.tools.corner_fields import CoordinateSpinBox
    from tests.support.ui_language import speaking

    with speaking("es"):  # the app's language, not the desktop's locale, sets the mark
        spin = CoordinateSpinBox()
    qtbot.addWidget(spin)
    spin.setRange(-100000, 100000)
    spin.setDecimals(3)
    spin.show()
    spin.setFocus()
    spin.selectAll()
    QTest.keyClicks(spin, typed)
    QTest.keyClick(spin, Qt.Key.Key_Return)
    assert spin.value() == 1650.5
    spin.setValue(2000.25)
    assert spin.text() == "2000,25"  # the reader's mark, no thousands separator


def slanting_coast():
    """West, its east coast slanting from (100, 0) to (130, 100); east beside it, sharing the
    coast's end (130, 100), its corner (150, 0) off the coast."""
    from engine.board import PolygonPart, Ring
    from tests.support.boards import board, square

    def shaped(tid, x, points):
        return dataclasses.replace(square(tid, x, 0), parts=(PolygonPart(Ring(points)),))

    return board(shaped("west", 0, [(0, 0), (100, 0), (130, 100), (0, 100)]),
                 shaped("east", 150, [(150, 0), (250, 0), (230, 100), (130, 100)]))


def test_a_corner_typed_onto_a_neighbours_slanting_border_joins_it(make_window, qtbot):  # noqa: F811
    """Issue 30: typing a corner's coordinates (Ctrl+L) "onto a neighbour's border leaves a
    T-junction". (110, 33.3) is as near the slanting coast as a precision of 0.1 allows (0.01
    off the line): the corner goes into the coast, so the border east now runs along is shared."""
    from engine.board.validation import validate

    window = shown_map(make_window(slanting_coast()), qtbot, zoom=3.0, centre=(140, 50))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.findChild(QAction, "tool.vertices").trigger()
    QTest.qWait(20)
    window.selection.set(["east"])
    hover(window, 190, 50)
    drag(window, (150, 0), (150, 0), steps=1)  # select east's corner (150, 0)
    QTest.keyClick(window.map_view(), Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    x = window.findChild(QDoubleSpinBox, "cornerX")
    y = window.findChild(QDoubleSpinBox, "cornerY")
    qtbot.waitUntil(x.hasFocus)
    x.selectAll()
    QTest.keyClicks(x, "110")
    QTest.keyClick(x, Qt.Key.Key_Tab)
    qtbot.waitUntil(y.hasFocus)
    y.selectAll()
    QTest.keyClicks(y, "33.3")
    QTest.keyClick(y, Qt.Key.Key_Return)
    assert outline(window, "east")[0] == (110.0, 33.3)
    assert outline(window, "west") == [(0.0, 0.0), (100.0, 0.0), (110.0, 33.3), (130.0, 100.0), (0.0, 100.0)]
    assert "border-mismatch" not in validate(window.board()).codes()
    stack = window.document().undo_stack
    while stack.canUndo():
        stack.undo()
    assert window.board() == slanting_coast()  # the inserted corner goes with the undo


@pytest.mark.parametrize(("language", "typed"), [("en", "1,630.5"), ("es", "1.630,5"), ("en", "1.630.500")])
def test_a_thousands_separator_before_the_decimal_mark_is_read_as_one(qtbot, language, typed):
    """Found through the real window: "1,630.5" typed as X moved the corner to 1.6305, across
    the map. With both marks, the last is the decimal mark; one mark repeated groups."""
    from editor.tools.corner_fields import CoordinateSpinBox
    from tests.support.ui_language import speaking

    with speaking(language):
        spin = CoordinateSpinBox()
    qtbot.addWidget(spin)
    spin.setRange(-10_000_000, 10_000_000)
    spin.setDecimals(3)
    spin.show()
    type_into(spin, typed)
    assert spin.value() == (1630500.0 if typed == "1.630.500" else 1630.5)
