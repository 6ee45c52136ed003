"""Reading and writing map files: round trips, atomic saves, and every kind of bad input."""

from __future__ import annotations

import dataclasses
import os
import textwrap
from pathlib import Path

import pytest

from engine.board import (
    Background,
    Board,
    Connection,
    ConnectionKind,
    load_map,
    map_to_text,
    read_map,
    save_map,
)
from engine.board.map_format import SCHEMA_VERSION
from engine.files.errors import FileFormatError
from engine.files.yaml_reader import HAS_LIBYAML, LIBYAML_COMPOSER, PURE_PYTHON_COMPOSER
from engine.resources import maps_dir
from tests.support.boards import pair

SHIPPED = sorted(maps_dir().glob("*.yaml"))

GOOD = textwrap.dedent("""\
    format: worldsmith-map
    schema: 1
    name: Two Lands
    canvas:
      width: 300
      height: 200
    continents:
    - id: main
      name: Mainland
      colour: '#88aa55'
      bonus: 3
    territories:
    - id: a
      name: Alpha
      continent: main
      polygon: 0,0 100,0 100,100 0,100
    - id: b
      name: Beta
      continent: main
      polygon: 100,0 200,0 200,100 100,100
    connections:
    - a -- b
    """)


def read(text: str):
    return read_map(text, file="test.yaml")


def error_for(text: str) -> FileFormatError:
    with pytest.raises(FileFormatError) as caught:
        read(text)
    return caught.value


def replace_line(old: str, new: str) -> str:
    assert old in GOOD
    return GOOD.replace(old, new)


# -- round trips -------------------------------------------------------------------------


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_shipped_maps_survive_load_save_load(path, tmp_path):
    first = load_map(path).board
    copy = tmp_path / path.name
    save_map(first, copy)
    assert load_map(copy).board == first


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_saving_an_unchanged_shipped_map_reproduces_the_file_byte_for_byte(path):
    assert map_to_text(load_map(path).board) == path.read_text(encoding="utf-8")


def test_every_field_survives_a_round_trip():
    board = pair()
    board.set_meta(board.meta.__class__(
        name="Ünïcode: 'quotes' & #hash", width=1000, height=800.5, author="Ana María",
        description="line one\nline two", version="2.3", mark_radius=7.5,
        background=Background("scans/old map.png", 0.35, locked=False),
    ))
    a = board.territory("a")
    board.replace_territory("a", a.__class__(
        **{**a.__dict__, "flags": frozenset({"canal-eligible", "capital"})}
    ))
    board.add_connection(Connection("a", "b", ConnectionKind.SEA_LINE, one_way=True))
    assert read(map_to_text(board)).board == board


def test_a_wrapping_connection_is_written_on_its_line_and_read_back():
    """A connection drawn around the world says so (``wraps: true``); others stay plain."""
    board = pair()
    board.add_connection(Connection("b", "a", ConnectionKind.SEA_LINE, one_way=True, wraps=True))
    text = map_to_text(board)
    assert "\n- a -- b\n- {link: b ~~> a, wraps: true}\n" in text
    back = read(text).board
    assert back == board
    assert [c.wraps for c in back.connections] == [False, True]
    written_false = read(GOOD.replace("- a -- b", "- {link: a -- b, wraps: false}")).board
    assert written_false.connections[0] == Connection("a", "b")


def test_pure_python_and_libyaml_parsers_read_the_same_map():
    text = (maps_dir() / "tutorial.yaml").read_text(encoding="utf-8")
    pure = read_map(text, loader=PURE_PYTHON_COMPOSER).board
    assert pure == load_map(maps_dir() / "tutorial.yaml").board
    if HAS_LIBYAML:
        assert read_map(text, loader=LIBYAML_COMPOSER).board == pure


def test_libyaml_is_used_when_present():
    import yaml

    assert hasattr(yaml, "CBaseLoader") == HAS_LIBYAML


def test_a_single_ring_is_one_string_and_rings_with_holes_are_structured():
    board = read(GOOD).board
    text = map_to_text(board)
    assert "polygon: 0,0 100,0 100,100 0,100\n" in text
    holed = read(replace_line(
        "polygon: 0,0 100,0 100,100 0,100",
        "polygon:\n  - outer: 0,0 100,0 100,100 0,100\n    holes: ['40,40 60,40 60,60 40,60']\n"
        "  - 0,200 10,200 10,210",
    )).board
    alpha = holed.territory("a")
    assert len(alpha.parts) == 2 and len(alpha.parts[0].holes) == 1
    assert read(map_to_text(holed)).board == holed


