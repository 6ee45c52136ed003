"""An SVG drawing (Inkscape, Warzone, any editor) as a Worldsmith map.

Each closed shape (path, polygon, rect, circle, ellipse; a path's subpaths together, so
islands and holes stay one territory) is a territory, named by its Inkscape label, else
its ``<title>``, else its id; a filled subpath that does not end with Z is closed, as a
browser fills it. A group of shapes that have no names of their own (a country drawn as its
islands) is one territory named by the group (groups.py; ``--option groups=yes|no|auto``).
The outlines are cleaned into a coverage until no two overlap and none is invalid (the
report names any that could not be); ``--snap`` makes borders drawn twice by hand exactly
one. Territories that touch are connected, unless the drawing says they are not (the
exporter's ``data-not-connected``); groups the water separates are joined by the fewest,
shortest sea-lines, as a GIS import joins islands (``--option sea-lines=no``: left apart).
With ``--option continents=layers`` each Inkscape layer is a continent (its label the name,
``data-bonus`` the bonus, its territories' commonest fill the colour); with
``continents=fill`` each fill colour is one. Lines in a group or layer labelled "Sea-lines"
join the territories their ends lie in. The canvas is the drawing's page (CSS pixels, as a
browser shows it); a drawing without a page, or whose shapes stray off it, is fitted into
one. Text, pictures and unfilled open lines are not territories: the report counts them.
"""

from __future__ import annotations

import dataclasses
import math
from collections import Counter
from pathlib import Path

import numpy as np
import shapely

from engine.board import validation
from engine.board.board import Board
from engine.board.map_format import ID_PATTERN
from engine.board.model import CardSymbol, Connection, ConnectionKind
from engine.core.messages import QT_TRANSLATE_NOOP, count_of
from engine.interchange import coverage
from engine.interchange.domination.exporter import nearest_colour
from engine.interchange.draft import (
    OVERLAPPED_AWAY,
    TERRITORY_COLLAPSED,
    BuildOptions,
    Draft,
    DraftContinent,
    DraftTerritory,
    ImportResult,
    build_board,
    report_kept_and_dropped,
)
from engine.interchange.geo import islands
from engine.interchange.registry import ImportOptions
from engine.interchange.report import ImportReport, InterchangeError
from engine.interchange.svg.drawing import Drawing, read_drawing
from engine.interchange.svg.exporter import NOT_CONNECTED
from engine.interchange.svg.groups import GROUP_MODES, merge_groups

MAX_FILE_BYTES = 64 * 1024 * 1024
CONTINENT_MODES = ("none", "layers", "fill")
YES_NO = ("yes", "no")
OPTIONS = ("continents", "groups", "sea-lines", "water")
WATER_MODES = ("skip", "keep")
DEFAULT_DETAIL = 0.0  # a drawing's vertices are meant: keep them all
DEFAULT_SNAP = 0.0
FIT_WIDTH = 1000.0  # a drawing with no page of its own is fitted this wide
FIT_MARGIN = 10.0
MAX_EXAMPLES = 8  # repeated names shown in the report
MANY_GAPS = 20  # thin gaps from which the report suggests a snap
SPECK = 1e-3  # of a sliver's width squared: gaps smaller than this are too small to see
PAGE_SLACK = 0.05  # shapes may reach this share of the page beyond it and stay where they are drawn


def sniff(head: bytes) -> bool:
    text = head.decode("latin-1").lower()
    return "<svg" in text


