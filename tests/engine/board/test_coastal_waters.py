"""Coastal waters for any map of land (seed 004: "Water territories on a standard risk board
include the coast lines of each country. If a country has multiple coast lines that are not
connected to each other then those coast lines are considered separate water territories.")"""

from __future__ import annotations

import dataclasses

import pytest

from engine.board import PolygonPart, Ring
from engine.board.coastal_waters import CoastalSettings, CoastalWaterError, add_coastal_waters
from engine.board.model import CANAL_FLAG
from engine.board.validation import validate
from engine.board.waters import canal_water_pair, coasts
from tests.support.boards import board, border, square, water


def shaped(tid, points, **fields):
    return dataclasses.replace(square(tid, 0, 0, marks=False, **fields), parts=(PolygonPart(Ring(points)),))


def isthmus_world():
    """Two blocks of land joined by a narrow isthmus: its north and south coasts are
    separated by land on both sides, like Central America's."""
    west = shaped("west", [(100, 300), (300, 300), (300, 380), (300, 420), (300, 500), (100, 500)])
    neck = shaped("neck", [(300, 380), (400, 380), (400, 420), (300, 420)], flags=frozenset({CANAL_FLAG}))
    east = shaped("east", [(400, 300), (600, 300), (600, 500), (400, 500), (400, 420), (400, 380)])
    return board(west, neck, east, connections=[border("west", "neck"), border("neck", "east")])


def test_a_country_with_two_separate_coastlines_gets_two_waters():
    result = add_coastal_waters(isthmus_world())
    waters = {t.id: t for t in result.territories if t.is_water}
    assert set(waters) == {"west-coast", "east-coast", "neck-coast", "neck-coast-2"}
    assert waters["neck-coast"].name == "Neck Coast" and waters["neck-coast-2"].name == "Neck Coast 2"
    assert set(coasts(result, "neck")) == {"neck-coast", "neck-coast-2"}
    # The seed's canal: a country between two waters that are not connected to each other.
    assert canal_water_pair(result, "neck") is not None


def test_generated_waters_make_a_clean_map_and_keep_the_land():
    original = isthmus_world()
    result = add_coastal_waters(original)
    report = validate(result)
    assert report.errors == [], [p.message for p in report.errors]
    assert not {"overlap", "gap", "border-mismatch", "unconnected-border"} & report.codes()
    for territory in original.territories:
        assert abs(result.area(territory.id) - original.area(territory.id)) < 1e-6
    assert original.territories[0].parts == isthmus_world().territories[0].parts  # the input is untouched


def test_an_island_gets_one_ring_of_water_around_it():
    result = add_coastal_waters(board(square("isle", 400, 400, size=100)))
    (sea,) = [t for t in result.territories if t.is_water]
    assert len(sea.parts) == 1 and len(sea.parts[0].holes) == 1  # the island is its hole
    assert coasts(result, "isle") == [sea.id]
    assert validate(result).errors == []


def test_maps_with_water_or_without_coast_are_refused():
    with pytest.raises(CoastalWaterError, match="water territories already"):
        add_coastal_waters(board(square("a", 0, 0), water("w", 100, 0), connections=[border("a", "w")]))


def test_settings_scale_with_the_mark_radius():
    assert CoastalSettings.for_radius(8.0) == CoastalSettings()
    bigger = CoastalSettings.for_radius(80.0)
    assert bigger.band == 200.0 and bigger.decimals == 0
