"""`worldsmith import` and `worldsmith export` with GeoJSON and shapefiles: the report, the map, the
options, and broken files in one line."""

from __future__ import annotations

import json

from editor.cli.main import EXIT_OK, EXIT_UNREADABLE, main
from engine.board import load_map
from engine.board.validation import validate
from tests.support.geo_maps import write_geojson, write_shapefile


def test_a_geojson_imports_reports_and_exports_again(tmp_path, capsys):
    source = write_geojson(tmp_path)
    output = tmp_path / "marches.yaml"
    assert main(["import", str(source), str(output), "--option", "name=NAME"]) == EXIT_OK
    out = capsys.readouterr().out
    assert out.startswith("3 territories, 2 continents, 3 borders, 0 sea-lines")
    assert "dropped: features without polygons (points, lines, nothing): 1" in out
    board = load_map(output).board
    assert validate(board).ok and [t.name for t in board.territories] == ["Westmark", "Eastmark", "Southmark"]
    exported = tmp_path / "out.geojson"
    assert main(["export", str(output), str(exported)]) == EXIT_OK
    assert f"wrote {exported}" in capsys.readouterr().out
    document = json.loads(exported.read_text(encoding="utf-8"))
    assert [f["properties"]["name"] for f in document["features"]] == ["Westmark", "Eastmark", "Southmark"]


def test_a_shapefile_imports(tmp_path, capsys):
    output = tmp_path / "marches.yaml"
    assert main(["import", str(write_shapefile(tmp_path)), str(output)]) == EXIT_OK
    assert capsys.readouterr().out.startswith("3 territories, 2 continents, 3 borders, 0 sea-lines")
    assert validate(load_map(output).board).ok


def test_broken_geographic_files_are_refused_in_one_line(tmp_path, capsys):
    broken = tmp_path / "broken.geojson"
    broken.write_text("{ not json", encoding="utf-8")
    assert main(["import", str(broken), str(tmp_path / "a.yaml")]) == EXIT_UNREADABLE
    err = capsys.readouterr().err
    assert err.startswith(f"cannot import: {broken}:1: not GeoJSON: the file is not valid JSON")
    assert "Traceback" not in err and not (tmp_path / "a.yaml").exists()

    shp = write_shapefile(tmp_path)
    (tmp_path / "marches.dbf").unlink()
    assert main(["import", str(shp), str(tmp_path / "b.yaml")]) == EXIT_UNREADABLE
    err = capsys.readouterr().err
    assert "the attribute table 'marches.dbf' is not in" in err and "Traceback" not in err

    assert main(["import", str(write_geojson(tmp_path)), str(tmp_path / "c.yaml"),
                 "--option", "name=title"]) == EXIT_UNREADABLE
    assert "no feature has the property 'title'; the properties are: NAME, CONTINENT, pop" in capsys.readouterr().err
