"""Every way into a campaign: the designer's F5 on a Legacy scenario, File ▸ New Campaign… and
File ▸ Open… in the Legacy play window, ``worldsmith play CAMPAIGN``; and the questions on the
way (the starting powers dialog, the starting coins, cancelling)."""

from __future__ import annotations

import shutil

from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from editor.play import launch as play_launch
from editor.play.legacy import campaign_setup
from editor.play.legacy import launch as legacy_launch
from editor.play.legacy.powers_dialog import PowersDialog
from editor.play.legacy.window import LegacyPlayWindow
from editor.scenario.scenario_document import ScenarioDocument
from editor.scenario.scenario_window import ScenarioWindow
from engine.campaign.campaign_file import load_campaign
from engine.scenario import load_scenario
from tests.editor.play.legacy.campaign_helpers import NEW_WORLD, Answers, close_campaign_quietly

Button = QMessageBox.StandardButton


def test_f5_in_the_designer_starts_a_campaign_next_to_the_scenario(qtbot, settings, boxes, tmp_path, monkeypatch):
    scenario = tmp_path / "my world.yaml"
    shutil.copy(NEW_WORLD, scenario)
    answers = Answers(monkeypatch, tmp_path / "ours.yaml")
    boxes.answer("question", Button.No)  # the coins stay in the box
    document, _warnings = ScenarioDocument.open(scenario)
    designer = ScenarioWindow(document, settings=settings)
    qtbot.addWidget(designer, before_close_func=lambda w: w.document().undo_stack.setClean())
    window = designer.play()  # F5
    assert isinstance(window, LegacyPlayWindow)
    qtbot.addWidget(window, before_close_func=close_campaign_quietly)
    assert answers.suggested == [tmp_path / "Legacy a new world campaign.yaml"]
    campaign = load_campaign(tmp_path / "ours.yaml").campaign
    assert campaign.world.stock_left()["coins"] == 12  # declined: none spread
    assert campaign.game is not None and window.session.campaign.world.factions[0].power


def test_cancelling_a_question_starts_nothing(qtbot, settings, boxes, tmp_path, monkeypatch):
    answers = Answers(monkeypatch, tmp_path / "c.yaml")
    monkeypatch.setattr(PowersDialog, "exec", lambda dialog: 0)  # Cancel
    assert play_launch.open_scenario(NEW_WORLD, settings=settings) is None
    assert answers.suggested and not (tmp_path / "c.yaml").exists()
    monkeypatch.setattr(campaign_setup, "ask_campaign_path", lambda parent, suggested: None)
    assert play_launch.open_scenario(NEW_WORLD, settings=settings) is None
    assert boxes.calls == []


def test_a_scenario_that_cannot_start_a_campaign_says_why(qtbot, settings, boxes, tmp_path, monkeypatch):
    Answers(monkeypatch, tmp_path / "c.yaml")
    loaded = load_scenario(NEW_WORLD)
    loaded.scenario.legacy = None
    from engine.board import load_map

    board = load_map(loaded.map_path()).board
    assert legacy_launch.play_legacy_scenario(loaded.scenario, board, settings=settings,
                                              scenario_path=NEW_WORLD) is None
    [(_kind, title, text)] = boxes.of("warning")
    assert title == "Cannot Start the Campaign" and "no Legacy world" in text


def test_the_powers_dialog_offers_both_powers_of_each_faction_with_their_text(qtbot):
    world = load_scenario(NEW_WORLD).scenario.legacy
    dialog = PowersDialog(world, seed=7)
    qtbot.addWidget(dialog)
    ok = dialog.button_box.button(QDialogButtonBox.StandardButton.Ok)
    assert len(dialog.groups) == len(world.factions) == 5
    assert not ok.isEnabled()  # every faction must have its power
    first = world.factions[0]
    power = world.power(first.power_options[0])
    button = dialog.buttons[(first.id, first.power_options[0])]
    assert button.text() == power.name and button.accessibleName() and button.objectName()
    assert power.text and power.text in _texts(dialog)
    button.click()
    assert not ok.isEnabled()
    dialog.choose_for_me.click()  # the others get a coin flip; the one chosen stays
    assert ok.isEnabled() and button.isChecked()
    chosen = dialog.chosen_world()
    assert chosen.factions[0].power == first.power_options[0]
    assert all(f.power in f.power_options for f in chosen.factions)
    assert all(not f.power for f in world.factions)  # the scenario's world is untouched


def _texts(widget) -> list[str]:
    from PySide6.QtWidgets import QLabel

    return [label.text() for label in widget.findChildren(QLabel)]


def test_new_campaign_and_open_in_the_window_and_worldsmith_play_campaign(qtbot, settings, boxes, tmp_path,
                                                                          monkeypatch):
    first_file, second_file = tmp_path / "first.yaml", tmp_path / "second.yaml"
    answers = Answers(monkeypatch, first_file)
    boxes.answer("question", Button.Yes)
    assert play_launch.start_play(str(NEW_WORLD), settings=settings) is None  # a window shows
    window = legacy_launch._open_windows[-1]
    qtbot.addWidget(window, before_close_func=close_campaign_quietly)
    first_game = window.controller

    # File ▸ New Campaign…: another scenario file, another campaign file, in this window.
    answers.path = second_file
    monkeypatch.setattr(campaign_setup, "ask_scenario_path", lambda parent, folder: NEW_WORLD)
    boxes.answer("question", Button.Yes)
    assert window.findChild(object, "action.newCampaign").text() == "New &Campaign…"
    window.findChild(object, "action.newCampaign").trigger()
    assert window.session.path == second_file and window.controller is not first_game
    assert load_campaign(first_file).campaign.game is not None  # the first one was kept

    # File ▸ Open…: back to the first campaign, its game going on.
    monkeypatch.setattr(campaign_setup, "ask_campaign_file", lambda parent, folder: first_file)
    window.findChild(object, "action.openGame").trigger()
    assert window.session.path == first_file and window.controller.rules.game_number == 1
    # A file that is not a campaign is refused with what to open instead.
    monkeypatch.setattr(campaign_setup, "ask_campaign_file", lambda parent, folder: NEW_WORLD)
    assert not window.open_game_dialog()
    assert "is not a campaign file" in boxes.of("warning")[-1][2] and window.session.path == first_file

    # worldsmith play CAMPAIGN: the game in progress goes on in a window of its own.
    window.controller.shutdown()
    window.save()
    assert play_launch.start_play(str(second_file), settings=settings) is None
    other = legacy_launch._open_windows[-1]
    qtbot.addWidget(other, before_close_func=close_campaign_quietly)
    assert other is not window and other.session.path == second_file
    assert other.windowTitle().startswith("Legacy: a new world — Game 1 of 15")
