"""SVG maps as they come from the wild (issue 29, item 2): paths a browser fills though they
do not end with Z, countries drawn as a <g> of unnamed island paths, outlines that overlap,
islands out at sea, and a re-import that keeps touching territories apart when the map did."""

from __future__ import annotations

import pytest
import shapely

from engine.board.model import ConnectionKind
from engine.board.validation import validate
from engine.interchange import ImportOptions, InterchangeError, ItemKind, export_file, import_file

HEAD = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">'


def write(folder, body: str, name: str = "wild.svg"):
    path = folder / name
    path.write_text(HEAD + body + "</svg>", encoding="utf-8")
    return path


def load(path, **extra):
    return import_file(path, ImportOptions(extra=extra))


def lines(result, kind: ItemKind) -> list[str]:
    return [str(item) for item in result.report.of_kind(kind)]


def names(board) -> list[str]:
    return sorted(t.name for t in board.territories)


def connection(board, first: str, second: str):
    ids = {t.name: t.id for t in board.territories}
    return board.connection_between(ids[first], ids[second])


def test_a_filled_path_without_z_is_closed_as_a_browser_fills_it(tmp_path):
    # Browsers fill an open subpath as if a straight line closed it; pygal's Kazakhstan,
    # four Swiss cantons and a French department are drawn so.
    body = ('<path id="West" d="M 10 10 L 100 10 L 100 100 L 10 100"/>'
            '<path id="East" d="M 100 10 L 190 10 L 190 100 L 100 100 Z"/>'
            '<path id="River" d="M 20 200 L 120 220 L 220 200" fill="none" stroke="blue"/>')
    result = load(write(tmp_path, body))
    board = result.board
    assert names(board) == ["East", "West"]  # the unfilled open path stays a line, left out
    assert board.shape("west").area == pytest.approx(90 * 90)
    assert connection(board, "West", "East").kind is ConnectionKind.BORDER
    assert "outlines that did not end with Z (1) were closed with a straight line, as a browser fills them" \
        in lines(result, ItemKind.FIXED)
    assert "open paths (1): not closed, so not territories; left out" in lines(result, ItemKind.DROPPED)


def kazakhstan_map() -> str:
    """A <g id="Kazakhstan"> of a mainland and two islands, none named; a neighbour beside it."""
    return ('<g id="Kazakhstan">'
            '<path d="M 10 10 L 150 10 L 150 120 L 10 120 Z"/>'
            '<path d="M 20 150 L 60 150 L 60 180 L 20 180 Z"/>'
            '<path d="M 80 150 L 120 150 L 120 190 L 80 190 Z"/></g>'
            '<path id="Uzbekistan" d="M 150 10 L 260 10 L 260 120 L 150 120 Z"/>')


def test_a_group_of_unnamed_island_paths_is_one_territory_named_by_the_group(tmp_path):
    result = load(write(tmp_path, kazakhstan_map()))
    board = result.board
    assert names(board) == ["Kazakhstan", "Uzbekistan"]  # not three "Territory N"
    kazakhstan = board.shape(next(t.id for t in board.territories if t.name == "Kazakhstan"))
    assert len(shapely.get_parts(kazakhstan)) == 3
    assert kazakhstan.area == pytest.approx(140 * 110 + 40 * 30 + 40 * 40)
    assert ("groups of shapes with no names of their own (1) each became one territory named by the group"
            in lines(result, ItemKind.NOTE))


def test_groups_no_keeps_each_shape_its_own_territory(tmp_path):
    board = load(write(tmp_path, kazakhstan_map()), groups="no").board
    assert names(board) == ["Territory 1", "Territory 2", "Territory 3", "Uzbekistan"]
    with pytest.raises(InterchangeError, match="groups=always is not a choice: groups may be auto, yes, no"):
        load(write(tmp_path, kazakhstan_map()), groups="always")


def test_a_group_is_named_by_its_title_else_by_the_class_no_sibling_shares(tmp_path):
    # pygal's maps: <g class="kz country map-element"> around unnamed paths.
    body = ('<g><title>Mongolia</title><path d="M 10 10 L 100 10 L 100 100 L 10 100 Z"/>'
            '<path d="M 10 120 L 40 120 L 40 150 L 10 150 Z"/></g>'
            '<g class="kz country"><path d="M 100 10 L 200 10 L 200 100 L 100 100 Z"/></g>'
            '<g class="cn country"><path d="M 200 10 L 300 10 L 300 100 L 200 100 Z"/></g>')
    board = load(write(tmp_path, body)).board
    assert names(board) == ["Mongolia", "cn", "kz"]


def test_a_group_of_named_territories_side_by_side_stays_apart(tmp_path):
    # A region's territories grouped, each with its own name: the group is no country.
    body = ('<g id="Europe"><path id="France" d="M 10 10 L 100 10 L 100 100 L 10 100 Z"/>'
            '<path id="Spain" d="M 10 100 L 100 100 L 100 190 L 10 190 Z"/></g>')
    assert names(load(write(tmp_path, body)).board) == ["France", "Spain"]
    # Unnamed territories that tile a region are not merged either: they stay numbered.
    tiles = "".join(f'<path d="M {x} 10 L {x + 50} 10 L {x + 50} 60 L {x} 60 Z"/>' for x in (10, 60, 110, 160))
    assert len(load(write(tmp_path, f'<g id="Europe">{tiles}</g>')).board.territories) == 4


