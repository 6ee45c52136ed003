"""The pages of the draft start's setup: picking countries in turn (``draft``), then placing a
capital, two army bases and the starting army units in one's countries (``draft-placement``),
all by clicking the board.

In the placement a click places what is still to place, in the seed's order: the capital,
then the bases, then army units (one a click, five with Shift+click, or the count box's
number with Ctrl+click); Undo takes back the last placement until the last one is made.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from editor.language.counts import counts
from editor.play.economy.action_words import action_text
from editor.play.play_counts import play_counts
from engine.rules.economy.actions import DraftPick, PlaceBase, PlaceCapital, PlaceUnits

PLACEMENTS = (PlaceCapital, PlaceBase, PlaceUnits)
SHIFT_CLICK_UNITS = 5


class DraftPage(QWidget):
    def __init__(self, controller, tool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tool = tool
        self.setObjectName("draftPage")
        self.setAccessibleName(self.tr("Draft"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        self.hint = QLabel(self)
        self.hint.setObjectName("draftHint")
        self.hint.setAccessibleName(self.tr("How to pick"))
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.refresh()

    def refresh(self) -> None:
        left = sum(1 for a in self.controller.legal_actions() if isinstance(a, DraftPick))
        self.hint.setText(self.tr("Click a country nobody has picked to make it yours (%n left).", "", left))

    def territory_clicked(self, territory: int) -> None:
        reason = self.controller.attempt(DraftPick(territory))
        if reason is not None:
            self.tool.status.emit(reason)


class PlacementPage(QWidget):
    def __init__(self, controller, tool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tool = tool
        self.player = controller.decider()
        self.setObjectName("placementPage")
        self.setAccessibleName(self.tr("Setting up"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.setSpacing(4)
        self.left_label = QLabel(self)
        self.left_label.setObjectName("placementLeft")
        self.left_label.setAccessibleName(self.tr("Still to place"))
        self.left_label.setWordWrap(True)
        layout.addWidget(self.left_label)
        self.hint = QLabel(self)
        self.hint.setObjectName("placementNext")
        self.hint.setAccessibleName(self.tr("What a click places"))
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        row = QHBoxLayout()
        count_label = QLabel(self.tr("Ctrl+click places:"), self)
        count_label.setObjectName("placementCountLabel")
        self.count = QSpinBox(self)
        self.count.setObjectName("placementUnits")
        self.count.setAccessibleName(self.tr("Army units a Ctrl+click places"))
        self.count.setRange(1, 1)
        count_label.setBuddy(self.count)
        row.addWidget(count_label)
        row.addWidget(self.count, 1)
        layout.addLayout(row)
        self.undo_button = QPushButton(self.tr("Undo"), self)
        self.undo_button.setObjectName("placementUndo")
        self.undo_button.setAccessibleName(self.tr("Undo the last placement"))
        self.undo_button.clicked.connect(self.undo)
        layout.addWidget(self.undo_button)
        self.undo_shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self)
        self.undo_shortcut.activated.connect(self.undo)
        self.refresh()

    def _seat(self):
        return self.controller.state.players[self.player]

    def refresh(self) -> None:
        if self.player is None or self.controller.decider() != self.player:
            return
        seat = self._seat()
        parts = []
        if seat.capital_to_place:
            parts.append(self.tr("your capital"))
        if seat.bases_to_place:
            parts.append(play_counts().army_bases(seat.bases_to_place))
        if seat.units_to_place:
            parts.append(counts().army_units(seat.units_to_place))
        self.left_label.setText(self.tr("Still to place: {things}.").format(things=", ".join(parts)))
        if seat.capital_to_place:
            self.hint.setText(self.tr("Click one of your countries for your capital."))
        elif seat.bases_to_place:
            self.hint.setText(self.tr("Click one of your countries for an army base."))
        else:
            self.hint.setText(self.tr("Click one of your countries to place army units there: 1 a click, "
                                      "{shift} with Shift+click.").format(shift=SHIFT_CLICK_UNITS))
        self.count.setRange(1, max(1, seat.units_to_place))
        taken = self.controller.takeable(PLACEMENTS)
        self.undo_button.setEnabled(bool(taken))
        self.undo_button.setToolTip(self.tr("Take back: {action}").format(action=action_text(self.controller,
                                                                                            taken[-1][1]))
                                    if taken else self.tr("Nothing placed yet"))

    def territory_clicked(self, territory: int) -> None:
        seat = self._seat()
        modifiers = getattr(self.tool, "click_modifiers", Qt.KeyboardModifier.NoModifier)
        if seat.capital_to_place:
            action = PlaceCapital(territory)
        elif seat.bases_to_place:
            action = PlaceBase(territory)
        else:
            if modifiers & Qt.KeyboardModifier.ControlModifier:
                count = self.count.value()
            elif modifiers & Qt.KeyboardModifier.ShiftModifier:
                count = SHIFT_CLICK_UNITS
            else:
                count = 1
            action = PlaceUnits(territory, min(count, seat.units_to_place))
        reason = self.controller.attempt(action)
        if reason is not None:
            self.tool.status.emit(reason)

    def undo(self) -> bool:
        taken = self.controller.takeable(PLACEMENTS)
        if not taken or not self.isVisible():
            return False
        return self.controller.take_back(taken[-1][0], PLACEMENTS)
