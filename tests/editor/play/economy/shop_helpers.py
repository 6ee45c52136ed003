"""Moving an economy game in the window to a person's page: hand-offs taken, computer players waited for."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.editor.play.helpers import human_ready


def take_screen(qtbot, window, player: int, phase: str) -> None:
    """Wait until ``player`` decides in ``phase``, acknowledging the hand-off to them."""
    controller = window.controller

    def there() -> bool:
        return controller.state.phase == phase and controller.decider() == player

    qtbot.waitUntil(there, timeout=15_000)
    if controller.waiting_for_handoff() == player:
        assert window.handoff_screen.isVisible()
        window.acknowledge_handoff()
    qtbot.waitUntil(lambda: human_ready(controller, player) and window.phase_panel.page is not None
                    and window.phase_panel.page.isVisible())


def click_territory(window, territory: int, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    """A real mouse click on the board, where the territory's badge stands."""
    view = window.view
    point = view.mapFromScene(window.board.anchor(territory))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, modifiers, point)


def drag_territory(window, source: int, target: int) -> None:
    """A real drag on the board from one territory's badge to another's."""
    view = window.view
    viewport = view.viewport()
    start = view.mapFromScene(window.board.anchor(source))
    end = view.mapFromScene(window.board.anchor(target))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    steps = 6
    for step in range(1, steps + 1):
        point = start + (end - start) * (step / steps)
        # Held down while moving (QTest.mouseMove would say no button is).
        event = QMouseEvent(QEvent.Type.MouseMove, QPointF(point), QPointF(viewport.mapToGlobal(point)),
                            Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(viewport, event)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def finish_shopping(window) -> None:
    """The person at the shop pays the round's upkeep and is done, with the page's buttons."""
    page = window.phase_panel.page
    if page.pay_button.isVisible():
        QTest.mouseClick(page.pay_button, Qt.MouseButton.LeftButton)
    assert page.done_button.isEnabled()
    QTest.mouseClick(page.done_button, Qt.MouseButton.LeftButton)
