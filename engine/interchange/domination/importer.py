"""A Domination map (``.map`` + ``_map`` picture + ``_pic`` picture + ``.cards``) as a Worldsmith map.

The ``_map`` picture gives the shapes: each country is the pixels of its number, traced
into polygons whose shared borders are exact (tracing.py), the corners of pixel staircases
cut, then simplified as a coverage to the chosen detail (1 pixel by default: a slanted
line drawn in pixels becomes a straight border; detail 0 keeps every pixel corner). The
picture's pixels are the map's units, so the canvas is the picture's size, the army
circle's centre is the label, and half the circle's size is the mark radius.
Many maps draw each border as a line of "no country" pixels: lines up to ``--snap``
pixels wide (3 by default) between countries are split between the countries on either
side, so that neighbours touch; wider strips are water (tracing.close_lines).
Borders listed in ``[borders]`` become connections: a border where the two countries touch
on the picture, a sea-line where they do not. The ``_pic`` picture is kept beside the map
as its background, to trace over. Cards give territories their symbols; missions, which
Worldsmith keeps as data rather than in the map, go to a mission file beside it.
"""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from engine.board.model import Background, CardSymbol
from engine.core.messages import QT_TRANSLATE_NOOP, count_of
from engine.files.errors import FileFormatError
from engine.files.text_file import read_binary_file
from engine.interchange.domination import map_file, tracing
from engine.interchange.draft import (
    BuildOptions,
    Draft,
    DraftContinent,
    DraftLink,
    DraftTerritory,
    ImportResult,
    build_board,
    companion_name,
    unique_ids,
)
from engine.interchange.registry import ImportOptions
from engine.interchange.report import ImportReport, InterchangeError

DEFAULT_DETAIL = 1.0  # pixels: straightens the pixel staircase, keeps every real corner
# Pixels: lines of "no country" this wide between countries are borders (map makers draw
# them 1 to 3 pixels wide); a wider strip is water. ``--snap`` sets it.
DEFAULT_LINE_WIDTH = 3
BACKGROUND_OPACITY = 0.5
_CARD_SYMBOLS = {"infantry": CardSymbol.INFANTRY, "cavalry": CardSymbol.CAVALRY,
                 "cannon": CardSymbol.ARTILLERY, "artillery": CardSymbol.ARTILLERY}


def sniff(head: bytes) -> bool:
    """The first bytes of a file look like a Domination map."""
    text = head.decode("latin-1").lower()
    return "[countries]" in text or ("[continents]" in text and "[files]" in text)


def import_domination(path: Path, options: ImportOptions) -> ImportResult:
    report = ImportReport()
    file = str(path)
    parsed = map_file.parse_map(map_file.decode(read_binary_file(path), path.name, report), file, report)
    folder = path.parent
    output = options.output or path.with_suffix(".yaml")

    picture_name = parsed.files["map"]
    picture = _beside(folder, picture_name)
    if picture is None:
        raise InterchangeError(MISSING_PICTURE, file=file, name=picture_name, folder=str(folder))
    try:
        numbers = tracing.read_numbers(read_binary_file(picture))
    except ValueError as error:
        raise InterchangeError(BAD_PICTURE, file=str(picture), reason=str(error)) from None
    height, width = numbers.shape

    draft = Draft(name=_map_name(parsed, path), width=width, height=height, mark_radius=parsed.circle / 2,
                  exact=True, links=[])
    _background(parsed, folder, output, (width, height), draft, report, file)
    draft.continents = _continents(parsed, report)

    wanted = {c.number for c in parsed.countries}
    detail = DEFAULT_DETAIL if options.detail is None else options.detail
    pixels = tracing.counts(numbers)
    numbers = _close_lines(tracing.only(numbers, wanted), parsed, options, report)
    shapes = tracing.trace(numbers, wanted, smooth=detail > 0)  # detail 0: every pixel corner, as drawn
    for number in range(256):
        if pixels[number] and number not in wanted and number != tracing.NONE:
            report.dropped(UNKNOWN_PIXELS, number=number, pixels=int(pixels[number]))
    for country in parsed.countries:
        shape = shapes.get(country.number)
        if shape is None:
            report.dropped(NOT_ON_PICTURE, name=country.name, number=country.number)
            continue
        if country.continent == 0:
            report.note(NO_CONTINENT, name=country.name)
        draft.territories.append(DraftTerritory(
            key=str(country.number), name=country.name, shape=shape,
            continent=str(country.continent) if country.continent else None,
            label=(float(country.x), float(country.y)),
        ))
    if not draft.territories:
        raise InterchangeError(NOTHING_ON_PICTURE, file=str(picture))
    _links(parsed, draft, report)
    _cards(parsed, folder, output, draft, report)
    return build_board(draft, report, BuildOptions(detail=detail))


