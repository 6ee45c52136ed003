"""Domination's ``.map`` and ``.cards`` text files, read tolerantly and written plainly.

The ``.map`` file (Domination's own documentation, "THE MAP FILE"):

* lines starting with ``;`` are comments; blank lines are ignored; before the first
  section, ``key value`` lines are properties (``name My Map``, ``ver 2``, ``circle 25``:
  the size of the army circles in pixels, 20 if absent);
* ``[files]``: ``pic NAME`` (the picture players see), ``map NAME`` (the picture whose
  pixel values are the country numbers), ``crd NAME`` (the cards file), ``prv NAME``;
* ``[continents]``: ``Name bonus colour``, numbered from 1 in order;
* ``[countries]``: ``number Name continent x y``, numbered from 1 in order; x, y is where
  the army circle goes;
* ``[borders]``: ``number neighbour neighbour ...``, one line per country.

Names use ``_`` for spaces. The ``.cards`` file has ``[cards]`` (``Infantry 12``,
``Cavalry 3``, ``Cannon 7``, ``Wildcard``) and ``[missions]`` (``player countries armies
continent continent continent description...``: a player to destroy or 0, a number of
countries to hold with at least ``armies`` each, up to three continents by number, ``*``
for one of the player's choice, 0 for none).

Files from the wild are written on Windows in any code page, with CRLF line ends, odd
spacing and comments at line ends; all of that is accepted. What cannot be understood is
an InterchangeError naming the file and line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from engine.core.messages import QT_TRANSLATE_NOOP, count_of
from engine.interchange.report import ImportReport, InterchangeError

# Domination's colour names (Java's colour constants and a few more the map makers use).
COLOURS = {
    "black": "#000000", "blue": "#0000ff", "cyan": "#00ffff", "darkgray": "#404040", "darkgrey": "#404040",
    "gray": "#808080", "grey": "#808080", "green": "#00ff00", "lightgray": "#c0c0c0", "lightgrey": "#c0c0c0",
    "magenta": "#ff00ff", "orange": "#ffc800", "pink": "#ffafaf", "red": "#ff0000", "white": "#ffffff",
    "yellow": "#ffff00", "brown": "#8b4513", "purple": "#800080", "violet": "#ee82ee", "olive": "#808000",
    "navy": "#000080", "teal": "#008080", "maroon": "#800000", "lime": "#00ff00", "gold": "#ffd700",
    "silver": "#c0c0c0", "beige": "#f5f5dc", "tan": "#d2b48c", "salmon": "#fa8072", "turquoise": "#40e0d0",
    "darkgreen": "#006400", "darkblue": "#00008b", "darkred": "#8b0000", "lightblue": "#add8e6",
    "lightgreen": "#90ee90", "khaki": "#f0e68c", "indigo": "#4b0082", "crimson": "#dc143c",
}
# The names Domination itself reads (net.yura.domination.engine.ColorUtil); it reads any
# other colour as a number (#rrggbb or 0xrrggbb), and an unknown name as black.
DOMINATION_COLOUR_NAMES = ("black", "blue", "cyan", "darkgray", "gray", "green", "lightgray", "magenta",
                           "orange", "pink", "red", "white", "yellow")
DEFAULT_CIRCLE = 20  # pixels across, when the file does not say
NO_COUNTRY = 255  # the map picture's value where there is no country
MAX_COUNTRIES = 254  # numbers 1..254: 0 is unused and 255 is "none"

_HEX = re.compile(r"#?([0-9A-Fa-f]{6})\Z")
_SECTION = re.compile(r"\[\s*([A-Za-z]+)\s*\]\Z")
_TRAILING_COMMENT = re.compile(r"\s;.*\Z")


@dataclass
class Line:
    number: int
    words: list[str]


@dataclass
class Country:
    number: int
    name: str
    continent: int  # 0: none
    x: int
    y: int
    line: int


@dataclass
class ContinentLine:
    name: str
    bonus: int
    colour: str  # as written
    line: int


@dataclass
class DominationMap:
    properties: dict[str, str] = field(default_factory=dict)
    files: dict[str, str] = field(default_factory=dict)
    continents: list[ContinentLine] = field(default_factory=list)
    countries: list[Country] = field(default_factory=list)
    borders: dict[int, list[int]] = field(default_factory=dict)
    border_lines: dict[int, int] = field(default_factory=dict)  # country -> line of its borders

    @property
    def circle(self) -> int:
        try:
            value = int(self.properties.get("circle", DEFAULT_CIRCLE))
        except ValueError:
            return DEFAULT_CIRCLE
        return value if 2 <= value <= 1000 else DEFAULT_CIRCLE


@dataclass(frozen=True)
class Card:
    symbol: str  # infantry, cavalry, cannon, wildcard
    country: int | None


@dataclass(frozen=True)
class MissionLine:
    player: int  # a player to destroy, 0: none
    countries: int
    armies: int
    continents: tuple[str, str, str]  # numbers as written, "*" any, "0" none
    description: str
    line: int


@dataclass
class CardsFile:
    cards: list[Card] = field(default_factory=list)
    missions: list[MissionLine] = field(default_factory=list)


def decode(data: bytes, file: str, report: ImportReport | None = None) -> str:
    """The text of a Domination file: UTF-8 if it is, else Windows' Western code page, which
    the old map makers used (and which reads any byte, like Latin-1)."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            pass
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        if report is not None:
            report.note(READ_AS_LATIN, file=file)
        try:
            return data.decode("cp1252")
        except UnicodeDecodeError:
            return data.decode("latin-1")


