"""View ▸ Show Grid and Snap to Grid in the editor window: the grid shows when zoomed in enough,
corners snap to it, the arrow keys move by its size; its size is a saved map property."""

from __future__ import annotations

import math

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDoubleSpinBox, QMenu

from engine.board import load_map
from engine.board.validation import validate
from tests.editor.test_editor_workflow import click, drag
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.support.boards import pair
from tests.support.editor_windows import shown_map


@pytest.fixture
def shown(make_window, qtbot):  # noqa: F811
    return shown_map(make_window(pair()), qtbot, zoom=1.7, centre=(100, 80), focus=True)


def action(window, name) -> QAction:
    return window.findChild(QAction, name)


def map_picture(window):
    QApplication.processEvents()
    return window.map_view().viewport().grab().toImage()


def test_the_grid_shows_when_asked_and_zoomed_in_enough(shown):
    view = shown.findChild(QMenu, "menu.view")
    menu_names = [a.objectName() for a in view.actions()]
    assert "action.showGrid" in menu_names and "action.snapToGrid" in menu_names
    assert not action(shown, "action.showGrid").shortcut().isEmpty()
    without = map_picture(shown)
    action(shown, "action.showGrid").trigger()
    assert shown.context().show_grid
    assert map_picture(shown) != without  # 10 units at 1.7 px per unit: 17 px apart, drawn
    shown.map_view().set_zoom(0.5)  # 5 px apart: a haze, not drawn
    with_far = map_picture(shown)
    action(shown, "action.showGrid").trigger()
    without_far = map_picture(shown)
    assert with_far == without_far


def test_snap_to_grid_puts_drawn_corners_on_grid_points(shown):
    action(shown, "action.snapToGrid").trigger()
    action(shown, "tool.draw").trigger()
    for x, y in ((23, 133), (78, 136), (52, 171)):
        click(shown, x, y)
    QTest.keyClick(shown.map_view(), Qt.Key.Key_Return)
    corners = shown.board().territories[-1].parts[0].outer.points()
    assert corners == [(20.0, 130.0), (80.0, 140.0), (50.0, 170.0)]


def test_while_the_grid_shows_the_arrows_move_by_its_size(shown):
    action(shown, "action.showGrid").trigger()
    click(shown, 50, 50)
    QTest.keyClick(shown.map_view(), Qt.Key.Key_Right)
    QTest.keyClick(shown.map_view(), Qt.Key.Key_Down, Qt.KeyboardModifier.ShiftModifier)
    assert shown.board().territory("a").parts[0].outer.points()[0] == (10.0, 100.0)


def test_the_grid_size_is_a_saved_map_property(shown, tmp_path):
    action(shown, "action.mapProperties").trigger()
    spin = shown.findChild(QDoubleSpinBox, "mapGrid")
    assert spin.accessibleName() and spin.value() == 10.0
    spin.setFocus()
    spin.selectAll()
    QTest.keyClicks(spin, "25")
    QTest.keyClick(spin, Qt.Key.Key_Return)
    assert shown.board().meta.grid == 25.0
    assert shown.document().undo_stack.count() == 1
    path = tmp_path / "grid.yaml"
    assert shown.save_as(path)
    assert load_map(path).board.meta.grid == 25.0
    action(shown, "action.snapToGrid").trigger()
    action(shown, "tool.draw").trigger()
    for x, y in ((23, 133), (78, 136), (52, 180)):
        click(shown, x, y)
    QTest.keyClick(shown.map_view(), Qt.Key.Key_Return)
    assert shown.board().territories[-1].parts[0].outer.points() == [(25.0, 125.0), (75.0, 125.0), (50.0, 175.0)]


def test_the_grid_item_is_drawn_only_when_lines_are_far_enough_apart(shown):
    item = shown.grid_actions.item
    assert item.spacing == 10.0 and item.drawn_at(1.0) and not item.drawn_at(0.5)
    shown.findChild(QAction, "action.showGrid").trigger()
    assert item.isVisible() and item.scene() is shown.map_scene()


