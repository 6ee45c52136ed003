"""Coastal waters: one water territory per separate coastline of each country.

The MU economy variant's seed (004) says: "Water territories on a standard risk board include
the coast lines of each country. If a country has multiple coast lines that are not
connected to each other then those coast lines are considered separate water territories."
This module makes such waters for any map of land:

1. each country's coast is its outline minus its borders with other land (open pieces
   shorter than ``min_coast`` make no water of their own);
2. a band of water ``band`` wide around all land is shared between the countries, each point
   going to the nearest coast (a Voronoi diagram of points along the coasts), and a
   country's share is split where land separates it: Egypt's Mediterranean and Red Sea
   waters are two, Japan's islands share one;
3. land and water are rebuilt as the faces of one noded network of lines, so neighbours
   (land or water) share identical vertices; specks of water smaller than a badge go to
   the neighbouring water they share most border with.

tools/build_mu_classic_map.py uses it for maps/classic-mu.yaml; the map editor's
**Map ▸ Generate Coastal Waters** uses :func:`add_coastal_waters`.
"""

from __future__ import annotations

import dataclasses
import math
from collections import defaultdict
from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from engine.board.board import Board
from engine.board.model import Connection, PolygonPart, Ring, Territory, TerritoryKind


@dataclass(frozen=True)
class CoastalSettings:
    """Sizes in map units; :meth:`for_radius` scales them to a map's mark radius (the
    classic world's 8 gives a band of 20, room for a troop badge)."""

    band: float = 20.0  # width of the coastal water
    step: float = 2.0  # spacing of the Voronoi sites along each coast
    min_coast: float = 25.0  # shorter open coast pieces make no water of their own
    site_offset: float = 0.01  # first and last site this far inside a coast's ends
    simplify: float = 0.6  # the Voronoi split lines are straightened by this much
    min_water_area: float = 60.0  # bits of water smaller than this go to a neighbouring water
    notch: float = 3.0  # notches of open sea narrower than twice this between bands are filled
    decimals: int = 1  # coordinates are rounded to this many decimals

    @property
    def grid(self) -> float:
        return 10.0 ** -self.decimals

    @classmethod
    def for_radius(cls, radius: float) -> CoastalSettings:
        scale = radius / 8.0
        decimals = max(0, -math.floor(math.log10(radius / 80.0)))
        return cls(20.0 * scale, 2.0 * scale, 25.0 * scale, 10.0 ** -(decimals + 1), 0.6 * scale,
                   60.0 * scale * scale, 3.0 * scale, decimals)


class CoastalWaterError(ValueError):
    """The map cannot get coastal waters (it has water already, or no coast)."""


@dataclass
class Water:
    """One water territory in the making: a country's coastal water, or one separate part of it."""

    country: str
    shape: BaseGeometry
    id: str = ""
    name: str = ""
    name_es: str = ""


# -- coasts ------------------------------------------------------------------------------


def coasts(board: Board, settings: CoastalSettings) -> dict[str, list[BaseGeometry]]:
    """Each country's coast, piece by piece: its outline minus its borders with other land.

    Open pieces shorter than settings.min_coast are left out: they get no water of their own, and
    the water off them goes to the neighbours' (Angola's Cabinda, between two stretches of
    the Congo's coast, would otherwise cut the Congo's water in three).
    """
    shapes = board.shapes()
    outlines = [shapely.boundary(s) for s in shapes]
    found: dict[str, list[BaseGeometry]] = {}
    for index, territory in enumerate(board.territories):
        others = shapely.union_all([o for j, o in enumerate(outlines) if j != index])
        coast = shapely.line_merge(shapely.difference(outlines[index], others))
        pieces = [
            p for p in shapely.get_parts(coast)
            if p.geom_type == "LineString" and (p.length >= settings.min_coast or p.is_closed)
        ]
        if pieces:
            found[territory.id] = pieces
    return found


# -- the water partition -----------------------------------------------------------------


