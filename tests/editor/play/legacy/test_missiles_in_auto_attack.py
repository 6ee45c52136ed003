"""Missiles while "Attack until won" rolls on (issue 28, items 13 and 16).

Rulebook, "Missiles": "Any player (even those not involved in the battle) may discard
Missile(s) after dice are rolled, but before troops are removed. For each Missile discarded in
this way, the player can change one die in the combat roll to an unmodifiable 6."

A person holding missiles is asked once for a roll, and only when a missile of theirs could
change who loses troops; "Never ask me this game" is kept in the campaign file; the question
shows the dice as modified, offers no 6 and no die that changes nothing, and tells equal dice
apart; the attack runs on to its end by itself.
"""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QTimer

from editor.play.attack_dialog import AttackDialog
from editor.play.controller import Speed
from editor.play.event_text import event_sentence
from editor.play.legacy.pages.missile_page import MissilePage, never_ask, worth_firing
from editor.play.legacy.session import CampaignSession
from engine.board import load_map
from engine.campaign.campaign_file import new_campaign
from engine.campaign.play_out import choose_missing_powers
from engine.campaign.world import Signature
from engine.core.actions import Attack, Defend, Pass
from engine.core.state import Phase
from engine.resources import maps_dir, scenarios_dir
from engine.rules.legacy.events import MissileFired, MissileWindowOpened
from engine.rules.legacy.state import MISSILE_WINDOW
from engine.scenario.scenario_format import load_scenario
from tests.editor.play.legacy.helpers import legacy_controller, legacy_window
from tests.editor.play.legacy.turn_support import LEFT, play_until, show, take_screen, world_with

BOB = 1


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    monkeypatch.setattr(AttackDialog, "ROLL_INTERVAL_MS", 5)
    monkeypatch.setattr(AttackDialog, "CLOSE_DELAY_MS", 10)


class Table:
    """Ann (a person) attacks Bob (a person with three missiles) in a Legacy window; Cy is a
    computer player. Bob's dice are chosen for him (the most he may roll) and the screen is
    taken whenever it is handed over: only the missile question is Bob's to answer here."""

    def __init__(self, qtbot, settings, *, source_armies: int = 40, target_armies: int = 14, seed: int = 3,
                 sixes_first: bool = True) -> None:
        self.qtbot = qtbot
        self.controller = controller = legacy_controller(
            "human", "human", "heuristic", seed=seed, world=world_with(signatures={"Bob": 3}))
        play_until(controller, lambda: self._battle() is not None)
        self.source, self.target = self._battle()
        state = controller.state
        state.armies[self.source], state.armies[self.target] = source_armies, target_armies
        if sixes_first:
            self._first_roll_sixes()
        self.first = len(controller.game.log)  # the entries before are the game's course so far
        self.window = window = legacy_window(qtbot, settings, controller)
        show(qtbot, window)
        controller.start()
        qtbot.waitUntil(lambda: controller.decider() == 0, timeout=5000)
        take_screen(window)
        self.windows: list[bool] = []  # per missile window: could a missile of Bob's change it?
        self.questions: list[int] = []  # who was put the missile question, each time
        self.answer = "pass"  # Bob's answer: "pass", "never", or "wait" (the test answers)
        controller.eventsHappened.connect(self._on_events)
        controller.humanTurn.connect(self._defend_for_bob)
        controller.handoffNeeded.connect(lambda _p: QTimer.singleShot(0, window.acknowledge_handoff))
        window.decision_panel.asked.connect(self._asked)

    def _battle(self) -> tuple[int, int] | None:
        state = self.controller.state
        if state.current != 0 or state.phase != Phase.ATTACK or state.players[BOB].missiles != 3:
            return None
        attacks = [a for a in self.controller.legal_actions() if isinstance(a, Attack) and state.owner[a.target] == BOB]
        return (attacks[0].source, attacks[0].target) if attacks else None

    def _first_roll_sixes(self) -> None:
        """Move the dice stream to where the first roll's defence is 6-6: a roll no missile
        changes (the defender wins both pairs, and a 6 is not made a 6)."""
        controller = self.controller
        for start in range(3000):
            trial = controller.state.copy()
            trial.dice_drawn = start
            controller.rules.apply(trial, Attack(self.source, self.target, 3))
            if trial.phase == Phase.DEFEND:
                controller.rules.apply(trial, Defend(2), BOB)
            if trial.held_defence == (6, 6):
                controller.state.dice_drawn = start
                return
        raise AssertionError("no defence of 6-6 in the first 3000 rolls")

    def _on_events(self, events) -> None:
        for event in events:
            if isinstance(event, MissileWindowOpened):
                self.windows.append(bool(worth_firing(self.controller, BOB)))

    def _defend_for_bob(self, player: int) -> None:
        controller = self.controller
        if player == BOB and controller.state.phase == Phase.DEFEND:
            most = max(controller.rules.count_range(controller.state, Defend(2)))
            QTimer.singleShot(0, lambda: controller.attempt(Defend(most)))

    def _asked(self, phase: str, seat: int) -> None:
        if phase != MISSILE_WINDOW:
            return
        self.questions.append(seat)
        page = self.page()
        if self.answer == "pass":
            QTimer.singleShot(0, lambda: self.qtbot.mouseClick(page.pass_button, LEFT))
        elif self.answer == "never":
            QTimer.singleShot(0, lambda: page.never.click())

    def page(self) -> MissilePage:
        page = self.window.decision_panel.page
        assert isinstance(page, MissilePage)
        return page

    def attack(self, button: str = "attackUntilWon") -> AttackDialog:
        dialog = self.window.open_attack(self.source, self.target)
        self.qtbot.mouseClick(getattr(dialog, {"attackUntilWon": "until_won_button", "roll": "roll_button"}[button]),
                              LEFT)
        return dialog

    def entries(self) -> list:
        """The actions taken since the table was set."""
        return self.controller.game.log[self.first:]

    def bob_passes(self) -> int:
        game = self.controller.game
        return sum(1 for action, actor in zip(game.log[self.first:], game.actors[self.first:], strict=True)
                   if action == Pass() and actor in (None, BOB))

    def run_to_the_end(self) -> None:
        self.qtbot.waitUntil(lambda: self.controller.state.phase == Phase.OCCUPY, timeout=20000)


