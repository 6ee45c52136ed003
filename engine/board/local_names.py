"""Names in the reader's language.

A map may carry, beside the base name of the map, of each continent and of each territory,
names per language (``names: {es: Japón}`` in the file, ``LocalNames`` in the model). The
base name is what ids, saves, logs and the engine's English messages use; nothing here ever
changes it. What a person reads is the name in their language when the map has one, else
the base name.

This module is the one place that makes that choice: the play window, the scenario
designer and ``worldsmith render`` ask :func:`board_names` for the board's names in the
app's language (the app knows its language; the engine stays Qt-free).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from engine.board.board import Board
from engine.board.model import LocalNames

# A language as in BCP 47, restricted to what maps need: "es", "pt-BR", "zh-Hant".
LANGUAGE_PATTERN = re.compile(r"[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?\Z")


def language_code(text: str | None) -> str | None:
    """``text`` as a language code maps use ("es_ES" becomes "es-ES", "ES" becomes "es"),
    or None for no language ("", "C", anything else): the base names are shown then."""
    if not text:
        return None
    language, _sep, region = text.replace("_", "-").partition("-")
    language = language.lower()
    code = f"{language}-{region}" if region else language
    if not LANGUAGE_PATTERN.match(code) or language == "c":
        return None
    return code


def local_name(base: str, names: LocalNames, language: str | None) -> str:
    """The name for a reader of ``language``: its own if given ("pt-BR"), else the one of
    its language without the region ("pt"), else the base name."""
    if not language or not names:
        return base
    found = dict(names)
    if language in found:
        return found[language]
    general = language.partition("-")[0]
    return found.get(general, base)


def with_local_name(names: LocalNames, language: str, name: str) -> LocalNames:
    """``names`` with ``language``'s name set to ``name`` (removed if ``name`` is empty)."""
    kept = {lang: text for lang, text in names if lang != language}
    if name:
        kept[language] = name
    return tuple(sorted(kept.items()))


def languages_of(board: Board) -> list[str]:
    """Every language some name of the board is given in, sorted."""
    found = {language for language, _name in board.meta.names}
    for continent in board.continents:
        found.update(language for language, _name in continent.names)
    for territory in board.territories:
        found.update(language for language, _name in territory.names)
    for region in board.regions:
        found.update(language for language, _name in region.names)
    return sorted(found)


@dataclass(frozen=True)
class BoardNames:
    """A board's names in one language (base names where it has none)."""

    language: str | None
    map: str
    territories: dict[str, str]  # by territory id
    continents: dict[str, str]  # by continent id
    regions: dict[str, str] = field(default_factory=dict)  # by region id

    def territory(self, territory_id: str) -> str:
        return self.territories.get(territory_id, territory_id)

    def continent(self, continent_id: str) -> str:
        return self.continents.get(continent_id, continent_id)

    def region(self, region_id: str) -> str:
        return self.regions.get(region_id, region_id)


def board_names(board: Board, language: str | None) -> BoardNames:
    """Every name of ``board`` as a reader of ``language`` sees it."""
    language = language_code(language)
    return BoardNames(
        language=language,
        map=local_name(board.meta.name, board.meta.names, language),
        territories={t.id: local_name(t.name, t.names, language) for t in board.territories},
        continents={c.id: local_name(c.name, c.names, language) for c in board.continents},
        regions={r.id: local_name(r.name, r.names, language) for r in board.regions},
    )
