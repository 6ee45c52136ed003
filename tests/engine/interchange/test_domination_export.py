"""Exporting to Domination: the files Domination reads, and a map that re-imports to the same
territories, continents and adjacency."""

from __future__ import annotations

import dataclasses
import io

import numpy as np
import pytest
from PIL import Image

from engine.board.generate import voronoi_board
from engine.board.model import Connection, ConnectionKind
from engine.board.validation import validate
from engine.interchange import ExportOptions, ImportOptions, InterchangeError, export_file, import_file
from engine.interchange.domination.tracing import read_numbers
from tests.support import domination_maps as sample
from tests.support.domination_maps import write_sample


def export_and_reimport(board, folder, name="again", detail=0.0, **options):
    folder.mkdir(exist_ok=True)
    written, result = export_file(board, folder / f"{name}.map", ExportOptions(**options))
    return import_file(folder / f"{name}.map", ImportOptions(detail=detail)), written, result


def adjacency(board):
    name = {t.id: t.name for t in board.territories}
    return {(frozenset((name[c.a], name[c.b])), c.kind, c.one_way) for c in board.connections}


@pytest.fixture
def sample_board(tmp_path):
    return import_file(write_sample(tmp_path)).board


def test_the_four_files_domination_reads_are_written(sample_board, tmp_path):
    _again, written, _result = export_and_reimport(sample_board, tmp_path / "out")
    assert [p.name for p in written] == ["again_map.gif", "again_pic.png", "again.cards", "again.map"]
    text = (tmp_path / "out" / "again.map").read_bytes().decode("utf-8")  # Windows line ends, as Domination's
    assert "[files]\r\npic again_pic.png\r\nmap again_map.gif\r\ncrd again.cards\r\n" in text
    assert "[continents]\r\nNorthland 3 yellow\r\nSouthland 2 green\r\n" in text
    assert "\r\n1 West 1 30 6\r\n" in text and "\r\n1 2 3 4\r\n" in text


def test_the_map_picture_holds_each_pixel_s_territory_number(sample_board, tmp_path):
    export_and_reimport(sample_board, tmp_path / "out")
    numbers = read_numbers((tmp_path / "out" / "again_map.gif").read_bytes())
    assert np.array_equal(numbers, sample.sample_numbers())  # the very picture it was imported from


def test_a_round_trip_gives_the_same_territories_continents_and_adjacency(sample_board, tmp_path):
    again, _written, _result = export_and_reimport(sample_board, tmp_path / "out")
    board = again.board
    assert [t.name for t in board.territories] == [t.name for t in sample_board.territories]
    assert [(c.name, c.bonus) for c in board.continents] == [(c.name, c.bonus) for c in sample_board.continents]
    assert [t.continent for t in board.territories] == [t.continent for t in sample_board.territories]
    assert adjacency(board) == adjacency(sample_board)
    assert [len(t.parts) for t in board.territories] == [len(t.parts) for t in sample_board.territories]
    for first, second in zip(board.territories, sample_board.territories, strict=True):
        assert board.shape(first.id).equals(sample_board.shape(second.id))
    assert validate(board).errors == []


def test_a_generated_world_round_trips_to_the_same_adjacency(tmp_path):
    board = voronoi_board(40, seed=3)
    again = export_and_reimport(board, tmp_path / "out", detail=None)[0].board
    assert [t.name for t in again.territories] == [t.name for t in board.territories]
    pairs = {frozenset((board.territory(c.a).name, board.territory(c.b).name)) for c in board.connections}
    assert {frozenset((again.territory(c.a).name, again.territory(c.b).name)) for c in again.connections} == pairs
    # Borders stay borders unless the pixels leave them a mere corner.
    border_kinds = [c.kind for c in again.connections]
    assert border_kinds.count(ConnectionKind.BORDER) >= 0.95 * len(border_kinds)
    assert validate(again).errors == []


def test_a_one_way_connection_is_listed_on_one_side_only(sample_board, tmp_path):
    board = sample_board.copy()
    board.replace_connections([
        *[c for c in board.connections if {c.a, c.b} != {"east", "isles"}],
        Connection("east", "isles", ConnectionKind.SEA_LINE, one_way=True),
    ])
    again = export_and_reimport(board, tmp_path / "out", detail=None)[0].board
    link = again.connection_between("east", "isles")
    assert link.one_way and (link.a, link.b) == ("east", "isles")


def test_territories_without_a_continent_go_to_one_worth_nothing(sample_board, tmp_path):
    board = sample_board.copy()
    index = board.territory_index("isles")
    board.set_territory(index, dataclasses.replace(board.territory("isles"), continent=None))
    again, _written, result = export_and_reimport(board, tmp_path / "out")
    assert [(c.name, c.bonus) for c in again.board.continents][-1] == ("No continent", 0)
    assert [str(item) for item in result.report] == [
        "territories of no continent (1) go to a continent 'No continent' worth 0"]


def test_without_a_renderer_the_picture_is_drawn_plainly_at_the_map_s_size(sample_board, tmp_path):
    export_and_reimport(sample_board, tmp_path / "out", width=160)
    picture = Image.open(io.BytesIO((tmp_path / "out" / "again_pic.png").read_bytes()))
    assert picture.size == (160, 120) and picture.mode == "RGB"
    assert picture.getpixel((20, 50)) == (255, 255, 0)  # West, in Northland's yellow


def test_a_renderer_passed_in_draws_the_picture(sample_board, tmp_path):
    calls = []

    def renderer(board, width, height):
        calls.append((width, height))
        return b"picture"

    export_file(sample_board, tmp_path / "again.map", ExportOptions(width=40, picture=renderer))
    assert calls == [(40, 30)] and (tmp_path / "again_pic.png").read_bytes() == b"picture"


def test_a_territory_smaller_than_a_pixel_still_gets_one(tmp_path):
    numbers = sample.sample_numbers()
    numbers[2:4, 44:46] = 6  # a rock in East, 2 pixels across
    countries = {**sample.COUNTRIES, 6: ("Rock", 1, 45, 3)}
    borders = {**sample.BORDERS, 2: [1, 3, 5, 6], 6: [2]}
    board = import_file(write_sample(tmp_path, numbers=numbers,
                                     text=sample.map_text(countries=countries, borders=borders))).board
    again, _written, result = export_and_reimport(board, tmp_path / "out", width=4)  # a pixel is 20 units
    assert [t.name for t in again.board.territories] == ["West", "East", "South", "Enclave", "Isles", "Rock"]
    assert [str(item) for item in result.report] == ["Rock is smaller than a pixel at this size: it got one pixel"]
    # At 4 pixels across, the sea between Isles and its neighbours is gone: the same links, now borders.
    assert {pair for pair, _kind, _one_way in adjacency(again.board)} == {pair for pair, _, _ in adjacency(board)}


def test_too_many_territories_for_the_pixels_are_refused(sample_board, tmp_path):
    with pytest.raises(InterchangeError, match="cannot get a pixel of its own in a picture 2 pixels wide"):
        export_file(sample_board, tmp_path / "tiny.map", ExportOptions(width=2))


def test_more_territories_than_domination_numbers_are_refused(tmp_path):
    with pytest.raises(InterchangeError, match="the map has 300 territories; a Domination map holds at most 254"):
        export_file(voronoi_board(300), tmp_path / "big.map")
    assert list(tmp_path.iterdir()) == []
