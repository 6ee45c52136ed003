"""Placing an MU economy scenario's pieces on the map: capitals, army and navy bases, roads,
fortifications, canals and navies at sea.

Each tool is an editor/tools/base.Tool (the map view hands it its mouse and keys). The left
button places, the right button removes:

- :class:`CapitalTool`: the chosen player's capital in the country clicked (moved there if
  they had one); right-click a capital to remove it.
- :class:`ArmyBaseTool`: one army base more a click; right-click: one less.
- :class:`NavyBaseTool`: one navy base more on a coast. A country with one coast takes it
  there; with several a small menu asks which water; clicking the water just off a country
  puts it on that country's coast. Right-click: one less on the coast nearest the click.
- :class:`RoadTool`, :class:`FortificationTool`, :class:`CanalTool`: click to build or take
  away (one of each a country); right-click takes it away.
- :class:`NaviesTool`: click a water: one navy more of the chosen player, Shift+click one
  less, or type a number over it; right-click takes them away.

Tools never change the scenario themselves: each edit is one ``SetEconomySetup`` command.
Before pushing it a tool asks ``economy_refusal`` (engine/scenario/economy_checks.py), the
same checks the Problems panel and the game start read: a refused placement changes nothing
and the status bar says why.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QCursor, QKeyEvent
from PySide6.QtWidgets import QMenu
from shapely.geometry import Point

from editor.language.problem_text import as_sentence
from editor.play.play_counts import play_counts
from editor.scenario.economy_commands import SetEconomySetup, copy_economy
from editor.scenario.scenario_problem_text import scenario_problem_message
from editor.scenario.setup_tools import MAX_TROOPS, NumberTyping, SetupChoice, SetupTool, player_name
from editor.tools.base import EditorContext, ToolEvent
from engine.board.problems import Problem
from engine.board.waters import coasts
from engine.scenario.economy_checks import economy_problem, economy_refusal, rule_options
from engine.scenario.model import EconomySetup

# lupdate reads the context from literal translate("Context", "text") calls.
translate = QCoreApplication.translate

MAX_NAVIES = MAX_TROOPS  # typed navies are capped like typed troops


def navy_base_border(country: str, water: str) -> str:
    """How the scenario names a navy base: "country:water"."""
    return f"{country}:{water}"


class EconomyTool(SetupTool):
    """What the economy tools share with the Setup tools (the document, the chosen player, the
    territory under the mouse), and pushing a change after the checks allow it."""

    cursor = Qt.CursorShape.PointingHandCursor
    what = ""  # engine.scenario.economy_checks.WHAT's key

    def is_land(self, tid: str) -> bool:
        return self.document.board.territory(tid).is_land

    def economy(self) -> EconomySetup:
        """A copy of the economy section to change."""
        return copy_economy(self.document.scenario.economy)

    def player_name(self, index: int) -> str:
        return player_name(self.document, index)

    # -- changing -------------------------------------------------------------------------------
    def refusal(self, economy: EconomySetup) -> Problem | None:
        document = self.document
        return economy_refusal(document.scenario, document.board, economy, rule_options(document.scenario))

    def say_problem(self, problem: Problem) -> None:
        self.refuse(as_sentence(scenario_problem_message(problem, self.document.names)))

    def propose(self, economy: EconomySetup, text: str, ids, stroke: object | None = None) -> bool:
        """Push ``economy`` if the checks allow it (and say so); else say why not."""
        problem = self.refusal(economy)
        if problem is not None:
            self.say_problem(problem)
            return False
        self.document.undo_stack.push(SetEconomySetup(self.document, economy, text, ids, stroke))
        self.status.emit(text)
        return True

    # -- the mouse ------------------------------------------------------------------------------
    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            return False
        tid = self.territory_at(event)
        if tid is None:
            return True
        if event.button == Qt.MouseButton.RightButton:
            self.remove(tid, event)
        else:
            self.place(tid, event)
        return True

    def place(self, tid: str, event: ToolEvent) -> None:
        raise NotImplementedError

    def remove(self, tid: str, event: ToolEvent) -> None:
        raise NotImplementedError


class CapitalTool(EconomyTool):
    """The chosen player's capital: click a country; right-click a capital to remove it."""

    name = "capital"
    what = "capital"

    @staticmethod
    def title() -> str:
        return translate("EconomyTools", "Capital")

    @staticmethod
    def tip() -> str:
        return translate("EconomyTools", "Click a country to put the chosen player's capital there (it moves "
                                         "if they had one); right-click a capital to remove it")

    def place(self, tid: str, event: ToolEvent) -> None:
        if not self.has_player():
            return
        player = self.choice.player
        economy = self.economy()
        before = economy.capitals.get(player)
        if before == tid:
            self.status.emit(translate("EconomyTools", "{player}'s capital is already in {territory}").format(
                player=self.player_name(player), territory=self.name_of(tid)))
            return
        economy.capitals[player] = tid
        text = (translate("EconomyTools", "Move {player}'s Capital to {territory}") if before is not None
                else translate("EconomyTools", "Place {player}'s Capital in {territory}")).format(
            player=self.player_name(player), territory=self.name_of(tid))
        self.propose(economy, text, (tid, *([before] if before else [])))

    def remove(self, tid: str, event: ToolEvent) -> None:
        economy = self.economy()
        players = sorted(p for p, there in economy.capitals.items() if there == tid)
        if not players:
            return
        for player in players:
            del economy.capitals[player]
        text = translate("EconomyTools", "Remove {player}'s Capital").format(player=self.player_name(players[0]))
        self.propose(economy, text, (tid,))


