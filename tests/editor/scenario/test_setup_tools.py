"""The fixed-setup tools in the designer window, driven by real mouse and key events.

The map is a grid of six squares (a b c over d e f, neighbours connected); the scenario is
a classic one with three players and a fixed setup, so the tools are on.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QColor, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from editor.play.colours import UNOWNED, seat_colour
from editor.scenario.commands import SetFixedSetup, SetSetupKind
from editor.scenario.scenario_document import ScenarioDocument
from editor.scenario.scenario_window import ScenarioWindow
from editor.scenario.setup_tools import deal_evenly
from engine.board import Board, Continent, MapMetadata
from engine.campaign.pieces import MarkKind
from engine.campaign.world import Mark
from engine.campaign.world_format import new_world
from engine.rules.classic import default_starting_armies
from engine.scenario.model import FixedSetup, Scenario, ScenarioPlayer, SetupKind
from tests.support.boards import border, square

LEFT, RIGHT, NONE = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton, Qt.MouseButton.NoButton
NO_KEYS, SHIFT = Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier
CENTRE = {tid: (x + 50.0, y + 50.0) for tid, x, y in
          (("a", 0, 0), ("b", 100, 0), ("c", 200, 0), ("d", 0, 100), ("e", 100, 100), ("f", 200, 100))}


def grid_board() -> Board:
    territories = [square(tid, x - 50, y - 50) for tid, (x, y) in CENTRE.items()]
    connections = [border(a, b) for a, b in ("ab", "bc", "de", "ef", "ad", "be", "cf")]
    return Board(MapMetadata("Grid", 300, 200, mark_radius=10), [Continent("main", "Mainland", "#88aa55", 3)],
                 territories, connections)


def grid_scenario(setup: SetupKind = SetupKind.FIXED) -> Scenario:
    players = [ScenarioPlayer("Ann", "#e69f00"), ScenarioPlayer("Bob", "#56b4e9"), ScenarioPlayer("Cy", "#009e73")]
    return Scenario("Grid war", "grid.yaml", players=players, setup=setup)


class Designer:
    """A designer window on the grid, with mouse helpers in map units."""

    def __init__(self, window: ScenarioWindow) -> None:
        self.window = window
        self.view = window.view
        self.document = window.document()
        self.panel = window.setup_panel

    @property
    def fixed(self):
        return self.document.scenario.fixed

    @property
    def stack(self):
        return self.document.undo_stack

    def status(self) -> str:
        return self.window.statusBar().currentMessage()

    def px(self, tid: str, dx: float = 0.0, dy: float = 0.0) -> QPoint:
        x, y = CENTRE[tid]
        return self.view.mapFromScene(QPointF(x + dx, y + dy))

    def send(self, kind, pixel: QPoint, button, buttons, modifiers=NO_KEYS) -> None:
        viewport = self.view.viewport()
        event = QMouseEvent(kind, QPointF(pixel), QPointF(viewport.mapToGlobal(pixel)), button, buttons, modifiers)
        QApplication.sendEvent(viewport, event)

    def click(self, tid: str, button=LEFT, modifiers=NO_KEYS) -> None:
        QTest.mouseClick(self.view.viewport(), button, modifiers, self.px(tid))

    def drag(self, *tids: str, button=LEFT) -> None:
        """Press on the first territory, move through the others (and between them), release."""
        self.send(QEvent.Type.MouseButtonPress, self.px(tids[0]), button, button)
        for tid in tids[1:]:
            self.send(QEvent.Type.MouseMove, self.px(tid, -30), NONE, button)
            self.send(QEvent.Type.MouseMove, self.px(tid), NONE, button)
        self.send(QEvent.Type.MouseButtonRelease, self.px(tids[-1]), button, NONE)

    def hover(self, tid: str) -> None:
        self.send(QEvent.Type.MouseMove, self.px(tid), NONE, NONE)

    def use(self, tool: str, player: int = 0) -> None:
        self.panel.choose_player(player)
        self.panel.choose_tool(tool)
        assert self.view.tool() is self.panel.tools[tool]


@pytest.fixture
def make_designer(qtbot, tmp_path):
    def make(scenario: Scenario | None = None) -> Designer:
        document = ScenarioDocument(scenario or grid_scenario(), grid_board())
        window = ScenarioWindow(document, settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        # Nothing to save when pytest-qt closes it: closing asks nothing.
        qtbot.addWidget(window, before_close_func=lambda w: w.document().undo_stack.setClean())
        window.show()
        qtbot.waitExposed(window)
        return Designer(window)

    return make


@pytest.fixture
def designer(make_designer) -> Designer:
    return make_designer()


# -- owners -----------------------------------------------------------------------------------------
def test_painting_three_territories_in_one_stroke_is_one_undo_step(designer):
    designer.use("owner", player=1)
    designer.drag("a", "b", "c")
    assert designer.fixed.owners == {"a": 1, "b": 1, "c": 1}
    assert designer.fixed.troops == {"a": 1, "b": 1, "c": 1}  # an owner brings at least one troop
    assert designer.stack.count() == 1
    assert "Bob" in designer.stack.text(0)
    designer.stack.undo()
    assert designer.fixed.owners == {}
    designer.stack.redo()
    assert designer.fixed.owners == {"a": 1, "b": 1, "c": 1}


def test_a_second_stroke_is_another_step_and_right_button_clears(designer):
    designer.use("owner", player=0)
    designer.drag("a", "b")
    designer.panel.choose_player(2)
    designer.click("e")
    assert designer.fixed.owners == {"a": 0, "b": 0, "e": 2}
    assert designer.stack.count() == 2
    designer.click("a", button=RIGHT)
    assert "a" not in designer.fixed.owners and "a" not in designer.fixed.troops
    assert "no owner" in designer.status()
    assert designer.stack.count() == 3


def test_repainting_keeps_the_troops(designer):
    designer.use("owner", player=0)
    designer.click("a")
    designer.use("troops")
    designer.click("a")
    designer.click("a")
    designer.use("owner", player=1)
    designer.click("a")
    assert designer.fixed.owners["a"] == 1 and designer.fixed.troops["a"] == 3


# -- troops -----------------------------------------------------------------------------------------
def test_click_adds_shift_click_removes_never_below_one(designer):
    designer.use("owner")
    designer.click("d")
    designer.use("troops")
    designer.click("d")
    designer.click("d")
    assert designer.fixed.troops["d"] == 3
    for _ in range(3):
        designer.click("d", modifiers=SHIFT)
    assert designer.fixed.troops["d"] == 1
    assert "at least one troop" in designer.status()


def test_typing_a_number_over_a_territory_sets_its_troops_in_one_step(designer):
    designer.use("owner")
    designer.click("e")
    designer.use("troops")
    steps = designer.stack.count()
    designer.hover("e")
    QTest.keyClick(designer.view, Qt.Key.Key_1)
    QTest.keyClick(designer.view, Qt.Key.Key_2)
    assert designer.fixed.troops["e"] == 12
    assert designer.stack.count() == steps + 1
    designer.stack.undo()
    assert designer.fixed.troops["e"] == 1


def test_troops_need_an_owner(designer):
    designer.use("troops")
    designer.click("f")
    assert "f" not in designer.fixed.troops
    assert "no owner" in designer.status()
    assert designer.stack.count() == 0


# -- HQs ----------------------------------------------------------------------------------------------
def paint(designer: Designer, **owners: int) -> None:
    designer.use("owner")
    for tid, player in owners.items():
        designer.panel.choose_player(player)
        designer.click(tid)


def test_an_hq_goes_in_a_territory_its_player_owns(designer):
    paint(designer, a=0, c=1)
    designer.use("hq", player=0)
    designer.click("c")
    assert designer.fixed.hqs == {}
    assert "does not own" in designer.status()
    designer.click("a")
    assert designer.fixed.hqs == {0: "a"}


def test_an_hq_next_to_another_hq_is_refused_with_a_message(designer):
    paint(designer, a=0, b=1, f=1)
    designer.use("hq", player=0)
    designer.click("a")
    designer.use("hq", player=1)
    steps = designer.stack.count()
    designer.click("b")
    assert designer.fixed.hqs == {0: "a"}
    assert designer.status() == "Bob's HQ cannot go in B: it would be next to Ann's HQ in A"
    assert designer.stack.count() == steps
    designer.click("f")  # not next to a
    assert designer.fixed.hqs == {0: "a", 1: "f"}


def test_clicking_elsewhere_moves_the_hq_and_right_click_removes_it(designer):
    paint(designer, a=0, e=0)
    designer.use("hq", player=0)
    designer.click("a")
    designer.click("e")
    assert designer.fixed.hqs == {0: "e"}
    assert "Move" in designer.stack.text(designer.stack.count() - 1)
    designer.click("e", button=RIGHT)
    assert designer.fixed.hqs == {}


def test_giving_an_hq_territory_away_removes_that_hq(designer):
    paint(designer, a=0)
    designer.use("hq", player=0)
    designer.click("a")
    paint(designer, a=1)
    assert designer.fixed.hqs == {}


# -- the panel ----------------------------------------------------------------------------------------
def test_tools_work_only_in_a_fixed_setup(make_designer):
    designer = make_designer(grid_scenario(SetupKind.RANDOM))
    panel = designer.panel
    assert not panel.tool_actions["owner"].isEnabled()
    assert panel.use_fixed.isVisibleTo(panel)
    panel.choose_tool("owner")
    assert designer.view.tool() is None
    QTest.mouseClick(panel.use_fixed, LEFT)
    assert designer.document.scenario.setup is SetupKind.FIXED
    assert panel.tool_actions["owner"].isEnabled()
    assert designer.view.tool() is panel.tools["owner"]
    designer.stack.undo()
    assert designer.view.tool() is None


def test_deal_at_random_fills_the_map_evenly_in_one_step(designer):
    QTest.mouseClick(designer.panel.deal_button, LEFT)
    fixed = designer.fixed
    assert set(fixed.owners) == set(CENTRE)
    held = [sorted(t for t, o in fixed.owners.items() if o == p) for p in range(3)]
    assert [len(h) for h in held] == [2, 2, 2]
    armies = default_starting_armies(3, 6)
    assert all(sum(fixed.troops[t] for t in h) == armies for h in held)
    assert designer.stack.count() == 1
    assert deal_evenly(designer.document, designer.panel.seed.value()).owners == fixed.owners  # seeded


def test_deal_at_random_keeps_the_hqs_already_placed_and_says_so(designer):
    """Issue 10: Deal at Random silently removed the HQs already placed."""
    paint(designer, a=0, e=1)
    designer.use("hq", player=0)
    designer.click("a")
    designer.use("hq", player=1)
    designer.click("e")
    assert designer.fixed.hqs == {0: "a", 1: "e"}
    for seed in (1, 2, 3, 4):
        designer.panel.seed.setValue(seed)
        QTest.mouseClick(designer.panel.deal_button, LEFT)
        fixed = designer.fixed
        assert fixed.hqs == {0: "a", 1: "e"}
        assert fixed.owners["a"] == 0 and fixed.owners["e"] == 1
        held = [sorted(t for t, o in fixed.owners.items() if o == p) for p in range(3)]
        assert [len(h) for h in held] == [2, 2, 2]  # still an even deal
        assert "HQs kept where they stood, each territory dealt to its player: Ann's in A, Bob's in E." \
            in designer.status()
        designer.stack.undo()


def test_an_hq_that_cannot_stay_is_named_when_dealing(designer):
    # Cy's HQ in a territory this map does not have (a scenario edited by hand, say).
    designer.stack.push(SetFixedSetup(designer.document, FixedSetup({"a": 0}, {"a": 1}, {0: "a", 2: "atlantis"}),
                                      "setup"))
    QTest.mouseClick(designer.panel.deal_button, LEFT)
    assert designer.fixed.hqs == {0: "a"}
    assert "HQs kept where they stood, each territory dealt to its player: Ann's in A." in designer.status()
    assert "HQs removed, as they could not stay: Cy's in atlantis." in designer.status()


def test_dealing_without_hqs_is_the_plain_deal_round_the_table(designer):
    fixed = deal_evenly(designer.document, 7)
    assert fixed.hqs == {}
    assert deal_evenly(designer.document, 7, {}).owners == fixed.owners


# -- the layer on the map -------------------------------------------------------------------------------
def test_owners_troops_and_hqs_are_drawn(designer):
    layer = designer.window.setup_layer
    paint(designer, a=0, b=1)
    designer.use("troops")
    designer.click("a")
    designer.use("hq", player=0)
    designer.click("a")
    assert layer.territory_colour("a") == seat_colour("#e69f00", 0)
    assert layer.territory_colour("b") == QColor("#56b4e9")
    assert layer.territory_colour("c") == QColor(UNOWNED)
    assert layer.badge("a").count() == 2 and layer.badge("b").count() == 1
    assert layer.badge("c") is None
    marker = layer.hq_marker(0)
    assert marker is not None and marker.territory == "a"
    designer.stack.push(SetSetupKind(designer.document, SetupKind.RANDOM))
    assert layer.badges == {} and layer.hq_markers == {}
    assert layer.territory_colour("a") == QColor("#88aa55")  # the continent's colour again


def test_a_legacy_hq_starts_on_unmarked_land_or_its_players_major_city(make_designer):
    scenario = grid_scenario()
    scenario.ruleset, scenario.legacy = "legacy", new_world()
    scenario.legacy.marks = [Mark(MarkKind.MINOR_CITY, "a", "Ayton"), Mark(MarkKind.MAJOR_CITY, "c", "Ceeburg", "Ann")]
    designer = make_designer(scenario)
    paint(designer, a=0, c=0)
    designer.use("hq", player=0)
    designer.click("a")
    assert designer.fixed.hqs == {}
    assert "unmarked land" in designer.status()
    designer.click("c")  # Ann founded it
    assert designer.fixed.hqs == {0: "c"}
