"""The map: territories, polygons, adjacency, continents, sticker slots, YAML and validation."""

from engine.board.board import Board
from engine.board.map_format import LoadedMap, load_map, map_to_text, read_map, save_map
from engine.board.model import (
    Background,
    CardSymbol,
    Connection,
    ConnectionKind,
    Continent,
    MapMetadata,
    Point,
    PolygonPart,
    Region,
    Ring,
    Territory,
    TerritoryKind,
)

__all__ = [
    "Background",
    "Board",
    "CardSymbol",
    "Connection",
    "ConnectionKind",
    "Continent",
    "LoadedMap",
    "MapMetadata",
    "Point",
    "PolygonPart",
    "Region",
    "Ring",
    "Territory",
    "TerritoryKind",
    "load_map",
    "map_to_text",
    "read_map",
    "save_map",
]
