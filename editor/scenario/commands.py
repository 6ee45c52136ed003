"""Undoable edits of a scenario: one QUndoCommand per kind of edit.

Every command is built from the document's current state and the new value; a refused
placement is never built (the caller asks ``engine.campaign.placement`` first and shows the
refusal instead), so a command on the stack is always a legal step and undo/redo simply
swap the old and new values.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from editor.language.catalogue_text import catalogue_text
from editor.language.counts import counts
from editor.scenario.scenario_document import ScenarioDocument
from engine.campaign.pieces import MarkKind
from engine.campaign.world import ContinentMarks, Faction, Mark, TerritoryCard
from engine.campaign.world_format import new_world
from engine.rules.registry import ruleset_class, ruleset_names
from engine.scenario.model import EconomySetup, FixedSetup, ScenarioPlayer, SetupKind
from engine.scenario.validation import MAX_COINS_BEFORE_FIRST_GAME

# lupdate reads the context from literal translate("Context", "text") calls.
translate = QCoreApplication.translate

# Merge ids: consecutive pushes of a paint stroke become one step (same ``stroke`` object).
_PAINT_MERGE_ID = 7101


def mark_kind_name(kind: MarkKind) -> str:
    return {
        MarkKind.MINOR_CITY: translate("ScenarioCommands", "Minor City"),
        MarkKind.MAJOR_CITY: translate("ScenarioCommands", "Major City"),
        MarkKind.WORLD_CAPITAL: translate("ScenarioCommands", "World Capital"),
        MarkKind.SCAR: translate("ScenarioCommands", "Scar"),
        MarkKind.SCAR_CANCEL: translate("ScenarioCommands", "Scar-Cancel"),
        MarkKind.FORTIFICATION: translate("ScenarioCommands", "Fortification"),
    }[kind]


class ChangeMarks(QUndoCommand):
    """Replace the world's list of marks (placing, covering, removing, editing a sticker)."""

    def __init__(self, document: ScenarioDocument, marks: list[Mark], text: str,
                 territory_ids: Iterable[str] = ()) -> None:
        super().__init__(text)
        self.document = document
        self.old = list(document.world.marks)
        self.new = list(marks)
        self.ids = frozenset(territory_ids)

    def redo(self) -> None:
        self.document.set_marks(self.new, self.ids)

    def undo(self) -> None:
        self.document.set_marks(self.old, self.ids)


class PlaceMark(ChangeMarks):
    def __init__(self, document: ScenarioDocument, marks: list[Mark], mark: Mark) -> None:
        super().__init__(document, marks, translate("ScenarioCommands", "Place {mark} on {territory}").format(
            mark=mark_kind_name(mark.kind), territory=document.territory_name(mark.territory)), (mark.territory,))
        self.mark = mark


class RemoveMark(ChangeMarks):
    def __init__(self, document: ScenarioDocument, marks: list[Mark], mark: Mark) -> None:
        super().__init__(document, marks, translate("ScenarioCommands", "Remove {mark} from {territory}").format(
            mark=mark_kind_name(mark.kind), territory=document.territory_name(mark.territory)), (mark.territory,))


class EditMark(ChangeMarks):
    def __init__(self, document: ScenarioDocument, marks: list[Mark], mark: Mark) -> None:
        super().__init__(document, marks, translate("ScenarioCommands", "Edit {mark} on {territory}").format(
            mark=mark_kind_name(mark.kind), territory=document.territory_name(mark.territory)), (mark.territory,))


class SetCards(QUndoCommand):
    """Coins on territory cards, destroyed cards."""

    def __init__(self, document: ScenarioDocument, cards: dict[str, TerritoryCard], text: str,
                 territory_ids: Iterable[str] = ()) -> None:
        super().__init__(text)
        self.document = document
        self.old = dict(document.world.cards)
        self.new = {tid: card for tid, card in cards.items() if card != TerritoryCard()}
        self.ids = frozenset(territory_ids)

    def redo(self) -> None:
        self.document.set_cards(self.new, self.ids)

    def undo(self) -> None:
        self.document.set_cards(self.old, self.ids)


def set_card(document: ScenarioDocument, territory: str, **changes: object) -> SetCards:
    cards = dict(document.world.cards)
    cards[territory] = dataclasses.replace(document.world.card(territory), **changes)
    name = document.territory_name(territory)
    if "coins" in changes:
        text = translate("ScenarioCommands", "Set {territory}'s card to {coins}").format(
            territory=name, coins=counts().coins(changes["coins"]))
    elif changes.get("destroyed"):
        text = translate("ScenarioCommands", "Destroy {territory}'s card").format(territory=name)
    else:
        text = translate("ScenarioCommands", "Restore {territory}'s card").format(territory=name)
    return SetCards(document, cards, text, (territory,))


