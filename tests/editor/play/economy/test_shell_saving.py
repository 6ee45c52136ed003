"""Saving an MU economy game: a round counts as a turn (autosave, the victory chart's history),
an unfinished game is offered back after a crash and goes on in the economy's window, and
Game ▸ Open opens a saved game in the window of its rule set."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.play import launch
from editor.play.economy.window import EconomyPlayWindow
from editor.play.play_window import PlayWindow
from editor.play.window_keeper import OPEN_WINDOWS
from engine.core.save import load_game
from engine.rules.economy.actions import Plan
from tests.editor.play.economy.helpers import done, economy_controller
from tests.editor.play.helpers import close_quietly, human_ready, new_controller
from tests.support.reopening import moves, position


def test_a_round_counts_as_a_turn_for_the_autosave_and_the_history(qtbot, autosave):
    """The controller autosaves and records the players' figures when a turn begins; the
    economy's round (RoundStarted) is its turn."""
    controller = economy_controller("heuristic", "heuristic", autosave=autosave)
    try:
        controller.start()
        qtbot.waitUntil(lambda: controller.state.turn >= 3, timeout=20_000)
        assert autosave.is_file()
        assert load_game(autosave).state.turn >= 2  # written at a round's start
        history = controller.history
        assert history.turns[:3] == [1, 2, 3]
        assert history.has_money and len(history.money) == len(history.turns)
        assert history.money[0] == [seat.money for seat in load_game(autosave).replayed([]).state.players]
    finally:
        controller.shutdown()


def _to_planning_with_a_plan(qtbot, window) -> Plan:
    """Both people are done shopping; Ada plans one order. Returns the order."""
    controller = window.controller
    for person in (0, 1):
        if controller.waiting_for_handoff() is not None:
            window.acknowledge_handoff()
        qtbot.waitUntil(lambda p=person: human_ready(controller, p), timeout=10_000)
        assert controller.state.phase == "get"
        assert done(controller)
    qtbot.waitUntil(lambda: controller.state.phase == "planning" and controller.decider() == 0, timeout=10_000)
    if controller.waiting_for_handoff() is not None:
        window.acknowledge_handoff()
    plan = next(a for a in controller.legal_actions() if isinstance(a, Plan))
    assert controller.perform(plan)
    return plan


def test_an_economy_game_kept_mid_planning_is_offered_back_and_goes_on_in_the_economy_window(
        qtbot, settings, autosave, monkeypatch, make_economy):
    window = make_economy("human", "human", "heuristic")
    window.show()
    window.controller.start()
    plan = _to_planning_with_a_plan(qtbot, window)
    before = position(window.controller.state)
    log = moves(window.controller.game)
    # The session ends with the game in progress: it is kept in the autosave (a crash leaves
    # the one written when the round began).
    window._application_quitting()
    assert autosave.is_file()

    asked = []
    monkeypatch.setattr(launch, "ask_resume", lambda parent, when, **_kw: asked.append(when) or True)
    monkeypatch.setattr(launch, "ask_new_game", lambda *args: pytest.fail("no new game was wanted"))
    resumed = launch.launch_play(None, settings=settings, autosave_path=autosave)
    qtbot.addWidget(resumed, before_close_func=close_quietly)
    assert len(asked) == 1
    assert type(resumed) is EconomyPlayWindow
    controller = resumed.controller
    assert position(controller.state) == before and moves(controller.game) == log  # (fresh dice: issue 25)
    assert controller.state.phase == "planning"
    assert controller.state.players[0].plans == [(plan.source, plan.target, plan.count, 0)]
    # Still Ada's planning; the screen is hers only once she takes it (her plan is secret).
    assert controller.decider() == 0
    qtbot.waitUntil(lambda: controller.waiting_for_handoff() == 0 or human_ready(controller, 0))


def _take_new_window(qtbot, before: list) -> PlayWindow:
    new = [w for w in OPEN_WINDOWS if w not in before]
    assert len(new) == 1
    qtbot.addWidget(new[0], before_close_func=close_quietly)
    return new[0]


def test_game_open_of_an_economy_save_in_a_classic_window_goes_on_in_an_economy_window(
        qtbot, tmp_path, make_play, boxes):
    saved = tmp_path / "economy.yaml"
    economy = economy_controller("heuristic", "heuristic")
    economy.save(saved)
    economy.shutdown()
    classic = make_play("human", "random")
    classic.show()
    before = list(OPEN_WINDOWS)
    assert classic.open_game(saved)
    window = _take_new_window(qtbot, before)
    assert type(window) is EconomyPlayWindow
    assert window.controller.game.setup.ruleset == "economy"
    assert window.windowTitle().startswith("economy.yaml")  # Save writes there again
    qtbot.waitUntil(lambda: not classic.isVisible())  # the game asked for goes on there instead
    assert not boxes.calls


def test_game_open_of_a_classic_save_in_an_economy_window_goes_on_in_a_classic_window(
        qtbot, tmp_path, make_economy, boxes):
    saved = tmp_path / "classic.yaml"
    classic = new_controller("random", "random")
    classic.save(saved)
    classic.shutdown()
    economy = make_economy("human", "heuristic")
    economy.show()
    before = list(OPEN_WINDOWS)
    assert economy.open_game(saved)
    window = _take_new_window(qtbot, before)
    assert type(window) is PlayWindow
    assert window.controller.game.setup.ruleset == "classic"
    qtbot.waitUntil(lambda: not economy.isVisible())


def test_a_saved_game_of_the_windows_own_rule_set_goes_on_in_the_same_window(qtbot, tmp_path, make_economy):
    saved = tmp_path / "again.yaml"
    other = economy_controller("heuristic", "heuristic", seed=9)
    other.save(saved)
    other.shutdown()
    window = make_economy("human", "heuristic")
    window.show()
    before = list(OPEN_WINDOWS)
    assert window.open_game(Path(saved))
    assert [w for w in OPEN_WINDOWS if w not in before] == []
    assert window.isVisible() and window.controller.game.setup.seed == 9


def test_a_game_opened_again_charts_its_whole_course(qtbot, tmp_path):
    """The victory chart of a saved and reopened game starts at its first round, not at the
    round it was opened in."""
    from editor.play.controller import GameController

    played = economy_controller("heuristic", "heuristic", seed=11)
    try:
        played.start()
        # Mid-round: money spent since the round began is not the round's figure.
        qtbot.waitUntil(lambda: played.state.turn >= 4 and played.state.phase == "planning", timeout=20_000)
        played.shutdown()
        played.save(tmp_path / "game.yaml")
        watched = (list(played.history.turns), [list(row) for row in played.history.held],
                   [list(row) for row in played.history.money])
    finally:
        played.shutdown()
    reopened = GameController.load(tmp_path / "game.yaml")
    try:
        history = reopened.history
        assert history.turns[0] == 1 and history.turns[-1] == reopened.state.turn >= 4
        assert (history.turns, history.held, history.money) == watched
    finally:
        reopened.shutdown()
