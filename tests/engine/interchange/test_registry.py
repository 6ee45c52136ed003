"""The format registry: formats found by name, suffix and content; imports and exports written safely."""

from __future__ import annotations

from pathlib import Path

import pytest
import shapely

from engine.board.map_format import load_map
from engine.interchange import (
    Draft,
    DraftTerritory,
    ExportResult,
    ImportOptions,
    ImportReport,
    InterchangeError,
    InterchangeFormat,
    build_board,
    export_file,
    format_named,
    formats,
    import_file,
    registry,
    write_import,
)
from tests.support.domination_maps import write_sample


@pytest.fixture
def squares_format():
    """A made-up format: a file of 'x0 y0 x1 y1' lines, each a territory."""

    def read(path: Path, options: ImportOptions):
        draft = Draft(name=path.stem, width=100, height=100)
        for n, line in enumerate(path.read_text().splitlines()):
            x0, y0, x1, y1 = map(float, line.split())
            draft.territories.append(DraftTerritory(str(n), f"Square {n + 1}", shapely.box(x0, y0, x1, y1)))
        draft.companions["notes.txt"] = b"beside the map"
        return build_board(draft, ImportReport())

    def write(board, output: Path, options):
        return ExportResult({output.name: b"\n".join(t.id.encode() for t in board.territories),
                             "extra.txt": b"written first"})

    fmt = registry.register(InterchangeFormat("squares", "Squares", (".sq",), lambda head: head[:1].isdigit(),
                                              read, write))
    yield fmt
    registry._FORMATS.pop("squares")


def test_domination_is_registered_for_reading_and_writing():
    fmt = format_named("Domination")
    assert fmt in formats() and fmt.importer and fmt.exporter and ".map" in fmt.suffixes


def test_an_unknown_format_name_lists_the_known_ones():
    with pytest.raises(InterchangeError, match="no format called 'dxf'; the formats are: .*domination"):
        format_named("dxf")


def test_the_contents_decide_whatever_the_name(tmp_path):
    path = write_sample(tmp_path)
    renamed = path.rename(tmp_path / "sample.txt")
    assert registry.format_for_import(renamed).name == "domination"


def test_a_file_of_no_known_format_is_refused_with_the_formats_read(tmp_path):
    path = tmp_path / "notes.map"
    path.write_text("[Territories]\nAlaska,1,2\n", encoding="utf-8")
    with pytest.raises(InterchangeError, match="not a map Worldsmith can import; it reads: domination") as caught:
        import_file(path)
    assert caught.value.file == str(path)


def test_a_missing_file_says_so(tmp_path):
    with pytest.raises(Exception, match="file not found"):
        import_file(tmp_path / "nowhere.map")


def test_an_import_writes_the_map_and_its_companions(tmp_path, squares_format):
    source = tmp_path / "two.sq"
    source.write_text("0 0 10 10\n9 0 20 10\n", encoding="utf-8")  # overlapping by one unit
    result = import_file(source)
    assert [str(item) for item in result.report.items] == [
        "Square 2 overlapped Square 1: the overlap went to Square 1"
    ]
    written = write_import(result, tmp_path / "two.yaml")
    assert written == [tmp_path / "notes.txt", tmp_path / "two.yaml"]
    board = load_map(tmp_path / "two.yaml").board
    assert [c.a + "-" + c.b for c in board.connections] == ["square-1-square-2"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt", "two.sq", "two.yaml"]  # no temporaries


def test_an_export_writes_every_file_the_named_one_last(tmp_path, squares_format):
    source = tmp_path / "two.sq"
    source.write_text("0 0 10 10\n10 0 20 10\n", encoding="utf-8")
    board = import_file(source).board
    written, _result = export_file(board, tmp_path / "out.sq")
    assert written == [tmp_path / "extra.txt", tmp_path / "out.sq"]
    assert (tmp_path / "out.sq").read_bytes() == b"square-1\nsquare-2"


def test_an_export_format_is_told_by_the_suffix_or_refused(tmp_path):
    with pytest.raises(InterchangeError, match="cannot tell the format from the file name"):
        registry.format_for_export(tmp_path / "world.xyz")
    assert registry.format_for_export(tmp_path / "world.map").name == "domination"


def test_the_svg_and_geographic_formats_declare_their_settings_for_the_import_dialog():
    """File ▸ Import… offers a format's own settings by name when the format declares them."""
    from engine.interchange.registry import format_named

    svg = {o.key: o for o in format_named("svg").options}
    assert svg["continents"].choices == ("none", "layers", "fill")
    for name in ("geojson", "shapefile"):
        keys = {o.key for o in format_named(name).options}
        assert keys == {"name", "continent", "dedupe", "width", "sea-lines", "y"}
    assert {o.key for o in format_named("topojson").options} == {"name", "continent", "dedupe", "width",
                                                                 "sea-lines", "y", "object"}
