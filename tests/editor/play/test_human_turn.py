"""A person plays a whole turn in the play window with the mouse only: trade a set, place
armies, attack with chosen dice, capture and move in, fortify, end the turn — and a click
the rules refuse is explained in the status bar."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from editor.play.hand_panel import CardWidget
from engine.core.actions import Attack, BeginAttack, Fortify, Occupy, TradeCards
from engine.core.state import NOBODY, Phase
from engine.rules.cards import CardSymbol
from tests.editor.play.helpers import human_ready

LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier


class Hands:
    """The person's mouse on a play window."""

    def __init__(self, window) -> None:
        self.window = window
        self.view = window.view

    def pixel(self, territory: int) -> QPoint:
        return self.view.mapFromScene(self.window.board.anchor(territory))

    def click(self, territory: int, modifiers=NO_KEYS) -> None:
        QTest.mouseClick(self.view.viewport(), LEFT, modifiers, self.pixel(territory))

    def drag(self, source: int, target: int) -> None:
        viewport = self.view.viewport()
        start, end = self.pixel(source), self.pixel(target)
        QTest.mousePress(viewport, LEFT, NO_KEYS, start)
        for k in range(1, 7):
            point = start + (end - start) * (k / 6)
            QApplication.sendEvent(viewport, QMouseEvent(
                QEvent.Type.MouseMove, QPointF(point), QPointF(viewport.mapToGlobal(point)),
                Qt.MouseButton.NoButton, LEFT, NO_KEYS))
        QTest.mouseRelease(viewport, LEFT, NO_KEYS, end)

    def press(self, parent, name: str) -> None:
        button = parent.findChild(QPushButton, name)
        assert button is not None and button.isVisible() and button.isEnabled(), name
        QTest.mouseClick(button, LEFT)


def give_a_set(controller) -> list[int]:
    """Deal the person three infantry cards at the start of their turn (a set to trade)."""
    state, world = controller.state, controller.world
    infantry = [c for c, s in enumerate(world.card_symbols) if s is CardSymbol.INFANTRY][:3]
    state.deck = [c for c in state.deck if c not in infantry]
    state.players[0].cards = list(infantry)
    controller.stateChanged.emit()
    return infantry


def test_a_person_plays_a_whole_turn_with_the_mouse(qtbot, make_play):
    window = make_play("human", "heuristic", seed=5)
    window.resize(1400, 900)
    window.show()
    controller = window.controller
    controller.start()
    qtbot.waitUntil(lambda: human_ready(controller, 0) and controller.state.phase == Phase.REINFORCE,
                    timeout=10_000)
    hands = Hands(window)
    state, world = controller.state, controller.world

    # Cards: the set is highlighted, clicked and traded; the armies it gives are added.
    infantry = give_a_set(controller)
    window.hand_panel.set_viewer(0)
    cards = {w.card: w for w in window.hand_panel.findChildren(CardWidget) if w.isVisible()}
    assert sorted(cards) == sorted(infantry) and all(w.in_set for w in cards.values())
    before = state.reinforcements
    for card in infantry:
        QTest.mouseClick(cards[card], LEFT)
    hands.press(window.hand_panel, "tradeCards")
    assert TradeCards(tuple(sorted(infantry))) in controller.game.log or TradeCards(tuple(infantry)) in \
        controller.game.log
    assert state.reinforcements == before + 4  # "the first set traded in gets 4 armies"

    # An illegal click: placing on someone else's territory is refused, with the reason.
    enemy = next(t for t, owner in enumerate(state.owner) if owner not in (0, NOBODY))
    log_length = len(controller.game.log)
    hands.click(enemy)
    assert len(controller.game.log) == log_length
    assert window.statusBar().currentMessage()

    # Reinforce: one click places one army; the rest go with Shift+click on the front.
    mine = state.territories_of(0)
    targets = {t: [n for n in world.neighbours[t] if state.owner[n] != 0] for t in mine}
    front = max(mine, key=lambda t: (len(targets[t]) > 0, state.armies[t]))
    armies = state.armies[front]
    hands.click(front)
    assert state.armies[front] == armies + 1
    window.phase_panel.placement_count.setValue(state.reinforcements)  # the "armies per Shift+click" box
    hands.click(front, Qt.KeyboardModifier.ShiftModifier)
    assert state.reinforcements == 0
    if state.phase == Phase.REINFORCE:
        assert any(isinstance(a, BeginAttack) for a in controller.legal_actions())
        hands.press(window.phase_panel, "beginAttack")
    assert state.phase == Phase.ATTACK

    # Attack: pick the source, then the target; the dialog shows the odds; roll with 2 dice
    # until the territory falls (the seed makes it fall), then move in with the slider.
    target = min(targets[front], key=lambda t: state.armies[t])
    hands.click(front)
    hands.click(target)
    dialog = window.dialog("attack")
    assert dialog is not None and dialog.isVisible()
    assert "%" in dialog.odds_label.text()
    dialog.dice_spin.setValue(2)
    rolls, first_roll = 0, len(controller.game.log)
    while state.phase == Phase.ATTACK or state.phase == Phase.DEFEND:
        hands.press(dialog, "roll")
        rolls += 1
        qtbot.waitUntil(lambda: state.phase != Phase.DEFEND, timeout=5_000)
        assert rolls < 30 and state.armies[front] > 1, "the seed should give a capture"
    attacks = [a for a in controller.game.log[first_roll:] if isinstance(a, Attack)]
    assert attacks and all(a.dice == 2 for a in attacks)
    assert state.phase == Phase.OCCUPY and dialog.pages.currentIndex() == 1
    dialog.occupy_slider.setValue(dialog.occupy_slider.minimum() + 1)
    moved = dialog.occupy_spin.value()
    hands.press(dialog, "moveIn")
    assert controller.game.log[-1] == Occupy(moved)
    assert state.owner[target] == 0 and state.armies[target] == moved

    # End the attack, fortify by dragging between two of my territories, which ends the turn.
    qtbot.waitUntil(lambda: window.dialog("attack") is None or not window.dialog("attack").isVisible())
    if state.phase == Phase.ATTACK:
        hands.press(window.phase_panel, "endAttack")
    assert state.phase == Phase.FORTIFY
    fortify = next(a for a in controller.legal_actions() if isinstance(a, Fortify))
    hands.drag(fortify.source, fortify.target)
    dialog = window.dialog("fortify")
    assert dialog is not None
    dialog.count_spin.setValue(1)
    hands.press(dialog, "fortifyOk")
    assert controller.game.log[-1] == Fortify(fortify.source, fortify.target, 1)
    assert state.current == 1 or state.phase == Phase.GAME_OVER  # the computer's turn now
