"""Small Domination maps written by the tests themselves (no third-party maps in the repository).

The sample world, 80 x 60 pixels::

    +-------------------+-------------------+
    |  West             |  East             |
    |    +----+         |                   |
    |    |Encl|  (a territory inside West)   |
    |    +----+         |                   |
    +-------------------+-------+-----------+
    |  South                    |  sea  [Isles]
    |                           |       [Isles]  (one territory in two parts)
    +---------------------------+-----------+

West has a hole (Enclave); South has a lake (pixels of no country); Isles is two islands
in the sea, reached by sea-lines from East and South.
"""

from __future__ import annotations

import io
from pathlib import Path

import numpy as np
from PIL import Image

WIDTH, HEIGHT = 80, 60
# number: (name, continent, label x, label y)
COUNTRIES = {
    1: ("West", 1, 30, 6),
    2: ("East", 1, 60, 15),
    3: ("South", 2, 30, 45),
    4: ("Enclave", 1, 15, 15),
    5: ("Isles", 2, 70, 40),
}
BORDERS = {1: [2, 3, 4], 2: [1, 3, 5], 3: [1, 2, 5], 4: [1], 5: [2, 3]}
TOUCHING = {("West", "East"), ("West", "South"), ("West", "Enclave"), ("East", "South")}
SEA_LINES = {("East", "Isles"), ("South", "Isles")}


def sample_numbers() -> np.ndarray:
    numbers = np.full((HEIGHT, WIDTH), 255, dtype=np.uint8)
    numbers[0:30, 0:40] = 1
    numbers[0:30, 40:80] = 2
    numbers[30:60, 0:55] = 3
    numbers[8:22, 8:22] = 4  # inside West: West gets a hole
    numbers[40:44, 20:24] = 255  # a lake in South
    numbers[34:44, 62:76] = 5  # Isles, first island
    numbers[48:57, 62:76] = 5  # Isles, second island
    return numbers


def gif_bytes(numbers: np.ndarray) -> bytes:
    image = Image.fromarray(numbers, mode="L").convert("P")
    image.putpalette([v for grey in range(256) for v in (grey, grey, grey)])
    buffer = io.BytesIO()
    image.save(buffer, format="GIF")
    return buffer.getvalue()


def png_bytes(size: tuple[int, int], colour=(120, 160, 200)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, colour).save(buffer, format="PNG")
    return buffer.getvalue()


def map_text(name: str = "sample", *, countries=None, borders=None, cards: bool = True,
             newline: str = "\r\n") -> str:
    countries = COUNTRIES if countries is None else countries
    borders = BORDERS if borders is None else borders
    lines = [
        "; a sample map written by the tests",
        "name Sample World",
        "circle 8",
        "",
        "[files]",
        f"pic {name}_pic.png",
        f"map {name}_map.gif",
    ]
    if cards:
        lines.append(f"crd {name}.cards")
    lines += ["", "[continents]", "Northland 3 yellow", "Southland 2 green   ; a comment at the end", "",
              "[countries]"]
    for number, (country, continent, x, y) in countries.items():
        lines.append(f"{number} {country.replace(' ', '_')} {continent} {x} {y}")
    lines += ["", "[borders]"]
    for number, neighbours in borders.items():
        lines.append(" ".join(str(n) for n in [number, *neighbours]))
    return newline.join(lines) + newline


CARDS = """[cards]
Infantry 1
Cavalry 2
Cannon 3
Infantry 4
Cavalry 5
Wildcard
Wildcard

[missions]
0 0 0 1 2 0 Conquer Northland and Southland
1 0 0 0 0 0 Destroy PLAYER1
0 4 2 0 0 0 Occupy 4 countries with at least 2 armies each
"""


def write_sample(folder: Path, name: str = "sample", *, numbers: np.ndarray | None = None,
                 picture_size: tuple[int, int] | None = None, text: str | None = None) -> Path:
    """The sample map's four files in ``folder``; the path of the .map file."""
    numbers = sample_numbers() if numbers is None else numbers
    (folder / f"{name}_map.gif").write_bytes(gif_bytes(numbers))
    size = picture_size or (numbers.shape[1], numbers.shape[0])
    (folder / f"{name}_pic.png").write_bytes(png_bytes(size))
    (folder / f"{name}.cards").write_text(CARDS, encoding="utf-8")
    path = folder / f"{name}.map"
    path.write_bytes((text if text is not None else map_text(name)).encode("utf-8"))
    return path
