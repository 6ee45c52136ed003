"""The Economy menu: offering an alliance (put privately to the person it is offered to in
their get phase: Accept or Decline) and surrendering (after a confirmation); each enabled
only when the engine allows it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox, QPushButton

from editor.play.economy import alliance_dialog
from editor.play.economy.window import OFFER_DIALOG
from engine.rules.economy.actions import OfferAlliance
from tests.editor.play.economy.helpers import done
from tests.editor.play.helpers import human_ready


def click(widget) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(4, 4))


def started(make_economy, qtbot, *controllers: str):
    window = make_economy(*controllers)
    window.show()
    controller = window.controller
    controller.start()
    # With two people at the desk, the first one takes the screen first.
    qtbot.waitUntil(lambda: controller.waiting_for_handoff() == 0 or human_ready(controller, 0))
    window.acknowledge_handoff()
    qtbot.waitUntil(lambda: human_ready(controller, 0))
    return window


def test_the_economy_menu_offers_alliances_and_surrender_only_when_the_rules_allow(make_economy, qtbot):
    window = started(make_economy, qtbot, "human", "heuristic")
    menu = window.menuBar().findChild(QMenu, "menu.economy")
    assert menu is not None
    offer = window.findChild(QAction, "action.offerAlliance")
    surrender = window.findChild(QAction, "action.surrender")
    assert offer in menu.actions() and surrender in menu.actions()
    assert window.turn_label.text() == "Round 1"  # the status bar counts rounds
    # Ada's get phase: both allowed.
    assert offer.isEnabled() and surrender.isEnabled()
    assert done(window.controller)
    # The computer player shops, then everyone plans: no alliance nor surrender in planning.
    qtbot.waitUntil(lambda: window.controller.state.phase == "planning" and human_ready(window.controller, 0))
    assert not offer.isEnabled() and not surrender.isEnabled()
    assert window.offer_alliance() is None and window.surrender() is False


def test_an_offer_is_put_privately_to_the_other_person_who_accepts(make_economy, qtbot):
    window = started(make_economy, qtbot, "human", "human", "heuristic")
    controller = window.controller
    dialog = window.offer_alliance()
    assert dialog.objectName() == "offerAllianceDialog" and dialog.isVisible()
    assert dialog.seats.count() == 2  # Basil and Cleo
    dialog.choose(1)
    click(dialog.findChild(QPushButton, "offerAlliance"))
    assert controller.state.players[0].offers == [1]
    assert not window.findChild(QAction, "action.offerAlliance").isEnabled() or \
        OfferAlliance(1) not in controller.legal_actions()
    assert done(controller)
    # Basil's turn to shop: the screen is handed over first, and the offer waits for him.
    qtbot.waitUntil(lambda: controller.waiting_for_handoff() == 1)
    assert window.dialog(OFFER_DIALOG) is None
    window.acknowledge_handoff()
    qtbot.waitUntil(lambda: window.dialog(OFFER_DIALOG) is not None)
    offer = window.dialog(OFFER_DIALOG)
    assert "Ada offers you an alliance" in offer.question.text()
    click(offer.findChild(QPushButton, "acceptAlliance"))
    assert controller.state.players[0].allies == [1] and controller.state.players[1].allies == [0]
    assert alliance_dialog.allies_of(controller.state, 1) == [0]
    assert alliance_dialog.offers_to(controller.state, 1) == []
    qtbot.waitUntil(lambda: window.dialog(OFFER_DIALOG) is None)


def test_a_declined_offer_does_nothing_and_is_not_put_again(make_economy, qtbot):
    window = started(make_economy, qtbot, "human", "human")
    controller = window.controller
    assert controller.perform(OfferAlliance(1))
    assert done(controller)
    qtbot.waitUntil(lambda: controller.waiting_for_handoff() == 1)
    window.acknowledge_handoff()
    qtbot.waitUntil(lambda: window.dialog(OFFER_DIALOG) is not None)
    click(window.dialog(OFFER_DIALOG).findChild(QPushButton, "declineAlliance"))
    qtbot.waitUntil(lambda: window.dialog(OFFER_DIALOG) is None)
    assert controller.state.players[1].allies == [] and alliance_dialog.offers_to(controller.state, 1) == [0]
    window._put_offers()  # the screen changing again does not ask again
    assert window.dialog(OFFER_DIALOG) is None


def test_surrender_is_confirmed_first(make_economy, qtbot, monkeypatch):
    window = started(make_economy, qtbot, "human", "heuristic", "heuristic")
    controller = window.controller
    asked = []
    monkeypatch.setattr(alliance_dialog, "ask_surrender", lambda parent, name: asked.append(name) or False)
    assert window.surrender() is False
    assert asked == ["Ada"] and not controller.state.players[0].out
    monkeypatch.setattr(alliance_dialog, "ask_surrender", lambda parent, name: True)
    assert window.surrender() is True
    assert controller.state.players[0].out
    assert not any(controller.state.army[0]) and controller.state.territories_of(0) == []


def test_the_surrender_question_keeps_playing_unless_surrender_is_clicked(qtbot):
    def answer(button: str) -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox) and box.objectName() == "surrenderQuestion"
        assert "Ada, surrender?" in box.text()
        assert box.defaultButton().objectName() == "keepPlaying"
        box.findChild(QPushButton, button).click()

    QTimer.singleShot(0, lambda: answer("keepPlaying"))
    assert alliance_dialog.ask_surrender(None, "Ada") is False
    QTimer.singleShot(0, lambda: answer("confirmSurrender"))
    assert alliance_dialog.ask_surrender(None, "Ada") is True
