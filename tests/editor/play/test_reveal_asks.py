""""Show Ann's Cards" asks for Ann: the button raises the hand-off cover addressed to her, with
its guard, and her cards and mission appear only once the cover is dismissed; Escape keeps
them hidden. Through the window's own widgets: the button, the cover, the hand panel."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from editor.play.colours import player_colour
from editor.play.handoff_screen import HandoffScreen
from engine.core.state import Phase
from tests.editor.play.helpers import human_ready
from tests.editor.play.test_privacy import assert_only_secrets_of, mission_text, visible_texts

SHOTS = Path("/tmp/work")
LEFT, NO_KEYS = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


def claiming_with_missions(qtbot, make_play):
    """Two people claiming territories with secret missions (and a computer player): at each
    claim the claimer's mission stays hidden behind "Show …'s Cards" (the rules call the turn
    quick). Returns the window and the person offered their cards."""
    window = make_play("human", "human", "heuristic", seed=2, setup="claim", map_name="classic", missions=True)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    controller = window.controller
    controller.start()
    qtbot.waitUntil(lambda: human_ready(controller) and controller.reveal_offered() is not None, timeout=10_000)
    assert controller.state.phase == Phase.CLAIM
    return window, controller.decider()


def reveal_button(window) -> QPushButton:
    button = window.hand_panel.findChild(QPushButton, "revealCards")
    assert button is not None and button.isVisible() and button.accessibleName()
    return button


def test_show_cards_asks_for_the_player_before_showing_anything(qtbot, make_play, monkeypatch):
    monkeypatch.setattr(HandoffScreen, "GRACE_MS", 700)
    window, person = claiming_with_missions(qtbot, make_play)
    controller = window.controller
    name = controller.state.players[person].name
    button = reveal_button(window)
    assert button.text().replace("&", "") == f"Show {name}'s Cards"
    assert window.hand_panel.viewer is None
    assert_only_secrets_of(window, None)

    # A double click on the button: the first click raises the cover; the second lands on it.
    QTest.mouseClick(button, LEFT)
    screen = window.handoff_screen
    assert screen.isVisible() and screen.reveals_cards()
    QTest.mouseDClick(screen, LEFT, NO_KEYS, QPoint(40, 40))
    QTest.mouseClick(screen, LEFT, NO_KEYS, QPoint(40, 40))
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    assert screen.isVisible() and window.hand_panel.viewer is None
    assert_only_secrets_of(window, None)
    # The cover is addressed to the person, in their colour, hides the hand panel and says so.
    assert screen.message() == f"Pass the screen to {name} — {name}, click to see your cards"
    assert name in screen.hint() and screen.accessibleDescription() == screen.message()
    assert screen.colour() == player_colour(controller, person)
    centre = window.hand_panel.mapTo(window, window.hand_panel.rect().center())
    assert window.childAt(centre) is screen
    assert not window.hand_panel.isEnabled()  # nothing under the cover takes input
    assert controller.reveal_offered() == person and human_ready(controller, person)
    SHOTS.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(SHOTS / "handoff_show_cards.png"))

    # The person is at the screen: a deliberate click once the cover takes input.
    qtbot.waitUntil(screen.is_ready, timeout=5000)
    QTest.mouseClick(screen, LEFT, NO_KEYS, QPoint(40, 40))
    assert not screen.isVisible()
    assert window.hand_panel.viewer == person and controller.reveal_offered() is None
    assert not window.hand_panel.findChild(QPushButton, "revealCards").isVisible()
    assert any(mission_text(controller, person) in t for t in visible_texts(window))
    assert_only_secrets_of(window, person)
    # The game goes on where it was: the person still claims.
    assert human_ready(controller, person) and controller.state.phase == Phase.CLAIM
    assert controller.perform(controller.legal_actions()[0])


def test_escape_keeps_the_cards_hidden_and_enter_shows_them(qtbot, make_play):
    window, person = claiming_with_missions(qtbot, make_play)
    controller = window.controller
    button = reveal_button(window)
    button.setFocus()
    QTest.keyClick(button, Qt.Key.Key_Space)  # the button, from the keyboard
    screen = window.handoff_screen
    assert screen.isVisible() and screen.reveals_cards()
    assert QApplication.focusWidget() is screen
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is screen

    QTest.keyClick(screen, Qt.Key.Key_Escape)
    assert not screen.isVisible() and window.hand_panel.viewer is None
    assert_only_secrets_of(window, None)
    assert controller.reveal_offered() == person
    # The offer stands, with the keyboard back on it.
    assert reveal_button(window) is button and QApplication.focusWidget() is button

    QTest.keyClick(button, Qt.Key.Key_Space)
    assert screen.isVisible()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert not screen.isVisible() and window.hand_panel.viewer == person
    assert_only_secrets_of(window, person)


def test_escape_does_not_decline_a_turns_handoff(qtbot, make_play):
    """A hand-off between turns cannot be declined: the game waits for the next person."""
    window = make_play("human", "human", seed=5, missions=True)
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitSignal(window.controller.handoffNeeded, timeout=5000):
        window.controller.start()
    screen = window.handoff_screen
    assert not screen.reveals_cards()
    assert screen.message().startswith("Pass to ")
    QTest.keyClick(screen, Qt.Key.Key_Escape)
    assert screen.isVisible() and window.controller.waiting_for_handoff() is not None


def test_a_question_for_one_person_never_shows_anothers_cards(qtbot, make_play):
    """The game moves on under the question (here the claim is made from elsewhere): the
    cover asked for one person goes away with nothing shown, and the next person's cards are
    offered to them with their own button."""
    window, person = claiming_with_missions(qtbot, make_play)
    controller = window.controller
    QTest.mouseClick(reveal_button(window), LEFT)
    assert window.handoff_screen.isVisible()
    assert controller.perform(controller.legal_actions()[0])
    qtbot.waitUntil(lambda: human_ready(controller) and controller.decider() != person
                    or controller.state.phase != Phase.CLAIM, timeout=10_000)
    assert not window.handoff_screen.isVisible()
    assert window.hand_panel.viewer is None
    assert_only_secrets_of(window, None)
    other = controller.decider()
    if controller.reveal_offered() == other:
        name = controller.state.players[other].name
        assert reveal_button(window).text().replace("&", "") == f"Show {name}'s Cards"
