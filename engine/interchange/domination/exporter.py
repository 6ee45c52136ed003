"""A Worldsmith map as a Domination map: ``NAME.map``, ``NAME_map.gif``, ``NAME_pic.png``, ``NAME.cards``.

The ``_map`` picture is the territories rasterised: each pixel holds the number of the
territory its centre lies in (255: none), so importing it again gives the same
territories. Pixels are the canvas scaled to the chosen width (1,000 pixels at most by
default: Domination maps are screen-sized). The ``_pic`` picture is the map drawn as the
editor draws it when the caller passes a renderer (the command line does), else a plain
picture drawn here: territories in their continent's colour, borders dark.
"""

from __future__ import annotations

import io
from pathlib import Path

import numpy as np
import shapely

from engine.board.board import Board
from engine.board.model import CardSymbol
from engine.core.messages import QT_TRANSLATE_NOOP, count_of
from engine.interchange.domination import map_file, tracing
from engine.interchange.registry import ExportOptions, ExportResult
from engine.interchange.report import InterchangeError, ItemKind, ReportItem

MAX_DEFAULT_WIDTH = 1000
MAX_WIDTH = 8000
# Domination reads a .map or .cards file as UTF-8 only when it starts with a byte order
# mark, else as ISO-8859-1 (RiskUtil.readMap): without the mark, "Zürich" would read "ZÃ¼rich".
TEXT_ENCODING = "utf-8-sig"
_CARD_WORDS = {CardSymbol.INFANTRY: "Infantry", CardSymbol.CAVALRY: "Cavalry", CardSymbol.ARTILLERY: "Cannon"}


def export_domination(board: Board, output: Path, options: ExportOptions) -> ExportResult:
    territories = board.territories
    if not territories:
        raise InterchangeError(NOTHING_TO_EXPORT)
    if len(territories) > map_file.MAX_COUNTRIES:
        raise InterchangeError(TOO_MANY_TERRITORIES, count=count_of(len(territories), "territories"))
    width = options.width or min(MAX_DEFAULT_WIDTH, max(1, round(board.meta.width)))
    if not 1 <= width <= MAX_WIDTH:
        raise InterchangeError(BAD_WIDTH, width=count_of(width, "pixels"), most=MAX_WIDTH)
    scale = width / board.meta.width
    height = max(1, round(board.meta.height * scale))
    notes: list[ReportItem] = []
    numbers = rasterise(board, width, height, scale, notes)
    stem = output.stem
    names = {"map": f"{stem}.map", "gif": f"{stem}_map.gif", "pic": f"{stem}_pic.png", "cards": f"{stem}.cards"}
    picture = (options.picture(board, width, height) if options.picture is not None
               else plain_picture(board, numbers))
    return ExportResult(
        files={
            names["map"]: _map_text(board, names, scale, notes).encode(TEXT_ENCODING),
            names["gif"]: _gif(numbers),
            names["pic"]: picture,
            names["cards"]: _cards_text(board).encode(TEXT_ENCODING),
        },
        report=notes,
    )


