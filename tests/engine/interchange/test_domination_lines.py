"""Domination maps whose borders are drawn as lines of "no country" pixels (as Domination's
own risk.map draws them): neighbours drawn next to each other become land borders sharing
one border line, neighbours across real water stay sea-lines, and ``--snap`` sets how wide
a line may be. Also what export writes for Domination: colours it reads, the encoding it
expects, no stray "no country" pixels inside land.

The test map, 120 x 80 pixels (255: no country)::

    +--------+-+--------+--+-------+              +----+
    |   A    |1|   B    |2 |   C   |   open sea   |    |
    +--------+-+--------+--+-------+   20 px      | F  |
    |////// a line 3 px high ///////|              |    |
    +-------------+-+---------------+              |    |
    |   D  [lake]  \\1    E         |              +----+
    +---------------\\--------------+

A line one pixel wide (A|B), two (B|C), three (A, B, C over D, E), a slanted line one
pixel wide (D|E), a lake inside D, and F across the sea from C and E.
"""

from __future__ import annotations

import codecs
import dataclasses

import numpy as np
import pytest
import shapely

from engine.board.generate import voronoi_board
from engine.board.model import ConnectionKind
from engine.board.validation import validate
from engine.interchange import ExportOptions, ImportOptions, ItemKind, export_file, import_file
from engine.interchange.coverage import parts_of
from engine.interchange.domination import map_file, tracing
from tests.support import domination_maps as sample
from tests.support.domination_maps import write_sample

NONE = 255
WIDTH, HEIGHT = 120, 80
COUNTRIES = {
    1: ("A", 1, 15, 15), 2: ("B", 1, 45, 15), 3: ("C", 1, 75, 15),
    4: ("D", 2, 20, 40), 5: ("E", 2, 70, 60), 6: ("F", 2, 114, 35),
}
LAND_PAIRS = {("A", "B"), ("B", "C"), ("A", "D"), ("B", "D"), ("B", "E"), ("C", "E"), ("D", "E")}
SEA_PAIRS = {("C", "F"), ("E", "F")}


def slant(y: int) -> int:
    """The column of the slanted line between D and E on row ``y``: a step every 3 rows."""
    return 40 + (y - 33) // 3


def lined_numbers() -> np.ndarray:
    numbers = np.full((HEIGHT, WIDTH), NONE, dtype=np.uint8)
    numbers[0:30, 0:30] = 1  # A; column 30 is a line one pixel wide
    numbers[0:30, 31:60] = 2  # B; columns 60-61, a line two pixels wide
    numbers[0:30, 62:90] = 3  # C; rows 30-32, a line three pixels high under A, B and C
    for y in range(33, 80):
        numbers[y, 0:slant(y)] = 4  # D, left of the slanted line
        numbers[y, slant(y) + 1:90] = 5  # E, right of it
    numbers[50:55, 10:15] = NONE  # a lake in D
    numbers[10:61, 110:120] = 6  # F, an island 20 pixels across the sea (columns 90-109)
    return numbers


def borders_of(pairs) -> dict[int, list[int]]:
    number = {name: n for n, (name, *_rest) in COUNTRIES.items()}
    borders: dict[int, list[int]] = {n: [] for n in COUNTRIES}
    for first, second in pairs:
        borders[number[first]].append(number[second])
        borders[number[second]].append(number[first])
    return borders


def write_lined_map(folder, numbers=None, pairs=LAND_PAIRS | SEA_PAIRS):
    numbers = lined_numbers() if numbers is None else numbers
    text = sample.map_text("lined", countries=COUNTRIES, borders=borders_of(pairs))
    return write_sample(folder, "lined", numbers=numbers, text=text)


def pixel_gap(numbers: np.ndarray, first: int, second: int) -> int:
    """How many pixels of anything else lie between the two countries at their nearest
    (chessboard distance less one): 0 where they touch."""
    ys1, xs1 = np.nonzero(numbers == first)
    ys2, xs2 = np.nonzero(numbers == second)
    apart = np.maximum(np.abs(ys1[:, None] - ys2[None, :]), np.abs(xs1[:, None] - xs2[None, :]))
    return int(apart.min()) - 1


def kinds(board) -> dict[frozenset, ConnectionKind]:
    name = {t.id: t.name for t in board.territories}
    return {frozenset((name[c.a], name[c.b])): c.kind for c in board.connections}


def shared_border(board, first: str, second: str):
    a, b = board.shape(first.lower()), board.shape(second.lower())
    return shapely.intersection(a.boundary, b.boundary)


