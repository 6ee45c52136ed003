"""Every count is said with its plural form: no "1 troops", "1 ejércitos", "quedan 1".

A number put into a sentence through a placeholder ("{count} armies") reads wrong for one
in English and Spanish alike, and Spanish makes the words around it agree too ("quedan 1",
"1 tropas colocadas"). So a count must come with its noun from a plural message: a
numerus message (``self.tr("%n troop(s)", "", n)``), or a count phrase put in whole
(editor/language/counts.py; engine/core/messages.py's ``Count``), with nothing after it that
has to agree with it.

This test reads worldsmith_es.ts (every message, its English source and its Spanish) and
finds, in every message that is not a plural message, a count placeholder followed by a word
other than the few words that never agree with a number ("of", "on", "more", "UM" …), and in
Spanish a count after "quedan"/"faltan". Which placeholders hold counts is told by their
names (:data:`COUNT_PLACEHOLDERS`): the app names a count after what it counts or
"count"/"n". worldsmith_en.ts holds only the plural messages, with their English forms: each
with a noun to inflect must have a singular that differs from its plural.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = ROOT / "resources" / "translations"

# Placeholders that hold a number of things (or, once reworded, a count phrase: "3 armies").
# Not here: indexes ("Game {number}", "round {round}", "{step} of {steps}"), money before its
# unit (MU/UM never take a plural), rates, bonus values, and measures shown with decimals
# ("{distance} map units", "{width} units wide", "captured {captures} times per game"): a
# decimal takes the plural in both languages.
COUNT_PLACEHOLDERS = frozenset({
    "count", "n", "armies", "troops", "coins", "cards", "cards_taken", "held", "limit", "low", "high",
    "most", "fewest", "games", "requested", "played", "done", "total", "players", "seats", "controllers",
    "territories", "continents", "borders", "sea_lines", "size", "entries", "events", "missions", "navies",
    "parts", "pixels", "dice", "turns", "stars", "needed", "gone", "stayed", "lost", "own", "neutral",
    "unmarked", "land", "owned", "advantage", "probe_advantage", "left", "used", "from_territories",
    "from_continents", "extra", "population", "change", "replays", "distinct", "plus", "minus", "files",
    "errors", "warnings", "units",
})

# Words that may follow a number without agreeing with it, English and Spanish.
FREE_WORDS = frozenset({
    "of", "on", "from", "to", "in", "into", "at", "and", "or", "for", "with", "by", "more", "fewer", "than",
    "but", "per", "mu", "um", "mb", "s", "x", "de", "del", "en", "a", "al", "y", "e", "o", "u", "para",
    "por", "con", "más", "menos", "que", "entre", "hasta", "sobre", "tras", "sin", "desde", "hacia",
    # adverbs and a relative pronoun: they never agree with the number before them
    "between", "without", "now", "there", "once", "that", "ahora", "ahí", "allí",
})
# English plural sources with no "(s)" choice whose one form still differs.
ENGLISH_IRREGULAR = frozenset({"%n dice"})

_PLACEHOLDER_THEN_WORD = re.compile(r"(?:\{(\w+)(?::[^}]*)?\}|(%n))[ \u00a0]+([^\W\d_]+)")
_CHOICE = re.compile(r"\w\((?:s|es|ies)\)")  # "troop(s)", "army(ies)": a noun to inflect
_VERB_THEN_PLACEHOLDER = re.compile(r"\b(quedan|faltan|restan)\s+\{(\w+)(?::[^}]*)?\}", re.IGNORECASE)


def count_faults(text: str) -> list[str]:
    """The places in ``text`` where a count is followed by a word that must agree with it."""
    faults = []
    for match in _PLACEHOLDER_THEN_WORD.finditer(text):
        name, word = match[1] or match[2], match[3]
        if (name == "%n" or name in COUNT_PLACEHOLDERS) and word.lower() not in FREE_WORDS:
            faults.append(match[0])
    for match in _VERB_THEN_PLACEHOLDER.finditer(text):
        if match[2] in COUNT_PLACEHOLDERS:
            faults.append(match[0])
    return faults


def catalogue_faults(ts: Path) -> list[tuple[str, str, str, list[str]]]:
    """(context, source, where, faults) for each message of ``ts`` that is not a plural
    message and says a count without its plural form; ``where`` is its first location."""
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            if message.get("numerus") == "yes":
                continue
            source = message.findtext("source") or ""
            spanish = message.findtext("translation") or ""
            faults = count_faults(source) + count_faults(spanish)
            if faults:
                location = message.find("location")
                where = location.get("filename", "") if location is not None else ""
                found.append((name, source, where, faults))
    return found


def test_the_check_finds_a_count_before_a_noun_and_passes_a_plural_phrase():
    assert count_faults("{player} receives {total} armies.") == ["{total} armies"]
    assert count_faults("{count} tropas colocadas en {territory}") == ["{count} tropas"]
    assert count_faults("Coloca tus ejércitos iniciales (quedan {count})") == ["quedan {count}"]
    assert count_faults("{territories}, {continents}, {borders}") == []
    assert count_faults("{player} places {armies} on {territory}.") == []
    assert count_faults("Game {number} is next.") == []  # an index, not a count
    assert count_faults("{money} MU") == []


def english_plural_faults(ts: Path) -> list[str]:
    """English plural messages of ``ts`` (worldsmith_en.ts) with a noun to inflect ("%n
    troop(s)", "%n dice") whose one and many forms are missing or the same ("1 dice"). A
    message whose English is the same for any number ("%n left") needs no forms."""
    found = []
    for message in ET.parse(ts).getroot().iter("message"):
        source = message.findtext("source") or ""
        if message.get("numerus") != "yes" or not (_CHOICE.search(source) or source in ENGLISH_IRREGULAR):
            continue
        forms = [form.text or "" for form in message.iter("numerusform")]
        if len(forms) != 2 or not all(forms) or forms[0] == forms[1]:
            found.append(message.findtext("source"))
    return found


def test_every_english_plural_message_has_a_singular_and_a_plural():
    faults = english_plural_faults(CATALOGUES / "worldsmith_en.ts")
    assert not faults, f"English plural messages without both forms: {faults}"


def test_every_count_in_the_catalogue_has_its_plural_form():
    faults = catalogue_faults(CATALOGUES / "worldsmith_es.ts")
    report = "\n".join(f"  {where} [{context}] {source!r}: {', '.join(found)}"
                       for context, source, where, found in faults)
    assert not faults, f"{len(faults)} messages put a count before a word without a plural form:\n{report}"
