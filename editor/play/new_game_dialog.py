"""Setting up a game: the rule set, the map, who sits at the table, and the rule options.

The rule set is a choice: the classic game, the MU economy (its options:
editor/play/economy/new_game_options.py; only on a map with sea), or Risk Legacy, whose games
are played in a campaign started from a Legacy scenario (which sets the map, the players and
the rules: the dialog then asks only for the scenario).

Two to six seats, each with a name, a colour (no two alike: choosing a colour another seat
has swaps the two) and who plays it (a person or a computer player). The choices (the rule
set's options among them) are remembered for next time. OK checks the map with the validator and that the rules can set
the game up; a map with errors is refused with its problems listed in the dialog.

A game asked for on a given map (``worldsmith play MAP``) starts on the rule set the map is
made for: a map with water territories (the economy's seas, navies and canals:
maps/classic-mu.yaml) on the MU economy, any other on the classic game.

The result is ``(board, map_path, GameSetup)`` (:meth:`NewGameDialog.chosen`), or for Risk
Legacy the scenario that starts the campaign (:meth:`NewGameDialog.chosen_scenario`).
"""

from __future__ import annotations

import json
import logging
import os
import random
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QIcon
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.app.recent_files import default_settings
from editor.language.app_language import map_title
from editor.language.problem_text import problem_message
from editor.play.colours import PALETTE, colour_name
from editor.play.economy.new_game_options import TIMER_KEY, EconomyOptionsBox, has_sea, planning_timer_seconds
from editor.play.game_log import swatch
from engine.board import Board, load_map
from engine.board.validation import validate
from engine.core.game import Game, GameSetup
from engine.files.document_kind import top_level_text
from engine.files.errors import FileFormatError
from engine.files.text_file import read_text_file
from engine.resources import maps_dir, scenarios_dir
from engine.rules.base import PlayerSetup
from engine.rules.options import OptionError

log = logging.getLogger(__name__)

RECENT_KEY = "play/recentMaps"
LAST_SETUP_KEY = "play/lastSetup"
RECENT_LIMIT = 8
MIN_SEATS, MAX_SEATS = 2, 6
MAX_SEED = 2_147_483_647
MAX_PROBLEMS_LISTED = 12
CHOOSE_FILE = "<choose>"  # the combo entry that opens a file dialog
# Who plays a seat. The computer's levels keep the bot names old saves and settings hold:
# easy = "random", normal = "heuristic", hard = the strategic bot (engine.simulation.bot_types).
CONTROLLERS = ("human", "random", "heuristic", "hard")
SAME_LEVEL = {"easy": "random", "normal": "heuristic", "strategic": "hard"}  # other names of a level
SPREAD = "random-spread"  # the setup entry: a random deal with the armies spread for everyone
MAX_BATCH = 10
CLASSIC, LEGACY, ECONOMY = "classic", "legacy", "economy"
ECONOMY_MAP = "classic-mu.yaml"  # the shipped map with the economy's seas
LEGACY_SCENARIO_KEY = "play/legacyScenario"
NEW_WORLD_SCENARIO = scenarios_dir() / "legacy-new-world.yaml"  # the one a campaign starts from


def header_value(path: str | Path, key: str) -> str | None:
    """A top-level ``key``'s text in a YAML file, or None if it has none or cannot be read.

    Read as every file is (engine.files): a device or a named pipe chosen by mistake is
    refused instead of read for ever, and the key is found however the YAML writes it."""
    try:
        return top_level_text(read_text_file(path), key, str(path))
    except FileFormatError:
        return None


def shipped_maps() -> list[Path]:
    return sorted(maps_dir().glob("*.yaml"))


def same_file(first: Path, second: Path) -> bool:
    """Whether two paths name one map file (relative or absolute, through links)."""
    try:
        return first.resolve() == second.resolve() or os.path.samefile(first, second)
    except OSError:  # one of them is gone
        return False


