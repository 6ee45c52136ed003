"""Seating the people present for a new campaign: how many play, and for each seat its name,
who plays it (a person at this desk or the computer), the faction it keeps for the campaign
(or "Choose at the table", as the rulebook has it each game), its colour and, for a person,
whether they always defend with the most dice.

The scenario's players are only suggestions: their names and colours fill the seats, and the
people present rename them, add or remove seats within Risk Legacy's 3 to 5 ("3-5 Players",
rulebook cover). What is chosen becomes the campaign's players (campaign_setup.py), kept in
the campaign file for every game.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.language.catalogue_text import catalogue_text
from editor.play.colours import PALETTE, colour_name
from engine.campaign.world import LegacyWorld
from engine.scenario.model import ScenarioPlayer

MIN_SEATS, MAX_SEATS = 3, 5  # "3-5 Players" (rulebook cover)
HUMAN = "human"
CONTROLLERS = (HUMAN, "random", "heuristic", "hard")  # a person; the easy, normal and hard computer players
AT_THE_TABLE = ""  # no faction kept: it is chosen at the table before each game
_SWATCH = 14


# lupdate reads the context from literal translate("Context", ...) calls.
translate = QCoreApplication.translate


class SeatRow:
    """The fields of one seat, on one row of the dialog's grid."""

    def __init__(self, dialog: SeatsDialog, index: int) -> None:
        number = index + 1
        self.name = QLineEdit(dialog)
        self.name.setObjectName(f"seatName.{index}")
        self.name.setAccessibleName(translate("SeatsDialog", "Name of seat {number}").format(number=number))
        self.name.setMaxLength(40)
        self.name.setMinimumWidth(self.name.fontMetrics().horizontalAdvance("M") * 10)
        self.controller = QComboBox(dialog)
        self.controller.setObjectName(f"seatController.{index}")
        self.controller.setAccessibleName(translate("SeatsDialog", "Who plays seat {number}").format(number=number))
        texts = (translate("SeatsDialog", "Person"), translate("SeatsDialog", "Computer (easy)"),
                 translate("SeatsDialog", "Computer (normal)"), translate("SeatsDialog", "Computer (hard)"))
        for value, text in zip(CONTROLLERS, texts, strict=True):
            self.controller.addItem(text, value)
        self.faction = QComboBox(dialog)
        self.faction.setObjectName(f"seatFaction.{index}")
        self.faction.setAccessibleName(translate("SeatsDialog", "Faction of seat {number}").format(number=number))
        self.faction.addItem(translate("SeatsDialog", "Choose at the table"), AT_THE_TABLE)
        for faction in dialog.world.factions:
            self.faction.addItem(catalogue_text(faction.name), faction.id)
        self.colour = QComboBox(dialog)
        self.colour.setObjectName(f"seatColour.{index}")
        self.colour.setAccessibleName(translate("SeatsDialog", "Colour of seat {number}").format(number=number))
        for colour in dialog.colours:
            self.colour.addItem(_swatch(colour), colour_name(colour), colour)
        self.defend_max = QCheckBox(translate("SeatsDialog", "Always defend with the most dice"), dialog)
        self.defend_max.setObjectName(f"seatDefendMost.{index}")
        self.defend_max.setAccessibleName(translate(
            "SeatsDialog", "Seat {number} always defends with the most dice").format(number=number))
        self.defend_max.setToolTip(translate(
            "SeatsDialog", "Otherwise this person is asked how many dice to defend with"))
        self.widgets = (self.name, self.controller, self.faction, self.colour, self.defend_max)

    def is_person(self) -> bool:
        return self.controller.currentData() == HUMAN

    def fill(self, player: ScenarioPlayer) -> None:
        """The scenario's player as a suggestion; the faction is left to the table, as the
        rulebook has it, unless the people present keep one."""
        self.name.setText(player.name)
        self.controller.setCurrentIndex(max(0, self.controller.findData(player.controller)))
        self.colour.setCurrentIndex(max(0, self.colour.findData((player.colour or "").lower())))
        self.defend_max.setChecked(bool(player.defend_max) and player.controller == HUMAN)

    def player(self) -> ScenarioPlayer:
        person = self.is_person()
        # A computer player is given no preference: the rules decide its dice, as for any bot.
        return ScenarioPlayer(self.name.text().strip(), self.colour.currentData(), self.faction.currentData(),
                              self.controller.currentData(), self.defend_max.isChecked() if person else None)


