"""Take the README's screenshots of the editor, offscreen, so they always show the real app.

    python tools/make_screenshots.py

Each shot opens the editor window on a shipped map, does what a designer would do (with
the same tools and commands the app uses), and saves the window to docs/images/.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPointF, QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from editor.app.application import create_application  # noqa: E402
from editor.commands.territory_commands import MoveTerritories  # noqa: E402
from editor.main_window import MainWindow  # noqa: E402
from editor.play.controller import GameController, Speed  # noqa: E402
from editor.play.play_window import PlayWindow  # noqa: E402
from editor.view.map_view import MapView  # noqa: E402
from engine.board import editing, load_map  # noqa: E402
from engine.core.actions import Attack, BeginAttack, EndAttack, EndTurn, Occupy, PlaceArmies  # noqa: E402
from engine.core.game import Game, GameSetup  # noqa: E402
from engine.core.state import Phase  # noqa: E402
from engine.resources import maps_dir  # noqa: E402
from engine.rules.base import PlayerSetup  # noqa: E402

IMAGES = ROOT / "docs" / "images"
SIZE = (1500, 900)


def window_on(map_name: str) -> MainWindow:
    path = maps_dir() / map_name
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(load_map(path).board, path, settings=settings, recovery_folder=tempfile.mkdtemp())
    window.resize(*SIZE)
    window.show()
    settle()
    return window


def settle(rounds: int = 30) -> None:
    app = QApplication.instance()
    for _ in range(rounds):
        app.processEvents()


def save(window: MainWindow, name: str) -> None:
    settle()
    path = IMAGES / name
    window.grab().save(str(path))
    print(f"wrote {path}")


def classic_europe() -> None:
    """The classic world, zoomed on Europe, Great Britain selected, vertex handles showing."""
    window = window_on("classic.yaml")
    view = window.map_view()
    board = window.board()
    view.set_zoom(1.6)
    view.centerOn(QPointF(*board.label_point("northern-europe")))
    window.selection.set(["great-britain"])
    window.choose_tool("vertices")
    save(window, "editor-classic.png")
    window.document().undo_stack.setClean()
    window.close()


def tutorial_problems() -> None:
    """The tutorial world after a careless move: the problems dock and markers explain it."""
    window = window_on("tutorial.yaml")
    document = window.document()
    board = document.board
    index = board.territory_index("redcliff")
    moved = editing.translate_territories(board, [index], -40.0, 25.0)
    document.undo_stack.push(MoveTerritories(document, moved, "Move"))
    window.context().validation.validate_now()
    window.selection.set(["redcliff"])
    window.map_view().fit_to_window()
    save(window, "editor-problems.png")
    document.undo_stack.setClean()
    window.close()


# -- play mode ----------------------------------------------------------------------------------
PLAYERS = (("Ann", "human"), ("Bob", "heuristic"), ("Cy", "heuristic"), ("Di", "random"))


def play_window(map_name: str, players, seed: int, **options) -> PlayWindow:
    seats = tuple(PlayerSetup(name, controller=who) for name, who in players)
    setup = GameSetup("classic", seats, seed, {"setup": "random", "random-deal-armies": "spread", **options})
    controller = GameController(Game(load_map(maps_dir() / map_name).board, setup), speed=Speed.INSTANT)
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("play/speed", "instant")
    window = PlayWindow(controller, settings=settings, autosave_path=Path(tempfile.mkdtemp()) / "autosave.yaml")
    window.resize(*SIZE)
    window.show()
    return window


def wait_for(condition, rounds: int = 200_000) -> None:
    app = QApplication.instance()
    for _ in range(rounds):
        if condition():
            return
        app.processEvents()
    raise RuntimeError("the game did not get there")


def human_turn(controller: GameController) -> bool:
    decider = controller.decider()
    return controller.is_human(decider) and controller.waiting_for_handoff() is None


def simple_move(controller: GameController):
    """A person's plain move: reinforce the busiest front, attack with good odds, move all in."""
    state, world = controller.state, controller.world
    legal = controller.legal_actions()
    place = [a for a in legal if isinstance(a, PlaceArmies)]
    if place:
        front = max(place, key=lambda a: sum(state.owner[n] != a.territory and state.owner[n] != state.current
                                             for n in world.neighbours[a.territory]))
        return max((a for a in place if a.territory == front.territory), key=lambda a: a.count)
    occupy = [a for a in legal if isinstance(a, Occupy)]
    if occupy:
        return max(occupy, key=lambda a: a.count)
    attacks = [a for a in legal if isinstance(a, Attack) and state.armies[a.source] > state.armies[a.target] + 2]
    if attacks:
        return max(attacks, key=lambda a: (a.dice, state.armies[a.source] - state.armies[a.target]))
    for kind in (BeginAttack, EndAttack, EndTurn):
        found = [a for a in legal if isinstance(a, kind)]
        if found:
            return found[0]
    return legal[0]


