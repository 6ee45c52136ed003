"""Importing and exporting GeoJSON: polygons and multipolygons (holes and islands kept) projected
onto the canvas with exact shared borders, names and continents from properties, repairs
reported, broken files refused clearly, and a map that re-imports to itself."""

from __future__ import annotations

import dataclasses
import json
import math

import pytest
import shapely

from engine.board.generate import voronoi_board
from engine.board.model import Connection, ConnectionKind
from engine.board.validation import validate
from engine.interchange import ExportOptions, ImportOptions, InterchangeError, ItemKind, export_file, import_file
from engine.interchange.registry import format_for_import
from tests.support import geo_maps as sample
from tests.support.geo_maps import box, feature, write_geojson


@pytest.fixture
def imported(tmp_path):
    return import_file(write_geojson(tmp_path))


def items(result, kind):
    return [str(i) for i in result.report.of_kind(kind)]


def by_name(board):
    return {t.name: t for t in board.territories}


def adjacency(board):
    name = {t.id: t.name for t in board.territories}
    return {(frozenset((name[c.a], name[c.b])), c.kind, c.one_way) for c in board.connections}


def assert_borders_shared_exactly(board, pairs):
    ids = {t.name: t.id for t in board.territories}
    for first, second in pairs:
        a, b = board.shape(ids[first]), board.shape(ids[second])
        common = shapely.intersection(a.boundary, b.boundary)
        assert common.length > 0, (first, second)
        # Identical from both sides: each one's boundary along the other is all of the common line.
        assert shapely.intersection(a.boundary, b.buffer(1e-6)).length == pytest.approx(common.length)
        assert shapely.intersection(b.boundary, a.buffer(1e-6)).length == pytest.approx(common.length)
        assert shapely.intersection(a, b).area == 0
    assert "border-mismatch" not in validate(board).codes()


def test_the_map_validates_with_no_errors(imported):
    assert validate(imported.board).errors == []


def test_the_file_is_recognised_by_its_suffix_and_by_its_content(tmp_path):
    path = write_geojson(tmp_path)
    assert format_for_import(path).name == "geojson"
    renamed = path.rename(tmp_path / "marches.json")
    assert format_for_import(renamed).name == "geojson"
    anonymous = renamed.rename(tmp_path / "marches.txt")
    assert format_for_import(anonymous).name == "geojson"


def test_names_and_continents_come_from_properties_and_the_choices_are_listed(imported):
    board = imported.board
    assert [t.name for t in board.territories] == sample.NAMES
    assert [(c.name, c.bonus) for c in board.continents] == [("West Lands", 1), ("Middle", 1)]
    assert [t.continent for t in board.territories] == ["west-lands", "middle", "middle"]
    notes = items(imported, ItemKind.NOTE)
    assert "names from the property 'NAME' (choose with --option name=PROPERTY: NAME, CONTINENT, pop)" in notes
    assert "continents from the property 'CONTINENT'" in notes
    assert "continents without a bonus in the file (2): each is worth half its territories" in notes


def test_a_feature_without_a_polygon_is_dropped_and_counted(imported):
    assert items(imported, ItemKind.DROPPED) == ["features without polygons (points, lines, nothing): 1"]
    assert imported.report.territories == 3


def test_the_multipolygon_keeps_its_island_and_its_lake(imported):
    westmark = by_name(imported.board)["Westmark"]
    assert len(westmark.parts) == 2
    mainland, island = sorted(westmark.parts, key=lambda p: -shapely.Polygon(p.outer.xy).area)
    assert len(mainland.holes) == 1 and len(island.holes) == 0
    lake = shapely.Polygon(mainland.holes[0].xy)
    assert lake.area / shapely.Polygon(mainland.outer.xy).area == pytest.approx(9 / 100)