def line_width(options: ImportOptions) -> int:
    """How wide (pixels) a line of "no country" between countries may be and still be a
    border: ``--snap``, whole pixels (0: none is), else DEFAULT_LINE_WIDTH."""
    return DEFAULT_LINE_WIDTH if options.snap is None else int(max(0.0, options.snap))


def _close_lines(numbers, parsed: map_file.DominationMap, options: ImportOptions, report: ImportReport):
    """Borders drawn as lines of "no country" given to the countries on either side, so
    that neighbours touch (tracing.close_lines tells such lines from water); only countries
    ``[borders]`` lists come to touch where lines meet."""
    width = line_width(options)
    pairs = [(country, other) for country, others in parsed.borders.items() for other in others]
    closed, count = tracing.close_lines(numbers, width, pairs)
    if count:
        report.fixed(LINES_CLOSED, width=count_of(width, "pixels"), pixels=count_of(count, "pixels"))
    return closed


def _beside(folder: Path, name: str) -> Path | None:
    """A file named in the map, beside it; found whatever its case (maps made on Windows
    name ``World_Map.GIF`` what is ``world_map.gif`` on disk)."""
    name = name.strip().replace("\\", "/")
    direct = folder / name
    if direct.is_file():
        return direct
    wanted = name.lower()
    try:
        for candidate in direct.parent.iterdir():
            if candidate.name.lower() == Path(wanted).name and candidate.is_file():
                return candidate
    except OSError:
        return None
    return None


def _map_name(parsed: map_file.DominationMap, path: Path) -> str:
    name = parsed.properties.get("name", "").strip()
    return name or path.stem.replace("_", " ").strip() or "Imported map"


def _background(parsed, folder, output, size, draft, report, file) -> None:
    name = parsed.files.get("pic")
    if not name:
        report.note(NO_BACKGROUND_NAMED)
        return
    picture = _beside(folder, name)
    if picture is None:
        report.dropped(MISSING_BACKGROUND, name=name)
        return
    data = read_binary_file(picture)
    try:
        picture_size = tracing.picture_size(data)
    except ValueError as error:
        raise InterchangeError(BAD_PICTURE, file=str(picture), reason=str(error)) from None
    if picture_size != size:
        raise InterchangeError(SIZE_MISMATCH, file=file, picture=name, map=parsed.files["map"],
                               picture_size=f"{picture_size[0]} x {picture_size[1]}",
                               map_size=f"{size[0]} x {size[1]}")
    target = companion_name(output, f"-background{picture.suffix.lower()}")
    draft.companions[target] = data
    draft.background = Background(image=target, opacity=BACKGROUND_OPACITY, locked=True)


def _continents(parsed, report) -> list[DraftContinent]:
    continents = []
    for index, line in enumerate(parsed.continents, start=1):
        colour = map_file.colour_of(line.colour)
        if colour is None:
            if line.colour:
                report.fixed(UNKNOWN_COLOUR, name=line.name, colour=line.colour)
            colour = "#b0b0b0"
        continents.append(DraftContinent(str(index), line.name, line.bonus, colour))
    return continents


def _links(parsed, draft, report) -> None:
    known = {c.number for c in parsed.countries}
    for country, neighbours in parsed.borders.items():
        line = parsed.border_lines[country]
        if country not in known:
            report.dropped(UNKNOWN_BORDER_COUNTRY, line=line, number=country)
            continue
        for neighbour in neighbours:
            if neighbour not in known:
                report.dropped(UNKNOWN_NEIGHBOUR, line=line, number=neighbour)
            elif neighbour != country:
                draft.links.append(DraftLink(str(country), str(neighbour), one_way=True))


def _cards(parsed, folder, output, draft, report) -> None:
    name = parsed.files.get("crd")
    if not name:
        return
    path = _beside(folder, name)
    if path is None:
        report.dropped(MISSING_CARDS, name=name)
        return
    try:
        cards = map_file.parse_cards(map_file.decode(read_binary_file(path), path.name, report), str(path), report)
    except FileFormatError as error:
        report.dropped(UNREADABLE_CARDS, name=name, reason=error.message)
        return
    by_key = {t.key: t for t in draft.territories}
    wildcards = 0
    for card in cards.cards:
        if card.country is None:
            wildcards += 1
        elif str(card.country) in by_key:
            by_key[str(card.country)].card = _CARD_SYMBOLS[card.symbol]
    if wildcards:
        report.note(WILDCARDS, count=wildcards)
    if cards.missions:
        text, count = _missions_file(cards.missions, parsed, report)
        if count:
            target = companion_name(output, "-missions.yaml")
            draft.companions[target] = text.encode("utf-8")
            report.note(MISSIONS_WRITTEN, count=count, file=target)


