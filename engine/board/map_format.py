"""Reading and writing maps as YAML (the format is documented in docs/map-format.md).

Design choices, all for people who read and diff map files:

* keys are written in a fixed order, one territory per block, one connection per line;
* each polygon ring is one string of ``x,y`` pairs. Besides being shorter, this is ~6x
  faster to load than one YAML scalar per number on a 5,000-territory map;
* defaults are left out (``kind: land``, an empty flag list), so hand-written maps stay
  short and the written file matches what a person would type.

Loading is strict: anything wrong raises :class:`FileFormatError` naming file, line,
column and field; unknown keys become warnings. Saving is atomic.
"""

from __future__ import annotations

import math
import re
import warnings
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import yaml

from engine.board.board import Board
from engine.board.local_names import LANGUAGE_PATTERN
from engine.board.model import (
    DEFAULT_GRID,
    DEFAULT_LABEL_SIZE,
    DEFAULT_PRECISION,
    MAX_LABEL_SIZE,
    MIN_LABEL_SIZE,
    Background,
    CardSymbol,
    Connection,
    ConnectionKind,
    Continent,
    LocalNames,
    MapMetadata,
    Point,
    PolygonPart,
    Region,
    Ring,
    Territory,
    TerritoryKind,
)
from engine.files import yaml_writer as w
from engine.files.atomic_write import atomic_write_text
from engine.files.errors import FormatWarning
from engine.files.limits import MAX_COORDINATE, MAX_SIZE, MIN_SIZE
from engine.files.yaml_reader import (
    Node,
    YamlReader,
    check_document_type,
    compose,
    describe,
    garbage_collection_paused,
    is_null,
    is_scalar,
    number_text,
    read_text_file,
    shown_value,
)

FORMAT_NAME = "worldsmith-map"
SCHEMA_VERSION = 1

ID_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*\Z")
COLOUR_PATTERN = re.compile(r"#[0-9A-Fa-f]{6}\Z")
FLAG_PATTERN = re.compile(r"[a-z0-9][a-z0-9-]*\Z")
_CONNECTION = re.compile(r"\s*(\S+)\s+(--|~~|-->|~~>)\s+(\S+)\s*\Z")
_ARROWS = {
    "--": (ConnectionKind.BORDER, False),
    "~~": (ConnectionKind.SEA_LINE, False),
    "-->": (ConnectionKind.BORDER, True),
    "~~>": (ConnectionKind.SEA_LINE, True),
}
_ARROW_OF = {value: key for key, value in _ARROWS.items()}

_TOP_KEYS = (
    "format", "schema", "name", "names", "author", "description", "version", "canvas",
    "mark-radius", "precision", "grid", "label-size", "background", "continents", "regions", "territories",
    "connections",
)
_BACKGROUND_KEYS = ("image", "opacity", "locked", "x", "y", "width", "height", "rotation", "keep-aspect")
_CONTINENT_KEYS = ("id", "name", "names", "colour", "bonus", "economy-bonus")
_REGION_KEYS = ("id", "name", "names", "colour", "economy-bonus")
_TERRITORY_KEYS = (
    "id", "name", "names", "kind", "continent", "regions", "colour", "card", "label", "city", "scar", "flags",
    "polygon",
)


@dataclass
class LoadedMap:
    board: Board
    warnings: list[FormatWarning] = field(default_factory=list)


# ---------------------------------------------------------------------------------------
# Loading


def load_map(path: str | Path) -> LoadedMap:
    """Read a map file. Raises FileFormatError with the place and reason if it is bad."""
    label = str(path)
    return read_map(read_text_file(path), file=label)


def read_map(text: str, file: str | None = None, loader: type | None = None) -> LoadedMap:
    """Read a map from YAML text; ``loader`` picks the YAML parser (tests compare both)."""
    reader = YamlReader(file)
    with garbage_collection_paused():
        board = _MapReader(reader).read(compose(text, file, loader))
    return LoadedMap(board, reader.warnings)


