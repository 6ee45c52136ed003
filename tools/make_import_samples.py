"""Write the sample files a new user can import at once (README.md, "Importing maps"):

* ``tiny-world.map`` with its pictures (``tiny-world_map.gif``, ``tiny-world_pic.png``) and
  cards (``tiny-world.cards``): a Domination map of 8 countries on two landmasses and two
  islands. Some neighbours are separated by a line of 1 or 2 pixels of "no country" (255),
  as many Domination maps draw borders, some touch pixel to pixel, and the landmasses and
  islands are apart across open sea;
* ``tiny-islands.svg``: an SVG drawing of a few paths, one of them not closed with ``Z``
  (browsers fill it closed), and a ``<g id="Archipelago">`` of three island paths;
* ``tiny-marches.geojson``: a GeoJSON of four named polygons in degrees, one an island.

The output is the same on every run (no randomness, PIL's deterministic encoders), so the
files in resources/samples/ can be checked against a fresh run:

    .venv/bin/python tools/make_import_samples.py            # write resources/samples/
    .venv/bin/python tools/make_import_samples.py OUT_FOLDER  # write elsewhere
"""

from __future__ import annotations

import io
import json
import math
import sys
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "resources" / "samples"

# -- the Domination map -------------------------------------------------------------------
WIDTH, HEIGHT = 300, 200
NO_COUNTRY = 255
# number: (name, continent number, label x, label y, colour of the picture)
COUNTRIES = {
    1: ("Highmoor", 1, 40, 35, (196, 170, 110)),
    2: ("Fenwick", 1, 105, 35, (170, 196, 120)),
    3: ("Ashdale", 1, 35, 120, (150, 180, 100)),
    4: ("Brackenridge", 1, 100, 125, (205, 190, 130)),
    5: ("Saltmarsh", 2, 240, 45, (180, 150, 190)),
    6: ("Duneholm", 2, 240, 120, (210, 170, 160)),
    7: ("Corran Isle", 2, 245, 178, (160, 140, 200)),
    8: ("Mistral", 1, 165, 95, (220, 200, 150)),
}
CONTINENTS = ("Westmark 3 #c9a860", "Eastreach 2 #9c86c9")
# Who borders whom in [borders]: land borders across a line or pixel to pixel, sea-lines
# across open water (Fenwick–Saltmarsh over the channel, the islands to their coasts).
BORDERS = {
    1: [2, 3],
    2: [1, 4, 5],
    3: [1, 4],
    4: [2, 3, 8],
    5: [2, 6, 8],
    6: [5, 7],
    7: [6],
    8: [4, 5],
}
LINE_SEPARATED = {("Highmoor", "Fenwick"), ("Highmoor", "Ashdale"), ("Fenwick", "Brackenridge"),
                  ("Saltmarsh", "Duneholm")}
TOUCHING = {("Ashdale", "Brackenridge")}
ACROSS_SEA = {("Fenwick", "Saltmarsh"), ("Brackenridge", "Mistral"), ("Saltmarsh", "Mistral"),
              ("Duneholm", "Corran Isle")}


