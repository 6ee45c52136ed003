"""A Risk Legacy campaign in the play window: started from a Legacy scenario through the
launcher (the questions answered by the test, the powers clicked in their dialog), its games
played by computer players at instant speed, every game written into the campaign file the
moment it ends, the next game started from the world the last one left, and a campaign
reopened after a crash going on where it was."""

from __future__ import annotations

import time

import pytest
from PySide6.QtWidgets import QMessageBox

from editor.play import launch as play_launch
from editor.play.legacy.campaign_setup import documents_folder
from editor.play.legacy.launch import open_campaign
from editor.play.legacy.window import LegacyPlayWindow
from engine.campaign.campaign_file import load_campaign
from engine.campaign.rewards import CAMPAIGN_GAMES, Reward, RewardKind
from engine.core.phases import GAME_OVER
from tests.editor.play.legacy.campaign_helpers import NEW_WORLD, Answers, close_campaign_quietly
from tests.support.reopening import moves

Button = QMessageBox.StandardButton
GAME_TIMEOUT_MS = 120_000


@pytest.fixture
def campaign_file(tmp_path):
    return tmp_path / "campaign.yaml"


def start_campaign(qtbot, settings, boxes, answers: Answers) -> LegacyPlayWindow:
    """``worldsmith play legacy-new-world.yaml``: the launcher, as the designer's F5 reaches it."""
    boxes.answer("question", Button.Yes)  # spread the 12 starting coins
    window = play_launch.open_scenario(NEW_WORLD, settings=settings)
    assert isinstance(window, LegacyPlayWindow)
    qtbot.addWidget(window, before_close_func=close_campaign_quietly)
    # Not painted: drawing the board after every computer move is most of a game's time at
    # instant speed offscreen (about 10 s a game against 1 s), and the board is not what these
    # tests check.
    window.hide()
    return window


def reward_is_on(world, reward: Reward) -> bool:
    """Whether the world shows what ``reward`` did to it."""
    kind, place = reward.kind, reward.territory
    city = world.city(place) if place else None
    return {
        RewardKind.FOUND_MAJOR_CITY: lambda: city is not None and city.name == reward.name,
        RewardKind.FOUND_MINOR_CITY: lambda: city is not None and city.name == reward.name,
        RewardKind.CANCEL_SCAR: lambda: world.scar(place) is None,
        RewardKind.NAME_CONTINENT: lambda: world.continent(reward.continent).name == reward.name,
        RewardKind.CONTINENT_BONUS: lambda: world.continent(reward.continent).bonus_mark == reward.delta,
        RewardKind.FORTIFY_CITY: lambda: world.fortification(place) is not None,
        RewardKind.DESTROY_CARD: lambda: world.card(place).destroyed,
        RewardKind.UPGRADE_CARD: lambda: world.card(place).coins >= 2,
    }[kind]()


def play_to_game_over(qtbot, window: LegacyPlayWindow) -> float:
    controller = window.controller
    started = time.perf_counter()
    if controller.state.phase != GAME_OVER:
        with qtbot.waitSignal(controller.gameOver, timeout=GAME_TIMEOUT_MS):
            pass
    return time.perf_counter() - started


def test_a_campaign_starts_from_a_legacy_scenario_with_the_powers_chosen_in_the_dialog(
        qtbot, settings, boxes, campaign_file, monkeypatch):
    answers = Answers(monkeypatch, campaign_file, power_index=1)
    window = start_campaign(qtbot, settings, boxes, answers)
    # The file is asked for, "<scenario name> campaign.yaml" in <Documents>/Worldsmith: never next to
    # the shipped scenario, inside the installed package.
    assert answers.suggested == [documents_folder() / "Legacy a new world campaign.yaml"]
    session = window.session
    assert session.path == campaign_file
    world = session.campaign.world
    # "choose a starting power for each Faction": the second option, clicked for each.
    assert [f.power for f in world.factions] == [f.power_options[1] for f in world.factions]
    # The 12 starting coins, spread at random when offered, and the people told where.
    assert world.stock_left()["coins"] == 0
    assert any(kind == "information" and "coin was put on" in text for kind, _title, text in boxes.calls)
    assert all(p.controller == "heuristic" for p in session.campaign.players)
    # Game 1 is going on, kept in the campaign file from the start.
    on_disk = load_campaign(campaign_file).campaign
    assert on_disk.game is not None and [f.power for f in on_disk.world.factions] == [f.power for f in world.factions]
    assert window.windowTitle().startswith("Legacy: a new world — Game 1 of 15")
    panel = window.findChild(object, "campaignPanel")
    button = window.findChild(object, "startNextGame")
    assert window.findChild(object, "campaignDock") is not None and panel.accessibleName()
    assert not button.isEnabled() and button.accessibleName() == "Start Game 1"


def test_choose_for_me_flips_a_coin_for_each_faction(qtbot, settings, boxes, campaign_file, monkeypatch):
    answers = Answers(monkeypatch, campaign_file, power_index=None)
    window = start_campaign(qtbot, settings, boxes, answers)
    dialog = answers.powers_dialogs[0]
    assert len(dialog.groups) == 5 and all(group.checkedButton() is not None for group in dialog.groups.values())
    assert all(f.power in f.power_options for f in window.session.campaign.world.factions)


