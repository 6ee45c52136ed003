"""Geographic features (from GeoJSON or a shapefile) made into a Worldsmith map.

Each feature with a Polygon or MultiPolygon becomes a territory (holes and islands kept);
features with no area (points, lines, empty geometries) are dropped and counted. Names come
from a property (``--option name=PROPERTY``; by default the first of :data:`NAME_PROPERTIES`
any feature has), continents from another (``--option continent=PROPERTY``; by default
``continent`` or ``CONTINENT`` if present), with the bonus and colour the features carry
(``bonus``, ``colour``; the bonus otherwise half the continent's territories). Features
sharing a name are merged into one territory: a country given as several features (a
mainland and its islands) is one country.

Longitude and latitude are drawn equirectangular, each degree of longitude the width of
cos(middle latitude) degrees of latitude, so a mid-latitude map keeps its shapes, north up;
a file whose coordinates cannot be degrees is projected already and is only fitted, north
up. The picture is fitted into a canvas ``--option width=N`` wide (default 1,000) and the
whole coverage simplified to ``--detail`` map units at once (build_board). Territories that
touch are connected; islands and other groups the water separates are joined by the fewest,
shortest sea-lines (islands.py; ``--option sea-lines=no`` leaves them apart).

A GeoJSON written by Worldsmith (it carries a ``worldsmith`` member with the canvas) is in
map units already: it is put back as it was, y turned down again, with the connections of
its ``neighbours`` properties.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import shapely

from engine.core.messages import QT_TRANSLATE_NOOP
from engine.files.limits import MAX_SIZE
from engine.interchange import coverage
from engine.interchange.draft import (
    BuildOptions,
    Draft,
    DraftContinent,
    DraftLink,
    DraftTerritory,
    ImportResult,
    build_board,
)
from engine.interchange.geo import features, islands
from engine.interchange.registry import ImportOptions
from engine.interchange.report import ImportReport, InterchangeError

NAME_PROPERTIES = ("name", "NAME", "name_en", "ADMIN", "id")
CONTINENT_PROPERTIES = ("continent", "CONTINENT")
OPTIONS = ("name", "continent", "width", "sea-lines")
DEFAULT_WIDTH = 1000.0
DEFAULT_DETAIL = 1.0  # map units on a canvas 1,000 wide: a country's coast stays recognisable
MARGIN = 0.02  # of the width, free around the world
# Continent colours when the file has none (the generated maps' palette).
PALETTE = ("#e6b422", "#5aa469", "#d9534f", "#4a90d9", "#9b59b6", "#e67e22", "#1abc9c", "#c0a080")
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")


@dataclass
class RawFeature:
    """A feature as the file gives it: properties and a GeoJSON-like geometry."""

    properties: Mapping[str, object]
    geometry: object
    feature_id: object = None  # GeoJSON's "id" member, if any


@dataclass
class SourceMap:
    """What a file reader found: the features, and the map's name."""

    name: str
    features: list[RawFeature]
    # A Worldsmith export's ``worldsmith`` member (canvas, y up), or None for other files.
    worldsmith: Mapping[str, object] | None = None
    file: str = ""


@dataclass
class _Territory:
    key: str
    name: str
    shape: shapely.Geometry
    properties: Mapping[str, object]
    aliases: list[str] = field(default_factory=list)  # keys of features merged into it


