"""Hot-seat privacy: at every decision the shared screen shows only what the person at it may
see (issue 10, section 1). One test per leak that was found, and one that plays a whole game
between two people and a computer with secret missions, looking at everything on screen at
every decision."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QListWidget,
    QPushButton,
    QTableWidget,
    QWidget,
)

from editor.play.attack_dialog import AttackDialog, DefendDialog
from editor.play.event_text import card_name
from editor.play.hand_panel import CardWidget
from editor.play.handoff_screen import HandoffScreen
from editor.play.screen_privacy import ScreenPrivacy, Step
from engine.ai.heuristic_bot import HeuristicBot
from engine.core.actions import EndTurn, PlaceArmies
from engine.core.privacy import DecisionPrivacy, Visibility
from engine.core.state import NOBODY, Phase
from tests.editor.play.helpers import human_ready, quickest

SHOTS = "/tmp"
LEFT, NO_KEYS = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


# -- what is on screen -----------------------------------------------------------------------------
def visible_texts(window) -> list[str]:
    """Every text a person could read on the window and its open dialogs: labels, buttons,
    tooltips, accessible names, list and table rows, the status bar."""
    texts = [window.statusBar().currentMessage(), window.windowTitle()]
    tops = [window, *(w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window)]
    for top in tops:
        for widget in [top, *top.findChildren(QWidget)]:
            if not widget.isVisible():
                continue
            texts += [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()]
            if isinstance(widget, (QLabel, QAbstractButton)):
                texts.append(widget.text())
            elif isinstance(widget, QListWidget):
                texts += [widget.item(i).text() for i in range(widget.count())]
            elif isinstance(widget, QTableWidget):
                texts += [widget.item(r, c).text() for r in range(widget.rowCount())
                          for c in range(widget.columnCount()) if widget.item(r, c) is not None]
    return [t for t in texts if t]


def mission_text(controller, player: int) -> str | None:
    mission = controller.state.players[player].mission
    if mission is None or mission < 0:
        return None
    names = [p.name for p in controller.state.players]
    return controller.rules.missions.text(mission, names)


def shown_cards(window) -> set[int]:
    return {w.card for w in window.hand_panel.findChildren(CardWidget) if w.isVisible()}


def secrets_on_screen(window) -> dict[int, list[str]]:
    """Per player, the secrets of theirs that can be seen now (their mission's text, cards of
    their hand in the hand panel, their private card draws in words)."""
    controller = window.controller
    texts = "\n".join(visible_texts(window))
    cards = shown_cards(window)
    found: dict[int, list[str]] = {}
    for player, seat in enumerate(controller.state.players):
        leaks = []
        mission = mission_text(controller, player)
        if mission and mission in texts:
            leaks.append(f"mission: {mission}")
        leaks += [f"card {card_name(controller, c)}" for c in cards if c in seat.cards]
        if f"{seat.name}'s cards (" in texts:  # the hand's title, "Ann's cards (3)"
            leaks.append("the hand's title")
        if f"{seat.name} draws the " in texts:
            leaks.append("a card drawn")
        if leaks:
            found[player] = leaks
    return found


def assert_only_secrets_of(window, person: int | None) -> None:
    leaks = {p: what for p, what in secrets_on_screen(window).items() if p != person}
    assert not leaks, f"secrets of {leaks} on the screen of {person}"


def composite(window, *dialogs) -> QPixmap:
    """The window with its dialogs drawn where they are on the screen (a screenshot)."""
    shot = window.grab()
    painter = QPainter(shot)
    for dialog in dialogs:
        if dialog.isVisible():
            painter.drawPixmap(dialog.frameGeometry().topLeft() - window.geometry().topLeft(), dialog.grab())
    painter.end()
    return shot


def ready(window, qtbot) -> None:
    window.show()
    qtbot.waitExposed(window)


# -- the hand-off cover takes only a deliberate click or key -----------------------------------------
def play_to_end_of_turn(qtbot, controller, player: int) -> None:
    """Act for ``player`` until only "End turn" (fortifying) is left."""
    while controller.state.phase != Phase.FORTIFY or controller.decider() != player:
        qtbot.waitUntil(lambda: human_ready(controller, player), timeout=10_000)
        if controller.state.phase == Phase.FORTIFY:
            break
        assert controller.perform(quickest(controller))


def take_screen(qtbot, window) -> int:
    """Wait for a hand-off and dismiss it as the next person would: a deliberate click."""
    screen = window.handoff_screen
    qtbot.waitUntil(screen.isVisible, timeout=10_000)
    player = window.controller.waiting_for_handoff()
    qtbot.waitUntil(screen.is_ready, timeout=5000)
    QTest.mouseClick(screen, LEFT, NO_KEYS, QPoint(40, 40))
    assert not screen.isVisible()
    return player


def test_a_double_click_on_end_turn_does_not_dismiss_the_handoff(qtbot, make_play, monkeypatch):
    monkeypatch.setattr(HandoffScreen, "GRACE_MS", 700)
    window = make_play("human", "human", seed=5, missions=True, map_name="classic")
    ready(window, qtbot)
    controller = window.controller
    controller.start()
    first = take_screen(qtbot, window)
    play_to_end_of_turn(qtbot, controller, first)
    end_turn = window.phase_panel.findChild(QPushButton, "endTurn")
    qtbot.waitUntil(end_turn.isEnabled)
    screen = window.handoff_screen

    # The first click ends the turn; the cover appears under the mouse; the second click of
    # the double-click (press, double-click, release) lands on it.
    QTest.mouseClick(end_turn, LEFT, NO_KEYS)
    assert screen.isVisible()
    QTest.mousePress(screen, LEFT, NO_KEYS, QPoint(40, 40))
    QTest.mouseDClick(screen, LEFT, NO_KEYS, QPoint(40, 40))
    QTest.mouseRelease(screen, LEFT, NO_KEYS, QPoint(40, 40))
    # Space pressed twice, or held down: the second press reaches the cover.
    QTest.keyClick(screen, Qt.Key.Key_Space)
    QTest.keyClick(screen, Qt.Key.Key_Space)
    assert screen.isVisible() and controller.waiting_for_handoff() == 1 - first
    assert window.hand_panel.viewer is None
    assert_only_secrets_of(window, None)
    window.grab().save(f"{SHOTS}/privacy-handoff-after-double-click.png")

    # A press that began during the grace period does not count when released after it.
    QTest.mousePress(screen, LEFT, NO_KEYS, QPoint(40, 40))
    qtbot.waitUntil(screen.is_ready, timeout=5000)
    QTest.mouseRelease(screen, LEFT, NO_KEYS, QPoint(40, 40))
    assert screen.isVisible()
    # A deliberate click once the cover takes input: the next person's cards and mission.
    QTest.mouseClick(screen, LEFT, NO_KEYS, QPoint(40, 40))
    assert not screen.isVisible() and window.hand_panel.viewer == 1 - first
    assert_only_secrets_of(window, 1 - first)


def test_a_key_dismisses_the_handoff_only_once_it_takes_input(qtbot, monkeypatch):
    monkeypatch.setattr(HandoffScreen, "GRACE_MS", 300)
    screen = HandoffScreen()
    qtbot.addWidget(screen)
    acknowledged = []
    screen.acknowledged.connect(lambda: acknowledged.append(True))
    screen.resize(400, 300)
    screen.show_for("Ben", Qt.GlobalColor.darkBlue)
    QTest.keyClick(screen, Qt.Key.Key_Return)
    QTest.mouseDClick(screen, LEFT, NO_KEYS, QPoint(10, 10))
    assert acknowledged == []
    qtbot.waitUntil(screen.is_ready, timeout=2000)
    QTest.keyClick(screen, Qt.Key.Key_Return)
    assert acknowledged == [True]


# -- a computer's turn between two people -----------------------------------------------------------
def test_nobodys_cards_show_during_a_computers_turn(qtbot, make_play):
    window = make_play("human", "human", "heuristic", seed=11, missions=True, map_name="classic")
    ready(window, qtbot)
    controller = window.controller
    seen = []

    def look(thinking: bool) -> None:
        if thinking:
            seen.append((window.hand_panel.viewer, secrets_on_screen(window), visible_texts(window)))
            if len(seen) == 1:
                window.grab().save(f"{SHOTS}/privacy-computer-turn.png")

    controller.botThinking.connect(look)
    controller.start()
    turns = 0
    while turns < 6 and controller.state.phase != Phase.GAME_OVER:
        qtbot.waitUntil(lambda: controller.waiting_for_handoff() is not None or human_ready(controller), timeout=10_000)
        if controller.waiting_for_handoff() is not None:
            take_screen(qtbot, window)
            turns += 1
        assert controller.perform(quickest(controller))
    assert seen, "the computer never played"
    bot_name = controller.state.players[2].name
    for viewer, secrets, texts in seen:
        assert viewer is None
        assert secrets == {}
        # What the panel says instead, and the status bar no longer tells a person what to do.
        assert any(f"{bot_name} is playing" in t for t in texts)
        assert not any(t.startswith("Drag from one of your territories") for t in texts)


def test_the_status_bar_says_whom_we_wait_for_after_a_persons_turn(qtbot, make_play):
    window = make_play("human", "random", seed=4)
    ready(window, qtbot)
    controller = window.controller
    controller.start()
    qtbot.waitUntil(lambda: human_ready(controller, 0), timeout=10_000)
    play_to_end_of_turn(qtbot, controller, 0)
    assert controller.perform(EndTurn())
    assert "is playing: wait for your turn" in window.statusBar().currentMessage()


# -- a defender choosing dice on the attacker's screen ------------------------------------------------
def prepare_battle(controller):
    """Ann (seat 0, attacking) and Ben (seat 1, defending with the dice he chooses), both with
    cards and missions; Ann attacking from a territory next to one of Ben's."""
    state = controller.state
    world = controller.world
    source, target = next((s, t) for s in range(world.size) for t in world.neighbours[s]
                          if world.land[s] and world.land[t])
    state.owner[source], state.armies[source] = 0, 10
    state.owner[target], state.armies[target] = 1, 4
    for player, cards in ((0, [0, 1]), (1, [2, 3])):
        state.players[player].cards = cards
    state.deck = [c for c in state.deck if c not in (0, 1, 2, 3)]
    state.current, state.phase, state.waiting_for = 0, Phase.ATTACK, NOBODY
    return source, target