def test_a_ring_written_closed_is_read_open():
    board = read(replace_line("0,0 100,0 100,100 0,100", "0,0 100,0 100,100 0,100 0,0")).board
    assert len(board.territory("a").parts[0].outer) == 4


def test_defaults_are_left_out_when_saving():
    text = map_to_text(read(GOOD).board)
    assert "kind:" not in text and "flags:" not in text and "background:" not in text


# -- saving is atomic --------------------------------------------------------------------


def test_a_failed_save_leaves_the_old_file_and_no_temporary_files(tmp_path, monkeypatch):
    target = tmp_path / "world.yaml"
    target.write_text("the old contents", encoding="utf-8")

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        save_map(pair(), target)
    assert target.read_text(encoding="utf-8") == "the old contents"
    assert [p.name for p in tmp_path.iterdir()] == ["world.yaml"]


def test_save_keeps_the_files_permissions(tmp_path):
    target = tmp_path / "world.yaml"
    save_map(pair(), target)
    target.chmod(0o600)
    save_map(pair(), target)
    assert target.stat().st_mode & 0o777 == 0o600


# -- bad input: what and where -----------------------------------------------------------


def test_malformed_yaml_gives_line_and_column():
    error = error_for(GOOD.replace("  width: 300\n", "  width: [300\n"))
    assert error.file == "test.yaml" and error.line is not None and error.column is not None
    assert "not valid YAML" in str(error)
    assert str(error).startswith(f"test.yaml:{error.line}:{error.column}:")


@pytest.mark.parametrize(
    ("old", "new", "field", "words"),
    [
        ("bonus: 3", "bonus: three", "continents[0].bonus", "whole number"),
        ("bonus: 3", "bonus: '3'", "continents[0].bonus", "whole number"),
        ("width: 300", "width: -5", "canvas.width", "greater than zero"),
        ("name: Alpha", "name: [A, B]", "territories[0].name", "expected text"),
        ("0,0 100,0 100,100 0,100", "0,0 100,0 nan,100 0,100", "territories[0].polygon", "not finite"),
        ("0,0 100,0 100,100 0,100", "0,0 100,0 .inf,100 0,100", "territories[0].polygon", "not a number"),
        ("0,0 100,0 100,100 0,100", "0,0 100,0 1e999,100 0,100", "territories[0].polygon", "not finite"),
        ("0,0 100,0 100,100 0,100", "0,0 100,0 x,100 0,100", "territories[0].polygon", "vertex 3"),
        ("0,0 100,0 100,100 0,100", "0,0 100,0 100 0,100", "territories[0].polygon", "vertex 3"),
        ("0,0 100,0 100,100 0,100", "0,0 100,0", "territories[0].polygon", "at least 3 points"),
        ("colour: '#88aa55'", "colour: #88aa55", "continents[0].colour", "quotes"),
        ("colour: '#88aa55'", "colour: green", "continents[0].colour", "'#e6b422'"),
        ("- id: b", "- id: b c", "territories[1].id", "not a valid id"),
        ("- a -- b", "- a <-> b", "connections[0]", "'a -- b'"),
        ("- a -- b", "- {link: a ~~ b, wraps: maybe}", "connections[0].wraps", "true or false"),
        ("- a -- b", "- {wraps: true}", "connections[0]", "'link'"),
        ("- a -- b", "- {link: a <-> b, wraps: true}", "connections[0].link", "'a -- b'"),
        ("  name: Beta\n", "  name: Beta\n  kind: lake\n", "territories[1].kind", "land, sea"),
        ("  name: Beta\n", "  name: Beta\n  card: joker\n", "territories[1].card", "infantry"),
        ("  name: Beta\n", "  name: Beta\n  colour: #cc3300\n", "territories[1].colour", "quotes"),
        ("  name: Beta\n", "  name: Beta\n  colour: red\n", "territories[1].colour", "'#e6b422'"),
        ("  name: Beta\n", "  name: Beta\n  label: 5\n", "territories[1].label", "x,y"),
        ("  name: Beta\n", "  name: Beta\n  names: Beta\n", "territories[1].names", "{es: Japón}"),
        ("  name: Beta\n", "  name: Beta\n  names: {Spanish: Beta}\n", "territories[1].names.Spanish",
         "not a language code"),
        ("  name: Beta\n", "  name: Beta\n  names: {es: [B]}\n", "territories[1].names.es", "expected text"),
        ("  name: Mainland\n", "  name: Mainland\n  names: {es: }\n", "continents[0].names.es", "expected text"),
    ],
)
def test_wrong_values_name_the_field_and_line(old, new, field, words):
    text = replace_line(old, new)
    error = error_for(text)
    assert error.field == field
    assert words in error.message
    line_of_change = next(i for i, line in enumerate(text.splitlines(), 1) if new.splitlines()[-1] in line)
    assert error.line == line_of_change


