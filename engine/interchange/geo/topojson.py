"""TopoJSON read: the format of the world-atlas and us-atlas files (a ``Topology``).

A topology stores every border once, as an *arc*; a polygon's ring lists the arcs it runs
along by index (``~i``, a negative index, is arc ``i`` walked backwards). Quantised files
store each arc's first position as whole numbers and the rest as steps from the one before
(delta encoding); the ``transform`` (``scale``, ``translate``) turns them back into
coordinates. Decoding gives every geometry as GeoJSON would, so the rest is GeoJSON's path
(importer.py): two neighbours built from one arc share that border exactly.

A topology holds several *objects* (world-atlas: ``countries`` and ``land``): the one read is
``--option object=NAME``, else the one with the most polygons; the report says which and
lists the others. Each member of the object (a GeometryCollection) is one feature, with its
``properties`` and ``id``; when another object's members name the features' parents by id
(us-atlas: state "23", Maine, for county "23029"), the parent's name is added as a property
named after that object, so repeated names are told apart by it ("Washington (Maine)").
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path

import numpy as np

from engine.core.messages import QT_TRANSLATE_NOOP, count_of
from engine.interchange.draft import ImportResult
from engine.interchange.geo import naming
from engine.interchange.geo.crs import geojson_crs
from engine.interchange.geo.importer import RawFeature, SourceMap, import_features, map_name
from engine.interchange.geo.json_file import read_json_document
from engine.interchange.registry import ImportOptions
from engine.interchange.report import InterchangeError, ItemKind, ReportItem

OBJECT_OPTION = "object"
_TOPOLOGY = re.compile(rb'"type"\s*:\s*"Topology"')
_POLYGONAL = ("Polygon", "MultiPolygon")
_MAX_DEPTH = 8


def sniff(head: bytes) -> bool:
    """The first bytes are a JSON object whose type is Topology (as every TopoJSON writer puts it)."""
    text = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    return text.startswith(b"{") and _TOPOLOGY.search(text) is not None


def import_topojson(path: Path, options: ImportOptions) -> ImportResult:
    document = read_json_document(path, NOT_UTF8, NOT_JSON)
    return import_topology(document, path, options)


def import_topology(document: object, path: Path, options: ImportOptions, routed: bool = False) -> ImportResult:
    """A parsed TopoJSON document as a map; ``routed``: the file came in as GeoJSON."""
    file = str(path)
    if not isinstance(document, dict) or document.get("type") != "Topology":
        raise InterchangeError(NOT_TOPOLOGY, file=file)
    objects = document.get("objects")
    if not isinstance(objects, dict) or not objects:
        raise InterchangeError(NO_OBJECTS, file=file)
    extra = dict(options.extra)
    asked = extra.pop(OBJECT_OPTION, None)
    name = _chosen_object(objects, asked, file)
    arcs = _Arcs(document.get("arcs"), document.get("transform"), file)
    try:
        raws = _features(objects[name], arcs)
    except _BadTopology as error:
        raise InterchangeError(BAD_TOPOLOGY, file=file, object=name, reason=str(error)) from None
    parent = _add_parents(objects, name, raws)
    source = SourceMap(name=map_name(None, path), features=raws, file=file, crs=geojson_crs(document.get("crs")))
    result = import_features(source, replace(options, extra=extra))
    notes = [ReportItem(ItemKind.NOTE, OBJECT_READ, {
        "object": name, "count": count_of(len(raws), "geometries"), "objects": ", ".join(objects)})]
    if parent is not None:
        notes.append(ReportItem(ItemKind.NOTE, PARENTS_ADDED, {"object": parent}))
    if routed:
        notes.insert(0, ReportItem(ItemKind.NOTE, ROUTED, {}))
    result.report.items[:0] = notes
    return result



def _chosen_object(objects: Mapping[str, object], asked: str | None, file: str) -> str:
    if asked:
        if asked not in objects:
            raise InterchangeError(NO_SUCH_OBJECT, file=file, object=asked, objects=", ".join(objects))
        return asked
    # The object with the most polygons: world-atlas's countries rather than its one 'land'.
    return max(objects, key=lambda key: _polygon_count(objects[key], 0))


def _polygon_count(geometry: object, depth: int) -> int:
    if not isinstance(geometry, Mapping) or depth > _MAX_DEPTH:
        return 0
    kind = geometry.get("type")
    if kind == "GeometryCollection":
        members = geometry.get("geometries")
        return sum(_polygon_count(m, depth + 1) for m in members) if isinstance(members, list) else 0
    return 1 if kind in _POLYGONAL else 0


def _add_parents(objects: Mapping[str, object], chosen: str, raws: list[RawFeature]) -> str | None:
    """Each feature's parent from another object, as a property named after that object.

    us-atlas gives counties (id "23029") and states (id "23", named Maine) in one topology,
    the counties with no state of their own: the state whose id begins the county's id is
    what tells its 31 Washingtons apart. An object is a parent when it names its members and
    their ids begin nearly all (90%) of the chosen object's ids. Returns its name, or None.
    """
    ids = [naming.text(raw.feature_id) for raw in raws]
    with_ids = [i for i in ids if i]
    if not with_ids:
        return None
    for other, geometry in objects.items():
        if other == chosen or any(other in raw.properties for raw in raws):
            continue
        names = _member_names(geometry)
        if not names:
            continue
        found = [_parent(i, names) for i in ids]
        if sum(bool(f) for f in found) < 0.9 * len(with_ids):
            continue
        for raw, parent in zip(raws, found, strict=True):
            if parent:
                raw.properties = {**raw.properties, other: parent}
        return other
    return None


def _parent(feature_id: str, names: Mapping[str, str]) -> str:
    """The name of the member whose id begins ``feature_id`` (shortest first), or ''."""
    for length in range(1, len(feature_id)):
        found = names.get(feature_id[:length])
        if found:
            return found
    return ""


def _member_names(geometry: object) -> dict[str, str]:
    """The members of a GeometryCollection by id: their name (as naming.py would guess it)."""
    if not isinstance(geometry, Mapping) or not isinstance(geometry.get("geometries"), list):
        return {}
    members = [m for m in geometry["geometries"] if isinstance(m, Mapping)]
    properties = [m.get("properties") if isinstance(m.get("properties"), Mapping) else {} for m in members]
    keys = list(dict.fromkeys(str(k) for props in properties for k in props))
    values = {k: [naming.text(props.get(k)) for props in properties] for k in keys}
    prop = naming.guess_name_property(keys, values)
    if prop is None or prop == naming.ID:
        return {}
    return {naming.text(m.get("id")): values[prop][k] for k, m in enumerate(members)
            if naming.text(m.get("id")) and values[prop][k]}


class _BadTopology(ValueError):
    """Arcs or geometries that are not what TopoJSON says (the message says what)."""


class _Arcs:
    """The topology's arcs, decoded when first used (delta-decoded and transformed if quantised)."""

    def __init__(self, arcs: object, transform: object, file: str) -> None:
        if not isinstance(arcs, list):
            raise InterchangeError(NO_ARCS, file=file)
        self._raw = arcs
        self._decoded: dict[int, list[list[float]]] = {}
        self._scale = self._translate = None
        if transform is not None:
            scale = _pair(transform.get("scale")) if isinstance(transform, Mapping) else None
            translate = _pair(transform.get("translate")) if isinstance(transform, Mapping) else None
            if scale is None or translate is None:
                raise InterchangeError(BAD_TRANSFORM, file=file)
            self._scale, self._translate = np.asarray(scale), np.asarray(translate)

    def ring(self, indexes: object) -> list[list[float]]:
        """The positions of a ring (or line) made of these arcs, each joint given once."""
        if not isinstance(indexes, list) or not indexes:
            raise _BadTopology("a ring must be a list of arc indexes")
        out: list[list[float]] = []
        for index in indexes:
            if isinstance(index, bool) or not isinstance(index, int):
                raise _BadTopology(f"the arc index {index!r} is not a whole number")
            positions = self._arc(~index if index < 0 else index)
            if index < 0:
                positions = positions[::-1]
            out.extend(positions if not out else positions[1:])
        return out

    def _arc(self, index: int) -> list[list[float]]:
        if index >= len(self._raw):
            raise _BadTopology(f"arc {index} does not exist (the file has {len(self._raw)} arcs)")
        found = self._decoded.get(index)
        if found is None:
            found = self._decoded[index] = self._decode(self._raw[index], index)
        return found

    def _decode(self, arc: object, index: int) -> list[list[float]]:
        try:
            xy = np.array([(float(p[0]), float(p[1])) for p in arc], dtype=float).reshape(-1, 2)
        except (TypeError, ValueError, IndexError, KeyError):
            raise _BadTopology(f"arc {index} is not a list of positions [x, y]") from None
        if self._scale is not None:
            xy = np.cumsum(xy, axis=0) * self._scale + self._translate
        if not np.isfinite(xy).all():
            raise _BadTopology(f"arc {index} has a position that is not a finite number")
        return xy.tolist()


