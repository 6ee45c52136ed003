"""Check a scenario against its map, its rule set and the Legacy rulebook's limits.

Every problem has a stable code (SCENARIO_PROBLEMS, documented in docs/scenario-format.md).
The same checks guard the designer: placing a mark first asks :func:`mark_refusal`, which
returns the rule the placement would break as a problem (code, message, parameters).
"""

from __future__ import annotations

import dataclasses
from collections import Counter

from engine.board import Board
from engine.board.problems import Problem, ProblemType, Severity, problem_of
from engine.board.validation import ValidationReport
from engine.campaign.pieces import CITY_KINDS, MarkKind, effect_problems
from engine.campaign.world import STARTING_STOCK, WORLD_CAPITALS, LegacyWorld, Mark
from engine.campaign.world_format import new_world
from engine.rules.classic import MAX_ARMIES
from engine.rules.options import OptionError
from engine.rules.registry import ruleset_class, ruleset_names
from engine.scenario.economy_checks import ECONOMY_PROBLEMS, economy_problems, rule_options
from engine.scenario.game_inputs import start_reasons
from engine.scenario.model import Scenario, SetupKind

E, W = Severity.ERROR, Severity.WARNING

MAX_COINS = 6  # "A Territory card can have no more than 6 total resources"
MAX_COINS_BEFORE_FIRST_GAME = 3  # the 12 starting coins go "with at most 3 per card"
LEGACY = "legacy"
# Players per rule set, for rule sets that are designed before they can be played (the
# registered ones say it themselves: min_players, max_players).
PLAYER_RANGE = {"classic": (2, 6), LEGACY: (3, 5)}
# Options a scenario sets through its own fields, not through ``options``.
SCENARIO_OWNED_OPTIONS = ("setup", "fixed-placement")


def _types(*items: ProblemType) -> dict[str, ProblemType]:
    return {t.code: t for t in items}


