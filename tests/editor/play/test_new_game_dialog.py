"""Setting up a game: seats with unique colours, rule options, the map checked, choices remembered."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QComboBox, QFileDialog, QLineEdit, QPushButton, QSpinBox

from editor.play.colours import PALETTE
from editor.play.new_game_dialog import NewGameDialog
from engine.board import save_map
from engine.resources import maps_dir
from tests.support.boards import board as small_board
from tests.support.boards import border, square

TUTORIAL = maps_dir() / "tutorial.yaml"
CLASSIC = maps_dir() / "classic.yaml"


@pytest.fixture
def make_dialog(qtbot, settings):
    def make(**options) -> NewGameDialog:
        options.setdefault("settings", settings)
        dialog = NewGameDialog(**options)
        qtbot.addWidget(dialog)
        return dialog

    return make


def click(widget) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(4, 4))


def start(dialog: NewGameDialog) -> None:
    click(dialog.findChild(QPushButton, "startGame"))


def test_a_first_game_has_three_seats_in_different_colours(make_dialog):
    dialog = make_dialog()
    assert dialog.objectName() == "newGameDialog"
    assert dialog.seat_count() == 3
    assert dialog.seat_colours() == [PALETTE[0][0], PALETTE[1][0], PALETTE[2][0]]
    assert [dialog.findChild(QComboBox, f"seatController{i}").currentData() for i in range(3)] == [
        "human", "heuristic", "heuristic"]
    assert dialog.map_path() == CLASSIC  # issue 10: a first game opens on the classic world
    for name in ("mapChoice", "cardValues", "fortifyRule", "setupMode"):
        assert dialog.findChild(QComboBox, name).accessibleName(), name
    for name in ("missions", "neutralArmy", "defendMax"):
        assert dialog.findChild(QCheckBox, name).accessibleName(), name
    assert dialog.findChild(QCheckBox, "defendMax").isChecked()
    seed = dialog.findChild(QSpinBox, "diceSeed")
    before = seed.value()
    click(dialog.findChild(QPushButton, "randomSeed"))
    assert seed.value() != before


def test_choosing_a_colour_in_use_swaps_it(make_dialog):
    dialog = make_dialog()
    second = dialog.findChild(QComboBox, "seatColour1")
    second.setCurrentIndex(second.findData(PALETTE[0][0]))  # the first seat's colour
    assert dialog.seat_colours() == [PALETTE[1][0], PALETTE[0][0], PALETTE[2][0]]
    assert len(set(dialog.seat_colours())) == 3


def test_seats_can_be_added_and_removed_between_two_and_six(make_dialog):
    dialog = make_dialog()
    add, remove = dialog.findChild(QPushButton, "addSeat"), dialog.findChild(QPushButton, "removeSeat")
    neutral = dialog.findChild(QCheckBox, "neutralArmy")
    assert not neutral.isEnabled()
    for _ in range(5):
        click(add)
    assert dialog.seat_count() == 6 and not add.isEnabled()
    assert len(set(dialog.seat_colours())) == 6
    for _ in range(6):
        click(remove)
    assert dialog.seat_count() == 2 and not remove.isEnabled()
    assert neutral.isEnabled()


def test_the_result_is_the_board_the_path_and_the_setup(make_dialog):
    dialog = make_dialog(map_path=TUTORIAL)
    name = dialog.findChild(QLineEdit, "seatName0")
    name.clear()
    QTest.keyClicks(name, "Alice")
    dialog.findChild(QComboBox, "fortifyRule").setCurrentIndex(1)
    dialog.findChild(QCheckBox, "defendMax").setChecked(False)
    dialog.findChild(QSpinBox, "diceSeed").setValue(1234)
    start(dialog)
    board, path, setup = dialog.chosen()
    assert path == TUTORIAL and len(board.territories) == 10
    assert setup.ruleset == "classic" and setup.seed == 1234
    assert [p.name for p in setup.players] == ["Alice", "Player 2", "Player 3"]
    assert [p.colour for p in setup.players] == [PALETTE[0][0], PALETTE[1][0], PALETTE[2][0]]
    assert [p.controller for p in setup.players] == ["human", "heuristic", "heuristic"]
    assert not any(p.always_defend_max for p in setup.players)
    assert setup.options["fortify"] == "connected" and setup.options["neutral-army"] is False


def test_a_map_with_errors_is_refused_with_its_problems(make_dialog, tmp_path):
    broken = small_board(square("a", 0, 0), square("b", 300, 0))  # two islands, no way across
    path = tmp_path / "islands.yaml"
    save_map(broken, path)
    dialog = make_dialog(map_path=path)
    start(dialog)
    assert dialog.chosen() is None and dialog.result() == 0
    text = dialog.problem_text()
    assert "This map has errors" in text
    assert "the map falls apart into 2 separate groups" in text
    dialog.grab().save("/tmp/new_game_refused.png")


def test_an_unreadable_map_and_impossible_setups_are_refused(make_dialog, tmp_path):
    path = tmp_path / "junk.yaml"
    path.write_text("format: worldsmith-map\nschema: 1\nname: [\n", encoding="utf-8")
    dialog = make_dialog(map_path=path)
    start(dialog)
    assert dialog.chosen() is None and "cannot be read" in dialog.problem_text()

    dialog = make_dialog(map_path=TUTORIAL)
    dialog.findChild(QLineEdit, "seatName1").setText("Player 1")
    start(dialog)
    assert "the same name: Player 1" in dialog.problem_text()


def test_choices_are_remembered(make_dialog):
    first = make_dialog()
    first.findChild(QLineEdit, "seatName0").setText("Ann")
    click(first.findChild(QPushButton, "removeSeat"))
    first.set_seat_colour(1, PALETTE[4][0])
    first.findChild(QComboBox, "seatController1").setCurrentIndex(1)  # random bot
    first.findChild(QComboBox, "cardValues").setCurrentIndex(1)
    first.findChild(QCheckBox, "missions").setChecked(True)
    first.select_map(TUTORIAL)
    start(first)
    assert first.chosen() is not None

    again = make_dialog()
    assert again.seat_count() == 2
    assert again.findChild(QLineEdit, "seatName0").text() == "Ann"
    assert again.seat_colours() == [PALETTE[0][0], PALETTE[4][0]]
    assert again.findChild(QComboBox, "seatController1").currentData() == "random"
    assert again.findChild(QComboBox, "cardValues").currentData() == "fixed"
    assert again.findChild(QCheckBox, "missions").isChecked()
    assert again.map_path() == TUTORIAL


def test_a_chosen_file_is_offered_among_recent_maps(make_dialog, tmp_path, monkeypatch):
    mine = tmp_path / "mine.yaml"
    save_map(small_board(square("a", 0, 0), square("b", 100, 0), connections=[border("a", "b")]), mine)
    dialog = make_dialog()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(mine), ""))
    choice = dialog.findChild(QComboBox, "mapChoice")
    choose = choice.findData("<choose>")
    choice.setCurrentIndex(choose)
    choice.activated.emit(choose)
    assert dialog.map_path() == mine
    dialog.findChild(QComboBox, "seatController0").setCurrentIndex(2)
    click(dialog.findChild(QPushButton, "removeSeat"))
    start(dialog)
    assert dialog.chosen() is not None, dialog.problem_text()
    later = make_dialog(map_path=TUTORIAL)
    assert later.findChild(QComboBox, "mapChoice").findData(str(mine)) >= 0


def test_the_dialog_looks_right(make_dialog):
    dialog = make_dialog()
    dialog.resize(dialog.sizeHint())
    dialog.grab().save("/tmp/new_game_dialog.png")


def test_the_quick_setups_the_engine_has_are_offered(make_dialog, settings):
    """Issue 10: "offer in the new-game dialog what the engine already has (random deal with
    armies spread, placing several armies per click / batch)"."""
    dialog = make_dialog()
    mode = dialog.findChild(QComboBox, "setupMode")
    batch = dialog.findChild(QSpinBox, "placementBatch")
    assert batch.accessibleName()
    mode.setCurrentIndex(mode.findData("random"))
    batch.setValue(3)
    assert batch.isEnabled()
    options = dialog.options()
    assert (options["setup"], options["random-deal-armies"], options["placement-batch"]) == ("random", "place", 3)
    mode.setCurrentIndex(mode.findData("random-spread"))
    assert not batch.isEnabled()
    assert (dialog.options()["setup"], dialog.options()["random-deal-armies"]) == ("random", "spread")
    start(dialog)
    assert dialog.chosen() is not None
    assert dialog.chosen()[2].options["random-deal-armies"] == "spread"

    again = make_dialog()  # remembered, with the map last used
    assert again.findChild(QComboBox, "setupMode").currentData() == "random-spread"
    assert again.findChild(QSpinBox, "placementBatch").value() == 3
    assert again.map_path() == CLASSIC


def test_seats_offer_three_computer_levels_and_old_names_still_load(make_dialog):
    """Issue 18: "Computer (easy/normal/hard)"; the saved names of before ("random",
    "heuristic") and the level names load as the same levels."""
    dialog = make_dialog()
    combo = dialog.findChild(QComboBox, "seatController1")
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "Human", "Computer (easy)", "Computer (normal)", "Computer (hard)"]
    for saved, level in (("random", "random"), ("heuristic", "heuristic"), ("easy", "random"),
                         ("normal", "heuristic"), ("hard", "hard"), ("strategic", "hard")):
        dialog.add_seat(controller=saved)
        added = dialog.findChild(QComboBox, f"seatController{dialog.seat_count() - 1}")
        assert added.currentData() == level, saved
        click(dialog.findChild(QPushButton, "removeSeat"))
