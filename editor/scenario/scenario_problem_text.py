"""Scenario problems and placement refusals in the user's language.

Like editor/language/problem_text.py for maps: the engine words each problem from an English template
(engine/scenario/validation.py, SCENARIO_PROBLEMS and REFUSALS) and never imports Qt. Here
the same templates are listed as literal ``QT_TRANSLATE_NOOP`` entries so that
pyside6-lupdate finds them; at run time the template is translated and filled with the
problem's parameters. A test checks that these lists and the engine's templates stay
identical.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QT_TRANSLATE_NOOP

from editor.language.problem_text import translated_message
from engine.board.local_names import BoardNames
from engine.board.problems import Problem
from engine.scenario.validation import REFUSALS, SCENARIO_PROBLEMS

CONTEXT = "ScenarioProblem"

# The engine's SCENARIO_PROBLEMS templates, in the engine's order.
SCENARIO_TEMPLATES: list[str] = [
    QT_TRANSLATE_NOOP("ScenarioProblem", "there is no rule set called '{ruleset}' (known: {known})"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "rule options: {reason}"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{count}: this rule set needs {low} to {high}"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "two players are called '{name}'"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{first} and {second} have the same colour"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{where} refers to player {number}, but the scenario has {count}"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{where} names '{territory}', which is not a territory of the map"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{territory} is a sea territory: only land is held at the start"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{territory} is owned by {player} but holds {troops}"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{territory} holds {troops}: at most {limit} at the start"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{territory} belongs to nobody in the fixed setup"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{player} holds no territory in the fixed setup"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{player}'s HQ is in {territory}, which {player} does not own"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "the HQs of {first} and {second} are next to each other"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "the HQs of {first} and {second} are both in {territory}"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{player}'s HQ is in {territory}, which is marked"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "the Legacy rules need a Legacy world, and this scenario has none"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "the rules cannot start this scenario: {reason}"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{territory} has two cities"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{territory} has two scars"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "the fortification in {territory} has no city to encircle"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "the scar-cancel in {territory} covers no scar"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "a scar in {territory} is of unknown type '{scar}'"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{territory}'s card has {coins}: at most {limit} {when}"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{territory}'s card has {coins}: every card keeps its printed coin"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{used} {item} used, but the game has only {stock}"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "the continent '{continent}' is not on the map"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{faction}'s power '{power}' is not one of its two starting powers"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "the scar on {faction}'s card is of unknown type '{scar}'"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{player} plays '{faction}', which is not a faction of this world"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{first} and {second} both play {faction}"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{owner}: the effect '{key}: {value}' is not one the rules understand"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "two packs have the id '{pack}'"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "pack '{pack}' brings the {what} '{id}', but that id is already taken"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "pack '{pack}' names the scar type '{scar}', which this world does not have"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "pack '{pack}' names the faction '{faction}', which this world does not have"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "pack '{pack}' names the continent '{continent}', which is not on the map"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "pack '{pack}': {reason}"),
    # engine/scenario/economy_checks.py ECONOMY_PROBLEMS
    QT_TRANSLATE_NOOP("ScenarioProblem", "{what} in {territory}: it stands in a country, not at sea"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{what} of {player} in {territory}, which {player} does not hold"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "the capitals of {first} and {second} are both in {territory}"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{territory} has {what} twice: a country has one at most"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{territory} is not marked for canals on the map"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "the canal in {territory} needs a road there"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "the navy base '{border}' must name a country and a water next to it"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "navies in {territory}: navies start at sea"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{territory} holds {navies} of {player}: at least 1"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{territory} holds units of {first} and {second} at the start"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{player} starts with {money} MU: at least 0, at most 1,000,000,000"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{player} is dealt {cards}: at least 0"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "the start deals {cards}, and the deck has {limit}"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "influence cards are dealt, and the rule options play without them"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "bases are placed, and the rule options play without them"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{player}'s capital is the {start} start's to give: design capitals with a "
                                         "fixed setup"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "the navy base of {territory} stands in a country nobody holds"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "{player} starts without a capital"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "the economy section is read only by the MU economy rules"),
]

# The engine's REFUSALS templates (why a placement is refused), in the engine's order.
REFUSAL_TEMPLATES: list[str] = [
    QT_TRANSLATE_NOOP("ScenarioProblem", "a territory can only have one city: choose 'cover' to replace it"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "no {item} left in the stock"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "there is only one world capital"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "a territory can only have one scar: cancel it first with a scar-cancel"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "there is no scar called '{scar}' in this world"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "there is no scar here to cancel"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "fortifications go on cities: found a city here first"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "a territory card always has its printed coin"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "before the first game a card takes at most 3 coins"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "a territory card can have no more than 6 coins"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "all 12 starting coins are already on cards"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "this territory card was destroyed"),
]

# Some parameters are English words chosen by the engine (which sticker, where a territory
# is named, when a limit holds); they are translated too, so a sentence is not half Spanish,
# half English. Names chosen by people (players, territories, factions) are left alone.
WORD_PARAMETERS = frozenset({"item", "where", "when", "what"})
PARAMETER_WORDS: list[str] = [
    # item: the stock's stickers (engine.scenario.validation._item_name)
    QT_TRANSLATE_NOOP("ScenarioProblem", "major cities"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "minor cities"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "fortifications"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "scar-cancels"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "+1 continent marks"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "-1 continent marks"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "starting coins"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "world capitals"),
    # where: what names an unknown territory
    QT_TRANSLATE_NOOP("ScenarioProblem", "the fixed setup"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "the economy setup"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "an HQ"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "a capital"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "a base"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "a road"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "a fortification"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "a territory card"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "a minor-city mark"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "a major-city mark"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "a world-capital mark"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "a scar mark"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "a scar-cancel mark"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "a fortification mark"),
    # when: the coin limit's time
    QT_TRANSLATE_NOOP("ScenarioProblem", "before the first game"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "ever"),
    # what: the kind of thing two of a world's content packs give one id
    QT_TRANSLATE_NOOP("ScenarioProblem", "scar type"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "power"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "event card"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "mission card"),
    # what: the economy's pieces (engine.scenario.economy_checks.WHAT)
    QT_TRANSLATE_NOOP("ScenarioProblem", "a capital"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "an army base"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "a navy base"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "a road"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "a fortification"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "a canal"),
    QT_TRANSLATE_NOOP("ScenarioProblem", "navies"),
    # where: the economy section's lists
    QT_TRANSLATE_NOOP("ScenarioProblem", "a navy base"),
]


def scenario_problem_message(problem: Problem, names: BoardNames | None = None) -> str:
    """The problem's (or refusal's) message in the user's language; the engine's English if
    its code is unknown or a translation's placeholders do not fit. With ``names`` (the
    map's names in the reader's language), the territory it is about is named by them."""
    territory = problem.ids[0] if problem.ids else None
    if names is not None and "territory" in problem.params and territory in names.territories:
        # The engine names the territory of problem.ids[0] by its base name.
        problem = dataclasses.replace(problem, params={**problem.params, "territory": names.territory(territory)})
    types = SCENARIO_PROBLEMS if problem.code in SCENARIO_PROBLEMS else REFUSALS
    return translated_message(problem, types, CONTEXT, WORD_PARAMETERS)
