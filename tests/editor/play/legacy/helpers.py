"""Helpers of the Legacy play-window tests: Legacy games on the classic world, in a
LegacyPlayWindow, with people and computer players."""

from __future__ import annotations

from pathlib import Path

from editor.play.controller import GameController, Speed
from editor.play.legacy.window import LegacyPlayWindow
from engine.campaign.world import LegacyWorld
from engine.core.game import Game, GameSetup
from engine.rules.base import PlayerSetup
from engine.rules.legacy.rules import LegacyRules
from tests.editor.play.helpers import NAMES
from tests.support.games import board


def legacy_controller(*controllers: str, seed: int = 3, world: LegacyWorld | None = None,
                      autosave: Path | None = None, map_name: str = "classic", **options) -> GameController:
    """A Legacy game (game 1 of a fresh world unless ``world``), not started, at instant speed."""
    seats = tuple(PlayerSetup(NAMES[i], True, None, c) for i, c in enumerate(controllers))
    campaign = world if world is not None else LegacyRules.new_campaign()
    setup = GameSetup("legacy", seats, seed, {"turn-limit": 300, **options}, campaign=campaign)
    return GameController(Game(board(map_name), setup), autosave_path=autosave, speed=Speed.INSTANT)


def legacy_window(qtbot, settings, controller: GameController) -> LegacyPlayWindow:
    from tests.editor.play.helpers import close_quietly

    window = LegacyPlayWindow(controller, settings=settings, autosave_path=controller.autosave_path)
    qtbot.addWidget(window, before_close_func=close_quietly)
    return window
