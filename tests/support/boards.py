"""Small hand-made boards for tests: squares on a grid, with marks placed sensibly."""

from __future__ import annotations

from engine.board import (
    Board,
    Connection,
    ConnectionKind,
    Continent,
    MapMetadata,
    PolygonPart,
    Ring,
    Territory,
    TerritoryKind,
)

SIZE = 100.0
RADIUS = 10.0


def square_ring(x: float, y: float, size: float = SIZE) -> Ring:
    return Ring([(x, y), (x + size, y), (x + size, y + size), (x, y + size)])


def square(tid: str, x: float, y: float, size: float = SIZE, *, marks: bool = True, **fields) -> Territory:
    """A square territory with its label in the middle, city above and scar below."""
    cx, cy = x + size / 2, y + size / 2
    defaults = dict(continent="main", name=tid.title())
    if marks:
        defaults.update(label=(cx, cy), city_slot=(cx, cy - 2.8 * RADIUS), scar_slot=(cx, cy + 2.8 * RADIUS))
    defaults.update(fields)
    return Territory(id=tid, parts=(PolygonPart(square_ring(x, y, size)),), **defaults)


def board(*territories: Territory, connections=(), continents=None, regions=()) -> Board:
    if continents is None:
        continents = [Continent("main", "Mainland", "#88aa55", 3)]
    return Board(MapMetadata("Test", 1000, 1000, mark_radius=RADIUS), continents, territories, connections,
                 regions)


def water(tid: str, x: float, y: float, size: float = SIZE, **fields) -> Territory:
    """A square water territory (``kind: sea``, no continent)."""
    return square(tid, x, y, size, kind=TerritoryKind.SEA, continent=None, **fields)


def canal_country(*, waters_linked: bool = False, flags=frozenset({"canal-eligible"})) -> Board:
    """A country with water east and south of it (touching only at a corner), its coasts
    connected; the two waters joined by a sea-line only if ``waters_linked``."""
    connections = [border("land", "east"), border("land", "south")]
    if waters_linked:
        connections.append(sea("east", "south"))
    return board(square("land", 0, 0, flags=frozenset(flags)), water("east", SIZE, 0), water("south", 0, SIZE),
                 connections=connections)


def border(a: str, b: str, **kw) -> Connection:
    return Connection(a, b, ConnectionKind.BORDER, **kw)


def sea(a: str, b: str, **kw) -> Connection:
    return Connection(a, b, ConnectionKind.SEA_LINE, **kw)


def far_apart(wraps: bool, kind: ConnectionKind = ConnectionKind.SEA_LINE) -> Board:
    """Two islands near the left and right edges of the 1000-wide canvas, joined by one line
    (around the world if ``wraps``)."""
    return board(square("west", 20, 450), square("east", 880, 450),
                 connections=[Connection("west", "east", kind, wraps=wraps)])


def pair() -> Board:
    """Two squares side by side, connected: a clean map."""
    return board(square("a", 0, 0), square("b", SIZE, 0), connections=[border("a", "b")])
