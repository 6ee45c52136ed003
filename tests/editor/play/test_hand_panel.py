"""The hand of cards: only the viewer's, sets marked, a set traded by clicking, a non-set refused."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QPushButton

from editor.play.controller import GameController, Speed
from editor.play.hand_panel import CardWidget, HandPanel
from engine.board import CardSymbol
from engine.core.actions import TradeCards
from engine.core.game import Game, GameSetup
from engine.core.state import NOBODY, Phase
from engine.rules.base import PlayerSetup
from tests.support.games import board

OPTIONS = {"setup": "random", "random-deal-armies": "spread", "turn-limit": 300}


@pytest.fixture
def make_controller(qtbot):
    made = []

    def make(**options) -> GameController:
        seats = (PlayerSetup("Ann", controller="human"), PlayerSetup("Bob", controller="random"))
        game = Game(board("tutorial"), GameSetup("classic", seats, 3, {**OPTIONS, **options}))
        controller = GameController(game, speed=Speed.INSTANT)
        made.append(controller)
        return controller

    yield make
    for controller in made:
        controller.shutdown()


def cards_of(controller, symbol: CardSymbol) -> list[int]:
    return [c for c, s in enumerate(controller.world.card_symbols) if s is symbol]


def reinforcing(controller, hands: dict[int, list[int]], trade_required: bool = False) -> None:
    """Ann (seat 0) reinforcing with 3 armies to place, holding ``hands[0]``."""
    state = controller.state
    held = {c for hand in hands.values() for c in hand}
    state.deck = [c for c in state.deck if c not in held]
    for player, seat in enumerate(state.players):
        seat.cards = list(hands.get(player, []))
    state.current, state.phase, state.waiting_for = 0, Phase.REINFORCE, NOBODY
    state.reinforcements, state.trade_required = 3, trade_required
    controller.stateChanged.emit()


def open_panel(qtbot, controller, viewer) -> HandPanel:
    panel = HandPanel(controller)
    qtbot.addWidget(panel)
    panel.resize(420, 400)
    panel.set_viewer(viewer)
    panel.show()
    return panel


def click_cards(panel: HandPanel, cards) -> None:
    widgets = {w.card: w for w in panel.card_widgets()}
    for card in cards:
        QTest.mouseClick(widgets[card], Qt.MouseButton.LeftButton)


def test_only_the_viewers_cards_are_shown(qtbot, make_controller):
    controller = make_controller()
    infantry, cavalry = cards_of(controller, CardSymbol.INFANTRY), cards_of(controller, CardSymbol.CAVALRY)
    reinforcing(controller, {0: infantry[:2], 1: cavalry[:3]})
    panel = open_panel(qtbot, controller, 0)
    names = controller.world.names
    territories = controller.world.card_territories
    assert [w.name for w in panel.card_widgets()] == [names[territories[c]] for c in infantry[:2]]
    panel.set_viewer(1)
    assert [w.card for w in panel.card_widgets()] == cavalry[:3]
    panel.set_viewer(None)
    assert panel.card_widgets() == [] and not panel.findChild(QPushButton, "tradeCards").isVisible()


def test_a_set_is_marked_selected_by_clicks_and_traded(qtbot, make_controller):
    controller = make_controller()
    infantry, cavalry = cards_of(controller, CardSymbol.INFANTRY), cards_of(controller, CardSymbol.CAVALRY)
    hand = [*infantry[:3], cavalry[0]]
    reinforcing(controller, {0: hand})
    first = controller.world.card_territories[infantry[0]]
    controller.state.owner[first] = 0  # Ann holds the first card's territory: 2 extra armies there
    before = controller.state.armies[first]
    panel = open_panel(qtbot, controller, 0)
    assert [w.in_set for w in panel.card_widgets()] == [True, True, True, False]
    trade = panel.findChild(QPushButton, "tradeCards")
    assert not trade.isEnabled()

    click_cards(panel, infantry[:3])

    assert trade.isEnabled() and "4 armies" in trade.text()
    assert f"+2 armies on {controller.world.names[first]}" in panel.findChild(QLabel, "tradeNote").text()
    QTest.mouseClick(trade, Qt.MouseButton.LeftButton)
    state = controller.state
    assert controller.game.log == [TradeCards(tuple(infantry[:3]))]
    assert state.reinforcements == 3 + 4 and state.armies[first] == before + 2
    assert [w.card for w in panel.card_widgets()] == [cavalry[0]]
    shown = [w for w in panel.findChildren(CardWidget) if w.isVisible()]
    assert [w.card for w in shown] == [cavalry[0]]  # the traded cards are gone from view at once


def test_a_non_set_cannot_be_traded(qtbot, make_controller):
    controller = make_controller()
    infantry, cavalry = cards_of(controller, CardSymbol.INFANTRY), cards_of(controller, CardSymbol.CAVALRY)
    reinforcing(controller, {0: [infantry[0], infantry[1], cavalry[0]]})
    panel = open_panel(qtbot, controller, 0)
    assert not any(w.in_set for w in panel.card_widgets())
    click_cards(panel, [infantry[0], infantry[1], cavalry[0]])
    assert len(panel.selection()) == 3
    assert not panel.findChild(QPushButton, "tradeCards").isEnabled()
    assert "not a set" in panel.findChild(QLabel, "tradeNote").text()
    assert controller.game.log == []


def test_holding_five_cards_you_are_told_to_trade(qtbot, make_controller):
    controller = make_controller()
    infantry, cavalry = cards_of(controller, CardSymbol.INFANTRY), cards_of(controller, CardSymbol.CAVALRY)
    reinforcing(controller, {0: [*infantry[:3], *cavalry[:2]]}, trade_required=True)
    panel = open_panel(qtbot, controller, 0)
    assert panel.findChild(QLabel, "tradeHint").text() == "You must trade: you hold 5 cards"


def test_the_secret_mission_is_shown_to_its_player_only(qtbot, make_controller):
    controller = make_controller(missions=True)
    reinforcing(controller, {})
    panel = open_panel(qtbot, controller, 0)
    mission = panel.findChild(QLabel, "missionText")
    names = [p.name for p in controller.state.players]
    expected = controller.rules.missions.text(controller.state.players[0].mission, names)
    assert mission.isVisible() and mission.text() == f"Your secret mission: {expected}"
    panel.set_viewer(None)
    assert not mission.isVisible()


def test_every_card_name_of_the_classic_world_is_drawn_whole(qtbot):
    """Issue 10: card names were clipped ("candinavi", "Eastern United")."""
    from PySide6.QtGui import QFont, QFontMetrics

    from editor.play.hand_panel import CARD_WIDTH, fitting_font

    width, height = CARD_WIDTH - 12, 31
    world_names = board("classic").territories
    for territory in world_names:
        font = QFont()
        font.setBold(True)
        fitted = fitting_font(font, territory.name, width, height)
        metrics = QFontMetrics(fitted)
        assert max(metrics.horizontalAdvance(w) for w in territory.name.split()) <= width, territory.name
        assert fitted.pixelSize() >= 7


def test_long_card_names_render(qtbot):
    seats = (PlayerSetup("Ann", controller="human"), PlayerSetup("Bob", controller="random"))
    controller = GameController(Game(board("classic"), GameSetup("classic", seats, 3, OPTIONS)), speed=Speed.INSTANT)
    try:
        world = controller.world
        wanted = ("scandinavia", "eastern-united-states", "northwest-territory", "western-australia")
        cards = [c for c, t in enumerate(world.card_territories) if world.ids[t] in wanted]
        assert len(cards) == 4
        reinforcing(controller, {0: cards})
        panel = open_panel(qtbot, controller, 0)
        panel.grab().save("/tmp/hand-long-names.png")
        assert {w.name for w in panel.card_widgets()} == {world.names[world.card_territories[c]] for c in cards}
    finally:
        controller.shutdown()
