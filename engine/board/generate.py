"""Random Voronoi worlds: test beds for benchmarks and tests, and quick starting maps.

Every border is generated once and used by both territories that share it, so the result
is a clean coverage (identical shared vertices, no gaps), like a map drawn with snapping.
"""

from __future__ import annotations

import math

import numpy as np
import shapely

from engine.board.board import Board
from engine.board.model import (
    CardSymbol,
    Connection,
    Continent,
    MapMetadata,
    PolygonPart,
    Ring,
    Territory,
)

_PALETTE = (
    "#e6b422", "#5aa469", "#d9534f", "#4a90d9", "#9b59b6", "#e67e22", "#1abc9c", "#c0a080",
)
_CARDS = tuple(CardSymbol)


def voronoi_board(
    territories: int,
    vertices_per_territory: int = 30,
    seed: int = 0,
    mark_radius: float = 10.0,
) -> Board:
    """A map of ``territories`` Voronoi cells with about ``vertices_per_territory`` vertices each.

    The canvas grows with the number of territories so that a territory is always about
    16 mark radii across: labels and sticker slots fit, as on a real map.
    """
    rng = np.random.default_rng(seed)
    cell_size = 16 * mark_radius
    width = round(math.sqrt(territories * 1.6) * cell_size)
    height = round(width / 1.6)
    sites = _spread_sites(rng, territories, width, height)
    frame = shapely.box(0, 0, width, height)
    cells = shapely.voronoi_polygons(shapely.multipoints(sites), extend_to=frame, ordered=True)
    cells = [shapely.intersection(cell, frame) for cell in shapely.get_parts(cells)]
    corners = [_rounded_ring(cell) for cell in cells]

    # Each edge (pair of corner points) appears in one or two cells; subdivide it once.
    edges_per_cell = [len(ring) for ring in corners]
    mean_edges = sum(edges_per_cell) / len(edges_per_cell)
    inner_points = max(0, round(vertices_per_territory / mean_edges) - 1)
    edge_points: dict[tuple, np.ndarray] = {}
    cell_edges: list[list[tuple]] = []
    for ring in corners:
        keys = []
        for k in range(len(ring)):
            p, q = tuple(ring[k]), tuple(ring[(k + 1) % len(ring)])
            key = (p, q) if p <= q else (q, p)
            if key not in edge_points:
                edge_points[key] = _subdivide(np.array(key[0]), np.array(key[1]), inner_points, rng)
            keys.append((p, q))
        cell_edges.append(keys)

    rings = []
    for keys in cell_edges:
        pieces = []
        for p, q in keys:
            key = (p, q) if p <= q else (q, p)
            points = edge_points[key]
            pieces.append(points[:-1] if key[0] == p else points[::-1][:-1])
        rings.append(np.round(np.concatenate(pieces), 3))

    continent_count = max(1, territories // 40)
    centres = sites[rng.choice(len(sites), continent_count, replace=False)]
    owner = np.argmin(((sites[:, None, :] - centres[None, :, :]) ** 2).sum(axis=2), axis=1)
    continents = [
        Continent(f"c{k}", f"Continent {k + 1}", _PALETTE[k % len(_PALETTE)], bonus=2 + k % 5)
        for k in range(continent_count)
    ]
    offset = 2.6 * mark_radius
    board_territories = []
    for index, (ring, site) in enumerate(zip(rings, sites, strict=True)):
        x, y = float(round(site[0], 2)), float(round(site[1], 2))
        board_territories.append(Territory(
            id=f"t{index}",
            name=f"Territory {index + 1}",
            parts=(PolygonPart(Ring.from_array(ring)),),
            continent=f"c{owner[index]}",
            card=_CARDS[index % 3],
            label=(x, y),
            city_slot=(x, y - offset),
            scar_slot=(x, y + offset),
        ))
    neighbours = set()
    owners_of_edge: dict[tuple, list[int]] = {}
    for index, keys in enumerate(cell_edges):
        for p, q in keys:
            owners_of_edge.setdefault((p, q) if p <= q else (q, p), []).append(index)
    for owners in owners_of_edge.values():
        if len(owners) == 2:
            neighbours.add((min(owners), max(owners)))
    connections = [Connection(f"t{a}", f"t{b}") for a, b in sorted(neighbours)]
    meta = MapMetadata(
        name=f"Voronoi {territories}x{vertices_per_territory} (seed {seed})",
        width=float(width),
        height=float(height),
        author="Worldsmith generator",
        mark_radius=mark_radius,
    )
    return Board(meta, continents, board_territories, connections)


def _spread_sites(rng, count, width, height) -> np.ndarray:
    """Random points kept apart a little (jittered grid), so no cell is a sliver."""
    columns = max(1, round(math.sqrt(count * width / height)))
    rows = math.ceil(count / columns)
    cell_w, cell_h = width / columns, height / rows
    slots = rng.permutation(columns * rows)[:count]
    col, row = slots % columns, slots // columns
    x = (col + 0.2 + 0.6 * rng.random(count)) * cell_w
    y = (row + 0.2 + 0.6 * rng.random(count)) * cell_h
    return np.round(np.column_stack([x, y]), 2)


def _rounded_ring(cell) -> np.ndarray:
    coords = np.round(np.asarray(cell.exterior.coords)[:-1], 3)
    keep = np.ones(len(coords), dtype=bool)
    keep[1:] = (coords[1:] != coords[:-1]).any(axis=1)
    if len(coords) > 1 and (coords[0] == coords[-1]).all():
        keep[-1] = False
    return coords[keep]


def _subdivide(p: np.ndarray, q: np.ndarray, inner: int, rng) -> np.ndarray:
    """Points from p to q (both included) with ``inner`` wiggly points in between.

    The wiggle is a small bump that fades to nothing at both ends, so edges meeting at a
    corner never cross.
    """
    t = np.linspace(0.0, 1.0, inner + 2)
    points = p + (q - p) * t[:, None]
    if inner:
        length = float(np.hypot(*(q - p)))
        normal = np.array([-(q - p)[1], (q - p)[0]]) / max(length, 1e-12)
        phase = rng.random() * 2 * math.pi
        bump = np.sin(math.pi * t) * (0.03 * np.sin(3 * math.pi * t + phase))
        points = points + bump[:, None] * length * normal
        points[0], points[-1] = p, q
    return points
