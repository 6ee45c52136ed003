"""A territory's own colour, overriding its continent's: set in the Properties dock (one undo
step; "Use Continent Colour" takes it away), drawn by the editor's scene, saved and loaded."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QColorDialog, QPushButton

from editor.scene.render import render_to_image
from engine.board import load_map
from tests.editor.test_editor_workflow import click
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.editor.test_render import close
from tests.support.boards import pair
from tests.support.editor_windows import shown_map

RED = QColor("#cc3300")
MAINLAND = QColor("#88aa55")  # the continent of pair()'s squares


@pytest.fixture
def shown(make_window, qtbot):  # noqa: F811
    return shown_map(make_window(pair()), qtbot, zoom=2.0, centre=(100, 50))


def scene_pixel(window, x: float, y: float) -> QColor:
    """The colour the editor's scene draws at map point (x, y), rendered at one pixel per unit."""
    image = QImage(200, 100, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    window.map_scene().render(painter, QRectF(0, 0, 200, 100), QRectF(0, 0, 200, 100))
    painter.end()
    return image.pixelColor(int(x), int(y))


def choose(monkeypatch, colour: QColor) -> None:
    monkeypatch.setattr(QColorDialog, "getColor", lambda *args, **kwargs: QColor(colour))


def test_a_colour_chosen_in_the_properties_dock_is_drawn_saved_and_undoable(shown, monkeypatch, tmp_path):
    window = shown
    assert close(scene_pixel(window, 15, 50), MAINLAND, 30)
    click(window, 50, 50)
    button = window.findChild(QPushButton, "propertyColour")
    assert button.accessibleName() and button.text() == "Continent's"
    choose(monkeypatch, RED)
    button.click()
    assert window.board().territory("a").colour == "#cc3300"
    assert window.board().territory("b").colour is None
    stack = window.document().undo_stack
    assert stack.count() == 1 and stack.text(0) == "Change Territory Colour"
    assert button.text() == "#cc3300"
    assert close(scene_pixel(window, 15, 50), RED, 40)  # a in its own colour (a little lighter: selected)
    assert close(scene_pixel(window, 185, 50), MAINLAND, 30)  # b still in its continent's

    path = tmp_path / "coloured.yaml"
    window.document().save(path)
    assert "colour: '#cc3300'" in path.read_text(encoding="utf-8")
    loaded = load_map(path).board
    assert loaded.territory("a").colour == "#cc3300"
    picture = render_to_image(loaded, width=200)  # the same drawing code as a fresh window
    scale = picture.width() / loaded.meta.width
    assert close(picture.pixelColor(int(15 * scale), int(50 * scale)), RED, 30)

    stack.undo()
    assert window.board() == pair()
    assert close(scene_pixel(window, 15, 50), MAINLAND, 40)


def test_use_continent_colour_takes_the_own_colour_away_for_the_whole_selection(shown, monkeypatch):
    window = shown
    window.findChild(type(window.transform_actions.rotate_scale), "action.selectAll").trigger()
    choose(monkeypatch, RED)
    window.findChild(QPushButton, "propertyColour").click()
    assert {t.colour for t in window.board().territories} == {"#cc3300"}
    assert window.document().undo_stack.count() == 1
    reset = window.findChild(QPushButton, "propertyColourReset")
    assert reset.isEnabled() and reset.accessibleName()
    reset.click()
    assert {t.colour for t in window.board().territories} == {None}
    assert window.document().undo_stack.text(1) == "Use Continent Colour"
    assert not reset.isEnabled()


def test_cancelling_the_colour_dialog_changes_nothing(shown, monkeypatch):
    click(shown, 50, 50)
    choose(monkeypatch, QColor())  # what getColor returns on Cancel
    shown.findChild(QPushButton, "propertyColour").click()
    assert shown.document().undo_stack.count() == 0
