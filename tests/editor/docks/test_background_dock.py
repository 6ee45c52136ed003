"""The background to trace over: placed by typed values in the Background dock (View ▸
Background…) and, when not locked, by dragging it on the canvas; every change one undo
step; the placement saved with the map and read back."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDockWidget

from engine.board import load_map, save_map
from engine.board.model import Background
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)


@pytest.fixture
def traced(tmp_path, board):
    """The conftest's board, saved with a 200 × 100 picture to trace, placed left of the canvas
    (where no territory is, so it can be grabbed) and locked."""
    image = QImage(200, 100, QImage.Format.Format_RGB32)
    image.fill(QColor("#3a7bd5"))
    assert image.save(str(tmp_path / "scan.png"))
    board = board.copy()
    board.set_meta(dataclasses.replace(board.meta, background=Background(
        "scan.png", 0.6, True, x=-260.0, y=20.0, width=200.0, height=100.0)))
    path = tmp_path / "traced.yaml"
    save_map(board, path)
    return path


@pytest.fixture
def window(make_window, traced):  # noqa: F811
    window = make_window(load_map(traced).board, traced)
    window.show()
    window.show_background_dock()
    return window


def dock(window):
    return window.findChild(QDockWidget, "backgroundDock")


def background(window) -> Background:
    return window.board().meta.background


def drag(window, start: QPointF, end: QPointF) -> QPointF:
    """Drag with the mouse from ``start`` to ``end`` (map units); how far it went on the map
    (the mouse moves by whole pixels)."""
    view = window.map_view()
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for step in range(1, 5):
        QTest.mouseMove(viewport, a + (b - a) * step / 4)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    return view.mapToScene(b) - view.mapToScene(a)


def test_view_background_shows_the_dock_with_the_placement(window):
    assert window.findChild(type(window.action_background), "action.background") is window.action_background
    panel = dock(window)
    assert panel.isVisible()
    assert (panel.x_field.value(), panel.y_field.value()) == (-260, 20)
    assert (panel.width_field.value(), panel.height_field.value()) == (200, 100)
    assert panel.locked_field.isChecked() and panel.keep_aspect_field.isChecked()
    assert panel.opacity_field.value() == 60
    window.grab().save("/tmp/editor16-background-dock.png")


def test_typed_values_place_it_each_one_undo_step_and_the_scene_follows(window):
    panel, stack = dock(window), window.document().undo_stack
    panel.x_field.setValue(-300)
    panel.rotation_field.setValue(15)
    panel.opacity_field.setValue(30)
    assert (background(window).x, background(window).rotation, background(window).opacity) == (-300, 15, 0.3)
    assert stack.count() == 3
    item = window.map_scene().background_item()
    assert item.opacity() == pytest.approx(0.3)
    centre = item.mapToScene(QPointF(100, 50))  # the picture's centre, in its own pixels
    assert (centre.x(), centre.y()) == pytest.approx((-200, 70))
    stack.undo()
    stack.undo()
    stack.undo()
    assert background(window) == load_map(window.map_path()).board.meta.background


def test_resizing_keeps_the_aspect_ratio_or_not_by_choice(window):
    panel = dock(window)
    panel.width_field.setValue(400)
    assert background(window).size(1, 1) == (400, 200)
    panel.keep_aspect_field.setChecked(False)
    panel.height_field.setValue(50)
    assert background(window).size(1, 1) == (400, 50)
    assert not background(window).keep_aspect
    assert window.document().undo_stack.count() == 3


def test_placement_is_saved_with_the_map_and_read_back(window, tmp_path):
    panel = dock(window)
    panel.locked_field.setChecked(False)
    panel.y_field.setValue(-40)
    panel.rotation_field.setValue(-90)
    assert window.save()
    again = load_map(window.map_path()).board.meta.background
    assert again == Background("scan.png", 0.6, False, x=-260, y=-40, width=200, height=100, rotation=-90)


def test_a_locked_background_cannot_be_dragged(window):
    before = background(window)
    drag(window, QPointF(-160, 70), QPointF(-100, 120))
    assert background(window) == before
    assert window.document().undo_stack.count() == 0
    assert window.map_scene().background_item().pos() == QPointF(0, 0)


def test_unlocked_it_is_dragged_on_the_canvas_as_one_undo_step(window):
    dock(window).locked_field.setChecked(False)
    stack = window.document().undo_stack
    delta = drag(window, QPointF(-160, 70), QPointF(-100, 120))
    moved = background(window)
    assert delta.x() == pytest.approx(60, abs=5) and delta.y() == pytest.approx(50, abs=5)
    assert (moved.x, moved.y) == pytest.approx((-260 + delta.x(), 20 + delta.y()), abs=0.01)
    assert stack.count() == 2 and stack.undoText() == "Move Background"
    assert dock(window).x_field.value() == pytest.approx(moved.x, abs=0.05)
    stack.undo()
    assert (background(window).x, background(window).y) == (-260, 20)


def test_pressing_on_a_territory_does_not_move_an_unlocked_background(window):
    dock(window).locked_field.setChecked(False)
    panel = dock(window)
    panel.x_field.setValue(0)
    panel.y_field.setValue(0)
    before = background(window)
    territory = window.board().territories[0]
    start = QPointF(*window.board().label_point(territory.id))
    drag(window, start, start + QPointF(30, 30))
    assert background(window) == before


def test_cover_the_canvas_puts_it_back_over_the_whole_map(window):
    dock(window).fit_canvas.click()
    placed = background(window)
    assert (placed.x, placed.y, placed.width, placed.height, placed.rotation) == (0, 0, None, None, 0)
    assert window.document().undo_stack.count() == 1


def test_a_map_without_a_background_says_where_to_choose_one(make_window, board):  # noqa: F811
    window = make_window(board)
    window.show()
    window.show_background_dock()
    panel = dock(window)
    assert panel.none_note.isVisible() and not panel.x_field.isEnabled()


def test_a_map_from_before_placement_shows_its_picture_over_the_whole_canvas(make_window, traced):  # noqa: F811
    text = traced.read_text(encoding="utf-8")
    old = text.replace("  x: -260\n  y: 20\n  width: 200\n  height: 100\n", "")
    assert old != text
    traced.write_text(old, encoding="utf-8")
    window = make_window(load_map(traced).board, traced)
    meta = window.board().meta
    item = window.map_scene().background_item()
    corner = item.mapToScene(QPointF(200, 100))  # the picture's far corner, in its own pixels
    assert (corner.x(), corner.y()) == pytest.approx((meta.width, meta.height))
    assert item.mapToScene(QPointF(0, 0)) == QPointF(0, 0)
