"""The Legacy sticker slots: an empty place for a city sticker and one for a scar sticker.

Both are circles of the map's mark radius, drawn faintly (they are places, not stickers):
the city slot dashed with a small house, the scar slot dotted and reddish with a stitched
scar.
"""

from __future__ import annotations

import enum
import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from editor.scene import style
from engine.board.model import Point

MIN_VISIBLE_PIXELS = 2.0


class SlotKind(enum.StrEnum):
    CITY = "city"
    SCAR = "scar"


def _house() -> QPainterPath:
    """A house outline with a door, for a circle of radius 1."""
    path = QPainterPath()
    path.moveTo(-0.36, 0.40)
    path.lineTo(-0.36, -0.02)
    path.lineTo(0.0, -0.40)
    path.lineTo(0.36, -0.02)
    path.lineTo(0.36, 0.40)
    path.closeSubpath()
    path.moveTo(-0.10, 0.40)
    path.lineTo(-0.10, 0.14)
    path.lineTo(0.10, 0.14)
    path.lineTo(0.10, 0.40)
    return path


def _scar() -> QPainterPath:
    """A stitched cut, for a circle of radius 1."""
    path = QPainterPath()
    path.moveTo(-0.50, 0.22)
    path.cubicTo(-0.20, -0.05, 0.20, 0.05, 0.50, -0.22)
    for x in (-0.27, 0.0, 0.27):
        y = -0.55 * x * 0.9  # roughly on the cut, stitches across it
        path.moveTo(x - 0.09, y - 0.19)
        path.lineTo(x + 0.09, y + 0.19)
    return path


@functools.cache
def glyph(kind: SlotKind, radius: float) -> QPainterPath:
    """The slot's mark, sized for a circle of ``radius`` (shared: every slot of a map has
    the same radius, and QPainterPath copies are cheap and copy-on-write)."""
    unit = _house() if kind is SlotKind.CITY else _scar()
    return QTransform.fromScale(radius, radius).map(unit)


class SlotItem(QGraphicsItem):
    """One empty sticker slot of a territory, centred on its point."""

    def __init__(
        self,
        territory_id: str,
        kind: SlotKind,
        point: Point,
        radius: float,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._territory_id = territory_id
        self._kind = SlotKind(kind)
        self._radius = radius
        self._glyph = QPainterPath()
        self.setZValue(style.Z_SLOT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setPos(QPointF(*point))
        self._rebuild()

    @property
    def territory_id(self) -> str:
        return self._territory_id

    @property
    def kind(self) -> SlotKind:
        return self._kind

    @property
    def radius(self) -> float:
        return self._radius

    def set_slot(self, point: Point, radius: float) -> None:
        self.setPos(QPointF(*point))
        if radius != self._radius:
            self._radius = radius
            self._rebuild()

    def _style(self) -> style.SlotStyle:
        return style.CITY_SLOT if self._kind is SlotKind.CITY else style.SCAR_SLOT

    def _rebuild(self) -> None:
        self.prepareGeometryChange()
        self._glyph = glyph(self._kind, self._radius)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        r = self._radius * (1 + style.SLOT_INK_WIDTH)
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self._radius, self._radius)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        if lod * self._radius < MIN_VISIBLE_PIXELS:
            return
        slot_style = self._style()
        painter.setPen(style.slot_pen(slot_style, self._radius))
        painter.setBrush(slot_style.fill)
        painter.drawEllipse(QPointF(0, 0), self._radius, self._radius)
        painter.setPen(style.glyph_pen(slot_style, self._radius))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._glyph)