def sites(piece: BaseGeometry, settings: CoastalSettings) -> np.ndarray:
    """Points along a coast piece every settings.step, the first and last just inside its ends (so
    the split between two countries' waters starts where their land border meets the sea)."""
    length = piece.length
    if piece.is_closed:
        distances = np.arange(0.0, length, settings.step)
    else:
        inner = np.arange(settings.step, length - settings.step / 2, settings.step)
        distances = np.concatenate([[settings.site_offset], inner, [length - settings.site_offset]])
    points = shapely.line_interpolate_point(piece, distances)
    return shapely.get_coordinates(points)


def nearest_coast_regions(pieces: list[list[BaseGeometry]], extent: BaseGeometry,
                          settings: CoastalSettings) -> list[BaseGeometry]:
    """For each country's coast, the part of ``extent`` nearer to it than to any other coast."""
    coordinates, labels = [], []
    for index, country_pieces in enumerate(pieces):
        for piece in country_pieces:
            xy = sites(piece, settings)
            coordinates.append(xy)
            labels.append(np.full(len(xy), index))
    xy = np.concatenate(coordinates)
    label = np.concatenate(labels)
    xy, first = np.unique(np.round(xy, 6), axis=0, return_index=True)
    label = label[first]
    cells = shapely.get_parts(shapely.voronoi_polygons(shapely.multipoints(xy), extend_to=extent, ordered=True))
    return [
        shapely.intersection(shapely.coverage_union_all(cells[label == index]), extent)
        for index in range(len(pieces))
    ]


def partition(board: Board, coast: dict[str, list[BaseGeometry]],
              settings: CoastalSettings) -> tuple[dict[str, BaseGeometry], list[Water]]:
    """Land and water as faces of one noded network of lines: the land shapes by id, and
    each country's coastal water, split where land separates it (the seed: "If a country
    has multiple coast lines that are not connected to each other then those coast lines
    are considered separate water territories"). Land and water share identical vertices
    wherever they meet."""
    shapes = board.shapes()
    land = shapely.union_all(shapes)
    canvas = shapely.box(0, 0, board.meta.width, board.meta.height)
    reach = shapely.intersection(_smoothed_reach(land, settings), canvas)
    band = shapely.difference(reach, land)
    countries = list(coast)
    regions = nearest_coast_regions([coast[c] for c in countries], shapely.buffer(canvas, 10 * settings.band), settings)
    splits = shapely.union_all([shapely.boundary(r) for r in regions])
    splits = shapely.intersection(splits, band)
    splits = [shapely.simplify(p, settings.simplify) for p in shapely.get_parts(shapely.line_merge(splits))]
    lines = [shapely.boundary(s) for s in shapes] + [shapely.boundary(reach)] + splits
    network = shapely.union_all(lines, grid_size=settings.grid)
    faces = shapely.get_parts(shapely.polygonize(shapely.get_parts(network)))
    inner = shapely.point_on_surface(faces)
    land_owner = _owner(shapes, inner)
    water_owner = _owner(np.array(regions, dtype=object), inner)
    in_reach = shapely.contains(reach, inner)
    land_faces: dict[int, list] = defaultdict(list)
    water_faces: dict[int, list] = defaultdict(list)
    for face, owner, water, reached in zip(faces, land_owner, water_owner, in_reach, strict=True):
        if owner >= 0:
            land_faces[owner].append(face)
        elif reached and water >= 0:
            water_faces[water].append(face)
    territories = board.territories
    new_land = {territories[i].id: shapely.coverage_union_all(f) for i, f in land_faces.items()}
    waters = [
        Water(countries[index], part)
        for index, faces_of in sorted(water_faces.items())
        for part in shapely.get_parts(shapely.coverage_union_all(faces_of))
    ]
    return new_land, _absorb_specks(waters, settings)


def _smoothed_reach(land: BaseGeometry, settings: CoastalSettings) -> BaseGeometry:
    """Land and the water within settings.band of it, with the narrow notches and small pockets of
    open sea between two bands filled: validation would call them gaps."""
    reach = shapely.buffer(land, settings.band, quad_segs=4)
    closed = shapely.buffer(shapely.buffer(reach, settings.notch, quad_segs=2), -settings.notch, quad_segs=2)
    parts = [
        shapely.Polygon(p.exterior, [h for h in p.interiors if shapely.Polygon(h).area >= settings.min_water_area])
        for p in shapely.get_parts(closed)
    ]
    return shapely.union_all(parts)


