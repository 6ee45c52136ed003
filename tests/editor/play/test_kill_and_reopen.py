"""Nothing lost when the app is killed (issue 25): "a subprocess test per rule set plays a
scripted game between people and computers, is killed with SIGKILL at 50 random moments,
reopens each time and finds every action before the kill (except one in flight at most); no
file corrupt; temporary files cleaned."

The game runs in tests/support/journal_driver.py through the real GameController, two people
(played by the script, through ``perform`` and the hand-off) and two computer players. It
prints every entry of the log as it is made; after each kill this test opens the full save and
replays the journal as the app does, and compares. The next run reopens the game as the app
does after a crash (with fresh dice) and goes on; a game that ends is followed by a new one.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from engine.campaign.campaign_file import load_campaign
from engine.core.journal import CUT_SHORT, journal_path, restore
from engine.core.save import entry_text, load_game
from tests.support.journal_driver import full_save

ROOT = Path(__file__).resolve().parents[3]
KILLS = 50


class Driver:
    """The driver in a child process, its lines read as they come."""

    def __init__(self, rules: str, folder: Path, mode: str, seed: int) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.support.journal_driver", rules, str(folder), mode, str(seed)],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
        self.lines: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))

    def wait_for(self, word: str, timeout: float = 60.0) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if any(line.startswith(word) for line in self.lines):
                return True
            if self.process.poll() is not None and not self._reader.is_alive():
                return any(line.startswith(word) for line in self.lines)
            time.sleep(0.005)
        return False

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=30)
        self._reader.join(timeout=30)

    def entries(self) -> dict[int, str]:
        found = {}
        for line in self.lines:
            if line.startswith("ENTRY "):
                _word, index, text = line.split(" ", 2)
                found[int(index)] = text
        return found


def reopened_log(rules: str, folder: Path) -> tuple[list[str], list]:
    """The game's log as reopening finds it (the full save and the journal), and the notes."""
    path = full_save(rules, folder)
    game = load_campaign(path).campaign.game if rules == "legacy" else load_game(path)  # never corrupt
    if game is None:
        return [], []
    restoration = restore(game, journal_path(path))
    return [entry_text(a, x, game.world) for a, x in zip(game.actors, game.log, strict=True)], restoration.notes


def temporaries(folder: Path, running: int) -> list[str]:
    """Temporaries beside the game's files, but those of the process running now (which may be
    writing the next turn's save at this very moment)."""
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp") and f"-{running}-" not in p.name)


def kill_and_reopen(rules: str, folder: Path) -> int:
    """Kill the game at KILLS random moments, checking each time what reopening finds; the
    entries checked."""
    rng = random.Random(f"kill {rules}")
    folder.mkdir()
    seed, mode, kills, checked_entries = 1, "new", 0, 0
    while kills < KILLS:
        driver = Driver(rules, folder, mode, seed)
        assert driver.wait_for("STARTED"), f"{rules}: the game did not start again: {driver.process.stderr.read()}"
        # Reopened and written in full: what earlier kills left half-written is gone.
        left = temporaries(folder, driver.process.pid)
        assert left == [], f"{rules}: temporaries left: {left}"
        start = int(next(line for line in driver.lines if line.startswith("START")).split()[1])
        time.sleep(rng.uniform(0.0, 0.4))
        driver.kill()
        printed = driver.entries()
        if "OVER" in driver.lines:  # the game ended before the kill: a new one
            seed, mode = seed + 1, "new"
            continue
        kills += 1
        log, notes = reopened_log(rules, folder)
        assert all(note.kind == CUT_SHORT for note in notes), f"{rules}: {notes}"
        made = max(printed, default=start - 1) + 1  # entries the game had when it last said so
        assert made <= len(log) <= made + 1, (
            f"{rules}, kill {kills}: the game had {made} entries, reopening finds {len(log)}")
        for index, text in printed.items():
            assert log[index] == text, f"{rules}, kill {kills}: entry {index} was '{text}', reopened '{log[index]}'"
        checked_entries += len(printed)
        mode = "resume"
    return checked_entries


@pytest.mark.slow
def test_a_game_killed_fifty_times_loses_at_most_the_action_in_flight(tmp_path):
    """Classic, the MU economy and Risk Legacy side by side (each kill-and-reopen cycle is
    mostly a process starting: three at once use both cores)."""
    results: dict[str, object] = {}

    def run(rules: str) -> None:
        try:
            results[rules] = kill_and_reopen(rules, tmp_path / rules)
        except BaseException as error:  # noqa: BLE001 (reported below, in the test's thread)
            results[rules] = error

    threads = [threading.Thread(target=run, args=(rules,)) for rules in ("classic", "economy", "legacy")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for rules, result in results.items():
        if isinstance(result, BaseException):
            raise result
        assert result > KILLS, f"{rules}: the kills came while games were being played"
