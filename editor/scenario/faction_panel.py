"""The factions of a Legacy world: each one's starting power (one of two), the scar on its
card, and its history.

Powers are data (name, the text players read, an effect the rules understand): the panel
shows the name on the choice, the text under it and the effect in the tooltip. Choosing one
is an undoable edit (``SetFaction``); undoing it checks the previous choice again. The
card's one scar ("one yellow scar per faction card") is picked from the world's scar types,
also undoably. A
faction's history — which game, who played it, where they started, how it ended — is read
only here: play mode writes it.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHeaderView,
    QLabel,
    QRadioButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.language.catalogue_text import catalogue_text
from editor.scenario.commands import SetFaction
from editor.scenario.scenario_document import ScenarioChange, ScenarioPart
from engine.campaign.pieces import Power
from engine.campaign.world import Faction, GameResult

# lupdate reads the context from literal translate("Context", "text") calls.
translate = QCoreApplication.translate




def result_text(result: GameResult) -> str:
    return {
        GameResult.WON: translate("FactionPanel", "won"),
        GameResult.HELD_ON: translate("FactionPanel", "held on"),
        GameResult.ELIMINATED: translate("FactionPanel", "eliminated"),
    }.get(result, str(result))


def effect_text(power: Power) -> str:
    """The effect as the rules read it, one ``key: value`` a line (for the tooltip)."""
    if not power.effect:
        return translate("FactionPanel", "No effect the rules apply automatically.")
    lines = [f"{key}: {value}" for key, value in power.effect.items()]
    return translate("FactionPanel", "Effect:\n{lines}").format(lines="\n".join(lines))


class FactionBox(QGroupBox):
    """One faction card: its two powers as a choice, and its history."""

    def __init__(self, document, faction: Faction, parent: QWidget | None = None) -> None:
        faction_name = catalogue_text(faction.name)
        super().__init__(faction_name, parent)
        self.document = document
        self.faction_id = faction.id
        self.setObjectName(f"faction.{faction.id}")
        self.setAccessibleName(faction_name)
        layout = QVBoxLayout(self)
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QRadioButton] = {}
        world = document.world
        for power_id in faction.power_options:
            power = world.power(power_id)
            name = catalogue_text(power.name) if power is not None else power_id
            button = QRadioButton(name, self)
            button.setObjectName(f"power.{power_id}")
            button.setAccessibleName(
                translate("FactionPanel", "{faction}: {power}").format(faction=faction_name, power=name))
            missing = translate("FactionPanel", "This power is not in the world's list.")
            text = QLabel(catalogue_text(power.text) if power is not None else missing, self)
            text.setObjectName(f"powerText.{power_id}")
            text.setWordWrap(True)
            text.setIndent(22)  # under the name, clear of the radio button
            text.setStyleSheet("color: palette(mid);" if power is None else "")
            if power is not None:
                button.setToolTip(effect_text(power))
                text.setToolTip(effect_text(power))
                button.setAccessibleDescription(catalogue_text(power.text))
            self.group.addButton(button)
            self.buttons[power_id] = button
            button.toggled.connect(lambda on, p=power_id: on and self._chosen(p))
            layout.addWidget(button)
            layout.addWidget(text)

        scar_row = QFormLayout()
        self.scar_combo = QComboBox(self)
        self.scar_combo.setObjectName(f"factionScar.{faction.id}")
        self.scar_combo.setAccessibleName(
            translate("FactionPanel", "{faction}: scar on the card").format(faction=faction_name))
        self.scar_combo.activated.connect(self._scar_chosen)
        scar_row.addRow(translate("FactionPanel", "Scar on the card:"), self.scar_combo)
        layout.addLayout(scar_row)

        self.history = QTableWidget(0, 4, self)
        self.history.setObjectName(f"history.{faction.id}")
        self.history.setAccessibleName(translate("FactionPanel", "{faction}'s games").format(faction=faction_name))
        self.history.setHorizontalHeaderLabels([
            translate("FactionPanel", "Game"), translate("FactionPanel", "Player"), translate("FactionPanel", "Start"),
            translate("FactionPanel", "Result")])
        self.history.verticalHeader().setVisible(False)
        self.history.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.history.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.history.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.history.horizontalHeader().setStretchLastSection(True)
        self.no_history = QLabel(translate("FactionPanel", "Not played yet."), self)
        self.no_history.setObjectName(f"noHistory.{faction.id}")
        layout.addWidget(self.no_history)
        layout.addWidget(self.history)
        self.show_faction(faction)

    def show_faction(self, faction: Faction) -> None:
        # Exclusive groups cannot uncheck their last button: lift that while nothing is chosen.
        self.group.setExclusive(False)
        for power_id, button in self.buttons.items():
            button.blockSignals(True)
            button.setChecked(power_id == faction.power)
            button.blockSignals(False)
        self.group.setExclusive(True)
        self._show_scar(faction.scar)
        history = faction.history
        self.history.setRowCount(len(history))
        for row, game in enumerate(history):
            values = (str(game.game), game.player, self.document.territory_name(game.start), result_text(game.result))
            for column, value in enumerate(values):
                self.history.setItem(row, column, QTableWidgetItem(value))
        self.history.setVisible(bool(history))
        self.no_history.setVisible(not history)
        if history:
            rows = self.history.verticalHeader().length() + self.history.horizontalHeader().height()
            self.history.setFixedHeight(rows + 2 * self.history.frameWidth())

    def _show_scar(self, scar_id: str) -> None:
        """The choices (none, then the world's scar types) with the card's scar selected. A
        scar the world does not know (a hand-edited file) is listed so that it is not lost
        silently; the Problems panel says what is wrong with it."""
        combo = self.scar_combo
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(translate("FactionPanel", "None"), "")
        for scar in self.document.world.scar_types:
            combo.addItem(catalogue_text(scar.name), scar.id)
            combo.setItemData(combo.count() - 1, catalogue_text(scar.text), Qt.ItemDataRole.ToolTipRole)
        index = combo.findData(scar_id)
        if index < 0:
            combo.addItem(translate("FactionPanel", "Unknown scar '{scar}'").format(scar=scar_id), scar_id)
            index = combo.count() - 1
        combo.setCurrentIndex(index)
        combo.blockSignals(False)

    def scar(self) -> str:
        return self.scar_combo.currentData() or ""

    def _scar_chosen(self, index: int) -> None:
        faction = self.document.world.faction(self.faction_id)
        scar_id = self.scar_combo.itemData(index) or ""
        if faction is not None and faction.scar != scar_id:
            self.document.undo_stack.push(SetFaction(self.document, dataclasses.replace(faction, scar=scar_id)))

    def chosen(self) -> str:
        return next((p for p, b in self.buttons.items() if b.isChecked()), "")

    def _chosen(self, power_id: str) -> None:
        faction = self.document.world.faction(self.faction_id)
        if faction is not None and faction.power != power_id:
            self.document.undo_stack.push(SetFaction(self.document, dataclasses.replace(faction, power=power_id)))


class FactionPanel(QScrollArea):
    """Every faction of ``document``'s Legacy world, one box each."""

    def __init__(self, document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("factionPanel")
        self.setAccessibleName(self.tr("Factions"))
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.document = document
        self.boxes: dict[str, FactionBox] = {}
        self._ids: tuple[str, ...] = ()
        self._build()
        document.changed.connect(self._on_change)

    def box(self, faction_id: str) -> FactionBox:
        return self.boxes[faction_id]

    def _build(self) -> None:
        inner = QWidget(self)
        inner.setObjectName("factionList")
        layout = QVBoxLayout(inner)
        self.boxes = {}
        world = self.document.world
        factions = world.factions if world is not None else []
        for faction in factions:
            box = FactionBox(self.document, faction, inner)
            self.boxes[faction.id] = box
            layout.addWidget(box)
        if not factions:
            empty = QLabel(self.tr("This world has no factions."), inner)
            empty.setObjectName("noFactions")
            layout.addWidget(empty)
        layout.addStretch(1)
        self._ids = tuple(f.id for f in factions)
        old = self.takeWidget()
        self.setWidget(inner)
        if old is not None:
            old.deleteLater()

    def _on_change(self, change: ScenarioChange) -> None:
        if change.part not in (ScenarioPart.FACTIONS, ScenarioPart.RESET):
            return
        world = self.document.world
        factions = world.factions if world is not None else []
        if tuple(f.id for f in factions) != self._ids:
            self._build()
            return
        for faction in factions:
            self.boxes[faction.id].show_faction(faction)

