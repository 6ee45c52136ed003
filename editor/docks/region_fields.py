"""The map's regions in the Properties panel: pick one, rename it, set its MU bonus, add
or delete regions. Which territories belong to a region is edited with the territories
(their Regions field); every edit here is one undo step."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QLineEdit, QPushButton, QSpinBox, QWidget

from editor.commands.region_commands import AddRegion, ChangeRegion, RemoveRegion
from engine.board import Board, Region

NO_BONUS = -1  # the spin box's "none": the region gives no MU
MAX_BONUS = 999


def new_region_id(board: Board) -> str:
    taken = {region.id for region in board.regions}
    number = 1
    while f"region-{number}" in taken:
        number += 1
    return f"region-{number}"


class RegionFields:
    """Rows for the map page's form; ``document()`` gives the document to edit."""

    def __init__(self, form: QFormLayout, parent: QWidget, document) -> None:
        self._document = document
        self._filling = False
        self.choice = QComboBox(parent)
        self.choice.setObjectName("regionChoice")
        self.choice.setAccessibleName(QCoreApplication.translate("RegionFields", "Region"))
        self.choice.currentIndexChanged.connect(lambda _index: self._fill_fields())
        self.add_button = QPushButton(QCoreApplication.translate("RegionFields", "Add Region"), parent)
        self.add_button.setObjectName("regionAdd")
        self.add_button.setAccessibleName(QCoreApplication.translate("RegionFields", "Add Region"))
        self.add_button.clicked.connect(self.add_region)
        self.delete_button = QPushButton(QCoreApplication.translate("RegionFields", "Delete Region"), parent)
        self.delete_button.setObjectName("regionDelete")
        self.delete_button.setAccessibleName(QCoreApplication.translate("RegionFields", "Delete Region"))
        self.delete_button.clicked.connect(self.delete_region)
        row = QHBoxLayout()
        row.addWidget(self.choice, 1)
        row.addWidget(self.add_button)
        row.addWidget(self.delete_button)
        form.addRow(QCoreApplication.translate("RegionFields", "Regions:"), row)

        self.name = QLineEdit(parent)
        self.name.setObjectName("regionName")
        self.name.setAccessibleName(QCoreApplication.translate("RegionFields", "Region name"))
        self.name.editingFinished.connect(self._commit_name)
        form.addRow(QCoreApplication.translate("RegionFields", "Region name:"), self.name)
        self.bonus = QSpinBox(parent)
        self.bonus.setObjectName("regionBonus")
        self.bonus.setAccessibleName(QCoreApplication.translate("RegionFields", "Region MU bonus"))
        self.bonus.setToolTip(QCoreApplication.translate(
            "RegionFields", "MU per round for holding every territory of the region (economy rules)"))
        self.bonus.setRange(NO_BONUS, MAX_BONUS)
        self.bonus.setSpecialValueText(QCoreApplication.translate("RegionFields", "none"))
        self.bonus.setKeyboardTracking(False)
        self.bonus.valueChanged.connect(lambda _value: self._commit_bonus())
        form.addRow(QCoreApplication.translate("RegionFields", "Region MU:"), self.bonus)

    @property
    def board(self) -> Board:
        return self._document().board

    def _push(self, command) -> None:
        self._document().undo_stack.push(command)

    def fill(self) -> None:
        """Show the board's regions, keeping the chosen one chosen if it is still there."""
        self._filling = True
        try:
            chosen = self.choice.currentData()
            items = [(f"{region.name} ({region.id})", region.id) for region in self.board.regions]
            current = [(self.choice.itemText(i), self.choice.itemData(i)) for i in range(self.choice.count())]
            if items != current:
                self.choice.clear()
                for text, value in items:
                    self.choice.addItem(text, value)
            index = self.choice.findData(chosen)
            self.choice.setCurrentIndex(index if index >= 0 else (0 if items else -1))
        finally:
            self._filling = False
        self._fill_fields()

    def chosen_index(self) -> int | None:
        region_id = self.choice.currentData()
        for index, region in enumerate(self.board.regions):
            if region.id == region_id:
                return index
        return None

    def _fill_fields(self) -> None:
        index = self.chosen_index()
        region = self.board.regions[index] if index is not None else None
        self._filling = True
        try:
            for widget in (self.name, self.bonus, self.delete_button):
                widget.setEnabled(region is not None)
            if not self.name.hasFocus() or region is None:
                self.name.setText(region.name if region else "")
            self.bonus.setValue(NO_BONUS if region is None or region.economy_bonus is None else region.economy_bonus)
        finally:
            self._filling = False

    def add_region(self) -> Region:
        region = Region(new_region_id(self.board), QCoreApplication.translate("RegionFields", "New Region"))
        self._push(AddRegion(self._document(), region))
        self.choice.setCurrentIndex(self.choice.findData(region.id))
        return region

    def delete_region(self) -> None:
        index = self.chosen_index()
        if index is not None:
            self._push(RemoveRegion(self._document(), index))

    def _commit_name(self) -> None:
        index = self.chosen_index()
        if self._filling or index is None:
            return
        name = " ".join(self.name.text().split())
        region = self.board.regions[index]
        if not name:
            self.name.setText(region.name)
        elif name != region.name:
            text = QCoreApplication.translate("RegionFields", "Rename Region")
            self._push(ChangeRegion(self._document(), index, text, name=name))

    def _commit_bonus(self) -> None:
        index = self.chosen_index()
        if self._filling or index is None:
            return
        value = None if self.bonus.value() == NO_BONUS else self.bonus.value()
        if value != self.board.regions[index].economy_bonus:
            text = QCoreApplication.translate("RegionFields", "Change Region MU")
            self._push(ChangeRegion(self._document(), index, text, economy_bonus=value))

