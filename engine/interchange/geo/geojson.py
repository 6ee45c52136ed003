"""GeoJSON (RFC 7946) read and written.

Reading takes a FeatureCollection, a single Feature or a bare geometry (a Topology is read
as TopoJSON, topojson.py, and the report says so); importer.py makes the features a map. A
``crs`` member (GeoJSON 2008, GDAL) naming a projected system makes the coordinates planar.

Writing gives one Feature per territory, its outline a Polygon or MultiPolygon in map
units with **y up** (y = canvas height - the map's y), so GIS programs (QGIS, geojson.io)
show the map north up, rings wound as RFC 7946 asks (outer rings anticlockwise). Each
feature's properties: ``id``, ``name``, ``continent`` (its name, or null), the continent's
``bonus`` and ``colour``, and ``neighbours`` (the ids it connects to; a one-way connection is
listed on its own side only). The collection carries a ``worldsmith`` member (a foreign
member, RFC 7946 §6.1) with the canvas, so importing the file again puts every territory
back where it was rather than projecting the map units as if they were degrees.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

import numpy as np
import shapely

from engine.board.board import Board
from engine.board.model import TerritoryKind
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.interchange.draft import ImportResult
from engine.interchange.geo.crs import geojson_crs
from engine.interchange.geo.importer import RawFeature, SourceMap, import_features, map_name
from engine.interchange.geo.json_file import read_json_document
from engine.interchange.geo.topojson import import_topology
from engine.interchange.geo.topojson import sniff as sniff_topojson
from engine.interchange.registry import ExportOptions, ExportResult, ImportOptions
from engine.interchange.report import InterchangeError, ItemKind, ReportItem

GEOMETRY_TYPES = ("Polygon", "MultiPolygon", "Point", "MultiPoint", "LineString", "MultiLineString",
                  "GeometryCollection")
_TYPES = ("FeatureCollection", "Feature", *GEOMETRY_TYPES)
DECIMALS = 6  # the map is saved to 3 decimals: 6 keep it, and keep y-up noise out of the file


def sniff(head: bytes) -> bool:
    """The first bytes look like GeoJSON: a JSON object (whether it is GeoJSON, the import
    says precisely: its type may come after the first few kilobytes), but not TopoJSON's."""
    return head.decode("utf-8", "replace").lstrip("\ufeff \t\r\n").startswith("{") and not sniff_topojson(head)


def import_geojson(path: Path, options: ImportOptions) -> ImportResult:
    file = str(path)
    document = read_json_document(path, NOT_UTF8, NOT_JSON)
    if isinstance(document, dict) and document.get("type") == "Topology":
        # TopoJSON (world-atlas, us-atlas) is often named .json: read it as what it is.
        return import_topology(document, path, options, routed=True)
    if not isinstance(document, dict) or document.get("type") not in _TYPES:
        raise InterchangeError(NOT_GEOJSON, file=file)
    source = SourceMap(name=map_name(_document_name(document), path), features=_features(document, file),
                       file=file, crs=geojson_crs(document.get("crs")))
    member = document.get("worldsmith")
    if member is not None:
        if not isinstance(member, Mapping):
            raise InterchangeError(BAD_MEMBER, file=file)
        source.worldsmith = member
    return import_features(source, options)



def _document_name(document: Mapping) -> object:
    member = document.get("worldsmith")
    if isinstance(member, Mapping) and member.get("name"):
        return member.get("name")
    return document.get("name")  # GDAL writes the layer's name here


def _features(document: dict, file: str) -> list[RawFeature]:
    kind = document["type"]
    if kind == "FeatureCollection":
        items = document.get("features")
        if not isinstance(items, list):
            raise InterchangeError(NO_FEATURE_LIST, file=file)
    elif kind == "Feature":
        items = [document]
    else:
        items = [{"type": "Feature", "geometry": document, "properties": {}}]
    out = []
    for item in items:
        if not isinstance(item, dict):
            out.append(RawFeature({}, None))
            continue
        properties = item.get("properties")
        out.append(RawFeature(properties if isinstance(properties, dict) else {}, item.get("geometry"),
                              item.get("id")))
    return out


