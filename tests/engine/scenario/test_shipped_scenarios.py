"""The scenarios that come with Worldsmith: each reads cleanly, stands on a shipped map,
validates without errors, and is written exactly as the writer would write it."""

from __future__ import annotations

import functools

import pytest

from engine.board import load_map
from engine.campaign.pieces import MarkKind
from engine.campaign.world_format import new_world
from engine.resources import bundled_scenario, scenarios_dir, shipped_scenarios
from engine.scenario import SetupKind, load_scenario, scenario_to_text, validate_scenario

ECONOMY_STARTS = ("europe", "continent", "card-distribution", "draft")
EXPECTED = {"classic-random-deal", "tutorial-quick", "legacy-new-world", "legacy-mid-campaign", "classic-fixed-setup",
            *(f"economy-{start}" for start in ECONOMY_STARTS), "economy-fixed-two-capitals"}


@functools.cache
def loaded(name: str):
    scenario = load_scenario(bundled_scenario(name))
    return scenario, load_map(scenario.map_path()).board


def test_the_expected_scenarios_ship():
    assert {p.stem for p in shipped_scenarios()} == EXPECTED
    assert bundled_scenario("tutorial-quick.yaml") == bundled_scenario("tutorial-quick")
    with pytest.raises(FileNotFoundError, match="no shipped scenario called 'nope'"):
        bundled_scenario("nope")


def test_the_readme_lists_every_shipped_scenario():
    readme = (scenarios_dir() / "README.md").read_text(encoding="utf-8")
    for name in EXPECTED:
        assert f"`{name}.yaml`" in readme, name


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_shipped_scenario_validates(name):
    """Issue 6 §4: "every shipped scenario validates"."""
    scenario, board = loaded(name)
    assert scenario.warnings == []
    assert scenario.scenario.map in ("classic", "tutorial", "classic-mu")  # a shipped map, by name
    report = validate_scenario(scenario.scenario, board)
    assert report.problems == [], [p.message for p in report.problems]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_shipped_files_are_written_as_worldsmith_writes_them(name):
    path = bundled_scenario(name)
    assert scenario_to_text(load_scenario(path).scenario) == path.read_text(encoding="utf-8")


def test_the_tutorial_game_suggests_two_bots():
    players = loaded("tutorial-quick")[0].scenario.players
    assert [p.controller for p in players] == ["human", "heuristic", "heuristic"]
    assert loaded("tutorial-quick")[0].map_path().name == "tutorial.yaml"


def test_the_new_legacy_world_is_fresh():
    """A fresh campaign: "no marks, 12 coins to spread", the five factions, powers unchosen."""
    scenario = loaded("legacy-new-world")[0].scenario
    assert scenario.ruleset == "legacy" and scenario.legacy == new_world()
    assert sorted(p.faction for p in scenario.players) == sorted(f.id for f in new_world().factions)
    assert scenario.legacy.stock_left()["coins"] == 12


def test_the_mid_campaign_world_shows_a_bit_of_everything():
    world = loaded("legacy-mid-campaign")[0].scenario.legacy
    cities = [m for m in world.marks if m.is_city]
    assert 3 <= len(cities) <= 4 and all(c.founder for c in cities)
    assert any(c.kind is MarkKind.MAJOR_CITY for c in cities)
    scarred = {m.territory for m in world.marks if m.kind is MarkKind.SCAR}
    assert len(scarred) == 2 and sum(world.scar(t) is None for t in scarred) == 1  # one cancelled
    fortified = [t for t in {c.territory for c in cities} if world.is_fortified(t)]
    assert len(fortified) == 1 and 0 < world.fortification(fortified[0]).used < 10
    assert any(c.name and c.named_by for c in world.continents.values())
    assert any(c.bonus_mark == 1 for c in world.continents.values())
    coins = [c.coins for c in world.cards.values()]
    assert min(coins) >= 2 and max(coins) <= 4 and sum(c.destroyed for c in world.cards.values()) == 1
    assert all(f.power for f in world.factions) and all(f.history for f in world.factions)
    assert world.signatures and world.games_played >= 4


def test_the_fixed_setup_places_every_territory():
    scenario, board = loaded("classic-fixed-setup")
    s = scenario.scenario
    assert s.setup is SetupKind.FIXED and s.ruleset == "classic"
    assert set(s.fixed.owners) == {t.id for t in board.territories if t.is_land}


@pytest.mark.parametrize("start", ECONOMY_STARTS)
def test_each_economy_scenario_starts_a_game_with_its_start(start):
    """Issue 14: shipped scenarios for the four starts of the MU economy, on classic-mu."""
    from engine.core.game import Game
    from engine.scenario.game_setup import game_setup

    scenario, board = loaded(f"economy-{start}")
    assert scenario.scenario.ruleset == "economy" and scenario.scenario.options == {"start": start}
    game = Game(board, game_setup(scenario.scenario, board, seed=3))
    assert game.state.phase == {"europe": "get", "draft": "draft"}.get(start, "draft-placement")
