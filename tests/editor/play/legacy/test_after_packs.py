"""A sealed pack opened during a Legacy game, in the play window: the reveal shows the pack's
name, text and what it adds to everyone at the table — when a person goes on (their Continue
goes on with the game) and when a computer player does (the game goes on; the reveal stays
until someone closes it). Rulebook, "Opening New Packages": "POCKET 2: Open when a person is
about to place 30+ troops on the board and has at least one Missile"."""

from __future__ import annotations

from PySide6.QtCore import Qt

from editor.play.legacy.pack_reveal import PackRevealDialog
from engine.core.state import Phase
from engine.rules.legacy.actions import BeginRecruit
from engine.rules.legacy.state import PACK_OPENED, START_OF_TURN
from tests.editor.play.legacy.after_support import open_window, sample_pack_world, set_up_game, shown_page
from tests.editor.play.legacy.helpers import legacy_window
from tests.engine.rules.legacy.support import clear_board, give

OTHERS_HOLD = {1: ("eastern-australia", "western-australia"), 2: ("indonesia", "new-guinea")}


def thirty_troops_coming(*controllers: str, player: int):
    """``player`` starts a turn holding every territory but Australia's (more than 30 troops
    to recruit) and a missile: recruiting opens the sample pack "Mobilisation"."""
    controller = set_up_game(*controllers, world=sample_pack_world())
    state = controller.state
    clear_board(state)
    others = {name for names in OTHERS_HOLD.values() for name in names}
    for index, territory_id in enumerate(controller.world.ids):
        if controller.world.land[index] and territory_id not in others:
            give(state, player, territory_id, 1)
    for seat, names in OTHERS_HOLD.items():
        for name in names:
            give(state, (player + seat) % 3, name, 2)
    state.players[player].missiles = 1
    state.current, state.phase = player, START_OF_TURN
    return controller


def the_reveal(window) -> PackRevealDialog:
    dialog = window.findChild(PackRevealDialog, "packReveal")
    assert dialog is not None
    return dialog


def test_a_person_reads_the_pack_revealed_and_continues(qtbot, settings):
    controller = thirty_troops_coming("human", "heuristic", "heuristic", player=0)
    window = open_window(qtbot, settings, controller)
    assert not the_reveal(window).isVisible()
    assert controller.perform(BeginRecruit())
    assert controller.state.phase == PACK_OPENED
    dialog = the_reveal(window)
    assert dialog.isVisible() and not dialog.isModal()
    assert dialog.title.text() == "Mobilisation"
    assert dialog.story.text().startswith("An army of thirty stands ready to march")
    contents = dialog.contents.text()
    assert "Conscription Drive" in contents and "Grand Army" in contents and "(1 red star)" in contents
    page = shown_page(qtbot, window, "packOpenedPage")
    assert page.which.text() == "Mobilisation"
    assert dialog.continue_button.text().replace("&", "") == "Continue"

    qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
    assert controller.state.phase == Phase.REINFORCE and controller.state.reinforcements >= 30
    assert not dialog.isVisible()
    assert "A sealed pack is opened: Mobilisation." in window.game_log.lines()


def test_the_page_continue_goes_on_and_closes_the_reveal(qtbot, settings):
    controller = thirty_troops_coming("human", "heuristic", "heuristic", player=0)
    window = open_window(qtbot, settings, controller)
    controller.perform(BeginRecruit())
    page = shown_page(qtbot, window, "packOpenedPage")
    dialog = the_reveal(window)
    dialog.hide()  # closed by hand: the page shows it again
    qtbot.mouseClick(page.read_again, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.showing() == "mobilisation"
    qtbot.mouseClick(page.go_on, Qt.MouseButton.LeftButton)
    assert controller.state.phase == Phase.REINFORCE and not dialog.isVisible()


def test_a_computer_players_packs_are_revealed_to_the_table_while_the_game_goes_on(qtbot, settings):
    """Bob (a computer player) recruits 30+ troops with a missile and goes on at once; his
    attacks then wipe out the others, the first elimination opening "The Fallen": both
    packs wait on the screen, one after the other, after the game has gone on to its end."""
    controller = thirty_troops_coming("human", "heuristic", "heuristic", player=1)
    window = legacy_window(qtbot, settings, controller)
    window.show()
    with qtbot.waitSignal(controller.gameOver, timeout=30_000):
        controller.start()
    assert controller.state.packs_opened == ["mobilisation", "the-fallen"]
    dialog = the_reveal(window)
    assert dialog.isVisible() and dialog.title.text() == "Mobilisation"
    assert dialog.continue_button.text().replace("&", "") == "Close"
    assert "gone on" in dialog.who.text()
    played = len(controller.game.log)
    qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.title.text() == "The Fallen"
    qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and len(controller.game.log) == played  # closing changes nothing


def test_the_reveal_lists_powers_by_faction_and_every_kind_of_content(qtbot, settings):
    controller = set_up_game("human", "heuristic", "heuristic", world=sample_pack_world())
    window = legacy_window(qtbot, settings, controller)
    dialog = the_reveal(window)
    packs = {p.id: p for p in controller.rules.legacy.packs}
    fallen = dialog.describe(packs["the-fallen"])
    assert "Saharan Republic: Desert Ghosts" in fallen and "saharan-republic" not in fallen
    cities = dialog.describe(packs["age-of-cities"])
    for words in ("New scars", "Minefield", "Scar cards added", "Minefield: 2", "Event cards", "Harvest Festival",
                  "Mission cards", "Metropolis", "(2 red stars)", "Rules"):
        assert words in cities, words
    soldiers = dialog.describe(packs["old-soldiers"])
    assert "Rules changed from the next game" in soldiers and "Now: 6." in soldiers
