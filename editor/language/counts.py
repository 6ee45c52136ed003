"""Counts as people say them: "1 troop", "2 troops" — "1 tropa", "2 tropas".

A number followed by a noun needs the noun's plural form, which differs by language (Qt's
plural forms, "numerus" messages). pyside6-lupdate records a message as plural only when it
is written ``self.tr("%n troop(s)", "", n)`` inside a class, so the phrases live here, in a
class of their own, and sentences take them as a placeholder ("{troops}").
"""

from __future__ import annotations

from PySide6.QtCore import QObject


class Counts(QObject):
    """The count phrases (context "Counts" in the translation files)."""

    def armies(self, n: int) -> str:
        return self.tr("%n army(ies)", "", n)

    def troops(self, n: int) -> str:
        return self.tr("%n troop(s)", "", n)

    def coins(self, n: int) -> str:
        return self.tr("%n coin(s)", "", n)

    def missiles(self, n: int) -> str:
        return self.tr("%n missile(s)", "", n)

    def red_stars(self, n: int) -> str:
        return self.tr("%n red star(s)", "", n)

    def times(self, n: int) -> str:
        return self.tr("%n time(s)", "", n)


_counts: Counts | None = None


def counts() -> Counts:
    """The one Counts object (made on first use; a QObject needs no application to translate)."""
    global _counts
    if _counts is None:
        _counts = Counts()
    return _counts
