"""Plain helpers of the play-window tests (their fixtures are in conftest.py)."""

from __future__ import annotations

from pathlib import Path

from editor.play.controller import GameController, Speed
from editor.play.play_window import PlayWindow
from engine.core.actions import BeginAttack, EndAttack, EndTurn, Occupy, PlaceArmies
from engine.core.game import Game, GameSetup
from engine.core.state import Phase
from engine.rules.base import PlayerSetup
from tests.support.games import board

OPTIONS = {"setup": "random", "random-deal-armies": "spread", "turn-limit": 300}
NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")


def seats(*controllers: str, defend_max: bool = True) -> tuple[PlayerSetup, ...]:
    return tuple(PlayerSetup(NAMES[i], defend_max, None, c) for i, c in enumerate(controllers))


def new_controller(*controllers: str, seed: int = 3, map_name: str = "tutorial", autosave: Path | None = None,
                   defend_max: bool = True, **options) -> GameController:
    setup = GameSetup("classic", seats(*controllers, defend_max=defend_max), seed, {**OPTIONS, **options})
    return GameController(Game(board(map_name), setup), autosave_path=autosave, speed=Speed.INSTANT)


def close_quietly(window: PlayWindow) -> None:
    """Stop the game and mark it saved, so closing asks nothing."""
    window.controller.shutdown()
    window._saved_at = len(window.controller.game.log)


def human_ready(controller: GameController, player: int | None = None) -> bool:
    decider = controller.decider()
    return (controller.is_human(decider) and controller.waiting_for_handoff() is None
            and (player is None or decider == player))


def quickest(controller: GameController):
    """A legal action that moves a person's turn along (place everything, never attack)."""
    legal = controller.legal_actions()
    for kind in (PlaceArmies, Occupy, EndAttack, EndTurn):
        for action in legal:
            if isinstance(action, kind):
                return action
    return legal[0]


def to_human_attack(qtbot, controller: GameController, player: int = 0) -> None:
    """Play bots and the person's placements until ``player`` may attack."""
    while True:
        qtbot.waitUntil(lambda: human_ready(controller, player) or controller.state.phase == Phase.GAME_OVER,
                        timeout=10_000)
        state = controller.state
        assert state.phase != Phase.GAME_OVER
        if state.phase == Phase.ATTACK:
            return
        legal = controller.legal_actions()
        begin = [a for a in legal if isinstance(a, BeginAttack)]
        place = [a for a in legal if isinstance(a, PlaceArmies)]
        assert controller.perform(begin[0] if begin and not place else quickest(controller))
