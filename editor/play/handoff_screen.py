"""The hand-off screen: an opaque cover between two people's turns.

When the screen passes from one person to another, nothing of either one's secrets (cards,
mission) may show. The window lays this cover over all of its contents — board and panels
— in the next player's colour: "Pass to Alice — click when ready". A click, Space or Enter
says the right person is at the screen (``acknowledged``).

Only a deliberate click or key counts: for a moment after the cover appears it ignores all
input (the second click of a double-click on "End turn", or Space pressed twice, would
otherwise dismiss it at once and show the next person's secrets to the one who just
played), and a click or key counts only when both its press and its release reach the
cover after that moment. The moment is at least a second and at least twice the desktop's
double-click interval (a slow double-click, or a hesitant second click, is still inside it);
meanwhile the cover says only whom to pass the screen to, and "click when ready" appears
when it takes input, so nobody wonders why a click did nothing.

A click that lifts the cover may be the first of a double-click: a press that would make a
double-click with it (within the desktop's double-click interval and distance) is eaten with
its release, so the second click cannot land on the board uncovered beneath it (and place an
army there).

Save (Ctrl+S) waits while the cover is up: the window's actions are disabled, so the cover
gets the key and asks the window (``saveAsked``) to save once it is lifted.

The keyboard stays on the cover while it is up: Tab, Shift+Tab and the arrow keys do not
move the focus to the widgets it hides, every key is taken by it, and if the focus is taken
to a widget underneath it comes back (the window also disables what it covers, so no
shortcut or mnemonic of a hidden button acts either: see ``coveringChanged``).

The same cover asks for a person before their hidden cards are shown again
(``show_for(..., reveal=True)``: "Pass the screen to Ann — Ann, click to see your cards"); that
question can also be declined with Escape (``declined``), which shows nothing.

When the screen passes to another person with nothing secret to hide, the cover is only a
notice (``show_for(..., notice=True)``): the board and panels stay in sight, dimmed, under a
band in the person's colour, "Basil: your turn", and the same deliberate click or key lets
them act — nobody acts on someone else's decision without being told whose it is.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
)
from PySide6.QtWidgets import QApplication, QWidget

from editor.play.colours import text_colour_on

DISMISS_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
_MOUSE_BUTTON_EVENTS = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick, QEvent.Type.MouseButtonRelease)


class HandoffScreen(QWidget):
    acknowledged = Signal()
    declined = Signal()  # Escape on a "see your cards" cover: the cards stay hidden
    coveringChanged = Signal(bool)  # noqa: N815 (Qt naming) the cover was shown (True) or hidden
    saveAsked = Signal()  # noqa: N815 (Qt naming) Ctrl+S while the cover is up: save once it is lifted

    # The grace period: None is the default, MIN_GRACE_MS or twice the desktop's double-click
    # interval, whichever is longer — a late second click of a double-click on "End turn"
    # (0.45 s and 0.6 s after it, in a hot-seat check) still falls inside it. Tests set a
    # number of their own.
    GRACE_MS: int | None = None
    MIN_GRACE_MS = 1000
    # The clock the grace period is read on (seconds); tests replace it to step through time.
    clock = staticmethod(time.monotonic)

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
        self._reveal = False  # the cover asks for a person to see their hidden cards
        self._notice = False  # only says whose turn it is (nothing is hidden)
        self._task = ""  # what the person is to do, for a notice
        self._ready_timer = QTimer(self)
        self._ready_timer.setSingleShot(True)
        self._ready_timer.timeout.connect(self._became_ready)  # "click when ready" appears
        self._swallow_until: float | None = None  # after a click lifted the cover: see _swallow_next_click
        self._save_waits = False  # Ctrl+S was pressed: the game is saved when the cover is lifted
        self._lifted_at = QPointF()  # where the click that lifted the cover was released (global)
        self._eating = False  # a press taken as the lifting click's second click: its events are eaten
        self.hide()
        app = QApplication.instance()
        if app is not None:
            app.focusChanged.connect(self._focus_changed)

    def show_for(self, name: str, colour: QColor, *, reveal: bool = False, notice: bool = False,
                 task: str = "") -> None:
        """Cover the window for the person called ``name`` (drawn in their ``colour``); with
        ``reveal``, to show that person's hidden cards once they are at the screen; with
        ``notice``, only to say it is their turn (``task``: what they are to do), the window
        seen through the cover."""
        self._name = name
        self._colour = QColor(colour)
        self._reveal = reveal
        self._notice = notice and not reveal
        self._task = task
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, not self._notice)
        self._shown_at = self.clock()
        self._pressed, self._pressed_key = False, None
        self._save_waits = False
        self._ready_timer.start(self.grace_ms())
        self._describe()
        self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        self.update()

    def grace_ms(self) -> int:
        """How long after appearing the cover ignores every click and key."""
        if self.GRACE_MS is not None:
            return self.GRACE_MS
        return max(self.MIN_GRACE_MS, 2 * QApplication.doubleClickInterval())

    def message(self) -> str:
        """What the cover asks (its accessible description)."""
        if self._reveal:
            return self.tr("Pass the screen to {name} — {name}, click to see your cards").format(name=self._name)
        if self._notice:
            return self.tr("{name}: your turn").format(name=self._name)
        return self.tr("Pass to {name} — click when ready").format(name=self._name)

    def title(self) -> str:
        """The cover's headline as drawn: until it takes input it asks nothing of anyone
        ("click" appears when a click counts), so nobody wonders why a click did nothing."""
        if self.is_ready() or self._notice:
            return self.message()
        if self._reveal:
            return self.tr("Pass the screen to {name}").format(name=self._name)
        return self.tr("Pass to {name}").format(name=self._name)

    def shown_hint(self) -> str:
        """The line under the headline as drawn: how to go on once a click counts (before,
        only the request to look away), and that a save waits, if one was asked for."""
        if self.is_ready():
            hint = self.hint()
        elif self._notice:
            hint = self._task
        else:
            hint = self.tr("Everyone else, please look away.")
        if self._save_waits:
            hint += "\n" + self.tr("The game will be saved when the cover is lifted.")
        return hint.strip()

    def hint(self) -> str:
        """How to go on."""
        if self._reveal:
            return self.tr("Everyone else, please look away. Click, or press Space or Enter, to show {name}'s "
                           "cards; press Esc to keep them hidden.").format(name=self._name)
        if self._notice:
            go_on = self.tr("{name}, click, or press Space or Enter, to begin.").format(name=self._name)
            return f"{self._task}\n{go_on}" if self._task else go_on
        return self.tr("Everyone else, please look away. Click, or press Space or Enter, to continue.")

    def is_notice(self) -> bool:
        """Whether the cover only says whose turn it is (the window is seen through it)."""
        return self._notice

    def name(self) -> str:
        return self._name

    def reveals_cards(self) -> bool:
        """Whether the cover asks for a person to see their hidden cards (not a turn's hand-off)."""
        return self._reveal

    def is_ready(self) -> bool:
        """Whether the cover takes input yet (the grace period after it appeared is over)."""
        return (self.clock() - self._shown_at) * 1000.0 >= self.grace_ms()

    def _became_ready(self) -> None:
        self._describe()
        self.update()

    def _describe(self) -> None:
        self.setAccessibleDescription(self.message())
        self.setToolTip(self.message())

    def colour(self) -> QColor:
        return QColor(self._colour)

    # -- being shown -----------------------------------------------------------------------
    def setVisible(self, visible: bool) -> None:  # noqa: N802 (Qt naming)
        # show() and hide() come here, whoever calls them: the window disables what the cover
        # hides while it is up (editor/play/play_window.py).
        was = not self.isHidden()
        super().setVisible(visible)
        if visible != was:
            self.coveringChanged.emit(visible)

    # -- the keyboard stays on the cover ---------------------------------------------------
    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 (Qt naming)
        # Tab and Shift+Tab: nothing under the cover may be reached; the focus stays here.
        if self.isVisible():
            return True
        return super().focusNextPrevChild(next)

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        """A widget under the cover took the keyboard focus (a click elsewhere, a panel that
        gave itself the focus): the cover takes it back."""
        if new is None or not self.isVisible() or new is self or self.isAncestorOf(new):
            return
        if new.window() is not self.window() or not self._covers(new):
            return  # another window (a dialog), or the menu bar above the cover
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _covers(self, widget: QWidget) -> bool:
        parent = self.parentWidget()
        if parent is None:
            return False
        area = QRect(widget.mapTo(parent, QPoint(0, 0)), widget.size())
        return self.geometry().intersects(area)

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
            self._swallow_next_click(event.globalPosition())
            self.acknowledged.emit()
        event.accept()

    # -- the rest of a double-click that lifted the cover -------------------------------------
    def _swallow_next_click(self, where: QPointF) -> None:
        """The click that lifts the cover may be the first of a double-click; its second press
        would reach whatever is under the mouse once the cover is gone (the board: an army
        placed). A press that would make a double-click with it — within the double-click
        interval and distance — is eaten, with its double-click event and its release."""
        app = QApplication.instance()
        if app is None:
            return
        if self._swallow_until is None:
            app.installEventFilter(self)
        self._swallow_until = self.clock() + QApplication.doubleClickInterval() / 1000.0
        self._lifted_at = QPointF(where)
        self._eating = False

    def swallowing_clicks(self) -> bool:
        """Whether a press near the lifting click now would be taken as its second click."""
        return self._swallow_until is not None and self.clock() < self._swallow_until

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt naming)
        kind = event.type()
        if self._swallow_until is None or kind not in _MOUSE_BUTTON_EVENTS:
            return False
        if not watched.isWidgetType() or watched.window() is not self.window() or self.isVisible():
            return False
        if kind == QEvent.Type.MouseButtonRelease:
            if self._eating:  # the end of the double-click: all of it eaten
                self._stop_swallowing()
                return True
            return False
        if self._eating:
            return True  # the double-click event after the eaten press
        if self.swallowing_clicks() and self._near_lift(event.globalPosition()):
            self._eating = True
            return True
        self._stop_swallowing()  # a click of its own: the window has its mouse back
        return False

    def _near_lift(self, where: QPointF) -> bool:
        distance = QGuiApplication.styleHints().mouseDoubleClickDistance()
        offset = where - self._lifted_at
        return abs(offset.x()) <= distance and abs(offset.y()) <= distance

    def _stop_swallowing(self) -> None:
        self._swallow_until = None
        self._eating = False
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt naming)
        # Every key stops here: nothing under the cover (nor the window around it) may act on one.
        if event.matches(QKeySequence.StandardKey.Save) and not event.isAutoRepeat():
            self._save_waits = True
            self.saveAsked.emit()  # the window saves when the cover is lifted
            self._describe()
            self.update()
        elif event.key() in DISMISS_KEYS:
            if not event.isAutoRepeat() and self.is_ready():
                self._pressed_key = event.key()
        elif event.key() == Qt.Key.Key_Escape and self._reveal and not event.isAutoRepeat():
            # Declining shows nothing, so it needs no grace period.
            self.declined.emit()
        event.accept()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt naming)
        key = event.key()
        if key in DISMISS_KEYS and not event.isAutoRepeat() and self._pressed_key == key and self.is_ready():
            self._pressed_key = None
            self.acknowledged.emit()
        event.accept()

    # -- drawing -----------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt naming)
        if self._notice:
            self._paint_notice()
            return
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
                         self.title())
        small = QFont(self.font())
        small.setPixelSize(max(13, title.pixelSize() // 2 - 4))
        painter.setFont(small)
        if not self.is_ready():
            ink.setAlphaF(0.35)  # the hint is faint until the cover takes input
            painter.setPen(ink)
        painter.drawText(QRectF(rect.left(), height * 0.5 + 18, rect.width(), height * 0.5 - 18),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                         self.shown_hint())
        painter.end()

    def _paint_notice(self) -> None:
        """The window dimmed, and across its middle a band in the person's colour: whose turn
        it is, what they are to do, and how to begin."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(0, 0, 0, 70))
        title = QFont(self.font())
        title.setPixelSize(max(20, min(36, int(self.width() / 30))))
        title.setBold(True)
        small = QFont(self.font())
        small.setPixelSize(max(13, title.pixelSize() // 2))
        band_height = title.pixelSize() * 2 + small.pixelSize() * 4 + 24
        band = QRectF(0, (self.height() - band_height) / 2, self.width(), band_height)
        painter.fillRect(band, self._colour)
        ink = text_colour_on(self._colour)
        painter.setPen(ink)
        painter.setFont(title)
        text = band.adjusted(32, 12, -32, -12)
        painter.drawText(QRectF(text.left(), text.top(), text.width(), title.pixelSize() * 1.6),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, self.message())
        painter.setFont(small)
        if not self.is_ready():
            ink.setAlphaF(0.35)
            painter.setPen(ink)
        painter.drawText(QRectF(text.left(), text.top() + title.pixelSize() * 1.8, text.width(),
                                text.height() - title.pixelSize() * 1.8),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                         self.shown_hint())
        painter.end()
