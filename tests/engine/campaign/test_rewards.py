"""The rewards after a Risk Legacy game, each test quoting the rule it checks (rulebook,
"Winning the game"; rules-digest §2, "End of game")."""

from __future__ import annotations

import dataclasses

import pytest

from engine.board import TerritoryKind
from engine.campaign.pieces import MarkKind
from engine.campaign.rewards import (
    HELD_ON_REWARDS,
    WINNER_REWARDS,
    Reward,
    RewardKind,
    apply_reward,
    reward_options,
    reward_refusal,
)
from engine.campaign.world import ContinentMarks, LegacyWorld, Mark, TerritoryCard
from engine.campaign.world_format import new_world
from engine.core.errors import IllegalAction
from engine.core.messages import TerritoryName
from tests.support.games import board

CLASSIC = board("classic")
EVERYWHERE = frozenset(t.id for t in CLASSIC.territories)


def refusal(world: LegacyWorld, reward: Reward, *, winner: bool = True, player: str = "Ada",
            controlled: frozenset[str] = EVERYWHERE, on=CLASSIC) -> str | None:
    found = reward_refusal(world, on, player, reward, winner=winner, controlled=controlled)
    return None if found is None else str(found)


def with_marks(*marks: Mark, **fields) -> LegacyWorld:
    return dataclasses.replace(new_world(), marks=list(marks), **fields)


def major(territory: str, founder: str = "Ada") -> Mark:
    return Mark(MarkKind.MAJOR_CITY, territory, name=f"{territory} city", founder=founder)


def minor(territory: str) -> Mark:
    return Mark(MarkKind.MINOR_CITY, territory, name=f"{territory} town", founder="Basil")


# -- who chooses what ----------------------------------------------------------------------------------


def test_the_winner_chooses_one_of_six_and_those_who_held_on_one_of_two():
    """"After that, the winner gets to do ONE of the following" (six) ... "each player who Held
    On chooses one of the following" (two)."""
    assert len(WINNER_REWARDS) == 6 and len(HELD_ON_REWARDS) == 2
    assert set(WINNER_REWARDS) | set(HELD_ON_REWARDS) == set(RewardKind)
    world = new_world()
    minor_city = Reward(RewardKind.FOUND_MINOR_CITY, territory="peru", name="Lima")
    major_city = Reward(RewardKind.FOUND_MAJOR_CITY, territory="peru", name="Lima")
    assert refusal(world, minor_city, winner=True) == "this reward is for a player who held on, not the winner"
    assert refusal(world, major_city, winner=False) == "only the winner may choose this reward"
    assert refusal(world, minor_city, winner=False) is None
    assert refusal(world, major_city, winner=True) is None


def test_the_world_given_may_be_the_one_this_game_leaves_even_the_fifteenth():
    """The rules ask with the world as the game leaves it so far (its games_played already
    counting this game): the 15th game's winner still gets "a game-altering reward for
    winning" — "The winners of the first 15 games on this board will get to sign this section
    and will receive a game-altering reward"."""
    world = dataclasses.replace(new_world(), games_played=15)
    reward = Reward(RewardKind.FOUND_MAJOR_CITY, territory="peru", name="Lima")
    assert refusal(world, reward) is None
    offered = reward_options(world, CLASSIC, "Ada", winner=True, controlled=EVERYWHERE)
    assert dataclasses.replace(reward, name="Ada's Landing") in offered


# -- the winner's rewards -------------------------------------------------------------------------------


def test_name_a_continent_only_an_unnamed_one_and_with_a_name():
    """"Name a continent ... You may name any unnamed continent with whatever name you see fit
    to give it ... You may put your initials here to remember you named it.\""""
    world = new_world()
    reward = Reward(RewardKind.NAME_CONTINENT, continent="south-america", name="Awesometonia")
    assert refusal(world, reward) is None
    named = apply_reward(world, "Ada", reward)
    assert named.continent("south-america") == ContinentMarks("Awesometonia", "Ada", 0)
    again = Reward(RewardKind.NAME_CONTINENT, continent="south-america", name="Other")
    assert refusal(named, again, player="Basil") == "South America already has a name: Awesometonia"
    assert refusal(world, dataclasses.replace(reward, name="  ")) == "give it a name: the name cannot be empty"
    assert refusal(world, dataclasses.replace(reward, name="two\nlines")) == "a name is one line of text"
    assert refusal(world, dataclasses.replace(reward, name="x" * 81)) == \
        "a name has at most 80 characters, not 81"
    assert refusal(world, dataclasses.replace(reward, continent="atlantis")) == \
        "this map has no continent 'atlantis'"
    assert refusal(world, dataclasses.replace(reward, continent="")) == "choose a continent for this reward"


