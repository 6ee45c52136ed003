"""The main window: title, actions, opening maps (good and bad), status bar, export.

Also home of the helpers the other window tests share (``Boxes``, ``make_window``): every
window gets its own settings file and recovery folder, and message boxes are answered by
the test, never shown.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QAction, QImage
from PySide6.QtWidgets import QFileDialog, QInputDialog, QLabel, QMessageBox

from editor.commands.territory_commands import SetTerritoryProperties
from editor.main_window import MainWindow
from editor.scene.map_scene import MapScene
from editor.scene.readable_labels import READABLE_PIXELS
from editor.scene.slot_item import SlotKind
from editor.view.map_view import MapView
from engine.board import save_map
from engine.board.generate import voronoi_board

Button = QMessageBox.StandardButton

ACTIONS = [
    "action.new", "action.open", "action.save", "action.saveAs", "action.revert", "action.exportImage",
    "action.quit", "action.undo", "action.redo", "action.selectAll", "action.delete", "action.merge",
    "action.snapping", "action.autoConnect", "action.autoPlaceAll", "action.validate", "action.mapProperties",
    "action.zoomIn", "action.zoomOut", "action.fit", "action.showSlots", "action.showSeaLines",
    "action.showBorders", "action.readableNames", "action.about",
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


# -- shared helpers ------------------------------------------------------------------------------
class Boxes:
    """Stands in for QMessageBox's static functions: records each call and answers it.

    Queue answers with ``answer("question", Button.Discard)``; a question nobody queued an
    answer for gets Cancel (the harmless choice), other boxes get Ok.
    """

    KINDS = ("question", "warning", "critical", "information")

    def __init__(self, monkeypatch) -> None:
        self.calls: list[tuple[str, str, str]] = []
        self._answers: dict[str, list] = {kind: [] for kind in self.KINDS}
        for kind in self.KINDS:
            monkeypatch.setattr(QMessageBox, kind, self._box(kind))
        monkeypatch.setattr(QMessageBox, "about", lambda *args, **kwargs: None)

    def answer(self, kind: str, *buttons) -> None:
        self._answers[kind].extend(buttons)

    def _box(self, kind: str):
        def box(parent, title, text, *args, **kwargs):
            self.calls.append((kind, title, text))
            if self._answers[kind]:
                return self._answers[kind].pop(0)
            return Button.Cancel if kind in ("question", "warning") else Button.Ok

        return box

    def of(self, kind: str) -> list[tuple[str, str, str]]:
        return [call for call in self.calls if call[0] == kind]

    @property
    def texts(self) -> list[str]:
        return [text for _kind, _title, text in self.calls]


@pytest.fixture
def recovery_folder(tmp_path) -> Path:
    return tmp_path / "recovery"


@pytest.fixture
def make_window(qtbot, settings, recovery_folder, boxes):
    """``make_window(board=None, path=None, **options)``: a MainWindow with this test's
    settings and recovery folder, closed without questions at the end."""
    made: list[MainWindow] = []

    def make(board=None, path=None, **options) -> MainWindow:
        options.setdefault("settings", settings)
        options.setdefault("recovery_folder", recovery_folder)
        window = MainWindow(board, path, **options)
        # Clean before pytest-qt closes it: a modified window would ask, get Cancel and stay
        # open (and focused) for the rest of the session.
        qtbot.addWidget(window, before_close_func=lambda w: w.document().undo_stack.setClean())
        window.resize(1000, 700)
        made.append(window)
        return window

    yield make
    for window in made:
        window.document().undo_stack.setClean()  # nothing to ask about when pytest-qt closes it
        window.autosaver.stop()


@pytest.fixture
def window(make_window, board):
    return make_window(board)


# -- the window ----------------------------------------------------------------------------------
def test_identity_and_title(window, board):
    assert window.objectName() == "mainWindow"
    assert window.windowTitle() == f"{board.meta.name}[*] — Worldsmith"
    assert not window.isWindowModified()
    assert window.centralWidget() is window.map_view()
    assert window.map_view().objectName() == "mapView"
    assert isinstance(window.map_view().scene(), MapScene)
    assert window.map_scene().board is window.document().board is window.board()


def test_a_window_without_a_map_shows_an_empty_untitled_one(make_window):
    window = make_window()
    assert window.board().territories == () and window.map_path() is None
    assert window.windowTitle().startswith("Untitled Map")
    assert window.findChild(QAction, "action.exportImage").isEnabled()
    assert not window.findChild(QAction, "action.revert").isEnabled()


@pytest.mark.parametrize("name", ACTIONS)
def test_actions_exist(window, name):
    action = window.findChild(QAction, name)
    assert action is not None, name
    assert action.text()


def test_shortcuts_and_tooltips(window):
    def keys(name):
        return [s.toString() for s in window.findChild(QAction, name).shortcuts()]

    assert "Ctrl+N" in keys("action.new")
    assert "Ctrl+O" in keys("action.open")
    assert "Ctrl+S" in keys("action.save")
    assert "Ctrl+Shift+S" in keys("action.saveAs")
    assert "Ctrl+E" in keys("action.exportImage")
    assert "Ctrl+Q" in keys("action.quit")
    assert keys("action.undo") == ["Ctrl+Z"]
    assert keys("action.redo") == ["Ctrl+Shift+Z", "Ctrl+Y"]
    assert "Ctrl+A" in keys("action.selectAll")
    assert "Del" in keys("action.delete")
    assert "Ctrl+M" in keys("action.merge")
    assert "Ctrl+0" in keys("action.fit")
    assert "Ctrl++" in keys("action.zoomIn")
    assert "Ctrl+-" in keys("action.zoomOut")
    assert window.findChild(QAction, "action.save").toolTip() == "Save (Ctrl+S)"
    assert window.findChild(QAction, "action.open").toolTip() == "Open (Ctrl+O)"
    snapping = window.findChild(QAction, "action.snapping")
    assert snapping.isCheckable() and snapping.isChecked() and window.context().snapping


def test_menus(window):
    titles = [action.text().replace("&", "") for action in window.menuBar().actions()]
    assert titles == ["File", "Edit", "Map", "Tools", "View", "Scenario", "Help"]


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
    assert len(boxes.of("critical")) == 1
    text = boxes.of("critical")[0][2]
    assert "broken.yaml:6" in text  # file and line of the bad height
    assert "canvas.height" in text
    assert "Traceback" not in text
    assert window.board() is board
    assert window.map_scene() is scene
    assert window.windowTitle() == title


def test_opening_a_missing_file(window, tmp_path, boxes, board):
    assert window.open_map(tmp_path / "nowhere.yaml") is False
    assert "nowhere.yaml" in boxes.of("critical")[0][2]
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
    assert window.context().document is window.document()
    assert window.context().scene is window.map_scene()


def test_open_dialog(window, tmp_path, monkeypatch, boxes):
    other = voronoi_board(12, 20, seed=9)
    path = tmp_path / "dialog.yaml"
    save_map(other, path)
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: (str(path), ""))
    window.findChild(QAction, "action.open").trigger()
    assert window.map_path() == path
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
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


def _shown_letters(scene):
    """Each drawn name's letters, as a box in scene units (halos may touch, letters not)."""
    return {territory_id: label.mapRectToScene(label.text_shape().boundingRect())
            for territory_id, label in scene.label_items.items() if label.isVisible()}


