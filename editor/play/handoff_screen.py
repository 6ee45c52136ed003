"""The hand-off screen: an opaque cover between two people's turns.

When the screen passes from one person to another, nothing of either one's secrets (cards,
mission) may show. The window lays this cover over all of its contents — board and panels
— in the next player's colour: "Pass to Alice — click when ready". A click, Space or Enter
says the right person is at the screen (``acknowledged``).

Only a deliberate click or key counts: for a moment after the cover appears it ignores all
input (the second click of a double-click on "End turn", or Space pressed twice, would
otherwise dismiss it at once and show the next person's secrets to the one who just
played), and a click or key counts only when both its press and its release reach the
cover after that moment.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from editor.play.colours import text_colour_on


class HandoffScreen(QWidget):
    acknowledged = Signal()

    # Longer than a double-click (Qt's default interval is 400 ms) and a quick second key
    # press, short enough not to feel like a wait.
    GRACE_MS = 700

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoffScreen")
        self.setAccessibleName(self.tr("Hand-off screen"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._name = ""
        self._colour = QColor("#808080")
        self._shown_at = 0.0
        self._pressed = False  # a press reached the cover after the grace period
        self._pressed_key: int | None = None
        self._ready_timer = QTimer(self)
        self._ready_timer.setSingleShot(True)
        self._ready_timer.timeout.connect(self.update)  # the hint appears when input is taken
        self.hide()

    def show_for(self, name: str, colour: QColor) -> None:
        """Cover the window for the person called ``name`` (drawn in their ``colour``)."""
        self._name = name
        self._colour = QColor(colour)
        self._shown_at = time.monotonic()
        self._pressed, self._pressed_key = False, None
        self._ready_timer.start(self.GRACE_MS)
        self.setAccessibleDescription(self.message())
        self.setToolTip(self.message())
        self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        self.update()

    def message(self) -> str:
        return self.tr("Pass to {name} — click when ready").format(name=self._name)

    def hint(self) -> str:
        return self.tr("Everyone else, please look away. Click, or press Space or Enter, to continue.")

    def name(self) -> str:
        return self._name

    def is_ready(self) -> bool:
        """Whether the cover takes input yet (the grace period after it appeared is over)."""
        return (time.monotonic() - self._shown_at) * 1000.0 >= self.GRACE_MS

    def colour(self) -> QColor:
        return QColor(self._colour)

    # -- input -------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt naming)
        # Nothing underneath may be clicked through the cover.
        self._pressed = event.button() == Qt.MouseButton.LeftButton and self.is_ready()
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt naming)
        event.accept()  # a double click is never a deliberate "I am here"

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt naming)
        if event.button() == Qt.MouseButton.LeftButton and self._pressed and self.is_ready():
            self._pressed = False
            self.acknowledged.emit()
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt naming)
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not event.isAutoRepeat() and self.is_ready():
                self._pressed_key = event.key()
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt naming)
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not event.isAutoRepeat() and self._pressed_key == event.key() and self.is_ready():
                self._pressed_key = None
                self.acknowledged.emit()
            event.accept()
            return
        super().keyReleaseEvent(event)

    # -- drawing -----------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt naming)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self._colour)
        ink = text_colour_on(self._colour)
        painter.setPen(ink)
        rect = QRectF(self.rect()).adjusted(32, 0, -32, 0)
        height = rect.height()
        title = QFont(self.font())
        title.setPixelSize(max(22, min(48, int(self.width() / 22))))
        title.setBold(True)
        painter.setFont(title)
        painter.drawText(QRectF(rect.left(), 0, rect.width(), height * 0.5),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap,
                         self.message())
        small = QFont(self.font())
        small.setPixelSize(max(13, title.pixelSize() // 2 - 4))
        painter.setFont(small)
        if not self.is_ready():
            ink.setAlphaF(0.35)  # the hint is faint until the cover takes input
            painter.setPen(ink)
        painter.drawText(QRectF(rect.left(), height * 0.5 + 18, rect.width(), height * 0.5 - 18),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                         self.hint())
        painter.end()
