"""Issue 17: "Fix for geometry problems, not only connections: insert missing shared vertices
(border mismatch), close thin gaps and remove small overlaps by snapping to the neighbour,
give a sliver to the neighbour it belongs to — each one undoable step, with 'Fix All of This
Kind'". Through the real window: the Problems dock's buttons and context menu, and
Map ▸ Fix Problems."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDockWidget, QMenu, QPushButton

from engine.board import Board, PolygonPart, Ring, Territory, load_map
from engine.board.validation import validate
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.editor.test_sliver_in_window import sliver_map
from tests.engine.board.test_validation import almost_touching, mismatched_border
from tests.support.boards import SIZE, board, border, sea, square


def small_overlap() -> Board:
    """b drawn 1 unit into a: a 1 × 100 strip (1 % of each) covered twice."""
    return board(square("a", 0, 0), square("b", SIZE - 1, 0), connections=[border("a", "b")])


def two_gaps() -> Board:
    """a above c, both 0.5 short of the tall b on their right: two thin gaps, one shared corner."""
    tall = Territory("b", "B", (PolygonPart(Ring([(100.5, 0), (200, 0), (200, 200), (100.5, 200)])),),
                     continent="main", label=(150.0, 100.0), city_slot=(150.0, 70.0), scar_slot=(150.0, 130.0))
    return board(square("a", 0, 0), square("c", 0, SIZE), tall,
                 connections=[border("a", "c"), sea("a", "b"), sea("c", "b")])


# (map, code, the most any territory's area may change: the strip or sliver between them)
CASES = {
    "border-mismatch": (mismatched_border, 0.0),
    "gap": (almost_touching, 0.5 * SIZE),  # a grows by the 0.5-wide strip it closes
    "overlap": (small_overlap, 1 * SIZE),  # one side loses the 1-wide strip
    "sliver": (sliver_map, 4.5 * SIZE / 2),  # the issue's 4.5-unit lens goes to b
}


def open_and_validate(make_window, qtbot, b: Board):  # noqa: F811
    window = make_window(b)
    window.show()
    qtbot.waitExposed(window)
    validated(window, qtbot, lambda: window.context().validation.validate_now())
    return window, window.findChild(QDockWidget, "problemsDock")


def validated(window, qtbot, action) -> None:
    """Do ``action`` and wait for the validation it causes to reach the dock."""
    with qtbot.waitSignal(window.context().validation.finished, timeout=5000):
        action()
    QApplication.processEvents()


def codes_shown(dock) -> list[str]:
    return [p.code for p in dock.shown_problems()]


def select(dock, code: str) -> None:
    row = dock.row_of(code)
    assert row is not None, f"{code} not listed: {codes_shown(dock)}"
    dock.list.setCurrentIndex(dock.model.index(row, 0))


def areas(b: Board) -> dict[str, float]:
    return {t.id: b.area(t.id) for t in b.territories}


@pytest.mark.parametrize("code", list(CASES))
def test_fix_leaves_none_of_its_kind_changes_areas_little_and_undoes_exactly(make_window, qtbot, code):  # noqa: F811
    build, most = CASES[code]
    window, dock = open_and_validate(make_window, qtbot, build())
    before = list(window.board().territories)
    areas_before = areas(window.board())
    errors_before = {p.code for p in validate(window.board()).errors}
    select(dock, code)
    button = dock.findChild(QPushButton, "applyFix")
    assert button.isEnabled() and button.accessibleName() == "Fix the selected problem"
    steps = window.document().undo_stack.count()
    validated(window, qtbot, lambda: qtbot.mouseClick(button, Qt.MouseButton.LeftButton))

    assert code not in codes_shown(dock)
    assert code not in validate(window.board()).codes()
    assert {p.code for p in validate(window.board()).errors} <= errors_before - {"overlap"}
    assert window.document().undo_stack.count() == steps + 1
    for tid, area in areas(window.board()).items():
        assert abs(area - areas_before[tid]) <= most + 1e-6
    assert list(window.board().territories) != before

    validated(window, qtbot, window.findChild(QAction, "action.undo").trigger)
    assert list(window.board().territories) == before  # exactly the old outlines
    assert code in codes_shown(dock)


def test_fix_all_of_this_kind_closes_every_gap_in_one_undo_step(make_window, qtbot):  # noqa: F811
    window, dock = open_and_validate(make_window, qtbot, two_gaps())
    assert codes_shown(dock).count("gap") == 2
    before = list(window.board().territories)
    select(dock, "gap")
    button = dock.findChild(QPushButton, "fixAllOfKind")
    assert button.isEnabled() and button.accessibleName() == "Fix every problem of the selected kind"
    steps = window.document().undo_stack.count()
    validated(window, qtbot, lambda: qtbot.mouseClick(button, Qt.MouseButton.LeftButton))
    assert "gap" not in codes_shown(dock) and "border-mismatch" not in codes_shown(dock)
    assert window.document().undo_stack.count() == steps + 1
    assert window.document().undo_stack.undoText() == "Close 2 Thin Gaps"
    shared = (100.5, 100.0)  # the corner a and c shared moved onto b's border for both
    for tid in ("a", "b", "c"):
        assert shared in {p for ring in window.board().territory(tid).rings() for p in ring}
    assert window.statusBar().currentMessage() == "Fixed 2 problems."
    validated(window, qtbot, window.findChild(QAction, "action.undo").trigger)
    assert list(window.board().territories) == before


def test_the_context_menu_offers_fix_and_fix_all(make_window, qtbot):  # noqa: F811
    window, dock = open_and_validate(make_window, qtbot, two_gaps())
    select(dock, "gap")
    menu = dock.context_menu()
    assert isinstance(menu, QMenu) and menu.objectName() == "problemContextMenu"
    fix, fix_all = (menu.findChild(QAction, name) for name in ("problemMenu.fix", "problemMenu.fixAll"))
    assert fix.isEnabled() and fix_all.isEnabled()
    assert (fix.text(), fix_all.text()) == ("Fix", "Fix All of This Kind")
    validated(window, qtbot, fix_all.trigger)
    assert "gap" not in codes_shown(dock)


def test_fix_all_is_off_for_problems_it_cannot_fix(make_window, qtbot):  # noqa: F811
    window, dock = open_and_validate(make_window, qtbot, board(square("a", 0, 0), square("b", SIZE, 0)))
    select(dock, "unconnected-border")
    assert not dock.findChild(QPushButton, "fixAllOfKind").isEnabled()
    assert dock.findChild(QPushButton, "applyFix").isEnabled()  # the connection fix still works


def test_the_map_menu_lists_each_kind_and_fixes_the_issues_sliver(make_window, qtbot):  # noqa: F811
    window, dock = open_and_validate(make_window, qtbot, sliver_map())
    menu = window.findChild(QMenu, "menu.fixProblems")
    assert menu is not None and menu.menuAction() in window.findChild(QMenu, "menu.map").actions()
    names = [a.objectName() for a in menu.actions() if not a.isSeparator()]
    assert names == ["action.fixSelfIntersections", "action.fixBorderMismatches", "action.fixGaps",
                     "action.fixOverlaps", "action.fixSlivers", "action.fixAllGeometry"]
    assert [a.text() for a in menu.actions() if not a.isSeparator()] == [
        "Repair All Self-&Intersections", "Fix All &Border Mismatches", "Close All Thin &Gaps",
        "Remove All Small &Overlaps", "Give All &Slivers to Their Neighbours", "Fix &All Geometry Problems"]
    a_before = window.board().area("a")
    validated(window, qtbot, window.findChild(QAction, "action.fixSlivers").trigger)
    assert "sliver" not in codes_shown(dock)
    assert window.board().area("b") == pytest.approx(SIZE * SIZE)  # the lens filled: b a square again
    assert window.board().area("a") == a_before
    assert window.document().undo_stack.undoText() == "Give Sliver to Neighbour"


def test_fix_all_geometry_leaves_the_classic_map_alone(make_window, qtbot):  # noqa: F811
    classic = load_map("maps/classic.yaml")
    classic = getattr(classic, "board", classic)
    window, dock = open_and_validate(make_window, qtbot, classic)
    before = list(window.board().territories)
    steps = window.document().undo_stack.count()
    action = window.findChild(QAction, "action.fixAllGeometry")
    assert action.shortcut().toString() == "Ctrl+Shift+F"
    action.trigger()
    assert list(window.board().territories) == before
    assert window.document().undo_stack.count() == steps
    assert window.statusBar().currentMessage() == "Nothing to fix: no such problems on the map."
    assert validate(window.board()).problems == []


def test_a_fix_that_no_longer_applies_says_why_and_changes_nothing(make_window, qtbot):  # noqa: F811
    window, dock = open_and_validate(make_window, qtbot, two_gaps())
    (stale,) = [p for p in validate(almost_touching()).problems if p.code == "gap"]
    stale = dataclasses.replace(stale, ids=("a", "gone"))
    before = list(window.board().territories)
    assert dock.apply_fix(stale) is False
    assert list(window.board().territories) == before
    assert window.statusBar().currentMessage() == (
        "Not fixed: 1 (the first, between A and gone: its territories are no longer on the map).")  # names, not ids


def corner_dragged_across() -> Board:
    """Four squares round (100, 100); that corner, shared by all four, dragged to (50, -10):
    a's border now crosses its own bottom edge (Edit Vertices lets a drag do that)."""
    squares = [square("a", 0, 0), square("b", SIZE, 0), square("c", 0, SIZE), square("d", SIZE, SIZE)]
    moved = [dataclasses.replace(t, parts=(PolygonPart(Ring([(50.0, -10.0) if p == (100.0, 100.0) else p
                                                             for p in t.parts[0].outer])),))
             for t in squares]
    return board(*moved, connections=[border("a", "b"), border("a", "c"), border("b", "d"), border("c", "d")])


def test_fix_repairs_a_border_that_crosses_itself_and_undo_brings_it_back(make_window, qtbot):  # noqa: F811
    """Issue 30: "self-intersections can be made in Edit Vertices and have no Fix"."""
    window, dock = open_and_validate(make_window, qtbot, corner_dragged_across())
    before = list(window.board().territories)
    select(dock, "invalid-polygon")
    button = dock.findChild(QPushButton, "applyFix")
    assert button.isEnabled()
    assert button.toolTip() == "Repair A's border where it crosses itself"
    validated(window, qtbot, lambda: qtbot.mouseClick(button, Qt.MouseButton.LeftButton))
    assert "invalid-polygon" not in codes_shown(dock)
    assert "border-mismatch" not in validate(window.board()).codes()  # the crossing point is shared
    assert window.document().undo_stack.undoText() == "Repair Self-Intersection"
    validated(window, qtbot, window.findChild(QAction, "action.undo").trigger)
    assert list(window.board().territories) == before
    assert "invalid-polygon" in codes_shown(dock)
