"""The shipped classic world matches the rulebook's board (seed 002, rules-digest §1)."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.board import CardSymbol, ConnectionKind, load_map
from engine.board.local_names import board_names
from engine.board.validation import validate
from engine.resources import maps_dir


@pytest.fixture(scope="module")
def classic():
    return load_map(maps_dir() / "classic.yaml").board


def neighbours(board, tid):
    return set(board.neighbours(tid))


def test_42_territories_in_6_continents(classic):
    # "The game board is a map of 6 continents divided into 42 territories."
    assert len(classic.territories) == 42
    assert len(classic.continents) == 6
    assert len({t.id for t in classic.territories}) == 42


def test_continent_bonuses_are_the_classic_ones(classic):
    # rules-digest §1: N. America 5, S. America 2, Europe 5, Africa 3, Asia 7, Australia 2.
    bonuses = {c.name: c.bonus for c in classic.continents}
    assert bonuses == {
        "North America": 5, "South America": 2, "Europe": 5,
        "Africa": 3, "Asia": 7, "Australia": 2,
    }


def test_continent_sizes(classic):
    sizes = Counter(classic.continent(t.continent).name for t in classic.territories)
    assert sizes == {"North America": 9, "South America": 4, "Europe": 7,
                     "Africa": 6, "Asia": 12, "Australia": 4}


def test_rulebook_examples_of_neighbours(classic):
    # "Greenland touches the Northwest Territory, Ontario, Quebec and Iceland";
    # "North Africa touches Egypt, Western Europe and Brazil"; Alaska reaches Kamchatka.
    assert neighbours(classic, "greenland") == {"northwest-territory", "ontario", "quebec", "iceland"}
    assert {"egypt", "western-europe", "brazil"} <= neighbours(classic, "north-africa")
    assert "kamchatka" in neighbours(classic, "alaska")


def test_the_board_has_the_83_classic_connections(classic):
    assert len(classic.connections) == 83
    assert len({c.key for c in classic.connections}) == 83


@pytest.mark.parametrize(
    "pair",
    [("alaska", "kamchatka"), ("greenland", "iceland"), ("brazil", "north-africa"),
     ("east-africa", "middle-east"), ("siam", "indonesia"), ("western-europe", "north-africa")],
)
def test_famous_sea_crossings_are_sea_lines(classic, pair):
    connection = classic.connection_between(*pair)
    assert connection is not None and connection.kind is ConnectionKind.SEA_LINE


def test_geometry_finds_exactly_the_land_borders(classic):
    borders = sorted(tuple(sorted((c.a, c.b))) for c in classic.connections if c.kind is ConnectionKind.BORDER)
    assert classic.suggest_connections() == borders


def test_validation_finds_no_problems(classic):
    assert validate(classic).problems == []


def test_every_territory_has_a_card_symbol_and_sticker_slots(classic):
    symbols = Counter(t.card for t in classic.territories)
    assert symbols == {CardSymbol.INFANTRY: 14, CardSymbol.CAVALRY: 14, CardSymbol.ARTILLERY: 14}
    for territory in classic.territories:
        assert territory.label and territory.city_slot and territory.scar_slot
        assert territory.city_slot[1] < territory.scar_slot[1]


def test_neighbouring_territories_share_identical_vertices(classic):
    for connection in classic.connections:
        if connection.kind is not ConnectionKind.BORDER:
            continue
        a = {tuple(p) for ring in classic.territory(connection.a).rings() for p in ring.xy.tolist()}
        b = {tuple(p) for ring in classic.territory(connection.b).rings() for p in ring.xy.tolist()}
        assert len(a & b) >= 2, connection


def test_tutorial_map_is_small_with_one_sea_line():
    tutorial = load_map(maps_dir() / "tutorial.yaml").board
    assert 8 <= len(tutorial.territories) <= 12
    assert 2 <= len(tutorial.continents) <= 3
    assert [c.kind for c in tutorial.connections].count(ConnectionKind.SEA_LINE) == 1
    assert validate(tutorial).problems == []


def test_the_classic_world_has_its_spanish_names(classic):
    # As the Spanish editions print them; the base names stay English (ids, saves, logs).
    spanish = board_names(classic, "es")
    assert spanish.map == "Mundo clásico"
    assert sorted(spanish.continents.values()) == [
        "América del Norte", "América del Sur", "Asia", "Europa", "Oceanía", "África"]
    assert spanish.territory("japan") == "Japón" and spanish.territory("middle-east") == "Oriente Medio"
    assert spanish.territory("northwest-territory") == "Territorio del Noroeste"
    assert classic.territory("japan").name == "Japan"
    # Every territory and continent has one, and no two territories share it.
    assert all(dict(t.names).get("es") for t in classic.territories)
    assert all(dict(c.names).get("es") for c in classic.continents)
    assert len(set(spanish.territories.values())) == 42


def test_the_tutorial_world_has_spanish_names_too():
    tutorial = load_map(maps_dir() / "tutorial.yaml").board
    assert dict(tutorial.meta.names).get("es")
    assert all(dict(t.names).get("es") for t in tutorial.territories)
    assert all(dict(c.names).get("es") for c in tutorial.continents)


def test_only_alaska_kamchatka_is_drawn_around_the_world(classic):
    """The canvas's side edges cut the Pacific: that one sea-line says it wraps, as the
    build tool writes it; every other line goes straight across."""
    from tools.build_classic_map import WRAPPING

    wrapping = {(c.a, c.b) for c in classic.connections if c.wraps}
    assert wrapping == {("alaska", "kamchatka")} == WRAPPING
