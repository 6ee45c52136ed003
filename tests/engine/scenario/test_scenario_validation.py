"""Scenario validation: each problem code is triggered by a minimal case and absent from a
clean scenario. Rule-based checks quote rules-digest §2 (the Legacy rulebook in English)."""

from __future__ import annotations

import dataclasses

import pytest

from engine.campaign.pack_model import MissionCard, Trigger
from engine.campaign.pieces import MarkKind, ScarType
from engine.campaign.world import ContinentMarks, Mark, TerritoryCard
from engine.scenario import ScenarioPlayer, SetupKind, validate_scenario
from engine.scenario.validation import SCENARIO_PROBLEMS
from tests.engine.campaign.pack_samples import HARVEST, SINKHOLE, TUNNELS, a_pack
from tests.engine.scenario.samples import classic_fixed, legacy_fixed, line_board
from tests.engine.scenario.test_economy_checks import ECONOMY_CASES

BOARD = line_board()
K = MarkKind


def codes(scenario) -> set[str]:
    return validate_scenario(scenario, BOARD).codes()


def marks(*items: Mark):
    def change(s):
        s.legacy.marks = list(items)
    return change


# Each case: the code, which clean scenario to start from, and the smallest change that
# should produce the problem (with a docstring-like note quoting the rule where there is one).
def _unknown_ruleset(s):
    s.ruleset = "clasic"


def _bad_option(s):
    s.options = {"fortify": "anywhere"}


def _scenario_owned_option(s):
    s.options = {"setup": "random"}


def _player_count(s):
    s.players = s.players[:1]


def _legacy_player_count(s):
    # "3–5 players" (Legacy; the rulebook's cover): two are too few.
    s.players = s.players[:2]
    s.fixed.owners = {t: p % 2 for t, p in s.fixed.owners.items()}
    s.fixed.hqs = {0: "a"}


def _duplicate_player(s):
    s.players[1] = dataclasses.replace(s.players[1], name="Ada")


def _duplicate_colour(s):
    s.players[1] = dataclasses.replace(s.players[1], colour="#E69F00")


def _unknown_player(s):
    s.fixed.owners["a"] = 5


def _unknown_territory(s):
    s.fixed.owners["atlantis"] = 0
    s.fixed.troops["atlantis"] = 3


def _sea_territory(s):
    s.fixed.owners["s"] = 0
    s.fixed.troops["s"] = 3


def _no_troops(s):
    s.fixed.troops["a"] = 0


def _too_many_troops(s):
    # Not the rulebook's: the rules' range for a fixed setup (docs/rules-classic.md, Ranges),
    # so that a game never starts with stacks too big to fight out.
    s.fixed.troops["a"] = 100_001


def _unowned(s):
    del s.fixed.owners["b"]


def _landless(s):
    s.fixed.owners = {t: 0 if p == 2 else p for t, p in s.fixed.owners.items()}


def _hq_not_owned(s):
    s.fixed.hqs[0] = "c"  # Basil's


def _hqs_adjacent(s):
    # "An HQ may not be placed adjacent to another HQ." Cleo moves hers next to Ada's.
    s.fixed.owners["b"] = 2
    s.fixed.hqs[2] = "b"


def _hqs_shared(s):
    s.fixed.hqs[2] = "a"


def _hq_marked(s):
    # "Legal start: unoccupied and unmarked, or unoccupied with a major city that this
    # player founded (even if scarred)." Cleo founded Ironhold in e; Mill in c is minor.
    s.fixed.hqs = {0: "a", 1: "c"}


def _legacy_world_missing(s):
    s.ruleset = "legacy"


def _two_cities(s):
    # "City (...; one city per territory)."
    s.legacy.marks.append(Mark(K.MINOR_CITY, "e"))


def _two_scars(s):
    # "Scar (one per territory; ...)."
    s.legacy.marks += [Mark(K.SCAR, "b", scar="bunker"), Mark(K.SCAR, "b", scar="ammo-shortage")]


def _fortification_without_city(s):
    # "fortify a city (10 uses)"
    s.legacy.marks.append(Mark(K.FORTIFICATION, "b"))