class _MapReader:
    def __init__(self, reader: YamlReader) -> None:
        self.r = reader
        self.rings = _RingBatch(reader)

    def read(self, root: Node | None) -> Board:
        r = self.r
        check_document_type(r, root, FORMAT_NAME, SCHEMA_VERSION)
        top = r.mapping(root, "", required=("format", "schema", "name", "canvas", "territories"),
                        optional=_TOP_KEYS)
        canvas = r.mapping(top["canvas"], "canvas", required=("width", "height"))
        width = self._size(canvas["width"], "canvas.width")
        height = self._size(canvas["height"], "canvas.height")
        meta = MapMetadata(
            name=r.text(top["name"], "name"),
            width=width,
            height=height,
            author=r.text(top["author"], "author", allow_empty=True) if "author" in top else "",
            description=(
                r.text(top["description"], "description", allow_empty=True)
                if "description" in top else ""
            ),
            version=r.text(top["version"], "version") if "version" in top else "1.0",
            mark_radius=(
                self._size(top["mark-radius"], "mark-radius") if "mark-radius" in top else 10.0
            ),
            background=self._background(top.get("background")),
            names=self._local_names(top.get("names"), "names"),
            precision=self._size(top["precision"], "precision") if "precision" in top else DEFAULT_PRECISION,
            grid=self._size(top["grid"], "grid") if "grid" in top else DEFAULT_GRID,
            label_size=self._label_size(top["label-size"]) if "label-size" in top else DEFAULT_LABEL_SIZE,
        )
        continents = [
            self._continent(node, f"continents[{i}]")
            for i, node in enumerate(r.sequence(top.get("continents"), "continents"))
        ]
        regions = [
            self._region(node, f"regions[{i}]")
            for i, node in enumerate(r.sequence(top.get("regions"), "regions"))
        ]
        territory_nodes = r.sequence(top["territories"], "territories")
        drafts = [self._territory(node, f"territories[{i}]") for i, node in enumerate(territory_nodes)]
        rings = self.rings.parse()
        territories = [
            Territory(
                parts=tuple(
                    PolygonPart(rings[outer], tuple(rings[h] for h in holes)) for outer, holes in parts
                ),
                **fields,
            )
            for fields, parts in drafts
        ]
        connections = [
            self._connection(node, f"connections[{i}]")
            for i, node in enumerate(r.sequence(top.get("connections"), "connections"))
        ]
        return Board(meta, continents, territories, connections, regions)

    def _size(self, node: Node, path: str) -> float:
        """A side of the canvas, the mark radius, the precision or the grid: greater than zero, within MIN_SIZE and
        MAX_SIZE (limits.py)."""
        value = self.r.number(node, path)
        if value <= 0:
            raise self.r.error(node, path, f"must be greater than zero, found {value:g}")
        if not MIN_SIZE <= value <= MAX_SIZE:
            raise self.r.error(node, path, f"must be between {number_text(MIN_SIZE)} and {number_text(MAX_SIZE)}, "
                                           f"found {value:g}")
        return value

    def _label_size(self, node: Node) -> float:
        """The names' size as a factor of the usual one: MIN_LABEL_SIZE to MAX_LABEL_SIZE."""
        value = self.r.number(node, "label-size")
        if not MIN_LABEL_SIZE <= value <= MAX_LABEL_SIZE:
            raise self.r.error(node, "label-size", f"must be between {number_text(MIN_LABEL_SIZE)} and "
                                                   f"{number_text(MAX_LABEL_SIZE)} (1 is the usual size), "
                                                   f"found {value:g}")
        return value

    def _background(self, node: Node | None) -> Background | None:
        if node is None or is_null(node):
            return None
        r = self.r
        # A key a newer Worldsmith adds is warned about and ignored (YamlReader.mapping), so
        # the picture still shows, placed as this version knows how.
        values = r.mapping(node, "background", required=("image",), optional=_BACKGROUND_KEYS[1:])
        opacity = r.number(values["opacity"], "background.opacity") if "opacity" in values else 0.5
        if not 0.0 <= opacity <= 1.0:
            raise r.error(values["opacity"], "background.opacity", "must be between 0 and 1")
        return Background(
            image=r.file_name(values["image"], "background.image"),
            opacity=opacity,
            locked=r.boolean(values["locked"], "background.locked") if "locked" in values else True,
            x=self._coordinate(values, "x"),
            y=self._coordinate(values, "y"),
            width=self._size(values["width"], "background.width") if "width" in values else None,
            height=self._size(values["height"], "background.height") if "height" in values else None,
            rotation=self._rotation(values),
            keep_aspect=(r.boolean(values["keep-aspect"], "background.keep-aspect")
                         if "keep-aspect" in values else True),
        )

    def _coordinate(self, values: dict[str, Node], key: str) -> float:
        if key not in values:
            return 0.0
        value = self.r.number(values[key], f"background.{key}")
        if abs(value) > MAX_COORDINATE:
            raise self.r.error(values[key], f"background.{key}",
                               f"must be between -{number_text(MAX_COORDINATE)} and {number_text(MAX_COORDINATE)}, "
                               f"found {value:g}")
        return value

    def _rotation(self, values: dict[str, Node]) -> float:
        if "rotation" not in values:
            return 0.0
        value = self.r.number(values["rotation"], "background.rotation")
        if not -360.0 <= value <= 360.0:
            raise self.r.error(values["rotation"], "background.rotation",
                               f"must be between -360 and 360 degrees, found {value:g}")
        return value

    def _identifier(self, node: Node, path: str) -> str:
        value = self.r.text(node, path)
        if not ID_PATTERN.match(value):
            raise self.r.error(
                node, path,
                f"'{value}' is not a valid id: use letters, digits, '-', '_' or '.', no spaces",
            )
        return value

    def _colour(self, values: dict[str, Node], path: str) -> str:
        r = self.r
        if "colour" not in values:
            return "#b0b0b0"
        colour_node = values["colour"]
        if is_null(colour_node):
            raise r.error(
                colour_node, f"{path}.colour",
                "expected a colour like '#e6b422' (put it in quotes: # starts a comment in YAML)",
            )
        colour = r.text(colour_node, f"{path}.colour")
        if not COLOUR_PATTERN.match(colour):
            raise r.error(
                colour_node, f"{path}.colour", f"expected a colour like '#e6b422', found '{colour}'"
            )
        return colour.lower()

    def _economy_bonus(self, values: dict[str, Node], path: str) -> int | None:
        if "economy-bonus" not in values or is_null(values["economy-bonus"]):
            return None
        return self.r.integer(values["economy-bonus"], f"{path}.economy-bonus")

    def _continent(self, node: Node, path: str) -> Continent:
        r = self.r
        values = r.mapping(node, path, required=("id", "name"), optional=_CONTINENT_KEYS)
        return Continent(
            id=self._identifier(values["id"], f"{path}.id"),
            name=r.text(values["name"], f"{path}.name"),
            colour=self._colour(values, path),
            bonus=r.integer(values["bonus"], f"{path}.bonus") if "bonus" in values else 0,
            economy_bonus=self._economy_bonus(values, path),
            names=self._local_names(values.get("names"), f"{path}.names"),
        )

    def _region(self, node: Node, path: str) -> Region:
        r = self.r
        values = r.mapping(node, path, required=("id", "name"), optional=_REGION_KEYS)
        return Region(
            id=self._identifier(values["id"], f"{path}.id"),
            name=r.text(values["name"], f"{path}.name"),
            colour=self._colour(values, path),
            economy_bonus=self._economy_bonus(values, path),
            names=self._local_names(values.get("names"), f"{path}.names"),
        )

    def _territory(self, node: Node, path: str) -> tuple[dict, list[tuple[int, list[int]]]]:
        """The territory's fields, and its parts as indexes into the ring batch."""
        r = self.r
        values = r.mapping(node, path, required=("id", "name", "polygon"), optional=_TERRITORY_KEYS)
        kind = TerritoryKind.LAND
        if "kind" in values:
            kind = TerritoryKind(r.choice(values["kind"], f"{path}.kind", [k.value for k in TerritoryKind]))
        card = None
        if "card" in values and not is_null(values["card"]):
            card = CardSymbol(r.choice(values["card"], f"{path}.card", [c.value for c in CardSymbol]))
        continent = None
        if "continent" in values and not is_null(values["continent"]):
            continent = self._identifier(values["continent"], f"{path}.continent")
        flags: list[str] = []
        for i, flag_node in enumerate(r.sequence(values.get("flags"), f"{path}.flags")):
            flag = r.text(flag_node, f"{path}.flags[{i}]")
            if not FLAG_PATTERN.match(flag):
                raise r.error(
                    flag_node, f"{path}.flags[{i}]",
                    f"'{flag}' is not a valid flag: use lower-case words joined by '-'",
                )
            flags.append(flag)
        regions = sorted({
            self._identifier(region_node, f"{path}.regions[{i}]")
            for i, region_node in enumerate(r.sequence(values.get("regions"), f"{path}.regions"))
        })
        fields = dict(
            id=self._identifier(values["id"], f"{path}.id"),
            name=r.text(values["name"], f"{path}.name"),
            kind=kind,
            continent=continent,
            card=card,
            label=self._point(values.get("label"), f"{path}.label"),
            city_slot=self._point(values.get("city"), f"{path}.city"),
            scar_slot=self._point(values.get("scar"), f"{path}.scar"),
            flags=frozenset(flags),
            names=self._local_names(values.get("names"), f"{path}.names"),
            regions=tuple(regions),
            # Only when set: a territory without it takes its continent's colour.
            colour=self._colour(values, path) if "colour" in values else None,
        )
        return fields, self._parts(values["polygon"], f"{path}.polygon")

    def _local_names(self, node: Node | None, path: str) -> LocalNames:
        """``{es: Japón, pt-BR: Japão}``: a name per language code."""
        if node is None or is_null(node):
            return ()
        r = self.r
        if not isinstance(node, yaml.MappingNode):
            raise r.error(node, path, f"expected names by language, like {{es: Japón}}, found {describe(node)}")
        names: dict[str, str] = {}
        for key, value in node.value:
            language = r.text(key, path)
            if not LANGUAGE_PATTERN.match(language):
                raise r.error(
                    key, f"{path}.{language}",
                    f"'{language}' is not a language code: use two or three lower-case letters, "
                    f"like 'es', optionally with a region, like 'pt-BR'",
                )
            if language in names:
                raise r.error(key, f"{path}.{language}", f"the language '{language}' appears twice")
            names[language] = r.text(value, f"{path}.{language}")
        return tuple(sorted(names.items()))

    def _point(self, node: Node | None, path: str) -> Point | None:
        if node is None or is_null(node):
            return None
        text = self.r.text(node, path)
        x_text, comma, y_text = text.partition(",")
        try:
            x, y = float(x_text), float(y_text)
        except ValueError:
            x = y = math.nan
        if comma and abs(x) <= MAX_COORDINATE and abs(y) <= MAX_COORDINATE:  # False for NaN too
            return (x, y)
        xy = parse_coordinates(text, lambda message, offset=0: self.r.error(node, path, message, offset))
        if len(xy) != 1:
            raise self.r.error(node, path, f"expected one point 'x,y', found {len(xy)} points")
        return (float(xy[0, 0]), float(xy[0, 1]))

    def _parts(self, node: Node, path: str) -> list[tuple[int, list[int]]]:
        r = self.r
        if is_scalar(node) and not is_null(node):  # one ring: the common case
            return [(self._ring(node, path), [])]
        items = r.sequence(node, path, allow_null=False)
        if not items:
            raise r.error(node, path, "a territory needs at least one polygon")
        parts = []
        for i, item in enumerate(items):
            part_path = f"{path}[{i}]"
            if is_scalar(item):
                parts.append((self._ring(item, part_path), []))
                continue
            values = r.mapping(item, part_path, required=("outer",), optional=("holes",))
            outer = self._ring(values["outer"], f"{part_path}.outer")
            holes = [
                self._ring(hole, f"{part_path}.holes[{j}]")
                for j, hole in enumerate(r.sequence(values.get("holes"), f"{part_path}.holes"))
            ]
            parts.append((outer, holes))
        return parts

    def _ring(self, node: Node, path: str) -> int:
        return self.rings.add(self.r.text(node, path), node, path)

    def _connection(self, node: Node, path: str) -> Connection:
        r = self.r
        wraps = False
        if isinstance(node, yaml.MappingNode):  # {link: a ~~ b, wraps: true}
            values = r.mapping(node, path, required=("link",), optional=("wraps",))
            if "wraps" in values:
                wraps = r.boolean(values["wraps"], f"{path}.wraps")
            node, path = values["link"], f"{path}.link"
        text = r.text(node, path)
        match = _CONNECTION.match(text)
        if not match:
            raise r.error(
                node, path,
                f"expected 'a -- b' (border), 'a ~~ b' (sea-line), 'a --> b' or 'a ~~> b' "
                f"(one way), found '{text}'",
            )
        first, arrow, second = match.groups()
        for value in (first, second):
            if not ID_PATTERN.match(value):
                raise r.error(node, path, f"'{value}' is not a valid territory id")
        kind, one_way = _ARROWS[arrow]
        return Connection(first, second, kind, one_way, wraps)