SCENARIO_PROBLEMS = _types(
    ProblemType("unknown-ruleset", E, "there is no rule set called '{ruleset}' (known: {known})",
                "The scenario names a rule set Worldsmith does not have."),
    ProblemType("bad-option", E, "rule options: {reason}",
                "An option the rule set does not have, or a value it does not accept."),
    ProblemType("player-count", E, "{count}: this rule set needs {low} to {high}",
                "The number of players is outside what the rules allow.", {"count": "players"}),
    ProblemType("duplicate-player", E, "two players are called '{name}'", "Players are told apart by name."),
    ProblemType("duplicate-colour", W, "{first} and {second} have the same colour", "Players need distinct colours."),
    ProblemType("unknown-player", E, "{where} refers to player {number}, but the scenario has {count}",
                "A player was removed but is still referred to.", {"count": "players"}),
    ProblemType("unknown-territory", E, "{where} names '{territory}', which is not a territory of the map",
                "A territory id that the map does not have."),
    ProblemType("sea-territory", E, "{territory} is a sea territory: only land is held at the start",
                "Troops start on land."),
    ProblemType("no-troops", E, "{territory} is owned by {player} but holds {troops}",
                "An owned territory needs at least one troop.", {"troops": "troops"}),
    ProblemType("too-many-troops", E, "{territory} holds {troops}: at most {limit} at the start",
                "A fixed setup puts at most 100,000 troops on a territory (docs/rules-classic.md, Ranges).",
                {"troops": "troops"}),
    ProblemType("unplaced-territory", E, "{territory} belongs to nobody in the fixed setup",
                "These rules start with every territory held: give it an owner and troops."),
    ProblemType("landless-player", E, "{player} holds no territory in the fixed setup",
                "Every player starts with at least one territory."),
    ProblemType("hq-not-owned", E, "{player}'s HQ is in {territory}, which {player} does not own",
                "An HQ stands in a territory its player owns."),
    ProblemType("hqs-adjacent", E, "the HQs of {first} and {second} are next to each other",
                "An HQ may not be placed adjacent to another HQ."),
    ProblemType("hqs-shared", E, "the HQs of {first} and {second} are both in {territory}",
                "Each HQ stands in its own territory."),
    ProblemType("hq-marked", E, "{player}'s HQ is in {territory}, which is marked",
                "A legal start is unmarked, or a major city its player founded."),
    ProblemType("legacy-world-missing", E, "the Legacy rules need a Legacy world, and this scenario has none",
                "Add a world (a fresh one, or a campaign's) in the scenario designer."),
    ProblemType("cannot-start", E, "the rules cannot start this scenario: {reason}",
                "The rule set refuses to start a game from it (the same question the game start asks)."),
    ProblemType("two-cities", E, "{territory} has two cities", "A territory can only have ONE city."),
    ProblemType("two-scars", E, "{territory} has two scars", "A territory can only have ONE scar."),
    ProblemType("fortification-without-city", E, "the fortification in {territory} has no city to encircle",
                "Fortifications go on cities."),
    ProblemType("cancel-without-scar", E, "the scar-cancel in {territory} covers no scar",
                "A scar-cancel sticker goes over a scar."),
    ProblemType("unknown-scar", E, "a scar in {territory} is of unknown type '{scar}'",
                "Scars refer to the world's scar types."),
    ProblemType("too-many-coins", E, "{territory}'s card has {coins}: at most {limit} {when}",
                "At most 3 coins a card before the first game, 6 ever.", {"coins": "coins"}),
    ProblemType("too-few-coins", E, "{territory}'s card has {coins}: every card keeps its printed coin",
                "A territory card has at least 1 coin.", {"coins": "coins"}),
    ProblemType("out-of-stock", E, "{used} {item} used, but the game has only {stock}",
                "Stickers are finite."),
    ProblemType("bad-bonus-mark", E, "the continent '{continent}' is not on the map",
                "Continent marks name continents."),
    ProblemType("unknown-power", E, "{faction}'s power '{power}' is not one of its two starting powers",
                "Each faction chooses one of its two starting powers."),
    ProblemType("unknown-faction-scar", E, "the scar on {faction}'s card is of unknown type '{scar}'",
                "Scars refer to the world's scar types (one yellow scar per faction card)."),
    ProblemType("unknown-faction", E, "{player} plays '{faction}', which is not a faction of this world",
                "Players pick one of the world's factions."),
    ProblemType("faction-taken", E, "{first} and {second} both play {faction}", "A faction is played by one player."),
    ProblemType("unknown-effect", W, "{owner}: the effect '{key}: {value}' is not one the rules understand",
                "Effects are built from a fixed vocabulary (docs/scenario-format.md)."),
    ProblemType("duplicate-pack", E, "two packs have the id '{pack}'", "A pack is opened by its id."),
    ProblemType("pack-clash", E, "pack '{pack}' brings the {what} '{id}', but that id is already taken",
                "Cards, scar types and powers are told apart by their ids (docs/content-packs.md)."),
    ProblemType("pack-unknown-scar", E, "pack '{pack}' names the scar type '{scar}', which this world does not have",
                "A pack's scar cards and its trigger name scar types of the world or of a pack."),
    ProblemType("pack-unknown-faction", E,
                "pack '{pack}' names the faction '{faction}', which this world does not have",
                "Powers and events name the world's factions."),
    ProblemType("pack-unknown-continent", E, "pack '{pack}' names the continent '{continent}', which is not on the map",
                "A mission names the map's continents."),
    ProblemType("pack-bad-option", E, "pack '{pack}': {reason}",
                "A pack changes options the rule set has, to values it accepts."),
)


SCENARIO_PROBLEMS.update(ECONOMY_PROBLEMS)  # the economy section's own (engine/scenario/economy_checks.py)


def scenario_problem(code: str, ids: tuple[str, ...] = (), **params: object) -> Problem:
    return problem_of(SCENARIO_PROBLEMS, code, ids, **params)


def player_range(ruleset: str) -> tuple[int, int] | None:
    """Fewest and most players of a rule set, None if Worldsmith has no such rule set."""
    if ruleset in ruleset_names():
        cls = ruleset_class(ruleset)
        return cls.min_players, cls.max_players
    return PLAYER_RANGE.get(ruleset)


