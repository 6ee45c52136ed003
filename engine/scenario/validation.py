"""Check a scenario against its map and the Legacy rulebook's limits (codes in SCENARIO_PROBLEMS).

The same checks guard the designer: placing a mark first asks :func:`mark_refusal`, which
returns the rule the placement would break, in words.
"""

from __future__ import annotations

from collections import Counter

from engine.board import Board
from engine.board.problems import Problem, ProblemType, Severity, problem_of
from engine.board.validation import ValidationReport
from engine.campaign.world import CITY_KINDS, LegacyWorld, Mark, MarkKind
from engine.scenario.model import Scenario, SetupKind

E, W = Severity.ERROR, Severity.WARNING

MAX_COINS = 6  # "A Territory card can have no more than 6 total resources"
MAX_COINS_BEFORE_FIRST_GAME = 3  # the 12 starting coins go "with at most 3 per card"
PLAYER_RANGE = {"classic": (2, 6), "legacy": (3, 5)}


def _types(*items: ProblemType) -> dict[str, ProblemType]:
    return {t.code: t for t in items}


SCENARIO_PROBLEMS = _types(
    ProblemType("player-count", E, "{count} players: this rule set needs {low} to {high}",
                "The number of players is outside what the rules allow."),
    ProblemType("duplicate-player", E, "two players are called '{name}'", "Players are told apart by name."),
    ProblemType("duplicate-colour", W, "{first} and {second} have the same colour", "Players need distinct colours."),
    ProblemType("unknown-territory", E, "{where} names '{territory}', which is not a territory of the map",
                "A territory id that the map does not have."),
    ProblemType("no-troops", E, "{territory} is owned by {player} but holds {troops} troops",
                "An owned territory needs at least one troop."),
    ProblemType("unowned-territory", W, "{territory} belongs to nobody in the fixed setup",
                "In a fixed setup every territory usually has an owner."),
    ProblemType("hq-not-owned", E, "{player}'s HQ is in {territory}, which {player} does not own",
                "An HQ stands in a territory its player owns."),
    ProblemType("hqs-adjacent", E, "the HQs of {first} and {second} are next to each other",
                "An HQ may not be placed adjacent to another HQ."),
    ProblemType("two-cities", E, "{territory} has two cities", "A territory can only have ONE city."),
    ProblemType("two-scars", E, "{territory} has two scars", "A territory can only have ONE scar."),
    ProblemType("fortification-without-city", E, "the fortification in {territory} has no city to encircle",
                "Fortifications go on cities."),
    ProblemType("cancel-without-scar", E, "the scar-cancel in {territory} covers no scar",
                "A scar-cancel sticker goes over a scar."),
    ProblemType("unknown-scar", E, "a scar in {territory} is of unknown type '{scar}'",
                "Scars refer to the world's scar types."),
    ProblemType("too-many-coins", E, "{territory}'s card has {coins} coins: at most {limit} {when}",
                "At most 3 coins a card before the first game, 6 ever."),
    ProblemType("out-of-stock", E, "{used} {item} used, but the game has only {stock}",
                "Stickers are finite."),
    ProblemType("bad-bonus-mark", E, "the continent '{continent}' is not on the map",
                "Continent marks name continents."),
    ProblemType("unknown-power", E, "{faction}'s power '{power}' is not one of its two starting powers",
                "Each faction chooses one of its two starting powers."),
    ProblemType("unknown-faction", E, "{player} plays '{faction}', which is not a faction of this world",
                "Players pick one of the world's factions."),
    ProblemType("faction-taken", E, "{first} and {second} both play {faction}", "A faction is played by one player."),
)


def scenario_problem(code: str, ids: tuple[str, ...] = (), **params: object) -> Problem:
    return problem_of(SCENARIO_PROBLEMS, code, ids, **params)


def validate_scenario(scenario: Scenario, board: Board) -> ValidationReport:
    problems: list[Problem] = []
    territory_ids = {t.id for t in board.territories}
    names = {t.id: t.name for t in board.territories}
    problems += _players(scenario)
    problems += _fixed(scenario, board, territory_ids, names)
    if scenario.legacy is not None:
        problems += _legacy(scenario, scenario.legacy, board, territory_ids, names)
    if scenario.economy is not None:
        e = scenario.economy
        for where, ids in (("a capital", e.capitals.values()), ("a base", e.bases), ("a road", e.roads),
                           ("a fortification", e.fortifications)):
            problems += [
                scenario_problem("unknown-territory", (t,), where=where, territory=t)
                for t in ids if t not in territory_ids
            ]
    return ValidationReport(problems)


def _players(scenario: Scenario) -> list[Problem]:
    problems = []
    low, high = PLAYER_RANGE.get(scenario.ruleset, (2, 6))
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


