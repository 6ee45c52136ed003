"""What one game writes into the world (after_game), each test quoting its rule (rulebook,
"Before every game" and "Winning the game"; rules-digest §2)."""

from __future__ import annotations

import dataclasses

import pytest

from engine.campaign.pieces import MarkKind
from engine.campaign.progress import (
    GameRecord,
    RecordError,
    SeatRecord,
    after_game,
    has_signed,
    missiles_of,
    world_naming_tie,
)
from engine.campaign.rewards import Reward, RewardKind
from engine.campaign.world import FactionGame, GameResult, LegacyWorld, Mark, Signature
from engine.campaign.world_format import new_world

WON, HELD_ON, ELIMINATED = GameResult.WON, GameResult.HELD_ON, GameResult.ELIMINATED


def seats(*results: GameResult) -> tuple[SeatRecord, ...]:
    players = ("Ada", "Basil", "Cleo", "Dmitri", "Erin")
    factions = [f.id for f in new_world().factions]
    return tuple(SeatRecord(players[i], factions[i], ("egypt", "peru", "china", "siam", "ural")[i], result)
                 for i, result in enumerate(results))


def record(game: int = 1, winner: str | None = "Ada", rewards=(), results=(WON, HELD_ON, ELIMINATED), **fields
           ) -> GameRecord:
    return GameRecord(game, seats(*results), winner, tuple(rewards), **fields)


def played(games: int, world: LegacyWorld | None = None) -> LegacyWorld:
    world = world or new_world()
    return dataclasses.replace(world, games_played=games)


def test_each_faction_records_won_held_on_or_eliminated():
    """"All players should turn over their Faction cards and record whether that Faction Won the
    game, Held On (didn't win but was still in the game), or was Eliminated.\""""
    world = after_game(new_world(), record())
    histories = {f.id: f.history for f in world.factions}
    assert histories["saharan-republic"] == (FactionGame(1, "Ada", "egypt", WON),)
    assert histories["khan-industries"] == (FactionGame(1, "Basil", "peru", HELD_ON),)
    assert histories["die-mechaniker"] == (FactionGame(1, "Cleo", "china", ELIMINATED),)
    assert histories["enclave-of-the-bear"] == ()  # not in this game
    second = after_game(world, record(2, "Basil", results=(HELD_ON, WON, ELIMINATED)))
    assert [h.result for h in second.faction("saharan-republic").history] == [WON, HELD_ON]


def test_the_winner_signs_the_board_in_the_first_fifteen_games_only():
    """"The winner signs his name and dates the next line on the board" — "The winners of the
    first 15 games on this board will get to sign this section.\""""
    world = after_game(new_world(), record())
    assert world.signatures == [Signature("Ada", 1)]
    fifteen = after_game(played(14, world), record(15, "Basil", results=(HELD_ON, WON, HELD_ON)))
    assert fifteen.signatures[-1] == Signature("Basil", 15)
    sixteen = after_game(fifteen, record(16, "Cleo", results=(HELD_ON, HELD_ON, WON)))
    assert sixteen.signatures == fifteen.signatures and sixteen.games_played == 16


def test_a_game_nobody_won_is_signed_by_nobody():
    world = after_game(new_world(), record(winner=None, results=(HELD_ON, HELD_ON, HELD_ON)))
    assert world.signatures == [] and world.games_played == 1


def test_missiles_are_the_signatures_and_the_unsigned_start_with_a_red_star():
    """"If you haven't signed the victor's section of the board ..., take a Red Star token. If
    you have signed the victor's section, take one Missile token for every time your name is
    on that area of the board.\""""
    world = dataclasses.replace(new_world(), signatures=[Signature("Ada", 1), Signature("Basil", 2),
                                                         Signature("Ada", 3)])
    assert (missiles_of(world, "Ada"), missiles_of(world, "Basil"), missiles_of(world, "Cleo")) == (2, 1, 0)
    assert has_signed(world, "Basil") and not has_signed(world, "Cleo")


def test_rewards_are_taken_in_the_order_chosen_winner_first():
    """"After that, the winner gets to do ONE of the following ... Proceeding clockwise from the
    winner, each player who Held On chooses one of the following.\""""
    rewards = [("Ada", Reward(RewardKind.FOUND_MAJOR_CITY, territory="egypt", name="Cairo")),
               ("Basil", Reward(RewardKind.UPGRADE_CARD, territory="egypt"))]
    world = after_game(new_world(), record(rewards=rewards))
    assert world.city("egypt").name == "Cairo" and world.city("egypt").founder == "Ada"
    assert world.card("egypt").coins == 2


def test_a_reward_the_stock_no_longer_has_is_refused_whole():
    """Finite stock: the ninth minor city can be founded once. A record that founds two leaves
    the world untouched and says which reward failed."""
    eight = [Mark(MarkKind.MINOR_CITY, t, name=t) for t in ("egypt", "peru", "china", "siam", "ural", "india",
                                                             "congo", "iceland")]
    world = dataclasses.replace(new_world(), marks=eight)
    rewards = [("Basil", Reward(RewardKind.FOUND_MINOR_CITY, territory="japan", name="Edo")),
               ("Cleo", Reward(RewardKind.FOUND_MINOR_CITY, territory="quebec", name="Q"))]
    with pytest.raises(RecordError, match="game 1: Cleo's reward \\(found-minor-city\\) cannot be taken: all 9 "
                                          "minor cities have been founded"):
        after_game(world, record(winner="Ada", rewards=rewards, results=(WON, HELD_ON, HELD_ON)))
    assert world.marks == eight and world.games_played == 0


