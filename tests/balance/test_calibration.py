"""Calibration: maps whose continent answer is known by construction, and the report's advice
on them (issue 31). Random bots on small grids keep the file fast; each case uses the fewest
games that gave the same answer on three seeds (see docs/balance.md, "Calibration")."""

from __future__ import annotations

import math
import re

import pytest

from engine.balance import findings
from engine.balance.html_page import render_html
from engine.balance.runner import run_balance
from engine.board import Continent, load_map
from engine.resources import maps_dir
from tests.support.boards import board, border, square

GRID = 4  # a 4 × 4 grid of squares, four 2 × 2 quadrants


def cell_id(row: int, col: int) -> str:
    return f"r{row}c{col}"


def quadrant(row: int, col: int) -> str:
    return ["nw", "ne", "sw", "se"][2 * (row // 2) + col // 2]


def grid_board(bonuses: dict[str, int], continent_of=quadrant, extra_territories=(), extra_connections=(),
               extra_continents=()):
    """The 4 × 4 grid, each square joined to the squares beside it, continents by quadrant
    (or ``continent_of``), with ``bonuses`` by continent id."""
    territories = [square(cell_id(r, c), 100 * c, 100 * r, continent=continent_of(r, c))
                   for r in range(GRID) for c in range(GRID)]
    connections = [border(cell_id(r, c), cell_id(r + dr, c + dc))
                   for r in range(GRID) for c in range(GRID) for dr, dc in ((0, 1), (1, 0))
                   if r + dr < GRID and c + dc < GRID]
    used = sorted({t.continent for t in territories})
    continents = [Continent(cid, cid.upper(), "#888888", bonuses[cid]) for cid in used] + list(extra_continents)
    return board(*territories, *extra_territories, connections=connections + list(extra_connections),
                 continents=continents)


def symmetric_board():
    """Four equal quadrants (4 territories, 3 borders, 4 ways in: the formula's 3), turned
    a quarter round onto each other: no continent is worth more than another."""
    return grid_board({"nw": 3, "ne": 3, "sw": 3, "se": 3})


def absurd_board():
    """The symmetric map with the north-west quadrant paying 20 instead of 3."""
    return grid_board({"nw": 20, "ne": 3, "sw": 3, "se": 3})


def single_board():
    """The north-west corner square alone is the continent "Keep", worth 4: whoever is dealt
    it is paid 4 a turn for one territory with two neighbours."""
    def continent_of(row: int, col: int) -> str:
        return "keep" if (row, col) == (0, 0) else quadrant(row, col)

    return grid_board({"keep": 4, "nw": 2, "ne": 3, "sw": 3, "se": 3}, continent_of)


def choke_board():
    """The symmetric map plus "Cove", a 2 × 2 block east of the south-east corner, reached
    only through one connection (r3c3 – cove0): one border territory, one way in, worth 4
    where the formula says 2."""
    cove = [square(f"cove{k}", 500 + 100 * (k % 2), 200 + 100 * (k // 2), continent="cove") for k in range(4)]
    links = [border("r3c3", "cove2"), border("cove0", "cove1"), border("cove0", "cove2"), border("cove1", "cove3"),
             border("cove2", "cove3")]
    return grid_board({"nw": 3, "ne": 3, "sw": 3, "se": 3}, extra_territories=cove, extra_connections=links,
                      extra_continents=[Continent("cove", "COVE", "#888888", 4)])


def continent_row(report: dict, cid: str) -> dict:
    return next(row for row in report["continents"] if row["id"] == cid)


def continent_warnings(report: dict) -> list[dict]:
    return [f for f in report["findings"] if f["code"].startswith("continent-") and f["severity"] == "warning"]


def test_a_continent_paying_20_for_four_territories_is_cheap_and_suggested_far_lower():
    # 1,000 random-bot games (≈3 s): random bots barely use a bonus, so its effect is small
    # and the replay (200 games) needs this many to show it; seeds 1–3 suggest 9, 1 and 4.
    report = run_balance(absurd_board(), players=4, games=1000, seed=1, jobs=1, bots=("random",))
    nw = continent_row(report, "nw")
    assert nw["verdict"] == "cheap" and nw["value"]["method"] == "counterfactual"
    assert nw["suggested_bonus"] <= 10 and nw["value"]["interval"][1] < 20
    warning = next(f for f in continent_warnings(report) if f["params"]["continent"] == "NW")
    assert warning["code"] == "continent-cheap" and warning["template"] == findings.CONTINENT_CHEAP
    assert warning["params"]["suggested"] == nw["suggested_bonus"] and warning["params"]["low"] > 0


def test_a_one_territory_continent_worth_4_is_cheap_and_suggested_1_or_2_never_dear():
    report = run_balance(single_board(), players=4, games=400, seed=1, jobs=1, bots=("random",))
    keep = continent_row(report, "keep")
    assert keep["verdict"] == "cheap" and keep["suggested_bonus"] in (1, 2)
    about_keep = [f for f in report["findings"] if f["params"].get("continent") == "KEEP"]
    assert [f["code"] for f in about_keep] == ["continent-cheap"]
    assert "does not pay" not in about_keep[0]["text"]


def test_a_continent_behind_one_choke_point_is_cheap_for_a_bonus_above_the_formula():
    # One way in: its holder garrisons a single territory, so the bonus is nearly clear
    # income and a bonus of 4 (the formula says 2) over-pays — lower it.
    report = run_balance(choke_board(), players=4, games=500, seed=1, jobs=1, bots=("random",))
    cove = continent_row(report, "cove")
    assert cove["border_territories"] == 1 and cove["entry_connections"] == 1
    assert cove["verdict"] == "cheap" and 1 <= cove["suggested_bonus"] < 4
    lo, hi = cove["value"]["interval"]
    assert lo <= cove["suggested_bonus"] <= hi < 4
    # The page shows the evidence: the advantage (confirmed: ★) and the break-even interval.
    page = render_html(report, choke_board())
    row = re.search(r"<tr><td>COVE</td>(.*?)</tr>", page).group(1)
    assert f"{cove['value']['evidence']['matched']['advantage'] * 100:+.0f} ★" in row
    # Whole bonuses rounded outwards, as the reason's sentence gives them (the check found
    # "0.5–1.3" in the table beside "(95% interval 0–2)" in the sentence).
    shown = f"{math.floor(lo + 1e-9)}–{math.ceil(hi - 1e-9)}"
    assert f"break-even {shown} (95%)" in row and f"95% interval {shown}" in row and "Break-even bonus" in page


def test_a_symmetric_map_draws_no_continent_warning_in_95_percent_of_seeds():
    # 40 seeds × 200 games (enough for the 40-game replay that a warning needs): at most two
    # reports of forty (5%) may warn. Candidates are tested at 95% for the four continents
    # together and must then be confirmed by the replay, so a fair map warns in at most ~5%
    # of reports (seeds 0–39 give 2 warnings; at a true 5% rate, ≤ 2 of 40 holds two times in
    # three — the seeds are fixed, so the test is deterministic).
    warned = [seed for seed in range(40)
              if continent_warnings(run_balance(symmetric_board(), players=4, games=200, seed=seed, jobs=1,
                                                bots=("random",)))]
    assert len(warned) <= 2, warned


def test_classic_asia_is_never_called_cheap():
    board = load_map(maps_dir() / "classic.yaml").board
    report = run_balance(board, players=4, games=300, seed=5, jobs=1, bots=("random",))
    asia = continent_row(report, "asia")
    assert asia["verdict"] != "cheap" and asia["suggested_bonus"] >= asia["bonus"]
    assert not [f for f in report["findings"]
                if f["code"] == "continent-cheap" and f["params"]["continent"] == "Asia"]


@pytest.mark.parametrize("games", [0, 10])
def test_with_too_few_games_the_formula_alone_is_shown(games):
    report = run_balance(absurd_board(), players=4, games=games, seed=1, jobs=1, bots=("random",))
    nw = continent_row(report, "nw")
    assert nw["value"]["method"] == "formula" and nw["suggested_bonus"] == 3 and nw["verdict"] is None
    assert any(f["code"] == "bonus-vs-formula" and f["params"]["continent"] == "NW" for f in report["findings"])


def test_one_continent_is_replayed_a_run_and_the_others_wait_for_it_with_the_formula_beside_them():
    """Found by an independent check: with Australia raised to 8 on the classic map, replaying
    every candidate at once drew warnings on three continents left as they were. Only the
    clearest case is replayed (and warned about); the others are told to wait for it, and the
    formula's view of a bonus stays beside whatever the games could not settle."""
    report = run_balance(grid_board({"nw": 20, "ne": 3, "sw": 3, "se": 12}), players=4, games=1000, seed=1,
                         jobs=1, bots=("random",))
    waiting = [f for f in report["findings"] if f["code"] == "continent-after-another"]
    warnings = continent_warnings(report)
    assert len(warnings) <= 1  # replayed one at a time: the first confirmed one is the only warning
    for finding in waiting:
        assert finding["severity"] == "info" and finding["params"]["first"] == warnings[0]["params"]["continent"]
    formula_notes = {f["params"]["continent"] for f in report["findings"] if f["code"] == "bonus-vs-formula"}
    warned = {f["params"]["continent"] for f in continent_warnings(report)}
    assert {"NW", "SE"} - warned <= formula_notes  # a bonus far off the formula is never left unremarked
