"""A faction's headquarters on the play board: a red star on a disc in the colour of whoever
holds the territory now.

An HQ is worth a red star to the player who controls its territory ("the number of Red Stars
he controls on the board"), so what matters at a glance is who holds it: the disc takes the
holder's colour (the board's grey when nobody's troops are there) and changes when the HQ is
captured. Its ring is white while its own player holds it, and in that player's colour once
someone else does (whose HQ it is, and who has it); the tooltip says both. Like the designer's stickers it is sized
in map units from the map's mark radius and grows when zoomed far out — but never below
HQ_MIN_PIXELS across on screen, bigger than the other stickers' least size: on the whole world
an HQ must be found at a glance. The star is kept small enough for the disc's colour to read.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from editor.scenario.mark_items import StickerItem

HQ_SIZE = 0.85  # the disc's radius, in mark radii
HQ_MIN_PIXELS = 20.0  # the disc's least width on screen (a troop badge is 24)
RING_SHARE = 0.14  # the ring's width, as a share of the disc's radius
STAR_SHARE = 0.62  # the star's reach, as a share of the coloured disc's radius
STAR_COLOUR = QColor("#c8102e")  # the red star
RING_COLOUR = QColor("#ffffff")
OUTLINE_COLOUR = QColor(20, 20, 20, 200)
HQ_STICKER = "hq"  # its name among the sticker names (it has no SVG: it is drawn here)


def star_polygon(radius: float, points: int = 5, inner: float = 0.45) -> QPolygonF:
    """A star with ``points`` points of ``radius``, one pointing up, about (0, 0)."""
    corners = []
    for index in range(2 * points):
        reach = radius if index % 2 == 0 else radius * inner
        angle = math.pi * index / points - math.pi / 2
        corners.append(QPointF(reach * math.cos(angle), reach * math.sin(angle)))
    return QPolygonF(corners)


class HQItem(StickerItem):
    """The HQ of ``seat`` (a player index) on ``territory_id``, in ``holder_colour``."""

    def __init__(self, territory_id: str, seat: int, holder: int, holder_colour: QColor, owner_colour: QColor,
                 tip: str, centre: QPointF, radius: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(territory_id, (), centre, radius, parent)
        self.seat = seat
        self.holder = holder
        self._colour = QColor(holder_colour)
        self._ring = QColor(RING_COLOUR if holder == seat else owner_colour)
        self.setToolTip(tip)

    def colour(self) -> QColor:
        """The holder's colour the disc is drawn in."""
        return QColor(self._colour)

    def ring_colour(self) -> QColor:
        """White while its own player holds it, else that player's colour."""
        return QColor(self._ring)

    def sticker_names(self) -> tuple[str, ...]:
        return (HQ_STICKER,)

    def base_reach(self) -> float:
        return self._radius * HQ_SIZE

    def set_zoom(self, zoom: float | None) -> None:
        """As a sticker's, but at least HQ_MIN_PIXELS across on screen."""
        super().set_zoom(zoom)
        if zoom and zoom > 0 and self.base_reach() > 0:
            self.set_boost(max(self.boost(), HQ_MIN_PIXELS / 2 / (self.base_reach() * zoom)))

    def draw(self, painter: QPainter) -> None:
        disc = self._radius * HQ_SIZE
        ring = disc * RING_SHARE
        painter.setPen(QPen(OUTLINE_COLOUR, disc * 0.06))
        painter.setBrush(self._ring)
        painter.drawEllipse(QPointF(0, 0), disc, disc)
        painter.setPen(QPen(OUTLINE_COLOUR, disc * 0.03))
        painter.setBrush(self._colour)
        painter.drawEllipse(QPointF(0, 0), disc - ring, disc - ring)
        star = QPainterPath()
        star.addPolygon(star_polygon((disc - ring) * STAR_SHARE))
        star.closeSubpath()
        edge = QPen(RING_COLOUR, disc * 0.06)
        painter.setPen(edge)
        painter.setBrush(STAR_COLOUR)
        painter.drawPath(star)
