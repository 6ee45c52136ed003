"""A pack's words in other languages: the ``translations`` of its packs, event and mission
cards, scar types and powers.

A pack is written in one language, English, the language of its ``name``, ``text`` and
``rules``; a pack may carry the same words in other languages (``translations: {es: {name:
…, text: …}}`` in the file, docs/content-packs.md), so that its story reads at a Spanish table
in Spanish. What a person reads is the text in their language when the pack has it, else
the English — as a map's names (engine/board/local_names.py). Ids, saves, logs and the
engine's messages keep the English.
"""

from __future__ import annotations

from collections.abc import Mapping

# language code -> field ("name", "text", "rules") -> the text in that language
Translations = Mapping[str, Mapping[str, str]]

# The fields each kind of thing may translate: its words for people, never its ids or data.
PACK_FIELDS = ("name", "text", "rules")
CARD_FIELDS = ("name", "text")  # event and mission cards, scar types, powers


def local_text(item: object, field: str, language: str | None) -> str:
    """``item``'s ``field`` for a reader of ``language``: its own if the item has it ("pt-BR"),
    else that of the language without the region ("pt"), else the English."""
    base = getattr(item, field)
    translations: Translations = getattr(item, "translations", None) or {}
    if not language or not translations:
        return base
    for code in dict.fromkeys((language, language.partition("-")[0])):
        text = translations.get(code, {}).get(field)
        if text:
            return text
    return base
