"""The get phase's shop, through the real window: income and upkeep itemised, recruiting by
clicking the board, building and destroying for the chosen country, Undo and Ctrl+Z."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.play.economy.pages import shop_money
from editor.play.economy.pages.shop_page import ShopPage
from engine.rules.economy import navy_bases
from engine.rules.economy.actions import Done, PayUpkeep, Recruit, RecruitNavy
from tests.editor.play.economy.shop_helpers import click_territory, take_screen

SHIFT, CTRL = Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.ControlModifier


def open_shop(make_economy, qtbot, *controllers: str):
    window = make_economy(*controllers)
    window.resize(1200, 900)
    window.show()
    window.controller.start()
    take_screen(qtbot, window, 0, "get")
    page = window.phase_panel.page
    assert isinstance(page, ShopPage) and page.isVisible()
    return window, page


def test_the_shop_says_what_the_round_paid_and_what_the_next_will_cost(make_economy, qtbot):
    window, page = open_shop(make_economy, qtbot, "human", "human", "heuristic")
    controller = window.controller
    start = shop_money.round_start(controller.game)
    # The Europe start: one country with roads: 1 MU for the land, 1 for the road, no upkeep.
    assert start.received[0].income == 2
    assert "+2 MU (lands 1 · roads 1)." in page.received_label.text()
    assert page.next_label.text() == "Next round, if nothing changes: +2 MU (lands 1 · roads 1); no upkeep."
    assert not page.deaths_label.isVisible()
    assert page.money_label.text() == "Money left: 52 MU"
    assert page.upkeep_label.text() == "This round's upkeep: nothing is owed."

    # Armies over the allowance: upkeep per country, and the units that die unpaid.
    state = controller.state
    capital = state.players[0].capital
    far = controller.world.index["brazil"]
    state.neutral[far], state.owner[far], state.army[0][far] = 0, 0, 8
    state.army[0][capital] = 12
    controller.rules._recount(state)
    controller.stateChanged.emit()
    ukraine, brazil = (controller.names.territories[t] for t in (capital, far))
    assert f"upkeep 5 MU ({brazil} 3, {ukraine} 2)" in page.next_label.text()
    assert page.deaths_label.isVisible()
    assert f"3 in {brazil} (not linked to your capital)" in page.deaths_label.text()
    # "If you have more than 5 units in a country you control then pay 1 MU for each unit over
    # 5": this round's upkeep is a step of its own, and Done waits for it.
    assert page.upkeep_label.text().startswith(f"This round's upkeep: 5 MU ({brazil} 3, {ukraine} 2).")
    assert page.upkeep_deaths_label.isVisible()
    assert f"3 in {brazil} (not linked to your capital)" in page.upkeep_deaths_label.text()
    assert not page.done_button.isEnabled() and page.pay_button.text() == "Pay upkeep · 2 MU"
    QTest.mouseClick(page.pay_button, Qt.MouseButton.LeftButton)
    assert controller.game.log[-1] == PayUpkeep()
    assert state.players[0].money == 50 and state.army[0][far] == 5
    assert "Upkeep paid: 2 MU. 3 units died unpaid." in page.received_label.text()
    assert not page.pay_button.isVisible() and page.done_button.isEnabled()
    # Paying is a shop step like a purchase: Undo takes it back (replaying the game: the
    # armies set by hand above are gone with it).
    QTest.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
    assert controller.state.players[0].money == 52 and controller.state.players[0].upkeep_due
    assert "Upkeep paid" not in page.received_label.text()
    assert page.pay_button.isVisible() and not page.done_button.isEnabled()


def test_a_person_buys_and_builds_and_undo_gives_the_money_back(make_economy, qtbot):
    window, page = open_shop(make_economy, qtbot, "human", "human", "heuristic")
    controller = window.controller
    state = lambda: controller.state  # noqa: E731 (the state is replaced when something is taken back)
    ukraine = state().players[0].capital
    assert page.selected == ukraine and state().players[0].money == 52
    # Recruiting and building wait for the round's upkeep.
    assert not page.build_buttons["navy-base"].isEnabled()
    assert "pay the round's upkeep first" in page.build_buttons["navy-base"].toolTip()
    QTest.mouseClick(page.pay_button, Qt.MouseButton.LeftButton)
    assert controller.game.log[-1] == PayUpkeep()

    # Ukraine already has roads and fortifications: those buttons say so.
    road = page.build_buttons["road"]
    assert not road.isEnabled() and "already has one" in road.toolTip()
    navy_base = page.build_buttons["navy-base"]
    assert navy_base.isEnabled() and navy_base.text() == "navy base · 20 MU"
    QTest.mouseClick(navy_base, Qt.MouseButton.LeftButton)
    # Ukraine has several coasts: "Navy bases must be built on a specific border between a
    # country and a water territory" — a menu asks which.
    coasts = page.coast_menu.actions()
    assert len(coasts) == len(page.navy_base_actions()) > 1
    first_coast = page.navy_base_actions()[0]
    coasts[0].trigger()
    assert state().players[0].money == 32 and navy_bases.count(state(), ukraine, first_coast.water) == 1

    # A click recruits one army (a free base slot: 5 MU); Shift+click five more.
    click_territory(window, ukraine)
    assert state().players[0].money == 27 and state().army[0][ukraine] == 6
    assert controller.game.log[-1] == Recruit(ukraine, 1)
    click_territory(window, ukraine, SHIFT)
    # One base slot left at 5 MU, then 10 MU each: 5 + 10 + 10 (27 MU buys three).
    assert controller.game.log[-1] == Recruit(ukraine, 3)
    assert state().players[0].money == 2 and state().army[0][ukraine] == 9
    assert page.money_label.text() == "Money left: 2 MU"
    assert page.purchases.count() == 4  # the upkeep paid, and three purchases

    # Ctrl+Z takes the last purchase back, and the Undo button the one before.
    QTest.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert state().players[0].money == 27 and state().army[0][ukraine] == 6
    QTest.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
    assert state().players[0].money == 32 and state().army[0][ukraine] == 5
    assert controller.game.log[-1] == first_coast
    QTest.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
    assert state().players[0].money == 52 and navy_bases.in_country(state(), ukraine) == 0
    assert controller.game.log[-1] == PayUpkeep() and page.purchases.count() == 1

    # Destroying the road gives half its price; a Ctrl+click only chooses, buying nothing.
    destroy = page.demolish_buttons["road"]
    assert destroy.isVisible() and destroy.text() == "Destroy road · +2 MU"
    QTest.mouseClick(destroy, Qt.MouseButton.LeftButton)
    assert state().players[0].money == 54 and state().roads[ukraine] == 0
    assert "lands 1)" in page.next_label.text()  # no road income next round
    click_territory(window, ukraine, CTRL)
    assert state().players[0].money == 54

    # Done: the next person's hand-off.
    QTest.mouseClick(page.done_button, Qt.MouseButton.LeftButton)
    assert controller.game.log[-1] == Done()
    qtbot.waitUntil(lambda: controller.waiting_for_handoff() == 1)
    assert window.phase_panel.page is None


def test_a_click_on_another_players_country_says_why_nothing_is_bought(make_economy, qtbot):
    window, page = open_shop(make_economy, qtbot, "human", "heuristic")
    controller = window.controller
    theirs = controller.state.players[1].capital
    log = list(controller.game.log)
    click_territory(window, theirs)
    assert controller.game.log == log
    assert window.statusBar().currentMessage()
    assert page.selected == controller.state.players[0].capital


def test_navies_are_recruited_by_clicking_the_water_and_influence_cards_traded(make_economy, qtbot):
    """"Navy units that you recruit in this way can be placed in any friendly or contested water
    territory adjacent to the country where you purchased the unit"; a navy base "must be built
    on a specific border" and its units "appear in the water territory".
    "At any point during the Get Phase you can turn in three influence cards to gain 50 MU.\""""
    window, page = open_shop(make_economy, qtbot, "human", "heuristic")
    controller = window.controller
    ukraine = controller.state.players[0].capital
    assert not page.recruit_navy_button.isVisible()  # no navy base, no friendly water
    QTest.mouseClick(page.pay_button, Qt.MouseButton.LeftButton)

    trade = page.trade_button
    assert not trade.isEnabled() and "you have 0" in trade.toolTip()
    controller.state.players[0].cards = [0, 1, 2]
    controller.stateChanged.emit()
    assert trade.isEnabled()
    QTest.mouseClick(trade, Qt.MouseButton.LeftButton)
    assert controller.state.players[0].money == 102 and controller.state.players[0].cards == []
    QTest.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
    assert controller.state.players[0].money == 52

    QTest.mouseClick(page.build_buttons["navy-base"], Qt.MouseButton.LeftButton)
    coast = page.navy_base_actions()[-1]
    page.coast_menu.actions()[-1].trigger()
    # "Units cannot be recruited to bases the same turn the bases are built."
    assert not page.recruit_navy_button.isVisible()
    controller.state.new_navy_bases.clear()  # as if it were built a round ago (nothing is taken back after)
    controller.stateChanged.emit()
    assert page.recruit_navy_button.isVisible()
    waters = [page.water.itemData(i) for i in range(page.water.count())]
    assert waters == [coast.water]  # only the base's water
    water = waters[-1]
    click_territory(window, water)
    # The base's free slot: 5 MU.
    assert controller.game.log[-1] == RecruitNavy(ukraine, water, 1)
    assert controller.state.navy[0][water] == 1 and controller.state.players[0].money == 27
    assert page.water.currentData() == water


def test_the_capital_can_be_destroyed_from_the_shop_and_taken_back(make_economy, qtbot):
    """"A player may destroy any infrastructure controlled by that player at any time during the
    Get Phase ... an amount of MU equal to half the purchase price rounded down": the capital
    too (found by the play-test of issue 27: it had no button)."""
    window, page = open_shop(make_economy, qtbot, "human", "heuristic")
    controller = window.controller
    ukraine = controller.state.players[0].capital
    destroy = page.demolish_buttons["capital"]
    assert destroy.isVisible() and destroy.text() == "Destroy capital · +15 MU"
    QTest.mouseClick(destroy, Qt.MouseButton.LeftButton)
    assert controller.state.players[0].capital == -1 and controller.state.players[0].money == 67
    assert not destroy.isVisible()
    QTest.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
    assert controller.state.players[0].capital == ukraine and controller.state.players[0].money == 52
