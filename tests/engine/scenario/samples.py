"""Scenarios for the tests: a small board, clean scenarios, and one with every field set."""

from __future__ import annotations

from engine.board import Board, Continent, TerritoryKind
from engine.campaign.pieces import MarkKind, Power, ScarType
from engine.campaign.world import ContinentMarks, Faction, FactionGame, GameResult, Mark, Signature, TerritoryCard
from engine.campaign.world_format import new_world
from engine.scenario import EconomySetup, FixedSetup, Scenario, ScenarioPlayer, SetupKind
from tests.support.boards import SIZE, border, square
from tests.support.boards import board as make_board

LAND = ("a", "b", "c", "d", "e", "f")


def line_board() -> Board:
    """Six land squares in a row (a-b-c-d-e-f, each bordering the next) and a sea below a."""
    squares = [square(t, i * SIZE, 0, continent="west" if i < 3 else "east") for i, t in enumerate(LAND)]
    sea = square("s", 0, SIZE, kind=TerritoryKind.SEA, continent=None)
    links = [border(x, y) for x, y in zip(LAND, LAND[1:], strict=False)] + [border("a", "s")]
    continents = [Continent("west", "West", "#88aa55", 2), Continent("east", "East", "#aa5588", 2)]
    return make_board(*squares, sea, connections=links, continents=continents)


PLAYERS = [ScenarioPlayer("Ada", "#e69f00"), ScenarioPlayer("Basil", "#56b4e9"), ScenarioPlayer("Cleo", "#009e73")]


def classic_fixed() -> Scenario:
    """A clean classic scenario with a fixed setup: every land square held."""
    owners = {t: i % 3 for i, t in enumerate(LAND)}
    return Scenario("Fixed", "line.yaml", players=list(PLAYERS), setup=SetupKind.FIXED,
                    fixed=FixedSetup(owners, {t: 2 for t in LAND}))


def legacy_fixed() -> Scenario:
    """A clean Legacy scenario: factions, HQs far apart (one in its player's major city)."""
    world = new_world()
    world.marks = [Mark(MarkKind.MAJOR_CITY, "e", "Ironhold", "Cleo"), Mark(MarkKind.MINOR_CITY, "c", "Mill")]
    players = [ScenarioPlayer(p.name, p.colour, f.id) for p, f in zip(PLAYERS, world.factions, strict=False)]
    return Scenario(
        "Legacy", "line.yaml", ruleset="legacy", players=players, setup=SetupKind.FIXED,
        fixed=FixedSetup({t: i // 2 for i, t in enumerate(LAND)}, {t: 4 for t in LAND}, {0: "a", 2: "e"}),
        legacy=world,
    )


def every_field() -> Scenario:
    """A scenario using every key of the format and every kind of mark."""
    homebrew = ScarType("sinkhole", "Sinkhole", "Attackers here roll one die fewer.",
                        {"die-modifier": -1, "side": "attack", "die": "lowest", "note": "home-made: 'quoted'"})
    world = new_world()
    world.world_name = "Awesometonia"
    world.games_played = 7
    world.marks = [
        Mark(MarkKind.MINOR_CITY, "a", "Mill", "Ada"),
        Mark(MarkKind.MAJOR_CITY, "c", "Ironhold", "Basil"),
        Mark(MarkKind.WORLD_CAPITAL, "e", "Capital: the first", "Cleo"),
        Mark(MarkKind.SCAR, "b", scar="bunker"),
        Mark(MarkKind.SCAR_CANCEL, "b"),
        Mark(MarkKind.SCAR, "b", scar="sinkhole"),
        Mark(MarkKind.SCAR, "d", scar="ammo-shortage"),
        Mark(MarkKind.FORTIFICATION, "c", used=10),
        Mark(MarkKind.FORTIFICATION, "c", used=4),
        Mark(MarkKind.MINOR_CITY, "f"),
    ]
    world.continents = {"west": ContinentMarks("Westmarch", "Ada", 1), "east": ContinentMarks("", "", -1)}
    world.cards = {"a": TerritoryCard(6), "b": TerritoryCard(1, destroyed=True), "c": TerritoryCard(4, True)}
    world.scar_types.append(homebrew)
    world.powers.append(Power("ada-sprint", "saharan-republic", "Sprint", "Move twice.", {"extra-maneuvers": 1}))
    first = world.factions[0]
    world.factions[0] = Faction(
        first.id, first.name, first.power_options, first.power_options[1], "yellow-scar",
        (FactionGame(1, "Ada", "a", GameResult.WON), FactionGame(2, "Basil", "c", GameResult.HELD_ON),
         FactionGame(3, "Cleo", "e", GameResult.ELIMINATED)),
    )
    world.signatures = [Signature("Ada", 1), Signature("Basil", 2)]
    world.packs_opened = ["second-signature", "first-elimination"]
    players = [
        ScenarioPlayer("Ada", "#e69f00", "saharan-republic", "human"),
        ScenarioPlayer("Basil", "#56B4E9", "khan-industries", "heuristic"),
        ScenarioPlayer("Cleo", None, "", "random"),
    ]
    return Scenario(
        name="Everything: 'quoted' # not a comment",
        map="../maps/line.yaml",
        ruleset="legacy",
        description="Every key.\nTwo lines.",
        options={"turn-limit": 30, "missions": True, "fortify": "connected", "weights": [1, 2, 3],
                 "odd": "true", "nested": {"deep": None}},
        players=players,
        setup=SetupKind.FIXED,
        fixed=FixedSetup({"a": 0, "c": 1, "e": 2}, {"a": 3, "c": 1, "e": 0}, {0: "a", 1: "c"}),
        legacy=world,
        economy=EconomySetup({0: 10, 2: 25}, {0: "a", 1: "c"}, ["a", "b"], ["c"], ["e", "f"]),
    )

