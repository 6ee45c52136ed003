"""Geographic features (from GeoJSON, TopoJSON or a shapefile) made into a Worldsmith map.

Each feature with a Polygon or MultiPolygon becomes a territory (holes and islands kept);
features with no area (points, lines, empty geometries) are dropped and counted. Names come
from a property (``--option name=PROPERTY``; by default the one naming.py guesses:
``name``/``NAME``/``Name``, ``NAME_EN``, ``ADMIN``, a ``*_NAME`` or ``*Name`` column, an id; the report
says which, and :func:`name_property_used` reads it back), continents from another
(``--option continent=PROPERTY``; by default ``continent`` or ``CONTINENT`` if present), with
the bonus and colour the features carry (``bonus``, ``colour``; the bonus otherwise half the
continent's territories).

Features that share a name are different places (the 31 Washingtons of the US) and stay
apart, named "Washington (Maine)" by a second property or "Washington 2" (naming.py); they
are merged into one territory only when they share an id (as a mainland and its islands
given as two features of one country may), or the value of ``--option dedupe=PROPERTY``.

Longitude and latitude are drawn equirectangular, each degree of longitude the width of
cos(middle latitude) degrees of latitude, so a mid-latitude map keeps its shapes, north up;
the world is cut where the map has the widest stretch of longitude free of land (meridian.py),
so a region across 180° (Fiji, the Bering Strait) stays compact. A file whose coordinate
system is projected (its ``.prj`` or ``crs`` says so, crs.py) or whose coordinates cannot be
degrees is drawn as it is, to scale, north up. The picture is fitted into a canvas
``--option width=N`` wide (default 1,000) and the whole coverage simplified to ``--detail``
map units at once, vertices within ``--snap`` made one (build_board). Territories that touch
are connected; islands and other groups the water separates are joined by the fewest,
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

from engine.core.messages import QT_TRANSLATE_NOOP, count_of
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
from engine.interchange.geo import crs, features, islands, meridian, naming
from engine.interchange.registry import ImportOptions
from engine.interchange.report import ImportReport, InterchangeError

CONTINENT_PROPERTIES = ("continent", "CONTINENT")
OPTIONS = ("name", "continent", "dedupe", "width", "sea-lines", "y")
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
    crs: str | None = None  # the coordinate system the file names (.prj WKT, GeoJSON crs), if any


@dataclass
class _Territory:
    key: str
    name: str
    pieces: list[shapely.Geometry]  # one per feature merged into it
    properties: Mapping[str, object]
    aliases: list[str] = field(default_factory=list)  # keys of features merged into it
    shape: shapely.Geometry | None = None

    def __post_init__(self) -> None:
        self.shape = self.pieces[0]


def import_features(source: SourceMap, options: ImportOptions) -> ImportResult:
    report = ImportReport()
    extra = dict(options.extra)
    for key in extra:
        if key not in OPTIONS:
            raise InterchangeError(UNKNOWN_OPTION, option=key, known=", ".join(OPTIONS))
    join_islands = _sea_lines_wanted(extra)
    y_up = _y_up(extra)
    canvas = _worldsmith_canvas(source)
    geographic = canvas is None and _geographic(source, report, y_up)

    shaped: list[tuple[RawFeature, shapely.Geometry, list[str]]] = []
    malformed: list[tuple[int, RawFeature, str]] = []  # reported once the name property is known
    without = 0
    for index, raw in enumerate(source.features):
        try:
            shape, repairs = features.shape_of(raw.geometry, geographic)
        except features.BadGeometry as error:
            malformed.append((index, raw, str(error)))
            continue
        if shape is None:
            without += 1
            continue
        shaped.append((raw, shape, repairs))
    if not shaped:
        raise InterchangeError(NO_POLYGONS, file=source.file, count=count_of(len(source.features), "features"))
    if without:
        report.dropped(NO_POLYGON_FEATURES, count=without)

    raws = [raw for raw, _s, _r in shaped]
    choices = _property_names(raws)
    values = {prop: [naming.value_of(r.properties, r.feature_id, prop) for r in raws] for prop in choices}
    name_property = _chosen(extra.get("name"), choices, source.file,
                            lambda: naming.guess_name_property(choices, values))
    _report_malformed(malformed, name_property, report)
    if name_property is None:
        report.note(NO_NAME_PROPERTY, choices=_listed(choices))
    else:
        report.note(NAMES_FROM, property=name_property, choices=_listed(choices))
    continent_property = _chosen(extra.get("continent"), choices, source.file,
                                 lambda: next((p for p in CONTINENT_PROPERTIES if p in choices), None))
    dedupe = _chosen(extra.get("dedupe"), choices, source.file, lambda: None)

    placement = meridian.choose([shape for _r, shape, _p in shaped]) if geographic else None
    if placement is not None and placement.moved:
        report.note(MERIDIAN_MOVED, meridian=_degrees(placement.central_meridian),
                    extent=_degrees(placement.extent))

    territories: dict[object, _Territory] = {}
    unnamed = 0
    for index, (raw, shape, repairs) in enumerate(shaped):
        name = values[name_property][index] if name_property else ""
        if not name:
            unnamed += 1
            name = f"Territory {index + 1}"
        if placement is not None:
            shape, was_cut = meridian.place(shape, placement)
            if was_cut:
                report.fixed(ANTIMERIDIAN_CUT, name=name)
        if features.MADE_VALID in repairs:
            report.fixed(MADE_VALID, name=name)
        key = _key(raw, index)
        group = _group(raw, index, key, name, canvas is not None, dedupe and values[dedupe][index])
        existing = territories.get(group)
        if existing is None:
            territories[group] = _Territory(key, name, [shape], raw.properties)
        else:  # one place given as several features
            existing.pieces.append(shape)
            existing.aliases.append(key)
    if unnamed and name_property is not None:
        report.note(UNNAMED, count=unnamed)
    listed = list(territories.values())
    for territory in listed:
        if territory.aliases:
            territory.shape = shapely.union_all(territory.pieces)
            report.fixed(MERGED, name=territory.name, count=count_of(len(territory.aliases) + 1, "features"),
                         key=dedupe or naming.ID)
    if canvas is None:
        _tell_apart(listed, [p for p in (name_property, dedupe) if p], report)

    shapes = [coverage.polygonal(t.shape) for t in listed]
    if canvas is not None:
        width, height = canvas
        shapes = _y_down(shapes, height)
        detail = 0.0
    else:
        shapes, width, height, latitude = _projected(shapes, geographic, _width(extra), y_up)
        if geographic:
            report.note(EQUIRECTANGULAR, latitude=f"{latitude:.1f}")
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


def name_property_used(result: ImportResult) -> str | None:
    """The property an import of a GIS file took the territories' names from (None: numbered,
    or not a GIS import): what the report's note NAMES_FROM says, for the editor to show."""
    for item in result.report.items:
        if item.template == NAMES_FROM:
            return str(item.params["property"])
    return None