def _cancel_without_scar(s):
    # "cancel a scar"
    s.legacy.marks.append(Mark(K.SCAR_CANCEL, "b"))


def _unknown_scar(s):
    s.legacy.marks.append(Mark(K.SCAR, "b", scar="crater"))


def _too_many_coins_before_first_game(s):
    # "before game 1, 12 coin stickers spread with at most 3 per card"
    s.legacy.cards["a"] = TerritoryCard(4)


def _too_many_coins_ever(s):
    # "later up to 6"
    s.legacy.games_played = 3
    s.legacy.cards["a"] = TerritoryCard(7)


def _too_few_coins(s):
    s.legacy.cards["a"] = TerritoryCard(0)


def _out_of_stock(s):
    # "Stocks are finite: 5 major cities, 9 minor cities, 5 fortifications, 4 scar-cancel
    # stickers, one +1 and one −1 continent mark."
    s.legacy.games_played = 9
    s.legacy.marks += [Mark(K.MAJOR_CITY, t) for t in ("a", "b", "c", "d", "f")]  # 6 with e's


def _out_of_starting_coins(s):
    # "before game 1, 12 coin stickers": 13 extra coins, on cards of 3 at most.
    s.legacy.cards = {t: TerritoryCard(3) for t in ("a", "b", "c", "d", "e", "f")}
    s.legacy.cards["s"] = TerritoryCard(2)


def _unknown_continent(s):
    s.legacy.continents["atlantis"] = ContinentMarks("Lost", "Ada", 1)


def _unknown_power(s):
    # "each with two possible starting powers (choose one before game 1, destroy the other)"
    s.legacy.factions[0] = dataclasses.replace(s.legacy.factions[0], power="khan-mass-production")


def _unknown_faction_scar(s):
    # "one yellow scar per faction card": a scar of one of the world's scar types
    s.legacy.factions[0] = dataclasses.replace(s.legacy.factions[0], scar="earthquake")


def _unknown_faction(s):
    s.players[0] = dataclasses.replace(s.players[0], faction="pirates")


def _faction_taken(s):
    s.players[1] = dataclasses.replace(s.players[1], faction=s.players[0].faction)


def _unknown_effect(s):
    s.legacy.scar_types.append(ScarType("quake", "Quake", "Shaky.", {"die-modifier": "lots"}))


def _duplicate_pack(s):
    s.legacy.packs = [a_pack("cities"), a_pack("cities", Trigger.THREE_MISSILES)]


def _pack_clash_scar(s):
    # A scar type another pack (or the world) has under the same id, but different.
    s.legacy.packs = [a_pack("one", scar_types=(SINKHOLE,)),
                      a_pack("two", Trigger.THREE_MISSILES, scar_types=(dataclasses.replace(SINKHOLE, name="Pit"),))]


def _pack_clash_power(s):
    s.legacy.packs = [a_pack("one", powers=(dataclasses.replace(TUNNELS, id="saharan-open-desert"),))]


def _pack_clash_card(s):
    # Event cards are drawn by id: two cards with one id, even alike, are one too many.
    s.legacy.packs = [a_pack("one", events=(HARVEST,)), a_pack("two", Trigger.THREE_MISSILES, events=(HARVEST,))]


def _pack_unknown_trigger_scar(s):
    s.legacy.packs = [a_pack("quake", Trigger.MARK_PLACED, scar="earthquake")]


def _pack_unknown_scar_cards(s):
    s.legacy.packs = [a_pack("quakes", scar_cards={"earthquake": 2})]


def _pack_unknown_faction(s):
    s.legacy.packs = [a_pack("pirates", powers=(dataclasses.replace(TUNNELS, faction="pirates"),))]


def _pack_unknown_event_faction(s):
    s.legacy.packs = [a_pack("pirates", events=(dataclasses.replace(HARVEST, effect={"faction": "pirates",
                                                                                      "stars": 1}),))]


def _pack_unknown_continent(s):
    s.legacy.packs = [a_pack("atlantis", missions=(MissionCard("m", "M", "t", {"continent": "atlantis"}),))]


