"""Placing marks one at a time in the designer: each refusal is the rule it would break
(a Problem with a REFUSALS code), quoting rules-digest §2."""

from __future__ import annotations

import re
from pathlib import Path

from engine.board.problems import Problem
from engine.campaign.pieces import MarkKind
from engine.campaign.world import LegacyWorld, Mark, TerritoryCard
from engine.campaign.world_format import new_world
from engine.scenario.validation import REFUSALS, coin_refusal, mark_refusal

K = MarkKind
TERRITORIES = [f"t{i}" for i in range(20)]


def refused(problem: Problem | None, code: str, territory: str) -> None:
    assert problem is not None, f"expected {code}"
    assert problem.code == code and problem.ids == (territory,)
    assert problem.severity is REFUSALS[code].severity and "{" not in problem.message


def world_with(*marks: Mark, **fields) -> LegacyWorld:
    world = new_world()
    world.marks = list(marks)
    for name, value in fields.items():
        setattr(world, name, value)
    return world


# -- cities -----------------------------------------------------------------------------------------


def test_a_city_goes_on_an_empty_territory():
    assert mark_refusal(world_with(), Mark(K.MINOR_CITY, "t1", "Mill", "Ada")) is None


def test_one_city_per_territory_unless_the_designer_covers_it():
    """"City (...; one city per territory)." The rulebook: "You cannot cover an existing city
    with another unless otherwise noted"; the designer may, on purpose."""
    world = world_with(Mark(K.MINOR_CITY, "t1"))
    refused(mark_refusal(world, Mark(K.MAJOR_CITY, "t1")), "city-taken", "t1")
    assert mark_refusal(world, Mark(K.MAJOR_CITY, "t1"), cover=True) is None


def test_the_tenth_minor_city_is_refused():
    """"Stocks are finite: 5 major cities, 9 minor cities, ...\""""
    world = world_with(*(Mark(K.MINOR_CITY, t) for t in TERRITORIES[:8]))
    assert mark_refusal(world, Mark(K.MINOR_CITY, "t8")) is None
    world.marks.append(Mark(K.MINOR_CITY, "t8"))
    problem = mark_refusal(world, Mark(K.MINOR_CITY, "t9"))
    refused(problem, "out-of-stock-item", "t9")
    assert problem.message == "no minor cities left in the stock"


def test_the_sixth_major_city_is_refused():
    """"Stocks are finite: 5 major cities, ...\""""
    world = world_with(*(Mark(K.MAJOR_CITY, t) for t in TERRITORIES[:5]))
    refused(mark_refusal(world, Mark(K.MAJOR_CITY, "t5")), "out-of-stock-item", "t5")


def test_there_is_one_world_capital():
    world = world_with(Mark(K.WORLD_CAPITAL, "t1"))
    refused(mark_refusal(world, Mark(K.WORLD_CAPITAL, "t2")), "one-world-capital", "t2")
    assert mark_refusal(world_with(), Mark(K.WORLD_CAPITAL, "t2")) is None


# -- scars ------------------------------------------------------------------------------------------


def test_one_scar_per_territory_until_it_is_cancelled():
    """"Scar (one per territory; ...)"; a cancelled scar leaves room for a new one."""
    world = world_with(Mark(K.SCAR, "t1", scar="bunker"))
    refused(mark_refusal(world, Mark(K.SCAR, "t1", scar="ammo-shortage")), "scar-taken", "t1")
    world.marks.append(Mark(K.SCAR_CANCEL, "t1"))
    assert mark_refusal(world, Mark(K.SCAR, "t1", scar="ammo-shortage")) is None


def test_a_scar_must_be_one_of_the_world_s_scars():
    """"Scars at start: Bunker (...), Ammo Shortage (...)"; more come from packs or the group."""
    problem = mark_refusal(world_with(), Mark(K.SCAR, "t1", scar="crater"))
    refused(problem, "no-such-scar", "t1")
    assert "'crater'" in problem.message


