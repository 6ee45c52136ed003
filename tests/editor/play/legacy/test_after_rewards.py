"""After a Legacy game, in the play window: the winner signs and chooses a reward placed on
the map (a major city named in place), then each player who held on chooses theirs; the
rewards reach the world after the game (rulebook, "Winning the game")."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from engine.campaign.pieces import MarkKind
from engine.core.phases import GAME_OVER
from engine.rules.legacy.state import REWARDS
from tests.editor.play.legacy.after_support import (
    about_to_win,
    open_window,
    person_at_the_screen,
    set_up_game,
    shown_page,
    take_the_fourth_star,
)
from tests.engine.rules.legacy.support import t


def rewards_page(qtbot, window):
    return shown_page(qtbot, window, "rewardsPage")


def test_the_winner_founds_a_major_city_on_the_map_and_names_it_in_place(qtbot, settings):
    """"The winner signs his name … After that, the winner gets to do ONE of the following: …
    Found a Major City" and "Proceeding clockwise from the winner, each player who Held On
    chooses one of the following: … Found a Minor City … in a territory you controlled"."""
    controller = set_up_game("human", "human", "human")
    me, out, held = about_to_win(controller)
    window = open_window(qtbot, settings, controller)
    take_the_fourth_star(controller, me)
    person_at_the_screen(qtbot, window)
    page = rewards_page(qtbot, window)
    winner = controller.state.players[me].name
    assert winner in page.signature.text() and page.signature.accessibleName() == f"Signed by the winner: {winner}"
    assert page.queue.text().startswith(f"{winner} (won)")
    assert controller.state.players[held].name in page.queue.text()

    # The kinds offered, each with the stock left in the box.
    major = page.findChild(object, "rewardKind-found-major-city")
    assert "Major cities left: 5" in major.text()
    assert page.findChild(object, "rewardKind-found-minor-city") is None  # a held-on reward
    no_scar = page.findChild(object, "rewardKind-cancel-scar")  # no scar on the board to cancel
    assert not no_scar.isEnabled() and "not possible now" in no_scar.text()
    qtbot.mouseClick(major, Qt.MouseButton.LeftButton, pos=QPoint(24, major.height() // 2))  # on its words
    allowed = window.tool.picking()
    assert allowed and t("north-africa") in allowed and window.board.highlighted()[0] == allowed

    window.tool.click(t("north-africa"))
    assert "North Africa" in page.place.text()
    assert page.name.text() == f"{winner}'s Landing"  # the engine's suggestion
    page.name.setText("   ")
    qtbot.mouseClick(page.choose_button, Qt.MouseButton.LeftButton)
    assert page.problem.isVisible() and "name" in page.problem.text()
    assert controller.state.phase == REWARDS and not controller.state.rewards  # refused: nothing chosen

    page.name.setText("Nova Roma")
    qtbot.mouseClick(page.choose_button, Qt.MouseButton.LeftButton)
    assert controller.state.rewards[0][:5] == (me, "found-major-city", "north-africa", "", "Nova Roma")

    # The held-on player, clockwise: a minor city in a territory they controlled.
    person_at_the_screen(qtbot, window)
    assert controller.decider() == held
    page = rewards_page(qtbot, window)
    assert page.queue.text().startswith(f"{controller.state.players[held].name} (held on)")
    minor = page.findChild(object, "rewardKind-found-minor-city")
    assert "Minor cities left: 9" in minor.text()
    minor.setChecked(True)
    assert window.tool.picking() == frozenset({t("alaska")})
    window.tool.click(t("peru"))  # not theirs: refused, still asking
    assert window.tool.picking() == frozenset({t("alaska")})
    window.tool.click(t("alaska"))
    page.name.setText("Fort Yukon")
    page.name.returnPressed.emit()
    assert controller.state.phase == GAME_OVER

    world = controller.rules.campaign_after(controller.state)
    names = [p.name for p in controller.state.players]
    assert [(s.player, s.game) for s in world.signatures] == [(winner, 1)]
    assert any(m.kind is MarkKind.MAJOR_CITY and m.territory == "north-africa" and m.name == "Nova Roma"
               and m.founder == winner for m in world.marks)
    assert any(m.kind is MarkKind.MINOR_CITY and m.territory == "alaska" and m.name == "Fort Yukon"
               and m.founder == names[held] for m in world.marks)
    assert world.stock_left()["major-city"] == 4 and world.stock_left()["minor-city"] == 8
    log = window.game_log.lines()
    assert f"{winner} founds the major city Nova Roma in North Africa." in log
    assert f"{names[held]} founds the minor city Fort Yukon in Alaska." in log


def test_a_player_who_held_on_may_add_a_coin_to_a_card_instead(qtbot, settings):
    """"Add a Coin to a Territory card … of a territory you controlled at the end of the game
    (a card can have no more than 6 total resources)"."""
    controller = set_up_game("human", "human", "human")
    me, _out, held = about_to_win(controller)
    window = open_window(qtbot, settings, controller)
    take_the_fourth_star(controller, me)
    person_at_the_screen(qtbot, window)
    page = rewards_page(qtbot, window)
    page.findChild(object, "rewardKind-destroy-card").setChecked(True)
    assert page.name.isHidden()  # no name for a destroyed card
    window.tool.click(t("egypt"))
    qtbot.mouseClick(page.choose_button, Qt.MouseButton.LeftButton)
    person_at_the_screen(qtbot, window)
    page = rewards_page(qtbot, window)
    coin = page.findChild(object, "rewardKind-upgrade-card")
    assert "Coin stickers left: 12" in coin.text()
    coin.setChecked(True)
    window.tool.click(t("alaska"))
    qtbot.mouseClick(page.choose_button, Qt.MouseButton.LeftButton)
    assert controller.state.phase == GAME_OVER
    world = controller.rules.campaign_after(controller.state)
    assert world.card("alaska").coins == 2 and world.card("egypt").destroyed
    assert world.stock_left()["coins"] == 11


def test_a_continent_is_chosen_from_the_list_or_by_a_click_on_one_of_its_territories(qtbot, settings):
    """"Name a Continent: … You may name any unnamed continent" and "+1 or -1 to a continent
    bonus … A continent can only be changed once"."""
    controller = set_up_game("human", "human", "human")
    me, _out, _held = about_to_win(controller)
    window = open_window(qtbot, settings, controller)
    take_the_fourth_star(controller, me)
    person_at_the_screen(qtbot, window)
    page = rewards_page(qtbot, window)
    page.findChild(object, "rewardKind-name-continent").setChecked(True)
    assert page.continent.isVisibleTo(page) and page.continent.count() == len(controller.world.continents)
    window.tool.click(t("peru"))  # a territory of South America stands for its continent
    assert page.continent.currentData() == "south-america"
    page.findChild(object, "rewardKind-continent-bonus").setChecked(True)
    page.continent.setCurrentIndex(page.continent.findData("africa"))
    page.continent.activated.emit(page.continent.currentIndex())
    page.change.setCurrentIndex(page.change.findData("down"))
    qtbot.mouseClick(page.choose_button, Qt.MouseButton.LeftButton)
    assert controller.state.rewards[0][:4] == (me, "continent-bonus", "", "africa")
    assert controller.state.rewards[0][5] == -1
    assert f"{controller.state.players[me].name} lowers the bonus of Africa by one." in window.game_log.lines()


def test_a_spanish_table_is_offered_a_spanish_city_name(qtbot, settings, qapp):
    """Issue 28: "engine-suggested names per language" — the suggestion reads "Desembarco de
    Ana", not "Ana's Landing", and is still unlike every city's name in the world."""
    from PySide6.QtCore import QLocale

    from editor.app.application import install_translators

    controller = set_up_game("human", "human", "human")
    me, _out, _held = about_to_win(controller)
    installed = install_translators(qapp, QLocale("es_ES"))
    try:
        window = open_window(qtbot, settings, controller)
        take_the_fourth_star(controller, me)
        person_at_the_screen(qtbot, window)
        page = rewards_page(qtbot, window)
        page.choose_kind("found-major-city")
        winner = controller.state.players[me].name
        assert page.name.text() == f"Desembarco de {winner}"
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
