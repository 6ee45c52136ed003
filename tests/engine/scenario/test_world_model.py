"""The Legacy world model: what the stickers on a board mean (rules-digest §2)."""

from __future__ import annotations

from engine.campaign.pieces import FORTIFICATION_BOXES, MarkKind, effect_problems
from engine.campaign.world import STARTING_STOCK, ContinentMarks, LegacyWorld, Mark, TerritoryCard
from engine.campaign.world_format import catalogue, new_world

K = MarkKind


def world(*marks: Mark, **fields) -> LegacyWorld:
    return LegacyWorld(marks=list(marks), **fields)


def test_a_city_gives_its_population():
    """"City (minor pop 1, major pop 2, world capital pop 5; one city per territory).\""""
    w = world(Mark(K.MINOR_CITY, "peru", "Cuzco", "Ada"), Mark(K.MAJOR_CITY, "egypt", "Alexandria", "Basil"),
              Mark(K.WORLD_CAPITAL, "china", "Capital City"))
    assert [w.population(t) for t in ("peru", "egypt", "china", "brazil")] == [1, 2, 5, 0]
    assert w.city("egypt").name == "Alexandria" and w.city("egypt").founder == "Basil"
    assert w.city("brazil") is None


def test_marked_means_any_sticker():
    """"Terms: marks (stickers) on territories and faction cards; a territory is MARKED if it has any.\""""
    w = world(Mark(K.SCAR, "peru", scar="bunker"), Mark(K.SCAR_CANCEL, "peru"))
    assert w.is_marked("peru") and w.scar("peru") is None
    assert not w.is_marked("brazil")


def test_a_scar_cancel_covers_the_scar_and_a_new_scar_may_follow():
    """Seed 000, cancel a scar: "This territory no longer has a Scar on it, and a new one can
    be placed on it in future games.\""""
    w = world(Mark(K.SCAR, "peru", scar="bunker"))
    assert w.scar("peru").scar == "bunker"
    w.marks.append(Mark(K.SCAR_CANCEL, "peru"))
    assert w.scar("peru") is None
    w.marks.append(Mark(K.SCAR, "peru", scar="ammo-shortage"))
    assert w.scar("peru").scar == "ammo-shortage"


def test_a_fortification_needs_a_city_and_unused_boxes():
    """"fortify a city (10 uses)"; "each attack with 3 troops marks one of its 10 boxes; at 10
    it is no longer fortified.\""""
    assert FORTIFICATION_BOXES == 10
    w = world(Mark(K.MAJOR_CITY, "egypt"), Mark(K.FORTIFICATION, "egypt", used=9))
    assert w.is_fortified("egypt")
    w.marks[1] = Mark(K.FORTIFICATION, "egypt", used=10)
    assert not w.is_fortified("egypt")
    assert not world(Mark(K.FORTIFICATION, "peru")).is_fortified("peru")  # no city to encircle


def test_a_newer_fortification_covers_an_older_one():
    """Seed 000: "If you are covering a previous Fortification, all remaining uses on the
    previous Fortification are ignored.\""""
    w = world(Mark(K.MINOR_CITY, "egypt"), Mark(K.FORTIFICATION, "egypt", used=10),
              Mark(K.FORTIFICATION, "egypt", used=2))
    assert w.fortification("egypt").used == 2 and w.is_fortified("egypt")
    assert w.used()["fortification"] == 2  # both stickers came out of the stock


def test_the_starting_stock():
    """"Stocks are finite: 5 major cities, 9 minor cities, 5 fortifications, 4 scar-cancel
    stickers, one +1 and one −1 continent mark"; "before game 1, 12 coin stickers\""""
    assert dict(STARTING_STOCK) == {"major-city": 5, "minor-city": 9, "fortification": 5, "scar-cancel": 4,
                                    "plus-one": 1, "minus-one": 1, "coins": 12}
    assert LegacyWorld().stock_left() == dict(STARTING_STOCK)


def test_the_stock_left_is_what_the_marks_have_not_used():
    w = world(
        Mark(K.MINOR_CITY, "peru"), Mark(K.MINOR_CITY, "brazil"), Mark(K.MAJOR_CITY, "egypt"),
        Mark(K.FORTIFICATION, "egypt"), Mark(K.SCAR, "china", scar="bunker"), Mark(K.SCAR_CANCEL, "china"),
        continents={"europe": ContinentMarks(bonus_mark=1), "asia": ContinentMarks(bonus_mark=-1),
                    "africa": ContinentMarks("Named", "Ada", 0)},
        cards={"peru": TerritoryCard(3), "brazil": TerritoryCard(2), "china": TerritoryCard(1, destroyed=True)},
    )
    used = w.used()
    assert used["minor-city"] == 2 and used["major-city"] == 1 and used["fortification"] == 1
    assert used["scar-cancel"] == 1 and "scar" not in used  # scars come from scar cards, not the stock
    assert used["plus-one"] == 1 and used["minus-one"] == 1 and used["coins"] == 3
    assert w.stock_left() == {"major-city": 4, "minor-city": 7, "fortification": 4, "scar-cancel": 3,
                              "plus-one": 0, "minus-one": 0, "coins": 9}


def test_cards_default_to_their_printed_coin():
    """"Territory cards (one per territory, 1 coin at start ...)\""""
    assert LegacyWorld().card("peru") == TerritoryCard(1, False)
    assert LegacyWorld().continent("asia") == ContinentMarks("", "", 0)


def test_of_two_cities_the_one_on_top_shows():
    # Two cities on one territory is a validation error, but the board still shows one.
    w = world(Mark(K.MINOR_CITY, "peru", "Old"), Mark(K.MAJOR_CITY, "peru", "New"))
    assert w.city("peru").name == "New" and w.population("peru") == 2


def test_a_new_world_has_the_built_in_catalogue():
    """"Components: 5 factions (...), each with two possible starting powers"; "Scars at
    start: Bunker (...), Ammo Shortage (...)\""""
    w = new_world()
    assert w.marks == [] and w.cards == {} and w.games_played == 0
    assert [f.name for f in w.factions] == ["The Saharan Republic", "Khan Industries", "Die Mechaniker",
                                            "Enclave of the Bear", "Imperial Balkania"]
    assert {s.name for s in w.scar_types} == {"Bunker", "Ammo Shortage"}
    for faction in w.factions:
        assert faction.power == "" and len(faction.power_options) == 2
        assert all(w.power(p).faction == faction.id for p in faction.power_options)
    assert w.faction("khan-industries").name == "Khan Industries" and w.faction("nobody") is None
    assert w.stock_left()["coins"] == 12


def test_the_catalogue_speaks_only_the_effect_vocabulary():
    scars, powers, _ = catalogue()
    for item in (*scars, *powers):
        assert effect_problems(item.effect) == [], item.id
    assert effect_problems({"die-modifier": "one", "side": "sideways", "teleport": 1}) == [
        ("die-modifier", "one"), ("side", "sideways"), ("teleport", 1)]
