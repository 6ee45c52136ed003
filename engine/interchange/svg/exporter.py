"""A Worldsmith map as an SVG drawing that Inkscape and browsers open and Worldsmith re-imports.

One ``<path>`` per territory: ``id`` its id, ``inkscape:label`` and ``<title>`` its name,
filled in its continent's colour (holes and islands in one path, even-odd). Each continent
is an Inkscape layer (``data-bonus`` its bonus); territories of no continent lie outside
every layer. Sea-lines are dashed lines between labels in a layer of their own. Neighbours
that touch but are not connected (a mountain range, a wall) are listed on each other's path
in ``data-not-connected``, so a re-import leaves them apart. The page is the canvas, one
CSS pixel a map unit, so ``continents=layers`` re-imports the same map.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from engine.board.board import Board
from engine.board.model import ConnectionKind, Territory, TerritoryKind
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.interchange.domination.exporter import NOTHING_TO_EXPORT
from engine.interchange.registry import ExportOptions, ExportResult
from engine.interchange.report import InterchangeError, ItemKind, ReportItem
from engine.interchange.svg.drawing import INKSCAPE, SVG_NS

NO_CONTINENT_FILL = "#c8c8c8"
NOT_CONNECTED = "data-not-connected"  # the importer reads it (importer.NOT_CONNECTED)
BORDER_COLOUR = "#333333"
SEA_LINE_COLOUR = "#1f4e8c"


def export_svg(board: Board, output: Path, options: ExportOptions) -> ExportResult:
    if not board.territories:
        raise InterchangeError(NOTHING_TO_EXPORT)
    ET.register_namespace("", SVG_NS)
    ET.register_namespace("inkscape", INKSCAPE)
    meta = board.meta
    width, height = _number(meta.width), _number(meta.height)
    root = ET.Element(_svg("svg"), {"width": width, "height": height, "viewBox": f"0 0 {width} {height}",
                                    "version": "1.1"})
    ET.SubElement(root, _svg("title")).text = meta.name
    if meta.description:
        ET.SubElement(root, _svg("desc")).text = meta.description
    stroke = _number(max(0.25, meta.mark_radius / 8))
    used_ids = {t.id for t in board.territories}
    apart = _touching_but_not_connected(board)
    for continent in board.continents:
        layer = ET.SubElement(root, _svg("g"), {
            "id": _free(f"continent-{continent.id}", used_ids), _ink("groupmode"): "layer",
            _ink("label"): continent.name, "data-id": continent.id, "data-bonus": str(continent.bonus),
        })
        for territory in board.territories_in(continent.id):
            _path(layer, board, territory, continent.colour, stroke, apart)
    for territory in board.territories:
        if territory.continent is None or not board.has_continent(territory.continent):
            _path(root, board, territory, NO_CONTINENT_FILL, stroke, apart)
    sea_lines = [c for c in board.connections if c.kind is ConnectionKind.SEA_LINE]
    if sea_lines:
        group = ET.SubElement(root, _svg("g"), {
            "id": _free("sea-lines", used_ids), _ink("groupmode"): "layer", _ink("label"): "Sea-lines",
            "fill": "none", "stroke": SEA_LINE_COLOUR, "stroke-width": stroke,
            "stroke-dasharray": f"{_number(float(stroke) * 6)} {_number(float(stroke) * 4)}",
        })
        for connection in sea_lines:
            start, end = board.label_point(connection.a), board.label_point(connection.b)
            if start is None or end is None:
                continue
            line = ET.SubElement(group, _svg("line"), {
                "x1": _number(start[0]), "y1": _number(start[1]), "x2": _number(end[0]), "y2": _number(end[1]),
                "data-from": connection.a, "data-to": connection.b,
            })
            if connection.wraps:
                line.set("data-wraps", "true")
            ET.SubElement(line, _svg("title")).text = (
                f"{board.territory(connection.a).name} – {board.territory(connection.b).name}")
    ET.indent(root)
    text = ET.tostring(root, encoding="unicode", xml_declaration=False)
    notes = []
    seas = sum(t.kind is TerritoryKind.SEA for t in board.territories)
    if seas:
        notes.append(ReportItem(ItemKind.NOTE, SEAS_AS_SHAPES, {"count": seas}))
    return ExportResult(files={output.name: ('<?xml version="1.0" encoding="UTF-8"?>\n' + text + "\n").encode()},
                        report=notes)


def _touching_but_not_connected(board: Board) -> dict[str, list[str]]:
    """For each territory, the neighbours it shares a border with but no connection."""
    connected = {frozenset((c.a, c.b)) for c in board.connections}
    apart: dict[str, list[str]] = {}
    for a, b in board.suggest_connections():
        if frozenset((a, b)) not in connected:
            apart.setdefault(a, []).append(b)
            apart.setdefault(b, []).append(a)
    return apart


def _path(parent: ET.Element, board: Board, territory: Territory, fill: str, stroke: str,
          apart: dict[str, list[str]]) -> None:
    attributes = {
        "id": territory.id, "data-id": territory.id, _ink("label"): territory.name, "d": _outline(territory),
        "fill": fill, "fill-rule": "evenodd", "stroke": BORDER_COLOUR, "stroke-width": stroke,
        "stroke-linejoin": "round",
    }
    label = board.label_point(territory.id)
    if label is not None:
        attributes["data-label"] = f"{_number(label[0])} {_number(label[1])}"
    if territory.card is not None:
        attributes["data-card"] = territory.card.value
    if territory.id in apart:
        attributes[NOT_CONNECTED] = " ".join(sorted(apart[territory.id]))
    path = ET.SubElement(parent, _svg("path"), attributes)
    ET.SubElement(path, _svg("title")).text = territory.name


def _outline(territory: Territory) -> str:
    rings = []
    for part in territory.parts:
        for ring in (part.outer, *part.holes):
            xy = ring.xy
            points = " ".join(f"{_number(x)},{_number(y)}" for x, y in xy)
            rings.append(f"M {points} Z")
    return " ".join(rings)


def _number(value: float) -> str:
    text = f"{float(value):.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _free(wanted: str, used: set[str]) -> str:
    candidate, n = wanted, 2
    while candidate in used:
        candidate, n = f"{wanted}-{n}", n + 1
    used.add(candidate)
    return candidate


def _svg(tag: str) -> str:
    return f"{{{SVG_NS}}}{tag}"


def _ink(name: str) -> str:
    return f"{{{INKSCAPE}}}{name}"


SEAS_AS_SHAPES = QT_TRANSLATE_NOOP(
    "Interchange", "sea territories ({count}) are drawn as shapes like the land: a drawing cannot say which is sea"
)
