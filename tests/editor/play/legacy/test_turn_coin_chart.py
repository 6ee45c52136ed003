"""Recruiting with resource cards, for a person: the coin chart page. "You may turn in 2 to 10
Resource icons. Refer to the chart on the board to see how many troops you get for a set of
cards … You do not get change when turning in Resource cards.\""""

from __future__ import annotations

from PySide6.QtCore import Qt

from editor.play.legacy.pages.coin_chart_page import CARD_ROLE, CoinChartPage, no_change_row
from engine.core.state import Phase
from engine.rules.legacy.actions import TurnInCards
from engine.rules.legacy.options import COIN_CHART
from tests.editor.play.legacy.helpers import legacy_controller, legacy_window
from tests.editor.play.legacy.turn_support import LEFT, play_until, show, take_screen


def recruiting_with_cards(qtbot, settings, cards: int, **options):
    """Ann (a person) recruits holding at least ``cards`` resource cards."""
    controller = legacy_controller("human", "human", "human", seed=3, **options)
    play_until(controller, lambda: (controller.state.phase == Phase.REINFORCE and controller.state.current == 0
                                    and len(controller.state.players[0].cards) >= cards))
    window = legacy_window(qtbot, settings, controller)
    show(qtbot, window)
    controller.start()
    qtbot.waitUntil(lambda: controller.decider() == 0, timeout=5000)
    take_screen(window)
    page = window.decision_panel.page
    assert isinstance(page, CoinChartPage) and page.isVisible()
    return controller, window, page


def tick(page: CoinChartPage, cards) -> None:
    for row in range(page.cards.count()):
        item = page.cards.item(row)
        item.setCheckState(Qt.CheckState.Checked if item.data(CARD_ROLE) in cards else Qt.CheckState.Unchecked)


def test_the_chart_shows_what_the_ticked_cards_buy_and_turns_them_in(qtbot, settings):
    controller, window, page = recruiting_with_cards(qtbot, settings, 2)
    rules, state = controller.rules, controller.state
    hand = list(state.players[0].cards)
    assert page.cards.count() == len(hand)
    assert page.chart_cells[10][1].text() == "30"  # the chart, coins → troops
    # One card (one coin) buys nothing: the engine says why and the button stays off.
    single = next(c for c in hand if rules.card_coins(c) == 1)
    tick(page, [single])
    assert not page.turn_in.isEnabled()
    assert page.refusal.text() == controller.explain(TurnInCards((single,)))
    best = next(a.cards for a in controller.legal_actions() if isinstance(a, TurnInCards))
    tick(page, best)
    coins = sum(rules.card_coins(c) for c in best)
    troops = rules.options.troops_for(coins)
    assert page.yield_label.text() == f"Selected: {coins} coins; you get {troops} troops."
    assert "fff59d" in page.chart_cells[coins][0].styleSheet()  # the row bought is marked
    assert not page.warning.isVisible()
    before = state.reinforcements
    qtbot.mouseClick(page.turn_in, LEFT)
    state = controller.state
    assert state.reinforcements == before + troops
    assert not set(best) & set(state.players[0].cards)
    assert page.cards.count() == len(hand) - len(best)


def test_coins_that_buy_no_more_than_fewer_coins_are_warned_of(qtbot, settings):
    flat = {str(coins): 2 for coins in range(2, 11)}  # every row buys what 2 coins buy
    controller, window, page = recruiting_with_cards(qtbot, settings, 3, **{"coin-chart": flat})
    hand = controller.state.players[0].cards
    tick(page, hand[:2])
    coins = page.selected_coins()
    assert coins >= 2 and page.turn_in.isEnabled()
    tick(page, hand[:3])
    three = page.selected_coins()
    assert three > 2 and page.warning.isVisible()  # more coins, the same troops as 2 coins
    assert page.warning.text() == "No change is given: you would get the same troops for 2 coins."
    assert page.turn_in.isEnabled()  # a warning, not a refusal: the engine takes the set


def test_the_default_chart_never_wastes_a_coin():
    assert all(no_change_row(COIN_CHART, coins) is None for coins in range(0, 12))
    assert no_change_row({"2": 2, "3": 4, "4": 4, "5": 4}, 5) == 3