def _lines(text: str):
    """(line number, section or None, words) for every line that says something."""
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.replace("\x00", "").strip()
        if not line or line.startswith(";"):
            continue
        line = _TRAILING_COMMENT.sub("", line).strip()
        section = _SECTION.match(line)
        if section:
            yield number, section.group(1).lower(), None
        else:
            yield number, None, line.split()


def parse_map(text: str, file: str, report: ImportReport) -> DominationMap:
    parsed = DominationMap()
    section = ""
    seen_sections = set()
    for number, new_section, words in _lines(text):
        if new_section is not None:
            section = new_section
            seen_sections.add(section)
            if section not in ("files", "continents", "countries", "borders"):
                report.dropped(UNKNOWN_SECTION, section=section, line=number)
            continue
        if section == "":
            key, _, value = " ".join(words).partition(" ")
            parsed.properties[key.lower()] = value
        elif section == "files":
            key, _, value = " ".join(words).partition(" ")
            if key.lower() in ("pic", "map", "crd", "prv") and value:
                parsed.files[key.lower()] = value
        elif section == "continents":
            parsed.continents.append(_continent(words, number, file))
        elif section == "countries":
            parsed.countries.append(_country(words, number, file, parsed))
        elif section == "borders":
            country, neighbours = _border(words, number, file)
            parsed.borders.setdefault(country, []).extend(neighbours)
            parsed.border_lines.setdefault(country, number)
    missing = [s for s in ("continents", "countries") if s not in seen_sections]
    if missing or not parsed.countries:
        raise InterchangeError(NOT_A_MAP, file=file)
    if "map" not in parsed.files:
        raise InterchangeError(NO_MAP_PICTURE, file=file)
    for country in parsed.countries:  # checked at the end: sections may come in any order
        if not 0 <= country.continent <= len(parsed.continents):
            raise InterchangeError(UNKNOWN_CONTINENT, file=file, line=country.line, number=country.continent,
                                   count=len(parsed.continents))
    if len(parsed.countries) > MAX_COUNTRIES:
        raise InterchangeError(TOO_MANY_COUNTRIES, file=file, count=count_of(len(parsed.countries), "countries"))
    return parsed


def _number(word: str, number: int, file: str, what: str) -> int:
    try:
        return int(word)
    except ValueError:
        # A word of thousands of digits (int() refuses more than 4,300) is cut short in the message.
        shown = word if len(word) <= 40 else f"{word[:37]}..."
        raise InterchangeError(NOT_A_NUMBER, file=file, line=number, what=what, found=shown) from None


def _continent(words: list[str], number: int, file: str) -> ContinentLine:
    if len(words) < 2:
        raise InterchangeError(BAD_CONTINENT, file=file, line=number, found=" ".join(words))
    return ContinentLine(_name(words[0]), _number(words[1], number, file, "bonus"),
                         words[2] if len(words) > 2 else "", number)


