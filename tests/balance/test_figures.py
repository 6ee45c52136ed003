"""The report's figures on tiny maps where the answer is known by construction."""

from __future__ import annotations

from engine.balance import findings
from engine.balance.bonus import formula_bonus
from engine.balance.runner import run_balance
from engine.balance.static_facts import static_facts
from engine.balance.stats import wilson_interval
from engine.board import load_map
from engine.core.world import World
from engine.resources import maps_dir
from tests.balance.maps import DUEL_OPTIONS, chain_board, duel_board


def test_on_the_duel_the_first_mover_wins_every_game_in_one_turn():
    report = run_balance(duel_board(), players=2, games=40, seed=3, jobs=1, options=DUEL_OPTIONS)
    assert report["games_played"] == 40 and not report["partial"]
    mover = report["first_mover"]
    assert (mover["games"], mover["wins"], mover["win_rate"], mover["expected"]) == (40, 40, 1.0, 0.5)
    assert mover["ci"][0] > 0.9  # Wilson: 40 of 40 is at least 91% at 95% confidence
    assert sum(seat["wins"] for seat in report["seats"]) == 40 and report["draws"] == 0
    assert report["length"] == {"mean": 1.0, "median": 1.0, "p90": 1.0, "max": 1, "histogram": [[1, 1, 40]],
                                "turn_limit_hit": 0}
    # One capture per game, the loser's only territory.
    assert sum(row["captured_per_game"] for row in report["territories"]) == 1.0
    warnings = {f["code"]: f for f in report["findings"] if f["severity"] == "warning"}
    # Two territories dealt two ways, each game won in the first turn: a handful of distinct games.
    assert {"first-mover", "few-distinct-games"} <= set(warnings)
    assert report["distinct_games"] < 10
    # Far more than the few points turn order gives on symmetric maps: a warning about the map.
    assert warnings["first-mover"]["text"] == (
        "Moving first wins 100% of games vs 50% expected (95% interval 91–100%): an edge this large is more than "
        "turn order gives on symmetric maps, so look at what the first player can reach before the others move.")


def test_a_continent_that_is_the_whole_duel_map_is_never_held_before_the_game_is_won():
    report = run_balance(duel_board(), players=2, games=40, seed=3, jobs=1, options=DUEL_OPTIONS)
    everything = report["continents"][0]
    assert everything["held_rate"] == 0.0 and everything["first_holder_games"] == 0
    assert everything["first_holder_win_rate"] is None and everything["first_holder_ci"] is None
    # Never held: the bonus is never paid, so the suggestion is one more than the bonus.
    assert everything["suggested_bonus"] == 3
    assert everything["reason"]["template"] == findings.REASON_NEVER_HELD
    never = [f for f in report["findings"] if f["code"] == "continent-never-held"]
    assert never and never[0]["params"] == {"continent": "Everything", "bonus": 2}


def test_without_games_the_static_parts_are_filled_and_the_played_parts_are_zero():
    report = run_balance(chain_board(), players=2, games=0)
    assert report["games_played"] == 0 and report["partial"] is False
    assert any(f["code"] == "no-games" for f in report["findings"])
    assert all(seat["wins"] == 0 for seat in report["seats"])
    assert report["length"]["histogram"] == []
    assert all(row["captured_per_game"] == 0 and row["front_rate"] == 0 for row in report["territories"])
    assert [row["suggested_bonus"] for row in report["continents"]] == [1, 2, 2]


def test_the_report_keys_are_the_schema_in_order():
    report = run_balance(chain_board(), players=2, games=0)
    assert list(report) == [
        "format", "version", "partial", "map", "rules", "players", "bots", "seed", "options", "design",
        "games_requested", "games_played", "distinct_games", "turn_limit", "seconds", "games_per_second", "jobs",
        "seats", "draws", "seat_test", "first_mover", "bot_kinds", "starts", "length", "continents", "territories",
        "choke_points", "findings"]
    assert (report["format"], report["version"]) == ("worldsmith-balance", 1)
    for item in report["findings"]:
        assert list(item) == ["code", "severity", "template", "params", "text"]
        assert item["text"] == item["template"].format(**item["params"])


def test_the_formula_gives_five_of_the_classic_bonuses_and_africa_within_one():
    world = World.from_board(load_map(maps_dir() / "classic.yaml").board)
    got = {c.id: (c.bonus, formula_bonus(c)) for c in static_facts(world).continents}
    assert got == {"north-america": (5, 5), "south-america": (2, 2), "europe": (5, 5), "africa": (3, 4),
                   "asia": (7, 7), "australia": (2, 2)}


def test_wilson_interval_matches_known_values():
    # 10 of 20 at 95%: 0.2993 to 0.7007 (Wilson 1927; also R's prop.test without correction).
    lo, hi = wilson_interval(10, 20)
    assert round(lo, 4) == 0.2993 and round(hi, 4) == 0.7007
    lo, hi = wilson_interval(0, 10)
    assert lo == 0.0 and round(hi, 4) == 0.2775
    assert wilson_interval(0, 0) == [0.0, 1.0]
