"""Naming the world after the fifteenth game, in the play window: "At the conclusion of the
15th game, once all rewards are chosen, the player who signed the victor's section of the
board the most times gets to name the planet!\""""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt

from engine.core.phases import GAME_OVER
from engine.rules.legacy.state import NAME_THE_WORLD, REWARDS
from tests.editor.play.legacy.after_support import (
    about_to_win,
    open_window,
    person_at_the_screen,
    set_up_game,
    shown_page,
    take_the_fourth_star,
)
from tests.engine.rules.legacy.support import fresh_world, signed


def test_the_player_who_signed_most_names_the_world_after_game_fifteen(qtbot, settings):
    world = dataclasses.replace(signed(fresh_world(), "Bob", "Bob", "Bob", "Cy"), games_played=14)
    controller = set_up_game("human", "human", "human", world=world)
    me, _out, _held = about_to_win(controller)
    window = open_window(qtbot, settings, controller)
    take_the_fourth_star(controller, me)
    while controller.state.phase == REWARDS:
        person_at_the_screen(qtbot, window)
        assert controller.perform(controller.legal_actions()[0])
    assert controller.state.phase == NAME_THE_WORLD
    person_at_the_screen(qtbot, window)
    bob = [p.name for p in controller.state.players].index("Bob")
    assert controller.decider() == bob
    page = shown_page(qtbot, window, "nameTheWorldPage")
    times = 4 if me == bob else 3
    assert f"Bob signed the board most often ({times} times) and names the world." in page.who.text()
    assert page.name.text() == "The World of Bob"  # the engine's suggestion

    page.name.setText("x" * 60)
    qtbot.mouseClick(page.button, Qt.MouseButton.LeftButton)
    assert page.problem.isVisible() and "1 to 40 letters" in page.problem.text()
    assert controller.state.phase == NAME_THE_WORLD

    page.name.setText("Terra Nova")
    qtbot.mouseClick(page.button, Qt.MouseButton.LeftButton)
    assert controller.state.phase == GAME_OVER
    after = controller.rules.campaign_after(controller.state)
    assert after.world_name == "Terra Nova" and after.games_played == 15
    assert "Bob names the world Terra Nova." in window.game_log.lines()


def test_a_tie_for_most_signatures_is_rolled_off_by_the_rules_and_said(qtbot, settings):
    """"If players are tied for most wins, those tied players roll off" — the page says who
    was tied with the one who names the world."""
    world = dataclasses.replace(signed(fresh_world(), "Ann", "Ann", "Ann", "Ann", "Cy", "Cy", "Cy"), games_played=14)
    controller = set_up_game("human", "human", "human", world=world)
    me, _out, _held = about_to_win(controller)
    assert controller.state.players[me].name == "Cy"  # the fourth signature ties Cy with Ann
    window = open_window(qtbot, settings, controller)
    take_the_fourth_star(controller, me)
    while controller.state.phase == REWARDS:
        person_at_the_screen(qtbot, window)
        assert controller.perform(controller.legal_actions()[0])
    person_at_the_screen(qtbot, window)
    page = shown_page(qtbot, window, "nameTheWorldPage")
    namer = controller.state.players[controller.decider()].name
    other = ({"Ann", "Cy"} - {namer}).pop()
    assert f"{namer} signed the board most often (4 times)" in page.who.text()
    assert f"Tied with {other} in signatures; {namer} won the roll-off." in page.who.text()
