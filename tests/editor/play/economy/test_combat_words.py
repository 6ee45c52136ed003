"""Roll-offs in words, every modifier with its source; battles the dialog picks up or leaves
to the page."""

from __future__ import annotations

from editor.play.economy.battle_dialog import roll_sentence
from editor.play.economy.window import EconomyPlayWindow
from engine.core.actions import Pass
from engine.core.state import NOBODY
from engine.rules.economy.events import RollOff
from tests.editor.play.economy.helpers import economy_controller
from tests.editor.play.economy.test_combat_dialog import set_up_flank_battle, start, tid
from tests.editor.play.helpers import close_quietly, human_ready


def test_a_roll_off_names_each_modifier_its_totals_and_who_lost():
    """"+2 if they have more than twice as many units"; "Amphibious units get -1"; "Defending
    units in a country with fortifications get an additional +1"."""
    controller = economy_controller("human", "human")
    south = tid(controller, "southern-europe")
    event = RollOff(0, 1, south, 5, 4, False, True, (("twice-as-many", 2), ("amphibious", -1)),
                    (("defender", 1), ("fortification", 1)))
    text = roll_sentence(controller, event)
    assert text == ("In Southern Europe: Ada rolls 5 +2 (more than twice as many units) \u22121 (amphibious) = 6; "
                    "Basil rolls 4 +1 (defending) +1 (fortification) = 6. Basil loses a unit.")
    two_flanks = RollOff(0, -1, south, 3, 3, True, True, (("flank", 2),), ())
    assert roll_sentence(controller, two_flanks) == (
        "In Southern Europe: Ada rolls 3 +2 (2 extra flanks) = 5; Neutral rolls 3, no modifiers = 3. "
        "A tie: both lose a unit.".replace(", no modifiers = 3", ", no modifiers"))
    controller.shutdown()


def test_a_defenders_natural_six_is_said_to_win():
    """"Defenders who roll a 6 automatically win.\""""
    controller = economy_controller("human", "human")
    south = tid(controller, "southern-europe")
    event = RollOff(0, 1, south, 6, 6, True, False, (("more-units", 1),), (("defender", 1),))
    assert roll_sentence(controller, event).endswith("Basil defends with a natural 6 and wins: Ada loses a unit.")
    # Without the engine's modifiers (a roll-off it did not report), only the dice are told.
    bare = RollOff(0, 1, south, 2, 5, True, False)
    assert roll_sentence(controller, bare) == "In Southern Europe: Ada rolls 2; Basil rolls 5. Ada loses a unit."
    controller.shutdown()


def test_a_game_loaded_mid_battle_shows_the_battle_to_the_person_declaring(qtbot, settings, autosave):
    controller = economy_controller("human", "heuristic", "heuristic")
    south = set_up_flank_battle(controller)
    state = controller.state
    state.battle_tokens, state.battle, state.phase, state.responders = [], south, "battle", [0, 1]
    # Shown as a loaded game is: the battle going on when the window first sees the game.
    window = EconomyPlayWindow(controller, settings=settings, autosave_path=autosave)
    qtbot.addWidget(window, before_close_func=close_quietly)
    start(window, qtbot)
    qtbot.waitUntil(lambda: window.dialog("battle") is not None)
    dialog = window.dialog("battle")
    assert "Battle in Southern Europe" in dialog.text() and dialog.declaration.isVisible()
    assert window.phase_panel.page.objectName() == "battlePage"
    dialog.close()
    qtbot.waitUntil(lambda: window.dialog("battle") is None)
    window.phase_panel.page.show_battle()  # the page brings it back
    assert window.dialog("battle") is not None


def test_a_battle_the_dialog_cannot_show_is_decided_on_the_page(make_economy, qtbot):
    window = make_economy("human", "heuristic")
    controller = window.controller
    set_up_flank_battle(controller)
    state = controller.state
    state.battle_tokens, state.battle, state.phase, state.responders = [], NOBODY, "battle", [0]
    controller.start()
    window.show()
    qtbot.waitUntil(lambda: human_ready(controller, 0))
    page = window.phase_panel.page
    assert page.fallback.isVisible() and not page.show_button.isVisible()
    assert page.fallback._actions[0] == Pass()
