"""Between two people's turns the screen is covered, and nobody's cards show until the next
player says they are ready."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from editor.play.colours import PALETTE
from engine.core.state import Phase
from tests.editor.play.helpers import human_ready, quickest


def record_viewers(window) -> list:
    """Every viewer the window gives the hand panel from now on."""
    calls = []
    panel = window.hand_panel
    original = panel.set_viewer

    def set_viewer(player, reveal_for=None):
        calls.append(player)
        original(player, reveal_for)

    panel.set_viewer = set_viewer
    return calls


def covered(window, widget) -> bool:
    """Whether the hand-off screen is what shows at the middle of ``widget``."""
    centre = widget.mapTo(window, widget.rect().center())
    top = window.childAt(centre)
    return top is window.handoff_screen or window.handoff_screen.isAncestorOf(top)


def test_the_next_players_cards_stay_hidden_until_they_click(qtbot, make_play):
    window = make_play("human", "human", seed=5, missions=True)
    window.show()
    qtbot.waitExposed(window)
    controller = window.controller
    viewers = record_viewers(window)
    with qtbot.waitSignal(controller.handoffNeeded, timeout=5000) as handoff:
        controller.start()
    first = handoff.args[0]
    screen = window.handoff_screen
    assert screen.isVisible() and screen.objectName() == "handoffScreen"
    assert screen.message() == f"Pass to {controller.state.players[first].name} — click when ready"
    assert screen.colour().name() == PALETTE[first][0]
    assert window.hand_panel.viewer is None
    for part in (window.view, window.hand_panel, window.phase_panel, window.stats_panel, window.game_log):
        assert covered(window, part), part.objectName()
    window.grab().save("/tmp/handoff_screen.png")

    QTest.mouseClick(screen, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(50, 50))
    assert not screen.isVisible()
    assert window.hand_panel.viewer == first and viewers[-1] == first
    assert human_ready(controller, first)

    # The first person plays their turn; the screen is covered again for the other one.
    with qtbot.waitSignal(controller.handoffNeeded, timeout=5000) as next_handoff:
        while human_ready(controller, first):
            controller.perform(quickest(controller))
    second = next_handoff.args[0]
    assert second == 1 - first
    assert screen.isVisible() and window.hand_panel.viewer is None and viewers[-1] is None
    assert controller.state.players[second].name in screen.message()
    QTest.keyClick(screen, Qt.Key.Key_Space)
    assert not screen.isVisible() and window.hand_panel.viewer == second


def test_one_person_with_computer_players_gets_no_handoff(qtbot, make_play):
    window = make_play("random", "human", "random")
    controller = window.controller
    handoffs = []
    controller.handoffNeeded.connect(handoffs.append)
    controller.start()
    qtbot.waitUntil(lambda: human_ready(controller, 1) or controller.state.phase == Phase.GAME_OVER, timeout=10_000)
    assert handoffs == [] and not window.handoff_screen.isVisible()
    assert window.hand_panel.viewer == 1
