"""The hand-off cover against stray clicks (issue 32, item 7): a late second click on "End
turn" must not lift the next person's cover, the second click of a double-click that lifts
it must not reach the board, and Ctrl+S while it is up saves once it is lifted."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from editor.play.handoff_screen import HandoffScreen
from engine.core.state import Phase
from tests.editor.play.helpers import human_ready

LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier


class Clock:
    """A clock the test moves by hand (seconds), instead of sleeping."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch) -> Clock:
    clock = Clock()
    monkeypatch.setattr(HandoffScreen, "clock", staticmethod(clock))
    monkeypatch.setattr(HandoffScreen, "GRACE_MS", None)  # the real grace period (conftest sets 0)
    return clock


def new_cover(qtbot) -> tuple[HandoffScreen, list]:
    screen = HandoffScreen()
    qtbot.addWidget(screen)
    acknowledged = []
    screen.acknowledged.connect(lambda: acknowledged.append(True))
    screen.resize(500, 300)
    return screen, acknowledged


def test_the_grace_period_is_a_second_and_twice_the_double_click_interval(qtbot, clock):
    screen, _ = new_cover(qtbot)
    grace = screen.grace_ms()
    assert grace >= 1000 and grace >= 2 * QApplication.doubleClickInterval()


@pytest.mark.parametrize("late", [0.3, 0.45, 0.6, 0.9])
def test_a_late_click_during_the_grace_period_is_ignored(qtbot, clock, late):
    """The hot-seat check: a second click 0.45 s and 0.6 s after "End turn" lifted the cover."""
    screen, acknowledged = new_cover(qtbot)
    screen.show_for("Bea", Qt.GlobalColor.darkGreen)
    clock.now += late
    QTest.mouseClick(screen, LEFT, NO_KEYS, QPoint(50, 50))
    assert acknowledged == [] and screen.isVisible() and not screen.is_ready()
    assert "click" not in screen.title() and "click" not in screen.shown_hint().lower()
    clock.now += screen.grace_ms() / 1000.0 - late + 0.01
    assert screen.is_ready() and screen.title() == "Pass to Bea — click when ready"
    QTest.mouseClick(screen, LEFT, NO_KEYS, QPoint(50, 50))
    assert acknowledged == [True]


@pytest.mark.parametrize("key", [Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_space_and_enter_are_ignored_during_the_grace_period(qtbot, clock, key):
    screen, acknowledged = new_cover(qtbot)
    screen.show_for("Bea", Qt.GlobalColor.darkGreen)
    for late in (0.3, 0.6, 0.9):
        clock.now += 0.3 if late > 0.3 else late
        QTest.keyClick(screen, key)
        assert acknowledged == [], late
    clock.now += screen.grace_ms() / 1000.0
    QTest.keyClick(screen, key)
    assert acknowledged == [True]


def test_the_hint_appears_when_the_cover_takes_input(qtbot, clock):
    """Nothing needs doing during the grace period, and the cover says no more than that."""
    screen, _ = new_cover(qtbot)
    screen.show_for("Bea", Qt.GlobalColor.darkGreen)
    assert screen.title() == "Pass to Bea" and screen.shown_hint() == "Everyone else, please look away."
    clock.now += screen.grace_ms() / 1000.0
    assert screen.shown_hint() == screen.hint() and "Click" in screen.hint()


# -- in the play window --------------------------------------------------------------------------------
def covered_turn(qtbot, make_play, **options):
    """Two people with missions, the first turn's cover up before the first person reinforces."""
    window = make_play("human", "human", seed=5, missions=True, **options)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    controller = window.controller
    with qtbot.waitSignal(controller.handoffNeeded, timeout=5000) as handoff:
        controller.start()
    return window, handoff.args[0]


def test_double_clicking_the_cover_places_no_army(qtbot, make_play, clock):
    window, player = covered_turn(qtbot, make_play)
    controller, screen = window.controller, window.handoff_screen
    clock.now += screen.grace_ms() / 1000.0
    state = controller.state
    own = next(t for t in range(len(state.owner)) if state.owner[t] == player)
    # The double-click lands where the person's own territory is, under the cover; it goes
    # through the window as a real one does (press, release, press, double-click, release).
    at = window.view.viewport().mapTo(window, window.view.mapFromScene(window.board.anchor(own)))
    armies, reinforcements = list(state.armies), state.reinforcements
    QTest.mouseDClick(window.windowHandle(), LEFT, NO_KEYS, at)
    assert not screen.isVisible() and human_ready(controller, player)
    assert controller.state.phase == Phase.REINFORCE
    assert controller.state.armies == armies and controller.state.reinforcements == reinforcements
    # A deliberate click of its own, later, places an army as ever.
    clock.now += 1.0
    QTest.mouseClick(window.windowHandle(), LEFT, NO_KEYS, at)
    assert controller.state.armies[own] == armies[own] + 1


def test_save_waits_while_the_cover_is_up_and_saves_when_it_is_lifted(qtbot, make_play, clock, tmp_path):
    """README: "Save waits while any cover is up"."""
    window, _player = covered_turn(qtbot, make_play)
    screen = window.handoff_screen
    path = tmp_path / "game.yaml"
    window._save_path = path  # as if saved before: Save writes there without asking
    QTest.keyClick(screen, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert not path.exists() and screen.isVisible()
    assert "saved when the cover is lifted" in screen.shown_hint()
    clock.now += screen.grace_ms() / 1000.0
    QTest.mouseClick(screen, LEFT, NO_KEYS, QPoint(50, 50))
    assert not screen.isVisible() and path.exists()
