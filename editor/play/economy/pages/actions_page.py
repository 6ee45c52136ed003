"""The page of a phase with no page of its own: its legal actions in a list, a number for
those that take one, and a button to take the chosen one."""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.play.economy.action_words import action_text


class ActionsPage(QWidget):
    def __init__(self, controller, tool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tool = tool
        self.setObjectName("economyActionsPage")
        self.setAccessibleName(self.tr("What you can do"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        heading = QLabel(self.tr("What you can do:"), self)
        heading.setObjectName("economyActionsHeading")
        layout.addWidget(heading)
        self.actions_list = QListWidget(self)
        self.actions_list.setObjectName("economyActions")
        self.actions_list.setAccessibleName(self.tr("What you can do"))
        self.actions_list.currentRowChanged.connect(self._chosen)
        self.actions_list.itemDoubleClicked.connect(lambda _item: self.take())
        layout.addWidget(self.actions_list)
        row = QHBoxLayout()
        self.count = QSpinBox(self)
        self.count.setObjectName("economyActionCount")
        self.count.setAccessibleName(self.tr("How many"))
        self.take_button = QPushButton(self.tr("Do It"), self)
        self.take_button.setObjectName("economyTakeAction")
        self.take_button.setAccessibleName(self.tr("Do it"))
        self.take_button.clicked.connect(self.take)
        row.addWidget(self.count)
        row.addWidget(self.take_button, 1)
        layout.addLayout(row)
        self._actions: list = []

    def refresh(self) -> None:
        actions = self.controller.legal_actions()
        if actions == self._actions:
            return
        self._actions = actions
        self.actions_list.clear()
        for action in actions:
            item = QListWidgetItem(action_text(self.controller, action))
            self.actions_list.addItem(item)
        self.actions_list.setCurrentRow(0 if actions else -1)
        self.take_button.setEnabled(bool(actions))

    def _chosen(self, row: int) -> None:
        action = self._actions[row] if 0 <= row < len(self._actions) else None
        allowed = self.controller.rules.count_range(self.controller.state, action) if action is not None else range(0)
        self.count.setVisible(bool(allowed))
        if allowed:
            self.count.setRange(allowed.start, allowed.stop - 1)
            self.count.setValue(allowed.stop - 1)

    def take(self) -> bool:
        row = self.actions_list.currentRow()
        if not 0 <= row < len(self._actions):
            return False
        action = self._actions[row]
        if self.count.isVisible() and hasattr(action, "count"):
            action = dataclasses.replace(action, count=self.count.value())
        return self.controller.perform(action)
