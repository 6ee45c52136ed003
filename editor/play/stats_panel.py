"""Who holds what: per player, territories, armies, cards in hand and continents held.

Everything here is public (card counts, not cards). The player whose turn it is is shown
in bold; players knocked out are greyed. A rule set may add figures of its own (Legacy's red
stars, missiles and faction): it lists them itself (``RuleSet.player_figures``), and they
come before the continents, which stretch to the table's edge.

With a rule set's figures the table would be too wide for the side column, so it is made
narrow instead of scrolling sideways: the number columns' headings are written upright
(each column as narrow as its numbers), and the words — the faction, the continents held —
go on the lines under the player's name (their own columns are hidden; the model keeps
them, with the full texts in the tooltips).

An MU economy game has columns of its own (editor/play/economy/player_table.py): money,
units, countries, influence cards, capital and allies, with a pennant beside the name of
whoever holds the initiative; the player deciding now is in bold.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionHeader,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from editor.language.vocabulary import words_of
from editor.play.colours import player_colour
from editor.play.economy import player_table
from editor.play.economy.board_icons import draw_icon
from editor.play.event_text import seat_name
from editor.play.game_log import swatch
from engine.core.state import Phase
from engine.core.statistics import player_stats

COLUMNS = 5  # the columns every game has; a rule set's own figures come before the last
FIXED_BEFORE_FIGURES = 4
DETAILS_ROLE = Qt.ItemDataRole.UserRole + 2  # the lines under a player's name (a narrow table)


class UprightHeader(QHeaderView):
    """Column headings, those of ``upright`` columns written bottom to top: a column of
    small numbers is then as narrow as the numbers, whatever its heading."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self._upright: frozenset[int] = frozenset()

    def upright(self) -> frozenset[int]:
        return self._upright

    def set_upright(self, columns) -> None:
        self._upright = frozenset(columns)
        self.updateGeometry()
        self.viewport().update()

    def _heading(self, index: int) -> str:
        return str(self.model().headerData(index, Qt.Orientation.Horizontal) or "")

    def _margin(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, self)

    def sectionSizeFromContents(self, index: int) -> QSize:  # noqa: N802 (Qt naming)
        if index not in self._upright:
            return super().sectionSizeFromContents(index)
        metrics = QFontMetrics(self.font())
        margin = self._margin()
        return QSize(metrics.height() + 2 * margin, metrics.horizontalAdvance(self._heading(index)) + 2 * margin)

    def paintSection(self, painter: QPainter, rect: QRect, index: int) -> None:  # noqa: N802 (Qt naming)
        if index not in self._upright:
            super().paintSection(painter, rect, index)
            return
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        option.rect = rect
        option.section = index
        option.text = ""
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        margin = self._margin()
        painter.save()
        painter.setPen(self.palette().buttonText().color())
        painter.translate(rect.left(), rect.bottom())
        painter.rotate(-90)
        painter.drawText(QRect(margin, 0, rect.height() - 2 * margin, rect.width()),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self._heading(index))
        painter.restore()


class PlayerDelegate(QStyledItemDelegate):
    """The player's name (with their colour) and, on the lines below it, their ``DETAILS_ROLE``
    texts, each cut to the column's width."""

    def _details(self, index) -> list[str]:
        return list(index.data(DETAILS_ROLE) or [])

    def _line(self, option, index) -> int:
        font = index.data(Qt.ItemDataRole.FontRole) or option.font
        return QFontMetrics(font).height()

    def sizeHint(self, option, index) -> QSize:  # noqa: N802 (Qt naming)
        size = super().sizeHint(option, index)
        return QSize(size.width(), size.height() + len(self._details(index)) * self._line(option, index))

    def paint(self, painter: QPainter, option, index) -> None:
        details = self._details(index)
        if not details:
            super().paint(painter, option, index)
            return
        line = self._line(option, index)
        top = QStyleOptionViewItem(option)
        top.rect = QRect(option.rect.left(), option.rect.top(), option.rect.width(),
                         option.rect.height() - len(details) * line)
        super().paint(painter, top, index)
        icon = option.decorationSize.width() + 6 if index.data(Qt.ItemDataRole.DecorationRole) is not None else 3
        left = option.rect.left() + icon
        width = option.rect.right() - left - 2
        foreground = index.data(Qt.ItemDataRole.ForegroundRole)
        painter.save()
        painter.setFont(index.data(Qt.ItemDataRole.FontRole) or option.font)
        painter.setPen(foreground.color() if foreground is not None else option.palette.text().color())
        metrics = painter.fontMetrics()
        for number, text in enumerate(details):
            rect = QRect(left, top.rect.bottom() + 1 + number * line, width, line)
            painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             metrics.elidedText(text, Qt.TextElideMode.ElideRight, width))
        painter.restore()


