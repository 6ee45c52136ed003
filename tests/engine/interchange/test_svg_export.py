"""Exporting to SVG: one path per territory named as Inkscape shows it, continents as layers,
sea-lines dashed in a layer of their own; the drawing re-imports to the same map."""

from __future__ import annotations

import dataclasses
import xml.etree.ElementTree as ET

import pytest
import shapely

from engine.board.generate import voronoi_board
from engine.board.model import Connection, ConnectionKind, Continent, TerritoryKind
from engine.board.validation import validate
from engine.interchange import ImportOptions, InterchangeError, export_file, import_file
from engine.interchange.svg.drawing import INKSCAPE, SVG_NS
from tests.support.svg_maps import write_sample

NS = {"svg": SVG_NS, "inkscape": INKSCAPE}
LABEL, GROUPMODE = f"{{{INKSCAPE}}}label", f"{{{INKSCAPE}}}groupmode"


@pytest.fixture
def sample_board(tmp_path):
    return import_file(write_sample(tmp_path), ImportOptions(snap=1.5, extra={"continents": "layers"})).board


def export(board, folder, name="again.svg"):
    folder.mkdir(exist_ok=True)
    written, result = export_file(board, folder / name)
    assert written == [folder / name]
    return folder / name


def reimport(path):
    return import_file(path, ImportOptions(extra={"continents": "layers"})).board


def adjacency(board):
    name = {t.id: t.name for t in board.territories}
    return {(frozenset((name[c.a], name[c.b])), c.kind, c.one_way, c.wraps) for c in board.connections}


def test_one_path_per_territory_with_its_id_label_title_and_colour(sample_board, tmp_path):
    root = ET.parse(export(sample_board, tmp_path / "out")).getroot()
    assert root.tag == f"{{{SVG_NS}}}svg"
    assert (root.get("width"), root.get("height"), root.get("viewBox")) == ("400", "300", "0 0 400 300")
    assert root.find("svg:title", NS).text == "Sample Drawing"
    paths = root.findall(".//svg:path", NS)
    assert [p.get("id") for p in paths] == ["west", "east", "south", "isle"]
    assert [p.get(LABEL) for p in paths] == ["West", "East", "South", "Isle"]
    assert [p.find("svg:title", NS).text for p in paths] == ["West", "East", "South", "Isle"]
    assert [p.get("fill") for p in paths] == ["#cc3333", "#cc3333", "#3366cc", "#3366cc"]
    assert all(p.get("d").startswith("M ") and p.get("d").endswith(" Z") for p in paths)


def test_continents_are_inkscape_layers_and_sea_lines_dashed_in_their_own(sample_board, tmp_path):
    root = ET.parse(export(sample_board, tmp_path / "out")).getroot()
    layers = root.findall("svg:g", NS)
    assert [(g.get(LABEL), g.get(GROUPMODE), g.get("data-bonus")) for g in layers] == [
        ("North", "layer", "3"), ("South", "layer", "0"), ("Sea-lines", "layer", None)]
    assert [p.get("id") for p in layers[0].findall("svg:path", NS)] == ["west", "east"]
    sea = layers[2]
    assert sea.get("stroke-dasharray") and sea.get("fill") == "none"
    lines = sea.findall("svg:line", NS)
    assert [(line.get("data-from"), line.get("data-to")) for line in lines] == [("isle", "south")]


def test_a_round_trip_gives_the_same_territories_continents_and_adjacency(sample_board, tmp_path):
    again = reimport(export(sample_board, tmp_path / "out"))
    assert [(t.id, t.name, t.continent, t.label) for t in again.territories] == [
        (t.id, t.name, t.continent, t.label) for t in sample_board.territories]
    assert again.continents == sample_board.continents
    assert adjacency(again) == adjacency(sample_board)
    for territory in sample_board.territories:
        assert again.shape(territory.id).equals(sample_board.shape(territory.id))
    assert validate(again).errors == []


def test_a_generated_world_with_continents_round_trips(tmp_path):
    board = voronoi_board(40, seed=3)
    board.add_continent(Continent("east", "East", "#4488aa", 4))
    for index, territory in enumerate(board.territories):  # the eastern half moves to East
        if board.shape(territory.id).centroid.x > board.meta.width / 2:
            board.set_territory(index, dataclasses.replace(territory, continent="east"))
    first, last = board.territories[0].id, board.territories[-1].id
    board.add_connection(Connection(min(first, last), max(first, last), ConnectionKind.SEA_LINE, wraps=True))
    assert validate(board).errors == []
    again = reimport(export(board, tmp_path / "out"))
    # Grouped by continent in the drawing, so in another order; each the same.
    assert {t.name: (t.id, t.continent) for t in again.territories} == {
        t.name: (t.id, t.continent) for t in board.territories}
    assert again.continents == board.continents
    assert adjacency(again) == adjacency(board)
    for territory in board.territories:
        assert again.shape(territory.id).equals(board.shape(territory.id))
    assert validate(again).errors == []


def test_territories_of_no_continent_lie_outside_every_layer(sample_board, tmp_path):
    board = sample_board.copy()
    board.set_territory(3, dataclasses.replace(board.territories[3], continent=None))
    root = ET.parse(export(board, tmp_path / "out")).getroot()
    assert [p.get("id") for p in root.findall("svg:path", NS)] == ["isle"]
    assert [t.continent for t in reimport(tmp_path / "out" / "again.svg").territories] == [
        "north", "north", "south", None]


def test_ids_stay_unique_when_a_continent_and_a_territory_share_one(sample_board, tmp_path):
    board = sample_board.copy()
    board.set_continent(0, dataclasses.replace(board.continents[0], id="continent-north"))
    board.set_territory(0, dataclasses.replace(board.territories[0], id="continent-north"))
    board.replace_connections([dataclasses.replace(c, a="continent-north") if c.a == "west" else
                               dataclasses.replace(c, b="continent-north") if c.b == "west" else c
                               for c in board.connections])
    root = ET.parse(export(board, tmp_path / "out")).getroot()
    ids = [e.get("id") for e in root.iter() if e.get("id")]
    assert len(ids) == len(set(ids))


def test_an_empty_map_is_refused(tmp_path):
    board = voronoi_board(2, seed=1)
    for index in reversed(range(len(board.territories))):
        board.remove_territory_at(index)
    board.replace_connections([])
    with pytest.raises(InterchangeError, match="no territories to export"):
        export_file(board, tmp_path / "empty.svg")


def test_the_exported_outline_is_the_territory_s_own(sample_board, tmp_path):
    root = ET.parse(export(sample_board, tmp_path / "out")).getroot()
    south = root.find(".//svg:path[@id='south']", NS)
    points = [tuple(map(float, pair.split(","))) for pair in south.get("d")[2:-2].split()]
    assert shapely.Polygon(points).equals(sample_board.shape("south"))


def test_sea_territories_are_exported_with_a_note_that_the_drawing_cannot_say_so(sample_board, tmp_path):
    board = sample_board.copy()
    board.set_territory(3, dataclasses.replace(board.territories[3], kind=TerritoryKind.SEA))
    _, result = export_file(board, tmp_path / "seas.svg")
    assert [str(i) for i in result.report] == [
        "sea territories (1) are drawn as shapes like the land: a drawing cannot say which is sea"]
