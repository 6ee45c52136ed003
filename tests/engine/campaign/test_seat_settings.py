"""What a campaign keeps per player from its seating: the defence preference (``defend: most``
or ``defend: ask``, written only when set, read back strictly) and the faction a player keeps
for the campaign (the others chosen at the table); both reach every game through game_setup
and start_next_game, and a classic scenario's games are unchanged."""

from __future__ import annotations

import dataclasses

import pytest

from engine.campaign.campaign_file import (
    campaign_to_text,
    kept_factions,
    new_campaign,
    read_campaign,
    start_next_game,
)
from engine.campaign.play_out import choose_missing_powers
from engine.files.errors import FileFormatError
from engine.resources import bundled_scenario, scenarios_dir
from engine.rules.legacy.state import PICK_FACTION, PICK_START
from engine.scenario import game_setup, load_scenario
from tests.support.games import board

NEW_WORLD = scenarios_dir() / "legacy-new-world.yaml"


def seated(tmp_path, **changes_by_name):
    """A new-world campaign, its powers chosen, its players changed by name (field=value)."""
    campaign = new_campaign(load_scenario(NEW_WORLD), board("classic"), tmp_path / "c.yaml", seed=4)
    campaign.world, _ = choose_missing_powers(campaign.world, 4)
    campaign.first_factions = []  # every faction chosen at the table (not the scenario's for game 1)
    campaign.players = [dataclasses.replace(p, **changes_by_name.get(p.name, {})) for p in campaign.players]
    return campaign


def test_the_defence_setting_is_written_only_when_set_and_reads_back(tmp_path):
    campaign = seated(tmp_path, Ada={"defend_max": False}, Basil={"defend_max": True})
    text = campaign_to_text(campaign)
    assert "{name: Ada, colour: '#e69f00', controller: human, defend: ask}" in text
    assert "{name: Basil, colour: '#56b4e9', controller: human, defend: most}" in text
    assert "{name: Cleo, colour: '#009e73', controller: human}" in text  # not set: the rules' default
    again = read_campaign(text, file="c.yaml").campaign
    assert [p.defend_max for p in again.players] == [False, True, None, None, None]
    assert again.players == campaign.players


def test_a_defence_setting_that_is_neither_most_nor_ask_is_refused_where_it_is(tmp_path):
    text = campaign_to_text(seated(tmp_path, Ada={"defend_max": False}))
    lines = text.splitlines()
    row = next(i for i, line in enumerate(lines) if "name: Ada" in line)
    lines[row] = lines[row].replace("defend: ask", "defend: sometimes")
    with pytest.raises(FileFormatError) as caught:
        read_campaign("\n".join(lines) + "\n", file="c.yaml")
    error = caught.value
    assert error.field == "players[0].defend" and error.line == row + 1
    assert "'sometimes' is not one of: most, ask" in str(error)


def test_each_game_gives_every_seat_its_defence_setting(tmp_path):
    # "The defender chooses how many troops will defend- 1 or 2 troops": Ada is asked, Basil
    # always rolls the most, the others keep the rules' default (the most, unasked).
    campaign = seated(tmp_path, Ada={"defend_max": False}, Basil={"defend_max": True})
    game = start_next_game(campaign, board("classic"))
    assert [p.always_defend_max for p in game.setup.players] == [False, True, True, True, True]
    assert [p.always_defend_max for p in game.state.players] == [False, True, True, True, True]


def test_a_classic_scenario_still_defends_with_the_most_unless_set():
    loaded = load_scenario(bundled_scenario("classic-random-deal"))
    scenario = loaded.scenario
    map_board = board("classic")
    assert all(p.always_defend_max for p in game_setup(scenario, map_board, 3).players)
    scenario.players[0] = dataclasses.replace(scenario.players[0], defend_max=False)
    assert [p.always_defend_max for p in game_setup(scenario, map_board, 3).players][:2] == [False, True]


def test_the_scenarios_factions_are_played_in_the_first_game_only(tmp_path):
    # "Lay out the Faction cards, face up on the table and roll dice to determine who will get
    # to choose first": each game's factions are chosen at the table — except the first game's
    # when the scenario's designer gave each player one (issue 34); nobody keeps them.
    scenario = load_scenario(NEW_WORLD)
    designed = [p.faction for p in scenario.scenario.players]
    assert all(designed)
    campaign = new_campaign(scenario, board("classic"), tmp_path / "c.yaml", seed=4)
    assert all(p.faction == "" for p in campaign.players) and kept_factions(campaign.players) == {}
    assert campaign.first_factions == designed
    campaign.world, _ = choose_missing_powers(campaign.world, 4)  # as the campaign's setup asks
    game = start_next_game(campaign, board("classic"))
    names = [p.name for p in campaign.players]
    assert game.setup.options["kept-factions"] == dict(zip(names, designed, strict=True))
    assert campaign.first_factions == []  # the first game holds them now
    state = game.state
    assert state.phase == PICK_START and state.players[state.current].faction == designed[state.current]
    assert "kept-factions" not in start_next_game(seated(tmp_path), board("classic")).setup.options


def test_a_kept_faction_is_taken_when_its_players_choice_comes(tmp_path):
    campaign = seated(tmp_path, Cleo={"faction": "khan-industries"})
    game = start_next_game(campaign, board("classic"))
    assert game.setup.options["kept-factions"] == {"Cleo": "khan-industries"}
    state = game.state
    while state.phase in (PICK_FACTION, PICK_START):
        decider = state.decider()
        actions = game.legal_actions(decider)
        if state.phase == PICK_FACTION:
            assert decider != 2, "Cleo keeps a faction and is not asked for one"
            assert "khan-industries" not in {a.faction for a in actions}
        game.apply(actions[0], decider)
        state = game.state
    assert state.players[2].faction == "khan-industries"
    assert len({p.faction for p in state.players}) == 5
