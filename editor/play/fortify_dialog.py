"""The fortifying move: how many armies go from one territory to another (the turn then ends).

The play window opens it beside the two territories (open_fortify); it closes when the turn
ends or the screen is handed over (turn_move_dialog.py)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
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

from editor.language.vocabulary import words_of
from editor.play.turn_move_dialog import TurnWatch, default_count
from engine.core.actions import Fortify
from engine.core.state import Phase


class FortifyDialog(QDialog):
    """Choose the count in the rule set's range (one army always stays) and move: OK performs
    ``Fortify(source, target, n)``, which ends the turn; Cancel changes nothing."""

    def __init__(self, controller, source: int, target: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.source = source
        self.target = target
        names = controller.names.territories
        self.setObjectName("fortifyDialog")
        # The rule set's own words for the move (Legacy: "Maneuver", troops).
        words = words_of(controller.rules)
        described = getattr(controller.rules, "phases", {}).get(Phase.FORTIFY)
        self.setWindowTitle(QCoreApplication.translate("Phase", described.title) if described is not None
                            else words.last_move_title())
        self.setAccessibleName(self.windowTitle())

        question = QLabel(words.move_question(names[source], names[target]), self)
        question.setObjectName("fortifyQuestion")
        font = question.font()
        font.setBold(True)
        question.setFont(font)
        note = QLabel(self.tr("This is your one move of the turn: your turn ends after it."), self)
        note.setObjectName("fortifyNote")
        note.setWordWrap(True)

        state = controller.state
        allowed = controller.rules.count_range(state, Fortify(source, target, 1))
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("fortifySlider")
        self.slider.setAccessibleName(words.units_to_move())
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.count_spin = QSpinBox(self)
        self.count_spin.setObjectName("fortifyCount")
        self.count_spin.setAccessibleName(words.units_to_move())
        if allowed:
            # Moving all but one is the usual choice; out of a Legacy HQ, two stay (turn_move_dialog.py).
            start = default_count(state, source, allowed)
            for widget in (self.slider, self.count_spin):
                widget.setRange(allowed.start, allowed.stop - 1)
                widget.setValue(start)
        self.slider.valueChanged.connect(self.count_spin.setValue)
        self.count_spin.valueChanged.connect(self.slider.setValue)
        self.count_spin.valueChanged.connect(self._update_result)
        count_row = QHBoxLayout()
        count_row.addWidget(self.slider, 1)
        count_row.addWidget(self.count_spin)

        self.result_label = QLabel(self)
        self.result_label.setObjectName("fortifyResult")
        self.status_label = QLabel(self)
        self.status_label.setObjectName("fortifyStatus")
        self.status_label.setWordWrap(True)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.setObjectName("fortifyButtons")
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setObjectName("fortifyOk")
        self.ok_button.setText(self.tr("&Move"))
        self.ok_button.setAccessibleName(self.tr("Move"))
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setObjectName("fortifyCancel")
        self.cancel_button.setAccessibleName(self.tr("Cancel"))
        self.buttons.accepted.connect(self._move)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(question)
        layout.addWidget(note)
        layout.addLayout(count_row)
        layout.addWidget(self.result_label)
        layout.addWidget(self.status_label)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(360)

        reason = controller.explain(Fortify(source, target, max(1, allowed.stop - 1) if allowed else 1))
        if reason is not None:
            self.status_label.setText(reason)
        self.ok_button.setEnabled(reason is None and bool(allowed))
        self.count_spin.setEnabled(bool(allowed))
        self.slider.setEnabled(bool(allowed))
        self._update_result()
        self.turn_watch = TurnWatch(self, controller)

    def _update_result(self) -> None:
        state = self.controller.state
        names = self.controller.names.territories
        count = self.count_spin.value()
        self.result_label.setText(self.tr("{source} keeps {kept}, {target} will have {total}").format(
            source=names[self.source], kept=state.armies[self.source] - count,
            target=names[self.target], total=state.armies[self.target] + count))

    def _move(self) -> None:
        action = Fortify(self.source, self.target, self.count_spin.value())
        with self.turn_watch.own_move():
            reason = self.controller.attempt(action)
        if reason is None:
            self.accept()
            return
        self.status_label.setText(reason)
