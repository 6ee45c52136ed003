"""The end of a Legacy turn in the play window: the face-up card of a territory the person
controls, a coin card when none is theirs, or the face-up mission instead (rulebook,
"Resource cards", "Mission cards")."""

from __future__ import annotations

from PySide6.QtCore import Qt

from engine.campaign.packs import open_pack
from engine.core.actions import EndTurn
from engine.core.state import NOBODY, Phase
from engine.rules.legacy.state import DRAW_CARD
from tests.editor.play.legacy.after_support import open_window, sample_pack_world, set_up_game, shown_page
from tests.engine.rules.legacy.support import clear_board

SLOTS_HELD = (1, 3)  # the person controls the territories of the cards in slots 1 and 3


def turn_ending(*, own_slots=SLOTS_HELD, mission: bool = False):
    """A person (seat 0) ends a turn in which they conquered a territory; they control the
    territories of the face-up cards in ``own_slots``; with ``mission``, the face-up mission
    ("Hold the Line": control two HQs, 2 red stars) is complete too."""
    world = open_pack(sample_pack_world(), "old-soldiers") if mission else None
    controller = set_up_game("human", "heuristic", "heuristic", world=world)
    state, world_map = controller.state, controller.world
    me = state.current = 0
    clear_board(state)
    cards_territory = [world_map.card_territories[card] for card in state.slots]
    for slot, territory in enumerate(cards_territory, 1):
        state.owner[territory] = me if slot in own_slots else 1 + slot % 2
        state.armies[territory] = 2
    spare = [t for t in range(world_map.size) if world_map.land[t] and state.owner[t] == NOBODY]
    for seat, territory in ((0, spare[0]), (1, spare[1]), (2, spare[2]), (0, spare[3])):
        state.owner[territory], state.armies[territory] = seat, 3
    if mission:
        assert state.mission == "hold-the-line"
        state.hq[spare[0]], state.hq[spare[3]] = 0, 1  # their own HQ and another's: two HQs held
    state.phase, state.captured_this_turn = Phase.FORTIFY, True
    return controller, me


def page_of(qtbot, window):
    return shown_page(qtbot, window, "drawCardPage")


def test_the_person_takes_the_face_up_card_they_choose(qtbot, settings):
    """"You must take a face-up Territory card showing a territory you control (your choice
    among them)" — here slots 1 and 3, each named with its coins."""
    controller, me = turn_ending()
    window = open_window(qtbot, settings, controller)
    assert controller.perform(EndTurn())
    assert controller.state.phase == DRAW_CARD
    page = page_of(qtbot, window)
    third_card = controller.state.slots[2]
    third = controller.names.territory(controller.world.card_territories[third_card])
    buttons = {b.objectName(): b.text() for b in page.buttons}
    assert set(buttons) == {"takeSlot1", "takeSlot3"}
    assert buttons["takeSlot3"] == f"Slot 3: {third} (1 coin)"
    assert page.findChild(object, "completeMission") is None
    slot3 = page.findChild(object, "takeSlot3")
    qtbot.mouseClick(slot3, Qt.MouseButton.LeftButton)
    assert third_card in controller.state.players[me].cards
    assert controller.state.current != me  # the turn passed
    assert f"{controller.state.players[me].name} takes the {third} card (1 coin)." in window.game_log.lines()


def test_the_face_up_mission_may_be_completed_instead_with_its_text(qtbot, settings):
    """"At the end of your turn, if you have completed the face up mission, you may … take your
    reward … you cannot draw a Resource card on the same turn that you complete a mission.\""""
    controller, me = turn_ending(mission=True)
    window = open_window(qtbot, settings, controller)
    stars = controller.state.players[me].stars
    assert controller.perform(EndTurn())
    page = page_of(qtbot, window)
    assert page.mission_text.isVisible()
    assert "Hold the Line" in page.mission_text.text() and "Control two HQs." in page.mission_text.text()
    assert "2 red stars" in page.mission_text.text()
    qtbot.mouseClick(page.findChild(object, "completeMission"), Qt.MouseButton.LeftButton)
    assert controller.state.players[me].stars == stars + 2
    assert controller.state.players[me].cards == []  # no card as well


def test_a_coin_card_when_no_face_up_card_is_theirs(qtbot, settings):
    """"Otherwise, you must draw one of the face-up Coin cards" — offered against the mission."""
    controller, me = turn_ending(own_slots=(), mission=True)
    window = open_window(qtbot, settings, controller)
    assert controller.perform(EndTurn())
    page = page_of(qtbot, window)
    assert [b.objectName() for b in page.buttons] == ["takeCoinCard", "completeMission"]
    assert "coin card" in page.hint.text()
    qtbot.mouseClick(page.findChild(object, "takeCoinCard"), Qt.MouseButton.LeftButton)
    [coin] = controller.state.players[me].cards
    assert coin >= controller.rules.card_count
    assert f"{controller.state.players[me].name} takes a coin card." in window.game_log.lines()