@pytest.fixture
def lined(tmp_path):
    return import_file(write_lined_map(tmp_path), ImportOptions(output=tmp_path / "lined.yaml"))


def test_the_test_map_draws_its_neighbours_one_to_three_pixels_apart():
    numbers = lined_numbers()
    number = {name: n for n, (name, *_rest) in COUNTRIES.items()}
    assert {pixel_gap(numbers, number[a], number[b]) for a, b in LAND_PAIRS} == {0, 1, 2, 3}
    assert all(pixel_gap(numbers, number[a], number[b]) >= 20 for a, b in SEA_PAIRS)


def test_every_listed_pair_within_three_pixels_is_a_land_border_sharing_a_line(lined):
    board = lined.board
    numbers = lined_numbers()
    number = {name: n for n, (name, *_rest) in COUNTRIES.items()}
    found = kinds(board)
    for first, second in LAND_PAIRS | SEA_PAIRS:
        near = pixel_gap(numbers, number[first], number[second]) <= 3
        assert found[frozenset((first, second))] is (ConnectionKind.BORDER if near else ConnectionKind.SEA_LINE)
    for first, second in LAND_PAIRS:
        common = shared_border(board, first, second)
        assert common.length > 0, (first, second)
        # One line seen from both sides: all each has along the other is the common line.
        a, b = board.shape(first.lower()), board.shape(second.lower())
        assert shapely.intersection(a.boundary, b.buffer(1e-6)).length == pytest.approx(common.length)
        assert shapely.intersection(b.boundary, a.buffer(1e-6)).length == pytest.approx(common.length)
        assert shapely.intersection(a, b).area == 0
    assert (lined.report.borders, lined.report.sea_lines) == (len(LAND_PAIRS), len(SEA_PAIRS))


def test_a_line_is_split_down_its_middle_between_its_two_sides(lined):
    board = lined.board
    # A|B: the one-pixel line (x 30 to 31) goes to one side whole; B|C: two pixels (x 60 to
    # 62) one each, the border at 61; A, B, C over D, E: three pixels (y 30 to 33).
    _x0, _y0, x1, _y1 = shared_border(board, "A", "B").bounds
    assert x1 in (30, 31) and shared_border(board, "A", "B").bounds[0] == x1
    assert shared_border(board, "B", "C").bounds[0] == shared_border(board, "B", "C").bounds[2] == 61
    for first, second in (("A", "D"), ("B", "E"), ("C", "E")):
        _x0, y0, _x1, y1 = shared_border(board, first, second).bounds
        assert 30 <= y0 <= y1 <= 33
    # Nothing else moved: A keeps its 30 columns and gains at most the line beside it.
    assert 30 * 30 <= board.shape("a").area <= 31 * 33


def test_the_open_sea_stays_sea_and_a_lake_inside_one_country_stays_a_lake(lined):
    board = lined.board
    sea = shapely.box(90, 0, 110, HEIGHT)
    assert all(shapely.intersection(board.shape(t.id), sea).area == 0 for t in board.territories)
    assert board.shape("f").area == 10 * 51  # the island as drawn
    lake = shapely.box(10, 50, 15, 55)
    assert [len(part.holes) for part in board.territory("d").parts] == [1]
    assert shapely.Polygon(board.territory("d").parts[0].holes[0].xy).equals(lake)


def test_the_map_validates_with_no_slivers_gaps_or_errors(lined):
    report = validate(lined.board)
    assert report.errors == []
    assert not {"sliver", "gap", "border-mismatch", "overlap", "unconnected-border"} & report.codes()


def test_the_report_says_the_lines_were_closed(lined):
    fixed = [str(item) for item in lined.report.of_kind(ItemKind.FIXED)]
    assert any(line.startswith("borders drawn as lines of 'no country' up to 3 pixels wide:") for line in fixed)


@pytest.mark.parametrize("gap", [1, 2, 3, 4, 5])
def test_two_neighbours_are_a_border_up_to_three_pixels_apart_and_a_sea_line_beyond(tmp_path, gap):
    numbers = np.full((HEIGHT, WIDTH), NONE, dtype=np.uint8)
    numbers[10:70, 10:50] = 1
    numbers[10:70, 50 + gap:100] = 2
    countries = {1: ("A", 1, 30, 40), 2: ("B", 1, 80, 40)}
    text = sample.map_text("pair", countries=countries, borders={1: [2], 2: [1]})
    board = import_file(write_sample(tmp_path, "pair", numbers=numbers, text=text)).board
    expected = ConnectionKind.BORDER if gap <= 3 else ConnectionKind.SEA_LINE
    assert board.connections[0].kind is expected
    assert validate(board).errors == []


