"""Missiles, for a person: "Any player (even those not involved in the battle) may discard
Missile(s) after dice are rolled, but before troops are removed." The person asked is named
(they may not be the one whose turn it is), sees the roll, and fires at a die or passes —
with no hand-off screen, since the question is public (the rules' privacy for the window)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from editor.play.legacy.pages.missile_page import MissilePage, never_ask, worth_firing
from engine.core.actions import Attack, Pass
from engine.core.state import Phase
from engine.rules.legacy.events import MissileFired
from engine.rules.legacy.state import MISSILE_WINDOW
from tests.editor.play.legacy.helpers import legacy_controller, legacy_window
from tests.editor.play.legacy.turn_support import LEFT, play_until, show, take_screen, world_with


def ann_attacks_with_bob_holding_missiles(qtbot, settings):
    """Three people; Bob has signed the board three times (three missiles). The game is brought
    to Ann's attack, and Ann rolls in the attack dialog."""
    controller = legacy_controller("human", "human", "human", seed=3, world=world_with(signatures={"Bob": 3}))

    def ready() -> bool:
        state = controller.state
        return (state.current == 0 and state.phase == Phase.ATTACK and state.players[1].missiles >= 2
                and any(long_battle(a) for a in controller.legal_actions()))

    def long_battle(action) -> bool:
        """A battle one or two rolls cannot end: 3 defenders or more, 5 troops or more attacking."""
        state = controller.state
        return isinstance(action, Attack) and state.armies[action.target] >= 3 and state.armies[action.source] >= 5

    play_until(controller, ready)
    attack = next(a for a in controller.legal_actions() if long_battle(a))
    window = legacy_window(qtbot, settings, controller)
    show(qtbot, window)
    controller.start()
    qtbot.waitUntil(lambda: controller.decider() == 0, timeout=5000)
    take_screen(window)
    handoffs: list[int] = []
    controller.handoffNeeded.connect(handoffs.append)
    dialog = window.open_attack(attack.source, attack.target)
    qtbot.mouseClick(dialog.roll_button, LEFT)
    assert controller.state.phase == MISSILE_WINDOW and controller.decider() == 1
    return controller, window, dialog, handoffs


def test_a_person_who_is_not_playing_the_turn_fires_a_missile_without_a_hand_off(qtbot, settings):
    controller, window, dialog, handoffs = ann_attacks_with_bob_holding_missiles(qtbot, settings)
    state = controller.state
    assert state.current == 0
    # No hand-off screen: the missile window is public.
    assert handoffs == [] and controller.waiting_for_handoff() is None and not window.handoff_screen.isVisible()
    page = window.decision_panel.page
    assert isinstance(page, MissilePage) and page.isVisible()
    assert page.title.text() == "Bob, fire a missile?"
    assert page.dice.attacker_dice and page.dice.defender_dice
    assert "Waiting for Bob to decide" in dialog.status_label.text()
    # One button per die where a missile changes the losses (test_missiles_in_auto_attack.py
    # checks which): here the roll is attack 4-3-1 against defence 6-1, so only the defender's 1.
    assert (state.held_attack, state.held_defence) == ((4, 3, 1), (6, 1))
    assert set(page.buttons) == {(side, index + 1) for side, index in worth_firing(controller, 1)} == {("defence", 2)}
    missiles = state.players[1].missiles
    fired: list[MissileFired] = []
    controller.eventsHappened.connect(lambda events: fired.extend(e for e in events if isinstance(e, MissileFired)))
    qtbot.mouseClick(page.buttons[("defence", 2)], LEFT)
    assert [(e.player, e.side, e.die) for e in fired] == [(1, "defence", 2)]
    assert controller.state.players[1].missiles == missiles - 1
    # Bob may answer again, but against 6-6 no missile of his changes anything: he passes
    # without being asked, and the roll is resolved.
    qtbot.waitUntil(lambda: controller.state.phase != MISSILE_WINDOW, timeout=3000)
    assert handoffs == [] and controller.game.log[-1] == Pass()
    # The attack dialog shows the missile's 6 with its source.
    assert "→ 6: missile" in dialog.changes_label.text()
    assert dialog.dice.defender_dice == (6, 6)


def test_never_ask_me_passes_for_that_person_for_the_rest_of_the_game(qtbot, settings):
    controller, window, dialog, _handoffs = ann_attacks_with_bob_holding_missiles(qtbot, settings)
    page = window.decision_panel.page
    page.never.setChecked(True)
    assert controller.state.phase != MISSILE_WINDOW  # passed for Bob at once
    assert 1 in never_ask(controller)
    missiles = controller.state.players[1].missiles
    logged = len(controller.game.log)
    asked: list[int] = []
    controller.humanTurn.connect(asked.append)
    assert controller.state.phase == Phase.ATTACK
    qtbot.waitUntil(dialog.roll_button.isEnabled, timeout=2000)  # (once someone else decided: a moment)
    qtbot.mouseClick(dialog.roll_button, LEFT)
    # Asked again, Bob passes by himself (after the window's own refresh).
    qtbot.waitUntil(lambda: controller.state.phase != MISSILE_WINDOW, timeout=3000)
    assert 1 in asked and controller.game.log[logged + 1:] == [Pass()]
    assert controller.state.players[1].missiles == missiles


def test_the_phase_panel_says_who_decides_on_missiles(qtbot, settings):
    controller, window, _dialog, _handoffs = ann_attacks_with_bob_holding_missiles(qtbot, settings)
    panel = window.findChild(QWidget, "phasePanel")
    assert panel.task_label.text() == "Bob: Fire a missile at a die, or pass"