def import_features(source: SourceMap, options: ImportOptions) -> ImportResult:
    report = ImportReport()
    extra = dict(options.extra)
    for key in extra:
        if key not in OPTIONS:
            raise InterchangeError(UNKNOWN_OPTION, option=key, known=", ".join(OPTIONS))
    join_islands = _sea_lines_wanted(extra)
    canvas = _worldsmith_canvas(source)
    geographic = canvas is None and features.geographic_bounds([f.geometry for f in source.features])

    shaped: list[tuple[RawFeature, shapely.Geometry, list[str]]] = []
    without = 0
    for index, raw in enumerate(source.features):
        try:
            shape, repairs = features.shape_of(raw.geometry, geographic)
        except features.BadGeometry as error:
            report.dropped(MALFORMED, number=index + 1, reason=str(error))
            continue
        if shape is None:
            without += 1
            continue
        shaped.append((raw, shape, repairs))
    if not shaped:
        raise InterchangeError(NO_POLYGONS, file=source.file, count=len(source.features))
    if without:
        report.dropped(NO_POLYGON_FEATURES, count=without)

    choices = _property_names([raw for raw, _s, _r in shaped])
    name_property = _chosen(extra.get("name"), NAME_PROPERTIES, choices, source.file)
    if name_property is None:
        report.note(NO_NAME_PROPERTY, choices=_listed(choices))
    else:
        report.note(NAMES_FROM, property=name_property, choices=_listed(choices))
    continent_property = _chosen(extra.get("continent"), CONTINENT_PROPERTIES, choices, source.file)

    territories: dict[str, _Territory] = {}
    unnamed = 0
    for index, (raw, shape, repairs) in enumerate(shaped):
        name = _text(raw.properties.get(name_property)) if name_property else ""
        if not name:
            unnamed += 1
            name = f"Territory {index + 1}"
        for repair in repairs:
            report.fixed(ANTIMERIDIAN_CUT if repair == features.ANTIMERIDIAN else MADE_VALID, name=name)
        key = _key(raw, index)
        # Features of one name are one country; but a Worldsmith export's territories are
        # told apart by their ids, as two may share a name.
        group = key if canvas is not None else name
        existing = territories.get(group)
        if existing is None:
            territories[group] = _Territory(key, name, shape, raw.properties)
        else:  # one country given as several features
            existing.shape = shapely.union_all([existing.shape, shape])
            existing.aliases.append(key)
    if unnamed and name_property is not None:
        report.note(UNNAMED, count=unnamed)
    for territory in territories.values():
        if territory.aliases:
            report.fixed(MERGED, name=territory.name, count=len(territory.aliases) + 1)
    listed = list(territories.values())

    shapes = [coverage.polygonal(t.shape) for t in listed]
    if canvas is not None:
        width, height = canvas
        shapes = _y_down(shapes, height)
        detail = 0.0
    else:
        shapes, width, height, latitude = _projected(shapes, geographic, _width(extra))
        if geographic:
            report.note(EQUIRECTANGULAR, latitude=f"{latitude:.1f}")
        else:
            report.note(PLANAR)
        detail = DEFAULT_DETAIL * width / DEFAULT_WIDTH

    draft = Draft(name=source.name, width=width, height=height)
    if canvas is not None:
        draft.mark_radius = _positive(source.worldsmith.get("mark-radius"))
        description = source.worldsmith.get("description")
        draft.description = description if isinstance(description, str) else ""
        draft.author = _text(source.worldsmith.get("author"))
    draft.continents, continent_of = _continents(listed, continent_property, report)
    for territory, shape in zip(listed, shapes, strict=True):
        draft.territories.append(DraftTerritory(territory.key, territory.name, shape,
                                                continent=continent_of.get(territory.key)))
    draft.links = _links(listed, report)
    build = BuildOptions(detail=options.detail, snap=options.snap or 0.0)
    result = build_board(draft, report, build, default_detail=detail)
    if draft.links is None and join_islands:  # the file says nothing of crossing water
        _join_islands(result)
    return result


def _sea_lines_wanted(extra: Mapping[str, str]) -> bool:
    value = extra.get("sea-lines", "yes").strip().lower()
    if value not in ("yes", "no"):
        raise InterchangeError(BAD_SEA_LINES, value=value)
    return value == "yes"


def _join_islands(result: ImportResult) -> None:
    board = result.board
    lines = islands.sea_lines_joining_groups(board)
    if not lines:
        return
    board.replace_connections(sorted([*board.connections, *lines], key=lambda c: (c.a, c.b)))
    for line in lines:
        result.report.fixed(ISLAND_JOINED, name=board.territory(line.a).name, other=board.territory(line.b).name)
    result.report.sea_lines += len(lines)


def _worldsmith_canvas(source: SourceMap) -> tuple[float, float] | None:
    if source.worldsmith is None:
        return None
    width, height = _positive(source.worldsmith.get("width")), _positive(source.worldsmith.get("height"))
    if width is None or height is None or source.worldsmith.get("y") != "up":
        raise InterchangeError(BAD_WORLDSMITH_MEMBER, file=source.file)
    return width, height


