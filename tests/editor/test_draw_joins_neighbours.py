"""Issue 30, through the main window: a territory drawn along its neighbours' border takes
the corners its straight edges run past (item 1), and drawn among one continent's
territories it joins that continent (item 7); one undo takes both back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest

from engine.board.validation import validate
from tests.editor.test_editor_workflow import click, hover
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.support.boards import pair
from tests.support.editor_windows import shown_map

STRIP = [(0.0, 100.0), (200.0, 100.0), (200.0, 150.0), (0.0, 150.0)]  # under a and b


@pytest.fixture
def shown(make_window, qtbot):  # noqa: F811
    return shown_map(make_window(pair()), qtbot, zoom=2.0, centre=(100, 100), focus=True)


def test_a_strip_drawn_under_two_territories_shares_their_corner_and_continent(shown, tmp_path):
    window = shown
    window.findChild(QAction, "tool.draw").trigger()
    for x, y in STRIP:
        hover(window, x, y)
        click(window, x, y)
    QTest.keyClick(window.map_view(), Qt.Key.Key_Return)
    drawn = window.board().territories[-1]
    # The top edge runs from (0, 100) to (200, 100) past a's and b's shared corner: it takes it.
    assert drawn.parts[0].outer.points() == [(0.0, 100.0), (100.0, 100.0), (200.0, 100.0),
                                             (200.0, 150.0), (0.0, 150.0)]
    assert "border-mismatch" not in validate(window.board()).codes()
    assert drawn.continent == "main"
    assert "Mainland" in window.statusBar().currentMessage()
    window.grab().save(str(tmp_path / "drawn.png"))
    window.document().undo_stack.undo()
    assert window.board() == pair()


def slanting_pair():
    """a, whose right side slants from (100, 0) to (130, 100), and b to its right."""
    import dataclasses

    from engine.board import PolygonPart, Ring
    from tests.support.boards import board, square

    a = dataclasses.replace(square("a", 0, 0), parts=(PolygonPart(Ring([(0, 0), (100, 0), (130, 100), (0, 100)])),))
    b = dataclasses.replace(square("b", 100, 0), parts=(PolygonPart(Ring([(100, 0), (200, 0), (200, 100),
                                                                          (130, 100)])),))
    return board(a, b)


def test_a_corner_snapped_onto_a_slanting_border_is_tidy_and_shared(make_window, qtbot):  # noqa: F811
    """Found through the real window: corners snapped onto a neighbour's border kept the
    snap's exact point (699.5083996463308 in the file). They are rounded to the map's
    precision now, and the join step puts the rounded corner into the border, so both sides
    round together."""
    window = shown_map(make_window(slanting_pair()), qtbot, zoom=3.0, centre=(120, 60), focus=True)
    window.findChild(QAction, "tool.draw").trigger()
    # A triangle hanging off a's slanting side, into b: its first corner is clicked on the side.
    for x, y in [(113.37, 44.5), (160.0, 40.0), (160.0, 70.0)]:
        hover(window, x, y)
        click(window, x, y)
    QTest.keyClick(window.map_view(), Qt.Key.Key_Return)
    drawn = window.board().territories[-1].parts[0].outer.points()
    assert all(round(v, 1) == v for p in drawn for v in p), drawn
    on_side = drawn[0]
    assert abs(on_side[0] - 113.37) < 1.0 and abs(on_side[1] - 44.5) < 1.0
    assert on_side in window.board().territory("a").parts[0].outer.points()  # shared, not a T-junction


def test_with_snap_to_grid_a_grid_point_on_a_border_is_taken_exactly(make_window, qtbot):  # noqa: F811
    """Found through the real window: with Snap to Grid on, clicking the grid point (115, 50)
    on a slanting border gave 114.9...,49.7...: the border snap won over the grid."""
    import dataclasses

    board = slanting_pair()
    board.set_meta(dataclasses.replace(board.meta, grid=5.0))  # (115, 50) is a grid point
    window = shown_map(make_window(board), qtbot, zoom=3.0, centre=(120, 60), focus=True)
    window.findChild(QAction, "action.snapToGrid").trigger()
    window.findChild(QAction, "tool.draw").trigger()
    for x, y in [(115.2, 50.3), (160.0, 40.0), (160.0, 70.0)]:
        hover(window, x, y)
        click(window, x, y)
    QTest.keyClick(window.map_view(), Qt.Key.Key_Return)
    drawn = window.board().territories[-1].parts[0].outer.points()
    assert (115.0, 50.0) in drawn, drawn
    assert (115.0, 50.0) in window.board().territory("a").parts[0].outer.points()
