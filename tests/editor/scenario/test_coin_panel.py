"""The territory cards panel: coins within the rulebook's limits, destroyed cards, the random spread."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.scenario.coin_panel import CoinPanel
from editor.scenario.scenario_document import ScenarioDocument
from engine.campaign.world import TerritoryCard
from engine.campaign.world_format import new_world
from engine.scenario.model import Scenario, ScenarioPlayer
from tests.support.boards import board, border, square

LAND = ("a", "b", "c", "d", "e", "f", "g")


def seven_cards() -> ScenarioDocument:
    squares = [square(tid, 100 * (i % 3), 100 * (i // 3)) for i, tid in enumerate(LAND)]
    sea = square("s", 0, 400, kind="sea", continent=None)
    scenario = Scenario("Coins", "m.yaml", "legacy", players=[ScenarioPlayer(n) for n in ("Ann", "Bob", "Cy")],
                        legacy=new_world())
    return ScenarioDocument(scenario, board(*squares, sea, connections=[border("a", "b")]))


@pytest.fixture
def panel(qtbot) -> CoinPanel:
    document = seven_cards()
    widget = CoinPanel(document, rng=random.Random(5))
    qtbot.addWidget(widget)
    widget.show()
    return widget


def type_coins(panel: CoinPanel, tid: str, value: int) -> None:
    spin = panel.spin(tid)
    spin.setFocus()
    spin.selectAll()
    QTest.keyClicks(spin, str(value))
    QTest.keyClick(spin, Qt.Key.Key_Return)


def test_lists_the_land_cards_with_the_coins_to_spread(panel):
    assert panel.objectName() == "coinPanel"
    assert panel.territories() == list(LAND)  # seas have no card
    assert panel.left_label.text() == "12 coins to spread, at most 3 on a card"
    assert all(panel.spin(t).value() == 1 for t in LAND)


def test_a_fourth_coin_on_one_card_is_refused_with_a_message(panel):
    world = panel.document.world
    type_coins(panel, "b", 3)
    assert world.card("b").coins == 3
    assert panel.left_label.text() == "10 left of the 12 starting coins"
    QTest.keyClick(panel.spin("b"), Qt.Key.Key_Up)
    assert world.card("b").coins == 3
    assert panel.spin("b").value() == 3  # the spin box went back
    assert panel.message.text() == "B: before the first game a card takes at most 3 coins"
    assert panel.document.undo_stack.count() == 1


def test_coin_changes_are_undoable(panel):
    stack = panel.document.undo_stack
    type_coins(panel, "c", 2)
    QTest.keyClick(panel.spin("c"), Qt.Key.Key_Up)
    assert panel.document.world.card("c").coins == 3
    stack.undo()
    assert panel.spin("c").value() == 2
    stack.undo()
    assert panel.spin("c").value() == 1 and panel.document.world.cards == {}
    stack.redo()
    assert panel.spin("c").value() == 2


def test_the_twelve_starting_coins_run_out(panel):
    for tid in ("a", "b", "c", "d", "e", "f"):
        type_coins(panel, tid, 3)
    world = panel.document.world
    assert sum(world.card(t).coins - 1 for t in LAND) == 12
    assert panel.left_label.text() == "0 left of the 12 starting coins"
    QTest.keyClick(panel.spin("g"), Qt.Key.Key_Up)
    assert panel.spin("g").value() == 1  # the thirteenth coin was refused
    assert "all 12 starting coins are already on cards" in panel.message.text()


def test_spread_at_random_puts_twelve_coins_at_most_three_a_card(panel):
    QTest.mouseClick(panel.spread_button, Qt.MouseButton.LeftButton)
    world = panel.document.world
    coins = {t: world.card(t).coins for t in LAND}
    assert sum(c - 1 for c in coins.values()) == 12
    assert all(1 <= c <= 3 for c in coins.values())
    assert {t: panel.spin(t).value() for t in LAND} == coins
    assert panel.left_label.text() == "0 left of the 12 starting coins"
    assert not panel.spread_button.isEnabled()
    assert panel.document.undo_stack.count() == 1


def test_clear_coins_keeps_destroyed_cards(panel):
    type_coins(panel, "a", 3)
    panel.destroyed_box("d").setFocus()
    QTest.keyClick(panel.destroyed_box("d"), Qt.Key.Key_Space)
    assert panel.document.world.card("d") == TerritoryCard(1, True)
    QTest.mouseClick(panel.clear_button, Qt.MouseButton.LeftButton)
    assert panel.document.world.cards == {"d": TerritoryCard(1, True)}
    assert panel.spin("a").value() == 1 and panel.destroyed_box("d").isChecked()
    panel.document.undo_stack.undo()
    assert panel.spin("a").value() == 3


def test_after_the_first_game_cards_take_six(panel):
    world = panel.document.world
    world.games_played = 2
    type_coins(panel, "e", 6)
    assert world.card("e").coins == 6
    QTest.keyClick(panel.spin("e"), Qt.Key.Key_Up)  # the spin box stops at 6
    assert world.card("e").coins == 6


def test_search_filters_the_cards(panel):
    QTest.keyClicks(panel.search, "c")
    shown = [t for t in LAND if not panel.table.isRowHidden(panel.territories().index(t))]
    assert shown == ["c"]
    panel.search.clear()
    assert not any(panel.table.isRowHidden(r) for r in range(len(LAND)))
