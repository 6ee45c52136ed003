"""Small geographic maps written by the tests themselves (no third-party files in the repository).

The sample, in longitude/latitude (degrees east, degrees north)::

    lat 50 +---------------+---------------+
           |  Westmark     |  Eastmark     |
           |    +---+      |               |
        45 |    |lake      +---------------+   <- Westmark has no vertex here:
           |    +---+      |  Southmark    |      importing must node its border
        40 +---------------+---------------+
           lon 0          10              20
        38   [isle]  (part of Westmark: a MultiPolygon)
        36

Westmark is a MultiPolygon (its mainland with a lake, and an island off its south coast);
Eastmark and Southmark are Polygons. The three touch one another. A fourth feature is a
Point (a capital), which has no area and is dropped. Names are in ``NAME`` (as Natural
Earth's), continents in ``CONTINENT``.
"""

from __future__ import annotations

import json
from pathlib import Path


def box(x0: float, y0: float, x1: float, y1: float, clockwise: bool = False) -> list[list[float]]:
    ring = [[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]]
    return ring[::-1] if clockwise else ring


WESTMARK = {"type": "MultiPolygon", "coordinates": [
    [box(0, 40, 10, 50), box(3, 43, 6, 46, clockwise=True)],  # mainland, its lake
    [box(1, 36, 3, 38)],  # the island
]}
EASTMARK = {"type": "Polygon", "coordinates": [box(10, 45, 20, 50)]}
SOUTHMARK = {"type": "Polygon", "coordinates": [box(10, 40, 20, 45)]}
NAMES = ["Westmark", "Eastmark", "Southmark"]
TOUCHING = {("Westmark", "Eastmark"), ("Westmark", "Southmark"), ("Eastmark", "Southmark")}


def feature(name: str, geometry: dict, continent: str = "Middle", **more) -> dict:
    return {"type": "Feature", "properties": {"NAME": name, "CONTINENT": continent, "pop": 1000, **more},
            "geometry": geometry}


def sample_collection() -> dict:
    return {"type": "FeatureCollection", "name": "marches", "features": [
        feature("Westmark", WESTMARK, "West Lands"),
        feature("Eastmark", EASTMARK),
        feature("Southmark", SOUTHMARK),
        feature("Capital", {"type": "Point", "coordinates": [5, 48]}),
    ]}


def write_geojson(folder: Path, document: dict | None = None, name: str = "marches.geojson") -> Path:
    path = folder / name
    path.write_text(json.dumps(document if document is not None else sample_collection()), encoding="utf-8")
    return path


def write_shapefile(folder: Path, name: str = "marches") -> Path:
    """The sample as a shapefile (.shp, .shx, .dbf) written with pyshp; the capital a null shape."""
    import shapefile

    base = folder / name
    with shapefile.Writer(str(base), shapeType=shapefile.POLYGON) as writer:
        writer.field("NAME", "C", size=40)
        writer.field("CONTINENT", "C", size=40)
        # Shapefiles wind outer rings clockwise and holes anticlockwise (pyshp sorts them so).
        writer.poly([box(0, 40, 10, 50, clockwise=True), box(3, 43, 6, 46), box(1, 36, 3, 38, clockwise=True)])
        writer.record("Westmark", "West Lands")
        writer.poly([box(10, 45, 20, 50, clockwise=True)])
        writer.record("Eastmark", "Middle")
        writer.poly([box(10, 40, 20, 45, clockwise=True)])
        writer.record("Southmark", "Middle")
        writer.null()
        writer.record("Capital", "Middle")
    return base.with_suffix(".shp")