def _positive(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    value = float(value)
    return value if math.isfinite(value) and 0 < value <= MAX_SIZE else None


def _width(extra: Mapping[str, str]) -> float:
    text = extra.get("width")
    if text is None:
        return DEFAULT_WIDTH
    try:
        width = float(text)
    except ValueError:
        width = math.nan
    if not 10 <= width <= 100_000:
        raise InterchangeError(BAD_WIDTH, width=text)
    return width


def _property_names(raws: Sequence[RawFeature]) -> list[str]:
    seen: dict[str, None] = {}
    for raw in raws:
        for key in raw.properties:
            seen.setdefault(str(key), None)
    return list(seen)


def _listed(choices: Sequence[str]) -> str:
    return ", ".join(choices) if choices else "-"


def _chosen(asked: str | None, defaults: Sequence[str], choices: Sequence[str], file: str) -> str | None:
    """The property asked for (it must exist; empty: none), else the first default present."""
    if asked is not None:
        if not asked:
            return None
        if asked not in choices:
            raise InterchangeError(NO_SUCH_PROPERTY, file=file, property=asked, choices=_listed(choices))
        return asked
    return next((p for p in defaults if p in choices), None)


def _text(value: object) -> str:
    if value is None or isinstance(value, (dict, list)):
        return ""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return " ".join(str(value).split())


def _key(raw: RawFeature, index: int) -> str:
    """How other features refer to this one (its neighbours): its id, else its place."""
    for value in (raw.properties.get("id"), raw.feature_id):
        text = _text(value)
        if text:
            return text
    return f"#{index + 1}"


def _y_down(shapes: list, height: float) -> list:
    """Shapes in map units with y up (a Worldsmith export) turned back to y down."""
    array = np.asarray(shapes, dtype=object)
    moved = shapely.transform(array, lambda xy: np.column_stack([xy[:, 0], height - xy[:, 1]]))
    return list(shapely.orient_polygons(moved))


def _projected(shapes: list, geographic: bool, width: float) -> tuple[list, float, float, float]:
    """The shapes in canvas units, north up: equirectangular if in degrees, and fitted."""
    array = np.asarray(shapes, dtype=object)
    latitude = 0.0
    if geographic:
        _minx, miny, _maxx, maxy = shapely.total_bounds(array)
        latitude = (miny + maxy) / 2
        squeeze = max(math.cos(math.radians(latitude)), 0.05)  # not to nothing near a pole
        array = shapely.transform(array, lambda xy: xy * (squeeze, 1.0))
    margin = width * MARGIN
    fitted, _fit, (canvas_width, canvas_height) = coverage.fitted(list(array), width, margin=margin, flip_y=True)
    # The canvas rounded to a hundredth (1000, not 1000.0000000000001): the margin keeps
    # every territory well inside.
    return fitted, round(canvas_width, 2), round(canvas_height, 2), latitude


def _continents(listed: Sequence[_Territory], prop: str | None,
                report: ImportReport) -> tuple[list[DraftContinent], dict[str, str]]:
    if prop is None:
        return [], {}
    report.note(CONTINENTS_FROM, property=prop)
    continents: dict[str, DraftContinent] = {}
    members: dict[str, int] = {}
    given_bonus: set[str] = set()
    continent_of = {}
    for territory in listed:
        name = _text(territory.properties.get(prop))
        if not name:
            continue
        continent_of[territory.key] = name
        members[name] = members.get(name, 0) + 1
        continent = continents.get(name)
        if continent is None:
            continent = continents[name] = DraftContinent(name, name, 0, PALETTE[len(continents) % len(PALETTE)])
        bonus = territory.properties.get("bonus")
        if name not in given_bonus and isinstance(bonus, (int, float)) and not isinstance(bonus, bool) \
                and math.isfinite(bonus):
            continent.bonus = int(bonus)
            given_bonus.add(name)
        colour = territory.properties.get("colour", territory.properties.get("color"))
        if isinstance(colour, str) and _COLOUR.match(colour.strip()):
            continent.colour = colour.strip().lower()
    guessed = [name for name in continents if name not in given_bonus]
    for name in guessed:
        continents[name].bonus = max(1, round(members[name] / 2))
    if guessed:
        report.note(BONUS_GUESSED, count=len(guessed))
    return list(continents.values()), continent_of


def _links(listed: Sequence[_Territory], report: ImportReport) -> list[DraftLink] | None:
    """The file's own adjacency (``neighbours`` lists of ids, as Worldsmith exports them);
    None when no feature has one: then territories that touch are connected."""
    if not any(isinstance(t.properties.get("neighbours"), list) for t in listed):
        return None
    key_of = {}
    for territory in listed:
        for key in (territory.key, *territory.aliases):
            key_of.setdefault(key, territory.key)
    links = []
    for territory in listed:
        for neighbour in territory.properties.get("neighbours") or ():
            target = key_of.get(_text(neighbour))
            if target is None:
                report.dropped(UNKNOWN_NEIGHBOUR, name=territory.name, neighbour=_text(neighbour))
            elif target != territory.key:
                links.append(DraftLink(territory.key, target, one_way=True))
    return links


def map_name(properties_name: object, path: Path) -> str:
    return _text(properties_name) or path.stem.replace("_", " ").strip() or "Imported map"


BAD_SEA_LINES = QT_TRANSLATE_NOOP("Interchange", "sea-lines={value}: say yes or no")
ISLAND_JOINED = QT_TRANSLATE_NOOP(
    "Interchange", "{name} and {other} joined by a sea-line: without it the map falls apart across the water"
)
UNKNOWN_OPTION = QT_TRANSLATE_NOOP("Interchange", "there is no option '{option}' for this format; it takes: {known}")
BAD_WIDTH = QT_TRANSLATE_NOOP("Interchange", "width={width}: the canvas width must be a number from 10 to 100000")
BAD_WORLDSMITH_MEMBER = QT_TRANSLATE_NOOP(
    "Interchange", "the 'worldsmith' member must give the canvas 'width' and 'height' (positive numbers) and 'y': 'up'"
)
MALFORMED = QT_TRANSLATE_NOOP("Interchange", "feature {number}: {reason}: dropped")
NO_POLYGONS = QT_TRANSLATE_NOOP(
    "Interchange", "the file has no polygons to import ({count} features, none with a Polygon or MultiPolygon)"
)
NO_POLYGON_FEATURES = QT_TRANSLATE_NOOP("Interchange", "features without polygons (points, lines, nothing): {count}")
NO_SUCH_PROPERTY = QT_TRANSLATE_NOOP(
    "Interchange", "no feature has the property '{property}'; the properties are: {choices}"
)
NAMES_FROM = QT_TRANSLATE_NOOP(
    "Interchange", "names from the property '{property}' (choose with --option name=PROPERTY: {choices})"
)
NO_NAME_PROPERTY = QT_TRANSLATE_NOOP(
    "Interchange",
    "no property called name, NAME, name_en, ADMIN or id: territories are numbered "
    "(choose with --option name=PROPERTY: {choices})",
)
UNNAMED = QT_TRANSLATE_NOOP("Interchange", "features without a name ({count}) are named by their number")
CONTINENTS_FROM = QT_TRANSLATE_NOOP("Interchange", "continents from the property '{property}'")
BONUS_GUESSED = QT_TRANSLATE_NOOP(
    "Interchange", "continents without a bonus in the file ({count}): each is worth half its territories"
)
ANTIMERIDIAN_CUT = QT_TRANSLATE_NOOP(
    "Interchange", "{name} crossed the antimeridian (180°): cut there, each piece on its own side of the map"
)
MADE_VALID = QT_TRANSLATE_NOOP(
    "Interchange", "{name}: its outline crossed itself (or a hole lay outside it) and was repaired"
)
MERGED = QT_TRANSLATE_NOOP("Interchange", "{name}: {count} features of this name were merged into one territory")
EQUIRECTANGULAR = QT_TRANSLATE_NOOP(
    "Interchange",
    "longitude and latitude drawn equirectangular, north up, longitudes narrowed for latitude {latitude}°",
)
PLANAR = QT_TRANSLATE_NOOP(
    "Interchange", "the coordinates are not longitude and latitude (projected already): drawn as they are, north up"
)
UNKNOWN_NEIGHBOUR = QT_TRANSLATE_NOOP(
    "Interchange", "{name} lists the neighbour '{neighbour}', which is no territory in the file"
)