@dataclass
class _Seat:
    """The widgets of one seat's row."""

    name: QLineEdit
    colour: QComboBox
    controller: QComboBox
    current_colour: str

    def widgets(self) -> list[QWidget]:
        return [self.name, self.colour, self.controller]


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, *, map_path: str | Path | None = None,
                 settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.setWindowTitle(self.tr("New Game"))
        self.setAccessibleName(self.tr("New game"))
        self._settings = settings if settings is not None else default_settings()
        self._seats: list[_Seat] = []
        self._result: tuple[Board, Path, GameSetup] | None = None
        self._scenario_result: Path | None = None
        self._map_index = 0
        self._scenario_index = 0
        self._boards: dict[Path, Board | None] = {}  # maps read for the economy's options

        layout = QVBoxLayout(self)
        layout.addLayout(self._make_ruleset_row())
        layout.addWidget(self._make_legacy_box())
        layout.addWidget(self._make_map_box())
        layout.addWidget(self._make_seats_box())
        layout.addWidget(self._make_rules_box())
        self.economy_box = EconomyOptionsBox(self)
        layout.addWidget(self.economy_box)
        layout.addLayout(self._make_seed_row())
        self.problems = QLabel(self)
        self.problems.setObjectName("newGameProblems")
        self.problems.setAccessibleName(self.tr("Why the game cannot start"))
        self.problems.setWordWrap(True)
        self.problems.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problems.setStyleSheet("QLabel { color: #b00020; }")
        self.problems.hide()
        layout.addWidget(self.problems)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.setObjectName("newGameButtons")
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Start Game"))
        ok.setObjectName("startGame")
        ok.setAccessibleName(self.tr("Start game"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setObjectName("cancel")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.setMinimumWidth(480)
        self._restore(map_path)

    # -- building ----------------------------------------------------------------------------
    def _make_ruleset_row(self) -> QHBoxLayout:
        self.ruleset = QComboBox(self)
        self.ruleset.setObjectName("rulesetChoice")
        self.ruleset.setAccessibleName(self.tr("Rule set"))
        for value, text in ((CLASSIC, self.tr("Classic")), (ECONOMY, self.tr("MU economy")),
                            (LEGACY, self.tr("Risk Legacy (a campaign)"))):
            self.ruleset.addItem(text, value)
        self.ruleset.currentIndexChanged.connect(self._ruleset_changed)
        label = QLabel(self.tr("Rule set:"), self)
        label.setBuddy(self.ruleset)
        row = QHBoxLayout()
        row.addWidget(label)
        row.addWidget(self.ruleset, 1)
        return row

    def _make_legacy_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Risk Legacy"), self)
        box.setObjectName("legacyBox")
        self.legacy_box = box
        note = QLabel(self.tr(
            "A Risk Legacy game is played in a campaign, its world changing from game to game. A campaign starts "
            "from a Legacy scenario, which sets the map, the players and the rules; the campaign's questions "
            "(who plays, the first game's factions) come next. To go on with a campaign, open its file instead."), box)
        note.setObjectName("legacyNote")
        note.setWordWrap(True)
        self.legacy_scenario = QComboBox(box)
        self.legacy_scenario.setObjectName("legacyScenario")
        self.legacy_scenario.setAccessibleName(self.tr("Legacy scenario"))
        self.legacy_scenario.activated.connect(self._scenario_activated)
        form = QFormLayout(box)
        form.addRow(note)
        form.addRow(self.tr("Scenario:"), self.legacy_scenario)
        return box

    def _make_seed_row(self) -> QHBoxLayout:
        self.seed = QSpinBox(self)
        self.seed.setObjectName("diceSeed")
        self.seed.setAccessibleName(self.tr("Dice seed"))
        self.seed.setRange(0, MAX_SEED)
        self.seed.setToolTip(self.tr("The same seed and choices give the same dice"))
        self.random_seed = QPushButton(self.tr("Random"), self)
        self.random_seed.setObjectName("randomSeed")
        self.random_seed.setAccessibleName(self.tr("Random seed"))
        self.random_seed.clicked.connect(self.randomise_seed)
        self.seed_label = QLabel(self.tr("Dice seed:"), self)
        self.seed_label.setBuddy(self.seed)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed_label)
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(self.random_seed)
        return seed_row

    def _make_map_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Map"), self)
        box.setObjectName("mapBox")
        self.map_box = box
        self.map_choice = QComboBox(box)
        self.map_choice.setObjectName("mapChoice")
        self.map_choice.setAccessibleName(self.tr("Map"))
        self.map_choice.setMinimumContentsLength(30)
        self.map_choice.activated.connect(self._map_activated)
        row = QHBoxLayout(box)
        row.addWidget(self.map_choice, 1)
        return box

    def _make_seats_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Players"), self)
        box.setObjectName("seatsBox")
        self.seats_box = box
        self._seat_grid = QGridLayout()
        for column, title in enumerate((self.tr("Name"), self.tr("Colour"), self.tr("Played by"))):
            header = QLabel(title, box)
            header.setObjectName(f"seatHeader{column}")
            self._seat_grid.addWidget(header, 0, column)
        self._seat_grid.setColumnStretch(0, 1)
        self.add_seat_button = QPushButton(self.tr("Add Player"), box)
        self.add_seat_button.setObjectName("addSeat")
        self.add_seat_button.setAccessibleName(self.tr("Add player"))
        self.add_seat_button.clicked.connect(lambda: self.add_seat())
        self.remove_seat_button = QPushButton(self.tr("Remove Player"), box)
        self.remove_seat_button.setObjectName("removeSeat")
        self.remove_seat_button.setAccessibleName(self.tr("Remove the last player"))
        self.remove_seat_button.clicked.connect(self.remove_seat)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_seat_button)
        buttons.addWidget(self.remove_seat_button)
        buttons.addStretch(1)
        column = QVBoxLayout(box)
        column.addLayout(self._seat_grid)
        column.addLayout(buttons)
        return box

    def _make_rules_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Rules"), self)
        box.setObjectName("rulesBox")
        self.rules_box = box
        form = QFormLayout(box)

        def combo(name: str, label: str, entries: list[tuple[str, str]]) -> QComboBox:
            widget = QComboBox(box)
            widget.setObjectName(name)
            widget.setAccessibleName(label.replace("&", ""))
            for value, text in entries:
                widget.addItem(text, value)
            form.addRow(label, widget)
            return widget

        def check(name: str, text: str, tip: str = "") -> QCheckBox:
            widget = QCheckBox(text, box)
            widget.setObjectName(name)
            widget.setAccessibleName(text.replace("&", ""))
            if tip:
                widget.setToolTip(tip)
            form.addRow(widget)
            return widget

        self.setup_mode = combo("setupMode", self.tr("Setup:"), [
            ("claim", self.tr("Claim territories in turn")),
            ("random", self.tr("Deal territories at random, place armies in turn")),
            (SPREAD, self.tr("Deal territories and armies at random (quickest)"))])
        self.placement_batch = QSpinBox(box)
        self.placement_batch.setObjectName("placementBatch")
        self.placement_batch.setAccessibleName(self.tr("Starting armies placed per turn"))
        self.placement_batch.setRange(1, MAX_BATCH)
        self.placement_batch.setToolTip(self.tr(
            "How many of their starting armies each player places when it is their turn during setup "
            "(1 as written; more makes setup quicker)"))
        form.addRow(self.tr("Starting armies per turn:"), self.placement_batch)
        self.setup_mode.currentIndexChanged.connect(self._setup_mode_changed)
        self.card_values = combo("cardValues", self.tr("Card sets:"), [
            ("progressive", self.tr("Progressive (4, 6, 8, 10, …)")), ("fixed", self.tr("Fixed by kind of set"))])
        self.fortify = combo("fortifyRule", self.tr("Fortify:"), [
            ("adjacent", self.tr("To a neighbouring territory")),
            ("connected", self.tr("Along a chain of your territories"))])
        self.missions = check("missions", self.tr("Secret missions"),
                              self.tr("Win by completing a secret mission instead of conquering the world"))
        self.neutral_army = check("neutralArmy", self.tr("Neutral army (two players only)"),
                                  self.tr("A third army holds territories but never plays"))
        self.defend_max = check("defendMax", self.tr("Defenders always roll the most dice"),
                                self.tr("Otherwise people choose how many dice to defend with"))
        return box

    # -- seats -------------------------------------------------------------------------------
    def seat_count(self) -> int:
        return len(self._seats)

    def add_seat(self, name: str | None = None, colour: str | None = None, controller: str | None = None) -> None:
        if len(self._seats) >= MAX_SEATS:
            return
        index = len(self._seats)
        used = {seat.current_colour for seat in self._seats}
        if colour is None or colour in used:
            colour = next(value for value, _name in PALETTE if value not in used)
        parent = self.add_seat_button.parentWidget()
        name_edit = QLineEdit(name or self.default_name(index), parent)
        name_edit.setObjectName(f"seatName{index}")
        name_edit.setAccessibleName(self.tr("Name of player {number}").format(number=index + 1))
        name_edit.setMaxLength(40)
        colours = QComboBox(parent)
        colours.setObjectName(f"seatColour{index}")
        colours.setAccessibleName(self.tr("Colour of player {number}").format(number=index + 1))
        for value, _english in PALETTE:
            colours.addItem(QIcon(swatch(QColor(value), 14)), colour_name(value), value)
        colours.setCurrentIndex(colours.findData(colour))
        played_by = QComboBox(parent)
        played_by.setObjectName(f"seatController{index}")
        played_by.setAccessibleName(self.tr("Who plays player {number}").format(number=index + 1))
        texts = (self.tr("Human"), self.tr("Computer (easy)"), self.tr("Computer (normal)"), self.tr("Computer (hard)"))
        for value, text in zip(CONTROLLERS, texts, strict=True):
            played_by.addItem(text, value)
        controller = SAME_LEVEL.get(controller, controller)
        chosen = controller if controller in CONTROLLERS else ("human" if index == 0 else "heuristic")
        played_by.setCurrentIndex(played_by.findData(chosen))
        seat = _Seat(name_edit, colours, played_by, colour)
        colours.currentIndexChanged.connect(lambda _i, s=seat: self._colour_chosen(s))
        self._seats.append(seat)
        for column, widget in enumerate(seat.widgets()):
            self._seat_grid.addWidget(widget, index + 1, column)
        self._update_seat_buttons()

    def remove_seat(self) -> None:
        if len(self._seats) <= MIN_SEATS:
            return
        seat = self._seats.pop()
        for widget in seat.widgets():
            self._seat_grid.removeWidget(widget)
            widget.setParent(None)
            widget.deleteLater()
        self._update_seat_buttons()

    def default_name(self, index: int) -> str:
        return self.tr("Player {number}").format(number=index + 1)

    def seat_colours(self) -> list[str]:
        return [seat.colour.currentData() for seat in self._seats]

    def set_seat_colour(self, index: int, colour: str) -> None:
        combo = self._seats[index].colour
        combo.setCurrentIndex(combo.findData(colour))

    def seat_widgets(self, index: int) -> tuple[QLineEdit, QComboBox, QComboBox]:
        seat = self._seats[index]
        return seat.name, seat.colour, seat.controller

    def _colour_chosen(self, seat: _Seat) -> None:
        new, old = seat.colour.currentData(), seat.current_colour
        if new == old:
            return
        seat.current_colour = new
        # Colours stay unique: the seat that had this colour takes the old one.
        for other in self._seats:
            if other is not seat and other.current_colour == new:
                other.current_colour = old
                other.colour.blockSignals(True)
                other.colour.setCurrentIndex(other.colour.findData(old))
                other.colour.blockSignals(False)

    def _update_seat_buttons(self) -> None:
        count = len(self._seats)
        self.add_seat_button.setEnabled(count < MAX_SEATS)
        self.remove_seat_button.setEnabled(count > MIN_SEATS)
        self.neutral_army.setEnabled(count == 2)

    def randomise_seed(self) -> None:
        self.seed.setValue(random.randrange(MAX_SEED))

    # -- the map -----------------------------------------------------------------------------
    def map_path(self) -> Path | None:
        data = self.map_choice.currentData()
        return Path(data) if data and data != CHOOSE_FILE else None

    def select_map(self, path: str | Path) -> None:
        """Choose ``path`` (added to the list if it is not there: the same file under another
        name — ``maps/classic.yaml`` from the command line, the bundled map — is there)."""
        index = self._map_index_of(Path(path))
        if index < 0:
            index = self.map_choice.count() - 1  # before "Choose file…"
            self.map_choice.insertItem(index, self._map_label(Path(path)), str(Path(path)))
        self.map_choice.setCurrentIndex(index)
        self._map_index = index

    def _map_index_of(self, path: Path) -> int:
        """The list's entry for the file ``path``, however it is written, or -1."""
        for index in range(self.map_choice.count()):
            data = self.map_choice.itemData(index)
            if data and data != CHOOSE_FILE and same_file(Path(data), path):
                return index
        return -1

    def recent_maps(self) -> list[Path]:
        return [Path(p) for p in _string_list(self._settings.value(RECENT_KEY, []))]

    def _fill_maps(self) -> None:
        self.map_choice.clear()
        shipped = shipped_maps()
        for path in shipped:
            self.map_choice.addItem(self._map_label(path, shipped=True), str(path))
        recent = []  # each file once, and not again when it is a shipped map
        for path in self.recent_maps():
            if path.is_file() and not any(same_file(path, known) for known in (*shipped, *recent)):
                recent.append(path)
        if recent:
            self.map_choice.insertSeparator(self.map_choice.count())
        for path in recent:
            self.map_choice.addItem(self._map_label(path), str(path))
        self.map_choice.insertSeparator(self.map_choice.count())
        self.map_choice.addItem(self.tr("Choose file…"), CHOOSE_FILE)

    def _map_label(self, path: Path, shipped: bool = False) -> str:
        title = map_title(path) or path.stem
        return title if shipped else self.tr("{title} ({file})").format(title=title, file=path.name)

    def _map_activated(self, index: int) -> None:
        if self.map_choice.itemData(index) != CHOOSE_FILE:
            self._map_index = index
            self._map_changed()
            return
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Choose a Map"), str(self.map_path().parent if self.map_path() else Path.home()),
            self.tr("Worldsmith maps (*.yaml *.yml);;All files (*)"))
        if path:
            self.select_map(path)
        else:
            self.map_choice.setCurrentIndex(self._map_index)
        self._map_changed()

    def _map_changed(self) -> None:
        """The economy's options follow the map (which continent plays Europe)."""
        if self.ruleset_name() == ECONOMY:
            path = self.map_path()
            self.economy_box.set_board(self._board(path) if path is not None else None)

    def _board(self, path: Path) -> Board | None:
        """The map at ``path`` (None if it cannot be read: the Start button says why), read once."""
        if path not in self._boards:
            try:
                self._boards[path] = load_map(path).board
            except FileFormatError:
                self._boards[path] = None
        return self._boards[path]

    # -- the rule set ------------------------------------------------------------------------
    def ruleset_name(self) -> str:
        return self.ruleset.currentData()

    def set_ruleset(self, name: str) -> None:
        index = self.ruleset.findData(name)
        if index >= 0:
            self.ruleset.setCurrentIndex(index)

    def _ruleset_changed(self) -> None:
        name = self.ruleset_name()
        legacy = name == LEGACY
        _show(self.legacy_box, legacy)
        for widget in (self.map_box, self.seats_box, self.seed, self.seed_label, self.random_seed):
            _show(widget, not legacy)
        _show(self.rules_box, name == CLASSIC)
        _show(self.economy_box, name == ECONOMY)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Start Campaign") if legacy else self.tr("Start Game"))
        ok.setAccessibleName(self.tr("Start campaign") if legacy else self.tr("Start game"))
        if name == ECONOMY:
            # The economy needs seas: from a map without any, go to the shipped map that has them.
            path = self.map_path()
            board = self._board(path) if path is not None else None
            if board is None or not has_sea(board):
                self.select_map(maps_dir() / ECONOMY_MAP)
            self._map_changed()
        self.problems.hide()
        if self.isVisible():  # the boxes shown changed: fit them (a dialog not shown yet fits when shown)
            self.adjustSize()

    # -- Legacy scenarios ----------------------------------------------------------------------
    def _fill_scenarios(self, remembered: str | None) -> None:
        self.legacy_scenario.clear()
        for path in shipped_legacy_scenarios():
            self.legacy_scenario.addItem(self._scenario_label(path), str(path))
        self.legacy_scenario.insertSeparator(self.legacy_scenario.count())
        self.legacy_scenario.addItem(self.tr("Choose file…"), CHOOSE_FILE)
        if remembered and Path(remembered).is_file():
            self.select_scenario(remembered)
        else:
            # A campaign begins on a new world; the mid-campaign world is for trying the rules out.
            index = max(0, self.legacy_scenario.findData(str(NEW_WORLD_SCENARIO)))
            self.legacy_scenario.setCurrentIndex(index)
            self._scenario_index = index

    @staticmethod
    def _scenario_label(path: Path) -> str:
        return header_value(path, "name") or path.stem

    def scenario_path(self) -> Path | None:
        data = self.legacy_scenario.currentData()
        return Path(data) if data and data != CHOOSE_FILE else None

    def select_scenario(self, path: str | Path) -> None:
        text = str(Path(path))
        index = self.legacy_scenario.findData(text)
        if index < 0:
            index = self.legacy_scenario.count() - 1
            self.legacy_scenario.insertItem(index, self.tr("{title} ({file})").format(
                title=self._scenario_label(Path(path)), file=Path(path).name), text)
        self.legacy_scenario.setCurrentIndex(index)
        self._scenario_index = index

    def _scenario_activated(self, index: int) -> None:
        if self.legacy_scenario.itemData(index) != CHOOSE_FILE:
            self._scenario_index = index
            return
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Choose a Legacy Scenario"), str(scenarios_dir()),
            self.tr("Scenarios (*.yaml *.yml);;All files (*)"))
        if path:
            self.select_scenario(path)
        else:
            self.legacy_scenario.setCurrentIndex(self._scenario_index)

    # -- the result --------------------------------------------------------------------------
    def players(self) -> tuple[PlayerSetup, ...]:
        defend_max = self.defend_max.isChecked()
        return tuple(
            PlayerSetup(seat.name.text().strip() or self.default_name(i), defend_max,
                        seat.colour.currentData(), seat.controller.currentData())
            for i, seat in enumerate(self._seats)
        )

    def _setup_mode_changed(self) -> None:
        # Nobody places armies by hand after a deal with the armies spread.
        self.placement_batch.setEnabled(self.setup_mode.currentData() != SPREAD)

    def options(self) -> dict[str, object]:
        mode = self.setup_mode.currentData()
        spread = mode == SPREAD
        return {
            "setup": "random" if spread else mode,
            "random-deal-armies": "spread" if spread else "place",
            "placement-batch": self.placement_batch.value(),
            "card-values": self.card_values.currentData(),
            "fortify": self.fortify.currentData(),
            "missions": self.missions.isChecked(),
            "neutral-army": self.neutral_army.isChecked() and len(self._seats) == 2,
        }

    def game_setup(self) -> GameSetup:
        if self.ruleset_name() == ECONOMY:
            return GameSetup(ECONOMY, self.players(), self.seed.value(), self.economy_box.options())
        return GameSetup(CLASSIC, self.players(), self.seed.value(), self.options())

    def chosen(self) -> tuple[Board, Path, GameSetup] | None:
        """``(board, map_path, setup)`` once the dialog was accepted, else None."""
        return self._result

    def chosen_scenario(self) -> Path | None:
        """The Legacy scenario that starts a campaign, once the dialog was accepted for one."""
        return self._scenario_result

    def problem_text(self) -> str:
        """Why the game could not start (empty when nothing was refused)."""
        return "" if self.problems.isHidden() else self.problems.text()

    def accept(self) -> None:
        if self.ruleset_name() == LEGACY:
            scenario = self.scenario_path()
            if scenario is None or not scenario.is_file():
                self._refuse(self.tr("Choose a Legacy scenario first."))
                return
            self._scenario_result = scenario
            self._remember(None)
            super().accept()
            return
        result = self._check()
        if result is None:
            return
        self._result = result
        self._remember(result[1])
        super().accept()

    def _check(self) -> tuple[Board, Path, GameSetup] | None:
        """The game to start, or None after saying (in the dialog) why it cannot."""
        path = self.map_path()
        if path is None:
            return self._refuse(self.tr("Choose a map first."))
        names = [p.name for p in self.players()]
        doubles = sorted({n for n in names if names.count(n) > 1})
        if doubles:
            return self._refuse(self.tr("Two players have the same name: {name}").format(name=doubles[0]))
        try:
            board = load_map(path).board
        except FileFormatError as error:
            return self._refuse(self.tr("This map cannot be read:\n{error}").format(error=str(error)))
        errors = validate(board).errors
        if errors:
            lines = [f"• {problem_message(p)}" for p in errors[:MAX_PROBLEMS_LISTED]]
            if len(errors) > MAX_PROBLEMS_LISTED:
                lines.append(self.tr("… and {count} more").format(count=len(errors) - MAX_PROBLEMS_LISTED))
            heading = self.tr("This map has errors; fix them in the editor before playing on it:")
            return self._refuse("\n".join([heading, *lines]))
        if self.ruleset_name() == ECONOMY:
            problem = self.economy_box.problem(board)
            if problem is not None:
                return self._refuse(problem)
        setup = self.game_setup()
        try:
            Game(board, setup)
        except (OptionError, ValueError, KeyError, FileFormatError) as error:
            message = error.args[0] if error.args else str(error)
            return self._refuse(self.tr("The game cannot be set up: {reason}").format(reason=message))
        self.problems.hide()
        return board, path, setup

    def _refuse(self, text: str) -> None:
        self.problems.setText(text)
        self.problems.setAccessibleDescription(text)
        self.problems.show()
        return None

    # -- remembering -------------------------------------------------------------------------
    def _remember(self, path: Path | None) -> None:
        if path is not None and path.resolve().parent != maps_dir().resolve():
            recent = [str(path), *(str(p) for p in self.recent_maps() if p != path)][:RECENT_LIMIT]
            self._settings.setValue(RECENT_KEY, recent)
        last = _last_setup(self._settings)
        last.update({
            "ruleset": self.ruleset_name(),
            "seats": [{"name": p.name, "colour": p.colour, "controller": p.controller} for p in self.players()],
            "options": self.options(),
            "economy-options": self.economy_box.options(),
            "defend-max": self.defend_max.isChecked(),
            "neutral-army": self.neutral_army.isChecked(),
        })
        if path is not None:
            last["map"] = str(path)
        scenario = self.scenario_path()
        if scenario is not None:
            last["legacy-scenario"] = str(scenario)
        self._settings.setValue(LAST_SETUP_KEY, json.dumps(last))
        self._settings.setValue(TIMER_KEY, self.economy_box.timer_value())

    def _restore(self, map_path: str | Path | None) -> None:
        last = _last_setup(self._settings)
        self._fill_maps()
        wanted = map_path or last.get("map")
        if wanted and Path(wanted).is_file():
            self.select_map(wanted)
        else:
            # A first game is on the classic world, the one people know.
            classic = self.map_choice.findData(str(maps_dir() / "classic.yaml"))
            self.map_choice.setCurrentIndex(max(classic, 0))
            self._map_index = self.map_choice.currentIndex()
        seats = [s for s in last.get("seats", []) if isinstance(s, dict)][:MAX_SEATS]
        for seat in seats:
            self.add_seat(str(seat.get("name") or "") or None, seat.get("colour"), seat.get("controller"))
        while len(self._seats) < MIN_SEATS + (0 if seats else 1):  # a first game: three seats
            self.add_seat()
        options = last.get("options", {}) if isinstance(last.get("options"), dict) else {}
        setup = options.get("setup")
        if setup == "random" and options.get("random-deal-armies") == "spread":
            setup = SPREAD
        for combo, value in ((self.setup_mode, setup), (self.card_values, options.get("card-values")),
                             (self.fortify, options.get("fortify"))):
            index = combo.findData(value)
            if index >= 0:
                combo.setCurrentIndex(index)
        batch = options.get("placement-batch", 1)
        self.placement_batch.setValue(batch if isinstance(batch, int) and not isinstance(batch, bool) else 1)
        self._setup_mode_changed()
        self.missions.setChecked(bool(options.get("missions", False)))
        self.neutral_army.setChecked(bool(last.get("neutral-army", False)))
        self.defend_max.setChecked(bool(last.get("defend-max", True)))
        economy = last.get("economy-options")
        self.economy_box.set_options(economy if isinstance(economy, dict) else {})
        self.economy_box.set_timer(planning_timer_seconds(self._settings))
        scenario = last.get("legacy-scenario")
        self._fill_scenarios(scenario if isinstance(scenario, str) else None)
        ruleset = last.get("ruleset") if last.get("ruleset") in (CLASSIC, ECONOMY, LEGACY) else CLASSIC
        if map_path:
            # A game asked for on a given map: the rule set the map is made for.
            ruleset = ruleset_for_map(self._board(Path(map_path)))
        self.set_ruleset(ruleset)
        self._ruleset_changed()
        # A fresh seed every time: the same seed would replay the same dice game after game.
        self.randomise_seed()