class SeatsDialog(QDialog):
    """The seats of a new campaign on ``world``, filled from the scenario's ``players``."""

    def __init__(self, players: list[ScenarioPlayer], world: LegacyWorld, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("campaignSeatsDialog")
        self.setWindowTitle(self.tr("Who Plays the Campaign"))
        self.setAccessibleName(self.tr("Who plays the campaign"))
        self.world = world
        self.colours = _colours(players)
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Risk Legacy is played by 3 to 5 players. Name each seat and say who plays it, "
                               "in every game of the campaign. A faction kept here is that player's in every "
                               "game; the others are chosen at the table before each game."), self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        first = self._first_game_note(players)
        if first is not None:
            layout.addWidget(first)
        layout.addLayout(self._count_row())
        layout.addLayout(self._seat_grid(players))
        self.problem = QLabel(self)
        self.problem.setObjectName("seatsProblem")
        self.problem.setAccessibleName(self.tr("Why the seats cannot be taken"))
        self.problem.setStyleSheet("color: #b00020;")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.setObjectName("seatsButtons")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.count.setValue(min(MAX_SEATS, max(MIN_SEATS, len(players))))
        self._update()

    def _first_game_note(self, players: list[ScenarioPlayer]) -> QLabel | None:
        """The factions the scenario's designer chose: the first game's (the campaign keeps
        them for it alone, engine/campaign/campaign_file.py), said so before anyone chooses."""
        names = {f.id: catalogue_text(f.name) for f in self.world.factions}
        chosen = [(p.name, names.get(p.faction, p.faction)) for p in players if p.faction]
        if not chosen:
            return None
        listed = self.tr(", ").join(self.tr("{player} plays {faction}").format(player=player, faction=faction)
                                    for player, faction in chosen)
        note = QLabel(self.tr("The first game is played with the scenario's factions: {factions}.").format(
            factions=listed), self)
        note.setObjectName("firstGameFactions")
        note.setAccessibleName(self.tr("The first game's factions"))
        note.setWordWrap(True)
        return note

    def _count_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.count = QSpinBox(self)
        self.count.setObjectName("seatCount")
        self.count.setAccessibleName(self.tr("Number of players"))
        self.count.setRange(MIN_SEATS, MAX_SEATS)
        self.count.valueChanged.connect(self._update)
        label = QLabel(self.tr("&Players:"), self)
        label.setBuddy(self.count)
        row.addWidget(label)
        row.addWidget(self.count)
        row.addStretch(1)
        return row

    def _seat_grid(self, players: list[ScenarioPlayer]) -> QGridLayout:
        grid = QGridLayout()
        headings = (self.tr("Name"), self.tr("Played by"), self.tr("Faction"), self.tr("Colour"))
        for column, heading in enumerate(headings):
            grid.addWidget(QLabel(f"<b>{heading}</b>", self), 0, column)
        self.rows: list[SeatRow] = []
        for index in range(MAX_SEATS):
            row = SeatRow(self, index)
            row.fill(self._suggested(index, players))
            for column, widget in enumerate(row.widgets):
                grid.addWidget(widget, index + 1, column)
            for widget in row.widgets:
                if isinstance(widget, QLineEdit):
                    widget.textChanged.connect(self._update)
                elif isinstance(widget, QComboBox):
                    widget.currentIndexChanged.connect(self._update)
            self.rows.append(row)
        grid.setColumnStretch(0, 1)
        return grid

    def _suggested(self, index: int, players: list[ScenarioPlayer]) -> ScenarioPlayer:
        """The scenario's player of seat ``index``; for a seat it has none for, a numbered name.
        A seat without a colour gets one no other seat of the scenario has."""
        if index < len(players) and players[index].colour:
            return players[index]
        used = {(p.colour or "").lower() for p in players}
        free = [c for c in self.colours if c not in used] or self.colours
        colour = free[index % len(free)]
        if index < len(players):
            return dataclasses.replace(players[index], colour=colour)
        return ScenarioPlayer(self.tr("Player {number}").format(number=index + 1), colour)

    # -- what is chosen ---------------------------------------------------------------------------
    def seated(self) -> list[SeatRow]:
        return self.rows[:self.count.value()]

    def players(self) -> list[ScenarioPlayer]:
        """The campaign's players, as seated."""
        return [row.player() for row in self.seated()]

    def problem_text(self) -> str:
        """Why the seats as they are cannot start the campaign ('' if they can)."""
        names: dict[str, int] = {}
        factions: dict[str, str] = {}
        colours: dict[str, str] = {}
        for number, row in enumerate(self.seated(), start=1):
            name = row.name.text().strip()
            if not name:
                return self.tr("Seat {number} has no name.").format(number=number)
            if name in names:
                return self.tr("Two players are called {name}: each needs a name of their own.").format(name=name)
            names[name] = number
            faction = row.faction.currentData()
            if faction != AT_THE_TABLE and faction in factions:
                return self.tr("{first} and {second} both keep {faction}: a faction is played by one player.").format(
                    first=factions[faction], second=name, faction=row.faction.currentText())
            factions[faction] = name
            colour = row.colour.currentData()
            if colour in colours:
                return self.tr("{first} and {second} have the same colour.").format(first=colours[colour], second=name)
            colours[colour] = name
        return ""

    def _update(self) -> None:
        count = self.count.value()
        for index, row in enumerate(self.rows):
            for widget in row.widgets:
                widget.setVisible(index < count)
            row.defend_max.setEnabled(row.is_person())
        problem = self.problem_text()
        self.problem.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)
        # Fewer seats, a shorter dialog (it kept the height of five rows for three).
        self.layout().activate()
        self.resize(self.width(), self.minimumSizeHint().height())

    def accept(self) -> None:
        problem = self.problem_text()
        if problem:  # refused, the reason shown (e.g. Enter pressed in a name)
            self.problem.setText(problem)
            return
        super().accept()


def _colours(players: list[ScenarioPlayer]) -> list[str]:
    """The scenario's colours first, then the palette's others."""
    colours = [p.colour.lower() for p in players if p.colour]
    return list(dict.fromkeys(colours + [value for value, _name in PALETTE]))


def _swatch(colour: str) -> QIcon:
    pixmap = QPixmap(_SWATCH, _SWATCH)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


def ask_seats(parent: QWidget | None, players: list[ScenarioPlayer], world: LegacyWorld) -> list[ScenarioPlayer] | None:
    """The campaign's players as the people present seated themselves, or None if cancelled."""
    dialog = SeatsDialog(players, world, parent)
    return dialog.players() if dialog.exec() == QDialog.DialogCode.Accepted else None
