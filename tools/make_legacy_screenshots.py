"""Take the README's screenshots of a Risk Legacy campaign in the play window, offscreen.

    python tools/make_legacy_screenshots.py

A campaign starts from scenarios/legacy-mid-campaign.yaml (six games played: cities, scars,
named continents, signatures), every seat a person. Computer players' choices bring its game
to each moment shown — a faction's start being chosen, a missile prompt, the winner's reward —
and the real window (LegacyPlayWindow with its campaign session) is saved to docs/images/.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from editor.app.application import create_application  # noqa: E402
from editor.play.controller import Speed  # noqa: E402
from editor.play.legacy.session import CampaignSession  # noqa: E402
from editor.play.legacy.window import LegacyPlayWindow  # noqa: E402
from engine.ai.heuristic_bot import HeuristicBot  # noqa: E402
from engine.board import load_map  # noqa: E402
from engine.campaign.campaign_file import new_campaign, save_campaign, start_next_game  # noqa: E402
from engine.core.actions import Attack, Pass  # noqa: E402
from engine.core.state import Phase  # noqa: E402
from engine.resources import scenarios_dir  # noqa: E402
from engine.rules.legacy.state import MISSILE_WINDOW, PICK_START, REWARDS  # noqa: E402
from engine.scenario import load_scenario  # noqa: E402

IMAGES = ROOT / "docs" / "images"
SIZE = (1600, 950)
MOST_ACTIONS = 20_000


def settle(rounds: int = 40) -> None:
    app = QApplication.instance()
    for _ in range(rounds):
        app.processEvents()


def campaign_session(folder: Path, seed: int) -> CampaignSession:
    """A campaign from the mid-campaign scenario, every seat a person, its next game started."""
    loaded = load_scenario(scenarios_dir() / "legacy-mid-campaign.yaml")
    board = load_map(loaded.map_path()).board
    path = folder / f"campaign-{seed}.yaml"
    campaign = new_campaign(loaded, board, path, seed=seed)
    start_next_game(campaign, board, controllers=["human"] * len(campaign.players))
    save_campaign(campaign, path)
    return CampaignSession.open(path)


def play_until(session: CampaignSession, reached, keep_missiles: bool = True) -> None:
    """Computer players' choices for every seat, straight to the game, until ``reached(game)``."""
    game = session.campaign.game
    bots: dict[int, HeuristicBot] = {}
    for _ in range(MOST_ACTIONS):
        if reached(game):
            return
        player = game.state.decider()
        if keep_missiles and game.state.phase == MISSILE_WINDOW:
            game.apply(Pass(), player)
            continue
        bot = bots.setdefault(player, HeuristicBot(7 + player))
        game.apply(bot.choose(game.rules, game.rules.player_view(game.state.copy(), player), player), player)
    raise RuntimeError("the moment to show never came")


def window_for(session: CampaignSession) -> LegacyPlayWindow:
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("play/speed", "instant")
    controller = session.controller_for_game_in_progress(Speed.INSTANT)
    window = LegacyPlayWindow(controller, settings=settings, session=session)
    window.resize(*SIZE)
    window.show()
    settle()
    controller.start()
    settle()
    if controller.waiting_for_handoff() is not None:
        window.acknowledge_handoff()
    settle()
    window.view.fit_to_window()
    settle()
    return window


def save(window, name: str) -> None:
    settle()
    path = IMAGES / name
    window.grab().save(str(path))
    print(f"wrote {path}")


def close(window: LegacyPlayWindow) -> None:
    window.controller.shutdown()
    window._saved_at = len(window.controller.game.log)
    window.hide()
    window.deleteLater()
    settle()


def setup_shot(folder: Path) -> None:
    """The second player to choose, with their faction chosen, picking a start on the map."""
    session = campaign_session(folder, seed=5)
    play_until(session, lambda game: game.state.phase == PICK_START and sum(h >= 0 for h in game.state.hq) >= 2)
    window = window_for(session)
    save(window, "legacy-setup.png")
    close(window)


def missile_shot(folder: Path) -> None:
    """A roll waiting on a player who is not playing the turn: fire a missile, or pass."""
    session = campaign_session(folder, seed=11)

    def at_a_battle(game) -> bool:
        state = game.state
        others_hold = any(p.missiles for i, p in enumerate(state.players) if i != state.current)
        return (state.phase == Phase.ATTACK and state.turn > 4 and others_hold
                and any(isinstance(a, Attack) and a.dice == 3 for a in game.legal_actions()))

    for _ in range(30):
        play_until(session, at_a_battle)
        game = session.campaign.game
        attack = next(a for a in game.legal_actions() if isinstance(a, Attack) and a.dice == 3)
        game.apply(attack, game.state.current)
        while game.state.phase == MISSILE_WINDOW and game.state.decider() == game.state.current:
            game.apply(Pass(), game.state.current)  # the attacker lets the roll stand...
        if game.state.phase == MISSILE_WINDOW:
            break  # ...and another player is asked
    window = window_for(session)
    save(window, "legacy-missile.png")
    close(window)


def rewards_shot(folder: Path) -> None:
    """The game won: the winner signs and chooses a reward, the overview beside it."""
    session = campaign_session(folder, seed=3)
    play_until(session, lambda game: game.state.phase == REWARDS, keep_missiles=False)
    window = window_for(session)
    save(window, "legacy-rewards.png")
    close(window)


def main() -> int:
    IMAGES.mkdir(parents=True, exist_ok=True)
    create_application()
    folder = Path(tempfile.mkdtemp())
    setup_shot(folder)
    missile_shot(folder)
    rewards_shot(folder)
    return 0


if __name__ == "__main__":
    sys.exit(main())