def test_found_a_major_city_where_there_is_no_city_and_it_is_the_founders():
    """"Take one of the five Major City marks and place it in any territory that does not
    already contain a city. Name that city ... this territory is now considered a legal
    starting territory for you and you alone.\""""
    world = with_marks(minor("egypt"), Mark(MarkKind.SCAR, "peru", scar="bunker"))
    on_city = Reward(RewardKind.FOUND_MAJOR_CITY, territory="egypt", name="Cairo")
    assert refusal(world, on_city) == "Egypt already has a city"
    on_scar = Reward(RewardKind.FOUND_MAJOR_CITY, territory="peru", name="Lima")
    assert refusal(world, on_scar) is None  # a scar is no city
    founded = apply_reward(world, "Ada", on_scar)
    city = founded.city("peru")
    assert (city.kind, city.name, city.founder) == (MarkKind.MAJOR_CITY, "Lima", "Ada")
    assert founded.population("peru") == 2  # "Name and found a major city (2 population)"


def test_the_five_major_cities_and_nine_minor_cities_are_all_there_is():
    """"Stocks are finite: 5 major cities, 9 minor cities" — "Take one of the five Major City
    marks" / "Take one of the nine Minor City marks"."""
    five = with_marks(*(major(t) for t in ("egypt", "peru", "china", "siam", "ural")))
    assert refusal(five, Reward(RewardKind.FOUND_MAJOR_CITY, territory="japan", name="Edo")) == \
        "all 5 major cities have been founded"
    nine = with_marks(*(minor(t) for t in ("egypt", "peru", "china", "siam", "ural", "india", "congo", "iceland",
                                           "quebec")))
    assert refusal(nine, Reward(RewardKind.FOUND_MINOR_CITY, territory="japan", name="Edo"), winner=False) == \
        "all 9 minor cities have been founded"
    with pytest.raises(IllegalAction, match="all 5 major cities have been founded"):
        apply_reward(five, "Ada", Reward(RewardKind.FOUND_MAJOR_CITY, territory="japan", name="Edo"))


def test_cancel_a_scar_only_over_a_scar_and_four_times_in_all():
    """"Take one of the four 'white' stickers and place it over any of the Scars that have been
    placed on the board. This territory no longer has a Scar on it, and a new one can be
    placed on it in future games. You cannot cancel a city with this reward.\""""
    world = with_marks(Mark(MarkKind.SCAR, "peru", scar="bunker"), minor("egypt"))
    reward = Reward(RewardKind.CANCEL_SCAR, territory="peru")
    cancelled = apply_reward(world, "Ada", reward)
    assert cancelled.scar("peru") is None
    assert refusal(cancelled, reward) == "Peru has no scar to cancel"
    assert refusal(world, Reward(RewardKind.CANCEL_SCAR, territory="egypt")) == "Egypt has no scar to cancel"
    scars = [m for t in ("peru", "china", "siam", "ural", "japan")
             for m in (Mark(MarkKind.SCAR, t, scar="bunker"), Mark(MarkKind.SCAR_CANCEL, t))][:-1]
    four_used = with_marks(*scars)  # four scars cancelled, Japan's still showing
    assert four_used.scar("japan") is not None
    assert refusal(four_used, Reward(RewardKind.CANCEL_SCAR, territory="japan")) == \
        "all 4 scar-cancel stickers have been used"


def test_a_continent_bonus_changes_once_and_each_mark_exists_once():
    """"There are two continent marks in the game — a +1 and a -1 mark ... A continent can only
    be changed once (either up or down).\""""
    world = new_world()
    up = Reward(RewardKind.CONTINENT_BONUS, continent="asia", delta=1)
    changed = apply_reward(world, "Ada", up)
    assert changed.continent("asia").bonus_mark == 1
    assert refusal(changed, dataclasses.replace(up, delta=-1)) == "the bonus of Asia was already changed once"
    assert refusal(changed, Reward(RewardKind.CONTINENT_BONUS, continent="europe", delta=1)) == \
        "the +1 continent mark is already on the board"
    down = Reward(RewardKind.CONTINENT_BONUS, continent="europe", delta=-1)
    assert refusal(changed, down) is None
    both = apply_reward(changed, "Basil", down)
    assert refusal(both, Reward(RewardKind.CONTINENT_BONUS, continent="africa", delta=-1)) == \
        "the -1 continent mark is already on the board"
    assert refusal(world, dataclasses.replace(up, delta=2)) == "a continent bonus changes by +1 or -1, not 2"


