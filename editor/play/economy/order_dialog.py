"""How many units go, and which kind: asked after a drag on the board (a planned order, a
friendly move).

The dialog is given the legal actions for the drag, one per kind of unit, each at its largest
count (as the engine lists them); it offers a safe count by default — all of them, but never
the capital's last army, nor more armies into water that is not friendly than the navies there
carry ("If at any point you have less navy units than army units in a water territory the
excess army units immediately die") — and warns when the count chosen would lose units that
way; on OK it performs the chosen one with the chosen count. It is not modal: the map
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
        self.setMinimumWidth(340)  # room for the order and its warning in words
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
        kinds.addStretch(1)  # the choices stay by their labels, where a click takes them
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
        self.warning = QLabel(self)
        self.warning.setObjectName("orderWarning")
        self.warning.setAccessibleName(self.tr("What the order would cost"))
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color: #c0392b;")
        self.warning.hide()
        layout.addWidget(self.warning)
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
        self.count.setValue(self.safe_count())
        self._show_order()

    # -- what is safe ------------------------------------------------------------------------------
    def _player(self) -> int:
        return self.controller.decider()

    def _carried(self) -> int | None:
        """How many armies the target water holds without losses (None: land, or friendly
        water, where armies need no navies)."""
        action = self.choices.get(ARMY)
        state, geo = self.controller.state, self.controller.rules.geo
        player = self._player()
        if action is None or geo.land[action.target] or geo.friendly(state, player, action.target):
            return None
        return max(0, state.navy[player][action.target] - state.army[player][action.target])

    def safe_count(self) -> int:
        """All of them, but never the capital's last army nor armies the water cannot carry."""
        if self.kind() not in self.choices:
            return 1
        action = self.choices[self.kind()]
        count = action.count
        if self.kind() == ARMY:
            state = self.controller.state
            player = self._player()
            if state.players[player].capital == action.source and count >= state.army[player][action.source]:
                count = state.army[player][action.source] - 1
            carried = self._carried()
            if carried is not None:
                count = min(count, carried)
        return max(1, count)

    def _warn(self) -> None:
        text = ""
        if self.kind() == ARMY and ARMY in self.choices:
            carried = self._carried()
            lost = self.count.value() - carried if carried is not None else 0
            state = self.controller.state
            action = self.choices[ARMY]
            player = self._player()
            if lost > 0:
                text = self.tr("{lost} of these armies would die at sea: your navies there carry {carried}.").format(
                    lost=lost, carried=carried)
            elif (state.players[player].capital == action.source
                  and self.count.value() >= state.army[player][action.source]):
                text = self.tr("Your capital would be left without an army.")
        if text == self.warning.text() and self.warning.isHidden() != bool(text):
            return
        self.warning.setText(text)
        self.warning.setVisible(bool(text))
        self.adjustSize()  # the warning comes and goes: the dialog grows to show it whole

    def _show_order(self, *_args) -> None:
        if self.kind() in self.choices:
            self.question.setText(action_text(self.controller, self.action()))
            self._warn()

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
