"""The background picture's placement in the map file: position, size, rotation, keep-aspect.

Older maps (no placement) read as before, covering the canvas, and a picture never placed
is written exactly as before; a key from a newer version is a warning, not a refusal."""

from __future__ import annotations

import dataclasses

import pytest

from engine.board.map_format import map_to_text, read_map
from engine.board.model import Background
from engine.files.errors import FileFormatError
from tests.support.boards import pair


def with_background(background: Background):
    board = pair()
    board.set_meta(dataclasses.replace(board.meta, background=background))
    return board


def test_a_placed_background_is_written_and_read_back():
    placed = Background("scan.png", 0.4, False, x=-12.5, y=30, width=640, height=200, rotation=-7.5,
                        keep_aspect=False)
    text = map_to_text(with_background(placed))
    assert read_map(text).board.meta.background == placed
    assert "  x: -12.5\n  y: 30\n  width: 640\n  height: 200\n  rotation: -7.5\n  keep-aspect: false\n" in text


def test_a_picture_never_placed_is_written_as_before_placement_existed():
    text = map_to_text(with_background(Background("scan.png", 0.5, True)))
    assert "background:\n  image: scan.png\n  opacity: 0.5\n  locked: true\ncontinents:" in text


def test_an_older_map_s_background_covers_the_canvas():
    board = with_background(Background("scan.png"))
    old_text = map_to_text(board)
    background = read_map(old_text).board.meta.background
    assert (background.x, background.y, background.rotation, background.keep_aspect) == (0, 0, 0, True)
    assert background.size(600, 400) == (600, 400)


def test_a_key_from_a_newer_version_is_a_warning_and_the_picture_still_loads():
    text = map_to_text(with_background(Background("scan.png"))).replace(
        "  locked: true\n", "  locked: true\n  skew: 3\n")
    loaded = read_map(text, file="new.yaml")
    assert loaded.board.meta.background == Background("scan.png")
    assert any("background.skew" in str(w) and "unknown key 'skew' is ignored" in str(w) for w in loaded.warnings)


@pytest.mark.parametrize(("line", "said"), [
    ("  width: 0\n", "background.width: must be greater than zero"),
    ("  rotation: 400\n", "background.rotation: must be between -360 and 360 degrees, found 400"),
    ("  x: 1e12\n", "background.x: must be between"),
    ("  keep-aspect: maybe\n", "background.keep-aspect"),
])
def test_a_bad_placement_is_refused_saying_where(line, said):
    text = map_to_text(with_background(Background("scan.png"))).replace("  locked: true\n", "  locked: true\n" + line)
    with pytest.raises(FileFormatError) as caught:
        read_map(text, file="bad.yaml")
    assert said in str(caught.value)
    assert "bad.yaml:" in str(caught.value)