def validate_scenario(scenario: Scenario, board: Board) -> ValidationReport:
    problems: list[Problem] = []
    territory_ids = {t.id for t in board.territories}
    names = {t.id: t.name for t in board.territories}
    problems += _rules(scenario)
    problems += _players(scenario)
    problems += _fixed(scenario, board, territory_ids, names)
    if scenario.legacy is not None:
        problems += _legacy(scenario, scenario.legacy, board, territory_ids, names)
    elif scenario.ruleset == LEGACY:
        problems.append(scenario_problem("legacy-world-missing"))
    if scenario.economy is not None:
        problems += _economy(scenario, board, territory_ids)
    if scenario.ruleset in ruleset_names() and not any(p.severity is E for p in problems):
        # Last, the question every game start asks the rule set: "no problems" means it starts.
        problems += [scenario_problem("cannot-start", reason=reason) for reason in start_reasons(scenario, board)]
    return ValidationReport(problems)


def _rules(scenario: Scenario) -> list[Problem]:
    known = ruleset_names()
    if scenario.ruleset not in known and scenario.ruleset not in PLAYER_RANGE:
        listed = ", ".join(sorted(set(known) | set(PLAYER_RANGE)))
        return [scenario_problem("unknown-ruleset", ruleset=scenario.ruleset, known=listed)]
    problems = []
    for name in scenario.options:
        if str(name).replace("_", "-") in SCENARIO_OWNED_OPTIONS:
            reason = f"'{name}' is set by the scenario's setup, not as an option"
            problems.append(scenario_problem("bad-option", reason=reason))
    if scenario.ruleset in known and not problems:
        try:
            ruleset_class(scenario.ruleset).options_type.from_mapping(scenario.options)
        except OptionError as error:
            problems.append(scenario_problem("bad-option", reason=str(error)))
    return problems


def _players(scenario: Scenario) -> list[Problem]:
    problems = []
    low, high = player_range(scenario.ruleset) or (2, 6)
    count = len(scenario.players)
    if not low <= count <= high:
        problems.append(scenario_problem("player-count", count=count, low=low, high=high))
    for name, n in Counter(p.name for p in scenario.players).items():
        if n > 1:
            problems.append(scenario_problem("duplicate-player", name=name))
    seen: dict[str, str] = {}
    for player in scenario.players:
        if player.colour:
            colour = player.colour.lower()
            if colour in seen:
                problems.append(scenario_problem("duplicate-colour", first=seen[colour], second=player.name))
            seen.setdefault(colour, player.name)
    return problems


def _player_name(scenario: Scenario, index: int) -> str:
    players = scenario.players
    return players[index].name if 0 <= index < len(players) else f"player {index + 1}"


def _unknown_players(scenario: Scenario, where: str, indices) -> list[Problem]:
    count = len(scenario.players)
    return [
        scenario_problem("unknown-player", where=where, number=index + 1, count=count)
        for index in sorted(set(indices)) if not 0 <= index < count
    ]


def _fixed(scenario: Scenario, board: Board, territory_ids: set[str], names: dict[str, str]) -> list[Problem]:
    fixed = scenario.fixed
    fixed_setup = scenario.setup is SetupKind.FIXED
    problems = _unknown_players(scenario, "the fixed setup", fixed.owners.values())
    problems += _unknown_players(scenario, "an HQ", fixed.hqs)
    land = {t.id for t in board.territories if t.is_land}
    at_sea, holds_all = _fixed_rules(scenario.ruleset)
    for tid in dict.fromkeys(list(fixed.owners) + list(fixed.troops)):
        if tid not in territory_ids:
            problems.append(scenario_problem("unknown-territory", (tid,), where="the fixed setup", territory=tid))
        elif tid not in land and not at_sea:
            problems.append(scenario_problem("sea-territory", (tid,), territory=names[tid]))
    navies = scenario.economy.navies if scenario.economy is not None else {}
    for tid, owner in fixed.owners.items():
        troops = fixed.troops.get(tid, 0)
        # At sea, a player's navies carry the water without armies.
        needed = 0 if tid in navies and tid not in land else 1
        if tid in territory_ids and troops < needed:
            problems.append(scenario_problem(
                "no-troops", (tid,), territory=names[tid], player=_player_name(scenario, owner), troops=troops))
        elif tid in territory_ids and troops > MAX_ARMIES:
            problems.append(scenario_problem(
                "too-many-troops", (tid,), territory=names[tid], troops=f"{troops:,}", limit=f"{MAX_ARMIES:,}"))
    if fixed_setup:
        if holds_all:  # Legacy and the economy start with land nobody holds; classic with none
            for territory in board.territories:
                if territory.is_land and territory.id not in fixed.owners:
                    problems.append(scenario_problem("unplaced-territory", (territory.id,), territory=territory.name))
        if scenario.ruleset != LEGACY:  # Legacy players without land choose a start at the table
            holders = set(fixed.owners.values()) | {player for player, _n in navies.values()}
            problems += [
                scenario_problem("landless-player", player=player.name)
                for index, player in enumerate(scenario.players) if index not in holders
            ]
    problems += _hqs(scenario, board, territory_ids, names)
    return problems


