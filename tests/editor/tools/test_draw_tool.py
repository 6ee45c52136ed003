"""Drawing territories with clicks: snapping, closing, cancelling, undo."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt

from editor.tools.draw_tool import DrawTool
from editor.tools.ids import new_territory
from engine.board.validation import validate
from tests.editor.tools.conftest import canvas
from tests.support.boards import square

TRIANGLE = [(220.0, 120.0), (380.0, 120.0), (300.0, 280.0)]


def outline(territory) -> list[tuple[float, float]]:
    return territory.parts[0].outer.points()


def test_draw_a_triangle_with_clicks_and_enter(make_editor):
    editor = make_editor(canvas(square("a", 0, 0)))
    editor.use(DrawTool)
    for x, y in TRIANGLE:
        editor.click(x, y)
    assert editor.stack.count() == 0  # nothing happens before the polygon is closed
    editor.key(Qt.Key.Key_Return)

    assert editor.stack.count() == 1
    drawn = editor.board.territory("territory-1")
    assert drawn.name == "Territory 1"
    assert drawn.continent is None
    assert np.allclose(outline(drawn), TRIANGLE, atol=1.0)  # clicks land on whole pixels
    assert drawn.label is not None and drawn.city_slot is not None and drawn.scar_slot is not None
    assert editor.selection.ids == ("territory-1",)
    assert "territory-1" in editor.scene.territory_items

    editor.stack.undo()
    assert not editor.board.has_territory("territory-1")
    assert "territory-1" not in editor.scene.territory_items
    editor.stack.redo()
    assert editor.board.territory("territory-1") == drawn


def test_a_fresh_territory_has_no_mark_problems(make_editor):
    editor = make_editor(canvas())
    editor.use(DrawTool)
    for x, y in [(20, 20), (180, 20), (180, 180), (20, 180)]:
        editor.click(x, y)
    editor.key(Qt.Key.Key_Enter)
    mark_codes = {"missing-slot", "slot-outside", "label-outside", "marks-overlap", "city-not-above-scar"}
    assert not [p for p in validate(editor.board).problems if p.code in mark_codes]


def test_a_neighbour_snaps_onto_the_corners_of_a_square(make_editor):
    editor = make_editor(canvas(square("a", 0, 0)))
    editor.use(DrawTool)
    # near, not on, the square's right-hand corners: snapping makes them exact
    for x, y in [(101.5, 1.2), (200, 0), (200, 100), (98.8, 101.3)]:
        editor.click(x, y)
    editor.key(Qt.Key.Key_Return)

    drawn = editor.board.territory("territory-1")
    corners = outline(drawn)
    assert corners[0] == (100.0, 0.0)
    assert corners[3] == (100.0, 100.0)
    square_corners = set(outline(editor.board.territory("a")))
    assert {(100.0, 0.0), (100.0, 100.0)} <= square_corners
    assert ("a", "territory-1") in editor.board.suggest_connections()


def test_a_corner_on_an_edge_is_added_to_the_neighbour(make_editor):
    editor = make_editor(canvas(square("a", 0, 0)))
    editor.use(DrawTool)
    for x, y in [(100, 0), (200, 0), (200, 100), (101, 50)]:  # the last one on a's right edge
        editor.click(x, y)
    editor.key(Qt.Key.Key_Return)

    on_edge = outline(editor.board.territory("territory-1"))[3]
    assert on_edge[0] == 100.0 and abs(on_edge[1] - 50) < 1  # snapped onto the edge
    assert on_edge in outline(editor.board.territory("a"))  # and shared, exactly
    assert ("a", "territory-1") in editor.board.suggest_connections()
    editor.stack.undo()  # one step: the square loses the vertex again
    assert len(outline(editor.board.territory("a"))) == 4


def test_clicking_the_first_corner_closes_the_polygon(make_editor):
    editor = make_editor(canvas())
    editor.use(DrawTool)
    for x, y in [*TRIANGLE, (TRIANGLE[0][0] + 1, TRIANGLE[0][1] - 1)]:
        editor.click(x, y)
    assert editor.stack.count() == 1
    assert len(outline(editor.board.territory("territory-1"))) == 3


def test_double_click_closes_the_polygon(make_editor):
    editor = make_editor(canvas())
    editor.use(DrawTool)
    editor.click(*TRIANGLE[0])
    editor.click(*TRIANGLE[1])
    editor.double_click(*TRIANGLE[2])
    assert len(outline(editor.board.territory("territory-1"))) == 3


def test_backspace_removes_the_last_corner(make_editor):
    editor = make_editor(canvas())
    tool = editor.use(DrawTool)
    for x, y in [*TRIANGLE, (390, 290)]:
        editor.click(x, y)
    editor.key(Qt.Key.Key_Backspace)
    assert len(tool.points) == 3
    editor.key(Qt.Key.Key_Return)
    assert len(outline(editor.board.territory("territory-1"))) == 3


def test_escape_cancels_a_half_drawn_polygon(make_editor):
    editor = make_editor(canvas())
    tool = editor.use(DrawTool)
    editor.click(20, 20)
    editor.click(120, 20)
    editor.hover(100, 100)
    editor.key(Qt.Key.Key_Escape)
    assert tool.points == []
    assert editor.stack.count() == 0
    editor.key(Qt.Key.Key_Return)  # nothing left to close
    assert editor.stack.count() == 0 and editor.board.territories == ()


def test_a_self_intersecting_outline_is_refused(make_editor, qtbot):
    editor = make_editor(canvas())
    tool = editor.use(DrawTool)
    for x, y in [(20, 20), (180, 180), (180, 20), (20, 180)]:  # a bow tie
        editor.click(x, y)
    with qtbot.waitSignal(tool.status) as status:
        editor.key(Qt.Key.Key_Return)
    assert "crosses itself" in status.args[0]
    assert editor.stack.count() == 0
    assert tool.points  # still there, to fix


def test_too_few_corners_are_refused(make_editor):
    editor = make_editor(canvas())
    editor.use(DrawTool)
    editor.click(20, 20)
    editor.click(180, 20)
    editor.key(Qt.Key.Key_Return)
    assert editor.stack.count() == 0


def test_switching_tools_removes_the_preview(make_editor):
    editor = make_editor(canvas())
    editor.use(DrawTool)
    before = len(editor.scene.items())
    editor.click(20, 20)
    editor.view.set_tool(None)
    assert len(editor.scene.items()) < before


def test_new_ids_and_names_are_the_first_unused(qapp):
    board = canvas(square("territory-1", 0, 0, name="Territory 1"), square("x", 100, 0, name="Territory 2"))
    assert new_territory(board) == ("territory-3", "Territory 3")
    assert new_territory(canvas()) == ("territory-1", "Territory 1")