def test_no_rewards_after_the_fifteenth_game():
    """"After 15 games, no further changes are made to the game from Winning or Holding On.\""""
    late = [("Ada", Reward(RewardKind.DESTROY_CARD, territory="egypt"))]
    with pytest.raises(RecordError, match="after game 15 winning and holding on change nothing"):
        after_game(played(15), record(16, rewards=late))


def test_fortification_boxes_are_ticked_and_at_ten_it_is_no_longer_fortified():
    """"each attack with 3 troops marks one of its 10 boxes; at 10 it is no longer fortified"
    (rules-digest §2, from "Fortified city")."""
    city = Mark(MarkKind.MAJOR_CITY, "egypt", name="Cairo", founder="Ada")
    world = dataclasses.replace(new_world(), marks=[city, Mark(MarkKind.FORTIFICATION, "egypt", used=6)])
    three = after_game(world, record(fortification_uses={"egypt": 3}))
    assert three.fortification("egypt").used == 9 and three.is_fortified("egypt")
    ten = after_game(three, record(2, fortification_uses={"egypt": 4}))
    assert ten.fortification("egypt").used == 10 and not ten.is_fortified("egypt")
    assert sum(1 for m in ten.marks if m.kind is MarkKind.FORTIFICATION) == 1  # the sticker stays
    with pytest.raises(RecordError, match="used a fortification in peru, which has none"):
        after_game(world, record(fortification_uses={"peru": 1}))


def test_only_the_newest_fortification_is_ticked():
    """"If you are covering a previous Fortification, all remaining uses on the previous
    Fortification are ignored.\""""
    city = Mark(MarkKind.MAJOR_CITY, "egypt", name="Cairo")
    old, new = Mark(MarkKind.FORTIFICATION, "egypt", used=8), Mark(MarkKind.FORTIFICATION, "egypt")
    covered = dataclasses.replace(new_world(), marks=[city, old, new])
    world = after_game(covered, record(fortification_uses={"egypt": 2}))
    assert [m.used for m in world.marks if m.kind is MarkKind.FORTIFICATION] == [8, 2]


def test_scars_placed_during_the_game_stay_on_the_board():
    """Scar cards "allow the player to permanently alter a territory on the board"; "A territory
    can only have ONE scar".\""""
    world = after_game(new_world(), record(scars_placed=(("peru", "bunker"), ("siam", "ammo-shortage"))))
    assert world.scar("peru").scar == "bunker" and world.scar("siam").scar == "ammo-shortage"
    with pytest.raises(RecordError, match="placed a bunker scar on peru: a territory can only have one scar"):
        after_game(world, record(2, scars_placed=(("peru", "bunker"),)))


def test_packs_opened_are_remembered_once():
    world = after_game(new_world(), record(packs_opened=("first-blood", "first-blood")))
    assert world.packs_opened == ["first-blood"]
    again = after_game(world, record(2, packs_opened=("first-blood", "second-wind")))
    assert again.packs_opened == ["first-blood", "second-wind"]


def test_the_record_is_of_the_next_game():
    with pytest.raises(RecordError, match="the record is of game 3, but the world's next game is game 1"):
        after_game(new_world(), record(3))
    with pytest.raises(RecordError, match="'atlantis', which is not a faction of this world"):
        after_game(new_world(), GameRecord(1, (SeatRecord("Ada", "atlantis", "", WON),), "Ada", ()))


def test_the_most_signatures_name_the_world_ties_roll_off():
    """"At the conclusion of the 15th game, once all rewards are chosen, the player who signed
    the victor's section of the board the most times gets to name the planet! ... If players
    are tied for most wins, those tied players roll off.\""""
    signed = [Signature(p, g) for g, p in enumerate(["Ada", "Basil", "Basil", "Cleo", "Ada"], 1)]
    world = dataclasses.replace(new_world(), signatures=signed)
    assert world_naming_tie(world) == ["Ada", "Basil"]
    assert world_naming_tie(dataclasses.replace(world, signatures=[*signed, Signature("Ada", 6)])) == ["Ada"]
    assert world_naming_tie(new_world()) == []


def test_the_world_is_named_after_the_fifteenth_game_and_only_once():
    named = after_game(played(14), record(15, world_name="Terra Nova"))
    assert named.world_name == "Terra Nova" and named.games_played == 15
    with pytest.raises(RecordError, match="names the world 'Early', but the world is named once, after game 15"):
        after_game(played(9), record(10, world_name="Early"))
    with pytest.raises(RecordError, match="named once"):
        after_game(named, record(16, world_name="Again"))


def test_the_old_world_is_untouched():
    world = new_world()
    snapshot = dataclasses.replace(world, factions=list(world.factions), marks=list(world.marks))
    after_game(world, record(rewards=[("Ada", Reward(RewardKind.FOUND_MAJOR_CITY, territory="egypt", name="C"))],
                             scars_placed=(("peru", "bunker"),)))
    assert world == snapshot
