"""The hand-off screen: an opaque cover between two people's turns.

When the screen passes from one person to another, nothing of either one's secrets (cards,
mission) may show. The window lays this cover over all of its contents — board and panels
— in the next player's colour: "Pass to Alice — click when ready". A click, Space or Enter
says the right person is at the screen (``acknowledged``).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from editor.play.colours import text_colour_on


class HandoffScreen(QWidget):
    acknowledged = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoffScreen")
        self.setAccessibleName(self.tr("Hand-off screen"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._name = ""
        self._colour = QColor("#808080")
        self.hide()

    def show_for(self, name: str, colour: QColor) -> None:
        """Cover the window for the person called ``name`` (drawn in their ``colour``)."""
        self._name = name
        self._colour = QColor(colour)
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

    def colour(self) -> QColor:
        return QColor(self._colour)

    # -- input -------------------------------------------------------------------------------
    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt naming)
        if event.button() == Qt.MouseButton.LeftButton:
            self.acknowledged.emit()
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt naming)
        event.accept()  # nothing underneath may be clicked through the cover

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt naming)
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.acknowledged.emit()
            event.accept()
            return
        super().keyPressEvent(event)

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
        painter.drawText(QRectF(rect.left(), height * 0.5 + 18, rect.width(), height * 0.5 - 18),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                         self.hint())
        painter.end()