def import_svg(path: Path, options: ImportOptions) -> ImportResult:
    file = str(path)
    unknown = sorted(set(options.extra) - set(OPTIONS))
    if unknown:
        raise InterchangeError(UNKNOWN_OPTION, option=unknown[0], known=", ".join(OPTIONS))
    mode = _choice(options, "continents", CONTINENT_MODES)
    groups = _choice(options, "groups", GROUP_MODES)
    join_islands = _choice(options, "sea-lines", YES_NO) == "yes"
    keep_water = _choice(options, "water", WATER_MODES) == "keep"
    drawing = read_drawing(_read(path), file, keep_water=keep_water)
    report = ImportReport()
    for name in drawing.water:
        report.dropped(WATER_LEFT_OUT, name=name)
    for broken in drawing.broken_paths:
        report.dropped(PATH_UNREADABLE if broken.nothing_read else PATH_CUT_SHORT,
                       name=broken.name, at=broken.at, near=broken.near)
    for kind, template in DROPPED.items():  # one sentence per kind, so each translates whole
        if drawing.dropped.get(kind):
            report.dropped(template, count=drawing.dropped[kind])
    if drawing.closed_for_fill:
        report.fixed(CLOSED_FOR_FILL, count=drawing.closed_for_fill)
    try:
        drawing.shapes, merged = merge_groups(drawing.shapes, groups)
    except shapely.errors.GEOSException as error:  # outlines so degenerate that GEOS gives up on them
        raise InterchangeError(GEOMETRY_FAILED, file=file, reason=str(error)) from None
    if merged:
        report.note(GROUPS_MERGED, count=len(merged))
    unnamed = [s for s in drawing.shapes if not s.name]
    for number, shape in enumerate(unnamed, start=1):
        shape.name = f"Territory {number}"
    if unnamed:
        report.note(UNNAMED, count=len(unnamed))
    _repeated_names(drawing, report)
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
    detail = DEFAULT_DETAIL if options.detail is None else options.detail
    try:
        _clean(draft, report, snap, detail)
        # The outlines are clean, simplified and rounded: the build only places labels and slots.
        result = build_board(draft, report, BuildOptions(detail=0.0, snap=snap))
        result.board, id_of = _own_ids(result.board, drawing, draft, continent_ids)
        _not_connected(drawing, result, id_of)
        _sea_lines(drawing, result, move)
        if join_islands:
            _join_islands(result)
        if not snap:
            _suggest_snap(result)
    except shapely.errors.GEOSException as error:  # outlines so degenerate that GEOS gives up on them
        raise InterchangeError(GEOMETRY_FAILED, file=file, reason=str(error)) from None
    return result


def _repeated_names(drawing: Drawing, report: ImportReport) -> None:
    """Names drawn more than once (pygal's France draws Paris's départements again, larger,
    in an inset): each drawing becomes a territory of its own, so the report says so."""
    counted = Counter(s.name for s in drawing.shapes)
    repeated = [name for name, count in counted.items() if count > 1]
    if repeated:
        shown = ", ".join(repeated[:MAX_EXAMPLES]) + (" …" if len(repeated) > MAX_EXAMPLES else "")
        report.note(NAMES_REPEAT, count=len(repeated), examples=shown)


def _suggest_snap(result: ImportResult) -> None:
    """Many thin gaps between territories (a drawing whose neighbours were drawn apart by
    hand, slivers to validation): the report suggests a snap wide enough to close most of
    them (half as wide again as nine in ten of them). The gaps counted are the holes in the union of all
    territories that lie between two territories or more (a hole in one territory is its
    own), thinner than validation's sliver width and not specks it lets pass: much cheaper
    than validating the whole map. Gaps open to the sea are not counted."""
    board = result.board
    shapes = board.shapes()
    _, sliver_width = validation.map_tolerances(board)
    tree = shapely.STRtree(shapes)
    unseen = SPECK * sliver_width**2
    holes = []
    for polygon in shapely.get_parts(shapely.coverage_union_all(shapes)):
        for ring in polygon.interiors:
            hole = shapely.Polygon(ring)
            # 2·area/perimeter is a thin piece's width; a round lake's is far less than its own.
            if unseen <= hole.area and 2 * hole.area / hole.length < sliver_width \
                    and len(tree.query(ring, predicate="intersects")) >= 2:
                holes.append(hole)
    if len(holes) < MANY_GAPS:
        return
    widths = 2 * shapely.length(shapely.maximum_inscribed_circle(holes, sliver_width / 100))
    widths = widths[widths < sliver_width]
    if len(widths) >= MANY_GAPS:
        result.report.note(TRY_SNAP, count=count_of(len(widths), "thin_gaps"),
                           snap=_round_up(1.5 * float(np.percentile(widths, 90))))


