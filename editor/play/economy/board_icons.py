"""The economy's small board marks, drawn with QPainterPath (no image files).

Each mark's shape is a path in a box from -1 to 1 (``icon_path(kind)``); :class:`IconItem`
draws one on a white plate at a fixed size on screen, whatever the zoom, with a tooltip in
words. Kinds: the infrastructure ids of engine/rules/economy/actions.py (``capital``,
``army-base``, ``navy-base``, ``road``, ``fortification``, ``canal``), ``canal-site`` (a
country where a canal may be built and none is: the canal's mark, pale, on a dashed plate),
``battle`` (a battle token: crossed swords), ``initiative`` (a flag) and ``navy`` (an anchor,
on navy chips).

A mark is drawn ICON_PIXELS wide, or COMPACT_PIXELS when the board is zoomed out and
territories are small on screen (``set_pixels``); ``footprint()`` is what it covers,
its count's tag included, for the board's layout (board_layer.py).
"""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPainterPathStroker, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from editor.scene import style

ICON_PIXELS = 17.0  # an icon's plate, on screen
COMPACT_PIXELS = 13.0  # its plate when the board is zoomed out (board_layer.py)
Z_ICON = 34.0  # above the names (30), just under the unit stacks (35)

PLATE_COLOUR = QColor(255, 255, 255, 235)
PLATE_EDGE = QColor(20, 20, 20, 190)
INK = QColor(30, 30, 30)
BATTLE_PLATE = QColor("#fff2cc")
BATTLE_INK = QColor("#9c1111")
SITE_PLATE = QColor(255, 255, 255, 190)  # a canal that may be built: pale, on a dashed plate
SITE_INK = QColor(40, 90, 150, 200)


def _star(points: int = 5, outer: float = 0.95, inner: float = 0.4) -> QPainterPath:
    path = QPainterPath()
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / points
        point = QPointF(radius * math.cos(angle), radius * math.sin(angle))
        path.moveTo(point) if i == 0 else path.lineTo(point)
    path.closeSubpath()
    return path


def _army_base() -> QPainterPath:
    # A tent: a triangle on a ground line, with a flag on its pole.
    path = QPainterPath()
    path.moveTo(-0.85, 0.8)
    path.lineTo(0.0, -0.35)
    path.lineTo(0.85, 0.8)
    path.closeSubpath()
    path.addRect(QRectF(-0.06, -0.95, 0.12, 0.65))
    flag = QPainterPath()
    flag.moveTo(0.06, -0.95)
    flag.lineTo(0.7, -0.75)
    flag.lineTo(0.06, -0.55)
    flag.closeSubpath()
    return path.united(flag)


def _anchor() -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(0.0, -0.72), 0.2, 0.2)
    path.addRect(QRectF(-0.08, -0.52, 0.16, 1.3))  # the shank
    path.addRect(QRectF(-0.45, -0.35, 0.9, 0.14))  # the stock
    arms = QPainterPath()
    arms.moveTo(-0.8, 0.2)
    arms.quadTo(-0.6, 0.95, 0.0, 0.9)
    arms.quadTo(0.6, 0.95, 0.8, 0.2)
    arms.lineTo(0.62, 0.35)
    arms.quadTo(0.45, 0.72, 0.0, 0.72)
    arms.quadTo(-0.45, 0.72, -0.62, 0.35)
    arms.closeSubpath()
    return path.united(arms)


def _road() -> QPainterPath:
    # A road seen from above, narrowing into the distance, with its middle line.
    path = QPainterPath()
    path.moveTo(-0.9, 0.9)
    path.lineTo(-0.25, -0.9)
    path.lineTo(-0.1, -0.9)
    path.lineTo(-0.6, 0.9)
    path.closeSubpath()
    path.moveTo(0.9, 0.9)
    path.lineTo(0.25, -0.9)
    path.lineTo(0.1, -0.9)
    path.lineTo(0.6, 0.9)
    path.closeSubpath()
    for top, bottom in ((-0.75, -0.45), (-0.2, 0.15), (0.4, 0.85)):
        path.addRect(QRectF(-0.05, top, 0.1, bottom - top))
    return path