def test_attack_until_won_runs_to_the_end_asking_bob_only_when_a_missile_could_change_the_roll(qtbot, settings):
    table = Table(qtbot, settings)
    dialog = table.attack()
    table.run_to_the_end()
    # Every roll opened the missile window (Bob holds missiles), and the run never stopped.
    rolls = [a for a in table.entries() if isinstance(a, Attack)]
    assert len(table.windows) == len(rolls) > 1
    assert dialog.rolls_shown == len(rolls)
    # Bob was asked once on each roll a missile of his could change, and on no other: not on
    # the first (the defender's 6-6 wins it, whatever missiles do).
    assert table.windows[0] is False and sum(table.windows) > 0
    assert table.questions == [BOB] * sum(table.windows)
    assert table.controller.state.players[BOB].missiles == 3  # he passed every time


def test_never_ask_me_this_game_is_not_asked_again_and_the_run_ends(qtbot, settings):
    table = Table(qtbot, settings)
    table.answer = "never"
    table.attack()
    table.run_to_the_end()
    assert table.questions == [BOB]  # the first question only
    assert never_ask(table.controller) == {BOB}
    assert table.bob_passes() == len(table.windows) > 1  # passed for him on every roll


def test_waiting_for_bob_clears_once_bob_answered(qtbot, settings):
    table = Table(qtbot, settings)
    table.answer = "wait"
    dialog = table.attack("roll")
    # The first roll (the defender's 6-6) is no question for Bob: resolved at once.
    qtbot.waitUntil(lambda: table.controller.state.phase == Phase.ATTACK, timeout=3000)
    assert table.questions == [] and "Waiting for" not in dialog.status_label.text()
    qtbot.waitUntil(dialog.roll_button.isEnabled, timeout=3000)
    qtbot.mouseClick(dialog.roll_button, LEFT)
    assert table.windows == [False, True] and table.questions == [BOB]
    assert "Waiting for Bob to decide" in dialog.status_label.text()
    qtbot.mouseClick(table.page().pass_button, LEFT)
    assert table.controller.state.phase == Phase.ATTACK
    assert "Waiting for Bob" not in dialog.status_label.text()


