"""The Legacy catalogue's words in the reader's language (engine/campaign/catalogue_words.py):
a built-in faction's, power's or scar's name or text translated; a world's own words (a
group's scars and powers, a renamed faction) have no translation and read as written."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.campaign.catalogue_words import CATALOGUE_CONTEXT


def catalogue_text(text: str) -> str:
    return QCoreApplication.translate(CATALOGUE_CONTEXT, text) if text else text
