"""The end of a game opens its sealed packs, through the campaign's one after-game path
(campaign_file.finish_game: the rules' campaign_after, i.e. progress.after_game), the path
both ``campaign play-out`` and the play window take (issue 28 item 1); and a faction not
played in a game gets its "X" on the card's back (item 6).

Rulebook, "Opening New Packages": "It is possible for more than one to be opened during or
after the same game."
"""

from __future__ import annotations

import copy
import dataclasses
from pathlib import Path
from types import SimpleNamespace

from engine.campaign.campaign_file import Campaign, finish_game, load_campaign, new_campaign
from engine.campaign.pack_format import load_pack_file
from engine.campaign.pack_model import Trigger
from engine.campaign.packs import add_packs, marks_added, ninth_minor_city_founded, signed_twice
from engine.campaign.pieces import MarkKind
from engine.campaign.play_out import play_out
from engine.campaign.progress import GameRecord, SeatRecord, after_game
from engine.campaign.rewards import Reward, RewardKind
from engine.campaign.summary import campaign_summary
from engine.campaign.world import GameResult, LegacyWorld, Mark, Signature
from engine.campaign.world_format import new_world, read_world, world_node
from engine.core.phases import GAME_OVER
from engine.files import yaml_writer as w
from engine.files.yaml_reader import YamlReader, compose
from engine.resources import scenarios_dir
from engine.scenario.model import ScenarioPlayer
from engine.scenario.scenario_format import load_scenario
from tests.engine.campaign.pack_samples import a_pack
from tests.support.games import board

WON, HELD_ON, ELIMINATED = GameResult.WON, GameResult.HELD_ON, GameResult.ELIMINATED
SAMPLE = Path(__file__).resolve().parents[3] / "engine" / "campaign" / "data" / "packs" / "sample.yaml"
PLAYERS = ("Ada", "Basil", "Cleo")
STARTS = ("egypt", "peru", "china")
# Eight territories for minor cities already founded.
EIGHT = ("alaska", "greenland", "iceland", "madagascar", "congo", "yakutsk", "kamchatka", "mongolia")


def sample_world(games: int = 0, **fields) -> LegacyWorld:
    world = add_packs(new_world(), load_pack_file(SAMPLE).packs)
    return dataclasses.replace(world, games_played=games, **fields)


def a_record(game: int = 1, winner: str | None = "Ada", rewards=(), results=(WON, HELD_ON, HELD_ON),
             packs_opened=()) -> GameRecord:
    factions = [f.id for f in new_world().factions]
    seats = tuple(SeatRecord(PLAYERS[i], factions[i], STARTS[i], r) for i, r in enumerate(results))
    return GameRecord(game, seats, winner, tuple(rewards), packs_opened=tuple(packs_opened))


def finished(world: LegacyWorld, record: GameRecord) -> tuple[Campaign, GameRecord]:
    """The campaign's after-game path on a game the rules report as ``record`` (a stand-in
    game: what finish_game asks of a finished Legacy game, answered as LegacyRules does)."""
    game = SimpleNamespace(state=SimpleNamespace(phase=GAME_OVER), setup=SimpleNamespace(ruleset="legacy"),
                           rules=SimpleNamespace(game_record=lambda state: record),
                           campaign_after=lambda: after_game(world, record))
    campaign = Campaign(name="test", map="classic", players=[ScenarioPlayer(p, None, "", "human") for p in PLAYERS],
                        world=world, seed=1, game=game)
    return campaign, finish_game(campaign)


def minor(territory: str) -> Mark:
    return Mark(MarkKind.MINOR_CITY, territory, name=territory.title(), founder="Ada")


def test_the_ninth_minor_city_opens_pack_1_at_the_end_of_the_game():
    """"PACK 1: Open when the 9th Minor City is founded ... This will be opened at the end of a
    game.\""""
    world = sample_world(marks=[minor(t) for t in EIGHT])
    found = Reward(RewardKind.FOUND_MINOR_CITY, territory="peru", name="Cuzco")
    campaign, record = finished(world, a_record(rewards=[("Basil", found)]))
    assert record.packs_opened == ("age-of-cities",)
    assert campaign.history == [record] and campaign.world.packs_opened == ["age-of-cities"]
    assert campaign.world.scar_type("minefield") is not None  # its contents joined the world
    assert "packs opened: age-of-cities" in campaign_summary(campaign, board("classic"))
    # Eight cities are not nine.
    _, record = finished(sample_world(marks=[minor(t) for t in EIGHT[:7]]), a_record(rewards=[("Basil", found)]))
    assert record.packs_opened == ()


def test_a_second_signature_opens_pack_3():
    """"PACK 3: Open when a person gets to sign the board for the second time ... After signing
    the victor's section of the board and picking their reward for their second victory.\""""
    world = sample_world(1, signatures=[Signature("Ada", 1)])
    _, record = finished(world, a_record(2, winner="Ada"))
    assert record.packs_opened == ("old-soldiers",)
    _, record = finished(world, a_record(2, winner="Basil", results=(HELD_ON, WON, HELD_ON)))
    assert record.packs_opened == ()  # Basil's first


