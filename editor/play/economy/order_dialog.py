"""How many units go, and which kind: asked after a drag on the board (a planned order, a
friendly move).

The dialog is given the legal actions for the drag, one per kind of unit, each at its largest
count (as the engine lists them); it offers all of them by default, armies or navies when both
could go, and on OK performs the chosen one with the chosen count. It is not modal: the map
stays readable; it closes itself when the decision moves on (pages/planning_page.py closes it
at a hand-off).
"""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.play.economy.action_words import action_text
from engine.rules.economy.actions import ARMY, NAVY


class OrderDialog(QDialog):
    def __init__(self, controller, title: str, choices: list, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.choices = {action.kind: action for action in choices}
        self.setObjectName("orderDialog")
        self.setWindowTitle(title)
        self.setAccessibleName(title)
        layout = QVBoxLayout(self)
        self.question = QLabel(self)
        self.question.setObjectName("orderQuestion")
        self.question.setAccessibleName(self.tr("The order"))
        self.question.setWordWrap(True)
        layout.addWidget(self.question)
        kinds = QHBoxLayout()
        self.kind_group = QButtonGroup(self)
        self.army = QRadioButton(self.tr("Armies"), self)
        self.army.setObjectName("orderArmies")
        self.army.setAccessibleName(self.tr("Armies"))
        self.navy = QRadioButton(self.tr("Navies"), self)
        self.navy.setObjectName("orderNavies")
        self.navy.setAccessibleName(self.tr("Navies"))
        for button in (self.army, self.navy):
            self.kind_group.addButton(button)
            kinds.addWidget(button)
            button.toggled.connect(self._kind_chosen)
        layout.addLayout(kinds)
        row = QHBoxLayout()
        count_label = QLabel(self.tr("How many:"), self)
        count_label.setObjectName("orderCountLabel")
        self.count = QSpinBox(self)
        self.count.setObjectName("orderCount")
        self.count.setAccessibleName(self.tr("How many units"))
        self.count.valueChanged.connect(self._show_order)
        count_label.setBuddy(self.count)
        row.addWidget(count_label)
        row.addWidget(self.count, 1)
        layout.addLayout(row)
        buttons = QHBoxLayout()
        self.ok = QPushButton(self.tr("OK"), self)
        self.ok.setObjectName("orderOk")
        self.ok.setAccessibleName(self.tr("OK"))
        self.ok.setDefault(True)
        self.ok.clicked.connect(self.take)
        self.cancel = QPushButton(self.tr("Cancel"), self)
        self.cancel.setObjectName("orderCancel")
        self.cancel.setAccessibleName(self.tr("Cancel"))
        self.cancel.clicked.connect(self.reject)
        buttons.addStretch(1)
        buttons.addWidget(self.cancel)
        buttons.addWidget(self.ok)
        layout.addLayout(buttons)
        both = ARMY in self.choices and NAVY in self.choices
        self.army.setVisible(both)
        self.navy.setVisible(both)
        (self.army if ARMY in self.choices else self.navy).setChecked(True)
        self._kind_chosen()

    def kind(self) -> str:
        return NAVY if self.navy.isChecked() else ARMY

    def action(self):
        """The chosen action with the chosen count."""
        return dataclasses.replace(self.choices[self.kind()], count=self.count.value())

    def _kind_chosen(self, *_args) -> None:
        most = self.choices[self.kind()].count if self.kind() in self.choices else 0
        self.count.setRange(1, max(1, most))
        self.count.setValue(most)  # all of them, unless told otherwise
        self._show_order()

    def _show_order(self, *_args) -> None:
        if self.kind() in self.choices:
            self.question.setText(action_text(self.controller, self.action()))

    def done(self, result: int) -> None:
        # Closed, it keeps no words of the order: it may wait a moment to be deleted while the
        # screen passes to someone else.
        self.question.clear()
        super().done(result)

    def take(self) -> bool:
        if self.kind() not in self.choices:
            return False
        if self.controller.perform(self.action()):
            self.accept()
            return True
        return False
