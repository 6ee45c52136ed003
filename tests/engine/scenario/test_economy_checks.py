"""The MU economy section of a scenario: each problem found by the smallest change to a clean
fixed economy start on the classic world with water, the designer's refusals asking the same
checks, and a fixed start played exactly as designed. Rules quoted from seed 004."""

from __future__ import annotations

import copy
import dataclasses

import pytest

from engine.board import load_map
from engine.core.game import Game
from engine.resources import maps_dir
from engine.rules.economy.state import EconomyState
from engine.scenario import ScenarioPlayer, SetupKind, validate_scenario
from engine.scenario.economy_checks import ECONOMY_PROBLEMS, economy_refusal
from engine.scenario.game_setup import game_setup
from engine.scenario.model import EconomySetup, FixedSetup, Scenario

BOARD = load_map(maps_dir() / "classic-mu.yaml").board


def economy_fixed() -> Scenario:
    """Two players, each with a capital, bases, a navy base and navies at sea."""
    return Scenario(
        name="Two capitals", map="classic-mu", ruleset="economy",
        players=[ScenarioPlayer("Ada", "#e69f00"), ScenarioPlayer("Basil", "#56b4e9")],
        setup=SetupKind.FIXED,
        fixed=FixedSetup(owners={"western-europe": 0, "great-britain": 0, "western-europe-coast": 0,
                                 "egypt": 1, "north-africa": 1},
                         troops={"western-europe": 6, "great-britain": 3, "western-europe-coast": 2,
                                 "egypt": 6, "north-africa": 4}),
        economy=EconomySetup(
            money={0: 60, 1: 40}, capitals={0: "western-europe", 1: "egypt"},
            bases=["western-europe", "egypt", "egypt"], roads=["egypt"], fortifications=["western-europe"],
            cards={0: 1}, navy_bases=["western-europe:western-europe-coast", "egypt:egypt-mediterranean-coast"],
            canals=["egypt"], navies={"western-europe-coast": (0, 2), "egypt-red-sea-coast": (1, 1)}),
    )


def codes(scenario: Scenario) -> set[str]:
    return validate_scenario(scenario, BOARD).codes()


def _at_sea(s):  # "Capitals, bases ... are built in countries"
    s.economy.capitals[0] = "western-europe-coast"


def _not_held(s):
    s.economy.capitals[0] = "great-britain"
    s.economy.capitals[1] = "great-britain"


def _capital_not_held(s):
    s.economy.capitals[0] = "egypt"


def _twice(s):  # "{territory} already has one"
    s.economy.roads.append("egypt")


def _canal_not_marked(s):  # "a canal needs a country marked for canals, with roads"
    s.economy.canals.append("western-europe")
    s.economy.roads.append("western-europe")


def _canal_without_road(s):
    s.economy.roads.remove("egypt")


def _navy_base_inland(s):  # "Navy bases must be built on a specific border between a country and a water"
    s.economy.navy_bases.append("western-europe:egypt-red-sea-coast")


def _navies_on_land(s):
    s.economy.navies["great-britain"] = (0, 1)


def _no_navies(s):
    s.economy.navies["egypt-red-sea-coast"] = (1, 0)


def _sea_shared(s):
    s.economy.navies["western-europe-coast"] = (1, 2)


def _negative_money(s):
    s.economy.money[1] = -5


def _negative_cards(s):
    s.economy.cards[1] = -1


def _too_many_cards(s):
    s.economy.cards[1] = 42


def _cards_without_option(s):
    s.options["influence-cards"] = False


def _bases_without_option(s):
    s.options["bases"] = False


def _capital_on_dealt_start(s):  # the Europe start gives each player's capital itself
    s.setup = SetupKind.RANDOM
    s.options["start"] = "europe"


def _navy_base_not_held(s):  # "you do need to own the country"
    s.economy.navy_bases.append("brazil:brazil-coast")


def _no_capital(s):  # "Each player should start with one capital"
    del s.economy.capitals[1]


def _other_rules(s):
    s.ruleset = "classic"


ECONOMY_CASES = [
    ("economy-at-sea", _at_sea),
    ("economy-not-held", _capital_not_held),
    ("capitals-shared", _not_held),
    ("economy-twice", _twice),
    ("canal-not-marked", _canal_not_marked),
    ("canal-without-road", _canal_without_road),
    ("navy-base-border", _navy_base_inland),
    ("navies-on-land", _navies_on_land),
    ("no-navies", _no_navies),
    ("sea-shared", _sea_shared),
    ("negative-money", _negative_money),
    ("negative-cards", _negative_cards),
    ("too-many-cards", _too_many_cards),
    ("cards-without-option", _cards_without_option),
    ("bases-without-option", _bases_without_option),
    ("capital-on-dealt-start", _capital_on_dealt_start),
    ("navy-base-not-held", _navy_base_not_held),
    ("no-capital", _no_capital),
    ("economy-other-rules", _other_rules),
]


