"""Whole Risk Legacy games between bots, for the bots' tests: every bot decides from its
seat's view, and every choice goes through the checking ``apply``."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from engine.ai.bot import Bot
from engine.campaign.world import LegacyWorld
from engine.core.actions import Action
from engine.core.phases import GAME_OVER
from engine.core.state import GameState
from engine.core.world import World
from engine.rules.base import PlayerSetup
from engine.rules.legacy import LegacyRules
from tests.engine.rules.legacy.support import NAMES, fresh_world
from tests.support.games import board

# Until the campaign modules are on main a game that ends goes on to its rewards; a world
# past its fifteenth game has none, so every game between bots ends with its winner.
LAST_GAME_PLAYED = 15


def after_the_campaign(world: LegacyWorld | None = None) -> LegacyWorld:
    return dataclasses.replace(world or fresh_world(), games_played=LAST_GAME_PLAYED)


def legacy_rules(map_name: str = "classic", world: LegacyWorld | None = None, **options) -> LegacyRules:
    options = {k.replace("_", "-"): v for k, v in options.items()}
    return LegacyRules(World.from_board(board(map_name)), options, campaign=world or after_the_campaign())


def seats(count: int, always_defend_max: bool = True) -> list[PlayerSetup]:
    return [PlayerSetup(NAMES[i], always_defend_max=always_defend_max) for i in range(count)]


Watcher = Callable[[GameState, int, list[Action], Action], None]


def play(rules: LegacyRules, bots: Sequence[Bot], seed: int, players: Sequence[PlayerSetup] | None = None,
         watch: Watcher | None = None, most_actions: int = 200_000) -> GameState:
    """Play one game to its end; ``watch(state, seat, legal, chosen)`` sees every decision
    before it is applied (the state as it stands, the legal actions, the bot's choice)."""
    state, _ = rules.new_game(players or seats(len(bots)), seed)
    for _ in range(most_actions):
        if state.phase == GAME_OVER:
            return state
        seat = state.decider()
        choice = bots[seat].choose(rules, rules.player_view(state, seat), seat)
        if watch is not None:
            watch(state, seat, rules.legal_actions(state, seat), choice)
        rules.apply(state, choice, seat)
    raise AssertionError(f"the game did not end within {most_actions} actions")
