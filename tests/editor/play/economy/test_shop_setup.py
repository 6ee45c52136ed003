"""The draft start's setup by clicking the board, through the real window: "The winning player
selects a country which he will then own. Going clockwise, the next player picks", then "Each
player may choose the location of their Capital. Each player may choose locations for 2 Army
Bases. Each player gets 20 Army Units to place where they see fit.\""""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.play.economy.pages.setup_page import DraftPage, PlacementPage
from engine.rules.economy.actions import DraftPick, PlaceBase, PlaceCapital, PlaceUnits
from tests.editor.play.economy.shop_helpers import click_territory, take_screen
from tests.editor.play.helpers import human_ready

SHIFT, CTRL = Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.ControlModifier


def test_a_person_drafts_and_places_by_clicking(make_economy, qtbot):
    window = make_economy("human", "heuristic", start="draft")
    window.resize(1200, 900)
    window.show()
    controller = window.controller
    controller.start()
    picks = 0
    while True:
        qtbot.waitUntil(lambda: controller.state.phase != "draft" or human_ready(controller, 0), timeout=15_000)
        if controller.state.phase != "draft":
            break
        qtbot.waitUntil(lambda: isinstance(window.phase_panel.page, DraftPage))
        # A country already taken is refused in words.
        taken = next((t for t, owner in enumerate(controller.state.owner) if owner == 1), None)
        if taken is not None and picks == 0:
            log = list(controller.game.log)
            click_territory(window, taken)
            assert controller.game.log == log and window.statusBar().currentMessage()
        pick = next(a for a in controller.legal_actions() if isinstance(a, DraftPick))
        click_territory(window, pick.territory)
        assert controller.game.log[-1] == pick
        picks += 1
    assert picks >= 10

    take_screen(qtbot, window, 0, "draft-placement")
    page = window.phase_panel.page
    assert isinstance(page, PlacementPage)
    assert page.left_label.text() == "Still to place: your capital, 2 army bases, 20 army units."
    mine = controller.state.territories_of(0)
    a, b = mine[0], mine[1]
    click_territory(window, a)
    assert controller.game.log[-1] == PlaceCapital(a)
    click_territory(window, a)
    click_territory(window, b)
    assert controller.game.log[-2:] == [PlaceBase(a), PlaceBase(b)]
    # Undo takes the last placement back.
    QTest.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
    assert controller.state.players[0].bases_to_place == 1 and controller.state.army_bases[b] == 0
    click_territory(window, a)
    assert controller.state.army_bases[a] == 2
    click_territory(window, a)
    click_territory(window, b, SHIFT)
    assert controller.game.log[-2:] == [PlaceUnits(a, 1), PlaceUnits(b, 5)]
    page.count.setValue(14)
    assert page.left_label.text() == "Still to place: 14 army units."
    click_territory(window, a, CTRL)
    # Everything placed: the round begins once the computer player has placed too.
    qtbot.waitUntil(lambda: controller.state.phase == "get", timeout=15_000)
    assert controller.state.army[0][a] == 15 and controller.state.army[0][b] == 5
    assert controller.state.players[0].capital == a