def _fixed_rules(ruleset: str) -> tuple[bool, bool]:
    """(units may start at sea, a fixed setup holds every land territory) for the rule set;
    classic's answers for one Worldsmith cannot play."""
    if ruleset in ruleset_names():
        rules = ruleset_class(ruleset)
        return rules.units_at_sea, rules.fixed_holds_all_land
    return False, ruleset != LEGACY


def _hqs(scenario: Scenario, board: Board, territory_ids: set[str], names: dict[str, str]) -> list[Problem]:
    fixed, world = scenario.fixed, scenario.legacy
    problems = []
    for player, tid in fixed.hqs.items():
        name = _player_name(scenario, player)
        if tid not in territory_ids:
            problems.append(scenario_problem("unknown-territory", (tid,), where="an HQ", territory=tid))
            continue
        if fixed.owners.get(tid) != player and scenario.setup is SetupKind.FIXED:
            problems.append(scenario_problem("hq-not-owned", (tid,), player=name, territory=names[tid]))
        if world is not None and world.is_marked(tid):
            city = world.city(tid)
            if not (city is not None and city.kind is MarkKind.MAJOR_CITY and city.founder == name):
                problems.append(scenario_problem("hq-marked", (tid,), player=name, territory=names[tid]))
    placed = sorted((p, t) for p, t in fixed.hqs.items() if t in territory_ids)
    for i, (first, a) in enumerate(placed):
        for second, b in placed[i + 1:]:
            who = {"first": _player_name(scenario, first), "second": _player_name(scenario, second)}
            if a == b:
                problems.append(scenario_problem("hqs-shared", (a,), territory=names[a], **who))
            elif b in board.neighbours(a) or a in board.neighbours(b):
                problems.append(scenario_problem("hqs-adjacent", (a, b), **who))
    return problems


def _economy(scenario: Scenario, board: Board, territory_ids: set[str]) -> list[Problem]:
    e = scenario.economy
    indices = list(e.money) + list(e.cards) + list(e.capitals) + [player for player, _n in e.navies.values()]
    problems = _unknown_players(scenario, "the economy setup", indices)
    countries = [b.partition(":")[0] for b in e.navy_bases] + [b.partition(":")[2] for b in e.navy_bases]
    for where, ids in (("a capital", e.capitals.values()), ("a base", e.bases), ("a road", e.roads),
                       ("a fortification", e.fortifications), ("a canal", e.canals), ("a navy base", countries),
                       ("the economy setup", e.navies)):
        problems += [
            scenario_problem("unknown-territory", (t,), where=where, territory=t)
            for t in dict.fromkeys(ids) if t and t not in territory_ids
        ]
    return problems + economy_problems(scenario, board, rule_options(scenario))


def _legacy(scenario: Scenario, world: LegacyWorld, board: Board, territory_ids: set[str],
            names: dict[str, str]) -> list[Problem]:
    problems = []
    for mark in world.marks:
        if mark.territory not in territory_ids:
            problems.append(scenario_problem(
                "unknown-territory", (mark.territory,), where=f"a {mark.kind.value} mark", territory=mark.territory))
    for territory in board.territories:
        marks = world.marks_on(territory.id)
        if marks:
            problems += _marks_of_territory(world, territory.id, territory.name, marks)
    problems += _cards(world, territory_ids, names)
    problems += _stock(world)
    continents = {c.id for c in board.continents}
    for cid in world.continents:
        if cid not in continents:
            problems.append(scenario_problem("bad-bonus-mark", (cid,), continent=cid))
    problems += _factions(scenario, world)
    problems += _effects(world.scar_types, world.powers)
    problems += _packs(world, continents)
    return problems


