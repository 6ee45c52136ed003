"""Economy games for the play-window tests: the classic MU world with the Europe start."""

from __future__ import annotations

from pathlib import Path

from editor.play.controller import GameController, Speed
from engine.board import load_map
from engine.core.actions import Pass
from engine.core.game import Game, GameSetup
from engine.resources import maps_dir
from engine.rules.base import PlayerSetup
from engine.rules.economy.actions import Done, PayUpkeep
from engine.rules.economy.phases import GET

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


def done(controller: GameController) -> bool:
    """The person deciding is done with their phase; in the Get phase the round's upkeep is
    paid first (it is a step of its own, before recruiting and being done)."""
    player = controller.decider()
    state = controller.state
    owed = state.phase == GET and player is not None and state.players[player].upkeep_due
    if owed and not controller.perform(PayUpkeep()):
        return False
    return controller.perform(Done())


def play_on(controller: GameController) -> bool:
    """A choice that brings the combat phase to its end for the person deciding: pass where
    passing is allowed, otherwise the first thing listed (choose the next battle, attack again
    in an attack going on, go on withdrawing, let the withdrawn units go)."""
    legal = controller.legal_actions()
    return controller.perform(Pass() if Pass() in legal else legal[0])


def pay_upkeep(controller: GameController) -> bool:
    """The person deciding pays the round's upkeep (recruiting and building wait for it)."""
    return controller.perform(PayUpkeep())
