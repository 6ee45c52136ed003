"""Water on a map: coasts (where navies and navy bases go), links between waters, canals.

A land–water border is a connection between a land territory and a water (``kind: sea``)
territory; nothing is derived from the outlines alone. Validation already keeps the two in
step (``unconnected-border`` when they touch without a connection), and an explicit
connection is what the rule sets read for every other move, so navies follow the same
adjacency as armies. A water–water connection is one between two water territories:
``--`` where they share a border, ``~~`` for the dotted crossings of the printed board.
"""

from __future__ import annotations

from engine.board.board import Board
from engine.board.model import Connection


def _is_water(board: Board, territory_id: str) -> bool:
    return board.has_territory(territory_id) and board.territory(territory_id).is_water


def _is_land(board: Board, territory_id: str) -> bool:
    return board.has_territory(territory_id) and board.territory(territory_id).is_land


def is_navy_border(board: Board, connection: Connection) -> bool:
    """Whether the connection joins a land territory to a water territory."""
    a, b = connection.a, connection.b
    return (_is_land(board, a) and _is_water(board, b)) or (_is_water(board, a) and _is_land(board, b))


def is_water_link(board: Board, connection: Connection) -> bool:
    """Whether the connection joins two water territories."""
    return connection.a != connection.b and _is_water(board, connection.a) and _is_water(board, connection.b)


def navy_borders(board: Board) -> list[tuple[str, str]]:
    """Every land–water border as (land, water), in connection order, each once.

    One pass over the connections with the kinds looked up in sets: the map editor asks
    whenever connections change, and a 5,000-territory map has 15,000 of them."""
    water = {t.id for t in board.territories if t.is_water}
    if not water:
        return []
    land = {t.id for t in board.territories if t.is_land}
    found: dict[tuple[str, str], None] = {}
    for connection in board.connections:
        a, b = connection.a, connection.b
        if a in land and b in water:
            found[(a, b)] = None
        elif a in water and b in land:
            found[(b, a)] = None
    return list(found)


def coasts(board: Board, land_id: str) -> list[str]:
    """The water territories a land territory borders (where its navies may appear)."""
    return [water for land, water in navy_borders(board) if land == land_id]


def water_linked(board: Board, first: str, second: str) -> bool:
    """Whether a connection (either way, any kind) joins the two territories directly."""
    return any({c.a, c.b} == {first, second} for c in board.connections)


def canal_water_pair(board: Board, territory_id: str) -> tuple[str, str] | None:
    """Two water territories the country borders that no connection joins, if there are.

    The seed: "Canals can be built in specific countries that boarder two water territories
    that are not connected to each other." Connected means joined by a connection, not by
    any route at sea: on a world map every ocean reaches every other, so a route would rule
    out the seed's own canals (Egypt, Central America).
    """
    waters = coasts(board, territory_id)
    for i, first in enumerate(waters):
        for second in waters[i + 1:]:
            if not water_linked(board, first, second):
                return (first, second)
    return None
