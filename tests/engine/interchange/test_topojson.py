"""Importing TopoJSON (a Topology, as world-atlas and us-atlas ship): arcs decoded (quantised and
delta-encoded, negative indexes walked backwards), the object chosen by name or by its
polygons, neighbours built from one shared arc sharing that border exactly, a Topology given
as GeoJSON read as what it is, and broken or mutated files refused in one line."""

from __future__ import annotations

import json
import random

import pytest
import shapely

from engine.board.model import ConnectionKind
from engine.board.validation import validate
from engine.files.errors import FileFormatError
from engine.interchange import ImportOptions, InterchangeError, ItemKind, import_file
from engine.interchange.registry import format_for_import

# Quantised positions (whole numbers) on a grid of 0.01°, from 10°E 40°N:
#
#   (0,100) +-----------+-----------+ (200,100)
#           |   West    |   East    |      arc 0: the shared border, (100,0) up to (100,100)
#           |           |           |      arc 1: West's other sides, (100,100) round to (100,0)
#     (0,0) +-----------+-----------+ (200,0)  arc 2: East's other sides, (100,0) round to (100,100)
#
# West is arcs [0, 1]; East is [2, ~0] (~0 = -1: arc 0 walked from top to bottom).
# Each arc: its first position, then the steps from one position to the next (delta encoding).
ARCS = [
    [[100, 0], [0, 100]],
    [[100, 100], [-100, 0], [0, -100], [100, 0]],
    [[100, 0], [100, 0], [0, 100], [-100, 0]],
]
TRANSFORM = {"scale": [0.01, 0.01], "translate": [10, 40]}


def topology(**more):
    document = {
        "type": "Topology",
        "transform": TRANSFORM,
        "objects": {
            "land": {"type": "GeometryCollection", "geometries": [
                {"type": "Polygon", "arcs": [[1, 2]], "properties": {"name": "Everything"}}]},
            "regions": {"type": "GeometryCollection", "geometries": [
                {"type": "Polygon", "arcs": [[0, 1]], "id": "W", "properties": {"name": "West"}},
                {"type": "Polygon", "arcs": [[2, -1]], "id": "E", "properties": {"name": "East"}},
                {"type": "Point", "coordinates": [50, 50], "properties": {"name": "Capital"}},
            ]},
        },
        "arcs": ARCS,
    }
    document.update(more)
    return document


def write(folder, document, name="atlas.topojson"):
    path = folder / name
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def notes(result):
    return [str(i) for i in result.report.of_kind(ItemKind.NOTE)]


def test_a_quantised_topology_imports_with_the_shared_arc_as_one_land_border(tmp_path):
    result = import_file(write(tmp_path, topology()))
    board = result.board
    assert [t.name for t in board.territories] == ["West", "East"]
    assert [(c.kind, c.one_way) for c in board.connections] == [(ConnectionKind.BORDER, False)]
    west, east = (board.shape(t.id) for t in board.territories)
    # Decoded, each is one degree square: the same size, side by side, sharing one whole side.
    assert west.area == pytest.approx(east.area, rel=1e-9)
    assert west.bounds[2] == pytest.approx(east.bounds[0])
    common = shapely.intersection(west.boundary, east.boundary)
    assert common.length == pytest.approx(west.bounds[3] - west.bounds[1])
    assert shapely.intersection(west, east).area == 0
    assert validate(board).errors == []
    assert [str(i) for i in result.report.of_kind(ItemKind.DROPPED)] == [
        "features without polygons (points, lines, nothing): 1"]


def test_the_object_with_the_most_polygons_is_read_and_the_report_says_which(tmp_path):
    result = import_file(write(tmp_path, topology()))
    assert ("TopoJSON object 'regions' read (3 geometries; choose with --option object=NAME: land, regions)"
            in notes(result))
    assert "names from the property 'name' (choose with --option name=PROPERTY: name, id)" in notes(result)


def test_an_object_can_be_chosen_by_name(tmp_path):
    result = import_file(write(tmp_path, topology()), ImportOptions(extra={"object": "land"}))
    assert [t.name for t in result.board.territories] == ["Everything"]
    assert result.board.shape(result.board.territories[0].id).geom_type == "Polygon"
    with pytest.raises(InterchangeError, match="the Topology has no object 'states'; its objects are: land, regions"):
        import_file(write(tmp_path, topology()), ImportOptions(extra={"object": "states"}))


