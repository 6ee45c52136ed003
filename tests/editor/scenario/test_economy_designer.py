"""Designing an MU economy scenario in the scenario designer (issue 34, item 1): the Economy
dock and its tools, driven by real mouse clicks on classic-mu, undo to a byte-identical
file, every refusal in words with nothing changed, and F5 starting exactly what was designed.

The scenario is a fixed economy setup on classic-mu: Ada (orange) holds Western Europe and
Great Britain, Basil (blue) Egypt and North Africa, with capitals, bases, roads, a canal,
navy bases and navies at sea.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from editor.scenario.scenario_document import ScenarioDocument
from editor.scenario.scenario_window import ScenarioWindow
from engine.board import load_map
from engine.core.game import Game
from engine.scenario.game_setup import game_setup
from engine.scenario.model import EconomySetup, SetupKind
from engine.scenario.scenario_format import load_scenario
from engine.scenario.validation import validate_scenario

LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
NO_KEYS, SHIFT = Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier

SCENARIO = """\
format: worldsmith-scenario
schema: 1
name: 'MU economy: two capitals'
map: classic-mu
ruleset: economy
players:
- name: Ada
  colour: '#e69f00'
  controller: heuristic
- name: Basil
  colour: '#56b4e9'
  controller: heuristic
setup: fixed
fixed:
  territories:
    western-europe: {owner: Ada, troops: 6}
    great-britain: {owner: Ada, troops: 3}
    egypt: {owner: Basil, troops: 6}
    north-africa: {owner: Basil, troops: 4}
economy:
  money: {Ada: 60, Basil: 40}
  influence-cards: {Ada: 1}
  capitals: {Ada: western-europe, Basil: egypt}
  bases: [western-europe, egypt]
  roads: [egypt]
  fortifications: [western-europe]
  canals: [egypt]
  navy-bases: [western-europe:western-europe-coast, egypt:egypt-mediterranean-coast]
  navies:
    western-europe-coast: {owner: Ada, navies: 2}
    egypt-red-sea-coast: {owner: Basil, navies: 1}
