"""Blockades and forfeits through the real window: the moves with no place of their own on the
board are offered by the Economy menu (and the friendly-movement page) while they may be
taken, and a small dialog chooses which."""

from __future__ import annotations

from PySide6.QtCore import Qt

from engine.rules.economy.actions import Blockade, EndBlockade, Forfeit
from tests.editor.play.economy.test_combat_dialog import tid
from tests.editor.play.helpers import human_ready

EGYPT, RED = "egypt", "egypt-red-sea-coast"


def friendly_movement_with_a_navy_by_a_base(window) -> tuple[int, int]:
    """Basil owns Egypt with a navy base on its Red Sea coast; Ada has two navies there, in
    friendly movement."""
    controller = window.controller
    state = controller.state
    egypt, red = tid(controller, EGYPT), tid(controller, RED)
    state.owner[egypt] = 1
    state.army[1][egypt] = 1
    state.navy[0][red] = 2
    state.navy_bases = {f"{egypt}:{red}": 1}
    state.phase, state.pending, state.current = "friendly-movement", [0, 1], 0
    controller.rules._recount(state)
    return egypt, red


def start(window, qtbot):
    window.resize(1200, 900)
    window.show()
    controller = window.controller
    controller.start()
    if controller.waiting_for_handoff() is not None:
        window.acknowledge_handoff()
    qtbot.waitUntil(lambda: human_ready(controller, 0) and window.phase_panel.page is not None
                    and window.phase_panel.page.isVisible())
    return controller


def test_a_blockade_is_declared_and_ended_from_the_window(make_economy, qtbot):
    """"a single navy unit can blockade a single navy base that recruits into the water
    territory occupied by that navy unit ... The blockading navy unit can end the blockade at
    any time.\""""
    window = make_economy("human", "human", start="europe")
    egypt, red = friendly_movement_with_a_navy_by_a_base(window)
    controller = start(window, qtbot)
    page = window.phase_panel.page
    assert page.objectName() == "movementPage"
    declare, end = window.choice_actions["blockade"], window.choice_actions["end-blockade"]
    assert declare.isEnabled() and not end.isEnabled()
    assert page.blockade_buttons["blockade"].isVisible() and not page.blockade_buttons["end-blockade"].isVisible()
    qtbot.mouseClick(page.blockade_buttons["blockade"], Qt.MouseButton.LeftButton)
    dialog = window.dialog("blockade")
    assert dialog is not None and dialog.actions.count() == 1
    assert dialog.actions.itemText(0) == "Blockade the navy base of Egypt from Egypt Red Sea Coast"
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    assert controller.game.log[-1] == Blockade(egypt, red)
    assert controller.state.blockades == [f"0:{egypt}:{red}"]
    assert not declare.isEnabled() and end.isEnabled()
    assert page.blockade_buttons["end-blockade"].isVisible()
    # Ended from the Economy menu.
    end.trigger()
    dialog = window.dialog("end-blockade")
    assert dialog.choose(EndBlockade(egypt, red))
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    assert controller.game.log[-1] == EndBlockade(egypt, red) and controller.state.blockades == []


def test_a_country_is_forfeited_to_an_ally_from_the_economy_menu(make_economy, qtbot):
    """"you can forfeit a territory to your ally if you want to and if your ally has units within
    that territory"; the capital cannot be forfeited."""
    window = make_economy("human", "human", start="europe")
    controller = window.controller
    state = controller.state
    ada_capital = state.players[0].capital
    other = next(n for n in controller.world.neighbours[ada_capital]
                 if controller.world.land[n] and state.owner[n] not in (0, 1))
    state.owner[other], state.neutral[other] = 0, 0
    state.army[0][other], state.army[1][other] = 1, 2
    state.army[1][ada_capital] = 1
    state.players[0].allies, state.players[1].allies = [1], [0]
    controller.rules._recount(state)
    start(window, qtbot)
    action = window.choice_actions["forfeit"]
    assert action.isEnabled()
    action.trigger()
    dialog = window.dialog("forfeit")
    offered = [dialog.actions.itemData(i) for i in range(dialog.actions.count())]
    assert offered == [Forfeit(other, 1)]  # not the capital, though Basil has a unit there too
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    assert controller.game.log[-1] == Forfeit(other, 1) and controller.state.owner[other] == 1
    assert not action.isEnabled()
