"""Who holds what: per player, territories, armies, cards in hand and continents held.

Everything here is public (card counts, not cards). The player whose turn it is is shown
in bold; players knocked out are greyed. A rule set may add figures of its own (Legacy's red
stars, missiles and faction): it lists them itself (``RuleSet.player_figures``), and they
come before the continents, which stretch to the table's edge.

An MU economy game has columns of its own (editor/play/economy/player_table.py): money,
units, countries, influence cards, capital and allies, with a pennant beside the name of
whoever holds the initiative; the player deciding now is in bold.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from editor.play.colours import player_colour
from editor.play.economy import player_table
from editor.play.economy.board_icons import draw_icon
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
        self._economy = False  # the economy's own columns are shown
        self._default_icon_size: QSize | None = None
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
            self._controller.screenChanged.disconnect(self.refresh)
        self._controller = controller
        if controller is not None:
            controller.stateChanged.connect(self.refresh)
            # The table shows what the person at the screen may see (player_table.py).
            controller.screenChanged.connect(self.refresh)
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
        if self._default_icon_size is None:
            self._default_icon_size = self.iconSize()
        if self._economy:
            # Room for the initiative's pennant beside every swatch: the names stay aligned.
            self.setIconSize(QSize(NAME_MARKS_WIDTH, SWATCH_PIXELS))
            self._show_headings(player_table.headings(), scrolls=True)
            return
        self.setIconSize(self._default_icon_size)
        headings = [*self._headings[:FIXED_BEFORE_FIGURES], *self._figure_headings,
                    *self._headings[FIXED_BEFORE_FIGURES:]]
        self._show_headings(headings, scrolls=bool(self._figure_headings))

    def _show_headings(self, headings, scrolls: bool) -> None:
        self.setColumnCount(len(headings))
        for column, (text, tip, *_numeric) in enumerate(headings):
            item = QTableWidgetItem(text)
            item.setToolTip(tip)
            self.setHorizontalHeaderItem(column, item)
        # The side column is narrow: a rule set's figures may not fit beside the usual ones,
        # and then the table scrolls sideways rather than hide them.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded if scrolls
                                          else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def refresh(self) -> None:
        controller = self._controller
        if controller is None:
            self.setRowCount(0)
            return
        state, world = controller.state, controller.world
        economy = player_table.is_economy(state)
        if economy != self._economy:
            self._economy = economy
            self._figure_headings = ()
            self._set_headings()
        if economy:
            self._refresh_economy(controller)
            return
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
            self._fill_row(row, texts, numeric, current, figures.alive)
            self.item(row, 0).setIcon(QIcon(swatch(player_colour(controller, figures.player), 12)))
            self.item(row, last).setToolTip(continents)
            # The player's own figures in one line, for when the table is scrolled.
            summary = [f"{QCoreApplication.translate('PlayerFigure', f.heading)}: {value}"
                       for f, value in zip(figures_of_rules, extra, strict=True) if value]
            self.item(row, 0).setToolTip("\n".join([name, *summary]))

    def _fill_row(self, row: int, texts: list[str], numeric, bold: bool, alive: bool) -> None:
        for column, text in enumerate(texts):
            item = self.item(row, column)
            if item is None:
                item = QTableWidgetItem()
                self.setItem(row, column, item)
            item.setText(text)
            side = Qt.AlignmentFlag.AlignRight if column in numeric else Qt.AlignmentFlag.AlignLeft
            item.setTextAlignment(side | Qt.AlignmentFlag.AlignVCenter)
            font = QFont(self.font())
            font.setBold(bold)
            item.setFont(font)
            palette = self.palette()
            item.setForeground(QBrush(palette.text().color() if alive else palette.placeholderText().color()))

    # -- MU economy games ---------------------------------------------------------------------------
    def _refresh_economy(self, controller) -> None:
        state = controller.state
        rows = player_table.rows(controller)
        deciding = controller.decider() if state.phase != Phase.GAME_OVER else None
        self.setRowCount(len(rows))
        last = self.columnCount() - 1
        for row, figures in enumerate(rows):
            self._fill_row(row, figures.texts, player_table.NUMERIC, figures.player == deciding, figures.alive)
            name = self.item(row, 0)
            name.setIcon(QIcon(_name_marks(player_colour(controller, figures.player), figures.initiative)))
            name.setToolTip(figures.tooltip)
            name.setData(INITIATIVE_ROLE, figures.initiative)
            name.setData(Qt.ItemDataRole.AccessibleTextRole,
                         self.tr("{name}, holds the initiative").format(name=figures.texts[0])
                         if figures.initiative else figures.texts[0])
            self.item(row, last).setToolTip(figures.texts[last])

    def initiative_row(self) -> int | None:
        """The row of the player holding the initiative (an economy game), or None."""
        for row in range(self.rowCount()):
            item = self.item(row, 0)
            if item is not None and item.data(INITIATIVE_ROLE):
                return row
        return None


INITIATIVE_ROLE = Qt.ItemDataRole.UserRole + 1
SWATCH_PIXELS = 12
NAME_MARKS_WIDTH = SWATCH_PIXELS * 2 + 2


def _name_marks(colour: QColor, initiative: bool) -> QPixmap:
    """The player's colour swatch, and the initiative's pennant beside it if they hold it."""
    pixmap = QPixmap(NAME_MARKS_WIDTH, SWATCH_PIXELS)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.drawPixmap(0, 0, swatch(colour, SWATCH_PIXELS))
    if initiative:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_icon(painter, "initiative", QPointF(SWATCH_PIXELS * 1.5 + 2, SWATCH_PIXELS / 2), SWATCH_PIXELS,
                  QColor("#202020"))
    painter.end()
    return pixmap
