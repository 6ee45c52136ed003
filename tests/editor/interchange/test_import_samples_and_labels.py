"""The sample maps a new user imports first, and names that read on a world-sized import
(issue 29, items 6 and 7).

* resources/samples/ holds a Domination map, an SVG and a GeoJSON; the README's import
  commands run on them. The other importers are being improved as this is written, so the
  test holds what a user can rely on today — the command imports the file and writes a
  map (exit 0, or 1: written, with validation errors the report names; never 2, "cannot be
  read"), with every territory, named as in the file — and the lead tightens it later.
* The samples are what tools/make_import_samples.py writes (so they can be made again), and
  the package ships them.
* A GeoJSON of the whole world (−180…180) imports with a label size that makes its names
  readable when the map is fitted in the window (engine/interchange/label_size.py).
"""

from __future__ import annotations

import fnmatch
import io
import json
import re
import shlex
import tomllib
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from editor.cli.main import EXIT_OK, EXIT_PROBLEMS, main
from editor.scene import label_item, style
from engine.board import load_map
from engine.board.model import DEFAULT_LABEL_SIZE
from engine.interchange import import_file
from engine.interchange.label_size import FONT_RADII, READABLE_FRACTION, readable_label_size
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tools import make_import_samples as samples

ROOT = Path(__file__).resolve().parents[3]
SAMPLES = ROOT / "resources" / "samples"
README = (ROOT / "README.md").read_text(encoding="utf-8")

# What each sample holds: the territories' names, as the file names them.
DOMINATION_NAMES = {name for name, *_rest in samples.COUNTRIES.values()}
SVG_NAMES = {"Northshire", "Eastvale", "Southfold", "Archipelago"}
GEOJSON_NAMES = {"Westmark", "Eastmark", "Southmark", "Gull Island"}
EXPECTED = {"tiny-world.map": DOMINATION_NAMES, "tiny-islands.svg": SVG_NAMES,
            "tiny-marches.geojson": GEOJSON_NAMES}


def readme_import_commands() -> list[list[str]]:
    """The ``worldsmith import resources/samples/…`` lines of the README's import section."""
    section = README[README.index("## Import and export"):README.index("## Commands")]
    commands = []
    for line in section.splitlines():
        if line.startswith("worldsmith import resources/samples/"):
            commands.append(shlex.split(line.split("#", 1)[0])[1:])
    return commands


def test_the_readme_imports_every_sample():
    named = {Path(command[1]).name for command in readme_import_commands()}
    assert named == set(EXPECTED)
    assert "worldsmith import --list-formats" in README


@pytest.mark.parametrize("command", readme_import_commands(), ids=lambda c: Path(c[1]).name)
def test_a_readme_import_command_works_on_its_sample(command, tmp_path, capsys, monkeypatch):
    """Run as the README says, from the repository, writing into a folder of the test's own."""
    monkeypatch.chdir(ROOT)
    verb, source, output = command
    output = tmp_path / Path(output).name
    code = main([verb, source, str(output)])
    out, err = capsys.readouterr()
    assert code in (EXIT_OK, EXIT_PROBLEMS), err  # written; 2 would mean it could not be read
    assert "Traceback" not in err
    assert f"wrote {output}" in out
    board = load_map(output).board
    expected = EXPECTED[Path(source).name]
    assert {t.name for t in board.territories} == expected
    assert out.startswith(f"{len(expected)} territories")


def test_the_domination_sample_has_lines_and_sea_between_its_countries():
    """The sample is the kind of Domination map issue 29 is about: countries apart by 1-2 px
    of "no country" (255) as well as touching, and islands across open sea."""
    numbers = np.array(Image.open(SAMPLES / "tiny-world_map.gif").convert("L"))  # grey = country number
    assert 6 <= len(samples.COUNTRIES) <= 10
    assert set(np.unique(numbers)) == {*samples.COUNTRIES, 255}

    def gap(a: int, b: int) -> int:
        """The fewest pixels of no country between countries a and b along a row or column."""
        best = 10**6
        for grid in (numbers, numbers.T):
            for row in grid:
                last, since = None, 0
                for value in row:
                    if value == 255:
                        since += 1
                        continue
                    if {last, value} == {a, b}:
                        best = min(best, since)
                    last, since = value, 0
        return best

    number = {name: n for n, (name, *_rest) in samples.COUNTRIES.items()}
    for first, second in samples.LINE_SEPARATED:
        assert 1 <= gap(number[first], number[second]) <= 2, (first, second)
    for first, second in samples.TOUCHING:
        assert gap(number[first], number[second]) == 0
    for first, second in samples.ACROSS_SEA:
        assert gap(number[first], number[second]) >= 8, (first, second)
    text = (SAMPLES / "tiny-world.map").read_text(encoding="utf-8")
    for n, neighbours in samples.BORDERS.items():
        assert re.search(rf"^{n} {' '.join(map(str, neighbours))}\r?$", text, re.MULTILINE)


