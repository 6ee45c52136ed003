"""GIS imports that hold up on real files (issue 29): places that share a name stay apart and are
told apart ("Washington (Maine)"), features merge only when they share an id or a dedupe key,
a region across 180° stays compact, the name column is guessed from the usual names and
reported, projected coordinates keep their proportions, and --snap reaches the importer."""

from __future__ import annotations

import math

import pytest
import shapely

from engine.board.model import ConnectionKind
from engine.board.validation import validate
from engine.interchange import ImportOptions, InterchangeError, ItemKind, import_file
from engine.interchange.geo.importer import name_property_used
from tests.support.geo_maps import box, write_geojson


def polygon(x0, y0, x1, y1):
    return {"type": "Polygon", "coordinates": [box(x0, y0, x1, y1)]}


def collection(*features, **members):
    return {"type": "FeatureCollection", "features": list(features), **members}


def feature(geometry, fid=None, **properties):
    item = {"type": "Feature", "properties": properties, "geometry": geometry}
    if fid is not None:
        item["id"] = fid
    return item


def notes(result):
    return [str(i) for i in result.report.of_kind(ItemKind.NOTE)]


def names(result):
    return [t.name for t in result.board.territories]


def adjacency(board):
    name = {t.id: t.name for t in board.territories}
    return {(frozenset((name[c.a], name[c.b])), c.kind) for c in board.connections}


# Three counties called Washington in three states, side by side, and one Franklin; as the US
# Census files give them: a numeric code (GEOID), an identifier unique to each feature
# (AFFGEOID) and the state's name (STATE_NAME), which repeats across the file.
COUNTIES = [
    ("Washington", "Maine", "23029", 0), ("Washington", "Oregon", "41067", 1),
    ("Washington", "Utah", "49053", 2), ("Franklin", "Maine", "23007", 3),
]


def counties(**extra_properties):
    return collection(*(feature(polygon(-100 + k, 40, -99 + k, 41), NAME=name, STATE_NAME=state, GEOID=geoid,
                                AFFGEOID=f"0500000US{geoid}", **extra_properties)
                        for name, state, geoid, k in COUNTIES))


def test_counties_of_one_name_in_different_states_stay_apart_named_by_their_state(tmp_path):
    result = import_file(write_geojson(tmp_path, counties()))
    assert names(result) == ["Washington (Maine)", "Washington (Oregon)", "Washington (Utah)", "Franklin"]
    ids = [t.id for t in result.board.territories]
    assert len(set(ids)) == 4
    assert ("names that repeat (3) told apart by the property 'STATE_NAME': Washington (Maine), "
            "Washington (Oregon), Washington (Utah)") in notes(result)
    assert validate(result.board).errors == []


def test_without_a_property_that_tells_them_apart_repeated_names_are_numbered(tmp_path):
    document = collection(*(feature(polygon(k, 40, k + 1, 41), name="Washington", pop=1000) for k in range(3)))
    result = import_file(write_geojson(tmp_path, document))
    assert names(result) == ["Washington", "Washington 2", "Washington 3"]
    assert any(n.startswith("names that repeat and no property tells apart (2) numbered") for n in notes(result))


def test_features_sharing_an_id_and_a_name_are_one_territory(tmp_path):
    # A country given as its mainland and an island, two features of one id.
    document = collection(feature(polygon(0, 40, 2, 42), fid="NZ", name="New Zealand"),
                          feature(polygon(3, 40, 4, 41), fid="NZ", name="New Zealand"),
                          feature(polygon(2, 40, 3, 42), fid="AU", name="Australia"))
    result = import_file(write_geojson(tmp_path, document))
    assert names(result) == ["New Zealand", "Australia"]
    assert len(result.board.territories[0].parts) == 2
    assert "New Zealand: 2 features with the same 'id' were merged into one territory" in [
        str(i) for i in result.report.of_kind(ItemKind.FIXED)]


def test_a_dedupe_key_merges_the_features_that_share_it(tmp_path):
    document = collection(feature(polygon(0, 40, 1, 41), name="North Isle", ADM="NZL"),
                          feature(polygon(2, 40, 3, 41), name="South Isle", ADM="NZL"),
                          feature(polygon(1, 40, 2, 41), name="Tasmania", ADM="AUS"))
    result = import_file(write_geojson(tmp_path, document), ImportOptions(extra={"dedupe": "ADM"}))
    assert names(result) == ["North Isle", "Tasmania"]  # the first feature's name
    north = result.board.territories[0]
    assert len(north.parts) == 2
    with pytest.raises(InterchangeError, match="no feature has the property 'ISO'"):
        import_file(write_geojson(tmp_path, document), ImportOptions(extra={"dedupe": "ISO"}))


