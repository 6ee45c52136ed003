"""Economy moves that have no place of their own on the board: declaring a blockade, ending
one, forfeiting a country to an ally. Each is a kind of action the engine lists only when it
may be taken; the Economy menu offers the kind while the person at the screen has one, and a
small dialog chooses which (``ActionChoiceDialog``), in the action's own words.

A blockade is declared in friendly movement ("a single navy unit can blockade a single navy
base that recruits into the water territory occupied by that navy unit") and may be ended at
any time ("The blockading navy unit can end the blockade at any time"); a country is
forfeited to an ally who has units in it ("you can forfeit a territory to your ally if you
want to and if your ally has units within that territory").
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from editor.play.economy.action_words import action_text
from engine.rules.economy.actions import Blockade, EndBlockade, Forfeit

translate = QCoreApplication.translate


@dataclass(frozen=True)
class Choice:
    """One kind of move: its action class and the words the menu and the dialog use."""

    key: str
    kind: type
    title: str
    explanation: str
    button: str


def choices() -> list[Choice]:
    return [
        Choice("blockade", Blockade, translate("ActionChoice", "Declare a Blockade"),
               translate("ActionChoice", "One of your navy units in a water blockades a hostile country's navy base "
                                         "on that water: the base cannot produce navy units until the blockade ends. "
                                         "The unit takes no other naval action in combat but its own defence."),
               translate("ActionChoice", "Blockade")),
        Choice("end-blockade", EndBlockade, translate("ActionChoice", "End a Blockade"),
               translate("ActionChoice", "The blockading navy unit can end the blockade at any time: the base "
                                         "produces navy units again."),
               translate("ActionChoice", "End the Blockade")),
        Choice("forfeit", Forfeit, translate("ActionChoice", "Forfeit a Country to an Ally"),
               translate("ActionChoice", "You keep your countries even when allied units enter them; you may give "
                                         "one to an ally who has units in it. Its income and infrastructure go with "
                                         "it. Your capital cannot be forfeited."),
               translate("ActionChoice", "Forfeit")),
    ]


def available(controller, kind: type) -> list:
    """The actions of ``kind`` the person deciding may take now (none while the screen waits
    for a hand-off or a computer decides)."""
    if controller is None or controller.waiting_for_handoff() is not None:
        return []
    decider = controller.decider()
    if decider is None or not controller.is_human(decider) or controller.shown_player() != decider:
        return []
    return [a for a in controller.legal_actions() if isinstance(a, kind)]


class ActionChoiceDialog(QDialog):
    """Choose one of the listed actions of a kind; OK takes it."""

    def __init__(self, controller, choice: Choice, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.choice = choice
        self._taking = False
        self.setObjectName(f"{choice.key}Dialog")
        self.setWindowTitle(choice.title)
        self.setAccessibleName(choice.title)
        layout = QVBoxLayout(self)
        explanation = QLabel(choice.explanation, self)
        explanation.setObjectName(f"{choice.key}Explanation")
        explanation.setWordWrap(True)
        layout.addWidget(explanation)
        self.actions = QComboBox(self)
        self.actions.setObjectName(f"{choice.key}Choice")
        self.actions.setAccessibleName(choice.title)
        for action in available(controller, choice.kind):
            self.actions.addItem(action_text(controller, action), action)
        layout.addWidget(self.actions)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(choice.button)
        self.ok.setObjectName(f"{choice.key}Ok")
        self.ok.setAccessibleName(choice.button)
        self.ok.setEnabled(self.actions.count() > 0)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setObjectName(f"{choice.key}Cancel")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # The moment passes (a hand-off, the next phase): the dialog goes with it.
        controller.stateChanged.connect(self._still_right)
        controller.handoffNeeded.connect(self.reject)

    def choose(self, action) -> bool:
        """Select ``action`` (for keyboards and tests): False if it is not offered."""
        for index in range(self.actions.count()):  # (findData compares Python objects by identity)
            if self.actions.itemData(index) == action:
                self.actions.setCurrentIndex(index)
                return True
        return False

    def _still_right(self) -> None:
        if self._taking:
            return
        if self.isVisible() and self.actions.currentData() not in available(self.controller, self.choice.kind):
            self.reject()

    def accept(self) -> None:
        action = self.actions.currentData()
        self._taking = True
        try:
            taken = action is not None and self.controller.perform(action)
        finally:
            self._taking = False
        if taken:
            super().accept()
