"""A designer's session in the whole editor window, driven by real mouse and key events."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDockWidget

from engine.board import load_map
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.support.boards import pair

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton


def pixel(window, x: float, y: float) -> QPoint:
    return window.map_view().mapFromScene(QPointF(x, y))


def click(window, x: float, y: float) -> None:
    QTest.mouseClick(window.map_view().viewport(), LEFT, Qt.KeyboardModifier.NoModifier, pixel(window, x, y))


def hover(window, x: float, y: float) -> None:
    """Move the mouse over the map without buttons, sent to this window's map (QTest.mouseMove
    goes wherever the system cursor is, which may be an earlier test's window)."""
    viewport = window.map_view().viewport()
    point = pixel(window, x, y)
    event = QMouseEvent(QEvent.Type.MouseMove, QPointF(point), QPointF(viewport.mapToGlobal(point)),
                        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, event)


def drag(window, start, end, steps: int = 6) -> None:
    viewport = window.map_view().viewport()

    def send(kind, point, button, buttons):
        event = QMouseEvent(kind, QPointF(point), QPointF(viewport.mapToGlobal(point)), button, buttons,
                            Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(viewport, event)

    a, b = pixel(window, *start), pixel(window, *end)
    send(QEvent.Type.MouseButtonPress, a, LEFT, LEFT)
    for i in range(1, steps + 1):
        send(QEvent.Type.MouseMove, a + (b - a) * i / steps, NONE, LEFT)
    send(QEvent.Type.MouseButtonRelease, b, LEFT, NONE)


def problem_codes(window) -> set[str]:
    window.context().validation.validate_now()
    QApplication.processEvents()
    dock = window.findChild(QDockWidget, "problemsDock")
    return {p.code for p in dock.shown_problems()}


def test_an_overlap_drawn_by_hand_is_listed_and_clears_when_moved_away(make_window, qtbot):  # noqa: F811
    window = make_window(pair())
    window.show()
    qtbot.waitExposed(window)
    window.map_view().set_zoom(2.0)
    window.map_view().centerOn(QPointF(100, 50))
    assert problem_codes(window) == set()

    window.findChild(QAction, "tool.draw").trigger()
    for x, y in ((30, 20), (80, 20), (55, 70)):  # a triangle inside square "a"
        click(window, x, y)
    QTest.keyClick(window.map_view(), Qt.Key.Key_Return)
    assert len(window.board().territories) == 3
    assert "overlap" in problem_codes(window)

    window.findChild(QAction, "tool.select").trigger()
    drag(window, (55, 40), (55, 140))  # pull the new triangle below the squares
    assert "overlap" not in problem_codes(window)

    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the move, undone
    assert "overlap" in problem_codes(window)


def test_a_session_saved_and_reopened_is_the_same_map(make_window, qtbot, tmp_path):  # noqa: F811
    window = make_window(pair())
    window.show()
    qtbot.waitExposed(window)
    window.map_view().set_zoom(2.0)
    window.map_view().centerOn(QPointF(100, 50))
    window.findChild(QAction, "tool.draw").trigger()
    for x, y in ((0, 100), (100, 100), (50, 160)):  # a neighbour under the squares, snapped
        click(window, x, y)
    QTest.keyClick(window.map_view(), Qt.Key.Key_Return)
    window.findChild(QAction, "action.autoConnect").trigger()
    path = tmp_path / "session.yaml"
    assert window.save_as(path)
    assert not window.isWindowModified()
    reopened = load_map(path).board
    assert reopened == window.board()
    new = reopened.territories[-1]
    assert ("a", new.id) in reopened.suggest_connections()
    assert {c.key for c in reopened.connections} >= {("a", new.id), ("a", "b")}
