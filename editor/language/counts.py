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

    # -- the map editor's messages --------------------------------------------------------------
    def territories(self, n: int) -> str:
        return self.tr("%n territory(ies)", "", n)

    def files(self, n: int) -> str:
        return self.tr("%n file(s)", "", n)

    def errors(self, n: int) -> str:
        return self.tr("%n error(s)", "", n)

    def warnings(self, n: int) -> str:
        return self.tr("%n warning(s)", "", n)

    def games(self, n: int) -> str:
        return self.tr("%n game(s)", "", n)

    def problems_fixed(self, n: int) -> str:
        return self.tr("Fixed %n problem(s).", "", n)

    # Undo steps of the geometry fixes (editor/editing/geometry_fixes.py), more than one at once.
    def repair_self_intersections(self, n: int) -> str:
        return self.tr("Repair %n Self-Intersection(s)", "", n)

    def fix_border_mismatches(self, n: int) -> str:
        return self.tr("Fix %n Border Mismatch(es)", "", n)

    def close_thin_gaps(self, n: int) -> str:
        return self.tr("Close %n Thin Gap(s)", "", n)

    def remove_overlaps(self, n: int) -> str:
        return self.tr("Remove %n Overlap(s)", "", n)

    def give_slivers(self, n: int) -> str:
        return self.tr("Give %n Sliver(s) to Neighbours", "", n)

    def fix_geometry_problems(self, n: int) -> str:
        return self.tr("Fix %n Geometry Problem(s)", "", n)


_counts: Counts | None = None


def counts() -> Counts:
    """The one Counts object (made on first use; a QObject needs no application to translate)."""
    global _counts
    if _counts is None:
        _counts = Counts()
    return _counts
