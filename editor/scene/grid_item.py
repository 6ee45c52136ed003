"""The editor's grid: lines every ``grid`` map units over the canvas, drawn only when they are
far enough apart on screen to help (at a zoom where they would be a grey haze, nothing)."""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from editor.scene.style import cosmetic_pen

# Lines closer than this on screen are not drawn.
MIN_GRID_PIXELS = 8.0
GRID_COLOUR = QColor(40, 60, 90, 70)
# Above the territories and coasts, under connections, sticker slots and names (which stay legible).
Z_GRID = 8.0


class GridItem(QGraphicsItem):
    def __init__(self, canvas: QRectF, spacing: float) -> None:
        super().__init__()
        self.setZValue(Z_GRID)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)  # exposedRect
        self._canvas = QRectF(canvas)
        self._spacing = spacing
        self._pen = cosmetic_pen(GRID_COLOUR, 1.0)

    def set_canvas(self, canvas: QRectF, spacing: float) -> None:
        if canvas != self._canvas or spacing != self._spacing:
            self.prepareGeometryChange()
            self._canvas, self._spacing = QRectF(canvas), spacing
            self.update()

    @property
    def spacing(self) -> float:
        return self._spacing

    def drawn_at(self, scale: float) -> bool:
        """Whether the lines show at ``scale`` screen pixels per map unit."""
        return self._spacing > 0 and self._spacing * scale >= MIN_GRID_PIXELS

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return QRectF(self._canvas)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        if not self.drawn_at(scale):
            return
        area = option.exposedRect.intersected(self._canvas)
        if area.isEmpty():
            return
        step = self._spacing
        painter.setPen(self._pen)
        # Line n at n × step (not a running sum, which would drift off the grid points).
        columns = range(math.ceil(area.left() / step), math.floor(area.right() / step) + 1)
        rows = range(math.ceil(area.top() / step), math.floor(area.bottom() / step) + 1)
        lines = [QLineF(n * step, area.top(), n * step, area.bottom()) for n in columns]
        lines += [QLineF(area.left(), n * step, area.right(), n * step) for n in rows]
        painter.drawLines(lines)
