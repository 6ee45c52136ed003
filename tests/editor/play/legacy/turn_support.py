"""Helpers of the Legacy turn tests (test_turn_*.py): worlds with marks, games brought by
computer players' choices to the moment a test needs, and a person's mouse on the board."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from editor.play.controller import GameController
from engine.ai.heuristic_bot import HeuristicBot
from engine.campaign.pieces import MarkKind
from engine.campaign.world import LegacyWorld, Mark, Signature
from engine.core.actions import Pass
from engine.core.phases import GAME_OVER
from engine.rules.legacy.rules import LegacyRules
from engine.rules.legacy.state import MISSILE_WINDOW

LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier


def world_with(marks: list[Mark] = (), signatures: dict[str, int] | None = None) -> LegacyWorld:
    """A fresh campaign world with ``marks`` on it and, per player name, that many signatures
    (one missile each at the start of a game)."""
    world = LegacyRules.new_campaign()
    signed = [Signature(name, game) for name, count in (signatures or {}).items() for game in range(1, count + 1)]
    return dataclasses.replace(world, marks=list(marks), signatures=signed,
                               games_played=max([s.game for s in signed], default=0))


def city(territory: str, kind: MarkKind = MarkKind.MINOR_CITY) -> Mark:
    return Mark(kind, territory, name=f"{territory} city", founder="Ann")


def fortification(territory: str) -> Mark:
    return Mark(MarkKind.FORTIFICATION, territory)


def scar(territory: str, scar_id: str = "bunker") -> Mark:
    return Mark(MarkKind.SCAR, territory, scar=scar_id)


def play_until(controller: GameController, reached: Callable[[], bool], limit: int = 5000) -> None:
    """Apply computer players' choices for every seat (people's too), straight to the game,
    until ``reached()`` (asked before each action); missiles are kept (every missile window
    is passed), for the test to fire them. The controller is not started: nothing else moves
    meanwhile."""
    game = controller.game
    bots: dict[int, HeuristicBot] = {}
    for _ in range(limit):
        if reached():
            return
        state = game.state
        assert state.phase != GAME_OVER, "the game ended before the moment the test needs"
        player = state.decider()
        if state.phase == MISSILE_WINDOW:
            game.apply(Pass(), player)
            continue
        bot = bots.setdefault(player, HeuristicBot(100 + player))
        game.apply(bot.choose(game.rules, game.rules.player_view(state.copy(), player), player), player)
    raise AssertionError("the moment the test needs never came")


def show(qtbot, window) -> None:
    """Show the window big enough for the small territories to be clicked on."""
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit_to_window()


def pixel(window, territory: int) -> QPoint:
    return window.view.mapFromScene(window.board.anchor(territory))


def click(window, territory: int) -> None:
    QTest.mouseClick(window.view.viewport(), LEFT, NO_KEYS, pixel(window, territory))


def hover(window, territory: int) -> None:
    """The mouse moves over ``territory`` (sent to the map's viewport as the view gets it)."""
    viewport = window.view.viewport()
    point = pixel(window, territory)
    event = QMouseEvent(QEvent.Type.MouseMove, QPointF(point), QPointF(viewport.mapToGlobal(point)),
                        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, NO_KEYS)
    QApplication.sendEvent(viewport, event)


def take_screen(window) -> None:
    """The person asked for the screen takes it (if a hand-off cover is up)."""
    if window.controller.waiting_for_handoff() is not None:
        window.acknowledge_handoff()


def person_decides(controller: GameController) -> bool:
    return controller.is_human(controller.decider())
