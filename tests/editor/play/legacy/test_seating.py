"""Seating the people present when a campaign starts (issue 28, items 12 and 9): how many play
(3 to 5), each seat's name, who plays it, the faction it keeps or "Choose at the table", its
colour and, for a person, "Always defend with the most dice"; what is chosen plays game 1.
And where the campaign file is offered: <Documents>/Worldsmith, never inside the package."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QMessageBox

from editor.play import launch as play_launch
from editor.play.legacy import campaign_setup
from editor.play.legacy.seats_dialog import AT_THE_TABLE, SeatsDialog
from editor.play.new_game_dialog import NewGameDialog
from engine.campaign import campaign_file
from engine.campaign.campaign_file import load_campaign
from engine.core.actions import Attack
from engine.core.state import Phase
from engine.resources import maps_dir, scenarios_dir
from engine.rules.legacy.actions import ChooseFaction
from engine.rules.legacy.state import PICK_FACTION, PICK_START
from engine.scenario import load_scenario
from tests.editor.play.legacy.campaign_helpers import NEW_WORLD, Answers, close_campaign_quietly
from tests.editor.play.legacy.turn_support import play_until

Button = QMessageBox.StandardButton
OK = QDialogButtonBox.StandardButton.Ok


class Seating:
    """Answers the seating dialog as the people present would: ``seats`` is one
    (name, controller, faction, always defend with the most) a seat, typed and picked in the
    real dialog."""

    def __init__(self, monkeypatch, seats: list[tuple[str, str, str, bool]]) -> None:
        self.seats = seats
        self.dialogs: list[SeatsDialog] = []
        monkeypatch.setattr(SeatsDialog, "exec", lambda dialog: self._answer(dialog))

    def _answer(self, dialog: SeatsDialog) -> int:
        self.dialogs.append(dialog)
        dialog.count.setValue(len(self.seats))
        for row, (name, controller, faction, defend_max) in zip(dialog.seated(), self.seats, strict=True):
            row.name.setText(name)
            row.controller.setCurrentIndex(row.controller.findData(controller))
            row.faction.setCurrentIndex(row.faction.findData(faction))
            row.defend_max.setChecked(defend_max)
        dialog.accept()
        return dialog.result()


def start_seated(qtbot, settings, boxes, tmp_path, monkeypatch, seats):
    Answers(monkeypatch, tmp_path / "ours.yaml")  # the file and the powers
    seating = Seating(monkeypatch, seats)
    boxes.answer("question", Button.No)  # the starting coins stay in the box
    window = play_launch.open_scenario(NEW_WORLD, settings=settings)
    assert window is not None and seating.dialogs
    qtbot.addWidget(window, before_close_func=close_campaign_quietly)
    return window


def new_world_dialog(qtbot) -> SeatsDialog:
    scenario = load_scenario(NEW_WORLD).scenario
    dialog = SeatsDialog(scenario.players, scenario.legacy)
    qtbot.addWidget(dialog)
    return dialog


def test_three_people_named_at_the_start_play_game_1_with_those_names(qtbot, settings, boxes, tmp_path,
                                                                    monkeypatch):
    window = start_seated(qtbot, settings, boxes, tmp_path, monkeypatch, [
        ("Uma", "human", AT_THE_TABLE, False), ("Vic", "hard", AT_THE_TABLE, False),
        ("Wes", "human", AT_THE_TABLE, False)])
    game = window.session.campaign.game
    assert [(p.name, p.controller) for p in game.setup.players] == [("Uma", "human"), ("Vic", "hard"),
                                                                    ("Wes", "human")]
    assert [p.name for p in game.state.players] == ["Uma", "Vic", "Wes"]
    # The seats are the campaign's, in its file, for every game: the scenario's five were suggestions.
    saved = load_campaign(tmp_path / "ours.yaml").campaign
    assert [(p.name, p.controller) for p in saved.players] == [("Uma", "human"), ("Vic", "hard"), ("Wes", "human")]
    assert len({p.colour for p in saved.players}) == 3


def test_risk_legacy_seats_three_to_five(qtbot):
    # "3-5 Players" (rulebook, cover).
    dialog = new_world_dialog(qtbot)
    dialog.count.setValue(6)
    assert dialog.count.value() == 5 and len(dialog.players()) == 5
    dialog.count.setValue(2)
    assert dialog.count.value() == 3 and len(dialog.players()) == 3
    dialog.show()
    assert [row.name.isVisible() for row in dialog.rows] == [True, True, True, False, False]


def test_a_name_taken_twice_or_left_empty_is_refused_with_the_reason(qtbot):
    dialog = new_world_dialog(qtbot)
    dialog.show()
    ok = dialog.buttons.button(OK)
    second = dialog.rows[1].name
    second.selectAll()
    qtbot.keyClicks(second, "Ada")  # the first seat's name
    assert dialog.problem.text() == "Two players are called Ada: each needs a name of their own."
    assert not ok.isEnabled()
    qtbot.keyClick(second, Qt.Key.Key_Return)  # Enter does not get past it either
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    second.clear()
    assert dialog.problem.text() == "Seat 2 has no name." and not ok.isEnabled()
    qtbot.keyClicks(second, "  Bea ")
    assert dialog.problem.text() == "" and ok.isEnabled()
    assert dialog.players()[1].name == "Bea"


def test_a_faction_is_kept_by_one_seat_at_most(qtbot):
    dialog = new_world_dialog(qtbot)
    for row in dialog.rows[:2]:
        row.faction.setCurrentIndex(row.faction.findData("khan-industries"))
    assert dialog.problem.text() == "Ada and Basil both keep Khan Industries: a faction is played by one player."
    assert not dialog.buttons.button(OK).isEnabled()
    dialog.rows[1].faction.setCurrentIndex(dialog.rows[1].faction.findData(AT_THE_TABLE))
    assert dialog.problem.text() == ""


def test_a_faction_kept_in_the_dialog_is_that_seats_in_game_1_and_the_others_choose_at_the_table(
        qtbot, settings, boxes, tmp_path, monkeypatch):
    window = start_seated(qtbot, settings, boxes, tmp_path, monkeypatch, [
        ("Uma", "human", AT_THE_TABLE, False), ("Vic", "human", "khan-industries", False),
        ("Wes", "human", AT_THE_TABLE, False)])
    controller = window.controller
    offered: dict[int, list[str]] = {}

    def factions_chosen() -> bool:
        state = controller.state
        if state.phase == PICK_FACTION:  # a seat choosing at the table: what it is offered
            offered[state.decider()] = [a.faction for a in controller.legal_actions() if isinstance(a, ChooseFaction)]
        return state.phase not in (PICK_FACTION, PICK_START)

    play_until(controller, factions_chosen)
    assert controller.state.players[1].faction == "khan-industries"
    # Vic is never asked: the faction is taken when Vic's choice comes. Uma and Wes choose
    # "a faction card" at the table, among the others: Khan Industries is not offered to them.
    assert sorted(offered) == [0, 2]
    assert all(len(factions) >= 3 and "khan-industries" not in factions for factions in offered.values())


def test_a_person_who_does_not_always_defend_with_the_most_is_asked(qtbot, settings, boxes, tmp_path,
                                                                  monkeypatch):
    # "The defender chooses how many troops will defend- 1 or 2 troops." Uma is asked; Vic
    # ticked "Always defend with the most dice" and is not.
    monkeypatch.setattr(campaign_file.secrets, "randbelow", lambda _limit: 3)  # the same game every run
    window = start_seated(qtbot, settings, boxes, tmp_path, monkeypatch, [
        ("Uma", "human", AT_THE_TABLE, False), ("Vic", "human", AT_THE_TABLE, True),
        ("Wes", "human", AT_THE_TABLE, False)])
    controller = window.controller
    assert [p.always_defend_max for p in controller.state.players] == [False, True, False]
    saved = load_campaign(tmp_path / "ours.yaml").campaign
    assert [p.defend_max for p in saved.players] == [False, True, False]

    def attack_on(defender: int) -> Attack | None:
        state = controller.state
        if state.phase != Phase.ATTACK or state.current == defender:
            return None
        return next((a for a in controller.legal_actions() if isinstance(a, Attack)
                     and state.owner[a.target] == defender and state.armies[a.target] >= 2), None)

    for defender, asked in ((0, True), (1, False)):
        play_until(controller, lambda d=defender: attack_on(d) is not None)
        attack = attack_on(defender)
        controller.game.apply(attack, controller.state.current)
        assert (controller.state.phase == Phase.DEFEND) is asked
        assert not asked or controller.state.decider() == defender


def test_a_computer_player_has_no_defence_setting_of_its_own(qtbot):
    dialog = new_world_dialog(qtbot)
    row = dialog.rows[0]
    assert row.is_person() and row.defend_max.isEnabled() and not row.defend_max.isChecked()  # asked, by default
    row.defend_max.setChecked(True)
    row.controller.setCurrentIndex(row.controller.findData("heuristic"))
    assert not row.defend_max.isEnabled()
    assert dialog.players()[0].defend_max is None  # the rules decide a computer's dice


def test_the_campaign_is_offered_in_documents_worldsmith_never_in_the_package(tmp_path, settings):
    documents = tmp_path / "Documents"
    shipped = campaign_setup.default_campaign_path("Legacy: a new world", NEW_WORLD, settings, documents)
    assert shipped == documents / "Worldsmith" / "Campaigns" / "Legacy a new world campaign.yaml"
    # A last folder that is inside the package is not offered either.
    settings.setValue(campaign_setup.CAMPAIGN_FOLDER_KEY, str(maps_dir()))
    assert campaign_setup.default_campaign_path("W", None, settings, documents).parent == \
        documents / "Worldsmith" / "Campaigns"
    # A scenario the user saved elsewhere suggests its own folder; then the last folder used.
    mine = tmp_path / "mine" / "w.yaml"
    mine.parent.mkdir()
    shutil.copy(NEW_WORLD, mine)
    assert campaign_setup.default_campaign_path("W", mine, settings, documents) == mine.parent / "W campaign.yaml"
    settings.setValue(campaign_setup.CAMPAIGN_FOLDER_KEY, str(tmp_path / "last"))
    assert campaign_setup.default_campaign_path("W", NEW_WORLD, settings, documents) == \
        tmp_path / "last" / "W campaign.yaml"
    assert not campaign_setup.in_package(tmp_path / "last") and campaign_setup.in_package(scenarios_dir())


def test_the_documents_folder_is_made_when_the_campaign_is_saved(qtbot, settings, boxes, tmp_path, monkeypatch):
    target = tmp_path / "Documents" / "Worldsmith" / "ours.yaml"
    Answers(monkeypatch, target)
    Seating(monkeypatch, [("Uma", "human", AT_THE_TABLE, False), ("Vic", "heuristic", AT_THE_TABLE, False),
                          ("Wes", "human", AT_THE_TABLE, False)])
    boxes.answer("question", Button.No)
    window = play_launch.open_scenario(NEW_WORLD, settings=settings)
    qtbot.addWidget(window, before_close_func=close_campaign_quietly)
    assert target.is_file() and load_campaign(target).campaign.players[1].controller == "heuristic"


def test_the_new_game_dialog_offers_the_new_world_first(qtbot, settings):
    dialog = NewGameDialog(settings=settings)
    qtbot.addWidget(dialog)
    assert Path(dialog.scenario_path()).name == "legacy-new-world.yaml"


def test_the_dialog_shrinks_with_the_seats(qtbot):
    """The play-test: three seats chosen, the dialog kept the height of five rows."""
    from editor.play.legacy.seats_dialog import SeatsDialog
    from engine.campaign.world_format import new_world
    from engine.scenario.model import ScenarioPlayer

    players = [ScenarioPlayer(name) for name in ("Ana", "Bruno", "Carla", "Dario", "Eva")]
    dialog = SeatsDialog(players, new_world())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.count.setValue(5)
    five = dialog.height()
    dialog.count.setValue(3)
    assert dialog.height() < five


def test_the_seats_dialog_says_the_first_game_plays_the_scenarios_factions(qtbot):
    dialog = new_world_dialog(qtbot)
    note = dialog.findChild(QLabel, "firstGameFactions")
    assert note is not None and "Ada plays The Saharan Republic" in note.text()