def play_game_in_progress() -> None:
    """Ann's fourth turn on the classic world: her front chosen, its targets lit."""
    window = play_window("classic.yaml", PLAYERS, seed=11)
    controller = window.controller
    controller.start()
    while True:
        wait_for(lambda: human_turn(controller))
        state = controller.state
        if state.turn >= 4 * len(PLAYERS) - 3 and state.phase is Phase.ATTACK:
            break
        controller.perform(simple_move(controller))
    attacks = [a for a in controller.legal_actions() if isinstance(a, Attack)]
    best = max(attacks, key=lambda a: controller.state.armies[a.source])
    window.tool.click(best.source)  # as a click on it would: its targets light up
    window.view.fit_to_window()
    save(window, "play-game.png")

    # The attack dialog after a roll, the odds above the dice.
    dialog = window.open_attack(best.source, best.target)
    dialog.roll_button.click()
    settle()
    dialog.grab().save(str(IMAGES / "play-attack.png"))
    print(f"wrote {IMAGES / 'play-attack.png'}")
    controller.shutdown()
    window._saved_at = len(controller.game.log)
    window.close()


def play_handoff() -> None:
    """Two people at one desk, secret missions: the screen hides the next person's mission
    until they take it."""
    window = play_window("classic.yaml", (("Ann", "human"), ("Bob", "human"), ("Cy", "heuristic")), seed=4,
                         missions=True)
    controller = window.controller
    controller.start()
    wait_for(lambda: window.handoff_screen.isVisible())
    # As people see it once it takes their click (the first second it ignores clicks, and
    # says less).
    cover = window.handoff_screen
    deadline = time.monotonic() + cover.grace_ms() / 1000.0 + 0.3
    while time.monotonic() < deadline or not cover.is_ready():
        QApplication.instance().processEvents()
    save(window, "play-handoff.png")
    controller.shutdown()
    window._saved_at = len(controller.game.log)
    window.close()


def play_victory() -> None:
    """A whole game between computer players, and the victory chart."""
    players = (("Bob", "heuristic"), ("Cy", "heuristic"), ("Di", "random"), ("Eve", "heuristic"))
    window = play_window("classic.yaml", players, seed=8)
    controller = window.controller
    controller.start()
    wait_for(lambda: window.victory_screen is not None and window.victory_screen.isVisible(), rounds=5_000_000)
    settle()
    window.victory_screen.grab().save(str(IMAGES / "play-victory.png"))
    print(f"wrote {IMAGES / 'play-victory.png'}")
    window.victory_screen.close()
    window.close()


# -- the scenario designer ------------------------------------------------------------------------
def designer_mid_campaign() -> None:
    """The Legacy world after six games, open in the scenario designer, on the map's middle."""
    from editor.scenario.scenario_document import ScenarioDocument
    from editor.scenario.scenario_window import ScenarioWindow
    from engine.resources import scenarios_dir

    document, _warnings = ScenarioDocument.open(scenarios_dir() / "legacy-mid-campaign.yaml")
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"), QSettings.Format.IniFormat)
    window = ScenarioWindow(document, settings=settings)
    window.resize(*SIZE)
    window.show()
    settle(60)
    view = window.findChild(MapView, "scenarioView")
    view.set_zoom(0.8)
    view.centerOn(QPointF(*document.board.label_point("southern-europe")))
    save(window, "designer-legacy.png")
    window.close()


def designer_economy() -> None:
    """The fixed MU economy start in the scenario designer: capitals, bases, a navy base on its
    coast and navies at sea around the Mediterranean, with the Economy dock's money and cards."""
    from editor.scenario.scenario_document import ScenarioDocument
    from editor.scenario.scenario_window import ScenarioWindow
    from engine.resources import scenarios_dir

    document, _warnings = ScenarioDocument.open(scenarios_dir() / "economy-fixed-two-capitals.yaml")
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"), QSettings.Format.IniFormat)
    window = ScenarioWindow(document, settings=settings)
    window.resize(*SIZE)
    window.show()
    settle(60)
    window.docks["economyDock"].raise_()
    view = window.findChild(MapView, "scenarioView")
    view.set_zoom(0.9)
    view.centerOn(QPointF(*document.board.label_point("southern-europe")))
    settle(30)
    save(window, "designer-economy.png")
    window.close()


def main() -> int:
    IMAGES.mkdir(parents=True, exist_ok=True)
    create_application()
    if "--designer" in sys.argv:  # only the designer's pictures (the others take minutes)
        designer_mid_campaign()
        designer_economy()
        return 0
    classic_europe()
    tutorial_problems()
    play_game_in_progress()
    play_handoff()
    play_victory()
    designer_mid_campaign()
    designer_economy()
    return 0


if __name__ == "__main__":
    sys.exit(main())
