"""From a scenario to a game: shipped scenarios start real games that play on."""

from __future__ import annotations

import pytest

from engine.ai.random_bot import RandomBot
from engine.board import load_map
from engine.core.game import Game
from engine.core.save import read_game, save_to_text
from engine.core.state import Phase
from engine.resources import bundled_scenario
from engine.scenario import ScenarioError, game_setup, load_scenario
from tests.engine.scenario.samples import classic_fixed, line_board


def start(name: str, seed: int = 3, controllers=None) -> Game:
    loaded = load_scenario(bundled_scenario(name))
    board = load_map(loaded.map_path()).board
    return Game(board, game_setup(loaded.scenario, board, seed, controllers))


def play(game: Game, actions: int, seed: int = 0) -> None:
    bots = [RandomBot(seed + i) for i in range(len(game.state.players))]
    for _ in range(actions):
        if game.over:
            return
        game.apply(bots[game.state.decider()].choose(game.rules, game.state))


def test_the_random_deal_scenario_starts_a_classic_game():
    game = start("classic-random-deal")
    assert game.setup.ruleset == "classic" and game.setup.seed == 3
    assert [p.name for p in game.setup.players] == ["Ada", "Basil", "Cleo", "Dmitri"]
    assert [p.controller for p in game.setup.players] == ["human", "heuristic", "heuristic", "heuristic"]
    assert game.setup.players[0].colour == "#e69f00"
    assert game.rules.options.setup == "random" and game.state.phase == Phase.PLACE_INITIAL
    play(game, 200)
    assert len(game.log) == 200 or game.over


def test_the_fixed_scenario_starts_with_its_board_on_the_first_turn():
    loaded = load_scenario(bundled_scenario("classic-fixed-setup")).scenario
    game = start("classic-fixed-setup")
    state, world = game.state, game.world
    for tid, owner in loaded.fixed.owners.items():
        t = world.territory_index(tid)
        assert state.owner[t] == owner and state.armies[t] == loaded.fixed.troops[tid]
    assert state.phase == Phase.REINFORCE and state.turn == 1 and state.current == state.first_player
    play(game, 150, seed=4)
    assert len(game.log) == 150 or game.over


def test_a_fixed_scenario_game_saves_and_replays():
    game = start("classic-fixed-setup", seed=11)
    play(game, 80)
    loaded = read_game(save_to_text(game), file="memory")
    assert loaded.state.to_dict() == game.state.to_dict()
    assert loaded.rules.options.fixed_placement == game.rules.options.fixed_placement


def test_controllers_can_be_chosen_at_the_table():
    game = start("tutorial-quick", controllers=["random", "human", "heuristic"])
    assert [p.controller for p in game.setup.players] == ["random", "human", "heuristic"]
    with pytest.raises(ScenarioError, match="2 controllers for 3 players"):
        start("tutorial-quick", controllers=["human", "human"])


def test_a_legacy_scenario_starts_a_legacy_game_on_its_world():
    """The Legacy rules set the board up themselves (factions, then starts): the scenario's
    setup kind is not one of their options."""
    with pytest.raises(ScenarioError, match="before the first game every faction chooses its starting power"):
        start("legacy-new-world")
    game = start("legacy-mid-campaign")
    assert game.setup.ruleset == "legacy" and "setup" not in game.setup.options
    assert game.setup.campaign.games_played == 6 and game.state.phase == "pick-faction"


def test_an_unknown_rule_set_is_refused():
    scenario = classic_fixed()
    scenario.ruleset = "diplomacy"
    with pytest.raises(ScenarioError, match="no rule set called 'diplomacy'"):
        game_setup(scenario, line_board(), 1)


def test_a_scenario_with_errors_is_refused_with_its_problems():
    scenario = classic_fixed()
    scenario.fixed.troops["a"] = 0
    scenario.fixed.owners["atlantis"] = 0
    with pytest.raises(ScenarioError, match="this scenario has errors: .*A is owned by Ada but holds 0 troops"):
        game_setup(scenario, line_board(), 1)


def test_what_only_the_rules_know_is_refused_too():
    # Validation cannot know every rule's limit; the trial start asks the rules themselves.
    scenario = classic_fixed()
    scenario.options = {"starting-armies": 1}
    scenario.setup = scenario.setup.RANDOM
    with pytest.raises(ScenarioError, match="the rules cannot start this scenario: 1 starting armies each"):
        game_setup(scenario, line_board(), 1)


def test_the_setup_becomes_rule_options():
    setup = game_setup(classic_fixed(), line_board(), 5)
    assert setup.options["setup"] == "fixed"
    assert setup.options["fixed-placement"] == {t: [i % 3, 2] for i, t in enumerate("abcdef")}
    game = Game(line_board(), setup)
    assert game.state.phase == Phase.REINFORCE
