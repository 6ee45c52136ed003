"""The order dialog's count: safe by default, with a warning where units would be lost."""

from __future__ import annotations

from editor.play.economy.order_dialog import OrderDialog
from engine.rules.economy.actions import ARMY, Plan
from tests.editor.play.economy.helpers import economy_controller


def test_armies_into_water_default_to_what_the_navies_there_carry(qtbot):
    """"Army units can occupy water territories that you do not control, but there must be as
    many or more of your navy units in that territory. If at any point you have less navy units
    than army units in a water territory the excess army units immediately die.\""""
    controller = economy_controller("human", "heuristic")
    controller.start()
    state = controller.state
    ukraine = state.players[0].capital
    sea = controller.world.index["ukraine-black-sea-coast"]
    state.army[0][ukraine] = 8
    state.navy[0][sea] = 3
    state.owner[sea] = 1  # Basil's water: not friendly to Ada
    dialog = OrderDialog(controller, "Plan an Order", [Plan(ukraine, sea, 8, ARMY)])
    qtbot.addWidget(dialog)
    assert dialog.count.value() == 3 and dialog.count.maximum() == 8
    assert not dialog.warning.isVisible() and dialog.warning.isHidden()
    dialog.count.setValue(5)
    assert dialog.warning.text() == "2 of these armies would die at sea: your navies there carry 3."
    assert not dialog.warning.isHidden()
    controller.shutdown()
