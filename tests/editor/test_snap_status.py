"""The status bar's cursor position says where a tool snapped and onto what (issue 30, item 7):
"x 200.0, y 100.0 — on the border of Ukraine and Russia", in the reader's number notation and
with the map's names in the reader's language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QAction, QMouseEvent
from PySide6.QtWidgets import QApplication, QLabel

from engine.board.editing import Snap
from tests.editor.test_editor_workflow import pixel
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.support.boards import board, square
from tests.support.editor_windows import shown_map
from tests.support.ui_language import speaking

NONE = Qt.MouseButton.NoButton


def neighbours():
    """Ukraine (0..200) and Russia (200..400), sharing the edge x = 200, with Spanish names."""
    return board(square("ukraine", 0, 0, 200, name="Ukraine", names=(("es", "Ucrania"),)),
                 square("russia", 200, 0, 200, name="Russia", names=(("es", "Rusia"),)))


@pytest.fixture
def window(make_window, qtbot):  # noqa: F811
    return shown_map(make_window(neighbours()), qtbot, zoom=1.0, centre=(200, 100))


def use(window, tool: str) -> None:
    window.findChild(QAction, f"tool.{tool}").trigger()


def hover(window, x: float, y: float) -> str:
    """Move the pointer to (x, y) on the map; what the status bar's cursor position says."""
    viewport = window.map_view().viewport()
    point = pixel(window, x, y)
    QApplication.sendEvent(viewport, QMouseEvent(QEvent.Type.MouseMove, QPointF(point),
                                                 QPointF(viewport.mapToGlobal(point)), NONE, NONE,
                                                 Qt.KeyboardModifier.NoModifier))
    return window.statusBar().findChild(QLabel, "status.cursor").text()


def test_measure_names_the_corner_the_border_and_the_edge_it_snapped_to(window):
    use(window, "measure")
    assert hover(window, 3, 2) == "x 0.0, y 0.0 — on Ukraine's corner"
    assert hover(window, 202, 1) == "x 200.0, y 0.0 — on the corner of Ukraine and Russia"
    assert hover(window, 203, 100) == "x 200.0, y 100.0 — on the border of Ukraine and Russia"
    assert hover(window, -3, 100) == "x 0.0, y 100.0 — on Ukraine's edge"


def test_a_point_that_snaps_to_nothing_shows_where_it_lands(window):
    use(window, "measure")
    text = hover(window, 104, 57)
    assert "—" not in text
    x, y = window.active_tool()._snap.pos().x(), window.active_tool()._snap.pos().y()
    assert text == f"x {x:.1f}, y {y:.1f}"  # the point the tool uses: rounded to the map's precision


def test_with_snap_to_grid_the_point_is_on_the_grid(window):
    window.context().snap_to_grid = True  # View ▸ Snap to Grid (grid: 10 map units)
    use(window, "measure")
    assert hover(window, 104, 57) == "x 100.0, y 60.0 — on the grid"
    assert hover(window, 3, 2) == "x 0.0, y 0.0 — on Ukraine's corner"  # corners still win


def test_draw_reports_its_snap_too(window):
    use(window, "draw")
    assert hover(window, 401, 199) == "x 400.0, y 200.0 — on Russia's corner"


def test_without_a_snap_the_pointer_itself_is_shown(window):
    use(window, "measure")
    hover(window, 3, 2)
    use(window, "select")  # the Select tool snaps nothing: no stale "on Ukraine's corner"
    assert hover(window, 51.26, 80.0).startswith("x 51.")
    assert "—" not in hover(window, 3, 2)


def test_in_spanish_numbers_have_a_decimal_comma_and_the_maps_spanish_names(window):
    use(window, "measure")
    with speaking("es"):
        assert hover(window, 203, 100) == "x 200,0, y 100,0 — on the border of Ucrania y Rusia"
        assert hover(window, 3, 2) == "x 0,0, y 0,0 — on Ucrania's corner"


def test_numbers_are_never_grouped(window):
    from editor.tools.snap_report import point_text

    with speaking("es"):
        assert point_text((1650.5, 12000.0)) == "x 1650,5, y 12000,0"
    assert point_text((1650.5, -0.01)) == "x 1650.5, y 0.0"


def test_an_indicator_snap_goes_to_the_active_tool_only_for_that_move(window):
    use(window, "measure")
    tool = window.active_tool()
    tool.report_snap(Snap((1.0, 2.0), "none"))
    assert tool.take_snap() == Snap((1.0, 2.0), "none")
    assert tool.take_snap() is None


def test_the_position_follows_the_map_when_the_view_moves_under_a_still_pointer(window):
    """Found through the real window: after a zoom with the mouse still, or Ctrl+0, the status
    bar kept the old view's coordinates."""
    from PySide6.QtGui import QCursor

    view = window.map_view()
    label = window.statusBar().findChild(QLabel, "status.cursor")
    QCursor.setPos(view.viewport().mapToGlobal(pixel(window, 100, 50)))
    if view.viewport().mapFromGlobal(QCursor.pos()) != pixel(window, 100, 50):
        pytest.skip("this platform plugin cannot place the pointer")
    hover(window, 100, 50)
    view.set_zoom(2.0)  # about the viewport's centre, (200, 100): (100, 50) moves away from the pointer
    QApplication.processEvents()  # reported once the view has settled
    under = view.mapToScene(view.viewport().mapFromGlobal(QCursor.pos()))
    assert (under.x(), under.y()) != pytest.approx((100, 50), abs=5)
    assert label.text() == f"x {under.x():.1f}, y {under.y():.1f}"
    view.fit_to_window()
    QApplication.processEvents()
    under = view.mapToScene(view.viewport().mapFromGlobal(QCursor.pos()))
    assert label.text() == f"x {under.x():.1f}, y {under.y():.1f}"
