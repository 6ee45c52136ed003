"""Issue 17, tracing along a border, in the real window: "two consecutive clicks on the same
neighbour's boundary follow that boundary between them, picking up every corner on it";
"A key toggles it"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu, QToolButton

from engine.board import Board, Continent, MapMetadata, PolygonPart, Ring, Territory
from engine.board.validation import validate
from tests.editor.test_editor_workflow import click, hover, pixel
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.support.editor_windows import shown_map

# The neighbour's east side zig-zags through four corners between (100, 0) and (100, 100).
ZIG_ZAG = [(104.0, 20.0), (97.0, 40.0), (105.0, 60.0), (98.0, 80.0)]
COAST = Ring([(0, 0), (100, 0), *ZIG_ZAG, (100, 100), (0, 100)])
TOPOLOGY = {"border-mismatch", "gap", "overlap"}


def coast_map() -> Board:
    """The neighbour, and a square east of it (so the far corners clicked snap exactly)."""
    neighbour = Territory("n", "Neighbour", (PolygonPart(COAST),), continent="main", label=(40, 50))
    east = Territory("e", "East", (PolygonPart(Ring([(200, 0), (300, 0), (300, 100), (200, 100)])),),
                     continent="main", label=(250, 50))
    return Board(MapMetadata("Coast", 400, 300, mark_radius=10), [Continent("main", "Mainland", "#88aa55", 3)],
                 [neighbour, east], [])


@pytest.fixture
def shown(make_window, qtbot):  # noqa: F811
    window = shown_map(make_window(coast_map()), qtbot, focus=True)
    window.findChild(QAction, "tool.draw").trigger()
    return window


def drawn(window) -> list[tuple[float, float]]:
    return window.board().territories[-1].parts[0].outer.points()


def topology_problems(window) -> list[str]:
    return [p.code for p in validate(window.board()).problems if p.code in TOPOLOGY]


def shift_click(window, x: float, y: float) -> None:
    QTest.mouseClick(window.map_view().viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier,
                     pixel(window, x, y))


def test_two_clicks_on_the_neighbours_corners_pick_up_every_corner_between(shown):
    for x, y in ((100, 0), (100, 100), (200, 100), (200, 0), (100, 0)):
        click(shown, x, y)
    assert len(shown.board().territories) == 3
    assert drawn(shown) == [(100.0, 0.0), *ZIG_ZAG, (100.0, 100.0), (200.0, 100.0), (200.0, 0.0)]
    assert topology_problems(shown) == []
    new_id = shown.board().territories[-1].id
    assert {frozenset(pair) for pair in shown.board().suggest_connections()} == {
        frozenset(("n", new_id)), frozenset(("e", new_id))}


def test_clicks_on_the_neighbours_edges_trace_across_its_corners(shown):
    for x, y in ((102, 10), (99, 90), (200, 100), (200, 0), (102, 10)):
        click(shown, x, y)
    ring = drawn(shown)
    assert ring[1:5] == ZIG_ZAG  # the neighbour's exact corners, in order
    neighbour = shown.board().territory("n").parts[0].outer.points()
    assert ring[0] in neighbour and ring[5] in neighbour  # the clicked points were shared too
    assert set(ring[:6]) <= set(neighbour)
    assert topology_problems(shown) == []


def test_the_rubber_band_shows_the_traced_path_before_the_second_click(shown):
    click(shown, 100, 0)
    hover(shown, 100, 100)
    rubber = shown.active_tool()._rubber.path()
    points = [(rubber.elementAt(i).x, rubber.elementAt(i).y) for i in range(rubber.elementCount())]
    assert points[:6] == [(100.0, 0.0), *ZIG_ZAG, (100.0, 100.0)]


def test_shift_takes_the_other_way_round(shown):
    click(shown, 200, 0)
    click(shown, 100, 0)
    shift_click(shown, 100, 100)
    assert shown.active_tool().points == [(200.0, 0.0), (100.0, 0.0), (0.0, 0.0), (0.0, 100.0), (100.0, 100.0)]


def test_the_key_turns_tracing_off_and_then_only_the_clicked_points_count(shown):
    toggle = shown.findChild(QAction, "action.traceBorders")
    assert toggle.isChecked() and shown.context().tracing
    QTest.keyClick(shown.map_view(), Qt.Key.Key_T)
    assert not toggle.isChecked() and not shown.context().tracing
    for x, y in ((100, 0), (100, 100), (200, 100), (200, 0), (100, 0)):
        click(shown, x, y)
    assert drawn(shown) == [(100.0, 0.0), (100.0, 100.0), (200.0, 100.0), (200.0, 0.0)]
    QTest.keyClick(shown.map_view(), Qt.Key.Key_T)
    assert toggle.isChecked() and shown.context().tracing


def test_the_switch_is_in_the_edit_menu_and_on_the_draw_tools_options_bar(shown):
    toggle = shown.findChild(QAction, "action.traceBorders")
    assert toggle in shown.findChild(QMenu, "menu.edit").actions()
    assert toggle.isCheckable() and toggle.shortcut().toString() == "T"
    button = shown.findChild(QToolButton, "draw.traceBorders")
    assert button.defaultAction() is toggle and button.accessibleName()
    assert button.isVisible()
    button.click()
    assert not shown.context().tracing
    assert "off" in shown.statusBar().currentMessage()


def test_the_setting_survives_opening_another_map(shown):
    shown.findChild(QAction, "action.traceBorders").trigger()
    shown.set_board(coast_map())
    assert shown.context().tracing is False
    button = shown.findChild(QToolButton, "draw.traceBorders")  # the new Draw tool's button
    assert button.defaultAction() is shown.findChild(QAction, "action.traceBorders")


def test_corners_nearer_than_the_snap_distance_are_all_traced(shown):
    # Zoomed out, the zig-zag's corners are nearer together on screen than the snap distance.
    shown.map_view().set_zoom(0.2)
    shown.map_view().centerOn(QPointF(100, 50))
    for x, y in ((100, 0), (100, 100)):
        click(shown, x, y)
    assert shown.active_tool().points == [(100.0, 0.0), *ZIG_ZAG, (100.0, 100.0)]


def test_a_trace_wraps_round_the_start_of_the_neighbours_ring(shown):
    # (0, 0) is the first corner of the neighbour's ring: the shorter way from its west side
    # to its north side passes it, going round the ring's start.
    click(shown, 0, 50)
    click(shown, 50, 0)
    assert shown.active_tool().points[1] == (0.0, 0.0)
    assert len(shown.active_tool().points) == 3
