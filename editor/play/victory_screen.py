"""The end of a game: who won (or a draw), how, how long it took, and how it went.

The chart shows the territories each player held at the start of every turn
(``controller.history``), one line per player in their colour, with axes and a legend. In a
game played in rounds with money (the MU economy) the turns are rounds, and a second chart
shows each player's money (MU) at the start of every round.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from editor.play.colours import player_colour
from editor.play.event_text import seat_name, win_reason
from editor.play.game_log import swatch
from engine.core.messages import QT_TRANSLATE_NOOP

# How an MU economy game was won (engine/rules/economy/rules.py words them in English).
ECONOMY_REASONS = {
    "the last player standing": QT_TRANSLATE_NOOP("VictoryScreen", "the last player standing"),
    "nobody is left": QT_TRANSLATE_NOOP("VictoryScreen", "nobody is left"),
    "the last player with a capital": QT_TRANSLATE_NOOP("VictoryScreen", "the last player with a capital"),
    "allied victory": QT_TRANSLATE_NOOP("VictoryScreen", "allies win together: the ally with the most territories"),
    "the most territories (then MU) at the turn limit": QT_TRANSLATE_NOOP(
        "VictoryScreen", "the turn limit was reached: the most territories (then the most MU)"),
}


def reason_text(reason: str) -> str:
    """How the game was won, in the reader's words."""
    if reason in ECONOMY_REASONS:
        return QCoreApplication.translate("VictoryScreen", ECONOMY_REASONS[reason])
    return win_reason(reason)


def nice_step(span: float, ticks: int = 5) -> int:
    """A round step (1, 2, 5 × 10ⁿ) that cuts ``span`` into about ``ticks`` parts."""
    if span <= 0:
        return 1
    raw = span / ticks
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return max(1, int(factor * power))
    return max(1, int(10 * power))