def bering(tmp_path):
    """Chukotka up to 180°E, Alaska from 180°W (their border the antimeridian), and an island
    written across 180° (a ring jumping from 179.5 to -179.5)."""
    island = {"type": "Polygon", "coordinates": [[[179.5, 60], [-179.5, 60], [-179.5, 61], [179.5, 61], [179.5, 60]]]}
    document = collection(feature(polygon(170, 62, 180, 70), name="Chukotka"),
                          feature(polygon(-180, 62, -160, 70), name="Alaska"),
                          feature(island, name="St Lawrence"))
    return import_file(write_geojson(tmp_path, document))


def test_a_region_across_180_degrees_stays_compact_and_its_border_there_is_a_land_border(tmp_path):
    result = bering(tmp_path)
    board = result.board
    # 30° of longitude at latitude 65 by 10° of latitude: the canvas is a little wider than
    # high, not a strip 360° wide.
    expected = (30 * math.cos(math.radians(65))) / 10
    inner = (board.meta.width - 40) / (board.meta.height - 40)
    assert inner == pytest.approx(expected, rel=1e-3)
    assert (frozenset(("Chukotka", "Alaska")), ConnectionKind.BORDER) in adjacency(board)
    island = next(t for t in board.territories if t.name == "St Lawrence")
    assert len(island.parts) == 1  # not cut in two at 180°
    assert "the map crosses 180°: centred on longitude -175° so it stays in one piece (30° wide)" in notes(result)
    assert [str(i) for i in result.report.of_kind(ItemKind.FIXED) if "antimeridian" in str(i)] == []
    assert validate(board).errors == []


def test_a_map_already_centred_is_not_moved(tmp_path):
    document = collection(feature(polygon(0, 40, 10, 50), name="West"), feature(polygon(10, 40, 20, 50), name="East"))
    result = import_file(write_geojson(tmp_path, document))
    assert not any("centred on longitude" in n for n in notes(result))


@pytest.mark.parametrize(("properties", "expected"), [
    ({"Name": "Avalon", "pop": 1}, "Name"),
    ({"STATE_NAME": "Maine", "STATEFP": "23"}, "STATE_NAME"),
    ({"NAME_0": "France", "NAME_1": "Bretagne", "GID_1": "FRA.3_1"}, "NAME_1"),  # GADM: the finest level
    ({"NAME_EN": "Munich", "NAME": None}, "NAME_EN"),  # an empty NAME column does not count
    ({"ADMIN": "Chile", "iso_a3": "CHL"}, "ADMIN"),
    # ESRI's CamelCase (geopandas' nybb.shp) and run-together names end in "name" whatever the case.
    ({"BoroCode": 5, "BoroName": "Staten Island", "Shape_Leng": 330470.0}, "BoroName"),
    ({"regionCode": "BRE", "regionName": "Bretagne"}, "regionName"),
    ({"countyname": "Kent", "fips": "34001"}, "countyname"),
    ({"CountyName": "Kent County", "name": "Kent"}, "name"),  # the exact column first
])
def test_the_name_column_is_guessed_from_the_usual_names_and_reported(tmp_path, properties, expected):
    first = dict(properties)
    second = {key: (f"{value} II" if isinstance(value, str) else value) for key, value in properties.items()}
    if "NAME_0" in properties:
        second["NAME_0"] = "France"  # the country repeats; the regions do not
    document = collection(feature(polygon(0, 40, 1, 41), **first), feature(polygon(1, 40, 2, 41), **second))
    result = import_file(write_geojson(tmp_path, document))
    assert name_property_used(result) == expected
    assert names(result)[0] == str(properties[expected])
    assert any(n.startswith(f"names from the property '{expected}'") for n in notes(result))


def test_a_features_own_id_names_it_when_no_property_does(tmp_path):
    document = collection(feature(polygon(0, 40, 1, 41), fid="Kent", pop=5),
                          feature(polygon(1, 40, 2, 41), fid="Essex"))
    result = import_file(write_geojson(tmp_path, document))
    assert names(result) == ["Kent", "Essex"]
    assert name_property_used(result) == "id"
    assert "names from the property 'id' (choose with --option name=PROPERTY: pop, id)" in notes(result)


def aspect(board):
    return (board.meta.width - 40) / (board.meta.height - 40)  # the canvas less its margins


def test_projected_metres_keep_their_proportions(tmp_path):
    # 400 km by 200 km in UTM metres: far outside ±180/±90, drawn to scale, north up.
    document = collection(feature(polygon(500_000, 4_000_000, 700_000, 4_200_000), name="A"),
                          feature(polygon(700_000, 4_000_000, 900_000, 4_200_000), name="B"))
    result = import_file(write_geojson(tmp_path, document))
    assert aspect(result.board) == pytest.approx(2.0, rel=1e-3)
    a, b = (result.board.shape(t.id) for t in result.board.territories)
    assert a.bounds[2] == pytest.approx(b.bounds[0])  # A to the west of B, as in the file
    assert ("the coordinates are not longitude and latitude (projected already): drawn as they are, north up "
            "(upside down? the file's y grows downwards: --option y=down)" in notes(result))