def test_a_defender_choosing_dice_sees_none_of_the_attackers_secrets(qtbot, make_play):
    window = make_play("human", "human", seed=5, missions=True, defend_max=False, map_name="classic")
    ready(window, qtbot)
    controller = window.controller
    controller.start()
    first = take_screen(qtbot, window)
    source, target = prepare_battle(controller)
    # Ann has the screen (as after her own hand-off).
    controller.privacy.handed_to(0)
    controller.stateChanged.emit()
    controller.screenChanged.emit()
    assert window.hand_panel.viewer == 0 and first in (0, 1)
    attack = window.open_attack(source, target)
    assert isinstance(attack, AttackDialog)
    with qtbot.waitSignal(controller.humanTurn, timeout=5000):
        attack.findChild(QPushButton, "roll").click()
    defend = window.dialog("defend")
    assert isinstance(defend, DefendDialog) and controller.decider() == 1
    qtbot.waitExposed(defend)
    assert window.hand_panel.viewer is None
    assert_only_secrets_of(window, 1)  # Ben is at the screen; and...
    assert 0 not in secrets_on_screen(window) and "Your secret mission" not in "\n".join(visible_texts(window))
    composite(window, attack, defend).save(f"{SHOTS}/privacy-defender-choosing.png")

    # Ben answers; the screen goes back to Ann, whose secrets come back only when she asks.
    QTest.mouseClick(defend.findChild(QPushButton, "defendTwo") or defend.findChild(QPushButton, "defendOne"),
                     LEFT)
    assert controller.decider() in (0, None) or controller.state.phase == Phase.OCCUPY
    assert window.hand_panel.viewer is None
    reveal = window.hand_panel.findChild(QPushButton, "revealCards")
    assert reveal.isVisible() and reveal.text().replace("&", "") == "Show Ann's Cards"
    assert_only_secrets_of(window, None)
    reveal.click()
    # The button asks for Ann first (test_reveal_asks.py): her cards show once she is at the screen.
    assert window.handoff_screen.isVisible() and window.handoff_screen.reveals_cards()
    assert window.hand_panel.viewer is None
    take_screen(qtbot, window)
    assert window.hand_panel.viewer == 0 and 0 in secrets_on_screen(window)


