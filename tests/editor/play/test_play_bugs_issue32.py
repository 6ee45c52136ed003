"""The first hour's play bugs (issue 32, item 7), as a person meets them in the windows: the
mission card shows the mission in play, "Place the rest for me" spreads the armies, the attack
dialog's status follows the decision, and each map is listed once in the new-game dialog."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton

from editor.play.attack_dialog import AttackDialog, DefendDialog
from editor.play.event_text import seat_name
from editor.play.hand_panel import HandPanel
from editor.play.new_game_dialog import NewGameDialog
from engine.ai.board_reading import MapFacts
from engine.core.actions import PlaceArmies
from engine.core.state import NOBODY, Phase
from engine.resources import maps_dir
from tests.editor.play.helpers import new_controller


@pytest.fixture
def controllers():
    made = []
    yield made
    for controller in made:
        controller.shutdown()


# -- 1. the mission card ----------------------------------------------------------------------------
def test_the_card_shows_the_mission_in_play_when_the_target_is_destroyed_by_someone_else(qtbot, controllers):
    controller = new_controller("human", "human", "human", missions=True)
    controllers.append(controller)
    state, judge = controller.state, controller.rules.missions
    destroy_bob = next(i for i, m in enumerate(judge.missions) if m.destroy == 2)
    state.players[0].mission = destroy_bob
    panel = HandPanel(controller)
    qtbot.addWidget(panel)
    panel.set_viewer(0)
    label = panel.findChild(QLabel, "missionText")
    assert label.text() == "Your secret mission: Destroy all of Bob's armies."
    # Cy destroys Bob: Ann's mission is now to occupy 24 territories (scaled to the map), and
    # the card says so — the same mission the engine judges her victory on.
    state.players[1].alive, state.players[1].eliminated_by = False, 2
    controller.stateChanged.emit()
    names = [seat_name(controller, i) for i in range(3)]
    in_play = judge.in_play(controller.view_for(0), 0)
    assert in_play.territories == 24
    first_line = label.text().splitlines()[0]
    assert first_line == f"Your secret mission: {judge.text(in_play, names)}"
    assert "Occupy" in first_line and "Bob" not in first_line
    assert "now this one" in label.text()


# -- 2. "Place the rest for me" -----------------------------------------------------------------------
def test_place_the_rest_for_me_spreads_the_armies_over_the_borders(qtbot, controllers):
    """Before: every one of the person's starting armies went onto one territory."""
    controller = new_controller("human", "human", seed=4, map_name="classic",
                                setup="random", **{"random-deal-armies": "place"})
    controllers.append(controller)
    controller.start()
    state = controller.state
    assert state.phase == Phase.PLACE_INITIAL
    me = controller.decider()
    other = 1 - me
    before = list(state.armies)
    owner = list(state.owner)
    to_place = state.players[me].armies_to_place
    assert controller.auto_place()
    while state.phase == Phase.PLACE_INITIAL:  # the other person places by hand, one by one
        assert controller.decider() == other
        assert controller.perform(next(a for a in controller.legal_actions() if isinstance(a, PlaceArmies)))
    facts = MapFacts.of(controller.world)
    mine = [t for t, o in enumerate(owner) if o == me]
    extra = {t: state.armies[t] - before[t] for t in mine if state.armies[t] > before[t]}
    borders = [t for t in mine if any(owner[n] not in (me, NOBODY) for n in facts.neighbours[t])]
    assert sum(extra.values()) == to_place
    assert set(extra) <= set(borders)
    assert len(extra) >= len(borders) // 2 and max(extra.values()) <= to_place // 3


# -- 4. the attack dialog's status line ---------------------------------------------------------------
def test_the_attack_status_follows_the_defenders_decision(qtbot, controllers):
    controller = new_controller("human", "human", seed=3)
    controllers.append(controller)
    state, index = controller.state, controller.world.index
    state.players[1].always_defend_max = False
    state.owner, state.armies = [1] * len(state.owner), [1] * len(state.armies)
    s, t = index["frostmere"], index["highcrag"]
    state.owner[s], state.armies[s] = 0, 6
    state.owner[index["redcliff"]] = 0
    state.armies[t] = 4
    state.current, state.phase, state.waiting_for = 0, Phase.ATTACK, NOBODY
    state.reinforcements, state.trade_required = 0, False
    controller.stateChanged.emit()
    dialog = AttackDialog(controller, s, t)
    qtbot.addWidget(dialog)
    dialog.show()
    status = dialog.findChild(QLabel, "attackStatus")
    QTest.mouseClick(dialog.findChild(QPushButton, "roll"), Qt.MouseButton.LeftButton)
    assert status.text() == "Waiting for Bob to choose dice"  # only while Bob decides
    defend = DefendDialog(controller)
    qtbot.addWidget(defend)
    defend.show()
    with qtbot.waitSignal(defend.finished, timeout=2000):
        QTest.mouseClick(defend.findChild(QPushButton, "defendTwo"), Qt.MouseButton.LeftButton)
    if controller.waiting_for_handoff() is not None:
        assert status.text() == "Waiting for Ann to take the screen"
        controller.acknowledge_handoff()
    # After the roll: the result, and no longer anyone waited for.
    assert "Waiting" not in status.text()
    assert status.text() == dialog.result_label.text() and " loses " in status.text()


# -- 5. each map once in the new-game dialog ----------------------------------------------------------
def test_the_map_named_on_the_command_line_is_listed_once_and_chosen(qtbot, settings, monkeypatch):
    """`worldsmith play maps/classic.yaml`: a relative path to the bundled classic map."""
    monkeypatch.chdir(maps_dir().parent)
    relative = os.path.join(maps_dir().name, "classic.yaml")
    settings.setValue("play/recentMaps", [relative])  # (and a recent entry written the same way)
    dialog = NewGameDialog(map_path=relative, settings=settings)
    qtbot.addWidget(dialog)
    choice = dialog.findChild(QComboBox, "mapChoice")
    files = [choice.itemData(i) for i in range(choice.count()) if choice.itemData(i) not in (None, "<choose>")]
    classic = (maps_dir() / "classic.yaml").resolve()
    assert [f for f in files if os.path.realpath(f) == str(classic)] == [str(maps_dir() / "classic.yaml")]
    assert dialog.map_path().resolve() == classic  # still the preselection
    assert len(files) == len({os.path.realpath(f) for f in files})


def test_no_preselection_still_lists_every_map_once(qtbot, settings):
    dialog = NewGameDialog(settings=settings)
    qtbot.addWidget(dialog)
    choice = dialog.findChild(QComboBox, "mapChoice")
    files = [choice.itemData(i) for i in range(choice.count()) if choice.itemData(i) not in (None, "<choose>")]
    assert len(files) == len({os.path.realpath(f) for f in files}) >= 2
