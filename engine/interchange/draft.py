"""What an importer read, before it is a map, and the one way every importer makes the map.

An importer fills a :class:`Draft` with what its file says (outlines in canvas
coordinates, names, continents, the file's own adjacency if it has one) and hands it to
:func:`build_board`, which does everything formats share: ids people can read, shared
borders made exact and simplified as a coverage, connections (a border where two
territories touch, a sea-line where they do not), labels inside their territories and the
Risk Legacy sticker slots placed as the editor's auto-place does. Whatever had to change
is written into the :class:`~engine.interchange.report.ImportReport`.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from engine.board.board import Board
from engine.board.map_format import ID_PATTERN
from engine.board.model import (
    Background,
    CardSymbol,
    Connection,
    ConnectionKind,
    Continent,
    MapMetadata,
    Point,
    Territory,
)
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.files.limits import MAX_SIZE, MIN_SIZE
from engine.interchange import coverage
from engine.interchange.label_size import readable_label_size
from engine.interchange.report import ImportReport, InterchangeError

DEFAULT_COLOUR = "#b0b0b0"


@dataclass
class DraftContinent:
    key: str  # the file's own reference (an index, a name)
    name: str
    bonus: int = 0
    colour: str = DEFAULT_COLOUR


@dataclass
class DraftTerritory:
    key: str
    name: str
    shape: coverage.Shape  # in canvas coordinates
    continent: str | None = None  # a DraftContinent key
    label: Point | None = None
    card: CardSymbol | None = None


@dataclass(frozen=True)
class DraftLink:
    """Armies may move from ``a`` to ``b`` (both ways unless ``one_way``), by the file."""

    a: str
    b: str
    one_way: bool = False


@dataclass
class Draft:
    name: str
    width: float
    height: float
    territories: list[DraftTerritory] = field(default_factory=list)
    continents: list[DraftContinent] = field(default_factory=list)
    # The file's adjacency; None: the file has none, so territories that touch are connected.
    links: list[DraftLink] | None = None
    mark_radius: float | None = None  # None: chosen from the territories' size
    background: Background | None = None
    author: str = ""
    description: str = ""
    # Files to write beside the map: name (relative to the map) -> bytes.
    companions: dict[str, bytes] = field(default_factory=dict)
    # The outlines already share exact borders (traced from a picture): only simplify them.
    exact: bool = False


@dataclass
class ImportResult:
    board: Board
    report: ImportReport
    companions: dict[str, bytes] = field(default_factory=dict)


@dataclass(frozen=True)
class BuildOptions:
    detail: float | None = None  # simplification tolerance in canvas units; None: the format's
    snap: float = 0.0  # vertices this close (canvas units) become one; thin gaps this wide close
    wrap_sea_lines: bool = True  # sea-lines between opposite side edges drawn around the world


def build_board(draft: Draft, report: ImportReport, options: BuildOptions = BuildOptions(),
                default_detail: float = 0.0) -> ImportResult:
    """The map a draft describes, checked: shared borders exact, every territory inside the
    canvas with a label and slots, connections from the file or from the borders."""
    if not draft.territories:
        raise InterchangeError(NO_TERRITORIES)
    for side in (draft.width, draft.height):
        if not MIN_SIZE <= side <= MAX_SIZE:
            raise InterchangeError(BAD_CANVAS, width=f"{draft.width:g}", height=f"{draft.height:g}")
    territories = draft.territories
    shapes = [t.shape for t in territories]
    if not draft.exact:
        made = coverage.exact_coverage(shapes, gap_width=options.snap, snap=options.snap)
        for kept, lost in made.overlaps:
            report.fixed(OVERLAP_FIXED, name=territories[lost].name, other=territories[kept].name)
        for index in sorted(set(made.gaps_filled)):
            report.fixed(GAP_FILLED, name=territories[index].name)
        report_kept_and_dropped(made, [t.name for t in territories], report, options.snap)
        shapes = made.shapes
    detail = default_detail if options.detail is None else options.detail
    cleaned = shapes
    shapes = coverage.rounded(coverage.simplified(shapes, detail))
    keep = []
    for index, shape in enumerate(shapes):
        if not (shape.is_empty or shape.area <= 0):
            keep.append(index)
        elif detail > 0 and not cleaned[index].is_empty and cleaned[index].area > 0:  # simplifying took it
            report.dropped(TERRITORY_COLLAPSED, name=territories[index].name, detail=f"{detail:g}")
        elif draft.exact or not cleaned[index].is_empty:
            report.dropped(NO_AREA, name=territories[index].name)
        elif index not in {i for i, _ in made.too_small}:  # those were told with their neighbour
            report.dropped(OVERLAPPED_AWAY, name=territories[index].name)
    if not keep:
        raise InterchangeError(NO_TERRITORIES)
    territories = [territories[i] for i in keep]
    shapes = [shapes[i] for i in keep]
    if coverage.coverage_problems(shapes):
        report.note(BORDERS_NOT_EXACT)

    ids = unique_ids([t.name or t.key for t in territories], "territory")
    id_of = {t.key: ids[i] for i, t in enumerate(territories)}
    continent_ids = unique_ids([c.name or c.key for c in draft.continents], "continent")
    continent_of = {c.key: continent_ids[i] for i, c in enumerate(draft.continents)}
    continents = [
        Continent(continent_ids[i], c.name or c.key, c.colour, c.bonus) for i, c in enumerate(draft.continents)
    ]
    radius = draft.mark_radius or coverage.mark_radius_for(shapes)

    board_territories = []
    for index, (draft_territory, shape) in enumerate(zip(territories, shapes, strict=True)):
        label, moved = coverage.label_point(shape, draft_territory.label)
        if moved:
            report.fixed(LABEL_MOVED, name=draft_territory.name)
        layout = coverage.place_marks(shape, radius, label)
        board_territories.append(Territory(
            id=ids[index],
            name=draft_territory.name or ids[index],
            parts=coverage.parts_of(shape),
            continent=continent_of.get(draft_territory.continent) if draft_territory.continent else None,
            card=draft_territory.card,
            label=layout.label if layout else label,
            city_slot=layout.city if layout else None,
            scar_slot=layout.scar if layout else None,
        ))

    touching = {(ids[i], ids[j]) for i, j in coverage.neighbours(shapes)}
    touching |= {(b, a) for a, b in touching}
    name_of = {t.id: t.name for t in board_territories}
    connections = _connections(draft, id_of, touching, shapes, ids, name_of, report, options)
    meta = MapMetadata(
        name=draft.name, width=float(draft.width), height=float(draft.height), author=draft.author,
        description=draft.description, mark_radius=float(radius), background=draft.background,
        label_size=readable_label_size(float(radius), draft.width, draft.height, len(board_territories)),
    )
    board = Board(meta, continents, board_territories, connections)
    report.territories = len(board_territories)
    report.continents = len(continents)
    report.borders = sum(c.kind is ConnectionKind.BORDER for c in connections)
    report.sea_lines = sum(c.kind is ConnectionKind.SEA_LINE for c in connections)
    return ImportResult(board, report, dict(draft.companions))


def report_kept_and_dropped(made: coverage.CoverageResult, names: list[str], report: ImportReport,
                            snap: float) -> None:
    """Tell the report which territories were kept inside others (enclaves) and which were
    dropped as narrower than the snap, and who was given their area."""
    for inner, outer in made.enclaves:
        report.fixed(ENCLAVE_KEPT, name=names[inner], other=names[outer])
    for index, taker in made.too_small:
        if taker is None:
            report.dropped(SMALLER_THAN_SNAP_ALONE, name=names[index], snap=f"{snap:g}")
        else:
            report.dropped(SMALLER_THAN_SNAP, name=names[index], other=names[taker], snap=f"{snap:g}")


def _connections(draft, id_of, touching, shapes, ids, name_of, report, options) -> list[Connection]:
    if draft.links is None:  # no adjacency in the file: whoever touches is connected
        return [Connection(a, b) for a, b in sorted(p for p in touching if p[0] < p[1])]
    centre = {ids[i]: shapes[i].centroid for i in range(len(ids))}
    connections: dict[tuple[str, str], Connection] = {}
    for link in draft.links:
        a, b = id_of.get(link.a), id_of.get(link.b)
        if a is None or b is None or a == b:
            continue  # the territory was dropped (reported there), or a link to itself
        kind = ConnectionKind.BORDER if (a, b) in touching else ConnectionKind.SEA_LINE
        key = (a, b) if a < b else (b, a)
        existing = connections.get(key)
        if existing is not None:
            if existing.one_way and existing.a != a:  # both directions listed: one two-way link
                connections[key] = Connection(key[0], key[1], kind, False, existing.wraps)
            continue
        wraps = options.wrap_sea_lines and kind is ConnectionKind.SEA_LINE and _wraps(centre[a], centre[b], draft)
        if link.one_way:
            connections[key] = Connection(a, b, kind, True, wraps)
        else:
            connections[key] = Connection(key[0], key[1], kind, False, wraps)
    for connection in connections.values():
        if connection.one_way:
            report.fixed(ONE_WAY_KEPT, name=name_of[connection.a], other=name_of[connection.b])
    return sorted(connections.values(), key=lambda c: (c.a, c.b))


def _wraps(first, second, draft: Draft) -> bool:
    """A sea-line between territories near opposite side edges goes around the world (Alaska
    to Kamchatka) rather than across the whole map."""
    left, right = sorted((first.x, second.x))
    return left < draft.width * 0.2 and right > draft.width * 0.8


_NOT_ID = re.compile(r"[^A-Za-z0-9_.-]+")


def unique_ids(names: list[str], fallback: str) -> list[str]:
    """Readable ids from names ("Northern Europe" -> "northern-europe"), made unique."""
    used: set[str] = set()
    ids = []
    for name in names:
        plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
        base = _NOT_ID.sub("-", plain.strip().lower()).strip("-._") or fallback
        if not ID_PATTERN.match(base):
            base = f"{fallback}-{base}"
        candidate, n = base, 2
        while candidate in used:
            candidate, n = f"{base}-{n}", n + 1
        used.add(candidate)
        ids.append(candidate)
    return ids


def companion_name(output: Path, suffix: str) -> str:
    """The name of a file written beside ``output``: ``world.yaml`` -> ``world-background.png``."""
    return f"{output.stem}{suffix}"


NO_TERRITORIES = QT_TRANSLATE_NOOP("Interchange", "the file has no territories that can be imported")
BAD_CANVAS = QT_TRANSLATE_NOOP("Interchange", "the map would be {width} by {height}, which no canvas can hold")
OVERLAP_FIXED = QT_TRANSLATE_NOOP("Interchange", "{name} overlapped {other}: the overlap went to {other}")
GAP_FILLED = QT_TRANSLATE_NOOP("Interchange", "{name}: a thin gap along its border was closed")
TERRITORY_COLLAPSED = QT_TRANSLATE_NOOP(
    "Interchange", "{name}: nothing was left of it once simplified (--detail {detail}; a smaller detail keeps it)"
)
NO_AREA = QT_TRANSLATE_NOOP("Interchange", "{name}: its outline encloses no area worth keeping")
OVERLAPPED_AWAY = QT_TRANSLATE_NOOP(
    "Interchange", "{name}: nothing was left of it once its overlaps went to its neighbours"
)
ENCLAVE_KEPT = QT_TRANSLATE_NOOP(
    "Interchange", "{name} lies inside {other}: {other} got a hole for it, so {name} keeps its area"
)
SMALLER_THAN_SNAP = QT_TRANSLATE_NOOP(
    "Interchange", "{name} is narrower than the snap ({snap}) everywhere: its area went to {other} "
    "(a smaller --snap keeps it)"
)
SMALLER_THAN_SNAP_ALONE = QT_TRANSLATE_NOOP(
    "Interchange", "{name} is narrower than the snap ({snap}) everywhere and touches no neighbour: left out "
    "(a smaller --snap keeps it)"
)
BORDERS_NOT_EXACT = QT_TRANSLATE_NOOP("Interchange", "some borders could not be made exactly shared")
LABEL_MOVED = QT_TRANSLATE_NOOP("Interchange", "{name}: the label lay outside the territory and was moved inside")
ONE_WAY_KEPT = QT_TRANSLATE_NOOP(
    "Interchange", "{name} lists {other} as a neighbour but not the other way round: kept as a one-way connection"
)
