"""The Legacy sticker slots: an empty place for a city sticker and one for a scar sticker.

Both are circles of the map's mark radius, drawn faintly (they are places, not stickers):
the city slot dashed with a small house, the scar slot dotted and reddish with a stitched
scar.
"""

from __future__ import annotations

import enum
import functools
import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QImage, QPaintEngine, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QStyleOptionGraphicsItem

from editor.scene import style
from engine.board.model import Point

# Radius on screen, in pixels, below which a slot is not drawn, and below which its glyph
# (house or scar) would be a smudge and is left out.
MIN_VISIBLE_PIXELS = 3.0
_NO_PEN = QPen(Qt.PenStyle.NoPen)
GLYPH_MIN_PIXELS = 5.0


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


@functools.cache
def _pens(kind: SlotKind, radius: float) -> tuple[QPen, QPen, QBrush]:
    """Outline pen, glyph pen and fill of a slot (shared by every slot of that kind and size)."""
    slot_style = style.CITY_SLOT if kind is SlotKind.CITY else style.SCAR_SLOT
    return style.slot_pen(slot_style, radius), style.glyph_pen(slot_style, radius), QBrush(slot_style.fill)


class SlotItem(QGraphicsEllipseItem):
    """One empty sticker slot of a territory, centred on its point.

    An ellipse item underneath, so that Qt knows its box without calling Python (a big map
    has thousands of slots, and the scene's index asks every one of them).
    """

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
        self._shape = QPainterPath()
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

    def _rebuild(self) -> None:
        # No pen on the ellipse item itself (its box would then come from calling shape());
        # the rectangle leaves room for the outline that paint() draws.
        r = self._radius
        outline, _glyph_pen, fill = _pens(self._kind, r)
        self.setPen(_NO_PEN)
        self.setBrush(fill)
        margin = r * (1 + style.SLOT_INK_WIDTH)
        self.setRect(QRectF(-margin, -margin, 2 * margin, 2 * margin))
        self._glyph = glyph(self._kind, r)
        self._shape = QPainterPath()

    def shape(self) -> QPainterPath:
        # The disc itself: the ellipse item would stroke its dashed outline on every hit test.
        if self._shape.isEmpty():
            self._shape.addEllipse(QPointF(0, 0), self._radius, self._radius)
        return self._shape

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        world = painter.worldTransform()
        pixels = option.levelOfDetailFromTransform(world) * self._radius
        if pixels < MIN_VISIBLE_PIXELS:
            return
        device = painter.deviceTransform()
        if (painter.paintEngine().type() == QPaintEngine.Type.Raster and device.m12() == 0
                and device.m21() == 0 and device.m11() == device.m22() > 0):
            # Every slot of a kind looks the same: copy one picture of it (dashed outlines
            # are slow to stroke, some 80 µs a slot).
            sprite = _sprite(self._kind, self._radius, round(device.m11(), 6), pixels >= GLYPH_MIN_PIXELS)
            # Place it in logical coordinates (the world transform's): the device transform
            # also holds the offset of the widget in its window, which resetTransform keeps
            # applying, so positions taken from it would be shifted by that offset.
            ratio = device.m11() / world.m11() if world.m11() else 1.0
            centre = world.map(QPointF(0, 0))
            half = sprite.width() / 2
            painter.save()
            painter.resetTransform()
            sprite.setDevicePixelRatio(ratio)
            corner = QPointF(round(centre.x() * ratio - half) / ratio, round(centre.y() * ratio - half) / ratio)
            painter.drawImage(corner, sprite)
            painter.restore()
            return
        self.draw(painter, pixels >= GLYPH_MIN_PIXELS)

    def draw(self, painter: QPainter, with_glyph: bool) -> None:
        """The slot as vector shapes, centred on (0, 0) of the painter."""
        outline, glyph_pen, fill = _pens(self._kind, self._radius)
        painter.setPen(outline)
        painter.setBrush(fill)
        painter.drawEllipse(QPointF(0, 0), self._radius, self._radius)
        if with_glyph:
            painter.setPen(glyph_pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._glyph)


@functools.lru_cache(maxsize=32)
def _sprite(kind: SlotKind, radius: float, scale: float, with_glyph: bool) -> QImage:
    """A slot drawn at ``scale`` device pixels per map unit, centred in a square image."""
    half = math.ceil(radius * (1 + style.SLOT_INK_WIDTH) * scale) + 2
    image = QImage(2 * half, 2 * half, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(half, half)
        painter.scale(scale, scale)
        outline, glyph_pen, fill = _pens(kind, radius)
        painter.setPen(outline)
        painter.setBrush(fill)
        painter.drawEllipse(QPointF(0, 0), radius, radius)
        if with_glyph:
            painter.setPen(glyph_pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(glyph(kind, radius))
    finally:
        painter.end()
    return image