def test_degrees_are_drawn_equirectangular_north_up_and_fitted(imported):
    board = imported.board
    names = by_name(board)
    west = board.shape(names["Westmark"].id)
    east = board.shape(names["Eastmark"].id)
    south = board.shape(names["Southmark"].id)
    assert east.centroid.y < south.centroid.y  # north up: Eastmark (lat 45-50) above Southmark
    minx, miny, maxx, maxy = shapely.Polygon(
        max(names["Eastmark"].parts, key=lambda p: len(p.outer.xy)).outer.xy).bounds
    # A degree of longitude is cos(43°) of a degree of latitude at the middle latitude (43°).
    assert (maxx - minx) / (maxy - miny) == pytest.approx(2 * math.cos(math.radians(43)), rel=1e-3)
    assert board.meta.width == 1000
    everything = shapely.union_all([west, east, south])
    assert everything.bounds[0] == pytest.approx(20) and everything.bounds[2] == pytest.approx(980)
    assert "longitude and latitude drawn equirectangular, north up, longitudes narrowed for latitude 43.0°" in items(
        imported, ItemKind.NOTE)


def test_neighbours_share_their_borders_exactly(imported):
    # Westmark's east side has no vertex where Eastmark and Southmark meet: it must get one.
    assert_borders_shared_exactly(imported.board, sample.TOUCHING)


def test_territories_that_touch_are_connected(imported):
    assert adjacency(imported.board) == {(frozenset(p), ConnectionKind.BORDER, False) for p in sample.TOUCHING}


def test_the_width_option_sizes_the_canvas_and_the_detail_follows(tmp_path):
    result = import_file(write_geojson(tmp_path), ImportOptions(extra={"width": "2000"}))
    assert result.board.meta.width == 2000
    assert validate(result.board).errors == []


def test_another_name_property_can_be_chosen_and_same_names_stay_apart_unless_deduped(tmp_path):
    apart = import_file(write_geojson(tmp_path), ImportOptions(extra={"name": "CONTINENT", "continent": ""}))
    # Two features called Middle are two places: told apart by the other name column.
    assert [t.name for t in apart.board.territories] == ["West Lands", "Middle (Eastmark)", "Middle (Southmark)"]
    assert "names that repeat (2) told apart by the property 'NAME': Middle (Eastmark), Middle (Southmark)" in items(
        apart, ItemKind.NOTE)
    result = import_file(write_geojson(tmp_path), ImportOptions(
        extra={"name": "CONTINENT", "continent": "", "dedupe": "CONTINENT"}))
    board = result.board
    assert [t.name for t in board.territories] == ["West Lands", "Middle"]
    assert board.continents == ()
    assert "Middle: 2 features with the same 'CONTINENT' were merged into one territory" in items(
        result, ItemKind.FIXED)
    middle = board.shape(by_name(board)["Middle"].id)
    assert middle.geom_type == "Polygon" and len(by_name(board)["Middle"].parts) == 1  # one box, no seam
    assert validate(board).errors == []


def test_a_missing_name_property_is_refused_with_the_choices(tmp_path):
    with pytest.raises(InterchangeError, match="no feature has the property 'title'; the properties are: "
                                               "NAME, CONTINENT, pop"):
        import_file(write_geojson(tmp_path), ImportOptions(extra={"name": "title"}))
    with pytest.raises(InterchangeError, match="there is no option 'colour' for this format; it takes: name, "
                                               "continent, dedupe, width"):
        import_file(write_geojson(tmp_path), ImportOptions(extra={"colour": "x"}))


def test_without_a_name_property_territories_are_numbered(tmp_path):
    document = {"type": "FeatureCollection", "features": [
        {"type": "Feature", "properties": {"pop": 1}, "geometry": sample.EASTMARK},
        {"type": "Feature", "properties": None, "geometry": sample.SOUTHMARK},
    ]}
    result = import_file(write_geojson(tmp_path, document))
    assert [t.name for t in result.board.territories] == ["Territory 1", "Territory 2"]
    assert ("no property that looks like a name (name, NAME, Name, NAME_EN, ADMIN, *_NAME, *Name) and no id: "
            "territories are numbered (choose with --option name=PROPERTY: pop)") in items(result, ItemKind.NOTE)