# Everything but the two separators, for checking a ring's shape without splitting it.
_NOT_SEPARATORS = bytes(b for b in range(256) if b not in b", ")


class _RingBatch:
    """Ring texts collected while a map is read, then converted to numbers in one pass.

    One ``np.fromstring`` over all rings avoids creating a Python string per coordinate,
    which made loading a 2-million-vertex map take twice as long. If anything in the
    batch is off, the rings are parsed one by one so the error names the right one.
    """

    def __init__(self, reader: YamlReader) -> None:
        self.reader = reader
        self.texts: list[str] = []
        self.places: list[tuple[Node, str]] = []

    def add(self, text: str, node: Node, path: str) -> int:
        self.texts.append(text)
        self.places.append((node, path))
        return len(self.texts) - 1

    def parse(self) -> list[Ring]:
        counts = [_vertex_count(text) for text in self.texts]
        if self.texts and all(counts):
            joined = " ".join(self.texts).replace(",", " ")
            try:
                with warnings.catch_warnings():
                    # Older numpy warns and stops early on text that is not a number; newer
                    # numpy raises. Either way the slow path below finds and names it.
                    warnings.simplefilter("ignore", DeprecationWarning)
                    values = np.fromstring(joined, dtype=np.float64, sep=" ")
            except ValueError:
                values = np.empty(0)
            if len(values) == 2 * sum(counts) and _within_bounds(values):
                xy = values.reshape(-1, 2)
                ends = np.cumsum(counts).tolist()
                starts = [0, *ends[:-1]]
                return [self._ring(i, xy[a:b]) for i, (a, b) in enumerate(zip(starts, ends, strict=True))]
        return [
            self._ring(i, parse_coordinates(text, self._error_for(i)))
            for i, text in enumerate(self.texts)
        ]

    def _error_for(self, index: int):
        node, path = self.places[index]
        return lambda message, offset=0: self.reader.error(node, path, message, offset)

    def _ring(self, index: int, xy: np.ndarray) -> Ring:
        if len(xy) > 1 and (xy[0] == xy[-1]).all():
            xy = xy[:-1]  # a ring written closed
        if len(xy) < 3:
            node, path = self.places[index]
            raise self.reader.error(node, path, f"a polygon ring needs at least 3 points, found {len(xy)}")
        return Ring.from_array(xy)