def _report_malformed(malformed: Sequence[tuple[int, RawFeature, str]], name_property: str | None,
                      report: ImportReport) -> None:
    """Features dropped for bad coordinates, each by its number and, when it has one, the
    name it would have had ("feature 1 (Fribourg)"), so the user can find it in the file."""
    for index, raw, reason in malformed:
        name = naming.value_of(raw.properties, raw.feature_id, name_property) if name_property else ""
        if name:
            report.dropped(MALFORMED_NAMED, number=index + 1, name=name, reason=reason)
        else:
            report.dropped(MALFORMED, number=index + 1, reason=reason)


def _geographic(source: SourceMap, report: ImportReport, y_up: bool) -> bool:
    """Whether the coordinates are longitude/latitude: as the file's coordinate system says
    (``.prj``, ``crs``), else as their range allows. The report says which and why, and which
    way planar y was drawn (``y_up``): the hint to try y=down only while it is not given."""
    declared = crs.projected(source.crs)
    in_range = features.geographic_bounds([f.geometry for f in source.features])
    if declared:
        if y_up:
            report.note(PLANAR_BY_CRS, crs=crs.label(source.crs))
        else:
            report.note(PLANAR_BY_CRS_Y_DOWN, crs=crs.label(source.crs))
        return False
    if not in_range:
        report.note(PLANAR if y_up else PLANAR_Y_DOWN)
        return False
    return True


def _group(raw: RawFeature, index: int, key: str, name: str, by_key: bool, shared: str | None) -> object:
    """Which territory a feature belongs to: features are merged only when they share an id
    (and a name), or the value of the dedupe property; a Worldsmith export's by their ids."""
    if by_key:
        return ("key", key)
    if shared is not None:
        return ("dedupe", shared) if shared else ("feature", index)
    if key.startswith("#"):  # no id: a feature of its own
        return ("feature", index)
    return ("id", key, name)


def _tell_apart(listed: list[_Territory], skip: list[str], report: ImportReport) -> None:
    names, qualifier, numbered = naming.told_apart([t.name for t in listed], [t.properties for t in listed], skip)
    examples = [new for t, new in zip(listed, names, strict=True) if new != t.name][:3]
    changed = sum(new != t.name for t, new in zip(listed, names, strict=True))
    for territory, name in zip(listed, names, strict=True):
        territory.name = name
    if qualifier is not None:
        report.note(NAMES_QUALIFIED, count=changed - numbered, property=qualifier, examples=", ".join(examples))
    if numbered:
        report.note(NAMES_NUMBERED, count=numbered)