def _owner(shapes: np.ndarray, points: np.ndarray) -> np.ndarray:
    """Index of the shape holding each point, -1 for none."""
    tree = shapely.STRtree(shapes)
    point_index, shape_index = tree.query(points, predicate="within")
    owner = np.full(len(points), -1)
    owner[point_index] = shape_index
    return owner


def _absorb_specks(waters: list[Water], settings: CoastalSettings) -> list[Water]:
    """Give each water too small to be one (a sliver off a strait) to the water it shares
    the longest border with; a country's water needs room for a troop badge."""
    waters = sorted(waters, key=lambda w: w.shape.area)
    while waters and waters[0].shape.area < settings.min_water_area:
        speck = waters.pop(0)
        shared = [(shapely.intersection(speck.shape.boundary, w.shape.boundary).length, i)
                  for i, w in enumerate(waters)]
        length, target = max(shared)
        if length <= 0:
            raise CoastalWaterError(f"a speck of {speck.country}'s water touches no other water")
        waters[target].shape = shapely.coverage_union_all([waters[target].shape, speck.shape])
        waters.sort(key=lambda w: w.shape.area)
    return waters




def territory_parts(geometry: BaseGeometry, decimals: int) -> tuple[PolygonPart, ...]:
    parts = sorted(shapely.get_parts(geometry), key=lambda g: -g.area)
    return tuple(
        PolygonPart(
            Ring(np.round(np.asarray(p.exterior.coords)[:-1], decimals)),
            tuple(Ring(np.round(np.asarray(h.coords)[:-1], decimals)) for h in p.interiors),
        )
        for p in parts
    )


def add_coastal_waters(board: Board, settings: CoastalSettings | None = None) -> Board:
    """A copy of ``board`` with coastal waters: land outlines re-noded where waters meet
    them, a water territory per separate coastline ("Egypt Coast", "Egypt Coast 2"), and a
    connection for every shared border not connected yet (coasts and waters side by side).

    Raises CoastalWaterError if the map has water territories already or no coast at all.
    """
    if any(t.is_water for t in board.territories):
        raise CoastalWaterError("the map has water territories already")
    settings = settings or CoastalSettings.for_radius(board.meta.mark_radius)
    coast = coasts(board, settings)
    if not coast:
        raise CoastalWaterError("the map has no coast")
    new_land, waters = partition(board, coast, settings)
    result = board.copy()
    for index, territory in enumerate(board.territories):
        if territory.id in new_land:
            result.set_territory(index, dataclasses.replace(
                territory, parts=territory_parts(new_land[territory.id], settings.decimals)))
    taken = {t.id for t in board.territories}
    counts: dict[str, int] = defaultdict(int)
    order = {t.id: i for i, t in enumerate(board.territories)}
    waters.sort(key=lambda w: (order[w.country], -w.shape.area))
    for water in waters:
        country = board.territory(water.country)
        counts[water.country] += 1
        number = counts[water.country]
        suffix = "" if number == 1 else f"-{number}"
        water_id = f"{country.id}-coast{suffix}"
        while water_id in taken:
            number += 1
            water_id = f"{country.id}-coast-{number}"
        taken.add(water_id)
        name = f"{country.name} Coast" + ("" if number == 1 else f" {number}")
        result.add_territory(Territory(id=water_id, name=name, parts=territory_parts(water.shape, settings.decimals),
                                       kind=TerritoryKind.SEA))
        label = result.best_label_point(water_id)
        if label is not None:
            result.replace_territory(water_id, dataclasses.replace(
                result.territory(water_id), label=(round(label[0], 2), round(label[1], 2))))
    connected = {tuple(sorted((c.a, c.b))) for c in result.connections}
    for a, b in result.suggest_connections():
        if (a, b) not in connected and (result.territory(a).is_water or result.territory(b).is_water):
            result.add_connection(Connection(a, b))
    return result
