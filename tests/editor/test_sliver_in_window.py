"""Issue 17: a thin sliver enclosed between territories shows in the real window's Problems
panel, located where it is, even when it is far wider than the mark-radius rule allows."""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import QApplication, QDockWidget

from engine.board import Board, Continent, MapMetadata, PolygonPart, Ring
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.support.boards import RADIUS, SIZE, sea, square


def sliver_map() -> Board:
    """"A 4.5-unit sliver between two territories on a 2000-unit map" (issue 17)."""
    ring = Ring([(SIZE, 0), (2 * SIZE, 0), (2 * SIZE, SIZE), (SIZE, SIZE), (SIZE + 4.5, SIZE / 2)])
    b = dataclasses.replace(square("b", SIZE, 0), parts=(PolygonPart(ring),))
    return Board(MapMetadata("Big", 2000, 2000, mark_radius=RADIUS), [Continent("main", "Mainland", "#88aa55", 3)],
                 [square("a", 0, 0), b], [sea("a", "b")])


def test_the_sliver_is_listed_and_marked_where_it_is(make_window, qtbot):  # noqa: F811
    window = make_window(sliver_map())
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitSignal(window.context().validation.finished, timeout=5000):
        window.context().validation.validate_now()
    QApplication.processEvents()
    dock = window.findChild(QDockWidget, "problemsDock")
    slivers = [p for p in dock.shown_problems() if p.code == "sliver"]
    assert len(slivers) == 1
    row = dock.row_of("sliver")
    assert dock.model.index(row, 0).data() == "A sliver 4.5 units wide between B and A belongs to no territory"
    x, y = slivers[0].location
    assert SIZE < x < SIZE + 4.5
    markers = [m.marker for m in window.map_scene().problem_items]
    assert any(SIZE < m.x < SIZE + 4.5 for m in markers)