def test_the_grid_comes_back_after_the_map_is_redrawn_from_scratch(shown, qtbot):
    """A revert (or an import added to the map) rebuilds the scene, throwing every item away:
    the grid is drawn again, still shown, not a dead item that crashes the next change."""
    shown.findChild(QAction, "action.showGrid").trigger()
    document = shown.document()
    document.replace_board(document.board)
    qtbot.waitUntil(lambda: shiboken6.isValid(shown.grid_actions.item)
                    and shown.grid_actions.item.scene() is shown.map_scene())
    assert shown.grid_actions.item.isVisible()


def outline(window, tid):
    return window.board().territory(tid).parts[0].outer.points()


def test_snap_to_grid_puts_the_grabbed_corner_of_a_moved_territory_on_a_grid_point(shown):
    """Issue 30: "Snap to Grid is ignored when moving territories"."""
    action(shown, "action.snapToGrid").trigger()
    click(shown, 150, 50)
    # Grabbed near b's corner (200, 0) and dragged by about (13.4, 7.9): that corner goes to
    # the nearest grid point, (210, 10), and the whole of b with it.
    drag(shown, (180, 20), (193.4, 27.9))
    assert outline(shown, "b") == [(110.0, 10.0), (210.0, 10.0), (210.0, 110.0), (110.0, 110.0)]
    assert shown.board().territory("b").label == (160.0, 60.0)  # the marks move by the same offset
    assert shown.document().undo_stack.count() == 1


def test_without_snap_a_move_still_leaves_coordinates_on_the_maps_precision(shown):
    """Issue 30: "files get coordinates like 401.3333333333333" (1.7 pixels a unit: one pixel
    is 0.588… units)."""
    click(shown, 150, 50)
    drag(shown, (150, 50), (171.3, 62.9))
    corners = outline(shown, "b")
    assert corners[0] != (100.0, 0.0)
    values = [v for p in corners for v in p] + list(shown.board().territory("b").label)
    assert all(round(v, 1) == v for v in values), values  # precision 0.1


def test_with_snap_to_grid_the_rotate_handle_turns_in_15_degree_steps(shown):
    action(shown, "action.snapToGrid").trigger()
    action(shown, "action.selectAll").trigger()
    handles = shown.tools()["select"].handles
    rotate = handles.rotate_point()
    # About (100, 50), from straight above to about 22° clockwise of it: 15° (no Shift held).
    drag(shown, rotate, (100 + 64 * math.sin(math.radians(22)), 50 - 64 * math.cos(math.radians(22))))
    cx, cy, c, s = 100.0, 50.0, math.cos(math.radians(15)), math.sin(math.radians(15))
    expected = (round(cx + (0 - cx) * c - (0 - cy) * s, 1), round(cy + (0 - cx) * s + (0 - cy) * c, 1))
    assert outline(shown, "a")[0] == expected


def test_a_territory_dropped_against_a_neighbour_is_joined_to_its_border(make_window, qtbot):  # noqa: F811
    """Issue 30: "Rotate/Scale and Move never leave a broken neighbour": b, moved down by half
    its height onto a's right side, ends with its corners in a's border (and a's in b's), so
    validation finds no border mismatch."""
    window = shown_map(make_window(pair()), qtbot, zoom=1.7, centre=(100, 80), focus=True)
    click(window, 150, 50)
    drag(window, (150, 50), (150, 100))
    moved = outline(window, "b")
    assert moved[0][0] == 100.0 and moved[0][1] != 0.0
    a = outline(window, "a")
    assert moved[0] in a and (100.0, 100.0) in moved  # each took the other's corner on the shared side
    codes = {p.code for p in validate(window.board()).problems}
    assert "border-mismatch" not in codes


def test_snap_to_grid_also_applies_to_a_territory_moved_in_edit_vertices(shown):
    """Issue 30: "Snap to Grid applies when moving" — in Edit Vertices too, where a drag from
    inside a territory (away from its corners) moves it."""
    action(shown, "action.snapToGrid").trigger()
    action(shown, "tool.vertices").trigger()
    drag(shown, (180, 20), (193.4, 27.9))
    assert outline(shown, "b") == [(110.0, 10.0), (210.0, 10.0), (210.0, 110.0), (110.0, 110.0)]
