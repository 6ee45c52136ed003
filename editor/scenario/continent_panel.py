"""What a Legacy campaign wrote next to each continent: the name a winner gave it, who, and a ±1 mark.

The game has one +1 and one −1 continent sticker: choosing a mark the stock no longer has is
refused with a message and the choice goes back. Each change is one undoable edit
(``SetContinentMarks``).
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from editor.scenario.commands import SetContinentMarks
from editor.scenario.scenario_document import ScenarioChange, ScenarioPart
from engine.campaign.world import ContinentMarks

BONUS_CHOICES = (1, 0, -1)
STOCK_ITEM = {1: "plus-one", -1: "minus-one"}


# lupdate reads the context from literal translate("Context", "text") calls.
translate = QCoreApplication.translate


def bonus_text(bonus: int) -> str:
    return {1: translate("ContinentPanel", "+1"), 0: translate("ContinentPanel", "none"),
            -1: translate("ContinentPanel", "−1")}[bonus]


class ContinentPanel(QScrollArea):
    """One row per continent of ``document``'s map (the document has a Legacy world)."""

    status = Signal(str)

    def __init__(self, document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("continentPanel")
        self.setAccessibleName(self.tr("Continents"))
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.document = document
        self._committing = False
        self.names: dict[str, QLineEdit] = {}
        self.named_by: dict[str, QLineEdit] = {}
        self.bonus: dict[str, QComboBox] = {}

        inner = QWidget(self)
        layout = QVBoxLayout(inner)
        grid = QGridLayout()
        for column, title in enumerate((self.tr("Continent"), self.tr("Name given"), self.tr("Named by"),
                                        self.tr("Mark"))):
            header = QLabel(f"<b>{title}</b>", inner)
            header.setWordWrap(True)  # two lines rather than a dock too narrow for the columns
            grid.addWidget(header, 0, column)
        for row, continent in enumerate(document.board.continents, start=1):
            cid = continent.id
            grid.addWidget(QLabel(document.continent_name(cid), inner), row, 0)
            name = QLineEdit(inner)
            name.setObjectName(f"continentName.{cid}")
            name.setAccessibleName(self.tr("Name given to {continent}").format(continent=document.continent_name(cid)))
            name.setPlaceholderText(self.tr("unnamed"))
            name.editingFinished.connect(lambda c=cid: self._text_edited(c))
            named_by = QLineEdit(inner)
            named_by.setObjectName(f"continentNamedBy.{cid}")
            named_by.setAccessibleName(self.tr("Who named {continent}").format(continent=document.continent_name(cid)))
            named_by.editingFinished.connect(lambda c=cid: self._text_edited(c))
            bonus = QComboBox(inner)
            bonus.setObjectName(f"continentMark.{cid}")
            bonus.setAccessibleName(self.tr("{continent}'s bonus mark").format(continent=document.continent_name(cid)))
            bonus.setToolTip(self.tr("A +1 or −1 sticker changes the continent's bonus; the game has one of each"))
            for value in BONUS_CHOICES:
                bonus.addItem(bonus_text(value), value)
            bonus.currentIndexChanged.connect(lambda _i, c=cid: self._bonus_chosen(c))
            grid.addWidget(name, row, 1)
            grid.addWidget(named_by, row, 2)
            grid.addWidget(bonus, row, 3)
            self.names[cid], self.named_by[cid], self.bonus[cid] = name, named_by, bonus
        grid.setColumnStretch(1, 2)
        grid.setColumnStretch(2, 1)
        layout.addLayout(grid)
        self.message = QLabel(inner)
        self.message.setObjectName("continentMessage")
        self.message.setAccessibleName(self.tr("Why a change was refused"))
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b3261e;")
        layout.addWidget(self.message)
        layout.addStretch(1)
        self.setWidget(inner)
        self.refresh()
        document.changed.connect(self._on_change)

    def refresh(self) -> None:
        world = self.document.world
        if world is None:
            return
        for cid in self.names:
            marks = world.continent(cid)
            for edit, value in ((self.names[cid], marks.name), (self.named_by[cid], marks.named_by)):
                if edit.text() != value:
                    edit.setText(value)
            combo = self.bonus[cid]
            combo.blockSignals(True)
            combo.setCurrentIndex(combo.findData(marks.bonus_mark))
            combo.blockSignals(False)

    def set_bonus(self, continent: str, bonus: int) -> bool:
        """Put a ±1 mark (0: none) on a continent if the stock has one; else say why."""
        world = self.document.world
        marks = world.continent(continent)
        if marks.bonus_mark == bonus:
            return False
        item = STOCK_ITEM.get(bonus)
        if item is not None and world.stock_left()[item] <= 0:
            holder = next((cid for cid, m in world.continents.items() if m.bonus_mark == bonus), None)
            text = self.tr("There is only one {mark} continent mark, and it is on {continent}.").format(
                mark=bonus_text(bonus), continent=self._continent_name(holder) if holder else "?")
            self.message.setText(text)
            self.status.emit(text)
            return False
        self.message.clear()
        self._push(continent, dataclasses.replace(marks, bonus_mark=bonus))
        return True

    def _bonus_chosen(self, continent: str) -> None:
        if not self.set_bonus(continent, self.bonus[continent].currentData()):
            self.refresh()  # the choice goes back

    def _text_edited(self, continent: str) -> None:
        world = self.document.world
        marks = world.continent(continent)
        new = dataclasses.replace(marks, name=self.names[continent].text().strip(),
                                  named_by=self.named_by[continent].text().strip())
        if new != marks:
            self._push(continent, new)

    def commit_edits(self) -> None:
        """Take names typed but not yet confirmed (saving while still in a field)."""
        # Each edit redraws the panel from the world, which would wipe the names not yet taken.
        self._committing = True
        try:
            for continent in self.names:
                self._text_edited(continent)
        finally:
            self._committing = False
        self.refresh()

    def _push(self, continent: str, marks: ContinentMarks) -> None:
        self.document.undo_stack.push(SetContinentMarks(self.document, continent, marks))

    def _continent_name(self, continent: str) -> str:
        return self.document.continent_name(continent)

    def _on_change(self, change: ScenarioChange) -> None:
        if self._committing:
            return
        if change.part in (ScenarioPart.CONTINENTS, ScenarioPart.RESET):
            self.refresh()
