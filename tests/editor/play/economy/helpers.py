"""Economy games for the play-window tests: the classic MU world with the Europe start."""

from __future__ import annotations

from pathlib import Path

from editor.play.controller import GameController, Speed
from engine.board import load_map
from engine.core.game import Game, GameSetup
from engine.resources import maps_dir
from engine.rules.base import PlayerSetup

MU_MAP = "classic-mu.yaml"


def mu_board():
    return load_map(maps_dir() / MU_MAP).board


def economy_controller(*controllers: str, seed: int = 5, autosave: Path | None = None,
                       start: str = "europe", **options) -> GameController:
    """A game with one seat per controller ("human", "heuristic", "random"), not started."""
    names = ("Ada", "Basil", "Cleo", "Dmitri", "Ema", "Fox")
    seats = tuple(PlayerSetup(names[i], controller=c) for i, c in enumerate(controllers))
    setup = GameSetup("economy", seats, seed, {"start": start, **options})
    return GameController(Game(mu_board(), setup), autosave_path=autosave, speed=Speed.INSTANT)
