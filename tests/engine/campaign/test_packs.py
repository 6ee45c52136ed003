"""Content packs in a campaign: which happenings open which packs, and what opening one does.

The triggers quote the rulebook's "Opening New Packages" (seeds/003, English)."""

from __future__ import annotations

import dataclasses

import pytest

from engine.campaign.pack_model import Trigger
from engine.campaign.packs import (
    PackError,
    add_packs,
    event_card,
    event_cards,
    faction_powers,
    marks_added,
    mission_card,
    mission_cards,
    ninth_minor_city_founded,
    open_pack,
    open_packs,
    opened_packs,
    option_changes,
    options_with_packs,
    packs_opening_after_game,
    packs_triggered,
    rule_texts,
    scar_cards,
    sealed_packs,
    signed_twice,
    thirty_troops,
    three_missiles,
)
from engine.campaign.pieces import MarkKind
from engine.campaign.world import Mark, Signature
from engine.rules.options import RuleOptions, option
from tests.engine.campaign.pack_samples import (
    HARVEST,
    METROPOLIS,
    SINKHOLE,
    TUNNELS,
    a_pack,
    full_pack,
    world_with,
)

T = Trigger


def ids(packs) -> list[str]:
    return [p.id for p in packs]


def every_trigger_world():
    return world_with(
        a_pack("cities", T.NINTH_MINOR_CITY), a_pack("fallen", T.FIRST_ELIMINATION),
        a_pack("veterans", T.SECOND_SIGNATURE), a_pack("capital", T.MARK_PLACED, mark="world-capital"),
        a_pack("sinkholes", T.MARK_PLACED, scar="sinkhole"), a_pack("arms", T.THREE_MISSILES),
        a_pack("army", T.THIRTY_TROOPS),
    )


# -- which packs a trigger opens ---------------------------------------------------------------------


@pytest.mark.parametrize(("trigger", "expected"), [
    (T.NINTH_MINOR_CITY, ["cities"]), (T.FIRST_ELIMINATION, ["fallen"]), (T.SECOND_SIGNATURE, ["veterans"]),
    (T.THREE_MISSILES, ["arms"]), (T.THIRTY_TROOPS, ["army"]),
])
def test_each_trigger_opens_its_own_packs(trigger, expected):
    assert ids(packs_triggered(every_trigger_world(), trigger)) == expected
    assert ids(packs_triggered(every_trigger_world(), trigger.value)) == expected


def test_a_mark_placed_opens_only_the_pack_waiting_for_that_mark():
    """"PACK 4: Open when the [mark] is placed on the board ... This will be opened in the
    middle of a game.\""""
    world = every_trigger_world()
    assert ids(packs_triggered(world, T.MARK_PLACED, Mark(MarkKind.WORLD_CAPITAL, "a"))) == ["capital"]
    assert ids(packs_triggered(world, T.MARK_PLACED, Mark(MarkKind.SCAR, "a", scar="sinkhole"))) == ["sinkholes"]
    assert ids(packs_triggered(world, T.MARK_PLACED, "scar:sinkhole")) == ["sinkholes"]
    assert ids(packs_triggered(world, T.MARK_PLACED, "world-capital")) == ["capital"]
    assert packs_triggered(world, T.MARK_PLACED, Mark(MarkKind.SCAR, "a", scar="bunker")) == []
    assert packs_triggered(world, T.MARK_PLACED, Mark(MarkKind.MINOR_CITY, "a")) == []
    with pytest.raises(PackError, match="needs the mark"):
        packs_triggered(world, T.MARK_PLACED)


def test_an_opened_pack_does_not_open_again():
    world = every_trigger_world()
    world.packs_opened = ["fallen"]
    assert packs_triggered(world, T.FIRST_ELIMINATION) == []
    assert "fallen" not in ids(sealed_packs(world))
    assert ids(opened_packs(world)) == ["fallen"]


def test_several_packs_may_open_on_one_trigger():
    """"It is possible for more than one to be opened during or after the same game.\""""
    world = world_with(a_pack("one", T.THREE_MISSILES), a_pack("two", T.THREE_MISSILES))
    assert ids(packs_triggered(world, T.THREE_MISSILES)) == ["one", "two"]


