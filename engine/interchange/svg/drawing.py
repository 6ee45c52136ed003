"""An SVG file read into what a map needs: closed shapes with their names, layers and fills,
sea-lines, the document's size, and what was left out.

``svgelements`` does the SVG (styles and classes, units, the viewBox, nested transforms,
``<use>`` clones, hidden elements); this module flattens its curves and arcs into rings
and reads what svgelements leaves out: a shape's own ``<title>`` child. Coordinates are
CSS pixels, y down, as a browser shows the drawing.
"""

from __future__ import annotations

import io
import math
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass, field

import numpy as np
import shapely
import svgelements as svg

from engine.core.messages import QT_TRANSLATE_NOOP
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


def read_drawing(data: bytes, file: str) -> Drawing:
    """The drawing in ``data``; raises InterchangeError when it is not SVG."""
    root = _parse_xml(data, file)
    title = _own_title(root) or root.get(DOCNAME, "").removesuffix(".svg").strip()
    sized = any(root.get(a) for a in ("width", "height", "viewBox"))
    _copy_titles(root)
    try:
        document = svg.SVG.parse(io.BytesIO(ET.tostring(root)), reify=True)
    except _SVGELEMENTS_ERRORS as error:
        raise InterchangeError(UNREADABLE_SVG, file=file, reason=str(error) or type(error).__name__) from None
    if not isinstance(document, svg.SVG):
        raise InterchangeError(NOT_SVG, file=file)
    drawing = Drawing(title, float(document.width) if sized else None, float(document.height) if sized else None)
    vertices = 0
    for element, layer, sea, clone_name in _walk(document, None, False, ""):
        attributes = element.values.get("attributes", {})
        tag = attributes.get("tag", "")
        if isinstance(element, svg.Shape):
            try:
                rings, open_paths = flatten(element)
            except _SVGELEMENTS_ERRORS as error:
                raise InterchangeError(UNREADABLE_SVG, file=file, reason=str(error) or type(error).__name__) from None
            vertices += sum(len(r) for r in rings + open_paths)
            if vertices > MAX_VERTICES:
                raise InterchangeError(TOO_MANY_VERTICES, file=file, most=f"{MAX_VERTICES:,}")
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
                drawing.shapes.append(DrawnShape(
                    name=clone_name or _name(attributes), shape=_area(rings, attributes.get("fill-rule")),
                    fill=_fill(element), layer=layer, element_id=attributes.get("id"), attributes=attributes,
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
        raise InterchangeError(TOO_MANY_ELEMENTS, file=file, count=f"{count:,}", most=f"{MAX_ELEMENTS:,}")
    if _depth(root) > MAX_DEPTH:
        raise InterchangeError(TOO_DEEP, file=file, most=MAX_DEPTH)
    return root


def _depth(root: ET.Element) -> int:
    """How deep elements nest, counted without recursion (the file may nest too deep for it)."""
    deepest, stack = 0, [(root, 1)]
    while stack:
        element, depth = stack.pop()
        deepest = max(deepest, depth)
        stack.extend((child, depth + 1) for child in element)
    return deepest


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


def _walk(group, layer: DrawnLayer | None, sea: bool, clone_name: str):
    """Every drawn element with the innermost layer it is in, whether it is a sea-line, and
    the name of the ``<use>`` it is drawn by ("" if none, or if the use has no name): a clone
    is named by its own label, title or id, not by the original's."""
    for element in group:
        if isinstance(element, svg.Group):  # also <svg> inside <svg>, and <use>
            attributes = element.values.get("attributes", {})
            inner_layer = layer
            if attributes.get(GROUPMODE) == "layer":
                inner_layer = DrawnLayer(_name(attributes), attributes)
            names = {attributes.get(LABEL, ""), attributes.get("id", "")}
            inner_sea = sea or any(_plain(n) in SEA_LINE_GROUPS for n in names)
            yield from _walk(element, inner_layer, inner_sea, clone_name)
        elif isinstance(element, svg.Use):
            yield from _walk(element, layer, sea, _name(element.values.get("attributes", {})) or clone_name)
        else:
            yield element, layer, sea, clone_name


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


def flatten(shape) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """A shape's subpaths as point arrays, curves and arcs flattened: (closed rings, open lines).

    A subpath is closed when it ends with Z or where it began; lines and polylines are open
    (an SVG polyline is never a closed outline, even when its fill shows an area).
    """
    path = svg.Path(shape)
    closed, opened = [], []
    points: list[tuple[float, float]] = []
    is_closed = False

    def finish():
        if len(points) >= 2:
            ends_meet = math.dist(points[0], points[-1]) <= 1e-9 * max(1.0, abs(points[0][0]) + abs(points[0][1]))
            if is_closed or ends_meet:
                (closed if len(points) >= 3 else opened).append(np.asarray(points, dtype=float))
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
        for t in np.linspace(0, 1, _steps(segment) + 1)[1:]:
            point = segment.point(float(t))
            points.append((float(point.x), float(point.y)))
    finish()
    tag = shape.values.get("attributes", {}).get("tag")
    if tag in ("line", "polyline"):
        opened, closed = opened + closed, []
    return closed, opened


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
    "Interchange", "the drawing has {count} elements; at most {most} can be imported"
)
TOO_DEEP = QT_TRANSLATE_NOOP("Interchange", "the drawing's groups nest more than {most} deep")
TOO_MANY_VERTICES = QT_TRANSLATE_NOOP(
    "Interchange", "the drawing's outlines have more than {most} points once curves are flattened"
)