def test_the_clean_economy_start_has_no_problems():
    assert validate_scenario(economy_fixed(), BOARD).problems == []


def test_every_economy_code_has_a_case():
    assert {code for code, _ in ECONOMY_CASES} == set(ECONOMY_PROBLEMS)


@pytest.mark.parametrize(("code", "change"), ECONOMY_CASES, ids=[c for c, _ in ECONOMY_CASES])
def test_each_economy_problem_is_found(code, change):
    scenario = economy_fixed()
    change(scenario)
    found = [p for p in validate_scenario(scenario, BOARD).problems if p.code == code]
    assert found and "{" not in found[0].message


def test_the_designer_is_refused_what_validation_would_report():
    scenario = economy_fixed()
    wanted = copy.deepcopy(scenario.economy)
    wanted.canals.append("great-britain")
    refusal = economy_refusal(scenario, BOARD, wanted)
    assert refusal is not None and refusal.code == "canal-not-marked" and refusal.ids == ("great-britain",)
    fine = copy.deepcopy(scenario.economy)
    fine.bases.append("great-britain")  # "a country may have several" bases
    assert economy_refusal(scenario, BOARD, fine) is None


def test_a_fixed_economy_start_plays_exactly_as_designed():
    scenario = economy_fixed()
    game = Game(BOARD, game_setup(scenario, BOARD, 7))
    state: EconomyState = game.state
    index = {t.id: i for i, t in enumerate(BOARD.territories)}
    we, eg, coast, red = (index[t] for t in ("western-europe", "egypt", "western-europe-coast", "egypt-red-sea-coast"))
    assert state.phase == "get" and state.turn == 1  # everything placed: the first round begins
    assert [state.players[p].capital for p in (0, 1)] == [we, eg]
    assert state.army[0][we] == 6 and state.army[1][eg] == 6 and state.army[0][coast] == 2
    assert state.navy[0][coast] == 2 and state.navy[1][red] == 1 and state.owner[red] == 1
    assert state.army_bases[we] == 1 and state.army_bases[eg] == 2
    assert state.roads[eg] == state.canals[eg] == state.fortifications[we] == 1
    assert state.navy_bases == {f"{we}:{coast}": 1, f"{eg}:{index['egypt-mediterranean-coast']}": 1}
    assert len(state.players[0].cards) == 1 and state.players[1].cards == []
    # The designed money, then the first round's income ("+1 per land territory owned, +1 per road").
    assert state.players[0].money > 60 and state.players[1].money > 40
    # Land nobody holds starts with one neutral army ("has one neutral army unit in each country").
    assert state.neutral[index["brazil"]] == 1 and state.army[0][coast] == 2


def test_armies_at_sea_in_a_water_of_their_own_need_no_navies():
    # "Army units can occupy water territories that you do not control, but there must be as
    # many or more of your navy units": a water the fixed start gives them is theirs.
    scenario = economy_fixed()
    scenario.fixed.owners["north-africa-coast" if "north-africa-coast" in {t.id for t in BOARD.territories}
                          else "egypt-red-sea-coast"] = 1
    scenario.economy.navies.pop("egypt-red-sea-coast")
    scenario.fixed.troops.setdefault("egypt-red-sea-coast", 3)
    scenario.fixed.troops.setdefault("north-africa-coast", 3)
    assert validate_scenario(scenario, BOARD).errors == []


def test_the_rules_refusal_is_a_problem_before_the_game_starts():
    """One truth: what the rules refuse at the start is reported by validation."""
    scenario = dataclasses.replace(economy_fixed(), setup=SetupKind.RANDOM, options={"start": "europe",
                                                                                        "europe": "atlantis"})
    scenario.economy.capitals = {}  # the Europe start gives them
    problems = validate_scenario(scenario, BOARD).problems
    assert [p.code for p in problems] == ["cannot-start"]
    assert "atlantis" in problems[0].message


def test_a_saved_fixed_economy_game_reopens_with_its_whole_start(tmp_path):
    """A save replays the game from its setup: the start's navies, navy bases, canals and
    influence cards must be in it (they were not written, and the game reopened without them)."""
    from engine.core.save import load_game, save_game

    game = Game(BOARD, game_setup(economy_fixed(), BOARD, 7))
    for _ in range(6):
        decider = game.state.decider()
        game.apply(game.legal_actions(decider)[0], decider)
    path = tmp_path / "game.yaml"
    save_game(game, path)
    again = load_game(path)
    assert again.setup.economy == game.setup.economy
    assert again.state.to_dict() == game.state.to_dict()
