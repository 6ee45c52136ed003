"""The play window's words for the rule set's terms: classic Risk's armies and fortifying,
Risk Legacy's troops, recruiting and maneuvering (docs/glossary.md, issue 33).

The shared panels (phase panel, players' table, fortify and attack dialogs, the board's
hints) serve every rule set. Each phrase that names a term is asked of the game's vocabulary
(engine/rules/vocabulary.py names it) instead of being written in the panel, so a Legacy
table reads "Place 3 troops" and "Tropas" where classic reads "Place 3 armies" and
"Ejércitos" — one translatable message per phrase per vocabulary, in the context of its
class ("ClassicWords", "LegacyWords"), with Qt's plural forms where a count is said.

The two classes repeat their method list on purpose: a subclass's ``self.tr`` would look its
messages up in the subclass's context, where pyside6-lupdate never put them.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from editor.language.counts import counts
from engine.rules.vocabulary import CLASSIC, LEGACY, vocabulary_of


class ClassicWords(QObject):
    """Classic Risk's words (also the MU economy's, whose land units are armies)."""

    name = CLASSIC

    def units(self, n: int) -> str:
        """"1 army", "3 armies" (the count phrase, editor/language/counts.py)."""
        return counts().armies(n)

    # -- the phase panel --------------------------------------------------------------------------
    def per_click_label(self) -> str:
        return self.tr("Armies per Shift+click:")

    def per_click_name(self) -> str:
        return self.tr("Armies per Shift+click")

    def placement_tip(self) -> str:
        return self.tr("Click a territory to place one army, Shift+click to place this many, Ctrl+click to place "
                       "all that are left.")

    def placement_hint_name(self) -> str:
        return self.tr("How to place armies")

    def begin_attack_tip(self) -> str:
        return self.tr("Stop placing and attack, keeping your cards")

    def end_attack_tip(self) -> str:
        return self.tr("Stop attacking and go on to fortify")

    def end_turn_tip(self) -> str:
        return self.tr("End your turn without moving more armies")

    def undo_placement_tip(self) -> str:
        return self.tr("Take back the last armies you placed")

    def place_task(self, n: int) -> str:
        return self.tr("Place %n army(ies)", "", n)

    def occupy_task(self, territory: str, low: int, high: int) -> str:
        return self.tr("Move armies into {territory} ({low} to {high})").format(territory=territory, low=low,
                                                                                  high=high)

    # -- the players' table ---------------------------------------------------------------------
    def units_heading(self) -> str:
        return self.tr("Armies")

    def units_heading_tip(self) -> str:
        return self.tr("Armies on the board")

    def table_name(self) -> str:
        return self.tr("Territories, armies, cards and continents held by each player")

    # -- the fortify (maneuver) and attack dialogs ------------------------------------------------
    def last_move_title(self) -> str:
        return self.tr("Fortify")

    def move_question(self, source: str, target: str) -> str:
        return self.tr("Move armies from {source} to {target}").format(source=source, target=target)

    def units_to_move(self) -> str:
        return self.tr("Armies to move")

    def units_to_keep(self) -> str:
        return self.tr("Armies to keep in the attacking territory")

    def units_to_move_in(self) -> str:
        return self.tr("Armies to move in")

    def one_unit_left(self, source: str) -> str:
        return self.tr("The attack is over: {source} has only one army left.").format(source=source)

    # -- the board's hints ----------------------------------------------------------------------
    def placed_on(self, n: int, territory: str) -> str:
        return self.tr("%n army(ies) placed on {territory}.", "", n).format(territory=territory)

    def move_from(self, territory: str) -> str:
        return self.tr("Move armies from {territory}: click or drag to a territory outlined in red.").format(
            territory=territory)

    def only_one_unit(self, territory: str) -> str:
        return self.tr("{territory} has only one army, and it must stay.").format(territory=territory)

    def nowhere_to_move(self, territory: str) -> str:
        return self.tr("{territory} has no territory of yours to move armies to.").format(territory=territory)

    def territory_units(self, territory: str, n: int, player: str) -> str:
        return self.tr("{territory}: %n army(ies) ({player})", "", n).format(territory=territory, player=player)

    def click_to_place(self, count: int) -> str:
        return self.tr("Click one of your territories to place an army there (Shift+click: {count}, "
                       "Ctrl+click: all).").format(count=count)

    def drag_to_move(self) -> str:
        return self.tr("Drag from one of your territories to another to move armies, or end your turn.")

    def choose_occupy(self, territory: str) -> str:
        return self.tr("Choose how many armies to move into {territory}.").format(territory=territory)


class LegacyWords(QObject):
    """Risk Legacy's words, as its rulebook says them: troops, recruit, maneuver."""

    name = LEGACY

    def units(self, n: int) -> str:
        """"1 troop", "3 troops" (the count phrase, editor/language/counts.py)."""
        return counts().troops(n)

    # -- the phase panel --------------------------------------------------------------------------
    def per_click_label(self) -> str:
        return self.tr("Troops per Shift+click:")

    def per_click_name(self) -> str:
        return self.tr("Troops per Shift+click")

    def placement_tip(self) -> str:
        return self.tr("Click a territory to place one troop, Shift+click to place this many, Ctrl+click to place "
                       "all that are left.")

    def placement_hint_name(self) -> str:
        return self.tr("How to place troops")

    def begin_attack_tip(self) -> str:
        return self.tr("Stop recruiting and go on to expand and attack, keeping your cards")

    def end_attack_tip(self) -> str:
        return self.tr("Stop attacking and go on to maneuver")

    def end_turn_tip(self) -> str:
        return self.tr("End your turn without maneuvering")

    def undo_placement_tip(self) -> str:
        return self.tr("Take back the last troops you placed")

    def place_task(self, n: int) -> str:
        return self.tr("Place %n troop(s)", "", n)

    def occupy_task(self, territory: str, low: int, high: int) -> str:
        return self.tr("Move troops into {territory} ({low} to {high})").format(territory=territory, low=low,
                                                                                  high=high)

    # -- the players' table ---------------------------------------------------------------------
    def units_heading(self) -> str:
        return self.tr("Troops")

    def units_heading_tip(self) -> str:
        return self.tr("Troops on the board")

    def table_name(self) -> str:
        return self.tr("Territories, troops, cards and continents held by each player")

    # -- the fortify (maneuver) and attack dialogs ------------------------------------------------
    def last_move_title(self) -> str:
        return self.tr("Maneuver")

    def move_question(self, source: str, target: str) -> str:
        return self.tr("Maneuver troops from {source} to {target}").format(source=source, target=target)

    def units_to_move(self) -> str:
        return self.tr("Troops to maneuver")

    def units_to_keep(self) -> str:
        return self.tr("Troops to keep in the attacking territory")

    def units_to_move_in(self) -> str:
        return self.tr("Troops to move in")

    def one_unit_left(self, source: str) -> str:
        return self.tr("The attack is over: {source} has only one troop left.").format(source=source)

    # -- the board's hints ----------------------------------------------------------------------
    def placed_on(self, n: int, territory: str) -> str:
        return self.tr("%n troop(s) placed on {territory}.", "", n).format(territory=territory)

    def move_from(self, territory: str) -> str:
        return self.tr("Maneuver troops from {territory}: click or drag to a territory outlined in red.").format(
            territory=territory)

    def only_one_unit(self, territory: str) -> str:
        return self.tr("{territory} has only one troop, and it must stay.").format(territory=territory)

    def nowhere_to_move(self, territory: str) -> str:
        return self.tr("{territory} has no territory of yours to maneuver troops to.").format(territory=territory)

    def territory_units(self, territory: str, n: int, player: str) -> str:
        return self.tr("{territory}: %n troop(s) ({player})", "", n).format(territory=territory, player=player)

    def click_to_place(self, count: int) -> str:
        return self.tr("Click one of your territories to place a troop there (Shift+click: {count}, "
                       "Ctrl+click: all).").format(count=count)

    def drag_to_move(self) -> str:
        return self.tr("Drag from one of your territories to another to maneuver troops, or end your turn.")

    def choose_occupy(self, territory: str) -> str:
        return self.tr("Choose how many troops to move into {territory}.").format(territory=territory)


Words = ClassicWords | LegacyWords
_KINDS: dict[str, type[QObject]] = {CLASSIC: ClassicWords, LEGACY: LegacyWords}
_made: dict[str, Words] = {}


def words_for(rule_set: str) -> Words:
    """The words of a game of rule set ``rule_set`` (its registered name); one object each
    (a QObject translates without an application, in the language installed when asked)."""
    vocabulary = vocabulary_of(rule_set)
    if vocabulary not in _made:
        _made[vocabulary] = _KINDS.get(vocabulary, ClassicWords)()
    return _made[vocabulary]


def words_of(rules) -> Words:
    """The words of the game ``rules`` (a RuleSet, or anything with a ``name``) plays."""
    return words_for(getattr(rules, "name", "") or CLASSIC)