def rasterise(board: Board, width: int, height: int, scale: float, notes: list[ReportItem]) -> np.ndarray:
    """(height, width) territory numbers (1-based, board order; 255 none) at pixel centres."""
    numbers = np.full((height, width), map_file.NO_COUNTRY, dtype=np.uint8)
    shapes = board.shapes()
    # Bigger first: a territory inside another's hole, and a shared edge, go to the smaller.
    order = sorted(range(len(shapes)), key=lambda i: -shapes[i].area)
    for index in order:
        shape = shapes[index]
        if shape.is_empty:
            continue
        minx, miny, maxx, maxy = (np.array(shape.bounds) * scale).tolist()
        x0, x1 = max(0, int(np.floor(minx))), min(width, int(np.ceil(maxx)) + 1)
        y0, y1 = max(0, int(np.floor(miny))), min(height, int(np.ceil(maxy)) + 1)
        if x0 >= x1 or y0 >= y1:
            continue
        ys, xs = np.mgrid[y0:y1, x0:x1]
        inside = shapely.intersects_xy(shape, (xs + 0.5) / scale, (ys + 0.5) / scale)
        numbers[ys[inside], xs[inside]] = index + 1
    present = np.bincount(numbers.ravel(), minlength=256)
    ys, xs = np.mgrid[0:height, 0:width]
    for index, territory in enumerate(board.territories):
        if present[index + 1]:
            continue
        # Too small for a pixel at this size: it gets the pixel nearest its label that no
        # other territory needs (one that is sea, or one of several of its owner's).
        spare = (numbers == map_file.NO_COUNTRY) | (present[numbers] > 1)
        if not spare.any():
            raise InterchangeError(TOO_SMALL, name=territory.name, width=count_of(width, "pixels"))
        point = board.label_point(territory.id) or shapes[index].representative_point().coords[0]
        distance = np.hypot(xs + 0.5 - point[0] * scale, ys + 0.5 - point[1] * scale)
        y, x = np.unravel_index(np.argmin(np.where(spare, distance, np.inf)), distance.shape)
        present[numbers[y, x]] -= 1
        numbers[y, x] = index + 1
        present[index + 1] = 1
        notes.append(ReportItem(ItemKind.FIXED, ONE_PIXEL, {"name": territory.name}))
    return _without_stray_pixels(numbers)


def _without_stray_pixels(numbers: np.ndarray) -> np.ndarray:
    """Pixels of no territory inside land given to a territory beside them.

    Sampling at pixel centres leaves "no country" wherever a centre falls in a gap between
    territories narrower than a pixel (borders drawn twice a hair apart), or in a lake
    smaller than one: lines one pixel wide between territories, or single pixels. Domination
    shows them as holes a click falls through. Lines are closed as the importer closes them;
    a lone pixel with land on its four sides goes to the lowest-numbered of them. Water
    two pixels wide or more stays.
    """
    closed = tracing.close_lines(numbers, 1)[0]
    empty = closed == map_file.NO_COUNTRY
    padded = np.pad(closed, 1, constant_values=map_file.NO_COUNTRY)
    sides = [padded[:-2, 1:-1], padded[2:, 1:-1], padded[1:-1, :-2], padded[1:-1, 2:]]
    walled_in = empty & np.logical_and.reduce([side != map_file.NO_COUNTRY for side in sides])
    if walled_in.any():
        closed = closed.copy()
        closed[walled_in] = np.minimum.reduce(sides)[walled_in]
    return closed


def _gif(numbers: np.ndarray) -> bytes:
    from PIL import Image

    image = Image.fromarray(numbers, mode="L").convert("P")  # a grey palette in order: index = grey
    image.putpalette([v for grey in range(256) for v in (grey, grey, grey)])
    buffer = io.BytesIO()
    image.save(buffer, format="GIF", optimize=False)
    return buffer.getvalue()


def plain_picture(board: Board, numbers: np.ndarray) -> bytes:
    """The map without Qt: each territory in its continent's colour, borders dark, sea white."""
    from PIL import Image

    colours = np.full((256, 3), 255, dtype=np.uint8)
    for index, territory in enumerate(board.territories):
        colour = "#c8c8c8"
        if territory.continent and board.has_continent(territory.continent):
            colour = board.continent(territory.continent).colour
        colours[index + 1] = [int(colour[k:k + 2], 16) for k in (1, 3, 5)]
    pixels = colours[numbers]
    edge = np.zeros(numbers.shape, dtype=bool)
    edge[:, :-1] |= numbers[:, :-1] != numbers[:, 1:]
    edge[:-1, :] |= numbers[:-1, :] != numbers[1:, :]
    pixels[edge] = (40, 40, 40)
    buffer = io.BytesIO()
    Image.fromarray(pixels, mode="RGB").save(buffer, format="PNG")
    return buffer.getvalue()


