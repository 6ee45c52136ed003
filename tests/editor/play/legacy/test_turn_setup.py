"""A Legacy game's setup, for a person, in the play window: the rolled choice order, a faction
chosen by its button, a start by a click on a highlighted territory, and the engine's reason
for a start refused ("You cannot place your HQ adjacent to another faction's HQ")."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from editor.play.legacy.pages.setup_pages import ChooseFactionPage, ChooseStartPage
from engine.core.state import NOBODY
from engine.rules.legacy.actions import ChooseFaction, ChooseStart
from engine.rules.legacy.state import PICK_FACTION, PICK_START
from tests.editor.play.legacy.helpers import legacy_controller, legacy_window
from tests.editor.play.legacy.turn_support import LEFT, click, person_decides, show, take_screen


def person_at_setup(qtbot, settings):
    """Ann (a person) chooses second, after Cy, a computer player (seed 3 rolls Cy first)."""
    controller = legacy_controller("human", "heuristic", "heuristic", seed=3)
    window = legacy_window(qtbot, settings, controller)
    show(qtbot, window)
    controller.start()
    qtbot.waitUntil(lambda: person_decides(controller), timeout=10_000)
    take_screen(window)
    assert controller.state.phase == PICK_FACTION and controller.decider() == 0
    return controller, window


def test_a_person_chooses_a_faction_by_its_button_and_a_start_by_a_click(qtbot, settings):
    controller, window = person_at_setup(qtbot, settings)
    state = controller.state
    page = window.decision_panel.page
    assert isinstance(page, ChooseFactionPage)
    # "Roll dice to determine who will get to choose first": the order is shown, first first.
    order = page.order.text()
    places = [order.index(state.players[seat].name) for seat in state.choice_order]
    assert places == sorted(places) and state.choice_order[0] == 2
    # Each faction still free, with its power; Cy's is not offered again.
    free = [a.faction for a in controller.legal_actions() if isinstance(a, ChooseFaction)]
    assert sorted(page.buttons) == sorted(free) and state.players[2].faction not in page.buttons
    world = controller.rules.legacy
    faction = free[-1]
    power = world.power(world.faction(faction).power)
    assert power.text in page.findChild(QLabel, f"factionPower-{faction}").text()
    assert page.buttons[faction].accessibleName() == f"Play {world.faction(faction).name}"

    qtbot.mouseClick(page.buttons[faction], LEFT)
    assert controller.state.players[0].faction == faction
    assert controller.state.phase == PICK_START
    page = window.decision_panel.page
    assert isinstance(page, ChooseStartPage)
    assert "Click a highlighted territory for your HQ and 8 troops" in page.what.text()
    starts = window.tool.legal_starts()
    assert starts and window.board.highlighted()[0] == starts

    start = sorted(starts)[len(starts) // 2]
    click(window, start)
    assert controller.state.hq[start] == 0 and controller.state.owner[start] == 0
    assert controller.state.armies[start] == 8


def test_a_start_next_to_another_hq_is_refused_with_the_engines_reason(qtbot, settings):
    controller, window = person_at_setup(qtbot, settings)
    qtbot.mouseClick(window.decision_panel.page.buttons[sorted(window.decision_panel.page.buttons)[0]], LEFT)
    state = controller.state
    cy_hq = state.hq.index(2)
    world = controller.world
    # Unoccupied and unmarked, but "You cannot place your HQ adjacent to another faction's HQ."
    beside = next(n for n in world.neighbours[cy_hq] if world.land[n] and state.owner[n] == NOBODY)
    assert beside not in window.tool.legal_starts()
    click(window, beside)
    reason = controller.explain(ChooseStart(beside))
    assert reason is not None and "no HQ may start next to another" in reason
    assert window.statusBar().currentMessage() == reason
    assert controller.state.owner[beside] == NOBODY and controller.state.phase == PICK_START
