"""Selecting with clicks and the rubber band, moving and deleting the selection."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt

from editor.tools.overlays import RubberBand
from editor.tools.select_tool import SelectTool

SHIFT = Qt.KeyboardModifier.ShiftModifier


def test_click_selects_shift_click_toggles_empty_click_clears(editor):
    editor.use(SelectTool)
    editor.click(50, 50)
    assert editor.selection.ids == ("a",)
    assert editor.scene.territory_items["a"].is_selected_territory()
    editor.click(150, 50)
    assert editor.selection.ids == ("b",)
    editor.click(250, 50, SHIFT)
    assert editor.selection.ids == ("b", "c")
    editor.click(150, 50, SHIFT)
    assert editor.selection.ids == ("c",)
    editor.click(350, 250)  # open water
    assert editor.selection.ids == ()
    assert editor.stack.count() == 0


def test_rubber_band_selects_what_it_touches(editor):
    editor.use(SelectTool)
    editor.drag((120, 150), (180, 120), (260, 90))  # from below b, up into c
    assert set(editor.selection.ids) == {"b", "c"}
    assert not [i for i in editor.scene.items() if isinstance(i, RubberBand)]  # gone after release
    editor.click(50, 50)
    editor.drag((20, 150), (40, 90), modifiers=SHIFT)  # shift adds (a again: stays)
    assert editor.selection.ids == ("a",)
    editor.drag((220, 150), (240, 90), modifiers=SHIFT)
    assert set(editor.selection.ids) == {"a", "c"}
    editor.drag((20, 150), (380, 160))  # touches nothing: clears
    assert editor.selection.ids == ()


def test_dragging_a_selected_territory_moves_the_selection_in_one_step(editor):
    editor.use(SelectTool)
    editor.click(50, 50)
    editor.click(150, 50, SHIFT)
    before = {t.id: t for t in editor.board.territories}
    editor.drag((50, 50), (60, 80), (70, 110), (80, 140))
    start, end = editor.scene_at(editor.px(50, 50)), editor.scene_at(editor.px(80, 140))
    dx, dy = end[0] - start[0], end[1] - start[1]
    for tid in ("a", "b"):
        moved = editor.board.territory(tid)
        # The offset is rounded to the map's precision (0.1): within half of it of the pointer's.
        assert np.allclose(moved.parts[0].outer.xy, before[tid].parts[0].outer.xy + (dx, dy), atol=0.05)
        assert np.allclose(moved.label, np.add(before[tid].label, (dx, dy)), atol=0.05)
    assert editor.board.territory("c") == before["c"]
    # the shared border of a and b moved as one: still shared exactly
    assert ("a", "b") in editor.board.suggest_connections()
    assert editor.stack.count() == 1
    editor.stack.undo()
    assert {t.id: t for t in editor.board.territories} == before


def test_dragging_an_unselected_territory_selects_and_moves_it(editor):
    editor.use(SelectTool)
    editor.drag((250, 50), (250, 150))
    assert editor.selection.ids == ("c",)
    assert editor.board.territory("c").parts[0].outer.xy[:, 1].min() > 50


def test_delete_removes_the_selection_and_its_connections(editor):
    editor.use(SelectTool)
    editor.click(150, 50)
    editor.key(Qt.Key.Key_Delete)
    assert [t.id for t in editor.board.territories] == ["a", "c"]
    assert editor.board.connections == ()
    assert editor.selection.ids == ()
    assert "b" not in editor.scene.territory_items
    editor.stack.undo()
    assert [t.id for t in editor.board.territories] == ["a", "b", "c"]
    assert len(editor.board.connections) == 2


def test_backspace_deletes_too_and_nothing_selected_does_nothing(editor):
    editor.use(SelectTool)
    editor.key(Qt.Key.Key_Backspace)
    assert editor.stack.count() == 0
    editor.click(50, 50)
    editor.click(250, 50, SHIFT)
    editor.key(Qt.Key.Key_Backspace)
    assert [t.id for t in editor.board.territories] == ["b"]
    assert editor.stack.count() == 1


def test_escape_clears_the_selection(editor):
    editor.use(SelectTool)
    editor.click(50, 50)
    editor.key(Qt.Key.Key_Escape)
    assert editor.selection.ids == ()