def _map_text(board: Board, names: dict[str, str], scale: float, notes: list[ReportItem]) -> str:
    continents = list(board.continents)
    number_of = {c.id: i + 1 for i, c in enumerate(continents)}
    homeless = [t for t in board.territories if t.continent not in number_of]
    if homeless:
        continents.append(None)  # Domination puts every country in a continent
        notes.append(ReportItem(ItemKind.NOTE, NO_CONTINENT, {"count": len(homeless)}))
    circle = max(2, round(board.meta.mark_radius * 2 * scale))
    lines = [
        "; Written by Worldsmith",
        f"name {board.meta.name}",
        "ver 1",
        f"circle {circle}",
        "",
        "[files]",
        f"pic {names['pic']}",
        f"map {names['gif']}",
        f"crd {names['cards']}",
        "",
        "[continents]",
    ]
    for continent in continents:
        if continent is None:
            lines.append("No_continent 0 lightgray")
        else:
            colour = domination_colour(continent.colour)
            lines.append(f"{map_file.name_word(continent.name)} {continent.bonus} {colour}")
    lines += ["", "[countries]"]
    index_of = {t.id: i + 1 for i, t in enumerate(board.territories)}
    for number, territory in enumerate(board.territories, start=1):
        x, y = board.label_point(territory.id) or (0.0, 0.0)
        continent = number_of.get(territory.continent, len(continents))
        lines.append(f"{number} {map_file.name_word(territory.name)} {continent} {round(x * scale)} {round(y * scale)}")
    lines += ["", "[borders]"]
    neighbours: dict[int, set[int]] = {n: set() for n in index_of.values()}
    for connection in board.connections:
        a, b = index_of.get(connection.a), index_of.get(connection.b)
        if a is None or b is None or a == b:
            continue
        neighbours[a].add(b)
        if not connection.one_way:  # sea-lines too: to Domination they are borders that do not touch
            neighbours[b].add(a)
    for number in sorted(neighbours):
        lines.append(" ".join(str(n) for n in [number, *sorted(neighbours[number])]))
    return "\r\n".join(lines) + "\r\n"


def _cards_text(board: Board) -> str:
    """One card per territory (its symbol, or the three in turn), and two wild cards."""
    cycle = ("Infantry", "Cavalry", "Cannon")
    lines = ["; Written by Worldsmith", "[cards]"]
    for number, territory in enumerate(board.territories, start=1):
        word = _CARD_WORDS.get(territory.card) if territory.card else cycle[(number - 1) % 3]
        lines.append(f"{word} {number}")
    lines += ["Wildcard", "Wildcard"]
    return "\r\n".join(lines) + "\r\n"


def domination_colour(colour: str) -> str:
    """``#rrggbb`` as Domination reads it: one of its own colour names when it is exactly
    that colour, else the hex code itself. Domination (ColorUtil.getColor) knows thirteen
    names and reads anything else with Java's Integer.decode, which takes ``#rrggbb``; a name
    it does not know ("brown") would come out black, so only its own are written."""
    colour = colour.lower()
    for name in map_file.DOMINATION_COLOUR_NAMES:
        if map_file.COLOURS[name] == colour:
            return name
    return colour if map_file.colour_of(colour) == colour else "lightgray"


def nearest_colour(colour: str) -> str:
    """The colour name (of those map makers use) nearest to ``#rrggbb``: a name for people."""
    rgb = np.array([int(colour[k:k + 2], 16) for k in (1, 3, 5)])
    best, best_distance = "lightgray", float("inf")
    for name, value in map_file.COLOURS.items():
        candidate = np.array([int(value[k:k + 2], 16) for k in (1, 3, 5)])
        distance = float(((candidate - rgb) ** 2).sum())
        if distance < best_distance:
            best, best_distance = name, distance
    return best


NOTHING_TO_EXPORT = QT_TRANSLATE_NOOP("Interchange", "the map has no territories to export")
TOO_MANY_TERRITORIES = QT_TRANSLATE_NOOP(
    "Interchange", "the map has {count}; a Domination map holds at most 254"
)
BAD_WIDTH = QT_TRANSLATE_NOOP("Interchange", "the pictures would be {width} wide; at most {most}")
TOO_SMALL = QT_TRANSLATE_NOOP(
    "Interchange", "{name} cannot get a pixel of its own in a picture {width} wide: choose a larger --width"
)
ONE_PIXEL = QT_TRANSLATE_NOOP("Interchange", "{name} is smaller than a pixel at this size: it got one pixel")
NO_CONTINENT = QT_TRANSLATE_NOOP(
    "Interchange", "territories of no continent ({count}) go to a continent 'No continent' worth 0"
)
