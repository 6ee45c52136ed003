"""Water for the MU economy variant (seed 004): coasts, links between waters, canals, regions.

The seed: "Water territories on a standard risk board include the coast lines of each
country. [...] The dotted lines on the map represent connections between water territories,
not connections between countries." and "Canals can be built in specific countries that
boarder two water territories that are not connected to each other. The countries that can
have canals should be indicated on the map."
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.board import load_map, map_to_text, read_map
from engine.board.model import CANAL_FLAG, Region
from engine.board.validation import validate
from engine.board.waters import canal_water_pair, coasts, is_navy_border, is_water_link, navy_borders
from engine.files.errors import FileFormatError
from tests.support.boards import SIZE, board, border, canal_country, sea, square, water

MAPS = Path(__file__).resolve().parents[3] / "maps"


def test_a_country_between_two_unconnected_waters_may_hold_a_canal():
    # "Canals can be built in specific countries that boarder two water territories that
    # are not connected to each other."
    country = canal_country()
    assert country.territory("land").canal_eligible
    assert canal_water_pair(country, "land") == ("east", "south")
    assert validate(country).problems == []


def test_a_canal_between_waters_that_are_already_connected_is_an_error_naming_them():
    (problem,) = validate(canal_country(waters_linked=True)).problems
    assert problem.code == "canal-waters-connected" and problem.severity.value == "error"
    assert problem.message == "Land is marked for a canal but its waters (East, South) are all connected to each other"
    assert problem.ids == ("land", "east", "south")
    assert problem.location == (50.0, 50.0)  # the country's label: where to look


def test_a_canal_country_needs_coasts_on_two_waters():
    lonely = board(square("a", 0, 0, flags=frozenset({CANAL_FLAG})), water("w", SIZE, 0),
                   connections=[border("a", "w")])
    (problem,) = validate(lonely).problems
    assert problem.code == "canal-too-few-waters"
    assert problem.message == "A is marked for a canal but borders 1 water territory; a canal needs two"


def test_the_canal_mark_belongs_on_land():
    wet = board(square("a", 0, 0), water("w", SIZE, 0, flags=frozenset({CANAL_FLAG})), connections=[border("a", "w")])
    assert [p.code for p in validate(wet).problems] == ["canal-on-water"]


def test_one_pair_of_unconnected_waters_is_enough_among_several():
    # Three waters, two of them linked: the third is still unconnected to either.
    country = canal_country(waters_linked=True)
    country.add_territory(water("north", 0, -SIZE))
    country.add_connection(border("land", "north"))
    assert canal_water_pair(country, "land") == ("east", "north")
    assert validate(country).problems == []


def test_coasts_are_the_connections_between_land_and_water():
    country = canal_country(waters_linked=True)
    assert navy_borders(country) == [("land", "east"), ("land", "south")]
    assert coasts(country, "land") == ["east", "south"]
    assert coasts(country, "east") == []  # water has no coasts of its own
    kinds = {(c.a, c.b): (is_navy_border(country, c), is_water_link(country, c)) for c in country.connections}
    assert kinds == {("land", "east"): (True, False), ("land", "south"): (True, False),
                     ("east", "south"): (False, True)}


def test_a_coast_written_water_first_is_still_land_then_water():
    country = board(square("a", 0, 0), water("w", SIZE, 0), connections=[sea("w", "a")])
    assert navy_borders(country) == [("a", "w")]


def test_regions_and_canals_survive_save_and_load():
    country = canal_country()
    country.add_region(Region("delta", "The Delta", "#123456", 5, (("es", "El Delta"),)))
    country.replace_territory("land", dataclasses.replace(country.territory("land"), regions=("delta",)))
    text = map_to_text(country)
    assert "regions:\n- id: delta\n  name: The Delta\n  names: {es: El Delta}\n  colour: '#123456'\n" in text
    assert "  regions: [delta]\n" in text and "flags: [canal-eligible]" in text
    assert read_map(text).board == country
    assert validate(read_map(text).board).problems == []


def test_a_map_without_regions_writes_no_regions_key():
    assert "regions" not in map_to_text(canal_country())


@pytest.mark.parametrize("name", ["classic.yaml", "tutorial.yaml"])
def test_old_maps_read_write_and_validate_exactly_as_before(name):
    # The shipped maps predate water, canals and regions: they load, write back byte for
    # byte, and validate without a single problem, as they did before.
    path = MAPS / name
    loaded = load_map(path)
    assert loaded.warnings == []
    assert map_to_text(loaded.board) == path.read_text(encoding="utf-8")
    assert loaded.board.regions == ()
    assert validate(loaded.board).problems == []


BASE = """format: worldsmith-map
schema: 1
name: R
canvas: {width: 100, height: 100}
"""


@pytest.mark.parametrize(("text", "where", "what"), [
    ("regions:\n- {id: 'a b', name: X}\nterritories: []\n", "regions[0].id", "not a valid id"),
    ("regions:\n- {name: X}\nterritories: []\n", "regions[0]", "id"),
    ("regions:\n- {id: x, name: X, colour: red}\nterritories: []\n", "regions[0].colour", "expected a colour"),
    ("territories:\n- {id: a, name: A, regions: me, polygon: '0,0 1,0 1,1'}\n", "territories[0].regions",
     "expected a list"),
])
def test_bad_regions_are_refused_with_the_field_and_reason(text, where, what):
    with pytest.raises(FileFormatError) as caught:
        read_map(BASE + text, file="r.yaml")
    message = str(caught.value)
    assert where in message and what in message and "r.yaml" in message


def test_a_territory_region_listed_twice_counts_once():
    text = BASE + ("regions:\n- {id: me, name: ME}\n"
                   "territories:\n- {id: a, name: A, regions: [me, me], polygon: '0,0 10,0 10,10'}\n")
    assert read_map(text).board.territory("a").regions == ("me",)


@given(st.integers(2, 4).flatmap(lambda n: st.tuples(
    st.just(n), st.sets(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)).filter(lambda p: p[0] < p[1])))))
def test_a_canal_is_refused_exactly_when_every_pair_of_its_waters_is_linked(case):
    # Property over a country with n waters in a row below it and any links between them.
    count, links = case
    country = square("land", 0, 0, size=100 * count, flags=frozenset({CANAL_FLAG}))
    waters = [water(f"w{i}", 100 * i, 100 * count) for i in range(count)]
    connections = [border("land", w.id) for w in waters] + [sea(f"w{i}", f"w{j}") for i, j in links]
    codes = {p.code for p in validate(board(country, *waters, connections=connections)).problems}
    every_pair_linked = len(links) == count * (count - 1) // 2
    assert ("canal-waters-connected" in codes) == every_pair_linked
    assert "canal-too-few-waters" not in codes
