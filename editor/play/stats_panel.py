"""Who holds what: per player, territories, armies, cards in hand and continents held.

Everything here is public (card counts, not cards). The player whose turn it is is shown
in bold; players knocked out are greyed. A rule set may add figures of its own (Legacy's red
stars, missiles and faction): it lists them itself (``RuleSet.player_figures``), and they
come before the continents, which stretch to the table's edge.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QFont, QIcon
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from editor.play.colours import player_colour
from editor.play.event_text import seat_name
from editor.play.game_log import swatch
from engine.core.state import Phase
from engine.core.statistics import player_stats

COLUMNS = 5  # the columns every game has; a rule set's own figures come before the last
FIXED_BEFORE_FIGURES = 4


class StatsPanel(QTableWidget):
    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(0, COLUMNS, parent)
        self.setObjectName("statsPanel")
        self.setAccessibleName(self.tr("Players"))
        self.setAccessibleDescription(
            self.tr("Territories, armies, cards and continents held by each player"))
        # Short headings keep the table narrow; the full words are in the tooltips.
        self._headings = [
            (self.tr("Player"), self.tr("Player")), (self.tr("Terr."), self.tr("Territories held")),
            (self.tr("Armies"), self.tr("Armies on the board")), (self.tr("Cards"), self.tr("Cards in hand")),
            (self.tr("Continents"), self.tr("Continents held entirely")),
        ]
        self._figure_headings: tuple[tuple[str, str, bool], ...] = ()
        self._set_headings()
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
        height = self.horizontalHeader().height() + rows + 2 * self.frameWidth() + 2
        if self.horizontalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff:
            height += self.horizontalScrollBar().sizeHint().height()
        return height

    def row_texts(self, row: int) -> list[str]:
        return [self.item(row, column).text() for column in range(self.columnCount())]

    def headings(self) -> list[str]:
        return [self.horizontalHeaderItem(column).text() for column in range(self.columnCount())]

    def _set_headings(self) -> None:
        """The fixed columns with the rule set's figures before the last (continents)."""
        headings = [*self._headings[:FIXED_BEFORE_FIGURES], *self._figure_headings,
                    *self._headings[FIXED_BEFORE_FIGURES:]]
        self.setColumnCount(len(headings))
        for column, (text, tip, *_numeric) in enumerate(headings):
            item = QTableWidgetItem(text)
            item.setToolTip(tip)
            self.setHorizontalHeaderItem(column, item)
        # The side column is narrow: a rule set's figures may not fit beside the usual ones,
        # and then the table scrolls sideways rather than hide them.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded if self._figure_headings
                                          else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def refresh(self) -> None:
        controller = self._controller
        if controller is None:
            self.setRowCount(0)
            return
        state, world = controller.state, controller.world
        stats = player_stats(state, world)
        figures_of_rules = controller.rules.player_figures(state)
        # The figures' headings are the engine's, marked for translation in its "PlayerFigure" context.
        headings = tuple((QCoreApplication.translate("PlayerFigure", f.heading),
                          QCoreApplication.translate("PlayerFigure", f.description), f.numeric)
                         for f in figures_of_rules)
        if headings != self._figure_headings:
            self._figure_headings = headings
            self._set_headings()
        numeric = {1, 2, 3} | {FIXED_BEFORE_FIGURES + i for i, f in enumerate(figures_of_rules) if f.numeric}
        last = self.columnCount() - 1
        self.setRowCount(len(stats))
        for row, figures in enumerate(stats):
            name = seat_name(controller, figures.player)
            if not figures.alive:
                name = self.tr("{name} (out)").format(name=name)
            continents = ", ".join(controller.names.continent(k) for k in figures.continents)
            extra = [f.values[figures.player] if figures.player < len(f.values) else "" for f in figures_of_rules]
            texts = [name, str(figures.territories), str(figures.armies), str(figures.cards), *extra, continents]
            current = figures.player == state.current and state.phase != Phase.GAME_OVER
            for column, text in enumerate(texts):
                item = self.item(row, column)
                if item is None:
                    item = QTableWidgetItem()
                    self.setItem(row, column, item)
                item.setText(text)
                side = Qt.AlignmentFlag.AlignRight if column in numeric else Qt.AlignmentFlag.AlignLeft
                item.setTextAlignment(side | Qt.AlignmentFlag.AlignVCenter)
                font = QFont(self.font())
                font.setBold(current)
                item.setFont(font)
                palette = self.palette()
                item.setForeground(QBrush(palette.text().color() if figures.alive
                                          else palette.placeholderText().color()))
            self.item(row, 0).setIcon(QIcon(swatch(player_colour(controller, figures.player), 12)))
            self.item(row, last).setToolTip(continents)
            # The player's own figures in one line, for when the table is scrolled.
            summary = [f"{QCoreApplication.translate('PlayerFigure', f.heading)}: {value}"
                       for f, value in zip(figures_of_rules, extra, strict=True) if value]
            self.item(row, 0).setToolTip("\n".join([name, *summary]))
