"""Troop badges: a token per owned territory with its army count, readable at any zoom.

A badge is drawn in screen pixels (it ignores the view's zoom): a disc in the owner's colour
with a white ring, so it stands out from its own territory (filled in the same colour), and
the count in black or white, whichever reads better. Three-digit counts widen the disc into
a pill. The badge hangs just below the territory's name (``set_offset``: how far below its
anchor, the label point, its centre is drawn, in pixels), so the name stays readable.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from editor.play.colours import text_colour_on
from editor.scene import style

BADGE_PIXELS = 24.0  # a badge's height (and a one- or two-digit badge's width) on screen
TEXT_PIXELS = 13  # the count's font size on screen
RING_PIXELS = 2.0  # the white ring that sets the badge off from its territory
OUTLINE_PIXELS = 1.0  # the dark line around the ring
PADDING_PIXELS = 5.0  # room beside the digits of a wide (pill-shaped) badge
Z_BADGE = 35.0  # above the names (MapScene's labels are at 30)

RING_COLOUR = QColor("#ffffff")
OUTLINE_COLOUR = QColor(20, 20, 20, 190)


@functools.cache
def badge_font() -> QFont:
    return style.sans_font(TEXT_PIXELS, QFont.Weight.Bold)


@functools.cache
def _metrics() -> QFontMetricsF:
    return QFontMetricsF(badge_font())


def badge_size(text: str) -> tuple[float, float]:
    """Width and height, in pixels, of the disc (or pill) that holds ``text``."""
    width = max(BADGE_PIXELS, _metrics().horizontalAdvance(text) + 2 * PADDING_PIXELS)
    return width, BADGE_PIXELS


class TroopBadge(QGraphicsItem):
    """The army count of territory ``territory`` (an index), at a scene point."""

    def __init__(self, territory: int, anchor: QPointF, count: int, colour: QColor,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.territory = territory
        self._count = count
        self._text = str(count)
        self._colour = QColor(colour)
        self._offset = 0.0
        self._size = badge_size(self._text)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        # Clicks go to the map: the play tool finds the territory (badges included) itself.
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(Z_BADGE)
        self.setPos(QPointF(anchor))

    # -- reading ------------------------------------------------------------------------------
    def count(self) -> int:
        return self._count

    def text(self) -> str:
        return self._text

    def colour(self) -> QColor:
        return QColor(self._colour)

    def text_colour(self) -> QColor:
        return text_colour_on(self._colour)

    def offset(self) -> float:
        return self._offset

    def size(self) -> tuple[float, float]:
        """Width and height on screen, in pixels."""
        return self._size

    def centre_offset(self) -> QPointF:
        """Where the badge's centre is drawn, in pixels from its anchor."""
        return QPointF(0.0, self._offset)

    def contains_pixel(self, pixel_offset: QPointF) -> bool:
        """Whether a point, given in pixels from the anchor, falls on the badge."""
        width, height = self._size
        dx = abs(pixel_offset.x())
        dy = abs(pixel_offset.y() - self._offset)
        radius = height / 2
        straight = width / 2 - radius  # the pill's flat stretch on each side of the centre
        if dx <= straight:
            return dy <= radius
        ex = dx - straight
        return ex * ex + dy * dy <= radius * radius

    # -- changing -------------------------------------------------------------------------------
    def set_count(self, count: int) -> None:
        if count != self._count:
            self._count = count
            self._text = str(count)
            size = badge_size(self._text)
            if size != self._size:
                self.prepareGeometryChange()
                self._size = size
            self.update()

    def set_colour(self, colour: QColor) -> None:
        colour = QColor(colour)
        if colour != self._colour:
            self._colour = colour
            self.update()

    def set_offset(self, pixels: float) -> None:
        """Draw the centre this many pixels below the anchor (0: on it)."""
        if pixels != self._offset:
            self.prepareGeometryChange()
            self._offset = pixels

    # -- drawing ---------------------------------------------------------------------------------
    def _body(self) -> QRectF:
        width, height = self._size
        return QRectF(-width / 2, self._offset - height / 2, width, height)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        pad = OUTLINE_PIXELS + 1.0
        return self._body().adjusted(-pad, -pad, pad, pad)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        body = self._body()
        radius = body.height() / 2
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The white ring with a thin dark line around it, then the owner's colour inside.
        painter.setPen(QPen(OUTLINE_COLOUR, OUTLINE_PIXELS))
        painter.setBrush(RING_COLOUR)
        painter.drawRoundedRect(body, radius, radius)
        inner = body.adjusted(RING_PIXELS, RING_PIXELS, -RING_PIXELS, -RING_PIXELS)
        inner_radius = inner.height() / 2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._colour)
        painter.drawRoundedRect(inner, inner_radius, inner_radius)
        painter.setFont(badge_font())
        painter.setPen(self.text_colour())
        painter.drawText(body, Qt.AlignmentFlag.AlignCenter, self._text)