def _vertex_count(text: str) -> int:
    """Vertices in ``"x,y x,y ..."`` written exactly so (single spaces); 0 if written otherwise."""
    separators = text.encode("utf-8").translate(None, _NOT_SEPARATORS)
    count = separators.count(b",")
    return count if separators == b", " * (count - 1) + b"," else 0


def parse_coordinates(text: str, error) -> np.ndarray:
    """Parse ``"x,y x,y ..."`` into an ``(n, 2)`` array of finite floats.

    ``error(message, column_offset)`` builds the exception to raise. The fast path handles
    well-formed text with one vectorised conversion; anything odd goes through a slow path
    that finds the first bad vertex and says which one it is.
    """
    tokens = text.split()
    if tokens and text.count(",") == len(tokens):
        try:
            values = np.array(",".join(tokens).split(","), dtype=np.float64)
        except ValueError:
            values = None
        if values is not None and len(values) == 2 * len(tokens) and _within_bounds(values):
            return values.reshape(-1, 2)
    return _parse_coordinates_slowly(text, error)


def _within_bounds(values: np.ndarray) -> bool:
    """Every value finite and within MAX_COORDINATE of 0 (two reductions: NaN fails both)."""
    return not values.size or bool(values.max() <= MAX_COORDINATE and values.min() >= -MAX_COORDINATE)


