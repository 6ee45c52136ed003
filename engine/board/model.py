"""The map as plain data: metadata, continents, territories and connections.

Values (rings, territories, continents, connections) are immutable; an edit replaces a value
with a new one. That keeps undo simple (a command holds the old value, which nobody can
change) and lets derived geometry be cached by identity (see :mod:`engine.board.board`).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

import numpy as np

Point = tuple[float, float]

# A map's, continent's or territory's names in other languages: (language, name) pairs
# sorted by language, e.g. (("es", "Japón"),). The ``name`` beside it is the base name, the
# one ids, saves and messages in English use; engine.board.local_names picks the name to show.
LocalNames = tuple[tuple[str, str], ...]


class TerritoryKind(enum.StrEnum):
    LAND = "land"
    SEA = "sea"


class CardSymbol(enum.StrEnum):
    """The symbol on a territory's card in the classic game."""

    INFANTRY = "infantry"
    CAVALRY = "cavalry"
    ARTILLERY = "artillery"


class ConnectionKind(enum.StrEnum):
    BORDER = "border"
    SEA_LINE = "sea-line"


class Ring:
    """A closed ring of vertices, stored without repeating the first one. Immutable.

    The vertices live in a read-only ``(n, 2)`` float array so that big maps stay compact
    and geometry (shapely, Qt polygons) can be built from them without a Python loop.
    """

    __slots__ = ("_xy",)

    def __init__(self, points: Iterable[Sequence[float]] | np.ndarray) -> None:
        xy = np.array(points, dtype=np.float64)
        if xy.size == 0:
            xy = xy.reshape(0, 2)
        if xy.ndim != 2 or xy.shape[1] != 2:
            raise ValueError("a ring is a sequence of (x, y) points")
        if len(xy) > 1 and (xy[0] == xy[-1]).all():
            xy = xy[:-1]
        self._xy = _frozen(xy + 0.0)  # + 0.0 turns -0.0 into 0.0 so equal rings hash alike

    @classmethod
    def from_array(cls, xy: np.ndarray) -> Ring:
        """Wrap an ``(n, 2)`` float64 array the caller will not touch again (no copy)."""
        ring = cls.__new__(cls)
        ring._xy = _frozen(xy)
        return ring

    @property
    def xy(self) -> np.ndarray:
        """The vertices as a read-only ``(n, 2)`` array."""
        return self._xy

    def __len__(self) -> int:
        return len(self._xy)

    def __getitem__(self, index: int) -> Point:
        x, y = self._xy[index]
        return (float(x), float(y))

    def __iter__(self) -> Iterator[Point]:
        return iter(map(tuple, self._xy.tolist()))

    def points(self) -> list[Point]:
        return [tuple(p) for p in self._xy.tolist()]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Ring):
            return NotImplemented
        return self._xy.shape == other._xy.shape and bool(np.array_equal(self._xy, other._xy))

    def __hash__(self) -> int:
        return hash(self._xy.tobytes())

    def __repr__(self) -> str:
        shown = ", ".join(f"({x:g}, {y:g})" for x, y in self.points()[:4])
        more = ", ..." if len(self) > 4 else ""
        return f"Ring([{shown}{more}])"

    # -- edits return new rings --------------------------------------------------------
    def with_vertex(self, index: int, point: Point) -> Ring:
        xy = self._xy.copy()
        xy[index] = point
        return Ring.from_array(xy)

    def inserted(self, index: int, point: Point) -> Ring:
        return Ring.from_array(np.insert(self._xy, index, point, axis=0))

    def removed(self, index: int) -> Ring:
        return Ring.from_array(np.delete(self._xy, index, axis=0))

    def translated(self, dx: float, dy: float) -> Ring:
        # Without binary noise: 401.3 + 0.2 is 401.50000000000006, and a file should say 401.5.
        return Ring.from_array(np.round(self._xy + (dx, dy), 10) + 0.0)

    def reversed(self) -> Ring:
        return Ring.from_array(self._xy[::-1].copy())


def _frozen(xy: np.ndarray) -> np.ndarray:
    xy = np.ascontiguousarray(xy, dtype=np.float64)
    xy.flags.writeable = False
    return xy


@dataclass(frozen=True)
class PolygonPart:
    """One piece of a territory (an island, say): an outer ring and optional holes."""

    outer: Ring
    holes: tuple[Ring, ...] = ()

    def rings(self) -> tuple[Ring, ...]:
        return (self.outer, *self.holes)


@dataclass(frozen=True)
class Continent:
    id: str
    name: str
    colour: str = "#b0b0b0"
    bonus: int = 0
    economy_bonus: int | None = None  # MU per round in the economy variant, if any
    names: LocalNames = ()  # the name in other languages


# The flag that marks a country where the MU variant allows a canal; validation checks that
# such a country lies between two water territories that are not connected to each other.
CANAL_FLAG = "canal-eligible"