# Effect keys that only a scar acts on: the rules read them from the board's scars, never
# from a faction's card (docs/scenario-format.md, "Effects").
_SCAR_ONLY_KEYS = ("turn-end-troops",)


def _effects(scar_types, powers) -> list[Problem]:
    """Effects of scar types and powers that the rules do not understand."""
    problems = []
    for owner, effect, is_scar in [(s.name, s.effect, True) for s in scar_types] + \
            [(p.name, p.effect, False) for p in powers]:
        wrong = effect_problems(effect)
        if not is_scar:
            wrong += [(key, effect[key]) for key in _SCAR_ONLY_KEYS if key in effect]
        problems += [scenario_problem("unknown-effect", owner=owner, key=key, value=value) for key, value in wrong]
    return problems


def validate_packs(packs: list, world: LegacyWorld | None = None) -> ValidationReport:
    """A pack file's problems on its own: checked as if added to ``world`` (by default a new
    world, with the built-in factions and scar types), with no map to name continents."""
    world = world if world is not None else new_world()
    return ValidationReport(_packs(dataclasses.replace(world, packs=[*world.packs, *packs]), None))


def _packs(world: LegacyWorld, continents: set[str] | None) -> list[Problem]:
    """What is wrong with the world's content packs: ids taken twice, names of scar types,
    factions, continents (unless ``continents`` is None: no map) and rule options that do
    not exist (docs/content-packs.md)."""
    problems = []
    for pack_id, n in Counter(p.id for p in world.packs).items():
        if n > 1:
            problems.append(scenario_problem("duplicate-pack", pack=pack_id))
    problems += _pack_clashes(world)
    scars = {s.id for s in world.scar_types} | {s.id for p in world.packs for s in p.scar_types}
    factions = {f.id for f in world.factions}
    options_type = ruleset_class(LEGACY).options_type if LEGACY in ruleset_names() else None
    for pack in world.packs:
        own_scars = {s.id for s in world.scar_types} | {s.id for s in pack.scar_types}
        wrong_scars = ([pack.scar] if pack.scar and pack.scar not in scars else []) + [
            scar for scar in pack.scar_cards if scar not in own_scars]
        problems += [scenario_problem("pack-unknown-scar", pack=pack.id, scar=scar) for scar in wrong_scars]
        named = [p.faction for p in pack.powers] + [str(e.effect["faction"]) for e in pack.events
                                                     if "faction" in e.effect]
        problems += [scenario_problem("pack-unknown-faction", pack=pack.id, faction=faction)
                     for faction in dict.fromkeys(named) if faction not in factions]
        named_continents = [str(m.condition["continent"]) for m in pack.missions if "continent" in m.condition]
        problems += [scenario_problem("pack-unknown-continent", pack=pack.id, continent=continent)
                     for continent in dict.fromkeys(named_continents)
                     if continents is not None and continent not in continents]
        problems += _pack_options(pack.id, pack.options, options_type)
        problems += _effects(pack.scar_types, pack.powers)
    return problems


def _pack_clashes(world: LegacyWorld) -> list[Problem]:
    """Two different things with one id: a scar type or power may appear twice only as the
    same one (an opened pack's are copied into the world), cards never."""
    problems = []
    kinds = (
        ("scar type", world.scar_types, lambda p: p.scar_types, True),
        ("power", world.powers, lambda p: p.powers, True),
        ("event card", [], lambda p: p.events, False),
        ("mission card", [], lambda p: p.missions, False),
    )
    for what, have, of_pack, same_allowed in kinds:
        seen = {item.id: item for item in have}
        for pack in world.packs:
            for item in of_pack(pack):
                if item.id not in seen:
                    seen[item.id] = item
                elif not (same_allowed and seen[item.id] == item):
                    problems.append(scenario_problem("pack-clash", pack=pack.id, what=what, id=item.id))
    return problems


def _pack_options(pack_id: str, options: dict, options_type) -> list[Problem]:
    for name in options:
        if str(name).replace("_", "-") in SCENARIO_OWNED_OPTIONS:
            return [scenario_problem("pack-bad-option", pack=pack_id,
                                     reason=f"'{name}' is set by the scenario's setup, not as an option")]
    if options_type is not None:
        try:
            options_type.from_mapping(options)
        except OptionError as error:
            return [scenario_problem("pack-bad-option", pack=pack_id, reason=str(error))]
    return []