class ArmyBaseTool(EconomyTool):
    """One army base more a click, one less a right-click."""

    name = "armyBase"
    what = "army-base"

    @staticmethod
    def title() -> str:
        return translate("EconomyTools", "Army Base")

    @staticmethod
    def tip() -> str:
        return translate("EconomyTools", "Click a country: one army base more; right-click: one less")

    def place(self, tid: str, event: ToolEvent) -> None:
        economy = self.economy()
        economy.bases.append(tid)
        count = economy.bases.count(tid)
        self.propose(economy, translate("EconomyTools", "Army Bases: {bases}").format(
            bases=play_counts().army_bases_in(count, self.name_of(tid))), (tid,))

    def remove(self, tid: str, event: ToolEvent) -> None:
        economy = self.economy()
        if tid not in economy.bases:
            return
        economy.bases.remove(tid)
        count = economy.bases.count(tid)
        self.propose(economy, translate("EconomyTools", "Army Bases: {bases}").format(
            bases=play_counts().army_bases_in(count, self.name_of(tid))), (tid,))


class NavyBaseTool(EconomyTool):
    """One navy base more on a coast of the country clicked (a menu asks which coast when
    there are several), or on the coast of the water clicked nearest the click."""

    name = "navyBase"
    what = "navy-base"

    def __init__(self, context: EditorContext, choice: SetupChoice) -> None:
        super().__init__(context, choice)
        # Asks which water of several (a menu at the mouse); tests answer it themselves.
        self.ask_coast: Callable[[str, list[str]], str | None] = self._coast_menu

    @staticmethod
    def title() -> str:
        return translate("EconomyTools", "Navy Base")

    @staticmethod
    def tip() -> str:
        return translate("EconomyTools", "Click a country (or the water off its coast): one navy base more on "
                                         "that coast; right-click: one less")

    def place(self, tid: str, event: ToolEvent) -> None:
        border = self._border_to_place(tid, event)
        if border is None:
            return
        country, water = border
        economy = self.economy()
        economy.navy_bases.append(navy_base_border(country, water))
        count = economy.navy_bases.count(navy_base_border(country, water))
        self.propose(economy, translate("EconomyTools", "Navy Bases: {bases}").format(
            bases=play_counts().navy_bases_of(count, self.name_of(country), self.name_of(water))), (country, water))

    def _border_to_place(self, tid: str, event: ToolEvent) -> tuple[str, str] | None:
        board = self.document.board
        if self.is_land(tid):
            waters = coasts(board, tid)
            if not waters:
                self.refuse(translate(
                    "EconomyTools", "{territory} has no coast: a navy base stands on a border between a country "
                                    "and a water").format(territory=self.name_of(tid)))
                return None
            water = waters[0] if len(waters) == 1 else self.ask_coast(tid, waters)
            return (tid, water) if water is not None else None
        countries = self._countries_on(tid)
        if not countries:
            self.refuse(translate("EconomyTools", "{territory} touches no country: a navy base stands on a "
                                                       "border between a country and a water").format(
                territory=self.name_of(tid)))
            return None
        return (self._nearest(countries, event), tid)

    def remove(self, tid: str, event: ToolEvent) -> None:
        economy = self.economy()
        if self.is_land(tid):
            waters = [w for w in dict.fromkeys(b.partition(":")[2] for b in economy.navy_bases
                                               if b.partition(":")[0] == tid)]
            if not waters:
                return
            country, water = tid, self._nearest(waters, event)
        else:
            countries = [c for c in dict.fromkeys(b.partition(":")[0] for b in economy.navy_bases
                                                  if b.partition(":")[2] == tid)]
            if not countries:
                return
            country, water = self._nearest(countries, event), tid
        border = navy_base_border(country, water)
        economy.navy_bases.remove(border)
        count = economy.navy_bases.count(border)
        self.propose(economy, translate("EconomyTools", "Navy Bases: {bases}").format(
            bases=play_counts().navy_bases_of(count, self.name_of(country), self.name_of(water))), (country, water))

    def _countries_on(self, water: str) -> list[str]:
        board = self.document.board
        return [c for c in board.neighbours(water) if board.has_territory(c) and self.is_land(c)
                and water in coasts(board, c)]

    def _nearest(self, candidates: list[str], event: ToolEvent) -> str:
        """The one of ``candidates`` whose outline is nearest the click."""
        point = Point(event.position.x(), event.position.y())

        def distance(tid: str) -> float:
            try:
                return self.document.board.shape(tid).distance(point)
            except Exception:  # noqa: BLE001 an invalid outline: the others first
                return math.inf

        return min(candidates, key=distance)

    def _coast_menu(self, country: str, waters: list[str]) -> str | None:
        menu = QMenu(self.context.view)
        menu.setObjectName("navyBaseCoastMenu")
        menu.setAccessibleName(translate("EconomyTools", "Which coast"))
        heading = menu.addAction(translate("EconomyTools", "Navy base of {territory} on…").format(
            territory=self.name_of(country)))
        heading.setEnabled(False)
        menu.addSeparator()
        for water in waters:
            action = menu.addAction(self.name_of(water))
            action.setData(water)
        chosen = menu.exec(QCursor.pos())
        menu.deleteLater()
        return chosen.data() if chosen is not None and chosen.data() else None