def test_names_per_language_are_read_for_the_map_continents_and_territories():
    text = (GOOD.replace("name: Two Lands\n", "name: Two Lands\nnames: {es: Dos tierras, pt-BR: Duas terras}\n")
            .replace("  name: Mainland\n", "  name: Mainland\n  names: {es: Tierra firme}\n")
            .replace("  name: Alpha\n", "  name: Alpha\n  names:\n    es: Alfa\n"))
    board = read(text).board
    assert board.meta.names == (("es", "Dos tierras"), ("pt-BR", "Duas terras"))
    assert board.continent("main").names == (("es", "Tierra firme"),)
    assert board.territory("a").names == (("es", "Alfa"),) and board.territory("b").names == ()
    # The base names stay as written; the names per language are written on one line each.
    assert board.meta.name == "Two Lands" and board.territory("a").name == "Alpha"
    written = map_to_text(board)
    assert "names: {es: Dos tierras, pt-BR: Duas terras}\n" in written
    assert "  names: {es: Alfa}\n" in written
    assert read(written).board == board


def test_a_language_given_twice_is_an_error():
    error = error_for(GOOD.replace("  name: Beta\n", "  name: Beta\n  names: {es: Beta, es: Be}\n"))
    assert error.field == "territories[1].names.es" and "twice" in error.message


def test_a_bad_vertex_is_pointed_at_by_column():
    text = replace_line("0,0 100,0 100,100 0,100", "0,0 100,0 oops,100 0,100")
    error = error_for(text)
    line = text.splitlines()[error.line - 1]
    assert line[error.column - 1:].startswith("oops,100")


def test_missing_required_keys_are_named():
    error = error_for(GOOD.replace("  name: Beta\n", ""))
    assert error.field == "territories[1]" and "'name'" in error.message
    error = error_for(GOOD.replace("canvas:\n  width: 300\n  height: 200\n", ""))
    assert "'canvas'" in error.message


def test_a_duplicated_key_is_an_error():
    error = error_for(GOOD.replace("  name: Beta\n", "  name: Beta\n  name: Gamma\n"))
    assert error.field == "territories[1].name" and "twice" in error.message


def test_a_newer_schema_is_refused_with_advice():
    error = error_for(GOOD.replace("schema: 1", f"schema: {SCHEMA_VERSION + 1}"))
    assert error.field == "schema" and error.line == 2
    assert "newer Worldsmith" in error.message and "Update" in error.message


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("- just\n- a list\n", "not a Worldsmith map"),
        ("name: something\n", "not a Worldsmith map"),
        ("format: worldsmith-scenario\nschema: 1\n", "scenario, not a map"),
        ("format: spreadsheet\n", "unknown format"),
        ("", "empty"),
        ("# only a comment\n", "empty"),
    ],
)
def test_files_that_are_not_maps_say_so(text, words):
    assert words in error_for(text).message


def test_a_binary_file_is_not_a_map(tmp_path):
    picture = tmp_path / "picture.png"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe")
    with pytest.raises(FileFormatError) as caught:
        load_map(picture)
    assert "not a UTF-8 text file" in str(caught.value) and str(picture) in str(caught.value)


def test_control_characters_are_reported_not_crashed_on():
    assert "not valid YAML" in error_for(GOOD.replace("Alpha", "Al\x01pha")).message


def test_a_missing_file_and_a_folder_are_explained(tmp_path):
    with pytest.raises(FileFormatError, match="file not found"):
        load_map(tmp_path / "nowhere.yaml")
    with pytest.raises(FileFormatError, match="folder"):
        load_map(tmp_path)