def _pair(value: object) -> tuple[float, float] | None:
    if not isinstance(value, list) or len(value) != 2:
        return None
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):
        return None
    return float(value[0]), float(value[1])


def _features(geometry: object, arcs: _Arcs) -> list[RawFeature]:
    """The object's members as features (an object that is one geometry: one feature)."""
    if isinstance(geometry, Mapping) and geometry.get("type") == "GeometryCollection":
        members = geometry.get("geometries")
        if not isinstance(members, list):
            raise _BadTopology("a GeometryCollection needs a list of geometries")
    else:
        members = [geometry]
    raws = []
    for member in members:
        if not isinstance(member, Mapping):
            raws.append(RawFeature({}, None))
            continue
        properties = member.get("properties")
        raws.append(RawFeature(properties if isinstance(properties, dict) else {},
                               _geometry(member, arcs, 0), member.get("id")))
    return raws


def _geometry(member: Mapping, arcs: _Arcs, depth: int) -> dict | None:
    """A TopoJSON geometry as the GeoJSON geometry it stands for (lines and points as empty
    ones: they have no area, and are dropped and counted like GeoJSON's)."""
    kind = member.get("type")
    if kind is None:
        return None
    if kind == "Polygon":
        return {"type": "Polygon", "coordinates": _rings(member.get("arcs"), arcs)}
    if kind == "MultiPolygon":
        polygons = member.get("arcs")
        if not isinstance(polygons, list):
            raise _BadTopology("a MultiPolygon's arcs must be a list of polygons")
        return {"type": "MultiPolygon", "coordinates": [_rings(p, arcs) for p in polygons]}
    if kind == "GeometryCollection" and depth < _MAX_DEPTH:
        members = member.get("geometries")
        if not isinstance(members, list):
            raise _BadTopology("a GeometryCollection needs a list of geometries")
        parts = [_geometry(m, arcs, depth + 1) if isinstance(m, Mapping) else None for m in members]
        return {"type": "GeometryCollection", "geometries": [p for p in parts if p is not None]}
    if kind in ("Point", "MultiPoint", "LineString", "MultiLineString"):
        return {"type": kind, "coordinates": []}
    raise _BadTopology(f"unknown geometry type {kind!r}")