def _bob_asked_about(table: Table, attack: tuple[int, ...], defence: tuple[int, ...], scar: str | None):
    """The missile question as Bob sees it for a roll of ``attack`` against ``defence`` (natural
    dice), with ``scar`` on the defending territory: Ann rolls once, and the roll held in the
    window is set to these dice."""
    controller = table.controller
    state = controller.state
    if scar is not None:
        state.scars_placed.append((controller.world.ids[table.target], scar))
    table.answer = "wait"
    dialog = table.attack("roll")
    qtbot = table.qtbot
    qtbot.waitUntil(lambda: state.phase == MISSILE_WINDOW and controller.decider() == BOB, timeout=5000)
    state.held_attack, state.held_defence = attack, defence
    controller.stateChanged.emit()
    return dialog, table.page()


def test_the_question_shows_the_dice_as_modified_and_never_offers_a_six(qtbot, settings):
    table = Table(qtbot, settings, sixes_first=False)
    # A bunker: "+1 to the defender's highest die": the defender's 5 stands as a 6.
    _dialog, page = _bob_asked_about(table, (3, 3, 1), (5, 2), "bunker")
    assert page.dice.defender_dice == (6, 2) and page.dice.attacker_dice == (3, 3, 1)
    assert page.dice.natural_faces()[1][0] == 5  # the rolled face shown beside the changed die
    # The 6 is not offered, nor the attacker's 3s (they lose to the 6 and beat the 2 whatever
    # missiles do); only the defender's 2 changes the losses.
    assert [b.text() for b in page.buttons.values()] == ["Make the defender's 2 a 6"]
    assert "Bunker" in page.changes.text()


def test_equal_dice_are_told_apart_and_the_log_says_which_die_and_whose_missile(qtbot, settings):
    table = Table(qtbot, settings, sixes_first=False)
    # Bob defends 4-4 against 5-5-1: a missile on either 4 wins its pair. Only his own dice
    # are offered to him (a missile on Ann's dice would only help Ann).
    _dialog, page = _bob_asked_about(table, (5, 5, 1), (4, 4), None)
    texts = {key: button.text() for key, button in page.buttons.items()}
    assert texts == {("defence", 1): "Make the defender's first 4 a 6",
                     ("defence", 2): "Make the defender's second 4 a 6"}
    fired: list = []
    table.controller.eventsHappened.connect(
        lambda events: fired.extend(e for e in events if isinstance(e, MissileFired)))
    qtbot.mouseClick(page.buttons[("defence", 2)], LEFT)
    assert [(e.player, e.side, e.die) for e in fired] == [(BOB, "defence", 2)]
    line = event_sentence(fired[0], table.controller)
    assert line == "Bob fires a missile: the defender's second 4 becomes an unmodifiable 6."
    assert line in table.window.game_log.lines()


def test_never_ask_survives_saving_and_reopening_the_campaign(qtbot, tmp_path):
    path = tmp_path / "campaign.yaml"
    board = load_map(maps_dir() / "classic.yaml").board
    campaign = new_campaign(load_scenario(scenarios_dir() / "legacy-new-world.yaml"), board, path, seed=7)
    campaign.players = [dataclasses.replace(p, controller=c)
                        for p, c in zip(campaign.players[:3], ("human", "human", "heuristic"), strict=True)]
    bob = campaign.players[BOB].name
    # Bob won three games: three missiles at the start of this one.
    campaign.world = dataclasses.replace(campaign.world, signatures=[Signature(bob, g) for g in (1, 2, 3)],
                                         games_played=3)
    campaign.world, _chosen = choose_missing_powers(campaign.world, 7)
    session = CampaignSession(campaign, path, board)
    controller = session.start_next_game(Speed.INSTANT)
    try:
        play_until(controller, lambda: controller.state.phase == MISSILE_WINDOW and controller.decider() == BOB
                   and bool(worth_firing(controller, BOB)))
        page = MissilePage(controller)
        qtbot.addWidget(page)
        page.refresh()
        page.never.click()  # saved at once, then Bob passes
        assert controller.game.log[-1] == Pass()
        assert session.campaign.missiles_unasked == [bob]
    finally:
        controller.shutdown()
    reopened = CampaignSession.open(path)
    assert reopened.campaign.missiles_unasked == [bob]
    again = reopened.controller_for_game_in_progress(Speed.INSTANT)
    try:
        assert never_ask(again) == {BOB}
    finally:
        again.shutdown()