def _fortification() -> QPainterPath:
    # A wall with three merlons and a gate.
    path = QPainterPath()
    path.addRect(QRectF(-0.85, -0.35, 1.7, 1.2))
    for left in (-0.85, -0.15, 0.55):
        path.addRect(QRectF(left, -0.8, 0.3, 0.5))
    gate = QPainterPath()
    gate.addRoundedRect(QRectF(-0.22, 0.3, 0.44, 0.6), 0.2, 0.2)
    return path.simplified().subtracted(gate)


def _canal() -> QPainterPath:
    # Two banks with a wave between them.
    path = QPainterPath()
    path.addRect(QRectF(-0.9, -0.8, 1.8, 0.18))
    path.addRect(QRectF(-0.9, 0.62, 1.8, 0.18))
    wave = QPainterPath()
    wave.moveTo(-0.9, 0.0)
    for i in range(4):
        x = -0.9 + i * 0.45
        wave.cubicTo(x + 0.12, -0.3, x + 0.33, -0.3, x + 0.45, 0.0)
    stroker = QPainterPathStroker()
    stroker.setWidth(0.2)
    return path.united(stroker.createStroke(wave))


def _sword(angle: float) -> QPainterPath:
    blade = QPainterPath()
    blade.moveTo(-0.13, 0.4)
    blade.lineTo(-0.13, -0.72)
    blade.lineTo(0.0, -1.0)
    blade.lineTo(0.13, -0.72)
    blade.lineTo(0.13, 0.4)
    blade.closeSubpath()
    blade.addRect(QRectF(-0.38, 0.38, 0.76, 0.16))  # the guard
    blade.addRect(QRectF(-0.1, 0.54, 0.2, 0.42))  # the grip
    return QTransform().rotate(angle).map(blade)


def _battle() -> QPainterPath:
    return _sword(45.0).united(_sword(-45.0))


def _initiative() -> QPainterPath:
    # A pennant on a pole.
    path = QPainterPath()
    path.addRect(QRectF(-0.6, -0.9, 0.14, 1.8))
    path.moveTo(-0.46, -0.9)
    path.lineTo(0.85, -0.5)
    path.lineTo(-0.46, -0.1)
    path.closeSubpath()
    return path


