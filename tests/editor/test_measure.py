"""The Measure tool (Tools ▸ Measure, M) in the editor window: a distance in map units and its
angle on the map and in the status bar; Shift goes on with more legs and a running total; Esc
clears; nothing goes on the undo stack."""

from __future__ import annotations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QAction, QKeySequence, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from editor.tools.measure_tool import leg_angle, leg_length
from engine.board import PolygonPart, Ring, Territory
from engine.board.transform import Affine
from tests.editor.test_editor_workflow import pixel
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.support.boards import board, square
from tests.support.editor_windows import shown_map
from tests.support.ui_language import speaking

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
SHIFT, PLAIN = Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.NoModifier


def triangle_map():
    """A right triangle with legs 300 and 400 (so its long side is 500), beside a square."""
    triangle = Territory("tri", "Triangle", (PolygonPart(Ring([(0, 0), (300, 400), (0, 400)])),), continent="main")
    return board(triangle, square("sq", 400, 0))



@pytest.fixture
def shown(make_window, qtbot):  # noqa: F811
    window = shown_map(make_window(triangle_map()), qtbot, zoom=1.0, centre=(250, 250))
    window.findChild(QAction, "tool.measure").trigger()
    return window


def send(window, kind, x, y, button, buttons, modifiers=PLAIN) -> None:
    viewport = window.map_view().viewport()
    point = pixel(window, x, y)
    QApplication.sendEvent(viewport, QMouseEvent(kind, QPointF(point), QPointF(viewport.mapToGlobal(point)),
                                                 button, buttons, modifiers))


def click(window, x, y, modifiers=PLAIN) -> None:
    send(window, QEvent.Type.MouseButtonPress, x, y, LEFT, LEFT, modifiers)
    send(window, QEvent.Type.MouseButtonRelease, x, y, LEFT, NONE, modifiers)


def move(window, x, y, buttons=NONE) -> None:
    send(window, QEvent.Type.MouseMove, x, y, NONE, buttons)


def test_the_tool_is_in_the_tools_menu_with_m(shown):
    action = shown.findChild(QAction, "tool.measure")
    assert action.shortcut() == QKeySequence("M") and action.isChecked()
    assert action in shown.findChild(QMenu, "menu.tools").actions()


def test_dragging_along_the_long_side_of_a_300_400_triangle_shows_500(shown):
    window = shown
    send(window, QEvent.Type.MouseButtonPress, 1, 1, LEFT, LEFT)  # snaps to the corner (0, 0)
    for x, y in ((100, 130), (200, 270), (299, 398)):
        move(window, x, y, LEFT)
    send(window, QEvent.Type.MouseButtonRelease, 299, 398, LEFT, NONE)  # snaps to (300, 400)
    tool = window.active_tool()
    assert tool.points() == [(0.0, 0.0), (300.0, 400.0)]
    assert tool.legs() == [500.0]
    assert tool.readout() == "500.0 map units, 53.1°"  # down and right: clockwise, as Rotate's angles
    assert "500.0" in window.statusBar().currentMessage()
    readout = tool._readout
    assert readout.scene() is window.map_scene() and readout.isVisible() and "500.0" in readout.text()
    assert window.document().undo_stack.count() == 0


def test_two_clicks_measure_too_and_shift_adds_legs_with_a_running_total(shown):
    window = shown
    click(window, 0, 400)
    move(window, 150, 400)
    assert window.active_tool().is_measuring()  # the first click's leg follows the pointer
    click(window, 300, 400, SHIFT)  # 300 along the bottom, and on: Shift
    move(window, 150, 200)
    click(window, 0, 0)  # up the long side back to the start: 500
    tool = window.active_tool()
    assert tool.points() == [(0.0, 400.0), (300.0, 400.0), (0.0, 0.0)]
    assert tool.legs() == [300.0, 500.0] and tool.total() == 800.0
    assert not tool.is_measuring()
    assert "total 800.0 over 2 legs" in window.statusBar().currentMessage()

    window.map_view().setFocus()
    QTest.keyClick(window.map_view().viewport(), Qt.Key.Key_Escape)
    assert tool.points() == [] and tool._readout.scene() is None
    assert window.board() == triangle_map()


def test_esc_clears_the_readout_the_line_and_the_status_bar(shown):
    window = shown
    click(window, 0, 400)
    click(window, 300, 400)
    tool = window.active_tool()
    assert tool._line.scene() is window.map_scene() and "300.0 map units" in window.statusBar().currentMessage()
    window.map_view().setFocus()
    QTest.keyClick(window.map_view().viewport(), Qt.Key.Key_Escape)
    assert tool.readout() == ""
    assert tool._readout.scene() is None and tool._line.scene() is None
    assert window.statusBar().currentMessage() == ""


# -- the angle's sign is Rotate's ---------------------------------------------------------------
coordinate = st.floats(-5000, 5000, allow_nan=False)
points = st.tuples(coordinate, coordinate)


@given(a=points, b=points)
def test_rotating_by_a_legs_angle_turns_the_x_axis_onto_the_leg(a, b):
    length = leg_length(a, b)
    assume(length > 1e-3)
    east = (a[0] + length, a[1])
    assert Affine(a, leg_angle(a, b)).point(east) == pytest.approx(b, abs=1e-6 * max(1.0, length))


@given(start=points, turn_from=points, turn_to=points)
def test_the_difference_of_two_legs_angles_is_the_rotation_from_one_onto_the_other(start, turn_from, turn_to):
    """Measure one edge, then where it should point: rotating by the second angle minus the
    first (Select ▸ Rotate, positive clockwise) turns the edge onto the target direction."""
    first, second = leg_length(start, turn_from), leg_length(start, turn_to)
    assume(first > 1e-3 and second > 1e-3)
    angle = leg_angle(start, turn_to) - leg_angle(start, turn_from)
    turned = Affine(start, angle).point(turn_from)
    direction = ((turned[0] - start[0]) / first, (turned[1] - start[1]) / first)
    wanted = ((turn_to[0] - start[0]) / second, (turn_to[1] - start[1]) / second)
    assert direction == pytest.approx(wanted, abs=1e-6)


def test_a_leg_down_and_right_on_screen_is_positive_like_a_clockwise_rotation():
    assert leg_angle((0, 0), (100, 100)) == pytest.approx(45.0)  # y grows downwards: clockwise
    assert leg_angle((0, 0), (100, -100)) == pytest.approx(-45.0)
    assert Affine((0, 0), 45.0).point((100, 0))[1] > 0  # Rotate +45° also turns east downwards


def test_in_spanish_the_numbers_have_a_decimal_comma(shown):
    with speaking("es"):
        click(shown, 0, 400)
        click(shown, 300, 400, SHIFT)
        click(shown, 0, 0)
        text = shown.active_tool().readout()
    assert text.startswith("500,0 map units, -126,9°")  # up and left: anticlockwise
    assert "total 800,0" in text