def test_bots_play_game_one_the_record_is_saved_at_game_over_and_game_two_starts_from_that_world(
        qtbot, settings, boxes, campaign_file, monkeypatch):
    answers = Answers(monkeypatch, campaign_file)
    window = start_campaign(qtbot, settings, boxes, answers)
    controller = window.controller
    on_disk_at_game_over = []
    # Connected after the window: runs once the window has handled the end of the game.
    controller.gameOver.connect(lambda _winner: on_disk_at_game_over.append(load_campaign(campaign_file).campaign))
    play_to_game_over(qtbot, window)
    [saved] = on_disk_at_game_over
    assert saved.game is None and [r.game for r in saved.history] == [1] and saved.world.games_played == 1
    record = saved.history[0]
    assert record.winner is not None and record.rewards  # "The winner signs ... and chooses a reward"
    assert campaign_file.with_name(campaign_file.name + ".bak").is_file()  # the file it replaced, kept
    # The results, then the overview offers game 2.
    results = window.results_dialog
    assert results is not None and results.objectName() == "campaignResults"
    assert record.winner in results.findChild(object, "resultsHeadline").text()
    assert results.findChild(object, "resultsTable").rowCount() == 5
    button = window.findChild(object, "startNextGame")
    assert button.isEnabled() and button.text() == "Start Game 2"
    assert "1 of 15" in window.findChild(object, "campaignGames").text()
    assert window.findChild(object, "campaignHistory").columnCount() == 2  # the faction, game 1

    button.click()
    second = window.controller
    assert second is not controller and window.results_dialog is None
    assert second.rules.game_number == 2 and window.windowTitle().startswith("Legacy: a new world — Game 2 of 15")
    world = second.rules.legacy
    assert world == saved.world and world.signatures[-1].player == record.winner
    assert all(reward_is_on(world, reward) for _player, reward in record.rewards)  # game 1's rewards
    assert not button.isEnabled()
    assert load_campaign(campaign_file).campaign.game is not None  # game 2 kept in the file


def test_a_campaign_reopened_after_a_crash_goes_on_where_it_was(qtbot, settings, boxes, campaign_file, monkeypatch):
    answers = Answers(monkeypatch, campaign_file)
    window = start_campaign(qtbot, settings, boxes, answers)
    controller = window.controller
    qtbot.waitUntil(lambda: controller.state.turn >= 4, timeout=GAME_TIMEOUT_MS)
    controller.shutdown()  # the crash: nothing more is saved
    kept = load_campaign(campaign_file).campaign
    assert kept.game is not None and kept.game.state.turn >= 3  # written at every turn start
    turn = kept.game.state.turn

    again = open_campaign(campaign_file, settings=settings)
    qtbot.addWidget(again, before_close_func=close_campaign_quietly)
    again.hide()
    assert again.controller.state.turn == turn and moves(again.controller.game) == moves(kept.game)
    play_to_game_over(qtbot, again)
    assert [r.game for r in load_campaign(campaign_file).campaign.history] == [1]


def test_closing_the_window_mid_game_keeps_the_campaign_without_asking(qtbot, settings, boxes, campaign_file,
                                                                       monkeypatch):
    answers = Answers(monkeypatch, campaign_file)
    window = start_campaign(qtbot, settings, boxes, answers)
    qtbot.waitUntil(lambda: window.controller.state.turn >= 2, timeout=GAME_TIMEOUT_MS)
    asked = len(boxes.of("question"))
    window.close()
    assert len(boxes.of("question")) == asked
    kept = load_campaign(campaign_file).campaign
    assert kept.game is not None and moves(kept.game) == moves(window.controller.game)


def test_a_damaged_or_newer_campaign_file_is_explained_in_a_message_box(qapp, settings, boxes, tmp_path):
    damaged = tmp_path / "damaged.yaml"
    damaged.write_text("format: worldsmith-campaign\nschema: 1\nname: x\n", encoding="utf-8")
    newer = tmp_path / "newer.yaml"
    newer.write_text("format: worldsmith-campaign\nschema: 99\nname: x\n", encoding="utf-8")
    for path, reason in ((damaged, "missing required keys"), (newer, "written by a newer Worldsmith")):
        assert play_launch.start_play(str(path), settings=settings) == play_launch.EXIT_UNREADABLE
        kind, title, text = boxes.calls[-1]
        assert kind == "warning" and title == "Cannot Open Campaign" and path.name in text and reason in text


