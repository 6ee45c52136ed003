"""What the engine says to people, in a form a UI can put into their language.

The engine never imports Qt, yet what it says (why an action is refused, what happened)
reaches players who may not read English. So a message is an English *template* with named
placeholders plus its *parameters*, not a finished sentence:

* Templates are written where they are used, wrapped in :func:`QT_TRANSLATE_NOOP` with a
  literal context and text. Here it returns the text unchanged; pyside6-lupdate, which
  recognises the name, collects every template into the translation files
  (tools/update_translations.py scans engine/ too).
* Parameters that are names a reader's language may change — territories and seats — are
  passed as :class:`TerritoryName` and :class:`SeatName`: they format as the English (base)
  name, so ``str(error)`` stays the English sentence logs, saves and tests rely on, and they
  keep the index, so a UI can put in the name in its reader's language.
* A number of things is passed as a :class:`Count`, never as a bare number before a noun
  ("{armies}", not "{armies} armies"): a count says its noun with the number's plural form —
  "1 army", "3 armies"; "1 ejército", "3 ejércitos" — and a language makes the words around a
  number agree with it, so nothing in a template follows a count that would have to agree
  with it: "{player} loses {count}: their upkeep was not paid", not "{count} units died"
  (Spanish "murieron"/"murió"); a label form ("left: {n}") where the sentence would need it.
  tests/editor/test_plurals.py finds a count placeholder before such a word in the catalogue.

  Why a phrase and not the whole template as a plural message: Qt's plural messages
  ("numerus") are recorded by pyside6-lupdate only from ``self.tr("…%n…", "", n)`` inside a
  class, or from ``translate("Context", "…%n…", None, 1)`` with a *literal* number — never from
  QT_TRANSLATE_NOOP, and the engine's templates are marked with that (the engine has no Qt
  and no number to give at the place a template is written; a template may also count two
  things). So each count phrase is one plural message of the context "Counts", written in
  editor/language/counts.py's ``Counts`` class (where lupdate records its plural forms), and
  named here by its English source (:data:`COUNT_PHRASES`; a test checks that every phrase
  here is one of Counts' messages, tests/editor/test_count_phrases.py).

  A :class:`Count` is an ``int`` — comparisons, sums and JSON stay as they were — that
  formats as its English phrase, so ``str(error)`` and :func:`describe` are English sentences
  with the right plural; the UI (editor/language/engine_text.py) puts each count into its
  reader's language through the "Counts" plural message (:func:`reader_counts` there, for a
  caller that fills a template itself). Where the counts are made: refusals and interchange
  errors pass ``count_of(n, "armies")``; an event names its counting fields in ``counts``
  (engine/core/events.py) and a map's or scenario's problem type in its ``counts``
  (engine/board/problems.py), and :func:`counted` makes them Counts; a balance finding's
  counts are its placeholders listed in engine/balance/findings.py's ``COUNTED``. A number
  that is not a count of things (an index, money before "MU", a measure with decimals)
  stays a bare number.

  The English forms are read from the source's "(s)"/"(es)"/"(ies)" choices, as
  tools/update_translations.py writes the English catalogue's plural forms.

The UI's side is editor/language/engine_text.py.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """Marks ``text`` for translation in ``context``; returns it unchanged."""
    return text


@dataclass(frozen=True, slots=True)
class _Named:
    """Something named in a message: formats as its name, remembers which it is."""

    index: int
    name: str

    def __str__(self) -> str:
        return self.name

    def __format__(self, spec: str) -> str:
        return format(self.name, spec)


@dataclass(frozen=True, slots=True)
class TerritoryName(_Named):
    """A territory in a message: its base name, and its index for the UI's language."""


@dataclass(frozen=True, slots=True)
class SeatName(_Named):
    """A seat (a player, or ``index`` -1 for nobody) in a message."""


# -- counts ------------------------------------------------------------------------------------
COUNTS_CONTEXT = "Counts"

