"""An SVG file read into what a map needs: closed shapes with their names, layers and fills,
sea-lines, the document's size, and what was left out.

``svgelements`` does the SVG (styles and classes, units, the viewBox, nested transforms,
``<use>`` clones, hidden elements); this module flattens its curves and arcs into rings
and reads what svgelements leaves out: a shape's own ``<title>`` child, and the plain
group (``<g>``) each shape is drawn in, which may be one territory (groups.py). A filled
subpath left open is closed as a browser fills it. Coordinates are CSS pixels, y down, as
a browser shows the drawing.
"""

from __future__ import annotations

import io
import math
import re
import unicodedata
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass, field
from typing import NamedTuple

import numpy as np
import shapely
import svgelements as svg

from engine.core.messages import QT_TRANSLATE_NOOP, count_of
from engine.files.limits import MAX_COORDINATE
from engine.interchange.coverage import Shape, polygonal
from engine.interchange.report import InterchangeError

INKSCAPE = "http://www.inkscape.org/namespaces/inkscape"
SODIPODI = "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
SVG_NS = "http://www.w3.org/2000/svg"
LABEL = f"{{{INKSCAPE}}}label"
GROUPMODE = f"{{{INKSCAPE}}}groupmode"
DOCNAME = f"{{{SODIPODI}}}docname"
TITLE_MARK = "data-worldsmith-title"  # a shape's <title>, copied onto it before svgelements reads it
SEA_LINE_GROUPS = {"sealines", "sealine"}  # a group (layer) so labelled or named holds sea-lines

FLATTEN_TOLERANCE = 0.05  # CSS pixels: how far a flattened curve may stray from the curve
MAX_ELEMENTS = 200_000  # XML elements in one file
# Groups within groups: drawings nest a few dozen deep at most; svgelements (and the walk
# here) recurse once a level, so far deeper nesting would exhaust Python's stack.
MAX_DEPTH = 200
MAX_VERTICES = 5_000_000  # after curves are flattened
MAX_STEPS = 512  # segments for one curve


@dataclass
class DrawnShape:
    """One closed shape of the drawing: a territory to be."""

    name: str
    shape: Shape
    fill: str | None  # "#rrggbb", or None when unfilled
    layer: DrawnLayer | None  # the innermost Inkscape layer it lies in
    element_id: str | None
    attributes: dict[str, str]
    group: DrawnGroup | None = None  # the innermost named plain group it lies in, within its layer
    own_name: bool = False  # named by the drawing itself (not by a generated id such as "path12")


@dataclass(eq=False)
class DrawnGroup:
    """A plain ``<g>`` with a name (not a layer): it may be one territory of all its shapes.

    ``name`` is its label, title or id; ``class_name`` the one of its classes that none of
    its sibling groups has (pygal's ``<g class="kz country">`` is "kz"), for groups named
    by nothing else.
    """

    name: str
    class_name: str
    attributes: dict[str, str]


@dataclass
class DrawnLayer:
    name: str
    attributes: dict[str, str]


@dataclass
class SeaLine:
    start: tuple[float, float]
    end: tuple[float, float]
    attributes: dict[str, str]


@dataclass
class Drawing:
    title: str
    width: float | None  # None: the file gives no size (no width, height or viewBox)
    height: float | None
    shapes: list[DrawnShape] = field(default_factory=list)
    sea_lines: list[SeaLine] = field(default_factory=list)
    dropped: Counter = field(default_factory=Counter)  # kind of element -> how many
    closed_for_fill: int = 0  # filled subpaths that did not end with Z, closed as a browser fills them
    water: list[str] = field(default_factory=list)  # names of the groups left out as water
    broken_paths: list[BrokenPath] = field(default_factory=list)


class BrokenPath(NamedTuple):
    """A path whose data (``d``) stops making sense: what a browser draws is what came before."""

    name: str  # the path's name, else its group's, else "path N" (its number in the file)
    at: int  # the character (from 1) where reading stopped
    near: str  # the text there
    nothing_read: bool  # broken before its first segment: nothing of it is drawn


