"""The Scenario dock of the scenario designer: name, description, rule set, setup kind, the
players (and the Legacy world's name and games played)."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QIcon, QUndoCommand
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from editor.language.catalogue_text import catalogue_text
from editor.language.counts import counts
from editor.play.colours import PALETTE, colour_name, seat_colour
from editor.play.game_log import swatch
from editor.scenario.commands import (
    ChangeMarks,
    ChangeRuleSet,
    SetFixedSetup,
    SetPlayers,
    SetScenarioProperties,
    SetSetupKind,
    economy_without_player,
    renamed_in_world,
    rule_set_text,
    what_a_rule_set_change_drops,
    without_player,
)
from editor.scenario.economy_commands import SetEconomySetup
from editor.scenario.scenario_document import ScenarioChange, ScenarioDocument, ScenarioPart
from editor.scenario.setup_tools import copy_fixed
from engine.scenario.model import ScenarioPlayer, SetupKind
from engine.scenario.validation import player_range

MIN_PLAYERS, MAX_PLAYERS = 2, 6
DEFAULT_PLAYERS = 3  # within both rule sets' ranges (classic 2–6, Legacy 3–5)
CONTROLLERS = ("human", "heuristic", "hard", "random")  # normal, hard and easy computer players


# lupdate reads the context from literal translate("Context", "text") calls. These strings
# keep the "ScenarioWindow" context they had in scenario_window.py, so their translations still match.
translate = QCoreApplication.translate


def controller_text(controller: str) -> str:
    return {"human": translate("ScenarioWindow", "Human"),
            "heuristic": translate("ScenarioWindow", "Computer (normal)"),
            "hard": translate("ScenarioWindow", "Computer (hard)"),
            "random": translate("ScenarioWindow", "Computer (easy)")}.get(controller, controller)


def setup_text(kind: SetupKind) -> str:
    return {SetupKind.RANDOM: translate("ScenarioWindow", "Random deal"),
            SetupKind.CLAIM: translate("ScenarioWindow", "Claim territories"),
            SetupKind.FIXED: translate("ScenarioWindow", "Fixed")}[kind]


ECONOMY_STARTS, CLASSIC_SETUPS = "economy-starts", "setups"


def _setup_family(ruleset: str) -> str:
    return ECONOMY_STARTS if ruleset == "economy" else CLASSIC_SETUPS


def setup_choices(ruleset: str) -> list[tuple[str, str]]:
    """(value, words) of every way the rules can start, as the Setup list offers them."""
    if _setup_family(ruleset) == ECONOMY_STARTS:
        return [("draft", translate("ScenarioWindow", "Draft")),
                ("europe", translate("ScenarioWindow", "Europe: a country each")),
                ("continent", translate("ScenarioWindow", "A continent each")),
                ("card-distribution", translate("ScenarioWindow", "Country cards dealt")),
                (SetupKind.FIXED.value, translate("ScenarioWindow", "Fixed (designed on the map)"))]
    return [(kind.value, setup_text(kind)) for kind in SetupKind]


def setup_choice(scenario) -> str:
    """The Setup list's value for the scenario: its setup kind, or the economy's start."""
    if _setup_family(scenario.ruleset) == ECONOMY_STARTS and scenario.setup is not SetupKind.FIXED:
        start = scenario.options.get("start", "draft")
        return start if start in {value for value, _ in setup_choices("economy")} else "draft"
    return scenario.setup.value


def default_player(index: int, taken_names=(), taken_colours=()) -> ScenarioPlayer:
    """A new seat: "Player N" (a number no one has), the first free colour, a person first."""
    number = index + 1
    while translate("ScenarioWindow", "Player {number}").format(number=number) in taken_names:
        number += 1
    colour = next((value for value, _name in PALETTE if value not in taken_colours), PALETTE[0][0])
    return ScenarioPlayer(translate("ScenarioWindow", "Player {number}").format(number=number), colour, "",
                          "human" if index == 0 else "heuristic")


class _TextEdit(QPlainTextEdit):
    """A description box that says when the user is done with it (it lost the focus)."""

    editingFinished = Signal()  # noqa: N815 (Qt naming)

    def focusOutEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().focusOutEvent(event)
        self.editingFinished.emit()


@dataclasses.dataclass
class _PlayerRow:
    name: QLineEdit
    colour: QComboBox
    faction: QComboBox | None  # Legacy only
    controller: QComboBox
    remove: QToolButton


class ScenarioPanel(QWidget):
    """The scenario as a whole: name, description, rules, setup kind, the players."""

    status = Signal(str)

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scenarioPanel")
        self.setAccessibleName(self.tr("Scenario"))
        self.document = document
        self.rows: list[_PlayerRow] = []
        self._committing = False

        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.name = QLineEdit(self)
        self.name.setObjectName("scenarioName")
        self.name.setAccessibleName(self.tr("Scenario name"))
        self.name.editingFinished.connect(self._name_edited)
        form.addRow(self.tr("&Name:"), self.name)
        self.description = _TextEdit(self)
        self.description.setObjectName("scenarioDescription")
        self.description.setAccessibleName(self.tr("Description"))
        self.description.setPlaceholderText(self.tr("What the players should know before they start"))
        self.description.setFixedHeight(64)
        self.description.editingFinished.connect(self._description_edited)
        form.addRow(self.tr("&Description:"), self.description)
        self.ruleset = QComboBox(self)
        self.ruleset.setObjectName("ruleSet")
        self.ruleset.setAccessibleName(self.tr("Rule set"))
        for value in ("classic", "legacy", "economy"):
            self.ruleset.addItem(rule_set_text(value), value)
        self.ruleset.currentIndexChanged.connect(self._ruleset_chosen)
        form.addRow(self.tr("&Rules:"), self.ruleset)
        self.setup = QComboBox(self)
        self.setup.setObjectName("setupKind")
        self.setup.setAccessibleName(self.tr("How the game starts"))
        self._fill_setups(self.document.scenario.ruleset)
        self.setup.currentIndexChanged.connect(self._setup_chosen)
        form.addRow(self.tr("&Setup:"), self.setup)
        self.world_name = QLineEdit(self)
        self.world_name.setObjectName("worldName")
        self.world_name.setAccessibleName(self.tr("The Legacy world's name"))
        self.world_name.editingFinished.connect(self._world_name_edited)
        self.games_played = QSpinBox(self)
        self.games_played.setObjectName("gamesPlayed")
        self.games_played.setAccessibleName(self.tr("Games played in this world"))
        self.games_played.setRange(0, 99)
        self.games_played.setKeyboardTracking(False)
        self.games_played.setToolTip(self.tr("Before the first game a card takes at most 3 coins; after it, 6"))
        self.games_played.valueChanged.connect(self._games_played_changed)
        self._world_rows = (form.rowCount(), form.rowCount() + 1)
        form.addRow(self.tr("&World:"), self.world_name)
        form.addRow(self.tr("&Games played:"), self.games_played)
        self.form = form
        layout.addLayout(form)

        title = QLabel(self.tr("<b>Players</b>"), self)
        layout.addWidget(title)
        self.players_box = QWidget(self)
        self.players_box.setObjectName("players")
        self.players_box.setAccessibleName(self.tr("Players"))
        self.grid = QGridLayout(self.players_box)
        self.grid.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.players_box)
        self.add_button = QPushButton(self.tr("&Add Player"), self)
        self.add_button.setObjectName("addPlayer")
        self.add_button.setAccessibleName(self.tr("Add a player"))
        self.add_button.clicked.connect(self.add_player)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addStretch(1)

        self.refresh()
        document.changed.connect(self._on_change)

    # -- showing ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        scenario = self.document.scenario
        if self.name.text() != scenario.name:
            self.name.setText(scenario.name)
        if self.description.toPlainText() != scenario.description:
            self.description.setPlainText(scenario.description)
        if self.ruleset.findData(scenario.ruleset) < 0:  # a rule set this designer does not offer
            self.ruleset.addItem(rule_set_text(scenario.ruleset), scenario.ruleset)
        _set_combo(self.ruleset, scenario.ruleset)
        if self._setups_of != _setup_family(scenario.ruleset):
            self._fill_setups(scenario.ruleset)
        _set_combo(self.setup, setup_choice(scenario))
        world = self.document.world
        for row in self._world_rows:
            self.form.setRowVisible(row, world is not None)
        if world is not None:
            if self.world_name.text() != world.world_name:
                self.world_name.setText(world.world_name)
            self.games_played.blockSignals(True)
            self.games_played.setValue(world.games_played)
            self.games_played.blockSignals(False)
        self._show_players()

    def _show_players(self) -> None:
        players = self.document.scenario.players
        legacy = self.document.world is not None
        if len(self.rows) != len(players) or getattr(self, "_rows_legacy", None) != legacy:
            self._make_rows(len(players), legacy)
        for index, (row, player) in enumerate(zip(self.rows, players, strict=True)):
            if row.name.text() != player.name:
                row.name.setText(player.name)
            _set_combo(row.colour, seat_colour(player.colour, index).name())
            if row.faction is not None:
                _set_combo(row.faction, player.faction)
            _set_combo(row.controller, player.controller)
        # The chosen rules' own range (Legacy 3–5, classic 2–6), said on the buttons when they are off.
        fewest, most = player_range(self.document.scenario.ruleset) or (MIN_PLAYERS, MAX_PLAYERS)
        for row in self.rows:
            row.remove.setEnabled(len(players) > fewest)
        rules = rule_set_text(self.document.scenario.ruleset)
        self.add_button.setEnabled(len(players) < most)
        self.add_button.setToolTip(
            self.tr("The rules chosen ({rules}) allow at most {players}").format(rules=rules,
                                                                                  players=counts().players(most))
            if len(players) >= most else
            self.tr("Add a player ({rules}: {fewest} to {most})").format(rules=rules, fewest=fewest,
                                                                         most=counts().players(most)))

    def _make_rows(self, count: int, legacy: bool) -> None:
        """A row per player: name, colour, who plays, remove; in Legacy a second line with
        the faction (the side panel stays narrow)."""
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.rows = []
        self._rows_legacy = legacy
        for column, title in enumerate((self.tr("Name"), self.tr("Colour"), self.tr("Played by"))):
            self.grid.addWidget(QLabel(title, self.players_box), 0, column)
        world = self.document.world
        lines = 2 if legacy else 1
        for index in range(count):
            number = index + 1
            name = QLineEdit(self.players_box)
            name.setMinimumWidth(80)
            name.setObjectName(f"playerName{index}")
            name.setAccessibleName(self.tr("Name of player {number}").format(number=number))
            name.editingFinished.connect(lambda i=index: self._name_of_player_edited(i))
            colour = QComboBox(self.players_box)
            colour.setObjectName(f"playerColour{index}")
            colour.setAccessibleName(self.tr("Colour of player {number}").format(number=number))
            for value, _english in PALETTE:
                colour.addItem(QIcon(swatch(seat_colour(value, 0), 14)), colour_name(value), value)
            colour.currentIndexChanged.connect(lambda _x, i=index: self._colour_chosen(i))
            controller = QComboBox(self.players_box)
            controller.setObjectName(f"playerController{index}")
            controller.setAccessibleName(self.tr("Who plays player {number}").format(number=number))
            for value in CONTROLLERS:
                controller.addItem(controller_text(value), value)
            controller.currentIndexChanged.connect(lambda _x, i=index: self._controller_chosen(i))
            for combo, letters in ((colour, 9), (controller, 15)):
                # Narrow enough for a side panel: the open list shows the whole names.
                combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
                combo.setMinimumContentsLength(letters)
            remove = QToolButton(self.players_box)
            remove.setObjectName(f"removePlayer{index}")
            remove.setText("✕")
            remove.setAccessibleName(self.tr("Remove player {number}").format(number=number))
            remove.setToolTip(self.tr("Remove this player (their territories in a fixed setup become nobody's)"))
            remove.clicked.connect(lambda _c=False, i=index: self.remove_player(i))
            row = 1 + index * lines
            self.grid.addWidget(name, row, 0)
            self.grid.addWidget(colour, row, 1)
            self.grid.addWidget(controller, row, 2)
            self.grid.addWidget(remove, row, 3)
            faction = None
            if legacy:
                faction = QComboBox(self.players_box)
                faction.setObjectName(f"playerFaction{index}")
                faction.setAccessibleName(self.tr("Faction of player {number}").format(number=number))
                faction.addItem(self.tr("No faction chosen yet"), "")
                for f in world.factions if world is not None else []:
                    faction.addItem(catalogue_text(f.name), f.id)
                faction.currentIndexChanged.connect(lambda _x, i=index: self._faction_chosen(i))
                faction.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
                faction.setMinimumContentsLength(12)
                self.grid.addWidget(faction, row + 1, 1, 1, 2)
                label = QLabel(self.tr("Faction:"), self.players_box)
                label.setBuddy(faction)
                label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.grid.addWidget(label, row + 1, 0)
            self.rows.append(_PlayerRow(name, colour, faction, controller, remove))
        self.grid.setColumnStretch(0, 1)

    # -- edits -----------------------------------------------------------------------------------
    def commit_edits(self) -> None:
        """Take what is typed but not yet confirmed (Ctrl+S while still in a field)."""
        # Each edit would redraw the panel from the scenario, wiping the fields not yet taken.
        self._committing = True
        try:
            self._name_edited()
            self._description_edited()
            self._world_name_edited()
            for index in range(len(self.rows)):
                self._name_of_player_edited(index)
        finally:
            self._committing = False
        self.refresh()

    def _push(self, command: QUndoCommand) -> None:
        self.document.undo_stack.push(command)

    def _name_edited(self) -> None:
        name = self.name.text().strip()
        if name and name != self.document.scenario.name:
            self._push(SetScenarioProperties(self.document, self.tr("Rename the Scenario"), name=name))
        elif not name:
            self.name.setText(self.document.scenario.name)

    def _description_edited(self) -> None:
        text = self.description.toPlainText().strip()
        if text != self.document.scenario.description:
            self._push(SetScenarioProperties(self.document, self.tr("Change the Description"), description=text))

    def _ruleset_chosen(self) -> None:
        value = self.ruleset.currentData()
        if value == self.document.scenario.ruleset:
            return
        dropped = what_a_rule_set_change_drops(self.document, value)
        if dropped and not self._confirm_drop(value, dropped):
            _set_combo(self.ruleset, self.document.scenario.ruleset)
            return
        self._push(ChangeRuleSet(self.document, value))

    def _confirm_drop(self, ruleset: str, dropped: list[str]) -> bool:
        """Ask before a rule set change takes away what the designer made (undo brings it back)."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Change the Rule Set"), self.tr(
            "The {rules} rules do not use {what}. Change the rule set and set it aside?").format(
            rules=rule_set_text(ruleset), what=self.tr(" and ").join(dropped)),
            QMessageBox.StandardButton.Cancel, self)
        box.setObjectName("ruleSetDropQuestion")
        box.setInformativeText(self.tr("Edit ▸ Undo brings it back."))
        change = box.addButton(self.tr("Change the Rules"), QMessageBox.ButtonRole.AcceptRole)
        change.setObjectName("changeRules")
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return box.clickedButton() is change

    def _fill_setups(self, ruleset: str) -> None:
        """The setups the rules offer: the MU economy's four starts and its fixed start; the
        random, claimed or fixed setups of the others."""
        self.setup.blockSignals(True)
        self.setup.clear()
        for value, text in setup_choices(ruleset):
            self.setup.addItem(text, value)
        self.setup.blockSignals(False)
        self._setups_of = _setup_family(ruleset)

    def _setup_chosen(self) -> None:
        value = self.setup.currentData()
        scenario = self.document.scenario
        if value is None or value == setup_choice(scenario):
            return
        if _setup_family(scenario.ruleset) != ECONOMY_STARTS:
            self._push(SetSetupKind(self.document, SetupKind(value)))
            if scenario.fixed.owners and value != SetupKind.FIXED.value:
                # The painted board is not used now, but kept (in the file too) for a fixed setup again.
                self.status.emit(self.tr("The fixed board is kept: choose Fixed again to use it."))
            return
        # The economy: a fixed setup, or one of the four starts (the rules' ``start`` option).
        options = {k: v for k, v in scenario.options.items() if k != "start"}
        kind = SetupKind.FIXED if value == SetupKind.FIXED.value else SetupKind.RANDOM
        if kind is not SetupKind.FIXED and value != "draft":
            options["start"] = value  # the draft is the default: left out of the file
        stack = self.document.undo_stack
        stack.beginMacro(self.tr("Start with {setup}").format(setup=self.setup.currentText()))
        if kind is not scenario.setup:
            stack.push(SetSetupKind(self.document, kind))
        if options != scenario.options:
            stack.push(SetScenarioProperties(self.document, "", options=options))
        stack.endMacro()

    def _world_name_edited(self) -> None:
        world = self.document.world
        name = self.world_name.text().strip()
        if world is not None and name != world.world_name:
            self._push(SetScenarioProperties(self.document, self.tr("Rename the World"), world_world_name=name))

    def _games_played_changed(self, value: int) -> None:
        world = self.document.world
        if world is not None and value != world.games_played:
            self._push(SetScenarioProperties(self.document, self.tr("Change the Games Played"),
                                             world_games_played=value))

    def _set_player(self, index: int, players: list[ScenarioPlayer]) -> None:
        if players != list(self.document.scenario.players):
            self._push(SetPlayers(self.document, players))

    def _name_of_player_edited(self, index: int) -> None:
        players = list(self.document.scenario.players)
        name = self.rows[index].name.text().strip()
        if index >= len(players) or name == players[index].name:
            return
        if not name or any(p.name == name for i, p in enumerate(players) if i != index):
            # Players are told apart by name (the file refers to them by it).
            if name:
                self.status.emit(self.tr("Another player is called {name} already.").format(name=name))
            self.rows[index].name.setText(players[index].name)
            return
        old = players[index].name
        players[index] = dataclasses.replace(players[index], name=name)
        world = self.document.world
        if world is None or not any(m.founder == old for m in world.marks) and not any(
                s.player == old for s in world.signatures):
            self._set_player(index, players)
            return
        # The cities they founded and their signatures name them: renamed with them, one undo step.
        marks, signatures = renamed_in_world(world, old, name)
        stack = self.document.undo_stack
        stack.beginMacro(self.tr("Rename {old} to {new}").format(old=old, new=name))
        stack.push(ChangeMarks(self.document, marks, ""))
        stack.push(SetScenarioProperties(self.document, "", world_signatures=signatures))
        stack.push(SetPlayers(self.document, players))
        stack.endMacro()

    def _colour_chosen(self, index: int) -> None:
        players = list(self.document.scenario.players)
        new = self.rows[index].colour.currentData()
        old = seat_colour(players[index].colour, index).name()
        # Colours stay distinct: whoever had this colour takes the old one.
        for other, player in enumerate(players):
            if other != index and seat_colour(player.colour, other).name() == new:
                players[other] = dataclasses.replace(player, colour=old)
        players[index] = dataclasses.replace(players[index], colour=new)
        self._set_player(index, players)

    def _faction_chosen(self, index: int) -> None:
        players = list(self.document.scenario.players)
        new = self.rows[index].faction.currentData()
        old = players[index].faction
        if new:  # a faction is played by one player: whoever had it takes the old one
            for other, player in enumerate(players):
                if other != index and player.faction == new:
                    players[other] = dataclasses.replace(player, faction=old)
        players[index] = dataclasses.replace(players[index], faction=new)
        self._set_player(index, players)

    def _controller_chosen(self, index: int) -> None:
        players = list(self.document.scenario.players)
        players[index] = dataclasses.replace(players[index], controller=self.rows[index].controller.currentData())
        self._set_player(index, players)

    def add_player(self) -> None:
        players = list(self.document.scenario.players)
        most = (player_range(self.document.scenario.ruleset) or (MIN_PLAYERS, MAX_PLAYERS))[1]
        if len(players) >= most:
            self.status.emit(self.tr("The rules chosen ({rules}) allow at most {players}").format(
                rules=rule_set_text(self.document.scenario.ruleset), players=counts().players(most)))
            return
        colours = [seat_colour(p.colour, i).name() for i, p in enumerate(players)]
        players.append(default_player(len(players), [p.name for p in players], colours))
        self._push(SetPlayers(self.document, players))

    def remove_player(self, index: int) -> None:
        """Remove a seat, and with it their part of a fixed setup: one undo step."""
        players = list(self.document.scenario.players)
        if not 0 <= index < len(players):
            return
        fewest = (player_range(self.document.scenario.ruleset) or (MIN_PLAYERS, MAX_PLAYERS))[0]
        if len(players) <= fewest:
            self.status.emit(self.tr("Cannot remove {player}: the rules chosen ({rules}) need at least "
                                     "{players}").format(player=players[index].name,
                                                         rules=rule_set_text(self.document.scenario.ruleset),
                                                         players=counts().players(fewest)))
            return
        name = players.pop(index)
        stack = self.document.undo_stack
        stack.beginMacro(self.tr("Remove {player}").format(player=name.name))
        fixed = self.document.scenario.fixed
        if fixed.owners or fixed.hqs:
            stack.push(SetFixedSetup(self.document, without_player(copy_fixed(fixed), index), ""))
        economy = self.document.scenario.economy
        if economy is not None and not economy.is_empty():
            stack.push(SetEconomySetup(self.document, economy_without_player(economy, index), ""))
        stack.push(SetPlayers(self.document, players))
        stack.endMacro()

    def _on_change(self, change: ScenarioChange) -> None:
        if self._committing:
            return
        if change.part in (ScenarioPart.PROPERTIES, ScenarioPart.PLAYERS, ScenarioPart.SETUP, ScenarioPart.RESET):
            self.refresh()


def _set_combo(combo: QComboBox, value) -> None:
    index = combo.findData(value)
    if index >= 0 and index != combo.currentIndex():
        combo.blockSignals(True)
        combo.setCurrentIndex(index)
        combo.blockSignals(False)
