"""Take the README's screenshots of an MU economy game in the play window, offscreen.

    python tools/make_economy_screenshots.py

A game on maps/classic-mu.yaml with the Europe start: Ada and Basil are people, Cleo a
computer player. The people's decisions are a computer player's choices, taken through the
window's controller (so hand-offs, pages and dialogs follow as they would at a desk), until
each moment shown: Ada's shop, Ada's planning with her orders drawn, a battle a person fights, and
the Round Replay of the first round. The window is saved to docs/images/economy-*.png.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import shiboken6  # noqa: E402
from PySide6.QtCore import QRectF, QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from editor.app.application import create_application  # noqa: E402
from editor.play.controller import GameController, Speed  # noqa: E402
from editor.play.economy.window import EconomyPlayWindow  # noqa: E402
from engine.ai.heuristic_bot import HeuristicBot  # noqa: E402
from engine.board import load_map  # noqa: E402
from engine.core.game import Game, GameSetup  # noqa: E402
from engine.resources import maps_dir  # noqa: E402
from engine.rules.base import PlayerSetup  # noqa: E402
from engine.rules.economy.actions import BattleAttack, Done, PayUpkeep, Plan, Recruit  # noqa: E402

IMAGES = ROOT / "docs" / "images"
SIZE = (1600, 950)
MOST_STEPS = 20_000
EUROPE = QRectF(1150, 220, 820, 520)  # the map's units around Europe, where the Europe start plays


def settle(rounds: int = 30) -> None:
    app = QApplication.instance()
    for _ in range(rounds):
        app.processEvents()


def new_window(seed: int) -> EconomyPlayWindow:
    seats = (PlayerSetup("Ada", controller="human"), PlayerSetup("Basil", controller="human"),
             PlayerSetup("Cleo", controller="heuristic"))
    board = load_map(maps_dir() / "classic-mu.yaml").board
    controller = GameController(Game(board, GameSetup("economy", seats, seed, {"start": "europe"})),
                                speed=Speed.INSTANT)
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("play/speed", "instant")
    window = EconomyPlayWindow(controller, settings=settings)
    window.resize(*SIZE)
    window.show()
    settle()
    controller.start()
    settle()
    return window


def zoom_on_europe(window: EconomyPlayWindow) -> None:
    view = window.view
    viewport = view.viewport().rect()
    view.set_zoom(min(viewport.width() / EUROPE.width(), viewport.height() / EUROPE.height()))
    view.centerOn(EUROPE.center())
    settle()


def play_until(window: EconomyPlayWindow, reached, people_choose=None) -> None:
    """Hand-offs acknowledged, people's decisions taken by computer choices, until ``reached()``."""
    controller = window.controller
    bots = {0: HeuristicBot(11), 1: HeuristicBot(12)}
    for _ in range(MOST_STEPS):
        settle(3)
        if reached():
            return
        if controller.waiting_for_handoff() is not None:
            window.acknowledge_handoff()
            continue
        person = controller.decider()
        if person is None:
            state = controller.state
            raise RuntimeError(f"the game ended before the moment to show (round {state.turn}, {state.win_reason})")
        if not controller.is_human(person):
            continue  # a computer player thinks on its thread
        action = people_choose(person) if people_choose is not None else None
        if action is None:
            action = bots[person].choose(controller.rules, controller.view_for(person), person)
        controller.perform(action)
    raise RuntimeError("the moment to show never came")


def save(widget, name: str) -> None:
    settle()
    path = IMAGES / name
    widget.grab().save(str(path))
    print(f"wrote {path}")


def person_at(window, player: int, phase: str):
    controller = window.controller
    return lambda: (controller.state.phase == phase and controller.decider() == player
                    and controller.waiting_for_handoff() is None)


def shop_and_planning_shots() -> None:
    window = new_window(seed=5)
    controller = window.controller
    play_until(window, person_at(window, 0, "get"))
    capital = controller.state.players[0].capital
    controller.perform(PayUpkeep())  # the round's upkeep comes first, then the shop
    controller.perform(Recruit(capital, 2))
    zoom_on_europe(window)
    save(window, "economy-shop.png")
    controller.perform(Done())
    play_until(window, person_at(window, 0, "planning"))
    plans = [a for a in controller.legal_actions() if isinstance(a, Plan)]
    targets = sorted({a.target for a in plans if controller.world.land[a.target]})[:2]
    for target in targets:
        plan = next(a for a in plans if a.target == target)
        controller.perform(Plan(plan.source, plan.target, max(1, plan.count // 3), plan.kind))
    settle()
    save(window, "economy-planning.png")
    close(window)


def battle_and_replay_shots() -> None:
    window = new_window(seed=9)
    controller = window.controller

    def a_person_declares() -> bool:
        state = controller.state
        return (state.phase == "battle" and controller.is_human(controller.decider())
                and controller.waiting_for_handoff() is None
                and any(isinstance(a, BattleAttack) for a in controller.legal_actions()))

    def ada_attacks(person: int):
        """Ada sends most of her capital's armies into a neighbouring country that is not hers."""
        state = controller.state
        if person != 0 or state.phase != "planning" or state.players[0].plans:
            return None
        plans = [a for a in controller.legal_actions() if isinstance(a, Plan) and controller.world.land[a.target]
                 and state.owner[a.target] != 0 and a.source == state.players[0].capital]
        if not plans:
            return None
        # The most defenders: a battle of several roll-offs, fought to its end.
        best = max(plans, key=lambda a: (state.armies[a.target], a.count, -a.target))
        return Plan(best.source, best.target, max(1, best.count - 2), best.kind)

    play_until(window, a_person_declares, ada_attacks)
    settle()
    dialog = window.dialog("battle")
    if dialog is not None and "attack" in dialog.rows:
        attack = next(a for a in controller.legal_actions() if isinstance(a, BattleAttack))
        dialog.choose("attack", attack)
        dialog.declare("attack")
        settle()
        zoom_on_europe(window)
        # The attack goes on until a side is destroyed or withdraws: the picture is taken when
        # the dialog is a person's again, with the roll-offs so far.
        def dialog_back() -> bool:
            again = window.dialog("battle")
            return again is not None and again.person_declares() and len(again.record.lines) > 1

        with contextlib.suppress(RuntimeError):  # (the battle may end first: no picture then)
            play_until(window, lambda: dialog_back() or controller.state.phase != "battle")
        again = window.dialog("battle")
        if again is not None and shiboken6.isValid(again):
            save(again, "economy-battle.png")
    played = controller.state.turn
    play_until(window, lambda: controller.state.turn > played and person_at(window, 0, "get")())
    replay = window.round_replay.dock
    replay.show()
    replay.reload()
    settle()
    replay.step_to(len(replay.steps) // 2)
    zoom_on_europe(window)
    save(window, "economy-replay.png")
    close(window)


def close(window: EconomyPlayWindow) -> None:
    window.controller.shutdown()
    window._saved_at = len(window.controller.game.log)
    window.hide()
    window.deleteLater()
    settle()


def main() -> int:
    create_application(["worldsmith"])
    IMAGES.mkdir(parents=True, exist_ok=True)
    shop_and_planning_shots()
    battle_and_replay_shots()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