def _round_up(value: float) -> str:
    """``value`` rounded up to 1, 2 or 5 times a power of ten (0.37 -> "0.5")."""
    power = 10.0 ** math.floor(math.log10(max(value, 1e-6)))
    step = next(m for m in (1, 2, 5, 10) if m * power >= value)
    return f"{step * power:.6g}"


def _choice(options: ImportOptions, key: str, choices: tuple[str, ...]) -> str:
    value = options.extra.get(key, "").strip().lower() or choices[0]
    if value not in choices:
        raise InterchangeError(BAD_CHOICE, key=key, value=value, choices=", ".join(choices))
    return value


def _clean(draft: Draft, report: ImportReport, snap: float, detail: float) -> None:
    """The territories' outlines made a coverage (cleaned again while rounding undoes it), and
    the report told what was fixed and, by name, what could not be."""
    territories = draft.territories
    made = coverage.clean_coverage([t.shape for t in territories], gap_width=snap, snap=snap, detail=detail)
    unresolved = {frozenset(pair) for pair in made.still_overlapping}
    for kept, lost in made.overlaps:
        if frozenset((kept, lost)) not in unresolved:
            report.fixed(OVERLAP_FIXED, name=territories[lost].name, other=territories[kept].name)
    for index in sorted(set(made.gaps_filled)):
        report.fixed(GAP_FILLED, name=territories[index].name)
    for first, second in made.still_overlapping:
        report.note(OVERLAP_LEFT, name=territories[first].name, other=territories[second].name)
    for index, reason in made.still_invalid:
        report.note(INVALID_LEFT, name=territories[index].name, reason=reason)
    report_kept_and_dropped(made, [t.name for t in territories], report, snap)
    told = {index for index, _ in made.too_small}
    for index in made.collapsed:
        if index in told:
            continue
        if detail > 0:
            report.dropped(TERRITORY_COLLAPSED, name=territories[index].name, detail=f"{detail:g}")
        else:
            report.dropped(OVERLAPPED_AWAY, name=territories[index].name)
    for territory, shape in zip(territories, made.shapes, strict=True):
        territory.shape = shape
    # Dropped here, with the reason said once; each keeps its key, its drawn shape's index.
    draft.territories = [t for t in territories if not (t.shape.is_empty or t.shape.area <= 0)]
    draft.exact = True


def _own_ids(board: Board, drawing: Drawing, draft: Draft, layer_ids: list[str]) -> tuple[Board, dict[int, str]]:
    """Ids a drawing gives in ``data-id`` (as the exporter writes them), so a map keeps its
    ids through a round trip; elsewhere the ids made from the names stay. Also each drawn
    shape's territory id, by the shape's index."""
    territory_ids: dict[str, str] = {}
    index_of: dict[str, int] = {}
    drawn = iter(draft.territories)
    for territory in board.territories:  # the draft's order, less what collapsed
        index = int(next(t for t in drawn if t.name == territory.name).key)
        index_of[territory.id] = index
        territory_ids[territory.id] = drawing.shapes[index].attributes.get("data-id", "")
    layer_ids = layer_ids or [""] * len(board.continents)
    continent_ids = {c.id: layer_id for c, layer_id in zip(board.continents, layer_ids, strict=True)}
    territory_ids = _usable(territory_ids)
    continent_ids = _usable(continent_ids)
    id_of = {index: territory_ids.get(tid, tid) for tid, index in index_of.items()}
    if not territory_ids and not continent_ids:
        return board, id_of

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
    return Board(board.meta, continents, territories, sorted(connections, key=lambda c: (c.a, c.b))), id_of


def _not_connected(drawing: Drawing, result: ImportResult, id_of: dict[int, str]) -> None:
    """Touching territories the drawing says are not connected (``data-not-connected``, the
    ids of the others as the drawing gives them) lose the border the build gave them."""
    by_drawn_id = {}
    for index, drawn in enumerate(drawing.shapes):
        for key in ("data-id", "id"):
            if drawn.attributes.get(key) and index in id_of:
                by_drawn_id.setdefault(drawn.attributes[key], id_of[index])
    apart = set()
    for index, drawn in enumerate(drawing.shapes):
        if index not in id_of:
            continue
        for other in drawn.attributes.get(NOT_CONNECTED, "").split():
            if other in by_drawn_id and by_drawn_id[other] != id_of[index]:
                apart.add(frozenset((id_of[index], by_drawn_id[other])))
    if not apart:
        return
    board = result.board
    kept = [c for c in board.connections
            if not (c.kind is ConnectionKind.BORDER and frozenset((c.a, c.b)) in apart)]
    result.report.borders -= len(board.connections) - len(kept)
    board.replace_connections(kept)


