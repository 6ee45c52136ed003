"""Expanding into an unoccupied neighbour: how many troops go in, and what a city there costs.

The range of troops and the cost are the engine's (``count_range``, ``expand_cost``); the
dialog performs ``Expand(source, target, n)`` and shows the engine's reason if it is refused.
It opens beside the two territories and closes when the turn ends or the screen is handed
over (turn_move_dialog.py).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.language.counts import counts
from editor.play.turn_move_dialog import TurnWatch, default_count, keep_beside_territories
from engine.rules.legacy.actions import Expand

# lupdate reads the context from literal translate("Context", "text") calls.
translate = QCoreApplication.translate


def city_cost_text(controller, target: int) -> str:
    """What expanding into ``target`` costs because of its city ("" if it has none):
    "Paris has a city of population 2: expanding into it costs 2 troops (+2 for its
    fortification: 4)"."""
    rules, state = controller.rules, controller.state
    population = rules.facts.population[target]
    if not population:
        return ""
    name = controller.names.territories[target]
    cost = rules.expand_cost(state, target)
    if cost == 0:
        return translate("ExpandDialog", "{territory} has a city of population {population}: expanding into it "
                         "costs no troops this turn (a power waives it).").format(territory=name, population=population)
    if cost > population:
        text = translate("ExpandDialog", "{territory} has a fortified city of population {population}: expanding "
                         "into it costs {troops} +{extra} for the fortification = {cost}.")
        return text.format(territory=name, population=population, troops=counts().troops(population),
                           extra=cost - population, cost=cost)
    text = translate("ExpandDialog", "{territory} has a city of population {population}: expanding into it "
                     "costs {troops}.")
    return text.format(territory=name, population=population, troops=counts().troops(cost))


class ExpandDialog(QDialog):
    """Choose how many troops move from ``source`` into the empty ``target`` (the city's cost
    is lost on the way in; one troop always stays behind)."""

    def __init__(self, controller, source: int, target: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.source, self.target = source, target
        names = controller.names.territories
        self.setObjectName("expandDialog")
        self.setWindowTitle(self.tr("Expand"))
        self.setAccessibleName(self.windowTitle())

        question = QLabel(self.tr("Expand from {source} into {target}").format(
            source=names[source], target=names[target]), self)
        question.setObjectName("expandQuestion")
        font = question.font()
        font.setBold(True)
        question.setFont(font)
        self.cost_label = QLabel(city_cost_text(controller, target), self)
        self.cost_label.setObjectName("expandCost")
        self.cost_label.setAccessibleName(self.tr("Cost of the city"))
        self.cost_label.setWordWrap(True)
        self.cost_label.setVisible(bool(self.cost_label.text()))

        state = controller.state
        self.cost = controller.rules.expand_cost(state, target)
        allowed = controller.rules.count_range(state, Expand(source, target, 1))
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("expandSlider")
        self.slider.setAccessibleName(self.tr("Troops to move"))
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.count_spin = QSpinBox(self)
        self.count_spin.setObjectName("expandCount")
        self.count_spin.setAccessibleName(self.tr("Troops to move"))
        if allowed:
            start = default_count(state, source, allowed)  # all but one, an HQ spared (turn_move_dialog.py)
            for widget in (self.slider, self.count_spin):
                widget.setRange(allowed.start, allowed.stop - 1)
                widget.setValue(start)
        self.slider.valueChanged.connect(self.count_spin.setValue)
        self.count_spin.valueChanged.connect(self.slider.setValue)
        self.count_spin.valueChanged.connect(self._update_result)
        row = QHBoxLayout()
        row.addWidget(self.slider, 1)
        row.addWidget(self.count_spin)

        self.result_label = QLabel(self)
        self.result_label.setObjectName("expandResult")
        self.result_label.setWordWrap(True)
        self.status_label = QLabel(self)
        self.status_label.setObjectName("expandStatus")
        self.status_label.setWordWrap(True)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.setObjectName("expandButtons")
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setObjectName("expandOk")
        self.ok_button.setText(self.tr("&Expand"))
        self.ok_button.setAccessibleName(self.tr("Expand"))
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setObjectName("expandCancel")
        self.cancel_button.setAccessibleName(self.tr("Cancel"))
        self.buttons.accepted.connect(self.expand)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(question)
        layout.addWidget(self.cost_label)
        layout.addLayout(row)
        layout.addWidget(self.result_label)
        layout.addWidget(self.status_label)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(360)

        reason = controller.explain(Expand(source, target, allowed.stop - 1 if allowed else 1))
        if reason is not None:
            self.status_label.setText(reason)
        for widget in (self.ok_button, self.count_spin, self.slider):
            widget.setEnabled(reason is None and bool(allowed))
        self._update_result()
        self._placed = False
        self.turn_watch = TurnWatch(self, controller)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt naming)
        super().showEvent(event)
        if not self._placed:  # beside the two territories, once (then where the person drags it)
            self._placed = True
            keep_beside_territories(self, "expand", (self.source, self.target))

    def _update_result(self) -> None:
        state = self.controller.state
        names = self.controller.names.territories
        count = self.count_spin.value()
        self.result_label.setText(self.tr("{source} keeps {kept}; {target} will have {total}").format(
            source=names[self.source], kept=state.armies[self.source] - count,
            target=names[self.target], total=max(0, count - self.cost)))

    def expand(self) -> None:
        action = Expand(self.source, self.target, self.count_spin.value())
        with self.turn_watch.own_move():
            reason = self.controller.attempt(action)
        if reason is None:
            self.accept()
            return
        self.status_label.setText(reason)
