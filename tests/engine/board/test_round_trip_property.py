"""Property: any map the model can hold survives save and load unchanged."""

from __future__ import annotations

import string

from hypothesis import given
from hypothesis import strategies as st

from engine.board import (
    Background,
    Board,
    CardSymbol,
    Connection,
    ConnectionKind,
    Continent,
    MapMetadata,
    PolygonPart,
    Region,
    Ring,
    Territory,
    TerritoryKind,
    map_to_text,
    read_map,
)
from engine.files.yaml_reader import PURE_PYTHON_COMPOSER

ids = st.text(string.ascii_letters + string.digits + "-_.", min_size=1, max_size=12).filter(
    lambda s: s[0].isalnum()
)
# Any printable text people might type, including YAML's special characters.
names = st.text(
    st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp")), min_size=1, max_size=30
).filter(lambda s: s.strip() == s and s)
coordinates = st.floats(min_value=-1e6, max_value=1e6, allow_nan=False, allow_infinity=False)
points = st.tuples(coordinates, coordinates)
rings = st.lists(points, min_size=3, max_size=12, unique=True).map(Ring).filter(lambda r: len(r) >= 3)
parts = st.builds(PolygonPart, rings, st.lists(rings, max_size=2).map(tuple))
# Names in other languages, as the model keeps them: (language, name) pairs sorted by language.
local_names = st.dictionaries(st.sampled_from(["es", "fr", "pt-BR", "zh-Hant", "ast"]), names, max_size=3).map(
    lambda by_language: tuple(sorted(by_language.items()))
)
flags = st.frozensets(st.sampled_from(["canal-eligible", "capital", "port", "x-1"]), max_size=3)


@st.composite
def boards(draw) -> Board:
    continents = draw(st.lists(
        st.builds(Continent, ids, names, st.sampled_from(["#000000", "#a1b2c3", "#ffffff"]),
                  st.integers(-5, 50), st.none() | st.integers(0, 99), local_names),
        max_size=4,
    ))
    continent_ids = [c.id for c in continents]
    regions = draw(st.lists(
        st.builds(Region, ids, names, st.sampled_from(["#000000", "#a1b2c3"]), st.none() | st.integers(-5, 99),
                  local_names),
        max_size=3,
    ))
    # A territory's regions as the model keeps them: sorted, each once; known ids or not.
    region_lists = st.sets(st.sampled_from([r.id for r in regions]) | ids if regions else ids, max_size=3).map(
        lambda chosen: tuple(sorted(chosen))
    )
    territories = draw(st.lists(
        st.builds(
            Territory,
            id=ids,
            name=names,
            parts=st.lists(parts, min_size=1, max_size=3).map(tuple),
            kind=st.sampled_from(TerritoryKind),
            continent=st.none() | (st.sampled_from(continent_ids) if continent_ids else st.none()) | ids,
            card=st.none() | st.sampled_from(CardSymbol),
            label=st.none() | points,
            city_slot=st.none() | points,
            scar_slot=st.none() | points,
            flags=flags,
            names=local_names,
            regions=region_lists,
        ),
        min_size=1, max_size=5,
    ))
    territory_ids = [t.id for t in territories]
    connections = draw(st.lists(
        st.builds(Connection, st.sampled_from(territory_ids) | ids, st.sampled_from(territory_ids),
                  st.sampled_from(ConnectionKind), st.booleans()),
        max_size=6,
    ))
    meta = MapMetadata(
        name=draw(names),
        width=draw(st.floats(1, 1e5)),
        height=draw(st.floats(1, 1e5)),
        author=draw(st.just("") | names),
        description=draw(st.just("") | names | st.just("two\nlines")),
        version=draw(st.sampled_from(["1.0", "2", "0.1-beta"])),
        mark_radius=draw(st.floats(0.5, 50)),
        background=draw(st.none() | st.builds(Background, names, st.floats(0, 1), st.booleans())),
        names=draw(local_names),
    )
    return Board(meta, continents, territories, connections, regions)


@given(boards())
def test_save_then_load_gives_an_equal_map(board):
    assert read_map(map_to_text(board)).board == board


@given(boards())
def test_load_save_load_is_stable(board):
    once = read_map(map_to_text(board)).board
    text = map_to_text(once)
    assert read_map(text).board == once
    assert map_to_text(read_map(text).board) == text


@given(boards())
def test_the_pure_python_parser_reads_what_we_write(board):
    assert read_map(map_to_text(board), loader=PURE_PYTHON_COMPOSER).board == board