def test_readable_names_scale_up_small_names_and_follow_edits(window, qtbot):
    scene, view = window.map_scene(), window.findChild(MapView)
    view.fit_to_window()
    action = window.findChild(QAction, "action.readableNames")
    assert not action.isChecked() and scene.minimum_label_pixels() == 0  # the map as it is
    view.set_zoom(READABLE_PIXELS / 3 / next(iter(scene.label_items.values())).text_size())
    action.setChecked(True)
    assert scene.labels_shown()
    for label in scene.label_items.values():
        assert view.zoom_factor() * label.text_size() * label.scale() >= READABLE_PIXELS - 1e-6
    # A name made much longer by an edit is fitted again: drawn names still never collide.
    document = window.document()
    index = document.territory_indexes(["t0"])[0]
    long_name = "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch"  # one word: no line break
    renamed = dataclasses.replace(document.board.territories[index], name=long_name)
    document.undo_stack.push(SetTerritoryProperties(document, {index: renamed}, "Rename"))
    qtbot.waitUntil(lambda: scene.label_items["t0"].text() == renamed.name)
    qtbot.wait(10)  # the refit runs once the edit is done
    letters = list(_shown_letters(scene).items())
    for i, (first, a) in enumerate(letters):
        for second, b in letters[i + 1:]:
            assert not a.intersects(b), (first, second)
    action.setChecked(False)
    assert all(label.scale() == 1.0 and label.isVisible() for label in scene.label_items.values())


def test_toggles_carry_over_to_the_next_map(window, tmp_path, boxes):
    window.findChild(QAction, "action.showSlots").setChecked(False)
    path = tmp_path / "next.yaml"
    save_map(voronoi_board(12, 20, seed=9), path)
    window.open_map(path)
    assert not window.map_scene().slots_visible()


def test_selection_shows_on_the_map(window):
    window.selection.set(["t1", "t2"])
    assert window.map_scene().selection() == {"t1", "t2"}
    window.findChild(QAction, "action.selectAll").trigger()
    assert window.map_scene().selection() == {t.id for t in window.board().territories}


@pytest.mark.parametrize("suffix", [".png", ".svg"])
def test_export_image(window, tmp_path, suffix):
    written = window.export_image(tmp_path / f"out{suffix}", width=400)
    assert written == tmp_path / f"out{suffix}"
    assert written.exists()
    if suffix == ".png":
        assert QImage(str(written)).width() == 400


def test_export_dialog_adds_the_extension(window, tmp_path, monkeypatch):
    chosen = tmp_path / "picture"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(chosen), "SVG image (*.svg)"))
    monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (300, True))
    written = window.export_image()
    assert written == Path(f"{chosen}.svg") and written.exists()


# That every key answers one action, on Linux, Windows and macOS bindings, and that no action
# takes a menu's mnemonic, is checked for this window and the others in test_shortcuts_everywhere.py.
