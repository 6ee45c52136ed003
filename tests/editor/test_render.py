"""Rendering maps to PNG and SVG, in process and through ``worldsmith render``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import shapely
from PySide6.QtGui import QColor, QImage

from editor.scene import style
from editor.scene.render import line_scale, render_to_file, render_to_image
from engine.board import load_map, save_map
from engine.resources import maps_dir
from tests.support.boards import far_apart

ROOT = Path(__file__).resolve().parents[2]


def close(pixel: QColor, expected: QColor, tolerance: int = 6) -> bool:
    return all(
        abs(a - b) <= tolerance
        for a, b in zip(
            (pixel.red(), pixel.green(), pixel.blue()),
            (expected.red(), expected.green(), expected.blue()),
            strict=True,
        )
    )


def pixel_at(image: QImage, board, x: float, y: float) -> QColor:
    scale = image.width() / board.meta.width
    return image.pixelColor(int(x * scale), int(y * scale))


def clear_point(board, tid: str):
    """A point of the territory near its label but away from text, slots and borders."""
    territory = board.territory(tid)
    r = board.meta.mark_radius
    region = board.shape(tid).buffer(-1.5 * r)
    label = board.label_point(tid)
    region = region.difference(shapely.box(label[0] - 8 * r, label[1] - 1.5 * r,
                                           label[0] + 8 * r, label[1] + 1.5 * r))
    for slot in (territory.city_slot, territory.scar_slot):
        region = region.difference(shapely.Point(slot).buffer(1.6 * r))
    assert not region.is_empty
    # the clear spot nearest to the label point
    _, nearest = shapely.ops.nearest_points(shapely.Point(label), region)
    return nearest.x, nearest.y


def test_png_size_and_proportions(qapp, board, tmp_path):
    out = render_to_file(board, tmp_path / "map.png", width=640)
    assert out == tmp_path / "map.png" and out.exists()
    image = QImage(str(out))
    assert image.width() == 640
    assert image.height() == round(640 * board.meta.height / board.meta.width)


def test_colours_of_land_sea_territory_and_ocean(qapp, archipelago):
    image = render_to_image(archipelago, 1200)
    for tid in ("t24", "t2", "t5", "t10"):
        continent = archipelago.continent(archipelago.territory(tid).continent)
        pixel = pixel_at(image, archipelago, *clear_point(archipelago, tid))
        assert close(pixel, QColor(continent.colour)), tid
    sea = pixel_at(image, archipelago, *clear_point(archipelago, "t21"))
    assert close(sea, style.SEA_TERRITORY_COLOUR)
    # t13 was removed: where it was is open ocean
    x, y = 698.87, 441.59
    assert close(pixel_at(image, archipelago, x, y), style.OCEAN_COLOUR)


def test_labels_are_drawn(qapp, board):
    """Around the label point there is dark ink (the letters) on the continent's colour."""
    image = render_to_image(board, 1400)
    scale = image.width() / board.meta.width
    x, y = board.label_point("t4")
    r = board.meta.mark_radius
    dark = 0
    for px in range(int((x - 3 * r) * scale), int((x + 3 * r) * scale)):
        for py in range(int((y - 0.6 * r) * scale), int((y + 0.6 * r) * scale)):
            if image.pixelColor(px, py).lightness() < 60:
                dark += 1
    assert dark > 20
    without_slots = render_to_image(board, 1400, show_slots=False)
    cx, cy = board.territory("t4").city_slot
    assert pixel_at(image, board, cx + 0.9 * r, cy) != pixel_at(without_slots, board, cx + 0.9 * r, cy)


def test_big_images_get_thicker_borders(qapp, board):
    assert line_scale(board, 800) == 1.0
    assert line_scale(board, int(board.meta.width * 3)) == pytest.approx(3.0)


def test_svg(qapp, board, tmp_path):
    out = render_to_file(board, tmp_path / "map.svg", width=500)
    text = out.read_text(encoding="utf-8")
    assert "<svg" in text
    assert board.meta.name in text  # the title


def test_unwritable_output_raises_oserror(qapp, board, tmp_path):
    with pytest.raises(OSError):
        render_to_file(board, tmp_path / "missing" / "map.png", width=200)
    with pytest.raises(OSError):
        render_to_file(board, tmp_path / "missing" / "map.svg", width=200)


def test_worldsmith_render_command(board, tmp_path):
    map_file = tmp_path / "world.yaml"
    save_map(board, map_file)
    out = tmp_path / "out.png"
    env = {k: v for k, v in os.environ.items()
           if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    result = subprocess.run(
        [sys.executable, "-m", "editor.cli", "render", str(map_file), str(out), "--width", "800"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert out.exists()
    image = QImage(str(out))
    assert (image.width(), image.height()) == (800, 500)


def test_worldsmith_render_command_bad_map(tmp_path):
    map_file = tmp_path / "bad.yaml"
    map_file.write_text("format: worldsmith-map\nschema: 1\nname: [\n", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "editor.cli", "render", str(map_file), str(tmp_path / "o.png")],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 2
    assert "bad.yaml" in result.stderr
    assert "Traceback" not in result.stderr


def test_names_in_the_requested_language_are_drawn(qapp):
    classic = load_map(maps_dir() / "classic.yaml").board
    english, spanish = render_to_image(classic, 1600), render_to_image(classic, 1600, language="es")
    assert english != spanish  # "Japón", "Oriente Medio"... instead of "Japan", "Middle East"
    assert render_to_image(classic, 1600, language="fr") == english  # no French names: the base names


@pytest.mark.parametrize(("environment", "arguments", "title"), [
    ({"LANG": "es_ES.UTF-8"}, [], "Mundo clásico"),  # the language Worldsmith speaks for the locale
    ({"LANG": "C"}, [], "Classic World"),
    ({"LANG": "C"}, ["--language", "es"], "Mundo clásico"),
    ({"LANG": "es_ES.UTF-8"}, ["--language", "en"], "Classic World"),
])
def test_worldsmith_render_names_the_map_in_the_apps_language(tmp_path, environment, arguments, title):
    out = tmp_path / "classic.svg"
    env = {k: v for k, v in os.environ.items() if k not in ("LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    result = subprocess.run(
        [sys.executable, "-m", "editor.cli", "render", str(maps_dir() / "classic.yaml"), str(out), "--width", "400",
         *arguments],
        cwd=ROOT, env={**env, **environment}, capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert f"<title>{title}</title>" in out.read_text(encoding="utf-8")


def sea_line_pixels(image: QImage, x_from: float, x_to: float) -> int:
    """How many pixels between these shares of the width (in the band 0.4-0.6 of the height,
    where ``far_apart`` has its islands) are the sea-line's colour."""
    count = 0
    for x in range(int(image.width() * x_from), int(image.width() * x_to)):
        for y in range(int(image.height() * 0.4), int(image.height() * 0.6)):
            if close(image.pixelColor(x, y), style.SEA_LINE_COLOUR, tolerance=40):
                count += 1
    return count


def test_rendered_sea_lines_wrap_only_when_marked(qapp):
    """Issue 10: a far sea-line is drawn straight across; one marked ``wraps`` leaves by the edges."""
    straight = render_to_image(far_apart(wraps=False), 1000)
    around = render_to_image(far_apart(wraps=True), 1000)
    assert sea_line_pixels(straight, 0.4, 0.6) > 10
    assert sea_line_pixels(around, 0.4, 0.6) == 0
    assert sea_line_pixels(around, 0.0, 0.02) > 0 and sea_line_pixels(around, 0.98, 1.0) > 0
