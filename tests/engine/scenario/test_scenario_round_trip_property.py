"""Property: any scenario the model can hold (within the format's rules) survives
save → load unchanged, and writing it again gives the same text."""

from __future__ import annotations

import string

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.campaign.pieces import CITY_KINDS, FORTIFICATION_BOXES, MarkKind, Power, ScarType
from engine.campaign.world import (
    ContinentMarks,
    Faction,
    FactionGame,
    GameResult,
    LegacyWorld,
    Mark,
    Signature,
    TerritoryCard,
)
from engine.scenario import (
    EconomySetup,
    FixedSetup,
    Scenario,
    ScenarioPlayer,
    SetupKind,
    read_scenario,
    scenario_to_text,
)
from engine.scenario.map_reference import is_shipped_name

ids = st.text(string.ascii_letters + string.digits + "-_.", min_size=1, max_size=10).filter(lambda s: s[0].isalnum())
# Anything people might type, YAML's special characters included (like the map property test).
names = st.text(
    st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp")), min_size=1, max_size=20
).filter(lambda s: s.strip() == s and s)
maybe_names = st.just("") | names
# A scenario's map: a shipped map's name, or any path (one with a folder or an extension).
map_references = st.sampled_from(["classic", "tutorial"]) | names.filter(lambda s: not is_shipped_name(s))
colours = st.none() | st.sampled_from(["#e69f00", "#56B4E9", "#000000"])
# Text that YAML or our reader could take for something else if written bare.
tricky = st.sampled_from(["08", "+1", "-0", "1_000", "0x1F", "1e5", ".5", "~", "NULL", "yes", "Off", "", " x"])
# Option values as a scenario holds them: plain data without floats.
scalars = st.none() | st.booleans() | st.integers(-1000, 1000) | st.text(max_size=12) | tricky
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(ids, inner, max_size=3),
                      max_leaves=6)
effects = st.dictionaries(ids, st.integers(-3, 3) | ids | tricky, max_size=3)


@st.composite
def marks(draw, territories: list[str]) -> Mark:
    kind = draw(st.sampled_from(MarkKind))
    territory = draw(st.sampled_from(territories) | ids)
    if kind in CITY_KINDS:
        return Mark(kind, territory, draw(maybe_names), draw(maybe_names))
    if kind is MarkKind.SCAR:
        return Mark(kind, territory, scar=draw(ids | st.just("")))
    if kind is MarkKind.FORTIFICATION:
        return Mark(kind, territory, used=draw(st.integers(0, FORTIFICATION_BOXES)))
    return Mark(kind, territory)


@st.composite
def worlds(draw, territories: list[str]) -> LegacyWorld:
    history = st.builds(FactionGame, st.integers(1, 20), names, ids, st.sampled_from(GameResult))
    return LegacyWorld(
        world_name=draw(maybe_names),
        games_played=draw(st.integers(0, 15)),
        marks=draw(st.lists(marks(territories), max_size=8)),
        continents=draw(st.dictionaries(ids, st.builds(ContinentMarks, maybe_names, maybe_names,
                                                       st.sampled_from([-1, 0, 1])), max_size=3)),
        cards=draw(st.dictionaries(ids, st.builds(TerritoryCard, st.integers(1, 9), st.booleans()), max_size=4)),
        factions=draw(st.lists(st.builds(
            Faction, ids, names, st.tuples(ids, ids), ids | st.just(""), ids | st.just(""),
            st.lists(history, max_size=3).map(tuple)), max_size=3)),
        scar_types=draw(st.lists(st.builds(ScarType, ids, names, names, effects), max_size=3)),
        powers=draw(st.lists(st.builds(Power, ids, ids, names, names, effects), max_size=3)),
        signatures=draw(st.lists(st.builds(Signature, names, st.integers(1, 20)), max_size=3)),
        packs_opened=draw(st.lists(names, max_size=3)),
    )


@st.composite
def scenarios(draw) -> Scenario:
    players = [
        ScenarioPlayer(name, draw(colours), draw(ids | st.just("")), draw(st.sampled_from(["human", "heuristic"])))
        for name in draw(st.lists(names, min_size=0, max_size=6, unique=True))
    ]
    territories = draw(st.lists(ids, min_size=1, max_size=6, unique=True))
    seats = st.integers(0, len(players) - 1) if players else st.nothing()
    owners = draw(st.dictionaries(st.sampled_from(territories), seats, max_size=6)) if players else {}
    fixed = FixedSetup(
        owners,
        {t: draw(st.integers(-2, 50)) for t in owners},
        draw(st.dictionaries(seats, st.sampled_from(territories), max_size=3)) if players else {},
    )
    economy = None
    if players and draw(st.booleans()):
        economy = EconomySetup(
            draw(st.dictionaries(seats, st.integers(0, 500), max_size=3)),
            draw(st.dictionaries(seats, ids, max_size=3)),
            draw(st.lists(ids, max_size=3)), draw(st.lists(ids, max_size=3)), draw(st.lists(ids, max_size=3)),
            cards=draw(st.dictionaries(seats, st.integers(0, 9), max_size=3)),
            navy_bases=draw(st.lists(st.tuples(ids, ids).map(":".join), max_size=3)),
            canals=draw(st.lists(ids, max_size=3)),
            navies=draw(st.dictionaries(ids, st.tuples(seats, st.integers(0, 9)), max_size=3)),
        )
    return Scenario(
        name=draw(names),
        map=draw(map_references),
        ruleset=draw(st.sampled_from(["classic", "legacy"]) | ids),
        description=draw(st.just("") | names),
        options=draw(st.dictionaries(ids, values, max_size=4)),
        players=players,
        setup=draw(st.sampled_from(SetupKind)),
        fixed=fixed,
        legacy=draw(st.none() | worlds(territories)),
        economy=economy,
    )


@settings(max_examples=80)
@given(scenarios())
def test_any_scenario_survives_save_and_load(scenario):
    text = scenario_to_text(scenario)
    loaded = read_scenario(text, file="generated.yaml")
    assert loaded.warnings == []
    assert loaded.scenario == scenario
    assert scenario_to_text(loaded.scenario) == text
