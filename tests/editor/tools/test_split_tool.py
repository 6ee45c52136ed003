"""Splitting a territory along a drawn line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from editor.tools.split_tool import SplitTool
from engine.board.model import ConnectionKind
from tests.editor.tools.conftest import canvas
from tests.support.boards import border, sea, square


def keys(board):
    return {c.key: c.kind for c in board.connections}


def test_split_a_square_in_half(make_editor):
    editor = make_editor(canvas(square("a", 0, 0)))
    editor.use(SplitTool)
    before = editor.board.territory("a")
    editor.click(50, -5)
    editor.double_click(50, 110)

    assert [t.id for t in editor.board.territories] == ["a", "territory-1"]
    first, second = editor.board.territories
    assert editor.board.area("a") + editor.board.area("territory-1") == pytest.approx(10000)
    assert editor.board.area("a") == pytest.approx(5000, rel=0.02)
    assert editor.board.area("territory-1") == pytest.approx(5000, rel=0.02)
    assert second.continent == first.continent == "main"
    assert second.label is not None and second.city_slot is not None and first.scar_slot is not None
    assert keys(editor.board) == {("a", "territory-1"): ConnectionKind.BORDER}
    assert set(editor.selection.ids) == {"a", "territory-1"}

    assert editor.stack.count() == 1
    editor.stack.undo()
    assert editor.board.territories == (before,)
    assert editor.board.connections == ()


def test_split_with_enter_and_corner_snapping(make_editor):
    editor = make_editor(canvas(square("a", 0, 0)))
    editor.use(SplitTool)
    editor.click(1, 1.5)  # snaps onto the corner (0, 0)
    editor.click(99, 100.8)  # ...and (100, 100): a diagonal cut
    editor.key(Qt.Key.Key_Return)
    assert editor.board.area("a") == pytest.approx(5000)
    assert editor.board.area("territory-1") == pytest.approx(5000)


def test_border_connections_follow_the_new_half_sea_lines_stay(make_editor):
    board = canvas(square("a", 0, 0), square("b", 100, 0), square("s", 250, 150),
                   connections=[sea("b", "s"), border("a", "b")])
    editor = make_editor(board)
    editor.use(SplitTool)
    editor.click(90, 50)  # a horizontal cut across b: both halves border a
    editor.double_click(210, 50)
    new = "territory-1"
    assert keys(editor.board) == {
        ("b", "s"): ConnectionKind.SEA_LINE,
        ("a", "b"): ConnectionKind.BORDER,
        ("b", new): ConnectionKind.BORDER,
        ("a", new): ConnectionKind.BORDER,
    }
    # the cut's end on a's border became a vertex of a too, so the borders stay shared
    assert set(editor.board.suggest_connections()) >= {("a", "b"), ("a", new), ("b", new)}


def test_a_line_that_crosses_nothing_is_refused(make_editor, qtbot):
    editor = make_editor(canvas(square("a", 0, 0)))
    tool = editor.use(SplitTool)
    editor.click(50, -5)
    with qtbot.waitSignal(tool.status) as status:
        editor.double_click(50, 60)  # ends inside: does not cut through
    assert "must cross" in status.args[0]
    assert editor.stack.count() == 0


def test_escape_cancels_the_line(make_editor):
    editor = make_editor(canvas(square("a", 0, 0)))
    tool = editor.use(SplitTool)
    editor.click(50, -5)
    editor.key(Qt.Key.Key_Escape)
    assert tool.points == []
    editor.key(Qt.Key.Key_Return)
    assert editor.stack.count() == 0


def test_a_neighbour_the_kept_part_no_longer_touches_loses_its_border_with_it(make_editor):
    """Issue 30: "Split leaves the old territory's connections to neighbours it no longer
    touches, and suggests making them sea-lines". A vertical cut near b's right side: b keeps
    the larger left part (touching a); c, below the right part, borders only the new half."""
    board = canvas(square("a", 0, 0), square("b", 100, 0), square("c", 170, 100),
                   connections=[border("a", "b"), border("b", "c")])
    editor = make_editor(board)
    editor.use(SplitTool)
    editor.click(160, -5)  # a vertical cut near b's right side: b keeps the 60-wide left part
    editor.double_click(160, 110)
    new = "territory-1"
    assert editor.board.area("b") > editor.board.area(new)
    connections = keys(editor.board)
    assert ("a", "b") in connections and ("b", new) in connections
    assert ("b", "c") not in connections  # the kept part no longer touches c...
    assert (new, "c") in connections or ("c", new) in connections  # ...the new half does
    editor.stack.undo()
    assert keys(editor.board) == {("a", "b"): ConnectionKind.BORDER, ("b", "c"): ConnectionKind.BORDER}
