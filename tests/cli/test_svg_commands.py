"""`worldsmith import drawing.svg` and `worldsmith export MAP drawing.svg`: the options, the report,
clear refusals; the exported drawing is SVG a renderer draws (Qt's, as a browser would)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from editor.cli.main import EXIT_OK, EXIT_UNREADABLE, main
from engine.board import load_map
from engine.board.validation import validate
from tests.support.svg_maps import write_sample


def test_import_with_snap_and_layers_writes_a_valid_map_and_reports_what_was_dropped(tmp_path, capsys):
    source = write_sample(tmp_path)
    output = tmp_path / "world.yaml"
    assert main(["import", str(source), str(output), "--snap", "1.5", "--option", "continents=layers"]) == EXIT_OK
    out = capsys.readouterr().out
    assert out.startswith("4 territories, 2 continents, 3 borders, 1 sea-line")
    assert "dropped: texts (1): not territories, left out" in out
    board = load_map(output).board
    assert validate(board).errors == []
    assert [c.name for c in board.continents] == ["North", "South"]
    assert main(["validate", str(output)]) == EXIT_OK


def test_export_then_import_gives_the_same_map(tmp_path, capsys):
    source = write_sample(tmp_path)
    assert main(["import", str(source), str(tmp_path / "world.yaml"), "--snap", "1.5",
                 "--option", "continents=layers"]) == EXIT_OK
    assert main(["export", str(tmp_path / "world.yaml"), str(tmp_path / "again.svg")]) == EXIT_OK
    assert main(["import", str(tmp_path / "again.svg"), str(tmp_path / "again.yaml"),
                 "--option", "continents=layers"]) == EXIT_OK
    first, second = load_map(tmp_path / "world.yaml").board, load_map(tmp_path / "again.yaml").board
    assert [(t.id, t.name, t.continent) for t in first.territories] == [
        (t.id, t.name, t.continent) for t in second.territories]
    assert first.continents == second.continents
    assert {(c.key, c.kind) for c in first.connections} == {(c.key, c.kind) for c in second.connections}


def test_broken_drawings_are_refused_in_one_line(tmp_path, capsys):
    junk = write_sample(tmp_path, "<svg><path d='M 0 0'></svg", "junk.svg")
    assert main(["import", str(junk), str(tmp_path / "out.yaml")]) == EXIT_UNREADABLE
    err = capsys.readouterr().err
    assert err.startswith(f"cannot import: {junk}:1: this is not an SVG drawing: its XML is broken (unclosed token")
    assert "Traceback" not in err and err.count("\n") == 1
    empty = write_sample(tmp_path, '<svg xmlns="http://www.w3.org/2000/svg"><text>Hi</text></svg>', "empty.svg")
    assert main(["import", str(empty), str(tmp_path / "out.yaml")]) == EXIT_UNREADABLE
    assert "the drawing has no closed shapes" in capsys.readouterr().err
    source = write_sample(tmp_path)
    assert main(["import", str(source), str(tmp_path / "out.yaml"), "--option", "continents=maybe"]) == EXIT_UNREADABLE
    assert "continents=maybe is not a choice" in capsys.readouterr().err
    assert not (tmp_path / "out.yaml").exists()


def test_the_exported_drawing_is_svg_that_a_renderer_draws(tmp_path, qapp):
    source = write_sample(tmp_path)
    assert main(["import", str(source), str(tmp_path / "world.yaml"), "--snap", "1.5",
                 "--option", "continents=layers"]) == EXIT_OK
    assert main(["export", str(tmp_path / "world.yaml"), str(tmp_path / "again.svg")]) == EXIT_OK
    renderer = QSvgRenderer(str(tmp_path / "again.svg"))
    assert renderer.isValid()
    assert (renderer.defaultSize().width(), renderer.defaultSize().height()) == (400, 300)
    image = QImage(400, 300, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    assert image.pixelColor(60, 60).name() == "#cc3333"  # West, in North's colour
    assert image.pixelColor(200, 170).name() == "#3366cc"  # South
    assert image.pixelColor(380, 40).name() == "#ffffff"  # sea
