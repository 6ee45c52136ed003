"""`worldsmith import FILE OUT.yaml` and `worldsmith export MAP OUT`: exit 0, 1 or 2, a clear line, no
traceback."""

from __future__ import annotations

from editor.cli.main import EXIT_OK, EXIT_UNREADABLE, main
from engine.board import load_map
from engine.board.validation import validate
from tests.support.domination_maps import write_sample


def test_import_writes_a_valid_map_its_background_and_a_report(tmp_path, capsys):
    source = write_sample(tmp_path)
    output = tmp_path / "world.yaml"
    assert main(["import", str(source), str(output)]) == EXIT_OK
    out = capsys.readouterr().out
    assert out.startswith("5 territories, 2 continents, 4 borders, 2 sea-lines")
    assert f"wrote {output}" in out and "note: wild cards (2)" in out
    board = load_map(output).board
    assert validate(board).ok
    assert board.meta.background.image == "world-background.png"
    assert (tmp_path / "world-background.png").read_bytes() == (tmp_path / "sample_pic.png").read_bytes()
    assert main(["validate", str(output)]) == EXIT_OK


def test_import_keeps_an_existing_map_unless_forced(tmp_path, capsys):
    source = write_sample(tmp_path)
    output = tmp_path / "world.yaml"
    output.write_text("mine", encoding="utf-8")
    assert main(["import", str(source), str(output)]) == EXIT_UNREADABLE
    assert "already exists (use --force" in capsys.readouterr().err
    assert output.read_text(encoding="utf-8") == "mine"
    assert main(["import", str(source), str(output), "--force"]) == EXIT_OK


def test_a_garbage_map_is_refused_in_one_line(tmp_path, capsys):
    source = tmp_path / "junk.map"
    source.write_bytes(b"\x89PNG\r\n\x1a\n garbage \x00\xff")
    assert main(["import", str(source), str(tmp_path / "out.yaml")]) == EXIT_UNREADABLE
    err = capsys.readouterr().err
    assert err.startswith(f"cannot import: {source}: this is not a map Worldsmith can import")
    assert "Traceback" not in err and not (tmp_path / "out.yaml").exists()
    assert main(["import", str(source), str(tmp_path / "out.yaml"), "--format", "domination"]) == EXIT_UNREADABLE
    assert "not a Domination map" in capsys.readouterr().err


def test_a_missing_picture_is_named(tmp_path, capsys):
    source = write_sample(tmp_path)
    (tmp_path / "sample_map.gif").unlink()
    assert main(["import", str(source), str(tmp_path / "out.yaml")]) == EXIT_UNREADABLE
    err = capsys.readouterr().err
    assert "the map picture 'sample_map.gif' named in [files] is not in" in err and "Traceback" not in err


def test_an_unknown_format_and_a_bad_option_exit_2(tmp_path, capsys):
    source = write_sample(tmp_path)
    assert main(["import", str(source), str(tmp_path / "o.yaml"), "--format", "dxf"]) == EXIT_UNREADABLE
    assert "no format called 'dxf'" in capsys.readouterr().err
    assert main(["import", str(source), str(tmp_path / "o.yaml"), "--option", "oops"]) == EXIT_UNREADABLE
    assert "--option needs KEY=VALUE" in capsys.readouterr().err
    assert main(["import", str(source), str(tmp_path / "o.yaml"), "--detail", "-1"]) == EXIT_UNREADABLE
    assert "--detail must be 0 or more map units, not -1" in capsys.readouterr().err
    assert main(["import", str(source), str(tmp_path / "o.yaml"), "--snap", "nan"]) == EXIT_UNREADABLE
    assert not (tmp_path / "o.yaml").exists()


def test_export_writes_domination_files_that_import_back(tmp_path, capsys, caplog):
    source = write_sample(tmp_path)
    assert main(["import", str(source), str(tmp_path / "world.yaml")]) == EXIT_OK
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    capsys.readouterr()
    assert main(["export", str(tmp_path / "world.yaml"), str(out_dir / "again.map")]) == EXIT_OK
    # The picture is the map drawn without the background it was traced from.
    assert capsys.readouterr().err == "" and "background" not in caplog.text
    assert sorted(p.name for p in out_dir.iterdir()) == ["again.cards", "again.map", "again_map.gif", "again_pic.png"]
    assert main(["import", str(out_dir / "again.map"), str(tmp_path / "again.yaml")]) == EXIT_OK
    first, second = load_map(tmp_path / "world.yaml").board, load_map(tmp_path / "again.yaml").board
    assert [t.id for t in first.territories] == [t.id for t in second.territories]
    assert {c.key: c.kind for c in first.connections} == {c.key: c.kind for c in second.connections}


def test_export_of_an_unreadable_map_exits_2(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text("format: worldsmith-map\nschema: [1\n", encoding="utf-8")
    assert main(["export", str(bad), str(tmp_path / "x.map")]) == EXIT_UNREADABLE
    err = capsys.readouterr().err
    assert err.startswith("cannot read the map:") and "Traceback" not in err


def list_formats(capsys, command: str = "import") -> str:
    """``worldsmith import --list-formats`` as typed: no FILE or OUTPUT needed; exits 0."""
    import pytest

    with pytest.raises(SystemExit) as stop:
        main([command, "--list-formats"])
    assert stop.value.code == EXIT_OK
    captured = capsys.readouterr()
    assert captured.err == ""
    return captured.out


def test_list_formats_names_each_format_its_suffixes_directions_and_options(capsys):
    from engine.interchange import formats

    out = list_formats(capsys)
    for fmt in formats():
        does = " and ".join(w for w, able in (("import", fmt.importer), ("export", fmt.exporter)) if able)
        assert f"{fmt.name}: {fmt.title} ({' '.join(fmt.suffixes)}); {does}" in out
        for option in fmt.options:
            values = "|".join(option.choices) if option.choices else "TEXT"
            assert f"--option {option.key}={values}  {option.label}" in out
            assert f"default: {option.default or 'empty (the format decides)'}" in out
            assert option.help in out
    assert "--option sea-lines=yes|no  Join islands by sea-lines, on import; default: yes" in out
    assert "domination: Domination map (.map); import and export\n  no options of its own" in out
    assert list_formats(capsys, "export") == out


def test_the_import_help_names_list_formats_and_it_exists(capsys):
    import pytest

    with pytest.raises(SystemExit):
        main(["import", "--help"])
    assert "--list-formats" in capsys.readouterr().out
    assert list_formats(capsys)  # the flag the help names works


def test_export_creates_its_folder_and_says_so(tmp_path, capsys):
    source = write_sample(tmp_path)
    assert main(["import", str(source), str(tmp_path / "world.yaml")]) == EXIT_OK
    capsys.readouterr()
    output = tmp_path / "new" / "deeper" / "world.map"
    assert main(["export", str(tmp_path / "world.yaml"), str(output)]) == EXIT_OK
    out = capsys.readouterr().out
    assert out.startswith(f"created the folder {output.parent}\n")
    assert f"wrote {output}" in out and output.is_file()
    # A mistyped export (an unknown format) is refused before any folder is made.
    assert main(["export", str(tmp_path / "world.yaml"), str(tmp_path / "other" / "w.txt")]) == EXIT_UNREADABLE
    assert "cannot tell the format from the file name" in capsys.readouterr().err
    assert not (tmp_path / "other").exists()