def _fixed(scenario: Scenario, board: Board, territory_ids: set[str], names: dict[str, str]) -> list[Problem]:
    fixed = scenario.fixed
    problems = []
    players = scenario.players

    def player_name(index: int) -> str:
        return players[index].name if 0 <= index < len(players) else f"player {index + 1}"

    for tid in list(fixed.owners) + list(fixed.troops):
        if tid not in territory_ids:
            problems.append(scenario_problem("unknown-territory", (tid,), where="the fixed setup", territory=tid))
    for tid, owner in fixed.owners.items():
        troops = fixed.troops.get(tid, 0)
        if tid in territory_ids and troops < 1:
            problems.append(scenario_problem(
                "no-troops", (tid,), territory=names[tid], player=player_name(owner), troops=troops))
    if scenario.setup is SetupKind.FIXED:
        for territory in board.territories:
            if territory.is_land and territory.id not in fixed.owners:
                problems.append(scenario_problem("unowned-territory", (territory.id,), territory=territory.name))
    hqs = fixed.hqs
    for player, tid in hqs.items():
        if tid not in territory_ids:
            problems.append(scenario_problem("unknown-territory", (tid,), where="an HQ", territory=tid))
        elif fixed.owners.get(tid) != player and scenario.setup is SetupKind.FIXED:
            problems.append(scenario_problem("hq-not-owned", (tid,), player=player_name(player), territory=names[tid]))
    placed = sorted(hqs.items())
    for i, (first, a) in enumerate(placed):
        for second, b in placed[i + 1:]:
            if a in territory_ids and b in territory_ids and (b in board.neighbours(a) or a in board.neighbours(b)):
                problems.append(scenario_problem(
                    "hqs-adjacent", (a, b), first=player_name(first), second=player_name(second)))
    return problems


def _legacy(scenario: Scenario, world: LegacyWorld, board: Board, territory_ids: set[str],
            names: dict[str, str]) -> list[Problem]:
    problems = []
    for mark in world.marks:
        if mark.territory not in territory_ids:
            problems.append(scenario_problem(
                "unknown-territory", (mark.territory,), where=f"a {mark.kind.value} mark", territory=mark.territory))
    for tid in territory_ids:
        marks = world.marks_on(tid)
        if not marks:
            continue
        label = names[tid]
        problems += _marks_of_territory(world, tid, label, marks)
    limit, when = (MAX_COINS_BEFORE_FIRST_GAME, "before the first game") if world.games_played == 0 else (
        MAX_COINS, "ever")
    for tid, card in world.cards.items():
        if tid not in territory_ids:
            problems.append(scenario_problem("unknown-territory", (tid,), where="a territory card", territory=tid))
        elif card.coins > limit or card.coins < 1:
            problems.append(scenario_problem(
                "too-many-coins", (tid,), territory=names[tid], coins=card.coins, limit=limit, when=when))
    left = world.stock_left()
    used = world.used()
    for item, count in left.items():
        if item == "coins" and world.games_played > 0:
            continue  # the 12 starting coins matter only before the first game
        if count < 0:
            problems.append(scenario_problem(
                "out-of-stock", item=_item_name(item), used=used[item], stock=count + used[item]))
    continents = {c.id for c in board.continents}
    for cid in world.continents:
        if cid not in continents:
            problems.append(scenario_problem("bad-bonus-mark", (cid,), continent=cid))
    factions = {f.id: f for f in world.factions}
    for faction in world.factions:
        if faction.power and faction.power not in faction.power_options:
            problems.append(scenario_problem("unknown-power", (faction.id,), faction=faction.name, power=faction.power))
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


def mark_refusal(world: LegacyWorld, mark: Mark, cover: bool = False) -> str | None:
    """Why this mark may not be placed now (None if it may): the rulebook's limits, in words.

    ``cover``: the designer chose to cover an existing mark (a city over a city replaces it;
    a scar-cancel is the only way to cover a scar).
    """
    territory = mark.territory
    left = world.stock_left()
    kind = mark.kind
    if kind in CITY_KINDS:
        if world.city(territory) is not None and not cover:
            return "a territory can only have one city: choose 'cover' to replace it"
        if kind.value in left and left[kind.value] <= 0:
            return f"no {_item_name(kind.value)} left in the stock"
        if kind is MarkKind.WORLD_CAPITAL and any(m.kind is MarkKind.WORLD_CAPITAL for m in world.marks):
            return "there is only one world capital"
    elif kind is MarkKind.SCAR:
        if world.scar(territory) is not None:
            return "a territory can only have one scar: cancel it first with a scar-cancel"
        if world.scar_type(mark.scar) is None:
            return f"there is no scar called '{mark.scar}' in this world"
    elif kind is MarkKind.SCAR_CANCEL:
        if world.scar(territory) is None:
            return "there is no scar here to cancel"
        if left[kind.value] <= 0:
            return "no scar-cancel stickers left in the stock"
    elif kind is MarkKind.FORTIFICATION:
        if world.city(territory) is None:
            return "fortifications go on cities: found a city here first"
        if left[kind.value] <= 0:
            return "no fortifications left in the stock"
    return None


def coin_refusal(world: LegacyWorld, territory: str, coins: int) -> str | None:
    """Why a territory card may not carry ``coins`` coins (None if it may)."""
    if coins < 1:
        return "a territory card always has its printed coin"
    limit = MAX_COINS_BEFORE_FIRST_GAME if world.games_played == 0 else MAX_COINS
    if coins > limit:
        if world.games_played == 0:
            return "before the first game a card takes at most 3 coins"
        return "a territory card can have no more than 6 coins"
    if world.games_played == 0:
        extra = coins - world.card(territory).coins
        if extra > 0 and world.stock_left()["coins"] < extra:
            return "all 12 starting coins are already on cards"
    return None