# -- the triggers' conditions ---------------------------------------------------------------------


def test_the_ninth_minor_city():
    """"PACK 1: Open when the 9th Minor City is founded. Open this card as soon as the last
    Minor City is placed and named. This will be opened at the end of a game.\""""
    before = world_with()
    before.marks = [Mark(MarkKind.MINOR_CITY, f"t{i}") for i in range(8)]
    after = dataclasses.replace(before, marks=[*before.marks, Mark(MarkKind.MINOR_CITY, "t8", "Ninth")])
    assert ninth_minor_city_founded(before, after)
    assert not ninth_minor_city_founded(after, after)  # already nine: not founded now
    eighth = dataclasses.replace(before, marks=before.marks[:7])
    assert not ninth_minor_city_founded(eighth, before)


def test_signing_for_the_second_time():
    """"PACK 3: Open when a person gets to sign the board for the second time.\""""
    before = world_with()
    before.signatures = [Signature("Ada", 1), Signature("Basil", 2)]
    after = dataclasses.replace(before, signatures=[*before.signatures, Signature("Ada", 3)])
    assert signed_twice(before, after) == ["Ada"]
    third = dataclasses.replace(after, signatures=[*after.signatures, Signature("Ada", 4)])
    assert signed_twice(after, third) == []  # the third time is not the second
    assert signed_twice(before, dataclasses.replace(before, signatures=[*before.signatures,
                                                                         Signature("Cleo", 3)])) == []


def test_three_missiles_in_one_combat_roll():
    """"POCKET 1: Open as soon as 3 Missiles are used during the same combat roll ... BEFORE
    resolving combat.\""""
    assert not three_missiles(2)
    assert three_missiles(3)


def test_thirty_troops_and_a_missile():
    """"POCKET 2: Open when a person is about to place 30+ troops on the board and has at
    least one Missile.\""""
    assert thirty_troops(30, 1)
    assert not thirty_troops(29, 3)
    assert not thirty_troops(45, 0)  # "they can't have used all of their Missiles earlier"


def test_marks_added_between_two_worlds():
    before = world_with()
    before.marks = [Mark(MarkKind.MINOR_CITY, "a"), Mark(MarkKind.MINOR_CITY, "a")]
    new = [Mark(MarkKind.MINOR_CITY, "a"), Mark(MarkKind.SCAR, "b", scar="sinkhole")]
    after = dataclasses.replace(before, marks=[*before.marks, *new])
    assert marks_added(before, after) == new


def test_the_packs_an_ended_game_opens():
    """At the end of a game: the 9th minor city, a second signature, a mark the rewards
    placed, and the first elimination when the rules report one; each pack once."""
    before = every_trigger_world()
    before.marks = [Mark(MarkKind.MINOR_CITY, f"t{i}") for i in range(8)]
    before.signatures = [Signature("Ada", 1)]
    after = dataclasses.replace(
        before, marks=[*before.marks, Mark(MarkKind.MINOR_CITY, "t8"), Mark(MarkKind.SCAR, "x", scar="sinkhole")],
        signatures=[*before.signatures, Signature("Ada", 2)])
    assert ids(packs_opening_after_game(before, after)) == ["cities", "veterans", "sinkholes"]
    assert ids(packs_opening_after_game(before, after, someone_eliminated=True)) == [
        "cities", "fallen", "veterans", "sinkholes"]
    assert packs_opening_after_game(before, before) == []
    after.packs_opened = ["cities"]
    assert "cities" not in ids(packs_opening_after_game(before, after))


# -- adding and opening --------------------------------------------------------------------------


def test_packs_are_added_sealed_and_ids_are_unique():
    world = add_packs(world_with(), [a_pack("one"), a_pack("two")])
    assert ids(sealed_packs(world)) == ["one", "two"]
    with pytest.raises(PackError, match="already has a pack called 'one'"):
        add_packs(world, [a_pack("one")])
    with pytest.raises(PackError, match="'three'"):
        add_packs(world, [a_pack("three"), a_pack("three")])


