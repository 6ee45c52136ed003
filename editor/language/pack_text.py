"""A content pack's words in the reader's language: a pack's, event card's, mission card's,
scar type's or power's name or text in the app's language when the pack has it
(engine/campaign/local_text.py), else as written — through the catalogue, so a built-in
scar's or power's words are translated there (catalogue_text.py)."""

from __future__ import annotations

from editor.language.app_language import app_language
from editor.language.catalogue_text import catalogue_text
from engine.campaign.local_text import local_text


def pack_text(item: object, field: str) -> str:
    """``item``'s ``field`` ("name", "text", "rules") as the reader reads it."""
    text = local_text(item, field, app_language())
    return catalogue_text(text) if text == getattr(item, field) else text
