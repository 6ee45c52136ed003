"""Issue 17, Edit Vertices in the real window: "a corner dropped onto a neighbour's border is
inserted into that neighbour too (as the Draw tool already does); dragging a corner never
leaves a T-junction"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QAction

from engine.board import Board, Continent, MapMetadata, PolygonPart, Ring, Territory
from engine.board.validation import validate
from tests.editor.test_editor_workflow import drag, hover
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.support.editor_windows import shown_map

TOPOLOGY = {"border-mismatch", "gap", "overlap"}
DENT = (40.0, 150.0)  # south's corner that dents its top away from north's bottom edge


def dented_map() -> Board:
    """North, a square; south below it, sharing north's two bottom corners but with a dent
    in its top, and east beside north, sharing the corner (100, 100) with both."""
    def territory(tid, points, label):
        return Territory(tid, tid.title(), (PolygonPart(Ring(points)),), continent="main", label=label)

    return Board(MapMetadata("Dent", 400, 300, mark_radius=10), [Continent("main", "Mainland", "#88aa55", 3)], [
        territory("north", [(0, 0), (100, 0), (100, 100), (0, 100)], (50, 50)),
        territory("south", [(0, 100), DENT, (100, 100), (100, 200), (0, 200)], (50, 160)),
        territory("east", [(100, 0), (200, 0), (200, 100), (100, 100)], (150, 50)),
    ], [])


@pytest.fixture
def shown(make_window, qtbot):  # noqa: F811
    window = shown_map(make_window(dented_map()), qtbot, zoom=3.0, centre=(50, 100))
    window.findChild(QAction, "tool.vertices").trigger()
    window.selection.set(["south"])
    return window


def corners(window, tid) -> list[tuple[float, float]]:
    return window.board().territory(tid).parts[0].outer.points()


def problems(window) -> list[str]:
    return sorted(p.code for p in validate(window.board()).problems if p.code in TOPOLOGY)


def test_the_map_starts_without_topology_problems(shown):
    assert problems(shown) == []  # a 50-unit dent is a bay, not a thin gap: nothing to report
    assert DENT in corners(shown, "south")


def test_a_corner_dropped_on_a_neighbours_border_is_inserted_into_it(shown):
    hover(shown, *DENT)
    drag(shown, DENT, (40, 100))
    dropped = corners(shown, "south")[1]
    assert dropped[1] == 100.0 and abs(dropped[0] - 40) < 1  # snapped onto north's bottom edge
    assert dropped in corners(shown, "north")  # and north has it as a corner: no T-junction
    assert problems(shown) == []
    assert corners(shown, "east") == [(100.0, 0.0), (200.0, 0.0), (200.0, 100.0), (100.0, 100.0)]


def test_one_undo_restores_both_territories(shown):
    before = shown.board().copy()
    hover(shown, *DENT)
    drag(shown, DENT, (40, 100))
    assert shown.document().undo_stack.count() == 1  # the drag and the insertion are one step
    shown.findChild(QAction, "action.undo").trigger()
    assert corners(shown, "north") == before.territory("north").parts[0].outer.points()
    assert corners(shown, "south") == before.territory("south").parts[0].outer.points()
    shown.findChild(QAction, "action.redo").trigger()
    assert problems(shown) == []


def test_a_shared_corner_still_moves_in_every_territory(shown):
    hover(shown, 100, 100)
    drag(shown, (100, 100), (110, 95))
    for tid in ("north", "south", "east"):
        assert (100.0, 100.0) not in corners(shown, tid)
    moved = set(corners(shown, "north")) & set(corners(shown, "south")) & set(corners(shown, "east"))
    assert len(moved) == 1
    assert problems(shown) == []


def wedge_map() -> Board:
    """North with a corner in the middle of its bottom edge; south below, its top edge
    slanting down from (100, 100) to (0, 130), leaving a wedge between them."""
    def territory(tid, points, label):
        return Territory(tid, tid.title(), (PolygonPart(Ring(points)),), continent="main", label=label)

    return Board(MapMetadata("Wedge", 400, 300, mark_radius=10), [Continent("main", "Mainland", "#88aa55", 3)], [
        territory("north", [(0, 0), (100, 0), (100, 100), (50, 100), (0, 100)], (50, 50)),
        territory("south", [(0, 130), (100, 100), (100, 200), (0, 200)], (50, 160)),
    ], [])


def test_an_edge_dragged_along_a_neighbours_border_takes_its_corner(shown):
    shown.set_board(wedge_map())
    shown.map_view().set_zoom(3.0)
    shown.map_view().centerOn(QPointF(50, 100))
    shown.findChild(QAction, "tool.vertices").trigger()
    shown.selection.set(["south"])
    hover(shown, 0, 130)
    drag(shown, (0, 130), (0, 100))
    assert corners(shown, "south")[:3] == [(0.0, 100.0), (50.0, 100.0), (100.0, 100.0)]
    assert problems(shown) == []
    shown.findChild(QAction, "action.undo").trigger()
    assert corners(shown, "south") == [(0.0, 130.0), (100.0, 100.0), (100.0, 200.0), (0.0, 200.0)]


def test_a_slow_drag_still_snaps_onto_the_neighbours_border(shown):
    # A real mouse sends small steps: the dragged corner's own edges, which end where it was a
    # step ago, lie nearer the cursor than the border it is dropped on, and must not hide it.
    hover(shown, *DENT)
    drag(shown, DENT, (40, 101), steps=60)
    dropped = corners(shown, "south")[1]
    assert dropped[1] == 100.0
    assert dropped in corners(shown, "north")
    assert problems(shown) == []
