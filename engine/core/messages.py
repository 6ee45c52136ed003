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

The UI's side is editor/language/engine_text.py.
"""

from __future__ import annotations

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