def test_the_svg_sample_has_an_open_path_and_a_group_of_islands():
    text = (SAMPLES / "tiny-islands.svg").read_text(encoding="utf-8")
    assert re.search(r'id="Southfold"[^>]*d="M [^"]*\d"', text)  # its path does not end with Z
    group = text[text.index('<g id="Archipelago"'):text.index("</g>")]
    assert group.count("<path") == 3


def test_the_geojson_sample_has_named_polygons_and_an_island():
    collection = json.loads((SAMPLES / "tiny-marches.geojson").read_text(encoding="utf-8"))
    assert {f["properties"]["name"] for f in collection["features"]} == GEOJSON_NAMES
    assert all(f["geometry"]["type"] == "Polygon" for f in collection["features"])


def test_the_samples_are_what_the_script_writes(tmp_path):
    """Reproducible: tools/make_import_samples.py writes the same files (pictures compared
    by their pixels, since a newer Pillow may compress them differently)."""
    written = samples.write_samples(tmp_path)
    assert sorted(p.name for p in written) == sorted(p.name for p in SAMPLES.iterdir() if p.is_file())
    for path in written:
        shipped = SAMPLES / path.name
        if path.suffix in (".png", ".gif"):
            fresh, kept = (np.array(Image.open(io.BytesIO(p.read_bytes()))) for p in (path, shipped))
            assert np.array_equal(fresh, kept), path.name
        else:
            assert path.read_bytes() == shipped.read_bytes(), path.name


def test_the_package_ships_every_sample():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    data = config["tool"]["setuptools"]["package-data"]
    patterns = data.get("worldsmith_data.resources.samples", []) + data.get("*", [])
    for path in SAMPLES.iterdir():
        assert any(fnmatch.fnmatch(path.name, pattern) for pattern in patterns), path.name


# -- names on a world-sized import --------------------------------------------------------
def world_geojson(path: Path) -> Path:
    """A world from −180 to 180 and −60 to 80 degrees cut into 200 countries of very unequal
    sizes, the many small ones making the typical country small, as on a real world map."""
    features = []
    bands = [(-60, -20, 6), (-20, 20, 12), (20, 50, 60), (50, 80, 122)]  # (south, north, countries)
    for south, north, count in bands:
        edges = np.linspace(-180, 180, count + 1)
        for west, east in zip(edges[:-1], edges[1:], strict=True):
            ring = [[west, south], [east, south], [east, north], [west, north], [west, south]]
            features.append({"type": "Feature", "properties": {"name": f"Country {len(features) + 1}"},
                             "geometry": {"type": "Polygon", "coordinates": [[[float(x), float(y)] for x, y in ring]]}})
    path.write_text(json.dumps({"type": "FeatureCollection", "features": features}), encoding="utf-8")
    return path


def test_a_world_sized_import_gets_names_a_ninetieth_of_the_map_wide(tmp_path):
    board = import_file(world_geojson(tmp_path / "world.geojson")).board
    meta = board.meta
    assert meta.width >= 2 * meta.height  # the whole globe, drawn equirectangular
    name_height = FONT_RADII * meta.mark_radius * meta.label_size  # map units
    assert FONT_RADII * meta.mark_radius < meta.width / 200  # unreadable at label size 1
    assert meta.label_size > DEFAULT_LABEL_SIZE
    assert name_height >= 0.9 * max(meta.width, meta.height) / READABLE_FRACTION


def test_a_small_map_keeps_the_usual_label_size(tmp_path):
    """Where names already read (a few big territories), the import leaves label size 100 %."""
    result = import_file(SAMPLES / "tiny-world.map")
    assert result.board.meta.label_size == DEFAULT_LABEL_SIZE
    # and letters never outgrow the territories: 3,000 small squares get at most a little more
    assert readable_label_size(1.7, 1000, 1000, 3000) <= 2.0


def test_the_engine_sizes_names_as_the_editor_draws_them():
    assert FONT_RADII == style.LABEL_SIZE


def test_fitted_in_the_window_the_world_import_names_are_drawn_and_readable(make_window, qtbot,  # noqa: F811
                                                                            tmp_path):
    board = import_file(world_geojson(tmp_path / "world.geojson")).board
    window = make_window(board)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    view = window.map_view()
    view.fit_to_window()
    zoom = view.zoom_factor()
    pixels = zoom * style.LABEL_SIZE * board.meta.mark_radius * board.meta.label_size
    assert pixels >= label_item.MIN_VISIBLE_PIXELS * 1.5  # drawn, and big enough to read
    assert zoom * style.LABEL_SIZE * board.meta.mark_radius < label_item.MIN_VISIBLE_PIXELS  # was not
    window.grab().save("/tmp/h4-world-fitted.png")
