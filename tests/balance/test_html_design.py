"""The balance page says how its games were played and what that means for the figures: the
design, the joint test across the seats with each seat's Bonferroni interval, each bot's own
strength when several bots were rotated over the seats, and how each continent's suggested
bonus was reached (issue 31)."""

from __future__ import annotations

import copy
import math
import re

import pytest

from engine.balance.html_page import p_value_text, render_html
from engine.balance.runner import run_balance
from tests.balance.seat_maps import ring_board
from tests.balance.test_calibration import absurd_board


@pytest.fixture(scope="module")
def mixed():
    """Normal and easy bots rotated over 4 seats on the grid whose NW quadrant pays 20: 200
    games, enough for the replay to confirm NW as cheap (docs/balance.md, Calibration)."""
    board = absurd_board()
    return run_balance(board, "classic", 4, games=200, seed=1, bots=["heuristic", "random"], jobs=1), board


@pytest.fixture(scope="module")
def single():
    board = ring_board()
    return run_balance(board, "classic", 4, games=40, seed=2, bots=["heuristic"], jobs=1), board


def _text(page: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page))


def _section(page: str, title: str) -> str:
    """The page from ``title``'s heading to the next heading."""
    start = page.index(f"<h2>{title}</h2>")
    end = page.find("<h2>", start + 1)
    return page[start:] if end < 0 else page[start:end]


def test_design_section_names_setup_bots_rotation_openings_and_distinct_games(mixed):
    report, board = mixed
    design = _text(_section(render_html(report, board), "How the games were played"))
    assert "A random deal — chosen by the report" in design  # setup_default: the report chose it
    assert "heuristic, random — rotated over the seats" in design
    assert "within 15% of the best" in design
    assert f"{report['distinct_games']} of the {report['games_played']} games played differ" in design


def test_design_says_one_bot_plays_every_seat_and_a_chosen_setup_is_as_asked(single):
    report, board = single
    design = _text(_section(render_html(report, board), "How the games were played"))
    assert "heuristic in every seat" in design and "rotated" not in design
    claimed = copy.deepcopy(report)
    claimed["design"].update(setup="claim", setup_default=False)
    design = _text(_section(render_html(claimed, board), "How the games were played"))
    assert "Claiming in turn — as asked: the claims shape the openings" in design


def test_few_distinct_games_are_called_out(single):
    report, board = single
    repeated = copy.deepcopy(report)
    repeated["distinct_games"] = 3
    design = _text(_section(render_html(repeated, board), "How the games were played"))
    assert f"3 of the {report['games_played']} games played differ" in design
    assert "the figures rest on fewer games than they seem" in design


def test_seats_section_states_the_joint_test(mixed):
    report, board = mixed
    test = report["seat_test"]
    assert not test["rejects"]  # a fair grid, bots rotated: no seat stands out
    seats = _text(_section(render_html(report, board), "Win rate per seat"))
    assert (f"Joint test across seats: chi-square {test['chi_square']:.1f} on 3 degrees of freedom, "
            f"p = {test['p_value']:.2g} — no seat stands out.") in seats


def test_a_rejecting_joint_test_says_the_seats_differ(single):
    report, board = single
    uneven = copy.deepcopy(report)
    uneven["seat_test"].update(chi_square=14.93, p_value=0.001874, rejects=True)
    page = render_html(uneven, board)
    assert ("Joint test across seats: chi-square 14.9 on 3 degrees of freedom, p = 0.0019 — the seats differ."
            in _text(page))
    assert '<p class="test rejects">' in page  # marked like a warning


def test_p_values_are_shown_without_false_precision_and_never_round_across_alpha():
    assert p_value_text(0.36) == "p = 0.36"
    assert p_value_text(0.002) == "p = 0.002"
    assert p_value_text(0.0004) == "p < 0.001"
    # Two digits would say 0.05 beside "the seats differ" (the test rejects below 0.05)...
    assert p_value_text(0.0498) == "p = 0.0498"
    # ...while 0.05 beside "no seat stands out" is what the rule says.
    assert p_value_text(0.0502) == "p = 0.05"


def test_each_seat_has_its_bonferroni_interval(mixed):
    report, board = mixed
    seats = _section(render_html(report, board), "Win rate per seat")
    assert "Joint interval (98.75%)" in seats  # 1 − 0.05/4
    for seat in report["seats"]:
        low, high = seat["ci_adjusted"]
        row = re.search(rf"<tr><td>{seat['seat'] + 1}</td>(.*?)</tr>", seats).group(1)
        assert f"{low * 100:.0f}–{high * 100:.0f}%" in _text(row)
        assert seat["ci_adjusted"] != seat["ci"]  # a different figure, not the plain one again


def test_bots_table_shows_each_kinds_seats_wins_and_interval(mixed):
    report, board = mixed
    bots = _section(render_html(report, board), "Bots")
    assert len(report["bot_kinds"]) == 2
    for kind in report["bot_kinds"]:
        row = re.search(rf"<tr><td>{kind['kind']}</td>(.*?)</tr>", bots).group(1)
        low, high = kind["ci"]
        assert _text(row).split() == [str(kind["games"]), str(kind["wins"]), f"{kind['win_rate'] * 100:.1f}%",
                                      f"{low * 100:.0f}–{high * 100:.0f}%", "25.0%"]
    # Its own chart: the heuristic bot's bar is longer than the random bot's.
    widths = dict(re.findall(r'<text [^>]*>(heuristic|random)</text><rect [^>]*width="([\d.]+)"', bots))
    assert float(widths["heuristic"]) > float(widths["random"])


def test_one_bot_gets_no_bots_table(single):
    report, board = single
    assert len(report["bot_kinds"]) == 1
    page = render_html(report, board)
    assert "<h2>Bots</h2>" not in page
    assert "Joint test across seats" in page  # the seats still get their test


def test_continents_show_how_the_bonus_was_reached_its_interval_and_verdict(mixed):
    report, board = mixed
    page = render_html(report, board)
    by_id = {c["id"]: c for c in report["continents"]}
    nw = by_id["nw"]
    assert nw["verdict"] == "cheap" and nw["value"]["method"] == "counterfactual"
    row = _text(re.search(r"<tr><td>NW</td>(.*?)</tr>", page).group(1))
    low, high = nw["value"]["interval"]
    probe = nw["value"]["evidence"]["counterfactual"]
    assert f"{nw['suggested_bonus']} ◆ by replay" in row
    assert f"replayed {probe['games']} games at {probe['bonus']}" in row
    assert f"break-even {math.floor(low + 1e-9)}–{math.ceil(high - 1e-9)} (95%)" in row
    assert " cheap " in row
    # A quadrant worth the formula's 3: measured by the matched comparison, no verdict.
    ne = _text(re.search(r"<tr><td>NE</td>(.*?)</tr>", page).group(1))
    assert by_id["ne"]["verdict"] is None
    assert "3 by the matched comparison –" in ne


def test_no_games_gives_the_design_without_sample_or_test():
    board = ring_board()
    report = run_balance(board, "classic", 4, games=0, seed=1, jobs=1)
    page = render_html(report, board)
    design = _text(_section(page, "How the games were played"))
    assert "A random deal" in design and "Distinct games" not in design
    assert "Joint test" not in page and "<h2>Bots</h2>" not in page