def _degrees(value: float) -> str:
    return f"{value:.0f}" if abs(value - round(value)) < 0.05 else f"{value:.1f}"


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
    """Every property any feature has, in the file's order; ``id`` too if features have ids."""
    seen: dict[str, None] = {}
    for raw in raws:
        for key in raw.properties:
            seen.setdefault(str(key), None)
    if naming.ID not in seen and any(_text(raw.feature_id) for raw in raws):
        seen[naming.ID] = None
    return list(seen)


def _listed(choices: Sequence[str]) -> str:
    return ", ".join(choices) if choices else "-"


def _chosen(asked: str | None, choices: Sequence[str], file: str, default) -> str | None:
    """The property asked for (it must exist; empty: none), else ``default()``."""
    if asked is not None:
        if not asked:
            return None
        if asked not in choices:
            raise InterchangeError(NO_SUCH_PROPERTY, file=file, property=asked, choices=_listed(choices))
        return asked
    return default()


_text = naming.text


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


def _y_up(extra: Mapping[str, str]) -> bool:
    """Whether planar y grows northwards (GIS) or downwards (a file projected for a screen,
    as us-atlas's Albers files are): ``--option y=down``. Degrees always have north up."""
    value = extra.get("y", "up").strip().lower()
    if value not in ("up", "down"):
        raise InterchangeError(BAD_Y, value=value)
    return value == "up"


def _projected(shapes: list, geographic: bool, width: float, y_up: bool = True) -> tuple[list, float, float, float]:
    """The shapes in canvas units, north up: equirectangular if in degrees, and fitted."""
    array = np.asarray(shapes, dtype=object)
    latitude = 0.0
    if geographic:
        _minx, miny, _maxx, maxy = shapely.total_bounds(array)
        latitude = (miny + maxy) / 2
        squeeze = max(math.cos(math.radians(latitude)), 0.05)  # not to nothing near a pole
        array = shapely.transform(array, lambda xy: xy * (squeeze, 1.0))
    margin = width * MARGIN
    fitted, _fit, (canvas_width, canvas_height) = coverage.fitted(list(array), width, margin=margin,
                                                               flip_y=geographic or y_up)
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
MALFORMED_NAMED = QT_TRANSLATE_NOOP("Interchange", "feature {number} ({name}): {reason}: dropped")
NO_POLYGONS = QT_TRANSLATE_NOOP(
    "Interchange", "the file has no polygons to import ({count}, none with a Polygon or MultiPolygon)"
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
    "no property that looks like a name (name, NAME, Name, NAME_EN, ADMIN, *_NAME, *Name) and no id: territories are "
    "numbered (choose with --option name=PROPERTY: {choices})",
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
MERGED = QT_TRANSLATE_NOOP(
    "Interchange", "{name}: {count} with the same '{key}' were merged into one territory"
)
NAMES_QUALIFIED = QT_TRANSLATE_NOOP(
    "Interchange",
    "names that repeat ({count}) told apart by the property '{property}': {examples}",
)
NAMES_NUMBERED = QT_TRANSLATE_NOOP(
    "Interchange",
    "names that repeat and no property tells apart ({count}) numbered (Name 2, Name 3...); features are merged "
    "only when they share an id, or the value of --option dedupe=PROPERTY",
)
MERIDIAN_MOVED = QT_TRANSLATE_NOOP(
    "Interchange",
    "the map crosses 180°: centred on longitude {meridian}° so it stays in one piece ({extent}° wide)",
)
EQUIRECTANGULAR = QT_TRANSLATE_NOOP(
    "Interchange",
    "longitude and latitude drawn equirectangular, north up, longitudes narrowed for latitude {latitude}°",
)
PLANAR = QT_TRANSLATE_NOOP(
    "Interchange", "the coordinates are not longitude and latitude (projected already): drawn as they are, north up "
    "(upside down? the file's y grows downwards: --option y=down)"
)
PLANAR_Y_DOWN = QT_TRANSLATE_NOOP(
    "Interchange", "the coordinates are not longitude and latitude (projected already): drawn as they are, with y "
    "growing downwards as on a screen (--option y=down)"
)
BAD_Y = QT_TRANSLATE_NOOP("Interchange", "y={value}: say up (y grows northwards, as in GIS) or down (as on a screen)")
PLANAR_BY_CRS = QT_TRANSLATE_NOOP(
    "Interchange",
    "the file's coordinate system ({crs}) is projected: coordinates drawn as they are, to scale, north up",
)
PLANAR_BY_CRS_Y_DOWN = QT_TRANSLATE_NOOP(
    "Interchange",
    "the file's coordinate system ({crs}) is projected: coordinates drawn as they are, to scale, with y growing "
    "downwards as on a screen (--option y=down)",
)
UNKNOWN_NEIGHBOUR = QT_TRANSLATE_NOOP(
    "Interchange", "{name} lists the neighbour '{neighbour}', which is no territory in the file"
)
