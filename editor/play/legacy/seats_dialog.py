"""Who plays each seat of a new campaign: a person at the desk or a computer player.

The players (their names, colours and factions) come from the scenario; only who plays them is
chosen here, as in the new-game dialog's seat rows. What is chosen is kept in the campaign file
and used for every game of the campaign.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from engine.scenario.model import ScenarioPlayer

CONTROLLERS = ("human", "heuristic", "hard", "random")  # normal, hard and easy computer players


class SeatsDialog(QDialog):
    """One row per player: their name and who plays them."""

    def __init__(self, players: list[ScenarioPlayer], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("campaignSeatsDialog")
        self.setWindowTitle(self.tr("Who Plays the Campaign"))
        self.setAccessibleName(self.tr("Who plays the campaign"))
        self._players = list(players)
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Each seat is played by a person at this desk or by the computer, "
                               "in every game of the campaign."), self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        layout.addLayout(form)
        self.combos: list[QComboBox] = []
        texts = (self.tr("Person"), self.tr("Computer (normal)"), self.tr("Computer (hard)"),
                 self.tr("Computer (easy)"))
        for index, player in enumerate(self._players):
            combo = QComboBox(self)
            combo.setObjectName(f"seatController.{index}")
            combo.setAccessibleName(self.tr("Who plays {name}").format(name=player.name))
            for value, text in zip(CONTROLLERS, texts, strict=True):
                combo.addItem(text, value)
            combo.setCurrentIndex(max(0, combo.findData(player.controller)))
            form.addRow(player.name, combo)
            self.combos.append(combo)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.setObjectName("seatsButtons")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(380)

    def players(self) -> list[ScenarioPlayer]:
        """The players with who plays each, as chosen."""
        return [dataclasses.replace(player, controller=combo.currentData())
                for player, combo in zip(self._players, self.combos, strict=True)]


def ask_seats(parent: QWidget | None, players: list[ScenarioPlayer]) -> list[ScenarioPlayer] | None:
    """The players with who plays each, or None if cancelled."""
    dialog = SeatsDialog(players, parent)
    return dialog.players() if dialog.exec() == QDialog.DialogCode.Accepted else None
