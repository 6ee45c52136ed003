"""``worldsmith balance`` as a person runs it: a subprocess, JSON out, Ctrl+C mid-run."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from engine.resources import maps_dir

CLASSIC = str(maps_dir() / "classic.yaml")
SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


def worldsmith(*args: str, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "editor.cli", *args], capture_output=True, text=True,
                          timeout=120, **kw)


def test_the_command_writes_the_json_report(tmp_path):
    out = tmp_path / "report.json"
    done = worldsmith("balance", CLASSIC, "--games", "6", "--bots", "random", "--jobs", "2", "--seed", "4",
                      "--out", str(out))
    assert done.returncode == 0, done.stderr
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["format"] == "worldsmith-balance" and report["games_played"] == 6 and report["jobs"] == 2
    assert report["map"] == {"name": "Classic World", "path": CLASSIC}
    printed = worldsmith("balance", CLASSIC, "--games", "6", "--bots", "random", "--jobs", "1", "--seed", "4",
                         "--json")
    assert printed.returncode == 0, printed.stderr
    same = json.loads(printed.stdout)
    for key in ("seats", "first_mover", "length", "continents", "territories", "findings"):
        assert same[key] == report[key], key


def test_the_command_writes_a_page_with_out_html(tmp_path):
    out = tmp_path / "report.html"
    done = worldsmith("balance", CLASSIC, "--games", "0", "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert "<html" in out.read_text(encoding="utf-8").lower()


def test_a_fixed_scenario_reports_each_start(tmp_path):
    done = worldsmith("balance", str(SCENARIOS / "classic-fixed-setup.yaml"), "--games", "4", "--bots", "random",
                      "--jobs", "1", "--json", "--turn-limit", "200")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert [s["start"] for s in report["starts"]] == ["Amber", "Basalt", "Cobalt"]
    assert all(s["games"] == 4 for s in report["starts"])
    assert report["turn_limit"] == 200


def test_bad_input_gets_one_line_saying_what():
    cases = [
        (("balance", "no-such-map.yaml"), "cannot read no-such-map.yaml"),
        (("balance", CLASSIC, "--bots", "clever"), "unknown bot 'clever'"),
        (("balance", CLASSIC, "--rules", "chess"), "no rule set called 'chess'"),
        (("balance", CLASSIC, "--games", "-5"), "--games must be 0 or more, not -5"),
        (("balance", CLASSIC, "--option", "nonsense"), "--option needs NAME=VALUE"),
        (("balance", CLASSIC, "--jobs", "0"), "--jobs must be 1 or more"),
    ]
    for args, message in cases:
        done = worldsmith(*args)
        assert done.returncode == 2, (args, done.stderr)
        assert message in done.stderr and "Traceback" not in done.stderr, (args, done.stderr)
        assert len(done.stderr.strip().splitlines()) == 1, done.stderr


def test_ctrl_c_mid_run_still_writes_a_partial_report(tmp_path):
    out = tmp_path / "partial.json"
    process = subprocess.Popen([sys.executable, "-m", "editor.cli", "balance", CLASSIC, "--games", "100000",
                                "--bots", "random", "--jobs", "2", "--out", str(out)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(6)  # the workers start (a second or two) and play some games
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=60)
    assert process.returncode == 130, stderr
    assert "Traceback" not in stderr
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["partial"] is True
    assert 0 < report["games_played"] < 100000
    assert report["findings"][0]["code"] == "partial"


def started(pid: int, what: str) -> bool:
    """Whether ``pid`` has started a process whose command line holds ``what`` (Linux /proc)."""
    listing = Path(f"/proc/{pid}/task/{pid}/children")
    for child in listing.read_text().split() if listing.exists() else []:
        try:
            if what in Path(f"/proc/{child}/cmdline").read_text():
                return True
        except OSError:  # gone already
            pass
    return False


@pytest.mark.parametrize("moment", ["resource_tracker", "spawn_main"])
def test_ctrl_c_at_a_terminal_while_the_workers_start_still_writes_the_report(tmp_path, moment):
    # A terminal's Ctrl+C goes to the whole process group, workers included: here while
    # multiprocessing starts its resource tracker (the pool is being made), or a worker.
    out = tmp_path / "partial.json"
    process = subprocess.Popen([sys.executable, "-m", "editor.cli", "balance", CLASSIC, "--games", "100000",
                                "--bots", "random", "--jobs", "2", "--out", str(out)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    deadline = time.monotonic() + 30
    while not started(process.pid, moment) and time.monotonic() < deadline:
        time.sleep(0.002)
    assert started(process.pid, moment), f"no {moment} started"
    os.killpg(process.pid, signal.SIGINT)
    _, stderr = process.communicate(timeout=60)
    assert "Traceback" not in stderr and "KeyboardInterrupt" not in stderr, stderr
    assert process.returncode == 130, stderr
    assert json.loads(out.read_text(encoding="utf-8"))["partial"] is True


def test_roll_dice_turns_battle_sampling_off():
    """`worldsmith balance` samples battles (the option battle-sampling) unless --roll-dice."""
    sampled = json.loads(worldsmith("balance", CLASSIC, "--games", "0", "--json").stdout)
    rolled = json.loads(worldsmith("balance", CLASSIC, "--games", "0", "--json", "--roll-dice").stdout)
    assert sampled["options"]["battle-sampling"] is True
    assert "battle-sampling" not in rolled["options"]
