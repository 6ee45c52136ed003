"""Names, the stock and the factions' X in the Legacy play window (issue 28, items 16 and 6):
a city's name is the world's only one of its kind, refused beside the field as it is typed;
the stock left is never shown below nothing, and says what it counts; a faction not played
in a game has its "X" in the campaign's history table."""

from __future__ import annotations

import dataclasses
import re

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.play.legacy.campaign_panel import CampaignPanel
from editor.play.legacy.session import CampaignSession
from engine.campaign.campaign_file import Campaign
from engine.campaign.pieces import MarkKind
from engine.campaign.rewards import RewardKind, name_refusal
from engine.campaign.world import ContinentMarks, FactionGame, GameResult, Mark, TerritoryCard
from engine.rules.legacy.actions import ChooseReward
from engine.rules.legacy.state import REWARDS
from engine.scenario.model import ScenarioPlayer
from tests.editor.play.legacy.after_support import (
    about_to_win,
    open_window,
    person_at_the_screen,
    set_up_game,
    shown_page,
    take_the_fourth_star,
)
from tests.engine.rules.legacy.support import fresh_world, t
from tests.support.games import board

# A count below nothing, with either minus sign ("−1 marks" is the name of a sticker).
NEGATIVE = re.compile(r"[-−]\d+(?!\s+(continent\s+)?marks?)")

# Used up: the 12 starting coins on cards, and more (a coin a reward adds comes from no stock);
# all 5 major cities founded.
COINS_ON_CARDS = {territory: TerritoryCard(coins=4) for territory in ("peru", "brazil", "argentina", "venezuela",
                                                                       "ontario", "quebec")}
MAJOR_CITIES = [Mark(MarkKind.MAJOR_CITY, territory, name=f"City {n}", founder="Ann")
                for n, territory in enumerate(("ural", "siberia", "india", "china", "japan"), 1)]


def rewards_position(world):
    controller = set_up_game("human", "human", "human", world=world)
    me, _out, held = about_to_win(controller)
    return controller, me, held


def at_the_rewards(qtbot, settings, controller, me):
    window = open_window(qtbot, settings, controller)
    take_the_fourth_star(controller, me)
    person_at_the_screen(qtbot, window)
    return window, shown_page(qtbot, window, "rewardsPage")


def test_a_city_name_the_world_has_is_refused_beside_the_field_as_it_is_typed(qtbot, settings):
    """"Found a Major City … Name that city": a city already standing under that name (in any
    case of letters) would make two of them on the board; the reason shows by the field before
    the reward is chosen, and the rules refuse it too."""
    world = fresh_world(marks=[Mark(MarkKind.MINOR_CITY, "ural", name="Nova Roma", founder="Cy")])
    controller, me, _held = rewards_position(world)
    window, page = at_the_rewards(qtbot, settings, controller, me)
    page.findChild(object, "rewardKind-found-major-city").setChecked(True)
    window.tool.click(t("north-africa"))
    assert page.name_problem.isHidden()  # the engine's suggestion is free

    page.name.clear()
    QTest.keyClicks(page.name, "nova ROMA")
    assert page.name_problem.isVisible()
    assert page.name_problem.text() == "The city in Ural is already named Nova Roma"  # (said as a sentence)
    assert not page.choose_button.isEnabled()
    QTest.keyClick(page.name, Qt.Key.Key_Return)
    assert controller.state.phase == REWARDS and not controller.state.rewards  # nothing chosen
    action = ChooseReward("found-major-city", "north-africa", "NOVA ROMA", "none")
    assert controller.explain(action) == "the city in Ural is already named Nova Roma"  # the rules say no too

    QTest.keyClicks(page.name, "n")  # "nova ROMAn": another name
    assert page.name_problem.isHidden() and page.choose_button.isEnabled()
    QTest.keyClick(page.name, Qt.Key.Key_Return)
    assert controller.state.rewards[0][:5] == (me, "found-major-city", "north-africa", "", "nova ROMAn")
    page.grab().save("/tmp/rewards-name-free.png")


def test_the_name_refused_is_shown_beside_the_field(qtbot, settings):
    world = fresh_world(marks=[Mark(MarkKind.MINOR_CITY, "ural", name="Nova Roma", founder="Cy")])
    controller, me, _held = rewards_position(world)
    window, page = at_the_rewards(qtbot, settings, controller, me)
    page.findChild(object, "rewardKind-found-major-city").setChecked(True)
    window.tool.click(t("north-africa"))
    page.name.clear()
    QTest.keyClicks(page.name, "Nova Roma")
    # Right under the field, in its column: read with it.
    field, reason = page.name.geometry(), page.name_problem.geometry()
    assert reason.left() == field.left() and 0 <= reason.top() - field.bottom() <= 12
    page.grab().save("/tmp/rewards-name-taken.png")