def overlapping_map() -> str:
    """Three countries drawn over each other by a few pixels, as a hand or a careless export does."""
    return ('<path id="North" d="M 10 10 L 210 10 L 210 108 L 10 112 Z"/>'
            '<path id="South" d="M 10 100 L 110 104 L 210 98 L 210 200 L 10 200 Z"/>'
            '<path id="Cape" d="M 200 60 L 300 60 L 300 160 L 204 160 Z"/>')


def test_overlapping_shapes_are_cleaned_until_validation_finds_no_error(tmp_path):
    result = load(write(tmp_path, overlapping_map()))
    report = validate(result.board)
    assert report.errors == []
    assert "overlap" not in report.codes()
    fixed = lines(result, ItemKind.FIXED)
    assert any(line.startswith("South overlapped North") or line.startswith("North overlapped South")
               for line in fixed)


def test_an_overlap_cleaning_cannot_part_is_named_and_never_called_fixed(tmp_path, monkeypatch):
    from engine.interchange import coverage

    def gives_up(shapes, gap_width=0.0, snap=0.0, smallest=None):  # a cleaner that parts nothing
        made = coverage.CoverageResult([coverage.polygonal(s) for s in shapes])
        made.overlaps = [(0, 1)]
        return made

    monkeypatch.setattr(coverage, "exact_coverage", gives_up)
    result = load(write(tmp_path, overlapping_map()))
    notes = lines(result, ItemKind.NOTE)
    assert "North and South still overlap: their outlines cross too finely to part them " \
           "(redraw the border between them)" in notes
    assert not any("overlapped" in line for line in lines(result, ItemKind.FIXED))
    assert "overlap" in validate(result.board).codes()  # what the report said is what is left


def test_an_island_is_joined_by_a_sea_line_to_its_nearest_neighbour(tmp_path):
    body = ('<path id="Mainland" d="M 10 10 L 150 10 L 150 200 L 10 200 Z"/>'
            '<path id="Coast" d="M 150 10 L 220 10 L 220 200 L 150 200 Z"/>'
            '<circle id="Isle" cx="320" cy="100" r="40"/>')
    result = load(write(tmp_path, body))
    board = result.board
    assert connection(board, "Coast", "Isle").kind is ConnectionKind.SEA_LINE
    assert connection(board, "Mainland", "Isle") is None  # the nearest coast, not any
    assert "land-disconnected" not in validate(board).codes()
    assert ("Coast and Isle joined by a sea-line: without it the map falls apart across the water"
            in lines(result, ItemKind.FIXED))
    apart = load(write(tmp_path, body), **{"sea-lines": "no"}).board
    assert connection(apart, "Coast", "Isle") is None


def test_touching_territories_left_unconnected_stay_so_through_export_and_import(tmp_path):
    body = ('<path id="Highland" d="M 10 10 L 100 10 L 100 100 L 10 100 Z"/>'
            '<path id="Lowland" d="M 100 10 L 190 10 L 190 100 L 100 100 Z"/>'
            '<path id="Valley" d="M 10 100 L 190 100 L 190 190 L 10 190 Z"/>')
    board = load(write(tmp_path, body)).board
    assert connection(board, "Highland", "Lowland") is not None
    board.replace_connections([c for c in board.connections if {c.a, c.b} != {"highland", "lowland"}])
    assert validate(board).errors == []  # still one map, through the Valley

    out = tmp_path / "out" / "walled.svg"
    out.parent.mkdir()
    export_file(board, out)
    assert 'data-not-connected="lowland"' in out.read_text(encoding="utf-8")
    again = import_file(out, ImportOptions()).board
    assert connection(again, "Highland", "Lowland") is None
    assert connection(again, "Highland", "Valley").kind is ConnectionKind.BORDER
    assert {(c.a, c.b, c.kind) for c in again.connections} == {(c.a, c.b, c.kind) for c in board.connections}


def test_snap_joins_borders_drawn_a_pixel_apart(tmp_path):
    # --snap reaches the SVG import: 1.5 px closes the 1 px gap; without it the gap stays.
    body = ('<path id="Left" d="M 10 10 L 100 10 L 100 100 L 10 100 Z"/>'
            '<path id="Right" d="M 101 10 L 190 10 L 190 100 L 101 100 Z"/>'
            '<path id="Below" d="M 10 100 L 190 100 L 190 190 L 10 190 Z"/>')
    path = write(tmp_path, body)
    snapped = import_file(path, ImportOptions(snap=1.5)).board
    assert connection(snapped, "Left", "Right").kind is ConnectionKind.BORDER
    loose = import_file(path, ImportOptions()).board
    assert connection(loose, "Left", "Right") is None