def test_projected_coordinates_that_look_like_degrees_are_not_squeezed_when_the_crs_says_so(tmp_path):
    # Kilometres of a local grid (0..80 by 40..80) fit within ±180/±90: only the crs member
    # says they are projected. As degrees they would be narrowed by cos(60°).
    document = collection(feature(polygon(0, 40, 40, 80), name="A"), feature(polygon(40, 40, 80, 80), name="B"),
                          crs={"type": "name", "properties": {"name": "urn:ogc:def:crs:EPSG::32633"}})
    result = import_file(write_geojson(tmp_path, document))
    assert aspect(result.board) == pytest.approx(2.0, rel=1e-3)
    assert ("the file's coordinate system (urn:ogc:def:crs:EPSG::32633) is projected: coordinates drawn as they "
            "are, to scale, north up") in notes(result)
    geographic = dict(document, crs={"type": "name", "properties": {"name": "urn:ogc:def:crs:OGC:1.3:CRS84"}})
    squeezed = import_file(write_geojson(tmp_path, geographic, "degrees.geojson"))
    assert aspect(squeezed.board) == pytest.approx(2.0 * math.cos(math.radians(60)), rel=1e-3)


def test_a_shapefile_whose_prj_is_projected_is_drawn_to_scale(tmp_path):
    import shapefile

    with shapefile.Writer(str(tmp_path / "grid"), shapeType=shapefile.POLYGON) as writer:
        writer.field("NAME", "C")
        writer.poly([box(0, 60, 40, 100, clockwise=True)])
        writer.record("A")
        writer.poly([box(40, 60, 80, 100, clockwise=True)])
        writer.record("B")
    (tmp_path / "grid.prj").write_text('PROJCS["ETRS89 / UTM zone 33N",GEOGCS["ETRS89"],UNIT["metre",1]]',
                                       encoding="ascii")
    result = import_file(tmp_path / "grid.shp")
    assert aspect(result.board) == pytest.approx(2.0, rel=1e-3)
    assert any("(ETRS89 / UTM zone 33N) is projected" in n for n in notes(result))


def test_snap_closes_a_thin_gap_so_the_two_sides_share_a_border(tmp_path):
    # Two fields 0.02° apart: 2 map units on a canvas 1,000 wide. Apart, they are islands
    # joined by a sea-line; snapped by 3 units, neighbours with one border.
    document = collection(feature(polygon(0, 0, 5, 10), name="West"), feature(polygon(5.02, 0, 10, 10), name="East"))
    path = write_geojson(tmp_path, document)
    apart = import_file(path)
    assert adjacency(apart.board) == {(frozenset(("West", "East")), ConnectionKind.SEA_LINE)}
    snapped = import_file(path, ImportOptions(snap=3.0))
    assert adjacency(snapped.board) == {(frozenset(("West", "East")), ConnectionKind.BORDER)}
    west, east = (snapped.board.shape(t.id) for t in snapped.board.territories)
    assert shapely.intersection(west.boundary, east.boundary).length > 0


def test_a_file_projected_for_a_screen_can_say_its_y_grows_downwards(tmp_path):
    # Pixels of a screen projection (as us-atlas's Albers files): North is at y 0, South below.
    document = collection(feature(polygon(0, 0, 100, 50), name="North"),
                          feature(polygon(0, 50, 100, 300), name="South"))
    path = write_geojson(tmp_path, document)
    down = import_file(path, ImportOptions(extra={"y": "down"})).board
    north, south = (down.shape(t.id) for t in down.territories)
    assert north.centroid.y < south.centroid.y  # north at the top of the map
    up = import_file(path).board
    assert up.shape(up.territories[0].id).centroid.y > up.shape(up.territories[1].id).centroid.y
    with pytest.raises(InterchangeError, match="y=sideways: say up"):
        import_file(path, ImportOptions(extra={"y": "sideways"}))


def test_the_report_says_y_grows_downwards_when_told_so_and_no_longer_suggests_it(tmp_path):
    document = collection(feature(polygon(0, 0, 100, 50), name="North"),
                          feature(polygon(0, 50, 100, 300), name="South"))
    path = write_geojson(tmp_path, document)
    told = notes(import_file(path, ImportOptions(extra={"y": "down"})))
    assert ("the coordinates are not longitude and latitude (projected already): drawn as they are, with y growing "
            "downwards as on a screen (--option y=down)") in told
    assert not any("upside down?" in note for note in told)
    declared = dict(document, crs={"type": "name", "properties": {"name": "EPSG:3857"}})
    told = notes(import_file(write_geojson(tmp_path, declared, "declared.geojson"),
                             ImportOptions(extra={"y": "down"})))
    assert ("the file's coordinate system (EPSG:3857) is projected: coordinates drawn as they are, to scale, with y "
            "growing downwards as on a screen (--option y=down)") in told