def _country(words: list[str], number: int, file: str, parsed: DominationMap) -> Country:
    if len(words) < 5:
        raise InterchangeError(BAD_COUNTRY, file=file, line=number, found=" ".join(words))
    index = _number(words[0], number, file, "country number")
    continent = _number(words[2], number, file, "continent number")
    if any(c.number == index for c in parsed.countries):
        raise InterchangeError(DUPLICATE_COUNTRY, file=file, line=number, number=index)
    if not 1 <= index <= MAX_COUNTRIES:
        raise InterchangeError(COUNTRY_NUMBER_RANGE, file=file, line=number, number=index)
    return Country(index, _name(words[1]), continent, _number(words[3], number, file, "x"),
                   _number(words[4], number, file, "y"), number)


def _border(words: list[str], number: int, file: str) -> tuple[int, list[int]]:
    numbers = [_number(word, number, file, "country number") for word in words]
    return numbers[0], numbers[1:]


def _name(word: str) -> str:
    return word.replace("_", " ").strip() or word


def colour_of(text: str) -> str | None:
    """``#rrggbb`` for a colour name or hex code as Domination writes them; None if unknown."""
    if not text:
        return None
    known = COLOURS.get(text.lower().replace("_", ""))
    if known:
        return known
    match = _HEX.match(text)
    return f"#{match.group(1).lower()}" if match else None


def parse_cards(text: str, file: str, report: ImportReport) -> CardsFile:
    parsed = CardsFile()
    section = ""
    for number, new_section, words in _lines(text):
        if new_section is not None:
            section = new_section
            continue
        if section == "cards":
            symbol = words[0].lower()
            if symbol == "wildcard":
                parsed.cards.append(Card("wildcard", None))
            elif symbol in ("infantry", "cavalry", "cannon", "artillery") and len(words) >= 2:
                parsed.cards.append(Card(symbol, _number(words[1], number, file, "country number")))
            else:
                report.dropped(UNKNOWN_CARD, line=number, found=" ".join(words))
        elif section == "missions":
            if len(words) < 6:
                report.dropped(BAD_MISSION, line=number, found=" ".join(words))
                continue
            try:
                player, countries, armies = (int(w) for w in words[:3])
            except ValueError:
                report.dropped(BAD_MISSION, line=number, found=" ".join(words))
                continue
            parsed.missions.append(MissionLine(player, countries, armies, tuple(words[3:6]),
                                               " ".join(words[6:]), number))
    return parsed


# -- writing ------------------------------------------------------------------------------

def name_word(name: str) -> str:
    """A name as one Domination word: spaces become ``_``."""
    return "_".join(name.split()) or "_"


READ_AS_LATIN = QT_TRANSLATE_NOOP("Interchange", "{file} is not UTF-8: read as Windows Western (Latin-1) text")
UNKNOWN_SECTION = QT_TRANSLATE_NOOP("Interchange", "line {line}: the section [{section}] is not Domination's; skipped")
NOT_A_MAP = QT_TRANSLATE_NOOP(
    "Interchange", "not a Domination map: it needs [continents] and [countries] sections with countries in them"
)
NO_MAP_PICTURE = QT_TRANSLATE_NOOP(
    "Interchange",
    "the [files] section names no map picture (a line 'map NAME_map.gif'), so the countries have no shape",
)
TOO_MANY_COUNTRIES = QT_TRANSLATE_NOOP("Interchange", "{count}: a Domination map has at most 254")
NOT_A_NUMBER = QT_TRANSLATE_NOOP("Interchange", "expected a whole number for the {what}, found '{found}'")
BAD_CONTINENT = QT_TRANSLATE_NOOP("Interchange", "expected 'Name bonus colour', found '{found}'")
BAD_COUNTRY = QT_TRANSLATE_NOOP("Interchange", "expected 'number Name continent x y', found '{found}'")
UNKNOWN_CONTINENT = QT_TRANSLATE_NOOP(
    "Interchange", "continent {number} does not exist: the [continents] section lists {count}"
)
DUPLICATE_COUNTRY = QT_TRANSLATE_NOOP("Interchange", "country {number} is listed twice")
COUNTRY_NUMBER_RANGE = QT_TRANSLATE_NOOP("Interchange", "country {number}: countries are numbered from 1 to 254")
UNKNOWN_CARD = QT_TRANSLATE_NOOP("Interchange", "cards file, line {line}: '{found}' is not a card; skipped")
BAD_MISSION = QT_TRANSLATE_NOOP("Interchange", "cards file, line {line}: '{found}' is not a mission; skipped")