def read_drawing(data: bytes, file: str, keep_water: bool = False) -> Drawing:
    """The drawing in ``data``; raises InterchangeError when it is not SVG. Groups named as
    water (rivers, lakes, sea) are left out unless ``keep_water``."""
    root = _parse_xml(data, file)
    title = _own_title(root) or root.get(DOCNAME, "").removesuffix(".svg").strip()
    sized = any(root.get(a) for a in ("width", "height", "viewBox"))
    broken = broken_paths(root)
    _copy_titles(root)
    water = [] if keep_water else _leave_out_water(root)
    try:
        document = svg.SVG.parse(io.BytesIO(ET.tostring(root)), reify=True)
    except _SVGELEMENTS_ERRORS as error:
        raise InterchangeError(UNREADABLE_SVG, file=file, reason=str(error) or type(error).__name__) from None
    if not isinstance(document, svg.SVG):
        raise InterchangeError(NOT_SVG, file=file)
    drawing = Drawing(title, float(document.width) if sized else None, float(document.height) if sized else None,
                      water=water, broken_paths=broken)
    vertices = 0
    for element, layer, sea, clone_name, group in _walk(document, None, False, "", None):
        attributes = element.values.get("attributes", {})
        tag = attributes.get("tag", "")
        if isinstance(element, svg.Shape):
            fill = _fill(element)
            try:
                rings, open_paths, closed_for_fill = flatten(element, close_for_fill=fill is not None and not sea)
            except _SVGELEMENTS_ERRORS as error:
                raise InterchangeError(UNREADABLE_SVG, file=file, reason=str(error) or type(error).__name__) from None
            vertices += sum(len(r) for r in rings + open_paths)
            if vertices > MAX_VERTICES:
                raise InterchangeError(TOO_MANY_VERTICES, file=file, most=count_of(MAX_VERTICES, "points"))
            if not all(_in_range(points) for points in rings + open_paths):
                drawing.dropped["out of range"] += 1
                continue
            if sea:
                line = (open_paths + rings)[0] if open_paths or rings else None
                if line is not None and len(line) >= 2:
                    drawing.sea_lines.append(SeaLine(tuple(line[0]), tuple(line[-1]), attributes))
                continue
            drawing.dropped.update({_open_kind(tag): len(open_paths)})
            if rings:
                drawing.closed_for_fill += closed_for_fill
                name = clone_name or _name(attributes)
                drawing.shapes.append(DrawnShape(
                    name=name, shape=_area(rings, attributes.get("fill-rule")),
                    fill=fill, layer=layer, element_id=attributes.get("id"), attributes=attributes,
                    group=group, own_name=bool(name) and not _generated(name),
                ))
        elif tag in _DROPPED_TAGS:
            drawing.dropped[tag] += 1
    drawing.dropped = Counter({k: v for k, v in drawing.dropped.items() if v})
    return drawing


def _parse_xml(data: bytes, file: str) -> ET.Element:
    try:
        root = ET.fromstring(data)
    except ET.ParseError as error:
        raise InterchangeError(NOT_XML, file=file, line=error.position[0], reason=str(error)) from None
    except LookupError as error:  # <?xml encoding="..."?> names an encoding there is none of
        raise InterchangeError(NOT_XML, file=file, line=1, reason=str(error)) from None
    if root.tag not in ("svg", f"{{{SVG_NS}}}svg"):
        raise InterchangeError(NOT_SVG, file=file)
    count = sum(1 for _ in root.iter())
    if count > MAX_ELEMENTS:
        raise InterchangeError(TOO_MANY_ELEMENTS, file=file, count=count_of(count, "elements"),
                               most=f"{MAX_ELEMENTS:,}")
    if _depth(root) > MAX_DEPTH:
        raise InterchangeError(TOO_DEEP, file=file, most=count_of(MAX_DEPTH, "levels"))
    return root


def _depth(root: ET.Element) -> int:
    """How deep elements nest, counted without recursion (the file may nest too deep for it)."""
    deepest, stack = 0, [(root, 1)]
    while stack:
        element, depth = stack.pop()
        deepest = max(deepest, depth)
        stack.extend((child, depth + 1) for child in element)
    return deepest


# Names of water, in a few languages: a group so named holds rivers and lakes, not land.
WATER_WORDS = frozenset({
    "water", "waters", "river", "rivers", "lake", "lakes", "sea", "seas", "ocean", "oceans", "hydro", "hydrography",
    "eau", "eaux", "fleuve", "fleuves", "riviere", "rivieres", "lac", "lacs", "mer", "mers",  # French
    "wasser", "fluss", "flusse", "seen", "gewasser", "meer",  # German (umlauts dropped)
    "agua", "aguas", "rio", "rios", "lago", "lagos", "mar", "mares", "oceano", "oceanos",  # Spanish, Portuguese
    "fiume", "fiumi", "laghi", "acqua",  # Italian
})
_JOINING_WORDS = frozenset({"and", "et", "und", "y", "e", "layer", "group", "all", "main"})