def test_unknown_keys_are_warnings_with_place_and_suggestion():
    loaded = read(GOOD.replace("  name: Beta\n", "  name: Beta\n  contnent: main\n"))
    (warning,) = loaded.warnings
    assert warning.field == "territories[1].contnent" and warning.line == 19
    assert "did you mean 'continent'" in warning.message
    assert loaded.board.territory("b").continent == "main"


def test_yaml_booleans_are_just_text_where_text_is_expected():
    board = read(replace_line("name: Alpha", "name: yes")).board
    assert board.territory("a").name == "yes"


def test_duplicate_ids_and_dangling_connections_are_kept_for_validation_to_report():
    text = replace_line("- id: b", "- id: a") + "- a ~~ nowhere\n"
    board = read(text).board
    assert [t.id for t in board.territories] == ["a", "a"]
    assert board.connections[-1].b == "nowhere"


def test_coordinates_round_trip_exactly(tmp_path):
    values = "0.1,0.2 1e-07,3.3333333333333335 123456.789,-0.5"
    board = read(replace_line("0,0 100,0 100,100 0,100", values)).board
    path = tmp_path / "m.yaml"
    save_map(board, path)
    assert values in path.read_text(encoding="utf-8")
    assert load_map(path).board == board


def test_loading_works_from_any_directory(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert isinstance(load_map(maps_dir() / "classic.yaml").board, Board)
    assert Path(maps_dir()).is_absolute()


# -- coordinate precision ---------------------------------------------------------------------
def test_precision_defaults_to_a_tenth_and_is_written_only_when_it_differs():
    board = read(GOOD).board
    assert board.meta.precision == 0.1
    assert "precision" not in map_to_text(board)  # an older file saves as it was
    finer = Board(dataclasses.replace(board.meta, precision=0.01), board.continents, board.territories,
                  board.connections)
    text = map_to_text(finer)
    assert "precision: 0.01\n" in text
    assert read(text).board.meta.precision == 0.01


def test_an_older_map_with_unrounded_corners_loads_unchanged():
    text = GOOD.replace("polygon: 0,0 100,0 100,100 0,100", "polygon: 0,0 100,0 100,100 0,200.10204081632654")
    board = read(text).board
    assert (0.0, 200.10204081632654) in board.territory("a").parts[0].outer.points()


def test_a_precision_that_is_not_positive_is_refused_with_its_place():
    error = error_for(GOOD.replace("canvas:\n", "precision: 0\ncanvas:\n"))
    assert "precision" in str(error) and "greater than zero" in str(error) and error.line == 4


def test_the_grid_size_defaults_to_ten_and_is_written_only_when_it_differs():
    board = read(GOOD).board
    assert board.meta.grid == 10.0 and "grid" not in map_to_text(board)
    coarse = Board(dataclasses.replace(board.meta, grid=25.0), board.continents, board.territories,
                   board.connections)
    assert "grid: 25\n" in map_to_text(coarse)
    assert read(map_to_text(coarse)).board.meta.grid == 25.0
    error = error_for(GOOD.replace("canvas:\n", "grid: -5\ncanvas:\n"))
    assert "grid" in str(error) and error.line == 4


def test_a_territory_colour_is_read_saved_only_when_set_and_older_maps_load_unchanged():
    board = read(GOOD).board
    assert board.territory("a").colour is None  # no key: the continent's colour
    assert "colour: '#88aa55'" in map_to_text(board) and map_to_text(board).count("colour") == 1
    coloured = read(GOOD.replace("  name: Beta\n", "  name: Beta\n  colour: '#CC3300'\n")).board
    assert coloured.territory("b").colour == "#cc3300"
    text = map_to_text(coloured)
    assert text.count("colour: '#cc3300'") == 1
    assert read(text).board == coloured


def test_the_label_size_is_read_written_only_when_not_the_usual_and_range_checked():
    assert read(GOOD).board.meta.label_size == 1.0
    assert "label-size" not in map_to_text(read(GOOD).board)
    bigger = read(GOOD.replace("canvas:", "label-size: 1.5\ncanvas:")).board
    assert bigger.meta.label_size == 1.5
    assert "label-size: 1.5\n" in map_to_text(bigger) and read(map_to_text(bigger)).board == bigger
    error = error_for(GOOD.replace("canvas:", "label-size: 9\ncanvas:"))
    assert error.field == "label-size" and "between 0.25 and 4" in error.message and "found 9" in error.message
    assert error.line == 4
