"""The attack dialog (dice, odds, rolling on, moving in) and the defender's dice choice,
driven by clicks on their buttons."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QPushButton, QSlider, QSpinBox

from editor.play.attack_dialog import AttackDialog, DefendDialog, percent
from editor.play.controller import GameController, Speed
from engine.core.actions import Attack, Defend, Occupy
from engine.core.game import Game, GameSetup
from engine.core.state import NOBODY, Phase
from engine.rules.base import PlayerSetup
from engine.rules.odds import battle_odds, roll_outcomes
from tests.support.games import board

OPTIONS = {"setup": "random", "random-deal-armies": "spread", "turn-limit": 300}


@pytest.fixture
def make_controller(qtbot):
    made = []

    def make(*controllers: str, seed: int = 3) -> GameController:
        seats = tuple(PlayerSetup(f"P{i}", controller=c) for i, c in enumerate(controllers))
        game = Game(board("tutorial"), GameSetup("classic", seats, seed, OPTIONS))
        controller = GameController(game, speed=Speed.INSTANT)
        made.append(controller)
        return controller

    yield make
    for controller in made:
        controller.shutdown()


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    monkeypatch.setattr(AttackDialog, "ROLL_INTERVAL_MS", 5)
    monkeypatch.setattr(AttackDialog, "CLOSE_DELAY_MS", 10)


def attack_position(controller, source: str, target: str, source_armies: int, target_armies: int):
    """P0 attacks in their own turn; P1 holds every territory but the source (and Redcliff,
    so that P0 is never beaten by a lost battle)."""
    state = controller.state
    index = controller.world.index
    s, t = index[source], index[target]
    state.owner = [1] * len(state.owner)
    state.armies = [1] * len(state.armies)
    state.owner[s], state.armies[s] = 0, source_armies
    state.owner[index["redcliff"]] = 0
    state.armies[t] = target_armies
    state.current, state.phase, state.waiting_for = 0, Phase.ATTACK, NOBODY
    state.reinforcements, state.trade_required = 0, False
    controller.stateChanged.emit()
    return s, t


def dice_stream_where(controller, action, wanted) -> None:
    """Move the game's dice stream to a point where ``action`` turns out as ``wanted`` says."""
    for start in range(500):
        trial = controller.state.copy()
        trial.dice_drawn = start
        controller.rules.apply(trial, action)
        if wanted(trial):
            controller.state.dice_drawn = start
            return
    raise AssertionError("no such roll in the first 500")


def open_dialog(qtbot, controller, s, t) -> AttackDialog:
    dialog = AttackDialog(controller, s, t)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def click(dialog, name: str) -> None:
    button = dialog.findChild(QPushButton, name)
    assert button is not None and button.isEnabled(), name
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def test_one_die_rolls_one_attack_and_shows_the_dice_and_the_odds(qtbot, make_controller):
    controller = make_controller("human", "random")
    s, t = attack_position(controller, "frostmere", "highcrag", 6, 4)
    dialog = open_dialog(qtbot, controller, s, t)
    odds = dialog.findChild(QLabel, "attackOdds")
    assert percent(battle_odds(5, 4).win) in odds.text()
    spin = dialog.findChild(QSpinBox, "attackDice")
    assert (spin.minimum(), spin.maximum(), spin.value()) == (1, 3, 3)
    QTest.keyClick(spin, Qt.Key.Key_Down)
    QTest.keyClick(spin, Qt.Key.Key_Down)
    assert spin.value() == 1

    click(dialog, "roll")

    assert controller.game.log == [Attack(s, t, 1)]
    assert len(dialog.dice.attacker_dice) == 1 and len(dialog.dice.defender_dice) == 2
    state = controller.state
    assert percent(battle_odds(state.armies[s] - 1, state.armies[t]).win) in odds.text()
    assert "loses" in dialog.findChild(QLabel, "rollResult").text()


def test_attack_until_won_rolls_on_with_the_most_dice_then_moves_in(qtbot, make_controller):
    controller = make_controller("human", "random")
    s, t = attack_position(controller, "frostmere", "highcrag", 20, 5)
    dialog = open_dialog(qtbot, controller, s, t)
    click(dialog, "attackUntilWon")
    qtbot.waitUntil(lambda: controller.state.phase == Phase.OCCUPY, timeout=5000)

    log = controller.game.log
    assert len(log) > 1 and all(a == Attack(s, t, 3) for a in log)
    assert dialog.rolls_shown == len(log)
    slider = dialog.findChild(QSlider, "occupySlider")
    assert slider.isVisible()
    state = controller.state
    assert slider.minimum() == state.occupy_min == 3 and slider.maximum() == state.occupy_max
    slider.setValue(7)
    # The two boxes show the split the slider would make, not the dice's minimum moved in.
    together = state.armies[s] + state.armies[t]
    assert dialog.findChild(QLabel, "defenderArmies").text().startswith("7 ")
    assert dialog.findChild(QLabel, "attackerArmies").text().startswith(f"{together - 7} ")
    with qtbot.waitSignal(dialog.finished, timeout=2000):
        click(dialog, "moveIn")
    assert controller.game.log[-1] == Occupy(7) and controller.state.armies[t] == 7