def _join_islands(result: ImportResult) -> None:
    """Groups of territories the water separates joined by the fewest, shortest sea-lines."""
    board = result.board
    lines = islands.sea_lines_joining_groups(_coarse(board))
    if not lines:
        return
    board.replace_connections(sorted([*board.connections, *lines], key=lambda c: (c.a, c.b)))
    for line in lines:
        result.report.fixed(ISLAND_JOINED, name=board.territory(line.a).name, other=board.territory(line.b).name)
    result.report.sea_lines += len(lines)


def _coarse(board: Board) -> Board:
    """The board with its coasts simplified by a fifth of a mark: the nearest coasts are found
    many times faster among a world's thousands of islands, and they are near enough the same."""
    shapes = shapely.simplify(board.shapes(), board.meta.mark_radius * 0.2, preserve_topology=True)
    territories = [dataclasses.replace(t, parts=coverage.parts_of(shape) or t.parts)
                   for t, shape in zip(board.territories, shapes, strict=True)]
    return Board(board.meta, board.continents, territories, board.connections)


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


WATER_LEFT_OUT = QT_TRANSLATE_NOOP(
    "Interchange", "the group '{name}' looks like water: left out (--option water=keep to keep it)"
)
PATH_UNREADABLE = QT_TRANSLATE_NOOP(
    "Interchange", "{name}: its path data is broken from the start (character {at}, '{near}'): nothing of it was read"
)
PATH_CUT_SHORT = QT_TRANSLATE_NOOP(
    "Interchange", "{name}: its path data is broken at character {at} ('{near}'): only what came before was read"
)
NAMES_REPEAT = QT_TRANSLATE_NOOP(
    "Interchange", "names that repeat ({count}): {examples} — a second drawing of the same places (an inset?)"
)
TRY_SNAP = QT_TRANSLATE_NOOP("Interchange", "{count} between territories: try --snap {snap}")
BAD_CHOICE = QT_TRANSLATE_NOOP("Interchange", "{key}={value} is not a choice: {key} may be {choices}")
UNKNOWN_OPTION = QT_TRANSLATE_NOOP("Interchange", "SVG import has no option '{option}' (it has: {known})")
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
CLOSED_FOR_FILL = QT_TRANSLATE_NOOP(
    "Interchange",
    "outlines that did not end with Z ({count}) were closed with a straight line, as a browser fills them",
)
GROUPS_MERGED = QT_TRANSLATE_NOOP(
    "Interchange", "groups of shapes with no names of their own ({count}) each became one territory named by the group"
)
OVERLAP_FIXED = QT_TRANSLATE_NOOP("Interchange", "{name} overlapped {other}: the overlap went to {other}")
GAP_FILLED = QT_TRANSLATE_NOOP("Interchange", "{name}: a thin gap along its border was closed")
OVERLAP_LEFT = QT_TRANSLATE_NOOP(
    "Interchange",
    "{name} and {other} still overlap: their outlines cross too finely to part them (redraw the border between them)",
)
INVALID_LEFT = QT_TRANSLATE_NOOP(
    "Interchange", "{name}: the outline is still invalid after cleaning ({reason}); redraw it"
)
ISLAND_JOINED = QT_TRANSLATE_NOOP(
    "Interchange", "{name} and {other} joined by a sea-line: without it the map falls apart across the water"
)
GEOMETRY_FAILED = QT_TRANSLATE_NOOP(
    "Interchange", "the drawing's outlines are too degenerate to make into territories ({reason})"
)
SEA_LINE_LOOSE = QT_TRANSLATE_NOOP(
    "Interchange", "the sea-line starting at ({x}, {y}) does not join two territories"
)
