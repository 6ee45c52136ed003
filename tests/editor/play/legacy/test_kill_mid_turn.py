"""Nothing of a Legacy turn is lost to a crash (issue 28, item 14): "killing the app mid-turn
loses at most the action in flight — not the turn's scar card, expansions and missiles — and
reopening does not let anyone learn the dice to come."

A campaign's game is played in a child process through the real GameController and
CampaignSession (tests/support/journal_driver.py); it is killed with SIGKILL the moment a
player has played a scar card and then expanded in the same turn, and the campaign is reopened
as the app reopens it.
"""

from __future__ import annotations

import time
from pathlib import Path

from editor.play.controller import Speed
from editor.play.legacy.session import CampaignSession
from engine.core.actions import MixEntropy
from engine.core.journal import CUT_SHORT
from tests.editor.play.test_kill_and_reopen import Driver, reopened_log
from tests.support.journal_driver import full_save


def scar_then_expansion(driver: Driver, timeout: float = 60.0) -> tuple[int, int] | None:
    """The entries of the first scar card played and an expansion after it in the same turn
    (no card taken in between: the turn's last step), once both are printed."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and driver.process.poll() is None:
        entries = driver.entries()
        scar = None
        for index in sorted(entries):
            text = entries[index]
            if text.startswith("play-scar "):
                scar = index
            elif text.startswith("take-card") or text.startswith("end-turn"):
                scar = None
            elif scar is not None and text.startswith("expand "):
                return scar, index
        time.sleep(0.002)
    return None


def test_a_scar_card_and_an_expansion_survive_a_kill_in_the_middle_of_the_turn(qapp, tmp_path: Path):
    folder = tmp_path / "legacy"
    folder.mkdir()
    driver = Driver("legacy", folder, "new", 3)
    assert driver.wait_for("STARTED"), driver.process.stderr.read()
    found = scar_then_expansion(driver)
    driver.kill()
    assert found is not None, "no turn with a scar card and then an expansion was played"
    scar, expansion = found
    printed = driver.entries()

    log, notes = reopened_log("legacy", folder)
    assert log[scar] == printed[scar] and log[scar].startswith("play-scar ")
    assert log[expansion] == printed[expansion] and log[expansion].startswith("expand ")
    assert len(log) >= max(printed) + 1, "an action printed before the kill is missing"

    # Reopened as the app does: the same turn goes on, and fresh entropy is mixed into the dice
    # first, so closing and reopening does not show anyone the rolls to come.
    session = CampaignSession.open(full_save("legacy", folder))
    controller = session.controller_for_game_in_progress(Speed.INSTANT)
    game = controller.game
    assert controller.restoration is not None and controller.restoration.entropy is not None
    assert isinstance(game.log[-1], MixEntropy)
    assert len(game.log) == len(log) + 1
    assert not [note for note in notes if note.kind != CUT_SHORT]