def random_coin_spread(document: ScenarioDocument, rng: random.Random) -> SetCards:
    """Spread the starting coins left at random over the cards, at most 3 a card, as the
    rulebook allows ("or do it at random")."""
    world = document.world
    cards = {tid: world.card(tid) for tid in (t.id for t in document.board.territories if t.kind == "land")}
    left = world.stock_left()["coins"]
    while left > 0:
        open_cards = [tid for tid, card in cards.items()
                      if not card.destroyed and card.coins < MAX_COINS_BEFORE_FIRST_GAME]
        if not open_cards:
            break
        tid = rng.choice(sorted(open_cards))
        cards[tid] = dataclasses.replace(cards[tid], coins=cards[tid].coins + 1)
        left -= 1
    return SetCards(document, cards, translate("ScenarioCommands", "Spread the Starting Coins at Random"))


class SetContinentMarks(QUndoCommand):
    """A continent's name (and who named it) and its ±1 mark."""

    def __init__(self, document: ScenarioDocument, continent: str, marks: ContinentMarks) -> None:
        text = translate("ScenarioCommands", "Mark the Continent {continent}")
        super().__init__(text.format(continent=_continent_name(document, continent)))
        self.document = document
        self.old = dict(document.world.continents)
        self.new = dict(self.old)
        if marks == ContinentMarks():
            self.new.pop(continent, None)
        else:
            self.new[continent] = marks

    def redo(self) -> None:
        self.document.set_continent_marks(self.new)

    def undo(self) -> None:
        self.document.set_continent_marks(self.old)


def _continent_name(document: ScenarioDocument, continent: str) -> str:
    return document.continent_name(continent)


class SetFaction(QUndoCommand):
    """A faction card changed: its starting power chosen, its scar, its history."""

    def __init__(self, document: ScenarioDocument, faction: Faction) -> None:
        super().__init__(translate("ScenarioCommands", "Change the Faction {faction}").format(
            faction=catalogue_text(faction.name)))
        self.document = document
        self.old = list(document.world.factions)
        self.new = [faction if f.id == faction.id else f for f in self.old]

    def redo(self) -> None:
        self.document.set_factions(self.new)

    def undo(self) -> None:
        self.document.set_factions(self.old)


class SetFixedSetup(QUndoCommand):
    """Owners, troops and HQs of a fixed setup. Painting with the mouse is one step per
    stroke: pushes that share a ``stroke`` object merge."""

    def __init__(self, document: ScenarioDocument, fixed: FixedSetup, text: str,
                 territory_ids: Iterable[str] = (), stroke: object | None = None) -> None:
        super().__init__(text)
        self.document = document
        self.old = document.scenario.fixed
        self.new = fixed
        self.ids = frozenset(territory_ids)
        self.stroke = stroke

    def id(self) -> int:  # noqa: A003 (Qt naming)
        return _PAINT_MERGE_ID if self.stroke is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 (Qt naming)
        if not isinstance(other, SetFixedSetup) or other.stroke is None or other.stroke is not self.stroke:
            return False
        self.new = other.new
        self.ids = self.ids | other.ids
        return True

    def redo(self) -> None:
        self.document.set_fixed(self.new, self.ids)

    def undo(self) -> None:
        self.document.set_fixed(self.old, self.ids)


class SetSetupKind(QUndoCommand):
    def __init__(self, document: ScenarioDocument, kind: SetupKind) -> None:
        super().__init__(translate("ScenarioCommands", "Change the Setup"))
        self.document = document
        self.old = document.scenario.setup
        self.new = SetupKind(kind)

    def redo(self) -> None:
        self.document.set_setup_kind(self.new)

    def undo(self) -> None:
        self.document.set_setup_kind(self.old)


class SetPlayers(QUndoCommand):
    def __init__(self, document: ScenarioDocument, players: list[ScenarioPlayer]) -> None:
        super().__init__(translate("ScenarioCommands", "Change the Players"))
        self.document = document
        self.old = list(document.scenario.players)
        self.new = list(players)

    def redo(self) -> None:
        self.document.set_players(self.new)

    def undo(self) -> None:
        self.document.set_players(self.old)


class SetScenarioProperties(QUndoCommand):
    """Name, description, rule set, options; ``world_*`` keys for the Legacy world's own."""

    def __init__(self, document: ScenarioDocument, text: str | None = None, **values: object) -> None:
        super().__init__(text or translate("ScenarioCommands", "Change the Scenario"))
        self.document = document
        self.new = values
        self.old: dict[str, object] = {}

    def redo(self) -> None:
        self.old = self.document.set_properties(**self.new)

    def undo(self) -> None:
        self.document.set_properties(**self.old)