def test_a_continent_name_already_given_is_refused_in_any_case():
    world = fresh_world()
    world = dataclasses.replace(world, continents={**world.continents,
                                                   "asia": ContinentMarks(name="The Dominion", named_by="Ann")})
    refusal = name_refusal(world, board("classic"), RewardKind.NAME_CONTINENT, "the dominion")
    assert refusal is not None and refusal.params["name"] == "The Dominion"
    assert name_refusal(world, board("classic"), RewardKind.NAME_CONTINENT, "The Realm") is None


def test_a_used_up_stock_is_never_shown_below_nothing(qtbot, settings):
    """The 12 starting coin stickers all on cards (more coins came from rewards since) and the
    5 major cities founded: the rewards say none are left, never "−1", and adding a coin to a
    card is still offered (LegacyWorld.stock_left: a coin a reward adds comes from no stock)."""
    world = fresh_world(marks=list(MAJOR_CITIES), cards=dict(COINS_ON_CARDS))
    assert sum(card.coins - 1 for card in world.cards.values()) > 12
    controller, me, held = rewards_position(world)
    window, page = at_the_rewards(qtbot, settings, controller, me)
    major = page.findChild(object, "rewardKind-found-major-city")
    assert "Major cities left: 0" in major.text() and not major.isEnabled()
    for button in page.kind_buttons.values():
        assert not NEGATIVE.search(button.text()), button.text()
    page.findChild(object, "rewardKind-destroy-card").setChecked(True)
    window.tool.click(t("egypt"))
    page.choose_button.click()

    person_at_the_screen(qtbot, window)
    assert controller.decider() == held
    page = shown_page(qtbot, window, "rewardsPage")
    coin = page.findChild(object, "rewardKind-upgrade-card")
    assert coin.isEnabled()
    assert "a card holds at most 6 coins" in coin.text() and "Coin stickers left: 0" not in coin.text()
    assert not NEGATIVE.search(coin.text())
    page.grab().save("/tmp/rewards-coins-used-up.png")


def campaign_session(tmp_path, world) -> CampaignSession:
    players = [ScenarioPlayer(name, None, "", "human") for name in ("Ann", "Ben", "Cy")]
    campaign = Campaign(name="Test campaign", map="classic", players=players, world=world, seed=1)
    return CampaignSession(campaign, tmp_path / "campaign.yaml", board("classic"))


def test_a_faction_not_played_has_its_x_in_the_history(qtbot, tmp_path):
    """"Factions not chosen for this game should have an 'X' marked on the back (under player)
    for this game to show that they did not take part"."""
    world = fresh_world(games_played=2)
    played, sat_out = world.factions[0], world.factions[1]
    factions = list(world.factions)
    factions[0] = dataclasses.replace(played, history=(FactionGame(1, "Ann", "peru", GameResult.WON),
                                                       FactionGame(2, "Ben", "siam", GameResult.HELD_ON)))
    factions[1] = dataclasses.replace(sat_out, history=(FactionGame(2, "Ann", "ural", GameResult.WON),),
                                      not_played=(1,))
    world = dataclasses.replace(world, factions=factions)
    panel = CampaignPanel(campaign_session(tmp_path, world))
    qtbot.addWidget(panel)
    history = panel.history
    assert history.item(1, 1).text() == "X"
    assert "did not take part" in history.item(1, 1).toolTip() and "Game 1" in history.item(1, 1).toolTip()
    assert history.item(1, 2).text() == "W"  # the game it played is as before
    assert history.item(0, 1).text() == "W" and history.item(0, 2).text() == "H"
    assert history.item(2, 1) is None  # a faction with nothing written for game 1 shows nothing
    panel.resize(520, 640)
    panel.grab().save("/tmp/campaign-history-x.png")


def test_the_campaign_stock_of_a_used_up_world_is_never_negative(qtbot, tmp_path):
    world = fresh_world(marks=[*MAJOR_CITIES, Mark(MarkKind.MAJOR_CITY, "egypt", name="City 6", founder="Ann")],
                        cards=dict(COINS_ON_CARDS))
    assert world.stock_left()["major-city"] == 0 and world.stock_left()["coins"] == 0
    panel = CampaignPanel(campaign_session(tmp_path, world))
    qtbot.addWidget(panel)
    assert "0 major cities" in panel.stock.text()
    assert not NEGATIVE.search(panel.stock.text()), panel.stock.text()