class _OneEachTool(EconomyTool):
    """Roads, fortifications and canals: one of each a country; a click builds (a second one
    is refused by the checks: "{territory} already has one"), a right-click takes away."""

    attribute = ""  # EconomySetup's list

    def built_text(self, territory: str) -> str:
        raise NotImplementedError

    def removed_text(self, territory: str) -> str:
        raise NotImplementedError

    def place(self, tid: str, event: ToolEvent) -> None:
        economy = self.economy()
        items: list[str] = getattr(economy, self.attribute)
        items.append(tid)  # twice in a country: refused with the rules' words (economy_refusal)
        self.propose(economy, self.built_text(self.name_of(tid)), (tid,))

    def remove(self, tid: str, event: ToolEvent) -> None:
        economy = self.economy()
        items: list[str] = getattr(economy, self.attribute)
        if tid not in items:
            return
        setattr(economy, self.attribute, [t for t in items if t != tid])
        self.propose(economy, self.removed_text(self.name_of(tid)), (tid,))


class RoadTool(_OneEachTool):
    name = "road"
    what = "road"
    attribute = "roads"

    @staticmethod
    def title() -> str:
        return translate("EconomyTools", "Road")

    @staticmethod
    def tip() -> str:
        return translate("EconomyTools", "Click a country to build roads there (one a country); right-click "
                                         "takes them away")

    def built_text(self, territory: str) -> str:
        return translate("EconomyTools", "Build Roads in {territory}").format(territory=territory)

    def removed_text(self, territory: str) -> str:
        return translate("EconomyTools", "Remove the Roads from {territory}").format(territory=territory)


class FortificationTool(_OneEachTool):
    name = "fortification"
    what = "fortification"
    attribute = "fortifications"

    @staticmethod
    def title() -> str:
        return translate("EconomyTools", "Fortification")

    @staticmethod
    def tip() -> str:
        return translate("EconomyTools", "Click a country to fortify it (once); right-click takes the "
                                         "fortification away")

    def built_text(self, territory: str) -> str:
        return translate("EconomyTools", "Fortify {territory}").format(territory=territory)

    def removed_text(self, territory: str) -> str:
        return translate("EconomyTools", "Remove the Fortification from {territory}").format(territory=territory)


