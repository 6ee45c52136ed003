"""The start of a Legacy turn, for a person: "turn in 4 Resource cards … for a Red Star
token", "play your Scar card" (its territory picked on the board), then recruit."""

from __future__ import annotations

from editor.play.legacy.pages.start_of_turn_page import StartOfTurnPage
from engine.core.state import Phase
from engine.rules.legacy.actions import BuyStar, PlayScarCard
from engine.rules.legacy.state import START_OF_TURN
from tests.editor.play.legacy.helpers import legacy_controller, legacy_window
from tests.editor.play.legacy.turn_support import LEFT, click, play_until, show, take_screen


def at_the_start_of_anns_turn(qtbot, settings, wanted):
    controller = legacy_controller("human", "human", "human", seed=3)
    play_until(controller, lambda: (controller.state.phase == START_OF_TURN and controller.state.current == 0
                                    and wanted(controller)))
    window = legacy_window(qtbot, settings, controller)
    show(qtbot, window)
    controller.start()
    qtbot.waitUntil(lambda: controller.decider() == 0, timeout=5000)
    take_screen(window)
    page = window.decision_panel.page
    assert isinstance(page, StartOfTurnPage) and page.isVisible()
    return controller, window, page


def test_the_scar_card_is_played_on_a_territory_clicked_on_the_board(qtbot, settings):
    controller, window, page = at_the_start_of_anns_turn(
        qtbot, settings, lambda c: any(isinstance(a, PlayScarCard) for a in c.legal_actions()))
    scar = controller.state.players[0].scar_card
    assert page.play_scar.isVisible() and page.play_scar.text().startswith("Play your scar card: ")
    targets = {a.territory for a in controller.legal_actions() if isinstance(a, PlayScarCard)}
    qtbot.mouseClick(page.play_scar, LEFT)
    assert window.tool.picking() == frozenset(targets)
    assert window.board.highlighted()[0] == frozenset(targets)
    # A territory that may not take the scar: why, on the page itself (and the status bar).
    refused = next(t for t in range(len(controller.world.ids)) if controller.world.land[t] and t not in targets)
    click(window, refused)
    reason = controller.explain(PlayScarCard(refused))
    assert reason and page.refusal.isVisible() and page.refusal.text().lower() == reason.lower()
    target = min(targets)
    click(window, target)
    assert (controller.world.ids[target], scar) in controller.state.scars_placed
    assert not controller.state.players[0].scar_card


def test_a_red_star_is_bought_with_the_four_cards_named(qtbot, settings):
    controller, window, page = at_the_start_of_anns_turn(
        qtbot, settings, lambda c: any(isinstance(a, BuyStar) for a in c.legal_actions()))
    buy = next(a for a in controller.legal_actions() if isinstance(a, BuyStar))
    names = controller.names.territories
    for card in buy.cards:
        if card < controller.rules.card_count:
            assert names[controller.world.card_territories[card]] in page.buy_cards.text()
    tokens = controller.state.players[0].stars
    qtbot.mouseClick(page.buy_star, LEFT)
    assert controller.state.players[0].stars == tokens + 1 or controller.state.phase == Phase.GAME_OVER
    assert not set(buy.cards) & set(controller.state.players[0].cards)
