"""Who holds what: per player, territories, armies, cards in hand and continents held.

Everything here is public (card counts, not cards). The player whose turn it is is shown
in bold; players knocked out are greyed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QFont, QIcon
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from editor.play.colours import player_colour
from editor.play.event_text import seat_name
from editor.play.game_log import swatch
from engine.core.state import Phase
from engine.core.statistics import player_stats

COLUMNS = 5


class StatsPanel(QTableWidget):
    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(0, COLUMNS, parent)
        self.setObjectName("statsPanel")
        self.setAccessibleName(self.tr("Players"))
        self.setAccessibleDescription(
            self.tr("Territories, armies, cards and continents held by each player"))
        # Short headings keep the table narrow; the full words are in the tooltips.
        headings = [
            (self.tr("Player"), self.tr("Player")), (self.tr("Terr."), self.tr("Territories held")),
            (self.tr("Armies"), self.tr("Armies on the board")), (self.tr("Cards"), self.tr("Cards in hand")),
            (self.tr("Continents"), self.tr("Continents held entirely")),
        ]
        for column, (text, tip) in enumerate(headings):
            item = QTableWidgetItem(text)
            item.setToolTip(tip)
            self.setHorizontalHeaderItem(column, item)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setShowGrid(False)
        self.setWordWrap(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self._controller = None
        self.set_controller(controller)

    def set_controller(self, controller) -> None:
        if self._controller is not None:
            self._controller.stateChanged.disconnect(self.refresh)
        self._controller = controller
        if controller is not None:
            controller.stateChanged.connect(self.refresh)
        self.refresh()

    def fitting_height(self) -> int:
        """The height that shows every row without scrolling."""
        rows = sum(self.rowHeight(r) for r in range(self.rowCount()))
        return self.horizontalHeader().height() + rows + 2 * self.frameWidth() + 2

    def row_texts(self, row: int) -> list[str]:
        return [self.item(row, column).text() for column in range(COLUMNS)]

    def refresh(self) -> None:
        controller = self._controller
        if controller is None:
            self.setRowCount(0)
            return
        state, world = controller.state, controller.world
        stats = player_stats(state, world)
        self.setRowCount(len(stats))
        for row, figures in enumerate(stats):
            name = seat_name(controller, figures.player)
            if not figures.alive:
                name = self.tr("{name} (out)").format(name=name)
            continents = ", ".join(controller.names.continent(k) for k in figures.continents)
            texts = [name, str(figures.territories), str(figures.armies), str(figures.cards), continents]
            current = figures.player == state.current and state.phase != Phase.GAME_OVER
            for column, text in enumerate(texts):
                item = self.item(row, column)
                if item is None:
                    item = QTableWidgetItem()
                    self.setItem(row, column, item)
                item.setText(text)
                if column in (1, 2, 3):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                font = QFont(self.font())
                font.setBold(current)
                item.setFont(font)
                palette = self.palette()
                item.setForeground(QBrush(palette.text().color() if figures.alive
                                          else palette.placeholderText().color()))
            self.item(row, 0).setIcon(QIcon(swatch(player_colour(controller, figures.player), 12)))
            self.item(row, 4).setToolTip(continents)
