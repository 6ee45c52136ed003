"""The Select tool's pointer says what a drag from there will do (issue 30, item 7: "cursors
that say what a drag will do (handles, rotate, scale in the right diagonals, draggable
background)"), and the side handles stretch one way."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QColor, QImage, QKeyEvent
from PySide6.QtWidgets import QApplication

from engine.board import load_map, save_map
from engine.board.model import Background
from tests.editor.test_editor_workflow import click, hover
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.editor.test_rotate_scale import mouse_drag, outline
from tests.support.boards import pair
from tests.support.editor_windows import shown_map

Shape = Qt.CursorShape


@pytest.fixture
def shown(make_window, qtbot):  # noqa: F811
    return shown_map(make_window(pair()), qtbot, zoom=2.0, centre=(100, 50), focus=True)


def pointer(window, x, y) -> Qt.CursorShape:
    hover(window, x, y)
    return window.map_view().viewport().cursor().shape()


def test_each_scale_handle_shows_the_size_arrows_along_the_way_it_stretches(shown):
    click(shown, 50, 50)  # a: the box (0, 0)–(100, 100); y grows downwards on screen
    assert pointer(shown, 0, 0) == Shape.SizeFDiagCursor  # top left: ↖↘
    assert pointer(shown, 100, 100) == Shape.SizeFDiagCursor  # bottom right
    assert pointer(shown, 100, 0) == Shape.SizeBDiagCursor  # top right: ↗↙
    assert pointer(shown, 0, 100) == Shape.SizeBDiagCursor  # bottom left
    assert pointer(shown, 50, 0) == Shape.SizeVerCursor and pointer(shown, 50, 100) == Shape.SizeVerCursor
    assert pointer(shown, 0, 50) == Shape.SizeHorCursor and pointer(shown, 100, 50) == Shape.SizeHorCursor
    assert pointer(shown, *shown.tools()["select"].handles.rotate_point()) == Shape.BitmapCursor


def test_the_map_says_move_on_the_selection_and_select_an_area_on_empty_map(shown):
    click(shown, 50, 50)
    assert pointer(shown, 40, 60) == Shape.SizeAllCursor  # a drag moves a
    assert pointer(shown, 150, 50) == Shape.ArrowCursor  # a click selects b
    assert pointer(shown, 100, 300) == Shape.CrossCursor  # a drag draws a rectangle to select in


def test_while_space_is_held_the_hand_stays_for_panning(shown):
    click(shown, 50, 50)
    view = shown.map_view()
    space = Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, " "
    QApplication.sendEvent(view, QKeyEvent(QEvent.Type.KeyPress, *space))
    assert pointer(shown, 40, 60) == Shape.OpenHandCursor
    QApplication.sendEvent(view, QKeyEvent(QEvent.Type.KeyRelease, *space))
    assert pointer(shown, 40, 60) == Shape.SizeAllCursor


def test_an_unlocked_background_picture_says_it_moves_and_a_locked_one_does_not(make_window, qtbot, tmp_path):  # noqa: F811
    image = QImage(200, 100, QImage.Format.Format_RGB32)
    image.fill(QColor("#3a7bd5"))
    assert image.save(str(tmp_path / "scan.png"))
    board = pair()
    board.set_meta(dataclasses.replace(board.meta, background=Background(
        "scan.png", 0.6, False, x=-260.0, y=20.0, width=200.0, height=100.0)))
    save_map(board, tmp_path / "traced.yaml")
    window = shown_map(make_window(load_map(tmp_path / "traced.yaml").board, tmp_path / "traced.yaml"), qtbot,
                       zoom=1.0, centre=(0, 50))
    assert pointer(window, -160, 70) == Shape.SizeAllCursor  # on the picture, where no territory is
    assert pointer(window, -160, 300) == Shape.CrossCursor  # off it
    window.document().board.set_meta(dataclasses.replace(
        window.board().meta, background=dataclasses.replace(window.board().meta.background, locked=True)))
    assert pointer(window, -160, 70) == Shape.CrossCursor


def test_a_side_handle_stretches_one_way_only(shown):
    click(shown, 50, 50)
    # The right side's handle, twice as far from the centre (50, 50), and 20 units down too.
    mouse_drag(shown, (100, 50), (150, 70))
    assert outline(shown, "a") == [(-50.0, 0.0), (150.0, 0.0), (150.0, 100.0), (-50.0, 100.0)]
    assert outline(shown, "b")[0] == (150.0, 0.0)  # b's copies of the shared corners followed


def test_handles_picture(shown, tmp_path):
    """A look at the handles round a selection (saved for a person to see)."""
    shown.findChild(QAction, "action.selectAll").trigger()
    QApplication.processEvents()
    picture = shown.map_view().viewport().grab()
    path = tmp_path / "handles.png"
    assert picture.save(str(path))
    image = picture.toImage()
    handles = shown.tools()["select"].handles
    purple = QColor("#ce93d8")  # the rotate handle's fill, drawn where the handle is
    spot = shown.map_view().mapFromScene(*handles.rotate_point())
    ratio = image.devicePixelRatio()
    colour = image.pixelColor(int(spot.x() * ratio), int(spot.y() * ratio))
    assert abs(colour.red() - purple.red()) < 40 and abs(colour.blue() - purple.blue()) < 40
    assert len(handles.side_points()) == 4
