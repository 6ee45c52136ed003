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

    # -- the scenario designer's tooltips -------------------------------------------------------
    def fortification_left(self, n: int) -> str:
        """Placeholder: {total}, the fortification's boxes ("queda 1 de 10", "quedan 7 de 10")."""
        return self.tr("Fortified: %n of {total} uses left", "", n)

    # -- play (issue 33: the Legacy pages and the hand) ---------------------------------------------
    def legal_starts(self, n: int) -> str:
        return self.tr("%n legal start(s)", "", n)

    def cards(self, n: int) -> str:
        return self.tr("%n card(s)", "", n)

    def dice(self, n: int) -> str:
        # English forms "%n die" / "%n dice" given by hand (tools/update_translations.py reads "(s)" only).
        return self.tr("%n dice", "", n)

    # -- the engine's count phrases (engine/core/messages.py COUNT_PHRASES; a test keeps them in step) --
    def resource_cards(self, n: int) -> str:
        return self.tr("%n resource card(s)", "", n)

    def event_cards(self, n: int) -> str:
        return self.tr("%n event card(s)", "", n)

    def mission_cards(self, n: int) -> str:
        return self.tr("%n mission card(s)", "", n)

    def units(self, n: int) -> str:
        return self.tr("%n unit(s)", "", n)

    def turns(self, n: int) -> str:
        return self.tr("%n turn(s)", "", n)

    def players(self, n: int) -> str:
        return self.tr("%n player(s)", "", n)

    def controllers(self, n: int) -> str:
        return self.tr("%n controller(s)", "", n)

    def seats(self, n: int) -> str:
        return self.tr("%n seat(s)", "", n)

    def bots(self, n: int) -> str:
        return self.tr("%n bot(s)", "", n)

    def points(self, n: int) -> str:
        return self.tr("%n point(s)", "", n)

    def border_territories(self, n: int) -> str:
        return self.tr("%n border territory(ies)", "", n)

    def entry_connections(self, n: int) -> str:
        return self.tr("%n entry connection(s)", "", n)

    def continents(self, n: int) -> str:
        return self.tr("%n continent(s)", "", n)

    def borders(self, n: int) -> str:
        return self.tr("%n border(s)", "", n)

    def sea_lines(self, n: int) -> str:
        return self.tr("%n sea-line(s)", "", n)

    def countries(self, n: int) -> str:
        return self.tr("%n country(ies)", "", n)

    def parts(self, n: int) -> str:
        return self.tr("%n part(s)", "", n)

    def characters(self, n: int) -> str:
        return self.tr("%n character(s)", "", n)

    def letters(self, n: int) -> str:
        return self.tr("%n letter(s)", "", n)

    def pixels(self, n: int) -> str:
        return self.tr("%n pixel(s)", "", n)

    def features(self, n: int) -> str:
        return self.tr("%n feature(s)", "", n)

    def geometries(self, n: int) -> str:
        return self.tr("%n geometry(ies)", "", n)

    def elements(self, n: int) -> str:
        return self.tr("%n element(s)", "", n)

    def levels(self, n: int) -> str:
        return self.tr("%n level(s)", "", n)

    def thin_gaps(self, n: int) -> str:
        return self.tr("%n thin gap(s)", "", n)

    def army_units(self, n: int) -> str:
        return self.tr("%n army unit(s)", "", n)

    def navy_units(self, n: int) -> str:
        return self.tr("%n navy unit(s)", "", n)

    def regions(self, n: int) -> str:
        return self.tr("%n region(s)", "", n)

    def groups(self, n: int) -> str:
        return self.tr("%n separate group(s)", "", n)

    def water_territories(self, n: int) -> str:
        return self.tr("%n water territory(ies)", "", n)

_counts: Counts | None = None


def counts() -> Counts:
    """The one Counts object (made on first use; a QObject needs no application to translate)."""
    global _counts
    if _counts is None:
        _counts = Counts()
    return _counts