"""


@pytest.fixture
def scenario_path(tmp_path) -> Path:
    path = tmp_path / "economy.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    return path


class Designer:
    """A designer window on the economy scenario, clicking territories by id."""

    def __init__(self, window: ScenarioWindow) -> None:
        self.window = window
        self.view = window.view
        self.panel = window.economy_panel

    @property
    def document(self) -> ScenarioDocument:
        return self.window.document()

    @property
    def economy(self) -> EconomySetup:
        return self.document.scenario.economy

    @property
    def stack(self):
        return self.document.undo_stack

    def status(self) -> str:
        return self.window.statusBar().currentMessage()

    def point(self, tid: str) -> QPointF:
        """A point of ``tid`` the scene finds it under (its label point if that will do)."""
        board = self.document.board
        x, y = board.territory(tid).label
        scene = self.window.scene
        if scene.territory_at(QPointF(x, y)) != tid:
            inside = board.shape(tid).representative_point()
            x, y = inside.x, inside.y
        assert scene.territory_at(QPointF(x, y)) == tid
        return QPointF(x, y)

    def click(self, tid: str, button=LEFT, modifiers=NO_KEYS) -> None:
        point = self.point(tid)
        self.view.centerOn(point)
        QTest.mouseClick(self.view.viewport(), button, modifiers, self.view.mapFromScene(point))

    def use(self, tool: str) -> None:
        self.panel.choose_tool(tool)
        assert self.view.tool() is self.panel.tools[tool]

    def save_bytes(self, path: Path) -> bytes:
        self.document.save(path)
        return path.read_bytes()


@pytest.fixture
def designer(qtbot, settings, scenario_path) -> Designer:
    document, warnings = ScenarioDocument.open(scenario_path)
    assert warnings == []
    window = ScenarioWindow(document, settings=settings)
    qtbot.addWidget(window, before_close_func=lambda w: w.document().undo_stack.setClean())
    window.show()
    qtbot.waitExposed(window)
    window.view.set_zoom(1.0)
    return Designer(window)


# -- the dock --------------------------------------------------------------------------------------------
def test_the_economy_dock_is_shown_for_the_economy_rules_only(designer):
    window = designer.window
    assert window.docks["economyDock"].isVisible()
    assert window.docks["economyDock"].widget() is designer.panel
    assert window.report().problems == []  # the scenario as written is clean
    designer.document.set_properties(ruleset="classic")
    assert not window.docks["economyDock"].isVisible()
    assert not window.docks["economyDock"].toggleViewAction().isEnabled()
    assert not any(a.isEnabled() for a in designer.panel.tool_actions.values())
    assert designer.window.economy_layer.all_items() == []  # not drawn for rules that ignore it
    designer.document.set_properties(ruleset="economy")
    assert window.docks["economyDock"].isVisible()
    assert designer.window.economy_layer.icon_kinds("egypt")[:2] == [("capital", 1), ("army-base", 1)]


def test_the_tool_keys_clash_with_no_other_key_of_the_window(designer):
    seen: dict[str, list[str]] = {}
    for action in designer.window.findChildren(QAction):
        for sequence in action.shortcuts():
            seen.setdefault(sequence.toString(), []).append(action.objectName())
    clashes = {key: names for key, names in seen.items() if len(set(names)) > 1}
    assert clashes == {}
    keys = {a.objectName(): a.shortcut().toString() for a in designer.panel.tool_actions.values()}
    assert keys == {"economyTool.capital": "C", "economyTool.armyBase": "B", "economyTool.navyBase": "N",
                    "economyTool.road": "R", "economyTool.fortification": "F", "economyTool.canal": "L",
                    "economyTool.navies": "V"}
    QTest.keyClick(designer.view, Qt.Key.Key_N)  # the key picks the tool wherever the focus is
    assert designer.view.tool() is designer.panel.tools["navyBase"]
    designer.window.setup_panel.choose_tool("owner")  # one tool on the map at a time
    assert designer.view.tool() is designer.window.setup_panel.tools["owner"]
    assert designer.panel.tool_group.checkedAction() is None


# -- the tools: place, remove, undo to the same bytes -------------------------------------------------------
def test_every_tool_places_and_removes_in_one_undo_step_each(designer, tmp_path):
    before = designer.save_bytes(tmp_path / "before.yaml")
    d = designer
    steps = [
        # (tool, click, what the economy section then has)
        ("capital", ("great-britain", LEFT), lambda e: e.capitals[0] == "great-britain"),
        ("capital", ("great-britain", RIGHT), lambda e: 0 not in e.capitals),
        ("armyBase", ("great-britain", LEFT), lambda e: e.bases.count("great-britain") == 1),
        ("armyBase", ("great-britain", LEFT), lambda e: e.bases.count("great-britain") == 2),
        ("armyBase", ("great-britain", RIGHT), lambda e: e.bases.count("great-britain") == 1),
        ("navyBase", ("great-britain-coast", LEFT),
         lambda e: e.navy_bases.count("great-britain:great-britain-coast") == 1),
        ("navyBase", ("great-britain", RIGHT), lambda e: "great-britain:great-britain-coast" not in e.navy_bases),
        ("road", ("western-europe", LEFT), lambda e: e.roads == ["egypt", "western-europe"]),
        ("road", ("western-europe", RIGHT), lambda e: e.roads == ["egypt"]),  # a right-click takes it away
        ("fortification", ("north-africa", LEFT), lambda e: "north-africa" in e.fortifications),
        ("fortification", ("north-africa", RIGHT), lambda e: "north-africa" not in e.fortifications),
        ("canal", ("egypt", RIGHT), lambda e: e.canals == []),
        ("canal", ("egypt", LEFT), lambda e: e.canals == ["egypt"]),
        ("navies", ("western-europe-coast", LEFT), lambda e: e.navies["western-europe-coast"] == (0, 3)),
        ("navies", ("western-europe-coast", RIGHT), lambda e: "western-europe-coast" not in e.navies),
    ]
    for number, (tool, (tid, button), holds) in enumerate(steps, start=1):
        d.use(tool)
        d.click(tid, button)
        assert holds(d.economy), (tool, tid, d.status())
        assert d.stack.count() == number, (tool, tid, d.status())
    # Every step undone: the file is what it was, byte for byte.
    while d.stack.canUndo():
        d.stack.undo()
    assert d.save_bytes(tmp_path / "after.yaml") == before


def test_the_capital_moves_and_the_map_draws_it(designer):
    d = designer
    d.use("capital")
    d.click("great-britain")
    assert d.economy.capitals == {0: "great-britain", 1: "egypt"}
    assert d.stack.undoText() == "Move Ada's Capital to Great Britain"
    layer = d.window.economy_layer
    assert ("capital", 1) in layer.icon_kinds("great-britain")
    assert ("capital", 1) not in layer.icon_kinds("western-europe")
    assert d.panel.rows[0].capital.text() == "Great Britain"
    d.stack.undo()
    assert d.panel.rows[0].capital.text() == "Western Europe"


def test_a_navy_base_on_a_country_with_several_coasts_asks_which(designer):
    d = designer
    asked = []
    tool = d.panel.tools["navyBase"]
    tool.ask_coast = lambda country, waters: asked.append((country, waters)) or "egypt-red-sea-coast"
    d.use("navyBase")
    d.click("egypt")
    assert asked == [("egypt", ["egypt-mediterranean-coast", "egypt-red-sea-coast"])]
    assert d.economy.navy_bases.count("egypt:egypt-red-sea-coast") == 1
    tool.ask_coast = lambda country, waters: None  # the menu closed without a choice: nothing changes
    d.click("egypt")
    assert d.stack.count() == 1
    layer = d.window.economy_layer
    bases = [i for i in layer.icons_of("egypt") if i.kind == "navy-base"]
    assert sorted(i.water for i in bases) == ["egypt-mediterranean-coast", "egypt-red-sea-coast"]
    zoom = d.view.zoom_factor()
    for icon in bases:  # each stands on its own coast: its plate touches the country and that water
        half = icon.pixels() / 2 / zoom
        centre = _point(icon.pos() + icon.offset() / zoom)
        assert d.document.board.shape(icon.water).distance(centre) <= half, icon.water
        assert d.document.board.shape("egypt").distance(centre) <= half, icon.water


def test_navies_click_shift_click_and_typed(designer):
    d = designer
    d.use("navies")
    d.click("great-britain-coast")
    assert d.economy.navies["great-britain-coast"] == (0, 1)
    d.click("great-britain-coast", LEFT, SHIFT)
    assert "great-britain-coast" not in d.economy.navies
    d.click("great-britain-coast")
    QTest.keyClicks(d.view.viewport(), "12")  # typed over the water: one step for the number
    assert d.economy.navies["great-britain-coast"] == (0, 12)
    assert d.stack.count() == 4 and d.stack.undoText() == "Great Britain Coast: 12 navies of Ada"
    assert d.window.economy_layer.stack("great-britain-coast").chips()[0].count == 12


# -- refusals: nothing changes, the status bar says why --------------------------------------------------------
REFUSALS = [
    ("capital", "western-europe-coast", "A capital in Western Europe Coast: it stands in a country, not at sea"),
    ("capital", "ukraine", "A capital of Ada in Ukraine, which Ada does not hold"),
    ("armyBase", "north-africa-coast", "An army base in North Africa Coast: it stands in a country, not at sea"),
    ("navyBase", "irkutsk", "Irkutsk has no coast: a navy base stands on a border between a country and a water"),
    ("canal", "western-europe", "Western Europe is not marked for canals on the map"),
    ("canal", "central-america", "The canal in Central America needs a road there"),
    ("road", "egypt", "Egypt has a road twice: a country has one at most"),  # a second road: "one at most"
    ("navies", "great-britain", "Navies in Great Britain: navies start at sea"),
    ("navies", "egypt-red-sea-coast", "Egypt Red Sea Coast holds units of Basil and Ada at the start"),
]


def test_a_refused_placement_changes_nothing_and_says_why(designer, tmp_path):
    d = designer
    before = d.save_bytes(tmp_path / "before.yaml")
    for tool, tid, message in REFUSALS:
        d.use(tool)
        d.click(tid)
        assert (tool, tid, d.status()) == (tool, tid, message)
        assert d.stack.count() == 0
    # Taking the road from under the canal (a right-click removes).
    d.use("road")
    d.click("egypt", RIGHT)
    assert d.status() == "The canal in Egypt needs a road there" and d.stack.count() == 0
    # Navies beside another player's armies at sea.
    fixed = d.document.scenario.fixed
    fixed.owners["great-britain-coast"], fixed.troops["great-britain-coast"] = 1, 2  # Basil's armies
    d.use("navies")
    d.click("great-britain-coast")
    assert d.status() == "Great Britain Coast holds units of Basil and Ada at the start"
    del fixed.owners["great-britain-coast"], fixed.troops["great-britain-coast"]
    # A start that deals the countries gives the capitals too: a designed one could land in another's.
    d.document.set_setup_kind(SetupKind.RANDOM)
    d.document.scenario.economy.capitals.clear()
    d.use("capital")
    d.click("egypt")
    assert d.status() == "Ada's capital is the draft start's to give: design capitals with a fixed setup"
    assert d.stack.count() == 0
    d.document.set_setup_kind(SetupKind.FIXED)
    d.document.scenario.economy.capitals.update({0: "western-europe", 1: "egypt"})
    assert d.save_bytes(tmp_path / "after.yaml") == before


# -- units at sea with the Setup tools ---------------------------------------------------------------------
def test_the_owner_and_troop_tools_paint_waters_for_the_economy(designer):
    d = designer
    d.window.setup_panel.choose_tool("owner")
    d.click("great-britain-coast")
    assert d.document.scenario.fixed.owners["great-britain-coast"] == 0
    d.window.setup_panel.choose_tool("troops")
    d.click("great-britain-coast")
    assert d.document.scenario.fixed.troops["great-britain-coast"] == 2
    stack = d.window.economy_layer.stack("great-britain-coast")  # armies at sea are drawn
    assert [(c.kind, c.count) for c in stack.chips()] == [("army", 2)]
    d.document.set_properties(ruleset="classic")  # classic: water stays unpainted
    d.window.setup_panel.choose_tool("owner")
    d.click("north-atlantic" if d.document.board.has_territory("north-atlantic") else "egypt-red-sea-coast")
    assert d.stack.count() == 2


# -- the panel: money and cards ---------------------------------------------------------------------------
def test_money_and_cards_are_edited_one_step_each(designer, tmp_path):
    d = designer
    before = d.save_bytes(tmp_path / "before.yaml")
    money = d.panel.rows[1].money
    money.setFocus()
    money.lineEdit().selectAll()
    QTest.keyClicks(money, "1250")
    QTest.keyClick(money, Qt.Key.Key_Return)
    assert d.economy.money[1] == 1250 and d.stack.count() == 1
    QTest.keyClick(money, Qt.Key.Key_Up)
    QTest.keyClick(money, Qt.Key.Key_Up)  # arrow steps of one edit: one undo step
    assert d.economy.money[1] == 1252 and d.stack.count() == 2
    money.setValue(-1)  # the lowest value: as the start deals
    assert 1 not in d.economy.money
    cards = d.panel.rows[1].cards
    cards.setValue(3)
    cards.editingFinished.emit()
    assert d.economy.cards == {0: 1, 1: 3}
    cards.setValue(42)  # with Ada's card, one more than the deck (42 countries) has
    assert d.status() == "The start deals 43 cards, and the deck has 42"
    assert d.economy.cards == {0: 1, 1: 3} and cards.value() == 3
    while d.stack.canUndo():
        d.stack.undo()
    assert d.save_bytes(tmp_path / "after.yaml") == before


def test_saving_and_reopening_gives_the_same_scenario(designer, tmp_path):
    d = designer
    d.use("armyBase")
    d.click("north-africa")
    d.use("navyBase")
    d.click("north-africa-coast")
    d.panel.set_money(0, 75)
    path = tmp_path / "saved.yaml"
    assert d.window.save_as(path)
    reopened = load_scenario(path).scenario
    assert reopened.economy == d.document.scenario.economy
    assert reopened.fixed == d.document.scenario.fixed
    assert reopened.economy.navy_bases[-1] == "north-africa:north-africa-coast"


# -- F5 starts exactly the designed board --------------------------------------------------------------------
def _point(point: QPointF):
    from shapely.geometry import Point

    return Point(point.x(), point.y())


def assert_started_as_designed(state, board, scenario, opening_events) -> None:
    from engine.rules.economy.events import IncomeReceived

    income = {e.player: e.income for e in opening_events if isinstance(e, IncomeReceived)}
    ids = [t.id for t in board.territories]
    index = {tid: i for i, tid in enumerate(ids)}
    economy = scenario.economy
    for player, amount in economy.money.items():  # the first round's income is collected at the start
        assert state.players[player].money == amount + income.get(player, 0)
    for player, count in economy.cards.items():
        assert len(state.players[player].cards) == count
    for player, tid in economy.capitals.items():
        assert state.players[player].capital == index[tid]
    for tid in set(economy.bases):
        assert state.army_bases[index[tid]] == economy.bases.count(tid)
    for attribute in ("roads", "fortifications", "canals"):
        marked = {ids[t] for t, value in enumerate(getattr(state, attribute)) if value}
        assert marked == set(getattr(economy, attribute)), attribute
    bases = {f"{ids[int(a)]}:{ids[int(b)]}": n for key, n in state.navy_bases.items() for a, b in [key.split(":")]}
    assert bases == {border: economy.navy_bases.count(border) for border in economy.navy_bases}
    for water, (player, count) in economy.navies.items():
        assert state.navy[player][index[water]] == count and state.owner[index[water]] == player
    for tid, owner in scenario.fixed.owners.items():
        assert state.owner[index[tid]] == owner
        assert state.army[owner][index[tid]] == scenario.fixed.troops[tid]


def test_the_engine_starts_every_designed_item(scenario_path):
    loaded = load_scenario(scenario_path)
    board = load_map(loaded.map_path()).board
    assert validate_scenario(loaded.scenario, board).problems == []
    game = Game(board, game_setup(loaded.scenario, board, 3))
    assert_started_as_designed(game.state, board, loaded.scenario, game.opening_events)


def test_f5_opens_the_economy_window_on_the_designed_board(designer, boxes, monkeypatch, tmp_path):
    from editor.play import launch as play_launch
    from editor.play.economy.window import EconomyPlayWindow
    from tests.editor.play.helpers import close_quietly

    monkeypatch.setattr(play_launch, "default_autosave_path", lambda: tmp_path / "autosave.yaml")
    d = designer
    d.use("navies")
    d.click("north-africa-coast")  # one more thing designed in the window
    d.use("armyBase")
    d.click("great-britain")
    game = d.window.play()
    try:
        assert isinstance(game, EconomyPlayWindow) and game.isVisible()
        assert game.controller.game.board is d.document.board
        played = game.controller.game
        assert_started_as_designed(played.state, d.document.board, d.document.scenario, played.opening_events)
        assert boxes.calls == []
    finally:
        if isinstance(game, EconomyPlayWindow):
            close_quietly(game)
            game.close()



# -- found by the independent check of the designer (issue 34) --------------------------------------------
def test_rebuilding_the_economy_rows_leaves_no_widget_floating(designer, qtbot):
    """The rows of a removed seat were left visible as windows of their own at the screen's corner."""
    d = designer
    d.window.scenario_panel.add_player()
    d.window.scenario_panel.remove_player(2)
    qtbot.wait(10)
    floating = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not d.window]
    assert floating == []


