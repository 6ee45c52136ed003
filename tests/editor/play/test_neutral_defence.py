"""The two-player game's neutral army defended by the other person (issue 10): "whenever you
attack a neutral territory, your opponent rolls to defend that territory"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QPushButton

from editor.play.attack_dialog import AttackDialog, DefendDialog
from editor.play.controller import GameController, Speed
from engine.core.actions import Attack, Blitz, Defend
from engine.core.game import Game, GameSetup
from engine.core.state import NOBODY, Phase
from engine.rules.base import PlayerSetup
from tests.support.games import board

OPTIONS = {"setup": "random", "random-deal-armies": "spread", "neutral-army": True, "turn-limit": 300}
NEUTRAL = 2


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    monkeypatch.setattr(AttackDialog, "ROLL_INTERVAL_MS", 5)
    monkeypatch.setattr(AttackDialog, "CLOSE_DELAY_MS", 10)


@pytest.fixture
def neutral_battle(qtbot):
    """Ann attacks the neutral's Highcrag (4 armies) from Frostmere (8); Ben, a person who
    chooses his dice, holds the rest."""
    made = []

    def make(ben_defends_max: bool = False):
        seats = (PlayerSetup("Ann", always_defend_max=False), PlayerSetup("Ben", always_defend_max=ben_defends_max))
        controller = GameController(Game(board("tutorial"), GameSetup("classic", seats, 3, OPTIONS)),
                                    speed=Speed.INSTANT)
        made.append(controller)
        state, index = controller.state, controller.world.index
        state.owner = [1] * len(state.owner)
        state.armies = [1] * len(state.armies)
        s, t = index["frostmere"], index["highcrag"]
        state.owner[s], state.armies[s] = 0, 8
        state.owner[index["redcliff"]] = 0
        state.owner[t], state.armies[t] = NEUTRAL, 4
        state.current, state.phase, state.waiting_for = 0, Phase.ATTACK, NOBODY
        state.reinforcements, state.trade_required = 0, False
        controller.stateChanged.emit()
        dialog = AttackDialog(controller, s, t)
        qtbot.addWidget(dialog)
        dialog.show()
        return controller, dialog, s, t

    yield make
    for controller in made:
        controller.shutdown()


def test_ben_chooses_the_neutral_armys_dice_when_ann_attacks_it(qtbot, neutral_battle):
    controller, dialog, s, t = neutral_battle()
    assert Blitz(s, t) not in controller.legal_actions()  # Ben's choice: no blitz
    QTest.mouseClick(dialog.findChild(QPushButton, "roll"), Qt.MouseButton.LeftButton)
    assert controller.state.phase == Phase.DEFEND and controller.decider() == 1
    assert dialog.findChild(QLabel, "attackStatus").text() == "Waiting for Ben to choose dice"
    assert DefendDialog.needed(controller)
    defend = DefendDialog(controller)
    qtbot.addWidget(defend)
    defend.show()
    assert defend.question.text().startswith("Ben, Neutral's Highcrag is attacked from Frostmere with 3 dice")
    # The odds are the neutral army's losses, not Ben's.
    odds = defend.findChild(QLabel, "defendOdds1").text()
    assert "Neutral loses" in odds and "you lose" not in odds
    with qtbot.waitSignal(defend.finished, timeout=2000):
        QTest.mouseClick(defend.findChild(QPushButton, "defendOne"), Qt.MouseButton.LeftButton)
    assert controller.game.log == [Attack(s, t, 3), Defend(1)]
    assert len(dialog.dice.defender_dice) == 1


def test_attack_until_won_waits_for_ben_at_every_roll(qtbot, neutral_battle):
    controller, dialog, s, t = neutral_battle()
    QTest.mouseClick(dialog.findChild(QPushButton, "attackUntilWon"), Qt.MouseButton.LeftButton)

    def over() -> bool:
        state = controller.state
        return state.owner[t] == 0 or state.armies[s] < 2

    asked = 0
    while not over():
        qtbot.waitUntil(lambda: over() or controller.state.phase == Phase.DEFEND
                        or controller.waiting_for_handoff() is not None, timeout=2000)
        if controller.waiting_for_handoff() is not None:  # back to Ann after Ben chose
            controller.acknowledge_handoff()
        elif controller.state.phase == Phase.DEFEND:
            assert controller.decider() == 1
            asked += 1
            controller.perform(Defend(2))
    log = controller.game.log
    assert asked >= 1 and asked == sum(isinstance(a, Defend) for a in log)
    assert all(isinstance(a, (Attack, Defend)) for a in log)  # never a blitz past Ben's choice
    # (Down to one army the neutral rolls its one die unasked.)


def test_a_ben_who_always_rolls_the_most_is_not_asked(qtbot, neutral_battle):
    controller, dialog, s, t = neutral_battle(ben_defends_max=True)
    assert Blitz(s, t) in controller.legal_actions()
    QTest.mouseClick(dialog.findChild(QPushButton, "roll"), Qt.MouseButton.LeftButton)
    assert controller.state.phase != Phase.DEFEND
    assert len(dialog.dice.defender_dice) == 2
