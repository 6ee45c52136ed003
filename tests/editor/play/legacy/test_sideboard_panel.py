"""The sideboard panel: the face-up territory cards (names in the reader's language, coins on
each card) following the cards taken, the decks' sizes, the coin cards, the face-up mission and
the coin chart — and nothing of anyone's hand."""

from __future__ import annotations

import dataclasses

from editor.play.legacy.sideboard_panel import SideboardPanel
from engine.campaign.pack_cards import EventRevealed
from engine.campaign.pack_format import SAMPLE_PACKS, load_pack_file
from engine.campaign.packs import add_packs
from engine.core.state import HIDDEN
from engine.rules.legacy.actions import TakeCard
from engine.rules.legacy.rules import LegacyRules
from engine.rules.legacy.state import DRAW_CARD
from tests.editor.play.legacy.helpers import legacy_controller
from tests.editor.play.legacy.world_games import (
    SEATS,
    controller_for,
    mid_campaign_game,
    mid_campaign_world,
    perform_until,
)


def panel_for(qtbot, controller) -> SideboardPanel:
    panel = SideboardPanel(controller)
    qtbot.addWidget(panel)
    return panel


def card_texts(controller) -> list[tuple[str, str]]:
    """What the slots should show: each card's territory in the reader's language and its coins."""
    territories = controller.world.card_territories
    return [(controller.names.territory(territories[card]), str(controller.rules.card_coins(card)))
            for card in controller.state.slots]


def test_the_face_up_cards_show_their_territories_and_coins(qtbot):
    controller = controller_for(mid_campaign_game())
    panel = panel_for(qtbot, controller)
    state = controller.state
    assert len(panel.slot_texts()) == 4  # "Turn over the top four territory cards"
    assert panel.slot_texts() == card_texts(controller)
    assert panel.deck_label.text() == str(len(state.deck))
    assert panel.coin_pile_label.text() == "10 face up"
    assert panel.scar_deck_label.text() == str(len(state.scar_deck))
    assert panel.mission_label.isHidden()  # no pack with missions is open in this world


def test_the_slots_follow_a_card_taken(qtbot):
    """"If you draw one of the face-up Territory cards, slide any Territory cards that are to
    the left of the now empty slot to the right and then turn over the top Territory card from
    the draw pile and put it into card slot 1.\""""
    controller = controller_for(mid_campaign_game())
    panel = panel_for(qtbot, controller)
    controller.start()

    def may_take_slot_two_or_more(state) -> bool:
        return state.phase == DRAW_CARD and any(
            isinstance(a, TakeCard) and a.slot >= 2 for a in controller.rules.legal_actions(state))

    perform_until(controller, may_take_slot_two_or_more)
    slot = max(a.slot for a in controller.legal_actions() if isinstance(a, TakeCard))
    before, deck = panel.slot_texts(), len(controller.state.deck)
    assert controller.perform(TakeCard(slot))
    after = panel.slot_texts()
    assert after == card_texts(controller)
    assert after[1:slot] == before[:slot - 1]  # those left of the slot slid right
    assert after[slot:] == before[slot:]  # those right of it stayed
    assert panel.deck_label.text() == str(deck - 1)


def test_the_mission_and_the_event_deck_show_when_the_world_has_them(qtbot):
    world = LegacyRules.sample_campaigns(SEATS)[3]  # Worldsmith's sample packs, sealed
    world = dataclasses.replace(world, packs_opened=[*world.packs_opened, "age-of-cities"])
    controller = legacy_controller("human", "human", "human", world=world)
    panel = panel_for(qtbot, controller)
    panel.show()
    state = controller.state
    assert state.mission == "metropolis" and len(state.event_deck) == 2
    assert not panel.mission_label.isHidden()
    assert panel.mission_label.text() == ("Mission: Metropolis (red stars: 2)\n"
                                          "Control 3 cities with a population of 5 or more between them.")
    assert panel.event_deck_label.text() == "2" and panel.event_deck_label.isVisible()


def test_the_coin_chart_is_the_rules_option(qtbot):
    controller = legacy_controller("human", "human", "human", **{"coin-chart": {"2": 3, "4": 9}})
    panel = panel_for(qtbot, controller)
    assert panel.chart_texts() == [("2", "3"), ("4", "9")]
    controller = controller_for(mid_campaign_game())
    chart = controller.rules.options.coin_chart
    assert panel_for(qtbot, controller).chart_texts() == sorted(
        ((str(c), str(t)) for c, t in chart.items()), key=lambda pair: int(pair[0]))


def test_nothing_of_anyones_hand_is_shown(qtbot):
    """Hot-seat: the sideboard is public. Its texts are the same whatever the hands hold."""
    controller = controller_for(mid_campaign_game())
    panel = panel_for(qtbot, controller)
    controller.start()
    perform_until(controller, lambda s: any(p.cards for p in s.players))
    shown = [panel.slot_texts(), panel.deck_label.text(), panel.coin_pile_label.text()]
    for seat in controller.state.players:
        seat.cards = [HIDDEN] * len(seat.cards)
        seat.scar_card = None
    panel.refresh()
    assert [panel.slot_texts(), panel.deck_label.text(), panel.coin_pile_label.text()] == shown


def test_every_part_has_an_object_name_and_an_accessible_name(qtbot):
    panel = panel_for(qtbot, controller_for(mid_campaign_game()))
    assert panel.objectName() == "sideboardPanel" and panel.accessibleName() == "Sideboard"
    for name in ("sideboardSlots", "sideboardDeck", "sideboardCoinPile", "sideboardScarDeck", "sideboardEventDeck",
                 "sideboardMission", "sideboardLastEvent", "coinChart", "coinChartHeading", "sideboardSlotsHeading"):
        widget = panel.findChild(object, name)
        assert widget is not None and widget.accessibleName(), name


def test_the_event_last_turned_over_stays_shown(qtbot):
    """"If the newly revealed card in slot 1 has an EVEN number of resources, an event occurs.
    Turn over the top card in the Event deck." (The mid-campaign world has cards with 2 and 4
    coins; Worldsmith's sample packs bring the event cards.)"""
    world = add_packs(mid_campaign_world(), load_pack_file(SAMPLE_PACKS).packs)
    world = dataclasses.replace(world, packs_opened=[*world.packs_opened, "age-of-cities"])
    controller = legacy_controller("human", "human", "human", world=world)
    panel = panel_for(qtbot, controller)
    assert panel.event_label.isHidden()
    seen = []
    controller.eventsHappened.connect(lambda events: seen.extend(e for e in events if isinstance(e, EventRevealed)))
    controller.start()
    perform_until(controller, lambda _state: bool(seen))
    assert not panel.event_label.isHidden()
    assert panel.event_label.text() == f"Last event: {seen[-1].name}\n{seen[-1].text}"
    assert panel.event_deck_label.text() == str(len(controller.state.event_deck))