def country_numbers() -> np.ndarray:
    """The map picture's country numbers, pixel by pixel (255: no country)."""
    numbers = np.full((HEIGHT, WIDTH), NO_COUNTRY, dtype=np.uint8)
    y, x = np.mgrid[0:HEIGHT, 0:WIDTH]
    west = (x >= 8) & (x < 142 - (y // 20)) & (y >= 8) & (y < 192)  # the western landmass
    # A wavy line between north and south (2 px of no country), and one between west and east
    # (1 px in the north, none in the south: Ashdale and Brackenridge touch).
    split_y = 70 + (6 * np.sin(x / 14)).astype(int)
    split_x = 72 + (5 * np.sin(y / 11)).astype(int)
    north, south = y < split_y, y >= split_y + 2
    numbers[west & north & (x < split_x)] = 1
    numbers[west & north & (x > split_x)] = 2
    numbers[west & south & (x < split_x)] = 3
    numbers[west & south & (x >= split_x)] = 4
    east = (x >= 190) & (x < 292) & (y >= 12) & (y < 155) & ((x - 190) ** 2 / 3 + (y - 12) ** 2 > 300)
    split_e = 85 + (4 * np.cos(x / 9)).astype(int)
    numbers[east & (y < split_e)] = 5
    numbers[east & (y > split_e + 1)] = 6  # a 2 px line: split_e and split_e + 1
    numbers[((x - 245) / 28.0) ** 2 + ((y - 178) / 12.0) ** 2 <= 1] = 7  # Corran Isle, off Duneholm
    numbers[((x - 165) / 14.0) ** 2 + ((y - 95) / 17.0) ** 2 <= 1] = 8  # Mistral, in the channel
    return numbers


def map_gif(numbers: np.ndarray) -> bytes:
    image = Image.fromarray(numbers, mode="L").convert("P")
    image.putpalette([v for grey in range(256) for v in (grey, grey, grey)])
    buffer = io.BytesIO()
    image.save(buffer, format="GIF")
    return buffer.getvalue()


def picture_png(numbers: np.ndarray) -> bytes:
    """What players see: sea, each country in its colour, the lines dark, the names written."""
    rgb = np.zeros((HEIGHT, WIDTH, 3), dtype=np.uint8)
    rgb[:] = (90, 140, 190)
    for number, (*_rest, colour) in COUNTRIES.items():
        rgb[numbers == number] = colour
    land = numbers != NO_COUNTRY
    near_land = np.zeros_like(land)
    for dy, dx in ((0, 1), (0, -1), (1, 0), (-1, 0)):
        near_land |= np.roll(land, (dy, dx), axis=(0, 1))
    rgb[~land & near_land] = (60, 50, 40)  # the "no country" lines and the coasts
    image = Image.fromarray(rgb, mode="RGB")
    draw = ImageDraw.Draw(image)
    for name, _continent, x, y, _colour in COUNTRIES.values():
        draw.text((x, y), name, fill=(30, 30, 30), anchor="mm")
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=True)
    return buffer.getvalue()


def map_text(stem: str) -> str:
    lines = [
        "; Tiny World: a sample Domination map for Worldsmith's importer (tools/make_import_samples.py)",
        "name Tiny World",
        "circle 12",
        "",
        "[files]",
        f"pic {stem}_pic.png",
        f"map {stem}_map.gif",
        f"crd {stem}.cards",
        "",
        "[continents]",
        *CONTINENTS,
        "",
        "[countries]",
    ]
    for number, (name, continent, x, y, _colour) in COUNTRIES.items():
        lines.append(f"{number} {name.replace(' ', '_')} {continent} {x} {y}")
    lines += ["", "[borders]"]
    lines += [" ".join(str(n) for n in (number, *neighbours)) for number, neighbours in BORDERS.items()]
    return "\r\n".join(lines) + "\r\n"


def cards_text() -> str:
    kinds = ("Infantry", "Cavalry", "Cannon")
    lines = ["[cards]"]
    lines += [f"{kinds[(number - 1) % 3]} {number}" for number in COUNTRIES]
    lines += ["Wildcard", "Wildcard", "", "[missions]",
              "0 0 0 1 2 0 Conquer Westmark and Eastreach",
              "0 6 2 0 0 0 Occupy 6 countries with at least 2 armies each", ""]
    return "\r\n".join(lines)


# -- the SVG drawing ----------------------------------------------------------------------
def island_path(cx: float, cy: float, rx: float, ry: float, sides: int = 9) -> str:
    points = [(cx + rx * math.cos(2 * math.pi * k / sides), cy + ry * math.sin(2 * math.pi * k / sides))
              for k in range(sides)]
    return "M " + " L ".join(f"{x:.1f},{y:.1f}" for x, y in points) + " Z"


def svg_text() -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<!-- Tiny Islands: a sample SVG map for Worldsmith's importer (tools/make_import_samples.py) -->
<svg xmlns="http://www.w3.org/2000/svg" width="400" height="260" viewBox="0 0 400 260">
  <title>Tiny Islands</title>
  <path id="Northshire" fill="#d8c48a" stroke="#333" d="M 20,20 L 150,20 L 150,110 L 20,110 Z"/>
  <path id="Eastvale" fill="#b9d08a" stroke="#333" d="M 150,20 L 260,20 L 260,110 L 150,110 Z"/>
  <!-- No Z at the end: a browser fills it closed, and so does the importer. -->
  <path id="Southfold" fill="#e0b090" stroke="#333" d="M 20,110 L 260,110 L 260,180 L 20,180"/>
  <g id="Archipelago" fill="#c0a0d0" stroke="#333">
    <path d="{island_path(320, 50, 25, 18)}"/>
    <path d="{island_path(345, 110, 20, 15)}"/>
    <path d="{island_path(315, 165, 22, 16)}"/>
  </g>
</svg>
"""


# -- the GeoJSON --------------------------------------------------------------------------
def box(x0: float, y0: float, x1: float, y1: float) -> list[list[float]]:
    return [[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]]


def geojson_text() -> str:
    def feature(name: str, ring: list[list[float]], region: str) -> dict:
        return {"type": "Feature", "properties": {"name": name, "region": region},
                "geometry": {"type": "Polygon", "coordinates": [ring]}}

    collection = {"type": "FeatureCollection", "name": "Tiny Marches", "features": [
        feature("Westmark", box(0, 40, 10, 50), "Mainland"),
        feature("Eastmark", box(10, 45, 20, 50), "Mainland"),
        feature("Southmark", box(10, 40, 20, 45), "Mainland"),
        feature("Gull Island", box(4, 34, 7, 37), "Islands"),  # off Westmark's south coast
    ]}
    return json.dumps(collection, indent=1) + "\n"


def write_samples(folder: Path) -> list[Path]:
    """Every sample file in ``folder``; the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    stem = "tiny-world"
    numbers = country_numbers()
    files = {
        f"{stem}_map.gif": map_gif(numbers),
        f"{stem}_pic.png": picture_png(numbers),
        f"{stem}.cards": cards_text().encode("utf-8"),
        f"{stem}.map": map_text(stem).encode("utf-8"),
        "tiny-islands.svg": svg_text().encode("utf-8"),
        "tiny-marches.geojson": geojson_text().encode("utf-8"),
    }
    written = []
    for name, data in files.items():
        path = folder / name
        path.write_bytes(data)
        written.append(path)
    return written


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else SAMPLES
    for path in write_samples(folder):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
