"""View ▸ Show Grid and Snap to Grid in the editor window: the grid shows when zoomed in enough,
corners snap to it, the arrow keys move by its size; its size is a saved map property."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDoubleSpinBox, QMenu

from engine.board import load_map
from tests.editor.test_editor_workflow import click
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
