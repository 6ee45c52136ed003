"""The end of an MU economy game: the victory screen with how it was won, the rounds played,
and each player's territories and money round by round."""

from __future__ import annotations

import time

import pytest

from editor.play.economy.window import EconomyPlayWindow
from editor.play.victory_screen import ECONOMY_REASONS, reason_text
from engine.rules.economy.actions import Surrender
from tests.editor.play.helpers import human_ready


@pytest.mark.slow
def test_a_whole_game_between_computer_players_reaches_the_victory_screen(make_economy, qtbot):
    """Through the window, at instant speed (5 to 15 s for the 30 rounds)."""
    window = make_economy("heuristic", "heuristic", "random", seed=3)
    assert isinstance(window, EconomyPlayWindow)
    window.show()
    controller = window.controller
    began = time.monotonic()
    controller.start()
    qtbot.waitUntil(lambda: window.victory_screen is not None, timeout=60_000)
    assert time.monotonic() - began < 60
    state = controller.state
    screen = window.victory_screen
    assert screen.isVisible() and state.phase == "game-over"
    rounds = state.turn
    assert rounds == 30 and state.win_reason == "the most territories (then MU) at the turn limit"
    assert "Rounds played: 30" in screen.details.text()
    assert "the turn limit was reached" in screen.details.text()
    assert screen.headline.text() == f"{state.players[state.winner].name} wins!"
    # Territories and money per round, one line per player.
    assert controller.history.turns == list(range(1, rounds + 1))
    for chart, figure in ((screen.chart, controller.history.series), (screen.money_chart,
                                                                       controller.history.money_series)):
        series = chart.series()
        assert [name for name, _colour, _values in series] == [seat.name for seat in state.players]
        assert all(len(values) == rounds for _name, _colour, values in series)
        assert [values for _n, _c, values in series] == [figure(p) for p in range(len(state.players))]
    assert screen.money_chart.objectName() == "victoryMoneyChart"
    # Money at the last round's start, as the engine had it then (income paid, nothing bought yet).
    assert max(controller.history.money_series(state.winner)) > 0


def test_the_last_player_standing_wins_and_the_screen_says_so(make_economy, qtbot):
    window = make_economy("human", "heuristic")
    window.show()
    controller = window.controller
    controller.start()
    qtbot.waitUntil(lambda: human_ready(controller, 0))
    assert controller.perform(Surrender())
    qtbot.waitUntil(lambda: window.victory_screen is not None)
    screen = window.victory_screen
    assert controller.state.winner == 1
    assert screen.headline.text() == "Basil wins!"
    assert "How: the last player standing" in screen.details.text()
    assert "Rounds played: 1" in screen.details.text()


def test_every_economy_ending_is_worded():
    """Each reason the economy's rules give for a win (read from their source, so a new one
    fails here until it is worded) has its words on the victory screen."""
    import inspect
    import re

    from engine.rules.economy import rules

    reasons = set(re.findall(r'_win\(state, .+?, "([^"]+)"\)', inspect.getsource(rules)))
    assert len(reasons) >= 5
    assert reasons <= set(ECONOMY_REASONS)
    for reason in reasons:
        assert reason_text(reason)