def test_a_topology_without_quantisation_reads_its_positions_as_they_are(tmp_path):
    # The same map unquantised: absolute positions, no transform.
    absolute = []
    for arc in ARCS:
        x = y = 0
        positions = []
        for dx, dy in arc:
            x, y = x + dx, y + dy
            positions.append([10 + x / 100, 40 + y / 100])
        absolute.append(positions)
    document = topology(arcs=absolute)
    del document["transform"]
    plain = import_file(write(tmp_path, document, "plain.topojson")).board
    quantised = import_file(write(tmp_path, topology())).board
    for first, second in zip(plain.territories, quantised.territories, strict=True):
        assert plain.shape(first.id).equals(quantised.shape(second.id))


def test_a_topology_named_json_is_recognised_and_one_given_to_geojson_is_read_as_topojson(tmp_path):
    path = write(tmp_path, topology(), "counties-10m.json")
    assert format_for_import(path).name == "topojson"
    routed = import_file(path, format_name="geojson")
    assert "this file is TopoJSON (a Topology), not GeoJSON: read as TopoJSON" in notes(routed)
    assert [t.name for t in routed.board.territories] == ["West", "East"]


@pytest.mark.parametrize(("change", "message"), [
    ({"objects": {}}, "the Topology has no 'objects' to import"),
    ({"arcs": None}, "the Topology has no list of 'arcs'"),
    ({"transform": {"scale": [1]}}, "the Topology's 'transform' must give 'scale' and 'translate'"),
    ({"arcs": ARCS[:2]}, r"the TopoJSON object 'regions' cannot be read: arc 2 does not exist \(the file has 2 arcs\)"),
    ({"arcs": [[[1, "x"]], *ARCS[1:]]}, "arc 0 is not a list of positions"),
])
def test_broken_topologies_are_refused_in_one_line(tmp_path, change, message):
    with pytest.raises(InterchangeError, match=message) as caught:
        import_file(write(tmp_path, topology(**change)))
    assert "\n" not in str(caught.value)


def test_mutated_files_are_read_or_refused_in_one_line(tmp_path):
    # A small fuzz: bytes of a good TopoJSON and a good GeoJSON changed at random. Each either
    # imports or is refused with a FileFormatError of one line, never another exception.
    rng = random.Random(29)
    sources = [json.dumps(topology()).encode(), json.dumps({"type": "FeatureCollection", "features": [
        {"type": "Feature", "properties": {"name": "A"}, "geometry": {"type": "Polygon", "coordinates": [
            [[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]]]}}]}).encode()]
    refused = 0
    for round_number in range(120):
        data = bytearray(sources[round_number % 2])
        for _ in range(rng.randint(1, 4)):
            position = rng.randrange(len(data))
            data[position] = rng.choice(b'0123456789-.,:[]{}"eE x~')
        path = tmp_path / f"fuzz{round_number}.json"
        path.write_bytes(bytes(data))
        try:
            import_file(path)
        except FileFormatError as error:
            refused += 1
            assert "\n" not in str(error), str(error)
    assert refused > 0  # the mutations did break files


def test_counties_of_one_name_are_told_apart_by_the_state_whose_id_begins_theirs(tmp_path):
    # As us-atlas: counties (id "23029") name no state; the states object (id "23") does.
    baker = [[300, 0], [100, 0], [0, 100], [-100, 0], [0, -100]]  # a closed ring of its own, off to the east
    document = topology(arcs=[*ARCS, baker])
    document["objects"] = {
        "counties": {"type": "GeometryCollection", "geometries": [
            {"type": "Polygon", "arcs": [[0, 1]], "id": "23029", "properties": {"name": "Washington"}},
            {"type": "Polygon", "arcs": [[2, -1]], "id": "41067", "properties": {"name": "Washington"}},
            {"type": "Polygon", "arcs": [[3]], "id": "41001", "properties": {"name": "Baker"}}]},
        "states": {"type": "GeometryCollection", "geometries": [
            {"type": "Polygon", "arcs": [[0, 1]], "id": "23", "properties": {"name": "Maine"}},
            {"type": "Polygon", "arcs": [[2, -1]], "id": "41", "properties": {"name": "Oregon"}}]},
    }
    result = import_file(write(tmp_path, document))
    assert [t.name for t in result.board.territories] == ["Washington (Maine)", "Washington (Oregon)", "Baker"]
    assert ("each feature's parent added as the property 'states': the member of the object 'states' whose id "
            "begins the feature's id") in notes(result)
