"""Rotate/Scale of the selection in the editor window: typed values (Edit ▸ Rotate/Scale…,
Ctrl+T) and the Select tool's handles; each is one undo step, and a neighbour's copy of a
shared corner follows it (engine/board/transform.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QAction, QKeySequence, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMenu

from editor.dialogs.rotate_scale_dialog import RotateScaleDialog
from editor.tools.transform_handles import rotate_cursor
from tests.editor.test_editor_workflow import click, hover, pixel
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.support.boards import pair
from tests.support.editor_windows import shown_map

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
SHIFT = Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def shown(make_window, qtbot):  # noqa: F811
    return shown_map(make_window(pair()), qtbot, zoom=2.0, centre=(100, 50))


def outline(window, tid):
    return window.board().territory(tid).parts[0].outer.points()


def type_values(monkeypatch, angle: float, percent: float) -> list[RotateScaleDialog]:
    """Answer the Rotate/Scale dialog with these values, as a user typing them and pressing OK."""
    shown_dialogs = []

    def exec_(dialog):
        shown_dialogs.append(dialog)
        dialog.findChild(type(dialog.angle), "rotateScale.angle").setValue(angle)
        dialog.findChild(type(dialog.scale), "rotateScale.scale").setValue(percent)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(RotateScaleDialog, "exec", exec_)
    return shown_dialogs


def mouse_drag(window, start, end, modifiers=Qt.KeyboardModifier.NoModifier, steps: int = 5) -> None:
    viewport = window.map_view().viewport()

    def send(kind, point, button, buttons):
        event = QMouseEvent(kind, QPointF(point), QPointF(viewport.mapToGlobal(point)), button, buttons, modifiers)
        QApplication.sendEvent(viewport, event)

    a, b = pixel(window, *start), pixel(window, *end)
    send(QEvent.Type.MouseButtonPress, a, LEFT, LEFT)
    for i in range(1, steps + 1):
        send(QEvent.Type.MouseMove, a + (b - a) * i / steps, NONE, LEFT)
    send(QEvent.Type.MouseButtonRelease, b, LEFT, NONE)


def test_the_action_is_in_the_edit_menu_with_ctrl_t_and_needs_a_selection(shown):
    action = shown.findChild(QAction, "action.rotateScale")
    assert action.shortcut() == QKeySequence("Ctrl+T")
    edit = shown.findChild(QMenu, "menu.edit")
    assert action in edit.actions()
    assert not action.isEnabled()
    click(shown, 50, 50)
    assert action.isEnabled()


def test_typed_90_degrees_turns_the_selection_about_its_centre_and_undo_restores(shown, monkeypatch):
    window = shown
    window.findChild(QAction, "action.selectAll").trigger()
    dialogs = type_values(monkeypatch, 90.0, 100.0)
    window.findChild(QAction, "action.rotateScale").trigger()
    assert len(dialogs) == 1
    # Both squares turn clockwise about (100, 50), the middle of their box: (x, y) → (150 - y, x - 50).
    assert outline(window, "a") == [(150.0, -50.0), (150.0, 50.0), (50.0, 50.0), (50.0, -50.0)]
    assert outline(window, "b") == [(150.0, 50.0), (150.0, 150.0), (50.0, 150.0), (50.0, 50.0)]
    assert window.board().territory("a").label == (100.0, 0.0)  # the marks turn with them
    assert window.board().territory("a").city_slot == (128.0, 0.0)
    stack = window.document().undo_stack
    assert stack.count() == 1 and stack.text(0) == "Rotate/Scale Territories"
    window.findChild(QAction, "action.undo").trigger()
    assert window.board() == pair()


def test_typed_200_percent_scales_one_territory_and_its_neighbour_keeps_the_shared_corners(shown, monkeypatch):
    window = shown
    click(window, 50, 50)
    type_values(monkeypatch, 0.0, 200.0)
    window.findChild(QAction, "action.rotateScale").trigger()
    assert outline(window, "a") == [(-50.0, -50.0), (150.0, -50.0), (150.0, 150.0), (-50.0, 150.0)]
    # b's copies of the corners it shares with a follow them: no gap opens along the border.
    assert outline(window, "b") == [(150.0, -50.0), (200.0, 0.0), (200.0, 100.0), (150.0, 150.0)]
    assert window.board().territory("b").label == pair().territory("b").label
    window.document().undo_stack.undo()
    assert window.board() == pair()


def test_cancelling_the_dialog_changes_nothing(shown, monkeypatch):
    click(shown, 50, 50)
    monkeypatch.setattr(RotateScaleDialog, "exec", lambda dialog: QDialog.DialogCode.Rejected)
    assert not shown.transform_actions.ask_rotate_scale()
    assert shown.document().undo_stack.count() == 0


def test_dragging_a_corner_handle_scales_live_and_leaves_one_undo_step(shown):
    window = shown
    click(window, 50, 50)
    select = window.tools()["select"]
    assert sorted(select.handles.corner_points()) == [(0.0, 0.0), (0.0, 100.0), (100.0, 0.0), (100.0, 100.0)]
    mouse_drag(window, (100, 100), (150, 150))
    assert outline(window, "a") == [(-50.0, -50.0), (150.0, -50.0), (150.0, 150.0), (-50.0, 150.0)]
    stack = window.document().undo_stack
    assert stack.count() == 1
    assert sorted(select.handles.corner_points()) == [(-50.0, -50.0), (-50.0, 150.0), (150.0, -50.0), (150.0, 150.0)]
    stack.undo()
    assert window.board() == pair()


def test_shift_keeps_the_aspect_and_the_round_handle_rotates_in_15_degree_steps(shown):
    window = shown
    click(window, 50, 50)
    select = window.tools()["select"]
    mouse_drag(window, (100, 100), (160, 120), SHIFT)  # along the diagonal: (110 + 70) / 2 / 50 = 1.8
    assert outline(window, "a")[0] == (-40.0, -40.0) and outline(window, "a")[2] == (140.0, 140.0)
    window.document().undo_stack.undo()
    assert select.handles.rotate_point() == (50.0, -14.0)  # 28 screen pixels above the box at 200 %
    # Both squares: turning a alone a quarter turn would fold b, whose copies of the shared
    # corners follow (that is refused: see test_transform_checks.py).
    window.findChild(QAction, "action.selectAll").trigger()
    rotate = select.handles.rotate_point()
    assert rotate == (100.0, -14.0)
    mouse_drag(window, rotate, (163, 52), SHIFT)  # a quarter turn clockwise about (100, 50), give or take a pixel
    assert outline(window, "a") == [(150.0, -50.0), (150.0, 50.0), (50.0, 50.0), (50.0, -50.0)]
    assert window.document().undo_stack.count() == 1  # one step: the undone scale went


def test_escape_during_a_handle_drag_puts_everything_back(shown):
    window = shown
    click(window, 50, 50)
    viewport = window.map_view().viewport()
    a, b = pixel(window, 100, 100), pixel(window, 140, 140)
    for kind, point, button, buttons in ((QEvent.Type.MouseButtonPress, a, LEFT, LEFT),
                                         (QEvent.Type.MouseMove, b, NONE, LEFT)):
        QApplication.sendEvent(viewport, QMouseEvent(kind, QPointF(point), QPointF(viewport.mapToGlobal(point)),
                                                     button, buttons, Qt.KeyboardModifier.NoModifier))
    assert outline(window, "a") != pair().territory("a").parts[0].outer.points()
    window.map_view().setFocus()
    QTest.keyClick(viewport, Qt.Key.Key_Escape)
    assert window.board() == pair()


def test_the_handles_come_back_after_the_scene_is_rebuilt(shown):
    """A reset (Revert, an import added to the map) throws every item of the scene away."""
    window = shown
    click(window, 50, 50)
    window.document().replace_board(window.board().copy())
    handles = window.tools()["select"].handles
    assert handles.hit((100.0, 100.0)) == "scale"
    mouse_drag(window, (100, 100), (150, 150))
    assert outline(window, "a")[0] == (-50.0, -50.0)


def test_the_pointer_shows_what_a_handle_does(shown):
    window = shown
    click(window, 50, 50)
    viewport = window.map_view().viewport()
    hover(window, 100, 100)
    assert viewport.cursor().shape() == Qt.CursorShape.SizeFDiagCursor
    hover(window, *window.tools()["select"].handles.rotate_point())
    assert viewport.cursor().shape() == Qt.CursorShape.BitmapCursor  # the drawn curved arrow
    assert viewport.cursor().pixmap().cacheKey() == rotate_cursor().pixmap().cacheKey()
    hover(window, 50, 50)  # a is selected: a drag moves it
    assert viewport.cursor().shape() == Qt.CursorShape.SizeAllCursor
    hover(window, 150, 50)  # b is not: a click selects it
    assert viewport.cursor().shape() == Qt.CursorShape.ArrowCursor


def test_the_edit_menu_mnemonic_is_free(shown):
    texts = [a.text() for a in shown.findChild(QMenu, "menu.edit").actions() if a.text()]
    keys = [t[t.index("&") + 1].lower() for t in texts if "&" in t]
    assert "Rotate/Sca&le…" in texts and keys.count("l") == 1


def test_an_odd_angle_leaves_corners_and_marks_on_the_maps_precision(shown, monkeypatch):
    window = shown
    click(window, 50, 50)
    type_values(monkeypatch, 30.0, 100.0)
    window.findChild(QAction, "action.rotateScale").trigger()
    a, b = window.board().territory("a"), window.board().territory("b")
    values = [v for t in (a, b) for p in t.parts[0].outer.points() for v in p] + [*a.label, *a.city_slot]
    assert all(round(v, 1) == v for v in values)  # precision 0.1: no 86.60254037844386
    assert outline(window, "a")[0] == (31.7, -18.3)  # (0, 0) turned 30° about (50, 50)
    assert outline(window, "b")[0] == outline(window, "a")[1]  # b's copy of the shared corner followed