# The rule sets' names and ChangeRuleSet keep the "ScenarioWindow" context, so the existing translations
# still match. rule_set_text is here, not in scenario_panel, because ChangeRuleSet names the rules and
# scenario_panel imports this module.
def rule_set_text(ruleset: str) -> str:
    return {"classic": translate("ScenarioWindow", "Classic"),
            "legacy": translate("ScenarioWindow", "Legacy"),
            "economy": translate("ScenarioWindow", "MU economy")}.get(ruleset, ruleset)


class ChangeRuleSet(QUndoCommand):
    """Another rule set in one step, with what belongs to the rules: the Legacy world (a fresh
    one when becoming Legacy), the economy section (an empty one when becoming the MU
    economy) and the options the new rules know (the others would be refused). Undo brings
    all of it back."""

    def __init__(self, document: ScenarioDocument, ruleset: str) -> None:
        super().__init__(
            translate("ScenarioWindow", "Change the Rule Set to {rules}").format(rules=rule_set_text(ruleset)))
        self.document = document
        scenario = document.scenario
        self.old_rules, self.new_rules = scenario.ruleset, ruleset
        self.old_world = document.world
        self.new_world = (self.old_world or new_world()) if ruleset == "legacy" else None
        self.old_economy = scenario.economy
        self.new_economy = None
        self.old_options = scenario.options
        self.new_options = dict(scenario.options)
        if ruleset in ruleset_names():
            rules = ruleset_class(ruleset)
            if rules.takes_economy:
                self.new_economy = self.old_economy or EconomySetup()
            known = {f.name.replace("_", "-") for f in dataclasses.fields(rules.options_type)}
            self.new_options = {k: v for k, v in scenario.options.items() if str(k).replace("_", "-") in known}

    def redo(self) -> None:
        self._show(self.new_rules, self.new_world, self.new_economy, self.new_options)

    def undo(self) -> None:
        self._show(self.old_rules, self.old_world, self.old_economy, self.old_options)

    def _show(self, rules: str, world, economy, options) -> None:
        document = self.document
        document.set_properties(ruleset=rules, options=options)
        if document.scenario.economy is not economy:
            document.set_economy(economy)
        if document.world is not world:
            document.set_world(world)


def what_a_rule_set_change_drops(document: ScenarioDocument, ruleset: str) -> list[str]:
    """What switching to ``ruleset`` takes away, in words for the designer (empty: nothing)."""
    dropped = []
    world = document.world
    if world is not None and ruleset != "legacy":
        count = len(world.marks) + sum(1 for c in world.cards.values() if c.coins > 1) + len(world.signatures)
        if count or world.games_played or world.world_name:
            dropped.append(translate("ScenarioWindow", "the Legacy world: its marks, coins, factions and history"))
    economy = document.scenario.economy
    if economy is not None and not economy.is_empty() and not (
            ruleset in ruleset_names() and ruleset_class(ruleset).takes_economy):
        dropped.append(translate("ScenarioWindow", "the economy: money, capitals, bases and navies"))
    return dropped


def without_player(fixed: FixedSetup, index: int) -> FixedSetup:
    """The fixed setup once seat ``index`` is gone: its territories and HQ are nobody's, and
    the seats after it move up one."""
    new = FixedSetup()
    for tid, owner in fixed.owners.items():
        if owner != index:
            new.owners[tid] = owner - 1 if owner > index else owner
            new.troops[tid] = fixed.troops.get(tid, 1)
    for player, tid in fixed.hqs.items():
        if player != index:
            new.hqs[player - 1 if player > index else player] = tid
    return new


def economy_without_player(economy: EconomySetup | None, index: int) -> EconomySetup | None:
    """The economy section once seat ``index`` is gone: their money, cards, capital and navies
    go, and the seats after it move up one (the infrastructure stays with the land)."""
    if economy is None:
        return None

    def moved(values: dict[int, object]) -> dict[int, object]:
        return {(p - 1 if p > index else p): v for p, v in values.items() if p != index}

    return dataclasses.replace(
        economy, money=moved(economy.money), cards=moved(economy.cards), capitals=moved(economy.capitals),
        navies={w: (p - 1 if p > index else p, n) for w, (p, n) in economy.navies.items() if p != index},
        bases=list(economy.bases), roads=list(economy.roads), fortifications=list(economy.fortifications),
        navy_bases=list(economy.navy_bases), canals=list(economy.canals))


def renamed_in_world(world, old: str, new: str):
    """The Legacy world's marks and signatures with player ``old`` called ``new``: the cities
    they founded stay theirs (a city's founder and a signature name a player)."""
    marks = [dataclasses.replace(m, founder=new) if m.founder == old else m for m in world.marks]
    signatures = [dataclasses.replace(s, player=new) if s.player == old else s for s in world.signatures]
    return marks, signatures