def _rings(indexes: object, arcs: _Arcs) -> list[list[list[float]]]:
    if not isinstance(indexes, list):
        raise _BadTopology("a Polygon's arcs must be a list of rings")
    return [arcs.ring(ring) for ring in indexes]


NOT_UTF8 = QT_TRANSLATE_NOOP("Interchange", "not TopoJSON: the file is not UTF-8 text")
NOT_JSON = QT_TRANSLATE_NOOP("Interchange", "not TopoJSON: the file is not valid JSON ({reason})")
NOT_TOPOLOGY = QT_TRANSLATE_NOOP("Interchange", "not TopoJSON: the file must be an object whose type is Topology")
NO_OBJECTS = QT_TRANSLATE_NOOP("Interchange", "the Topology has no 'objects' to import")
NO_ARCS = QT_TRANSLATE_NOOP("Interchange", "the Topology has no list of 'arcs'")
BAD_TRANSFORM = QT_TRANSLATE_NOOP(
    "Interchange", "the Topology's 'transform' must give 'scale' and 'translate' as two numbers each"
)
BAD_TOPOLOGY = QT_TRANSLATE_NOOP("Interchange", "the TopoJSON object '{object}' cannot be read: {reason}")
NO_SUCH_OBJECT = QT_TRANSLATE_NOOP(
    "Interchange", "the Topology has no object '{object}'; its objects are: {objects}"
)
OBJECT_READ = QT_TRANSLATE_NOOP(
    "Interchange",
    "TopoJSON object '{object}' read ({count}; choose with --option object=NAME: {objects})",
)
PARENTS_ADDED = QT_TRANSLATE_NOOP(
    "Interchange",
    "each feature's parent added as the property '{object}': the member of the object '{object}' whose id "
    "begins the feature's id",
)
ROUTED = QT_TRANSLATE_NOOP("Interchange", "this file is TopoJSON (a Topology), not GeoJSON: read as TopoJSON")
