"""The economy's small board marks, drawn with QPainterPath (no image files).

Each mark's shape is a path in a box from -1 to 1 (``icon_path(kind)``); :class:`IconItem`
draws one on a white plate at a fixed size on screen, whatever the zoom, with a tooltip in
words. Kinds: the infrastructure ids of engine/rules/economy/actions.py (``capital``,
``army-base``, ``navy-base``, ``road``, ``fortification``, ``canal``), ``battle`` (a battle
token: crossed swords), ``initiative`` (a flag) and ``navy`` (an anchor, on navy chips).
"""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPainterPathStroker, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from editor.scene import style

ICON_PIXELS = 17.0  # an icon's plate, on screen
Z_ICON = 34.0  # above the names (30), just under the unit stacks (35)

PLATE_COLOUR = QColor(255, 255, 255, 235)
PLATE_EDGE = QColor(20, 20, 20, 190)
INK = QColor(30, 30, 30)
BATTLE_PLATE = QColor("#fff2cc")
BATTLE_INK = QColor("#9c1111")


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
        "fortification": _fortification, "canal": _canal, "battle": _battle, "initiative": _initiative,
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
    count above 1 (two army bases) is written at its corner."""

    def __init__(self, kind: str, territory: int, colour: QColor | None, tooltip: str, count: int = 1,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.territory = territory
        self.count = count
        self._colour = QColor(colour) if colour is not None else None
        self._offset = QPointF()
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

    def _plate(self) -> QRectF:
        half = ICON_PIXELS / 2
        return QRectF(self._offset.x() - half, self._offset.y() - half, ICON_PIXELS, ICON_PIXELS)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return self._plate().adjusted(-2, -5, 7, 2)  # the count's tag reaches past the top right corner

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        plate = self._plate()
        battle = self.kind == "battle"
        painter.setPen(QPen(BATTLE_INK, 1.5) if battle else QPen(PLATE_EDGE, 1.0))
        painter.setBrush(BATTLE_PLATE if battle else PLATE_COLOUR)
        if battle:
            painter.drawEllipse(plate)
        else:
            painter.drawRoundedRect(plate, 3.5, 3.5)
        if self._colour is not None:
            painter.setPen(QPen(self._colour, 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(plate.adjusted(1.5, 1.5, -1.5, -1.5), 2.5, 2.5)
        ink = BATTLE_INK if battle else (self._colour.darker(160) if self.kind in ("capital", "initiative")
                                         and self._colour is not None else INK)
        draw_icon(painter, self.kind, plate.center(), ICON_PIXELS - 6, ink)
        if self.count > 1:
            # How many (two army bases) on a tag at the top right corner.
            corner = QRectF(plate.right() - 4, plate.top() - 4, 10, 10)
            painter.setPen(QPen(PLATE_EDGE, 0.8))
            painter.setBrush(PLATE_COLOUR)
            painter.drawEllipse(corner)
            painter.setFont(_count_font())
            painter.setPen(INK)
            painter.drawText(corner, Qt.AlignmentFlag.AlignCenter, str(self.count))