def test_a_faction_eliminated_when_the_game_ends_opens_pack_2():
    """"PACK 2: ... opened the first time a Faction is wiped off the board and starts their turn
    with no way to come back into the game, or is knocked out or eliminated when the game ends.
    This could be opened mid-game or at the end of a game.\""""
    _, record = finished(sample_world(), a_record(results=(WON, HELD_ON, ELIMINATED)))
    assert record.packs_opened == ("the-fallen",)
    # Opened mid-game already: the record lists it once, and the end opens nothing more.
    campaign, record = finished(sample_world(), a_record(results=(WON, ELIMINATED, ELIMINATED),
                                                         packs_opened=["the-fallen"]))
    assert record.packs_opened == ("the-fallen",) and campaign.world.packs_opened == ["the-fallen"]


def test_a_mark_placed_by_a_reward_opens_pack_4():
    """"PACK 4: Open when the [mark] is placed on the board ... So first you have to get it.
    Then you have to find a way to get it onto the board." A reward places a fortification."""
    world = add_packs(new_world(), [a_pack("walls", Trigger.MARK_PLACED, mark="fortification"),
                                   a_pack("towns", Trigger.MARK_PLACED, mark="minor-city")])
    world.marks = [minor("egypt")]
    fortify = Reward(RewardKind.FORTIFY_CITY, territory="egypt")
    _, record = finished(world, a_record(rewards=[("Ada", fortify)]))
    assert record.packs_opened == ("walls",)


def test_several_packs_open_after_the_same_game_in_the_worlds_order():
    """"It is possible for more than one to be opened during or after the same game.\""""
    world = sample_world(1, signatures=[Signature("Ada", 1)], marks=[minor(t) for t in EIGHT])
    found = Reward(RewardKind.FOUND_MINOR_CITY, territory="egypt", name="Cairo")
    campaign, record = finished(world, a_record(2, rewards=[("Ada", found)], results=(WON, HELD_ON, ELIMINATED)))
    assert record.packs_opened == ("age-of-cities", "the-fallen", "old-soldiers")
    # The world the record tells of is the one written: after_game of the full record agrees.
    assert after_game(world, record) == campaign.world


def test_factions_not_played_get_their_x():
    """"Factions not chosen for this game should have an 'X' marked on the back (under player)
    for this game to show that they did not take part.\""""
    world = after_game(new_world(), a_record())
    played = [f.id for f in world.factions[:3]]
    for faction in world.factions:
        if faction.id in played:
            assert faction.not_played == () and faction.game_line(1).player in PLAYERS
        else:
            assert faction.not_played == (1,) and faction.game_line(1) == "X" and faction.history == ()
    second = after_game(world, a_record(2))
    assert all(f.not_played == (1, 2) for f in second.factions if f.id not in played)
    assert second.factions[0].game_line(3) is None
    # Kept in the world file.
    r = YamlReader("world")
    assert read_world(r, compose(w.emit(world_node(second)), "world"), "world") == second


def test_fifteen_games_with_the_sample_packs_open_every_pack_whose_trigger_happened(tmp_path, any_legal_bot):
    scenario = load_scenario(scenarios_dir() / "legacy-new-world.yaml")
    scenario.scenario.legacy = add_packs(scenario.scenario.legacy, load_pack_file(SAMPLE).packs)
    path = tmp_path / "campaign.yaml"
    campaign = new_campaign(scenario, board("classic"), path, seed=5)
    worlds = [copy.deepcopy(campaign.world)]
    play_out(campaign, board("classic"), 15, ["any-legal"], save_to=path,
             progress=lambda played: worlds.append(copy.deepcopy(campaign.world)))
    history = load_campaign(path).campaign.history
    assert [r.game for r in history] == list(range(1, 16))
    for record, before, after in zip(history, worlds[:-1], worlds[1:], strict=True):
        sealed = {p.id for p in before.packs if p.id not in before.packs_opened}
        happened = set()
        if ninth_minor_city_founded(before, after):
            happened.add("age-of-cities")
        if signed_twice(before, after):
            happened.add("old-soldiers")
        if any(s.result is ELIMINATED for s in record.seats):
            happened.add("the-fallen")
        if any(m.kind is MarkKind.SCAR and m.scar == "minefield" for m in marks_added(before, after)):
            happened.add("scorched-earth")
        assert happened & sealed <= set(record.packs_opened), (record.game, happened & sealed, record.packs_opened)
        assert after.packs_opened == [*before.packs_opened, *record.packs_opened]
        print(f"game {record.game}: {', '.join(record.packs_opened) or '-'}")
    summary = campaign_summary(load_campaign(path).campaign, board("classic"))
    assert "packs opened: " + (", ".join(worlds[-1].packs_opened) or "none") in summary
