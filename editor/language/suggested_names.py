"""Suggested names of cities and continents in the reader's language.

The rules suggest names from English words and an English pattern ("Dmitri's Dominion",
engine/campaign/rewards.py); the bots take them as they are, and the world keeps them. A
person is offered them in their language (the rewards page makes them from
:func:`reader_name_words`), and a name the English suggestion made is shown in the
reader's language wherever it is read (:func:`reader_place_name`): "Dominio de Dmitri".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.campaign.rewards import (
    CITY_WORDS,
    CONTINENT_WORDS,
    NAME_PATTERN,
    NUMBERED_NAME_PATTERN,
    NameWords,
    suggested_name_parts,
)

CONTEXT = "SuggestedNames"


def _local(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def reader_name_words() -> NameWords:
    """The words and patterns suggestions are made of, in the reader's language."""
    return NameWords(tuple(_local(w) for w in CITY_WORDS), tuple(_local(w) for w in CONTINENT_WORDS),
                     _local(NAME_PATTERN), _local(NUMBERED_NAME_PATTERN))


def reader_place_name(name: str) -> str:
    """A city's or continent's name as the reader reads it: one the English suggestion made,
    said in the reader's language; any other name as it was chosen."""
    parts = suggested_name_parts(name)
    if parts is None:
        return name
    template, params = parts
    values = {**params, "word": _local(str(params["word"]))}
    try:
        return _local(template).format(**values)
    except (KeyError, IndexError, ValueError):
        return name  # a translation with a mistyped placeholder: the name as it is
