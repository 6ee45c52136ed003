"""The shop prices navies for the water they go into (issue 27): "Navy bases must be built on a
specific border between a country and a water territory ... units recruited at the base appear
in the water territory" — so the 5 MU of a base's free slot hold for its own water only, and the
"Recruit navies" button says what the engine then takes."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine.rules.economy import navy_bases
from engine.rules.economy.actions import RecruitNavy
from tests.editor.play.economy.shop_helpers import click_territory
from tests.editor.play.economy.test_shop_page import open_shop

LEFT, SHIFT = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier
SHOTS = Path("/tmp/shots27")


def shot(window, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(SHOTS / f"{name}.png"))


def shop_with_a_navy_base(make_economy, qtbot):
    """Ada at the shop, her upkeep paid, with a navy base on one coast of Ukraine built a round
    ago (a base built this round makes nothing yet: "Units cannot be recruited to bases the same
    turn the bases are built"). Returns the window, the page and the base's water."""
    window, page = open_shop(make_economy, qtbot, "human", "heuristic")
    QTest.mouseClick(page.pay_button, LEFT)
    QTest.mouseClick(page.build_buttons["navy-base"], LEFT)
    coast = page.navy_base_actions()[-1]
    page.coast_menu.actions()[-1].trigger()
    controller = window.controller
    assert navy_bases.count(controller.state, coast.territory, coast.water) == 1
    controller.state.new_navy_bases.clear()  # as if built a round ago (nothing is taken back after)
    controller.stateChanged.emit()
    return window, page, coast.water


def money(window) -> int:
    return window.controller.state.players[0].money


def test_the_navy_button_says_the_price_the_engine_takes_at_a_base(make_economy, qtbot):
    window, page, water = shop_with_a_navy_base(make_economy, qtbot)
    controller = window.controller
    ukraine, names = page.selected, controller.names.territories
    assert money(window) == 32 and page.water.currentData() == water
    button = page.recruit_navy_button
    # The base's free slot: 5 MU, as the map charges (it said 10 before).
    assert button.isVisible() and button.isEnabled()
    assert button.text() == "Recruit 1 navy · 5 MU"
    shot(window, "navy-price-at-base")
    QTest.mouseClick(button, LEFT)
    assert controller.game.log[-1] == RecruitNavy(ukraine, water, 1)
    assert money(window) == 27 and controller.state.navy[0][water] == 1
    assert window.game_log.lines()[-1] == f"Ada recruits 1 navy in {names[water]} for 5 MU."
    # The base's one slot is used: the next navy costs 10 MU, and the button says so.
    assert button.text() == "Recruit 1 navy · 10 MU"
    page.count.setValue(2)
    assert button.text() == "Recruit 2 navies · 20 MU"
    QTest.mouseClick(button, LEFT)
    assert money(window) == 7 and controller.state.navy[0][water] == 3


def test_the_navies_the_money_buys_count_the_base_slot(make_economy, qtbot):
    """With 15 MU, a base's free slot and one more at 10 MU: two navies (the shop said one, and
    with 5 MU "buys 0")."""
    window, page, water = shop_with_a_navy_base(make_economy, qtbot)
    controller = window.controller
    ukraine = page.selected
    controller.state.players[0].money = 5
    controller.stateChanged.emit()
    button = page.recruit_navy_button
    assert button.isEnabled() and button.text() == "Recruit 1 navy · 5 MU"
    assert page.count.maximum() == 1  # what the money buys at most, armies or navies

    controller.state.players[0].money = 15
    controller.stateChanged.emit()
    page.count.setValue(2)
    assert button.isEnabled() and button.text() == "Recruit 2 navies · 15 MU"
    page.count.setValue(1)
    # Shift+click on the water buys as many as the money allows there, up to five: two.
    click_territory(window, water, SHIFT)
    assert controller.game.log[-1] == RecruitNavy(ukraine, water, 2)
    assert money(window) == 0 and controller.state.navy[0][water] == 2


def test_the_price_follows_the_water_chosen(make_economy, qtbot):
    """Another coast of Ukraine that is friendly but has no base: 10 MU there, 5 at the base."""
    window, page, water = shop_with_a_navy_base(make_economy, qtbot)
    controller = window.controller
    ukraine, names = page.selected, controller.names.territories
    other = next(w for w in controller.rules.geo.coasts[ukraine] if w != water)
    controller.state.owner[other] = 0  # Ada's water: navies may be put there at 10 MU
    controller.stateChanged.emit()
    waters = [page.water.itemData(i) for i in range(page.water.count())]
    assert sorted(waters) == sorted([water, other])
    button = page.recruit_navy_button
    page.water.setCurrentIndex(page.water.findData(other))
    assert button.text() == "Recruit 1 navy · 10 MU"
    shot(window, "navy-price-friendly-water")
    page.water.setCurrentIndex(page.water.findData(water))
    assert button.text() == "Recruit 1 navy · 5 MU"
    page.water.setCurrentIndex(page.water.findData(other))
    QTest.mouseClick(button, LEFT)
    assert controller.game.log[-1] == RecruitNavy(ukraine, other, 1)
    assert money(window) == 22
    assert window.game_log.lines()[-1] == f"Ada recruits 1 navy in {names[other]} for 10 MU."
    # The base's slot is still free: its water keeps its 5 MU price.
    assert page.water.currentData() == other
    page.water.setCurrentIndex(page.water.findData(water))
    assert button.text() == "Recruit 1 navy · 5 MU"