@pytest.mark.parametrize(("snap", "closed"), [
    (0, set()),  # 0 keeps every line: the pictures as drawn
    (1, {("A", "B"), ("D", "E")}),  # only the lines one pixel wide
    (2, {("A", "B"), ("B", "C"), ("D", "E")}),
    (3, LAND_PAIRS),
    (10, LAND_PAIRS),  # the sea is 20 pixels across: still sea
])
def test_snap_is_the_widest_line_closed(tmp_path, snap, closed):
    board = import_file(write_lined_map(tmp_path), ImportOptions(snap=snap)).board
    found = kinds(board)
    borders = {pair for pair, kind in found.items() if kind is ConnectionKind.BORDER}
    assert borders == {frozenset(pair) for pair in closed}
    assert all(found[frozenset(pair)] is ConnectionKind.SEA_LINE for pair in SEA_PAIRS)


def test_a_fractional_snap_counts_whole_pixels(tmp_path):
    board = import_file(write_lined_map(tmp_path), ImportOptions(snap=1.9)).board
    borders = {pair for pair, kind in kinds(board).items() if kind is ConnectionKind.BORDER}
    assert borders == {frozenset(("A", "B")), frozenset(("D", "E"))}


def test_lines_reaching_the_picture_s_edge_are_closed_to_the_edge_but_a_margin_stays():
    numbers = np.full((20, 20), NONE, dtype=np.uint8)
    numbers[1:19, 1:9] = 1
    numbers[1:19, 10:19] = 2  # a one-pixel line at x 9, and a one-pixel margin all round
    closed, count = tracing.close_lines(numbers, 3)
    assert count == 18  # the line, rows 1 to 18
    assert (closed[:, 0] == NONE).all() and (closed[0, :] == NONE).all() and (closed[19, :] == NONE).all()
    assert set(closed[1:19, 9].tolist()) <= {1, 2}


def test_where_lines_cross_the_crossing_goes_to_the_four_corners():
    numbers = np.full((21, 21), NONE, dtype=np.uint8)
    numbers[0:10, 0:10], numbers[0:10, 12:21] = 1, 2
    numbers[12:21, 0:10], numbers[12:21, 12:21] = 3, 4  # lines two pixels wide, crossing at 10-11
    closed, _count = tracing.close_lines(numbers, 3)
    assert (closed != NONE).all()
    assert closed[10, 10] == 1 and closed[10, 11] == 2 and closed[11, 10] == 3 and closed[11, 11] == 4


def contacts(numbers: np.ndarray) -> set[tuple[int, int]]:
    found = set()
    for a, b in ((numbers[:, :-1], numbers[:, 1:]), (numbers[:-1], numbers[1:])):
        differ = (a != b) & (a != NONE) & (b != NONE)
        found |= {tuple(sorted(pair)) for pair in zip(a[differ].tolist(), b[differ].tolist(), strict=True)}
    return found


def test_where_lines_of_different_widths_meet_only_listed_neighbours_come_to_touch():
    numbers = np.full((20, 20), NONE, dtype=np.uint8)
    numbers[0:9, 0:8], numbers[0:9, 11:20] = 24, 5  # three pixels apart
    numbers[10:20, 0:10], numbers[10:20, 11:20] = 59, 22  # one pixel apart; a line one pixel high between
    listed = [(5, 24), (24, 59), (5, 22), (22, 59)]
    assert (5, 59) in contacts(tracing.close_lines(numbers, 3)[0])  # growing alone lets 59 reach 5
    closed, _count = tracing.close_lines(numbers, 3, listed)
    assert contacts(closed) == set(listed)
    assert (closed != NONE).all()


def test_where_lines_meet_in_a_blot_wider_than_a_line_the_blot_is_closed_too():
    numbers = np.full((25, 25), NONE, dtype=np.uint8)
    numbers[0:10, 0:10], numbers[0:10, 13:25], numbers[13:25, 0:25] = 1, 2, 3  # lines 3 pixels wide
    numbers[8:15, 8:15] = NONE  # the lines meet in a blot 7 pixels across, as a brush leaves it
    closed, _count = tracing.close_lines(numbers, 3, [(1, 2), (1, 3), (2, 3)])
    assert (closed != NONE).all()
    assert contacts(closed) == {(1, 2), (1, 3), (2, 3)}


