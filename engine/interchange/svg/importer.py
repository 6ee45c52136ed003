"""An SVG drawing (Inkscape, Warzone, any editor) as a Worldsmith map.

Each closed shape (path, polygon, rect, circle, ellipse; a path's subpaths together, so
islands and holes stay one territory) is a territory, named by its Inkscape label, else
its ``<title>``, else its id. Territories that touch are connected; ``--snap`` makes
borders drawn twice by hand exactly one. With ``--option continents=layers`` each Inkscape
layer is a continent (its label the name, ``data-bonus`` the bonus, its territories'
commonest fill the colour); with ``continents=fill`` each fill colour is one. Lines in a
group or layer labelled "Sea-lines" join the territories their ends lie in. The canvas is
the drawing's page (CSS pixels, as a browser shows it); a drawing without a page, or whose
shapes stray off it, is fitted into one. Text, pictures and open lines are not territories:
the report counts them.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from pathlib import Path

import shapely

from engine.board.board import Board
from engine.board.map_format import ID_PATTERN
from engine.board.model import CardSymbol, Connection, ConnectionKind
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.interchange import coverage
from engine.interchange.domination.exporter import nearest_colour
from engine.interchange.draft import BuildOptions, Draft, DraftContinent, DraftTerritory, ImportResult, build_board
from engine.interchange.registry import ImportOptions
from engine.interchange.report import ImportReport, InterchangeError
from engine.interchange.svg.drawing import Drawing, read_drawing

MAX_FILE_BYTES = 64 * 1024 * 1024
CONTINENT_MODES = ("none", "layers", "fill")
DEFAULT_DETAIL = 0.0  # a drawing's vertices are meant: keep them all
DEFAULT_SNAP = 0.0
FIT_WIDTH = 1000.0  # a drawing with no page of its own is fitted this wide
FIT_MARGIN = 10.0
PAGE_SLACK = 0.05  # shapes may reach this share of the page beyond it and stay where they are drawn


def sniff(head: bytes) -> bool:
    text = head.decode("latin-1").lower()
    return "<svg" in text


def import_svg(path: Path, options: ImportOptions) -> ImportResult:
    file = str(path)
    mode = options.extra.get("continents", "none").strip().lower() or "none"
    if mode not in CONTINENT_MODES:
        raise InterchangeError(BAD_CONTINENTS, value=mode, modes=", ".join(CONTINENT_MODES))
    unknown = sorted(set(options.extra) - {"continents"})
    if unknown:
        raise InterchangeError(UNKNOWN_OPTION, option=unknown[0])
    drawing = read_drawing(_read(path), file)
    report = ImportReport()
    for kind, template in DROPPED.items():  # one sentence per kind, so each translates whole
        if drawing.dropped.get(kind):
            report.dropped(template, count=drawing.dropped[kind])
    unnamed = [s for s in drawing.shapes if not s.name]
    for number, shape in enumerate(unnamed, start=1):
        shape.name = f"Territory {number}"
    if unnamed:
        report.note(UNNAMED, count=len(unnamed))
    if not drawing.shapes:
        raise InterchangeError(NO_CLOSED_SHAPES, file=file)
    width, height, move = _canvas(drawing, report)

    draft = Draft(name=drawing.title or path.stem.replace("_", " ").strip() or "Imported map",
                  width=width, height=height)
    continent_of, continent_ids = _continents(drawing, mode, draft)
    for index, drawn in enumerate(drawing.shapes):
        draft.territories.append(DraftTerritory(
            key=str(index), name=drawn.name, shape=move(drawn.shape), continent=continent_of.get(index),
            label=_point(drawn.attributes.get("data-label"), move),
            card=_card(drawn.attributes.get("data-card")),
        ))
    snap = DEFAULT_SNAP if options.snap is None else options.snap
    try:
        result = build_board(draft, report, BuildOptions(detail=options.detail, snap=snap),
                             default_detail=DEFAULT_DETAIL)
    except shapely.errors.GEOSException as error:  # outlines so degenerate that GEOS gives up on them
        raise InterchangeError(GEOMETRY_FAILED, file=file, reason=str(error)) from None
    result.board = _own_ids(result.board, drawing, draft, continent_ids)
    _sea_lines(drawing, result, move)
    return result


def _own_ids(board: Board, drawing: Drawing, draft: Draft, layer_ids: list[str]) -> Board:
    """Ids a drawing gives in ``data-id`` (as the exporter writes them), so a map keeps its
    ids through a round trip; elsewhere the ids made from the names stay."""
    territory_ids: dict[str, str] = {}
    drawn = iter(enumerate(draft.territories))
    for territory in board.territories:  # the draft's order, less what collapsed
        index = next(i for i, t in drawn if t.name == territory.name)
        territory_ids[territory.id] = drawing.shapes[index].attributes.get("data-id", "")
    layer_ids = layer_ids or [""] * len(board.continents)
    continent_ids = {c.id: layer_id for c, layer_id in zip(board.continents, layer_ids, strict=True)}
    territory_ids = _usable(territory_ids)
    continent_ids = _usable(continent_ids)
    if not territory_ids and not continent_ids:
        return board

    def tid(old: str) -> str:
        return territory_ids.get(old, old)

    continents = [dataclasses.replace(c, id=continent_ids.get(c.id, c.id)) for c in board.continents]
    territories = [dataclasses.replace(t, id=tid(t.id), continent=continent_ids.get(t.continent, t.continent)
                                       if t.continent else None) for t in board.territories]
    connections = []
    for connection in board.connections:
        a, b = tid(connection.a), tid(connection.b)
        if not connection.one_way and a > b:
            a, b = b, a
        connections.append(dataclasses.replace(connection, a=a, b=b))
    return Board(board.meta, continents, territories, sorted(connections, key=lambda c: (c.a, c.b)))


def _usable(wanted: dict[str, str]) -> dict[str, str]:
    """The renames to keep: valid ids, none given twice, none taking an id that stays."""
    given = Counter(new for new in wanted.values() if new)
    renames = {old: new for old, new in wanted.items()
               if new and new != old and ID_PATTERN.match(new) and given[new] == 1}
    kept = set(wanted) - set(renames)
    return {old: new for old, new in renames.items() if new not in kept}


def _read(path: Path) -> bytes:
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise InterchangeError(TOO_BIG, file=str(path), size=f"{size / 2**20:,.0f}",
                                   most=f"{MAX_FILE_BYTES / 2**20:,.0f}")
        return path.read_bytes()
    except OSError as error:
        raise InterchangeError(UNREADABLE, file=str(path), reason=error.strerror or str(error)) from None


def _canvas(drawing: Drawing, report: ImportReport):
    """The canvas size and how to move the drawing onto it: unchanged when it lies on its page
    (give or take PAGE_SLACK), else fitted onto the page, or onto a page made for it."""
    shapes = [s.shape for s in drawing.shapes]
    minx, miny, maxx, maxy = shapely.total_bounds(shapes)
    if drawing.width and drawing.height:
        # Outlines drawn a little over the page's edge (a coast to the frame) stay as drawn.
        tolerance = PAGE_SLACK * max(drawing.width, drawing.height)
        if minx >= -tolerance and miny >= -tolerance and maxx <= drawing.width + tolerance \
                and maxy <= drawing.height + tolerance:
            return drawing.width, drawing.height, lambda shape: shape
        report.fixed(FITTED_TO_PAGE)
        box_width, box_height = drawing.width, drawing.height
        margin = 0.02 * min(box_width, box_height)
    else:
        box_width, box_height, margin = FIT_WIDTH, None, FIT_MARGIN
    _, fit, canvas = coverage.fitted(shapes, box_width, box_height, margin)
    if box_height is not None:
        canvas = (box_width, box_height)

    def move(shape):
        return shapely.transform(shape, lambda xy: (xy - fit.origin) * fit.scale + fit.margin)

    return canvas[0], canvas[1], move


def _continents(drawing: Drawing, mode: str, draft: Draft) -> tuple[dict[int, str], list[str]]:
    """Continents by layer or by fill colour: which continent each shape (by index) is in, and
    the ids the drawing gives the continents (a layer's ``data-id``; "" for none)."""
    if mode == "none":
        return {}, []
    keys: dict[int, str] = {}
    members: dict[str, list[int]] = {}
    if mode == "layers":
        layer_keys: dict[int, str] = {}
        for index, drawn in enumerate(drawing.shapes):
            if drawn.layer is None:
                continue
            key = layer_keys.setdefault(id(drawn.layer), str(len(layer_keys)))
            keys[index] = key
            members.setdefault(key, []).append(index)
        layers = {layer_keys[id(s.layer)]: s.layer for s in drawing.shapes if s.layer is not None}
        for key, layer in layers.items():
            draft.continents.append(DraftContinent(
                key, layer.name or f"Continent {int(key) + 1}", _bonus(layer.attributes.get("data-bonus")),
                _commonest([drawing.shapes[i].fill for i in members[key]]) or "#b0b0b0",
            ))
        return keys, [layer.attributes.get("data-id", "") for layer in layers.values()]
    else:
        for index, drawn in enumerate(drawing.shapes):
            if drawn.fill is not None:
                keys[index] = drawn.fill
                members.setdefault(drawn.fill, []).append(index)
        names = {fill: nearest_colour(fill).capitalize() for fill in members}
        repeated = Counter(names.values())
        for fill in members:
            name = names[fill] if repeated[names[fill]] == 1 else f"{names[fill]} {fill}"
            draft.continents.append(DraftContinent(fill, name, 0, fill))
    return keys, [""] * len(draft.continents)


def _commonest(fills: list[str | None]) -> str | None:
    counted = Counter(f for f in fills if f)
    return counted.most_common(1)[0][0] if counted else None


def _bonus(text: str | None) -> int:
    try:
        return max(0, int(text)) if text else 0
    except ValueError:
        return 0


def _card(text: str | None) -> CardSymbol | None:
    try:
        return CardSymbol(text) if text else None
    except ValueError:
        return None


def _point(text: str | None, move):
    """A point written ``x y`` (a territory's label, as the exporter writes it)."""
    try:
        x, y = (float(v) for v in (text or "").replace(",", " ").split())
    except ValueError:
        return None
    moved = move(shapely.Point(x, y))
    return (moved.x, moved.y)


def _sea_lines(drawing: Drawing, result: ImportResult, move) -> None:
    """Lines in the Sea-lines group join the territories their two ends lie in."""
    board, report = result.board, result.report
    if not drawing.sea_lines:
        return
    shapes = board.shapes()
    tree = shapely.STRtree(shapes)
    ids = [t.id for t in board.territories]

    def territory_at(xy):
        point = move(shapely.Point(xy))
        hits = tree.query(point, predicate="intersects")
        if len(hits):
            return ids[int(hits[0])]
        nearest = tree.query_nearest(point, max_distance=board.meta.mark_radius)
        return ids[int(nearest[0])] if len(nearest) else None

    for line in drawing.sea_lines:
        a, b = territory_at(line.start), territory_at(line.end)
        if a is None or b is None or a == b:
            report.dropped(SEA_LINE_LOOSE, x=round(line.start[0]), y=round(line.start[1]))
            continue
        if board.connection_between(a, b) is not None:
            continue
        wraps = line.attributes.get("data-wraps", "").lower() == "true"
        board.add_connection(Connection(min(a, b), max(a, b), ConnectionKind.SEA_LINE, False, wraps))
        report.sea_lines += 1


BAD_CONTINENTS = QT_TRANSLATE_NOOP(
    "Interchange", "continents={value} is not a choice: continents may come from {modes}"
)
UNKNOWN_OPTION = QT_TRANSLATE_NOOP("Interchange", "SVG import has no option '{option}' (it has: continents)")
TOO_BIG = QT_TRANSLATE_NOOP("Interchange", "the file is {size} MB; an SVG map may be at most {most} MB")
UNREADABLE = QT_TRANSLATE_NOOP("Interchange", "cannot read the file: {reason}")
NO_CLOSED_SHAPES = QT_TRANSLATE_NOOP(
    "Interchange",
    "the drawing has no closed shapes (paths ending in Z, polygons, rectangles, circles) to be territories",
)
DROPPED = {
    "open path": QT_TRANSLATE_NOOP("Interchange", "open paths ({count}): not closed, so not territories; left out"),
    "line": QT_TRANSLATE_NOOP("Interchange", "lines ({count}): not territories, left out"),
    "polyline": QT_TRANSLATE_NOOP("Interchange", "polylines ({count}): open, so not territories; left out"),
    "text": QT_TRANSLATE_NOOP("Interchange", "texts ({count}): not territories, left out"),
    "image": QT_TRANSLATE_NOOP("Interchange", "pictures ({count}): not territories, left out"),
    "foreignObject": QT_TRANSLATE_NOOP("Interchange", "embedded objects ({count}): not territories, left out"),
    "video": QT_TRANSLATE_NOOP("Interchange", "videos ({count}): not territories, left out"),
    "out of range": QT_TRANSLATE_NOOP(
        "Interchange", "shapes with coordinates that are not numbers or beyond a billion ({count}): left out"),
}
UNNAMED = QT_TRANSLATE_NOOP(
    "Interchange", "shapes with no label, title or id ({count}) were named Territory 1, Territory 2, …"
)
FITTED_TO_PAGE = QT_TRANSLATE_NOOP(
    "Interchange", "the shapes reached beyond the page: they were scaled and moved onto it"
)
GEOMETRY_FAILED = QT_TRANSLATE_NOOP(
    "Interchange", "the drawing's outlines are too degenerate to make into territories ({reason})"
)
SEA_LINE_LOOSE = QT_TRANSLATE_NOOP(
    "Interchange", "the sea-line starting at ({x}, {y}) does not join two territories"
)