# -- setup without covers, and armies placed for a person -------------------------------------------
@pytest.mark.parametrize("missions", [False, True])
def test_claiming_between_two_people_needs_no_cover_and_the_rest_can_be_placed_for_you(qtbot, make_play, missions):
    """Issue 10: "70 hand-off screens before turn 1 with claiming ... though nothing is secret
    yet". Without missions nothing is hidden; with them each person's mission stays behind a
    "Show" button during setup instead of a cover at every claim."""
    window = make_play("human", "human", "heuristic", seed=2, setup="claim", map_name="classic", missions=missions)
    ready(window, qtbot)
    controller = window.controller
    covers = []
    controller.handoffNeeded.connect(lambda _player: covers.append(controller.state.phase))
    controller.start()
    while controller.state.phase == Phase.CLAIM:
        qtbot.waitUntil(lambda: human_ready(controller) or controller.state.phase != Phase.CLAIM,
                        timeout=10_000)
        if controller.state.phase == Phase.CLAIM:
            assert_only_secrets_of(window, controller.decider())
            if missions:
                assert controller.reveal_offered() == controller.decider()
            assert controller.perform(controller.legal_actions()[0])
    qtbot.waitUntil(lambda: human_ready(controller), timeout=10_000)
    assert controller.state.phase == Phase.PLACE_INITIAL
    button = window.phase_panel.findChild(QPushButton, "autoPlace")
    assert button.isVisible() and button.isEnabled() and button.accessibleName()
    me = controller.decider()
    other = next(p for p in (0, 1) if p != me)
    button.click()
    assert controller.state.players[me].armies_to_place == 0 or controller.decider() != me
    # The other person places theirs by hand; mine go down on my own setup turns meanwhile.
    while controller.state.phase == Phase.PLACE_INITIAL:
        qtbot.waitUntil(lambda: human_ready(controller) or controller.state.phase != Phase.PLACE_INITIAL,
                        timeout=10_000)
        if controller.state.phase != Phase.PLACE_INITIAL:
            break
        assert controller.decider() == other
        assert controller.perform(next(a for a in controller.legal_actions() if isinstance(a, PlaceArmies)))
    assert controller.state.players[me].armies_to_place == 0
    # No cover during the whole setup (the first one may come with the first turn).
    assert not {Phase.CLAIM, Phase.PLACE_INITIAL} & set(covers)
    placed = [a for a in controller.game.log if isinstance(a, PlaceArmies)]
    assert placed and controller.game.replayed().state.to_dict() == controller.state.to_dict()