def test_fortify_a_city_even_a_fortified_one_whose_old_uses_are_ignored():
    """"Place a Fortification mark on a city ... encircling any city, even one that was
    previously fortified. If you are covering a previous Fortification, all remaining uses on
    the previous Fortification are ignored.\""""
    worn = Mark(MarkKind.FORTIFICATION, "egypt", used=7)
    world = with_marks(major("egypt"), worn)
    reward = Reward(RewardKind.FORTIFY_CITY, territory="egypt")
    assert refusal(world, reward) is None
    fortified = apply_reward(world, "Ada", reward)
    assert fortified.fortification("egypt").used == 0 and fortified.is_fortified("egypt")
    assert refusal(world, Reward(RewardKind.FORTIFY_CITY, territory="peru")) == "Peru has no city to fortify"


def test_five_fortifications_in_all():
    """"Take one of the five Fortification marks"."""
    cities = ("egypt", "peru", "china", "siam", "ural")
    world = with_marks(*(major(t) for t in cities), *(Mark(MarkKind.FORTIFICATION, t) for t in cities))
    assert refusal(world, Reward(RewardKind.FORTIFY_CITY, territory="egypt")) == \
        "all 5 fortifications have been placed"


def test_destroy_a_territory_card_once():
    """"Select any Territory card and DESTROY it. Write a small 'x' near that territory's name
    on the game board to show that it doesn't have a card anymore.\""""
    world = new_world()
    reward = Reward(RewardKind.DESTROY_CARD, territory="siam")
    destroyed = apply_reward(world, "Ada", reward)
    assert destroyed.card("siam").destroyed and not world.card("siam").destroyed
    assert refusal(destroyed, reward) == "the territory card of Siam was destroyed"


def test_cities_and_cards_are_on_land():
    """A territory card is "one per territory" of the land; a sea territory holds no city."""
    sea_board = CLASSIC.copy()
    peru = sea_board.territory("peru")
    sea_board.replace_territory("peru", dataclasses.replace(peru, kind=TerritoryKind.SEA))
    for kind in (RewardKind.FOUND_MAJOR_CITY, RewardKind.DESTROY_CARD):
        reward = Reward(kind, territory="peru", name="Lima")
        assert refusal(new_world(), reward, on=sea_board) == \
            "Peru is a sea territory: cities, scars and cards are on land"
    assert refusal(new_world(), Reward(RewardKind.DESTROY_CARD, territory="atlantis")) == \
        "this map has no territory 'atlantis'"
    assert refusal(new_world(), Reward(RewardKind.DESTROY_CARD)) == "choose a territory for this reward"


# -- holding on ------------------------------------------------------------------------------------------


def test_a_minor_city_only_where_the_player_held_at_the_end_and_no_city_stands():
    """"Choose a territory you controlled at the end of the game that does not already contain
    a city. Take one of the nine Minor City marks and place it in that territory. Name that
    city.\""""
    world = with_marks(major("egypt", founder="Ada"))
    held = frozenset({"egypt", "peru"})
    peru = Reward(RewardKind.FOUND_MINOR_CITY, territory="peru", name="Lima")
    assert refusal(world, peru, winner=False, player="Basil", controlled=held) is None
    assert refusal(world, dataclasses.replace(peru, territory="china"), winner=False, controlled=held) == \
        "you did not control China at the end of the game"
    assert refusal(world, dataclasses.replace(peru, territory="egypt"), winner=False, controlled=held) == \
        "Egypt already has a city"
    town = apply_reward(world, "Basil", peru).city("peru")
    assert (town.kind, town.founder, town.name) == (MarkKind.MINOR_CITY, "Basil", "Lima")


def test_upgrade_a_card_of_a_territory_held_up_to_six_coins():
    """"Choose a territory you controlled at the end of the game and find its matching Territory
    card. Add one resource sticker to it ... A Territory card can have no more than 6 total
    resources on it.\""""
    world = dataclasses.replace(new_world(), games_played=3, cards={"peru": TerritoryCard(5)})
    held = frozenset({"peru"})
    reward = Reward(RewardKind.UPGRADE_CARD, territory="peru")
    six = apply_reward(world, "Basil", reward)
    assert six.card("peru").coins == 6
    assert refusal(six, reward, winner=False, controlled=held) == \
        "the territory card of Peru already has 6 coins, the most a card may have"
    assert refusal(world, dataclasses.replace(reward, territory="egypt"), winner=False, controlled=held) == \
        "you did not control Egypt at the end of the game"
    gone = dataclasses.replace(world, cards={"peru": TerritoryCard(2, destroyed=True)})
    assert refusal(gone, reward, winner=False, controlled=held) == "the territory card of Peru was destroyed"