@functools.cache
def icon_path(kind: str) -> QPainterPath:
    """The shape of a mark, in a box from -1 to 1 (an empty path for an unknown kind)."""
    makers = {
        "capital": _star, "army-base": _army_base, "navy-base": _anchor, "navy": _anchor, "road": _road,
        "fortification": _fortification, "canal": _canal, "canal-site": _canal, "battle": _battle,
        "initiative": _initiative,
    }
    maker = makers.get(kind)
    path = maker() if maker is not None else QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def draw_icon(painter: QPainter, kind: str, centre: QPointF, pixels: float, ink: QColor) -> None:
    """The mark's shape filled in ``ink``, ``pixels`` wide around ``centre`` (in the painter's units)."""
    painter.save()
    painter.translate(centre)
    painter.scale(pixels / 2, pixels / 2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawPath(icon_path(kind))
    painter.restore()


@functools.cache
def _count_font() -> QFont:
    return style.sans_font(8, QFont.Weight.Bold)


class IconItem(QGraphicsItem):
    """One mark of territory ``territory`` at a scene point, ``offset`` pixels from it on screen.

    ``colour`` fills the plate's ring (the owner's colour: whose capital, whose base), and a
    count above 1 (two army bases) is written on a tag at its top right corner."""

    def __init__(self, kind: str, territory: int, colour: QColor | None, tooltip: str, count: int = 1,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.territory = territory
        self.count = count
        self._colour = QColor(colour) if colour is not None else None
        self._offset = QPointF()
        self._pixels = ICON_PIXELS
        self.setToolTip(tooltip)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        # Clicks go to the map (the territory); hovering tells what the mark is.
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(True)
        self.setZValue(Z_ICON)

    def set_offset(self, offset: QPointF) -> None:
        """Draw the centre this far from the item's position, in pixels."""
        if offset != self._offset:
            self.prepareGeometryChange()
            self._offset = QPointF(offset)

    def offset(self) -> QPointF:
        return QPointF(self._offset)

    def set_pixels(self, pixels: float) -> None:
        """The plate's width on screen: ICON_PIXELS, or COMPACT_PIXELS zoomed out."""
        if pixels != self._pixels:
            self.prepareGeometryChange()
            self._pixels = pixels

    def pixels(self) -> float:
        return self._pixels

    def compact(self) -> bool:
        return self._pixels < ICON_PIXELS

    def plate(self) -> QRectF:
        """The plate, in pixels from the item's position."""
        half = self._pixels / 2
        return QRectF(self._offset.x() - half, self._offset.y() - half, self._pixels, self._pixels)

    def count_tag(self) -> QRectF | None:
        """The tag with the count, over the plate's top right corner (None for a count of 1)."""
        if self.count <= 1:
            return None
        plate = self.plate()
        size = 10.0 if not self.compact() else 9.0
        reach = size * 0.4  # how far into the plate it reaches
        return QRectF(plate.right() - reach, plate.top() - size + reach, size, size)

    @staticmethod
    def tag_reach(pixels: float) -> float:
        """How far a count's tag stands out of a plate ``pixels`` wide (right and up)."""
        size = 10.0 if pixels >= ICON_PIXELS else 9.0
        return size * 0.6

    def footprint(self) -> QRectF:
        """What the mark covers on screen, its count's tag included, in pixels from its position."""
        tag = self.count_tag()
        return self.plate() if tag is None else self.plate().united(tag)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return self.footprint().adjusted(-1.5, -1.5, 1.5, 1.5)  # the pens' halves

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        plate = self.plate()
        compact = self.compact()
        battle = self.kind == "battle"
        site = self.kind == "canal-site"
        if battle:
            painter.setPen(QPen(BATTLE_INK, 1.5))
            painter.setBrush(BATTLE_PLATE)
            painter.drawEllipse(plate)
        elif site:
            edge = QPen(SITE_INK, 1.0, Qt.PenStyle.DashLine)
            painter.setPen(edge)
            painter.setBrush(SITE_PLATE)
            painter.drawRoundedRect(plate.adjusted(0.5, 0.5, -0.5, -0.5), 3.0, 3.0)
        elif compact and self._colour is not None:
            # Small: the owner's colour is the plate's edge.
            painter.setPen(QPen(self._colour.darker(115), 2.0))
            painter.setBrush(PLATE_COLOUR)
            painter.drawRoundedRect(plate.adjusted(1.0, 1.0, -1.0, -1.0), 2.5, 2.5)
        else:
            painter.setPen(QPen(PLATE_EDGE, 1.0))
            painter.setBrush(PLATE_COLOUR)
            painter.drawRoundedRect(plate, 3.5, 3.5)
            if self._colour is not None:
                painter.setPen(QPen(self._colour, 2.0))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(plate.adjusted(1.5, 1.5, -1.5, -1.5), 2.5, 2.5)
        if battle:
            ink = BATTLE_INK
        elif site:
            ink = SITE_INK
        elif self.kind in ("capital", "initiative") and self._colour is not None:
            ink = self._colour.darker(160)
        else:
            ink = INK
        glyph = self._pixels - (6 if not compact else 4)
        draw_icon(painter, self.kind, plate.center(), glyph, ink)
        tag = self.count_tag()
        if tag is not None:
            # How many (two army bases) on a tag at the top right corner.
            painter.setPen(QPen(PLATE_EDGE, 0.8))
            painter.setBrush(PLATE_COLOUR)
            painter.drawEllipse(tag)
            painter.setFont(_count_font())
            painter.setPen(INK)
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, str(self.count))