class CanalTool(_OneEachTool):
    name = "canal"
    what = "canal"
    attribute = "canals"

    @staticmethod
    def title() -> str:
        return translate("EconomyTools", "Canal")

    @staticmethod
    def tip() -> str:
        return translate("EconomyTools", "Click a country marked for canals (with roads) to build a canal; "
                                         "right-click takes it away")

    def built_text(self, territory: str) -> str:
        return translate("EconomyTools", "Build a Canal in {territory}").format(territory=territory)

    def removed_text(self, territory: str) -> str:
        return translate("EconomyTools", "Remove the Canal from {territory}").format(territory=territory)


class NaviesTool(NumberTyping, EconomyTool):
    """Navies at sea: click +1 of the chosen player, Shift+click −1, or type a number over a
    water; right-click takes the water's navies away."""

    name = "navies"
    what = "navies"

    def __init__(self, context: EditorContext, choice: SetupChoice) -> None:
        super().__init__(context, choice)
        self._start_typing()

    @staticmethod
    def title() -> str:
        return translate("EconomyTools", "Navies")

    @staticmethod
    def tip() -> str:
        return translate("EconomyTools", "Click a water: one navy more of the chosen player; Shift+click: one "
                                         "less; or type a number over it; right-click: none")

    def mouse_move(self, event: ToolEvent) -> bool:
        under = self.territory_at(event)
        if under != self._under:
            self._under = under
            self._end_typing()
        return False  # the view still shows the hover

    def mouse_press(self, event: ToolEvent) -> bool:
        self._under = self.territory_at(event)
        self._end_typing()
        return super().mouse_press(event)

    def place(self, tid: str, event: ToolEvent) -> None:
        navies = self.document.scenario.economy.navies if self.document.scenario.economy else {}
        current = navies.get(tid, (self.choice.player, 0))
        count = current[1] if current[0] == self.choice.player else 0
        self.set_navies(tid, count - 1 if event.shift else count + 1)

    def remove(self, tid: str, event: ToolEvent) -> None:
        economy = self.economy()
        if tid not in economy.navies:
            return
        player, _count = economy.navies.pop(tid)
        self.propose(economy, translate("EconomyTools", "Remove {player}'s Navies from {territory}").format(
            player=self.player_name(player), territory=self.name_of(tid)), (tid,))

    def key_press(self, event: QKeyEvent) -> bool:
        return self.typed_key(event) or super().key_press(event)

    def set_count(self, territory: str, count: int, stroke: object | None = None) -> bool:
        return self.set_navies(territory, min(count, MAX_NAVIES), stroke)

    def set_navies(self, tid: str, count: int, stroke: object | None = None) -> bool:
        """The chosen player's navies in ``tid`` set to ``count`` (0: none), if the checks allow."""
        if not self.has_player():
            return False
        player = self.choice.player
        economy = self.economy()
        there = economy.navies.get(tid)
        if there is not None and there[0] != player:
            # One player's units in a water at the start: the checks' own words.
            self.say_problem(economy_problem("sea-shared", (tid,), territory=self.name_of(tid),
                                             first=self.player_name(there[0]), second=self.player_name(player)))
            return False
        if count <= 0:
            if there is None:
                return False
            del economy.navies[tid]
            text = translate("EconomyTools", "Remove {player}'s Navies from {territory}").format(
                player=self.player_name(player), territory=self.name_of(tid))
            return self.propose(economy, text, (tid,), stroke)
        if there == (player, count):
            return False
        economy.navies[tid] = (player, count)
        text = translate("EconomyTools", "{territory}: {navies} of {player}").format(
            territory=self.name_of(tid), navies=play_counts().navies(count), player=self.player_name(player))
        return self.propose(economy, text, (tid,), stroke)


TOOL_CLASSES: tuple[type[EconomyTool], ...] = (
    CapitalTool, ArmyBaseTool, NavyBaseTool, RoadTool, FortificationTool, CanalTool, NaviesTool)
# Letters the window does not use (Setup: O, T, H; F5, F7, F1 and Ctrl+… for the menus).
TOOL_KEYS = {"capital": "C", "armyBase": "B", "navyBase": "N", "road": "R", "fortification": "F",
             "canal": "L", "navies": "V"}