def test_lines_are_closed_fast_enough_for_a_big_picture():
    import time

    numbers = np.full((1000, 1500), 1, dtype=np.uint8)
    numbers[:, ::50] = NONE
    numbers[::50, :] = NONE
    start = time.perf_counter()
    closed, count = tracing.close_lines(numbers, 3)
    assert count == np.count_nonzero(numbers == NONE) - np.count_nonzero(closed == NONE)
    assert time.perf_counter() - start < 2.0


# -- export ---------------------------------------------------------------------------------

def exported_text(board, tmp_path, name="out") -> bytes:
    export_file(board, tmp_path / f"{name}.map", ExportOptions())
    return (tmp_path / f"{name}.map").read_bytes()


def domination_reads(data: bytes) -> str:
    """The text as Domination reads it (RiskUtil.readMap): UTF-8 after a byte order mark,
    else ISO-8859-1."""
    if data.startswith(codecs.BOM_UTF8):
        return data[len(codecs.BOM_UTF8):].decode("utf-8")
    return data.decode("iso-8859-1")


def continent_colours(text: str) -> list[str]:
    section = text.split("[continents]")[1].split("[countries]")[0]
    return [line.split()[2] for line in section.splitlines() if line.strip()]


def test_continent_colours_are_written_as_domination_reads_them(lined, tmp_path):
    board = lined.board.copy()
    colours = ["#8b4513", "#ffff00"]  # brown: not a name Domination knows; yellow: one it does
    for continent, colour in zip(board.continents, colours, strict=True):
        board.set_continent(board.continent_index(continent.id), dataclasses.replace(continent, colour=colour))
    written = continent_colours(domination_reads(exported_text(board, tmp_path)))
    assert written == ["#8b4513", "yellow"]
    for word in written:  # Domination's ColorUtil: one of its names, or a number Integer.decode takes
        assert word in map_file.DOMINATION_COLOUR_NAMES or int(word[1:], 16) >= 0
    again = import_file(tmp_path / "out.map").board
    assert [c.colour for c in again.continents] == colours


def test_names_beyond_ascii_reach_domination_intact(lined, tmp_path):
    board = lined.board.copy()
    index = board.territory_index("a")
    board.set_territory(index, dataclasses.replace(board.territory("a"), name="Zürich Øst"))
    data = exported_text(board, tmp_path)
    assert data.startswith(codecs.BOM_UTF8)  # without it Domination reads Latin-1: "ZÃ¼rich"
    assert "\r\n1 Zürich_Øst 1 " in domination_reads(data)
    assert (tmp_path / "out.cards").read_bytes().startswith(codecs.BOM_UTF8)
    assert import_file(tmp_path / "out.map").board.territories[0].name == "Zürich Øst"


def test_the_exported_map_picture_has_no_stray_no_country_pixels_inside_land(tmp_path):
    board = voronoi_board(30, seed=5)
    scale = 400 / board.meta.width
    # Inside land: a pixel or more from its coast.
    inland = shapely.union_all([board.shape(t.id) for t in board.territories]).buffer(-1 / scale)
    # Borders drawn a hair apart: each territory a third of a unit smaller all round.
    for index, territory in enumerate(board.territories):
        shrunk = board.shape(territory.id).buffer(-0.3, join_style="mitre")
        board.set_territory(index, dataclasses.replace(territory, parts=parts_of(shrunk)))
    land = shapely.union_all([board.shape(t.id) for t in board.territories])

    def inland_pixels_of_no_country(covered):
        ys, xs = np.nonzero(~covered)
        return int(shapely.intersects_xy(inland, (xs + 0.5) / scale, (ys + 0.5) / scale).sum())

    xs, ys = np.meshgrid(np.arange(400) + 0.5, np.arange(round(board.meta.height * scale)) + 0.5)
    sampled = shapely.intersects_xy(land, xs / scale, ys / scale)
    assert inland_pixels_of_no_country(sampled) > 50  # sampled as it is, the land would have holes
    export_file(board, tmp_path / "out.map", ExportOptions(width=400))
    numbers = tracing.read_numbers((tmp_path / "out_map.gif").read_bytes())
    assert inland_pixels_of_no_country(numbers != NONE) == 0


def test_export_keeps_real_water(lined, tmp_path):
    export_file(lined.board, tmp_path / "out.map", ExportOptions())
    numbers = tracing.read_numbers((tmp_path / "out_map.gif").read_bytes())
    assert (numbers[:, 90:110] == NONE).all()  # the sea
    assert (numbers[50:55, 10:15] == NONE).all()  # the lake
