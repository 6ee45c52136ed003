"""Problem markers: a small ring on the map where validation found something wrong."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from editor.scene import style

ERROR_COLOUR = QColor("#d62728")
WARNING_COLOUR = QColor("#ff9f1c")
MARKER_PIXELS = 7.0  # radius on screen: markers keep their size at any zoom


@dataclass(frozen=True)
class ProblemMarker:
    x: float
    y: float
    severity: str  # "error" or "warning"
    text: str  # shown as the tooltip


class ProblemMarkerItem(QGraphicsItem):
    def __init__(self, marker: ProblemMarker) -> None:
        super().__init__()
        self.marker = marker
        self.setPos(QPointF(marker.x, marker.y))
        self.setZValue(style.Z_LABEL + 10)
        # Drawn in screen pixels, so a marker stays visible when zoomed far out.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setToolTip(marker.text)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        r = MARKER_PIXELS + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        colour = ERROR_COLOUR if self.marker.severity == "error" else WARNING_COLOUR
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("white"), 2.0))
        fill = QColor(colour)
        fill.setAlpha(200)
        painter.setBrush(QBrush(fill))
        painter.drawEllipse(QPointF(0, 0), MARKER_PIXELS, MARKER_PIXELS)
        painter.setPen(QPen(QColor("white"), 1.6))
        painter.drawLine(QPointF(0, -3.5), QPointF(0, 1.0))
        painter.drawPoint(QPointF(0, 3.5))
