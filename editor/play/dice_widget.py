"""The dice of one battle roll: the attacker's red dice beside the defender's white ones.

Dice are shown in pairs, highest against highest, the way the rules compare them; between
each compared pair a sign says who won it (">" the attacker, "≤" the defender: ties go to
the defender) and the losing die is greyed out with a cross. A die that was rolled but not
compared (the attacker's third die against two) is drawn faded, without a sign.

A die changed before it was compared (Risk Legacy's die modifiers and missiles) shows the
face it ended with, and in its corner the face it was rolled with (its "natural" value).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

ATTACKER_FACE = QColor("#c62828")
ATTACKER_PIPS = QColor("#ffffff")
DEFENDER_FACE = QColor("#fafafa")
DEFENDER_PIPS = QColor("#1565c0")
ATTACKER_WINS = QColor("#c62828")
DEFENDER_WINS = QColor("#1565c0")
LOSER_CROSS = QColor("#212121")
NATURAL_BADGE = QColor("#6a1b9a")  # the rolled face of a die a modifier or missile changed

DIE = 34.0  # side of a die, in pixels
GAP = 8.0  # between two rows of dice
MIDDLE = 34.0  # room for the comparison sign between the two columns
MARGIN = 8.0  # leaves room for the loser's badge, which overhangs the die

# Pip positions on a unit square, per face value.
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}
MAX_ROWS = 3


def compare(attacker: Sequence[int], defender: Sequence[int]) -> list[bool]:
    """For each compared pair (highest against highest, sorted), True if the attacker won it.

    This only draws what the engine already decided (``DiceRolled`` carries the losses); it
    pairs the dice the same way so the picture matches the event.
    """
    return [a > d for a, d in zip(sorted(attacker, reverse=True), sorted(defender, reverse=True), strict=False)]


class DiceWidget(QWidget):
    """Paints one roll; empty until :meth:`set_roll`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceView")
        self.setAccessibleName(self.tr("Dice"))
        self.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self._attacker: tuple[int, ...] = ()
        self._defender: tuple[int, ...] = ()
        # Per die as drawn (high to low): the face it was rolled with, when it was changed.
        self._attacker_natural: tuple[int | None, ...] = ()
        self._defender_natural: tuple[int | None, ...] = ()
        self._update_description()

    # -- what is shown ---------------------------------------------------------------------------
    @property
    def attacker_dice(self) -> tuple[int, ...]:
        return self._attacker

    @property
    def defender_dice(self) -> tuple[int, ...]:
        return self._defender

    def outcomes(self) -> list[bool]:
        """Who won each compared pair (True: the attacker), as drawn."""
        return compare(self._attacker, self._defender)

    def set_roll(self, attacker: Sequence[int], defender: Sequence[int],
                 natural: tuple[Sequence[int | None], Sequence[int | None]] | None = None) -> None:
        """Show a roll. ``natural``, for dice changed before they were compared: per side, the
        rolled face of each die in the order given (None for a die left as rolled); the dice
        are then drawn in the order given, which must be high to low."""
        if natural is None:
            self._attacker = tuple(sorted(attacker, reverse=True))
            self._defender = tuple(sorted(defender, reverse=True))
            self._attacker_natural = self._defender_natural = ()
        else:
            self._attacker, self._defender = tuple(attacker), tuple(defender)
            self._attacker_natural = tuple(self._changed(attacker, natural[0]))
            self._defender_natural = tuple(self._changed(defender, natural[1]))
        self._update_description()
        self.update()

    @staticmethod
    def _changed(dice: Sequence[int], natural: Sequence[int | None]) -> list[int | None]:
        faces = list(natural) + [None] * (len(dice) - len(natural))
        return [n if n is not None and n != d else None for d, n in zip(dice, faces, strict=False)]

    def natural_faces(self) -> tuple[tuple[int | None, ...], tuple[int | None, ...]]:
        """Per side, per die as drawn: the face it was rolled with if it was changed, else None."""
        return self._attacker_natural, self._defender_natural

    def clear(self) -> None:
        self.set_roll((), ())

    def _update_description(self) -> None:
        # Screen readers and tooltips get the roll in words, since the picture carries it.
        if not self._attacker:
            text = self.tr("No dice rolled yet")
        else:
            text = self.tr("Attacker rolled {attacker}; defender rolled {defender}").format(
                attacker=self._faces_text(self._attacker, self._attacker_natural),
                defender=self._faces_text(self._defender, self._defender_natural),
            )
        self.setAccessibleDescription(text)
        self.setToolTip(text)

    def _faces_text(self, dice: Sequence[int], natural: Sequence[int | None]) -> str:
        faces = []
        for row, face in enumerate(dice):
            rolled = natural[row] if row < len(natural) else None
            faces.append(str(face) if rolled is None else self.tr("{face} (rolled {natural})").format(
                face=face, natural=rolled))
        return ", ".join(faces)

    # -- painting --------------------------------------------------------------------------------
    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        width = 2 * MARGIN + 2 * DIE + MIDDLE
        height = 2 * MARGIN + MAX_ROWS * DIE + (MAX_ROWS - 1) * GAP
        return QSize(int(width), int(height))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return self.sizeHint()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self._attacker:
            painter.setPen(self.palette().color(self.foregroundRole()))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.tr("No dice rolled yet"))
            return
        left = (self.width() - (2 * DIE + MIDDLE)) / 2
        right = left + DIE + MIDDLE
        wins = self.outcomes()
        for row in range(max(len(self._attacker), len(self._defender))):
            top = MARGIN + row * (DIE + GAP)
            compared = row < len(wins)
            attacker_lost = compared and not wins[row]
            defender_lost = compared and wins[row]
            if row < len(self._attacker):
                self._die(painter, QRectF(left, top, DIE, DIE), self._attacker[row], ATTACKER_FACE,
                          ATTACKER_PIPS, faded=not compared or attacker_lost, crossed=attacker_lost)
                self._natural(painter, QRectF(left, top, DIE, DIE), self._attacker_natural, row)
            if row < len(self._defender):
                self._die(painter, QRectF(right, top, DIE, DIE), self._defender[row], DEFENDER_FACE,
                          DEFENDER_PIPS, faded=not compared or defender_lost, crossed=defender_lost)
                self._natural(painter, QRectF(right, top, DIE, DIE), self._defender_natural, row)
            if compared:
                self._sign(painter, QRectF(left + DIE, top, MIDDLE, DIE), wins[row])

    @staticmethod
    def _die(painter: QPainter, rect: QRectF, value: int, face: QColor, pips: QColor, *,
             faded: bool, crossed: bool) -> None:
        painter.save()
        painter.setOpacity(0.45 if faded else 1.0)
        painter.setPen(QPen(QColor("#424242"), 1.2))
        painter.setBrush(face)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(pips)
        radius = rect.width() * 0.09
        for x, y in _PIPS.get(value, ()):
            painter.drawEllipse(QPointF(rect.left() + x * rect.width(), rect.top() + y * rect.height()), radius, radius)
        painter.restore()
        if crossed:
            # A small badge in the corner: the die's value stays readable.
            painter.save()
            centre = QPointF(rect.right() - 2, rect.bottom() - 2)
            painter.setPen(QPen(QColor("#ffffff"), 1.2))
            painter.setBrush(LOSER_CROSS)
            painter.drawEllipse(centre, 7.5, 7.5)
            pen = QPen(QColor("#ffffff"), 1.8)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLine(centre + QPointF(-3, -3), centre + QPointF(3, 3))
            painter.drawLine(centre + QPointF(3, -3), centre + QPointF(-3, 3))
            painter.restore()

    @staticmethod
    def _natural(painter: QPainter, rect: QRectF, natural: Sequence[int | None], row: int) -> None:
        """The rolled face of a changed die, small in its top-left corner."""
        rolled = natural[row] if row < len(natural) else None
        if rolled is None:
            return
        painter.save()
        badge = QRectF(rect.left() - 5, rect.top() - 5, 15, 15)
        painter.setPen(QPen(QColor("#ffffff"), 1.2))
        painter.setBrush(NATURAL_BADGE)
        painter.drawEllipse(badge)
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(10)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(rolled))
        painter.restore()

    @staticmethod
    def _sign(painter: QPainter, rect: QRectF, attacker_won: bool) -> None:
        painter.save()
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(int(DIE * 0.6))
        painter.setFont(font)
        painter.setPen(ATTACKER_WINS if attacker_won else DEFENDER_WINS)
        # The comparison itself: the attacker's die beats the defender's only when higher.
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, ">" if attacker_won else "≤")
        painter.restore()
