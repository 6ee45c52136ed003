"""A Legacy hand in the hand panel: resource cards show their territory and their coins, a
coin card says so (never "wild"), and there are no sets to trade (rulebook, "Resource
cards": "Each card shows a number of coins")."""

from __future__ import annotations

import dataclasses

from editor.play.hand_panel import HandPanel
from engine.campaign.world import TerritoryCard
from tests.editor.play.legacy.after_support import set_up_game
from tests.engine.rules.legacy.support import fresh_world, t


def hand_of(qtbot, *cards_of):
    world = dataclasses.replace(fresh_world(), cards={"alaska": TerritoryCard(coins=3)})
    controller = set_up_game("human", "human", "human", world=world)
    rules = controller.rules
    cards = [rules.card_count if name == "coin" else controller.world.card_territories.index(t(name))
             for name in cards_of]
    for seat in controller.state.players:  # the cards come from the deck, as drawn
        seat.cards = []
    controller.state.deck = [c for c in controller.state.deck if c not in cards]
    controller.state.slots = [c if c not in cards else -1 for c in controller.state.slots]
    controller.state.players[0].cards = cards
    controller.state.coin_pile -= cards_of.count("coin")
    panel = HandPanel(controller)
    qtbot.addWidget(panel)
    panel.set_viewer(0)
    return panel


def test_resource_cards_show_their_territory_and_coins_and_a_coin_card_is_a_coin_card(qtbot):
    panel = hand_of(qtbot, "alaska", "peru", "coin")
    cards = panel.card_widgets()
    assert [c.accessibleName() for c in cards] == ["Alaska card, 3 coins", "Peru card, 1 coin", "Coin card, 1 coin"]
    assert [c.title() for c in cards] == ["Alaska", "Peru", "Coin card"]
    assert not any("wild" in c.accessibleName().lower() or "wild" in c.title().lower() for c in cards)
    assert not any(c.in_set for c in cards)  # Legacy turns in coins, not sets
    assert panel.trade_button.isHidden()
    assert "worth 5 coins" in panel.hint.text() and "2 to 10 coins" in panel.hint.text()
    panel.resize(300, 400)
    assert not panel.grab().isNull()  # painted with coins, not symbols


def test_an_empty_legacy_hand_says_how_to_get_a_card(qtbot):
    panel = hand_of(qtbot)
    assert panel.card_widgets() == [] and "conquer a territory" in panel.hint.text()