def test_the_owner_tool_refuses_a_water_with_another_players_navies(designer):
    d = designer  # Basil's navy sails in Egypt Red Sea Coast
    d.window.setup_panel.choose_player(0)
    d.window.setup_panel.choose_tool("owner")
    d.click("egypt-red-sea-coast")
    assert d.status() == "Egypt Red Sea Coast holds navies of Basil: a water starts with one player's units"
    assert "egypt-red-sea-coast" not in d.document.scenario.fixed.owners and d.stack.count() == 0


def test_the_hq_tool_is_legacys_only(designer):
    panel = designer.window.setup_panel
    assert not panel.tool_buttons["hq"].isVisibleTo(panel) and not panel.tool_actions["hq"].isEnabled()


def test_two_people_dealt_influence_cards_start_behind_the_cover(tmp_path, boxes, monkeypatch, qtbot):
    """Hot-seat: the cards a scenario deals are secret from the first screen on — two people at
    the desk see the hand-off cover, not the first player's cards."""
    from editor.play import launch as play_launch
    from tests.editor.play.helpers import close_quietly

    monkeypatch.setattr(play_launch, "default_autosave_path", lambda: tmp_path / "autosave.yaml")
    path = tmp_path / "two.yaml"
    path.write_text(SCENARIO.replace("controller: heuristic", "controller: human")
                    .replace("influence-cards: {Ada: 1}", "influence-cards: {Ada: 1, Basil: 2}"), encoding="utf-8")
    game = play_launch.open_scenario(path)
    try:
        game.show()
        qtbot.waitUntil(lambda: game.findChild(QWidget, "handoffScreen") is not None
                        and game.findChild(QWidget, "handoffScreen").isVisible(), timeout=3000)
        shown = [w.text() for w in game.findChildren(QLabel) if w.isVisible()]
        assert not any("Influence cards" in text for text in shown)
    finally:
        close_quietly(game)
        game.close()


def test_a_refusal_is_shown_at_the_mouse_too(designer, monkeypatch):
    """The reason was in the status bar only, easy to miss (the independent check)."""
    from editor.scenario import setup_tools

    shown = []
    monkeypatch.setattr(setup_tools.QToolTip, "showText", lambda _pos, text, _widget=None: shown.append(text))
    designer.use("capital")
    designer.click("western-europe-coast")
    assert shown == ["A capital in Western Europe Coast: it stands in a country, not at sea"]
