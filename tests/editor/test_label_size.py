"""The map's label size (Map ▸ Map Properties, in %): every territory name on the map grows or
shrinks with it, as one undo step; saved as the map's ``label-size`` only when not 100 %."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDoubleSpinBox

from engine.board import load_map
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.support.boards import pair
from tests.support.editor_windows import shown_map


@pytest.fixture
def shown(make_window, qtbot):  # noqa: F811
    return shown_map(make_window(pair()), qtbot, zoom=2.0, centre=(100, 50))


def type_percent(window, text: str) -> QDoubleSpinBox:
    window.findChild(QAction, "action.mapProperties").trigger()
    spin = window.findChild(QDoubleSpinBox, "mapLabelSize")
    spin.setFocus()
    spin.selectAll()
    QTest.keyClicks(spin, text)
    QTest.keyClick(spin, Qt.Key.Key_Return)
    return spin


def test_200_percent_doubles_every_name_and_undo_brings_it_back(shown, tmp_path):
    window = shown
    scene = window.map_scene()
    label = scene.label_item("a")
    size, width = label.text_size(), label.rect().width()
    glyph_scale = label.text_layout().transform.m11()  # label font pixels → map units
    spin = type_percent(window, "200")
    assert spin.accessibleName() and spin.value() == 200
    assert window.board().meta.label_size == 2.0
    stack = window.document().undo_stack
    assert stack.count() == 1 and stack.text(0) == "Change Label Size"
    relabelled = scene.label_item("a")
    assert relabelled.text_size() == pytest.approx(2 * size)
    assert relabelled.rect().width() == pytest.approx(2 * width, rel=0.05)
    # The font's glyphs are drawn twice as big.
    assert relabelled.text_layout().transform.m11() == pytest.approx(2 * glyph_scale)
    assert scene.label_item("b").text_size() == pytest.approx(2 * size)

    path = tmp_path / "big-names.yaml"
    assert window.save_as(path)
    assert "label-size: 2\n" in path.read_text(encoding="utf-8")
    assert load_map(path).board.meta.label_size == 2.0

    stack.undo()
    assert window.board().meta.label_size == 1.0
    assert scene.label_item("a").text_size() == pytest.approx(size)
    assert spin.value() == 100


def test_the_same_size_again_is_no_step(shown):
    type_percent(shown, "100")
    assert shown.document().undo_stack.count() == 0