def test_a_campaign_that_cannot_be_saved_says_so_and_keeps_the_world(qtbot, settings, boxes, campaign_file,
                                                                     monkeypatch):
    answers = Answers(monkeypatch, campaign_file)
    window = start_campaign(qtbot, settings, boxes, answers)
    window.controller.shutdown()

    def full_disk(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("editor.play.legacy.session.save_campaign", full_disk)
    assert not window.save()
    [(_kind, title, text)] = boxes.of("critical")
    assert title == "Cannot Save the Campaign" and "No space left on device" in text and "Save As" in text
    assert window.session.campaign.game is not None  # nothing lost in memory
    assert load_campaign(campaign_file).campaign.game is not None  # nor on disk


def test_a_bare_saved_legacy_game_says_to_open_the_campaign_file(qtbot, settings, boxes, tmp_path):
    from engine.core.game import Game, GameSetup
    from engine.core.save import save_game
    from engine.rules.base import PlayerSetup
    from engine.rules.legacy.rules import LegacyRules
    from tests.support.games import board

    seats = tuple(PlayerSetup(name) for name in ("Ann", "Ben", "Cat"))
    saved = tmp_path / "legacy game.yaml"
    save_game(Game(board("classic"), GameSetup("legacy", seats, 3, campaign=LegacyRules.new_campaign())), saved)
    assert play_launch.open_saved_game(saved, settings=settings, autosave_path=tmp_path / "autosave.yaml") is None
    [(_kind, _title, text)] = boxes.of("warning")
    assert "open the campaign file" in text


@pytest.mark.slow
def test_computer_players_play_a_whole_campaign_in_the_window_and_the_world_is_named(
        qtbot, settings, boxes, campaign_file, monkeypatch):
    # Three seats (the fewest the rules allow): fifteen games of five took two minutes of the suite.
    answers = Answers(monkeypatch, campaign_file, controllers=["heuristic", "random", "heuristic"])
    window = start_campaign(qtbot, settings, boxes, answers)
    seconds = []
    for number in range(1, CAMPAIGN_GAMES + 1):
        assert window.controller.rules.game_number == number
        seconds.append(play_to_game_over(qtbot, window))
        assert load_campaign(campaign_file).campaign.world.games_played == number
        if number < CAMPAIGN_GAMES:
            window.findChild(object, "startNextGame").click()
    campaign = load_campaign(campaign_file).campaign
    assert campaign.world.world_name and campaign.history[-1].world_name == campaign.world.world_name
    button = window.findChild(object, "startNextGame")
    assert not button.isEnabled() and not button.isVisibleTo(window.campaign_panel)
    assert "complete" in window.findChild(object, "campaignStatus").text()
    print(f"\n{CAMPAIGN_GAMES} games in the window: {sum(seconds):.1f} s, "
          f"{sum(seconds) / len(seconds):.2f} s a game (longest {max(seconds):.2f} s)")


def test_save_as_moves_the_campaign_and_quitting_keeps_the_game(qtbot, settings, boxes, campaign_file, monkeypatch,
                                                                 tmp_path):
    answers = Answers(monkeypatch, campaign_file)
    window = start_campaign(qtbot, settings, boxes, answers)
    qtbot.waitUntil(lambda: window.controller.state.turn >= 2, timeout=GAME_TIMEOUT_MS)
    window.controller.shutdown()
    moved = tmp_path / "elsewhere" / "moved.yaml"
    moved.parent.mkdir()
    monkeypatch.setattr("editor.dialogs.ask_save_path", lambda *args, **kwargs: moved)
    assert window.save_as()
    assert window.session.path == moved and load_campaign(moved).campaign.game is not None
    # The session ends without the window being closed: the campaign file keeps the game, no questions.
    window._application_quitting()
    kept = load_campaign(moved).campaign
    assert len(kept.game.log) == len(window.controller.game.log)
    assert len(boxes.of("question")) == 1  # only the starting coins were asked about


def test_opening_a_campaign_between_games_waits_for_start_game(qtbot, settings, tmp_path, monkeypatch):
    """The play-test: quitting after game 1 and opening the file went straight into game 2's
    setup. The README: "then **Start Game N** in the dock plays the next game" — opening shows
    the campaign, and the next game starts when the table says so."""
    from PySide6.QtWidgets import QDialog

    from engine.campaign.campaign_file import finish_game, new_campaign, save_campaign, start_next_game
    from engine.campaign.play_out import choose_missing_powers
    from engine.scenario.scenario_format import load_scenario
    from tests.engine.campaign.test_campaign_file import play_to_the_end
    from tests.support.games import board

    path = tmp_path / "between.yaml"
    campaign = new_campaign(load_scenario(NEW_WORLD), board("classic"), path, seed=3)
    campaign.world, _chosen = choose_missing_powers(campaign.world, 3)
    start_next_game(campaign, board("classic"))
    play_to_the_end(campaign.game)
    finish_game(campaign)
    save_campaign(campaign, path)

    shown: list[str] = []

    def overview(answer):
        def exec_(dialog):
            shown.append(dialog.windowTitle())
            return answer
        return exec_

    monkeypatch.setattr(QDialog, "exec", overview(QDialog.DialogCode.Rejected))
    assert open_campaign(path, settings=settings) is None  # closed: no game started
    assert shown and shown[-1].endswith("Game 2 Is Next")
    assert load_campaign(path).campaign.game is None

    monkeypatch.setattr(QDialog, "exec", overview(QDialog.DialogCode.Accepted))  # "Start Game 2"
    window = open_campaign(path, settings=settings)
    qtbot.addWidget(window, before_close_func=close_campaign_quietly)
    window.hide()
    assert window.controller.rules.game_number == 2