def test_a_single_feature_or_a_bare_geometry_is_a_map_too(tmp_path):
    single = import_file(write_geojson(tmp_path, feature("Eastmark", sample.EASTMARK), "one.geojson"))
    assert [t.name for t in single.board.territories] == ["Eastmark"]
    bare = import_file(write_geojson(tmp_path, sample.WESTMARK, "bare.geojson"))
    assert [t.name for t in bare.board.territories] == ["Territory 1"]
    assert len(bare.board.territories[0].parts) == 2


def test_a_ring_across_the_antimeridian_of_a_world_map_is_cut_there_and_reported(tmp_path):
    # Fiji-like: from 178°E eastwards to 178°W, written with the jump across ±180°; a belt
    # round the rest of the world leaves no longitude free, so the map is cut at 180°.
    across = {"type": "Polygon", "coordinates": [[[178, -16], [-178, -16], [-178, -18], [178, -18], [178, -16]]]}
    belt = [[-178, -80], *[[x, -80] for x in (-90, 0, 90)], [170, -80], [170, -70],
            *[[x, -70] for x in (90, 0, -90)], [-178, -70], [-178, -80]]
    document = {"type": "FeatureCollection", "features": [
        feature("Islands", across), feature("West", {"type": "Polygon", "coordinates": [box(170, -18, 178, -16)]}),
        feature("Belt", {"type": "Polygon", "coordinates": [belt]})]}
    result = import_file(write_geojson(tmp_path, document))
    assert "Islands crossed the antimeridian (180°): cut there, each piece on its own side of the map" in items(
        result, ItemKind.FIXED)
    islands = by_name(result.board)["Islands"]
    assert len(islands.parts) == 2  # 178° to 180° beside West, -180° to -178° at the far side
    shape = result.board.shape(islands.id)
    assert shape.bounds[0] < 100 and shape.bounds[2] > 900  # both edges of the world
    assert shapely.Polygon(islands.parts[0].outer.xy).area == pytest.approx(
        shapely.Polygon(islands.parts[1].outer.xy).area, rel=1e-6)
    assert validate(result.board).errors == []


def test_a_multipolygon_across_the_antimeridian_in_a_regional_file_stays_whole(tmp_path):
    chain = {"type": "MultiPolygon", "coordinates": [
        [[[178, -16], [-178, -16], [-178, -18], [178, -18], [178, -16]]], [box(170, -18, 172, -16)]]}
    result = import_file(write_geojson(tmp_path, feature("Chain", chain)))
    assert len(result.board.territories[0].parts) == 2  # the island across 180° is not cut in two
    assert items(result, ItemKind.FIXED) == []
    assert validate(result.board).errors == []


def test_a_ring_round_the_pole_is_left_alone(tmp_path):
    # Antarctica's outline runs along ±180° and the pole: it jumps by 360° but crosses nothing.
    polar = {"type": "Polygon", "coordinates": [[[-180, -90], [180, -90], [180, -70], [0, -65], [-180, -70],
                                                  [-180, -90]]]}
    result = import_file(write_geojson(tmp_path, feature("Pole", polar)))
    assert items(result, ItemKind.FIXED) == []
    assert len(result.board.territories[0].parts) == 1


def test_a_ring_crossing_itself_is_repaired_and_reported(tmp_path):
    bowtie = {"type": "Polygon", "coordinates": [[[0, 0], [10, 10], [10, 0], [0, 10], [0, 0]]]}
    result = import_file(write_geojson(tmp_path, feature("Bow", bowtie)))
    assert "Bow: its outline crossed itself (or a hole lay outside it) and was repaired" in items(
        result, ItemKind.FIXED)
    assert len(result.board.territories[0].parts) == 2  # the two triangles of the bow
    assert validate(result.board).errors == []


def test_projected_coordinates_are_used_as_they_are(tmp_path):
    metres = {"type": "FeatureCollection", "features": [
        feature("A", {"type": "Polygon", "coordinates": [box(500000, 4000000, 600000, 4100000)]}),
        feature("B", {"type": "Polygon", "coordinates": [box(600000, 4000000, 800000, 4100000)]})]}
    result = import_file(write_geojson(tmp_path, metres))
    assert ("the coordinates are not longitude and latitude (projected already): drawn as they are, north up "
            "(upside down? the file's y grows downwards: --option y=down)" in items(result, ItemKind.NOTE))
    a, b = (result.board.shape(t.id) for t in result.board.territories)
    assert b.area == pytest.approx(2 * a.area)
    assert adjacency(result.board) == {(frozenset(("A", "B")), ConnectionKind.BORDER, False)}