def test_stop_interrupts_a_long_attack(qtbot, make_controller):
    controller = make_controller("human", "random")
    s, t = attack_position(controller, "frostmere", "highcrag", 80, 80)
    dialog = open_dialog(qtbot, controller, s, t)
    click(dialog, "attackUntilWon")
    qtbot.waitUntil(lambda: len(controller.game.log) >= 3, timeout=5000)
    click(dialog, "stop")
    rolled = len(controller.game.log)
    qtbot.wait(60)
    assert len(controller.game.log) == rolled and controller.state.phase == Phase.ATTACK
    assert dialog.findChild(QPushButton, "roll").isEnabled()
    assert not dialog.findChild(QPushButton, "stop").isEnabled()


def test_attack_until_n_left_stops_at_n(qtbot, make_controller):
    controller = make_controller("human", "random")
    s, t = attack_position(controller, "frostmere", "highcrag", 30, 30)
    dialog = open_dialog(qtbot, controller, s, t)
    dialog.findChild(QSpinBox, "untilLeft").setValue(25)
    assert "25" in dialog.findChild(QPushButton, "attackUntilLeft").text()
    click(dialog, "attackUntilLeft")
    qtbot.waitUntil(lambda: not dialog.findChild(QPushButton, "stop").isEnabled(), timeout=5000)
    # Never under N: near the end it rolls no more dice than the troops above N (issue 28).
    assert controller.state.armies[s] == 25


def test_a_capture_with_nothing_to_choose_is_reported_and_the_dialog_closes(qtbot, make_controller):
    controller = make_controller("human", "random")
    s, t = attack_position(controller, "frostmere", "highcrag", 2, 1)
    dice_stream_where(controller, Attack(s, t, 1), lambda st: st.owner[t] == 0)
    dialog = open_dialog(qtbot, controller, s, t)
    with qtbot.waitSignal(dialog.finished, timeout=2000):
        click(dialog, "roll")
        assert dialog.findChild(QLabel, "attackStatus").text() == "Highcrag captured!"
    assert controller.state.owner[t] == 0 and controller.state.phase == Phase.ATTACK


def test_the_dialog_closes_when_only_one_army_is_left(qtbot, make_controller):
    controller = make_controller("human", "random")
    s, t = attack_position(controller, "frostmere", "highcrag", 2, 3)
    dice_stream_where(controller, Attack(s, t, 1), lambda st: st.armies[s] == 1)
    dialog = open_dialog(qtbot, controller, s, t)
    with qtbot.waitSignal(dialog.finished, timeout=2000):
        click(dialog, "roll")


def test_a_human_defender_chooses_dice_with_the_odds_shown(qtbot, make_controller):
    controller = make_controller("human", "human")
    controller.state.players[1].always_defend_max = False
    s, t = attack_position(controller, "frostmere", "highcrag", 6, 4)
    dialog = open_dialog(qtbot, controller, s, t)
    click(dialog, "roll")
    assert controller.state.phase == Phase.DEFEND
    assert dialog.findChild(QLabel, "attackStatus").text() == "Waiting for P1 to choose dice"
    assert not dialog.findChild(QPushButton, "roll").isEnabled()
    assert DefendDialog.needed(controller)

    defend = DefendDialog(controller)
    qtbot.addWidget(defend)
    defend.show()
    assert "defend with 1 or 2 dice?" in defend.question.text()
    two = defend.findChild(QLabel, "defendOdds2").text()
    for probability in roll_outcomes(3, 2).values():
        assert percent(float(probability)) in two
    with qtbot.waitSignal(defend.finished, timeout=2000):
        QTest.mouseClick(defend.findChild(QPushButton, "defendTwo"), Qt.MouseButton.LeftButton)
    assert controller.game.log == [Attack(s, t, 3), Defend(2)]
    assert len(dialog.dice.attacker_dice) == 3 and len(dialog.dice.defender_dice) == 2
    # Two people: the screen goes back to the attacker before they roll again.
    if controller.waiting_for_handoff() == 0:  # (the controller asks for it today)
        assert dialog.findChild(QLabel, "attackStatus").text() == "Waiting for P0 to take the screen"
        assert not dialog.findChild(QPushButton, "roll").isEnabled()
        controller.acknowledge_handoff()
    # The attack is the attacker's again, but its buttons wait a moment (issue 25's review: the
    # defender's second Enter rolled the attacker's next attack).
    roll = dialog.findChild(QPushButton, "roll")
    assert dialog.buttons_wait() and not roll.isEnabled()
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert controller.game.log == [Attack(s, t, 3), Defend(2)]
    qtbot.waitUntil(roll.isEnabled, timeout=2000)
