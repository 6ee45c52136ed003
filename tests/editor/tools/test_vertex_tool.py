"""Dragging, inserting and deleting corners; moving a territory with the vertex tool."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt

from editor.tools.vertex_tool import VertexTool
from engine.board.editing import rounded
from tests.editor.tools.conftest import canvas
from tests.support.boards import square

CTRL = Qt.KeyboardModifier.ControlModifier


def corners(editor, tid):
    return editor.board.territory(tid).parts[0].outer.points()


def test_handles_show_the_hovered_and_selected_territories(editor):
    tool = editor.use(VertexTool)
    assert len(tool.handle_points()) == 0
    editor.hover(50, 50)
    assert {tuple(p) for p in tool.handle_points()} == set(corners(editor, "a"))
    editor.selection.set(["c"])
    assert len(tool.handle_points()) == 8
    editor.view.set_tool(None)
    assert tool.handle_points().size == 0 or tool._handles.scene() is None


def test_dragging_a_shared_corner_moves_it_in_both_territories(editor):
    editor.use(VertexTool)
    editor.hover(60, 40)
    editor.drag((100, 0), (110, 20), (120, 40))
    # where the drag ended, rounded to the map's precision (a tenth of a unit)
    target = rounded(editor.scene_at(editor.px(120, 40)), editor.board.meta.precision)
    assert target in corners(editor, "a")
    assert target in corners(editor, "b")
    assert (100.0, 0.0) not in corners(editor, "a") + corners(editor, "b")
    assert editor.stack.count() == 1  # the whole drag is one undo step
    editor.stack.undo()
    assert (100.0, 0.0) in corners(editor, "a") and (100.0, 0.0) in corners(editor, "b")
    assert editor.stack.count() == 1 and editor.stack.index() == 0


def test_a_dragged_corner_snaps_onto_another_vertex_and_can_leave_it(make_editor):
    # a and b do not touch: a's corner (100, 100) dragged near b's corner (150, 150)
    editor = make_editor(canvas(square("a", 0, 0), square("b", 150, 150)))
    editor.use(VertexTool)
    editor.hover(50, 50)
    editor.drag((100, 100), (130, 130), (151.5, 148.7))
    assert (150.0, 150.0) in corners(editor, "a")
    assert editor.stack.count() == 1
    # dragging on, the snapped corner of b stays where it was: only a's corner moves
    editor.stack.undo()
    editor.drag((100, 100), (151.5, 148.7), (130, 170))
    assert (150.0, 150.0) in corners(editor, "b")
    assert (150.0, 150.0) not in corners(editor, "a")


def test_double_click_on_a_shared_edge_inserts_a_corner_on_both_sides(editor):
    editor.use(VertexTool)
    editor.hover(50, 50)
    editor.double_click(100.8, 50)
    new = [p for p in corners(editor, "a") if p not in square("a", 0, 0).parts[0].outer.points()]
    assert len(new) == 1 and new[0][0] == 100.0 and abs(new[0][1] - 50) < 1
    assert new[0] in corners(editor, "b")
    assert len(corners(editor, "a")) == 5 and len(corners(editor, "b")) == 5
    assert editor.stack.count() == 1
    editor.stack.undo()
    assert len(corners(editor, "a")) == 4 and len(corners(editor, "b")) == 4


def test_ctrl_click_deletes_a_corner_everywhere(editor):
    editor.use(VertexTool)
    editor.hover(50, 50)
    editor.double_click(100, 50)
    inserted = next(p for p in corners(editor, "a") if p[0] == 100.0 and 0 < p[1] < 100)
    editor.click(*inserted, CTRL)
    assert len(corners(editor, "a")) == 4 and len(corners(editor, "b")) == 4
    assert editor.stack.count() == 2


def test_delete_key_deletes_the_corner_under_the_cursor(editor):
    editor.use(VertexTool)
    editor.hover(50, 50)
    editor.double_click(50, 0)
    inserted = next(p for p in corners(editor, "a") if p[1] == 0.0 and 0 < p[0] < 100)
    editor.hover(*inserted)
    editor.key(Qt.Key.Key_Delete)
    assert len(corners(editor, "a")) == 4


def test_a_corner_is_not_deleted_if_a_ring_would_drop_below_three(make_editor, qtbot):
    triangle = canvas(square("a", 0, 0))
    editor = make_editor(triangle)
    tool = editor.use(VertexTool)
    editor.hover(50, 50)
    editor.click(0, 100, CTRL)  # four corners -> three: fine
    assert len(corners(editor, "a")) == 3
    with qtbot.waitSignal(tool.status) as status:
        editor.click(0, 0, CTRL)
    assert "three corners" in status.args[0]
    assert len(corners(editor, "a")) == 3
    assert editor.stack.count() == 1


def test_dragging_inside_a_territory_moves_it(editor):
    editor.use(VertexTool)
    before = np.array(editor.board.territory("c").parts[0].outer.xy)
    editor.drag((250, 50), (250, 100), (260, 150))
    start, end = editor.scene_at(editor.px(250, 50)), editor.scene_at(editor.px(260, 150))
    moved = editor.board.territory("c").parts[0].outer.xy
    assert np.allclose(moved, before + (end[0] - start[0], end[1] - start[1]), atol=0.05)  # offset on the precision
    assert editor.board.territory("b") == square("b", 100, 0)
    assert editor.stack.count() == 1


def test_dragging_a_corner_on_a_big_map_looks_only_at_the_territories_near_it(make_editor, monkeypatch):
    # Each move of a drag asks where the selected corner is (for the typed-coordinate
    # fields); walking all territories' rings for that made a drag on a 5,000-territory
    # map take 200 ms a move.
    from engine.board import editing
    from engine.board.generate import voronoi_board

    editor = make_editor(voronoi_board(300, 12, seed=2))
    board = editor.board
    point = next(p for p in board.territories[150].parts[0].outer.points()
                 if len(editing.vertices_at(board, p)) >= 2)
    editor.view.set_zoom(4.0)
    editor.view.centerOn(*point)
    tool = editor.use(VertexTool)
    editor.hover(*point)
    full_walks, looked_at = [], []
    whole, some = editing._rings, editing._rings_of
    monkeypatch.setattr(editing, "_rings", lambda b: (full_walks.append(len(b.territories)), whole(b))[1])
    monkeypatch.setattr(editing, "_rings_of", lambda b, i: (looked_at.append(len(i)), some(b, i))[1])
    editor.drag(point, (point[0] + 3, point[1] + 2), (point[0] + 6, point[1] + 4))
    assert full_walks == []  # no move walked every territory's rings
    assert looked_at and max(looked_at) <= 6  # only the few the spatial index found near the corner
    assert tool.selected_corner() is not None  # still found, among the near territories
    moved = [t for t in editor.board.territories if tool.selected_corner() in
             [tuple(p) for ring in t.rings() for p in ring.xy.tolist()]]
    assert len(moved) >= 2  # the shared corner moved in both territories
