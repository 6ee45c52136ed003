"""Friendly movement through the real window: a drag moves units within friendly territory (how
many asked), the move is listed and can be taken back, and Done ends the person's phase."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.play.economy.pages.movement_page import MovementPage
from engine.rules.economy.actions import Done, MoveUnits
from tests.editor.play.economy.shop_helpers import drag_territory, finish_shopping, take_screen

LEFT = Qt.MouseButton.LeftButton


def test_a_person_moves_units_by_dragging_and_can_take_the_move_back(make_economy, qtbot):
    window = make_economy("human", "heuristic")
    window.resize(1200, 900)
    window.show()
    controller = window.controller
    controller.start()
    take_screen(qtbot, window, 0, "get")
    finish_shopping(window)
    take_screen(qtbot, window, 0, "planning")
    QTest.mouseClick(window.phase_panel.page.done_button, LEFT)
    take_screen(qtbot, window, 0, "friendly-movement")
    page = window.phase_panel.page
    assert isinstance(page, MovementPage) and page.orders.count() == 0
    # Ada holds a neighbouring country too (as after a won battle): friendly ground to move to.
    state = controller.state
    ukraine = state.players[0].capital
    neighbour = next(t for t in controller.world.neighbours[ukraine]
                     if controller.world.land[t] and state.owner[t] != 1 and not state.army[1][t])
    state.owner[neighbour], state.neutral[neighbour] = 0, 0
    controller.rules._recount(state)
    controller.stateChanged.emit()

    drag_territory(window, ukraine, neighbour)
    qtbot.waitUntil(lambda: page.dialog is not None and page.dialog.isVisible())
    assert page.dialog.count.value() == 4  # never the capital's last army by default
    page.dialog.count.setValue(2)
    QTest.mouseClick(page.dialog.ok, LEFT)
    assert controller.game.log[-1] == MoveUnits(ukraine, neighbour, 2, "army")
    names = controller.names.territories
    assert page.orders.item(0).text() == f"Move 2 armies from {names[ukraine]} to {names[neighbour]}"
    assert controller.state.army[0][neighbour] == 2

    page.orders.setCurrentRow(0)
    QTest.mouseClick(page.remove_button, LEFT)
    assert controller.state.army[0][neighbour] == 0 and controller.state.army[0][ukraine] == 5
    assert page.orders.count() == 0 and not page.remove_button.isEnabled()

    # A drag to where units cannot go says why, and asks nothing.
    far = controller.world.index["brazil"]
    log = list(controller.game.log)
    drag_territory(window, ukraine, far)
    assert page.dialog is None and controller.game.log == log
    assert window.statusBar().currentMessage()

    QTest.mouseClick(page.done_button, LEFT)
    assert controller.game.log[-1] == Done()