@dataclass(frozen=True)
class Region:
    """A group of territories besides the continents, such as the MU variant's Middle East.

    A territory belongs to at most one continent but to any number of regions. Regions
    carry only an MU bonus: whether a rule set counts them is the rule set's choice (the
    seed makes the Middle East optional).
    """

    id: str
    name: str
    colour: str = "#b0b0b0"
    economy_bonus: int | None = None  # MU per round for holding every territory in it
    names: LocalNames = ()  # the name in other languages


@dataclass(frozen=True)
class Territory:
    id: str
    name: str
    parts: tuple[PolygonPart, ...]
    kind: TerritoryKind = TerritoryKind.LAND
    continent: str | None = None
    card: CardSymbol | None = None
    label: Point | None = None
    city_slot: Point | None = None  # where a Legacy city sticker goes: upper half
    scar_slot: Point | None = None  # where a Legacy scar sticker goes: lower half
    flags: frozenset[str] = frozenset()
    names: LocalNames = ()  # the name in other languages
    # Regions the territory belongs to besides its continent (ids, sorted), e.g. the MU
    # variant's Middle East: holding a whole region may be worth MU of its own.
    regions: tuple[str, ...] = ()
    # A fill colour of its own ('#rrggbb'), drawn instead of its continent's; None: the
    # continent's (or the plain land or sea colour).
    colour: str | None = None

    @property
    def is_land(self) -> bool:
        return self.kind is TerritoryKind.LAND

    @property
    def is_water(self) -> bool:
        return self.kind is TerritoryKind.SEA

    @property
    def canal_eligible(self) -> bool:
        """Marked as a country where a canal may be built (the MU variant's Egypt, say)."""
        return CANAL_FLAG in self.flags

    def rings(self) -> Iterator[Ring]:
        for part in self.parts:
            yield from part.rings()

    def vertex_count(self) -> int:
        return sum(len(ring) for ring in self.rings())


@dataclass(frozen=True)
class Connection:
    """Two territories armies can move between. Undirected unless ``one_way`` (a to b only).

    ``wraps`` says how the connection is drawn, not where armies may go: around the world,
    off one side edge of the canvas and back in from the other (Alaska to Kamchatka on the
    classic world). Without it the line goes straight across, however far apart the two are.
    """

    a: str
    b: str
    kind: ConnectionKind = ConnectionKind.BORDER
    one_way: bool = False
    wraps: bool = False

    @property
    def key(self) -> tuple[str, str]:
        """Identity of the connection regardless of kind: the pair (ordered if one-way)."""
        if self.one_way or self.a <= self.b:
            return (self.a, self.b)
        return (self.b, self.a)

    def joins(self, first: str, second: str) -> bool:
        if self.a == first and self.b == second:
            return True
        return not self.one_way and self.a == second and self.b == first

    def other(self, territory_id: str) -> str:
        return self.b if territory_id == self.a else self.a


@dataclass(frozen=True)
class Background:
    """A picture under the map, e.g. a scan to trace. ``image`` is relative to the map file."""

    image: str
    opacity: float = 0.5
    locked: bool = True
    # Placement in map units. The picture's top-left corner before rotation; width/height
    # None: the canvas's (how maps written before placement existed show it, stretched over
    # the canvas). Rotation in degrees clockwise about the picture's centre.
    x: float = 0.0
    y: float = 0.0
    width: float | None = None
    height: float | None = None
    rotation: float = 0.0
    keep_aspect: bool = True  # resizing keeps the width:height ratio (the editor's choice)

    def size(self, canvas_width: float, canvas_height: float) -> tuple[float, float]:
        """The picture's width and height on the map (the canvas's where not set)."""
        return (self.width if self.width is not None else canvas_width,
                self.height if self.height is not None else canvas_height)


DEFAULT_PRECISION = 0.1  # map units; see MapMetadata.precision
DEFAULT_GRID = 10.0  # map units; see MapMetadata.grid
DEFAULT_LABEL_SIZE = 1.0  # see MapMetadata.label_size
MIN_LABEL_SIZE = 0.25
MAX_LABEL_SIZE = 4.0


@dataclass(frozen=True)
class MapMetadata:
    name: str
    width: float
    height: float
    author: str = ""
    description: str = ""
    version: str = "1.0"
    mark_radius: float = 10.0
    background: Background | None = None
    names: LocalNames = ()  # the map's name in other languages
    # New corners (drawn, inserted, dragged) are rounded to multiples of this many map units.
    # Corners already in the file are never rounded: an older map loads exactly as it was.
    precision: float = DEFAULT_PRECISION
    grid: float = DEFAULT_GRID  # the editor's grid spacing, in map units
    # The territory names' size on the map, as a factor of the usual size (which follows the
    # mark radius): 2.0 writes every name twice as big. MIN_LABEL_SIZE to MAX_LABEL_SIZE.
    label_size: float = DEFAULT_LABEL_SIZE
