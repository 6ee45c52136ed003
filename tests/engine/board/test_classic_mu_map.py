"""The shipped MU world (maps/classic-mu.yaml) is the classic world with the water the MU
economy variant's seed (004) describes, its continent MU, the Middle East and the canals."""

from __future__ import annotations

import itertools
import subprocess
import sys
from pathlib import Path

import pytest

from engine.board import ConnectionKind, load_map
from engine.board.local_names import board_names
from engine.board.validation import validate
from engine.board.waters import canal_water_pair, coasts, is_water_link, navy_borders
from engine.resources import maps_dir

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def mu():
    return load_map(maps_dir() / "classic-mu.yaml").board


@pytest.fixture(scope="module")
def classic():
    return load_map(maps_dir() / "classic.yaml").board


def waters_of(board, country):
    """The waters built for a country (their ids start with the country's id)."""
    return [t.id for t in board.territories if t.is_water and t.id.startswith(country + "-")]


def linked(board, first, second):
    return any({c.a, c.b} == {first, second} for c in board.connections)


def test_it_validates_without_errors_and_only_small_waters_warn(mu):
    report = validate(mu)
    assert report.ok, [p.message for p in report.errors]
    # The Caspian shared by four countries and Egypt's side of the Red Sea are narrower
    # than a troop badge at the classic scale: the only warnings, and they say so.
    assert report.codes() <= {"label-outside", "too-small"}
    assert {i for p in report.warnings for i in p.ids} == {
        "ukraine-caspian-coast", "afghanistan-coast", "middle-east-caspian-coast", "egypt-red-sea-coast",
    }


def test_the_classic_land_is_all_there_unchanged_in_what_players_see(mu, classic):
    land = [t for t in mu.territories if t.is_land]
    assert [t.id for t in land] == [t.id for t in classic.territories]
    for new, old in zip(land, classic.territories, strict=True):
        assert (new.name, new.names, new.continent, new.card, new.label, new.city_slot, new.scar_slot) == (
            old.name, old.names, old.continent, old.card, old.label, old.city_slot, old.scar_slot)
        assert abs(mu.area(new.id) - classic.area(old.id)) < 0.5  # only nodes added where waters meet it
    assert mu.continents == classic.continents


def test_the_seeds_continent_mu(mu):
    # "On a standard risk board the continent bonuses are: Australia 10, South America 10,
    # Africa 15, North America 15, Asia 20, Europe 20."
    assert {c.name: c.economy_bonus for c in mu.continents} == {
        "Australia": 10, "South America": 10, "Africa": 15, "North America": 15, "Asia": 20, "Europe": 20,
    }


def test_the_middle_east_may_count_as_its_own_continent_worth_5(mu):
    # "The Middle East may optionally be considered its own continent worth 5 MU per turn."
    (region,) = mu.regions
    assert (region.name, region.economy_bonus) == ("Middle East", 5)
    assert [t.id for t in mu.territories_in_region(region.id)] == ["middle-east"]
    assert mu.territory("middle-east").continent == "asia"  # Asia still needs it


def test_canals_in_egypt_and_central_america_between_unconnected_waters(mu):
    # "Canals can be purchased in Egypt or Central America." and "Canals can be built in
    # specific countries that boarder two water territories that are not connected to each other."
    assert sorted(t.id for t in mu.territories if t.canal_eligible) == ["central-america", "egypt"]
    assert canal_water_pair(mu, "egypt") == ("egypt-mediterranean-coast", "egypt-red-sea-coast")
    assert set(canal_water_pair(mu, "central-america")) == {
        "central-america-caribbean-coast", "central-america-pacific-coast"}


def test_every_country_with_a_coast_has_water_and_borders_it(mu):
    # "Water territories on a standard risk board include the coast lines of each country."
    landlocked = {"irkutsk"}  # Afghanistan reaches the Caspian and Mongolia Korea's coasts
    for territory in mu.territories:
        if territory.is_land and territory.id not in landlocked:
            own = waters_of(mu, territory.id)
            assert own, territory.id
            assert set(own) <= set(coasts(mu, territory.id)), territory.id
    assert waters_of(mu, "irkutsk") == []


def test_separate_coastlines_are_separate_waters_that_do_not_touch(mu):
    # "If a country has multiple coast lines that are not connected to each other then those
    # coast lines are considered separate water territories."
    assert len(waters_of(mu, "egypt")) == 2  # the Mediterranean and the Red Sea
    assert len(waters_of(mu, "ukraine")) == 5  # Arctic, Franz Josef Land, Baltic, Black Sea, Caspian
    assert len(waters_of(mu, "japan")) == 1  # its islands share their water
    suggested = set(mu.suggest_connections())
    for territory in mu.territories:
        if territory.is_land:
            for first, second in itertools.combinations(sorted(waters_of(mu, territory.id)), 2):
                assert (first, second) not in suggested and not linked(mu, first, second)


def test_dotted_lines_join_waters_not_countries(mu, classic):
    # "The dotted lines on the map represent connections between water territories, not
    # connections between countries."
    for connection in mu.connections:
        if connection.kind is ConnectionKind.SEA_LINE:
            assert is_water_link(mu, connection), connection
    for connection in classic.connections:
        if connection.kind is ConnectionKind.SEA_LINE:
            assert not linked(mu, connection.a, connection.b)
            assert any(linked(mu, x, y) for x in waters_of(mu, connection.a) for y in waters_of(mu, connection.b)), (
                connection)
    wrapping = [c for c in mu.connections if c.wraps]
    assert [(c.a, c.b) for c in wrapping] == [("alaska-coast", "kamchatka-pacific-coast")]


def test_land_borders_are_the_classic_ones(mu, classic):
    def land_borders(board):
        return {c.key for c in board.connections if board.territory(c.a).is_land and board.territory(c.b).is_land}
    classic_borders = {c.key for c in classic.connections if c.kind is ConnectionKind.BORDER}
    assert land_borders(mu) == classic_borders
    assert all(c.kind is ConnectionKind.BORDER for c in mu.connections if c.key in classic_borders)


def test_every_shared_border_is_a_connection_and_each_coast_is_a_navy_border(mu):
    connected = {tuple(sorted((c.a, c.b))) for c in mu.connections}
    assert set(mu.suggest_connections()) <= connected
    assert len(navy_borders(mu)) == sum(1 for c in mu.connections
                                        if mu.territory(c.a).is_land != mu.territory(c.b).is_land)


def test_waters_have_english_and_spanish_names(mu):
    spanish = board_names(mu, "es")
    assert mu.territory("alaska-coast").name == "Alaska Coast"
    assert spanish.territory("alaska-coast") == "Costa de Alaska"
    assert spanish.territory("egypt-red-sea-coast") == "Costa del mar Rojo de Egipto"
    assert spanish.map == "Mundo clásico (UM)"
    assert spanish.region("middle-east-region") == "Oriente Medio"
    for territory in mu.territories:
        if territory.is_water:
            assert territory.name.endswith("Coast")
            assert spanish.territory(territory.id).startswith("Costa "), territory.id


def test_the_tool_rebuilds_the_shipped_map_exactly(tmp_path):
    out = tmp_path / "classic-mu.yaml"
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "build_mu_classic_map.py"), "--output", str(out)],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert out.read_text(encoding="utf-8") == (maps_dir() / "classic-mu.yaml").read_text(encoding="utf-8")
