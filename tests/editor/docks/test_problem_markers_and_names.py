"""Problem markers keep off territory names, and the Problems dock names territories as the map
does in the reader's language (issue 30, item 7)."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPointF, QRectF

from editor.docks.problems_dock import ProblemsDock
from editor.language.problem_text import problem_message
from editor.scene.problem_markers import MARKER_PIXELS, NameBoxes, ProblemMarker, clear_of_names
from engine.board import load_map
from engine.board.problems import make_problem
from engine.resources import maps_dir
from tests.editor.docks import make_context, show_dock
from tests.support.ui_language import speaking


def classic():
    return load_map(maps_dir() / "classic.yaml").board


def without_continent(board, *territory_ids):
    """``board`` with these territories taken out of their continents: a "belongs to no
    continent" warning each, shown at the territory's label point, where its name is."""
    for territory_id in territory_ids:
        board.replace_territory(territory_id, dataclasses.replace(board.territory(territory_id), continent=None))
    return board


# -- placing a marker ---------------------------------------------------------------------------
NAME = QRectF(100, 200, 80, 20)  # a name's box: 100..180 across, 200..220 down


def marker_at(x, y):
    return ProblemMarker(x, y, "warning", "a problem")


def test_a_marker_in_the_middle_of_a_name_goes_just_above_it():
    moved = clear_of_names(marker_at(140, 210), NameBoxes([NAME]))
    assert (moved.x, moved.y) == (140, 200)  # on the box's top side...
    assert moved.offset[0] == 0 and moved.offset[1] <= -MARKER_PIXELS  # ...its ring wholly above, on screen


def test_a_marker_goes_to_the_nearest_side_of_the_name():
    assert clear_of_names(marker_at(178, 210), NameBoxes([NAME])).offset[0] >= MARKER_PIXELS  # right
    assert clear_of_names(marker_at(140, 219), NameBoxes([NAME])).offset[1] >= MARKER_PIXELS  # below
    assert (clear_of_names(marker_at(101, 212), NameBoxes([NAME])).x, ) == (100,)  # left


def test_a_marker_off_every_name_stays_where_the_problem_is():
    marker = marker_at(300, 300)
    assert clear_of_names(marker, NameBoxes([NAME])) is marker
    assert clear_of_names(marker, NameBoxes([])) is marker


def screen_rect(view, item) -> QRectF:
    return item.deviceTransform(view.viewportTransform()).mapRect(item.boundingRect())


@pytest.mark.parametrize("zoom", [0.5, 1.0, 3.0, 8.0])
def test_on_the_classic_map_no_marker_covers_a_name_at_any_zoom(qtbot, zoom):
    board = without_continent(classic(), "ukraine", "egypt", "alaska", "siam")
    context = make_context(qtbot, board)
    show_dock(qtbot, ProblemsDock(context))
    with qtbot.waitSignal(context.validation.finished, timeout=5000):
        context.validation.validate_now()
    view, scene = context.view, context.scene
    view.set_zoom(zoom)
    markers = scene.problem_items
    assert len(markers) >= 4
    names = [label for label in scene.label_items.values() if label.isVisible()]
    for marker in markers:
        ring = screen_rect(view, marker).adjusted(2, 2, -2, -2)  # the ring itself, not its margin
        covered = [label.territory_id for label in names if ring.intersects(screen_rect(view, label))]
        assert covered == [], (marker.marker.text, covered)
    # Each territory's marker is right by its own name, not somewhere else.
    ukraine = scene.label_item("ukraine").sceneBoundingRect()
    [marker] = [m for m in markers if "Ukraine" in m.marker.text]
    assert marker.marker.x == pytest.approx(ukraine.center().x(), abs=1.0)
    assert min(abs(marker.marker.y - ukraine.top()), abs(marker.marker.y - ukraine.bottom())) < 1.0


# -- names in the reader's language -------------------------------------------------------------
def test_spanish_rows_and_fix_tips_use_the_maps_spanish_names(qtbot):
    board = without_continent(classic(), "ukraine")
    # Scandinavia and Ukraine share a border: without their connection, Fix offers to connect them.
    board.replace_connections(c for c in board.connections if {c.a, c.b} != {"scandinavia", "ukraine"})
    context = make_context(qtbot, board)
    dock = show_dock(qtbot, ProblemsDock(context), 700, 300)
    with speaking("es"), qtbot.waitSignal(context.validation.finished, timeout=5000):
        context.validation.validate_now()
    with speaking("es"):
        rows = [dock.model.index(row, 0).data() for row in range(dock.model.rowCount())]
        dock.list.setCurrentIndex(dock.model.index(rows.index(
            "Escandinavia and Ucrania share a border but are not connected"), 0))
        assert dock.fix_button.toolTip() == "Connect Escandinavia and Ucrania"
    assert "Ucrania belongs to no continent" in rows  # the template is English here: no .qm loaded
    assert not any("Ukraine" in row or "Scandinavia" in row for row in rows)


def test_each_kind_of_name_is_the_readers():
    board = classic()
    ukraine, russia = board.territory("ukraine"), board.territory("ural")
    europe = board.continent("europe")
    with speaking("es"):
        pair = make_problem("overlap", ("ukraine", "ural"), name=ukraine.name, other=russia.name)
        assert problem_message(pair, board) == "Ucrania and Ural overlap"
        empty = make_problem("empty-continent", ("europe",), continent_name=europe.name)
        assert problem_message(empty, board) == "the continent Europa has no territories"
        # About the base name itself: kept, whatever the territories are called in Spanish.
        twice = make_problem("duplicate-name", ("ukraine", "ural"), name="Ukraine", count=2)
        assert problem_message(twice, board) == "the name 'Ukraine' is used by 2 territories"
        # A report older than a rename keeps what it said rather than naming another territory.
        stale = make_problem("no-continent", ("ukraine",), name="Old Ukraine")
        assert problem_message(stale, board) == "Old Ukraine belongs to no continent"
    assert problem_message(pair, board) == "Ukraine and Ural overlap"  # English: the base names


def test_the_summary_counts_take_plural_forms(qtbot):
    board = without_continent(classic(), "ukraine")
    context = make_context(qtbot, board)
    dock = show_dock(qtbot, ProblemsDock(context))
    with qtbot.waitSignal(context.validation.finished, timeout=5000):
        context.validation.validate_now()
    assert dock.summary.text() == "0 errors, 1 warning"


def test_a_marker_is_drawn_where_its_offset_says(qtbot):
    """The offset is in screen pixels: the same distance from the name at every zoom."""
    context = make_context(qtbot, classic(), validation=False)
    scene, view = context.scene, context.view
    scene.set_problem_markers([ProblemMarker(1000, 500, "error", "x", offset=(0.0, -10.0))])
    [item] = scene.problem_items
    for zoom in (0.5, 4.0):
        view.set_zoom(zoom)
        anchor = view.mapFromScene(QPointF(1000, 500))
        centre = screen_rect(view, item).center()
        assert (centre.x() - anchor.x(), centre.y() - anchor.y()) == pytest.approx((0, -10), abs=1.0)
