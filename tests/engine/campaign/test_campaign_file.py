"""The campaign file: made from a Legacy scenario, written atomically with the previous file
kept as NAME.bak, read strictly (its history against its world, its game in progress
replayed), and game after game through start_next_game and finish_game."""

from __future__ import annotations

import dataclasses
import os
import re
from pathlib import Path

import pytest

from engine.board import load_map, save_map
from engine.campaign.campaign_file import (
    Campaign,
    CampaignError,
    campaign_to_text,
    finish_game,
    load_campaign,
    new_campaign,
    read_campaign,
    save_campaign,
    start_next_game,
)
from engine.campaign.play_out import choose_missing_powers
from engine.campaign.progress import GameRecord, SeatRecord
from engine.campaign.rewards import Reward, RewardKind
from engine.campaign.world import FactionGame, GameResult, Signature
from engine.core.phases import GAME_OVER
from engine.files.errors import FileFormatError
from engine.resources import maps_dir, scenarios_dir
from engine.rules import registry
from engine.scenario.model import ScenarioPlayer, SetupKind
from engine.scenario.scenario_format import load_scenario, save_scenario
from tests.support.any_legal_bot import AnyLegalBot
from tests.support.games import board

NEW_WORLD = scenarios_dir() / "legacy-new-world.yaml"


def fresh(tmp_path: Path, seed: int = 11, powers: bool = True) -> tuple[Campaign, Path]:
    """A campaign from the new-world scenario (its factions' powers chosen, unless not
    ``powers``: "Before you start your first game ... choose a starting power for each Faction")."""
    loaded = load_scenario(NEW_WORLD)
    path = tmp_path / "campaign.yaml"
    campaign = new_campaign(loaded, board("classic"), path, seed=seed)
    if powers:
        campaign.world, _chosen = choose_missing_powers(campaign.world, seed)
    return campaign, path


def play_to_the_end(game) -> None:
    bot = AnyLegalBot(1)
    while game.state.phase != GAME_OVER:
        decider = game.state.decider()
        game.apply(bot.choose(game.rules, game.view_for(decider), decider))


def read(text: str) -> Campaign:
    return read_campaign(text, file="c.yaml").campaign


# -- from a scenario --------------------------------------------------------------------------------------


def test_a_new_campaign_carries_the_scenario_and_its_world(tmp_path):
    campaign, path = fresh(tmp_path, powers=False)
    assert campaign.name == "Legacy: a new world" and campaign.map == "classic"
    assert [p.name for p in campaign.players] == ["Ada", "Basil", "Cleo", "Dmitri", "Erin"]
    assert campaign.world == load_scenario(NEW_WORLD).scenario.legacy
    assert campaign.history == [] and campaign.game is None and campaign.seed == 11
    save_campaign(campaign, path)
    again = load_campaign(path)
    assert again.warnings == []
    assert campaign_to_text(again.campaign) == campaign_to_text(campaign) == path.read_text(encoding="utf-8")


def test_the_map_is_named_from_where_the_campaign_is(tmp_path):
    """A map beside the scenario is found again from the campaign's own folder."""
    folder = tmp_path / "design"
    folder.mkdir()
    save_map(load_map(maps_dir() / "tutorial.yaml").board, folder / "isles.yaml")
    scenario = load_scenario(NEW_WORLD).scenario
    scenario.map = "isles.yaml"
    scenario.players = scenario.players[:3]
    save_scenario(scenario, folder / "isles-legacy.yaml")
    loaded = load_scenario(folder / "isles-legacy.yaml")
    out = tmp_path / "games" / "isles.yaml"
    out.parent.mkdir()
    campaign = new_campaign(loaded, board("tutorial"), out, seed=1)
    assert campaign.map == str((folder / "isles.yaml").resolve().as_posix())
    save_campaign(campaign, out)
    assert load_campaign(out).map_path() == (folder / "isles.yaml").resolve()
    beside = new_campaign(loaded, board("tutorial"), folder / "c.yaml", seed=1)
    assert beside.map == "isles.yaml"


@pytest.mark.parametrize("change, message", [
    (lambda s: setattr(s, "ruleset", "classic"),
     "a campaign is played with the Legacy rules, and this scenario uses the classic rules"),
    (lambda s: setattr(s, "legacy", None), "this scenario has no Legacy world to play the campaign on"),
    (lambda s: setattr(s, "players", s.players[:1]), "the scenario has errors: 1 player: this rule set needs 3 to 5"),
])
def test_a_campaign_starts_only_from_a_sound_legacy_scenario(tmp_path, change, message):
    loaded = load_scenario(NEW_WORLD)
    change(loaded.scenario)
    with pytest.raises(CampaignError, match=re.escape(message)):
        new_campaign(loaded, board("classic"), tmp_path / "c.yaml")


