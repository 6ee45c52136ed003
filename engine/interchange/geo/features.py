"""Features of geographic files (GeoJSON, shapefiles) as shapely areas with their properties.

Both formats describe a feature the same way once read (a GeoJSON geometry object; pyshp
gives shapefile shapes in that form too), so this module turns one such geometry into a
Polygon or MultiPolygon: holes kept, points and lines ignored, malformed coordinates
refused with a reason. Two repairs, each said in the report by the caller:

* a ring that crosses the antimeridian (longitude jumping from 179 to -179) is unwrapped,
  its longitudes running on past 180° (meridian.py then places every part of the map on one
  side or the other of the chosen central meridian, and cuts only what still straddles it);
* an invalid ring (one crossing itself, a hole outside its polygon) is made valid
  (``shapely.make_valid``), keeping its area.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from engine.interchange import coverage

MADE_VALID = "made-valid"
# No projection gives coordinates this large (the Earth is 4 x 10^7 m round); beyond it,
# fitting the map to the canvas would overflow.
MAX_COORDINATE = 1e15


class BadGeometry(ValueError):
    """The coordinates are not what the geometry type says (the message says what)."""


def shape_of(geometry: object, geographic: bool) -> tuple[BaseGeometry | None, list[str]]:
    """The area a GeoJSON-like geometry covers, or None if it has none (a point, a line).

    ``geographic``: coordinates are longitude/latitude, so rings crossing the antimeridian
    are repaired. Raises :class:`BadGeometry` for malformed coordinates.
    """
    if geometry is None:  # GeoJSON's unlocated feature; a shapefile's null shape
        return None, []
    polygons = list(_polygons(geometry, depth=0))
    if not polygons:
        return None, []
    repairs: list[str] = []
    if geographic:
        polygons = [part for p in polygons for part in shapely.get_parts(_across_antimeridian(p))]
    shape = shapely.MultiPolygon(polygons) if len(polygons) > 1 else polygons[0]
    if not shape.is_valid:
        repairs.append(MADE_VALID)
    shape = coverage.polygonal(shape)  # makes it valid; keeps areas only
    if len(polygons) > 1:  # parts that touch or overlap become one (as a MultiPolygon must)
        shape = coverage.polygonal(shapely.union_all(shapely.get_parts(shape)))
    if shape.is_empty or shape.area <= 0:
        return None, repairs
    return shape, repairs


def _polygons(geometry: object, depth: int):
    if not isinstance(geometry, Mapping):
        raise BadGeometry("a geometry must be an object with a type")
    kind = geometry.get("type")
    if kind == "GeometryCollection":
        members = geometry.get("geometries")
        if not isinstance(members, (list, tuple)) or depth > 8:
            raise BadGeometry("a GeometryCollection needs a list of geometries")
        for member in members:
            yield from _polygons(member, depth + 1)
        return
    coordinates = geometry.get("coordinates")
    if kind == "Polygon":
        polygon = _polygon(coordinates)
        if polygon is not None:
            yield polygon
    elif kind == "MultiPolygon":
        if not isinstance(coordinates, (list, tuple)):
            raise BadGeometry("a MultiPolygon's coordinates must be a list of polygons")
        for rings in coordinates:
            polygon = _polygon(rings)
            if polygon is not None:
                yield polygon
    elif kind in ("Point", "MultiPoint", "LineString", "MultiLineString"):
        return
    else:
        raise BadGeometry(f"unknown geometry type {kind!r}")


def _polygon(rings: object) -> shapely.Polygon | None:
    if not isinstance(rings, (list, tuple)):
        raise BadGeometry("a Polygon's coordinates must be a list of rings")
    made = [_ring(ring) for ring in rings]
    if not made or made[0] is None:
        return None  # no outer ring (or one too short to enclose anything)
    return shapely.Polygon(made[0], [hole for hole in made[1:] if hole is not None])


def _ring(ring: object) -> np.ndarray | None:
    if not isinstance(ring, (list, tuple)):
        raise BadGeometry("a ring must be a list of positions")
    try:
        xy = np.array([(float(p[0]), float(p[1])) for p in ring], dtype=float).reshape(-1, 2)
    except (TypeError, ValueError, IndexError, KeyError):
        raise BadGeometry("a position must be a list of two numbers [x, y]") from None
    if not np.isfinite(xy).all():
        raise BadGeometry("a position is not a finite number")
    if len(xy) and np.abs(xy).max() > MAX_COORDINATE:
        raise BadGeometry("a position is further than 10^15 from the origin")
    if len(xy) and not np.array_equal(xy[0], xy[-1]):
        xy = np.vstack([xy, xy[:1]])  # GeoJSON rings repeat their first position; be lenient
    if len(np.unique(xy, axis=0)) < 3:
        return None
    return xy


def _across_antimeridian(polygon: shapely.Polygon) -> BaseGeometry:
    """A polygon whose rings jump across the antimeridian, unwrapped: its longitudes go on
    past ±180° (178° to 182°), so it is one piece wherever the map is cut later.

    A ring crosses when unwrapping its longitudes (no step longer than 180°) still closes it
    and leaves it narrower than 180°; a ring round a pole (Antarctica) does not close when
    unwrapped and is left alone, as is a ring that merely runs along ±180°.
    """
    exterior = np.asarray(polygon.exterior.coords)
    unwrapped = _unwrapped(exterior)
    if unwrapped is None:
        return polygon
    centre = (unwrapped[:, 0].min() + unwrapped[:, 0].max()) / 2
    holes = []
    for hole in polygon.interiors:
        xy = _unwrapped(np.asarray(hole.coords))
        if xy is None:
            xy = np.asarray(hole.coords).copy()
        shift = 360.0 * round((centre - (xy[:, 0].min() + xy[:, 0].max()) / 2) / 360.0)
        xy[:, 0] += shift  # the hole on the same side of the world as its polygon
        holes.append(xy)
    return coverage.polygonal(shapely.Polygon(unwrapped, holes))


def _unwrapped(xy: np.ndarray) -> np.ndarray | None:
    """The ring with its longitudes unwrapped, if it jumps across ±180° (else None)."""
    steps = np.diff(xy[:, 0])
    if not (np.abs(steps) > 180.0).any():
        return None
    out = xy.copy()
    out[1:, 0] = xy[0, 0] + np.cumsum(steps - 360.0 * np.round(steps / 360.0))
    closes = math.isclose(out[0, 0], out[-1, 0], abs_tol=1e-9)
    if not closes or out[:, 0].max() - out[:, 0].min() >= 180.0:
        return None
    return out


def geographic_bounds(geometries: Sequence[object]) -> bool:
    """Whether the raw coordinates of these geometries can all be longitude/latitude
    (-180° to 360° east, for files counting 0° to 360°); if not, the file is projected."""
    for geometry in geometries:
        for x, y in _positions(geometry, 0):
            if not (-180.0 - 1e-6 <= x <= 360.0 + 1e-6 and -90.0 - 1e-6 <= y <= 90.0 + 1e-6):
                return False
    return True


def _positions(geometry: object, depth: int):
    if not isinstance(geometry, Mapping) or depth > 8:
        return
    if geometry.get("type") == "GeometryCollection":
        for member in geometry.get("geometries") or []:
            yield from _positions(member, depth + 1)
        return
    yield from _flatten(geometry.get("coordinates"), 0)


def _flatten(value: object, depth: int):
    if not isinstance(value, (list, tuple)) or depth > 4:
        return
    if len(value) >= 2 and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value[:2]):
        yield float(value[0]), float(value[1])
        return
    for item in value:
        yield from _flatten(item, depth + 1)
