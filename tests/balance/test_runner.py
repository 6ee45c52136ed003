"""Games on every core: the same figures whatever ``jobs`` is, and stopping keeps a prefix."""

from __future__ import annotations

import pytest

from engine.balance.runner import run_balance
from engine.board import load_map
from engine.resources import maps_dir

TIMINGS = ("seconds", "games_per_second", "jobs")


def without_timings(report: dict) -> dict:
    return {key: value for key, value in report.items() if key not in TIMINGS}


@pytest.fixture(scope="module")
def classic():
    return load_map(maps_dir() / "classic.yaml").board


def test_the_same_seed_gives_the_same_report_with_one_or_two_workers(classic):
    one = run_balance(classic, games=12, seed=7, bots=("random", "heuristic"), jobs=1)
    two = run_balance(classic, games=12, seed=7, bots=("random", "heuristic"), jobs=2)
    assert (one["jobs"], two["jobs"]) == (1, 2)
    assert without_timings(one) == without_timings(two)
    assert one["games_played"] == 12 and sum(s["wins"] for s in one["seats"]) + one["draws"] == 12
    other_seed = run_balance(classic, games=12, seed=8, bots=("random", "heuristic"), jobs=1)
    assert without_timings(other_seed) != without_timings(one)


@pytest.mark.parametrize("jobs", [1, 2])
def test_should_stop_mid_run_gives_a_partial_report_of_a_prefix_of_the_games(classic, jobs):
    calls = []

    def progress(done, total):
        calls.append((done, total))

    partial = run_balance(classic, games=400, seed=5, bots=("random",), jobs=jobs, progress=progress,
                          should_stop=lambda: len(calls) >= 3)
    played = partial["games_played"]
    assert partial["partial"] is True and 0 < played < 400
    assert calls and all(total == 400 for _, total in calls)
    prefix = run_balance(classic, games=played, seed=5, bots=("random",), jobs=1)
    for key in ("seats", "draws", "first_mover", "length", "continents", "territories"):
        assert partial[key] == prefix[key], key
    assert partial["findings"][0]["code"] == "partial"
    assert partial["findings"][0]["params"] == {"played": played, "requested": 400}


def test_keyboard_interrupt_in_progress_gives_a_partial_report(classic):
    def progress(done, total):
        if done >= 3:
            raise KeyboardInterrupt

    report = run_balance(classic, games=50, seed=5, bots=("random",), jobs=1, progress=progress)
    assert report["partial"] is True and report["games_played"] == 3  # the third had finished


def test_bad_requests_say_what_is_wrong(classic):
    with pytest.raises(ValueError, match="0 or more"):
        run_balance(classic, games=-1)
    with pytest.raises(ValueError, match="unknown bot 'clever'"):
        run_balance(classic, games=1, bots=("clever",))
    with pytest.raises(ValueError, match="no rule set called 'chess'"):
        run_balance(classic, ruleset="chess", games=1)
    with pytest.raises(ValueError, match="2 to 6 players, not 7"):
        run_balance(classic, players=7, games=1)


@pytest.mark.parametrize(("rules", "map_name"), [("legacy", "classic.yaml"), ("economy", "classic-mu.yaml")])
def test_the_other_rule_sets_play_through_the_same_interface(rules, map_name):
    board = load_map(maps_dir() / map_name).board
    report = run_balance(board, ruleset=rules, games=3, seed=2, bots=("random",), jobs=1)
    assert report["rules"] == rules and report["games_played"] == 3
    assert sum(s["wins"] for s in report["seats"]) + report["draws"] == 3
    assert report["length"]["max"] >= 1
    assert sum(row["captured_per_game"] for row in report["territories"]) > 0


def test_a_ctrl_c_while_the_pool_is_being_made_still_gives_a_partial_report(classic, monkeypatch):
    import concurrent.futures
    import os
    import signal

    from engine.balance import playing

    class InterruptedWhileMade(concurrent.futures.ProcessPoolExecutor):
        def __init__(self, *args, **kwargs):
            os.kill(os.getpid(), signal.SIGINT)  # Ctrl+C, as the pool starts its helpers
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(playing.futures, "ProcessPoolExecutor", InterruptedWhileMade)
    report = run_balance(classic, games=50, seed=5, bots=("random",), jobs=2)
    assert report["partial"] is True and report["games_played"] == 0


def test_processes_started_while_ctrl_c_is_held_back_never_see_it():
    import os
    import signal
    import subprocess
    import sys

    from engine.balance.playing import _ctrl_c_held_back

    show_blocked = "print(next(l for l in open('/proc/self/status') if l.startswith('SigBlk')).split()[1])"
    with pytest.raises(KeyboardInterrupt), _ctrl_c_held_back():
        child = subprocess.run([sys.executable, "-c", show_blocked], capture_output=True, text=True, check=True)
        os.kill(os.getpid(), signal.SIGINT)  # held back until the block ends, then raised
    assert int(child.stdout, 16) & (1 << (signal.SIGINT - 1))  # the child started with SIGINT blocked


def test_battles_are_sampled_unless_dice_are_asked_for(classic):
    """Issue 18: balance games resolve each blitz in one draw from its exact odds (the option
    battle-sampling) unless roll_dice — or the options themselves — say otherwise; the report's
    options say which, and the games themselves differ."""
    sampled = run_balance(classic, games=4, seed=3, bots=("random",), jobs=1)
    rolled = run_balance(classic, games=4, seed=3, bots=("random",), jobs=1, roll_dice=True)
    chosen_off = run_balance(classic, games=4, seed=3, bots=("random",), jobs=1,
                             options={"battle-sampling": "false"})
    assert sampled["options"]["battle-sampling"] is True
    assert "battle-sampling" not in rolled["options"]
    assert without_timings(chosen_off)["length"] == without_timings(rolled)["length"]
    assert without_timings(sampled)["length"] != without_timings(rolled)["length"]
