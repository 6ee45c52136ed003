"""Saves for every rule set (issue 11, save schema 2): the campaign world a game is played
on and an economy start travel in the save; the world after the game comes back from the
rules; schema-1 saves still load; a save naming rules or a phase this version does not know
is refused with a clear message."""

from __future__ import annotations

import dataclasses

import pytest

from engine.campaign.world_format import new_world
from engine.core.game import Game, GameSetup
from engine.core.save import SCHEMA_VERSION, read_game, save_to_text
from engine.files.errors import FileFormatError
from engine.rules.base import PlayerSetup
from engine.rules.classic import ClassicRules
from engine.rules.registry import register, unregister
from engine.scenario.model import EconomySetup
from tests.support.games import board

SEATS = (PlayerSetup("Ann"), PlayerSetup("Ben"), PlayerSetup("Cy"))
OPTIONS = {"setup": "random", "random-deal-armies": "spread"}


class CampaignClassic(ClassicRules):
    """Classic Risk on a campaign world, which it leaves one game older."""

    name = "test-campaign"
    needs_campaign = True

    def campaign_after(self, state):
        return dataclasses.replace(self.campaign, games_played=self.campaign.games_played + 1)


class EconomyClassic(ClassicRules):
    name = "test-economy"
    takes_economy = True


@pytest.fixture
def registered():
    for cls in (CampaignClassic, EconomyClassic):
        register(cls)
    yield
    for cls in (CampaignClassic, EconomyClassic):
        unregister(cls.name)


def played(setup: GameSetup, actions: int = 40) -> Game:
    game = Game(board("classic"), setup)
    for _ in range(actions):
        game.apply(game.legal_actions()[0])
    return game


def test_the_campaign_world_travels_in_the_save_and_comes_back_a_game_older(registered):
    world = new_world()
    world.world_name = "Terra Nova"
    world.games_played = 6
    game = played(GameSetup("test-campaign", SEATS, 5, OPTIONS, campaign=world))
    text = save_to_text(game)
    assert f"schema: {SCHEMA_VERSION}" in text and "campaign:" in text and "Terra Nova" in text
    loaded = read_game(text)
    assert loaded.setup.campaign.world_name == "Terra Nova" and loaded.setup.campaign.games_played == 6
    assert loaded.state.to_dict() == game.state.to_dict()
    assert loaded.campaign_after().games_played == 7


def test_an_economy_start_travels_in_the_save(registered):
    economy = EconomySetup(money={0: 30, 2: 25}, capitals={0: "egypt"}, roads=["congo"])
    game = played(GameSetup("test-economy", SEATS, 5, OPTIONS, economy=economy))
    loaded = read_game(save_to_text(game))
    assert loaded.setup.economy == economy


def test_a_campaign_goes_only_to_rules_that_play_one(registered):
    with pytest.raises(ValueError, match="do not play a campaign"):
        Game(board("classic"), GameSetup("classic", SEATS, 5, OPTIONS, campaign=new_world()))
    with pytest.raises(ValueError, match="played on a campaign world, and none was given"):
        Game(board("classic"), GameSetup("test-campaign", SEATS, 5, OPTIONS))


def test_a_schema_1_save_still_loads():
    """Saves written before schema 2 (classic games: no campaign, no actors)."""
    game = played(GameSetup("classic", SEATS, 9, OPTIONS), 60)
    old = save_to_text(game).replace(f"schema: {SCHEMA_VERSION}", "schema: 1", 1)
    assert read_game(old).state.to_dict() == game.state.to_dict()


def test_unknown_rules_and_phases_are_refused_with_a_reason():
    text = save_to_text(played(GameSetup("classic", SEATS, 9, OPTIONS)))
    with pytest.raises(FileFormatError, match="this version does not have: there is no rule set called 'risk-2210'"):
        read_game(text.replace("ruleset: classic", "ruleset: risk-2210"))
    with pytest.raises(FileFormatError, match="in a phase the classic rules do not have: 'planning'") as error:
        read_game(text.replace("phase: attack", "phase: planning").replace("phase: reinforce", "phase: planning"))
    assert error.value.field == "snapshot.phase"


def test_who_acted_is_written_where_it_was_not_the_decider():
    from engine.core.save import read_entry

    assert read_entry("@2 pass") == (2, "pass")
    assert read_entry("attack egypt congo 3") == (None, "attack egypt congo 3")


def test_a_save_written_by_the_version_before_schema_2_loads():
    """A real schema-1 save (claiming, secret missions, fixed card values, cards in hand),
    written by Worldsmith before issue 11, replays to its snapshot and goes on."""
    from pathlib import Path

    from engine.core.save import load_game

    game = load_game(Path(__file__).parent / "data" / "classic-schema1-save.yaml")
    assert game.state.turn == 9 and len(game.log) > 200
    assert any(p.mission is not None for p in game.state.players)
    game.apply(game.legal_actions()[0])
