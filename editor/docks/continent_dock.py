"""The continents dock: a table of continents, edited in place, with Add and Remove.

The table is a model over the board's continents. Editing a cell pushes a command; the
document's change notice then refreshes the rows in place, so a cell is never deleted
while Qt is still committing its editor.
"""

from __future__ import annotations

import contextlib
import dataclasses
import warnings
from collections import Counter

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QRegularExpression, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QColorDialog,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QStyledItemDelegate,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from editor.commands.continent_commands import AddContinent, ChangeContinent, RemoveContinent
from editor.commands.territory_commands import SetTerritoryProperties
from editor.document.changes import ChangeKind, MapChange
from editor.tools.base import EditorContext
from engine.board import Continent

# Colours for new continents: distinct, light enough for black labels on top.
PALETTE = (
    "#e6b422", "#5aa469", "#d9534f", "#4a90d9", "#9b59b6", "#e67e22",
    "#1abc9c", "#c0a080", "#f06292", "#8d9440", "#7986cb", "#a1887f",
)
DEFAULT_BONUS = 2
BONUS_RANGE = (-99, 999)

COLOUR, NAME, BONUS, ECONOMY, COUNT = range(5)


def colour_swatch(colour: str | QColor, size: int = 14) -> QIcon:
    """A small filled square with a dark outline, for lists of continents."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setPen(QColor(0, 0, 0, 140))
    painter.setBrush(QColor(colour))
    painter.drawRect(0, 0, size - 1, size - 1)
    painter.end()
    return QIcon(pixmap)


def new_continent_id(existing: set[str]) -> tuple[str, int]:
    """The first free ``continent-N`` (counting from the number of continents + 1)."""
    number = len(existing) + 1
    while f"continent-{number}" in existing:
        number += 1
    return f"continent-{number}", number


def distinct_colour(used: set[str]) -> str:
    used = {c.lower() for c in used}
    for colour in PALETTE:
        if colour not in used:
            return colour
    # All taken: walk round the hue circle by the golden angle, which never repeats.
    step = len(used)
    while True:
        colour = QColor.fromHsvF((step * 0.618034) % 1.0, 0.45, 0.85).name()
        if colour not in used:
            return colour
        step += 1


class ContinentTableModel(QAbstractTableModel):
    """The board's continents as rows; ``setData`` pushes a ChangeContinent command."""

    def __init__(self, context: EditorContext, parent=None) -> None:
        super().__init__(parent)
        self.context = context
        self._continents: tuple[Continent, ...] = ()
        self._counts: Counter[str] = Counter()
        self._membership: dict[str, str | None] = {}
        self.reload()

    @property
    def document(self):
        return self.context.document

    def set_context(self, context: EditorContext) -> None:
        self.beginResetModel()
        self.context = context
        self._continents = ()
        self.endResetModel()
        self.reload()

    # -- keeping up with the board ---------------------------------------------------------
    def reload(self) -> None:
        """Take the board's continents again (rows updated in place when the count is the same)."""
        board = self.document.board
        continents = board.continents
        self._membership = {t.id: t.continent for t in board.territories}
        self._counts = Counter(t.continent for t in board.territories if t.continent is not None)
        if len(continents) == len(self._continents):
            self._continents = continents
            if continents:
                self.dataChanged.emit(self.index(0, 0), self.index(len(continents) - 1, COUNT))
        else:
            self.beginResetModel()
            self._continents = continents
            self.endResetModel()

    def territories_changed(self, ids) -> None:
        """Update the counts if these territories joined or left a continent (cheap otherwise)."""
        board = self.document.board
        moved = len(board.territories) != len(self._membership)
        for territory_id in ids:
            present = board.has_territory(territory_id)
            if present != (territory_id in self._membership) or (
                present and board.territory(territory_id).continent != self._membership[territory_id]
            ):
                moved = True
                break
        if not moved:
            return
        self._membership = {t.id: t.continent for t in board.territories}
        self._counts = Counter(t.continent for t in board.territories if t.continent is not None)
        if self._continents:
            self.dataChanged.emit(self.index(0, COUNT), self.index(len(self._continents) - 1, COUNT))

    def continent(self, row: int) -> Continent:
        return self._continents[row]

    def territory_count(self, row: int) -> int:
        return self._counts[self._continents[row].id]

    # -- the model -------------------------------------------------------------------------
    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008, N802 (Qt's signature)
        return 0 if parent.isValid() else len(self._continents)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else 5

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                self.tr("Colour"), self.tr("Name"), self.tr("Bonus"), self.tr("Economy"), self.tr("Territories"),
            )[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return (
                self.tr("Double-click to change the colour"),
                self.tr("The continent's name"),
                self.tr("Extra armies for holding the whole continent"),
                self.tr("Money per round in the economy variant (blank: none)"),
                self.tr("How many territories belong to the continent"),
            )[section]
        return None

    def flags(self, index: QModelIndex):
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() in (NAME, BONUS, ECONOMY):
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: QModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        continent = self._continents[index.row()]
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if column == NAME:
                return continent.name
            if column == BONUS:
                return continent.bonus
            if column == ECONOMY:
                return "" if continent.economy_bonus is None else str(continent.economy_bonus)
            if column == COUNT and role == Qt.ItemDataRole.DisplayRole:
                return self._counts[continent.id]
            return None
        if role == Qt.ItemDataRole.DecorationRole and column == COLOUR:
            return colour_swatch(continent.colour)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == COLOUR:
                return continent.colour
            return self.tr("{name} (id: {id})").format(name=continent.name, id=continent.id)
        if role == Qt.ItemDataRole.AccessibleTextRole and column == COLOUR:
            return self.tr("Colour {colour}").format(colour=continent.colour)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (BONUS, ECONOMY, COUNT):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.UserRole:
            return continent.id
        return None

    def setData(self, index: QModelIndex, value, role=Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        row, column = index.row(), index.column()
        continent = self._continents[row]
        if column == NAME:
            name = str(value).strip()
            if not name or name == continent.name:
                return False
            return self._change(row, self.tr("Rename Continent"), name=name)
        if column == BONUS:
            try:
                bonus = int(value)
            except (TypeError, ValueError):
                return False
            if bonus == continent.bonus:
                return False
            return self._change(row, self.tr("Change Continent Bonus"), bonus=bonus)
        if column == ECONOMY:
            text = str(value).strip()
            try:
                economy = int(text) if text else None
            except ValueError:
                return False
            if economy == continent.economy_bonus:
                return False
            return self._change(row, self.tr("Change Economy Bonus"), economy_bonus=economy)
        return False

    def _change(self, row: int, text: str, **changes) -> bool:
        self.document.undo_stack.push(ChangeContinent(self.document, row, text, **changes))
        return True


class ContinentDelegate(QStyledItemDelegate):
    """Spin box for the bonus, a digits-only line for the economy bonus (blank: none)."""

    def createEditor(self, parent, option, index):  # noqa: N802
        if index.column() == BONUS:
            editor = QSpinBox(parent)
            editor.setObjectName("continentBonusEditor")
            editor.setRange(*BONUS_RANGE)
            editor.setAccessibleName(self.tr("Bonus"))
            return editor
        if index.column() == ECONOMY:
            editor = QLineEdit(parent)
            editor.setObjectName("continentEconomyEditor")
            editor.setValidator(QRegularExpressionValidator(QRegularExpression(r"-?[0-9]{0,6}"), editor))
            editor.setPlaceholderText(self.tr("none"))
            editor.setAccessibleName(self.tr("Economy bonus"))
            return editor
        editor = super().createEditor(parent, option, index)
        editor.setObjectName("continentNameEditor")
        editor.setAccessibleName(self.tr("Continent name"))
        return editor


class ContinentDock(QDockWidget):
    """Continents with their colour, name, bonuses and territory count."""

    def __init__(self, context: EditorContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setObjectName("continentDock")
        self.setWindowTitle(self.tr("Continents"))
        self.setAccessibleName(self.tr("Continents"))

        body = QWidget(self)
        body.setObjectName("continentDockBody")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)

        self.model = ContinentTableModel(context, self)
        self.table = QTableView(body)
        self.table.setObjectName("continentList")
        self.table.setAccessibleName(self.tr("Continents"))
        self.table.setModel(self.model)
        self.table.setItemDelegate(ContinentDelegate(self.table))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(COLOUR, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        for column in (BONUS, ECONOMY, COUNT):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.doubleClicked.connect(self._on_double_click)
        layout.addWidget(self.table)

        buttons = QHBoxLayout()
        self.add_button = self._button("addContinent", self.tr("Add"), self.tr("Add a continent"), self.add_continent)
        self.remove_button = self._button(
            "removeContinent", self.tr("Remove"), self.tr("Delete the selected continent"), self.remove_continent
        )
        self.colour_button = self._button(
            "continentColour", self.tr("Colour…"), self.tr("Change the selected continent's colour"),
            self.choose_colour,
        )
        for button in (self.add_button, self.remove_button, self.colour_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.setWidget(body)

        context.document.changed.connect(self._on_document_changed)
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._update_buttons())
        self.model.modelReset.connect(self._update_buttons)
        self._update_buttons()

    def set_context(self, context: EditorContext) -> None:
        """Show another document (the window opened a file): listen to it instead."""
        # The old document may already be gone, and with it the connection.
        with warnings.catch_warnings(), contextlib.suppress(RuntimeError, TypeError):
            warnings.simplefilter("ignore", RuntimeWarning)
            self.context.document.changed.disconnect(self._on_document_changed)
        self.context = context
        self.model.set_context(context)
        context.document.changed.connect(self._on_document_changed)
        self._update_buttons()

    def _button(self, name: str, text: str, tip: str, slot) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setAccessibleName(tip)
        button.setToolTip(tip)
        button.clicked.connect(slot)
        return button

    @property
    def document(self):
        return self.context.document

    # -- reading ---------------------------------------------------------------------------
    def current_row(self) -> int | None:
        index = self.table.currentIndex()
        return index.row() if index.isValid() else None

    def select_row(self, row: int) -> None:
        index = self.model.index(row, NAME)
        self.table.setCurrentIndex(index)
        self.table.scrollTo(index)

    # -- actions ---------------------------------------------------------------------------
    def add_continent(self) -> Continent:
        board = self.document.board
        continent_id, number = new_continent_id({c.id for c in board.continents})
        continent = Continent(
            continent_id,
            self.tr("Continent {number}").format(number=number),
            distinct_colour({c.colour for c in board.continents}),
            DEFAULT_BONUS,
        )
        self.document.undo_stack.push(AddContinent(self.document, continent))
        self.select_row(len(self.document.board.continents) - 1)
        return continent

    def remove_continent(self) -> bool:
        """Delete the selected continent (asking first if territories belong to it).

        Its territories then belong to no continent, in the same undo step, rather than
        to an id that no longer exists.
        """
        row = self.current_row()
        if row is None:
            return False
        board = self.document.board
        continent = board.continents[row]
        members = {i: t for i, t in enumerate(board.territories) if t.continent == continent.id}
        if members:
            if len(members) == 1:
                question = self.tr("One territory belongs to {name}. Delete the continent anyway? "
                                   "The territory will then belong to no continent.")
            else:
                question = self.tr("{name} has %n territory(ies). Delete the continent anyway? "
                                   "They will then belong to no continent.", "", len(members))
            answer = QMessageBox.question(
                self, self.tr("Delete Continent"),
                question.format(count=len(members), name=continent.name),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        stack = self.document.undo_stack
        stack.beginMacro(self.tr("Delete Continent"))
        if members:
            cleared = {i: dataclasses.replace(t, continent=None) for i, t in members.items()}
            stack.push(SetTerritoryProperties(self.document, cleared, ""))
        stack.push(RemoveContinent(self.document, row))
        stack.endMacro()
        if self.model.rowCount():
            self.select_row(min(row, self.model.rowCount() - 1))
        return True

    def choose_colour(self, row: int | None = None) -> bool:
        if row is None or isinstance(row, bool):  # clicked(bool) from the button
            row = self.current_row()
        if row is None:
            return False
        continent = self.document.board.continents[row]
        colour = QColorDialog.getColor(
            QColor(continent.colour), self, self.tr("Colour of {name}").format(name=continent.name)
        )
        if not colour.isValid() or colour.name().lower() == continent.colour.lower():
            return False
        self.document.undo_stack.push(
            ChangeContinent(self.document, row, self.tr("Change Continent Colour"), colour=colour.name())
        )
        return True

    # -- updates ---------------------------------------------------------------------------
    def _on_double_click(self, index: QModelIndex) -> None:
        if index.column() == COLOUR:
            self.choose_colour(index.row())

    def _on_document_changed(self, change: MapChange) -> None:
        if change.kind in (ChangeKind.CONTINENTS, ChangeKind.RESET):
            self.model.reload()
        elif change.kind is ChangeKind.TERRITORIES:
            self.model.territories_changed(change.territory_ids)
        self._update_buttons()

    def _update_buttons(self) -> None:
        selected = self.current_row() is not None
        self.remove_button.setEnabled(selected)
        self.colour_button.setEnabled(selected)