def test_opening_a_pack_gives_a_new_world_with_its_contents():
    pack = full_pack()
    world = world_with(pack)
    opened = open_pack(world, pack.id)
    assert world.packs_opened == [] and world.scar_type("sinkhole") is None  # untouched
    assert opened.packs_opened == ["everything"]
    assert opened.scar_type("sinkhole") == SINKHOLE
    assert opened.power("saharan-tunnels") == TUNNELS
    assert opened.packs == world.packs


def test_a_sealed_pack_adds_nothing():
    """Hidden until its trigger fires: a sealed pack's cards, scars and options count for nothing."""
    world = world_with(full_pack())
    assert (scar_cards(world), event_cards(world), mission_cards(world), option_changes(world)) == ({}, [], [], {})
    assert faction_powers(world, "saharan-republic") == []
    assert rule_texts(world) == []


def test_what_the_opened_packs_add():
    world = open_pack(world_with(full_pack(), a_pack("more", scar_cards={"sinkhole": 1})), "everything")
    world = open_pack(world, "more")
    assert scar_cards(world) == {"sinkhole": 3, "bunker": 1}
    assert event_cards(world) == [HARVEST]
    assert mission_cards(world) == [METROPOLIS]
    assert option_changes(world) == {"join-troops": 6}
    assert rule_texts(world) == [("Everything", "Joining the war brings 6 troops.")]
    assert event_card(world, "harvest") == HARVEST and mission_card(world, "metropolis") == METROPOLIS
    assert event_card(world, "nope") is None


def test_a_pack_power_joins_its_factions_chosen_power():
    world = world_with(full_pack())
    faction = world.factions[0]
    world.factions[0] = dataclasses.replace(faction, power=faction.power_options[0])
    chosen = world.power(faction.power_options[0])
    assert faction_powers(world, faction.id) == [chosen]
    assert faction_powers(open_pack(world, "everything"), faction.id) == [chosen, TUNNELS]
    assert faction_powers(open_pack(world, "everything"), "khan-industries") == []


def test_opening_is_refused_for_an_unknown_or_open_pack():
    world = world_with(full_pack())
    with pytest.raises(PackError, match="no pack called 'nope'"):
        open_pack(world, "nope")
    with pytest.raises(PackError, match="already open"):
        open_pack(open_pack(world, "everything"), "everything")


def test_a_pack_may_not_replace_a_different_scar_type():
    clash = dataclasses.replace(SINKHOLE, id="bunker")
    with pytest.raises(PackError, match="scar type 'bunker'"):
        open_pack(world_with(a_pack("x", scar_types=(clash,))), "x")
    same = world_with(a_pack("x", scar_types=(SINKHOLE,)))
    same.scar_types.append(SINKHOLE)
    assert open_pack(same, "x").scar_types.count(SINKHOLE) == 1  # not doubled


def test_open_packs_skips_those_already_open():
    world = world_with(a_pack("one"), a_pack("two"), opened=("one",))
    assert open_packs(world, ["one", "two", "two"]).packs_opened == ["one", "two"]


# -- option changes --------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class SomeOptions(RuleOptions):
    join_troops: int = option(4, "Troops when joining the war.", minimum=1, maximum=100)
    stars_to_win: int = option(4, "Red stars that win.", minimum=1, maximum=20)


def test_opened_packs_change_the_rule_options_in_order():
    world = world_with(a_pack("one", options={"join-troops": 6}), a_pack("two", options={"join_troops": 7}),
                       a_pack("three", options={"stars-to-win": 5}))
    base = SomeOptions()
    assert options_with_packs(base, world) == base
    world = open_packs(world, ["one", "two"])
    assert options_with_packs(base, world) == SomeOptions(join_troops=7)


def test_an_option_the_rules_lack_is_refused_naming_the_pack():
    world = open_pack(world_with(a_pack("odd", options={"join-troops": 0})), "odd")
    with pytest.raises(PackError, match="pack 'odd'.*join-troops.*at least 1"):
        options_with_packs(SomeOptions(), world)
    world = open_pack(world_with(a_pack("odd", options={"warp-drive": True})), "odd")
    with pytest.raises(PackError, match="unknown rule option 'warp-drive'"):
        options_with_packs(SomeOptions(), world)