def _cards(world: LegacyWorld, territory_ids: set[str], names: dict[str, str]) -> list[Problem]:
    problems = []
    limit, when = (MAX_COINS_BEFORE_FIRST_GAME, "before the first game") if world.games_played == 0 else (
        MAX_COINS, "ever")
    for tid, card in world.cards.items():
        if tid not in territory_ids:
            problems.append(scenario_problem("unknown-territory", (tid,), where="a territory card", territory=tid))
        elif card.coins > limit:
            problems.append(scenario_problem(
                "too-many-coins", (tid,), territory=names[tid], coins=card.coins, limit=limit, when=when))
        elif card.coins < 1:
            problems.append(scenario_problem("too-few-coins", (tid,), territory=names[tid], coins=card.coins))
    return problems


def _stock(world: LegacyWorld) -> list[Problem]:
    problems = []
    used = world.used()
    for item, stock in STARTING_STOCK.items():  # stock_left() stops at 0: compare what is used
        if item == "coins" and world.games_played > 0:
            continue  # the 12 starting coins matter only before the first game
        if used[item] > stock:
            problems.append(scenario_problem("out-of-stock", item=_item_name(item), used=used[item], stock=stock))
    capitals = used[MarkKind.WORLD_CAPITAL.value]
    if capitals > WORLD_CAPITALS:
        problems.append(scenario_problem(
            "out-of-stock", item=_item_name(MarkKind.WORLD_CAPITAL.value), used=capitals, stock=WORLD_CAPITALS))
    return problems


def _factions(scenario: Scenario, world: LegacyWorld) -> list[Problem]:
    problems = []
    factions = {f.id: f for f in world.factions}
    for faction in world.factions:
        if faction.power and faction.power not in faction.power_options:
            problems.append(scenario_problem("unknown-power", (faction.id,), faction=faction.name, power=faction.power))
        if faction.scar and world.scar_type(faction.scar) is None:
            problems.append(scenario_problem("unknown-faction-scar", (faction.id,), faction=faction.name,
                                             scar=faction.scar))
    taken: dict[str, str] = {}
    for player in scenario.players:
        if not player.faction:
            continue
        if player.faction not in factions:
            problems.append(scenario_problem("unknown-faction", player=player.name, faction=player.faction))
        elif player.faction in taken:
            problems.append(scenario_problem(
                "faction-taken", first=taken[player.faction], second=player.name,
                faction=factions[player.faction].name))
        taken.setdefault(player.faction, player.name)
    return problems


def _marks_of_territory(world: LegacyWorld, tid: str, label: str, marks: list[Mark]) -> list[Problem]:
    problems = []
    if sum(1 for m in marks if m.is_city) > 1:
        problems.append(scenario_problem("two-cities", (tid,), territory=label))
    showing = 0
    for mark in marks:
        if mark.kind is MarkKind.SCAR:
            showing += 1
            if showing > 1:
                problems.append(scenario_problem("two-scars", (tid,), territory=label))
            if world.scar_type(mark.scar) is None:
                problems.append(scenario_problem("unknown-scar", (tid,), territory=label, scar=mark.scar))
        elif mark.kind is MarkKind.SCAR_CANCEL:
            if showing == 0:
                problems.append(scenario_problem("cancel-without-scar", (tid,), territory=label))
            showing = max(0, showing - 1)
        elif mark.kind is MarkKind.FORTIFICATION and not any(m.kind in CITY_KINDS for m in marks):
            problems.append(scenario_problem("fortification-without-city", (tid,), territory=label))
    return problems


def _item_name(item: str) -> str:
    return {
        "major-city": "major cities", "minor-city": "minor cities", "fortification": "fortifications",
        "scar-cancel": "scar-cancels", "plus-one": "+1 continent marks", "minus-one": "-1 continent marks",
        "coins": "starting coins", "world-capital": "world capitals",
    }.get(item, item)


# -- placing marks one at a time (the designer) ---------------------------------------------------------