_VERTEX = re.compile(r"\S+(?:\s*,\s*\S+)?")


def _parse_coordinates_slowly(text: str, error) -> np.ndarray:
    points = []
    for number, match in enumerate(_VERTEX.finditer(text), start=1):
        vertex = match.group(0)
        pieces = [p.strip() for p in vertex.split(",")]
        if len(pieces) != 2 or not all(pieces):
            raise error(f"vertex {number} {shown_value(vertex)} is not a pair 'x,y'", match.start())
        try:
            x, y = float(pieces[0]), float(pieces[1])
        except ValueError:
            message = f"vertex {number} {shown_value(vertex)} has a coordinate that is not a number"
            raise error(message, match.start()) from None
        if not (math.isfinite(x) and math.isfinite(y)):
            message = f"vertex {number} {shown_value(vertex)} is not finite (NaN and infinity are not allowed)"
            raise error(message, match.start())
        if abs(x) > MAX_COORDINATE or abs(y) > MAX_COORDINATE:
            limit = number_text(MAX_COORDINATE)
            message = (f"vertex {number} {shown_value(vertex)} is too far out: coordinates lie between "
                       f"-{limit} and {limit}")
            raise error(message, match.start())
        points.append((x, y))
    if not points:
        raise error("expected coordinates 'x,y x,y ...', found no points")
    return np.array(points, dtype=np.float64)


