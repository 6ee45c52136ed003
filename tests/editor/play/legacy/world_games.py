"""Legacy games on the shipped mid-campaign world (scenarios/legacy-mid-campaign.yaml), for
the tests of the world layer, the players' stars and the sideboard: the scenario's players
(Ada and Basil have signed the board, so they start with missiles), moved on by bots."""

from __future__ import annotations

from collections.abc import Callable

from editor.play.controller import GameController, Speed
from engine.campaign.world import LegacyWorld
from engine.core.dice import derive_seed
from engine.core.game import Game, GameSetup
from engine.core.state import GameState
from engine.resources import scenarios_dir
from engine.rules.base import PlayerSetup
from engine.scenario.scenario_format import load_scenario
from engine.simulation import bot_types
from tests.support.games import board

SEATS = ("Ada", "Basil", "Cleo", "Dmitri")


def mid_campaign_world() -> LegacyWorld:
    return load_scenario(scenarios_dir() / "legacy-mid-campaign.yaml").scenario.legacy


def mid_campaign_game(seed: int = 5) -> Game:
    """Game 7 of the mid-campaign world for its four players, not started."""
    seats = tuple(PlayerSetup(name, True, None, "human") for name in SEATS)
    setup = GameSetup("legacy", seats, seed, {"turn-limit": 300}, campaign=mid_campaign_world())
    return Game(board("classic"), setup)


def play_until(game: Game, done: Callable[[GameState], bool], *, seed: int = 1, limit: int = 5000) -> None:
    """Let heuristic bots take every seat's decisions until ``done(state)`` (or the game ends)."""
    bot = bot_types()["heuristic"]
    players = [bot(derive_seed(seed, "bot", seat)) for seat in range(len(game.state.players))]
    for _ in range(limit):
        state = game.state
        decider = state.decider()
        if done(state) or decider is None:
            return
        choice = players[decider].choose(game.rules, game.rules.player_view(state, decider), decider)
        game.apply(choice, decider)
    raise AssertionError(f"the game did not get there in {limit} actions")


def controller_for(game: Game) -> GameController:
    return GameController(game, speed=Speed.INSTANT)


def perform_until(controller: GameController, done: Callable[[GameState], bool], *, seed: int = 1,
                  limit: int = 5000) -> None:
    """Like ``play_until``, but each seat's choice goes through ``controller.perform`` (the
    screen handed over when asked), as a person's click would: the window hears every action."""
    bot = bot_types()["heuristic"]
    players = [bot(derive_seed(seed, "bot", seat)) for seat in range(len(controller.state.players))]
    rules = controller.rules
    for _ in range(limit):
        state = controller.state
        decider = state.decider()
        if done(state) or decider is None:
            return
        if controller.waiting_for_handoff() is not None:
            controller.acknowledge_handoff()
            continue
        choice = players[decider].choose(rules, rules.player_view(state, decider), decider)
        assert controller.perform(choice), f"{choice} was refused"
    raise AssertionError(f"the game did not get there in {limit} actions")