def _pack_bad_option(s):
    s.legacy.packs = [a_pack("setup", options={"setup": "random"})]


def _pack_unknown_effect(s):
    s.legacy.packs = [a_pack("quake", scar_types=(dataclasses.replace(SINKHOLE, effect={"die-modifier": "lots"}),))]


CASES = [
    ("unknown-ruleset", classic_fixed, _unknown_ruleset),
    ("bad-option", classic_fixed, _bad_option),
    ("bad-option", classic_fixed, _scenario_owned_option),
    ("player-count", classic_fixed, _player_count),
    ("player-count", legacy_fixed, _legacy_player_count),
    ("duplicate-player", classic_fixed, _duplicate_player),
    ("duplicate-colour", classic_fixed, _duplicate_colour),
    ("unknown-player", classic_fixed, _unknown_player),
    ("unknown-territory", classic_fixed, _unknown_territory),
    ("sea-territory", classic_fixed, _sea_territory),
    ("no-troops", classic_fixed, _no_troops),
    ("too-many-troops", classic_fixed, _too_many_troops),
    ("unplaced-territory", classic_fixed, _unowned),
    ("landless-player", classic_fixed, _landless),
    ("hq-not-owned", legacy_fixed, _hq_not_owned),
    ("hqs-adjacent", legacy_fixed, _hqs_adjacent),
    ("hqs-shared", legacy_fixed, _hqs_shared),
    ("hq-marked", legacy_fixed, _hq_marked),
    ("legacy-world-missing", classic_fixed, _legacy_world_missing),
    ("two-cities", legacy_fixed, _two_cities),
    ("two-scars", legacy_fixed, _two_scars),
    ("fortification-without-city", legacy_fixed, _fortification_without_city),
    ("cancel-without-scar", legacy_fixed, _cancel_without_scar),
    ("unknown-scar", legacy_fixed, _unknown_scar),
    ("too-many-coins", legacy_fixed, _too_many_coins_before_first_game),
    ("too-many-coins", legacy_fixed, _too_many_coins_ever),
    ("too-few-coins", legacy_fixed, _too_few_coins),
    ("out-of-stock", legacy_fixed, _out_of_stock),
    ("out-of-stock", legacy_fixed, _out_of_starting_coins),
    ("bad-bonus-mark", legacy_fixed, _unknown_continent),
    ("unknown-power", legacy_fixed, _unknown_power),
    ("unknown-faction-scar", legacy_fixed, _unknown_faction_scar),
    ("unknown-faction", legacy_fixed, _unknown_faction),
    ("faction-taken", legacy_fixed, _faction_taken),
    ("unknown-effect", legacy_fixed, _unknown_effect),
    ("unknown-effect", legacy_fixed, _pack_unknown_effect),
    ("duplicate-pack", legacy_fixed, _duplicate_pack),
    ("pack-clash", legacy_fixed, _pack_clash_scar),
    ("pack-clash", legacy_fixed, _pack_clash_power),
    ("pack-clash", legacy_fixed, _pack_clash_card),
    ("pack-unknown-scar", legacy_fixed, _pack_unknown_trigger_scar),
    ("pack-unknown-scar", legacy_fixed, _pack_unknown_scar_cards),
    ("pack-unknown-faction", legacy_fixed, _pack_unknown_faction),
    ("pack-unknown-faction", legacy_fixed, _pack_unknown_event_faction),
    ("pack-unknown-continent", legacy_fixed, _pack_unknown_continent),
    ("pack-bad-option", legacy_fixed, _pack_bad_option),
]


def test_the_clean_scenarios_have_no_problems():
    assert validate_scenario(classic_fixed(), BOARD).problems == []
    assert validate_scenario(legacy_fixed(), BOARD).problems == []


def test_every_problem_code_has_a_case():
    # The economy section's cases and the rules' own refusal (cannot-start) are in
    # test_economy_checks.py, on the classic world with water.
    others = {code for code, _ in ECONOMY_CASES} | {"cannot-start"}
    assert {code for code, _, _ in CASES} | others == set(SCENARIO_PROBLEMS)


