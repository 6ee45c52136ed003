"""What the MU economy lets a scenario start with: its economy section checked against the
map, the players, the fixed setup and the rules' limits (seed 004).

The same checks guard the designer's economy tools: placing one thing first asks
:func:`economy_refusal`, which is the first problem the placement would add — one truth for
the Problems panel, ``worldsmith validate``, the tools and the game start (whose rules
refuse what these checks miss, engine/rules/base.py ``check_scenario``).

Limits, from the seed: one capital a player ("you can have only one capital"), standing in
a country; army bases in a country, several allowed; a navy base "on a specific border
between a country and a water territory", "you do need to own the country"; roads,
fortifications and canals one of each a country, a canal only in a country marked for
canals and with roads ("a canal needs a country marked for canals, with roads"); navies at
sea; influence cards from the deck (one card a country card). With a fixed setup a
player's capital and infrastructure stand in that player's countries, and a water holds one
player's units at the start.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from engine.board import Board
from engine.board.problems import Problem, ProblemType, Severity, problem_of
from engine.scenario.model import EconomySetup, Scenario, SetupKind

E, W = Severity.ERROR, Severity.WARNING
MAX_MONEY = 1_000_000_000

# What each placeable thing is called in a message (translated by the UI, a word parameter).
WHAT = {
    "capital": "a capital", "army-base": "an army base", "navy-base": "a navy base", "road": "a road",
    "fortification": "a fortification", "canal": "a canal", "navies": "navies",
}

ECONOMY_PROBLEMS = {t.code: t for t in (
    ProblemType("economy-at-sea", E, "{what} in {territory}: it stands in a country, not at sea",
                "Capitals, bases, roads, fortifications and canals are built in countries."),
    ProblemType("economy-not-held", E, "{what} of {player} in {territory}, which {player} does not hold",
                "With a fixed setup, a player's capital stands in that player's country."),
    ProblemType("capitals-shared", E, "the capitals of {first} and {second} are both in {territory}",
                "Each capital stands in its own country."),
    ProblemType("economy-twice", E, "{territory} has {what} twice: a country has one at most",
                "Roads, fortifications and canals: one of each a country."),
    ProblemType("canal-not-marked", E, "{territory} is not marked for canals on the map",
                "A canal needs a country marked for canals (the map's canal-eligible territories)."),
    ProblemType("canal-without-road", E, "the canal in {territory} needs a road there",
                "A canal needs roads in its country."),
    ProblemType("navy-base-border", E, "the navy base '{border}' must name a country and a water next to it",
                "A navy base stands on one border between a country and a water: country:water."),
    ProblemType("navies-on-land", E, "navies in {territory}: navies start at sea",
                "Navy units are placed in waters."),
    ProblemType("no-navies", E, "{territory} holds {navies} of {player}: at least 1",
                "A water listed with navies has at least one.", {"navies": "navy_units"}),
    ProblemType("sea-shared", E, "{territory} holds units of {first} and {second} at the start",
                "A water starts with one player's units (else it would start contested)."),
    ProblemType("negative-money", E, "{player} starts with {money} MU: at least 0, at most 1,000,000,000",
                "Money is a whole number of MU."),
    ProblemType("negative-cards", E, "{player} is dealt {cards}: at least 0",
                "Influence cards are counted.", {"cards": "cards"}),
    ProblemType("too-many-cards", E, "the start deals {cards}, and the deck has {limit}",
                "Influence cards come from the deck: one a country card.", {"cards": "cards"}),
    ProblemType("cards-without-option", E, "influence cards are dealt, and the rule options play without them",
                "Turn the option influence-cards on, or deal none."),
    ProblemType("bases-without-option", E, "bases are placed, and the rule options play without them",
                "Turn the option bases on, or place none."),
    ProblemType("capital-on-dealt-start", E, "{player}'s capital is the {start} start's to give: design capitals "
                "with a fixed setup", "A start that deals the countries gives the capitals too (or has them placed)."),
    ProblemType("navy-base-not-held", E, "the navy base of {territory} stands in a country nobody holds",
                "\"You do need to own the country\" to have a navy base there."),
    ProblemType("no-capital", W, "{player} starts without a capital",
                "\"Each player should start with one capital\" (with a fixed setup the designer places it)."),
    ProblemType("economy-other-rules", W, "the economy section is read only by the MU economy rules",
                "Another rule set ignores money, capitals and the economy's infrastructure."),
)}


def economy_problem(code: str, ids: tuple[str, ...] = (), **params: object) -> Problem:
    return problem_of(ECONOMY_PROBLEMS, code, ids, **params)


def economy_problems(scenario: Scenario, board: Board, options: object | None = None) -> list[Problem]:
    """Everything wrong with the scenario's economy section (none when it has none).
    ``options``: the rule set's options as read (for ``bases`` and ``influence_cards``); None
    when they cannot be read (they are a problem of their own)."""
    e = scenario.economy
    if e is None:
        return []
    if not _reads_economy(scenario.ruleset):
        return [economy_problem("economy-other-rules")] if not e.is_empty() else []
    names = {t.id: t.name for t in board.territories}
    land = {t.id for t in board.territories if t.is_land}
    fixed = scenario.setup is SetupKind.FIXED
    problems: list[Problem] = []

    def player(index: int) -> str:
        players = scenario.players
        return players[index].name if 0 <= index < len(players) else f"player {index + 1}"

    def country(what: str, tid: str, owner: int | None) -> None:
        """``tid`` must be a country (of ``owner`` with a fixed setup); unknown ids are a
        problem of validation's own."""
        if tid not in names:
            return
        if tid not in land:
            problems.append(economy_problem("economy-at-sea", (tid,), what=WHAT[what], territory=names[tid]))
        elif fixed and owner is not None and scenario.fixed.owners.get(tid) != owner:
            problems.append(economy_problem("economy-not-held", (tid,), what=WHAT[what], player=player(owner),
                                            territory=names[tid]))

    for index, amount in e.money.items():
        if not 0 <= amount <= MAX_MONEY:
            problems.append(economy_problem("negative-money", player=player(index), money=amount))
    for index, count in e.cards.items():
        if count < 0:
            problems.append(economy_problem("negative-cards", player=player(index), cards=count))
    dealt = sum(max(0, n) for n in e.cards.values())
    if dealt and options is not None and not getattr(options, "influence_cards", True):
        problems.append(economy_problem("cards-without-option"))
    deck = len(land)  # a card for every country (engine/core/world.py card_territories)
    if dealt > deck:
        problems.append(economy_problem("too-many-cards", cards=dealt, limit=deck))

    if fixed:
        problems += [economy_problem("no-capital", player=p.name)
                     for index, p in enumerate(scenario.players) if index not in e.capitals]
    else:  # the start deals the countries: a designed capital could land in another's
        start = str(scenario.options.get("start", "draft"))
        problems += [economy_problem("capital-on-dealt-start", (tid,) if tid in names else (), player=player(index),
                                     start=start) for index, tid in sorted(e.capitals.items())]
    seen: dict[str, int] = {}
    for index, tid in sorted(e.capitals.items()):
        country("capital", tid, index)
        if tid in seen:
            problems.append(economy_problem("capitals-shared", (tid,), first=player(seen[tid]), second=player(index),
                                            territory=names.get(tid, tid)))
        seen.setdefault(tid, index)
    for tid in dict.fromkeys(e.bases):
        country("army-base", tid, None)
    for what, attribute in (("road", "roads"), ("fortification", "fortifications"), ("canal", "canals")):
        for tid, n in Counter(getattr(e, attribute)).items():
            country(what, tid, None)
            if n > 1 and tid in names:
                problems.append(economy_problem("economy-twice", (tid,), what=WHAT[what], territory=names[tid]))
    territories = {t.id: t for t in board.territories}
    for tid in dict.fromkeys(e.canals):
        if tid in land and not territories[tid].canal_eligible:
            problems.append(economy_problem("canal-not-marked", (tid,), territory=names[tid]))
        elif tid in land and tid not in e.roads:
            problems.append(economy_problem("canal-without-road", (tid,), territory=names[tid]))
    for border in dict.fromkeys(e.navy_bases):
        tid, _, water = border.partition(":")
        if tid not in land or water not in names or water in land or water not in board.neighbours(tid):
            problems.append(economy_problem("navy-base-border", tuple(t for t in (tid,) if t in names),
                                            border=border))
        elif fixed and tid not in scenario.fixed.owners:
            problems.append(economy_problem("navy-base-not-held", (tid,), territory=names[tid]))
    if (e.bases or e.navy_bases) and options is not None and not getattr(options, "bases", True):
        problems.append(economy_problem("bases-without-option"))
    for tid, (index, count) in e.navies.items():
        if tid not in names:
            continue
        if tid in land:
            problems.append(economy_problem("navies-on-land", (tid,), territory=names[tid]))
            continue
        if count < 1:
            problems.append(economy_problem("no-navies", (tid,), territory=names[tid], navies=count,
                                            player=player(index)))
        armies_of = scenario.fixed.owners.get(tid) if fixed else None
        if armies_of is not None and armies_of != index:
            problems.append(economy_problem("sea-shared", (tid,), territory=names[tid], first=player(armies_of),
                                            second=player(index)))
    return problems


def economy_refusal(scenario: Scenario, board: Board, economy: EconomySetup,
                    options: object | None = None) -> Problem | None:
    """Why the designer may not change the economy section to ``economy``: the first error it
    would add (None: allowed; a warning, such as a player left without a capital, does not
    refuse)."""
    before = {(p.code, p.ids, tuple(sorted(p.params.items()))) for p in economy_problems(scenario, board, options)}
    after = economy_problems(replace(scenario, economy=economy), board, options)
    for problem in after:
        if problem.severity is E and (problem.code, problem.ids, tuple(sorted(problem.params.items()))) not in before:
            return problem
    return None


def rule_options(scenario: Scenario) -> object | None:
    """The rule set's options as the scenario sets them (None: they cannot be read, which
    validation reports on its own as bad-option)."""
    from engine.rules.options import OptionError
    from engine.rules.registry import ruleset_class, ruleset_names

    if scenario.ruleset not in ruleset_names():
        return None
    try:
        return ruleset_class(scenario.ruleset).options_type.from_mapping(scenario.options)
    except OptionError:
        return None


def _reads_economy(ruleset: str) -> bool:
    from engine.rules.registry import ruleset_class, ruleset_names

    return ruleset in ruleset_names() and ruleset_class(ruleset).takes_economy
