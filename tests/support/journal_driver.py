"""A game played through the real GameController, for the kill-and-reopen tests (issue 25).

    python -m tests.support.journal_driver RULES FOLDER new|resume SEED

RULES is classic, economy or legacy. ``new`` starts a game between two people and two
computer players, kept as the play window keeps it (the autosave, or a Legacy campaign file,
and the journal beside it) in FOLDER; ``resume`` opens it again as the app does after a crash
(the full save, the journal replayed, fresh entropy). The people are played by the script: at
each decision of theirs it takes an action the rules list (a seeded random choice on the
person's own view) through ``controller.perform``, and it takes the screen at every hand-off.

It prints ``START N`` once the game is open (N entries in its log), ``STARTED`` once it was
written in full and its journal begun, then after every action ``ENTRY INDEX TEXT`` (the log
entry as saves write it), flushed, so that a test that kills the process knows what was done
before the kill. It prints ``OVER`` and exits when the game ends, and never stops otherwise.
"""

from __future__ import annotations

import dataclasses
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QTimer  # noqa: E402

from editor.play.controller import GameController, Speed  # noqa: E402
from engine.ai.random_bot import RandomBot  # noqa: E402
from engine.board import load_map  # noqa: E402
from engine.core.game import Game, GameSetup  # noqa: E402
from engine.core.journal import journal_path  # noqa: E402
from engine.core.save import entry_text  # noqa: E402
from engine.resources import maps_dir, scenarios_dir  # noqa: E402
from engine.rules.base import PlayerSetup  # noqa: E402

SEATS = ("human", "heuristic", "human", "random")
NAMES = ("Ann", "Bo", "Cy", "Di")
AUTOSAVE = "autosave.yaml"
CAMPAIGN = "campaign.yaml"


def full_save(rules: str, folder: Path) -> Path:
    """The file the game is kept in: the autosave, or the Legacy campaign file."""
    return folder / (CAMPAIGN if rules == "legacy" else AUTOSAVE)


def new_controller(rules: str, folder: Path, seed: int) -> tuple[GameController, object]:
    if rules == "legacy":
        from editor.play.legacy.session import CampaignSession
        from engine.campaign.campaign_file import new_campaign
        from engine.campaign.play_out import choose_missing_powers
        from engine.scenario.scenario_format import load_scenario

        loaded = load_scenario(scenarios_dir() / "legacy-new-world.yaml")
        board = load_map(maps_dir() / "classic.yaml").board
        campaign = new_campaign(loaded, board, full_save(rules, folder), seed=seed)
        campaign.players = [dataclasses.replace(p, controller=c) for p, c in zip(campaign.players, SEATS, strict=False)]
        campaign.players = campaign.players[:len(SEATS)]
        campaign.world, _chosen = choose_missing_powers(campaign.world, seed)  # (the powers dialog's choice)
        session = CampaignSession(campaign, full_save(rules, folder), board)
        return session.start_next_game(Speed.INSTANT), session
    seats = tuple(PlayerSetup(name, controller=c) for name, c in zip(NAMES, SEATS, strict=True))
    if rules == "economy":
        setup = GameSetup("economy", seats, seed, {"start": "europe"})
        board = load_map(maps_dir() / "classic-mu.yaml").board
    else:
        setup = GameSetup("classic", seats, seed, {"setup": "claim", "missions": True})
        board = load_map(maps_dir() / "classic.yaml").board
    controller = GameController(Game(board, setup), autosave_path=full_save(rules, folder), speed=Speed.INSTANT)
    return controller, None


def reopened_controller(rules: str, folder: Path) -> tuple[GameController, object]:
    path = full_save(rules, folder)
    if rules == "legacy":
        from editor.play.legacy.session import CampaignSession

        session = CampaignSession.open(path)
        if not session.game_in_progress():
            return session.start_next_game(Speed.INSTANT), session
        return session.controller_for_game_in_progress(Speed.INSTANT), session
    controller = GameController.load(path, autosave_path=path, journal=journal_path(path), speed=Speed.INSTANT)
    return controller, None


def main(argv: list[str]) -> int:
    rules, folder, mode, seed = argv[0], Path(argv[1]), argv[2], int(argv[3])
    app = QCoreApplication([])
    controller, _session = (new_controller if mode == "new" else reopened_controller)(
        *((rules, folder, seed) if mode == "new" else (rules, folder)))
    people = random.Random(seed)
    reported = [len(controller.game.log)]
    print(f"START {reported[0]}", flush=True)

    def report() -> None:
        game = controller.game
        for index in range(reported[0], len(game.log)):
            print(f"ENTRY {index} {entry_text(game.actors[index], game.log[index], game.world)}", flush=True)
        reported[0] = len(game.log)

    def person_acts(player: int) -> None:
        if controller.decider() != player or not controller.is_human(player):
            return
        bot = RandomBot(people.randrange(2**31))
        for _ in range(20):  # a person playing on does not give up (the economy's surrender)
            action = bot.choose(controller.rules, controller.view_for(player), player)
            if type(action).__name__ != "Surrender":
                break
        controller.perform(action)

    def game_over(_winner) -> None:
        report()
        print("OVER", flush=True)
        app.quit()

    controller.stateChanged.connect(report)
    controller.humanTurn.connect(lambda p: QTimer.singleShot(0, lambda: person_acts(p)))
    controller.handoffNeeded.connect(lambda _p: QTimer.singleShot(0, controller.acknowledge_handoff))
    controller.gameOver.connect(game_over)
    controller.start()  # the game written in full, its journal begun
    print("STARTED", flush=True)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
