"""A territory's units in an MU economy game: one chip per side and kind, side by side.

A territory may hold several players' units (contested land, a shared sea) and neutral ones,
so instead of the classic single troop badge each side present gets a chip in its colour
with its count: a disc for armies, a pill with an anchor for navies. The row is drawn in
screen pixels (it ignores the view's zoom) and hangs below the territory's name like the
classic badge. Hovering it names every side's units.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from editor.play.badges import OUTLINE_COLOUR, RING_COLOUR, badge_font, badge_size
from editor.play.colours import text_colour_on
from editor.play.economy.board_icons import draw_icon

CHIP_PIXELS = 22.0  # a chip's height on screen
RING_PIXELS = 2.0
GAP_PIXELS = 2.0  # between chips
ANCHOR_PIXELS = 11.0  # the anchor beside a navy's count
Z_STACK = 35.0  # as the classic badges: above the names


@dataclass(frozen=True)
class Chip:
    side: int  # a seat, or -1 for the neutral units
    kind: str  # "army" or "navy"
    count: int
    colour: str  # the side's colour, "#rrggbb"

    def width(self) -> float:
        digits = badge_size(str(self.count))[0] * CHIP_PIXELS / badge_size("0")[1]
        return max(CHIP_PIXELS, digits) + (ANCHOR_PIXELS if self.kind == "navy" else 0.0)


class UnitStack(QGraphicsItem):
    """The chips of territory ``territory`` (an index) at a scene point."""

    def __init__(self, territory: int, chips: list[Chip], tooltip: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.territory = territory
        self._chips = list(chips)
        self._offset = 0.0
        self.setToolTip(tooltip)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks are the map's
        self.setAcceptHoverEvents(True)
        self.setZValue(Z_STACK)

    # -- reading ---------------------------------------------------------------------------------
    def chips(self) -> list[Chip]:
        return list(self._chips)

    def size(self) -> tuple[float, float]:
        """Width and height on screen, in pixels."""
        widths = [chip.width() for chip in self._chips]
        return sum(widths) + GAP_PIXELS * max(len(widths) - 1, 0), CHIP_PIXELS

    def offset(self) -> float:
        return self._offset

    def set_offset(self, pixels: float) -> None:
        """Draw the row's centre this many pixels below the item's position."""
        if pixels != self._offset:
            self.prepareGeometryChange()
            self._offset = pixels

    # -- drawing ----------------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        width, height = self.size()
        return QRectF(-width / 2 - 2, self._offset - height / 2 - 2, width + 4, height + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width, height = self.size()
        x = -width / 2
        top = self._offset - height / 2
        painter.setFont(badge_font())
        for chip in self._chips:
            chip_width = chip.width()
            body = QRectF(x, top, chip_width, height)
            radius = height / 2
            painter.setPen(QPen(OUTLINE_COLOUR, 1.0))
            painter.setBrush(RING_COLOUR)
            painter.drawRoundedRect(body, radius, radius)
            inner = body.adjusted(RING_PIXELS, RING_PIXELS, -RING_PIXELS, -RING_PIXELS)
            colour = QColor(chip.colour)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(inner, inner.height() / 2, inner.height() / 2)
            ink = text_colour_on(colour)
            text_box = body
            if chip.kind == "navy":
                anchor = QPointF(body.left() + RING_PIXELS + 3 + ANCHOR_PIXELS / 2, body.center().y())
                draw_icon(painter, "navy", anchor, ANCHOR_PIXELS, ink)
                text_box = body.adjusted(ANCHOR_PIXELS + 1, 0, 0, 0)
            painter.setPen(ink)
            painter.drawText(text_box, Qt.AlignmentFlag.AlignCenter, str(chip.count))
            x += chip_width + GAP_PIXELS