def test_a_scar_cancel_needs_a_scar_and_stock():
    """"cancel a scar"; "4 scar-cancel stickers\""""
    refused(mark_refusal(world_with(), Mark(K.SCAR_CANCEL, "t1")), "nothing-to-cancel", "t1")
    cancelled = [m for t in TERRITORIES[:4] for m in (Mark(K.SCAR, t, scar="bunker"), Mark(K.SCAR_CANCEL, t))]
    world = world_with(*cancelled, Mark(K.SCAR, "t9", scar="bunker"))
    problem = mark_refusal(world, Mark(K.SCAR_CANCEL, "t9"))
    refused(problem, "out-of-stock-item", "t9")
    assert problem.message == "no scar-cancels left in the stock"


# -- fortifications -----------------------------------------------------------------------------------


def test_a_fortification_encircles_a_city_even_a_fortified_one():
    """"fortify a city (10 uses)"; seed 000: "encircling any city, even one that was
    previously fortified.\""""
    refused(mark_refusal(world_with(), Mark(K.FORTIFICATION, "t1")), "fortify-no-city", "t1")
    world = world_with(Mark(K.MAJOR_CITY, "t1"), Mark(K.FORTIFICATION, "t1", used=4))
    assert mark_refusal(world, Mark(K.FORTIFICATION, "t1")) is None


def test_the_sixth_fortification_is_refused():
    """"5 fortifications\""""
    cities = [m for t in TERRITORIES[:5] for m in (Mark(K.MINOR_CITY, t), Mark(K.FORTIFICATION, t))]
    world = world_with(*cities, Mark(K.MINOR_CITY, "t9"))
    refused(mark_refusal(world, Mark(K.FORTIFICATION, "t9")), "out-of-stock-item", "t9")


# -- coins ------------------------------------------------------------------------------------------


def test_a_card_keeps_its_printed_coin():
    """"Territory cards (one per territory, 1 coin at start; ...)\""""
    refused(coin_refusal(world_with(), "t1", 0), "printed-coin", "t1")
    assert coin_refusal(world_with(), "t1", 1) is None


def test_a_fourth_coin_on_one_card_is_refused_before_the_first_game():
    """"before game 1, 12 coin stickers spread with at most 3 per card\""""
    world = world_with(cards={"t1": TerritoryCard(3)})
    assert coin_refusal(world, "t1", 3) is None
    refused(coin_refusal(world, "t1", 4), "coins-before-first-game", "t1")


def test_more_than_six_coins_are_refused_ever():
    """"later up to 6"; "add a coin to the card of a territory they controlled (max 6)\""""
    world = world_with(games_played=4, cards={"t1": TerritoryCard(6)})
    assert coin_refusal(world, "t1", 6) is None
    refused(coin_refusal(world, "t1", 7), "coins-limit", "t1")
    refused(coin_refusal(world_with(), "t1", 7), "coins-before-first-game", "t1")


def test_the_thirteenth_starting_coin_is_refused():
    """"before game 1, 12 coin stickers\""""
    world = world_with(cards={t: TerritoryCard(3) for t in TERRITORIES[:6]})  # 12 extra coins
    assert world.stock_left()["coins"] == 0
    refused(coin_refusal(world, "t7", 2), "coins-spent", "t7")
    assert coin_refusal(world, "t1", 2) is None  # taking one back is always fine
    world.cards["t1"] = TerritoryCard(2)
    assert coin_refusal(world, "t7", 2) is None


def test_after_the_first_game_coins_do_not_come_from_the_twelve():
    world = world_with(games_played=1, cards={t: TerritoryCard(3) for t in TERRITORIES[:6]})
    assert coin_refusal(world, "t7", 2) is None


def test_a_destroyed_card_takes_no_coins():
    """"destroy a territory card"; "Discard vs destroy (destroyed territory card: the
    territory is marked with an x)\""""
    world = world_with(games_played=3, cards={"t1": TerritoryCard(2, destroyed=True)})
    refused(coin_refusal(world, "t1", 3), "card-destroyed", "t1")


def test_every_refusal_code_is_tested():
    # Read off this module's own checks, so that a new REFUSALS code needs a test here.
    source = Path(__file__).read_text(encoding="utf-8")
    assert set(re.findall(r'refused\(.*, "([a-z-]+)", "t\d+"\)', source)) == set(REFUSALS)