def test_a_malformed_geometry_is_dropped_with_its_reason_and_the_name_it_would_have_had(tmp_path):
    # Issue 29: "feature 1" alone sent the user counting features; its name says which it is.
    document = sample.sample_collection()
    document["features"].append(feature("Broken", {"type": "Polygon", "coordinates": [[[1, "x"], [2, 3]]]}))
    document["features"].append(feature("Odd", {"type": "Circle", "coordinates": [1, 2]}))
    document["features"].append({"type": "Feature", "properties": {},
                                 "geometry": {"type": "Polygon", "coordinates": [[[1, "x"]]]}})
    result = import_file(write_geojson(tmp_path, document))
    dropped = items(result, ItemKind.DROPPED)
    assert "feature 5 (Broken): a position must be a list of two numbers [x, y]: dropped" in dropped
    assert "feature 6 (Odd): unknown geometry type 'Circle': dropped" in dropped
    assert "feature 7: a position must be a list of two numbers [x, y]: dropped" in dropped  # no name to give
    assert result.report.territories == 3


@pytest.mark.parametrize(("content", "message"), [
    (b"{ this is not json", r"not GeoJSON: the file is not valid JSON \(Expecting property name"),
    (b'{"type": "Topology", "objects": {}}', "the Topology has no 'objects' to import"),  # read as TopoJSON
    (b'[1, 2, 3]', "not GeoJSON: the file must be an object whose type is"),
    (b'{"type": "FeatureCollection", "features": 3}', "the FeatureCollection has no list of 'features'"),
    (b'{"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {}, '
     b'"geometry": {"type": "Point", "coordinates": [1, 2]}}]}',
     r"the file has no polygons to import \(1 feature, none with a Polygon or MultiPolygon\)"),
    (b'\xff\xfe{"type"', "not GeoJSON: the file is not UTF-8 text"),
])
def test_broken_files_are_refused_clearly(tmp_path, content, message):
    path = tmp_path / "broken.geojson"
    path.write_bytes(content)
    with pytest.raises(InterchangeError, match=message) as caught:
        import_file(path, format_name="geojson")
    assert str(path) in str(caught.value)


@pytest.mark.parametrize("content", [b"[1, 2, 3]", b"\xff\xfe{\x00", b"", b"<html></html>"])
def test_a_file_that_is_no_json_object_is_not_taken_for_geojson(tmp_path, content):
    path = tmp_path / "broken.geojson"
    path.write_bytes(content)
    with pytest.raises(InterchangeError, match="this is not a map Worldsmith can import; it reads: .*geojson"):
        import_file(path)


def test_a_json_error_says_the_line(tmp_path):
    path = tmp_path / "broken.geojson"
    path.write_text('{"type": "FeatureCollection",\n "features": [\n  {"type": "Feature",,}\n]}', encoding="utf-8")
    with pytest.raises(InterchangeError) as caught:
        import_file(path)
    assert caught.value.line == 3


def test_a_whole_number_of_thousands_of_digits_is_a_double_as_json_numbers_are(tmp_path):
    # json.loads converted it with int(), which refuses more than 4,300 digits (a ValueError,
    # not a JSONDecodeError: `worldsmith import` crashed). As a double it is infinite, so the
    # bonus is ignored like any bonus that is no finite number.
    path = tmp_path / "digits.geojson"
    path.write_text('{"type": "FeatureCollection", "features": [{"type": "Feature", "properties": '
                    f'{{"name": "Wide", "bonus": {"1" * 5000}}}, "geometry": '
                    '{"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 0]]]}}]}', encoding="utf-8")
    result = import_file(path)
    assert [t.name for t in result.board.territories] == ["Wide"]
    assert all(c.bonus == 0 for c in result.board.continents)


# Export ---------------------------------------------------------------------------------------

