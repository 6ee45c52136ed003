"""Positions near the end of a turn or of a game, in a real LegacyPlayWindow, for the
test_after_* tests: the setup is played through the engine (as tests/engine/rules/legacy/
support.py does), the position rigged on the game's state, then the window and the controller
take over and everything else goes through them."""

from __future__ import annotations

import dataclasses

from engine.campaign.pack_format import SAMPLE_PACKS, load_pack_file
from engine.campaign.packs import add_packs
from engine.campaign.world import LegacyWorld
from engine.core.actions import Attack
from engine.rules.legacy.rules import LegacyRules
from engine.rules.legacy.state import REWARDS
from tests.editor.play.helpers import human_ready
from tests.editor.play.legacy.helpers import legacy_controller, legacy_window
from tests.engine.rules.legacy.support import battle_position, give, rigged, set_up, t


def sample_pack_world(**changes) -> LegacyWorld:
    """A fresh world with Worldsmith's sample packs sealed in its box."""
    world = add_packs(LegacyRules.new_campaign(), load_pack_file(SAMPLE_PACKS).packs)
    return dataclasses.replace(world, **changes) if changes else world


def set_up_game(*controllers: str, world: LegacyWorld | None = None, seed: int = 3):
    """A controller whose game is past its setup (factions and starts chosen), nobody holding
    a scar card; not started."""
    controller = legacy_controller(*controllers, world=world, seed=seed)
    for seat in controller.state.players:
        seat.scar_card = ""
    set_up(controller.game)
    return controller


def open_window(qtbot, settings, controller):
    """The window on ``controller``'s game, started, with the person deciding at the screen."""
    window = legacy_window(qtbot, settings, controller)
    window.show()  # as a person sees it: pages and dialogs visible or not
    controller.start()
    person_at_the_screen(qtbot, window)
    return window


def person_at_the_screen(qtbot, window) -> None:
    controller = window.controller
    qtbot.waitUntil(lambda: controller.is_human(controller.decider()), timeout=10_000)
    window.acknowledge_handoff()
    qtbot.waitUntil(lambda: human_ready(controller), timeout=10_000)


def shown_page(qtbot, window, name: str):
    """The decision page ``name``, once it shows (a page added to a shown panel appears with
    the next turn of the event loop, as it does for a person)."""
    qtbot.waitUntil(lambda: window.findChild(object, name) is not None
                    and window.findChild(object, name).isVisible(), timeout=5_000)
    return window.findChild(object, name)


def about_to_win(controller):
    """Rig: the current player holds three red stars and may take Egypt, another faction's HQ,
    for the fourth with one die (the roll is rigged to win); the seat after them has only
    Egypt, the one after that holds on in Alaska. Returns (winner, out, held)."""
    game, state = controller.game, controller.state
    me, other = battle_position(game)
    held = (me + 2) % len(state.players)
    give(state, held, "alaska", 3)
    for seat in state.players:
        seat.missiles = 0  # no missile window after the roll
    state.players[me].stars = 3
    state.hq[t("egypt")] = other
    state.armies[t("egypt")] = 1
    rigged(game, (6,), (1,))
    return me, other, held


def take_the_fourth_star(controller, me: int) -> None:
    assert controller.decider() == me
    assert controller.perform(Attack(t("north-africa"), t("egypt"), 1)), "the winning attack"
    assert controller.state.phase == REWARDS
