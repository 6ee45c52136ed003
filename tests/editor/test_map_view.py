"""The map view: zoom about the cursor, zoom limits, fitting, panning, cursor position."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication

from editor.scene.map_scene import MapScene
from editor.view.map_view import MAX_ZOOM, ZOOM_STEP, MapView


@pytest.fixture
def view(qtbot, board):
    view = MapView(MapScene(board))
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    qtbot.waitExposed(view)
    return view


def wheel(view: MapView, pos: QPointF, notches: float) -> None:
    event = QWheelEvent(
        QPointF(pos), QPointF(view.viewport().mapToGlobal(pos.toPoint())),
        QPoint(0, 0), QPoint(0, round(120 * notches)),
        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase, False,
    )
    QApplication.sendEvent(view.viewport(), event)


def mouse(view: MapView, kind: QEvent.Type, pos: QPoint, button: Qt.MouseButton,
          buttons: Qt.MouseButton) -> None:
    event = QMouseEvent(
        kind, QPointF(pos), QPointF(view.viewport().mapToGlobal(pos)),
        button, buttons, Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(view.viewport(), event)


def drag(view: MapView, button: Qt.MouseButton, start: QPoint, end: QPoint) -> None:
    mouse(view, QEvent.Type.MouseButtonPress, start, button, button)
    middle = (start + end) / 2
    mouse(view, QEvent.Type.MouseMove, middle, Qt.MouseButton.NoButton, button)
    mouse(view, QEvent.Type.MouseMove, end, Qt.MouseButton.NoButton, button)
    mouse(view, QEvent.Type.MouseButtonRelease, end, button, Qt.MouseButton.NoButton)


def visible_scene_rect(view: MapView):
    return view.mapToScene(view.viewport().rect()).boundingRect()


def test_identity(view):
    assert view.objectName() == "mapView"
    assert view.accessibleName()


def test_starts_fitted_showing_the_whole_canvas(view, board):
    visible = visible_scene_rect(view)
    canvas = view.canvas_rect()
    assert visible.contains(canvas)
    # and not much more: the canvas fills the view along one axis
    assert min(visible.width() / canvas.width(), visible.height() / canvas.height()) < 1.1
    # nothing to scroll to
    for bar in (view.horizontalScrollBar(), view.verticalScrollBar()):
        assert bar.maximum() == bar.minimum()


def test_fit_after_zooming(view):
    view.set_zoom(5.0)
    assert not visible_scene_rect(view).contains(view.canvas_rect())
    view.fit_to_window()
    assert visible_scene_rect(view).contains(view.canvas_rect())


def test_zoom_in_and_out(view, qtbot):
    start = view.zoom_factor()
    with qtbot.waitSignal(view.zoomChanged) as signal:
        view.zoom_in()
    assert view.zoom_factor() == pytest.approx(start * ZOOM_STEP)
    assert signal.args[0] == pytest.approx(start * ZOOM_STEP)
    view.zoom_out()
    view.zoom_out()
    assert view.zoom_factor() == pytest.approx(start / ZOOM_STEP)


def test_zoom_limits(view):
    for _ in range(100):
        view.zoom_in()
    assert view.zoom_factor() == pytest.approx(MAX_ZOOM)
    for _ in range(200):
        view.zoom_out()
    low, _high = view.zoom_limits()
    assert view.zoom_factor() == pytest.approx(low)
    assert 0 < low < 1


def test_keyboard_plus_minus(view, qtbot):
    start = view.zoom_factor()
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.zoom_factor() == pytest.approx(start * ZOOM_STEP)
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    assert view.zoom_factor() == pytest.approx(start)


@pytest.mark.parametrize("notches", [1, 2, -1, 0.5])
def test_wheel_zoom_keeps_the_point_under_the_cursor(view, notches):
    view.set_zoom(2.0)  # bigger than the viewport, so there is room to scroll
    cursor = QPointF(613, 187)
    before = view.mapToScene(cursor.toPoint())
    start = view.zoom_factor()
    wheel(view, cursor, notches)
    assert view.zoom_factor() == pytest.approx(start * ZOOM_STEP**notches)
    after = view.viewportTransform().map(QPointF(before))
    assert abs(after.x() - cursor.x()) <= 1.0
    assert abs(after.y() - cursor.y()) <= 1.0


def test_middle_drag_pans(view):
    view.set_zoom(3.0)
    h, v = view.horizontalScrollBar(), view.verticalScrollBar()
    h.setValue((h.minimum() + h.maximum()) // 2)
    v.setValue((v.minimum() + v.maximum()) // 2)
    x0, y0 = h.value(), v.value()
    drag(view, Qt.MouseButton.MiddleButton, QPoint(400, 300), QPoint(340, 260))
    # the map follows the mouse: dragging left/up scrolls right/down
    assert h.value() == x0 + 60
    assert v.value() == y0 + 40


def test_space_and_left_drag_pans(view, qtbot):
    view.set_zoom(3.0)
    h, v = view.horizontalScrollBar(), view.verticalScrollBar()
    h.setValue((h.minimum() + h.maximum()) // 2)
    v.setValue((v.minimum() + v.maximum()) // 2)
    x0, y0 = h.value(), v.value()
    drag(view, Qt.MouseButton.LeftButton, QPoint(400, 300), QPoint(450, 330))
    assert (h.value(), v.value()) == (x0, y0)  # a plain left drag does not pan
    space = (Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, " ")
    QApplication.sendEvent(view, QKeyEvent(QEvent.Type.KeyPress, *space))
    drag(view, Qt.MouseButton.LeftButton, QPoint(400, 300), QPoint(450, 330))
    QApplication.sendEvent(view, QKeyEvent(QEvent.Type.KeyRelease, *space))
    assert (h.value(), v.value()) == (x0 - 50, y0 - 30)


def test_cursor_moved_emits_scene_coordinates(view, qtbot):
    view.set_zoom(2.0)
    pos = QPoint(250, 140)
    with qtbot.waitSignal(view.cursorMoved) as signal:
        mouse(view, QEvent.Type.MouseMove, pos, Qt.MouseButton.NoButton, Qt.MouseButton.NoButton)
    point = signal.args[0]
    expected = view.mapToScene(pos)
    assert point.x() == pytest.approx(expected.x(), abs=1 / view.zoom_factor())
    assert point.y() == pytest.approx(expected.y(), abs=1 / view.zoom_factor())


def test_keeps_fitting_while_resized_until_the_user_zooms(view, qtbot):
    view.resize(1200, 900)
    qtbot.wait(1)
    assert visible_scene_rect(view).contains(view.canvas_rect())
    fitted = view.zoom_factor()
    view.zoom_in()
    view.resize(600, 400)
    assert view.zoom_factor() == pytest.approx(fitted * ZOOM_STEP)


def test_hovering_highlights_the_territory_under_the_mouse(view, board):
    view.set_zoom(2.0)
    scene = view.scene()
    view.centerOn(QPointF(*board.label_point("t4")))
    x, y = board.label_point("t4")
    pos = view.mapFromScene(QPointF(x, y))  # on the label, which must not block hovering
    mouse(view, QEvent.Type.MouseMove, pos, Qt.MouseButton.NoButton, Qt.MouseButton.NoButton)
    assert scene.territory_item("t4").is_hovered()
    x, y = board.label_point("t6")
    view.centerOn(QPointF(x, y))
    mouse(view, QEvent.Type.MouseMove, view.mapFromScene(QPointF(x, y)),
          Qt.MouseButton.NoButton, Qt.MouseButton.NoButton)
    assert scene.territory_item("t6").is_hovered()
    assert not scene.territory_item("t4").is_hovered()


def test_the_view_tells_the_scene_its_zoom(view, board):
    scene = view.scene()
    assert scene.view_scale() == pytest.approx(view.zoom_factor())
    view.zoom_in()
    assert scene.view_scale() == pytest.approx(view.zoom_factor())
    # far out, labels and slots are too small to read and are skipped
    view.set_zoom(view.zoom_limits()[0])
    readable = view.zoom_factor() * 1.4 * board.meta.mark_radius >= 4.0
    assert scene.labels_shown() == readable
    view.set_zoom(2.0)
    assert scene.labels_shown()
    assert not scene.overview_active()  # a small map is always drawn item by item


@pytest.mark.parametrize("case", ["stickers", "overview"])
def test_the_map_looks_the_same_wherever_the_view_sits_in_its_window(qtbot, case):
    """Cached stickers and overview pictures are placed in the view's own coordinates: a view
    that is not at its window's corner (docks, toolbars) must not see them shifted."""
    from PySide6.QtWidgets import QHBoxLayout, QWidget

    from editor.scene.map_scene import MapScene
    from editor.view.map_view import MapView
    from engine.board import load_map
    from engine.board.generate import voronoi_board
    from engine.resources import maps_dir

    # 600 territories: big enough for the zoomed-out overview picture.
    board = load_map(maps_dir() / "tutorial.yaml").board if case == "stickers" else voronoi_board(600, 12, seed=2)
    container = QWidget()
    layout = QHBoxLayout(container)
    layout.setContentsMargins(180, 60, 0, 0)  # the view sits well inside its window
    view = MapView(MapScene(board))
    layout.addWidget(view)
    qtbot.addWidget(container)
    container.resize(900, 640)
    container.show()
    qtbot.waitExposed(container)
    if case == "stickers":
        view.set_zoom(1.7)
        view.centerOn(*board.label_point(board.territories[0].id))
    else:
        view.fit_to_window()
        assert view.scene().overview_active()
    qtbot.wait(50)
    alone = view.grab().toImage()
    inside = container.grab().toImage().copy(view.geometry())
    assert alone.size() == inside.size()
    different = sum(
        1 for x in range(0, alone.width(), 4) for y in range(0, alone.height(), 4)
        if alone.pixel(x, y) != inside.pixel(x, y)
    )
    assert different < 20