class StatsPanel(QTableWidget):
    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(0, COLUMNS, parent)
        self.setHorizontalHeader(UprightHeader(self))
        self._player_delegate = PlayerDelegate(self)
        self._narrow = False  # the rule set's figures are shown narrow (see the module's words)
        self.setObjectName("statsPanel")
        self.setAccessibleName(self.tr("Players"))
        self._words = None
        self._use_words_of(controller)
        self._figure_headings: tuple[tuple[str, str, bool], ...] = ()
        self._economy = False  # the economy's own columns are shown
        self._default_icon_size: QSize | None = None
        self._set_headings()  # (and how the columns are sized: _show_headings, _set_narrow)
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
        if controller is not None and words_of(controller.rules) is not self._words:
            self._use_words_of(controller)
            self._set_headings()
        if controller is not None:
            controller.stateChanged.connect(self.refresh)
            # The table shows what the person at the screen may see (player_table.py).
            controller.screenChanged.connect(self.refresh)
        self.refresh()

    def _use_words_of(self, controller) -> None:
        """The headings in the words of ``controller``'s rule set ("Armies", Legacy's "Troops")."""
        words = self._words = words_of(controller.rules if controller is not None else None)
        self.setAccessibleDescription(words.table_name())
        # Short headings keep the table narrow; the full words are in the tooltips.
        self._headings = [
            (self.tr("Player"), self.tr("Player")), (self.tr("Terr."), self.tr("Territories held")),
            (words.units_heading(), words.units_heading_tip()), (self.tr("Cards"), self.tr("Cards in hand")),
            (self.tr("Continents"), self.tr("Continents held entirely")),
        ]

    def fitting_height(self) -> int:
        """The height that shows every row without scrolling."""
        rows = sum(self.rowHeight(r) for r in range(self.rowCount()))
        header = self.horizontalHeader()
        # (Before the table is first laid out, the header's height is not its upright headings' yet.)
        height = max(header.height(), header.sizeHint().height()) + rows + 2 * self.frameWidth() + 2
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
        self._show_headings(headings, scrolls=False)
        self._set_narrow(bool(self._figure_headings))

    def _set_narrow(self, narrow: bool) -> None:
        """Fit a rule set's figures in the side column's width (see the module's words)."""
        self._narrow = narrow
        header = self.horizontalHeader()
        words = {FIXED_BEFORE_FIGURES + i for i, (_text, _tip, numeric) in enumerate(self._figure_headings)
                 if not numeric} | {self.columnCount() - 1}
        numbers = set(range(1, self.columnCount())) - words
        header.set_upright(numbers if narrow else ())
        for column in range(self.columnCount()):
            self.setColumnHidden(column, narrow and column in words)
        # One column takes the width left: the names when narrow; else the continents, elided
        # ("América del…") with the whole list in their tooltip. Sized to their contents (or
        # "stretched", which never shrinks below that) they ran past the side column's edge,
        # cut off mid-word (a Spanish "Ann (fuera)" widens the names).
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0 if narrow else self.columnCount() - 1, QHeaderView.ResizeMode.Stretch)
        self.setItemDelegateForColumn(0, self._player_delegate if narrow else None)

    def narrow(self) -> bool:
        """Whether the words are under the players' names (a rule set's figures shown)."""
        return self._narrow

    def _show_headings(self, headings, scrolls: bool) -> None:
        self.setColumnCount(len(headings))
        for column, (text, tip, *_numeric) in enumerate(headings):
            item = QTableWidgetItem(text)
            item.setToolTip(tip)
            self.setHorizontalHeaderItem(column, item)
        for column in range(len(headings)):
            self.setColumnHidden(column, False)
        header = self.horizontalHeader()
        header.set_upright(())
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.setItemDelegateForColumn(0, None)
        self._narrow = False
        # The economy's table is wide: it scrolls sideways rather than hide its columns.
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
            extra = [_value_text(f, f.values[figures.player]) if figures.player < len(f.values) else ""
                     for f in figures_of_rules]
            texts = [name, str(figures.territories), str(figures.armies), str(figures.cards), *extra, continents]
            current = figures.player == state.current and state.phase != Phase.GAME_OVER
            self._fill_row(row, texts, numeric, current, figures.alive)
            self.item(row, 0).setIcon(QIcon(swatch(player_colour(controller, figures.player), 12)))
            self.item(row, last).setToolTip(continents)
            # The player's own figures in one line each, for when their columns are hidden.
            summary = [f"{QCoreApplication.translate('PlayerFigure', f.heading)}: {value}"
                       for f, value in zip(figures_of_rules, extra, strict=True) if value]
            if continents:
                summary.append(self.tr("Continents: {continents}").format(continents=continents))
            self.item(row, 0).setToolTip("\n".join([name, *summary]))
            # As many lines for every player, the empty ones too (a faction not chosen yet, no
            # continent held): the table keeps its height as the game goes, never scrolls.
            details = [str(value) for f, value in zip(figures_of_rules, extra, strict=True) if not f.numeric]
            details.append(continents)
            self.item(row, 0).setData(DETAILS_ROLE, details if self._narrow else None)
            self.item(row, 0).setData(Qt.ItemDataRole.AccessibleTextRole, ", ".join([name, *filter(None, details)]))
        if self._narrow:
            self.resizeRowsToContents()

    def _fill_row(self, row: int, texts: list[str], numeric, bold: bool, alive: bool) -> None:
        for column, text in enumerate(texts):
            item = self.item(row, column)
            if item is None:
                item = QTableWidgetItem()
                self.setItem(row, column, item)
            item.setText(text)
            side = Qt.AlignmentFlag.AlignRight if column in numeric else Qt.AlignmentFlag.AlignLeft
            # Narrow, the numbers stand on the line of the player's name, above its words.
            item.setTextAlignment(side | (Qt.AlignmentFlag.AlignTop if self._narrow else Qt.AlignmentFlag.AlignVCenter))
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


def _value_text(figure, value: str) -> str:
    """A figure's value in the reader's words (a built-in faction's name translated)."""
    if figure.values_context and value:
        return QCoreApplication.translate(figure.values_context, value)
    return value