# -- the screen's rules on their own ------------------------------------------------------------------
def own(player, secrets=True):
    return DecisionPrivacy(player, Visibility.OWN, secrets)


def test_screen_privacy_steps():
    privacy = ScreenPrivacy.for_people([0, 1])
    assert privacy.next(own(0)) is Step.HANDOFF and privacy.shown is None
    privacy.handed_to(0)
    assert privacy.next(own(0)) is Step.SHOW and privacy.shown == 0
    assert privacy.next(DecisionPrivacy(1, Visibility.PUBLIC, True)) is Step.PUBLIC and privacy.shown is None
    assert privacy.next(own(0)) is Step.REVEAL and privacy.shown is None  # back after the defender
    privacy.reveal(0)
    assert privacy.shown == 0
    assert privacy.next(own(2), is_person=False) is Step.NOBODY and privacy.shown is None  # a computer
    # Nothing to hide: no cover, only a notice of whose turn it is (issue 27).
    assert privacy.next(own(1, secrets=False)) is Step.NOTICE and privacy.owner == privacy.shown == 1
    assert privacy.next(own(0)) is Step.HANDOFF
    # Setup turns with a secret mission: a veil each person lifts, not a cover per claim.
    assert privacy.next(DecisionPrivacy(1, Visibility.QUICK, True)) is Step.REVEAL and privacy.shown is None
    privacy.reveal(1)
    assert privacy.shown == 1
    assert privacy.next(DecisionPrivacy(0, Visibility.QUICK, True)) is Step.REVEAL and privacy.shown is None
    # A secret decision (an MU plan) is always handed over, even with nothing else to hide.
    assert privacy.next(DecisionPrivacy(1, Visibility.SECRET, False)) is Step.HANDOFF
    alone = ScreenPrivacy.for_people([1])
    assert alone.next(own(0), is_person=False) is Step.NOBODY and alone.shown == 1  # my own cards, always