def export_and_reimport(board, folder, detail=None):
    folder.mkdir(exist_ok=True)
    written, result = export_file(board, folder / "again.geojson", ExportOptions())
    return import_file(folder / "again.geojson", ImportOptions(detail=detail)), written, result


def test_the_export_is_one_feature_per_territory_in_map_units_with_y_up(imported, tmp_path):
    board = imported.board
    _again, written, _result = export_and_reimport(board, tmp_path / "out")
    assert [p.name for p in written] == ["again.geojson"]
    document = json.loads(written[0].read_text(encoding="utf-8"))
    assert document["type"] == "FeatureCollection"
    assert document["worldsmith"]["width"] == board.meta.width and document["worldsmith"]["y"] == "up"
    first = document["features"][0]
    assert first["properties"] == {"id": "westmark", "name": "Westmark", "continent": "West Lands", "bonus": 1,
                                   "colour": board.continents[0].colour, "neighbours": ["eastmark", "southmark"]}
    assert first["geometry"]["type"] == "MultiPolygon"
    exported = shapely.geometry.shape(first["geometry"])
    top = board.shape("westmark").bounds[1]  # the map's y grows downwards; the file's upwards
    assert exported.bounds[3] == pytest.approx(board.meta.height - top)
    assert all(shapely.Polygon(p.exterior).exterior.is_ccw for p in exported.geoms)  # RFC 7946 winding


def test_a_round_trip_gives_the_same_territories_continents_and_adjacency(imported, tmp_path):
    board = imported.board
    again = export_and_reimport(board, tmp_path / "out")[0].board
    assert [t.name for t in again.territories] == [t.name for t in board.territories]
    assert [(c.id, c.name, c.bonus, c.colour) for c in again.continents] == [
        (c.id, c.name, c.bonus, c.colour) for c in board.continents]
    assert [t.continent for t in again.territories] == [t.continent for t in board.territories]
    assert adjacency(again) == adjacency(board)
    for first, second in zip(again.territories, board.territories, strict=True):
        assert again.shape(first.id).equals(board.shape(second.id))
        assert len(first.parts) == len(second.parts)
    assert (again.meta.width, again.meta.height, again.meta.mark_radius) == (
        board.meta.width, board.meta.height, board.meta.mark_radius)
    assert validate(again).errors == []


def test_sea_lines_and_one_way_connections_survive_a_round_trip(tmp_path):
    board = voronoi_board(12, seed=5)
    ids = [t.id for t in board.territories]
    far = next((a, b) for a in ids for b in ids
               if a < b and not board.shape(a).intersects(board.shape(b)))
    touching = next(c for c in board.connections if c.kind is ConnectionKind.BORDER)
    connections = [c for c in board.connections if c != touching]
    connections += [Connection(far[0], far[1], ConnectionKind.SEA_LINE),
                    Connection(touching.a, touching.b, ConnectionKind.BORDER, one_way=True)]
    board.replace_connections(connections)
    again, _written, _result = export_and_reimport(board, tmp_path / "out", detail=0)
    assert adjacency(again.board) == adjacency(board)
    for first, second in zip(again.board.territories, board.territories, strict=True):
        assert again.board.shape(first.id).equals_exact(board.shape(second.id), 1e-6) or \
            again.board.shape(first.id).equals(board.shape(second.id))
    assert validate(again.board).errors == []


def test_a_map_with_no_territories_cannot_be_exported(tmp_path):
    board = voronoi_board(3, seed=1)
    board.replace_connections([])
    while board.territories:
        board.remove_territory_at(0)
    with pytest.raises(InterchangeError, match="the map has no territories to export"):
        export_file(board, tmp_path / "empty.geojson")


def test_a_neighbour_that_is_no_territory_is_reported_and_the_rest_connected(tmp_path):
    document = {"type": "FeatureCollection", "features": [
        feature("Eastmark", sample.EASTMARK, id="e", neighbours=["s", "atlantis"]),
        feature("Southmark", sample.SOUTHMARK, id="s", neighbours=["e"]),
    ]}
    result = import_file(write_geojson(tmp_path, document))
    assert items(result, ItemKind.DROPPED) == [
        "Eastmark lists the neighbour 'atlantis', which is no territory in the file"]
    assert adjacency(result.board) == {(frozenset(("Eastmark", "Southmark")), ConnectionKind.BORDER, False)}


