"""Map ▸ Generate Coastal Waters: a water territory per separate coastline, one undo step."""

from __future__ import annotations

import pytest

from editor.document.map_document import MapDocument
from editor.editing.map_edits import generate_coastal_waters
from editor.scene.map_scene import MapScene
from engine.board.validation import validate
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.engine.board.test_coastal_waters import isthmus_world
from tests.support.boards import board, border, square, water


def test_waters_are_made_drawn_and_undone_in_one_step(qapp):
    original = isthmus_world()
    document = MapDocument(isthmus_world())
    scene = MapScene(document.board, parent=document)
    scene.follow(document)
    assert generate_coastal_waters(document) == 4
    assert document.undo_stack.count() == 1
    assert document.undo_stack.undoText() == "Generate Coastal Waters"
    assert {i for i in scene.territory_items if i.endswith(("-coast", "-coast-2"))} == {
        "west-coast", "east-coast", "neck-coast", "neck-coast-2"}
    coasts = set(scene.coast_items)
    assert {("neck", "neck-coast"), ("neck", "neck-coast-2"), ("west", "west-coast"), ("east", "east-coast")} <= coasts
    assert validate(document.board).errors == []
    document.undo_stack.undo()
    assert document.board == original
    assert set(scene.territory_items) == {"west", "neck", "east"} and scene.coast_items == {}
    document.undo_stack.redo()
    assert len(document.board.territories) == 7 and set(scene.coast_items) == coasts


def test_a_map_with_water_is_refused_with_a_reason(qapp):
    document = MapDocument(board(square("a", 0, 0), water("w", 100, 0), connections=[border("a", "w")]))
    with pytest.raises(ValueError, match="water territories already"):
        generate_coastal_waters(document)
    assert document.undo_stack.count() == 0


def test_the_action_is_in_the_map_menu_and_reports_in_the_status_bar(qtbot, make_window):  # noqa: F811
    window = make_window(isthmus_world())
    messages = []
    window.map_actions.message.connect(messages.append)
    window.findChild(type(window.map_actions.coastal_waters), "action.coastalWaters").trigger()
    assert messages == ["Made 4 water territories along the coasts."]
    window.findChild(type(window.map_actions.coastal_waters), "action.coastalWaters").trigger()
    assert messages[-1].startswith("The map has water territories already")
