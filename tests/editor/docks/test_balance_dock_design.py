"""The Balance dock shows how the games were played, the joint test across the seats and, when
several bots were rotated over the seats, each bot's own strength; the setup dialog lets the
user rotate several bots, passed on as the CLI's ``--bots a,b`` would be (issue 31)."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtWidgets import QLabel, QTableWidget

from editor.actions.balance_actions import BalanceJob, BalanceSetupDialog
from editor.docks.balance_dock import BalanceDock
from engine.balance.runner import make_spec, run_balance
from tests.balance.seat_maps import ring_board


@pytest.fixture(scope="module")
def board():
    return ring_board()


@pytest.fixture(scope="module")
def mixed(board):
    return run_balance(board, "classic", 4, games=40, seed=2, bots=["heuristic", "random"], jobs=1)


@pytest.fixture(scope="module")
def single(board):
    return run_balance(board, "classic", 4, games=40, seed=2, bots=["heuristic"], jobs=1)


@pytest.fixture
def dock(qtbot):
    dock = BalanceDock()
    qtbot.addWidget(dock)
    dock.show()
    return dock


def test_dock_states_the_joint_test_across_the_seats(dock, mixed, board):
    dock.show_report(mixed, board, None)
    test = mixed["seat_test"]
    assert dock.seat_test.isVisible()
    assert dock.seat_test.text() == (f"Joint test across seats: chi-square {test['chi_square']:.1f} on 3 degrees "
                                     f"of freedom, p = {test['p_value']:.2g} — no seat stands out.")
    uneven = copy.deepcopy(mixed)
    uneven["seat_test"].update(chi_square=14.93, p_value=0.001874, rejects=True)
    dock.show_report(uneven, board, None)
    assert dock.seat_test.text().endswith("p = 0.0019 — the seats differ.")


def test_two_players_test_on_one_degree_of_freedom(dock, mixed, board):
    duel = copy.deepcopy(mixed)
    duel["seat_test"].update(df=1, chi_square=0.4, p_value=0.527)
    dock.show_report(duel, board, None)
    assert "chi-square 0.4 on 1 degree of freedom, p = 0.53" in dock.seat_test.text()


def test_dock_lists_each_rotated_bots_seats_wins_and_interval(dock, mixed, board):
    dock.show_report(mixed, board, None)
    table = dock.bots
    assert table.isVisible() and table.rowCount() == 2
    rows = [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]
    expected = [
        [name, str(k["games"]), str(k["wins"]), f"{k['win_rate'] * 100:.1f}%",
         f"{k['ci'][0] * 100:.0f}–{k['ci'][1] * 100:.0f}%", "25.0%"]
        for name, k in zip(["Computer (normal)", "Computer (easy)"], mixed["bot_kinds"], strict=True)
    ]
    assert rows == expected
    design = dock.design.text()
    assert "Bots: Computer (normal), Computer (easy), rotated over the seats" in design
    assert "Setup: a random deal, chosen by the report" in design
    assert "within 15% of the best" in design
    assert f"Distinct games: {mixed['distinct_games']} of 40." in design


def test_one_bot_hides_the_bots_table(dock, mixed, single, board):
    dock.show_report(mixed, board, None)
    dock.show_report(single, board, None)  # the table of the report before goes
    assert not dock.bots.isVisible() and dock.bots.rowCount() == 0
    assert "Bots: Computer (normal) in every seat." in dock.design.text()
    assert dock.seat_test.isVisible()


def test_no_games_shows_the_design_but_no_test(dock, board):
    report = run_balance(board, "classic", 4, games=0, seed=1, jobs=1)
    dock.show_report(report, board, None)
    assert dock.design.isVisible() and "Distinct games" not in dock.design.text()
    assert not dock.seat_test.isVisible() and not dock.bots.isVisible()


def test_new_widgets_are_named_for_tests_and_screen_readers(dock):
    for kind, name in ((QLabel, "balanceDesign"), (QLabel, "balanceSeatTest"), (QTableWidget, "balanceBots")):
        widget = dock.findChild(kind, name)
        assert widget is not None and widget.accessibleName()


def test_dialog_choice_of_two_bots_reaches_the_spec_and_the_report(qtbot, board):
    dialog = BalanceSetupDialog(board)
    qtbot.addWidget(dialog)
    index = dialog.bots.findData("heuristic,random")
    assert dialog.bots.itemText(index) == "Normal and easy, rotated over the seats"
    dialog.bots.setCurrentIndex(index)
    dialog.games.setValue(6)
    dialog.jobs.setValue(1)
    request = dialog.request()
    assert request["bots"] == ["heuristic", "random"]  # as `--bots heuristic,random`
    spec = make_spec(board, request["ruleset"], request["players"], request["seed"], request["bots"], None, None)
    assert spec.bot_kinds == ["heuristic", "random"]
    assert spec.seat_bots(0) == ["heuristic", "random", "heuristic", "random"]
    assert spec.seat_bots(1) == ["random", "heuristic", "random", "heuristic"]  # rotated game by game
    # And through the background job the menu starts, to the report's design.
    job = BalanceJob(board, request, None)
    with qtbot.waitSignal(job.finished, timeout=30_000) as done:
        job.start()
    job.thread.wait()
    report = done.args[0]
    assert report["design"]["bots"] == ["heuristic", "random"] and report["design"]["rotation"]
    assert [k["kind"] for k in report["bot_kinds"]] == ["heuristic", "random"]


def test_dialog_still_offers_one_bot_in_every_seat(qtbot, board):
    dialog = BalanceSetupDialog(board)
    qtbot.addWidget(dialog)
    assert dialog.bots.currentData() == "heuristic"
    assert dialog.request()["bots"] == ["heuristic"]
