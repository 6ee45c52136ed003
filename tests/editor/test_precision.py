"""The map's coordinate precision in the editor window: corners made from the pointer (drawn,
dragged, inserted) are rounded to it; the precision is a map property, undoable and saved."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDoubleSpinBox

from engine.board import load_map
from tests.editor.test_editor_workflow import click, drag, hover, pixel
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.support.boards import pair
from tests.support.editor_windows import shown_map

# An odd zoom: the map points under pixels are far from round numbers.
ZOOM = 1.7


@pytest.fixture
def shown(make_window, qtbot):  # noqa: F811
    return shown_map(make_window(pair()), qtbot, zoom=ZOOM, centre=(100, 80))


def on_step(value: float, step: float) -> bool:
    return abs(value / step - round(value / step)) < 1e-9 and value == round(value, 6)


def under_pixel(window, x, y):
    p = window.map_view().mapToScene(pixel(window, x, y))
    return (p.x(), p.y())


def draw(window, *points):
    window.findChild(QAction, "tool.draw").trigger()
    for x, y in points:
        click(window, x, y)
    QTest.keyClick(window.map_view(), Qt.Key.Key_Return)
    return window.board().territories[-1]


def test_drawn_corners_are_rounded_to_a_tenth(shown):
    points = [(20, 130), (80, 135), (50, 170)]
    raw = [under_pixel(shown, *p) for p in points]
    assert not all(on_step(v, 0.1) for p in raw for v in p)  # unrounded, they would not be
    drawn = draw(shown, *points)
    corners = drawn.parts[0].outer.points()
    assert len(corners) == 3
    assert all(on_step(v, 0.1) for p in corners for v in p), corners
    for (x, y), (rx, ry) in zip(sorted(corners), sorted(raw), strict=True):
        assert abs(x - rx) <= 0.05 + 1e-9 and abs(y - ry) <= 0.05 + 1e-9


def test_a_dragged_corner_is_rounded(shown):
    shown.findChild(QAction, "tool.vertices").trigger()
    hover(shown, 10, 10)
    target = under_pixel(shown, -13, -17)
    assert not (on_step(target[0], 0.1) and on_step(target[1], 0.1))
    drag(shown, (0, 0), (-13, -17))
    corner = shown.board().territory("a").parts[0].outer.points()[0]
    assert corner != (0.0, 0.0)
    assert on_step(corner[0], 0.1) and on_step(corner[1], 0.1), corner
    assert abs(corner[0] - target[0]) <= 0.05 + 1e-9 and abs(corner[1] - target[1]) <= 0.05 + 1e-9


def test_a_corner_inserted_on_a_shared_border_is_rounded_in_both_territories(shown):
    shown.findChild(QAction, "tool.vertices").trigger()
    hover(shown, 60, 40)
    QTest.mouseDClick(shown.map_view().viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      pixel(shown, 100, 47.3))
    a = shown.board().territory("a").parts[0].outer.points()
    new = [p for p in a if p not in pair().territory("a").parts[0].outer.points()]
    assert len(new) == 1 and new[0][0] == 100.0 and on_step(new[0][1], 0.1), new
    assert new[0] in shown.board().territory("b").parts[0].outer.points()


def test_the_precision_is_a_map_property_undoable_and_saved(shown, tmp_path):
    shown.findChild(QAction, "action.mapProperties").trigger()
    spin = shown.findChild(QDoubleSpinBox, "mapPrecision")
    assert spin is not None and spin.accessibleName() and spin.value() == pytest.approx(0.1)
    spin.setFocus()
    spin.selectAll()
    QTest.keyClicks(spin, "0.5")
    QTest.keyClick(spin, Qt.Key.Key_Return)
    assert shown.board().meta.precision == 0.5
    stack = shown.document().undo_stack
    assert stack.count() == 1

    drawn = draw(shown, (20, 130), (80, 135), (50, 170))
    assert all(on_step(v, 0.5) for p in drawn.parts[0].outer.points() for v in p)

    path = tmp_path / "precise.yaml"
    assert shown.save_as(path)
    assert "precision: 0.5\n" in path.read_text(encoding="utf-8")
    assert load_map(path).board.meta.precision == 0.5

    stack.undo()  # the territory
    stack.undo()  # the precision
    assert shown.board().meta.precision == 0.1