# ---------------------------------------------------------------------------------------
# Saving


def save_map(board: Board, path: str | Path) -> None:
    """Write the map atomically: the old file stays intact until the new one is complete."""
    atomic_write_text(path, map_to_text(board))


def map_to_text(board: Board) -> str:
    with garbage_collection_paused():  # building the node tree is the same burst of objects
        return _map_to_text(board)


def _background_node(background: Background) -> yaml.Node:
    """The picture and, only where set, its placement: a picture never moved is written as
    before placement existed, so older versions read it unchanged."""
    pairs = [
        ("image", w.text(background.image)),
        ("opacity", w.number(background.opacity)),
        ("locked", w.boolean(background.locked)),
    ]
    if background.x or background.y:
        pairs += [("x", w.number(background.x)), ("y", w.number(background.y))]
    if background.width is not None:
        pairs.append(("width", w.number(background.width)))
    if background.height is not None:
        pairs.append(("height", w.number(background.height)))
    if background.rotation:
        pairs.append(("rotation", w.number(background.rotation)))
    if not background.keep_aspect:
        pairs.append(("keep-aspect", w.boolean(False)))
    return w.mapping(pairs)


def _map_to_text(board: Board) -> str:
    meta = board.meta
    top: list[tuple[str, yaml.Node]] = [
        ("format", w.text(FORMAT_NAME)),
        ("schema", w.integer(SCHEMA_VERSION)),
        ("name", w.text(meta.name)),
        *_names_pair(meta.names),
    ]
    if meta.author:
        top.append(("author", w.text(meta.author)))
    if meta.description:
        top.append(("description", w.text(meta.description)))
    top += [
        ("version", w.text(meta.version)),
        ("canvas", w.mapping([("width", w.number(meta.width)), ("height", w.number(meta.height))])),
        ("mark-radius", w.number(meta.mark_radius)),
    ]
    if meta.precision != DEFAULT_PRECISION:  # absent at the default, so older files stay as they were
        top.append(("precision", w.number(meta.precision)))
    if meta.grid != DEFAULT_GRID:
        top.append(("grid", w.number(meta.grid)))
    if meta.label_size != DEFAULT_LABEL_SIZE:  # absent at the default, so older files stay as they were
        top.append(("label-size", w.number(meta.label_size)))
    if meta.background is not None:
        top.append(("background", _background_node(meta.background)))
    top.append(("continents", w.sequence(_continent_node(c) for c in board.continents)))
    if board.regions:  # absent from maps without regions, so their files stay as they were
        top.append(("regions", w.sequence(_region_node(r) for r in board.regions)))
    top += [
        ("territories", w.sequence(_territory_node(t) for t in board.territories)),
        ("connections", w.sequence(_connection_node(c) for c in board.connections)),
    ]
    return w.emit(w.mapping(top))