@pytest.mark.parametrize(("code", "clean", "change"), CASES, ids=[f"{c}-{f.__name__}" for c, _, f in CASES])
def test_each_problem_is_found(code, clean, change):
    scenario = clean()
    assert code not in codes(scenario)
    change(scenario)
    report = validate_scenario(scenario, BOARD)
    found = [p for p in report.problems if p.code == code]
    assert found, report.codes()
    problem = found[0]
    assert problem.severity is SCENARIO_PROBLEMS[code].severity
    assert "{" not in problem.message  # every placeholder filled in


def test_messages_name_things_as_players_read_them():
    s = classic_fixed()
    s.fixed.troops["a"] = 0
    (problem,) = validate_scenario(s, BOARD).problems
    assert problem.message == "A is owned by Ada but holds 0 troops" and problem.ids == ("a",)
    s = legacy_fixed()
    s.legacy.cards["a"] = TerritoryCard(4)
    (problem,) = validate_scenario(s, BOARD).problems
    assert problem.message == "A's card has 4 coins: at most 3 before the first game"


def test_a_scar_cancel_lets_a_territory_take_a_new_scar():
    """Seed 000: "This territory no longer has a Scar on it, and a new one can be placed on
    it in future games.\""""
    s = legacy_fixed()
    s.legacy.marks += [Mark(K.SCAR, "b", scar="bunker"), Mark(K.SCAR_CANCEL, "b"),
                       Mark(K.SCAR, "b", scar="ammo-shortage")]
    assert codes(s) == set()


def test_coins_are_only_counted_against_the_twelve_before_the_first_game():
    """"before game 1, 12 coin stickers ...; later up to 6": after the first game coins come
    from the held-on rewards, not from the twelve."""
    s = legacy_fixed()
    s.legacy.games_played = 2
    s.legacy.cards = {t: TerritoryCard(6) for t in ("a", "b", "c", "d", "e", "f")}
    assert codes(s) == set()


def test_only_one_world_capital():
    s = legacy_fixed()
    s.legacy.marks += [Mark(K.WORLD_CAPITAL, "b"), Mark(K.WORLD_CAPITAL, "d")]
    problems = [p for p in validate_scenario(s, BOARD).problems if p.code == "out-of-stock"]
    assert [p.message for p in problems] == ["2 world capitals used, but the game has only 1"]


def test_legacy_rules_are_accepted_though_not_playable_yet():
    # The Legacy rule set arrives later; scenarios for it are designed now.
    s = legacy_fixed()
    assert s.ruleset == "legacy" and codes(s) == set()


def test_empty_legacy_land_is_no_problem():
    # Legacy players start from their HQs and expand into empty land.
    s = legacy_fixed()
    del s.fixed.owners["b"]
    assert validate_scenario(s, BOARD).codes() == set()


def test_classic_scenarios_without_a_fixed_setup_need_no_owners():
    s = classic_fixed()
    s.setup = SetupKind.RANDOM
    s.fixed.owners.clear()
    s.fixed.troops.clear()
    s.players.append(ScenarioPlayer("Dmitri"))
    assert codes(s) == set()


def test_a_pack_file_on_its_own_reports_effects_the_rules_do_not_understand():
    """docs/content-packs.md: "effects outside the vocabulary of scar types and powers
    (`unknown-effect`)" — `worldsmith validate` on a pack file alone says so too, and an
    end-of-turn key on a faction's power (which only scars act on) is reported."""
    from engine.campaign.pieces import Power
    from engine.scenario.validation import validate_packs

    bad_scar = dataclasses.replace(SINKHOLE, effect={"die-modifier": "lots"})
    power = Power("late-riser", "die-mechaniker", "Late Riser", "Gain a troop at the end of the turn.",
                  {"turn-end-troops": 1})
    problems = validate_packs([a_pack("quake", scar_types=(bad_scar,), powers=(power,))]).problems
    assert sorted((p.code, p.params["key"]) for p in problems) == [
        ("unknown-effect", "die-modifier"), ("unknown-effect", "turn-end-troops")]
