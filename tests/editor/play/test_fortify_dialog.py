"""The fortify dialog: the chosen number of armies moves, and the turn ends."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton, QSpinBox

from editor.play.controller import GameController, Speed
from editor.play.fortify_dialog import FortifyDialog
from engine.core.actions import Fortify
from engine.core.game import Game, GameSetup
from engine.core.state import NOBODY, Phase
from engine.rules.base import PlayerSetup
from tests.support.games import board

OPTIONS = {"setup": "random", "random-deal-armies": "spread", "turn-limit": 300}


@pytest.fixture
def controller(qtbot):
    seats = (PlayerSetup("Ann", controller="human"), PlayerSetup("Bob", controller="human"))
    made = GameController(Game(board("tutorial"), GameSetup("classic", seats, 3, OPTIONS)), speed=Speed.INSTANT)
    yield made
    made.shutdown()


def fortify_position(controller, source: str, target: str, source_armies: int, target_armies: int):
    state = controller.state
    index = controller.world.index
    s, t = index[source], index[target]
    state.owner = [1] * len(state.owner)
    state.owner[s] = state.owner[t] = 0
    state.armies = [2] * len(state.armies)
    state.armies[s], state.armies[t] = source_armies, target_armies
    state.current, state.phase, state.waiting_for = 0, Phase.FORTIFY, NOBODY
    state.reinforcements, state.trade_required = 0, False
    controller.stateChanged.emit()
    return s, t


def test_the_chosen_count_moves_and_the_turn_ends(qtbot, controller):
    s, t = fortify_position(controller, "frostmere", "lowfen", 8, 2)
    turn = controller.state.turn
    dialog = FortifyDialog(controller, s, t)
    qtbot.addWidget(dialog)
    dialog.show()
    spin = dialog.findChild(QSpinBox, "fortifyCount")
    assert (spin.minimum(), spin.maximum(), spin.value()) == (1, 7, 7)
    spin.selectAll()
    QTest.keyClicks(spin, "3")
    assert spin.value() == 3 and "keeps 5" in dialog.result_label.text()
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        QTest.mouseClick(dialog.findChild(QPushButton, "fortifyOk"), Qt.MouseButton.LeftButton)
    assert controller.game.log == [Fortify(s, t, 3)]
    state = controller.state
    assert (state.armies[s], state.armies[t]) == (5, 5)
    assert state.turn == turn + 1 and state.current == 1


def test_cancel_changes_nothing(qtbot, controller):
    s, t = fortify_position(controller, "frostmere", "lowfen", 4, 1)
    dialog = FortifyDialog(controller, s, t)
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitSignal(dialog.rejected, timeout=2000):
        QTest.mouseClick(dialog.findChild(QPushButton, "fortifyCancel"), Qt.MouseButton.LeftButton)
    assert controller.game.log == [] and controller.state.phase == Phase.FORTIFY


def test_a_move_the_rules_refuse_cannot_be_confirmed(qtbot, controller):
    s, t = fortify_position(controller, "frostmere", "lowfen", 4, 1)
    far = controller.world.index["saltmarsh"]
    controller.state.owner[far] = 0
    dialog = FortifyDialog(controller, s, far)
    qtbot.addWidget(dialog)
    assert not dialog.findChild(QPushButton, "fortifyOk").isEnabled()
    assert "does not border" in dialog.status_label.text()
