"""The phase panel: who plays, what is left to do, and buttons that act through the controller."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.play.colours import player_colour
from editor.play.controller import GameController, Speed
from editor.play.phase_panel import PhasePanel
from engine.core.actions import PlaceArmies
from engine.core.game import Game, GameSetup
from engine.core.state import Phase
from engine.rules.base import PlayerSetup
from tests.support.games import board as shipped_board

OPTIONS = {"setup": "random", "random-deal-armies": "spread", "turn-limit": 300}


@pytest.fixture
def make_panel(qtbot):
    made = []

    def make(*controllers: str, seed: int = 3, start: bool = True, **options):
        seats = tuple(PlayerSetup(f"P{i}", controller=c) for i, c in enumerate(controllers))
        game = Game(shipped_board("tutorial"), GameSetup("classic", seats, seed, {**OPTIONS, **options}))
        controller = GameController(game, speed=Speed.INSTANT)
        made.append(controller)
        panel = PhasePanel(controller)
        qtbot.addWidget(panel)
        panel.show()
        if start:
            with qtbot.waitSignal(controller.humanTurn, timeout=5000):
                controller.start()
        return controller, panel

    yield make
    for controller in made:
        controller.shutdown()


def click(button) -> None:
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_panel_says_who_plays_and_how_many_armies_to_place(make_panel):
    controller, panel = make_panel("human", "random")
    state = controller.state
    assert panel.objectName() == "phasePanel"
    assert panel.player_label.text() == "P0"
    assert panel.swatch.colour() == player_colour(controller, 0)
    assert panel.turn_label.text() == f"Turn {state.turn}"
    assert panel.task_label.text() == f"Place {state.reinforcements} armies"
    assert panel.phase_label.text() == "Reinforce"
    spin = panel.findChild(type(panel.placement_count), "placementCount")
    assert spin.isEnabled() and (spin.minimum(), spin.maximum()) == (1, state.reinforcements)
    assert not panel.end_attack.isEnabled() and not panel.end_turn.isEnabled()
    assert not panel.undo_placement.isEnabled() and not panel.skip_turn.isVisible()


def test_the_spin_box_tells_the_count_and_undo_takes_a_placement_back(qtbot, make_panel):
    controller, panel = make_panel("human", "random")
    with qtbot.waitSignal(panel.placementCountChanged) as changed:
        panel.placement_count.setValue(2)
    assert changed.args == [2]
    mine = controller.state.territories_of(0)[0]
    before, left = controller.state.armies[mine], controller.state.reinforcements
    controller.perform(PlaceArmies(mine, 2))
    assert panel.task_label.text() == f"Place {left - 2} armies"
    assert panel.placement_count.maximum() == left - 2
    assert panel.undo_placement.isEnabled()
    click(panel.undo_placement)
    assert controller.state.armies[mine] == before and controller.state.reinforcements == left


def test_end_attack_and_end_turn_act_through_the_controller(qtbot, make_panel):
    controller, panel = make_panel("human", "random")
    mine = controller.state.territories_of(0)[0]
    controller.perform(PlaceArmies(mine, controller.state.reinforcements))
    assert controller.state.phase == Phase.ATTACK
    assert panel.task_label.text() == "Attack or end the attack"
    assert panel.end_attack.isEnabled() and not panel.end_turn.isEnabled()
    assert not panel.placement_count.isEnabled()
    click(panel.end_attack)
    assert controller.state.phase == Phase.FORTIFY
    assert panel.task_label.text() == "Fortify or end your turn"
    assert panel.end_turn.isEnabled() and not panel.end_attack.isEnabled()
    turn = controller.state.turn
    click(panel.end_turn)
    assert controller.state.turn > turn  # the computer played (instantly) or is playing
    qtbot.waitUntil(lambda: controller.decider() == 0, timeout=5000)
    assert panel.task_label.text().startswith("Place ")


def test_a_computer_turn_shows_it_thinking_and_can_be_skipped(make_panel):
    controller, panel = make_panel("random", "human", start=False)
    decider = controller.decider()
    if controller.is_human(decider):
        pytest.skip("the person plays first with this seed")
    panel.refresh()
    assert panel.task_label.text() == f"P{decider} is thinking…"
    assert panel.skip_turn.isVisible() and panel.skip_turn.isEnabled()
    assert not any(b.isEnabled() for b in (panel.end_attack, panel.end_turn, panel.begin_attack,
                                           panel.undo_placement))


def test_starting_armies_and_claims_are_described(make_panel):
    controller, panel = make_panel("human", "human", start=False, setup="claim")
    assert panel.task_label.text() == "Claim an empty territory"
    assert panel.turn_label.text() == "Setting up"
    assert panel.phase_label.text() == "Claiming territories"


def test_game_over_names_the_winner(make_panel):
    controller, panel = make_panel("human", "random")
    state = controller.state
    state.phase, state.winner = Phase.GAME_OVER, 1
    panel.refresh()
    assert panel.task_label.text() == "Game over: P1 wins"
    assert panel.player_label.text() == "P1"
    assert not any(b.isEnabled() for b in (panel.end_attack, panel.end_turn, panel.skip_turn))


def test_the_two_player_setup_says_what_to_place_this_turn(make_panel):
    """Issue 10: the panel says what to place: two of your own and one of the neutral's."""
    controller, panel = make_panel("human", "random", **{"neutral-army": True, "random-deal-armies": "place"})
    state = controller.state
    left = state.players[state.current].armies_to_place
    assert panel.task_label.text() == f"This turn: 2 of your armies and 1 of the neutral's ({left} of yours left)"
    mine = state.territories_of(state.current)[0]
    controller.perform(PlaceArmies(mine, 2))
    assert panel.task_label.text() == "This turn: 1 of the neutral's armies, on a neutral territory"
    assert not panel.placement_count.isEnabled()  # none of your own to place now


def test_a_phase_the_panel_does_not_know_shows_the_rules_words_or_its_name(make_panel, monkeypatch):
    """Issue 11: a rule set's own phase (Legacy's missile window, MU planning) hit a KeyError."""
    from engine.core.phases import PhaseInfo

    controller, panel = make_panel("human", "random")
    controller.state.phase = "missile-window"
    panel.refresh()
    assert panel.phase_label.text().lower() == "missile window"
    monkeypatch.setattr(type(controller.rules), "phases", {
        **controller.rules.phases,
        "missile-window": PhaseInfo("missile-window", "Missiles", "Fire a missile or pass")})
    panel.refresh()
    assert panel.phase_label.text() == "Missiles" and panel.task_label.text() == "Fire a missile or pass"