def connection_text(connection: Connection) -> str:
    arrow = _ARROW_OF[(connection.kind, connection.one_way)]
    return f"{connection.a} {arrow} {connection.b}"


def _connection_node(connection: Connection) -> yaml.Node:
    """``a ~~ b``; a wrapping one as ``{link: a ~~ b, wraps: true}``, still on one line."""
    if not connection.wraps:
        return w.text(connection_text(connection))
    return w.flow_mapping({"link": connection_text(connection), "wraps": True})


def _continent_node(continent: Continent) -> yaml.Node:
    pairs = [
        ("id", w.text(continent.id)),
        ("name", w.text(continent.name)),
        *_names_pair(continent.names),
        ("colour", w.text(continent.colour)),
        ("bonus", w.integer(continent.bonus)),
    ]
    if continent.economy_bonus is not None:
        pairs.append(("economy-bonus", w.integer(continent.economy_bonus)))
    return w.mapping(pairs)


def _region_node(region: Region) -> yaml.Node:
    pairs = [
        ("id", w.text(region.id)),
        ("name", w.text(region.name)),
        *_names_pair(region.names),
        ("colour", w.text(region.colour)),
    ]
    if region.economy_bonus is not None:
        pairs.append(("economy-bonus", w.integer(region.economy_bonus)))
    return w.mapping(pairs)


def _territory_node(territory: Territory) -> yaml.Node:
    pairs = [("id", w.text(territory.id)), ("name", w.text(territory.name)), *_names_pair(territory.names)]
    if territory.kind is not TerritoryKind.LAND:
        pairs.append(("kind", w.text(territory.kind.value)))
    if territory.continent is not None:
        pairs.append(("continent", w.text(territory.continent)))
    if territory.regions:
        pairs.append(("regions", w.sequence((w.text(r) for r in sorted(territory.regions)), flow=True)))
    if territory.colour is not None:  # written only when set, so older versions read the map as before
        pairs.append(("colour", w.text(territory.colour)))
    if territory.card is not None:
        pairs.append(("card", w.text(territory.card.value)))
    marks = (("label", territory.label), ("city", territory.city_slot), ("scar", territory.scar_slot))
    for key, point in marks:
        if point is not None:
            pairs.append((key, w.text(format_point(point))))
    if territory.flags:
        pairs.append(("flags", w.sequence((w.text(f) for f in sorted(territory.flags)), flow=True)))
    parts = territory.parts
    if len(parts) == 1 and not parts[0].holes:
        pairs.append(("polygon", w.text(format_coordinates(parts[0].outer.xy))))
    else:
        pairs.append(("polygon", w.sequence(_part_node(part) for part in parts)))
    return w.mapping(pairs)


def _names_pair(names: LocalNames) -> list[tuple[str, yaml.Node]]:
    """``names: {es: Japón}`` on one line after the base name, or nothing."""
    if not names:
        return []
    node = w.mapping((language, w.text(name)) for language, name in sorted(names))
    node.flow_style = True
    return [("names", node)]


def _part_node(part: PolygonPart) -> yaml.Node:
    if not part.holes:
        return w.text(format_coordinates(part.outer.xy))
    return w.mapping([
        ("outer", w.text(format_coordinates(part.outer.xy))),
        ("holes", w.sequence(w.text(format_coordinates(hole.xy)) for hole in part.holes)),
    ])


def format_coordinates(xy: np.ndarray) -> str:
    """``"x,y x,y ..."`` with the shortest text that reads back to the same floats.

    One %-format over the whole ring runs in C; integral values then lose their ".0"
    (repr never ends a non-integral float in ".0", so the replacement is exact).
    """
    values = xy.ravel().tolist()
    text = ("%r,%r " * (len(values) // 2)) % tuple(values)
    return text.replace(".0,", ",").replace(".0 ", " ")[:-1]


def format_point(point: Point) -> str:
    return format_coordinates(np.asarray(point, dtype=np.float64))