@pytest.mark.parametrize("seed", [1, 2])
def test_screen_privacy_never_shows_anyone_but_the_decider(seed):
    import random

    chance = random.Random(seed)
    humans = [0, 1, 3]
    privacy = ScreenPrivacy.for_people(humans)
    for _ in range(2000):
        current = chance.randrange(4)
        decider = current if chance.random() < 0.7 else chance.randrange(4)
        visibility = chance.choice(list(Visibility)) if decider == current else Visibility.PUBLIC
        step = privacy.next(DecisionPrivacy(decider, visibility, chance.random() < 0.6), decider in humans)
        if step is Step.HANDOFF and chance.random() < 0.9:
            privacy.handed_to(decider)
        if step is Step.REVEAL and chance.random() < 0.5:
            privacy.reveal(decider)
        assert privacy.shown in (None, decider)
        if decider not in privacy.humans or visibility is Visibility.PUBLIC:
            assert privacy.shown is None


# -- a whole game, looked at at every decision ---------------------------------------------------------
def test_at_every_decision_only_the_persons_own_secrets_are_on_screen(qtbot, make_play):
    """Two people and a computer, secret missions, people choosing their defence dice; the
    people play like the heuristic computer player. At every decision — a person's, a
    defender's, the computer's — nothing on screen is a secret of anyone but the person the
    screen is showing."""
    window = make_play("human", "human", "heuristic", seed=21, missions=True, defend_max=False, map_name="classic",
                       **{"turn-limit": 24})
    ready(window, qtbot)
    controller = window.controller
    brain = HeuristicBot(7)
    checked = {"person": 0, "defender": 0, "computer": 0, "cover": 0}

    def check_computer(thinking: bool) -> None:
        if thinking:
            assert_only_secrets_of(window, None)
            checked["computer"] += 1

    controller.botThinking.connect(check_computer)
    controller.start()
    while controller.state.phase != Phase.GAME_OVER:
        qtbot.waitUntil(lambda: controller.waiting_for_handoff() is not None or human_ready(controller)
                        or controller.state.phase == Phase.GAME_OVER, timeout=20_000)
        if controller.state.phase == Phase.GAME_OVER:
            break
        if controller.waiting_for_handoff() is not None:
            assert_only_secrets_of(window, None)
            checked["cover"] += 1
            take_screen(qtbot, window)
            continue
        decider = controller.decider()
        assert_only_secrets_of(window, decider)
        if decider != controller.state.current:
            checked["defender"] += 1
            assert window.dialog("defend") is not None
        else:
            checked["person"] += 1
            if controller.reveal_offered() == decider and checked["person"] % 2:
                controller.reveal_secrets()  # sometimes the person looks at their cards again
                assert_only_secrets_of(window, decider)
        action = brain.choose(controller.rules, controller.view_for(decider))
        assert controller.perform(action), action
    assert checked["person"] > 50 and checked["computer"] > 20 and checked["cover"] > 5
    assert checked["defender"] > 0, checked