def export_geojson(board: Board, output: Path, options: ExportOptions) -> ExportResult:
    if not board.territories:
        raise InterchangeError(NOTHING_TO_EXPORT)
    height = float(board.meta.height)
    neighbours: dict[str, list[str]] = {t.id: [] for t in board.territories}
    for connection in board.connections:
        if connection.a not in neighbours or connection.b not in neighbours:
            continue
        neighbours[connection.a].append(connection.b)
        if not connection.one_way:
            neighbours[connection.b].append(connection.a)
    lines = []
    for territory in board.territories:
        continent = board.continent(territory.continent) if territory.continent and board.has_continent(
            territory.continent) else None
        feature = {
            "type": "Feature",
            "id": territory.id,
            "properties": {
                "id": territory.id,
                "name": territory.name,
                "continent": continent.name if continent else None,
                "bonus": continent.bonus if continent else None,
                "colour": continent.colour if continent else None,
                "neighbours": sorted(set(neighbours[territory.id])),
            },
            "geometry": _geometry(board.shape(territory.id), height),
        }
        lines.append(json.dumps(feature, ensure_ascii=False, separators=(",", ":")))
    meta = board.meta
    header = {
        "type": "FeatureCollection",
        "name": meta.name,
        "worldsmith": {"name": meta.name, "width": meta.width, "height": meta.height, "y": "up",
                       "mark-radius": meta.mark_radius, "author": meta.author, "description": meta.description},
    }
    head = json.dumps(header, ensure_ascii=False, separators=(",", ":"))[:-1]
    text = head + ',"features":[\n' + ",\n".join(lines) + "\n]}\n"
    report = []
    seas = sum(t.kind is TerritoryKind.SEA for t in board.territories)
    if seas:
        report.append(ReportItem(ItemKind.NOTE, SEAS_AS_LAND, {"count": seas}))
    return ExportResult(files={output.name: text.encode("utf-8")}, report=report)


def _geometry(shape, height: float) -> dict:
    """A shape as GeoJSON in map units, y up, outer rings anticlockwise (RFC 7946 §3.1.6)."""
    flipped = shapely.transform(shape, lambda xy: np.column_stack([xy[:, 0], height - xy[:, 1]]))
    flipped = shapely.orient_polygons(flipped)
    polygons = [[_ring(p.exterior), *(_ring(h) for h in p.interiors)] for p in shapely.get_parts(flipped)
                if not p.is_empty]
    if len(polygons) == 1:
        return {"type": "Polygon", "coordinates": polygons[0]}
    return {"type": "MultiPolygon", "coordinates": polygons}


def _ring(ring) -> list[list[float]]:
    return [[_number(x), _number(y)] for x, y in np.asarray(ring.coords)]


def _number(value: float) -> float | int:
    value = round(float(value), DECIMALS)
    return int(value) if value.is_integer() else value


NOT_UTF8 = QT_TRANSLATE_NOOP("Interchange", "not GeoJSON: the file is not UTF-8 text")
NOT_JSON = QT_TRANSLATE_NOOP("Interchange", "not GeoJSON: the file is not valid JSON ({reason})")
NOT_GEOJSON = QT_TRANSLATE_NOOP(
    "Interchange", "not GeoJSON: the file must be an object whose type is FeatureCollection, Feature or a geometry"
)
NO_FEATURE_LIST = QT_TRANSLATE_NOOP("Interchange", "the FeatureCollection has no list of 'features'")
BAD_MEMBER = QT_TRANSLATE_NOOP("Interchange", "the 'worldsmith' member must be an object")
NOTHING_TO_EXPORT = QT_TRANSLATE_NOOP("Interchange", "the map has no territories to export")
SEAS_AS_LAND = QT_TRANSLATE_NOOP(
    "Interchange", "sea territories ({count}) are written as features like the others; they import again as land"
)
