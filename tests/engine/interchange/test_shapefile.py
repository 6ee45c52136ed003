"""Importing an ESRI shapefile (.shp + .dbf): the same map as the same features in GeoJSON, and
broken or incomplete shapefiles refused clearly."""

from __future__ import annotations

import pytest

from engine.board.validation import validate
from engine.interchange import ExportOptions, ImportOptions, InterchangeError, ItemKind, export_file, import_file
from engine.interchange.registry import format_for_import
from tests.support import geo_maps as sample
from tests.support.geo_maps import write_geojson, write_shapefile


@pytest.fixture
def imported(tmp_path):
    return import_file(write_shapefile(tmp_path))


def test_the_shapefile_is_recognised_by_its_first_bytes(tmp_path):
    path = write_shapefile(tmp_path)
    assert format_for_import(path).name == "shapefile"
    assert format_for_import(path.rename(tmp_path / "marches.bin")).name == "shapefile"


def test_it_validates_with_no_errors_and_names_come_from_the_table(imported):
    assert validate(imported.board).errors == []
    assert [t.name for t in imported.board.territories] == sample.NAMES
    assert [c.name for c in imported.board.continents] == ["West Lands", "Middle"]
    assert "names from the property 'NAME' (choose with --option name=PROPERTY: NAME, CONTINENT)" in [
        str(i) for i in imported.report.of_kind(ItemKind.NOTE)]


def test_a_null_shape_is_dropped_and_counted(imported):
    assert [str(i) for i in imported.report.of_kind(ItemKind.DROPPED)] == [
        "features without polygons (points, lines, nothing): 1"]


def test_it_is_the_same_map_as_the_same_features_in_geojson(imported, tmp_path):
    (tmp_path / "json").mkdir()
    geojson = import_file(write_geojson(tmp_path / "json")).board
    board = imported.board
    westmark = board.territories[0]
    assert len(westmark.parts) == 2 and sorted(len(p.holes) for p in westmark.parts) == [0, 1]
    for first, second in zip(board.territories, geojson.territories, strict=True):
        assert board.shape(first.id).equals(geojson.shape(second.id))
    assert {(c.a, c.b, c.kind) for c in board.connections} == {(c.a, c.b, c.kind) for c in geojson.connections}


def test_it_round_trips_through_a_geojson_export(imported, tmp_path):
    board = imported.board
    export_file(board, tmp_path / "again.geojson", ExportOptions())
    again = import_file(tmp_path / "again.geojson").board
    assert [(t.name, t.continent) for t in again.territories] == [(t.name, t.continent) for t in board.territories]
    assert {(c.a, c.b, c.kind) for c in again.connections} == {(c.a, c.b, c.kind) for c in board.connections}
    for first, second in zip(again.territories, board.territories, strict=True):
        assert again.shape(first.id).equals(board.shape(second.id))


def test_the_name_option_works_as_for_geojson(tmp_path):
    result = import_file(write_shapefile(tmp_path), ImportOptions(extra={"name": "CONTINENT"}))
    assert [t.name for t in result.board.territories] == ["West Lands", "Middle (Eastmark)", "Middle (Southmark)"]
    merged = import_file(write_shapefile(tmp_path), ImportOptions(extra={"name": "CONTINENT", "dedupe": "CONTINENT"}))
    assert [t.name for t in merged.board.territories] == ["West Lands", "Middle"]


def test_a_shp_without_its_dbf_is_refused_and_the_dbf_named(tmp_path):
    path = write_shapefile(tmp_path)
    (tmp_path / "marches.dbf").unlink()
    with pytest.raises(InterchangeError, match=r"the attribute table 'marches.dbf' is not in .*: a shapefile "
                                               r"needs it beside the .shp"):
        import_file(path)


def test_a_dbf_in_capitals_is_found(tmp_path):
    path = write_shapefile(tmp_path)
    (tmp_path / "marches.dbf").rename(tmp_path / "MARCHES.DBF")
    assert import_file(path).report.territories == 3


def test_a_truncated_shapefile_is_refused_saying_where_it_is_cut_short(tmp_path):
    # Issue 29: pyshp's "unpack requires a buffer of 9712 bytes" told the user nothing.
    path = write_shapefile(tmp_path)
    data = path.read_bytes()
    path.write_bytes(data[:130])  # the header and half the first shape
    with pytest.raises(InterchangeError) as cut:
        import_file(path)
    assert str(cut.value).endswith("marches.shp: the .shp file ends in the middle of record 1: it is cut short")
    first_record = 100 + 8 + 2 * int.from_bytes(data[104:108], "big")
    path.write_bytes(data[:first_record])  # the first shape whole, the others gone
    with pytest.raises(InterchangeError, match=r"the \.shp file ends after record 1, before the length its header "
                                               r"gives: it is cut short"):
        import_file(path)


def test_a_truncated_attribute_table_is_refused_saying_where_it_is_cut_short(tmp_path):
    path = write_shapefile(tmp_path)
    dbf = tmp_path / "marches.dbf"
    data = dbf.read_bytes()
    header, size = int.from_bytes(data[8:10], "little"), int.from_bytes(data[10:12], "little")
    dbf.write_bytes(data[:header + size + size // 2])  # one record and half the second
    with pytest.raises(InterchangeError, match=r"the \.dbf file ends in the middle of record 2: it is cut short"):
        import_file(path)


def test_a_garbage_shapefile_is_refused_in_one_line(tmp_path):
    path = write_shapefile(tmp_path)
    path.write_bytes(b"\x00\x00\x27\x0a" + b"garbage" * 5)
    with pytest.raises(InterchangeError, match=r"the \.shp file ends inside its header: it is cut short"):
        import_file(path)
    path.write_bytes(b"\x00\x00\x27\x0a" + b"\xff" * 300)  # a whole header of nonsense
    with pytest.raises(InterchangeError, match="not a shapefile Worldsmith can read"):
        import_file(path)


def test_a_shapefile_of_points_has_nothing_to_import(tmp_path):
    import shapefile

    with shapefile.Writer(str(tmp_path / "towns"), shapeType=shapefile.POINT) as writer:
        writer.field("NAME", "C")
        writer.point(1, 2)
        writer.record("Town")
    with pytest.raises(InterchangeError, match=r"the file has no polygons to import \(1 feature,"):
        import_file(tmp_path / "towns.shp")


def test_the_attribute_encoding_comes_from_the_cpg_file(tmp_path):
    import shapefile

    with shapefile.Writer(str(tmp_path / "old"), shapeType=shapefile.POLYGON, encoding="cp1252") as writer:
        writer.field("NAME", "C")
        writer.poly([sample.box(0, 0, 1, 1, clockwise=True)])
        writer.record("Zürich")
    (tmp_path / "old.cpg").write_text("1252", encoding="ascii")
    assert [t.name for t in import_file(tmp_path / "old.shp").board.territories] == ["Zürich"]


def test_an_install_without_pyshp_says_what_is_missing(tmp_path, monkeypatch):
    path = write_shapefile(tmp_path)
    monkeypatch.setitem(__import__("sys").modules, "shapefile", None)  # as if it were not installed
    with pytest.raises(InterchangeError, match=r"reading shapefiles needs the pyshp package, which is not "
                                               r"installed \(pip install pyshp\)"):
        import_file(path)
