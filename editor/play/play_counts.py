"""The play windows' own count phrases: "1 navy", "3 navies"; "2 roads"; "1 unit died unpaid".

A number before a noun (or a verb) needs the number's plural form, in English and Spanish
alike ("1 armada", "3 armadas"; "1 unidad murió", "3 unidades murieron"). pyside6-lupdate
records a plural message only from ``self.tr("…%n…", "", n)`` inside a class, and much of the
play window words things in module functions (event sentences, tooltips, the battle dialog's
lines): those ask this class. The phrases the engine and other windows share are in
editor/language/counts.py; these are the play windows' alone (context "PlayCounts").
"""

from __future__ import annotations

from PySide6.QtCore import QObject


class PlayCounts(QObject):
    """Count phrases of the play windows (the MU economy's units and infrastructure)."""

    # -- the MU economy's units and places ------------------------------------------------------
    def navies(self, n: int) -> str:
        return self.tr("%n navy(ies)", "", n)

    def waters(self, n: int) -> str:
        return self.tr("%n water(s)", "", n)

    def army_bases(self, n: int) -> str:
        return self.tr("%n army base(s)", "", n)

    def navy_bases(self, n: int) -> str:
        return self.tr("%n navy base(s)", "", n)

    def roads(self, n: int) -> str:
        return self.tr("%n road(s)", "", n)

    def fortifications(self, n: int) -> str:
        return self.tr("%n fortification(s)", "", n)

    def canals(self, n: int) -> str:
        return self.tr("%n canal(s)", "", n)

    def capitals(self, n: int) -> str:
        return self.tr("%n capital(s)", "", n)

    # -- whole sentences whose words agree with their count ----------------------------------------
    def army_bases_in(self, n: int, territory: str) -> str:
        """A board tooltip: "3 army bases in Ukraine"."""
        return self.tr("%n army base(s) in {territory}", "", n).format(territory=territory)

    def navy_bases_of(self, n: int, territory: str, water: str) -> str:
        """A board tooltip: "2 navy bases of Egypt on the Red Sea"."""
        return self.tr("%n navy base(s) of {territory} on {water}", "", n).format(territory=territory, water=water)

    def extra_flanks(self, n: int) -> str:
        """A roll-off modifier's source: "2 extra flanks" (one is "an extra flank")."""
        return self.tr("%n extra flank(s)", "", n)

    def some_defending(self, units: str, n: int) -> str:
        """A side's units in a battle, some of them defending: "3 armies (1 defending)"."""
        return self.tr("{units} (%n defending)", "", n).format(units=units)

    def died_unpaid(self, n: int) -> str:
        """The upkeep's losses: "1 unit died unpaid." — "3 unidades murieron…" (the verb agrees)."""
        return self.tr("%n unit(s) died unpaid.", "", n)


_play_counts: PlayCounts | None = None


def play_counts() -> PlayCounts:
    """The one PlayCounts object (made on first use; a QObject needs no application to translate)."""
    global _play_counts
    if _play_counts is None:
        _play_counts = PlayCounts()
    return _play_counts
