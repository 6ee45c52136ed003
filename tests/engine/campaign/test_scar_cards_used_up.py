"""Scar cards are used up (issue 28, item 2) and the coin stock is never negative (item 5).

Rulebook, "Sticker cards": "As you play games of Risk Legacy, you will gain access to different
cards that have stickers on them (like Scars). Whenever a sticker card no longer has any
stickers, it is DESTROYED." And "Scars cards": "Shuffle the available Scar cards and randomly
deal ONE to each player. If there aren't enough cards for every player to get one, then no one
gets a Scar card for this game."
"""

from __future__ import annotations

import dataclasses

from engine.campaign.pieces import MarkKind
from engine.campaign.progress import GameRecord, SeatRecord, after_game
from engine.campaign.world import STARTING_STOCK, GameResult, LegacyWorld, Mark, TerritoryCard
from engine.campaign.world_format import new_world, read_world, world_node
from engine.files import yaml_writer
from engine.files.yaml_reader import YamlReader, compose
from tests.engine.campaign.pack_samples import a_pack, full_pack, world_with
from tests.engine.rules.legacy.support import fresh_world, new_game


def _record(game: int, *scars: tuple[str, str]) -> GameRecord:
    seat = SeatRecord("Ada", new_world().factions[0].id, "egypt", GameResult.WON)
    return GameRecord(game, (seat,), "Ada", (), scars_placed=tuple(scars))


def _round_trip(world: LegacyWorld) -> LegacyWorld:
    return read_world(YamlReader("test"), compose(yaml_writer.emit(world_node(world)), "test"), "legacy")


def test_a_played_scar_card_is_destroyed():
    """"Whenever a sticker card no longer has any stickers, it is DESTROYED": the scar is on the
    board, so its card is gone for good."""
    world = after_game(new_world(), _record(1, ("peru", "bunker"), ("siam", "bunker"), ("china", "ammo-shortage")))
    assert world.scar_cards_destroyed == {"bunker": 2, "ammo-shortage": 1}
    assert world.scar_cards_left({"bunker": 2, "ammo-shortage": 2}) == {"ammo-shortage": 1}


def test_later_games_deal_only_the_scar_cards_left():
    """"Shuffle the available Scar cards": the destroyed ones are not available."""
    world = fresh_world()
    world.scar_cards_destroyed = {"bunker": 1}
    state = new_game(3, world=world).state
    assert sorted(p.scar_card for p in state.players) == ["ammo-shortage", "ammo-shortage", "bunker"]
    assert state.scar_deck == []


def test_too_few_left_for_everyone_and_no_one_gets_one():
    """"If there aren't enough cards for every player to get one, then no one gets a Scar card
    for this game" — three left, four players."""
    world = fresh_world()
    world.scar_cards_destroyed = {"ammo-shortage": 1}
    state = new_game(4, world=world).state
    assert all(p.scar_card == "" for p in state.players)
    assert sorted(state.scar_deck) == ["ammo-shortage", "bunker", "bunker"]


def test_all_used_up_and_none_are_dealt():
    world = fresh_world()
    world.scar_cards_destroyed = {"bunker": 2, "ammo-shortage": 2}
    state = new_game(3, world=world).state
    assert state.scar_deck == [] and all(p.scar_card == "" for p in state.players)


def test_packs_add_scar_cards_to_what_is_left():
    """"More Scar cards will come into the game as you open some of the sealed components":
    a pack's cards join the box, and are used up like the others."""
    from engine.campaign.packs import open_pack, scar_cards

    world = open_pack(world_with(full_pack(), a_pack("more", scar_cards={"sinkhole": 1})), "everything")
    world.scar_cards_destroyed = {"bunker": 3, "sinkhole": 1}
    box = {"bunker": 2, "ammo-shortage": 2}
    for scar, n in scar_cards(world).items():
        box[scar] = box.get(scar, 0) + n
    assert world.scar_cards_left(box) == {"ammo-shortage": 2, "sinkhole": 1}


def test_the_world_file_keeps_the_destroyed_scar_cards_and_old_files_have_them_all():
    world = new_world()
    world.scar_cards_destroyed = {"bunker": 1}
    assert _round_trip(world).scar_cards_destroyed == {"bunker": 1}
    assert _round_trip(new_world()).scar_cards_destroyed == {}  # no key written: the full set
    assert "scar-cards-destroyed" not in yaml_writer.emit(world_node(new_world()))


def test_the_coin_stock_is_never_negative():
    """The 12 starting coin stickers are spread before the first game; later rewards add coins
    to cards from no stock (up to 6 a card), so the count left stops at 0."""
    world = new_world()
    world.games_played = 5
    world.cards = {tid: TerritoryCard(coins=4) for tid in ("egypt", "peru", "siam", "china", "ural", "congo")}
    assert world.used()["coins"] == 18
    assert world.stock_left()["coins"] == 0
    assert min(world.stock_left().values()) >= 0
    before = dataclasses.replace(world, games_played=0,
                                 marks=[Mark(MarkKind.SCAR_CANCEL, t) for t in ("a", "b", "c", "d", "e")])
    assert before.stock_left()["coins"] == 0 and before.stock_left()["scar-cancel"] == 0
    assert before.used()["coins"] > STARTING_STOCK["coins"]  # validation reports it from used()