def test_with_no_minor_city_and_no_coin_left_to_place_holding_on_gains_nothing():
    """"If there are no more Coins or Minor Cities to place, the losers no longer gain any
    additional rewards.\""""
    nine = [minor(t) for t in ("egypt", "peru", "china", "siam", "ural", "india", "congo", "iceland", "quebec")]
    world = dataclasses.replace(new_world(), marks=nine, games_played=4,
                                cards={"japan": TerritoryCard(6), "siam": TerritoryCard(6)})
    assert reward_options(world, CLASSIC, "Basil", winner=False, controlled=frozenset({"japan", "siam"})) == []
    one_coin_left = dataclasses.replace(world, cards={"japan": TerritoryCard(5), "siam": TerritoryCard(6)})
    options = reward_options(one_coin_left, CLASSIC, "Basil", winner=False, controlled=frozenset({"japan", "siam"}))
    assert options == [Reward(RewardKind.UPGRADE_CARD, territory="japan")]


# -- the options and the new world -----------------------------------------------------------------------


def test_every_option_is_allowed_and_named_and_every_allowed_kind_is_offered():
    world = with_marks(major("egypt"), Mark(MarkKind.SCAR, "peru", scar="bunker"))
    options = reward_options(world, CLASSIC, "Ada", winner=True, controlled=frozenset())
    assert options and all(refusal(world, r) is None for r in options)
    assert {r.kind for r in options} == set(WINNER_REWARDS)
    assert [r.territory for r in options if r.kind is RewardKind.CANCEL_SCAR] == ["peru"]
    assert [r.territory for r in options if r.kind is RewardKind.FORTIFY_CITY] == ["egypt"]
    assert len([r for r in options if r.kind is RewardKind.CONTINENT_BONUS]) == 12  # 6 continents, +1 and -1
    named = [r for r in options if r.kind in (RewardKind.NAME_CONTINENT, RewardKind.FOUND_MAJOR_CITY)]
    assert all(r.name for r in named)
    held = reward_options(world, CLASSIC, "Basil", winner=False, controlled=frozenset({"egypt", "siam"}))
    assert [(r.kind, r.territory) for r in held] == [
        (RewardKind.FOUND_MINOR_CITY, "siam"), (RewardKind.UPGRADE_CARD, "egypt"), (RewardKind.UPGRADE_CARD, "siam")]


def test_the_default_names_are_new_ones():
    world = new_world()
    first = reward_options(world, CLASSIC, "Ada", winner=True, controlled=frozenset())
    city = next(r for r in first if r.kind is RewardKind.FOUND_MAJOR_CITY)
    assert city.name == "Ada's Landing"
    world = apply_reward(world, "Ada", city)
    again = next(r for r in reward_options(world, CLASSIC, "Ada", winner=True, controlled=frozenset())
                 if r.kind is RewardKind.FOUND_MAJOR_CITY)
    assert again.name not in {m.name for m in world.marks}
    taken = dataclasses.replace(world, marks=[*world.marks, Mark(MarkKind.MINOR_CITY, "peru", name="Basil's Landing")])
    town = reward_options(taken, CLASSIC, "Basil", winner=False, controlled=frozenset({"siam"}))[0]
    assert town.name != "Basil's Landing" and town.name.startswith("Basil's ")


def test_applying_a_reward_leaves_the_old_world_as_it_was():
    world = new_world()
    before = dataclasses.replace(world, marks=list(world.marks), cards=dict(world.cards),
                                 continents=dict(world.continents))
    apply_reward(world, "Ada", Reward(RewardKind.FOUND_MAJOR_CITY, territory="peru", name="Lima"))
    apply_reward(world, "Ada", Reward(RewardKind.DESTROY_CARD, territory="peru"))
    apply_reward(world, "Ada", Reward(RewardKind.NAME_CONTINENT, continent="asia", name="Bigland"))
    assert world == before


def test_a_refusal_names_the_territory_for_the_readers_language():
    """Refusals are templates with parameters, like the rules' (the UI translates them)."""
    found = reward_refusal(with_marks(minor("egypt")), CLASSIC, "Ada",
                           Reward(RewardKind.FOUND_MAJOR_CITY, territory="egypt", name="Cairo"),
                           winner=True, controlled=EVERYWHERE)
    assert found.template == "{territory} already has a city"
    assert found.params["territory"] == TerritoryName(CLASSIC.territory_index("egypt"), "Egypt")
