"""Moving labels and sticker slots, and placing them automatically."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from PySide6.QtWidgets import QProgressDialog, QPushButton

from editor.tools import slot_tool
from editor.tools.slot_tool import Mark, SlotTool
from engine.board import load_map
from engine.board.validation import validate
from engine.resources import maps_dir

MARK_PROBLEMS = {"missing-slot", "slot-outside", "label-outside", "marks-overlap", "city-not-above-scar"}


@pytest.fixture
def bare_tutorial():
    """The tutorial map with every label and sticker slot taken away."""
    board = load_map(maps_dir() / "tutorial.yaml").board
    for index, territory in enumerate(board.territories):
        board.set_territory(index, dataclasses.replace(territory, label=None, city_slot=None, scar_slot=None))
    return board


def test_every_mark_has_a_handle(editor):
    tool = editor.use(SlotTool)
    assert tool.handle_points(Mark.CITY)["a"] == (50.0, 22.0)
    assert tool.handle_points(Mark.SCAR)["b"] == (150.0, 78.0)
    assert tool.handle_points(Mark.LABEL)["c"] == (250.0, 50.0)


def test_drag_a_city_slot(editor):
    tool = editor.use(SlotTool)
    editor.drag((50, 22), (55, 25), (60, 30))
    start, end = editor.scene_at(editor.px(50, 22)), editor.scene_at(editor.px(60, 30))
    city = editor.board.territory("a").city_slot
    assert np.allclose(city, (50 + end[0] - start[0], 22 + end[1] - start[1]))
    assert editor.board.territory("a").label == (50.0, 50.0)  # only the city slot moved
    assert tool.handle_points(Mark.CITY)["a"] == city
    assert editor.stack.count() == 1
    editor.stack.undo()
    assert editor.board.territory("a").city_slot == (50.0, 22.0)


def test_dragging_a_derived_label_sets_it(make_editor, bare_tutorial):
    editor = make_editor(bare_tutorial)
    tool = editor.use(SlotTool)
    where = tool.handle_points(Mark.LABEL)["frostmere"]
    assert editor.board.territory("frostmere").label is None
    editor.drag(where, (where[0] + 10, where[1] + 5))
    assert editor.board.territory("frostmere").label is not None
    assert editor.stack.count() == 1


def test_auto_place_all_fixes_every_mark_problem(make_editor, bare_tutorial):
    assert {p.code for p in validate(bare_tutorial).problems} & MARK_PROBLEMS
    editor = make_editor(bare_tutorial)
    tool = editor.use(SlotTool)
    options = tool.options_widget(None)
    options.findChild(QPushButton, "autoPlaceAll").click()
    for territory in editor.board.territories:
        if territory.is_land:
            assert None not in (territory.label, territory.city_slot, territory.scar_slot), territory.id
    assert not {p.code for p in validate(editor.board).problems} & MARK_PROBLEMS
    assert editor.stack.count() == 1
    assert len(tool.handle_points(Mark.CITY)) == sum(t.is_land for t in editor.board.territories)
    options.deleteLater()


def test_auto_place_selected(make_editor, bare_tutorial):
    editor = make_editor(bare_tutorial)
    tool = editor.use(SlotTool)
    options = tool.options_widget(None)
    button = options.findChild(QPushButton, "autoPlaceSelected")
    button.click()
    assert editor.stack.count() == 0  # nothing selected
    editor.selection.set(["frostmere", "highcrag"])
    button.click()
    placed = {t.id for t in editor.board.territories if t.city_slot is not None}
    assert placed == {"frostmere", "highcrag"}
    options.deleteLater()


def test_cancelling_the_progress_of_a_big_placement_changes_nothing(make_editor, bare_tutorial, monkeypatch):
    editor = make_editor(bare_tutorial)
    tool = editor.use(SlotTool)
    monkeypatch.setattr(slot_tool, "PROGRESS_ABOVE", 3)  # the tutorial map counts as big
    monkeypatch.setattr(QProgressDialog, "wasCanceled", lambda self: True)
    assert tool.auto_place_all() == 0
    assert editor.stack.count() == 0


def test_slots_show_while_the_tool_is_active(editor):
    editor.scene.set_slots_visible(False)
    editor.use(SlotTool)
    assert editor.scene.slots_visible()
    editor.view.set_tool(None)
    assert not editor.scene.slots_visible()