# Why a placement is refused: problems too (code, English message, parameters), so the
# designer can word them in the user's language like any other problem.
REFUSALS = _types(
    ProblemType("city-taken", E, "a territory can only have one city: choose 'cover' to replace it",
                "A territory can only have ONE city."),
    ProblemType("out-of-stock-item", E, "no {item} left in the stock", "Stickers are finite."),
    ProblemType("one-world-capital", E, "there is only one world capital", "The world capital is unique."),
    ProblemType("scar-taken", E, "a territory can only have one scar: cancel it first with a scar-cancel",
                "A territory can only have ONE scar."),
    ProblemType("no-such-scar", E, "there is no scar called '{scar}' in this world",
                "Scars refer to the world's scar types."),
    ProblemType("nothing-to-cancel", E, "there is no scar here to cancel", "A scar-cancel goes over a scar."),
    ProblemType("fortify-no-city", E, "fortifications go on cities: found a city here first",
                "Fortifications go on cities."),
    ProblemType("printed-coin", E, "a territory card always has its printed coin", "Cards keep their printed coin."),
    ProblemType("coins-before-first-game", E, "before the first game a card takes at most 3 coins",
                "The 12 starting coins go at most 3 a card."),
    ProblemType("coins-limit", E, "a territory card can have no more than 6 coins",
                "A card has at most 6 coins."),
    ProblemType("coins-spent", E, "all 12 starting coins are already on cards", "There are 12 starting coins."),
    ProblemType("card-destroyed", E, "this territory card was destroyed", "A destroyed card is out of the game."),
)


def refusal(code: str, territory: str = "", **params: object) -> Problem:
    return problem_of(REFUSALS, code, (territory,) if territory else (), **params)


def mark_refusal(world: LegacyWorld, mark: Mark, cover: bool = False) -> Problem | None:
    """Why this mark may not be placed now (None if it may): the rulebook's limit it breaks.

    ``cover``: the designer chose to cover the territory's city with this one ("you cannot
    cover an existing city with another unless otherwise noted"); the designer then
    replaces the old city's mark. A scar-cancel is the only way to cover a scar, and a
    new fortification always covers an old one.
    """
    territory = mark.territory
    left = world.stock_left()
    kind = mark.kind
    if kind in CITY_KINDS:
        if world.city(territory) is not None and not cover:
            return refusal("city-taken", territory)
        if kind.value in left and left[kind.value] <= 0:
            return refusal("out-of-stock-item", territory, item=_item_name(kind.value))
        capitals = sum(1 for m in world.marks if m.kind is MarkKind.WORLD_CAPITAL)
        if kind is MarkKind.WORLD_CAPITAL and capitals >= WORLD_CAPITALS:
            return refusal("one-world-capital", territory)
    elif kind is MarkKind.SCAR:
        if world.scar(territory) is not None:
            return refusal("scar-taken", territory)
        if world.scar_type(mark.scar) is None:
            return refusal("no-such-scar", territory, scar=mark.scar)
    elif kind is MarkKind.SCAR_CANCEL:
        if world.scar(territory) is None:
            return refusal("nothing-to-cancel", territory)
        if left[kind.value] <= 0:
            return refusal("out-of-stock-item", territory, item=_item_name(kind.value))
    elif kind is MarkKind.FORTIFICATION:
        if world.city(territory) is None:
            return refusal("fortify-no-city", territory)
        if left[kind.value] <= 0:
            return refusal("out-of-stock-item", territory, item=_item_name(kind.value))
    return None


def coin_refusal(world: LegacyWorld, territory: str, coins: int) -> Problem | None:
    """Why a territory card may not carry ``coins`` coins (None if it may)."""
    if coins < 1:
        return refusal("printed-coin", territory)
    card = world.card(territory)
    if card.destroyed and coins != card.coins:
        return refusal("card-destroyed", territory)
    limit = MAX_COINS_BEFORE_FIRST_GAME if world.games_played == 0 else MAX_COINS
    if coins > limit:
        return refusal("coins-before-first-game" if world.games_played == 0 else "coins-limit", territory)
    if world.games_played == 0:
        extra = coins - card.coins
        if extra > 0 and world.stock_left()["coins"] < extra:
            return refusal("coins-spent", territory)
    return None