def test_without_a_seed_a_new_campaign_gets_one_of_its_own(tmp_path):
    loaded = load_scenario(NEW_WORLD)
    seeds = {new_campaign(loaded, board("classic"), tmp_path / "c.yaml").seed for _ in range(5)}
    assert len(seeds) > 1 and all(0 <= s < 2**31 for s in seeds)


# -- never lose the world ---------------------------------------------------------------------------------


def test_every_write_keeps_the_file_it_replaces_as_a_backup(tmp_path):
    """"Never lose the world: keep the previous campaign file as a backup on every write.\""""
    campaign, path = fresh(tmp_path)
    backup = tmp_path / "campaign.yaml.bak"
    save_campaign(campaign, path)
    assert not backup.exists()
    first = path.read_text(encoding="utf-8")
    campaign.world = dataclasses.replace(campaign.world, world_name="Second")
    save_campaign(campaign, path)
    assert backup.read_text(encoding="utf-8") == first
    second = path.read_text(encoding="utf-8")
    campaign.world = dataclasses.replace(campaign.world, world_name="Third")
    save_campaign(campaign, path)
    assert backup.read_text(encoding="utf-8") == second
    assert read(path.read_text(encoding="utf-8")).world.world_name == "Third"


def test_a_write_that_fails_leaves_the_campaign_and_its_backup_whole(tmp_path, monkeypatch):
    campaign, path = fresh(tmp_path)
    save_campaign(campaign, path)
    before = path.read_bytes()

    replace = os.replace

    def full_disk_for_the_campaign(source, target):
        if Path(target) == path:  # the backup is written; the new campaign is not
            raise OSError(28, "No space left on device")
        replace(source, target)

    monkeypatch.setattr(os, "replace", full_disk_for_the_campaign)
    campaign.world = dataclasses.replace(campaign.world, world_name="Lost")
    with pytest.raises(OSError, match="No space left"):
        save_campaign(campaign, path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert (tmp_path / "campaign.yaml.bak").read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["campaign.yaml", "campaign.yaml.bak"]  # no temporaries


def test_a_campaign_that_cannot_be_written_out_is_not_half_written(tmp_path, monkeypatch):
    """The text is made before anything is touched: a failure there changes no file."""
    campaign, path = fresh(tmp_path)
    save_campaign(campaign, path)
    before = path.read_bytes()
    campaign.options = {"bad": object()}  # cannot be written as YAML
    with pytest.raises(TypeError):
        save_campaign(campaign, path)
    assert path.read_bytes() == before and not (tmp_path / "campaign.yaml.bak").exists()


# -- game by game ---------------------------------------------------------------------------------------------


def test_a_game_is_started_from_the_world_and_finished_into_the_history(tmp_path):
    campaign, path = fresh(tmp_path)
    game = start_next_game(campaign, board("classic"), controllers=["random"] * 5)
    assert game.setup.ruleset == "legacy" and game.setup.campaign == campaign.world
    assert [p.controller for p in game.setup.players] == ["random"] * 5
    with pytest.raises(CampaignError, match="game 1 is still going on: finish it first"):
        start_next_game(campaign, board("classic"))
    with pytest.raises(CampaignError, match="game 1 is not over yet"):
        finish_game(campaign)
    play_to_the_end(game)
    record = finish_game(campaign)
    assert record.game == 1 and campaign.history == [record] and campaign.game is None
    assert campaign.world.games_played == 1 and len(campaign.world.signatures) == 1
    with pytest.raises(CampaignError, match="no game is in progress"):
        finish_game(campaign)
    save_campaign(campaign, path)
    again = load_campaign(path).campaign
    assert again.history == campaign.history and again.world == campaign.world


def test_each_game_of_a_campaign_has_its_own_dice(tmp_path):
    campaign, _ = fresh(tmp_path)
    first = start_next_game(campaign, board("classic")).setup.seed
    play_to_the_end(campaign.game)
    finish_game(campaign)
    second = start_next_game(campaign, board("classic")).setup.seed
    assert first != second


def test_the_first_game_waits_for_every_faction_to_choose_its_power(tmp_path):
    """"Once each Faction has a starting power, DESTROY the remaining powers" — the Legacy
    rules refuse game 1 before that, and the campaign says so."""
    campaign, _ = fresh(tmp_path, powers=False)
    with pytest.raises(CampaignError, match="game 1 cannot start: the rules cannot start this scenario: before the "
                                            "first game every faction chooses its starting power"):
        start_next_game(campaign, board("classic"))
    assert campaign.game is None


def test_a_game_the_rules_refuse_to_start_says_why(tmp_path):
    campaign, _ = fresh(tmp_path)
    campaign.players.append(ScenarioPlayer("Fay"))
    campaign.players.append(ScenarioPlayer("Gus"))
    with pytest.raises(CampaignError, match="game 1 cannot start: this scenario has errors: 7 players"):
        start_next_game(campaign, board("classic"))


def test_the_game_in_progress_is_saved_and_goes_on_after_loading(tmp_path):
    campaign, path = fresh(tmp_path)
    game = start_next_game(campaign, board("classic"))
    bot = AnyLegalBot(3)
    for _ in range(60):
        game.apply(bot.choose(game.rules, game.state))
    save_campaign(campaign, path)
    text = path.read_text(encoding="utf-8")
    assert "\ngame-in-progress:\n  format: worldsmith-save\n" in text and "saved:" not in text
    loaded = load_campaign(path).campaign
    assert loaded.game.log == game.log and loaded.game.state == game.state
    play_to_the_end(loaded.game)
    assert finish_game(loaded).game == 1


def test_a_damaged_game_in_progress_is_located_in_the_campaign_file(tmp_path):
    campaign, path = fresh(tmp_path)
    campaign.first_factions = []  # every faction chosen at the table
    game = start_next_game(campaign, board("classic"))
    for _ in range(10):
        game.apply(game.legal_actions()[0])
    text = campaign_to_text(campaign)
    lines = text.splitlines()
    first = lines.index("  actions:") + 1
    assert lines[first].startswith("  - choose-faction ")
    at = first + 1
    lines[at] = lines[first]  # the same faction chosen twice
    damaged = "\n".join(lines) + "\n"
    with pytest.raises(FileFormatError) as caught:
        read(damaged)
    error = caught.value
    assert error.field.startswith("game-in-progress.actions[") and error.line == at + 1
    assert "is not allowed at this point" in error.message


def test_a_game_in_progress_on_another_world_is_refused(tmp_path):
    campaign, _ = fresh(tmp_path)
    start_next_game(campaign, board("classic"))
    campaign.world = dataclasses.replace(campaign.world, world_name="Changed behind its back")
    with pytest.raises(FileFormatError, match="the game in progress was started on another world"):
        read(campaign_to_text(campaign))


def test_a_game_in_progress_needs_rules_this_version_has(tmp_path, monkeypatch):
    campaign, _ = fresh(tmp_path)
    start_next_game(campaign, board("classic"))
    text = campaign_to_text(campaign)
    monkeypatch.delitem(registry._RULESETS, "legacy")
    with pytest.raises(FileFormatError) as caught:
        read(text)
    assert caught.value.field == "game-in-progress.ruleset"
    assert "this game is played with rules this version does not have" in caught.value.message


# -- the history must tell the world's story -----------------------------------------------------------------


def history_text(tmp_path, *records: GameRecord, games_played: int | None = None, signatures=None) -> str:
    campaign, _ = fresh(tmp_path)
    last = records[-1].game if records else 0
    world = dataclasses.replace(campaign.world, games_played=last if games_played is None else games_played)
    if signatures is not None:
        world.signatures = signatures
    else:
        world.signatures = [Signature(r.winner, r.game) for r in records if r.winner]
    campaign.world = world
    campaign.history = list(records)
    return campaign_to_text(campaign)


def a_record(game: int, winner: str | None = "Ada", player: str = "Ada") -> GameRecord:
    seat = SeatRecord(player, "saharan-republic", "egypt", GameResult.WON if winner else GameResult.HELD_ON)
    return GameRecord(game, (seat,), winner, (("Ada", Reward(RewardKind.DESTROY_CARD, territory="peru")),))


def test_a_history_reads_back_as_it_was_written(tmp_path):
    record = GameRecord(
        3, (SeatRecord("Ada", "saharan-republic", "egypt", GameResult.WON),
            SeatRecord("Basil", "khan-industries", "", GameResult.ELIMINATED)), "Ada",
        (("Ada", Reward(RewardKind.CONTINENT_BONUS, continent="asia", delta=-1)),
         ("Ada", Reward(RewardKind.NAME_CONTINENT, continent="asia", name="Ada's: \"Realm\" #1"))),
        packs_opened=("first-blood",), world_name="", fortification_uses={"egypt": 3},
        scars_placed=(("peru", "bunker"),),
    )
    first = a_record(2)
    text = history_text(tmp_path, first, record)
    assert read(text).history == [first, record]


@pytest.mark.parametrize("records, games_played, message, field", [
    ((2, 3), 3, None, None),
    ((1, 3), 3, "expected game 2 after game 1, found game 3", "history[1].game"),
    ((1, 2), 5, "the world has 5 games played, but the history ends with game 2", "world.games-played"),
])
def test_the_history_numbers_its_games_one_after_another_up_to_the_world(tmp_path, records, games_played, message,
                                                                         field):
    text = history_text(tmp_path, *(a_record(g) for g in records), games_played=games_played)
    if message is None:
        assert [r.game for r in read(text).history] == list(records)
        return
    with pytest.raises(FileFormatError, match=re.escape(message)) as caught:
        read(text)
    assert caught.value.field == field and caught.value.line is not None


def test_every_winner_of_the_first_fifteen_games_signed_the_world(tmp_path):
    text = history_text(tmp_path, a_record(1), signatures=[])
    with pytest.raises(FileFormatError, match="Ada won game 1, but the world has no signature of it"):
        read(text)


def test_a_seat_is_a_player_of_the_campaign(tmp_path):
    text = history_text(tmp_path, a_record(1, winner=None, player="Zed"))
    with pytest.raises(FileFormatError, match=re.escape("'Zed' is not one of the campaign's players (Ada, Basil")):
        read(text)


@pytest.mark.parametrize("old, new, message, field", [
    ("kind: destroy-card, territory: peru", "kind: destroy-card", "a destroy-card reward says its territory",
     "history[0].rewards[0]"),
    ("kind: destroy-card", "kind: steal-card", "'steal-card' is not one of: name-continent",
     "history[0].rewards[0].kind"),
    ("result: won", "result: lost", "'lost' is not one of: won, held-on, eliminated",
     "history[0].seats[0].result"),
    ("winner: Ada", "winner: Basil", "the winner 'Basil' did not play this game (Ada)", "history[0].winner"),
    ("seed: 11", "seed: -4", "expected a whole number from 0", "seed"),
    ("schema: 1", "schema: 7", "written by a newer Worldsmith (campaign schema 7", "schema"),
    ("format: worldsmith-campaign", "format: worldsmith-scenario", "this file is a scenario, not a campaign",
     "format"),
    ("map: classic", "map: atlantis", "no shipped map is called 'atlantis'", "map"),
    ("- {name: Basil,", "- {name: Ada,", "two players are called 'Ada'", "players[1].name"),
    ("colour: '#56b4e9'", "colour: blue", "expected a colour like '#e69f00'", "players[1].colour"),
])
def test_a_damaged_campaign_file_says_what_and_where(tmp_path, old, new, message, field):
    text = history_text(tmp_path, a_record(1))
    assert old in text
    with pytest.raises(FileFormatError, match=re.escape(message)) as caught:
        read(text.replace(old, new, 1))
    assert caught.value.field == field and caught.value.file == "c.yaml" and caught.value.line is not None


def test_a_reward_field_its_kind_does_not_use_is_warned_about(tmp_path):
    text = history_text(tmp_path, a_record(1)).replace("territory: peru}", "territory: peru, delta: 1}")
    loaded = read_campaign(text, file="c.yaml")
    assert [w.field for w in loaded.warnings] == ["history[0].rewards[0].delta"]


@pytest.mark.parametrize("text, message", [
    ("", "the file is empty"),
    ("[1, 2]", "expected 'format: worldsmith-campaign' at the top"),
    ("format: worldsmith-campaign\nschema: 1\nname: x\n" + "world: " + "[" * 200 + "]" * 200, "nested"),
    ("format: worldsmith-campaign\nschema: 1\nname: &a x\nmap: *a\n", "alias"),
])
def test_hostile_text_is_refused_before_it_is_built(text, message):
    with pytest.raises(FileFormatError, match=message):
        read(text)


def test_a_campaign_is_read_only_from_an_ordinary_file(tmp_path):
    with pytest.raises(FileFormatError, match="not an ordinary file|folder"):
        load_campaign(tmp_path)
    if Path("/dev/zero").exists():
        with pytest.raises(FileFormatError):
            load_campaign("/dev/zero")


def test_a_faction_history_line_without_a_start_reads_back(tmp_path):
    """A seat that never placed its HQ (a game cut short) has an empty start."""
    campaign, path = fresh(tmp_path)
    faction = campaign.world.factions[0]
    campaign.world.factions[0] = dataclasses.replace(
        faction, history=(FactionGame(1, "Ada", "", GameResult.ELIMINATED),))
    campaign.world.games_played = 1
    save_campaign(campaign, path)
    assert load_campaign(path).campaign.world.factions[0].history[0].start == ""


# -- "Never ask me this game" to the missile question --------------------------------------------------


def test_missiles_unasked_is_kept_with_the_game_in_progress_and_forgotten_at_its_end(tmp_path):
    """Whoever said "Never ask me this game" is not asked again after the campaign is reopened,
    and is asked again in the next game."""
    campaign, _path = fresh(tmp_path)
    start_next_game(campaign, board("classic"))
    who = campaign.players[1].name
    campaign.missiles_unasked = [who]
    assert read(campaign_to_text(campaign)).missiles_unasked == [who]
    play_to_the_end(campaign.game)
    finish_game(campaign)
    assert campaign.missiles_unasked == []
    assert "missiles-unasked" not in campaign_to_text(campaign)


def test_missiles_unasked_naming_nobody_is_refused_where_it_is(tmp_path):
    campaign, _path = fresh(tmp_path)
    start_next_game(campaign, board("classic"))
    campaign.missiles_unasked = ["Nobody"]
    with pytest.raises(FileFormatError, match=r"missiles-unasked\[0\].*'Nobody' is not one of the campaign's players"):
        read_campaign(campaign_to_text(campaign))


# -- a scenario's design for the first game (issue 34) ------------------------------------------------------


def fixed_world_scenario():
    """The new world with a fixed setup: three HQs placed by the designer, the others choose."""
    loaded = load_scenario(NEW_WORLD)
    scenario = loaded.scenario
    scenario.setup = SetupKind.FIXED
    scenario.fixed.owners = {"alaska": 0, "argentina": 1, "egypt": 2, "peru": 1}
    scenario.fixed.troops = {"alaska": 8, "argentina": 8, "egypt": 8, "peru": 2}
    scenario.fixed.hqs = {0: "alaska", 1: "argentina", 2: "egypt"}
    return loaded


def test_a_fixed_legacy_setup_is_the_first_game_of_its_campaign_and_only_the_first(tmp_path):
    loaded = fixed_world_scenario()
    campaign = new_campaign(loaded, board("classic"), tmp_path / "c.yaml", seed=5)
    campaign.world, _ = choose_missing_powers(campaign.world, 5)
    assert campaign.setup is SetupKind.CLAIM  # the later games begin as the rules set them up
    reread = read(campaign_to_text(campaign))  # kept in the file until the game starts
    assert reread.first_placement == campaign.first_placement and reread.first_factions == campaign.first_factions
    game = start_next_game(reread, board("classic"))
    state, ids = game.state, [t.id for t in board("classic").territories]
    hqs = {ids[t]: p for t, p in enumerate(state.hq) if p >= 0}
    assert hqs == {"alaska": 0, "argentina": 1, "egypt": 2}
    assert state.armies[ids.index("peru")] == 2 and state.owner[ids.index("peru")] == 1
    # Seats with an HQ choose no start; the factions are the scenario's, taken as each choice comes.
    while state.phase in ("pick-faction", "pick-start"):
        assert state.players[state.current].start == -1 or state.phase == "pick-faction"
        game.apply(game.legal_actions()[0])
        state = game.state
    assert [p.faction for p in state.players] == [p.faction for p in loaded.scenario.players]
    assert {ids[t]: p for t, p in enumerate(state.hq) if p >= 0}.items() >= hqs.items()
    assert "first-game" not in campaign_to_text(reread)


def test_a_damaged_first_game_is_located_in_the_campaign_file(tmp_path):
    campaign = new_campaign(fixed_world_scenario(), board("classic"), tmp_path / "c.yaml", seed=5)
    text = campaign_to_text(campaign).replace("alaska: [0, 8, 1]", "alaska: [9, 8, 1]")
    with pytest.raises(FileFormatError) as caught:
        read(text)
    assert caught.value.field == "first-game.fixed-placement" and "player number 0 to" in caught.value.message
