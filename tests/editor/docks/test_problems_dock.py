"""The problems dock lists what validation finds, leads to it, marks it on the map and fixes it."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from editor.commands.connection_commands import RemoveConnection
from editor.commands.territory_commands import MoveTerritories, MoveVertex
from editor.docks.problems_dock import ProblemsDock, territory_bounds
from engine.board import PolygonPart, Ring
from engine.board.editing import translate_territories
from engine.board.problems import Severity
from tests.editor.docks import click, make_context, show_dock


@pytest.fixture
def context(qtbot):
    return make_context(qtbot)


@pytest.fixture
def dock(qtbot, context):
    return show_dock(qtbot, ProblemsDock(context), 600, 300)


def validated(qtbot, context):
    """Wait for the run the last edit scheduled."""
    return qtbot.waitSignal(context.validation.finished, timeout=3000)


def move(context, territory_id: str, dx: float, dy: float = 0.0) -> None:
    document = context.document
    index = document.board.territory_index(territory_id)
    moved = translate_territories(document.board, [index], dx, dy)
    document.undo_stack.push(MoveTerritories(document, moved, "move"))


def overlap_and_unconnected(context) -> None:
    """Two errors and two warnings: Ashvale moved onto Dunmarch and Saltmarsh, and Highcrag's
    borders with Frostmere and Lowfen left without their connections."""
    move(context, "ashvale", 60)
    document = context.document
    for pair in ({"frostmere", "highcrag"}, {"highcrag", "lowfen"}):
        index = next(i for i, c in enumerate(document.board.connections) if {c.a, c.b} == pair)
        document.undo_stack.push(RemoveConnection(document, index))


def row_rect(dock: ProblemsDock, row: int):
    return dock.list.visualRect(dock.model.index(row, 0))


def test_widgets_are_named(dock):
    assert dock.objectName() == "problemsDock"
    assert dock.windowTitle() == "Problems"
    for name in ("problemList", "showErrors", "showWarnings", "applyFix", "problemSummary"):
        assert dock.findChild(object, name) is not None, name
    assert dock.summary.text() == "Not checked yet"


def test_an_overlap_shows_up_and_goes_away_with_undo(qtbot, context, dock):
    with validated(qtbot, context):
        context.validation.validate_now()
    assert dock.summary.text() == "No problems"
    assert dock.model.rowCount() == 0

    with validated(qtbot, context):
        overlap_and_unconnected(context)
    codes = [p.code for p in dock.shown_problems()]
    assert codes[:2] == ["overlap", "overlap"]  # errors first
    # (not also "connected by a border but do not touch": overlapping neighbours touch)
    assert set(codes[2:]) == {"unconnected-border"}
    assert dock.summary.text() == "2 errors, 2 warnings"
    assert dock.model.index(0, 0).data() == "Ashvale and Dunmarch overlap"
    assert dock.model.index(0, 1).data() == "overlap"
    markers = context.scene.problem_items
    assert [m.marker.severity for m in markers] == ["error", "error", "warning", "warning"]
    assert markers[0].marker.text == "Ashvale and Dunmarch overlap"
    # At the overlap, or just off the name it falls in (its box's nearest side, same x).
    location = dock.shown_problems()[0].location
    marker = markers[0].marker
    assert marker.x == pytest.approx(location[0])
    names = [label.sceneBoundingRect() for label in context.scene.label_items.values()]
    assert marker.y == pytest.approx(location[1]) or any(
        box.contains(QPointF(*location)) and marker.y in (box.top(), box.bottom()) for box in names)

    with validated(qtbot, context):
        for _step in range(3):
            context.document.undo_stack.undo()
    assert dock.model.rowCount() == 0
    assert dock.summary.text() == "No problems"
    assert context.scene.problem_items == []


def test_filters_hide_errors_or_warnings(qtbot, context, dock):
    with validated(qtbot, context):
        overlap_and_unconnected(context)
    click(dock.show_warnings)
    assert not dock.show_warnings.isChecked()
    assert {p.severity for p in dock.shown_problems()} == {Severity.ERROR}
    assert len(context.scene.problem_items) == 2
    click(dock.show_errors)
    assert dock.shown_problems() == []
    click(dock.show_warnings)
    assert {p.severity for p in dock.shown_problems()} == {Severity.WARNING}
    assert dock.summary.text() == "2 errors, 2 warnings"  # the summary counts everything


def test_clicking_a_problem_selects_and_zooms_to_its_territories(qtbot, context, dock):
    with validated(qtbot, context):
        move(context, "ashvale", 60)
    view = context.view
    view.fit_to_window()
    zoom_before = view.zoom_factor()
    click(dock.list.viewport(), row_rect(dock, 0).center())
    assert context.selection.ids == ("ashvale", "dunmarch")
    assert view.zoom_factor() > zoom_before
    board = context.document.board
    union = territory_bounds(board, "ashvale").united(territory_bounds(board, "dunmarch"))
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(union)
    assert visible.width() < board.meta.width  # closer than the whole map


def test_enter_on_a_problem_goes_to_it(qtbot, context, dock):
    with validated(qtbot, context):
        move(context, "ashvale", 60)
    dock.list.setFocus()
    dock.list.setCurrentIndex(dock.model.index(1, 0))
    QTest.keyClick(dock.list, Qt.Key.Key_Return)
    assert context.selection.ids == ("ashvale", "saltmarsh")


def test_going_to_a_tiny_territory_does_not_zoom_in_too_far(qtbot, context, dock):
    view = context.view
    radius = context.document.board.meta.mark_radius
    dock._focus(QRectF(500, 300, 1, 1))
    assert view.zoom_factor() == pytest.approx(24.0 / radius)
    centre = view.mapToScene(view.viewport().rect().center())
    assert centre.x() == pytest.approx(500.5, abs=1) and centre.y() == pytest.approx(300.5, abs=1)


def test_the_fix_button_adds_the_missing_connection(qtbot, context, dock):
    document = context.document
    index = next(i for i, c in enumerate(document.board.connections) if {c.a, c.b} == {"ashvale", "dunmarch"})
    with validated(qtbot, context):
        document.undo_stack.push(RemoveConnection(document, index))
    assert [p.code for p in dock.shown_problems()] == ["unconnected-border"]
    assert not dock.fix_button.isEnabled()
    click(dock.list.viewport(), row_rect(dock, 0).center())
    assert dock.fix_button.isEnabled()
    assert dock.fix_button.toolTip() == "Connect Ashvale and Dunmarch"
    steps = document.undo_stack.count()
    with validated(qtbot, context):
        click(dock.fix_button)
    assert document.board.connection_between("ashvale", "dunmarch") is not None
    assert document.undo_stack.count() == steps + 1
    assert dock.model.rowCount() == 0
    assert not dock.fix_button.isEnabled()


def test_the_fix_button_turns_a_border_into_a_sea_line(qtbot, context, dock):
    with validated(qtbot, context):
        move(context, "ashvale", -400, 0)  # far from its neighbours, still connected by borders
    row = dock.row_of("connection-without-border", ("ashvale", "dunmarch"))
    assert row is not None
    dock.list.setCurrentIndex(dock.model.index(row, 0))
    with validated(qtbot, context):
        assert dock.apply_fix()
    connection = context.document.board.connection_between("ashvale", "dunmarch")
    assert connection.kind.value == "sea-line"


def test_the_current_problem_stays_current_when_the_report_changes(qtbot, context, dock):
    with validated(qtbot, context):
        move(context, "ashvale", 60)
    dock.list.setCurrentIndex(dock.model.index(1, 0))
    current = dock.current_problem()
    with validated(qtbot, context):
        move(context, "ashvale", 1)
    assert dock.current_problem().code == current.code and dock.current_problem().ids == current.ids


def test_markers_come_back_after_the_scene_rebuilds(qtbot, context, dock):
    with validated(qtbot, context):
        overlap_and_unconnected(context)
    context.scene.rebuild()  # what a metadata change does
    assert context.scene.problem_items == []
    with validated(qtbot, context):
        context.validation.validate_now()
    assert len(context.scene.problem_items) == 4


def test_a_spike_shows_up_as_a_warning_at_its_tip_with_no_fix(qtbot, context, dock):
    # A code Fix cannot solve still lists, marks and goes to its problem like any other.
    document = context.document
    index = document.board.territory_index("frostmere")
    frostmere = document.board.territories[index]
    outer = [tuple(p) for p in frostmere.parts[0].outer.xy.tolist()]
    at = outer.index((200.0, 60.0))
    outer[at] = (200.0, -60.0)  # a minus typed before the coordinate: a needle into the sea
    spiked = dataclasses.replace(frostmere, parts=(PolygonPart(Ring(outer), frostmere.parts[0].holes),))
    with validated(qtbot, context):
        document.undo_stack.push(MoveVertex(document, {index: spiked}, "move corner"))
    [problem] = dock.shown_problems()
    assert (problem.code, problem.severity, problem.location) == ("spike", Severity.WARNING, (200.0, -60.0))
    assert dock.model.index(0, 0).data() == "Frostmere: the outline runs out into a needle-like spike 120 units long"
    assert dock.summary.text() == "0 errors, 1 warning"
    assert [m.marker.severity for m in context.scene.problem_items] == ["warning"]
    click(dock.list.viewport(), row_rect(dock, 0).center())
    assert context.selection.ids == ("frostmere",)
    assert not dock.fix_button.isEnabled() and not dock.fix_all_button.isEnabled()