def test_a_canvas_width_that_is_no_number_is_refused(tmp_path):
    with pytest.raises(InterchangeError, match="width=wide: the canvas width must be a number from 10 to 100000"):
        import_file(write_geojson(tmp_path), ImportOptions(extra={"width": "wide"}))


def test_a_worldsmith_member_without_its_canvas_is_refused(tmp_path):
    document = sample.sample_collection()
    document["worldsmith"] = {"width": 100, "y": "up"}
    with pytest.raises(InterchangeError, match="the 'worldsmith' member must give the canvas 'width' and 'height'"):
        import_file(write_geojson(tmp_path, document))


def archipelago(tmp_path, **extra):
    """The sample and two islands of their own off its coasts: Farisle beyond Nearisle."""
    document = sample.sample_collection()
    document["features"] += [
        feature("Nearisle", {"type": "Polygon", "coordinates": [box(22, 46, 24, 48)]}),
        feature("Farisle", {"type": "Polygon", "coordinates": [box(27, 46, 29, 48)]}),
    ]
    return import_file(write_geojson(tmp_path, document), ImportOptions(extra=extra))


def test_islands_are_joined_to_the_nearest_coast_by_sea_lines(tmp_path):
    result = archipelago(tmp_path)
    sea = {frozenset(p) for p, kind, _one_way in adjacency(result.board) if kind is ConnectionKind.SEA_LINE}
    # Nearisle lies off Eastmark's coast, and Farisle is nearer Nearisle than the mainland.
    assert sea == {frozenset(("Eastmark", "Nearisle")), frozenset(("Nearisle", "Farisle"))}
    assert "Eastmark and Nearisle joined by a sea-line: without it the map falls apart across the water" in items(
        result, ItemKind.FIXED)
    assert result.report.sea_lines == 2
    assert validate(result.board).errors == []


def test_islands_can_be_left_apart_and_validation_then_says_so(tmp_path):
    result = archipelago(tmp_path, **{"sea-lines": "no"})
    assert result.report.sea_lines == 0
    assert "land-disconnected" in validate(result.board).codes()
    with pytest.raises(InterchangeError, match="sea-lines=maybe: say yes or no"):
        archipelago(tmp_path, **{"sea-lines": "maybe"})


def test_two_territories_of_one_name_stay_two_through_an_export(tmp_path):
    board = voronoi_board(6, seed=2)
    first, second = board.territories[:2]
    board.replace_territory(first.id, dataclasses.replace(first, name="Twin"))
    board.replace_territory(second.id, dataclasses.replace(second, name="Twin"))
    again = export_and_reimport(board, tmp_path / "out", detail=0)[0].board
    assert [t.name for t in again.territories] == [t.name for t in board.territories]
    assert adjacency(again) == adjacency(board)


def test_a_wiggly_shared_border_is_simplified_once_and_stays_shared(tmp_path):
    # West and East meet along a border of 41 small wiggles, given twice (once by each side).
    wiggle = [[10 + (0.05 if k % 2 else -0.05), 40 + k * 0.25] for k in range(41)]
    west = [[0, 40], *wiggle, [0, 50], [0, 40]]
    east = [[20, 40], [20, 50], *wiggle[::-1], [20, 40]]
    document = {"type": "FeatureCollection", "features": [
        feature("West", {"type": "Polygon", "coordinates": [west]}),
        feature("East", {"type": "Polygon", "coordinates": [east]})]}
    path = write_geojson(tmp_path, document)
    detailed = import_file(path, ImportOptions(detail=0)).board
    simple = import_file(path, ImportOptions(detail=20)).board  # wiggles are 7 units deep, 17 apart
    vertices = [sum(len(p.outer.xy) for p in t.parts) for t in simple.territories]
    assert vertices < [sum(len(p.outer.xy) for p in t.parts) for t in detailed.territories]
    assert max(vertices) <= 7  # of 43
    for board in (detailed, simple):
        assert_borders_shared_exactly(board, [("West", "East")])
        assert validate(board).errors == []

