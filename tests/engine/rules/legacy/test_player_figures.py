"""Legacy's figures in the players' table (RuleSet.player_figures): red stars as they count to
win, missiles and faction; classic adds none."""

from __future__ import annotations

from engine.core.game import Game, GameSetup
from engine.core.state import NOBODY
from engine.resources import scenarios_dir
from engine.rules.base import PlayerSetup
from engine.rules.legacy.state import PICK_FACTION
from engine.scenario.scenario_format import load_scenario
from tests.support.games import board

SEATS = ("Ada", "Basil", "Cleo", "Dmitri")


def mid_campaign_game() -> Game:
    world = load_scenario(scenarios_dir() / "legacy-mid-campaign.yaml").scenario.legacy
    setup = GameSetup("legacy", tuple(PlayerSetup(n) for n in SEATS), 5, campaign=world)
    return Game(board("classic"), setup)


def figures(game: Game) -> dict[str, tuple[str, ...]]:
    return {f.heading: f.values for f in game.rules.player_figures(game.state)}


def test_signed_seats_start_with_a_missile_for_each_signature_and_no_star():
    """"If you haven't signed the victor's section … take a Red Star token. If you have signed
    …, take one Missile token for every time your name is on that area." (Ada and Basil signed
    twice, Cleo and Dmitri once.)"""
    game = mid_campaign_game()
    assert game.state.phase == PICK_FACTION
    shown = figures(game)
    assert list(shown) == ["Stars", "Missiles", "Faction"]
    assert shown["Missiles"] == ("2", "2", "1", "1")
    assert shown["Stars"] == ("0", "0", "0", "0")
    assert shown["Faction"] == ("", "", "", "")


def test_stars_count_the_hqs_a_player_holds_and_factions_show_by_name():
    """"A player's current Red Star total is equal to the number of Red Stars he controls on
    the board, plus the number of Red Star tokens.\""""
    game = mid_campaign_game()
    rules, state = game.rules, game.state
    while sum(h != NOBODY for h in state.hq) < len(SEATS):  # every faction places its HQ
        game.apply(rules.legal_actions(state)[0])
    shown = figures(game)
    assert shown["Stars"] == tuple(str(rules.stars(state, p)) for p in range(4)) == ("1", "1", "1", "1")
    names = {f.id: f.name for f in rules.legacy.factions}
    assert shown["Faction"] == tuple(names[p.faction] for p in state.players)


def test_classic_adds_no_figures():
    game = Game(board("classic"), GameSetup("classic", tuple(PlayerSetup(n) for n in SEATS[:3]), 1))
    assert game.rules.player_figures(game.state) == []
