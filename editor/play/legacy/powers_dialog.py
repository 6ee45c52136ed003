"""Each faction's starting power, chosen before the first game when the scenario has not:
"choose a starting power for each Faction ... If you are stuck as how to customize the cards,
flip a coin for each faction's starting power" (rulebook, "Before your first game").

One group per faction without a power: its two options with their text, as radio buttons.
"Choose for Me" flips the coin for every faction still without a choice, as the computer
players do (engine/campaign/play_out.py ``choose_missing_powers``).
"""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from editor.language.catalogue_text import catalogue_text
from engine.campaign.play_out import choose_missing_powers
from engine.campaign.rewards import copy_world
from engine.campaign.world import LegacyWorld


def factions_without_power(world: LegacyWorld) -> list[int]:
    return [i for i, faction in enumerate(world.factions) if not faction.power]


class PowersDialog(QDialog):
    """Asks a starting power for every faction of ``world`` that has none; ``seed`` flips the
    coins of "Choose for Me"."""

    def __init__(self, world: LegacyWorld, seed: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("powersDialog")
        self.setWindowTitle(self.tr("Starting Powers"))
        self.setAccessibleName(self.tr("Starting powers"))
        self.world = world
        self.seed = seed
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Before the first game, each faction chooses one of its two starting powers. "
                               "The choice is for the whole campaign."), self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        body = QWidget()
        body_layout = QVBoxLayout(body)
        self.groups: dict[int, QButtonGroup] = {}
        self.buttons: dict[tuple[str, str], QRadioButton] = {}  # (faction id, power id) -> its button
        for index in factions_without_power(world):
            faction = world.factions[index]
            faction_words = catalogue_text(faction.name)
            box = QGroupBox(faction_words, body)
            box.setObjectName(f"powers.{faction.id}")
            box.setAccessibleName(faction_words)
            box_layout = QVBoxLayout(box)
            group = QButtonGroup(box)
            for option in faction.power_options:
                power = world.power(option)
                name = catalogue_text(power.name) if power is not None else option
                button = QRadioButton(name, box)
                button.setObjectName(f"power.{option}")
                button.setAccessibleName(self.tr("{faction}: {power}").format(faction=faction_words, power=name))
                button.toggled.connect(self._update_ok)
                group.addButton(button)
                box_layout.addWidget(button)
                text = QLabel(catalogue_text(power.text) if power is not None else "", box)
                text.setWordWrap(True)
                text.setContentsMargins(24, 0, 0, 6)
                box_layout.addWidget(text)
                self.buttons[(faction.id, option)] = button
            self.groups[index] = group
            body_layout.addWidget(box)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        layout.addWidget(scroll, 1)
        self.button_box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                           self)
        self.button_box.setObjectName("powersButtons")
        self.choose_for_me = QPushButton(self.tr("Choose for Me"), self)
        self.choose_for_me.setObjectName("chooseForMe")
        self.choose_for_me.setAccessibleName(self.tr("Flip a coin for each faction still to choose"))
        self.choose_for_me.clicked.connect(self.flip_coins)
        self.button_box.addButton(self.choose_for_me, QDialogButtonBox.ButtonRole.ActionRole)
        self.button_box.accepted.connect(self.accept)
        self.button_box.rejected.connect(self.reject)
        layout.addWidget(self.button_box)
        self.resize(560, 620)
        self._update_ok()

    def _update_ok(self, *_args) -> None:
        ok = self.button_box.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(all(group.checkedButton() is not None for group in self.groups.values()))

    def flip_coins(self) -> None:
        """A coin flipped for each faction still without a choice (those chosen stay)."""
        flipped, _chosen = choose_missing_powers(self.world, self.seed)
        for index, group in self.groups.items():
            if group.checkedButton() is None:
                faction = flipped.factions[index]
                self.buttons[(faction.id, faction.power)].setChecked(True)

    def chosen_world(self) -> LegacyWorld:
        """The world with the chosen powers."""
        new = copy_world(self.world)
        for index, group in self.groups.items():
            faction = self.world.factions[index]
            power = next(p for (f, p), button in self.buttons.items() if f == faction.id and button is
                         group.checkedButton())
            new.factions[index] = dataclasses.replace(faction, power=power)
        return new


def ask_powers(parent: QWidget | None, world: LegacyWorld, seed: int) -> LegacyWorld | None:
    """``world`` with every faction's starting power (asked for those without), or None if
    cancelled. A world whose factions all have a power is returned as it is."""
    if not factions_without_power(world):
        return world
    dialog = PowersDialog(world, seed, parent)
    return dialog.chosen_world() if dialog.exec() == QDialog.DialogCode.Accepted else None