# Every count phrase the engine's messages use, by a short key: the English source of a plural
# message of the context "Counts" (editor/language/counts.py words each one with tr()).
COUNT_PHRASES: dict[str, str] = {
    "armies": "%n army(ies)",
    "troops": "%n troop(s)",
    "coins": "%n coin(s)",
    "cards": "%n card(s)",
    "resource_cards": "%n resource card(s)",
    "event_cards": "%n event card(s)",
    "mission_cards": "%n mission card(s)",
    "units": "%n unit(s)",
    "army_units": "%n army unit(s)",
    "navy_units": "%n navy unit(s)",
    "dice": "%n dice",
    "games": "%n game(s)",
    "turns": "%n turn(s)",
    "times": "%n time(s)",
    "players": "%n player(s)",
    "controllers": "%n controller(s)",
    "seats": "%n seat(s)",
    "bots": "%n bot(s)",
    "points": "%n point(s)",
    "territories": "%n territory(ies)",
    "border_territories": "%n border territory(ies)",
    "entry_connections": "%n entry connection(s)",
    "continents": "%n continent(s)",
    "regions": "%n region(s)",
    "groups": "%n separate group(s)",
    "water_territories": "%n water territory(ies)",
    "borders": "%n border(s)",
    "sea_lines": "%n sea-line(s)",
    "countries": "%n country(ies)",
    "parts": "%n part(s)",
    "characters": "%n character(s)",
    "letters": "%n letter(s)",
    "pixels": "%n pixel(s)",
    "features": "%n feature(s)",
    "geometries": "%n geometry(ies)",
    "elements": "%n element(s)",
    "levels": "%n level(s)",
    "thin_gaps": "%n thin gap(s)",
}

# English plurals the "(s)" choices cannot spell.
_IRREGULAR_ENGLISH = {"%n dice": ("%n die", "%n dice")}

# "troop(s)" -> troop / troops; "territory(ies)" -> territory / territories; "(es)" likewise.
_CHOICE = re.compile(r"(\w*?)(y?)\((s|es|ies)\)")


def english_count(phrase: str, n: int) -> str:
    """``phrase`` ("%n troop(s)") in English for ``n``: "1 troop", "3 troops"."""
    singular, plural = english_forms(phrase)
    return (singular if n == 1 else plural).replace("%n", str(n))


def english_forms(phrase: str) -> tuple[str, str]:
    """The singular and plural English forms of a count phrase (as the English catalogue has them)."""
    if phrase in _IRREGULAR_ENGLISH:
        return _IRREGULAR_ENGLISH[phrase]
    one = _CHOICE.sub(lambda m: m[1] + m[2], phrase)
    many = _CHOICE.sub(lambda m: m[1] + ("ies" if m[3] == "ies" else m[2] + m[3]), phrase)
    return one, many


class Count(int):
    """A number of things in a message: the number, and the phrase that says it with its noun
    (a source of :data:`COUNT_PHRASES`). Formats as the English phrase ("3 armies")."""

    phrase: str

    def __new__(cls, n: int, phrase: str) -> Count:
        if phrase not in _PHRASE_SOURCES:
            raise ValueError(f"not a count phrase of COUNT_PHRASES: {phrase!r}")
        count = super().__new__(cls, n)
        count.phrase = phrase
        return count

    def __getnewargs__(self) -> tuple[int, str]:  # pickled (worker processes) with its phrase
        return int(self), self.phrase

    def __str__(self) -> str:
        return english_count(self.phrase, int(self))

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"Count({int(self)}, {self.phrase!r})"


_PHRASE_SOURCES = frozenset(COUNT_PHRASES.values())


def count_of(n: int, key: str) -> Count:
    """``n`` things of the phrase ``key`` of :data:`COUNT_PHRASES` ("armies", "troops", …)."""
    return Count(n, COUNT_PHRASES[key])


def counted(params: Mapping[str, object], counts: Mapping[str, str]) -> dict[str, object]:
    """``params`` with each number named in ``counts`` (parameter -> key of COUNT_PHRASES)
    made a :class:`Count`."""
    values = dict(params)
    for name, key in counts.items():
        if isinstance(values.get(name), int) and not isinstance(values[name], bool):
            values[name] = count_of(values[name], key)
    return values