_PLAYER = re.compile(r"\{?PLAYER(\d+)\}?")


def _missions_file(missions, parsed, report) -> tuple[str, int]:
    """The missions that fit Worldsmith's mission format (engine/rules/missions.py), as the
    text of a mission file, and how many."""
    continent_ids = unique_ids([c.name for c in parsed.continents], "continent")  # as build_board names them
    entries = []
    for index, mission in enumerate(missions, start=1):
        continents, any_continents = [], 0
        fits = True
        for word in mission.continents:
            if word == "*":
                any_continents += 1
            elif word != "0":
                try:
                    number = int(word)
                except ValueError:
                    fits = False
                    break
                if not 1 <= number <= len(parsed.continents):
                    fits = False
                    break
                continents.append(continent_ids[number - 1])
        if not fits:
            report.dropped(MISSION_UNFIT, line=mission.line)
            continue
        entry: dict[str, object] = {"id": f"mission-{index}",
                                    "text": _PLAYER.sub("{seat}", mission.description) or f"Mission {index}"}
        if continents:
            entry["continents"] = continents
        if any_continents:
            entry["any-continents"] = any_continents
        if mission.countries:
            entry["territories"] = mission.countries
            if mission.armies > 1:
                entry["armies-each"] = mission.armies
        if mission.player:
            entry["destroy"] = mission.player
        entries.append(entry)
    if not entries:
        return "", 0
    document = {"format": "worldsmith-missions", "schema": 1, "board-territories": len(parsed.countries),
                "missions": entries}
    header = "# Secret missions imported from a Domination cards file (format: engine/rules/missions.py).\n"
    return header + yaml.safe_dump(document, sort_keys=False, allow_unicode=True), len(entries)


MISSING_PICTURE = QT_TRANSLATE_NOOP(
    "Interchange", "the map picture '{name}' named in [files] is not in {folder}: it gives the countries their shapes"
)
BAD_PICTURE = QT_TRANSLATE_NOOP("Interchange", "not a picture Worldsmith can read ({reason})")
SIZE_MISMATCH = QT_TRANSLATE_NOOP(
    "Interchange",
    "the picture '{picture}' is {picture_size} pixels but the map picture '{map}' is {map_size}: "
    "Domination needs both the same size",
)
UNKNOWN_PIXELS = QT_TRANSLATE_NOOP(
    "Interchange", "pixels of the map picture with the number {number}, which is no country ({pixels}): left empty"
)
NOT_ON_PICTURE = QT_TRANSLATE_NOOP("Interchange", "{name} (country {number}) has no pixels on the map picture")
NOTHING_ON_PICTURE = QT_TRANSLATE_NOOP("Interchange", "no pixel of this picture has the number of a country")
NO_CONTINENT = QT_TRANSLATE_NOOP("Interchange", "{name} belongs to no continent (continent 0)")
LINES_CLOSED = QT_TRANSLATE_NOOP(
    "Interchange",
    "borders drawn as lines of 'no country' up to {width} wide: the countries on either side took over "
    "their {pixels} and now touch (snap sets the width; 0 keeps the lines)",
)
NO_BACKGROUND_NAMED = QT_TRANSLATE_NOOP("Interchange", "the map names no picture ('pic') to keep as the background")
MISSING_BACKGROUND = QT_TRANSLATE_NOOP("Interchange", "the picture '{name}' is not beside the map: no background")
UNKNOWN_COLOUR = QT_TRANSLATE_NOOP("Interchange", "{name}: the colour '{colour}' is unknown; grey instead")
UNKNOWN_BORDER_COUNTRY = QT_TRANSLATE_NOOP(
    "Interchange", "line {line}: the borders of country {number}, which does not exist"
)
UNKNOWN_NEIGHBOUR = QT_TRANSLATE_NOOP(
    "Interchange", "line {line}: a border with country {number}, which does not exist"
)
MISSING_CARDS = QT_TRANSLATE_NOOP("Interchange", "the cards file '{name}' is not beside the map: no card symbols")
UNREADABLE_CARDS = QT_TRANSLATE_NOOP("Interchange", "the cards file '{name}' cannot be read: {reason}")
WILDCARDS = QT_TRANSLATE_NOOP(
    "Interchange", "wild cards ({count}): the rules add wild cards themselves, so they are not part of the map"
)
MISSIONS_WRITTEN = QT_TRANSLATE_NOOP("Interchange", "secret missions ({count}) written to {file}")
MISSION_UNFIT = QT_TRANSLATE_NOOP(
    "Interchange", "cards file, line {line}: the mission names a continent that does not exist"
)