def looks_like_water(name: str) -> bool:
    """A name made only of water words ("rivers", "Lakes and rivers", "mer"): "Rio Grande do
    Sul" or "Seeland" is land."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii").lower()
    words = [w for w in re.split(r"[^a-z]+", plain) if w]
    return any(w in WATER_WORDS for w in words) and all(w in WATER_WORDS or w in _JOINING_WORDS for w in words)


def _leave_out_water(root: ET.Element) -> list[str]:
    """Groups (layers too) named as water by their label, title, id or a class taken out of
    the drawing; their names, as found."""
    found, parents = [], [root]
    while parents:
        parent = parents.pop()
        for child in list(parent):
            names = [child.get(LABEL, ""), _own_title(child), child.get("id", ""), *child.get("class", "").split()]
            water = next((n for n in names if n and looks_like_water(n)), None)
            if water is not None and child.tag in ("g", f"{{{SVG_NS}}}g"):
                parent.remove(child)
                found.append(water)
            else:
                parents.append(child)
    return found


# What SVG path data may hold (SVG 1.1, "path data grammar"): each command and how many
# numbers one of its segments takes; a command's numbers may repeat for more segments.
_ARGUMENTS = {"m": 2, "l": 2, "h": 1, "v": 1, "c": 6, "s": 4, "q": 4, "t": 2, "a": 7, "z": 0}
_NUMBER = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?")
_FLAG = re.compile(r"[01]")
_SEPARATOR = re.compile(r"[\s,]*")
_NEAR = 12  # characters of the text shown where reading stopped


def path_data_error(data: str) -> tuple[int, bool] | None:
    """Where path data stops being valid (index from 0), as a browser reads it: it draws the
    segments before the first error and nothing after. Also whether nothing at all could be
    read (the error comes before the first segment). None: the data is valid throughout."""
    position, command, segments = _SEPARATOR.match(data, 0).end(), "", 0
    while position < len(data):
        letter = data[position].lower()
        start = position
        if letter in _ARGUMENTS and not (segments == 0 and command == "" and letter != "m"):
            command, position = letter, _SEPARATOR.match(data, position + 1).end()
            if command == "z":
                continue
            reading_first = True
        elif command and command != "z" and _NUMBER.match(data, position):
            reading_first = False  # the command's numbers once more: another segment
        else:
            return position, segments == 0
        for index in range(_ARGUMENTS[command]):
            flag = command == "a" and index in (3, 4)
            found = (_FLAG if flag else _NUMBER).match(data, position)
            if found is None:
                if reading_first or index:  # a segment begun and not finished: none of it is drawn
                    return start if index == 0 else position, segments == 0
                break
            position = _SEPARATOR.match(data, found.end()).end()
        segments += 1
    return None


def broken_paths(root: ET.Element) -> list[BrokenPath]:
    """The paths whose data is broken, named, with where reading stopped."""
    parent_of = {child: parent for parent in root.iter() for child in parent}
    broken, number = [], 0
    for element in root.iter():
        if element.tag not in ("path", f"{{{SVG_NS}}}path"):
            continue
        number += 1
        data = element.get("d", "")
        error = path_data_error(data)
        if error is None:
            continue
        at, nothing_read = error
        broken.append(BrokenPath(_element_name(element, parent_of) or f"path {number}", at + 1,
                                 data[at:at + _NEAR], nothing_read))
    return broken


def _element_name(element: ET.Element, parent_of: dict) -> str:
    """The name of an element, else of the nearest group around it that has one (its label,
    title, id or first class)."""
    while element is not None:
        for name in (element.get(LABEL, ""), _own_title(element), element.get("id", ""),
                     *element.get("class", "").split()[:1]):
            if name.strip() and not _generated(name.strip()):
                return name.strip()
        element = parent_of.get(element)
        if element is not None and element.tag not in ("g", f"{{{SVG_NS}}}g"):
            break
    return ""


def _own_title(element: ET.Element) -> str:
    for child in element:
        if child.tag in ("title", f"{{{SVG_NS}}}title"):
            return "".join(child.itertext()).strip()
    return ""


def _copy_titles(root: ET.Element) -> None:
    """svgelements keeps a ``<title>`` apart from the shape it names: copy it onto the shape."""
    for element in root.iter():
        if element is not root:
            title = _own_title(element)
            if title:
                element.set(TITLE_MARK, title)


def _walk(group, layer: DrawnLayer | None, sea: bool, clone_name: str, plain: DrawnGroup | None):
    """Every drawn element with the innermost layer it is in, whether it is a sea-line, the
    name of the ``<use>`` it is drawn by ("" if none, or if the use has no name: a clone is
    named by its own label, title or id, not by the original's), and the innermost named
    plain group it is in (a layer starts afresh: a layer is never one territory)."""
    sibling_classes = Counter(token for element in group if _is_plain_group(element)
                              for token in set(_classes(element)))
    for element in group:
        if isinstance(element, svg.Group):  # also <svg> inside <svg>, and <use>
            attributes = element.values.get("attributes", {})
            inner_layer, inner_plain = layer, plain
            if attributes.get(GROUPMODE) == "layer":
                inner_layer, inner_plain = DrawnLayer(_name(attributes), attributes), None
            elif _is_plain_group(element):
                inner_plain = _named_group(element, sibling_classes) or plain
            names = {attributes.get(LABEL, ""), attributes.get("id", "")}
            inner_sea = sea or any(_plain(n) in SEA_LINE_GROUPS for n in names)
            yield from _walk(element, inner_layer, inner_sea, clone_name, inner_plain)
        elif isinstance(element, svg.Use):
            yield from _walk(element, layer, sea, _name(element.values.get("attributes", {})) or clone_name, plain)
        else:
            yield element, layer, sea, clone_name, plain


def _is_plain_group(element) -> bool:
    """A ``<g>`` that is no Inkscape layer (not an ``<svg>`` inside the drawing, not a ``<use>``)."""
    if not isinstance(element, svg.Group) or isinstance(element, svg.Use):
        return False
    attributes = element.values.get("attributes", {})
    return attributes.get("tag") == "g" and attributes.get(GROUPMODE) != "layer"


def _classes(element) -> list[str]:
    return element.values.get("attributes", {}).get("class", "").split()


def _named_group(element, sibling_classes: Counter) -> DrawnGroup | None:
    attributes = element.values.get("attributes", {})
    own = _name(attributes)
    if _generated(own):
        own = ""
    distinct = next((token for token in _classes(element) if sibling_classes[token] == 1), "")
    if not own and not distinct:
        return None
    return DrawnGroup(own, distinct, attributes)


# Ids an editor makes up (Inkscape's "path123", "g4521", "polygon111-2"): no one chose them.
_GENERATED_ID = re.compile(r"(path|polygon|polyline|rect|circle|ellipse|g|use|layer|svg)[-_]?\d+([-_]\d+)*",
                           re.IGNORECASE)


def _generated(name: str) -> bool:
    return bool(_GENERATED_ID.fullmatch(name))


def _in_range(points: np.ndarray) -> bool:
    """Coordinates that are numbers a map can hold (not NaN, not infinite, not astronomical)."""
    return bool(np.isfinite(points).all() and (np.abs(points) <= MAX_COORDINATE).all())


def _plain(text: str) -> str:
    return "".join(c for c in text.lower() if c.isalnum())


def _name(attributes: dict[str, str]) -> str:
    """Inkscape's label, else the element's title, else its id."""
    for key in (LABEL, TITLE_MARK, "id"):
        value = (attributes.get(key) or "").strip()
        if value:
            return value
    return ""


def _fill(element) -> str | None:
    fill = element.fill
    if fill is None or fill.value is None or fill.alpha == 0:
        return None
    return fill.hexrgb.lower()


def _open_kind(tag: str) -> str:
    return tag if tag in ("line", "polyline") else "open path"


class Subpaths(NamedTuple):
    closed: list[np.ndarray]  # rings
    opened: list[np.ndarray]  # lines
    closed_for_fill: int  # of the rings, how many did not end with Z or where they began


def flatten(shape, close_for_fill: bool = False) -> Subpaths:
    """A shape's subpaths as point arrays, curves and arcs flattened: closed rings, open lines.

    A subpath is closed when it ends with Z or where it began, or, with ``close_for_fill``
    (the path is filled), when it encloses an area: a browser fills an open subpath as if a
    straight line closed it. Lines and polylines are open (an SVG polyline is never a closed
    outline, even when its fill shows an area).
    """
    path = svg.Path(shape)
    closed, opened = [], []
    points: list[tuple[float, float]] = []
    is_closed = False
    closed_for_fill = 0

    def finish():
        nonlocal closed_for_fill
        if len(points) >= 2:
            ends_meet = math.dist(points[0], points[-1]) <= 1e-9 * max(1.0, abs(points[0][0]) + abs(points[0][1]))
            if is_closed or ends_meet:
                (closed if len(points) >= 3 else opened).append(np.asarray(points, dtype=float))
            elif close_for_fill and _encloses_area(points):
                closed.append(np.asarray(points, dtype=float))
                closed_for_fill += 1
            else:
                opened.append(np.asarray(points, dtype=float))

    for segment in path.segments(transformed=True):
        if isinstance(segment, svg.Move):
            finish()
            points, is_closed = [(segment.end.x, segment.end.y)], False
            continue
        if not points:
            points = [(segment.start.x, segment.start.y)]
        if isinstance(segment, svg.Close):
            is_closed = True
            continue
        if isinstance(segment, svg.Line):  # most segments of a map: no need to evaluate them
            points.append((float(segment.end.x), float(segment.end.y)))
            continue
        # One call for all of a curve's points: svgelements evaluates them as an array.
        curve = np.asarray(segment.npoint(np.linspace(0, 1, _steps(segment) + 1)[1:]), dtype=float)
        points.extend(zip(curve[:, 0].tolist(), curve[:, 1].tolist(), strict=True))
    finish()
    tag = shape.values.get("attributes", {}).get("tag")
    if tag in ("line", "polyline"):
        return Subpaths([], opened + closed, 0)
    return Subpaths(closed, opened, closed_for_fill)


def _encloses_area(points: list[tuple[float, float]]) -> bool:
    """Three corners or more not all on one line: closed, they bound an area to fill."""
    if len(points) < 3:
        return False
    xy = np.asarray(points, dtype=float)
    x, y = xy[:, 0], xy[:, 1]
    twice_area = np.abs(np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1)))
    size = float(np.ptp(xy, axis=0).max())
    return bool(twice_area > 1e-9 * max(size, 1e-12) ** 2)


def _steps(segment) -> int:
    """Straight pieces enough to keep a curve within FLATTEN_TOLERANCE of itself."""
    if isinstance(segment, svg.CubicBezier):
        p = [complex(q.x, q.y) for q in (segment.start, segment.control1, segment.control2, segment.end)]
        bend = max(abs(p[0] - 2 * p[1] + p[2]), abs(p[1] - 2 * p[2] + p[3]))
        steps = math.sqrt(0.75 * bend / FLATTEN_TOLERANCE)
    elif isinstance(segment, svg.QuadraticBezier):
        p = [complex(q.x, q.y) for q in (segment.start, segment.control, segment.end)]
        steps = math.sqrt(0.25 * abs(p[0] - 2 * p[1] + p[2]) / FLATTEN_TOLERANCE)
    elif isinstance(segment, svg.Arc):
        radius = max(abs(segment.rx or 0), abs(segment.ry or 0))
        if radius <= FLATTEN_TOLERANCE:
            return 1
        step = 2 * math.acos(1 - FLATTEN_TOLERANCE / radius)
        steps = abs(segment.sweep or 0) / step
    else:
        return 1
    if not math.isfinite(steps):
        return 1
    return max(1, min(MAX_STEPS, math.ceil(steps)))


def _area(rings: list[np.ndarray], fill_rule: str | None) -> Shape:
    """The area inside a shape's closed subpaths: each ring inside an odd number of others is a
    hole (the even-odd rule; with the usual drawing, holes wound the other way, nonzero
    gives the same)."""
    shape = None
    for ring in rings:
        piece = polygonal(shapely.Polygon(ring)) if len(np.unique(ring, axis=0)) >= 3 else shapely.MultiPolygon()
        shape = piece if shape is None else polygonal(shapely.symmetric_difference(shape, piece))
    return shape if shape is not None else shapely.MultiPolygon()


# What svgelements raises on values it cannot make sense of (a broken number, a unit, an arc).
_SVGELEMENTS_ERRORS = (ValueError, TypeError, ArithmeticError, IndexError, KeyError, AttributeError)
_DROPPED_TAGS = {"text", "image", "foreignObject", "video"}

NOT_XML = QT_TRANSLATE_NOOP("Interchange", "this is not an SVG drawing: its XML is broken ({reason})")
NOT_SVG = QT_TRANSLATE_NOOP("Interchange", "this is XML but not an SVG drawing (its first element is not <svg>)")
UNREADABLE_SVG = QT_TRANSLATE_NOOP("Interchange", "the SVG drawing cannot be read: {reason}")
TOO_MANY_ELEMENTS = QT_TRANSLATE_NOOP(
    "Interchange", "the drawing has {count}; the most that can be imported is {most}"
)
TOO_DEEP = QT_TRANSLATE_NOOP("Interchange", "the drawing's groups nest deeper than {most}")
TOO_MANY_VERTICES = QT_TRANSLATE_NOOP(
    "Interchange", "the drawing's outlines have more than {most} once curves are flattened"
)
