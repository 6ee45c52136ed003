"""The main window: title, actions, opening maps (good and bad), status bar, export."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QAction, QImage
from PySide6.QtWidgets import QLabel

from editor import main_window as main_window_module
from editor.main_window import MainWindow
from editor.scene.map_scene import MapScene
from editor.scene.slot_item import SlotKind
from engine.board import save_map
from engine.board.generate import voronoi_board

ACTIONS = [
    "action.open", "action.exportImage", "action.quit", "action.zoomIn", "action.zoomOut",
    "action.fit", "action.showSlots", "action.showSeaLines", "action.showBorders", "action.about",
]

BROKEN_MAP = """\
format: worldsmith-map
schema: 1
name: Broken
canvas:
  width: 100
  height: -5
territories: []
"""


class Captured:
    def __init__(self) -> None:
        self.calls: list[tuple[str, str]] = []

    def __call__(self, parent, title, text, *args, **kwargs):
        self.calls.append((title, text))
        return 0


@pytest.fixture
def boxes(monkeypatch) -> Captured:
    captured = Captured()
    monkeypatch.setattr(main_window_module.QMessageBox, "critical", captured)
    return captured


@pytest.fixture
def window(qtbot, board):
    window = MainWindow(board)
    qtbot.addWidget(window)
    window.resize(1000, 700)
    return window


def test_identity_and_title(window, board):
    assert window.objectName() == "mainWindow"
    assert board.meta.name in window.windowTitle()
    assert window.windowTitle().endswith("Worldsmith")
    assert window.centralWidget() is window.map_view()
    assert isinstance(window.map_view().scene(), MapScene)


def test_empty_window(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.windowTitle() == "Worldsmith"
    assert window.board() is None and window.map_scene() is None
    assert not window.findChild(QAction, "action.exportImage").isEnabled()


@pytest.mark.parametrize("name", ACTIONS)
def test_actions_exist(window, name):
    action = window.findChild(QAction, name)
    assert action is not None, name
    assert action.text()


def test_shortcuts(window):
    def keys(name):
        return [s.toString() for s in window.findChild(QAction, name).shortcuts()]

    assert "Ctrl+O" in keys("action.open")
    assert "Ctrl+Q" in keys("action.quit")
    assert "Ctrl+0" in keys("action.fit")
    assert "Ctrl++" in keys("action.zoomIn")
    assert "Ctrl+-" in keys("action.zoomOut")


def test_menus(window):
    titles = [action.text().replace("&", "") for action in window.menuBar().actions()]
    assert titles == ["File", "View", "Help"]


def test_status_bar_shows_cursor_and_zoom(window, qtbot):
    cursor = window.statusBar().findChild(QLabel, "status.cursor")
    zoom = window.statusBar().findChild(QLabel, "status.zoom")
    assert cursor is not None and zoom is not None
    window.map_view().cursorMoved.emit(QPointF(123.46, 78.9))
    assert "123.5" in cursor.text() and "78.9" in cursor.text()
    window.map_view().set_zoom(1.5)
    assert zoom.text().startswith("150")
    window.findChild(QAction, "action.zoomIn").trigger()
    assert zoom.text().startswith("188")


def test_fit_action(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    view = window.map_view()
    view.set_zoom(4.0)
    window.findChild(QAction, "action.fit").trigger()
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(view.canvas_rect())


def test_opening_a_broken_map_shows_the_error_and_keeps_the_map(window, tmp_path, boxes, board):
    path = tmp_path / "broken.yaml"
    path.write_text(BROKEN_MAP, encoding="utf-8")
    scene = window.map_scene()
    title = window.windowTitle()
    assert window.open_map(path) is False
    assert len(boxes.calls) == 1
    text = boxes.calls[0][1]
    assert "broken.yaml:6" in text  # file and line of the bad height
    assert "canvas.height" in text
    assert "Traceback" not in text
    assert window.board() is board
    assert window.map_scene() is scene
    assert window.windowTitle() == title


def test_opening_a_missing_file(window, tmp_path, boxes, board):
    assert window.open_map(tmp_path / "nowhere.yaml") is False
    assert "nowhere.yaml" in boxes.calls[0][1]
    assert window.board() is board


def test_opening_a_good_map_replaces_the_scene(window, tmp_path, boxes):
    other = voronoi_board(12, 20, seed=9)
    path = tmp_path / "other.yaml"
    save_map(other, path)
    assert window.open_map(path) is True
    assert boxes.calls == []
    assert window.board() == other
    assert window.map_path() == path
    assert other.meta.name in window.windowTitle()
    assert set(window.map_scene().territory_items) == {t.id for t in other.territories}
    assert window.map_view().scene() is window.map_scene()


def test_open_dialog(window, tmp_path, monkeypatch, boxes):
    other = voronoi_board(12, 20, seed=9)
    path = tmp_path / "dialog.yaml"
    save_map(other, path)
    monkeypatch.setattr(main_window_module.QFileDialog, "getOpenFileName",
                        lambda *a, **k: (str(path), ""))
    window.findChild(QAction, "action.open").trigger()
    assert window.map_path() == path
    monkeypatch.setattr(main_window_module.QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    assert window.open_map_dialog() is False
    assert window.map_path() == path


def test_view_toggles(window):
    scene = window.map_scene()
    slot = scene.slot_item("t0", SlotKind.CITY)
    window.findChild(QAction, "action.showSlots").setChecked(False)
    assert not slot.isVisible()
    window.findChild(QAction, "action.showSlots").setChecked(True)
    assert slot.isVisible()
    window.findChild(QAction, "action.showBorders").setChecked(True)
    assert scene.borders_visible() and scene.connection_items
    window.findChild(QAction, "action.showSeaLines").setChecked(False)
    assert not scene.sea_lines_visible()


def test_toggles_carry_over_to_the_next_map(window, tmp_path, boxes):
    window.findChild(QAction, "action.showSlots").setChecked(False)
    path = tmp_path / "next.yaml"
    save_map(voronoi_board(12, 20, seed=9), path)
    window.open_map(path)
    assert not window.map_scene().slots_visible()


@pytest.mark.parametrize("suffix", [".png", ".svg"])
def test_export_image(window, tmp_path, suffix):
    written = window.export_image(tmp_path / f"out{suffix}", width=400)
    assert written == tmp_path / f"out{suffix}"
    assert written.exists()
    if suffix == ".png":
        assert QImage(str(written)).width() == 400


def test_export_dialog_adds_the_extension(window, tmp_path, monkeypatch):
    chosen = tmp_path / "picture"
    monkeypatch.setattr(main_window_module.QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(chosen), "SVG image (*.svg)"))
    monkeypatch.setattr(main_window_module.QInputDialog, "getInt", lambda *a, **k: (300, True))
    written = window.export_image()
    assert written == Path(f"{chosen}.svg") and written.exists()