class TerritoryChart(QWidget):
    """A figure per player over the turns: by default the territories held; ``value_title``
    and ``time_title`` name the axes for another figure (money) or rounds."""

    def __init__(self, parent: QWidget | None = None, *, value_title: str | None = None,
                 time_title: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("victoryChart")
        self.setAccessibleName(self.tr("Territories held per turn"))
        self._value_title = value_title if value_title is not None else self.tr("Territories")
        self._time_title = time_title if time_title is not None else self.tr("Turn")
        self.setMinimumSize(420, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._turns: list[int] = []
        self._series: list[tuple[str, QColor, list[int]]] = []

    def set_data(self, turns: list[int], series: list[tuple[str, QColor, list[int]]]) -> None:
        """``series``: (name, colour, territories held at each of ``turns``) per player."""
        self._turns = list(turns)
        self._series = [(name, QColor(colour), list(values)) for name, colour, values in series]
        self.update()

    def series(self) -> list[tuple[str, QColor, list[int]]]:
        return list(self._series)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt naming)
        return QSize(640, 340)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt naming)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.base())
        ink = palette.text().color()
        metrics = painter.fontMetrics()
        line = metrics.height()
        legend_width = max((metrics.horizontalAdvance(name) for name, _c, _v in self._series), default=0) + 30
        widest = max((max(values, default=0) for _n, _c, values in self._series), default=0)
        plot = QRectF(self.rect()).adjusted(
            12 + metrics.horizontalAdvance(str(max(widest, 100)) + "0") + line, 12,
            -(legend_width + 16), -(2 * line + 14))
        if plot.width() < 40 or plot.height() < 40 or not self._turns:
            painter.end()
            return
        first, last = self._turns[0], self._turns[-1]
        x_span = max(last - first, 1)
        top = max((max(values, default=0) for _n, _c, values in self._series), default=1)
        y_step = nice_step(top)
        y_max = max(y_step * math.ceil(top / y_step), 1)

        def at(turn: float, held: float) -> QPointF:
            return QPointF(plot.left() + (turn - first) / x_span * plot.width(),
                           plot.bottom() - held / y_max * plot.height())

        # Grid and axes.
        faint = QColor(ink)
        faint.setAlpha(40)
        for value in range(0, y_max + 1, y_step):
            y = at(first, value).y()
            painter.setPen(QPen(faint, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(ink)
            painter.drawText(QRectF(plot.left() - 60 - 6, y - line / 2, 60, line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(value))
        x_step = nice_step(x_span, 8)
        start = math.ceil(first / x_step) * x_step
        for turn in range(start, last + 1, x_step):
            x = at(turn, 0).x()
            painter.setPen(QPen(ink, 1))
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
            painter.drawText(QRectF(x - 30, plot.bottom() + 5, 60, line), Qt.AlignmentFlag.AlignHCenter, str(turn))
        painter.setPen(QPen(ink, 1.2))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.drawText(QRectF(plot.left(), plot.bottom() + line + 6, plot.width(), line),
                         Qt.AlignmentFlag.AlignHCenter, self._time_title)
        painter.save()
        painter.translate(14, plot.center().y())
        painter.rotate(-90)
        painter.drawText(QRectF(-plot.height() / 2, -line / 2 - 2, plot.height(), line),
                         Qt.AlignmentFlag.AlignCenter, self._value_title)
        painter.restore()

        # One line per player, in their colour (with a thin dark edge so light colours read).
        for _name, colour, values in self._series:
            path = QPainterPath()
            for i, (turn, held) in enumerate(zip(self._turns, values, strict=False)):
                point = at(turn, held)
                if i == 0:
                    path.moveTo(point)
                else:
                    path.lineTo(point)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(0, 0, 0, 90), 4.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(path)
            painter.setPen(QPen(colour, 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(path)

        # Legend.
        x = plot.right() + 16
        y = plot.top()
        for name, colour, _values in self._series:
            painter.drawPixmap(int(x), int(y + (line - 12) / 2), swatch(colour, 12))
            painter.setPen(ink)
            painter.drawText(QRectF(x + 18, y, legend_width, line), Qt.AlignmentFlag.AlignVCenter, name)
            y += line + 6
        painter.end()


class VictoryScreen(QDialog):
    """``newGameRequested``: the players want another game."""

    newGameRequested = Signal()  # noqa: N815 (Qt naming)

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("victoryScreen")
        self.setWindowTitle(self.tr("Game Over"))
        self.setAccessibleName(self.tr("Game over"))
        state = controller.state
        winner = state.winner
        self.winner = winner

        self.headline = QLabel(self)
        self.headline.setObjectName("victoryHeadline")
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.headline.setFont(font)
        self.swatch = QLabel(self)
        self.swatch.setObjectName("victorySwatch")
        if winner is not None and winner >= 0:
            name = seat_name(controller, winner)
            self.headline.setText(self.tr("{name} wins!").format(name=name))
            self.swatch.setPixmap(swatch(player_colour(controller, winner), 28))
        else:
            self.headline.setText(self.tr("The game ends in a draw"))
            self.swatch.hide()
        self.headline.setAccessibleName(self.headline.text())

        self.details = QLabel(self)
        self.details.setObjectName("victoryDetails")
        self.details.setWordWrap(True)
        history = controller.history
        rounds = history.has_money  # a game played in rounds, with money: the MU economy
        turns = history.turns[-1] if history.turns else state.turn
        lines = [self.tr("Rounds played: {rounds}").format(rounds=turns) if rounds
                 else self.tr("Turns played: {turns}").format(turns=turns)]
        if state.win_reason:
            lines.insert(0, self.tr("How: {reason}").format(reason=reason_text(state.win_reason)))
        self.details.setText("\n".join(lines))
        self.details.setAccessibleName(self.details.text())

        players = range(len(state.players))
        if rounds:
            self.chart = TerritoryChart(self, time_title=self.tr("Round"))
            self.chart.setAccessibleName(self.tr("Territories held per round"))
        else:
            self.chart = TerritoryChart(self)
        self.chart.set_data(history.turns, [
            (seat_name(controller, p), player_colour(controller, p), history.series(p)) for p in players])
        self.money_chart: TerritoryChart | None = None
        if rounds:
            self.money_chart = TerritoryChart(self, value_title=self.tr("Money (MU)"), time_title=self.tr("Round"))
            self.money_chart.setObjectName("victoryMoneyChart")
            self.money_chart.setAccessibleName(self.tr("Money per round"))
            self.money_chart.set_data(history.turns, [
                (seat_name(controller, p), player_colour(controller, p), history.money_series(p)) for p in players])

        self.new_game_button = QPushButton(self.tr("New Game"), self)
        self.new_game_button.setObjectName("newGame")
        self.new_game_button.setAccessibleName(self.tr("New game"))
        self.new_game_button.clicked.connect(self._new_game)
        self.close_button = QPushButton(self.tr("Close"), self)
        self.close_button.setObjectName("close")
        self.close_button.setAccessibleName(self.tr("Close"))
        self.close_button.setDefault(True)
        self.close_button.clicked.connect(self.accept)

        top = QHBoxLayout()
        top.addWidget(self.swatch)
        top.addWidget(self.headline, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.new_game_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.details)
        layout.addWidget(self.chart, 1)
        if self.money_chart is not None:
            layout.addWidget(self.money_chart, 1)
        layout.addLayout(buttons)
        self.resize(720, 720 if self.money_chart is not None else 480)

    def _new_game(self) -> None:
        self.accept()
        self.newGameRequested.emit()