def ruleset_for_map(board: Board | None) -> str:
    """The rule set a map is made for: the MU economy on a map with water territories (its seas,
    where navies sail), else the classic game (also for a map that cannot be read)."""
    return ECONOMY if board is not None and has_sea(board) else CLASSIC


def _show(widget: QWidget, visible: bool) -> None:
    """Show or hide ``widget`` if it is not so already: showing lays it out at once, even in a
    dialog not shown yet, where it has no size yet to be laid out in."""
    if widget.isHidden() == visible:
        widget.setVisible(visible)


def shipped_legacy_scenarios() -> list[Path]:
    """The Legacy scenarios that come with Worldsmith (a campaign starts from one)."""
    return [path for path in sorted(scenarios_dir().glob("*.yaml")) if header_value(path, "ruleset") == LEGACY]


def _string_list(value) -> list[str]:
    if isinstance(value, str):  # an INI file gives back a one-item list as a string
        return [value] if value else []
    if isinstance(value, (list, tuple)):
        return [v for v in value if isinstance(v, str) and v]
    return []


def _last_setup(settings: QSettings) -> dict:
    raw = settings.value(LAST_SETUP_KEY, "")
    if not isinstance(raw, str) or not raw:
        return {}
    try:
        value = json.loads(raw)
    except ValueError:
        log.warning("ignoring unreadable remembered game setup")
        return {}
    return value if isinstance(value, dict) else {}


def ask_new_game(parent: QWidget | None = None, map_path: str | Path | None = None,
                 settings: QSettings | None = None) -> tuple[Board, Path, GameSetup] | Path | None:
    """Show the dialog; the chosen game, the Legacy scenario that starts a campaign (a Path),
    or None if cancelled."""
    dialog = NewGameDialog(parent, map_path=map_path, settings=settings)
    try:
        if dialog.exec() == QDialog.DialogCode.Accepted:
            return dialog.chosen_scenario() or dialog.chosen()
        return None
    finally:
        dialog.deleteLater()
