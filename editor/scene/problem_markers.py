"""Problem markers: a small ring on the map where validation found something wrong.

A marker never covers a territory's name: one whose place falls in a name's box (a problem
about a whole territory is placed at its label point, right on its name) goes to the nearest
side of the box, and is drawn just outside it. The box is in map units and the marker in
screen pixels, so the marker keeps a pixel offset from that side: clear of the name at any
zoom.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem

from editor.scene import style

ERROR_COLOUR = QColor("#d62728")
WARNING_COLOUR = QColor("#ff9f1c")
MARKER_PIXELS = 7.0  # radius on screen: markers keep their size at any zoom
CLEARANCE_PIXELS = 3.0  # between a moved marker's ring and the name it was moved off


@dataclass(frozen=True)
class ProblemMarker:
    x: float
    y: float
    severity: str  # "error" or "warning"
    text: str  # shown as the tooltip
    offset: tuple[float, float] = (0.0, 0.0)  # screen pixels from (x, y) to the ring's centre


class NameBoxes:
    """The boxes of territory names on the map (map units), to keep markers off them."""

    def __init__(self, rects: Iterable[QRectF]) -> None:
        boxes = [(r.left(), r.top(), r.right(), r.bottom()) for r in rects if not r.isEmpty()]
        self._boxes = np.array(boxes, dtype=float).reshape(-1, 4)

    def __len__(self) -> int:
        return len(self._boxes)

    def box_at(self, x: float, y: float) -> QRectF | None:
        """The smallest name box ``(x, y)`` lies inside (not on its edge), if any."""
        b = self._boxes
        inside = np.flatnonzero((b[:, 0] < x) & (x < b[:, 2]) & (b[:, 1] < y) & (y < b[:, 3]))
        if len(inside) == 0:
            return None
        areas = (b[inside, 2] - b[inside, 0]) * (b[inside, 3] - b[inside, 1])
        left, top, right, bottom = b[inside[int(np.argmin(areas))]]
        return QRectF(QPointF(left, top), QPointF(right, bottom))


def clear_of_names(marker: ProblemMarker, names: NameBoxes) -> ProblemMarker:
    """``marker`` moved off the name box it falls in, if any: to the box's nearest side, its
    ring drawn just outside (above a name when it sits in the middle of one)."""
    box = names.box_at(marker.x, marker.y)
    if box is None:
        return marker
    x, y = marker.x, marker.y
    away = MARKER_PIXELS + CLEARANCE_PIXELS
    # Nearest side first; above wins a tie (a marker at a label point sits over the name).
    sides = (
        (y - box.top(), (x, box.top()), (0.0, -away)),
        (box.bottom() - y, (x, box.bottom()), (0.0, away)),
        (x - box.left(), (box.left(), y), (-away, 0.0)),
        (box.right() - x, (box.right(), y), (away, 0.0)),
    )
    _distance, (nx, ny), offset = min(sides, key=lambda side: side[0])
    return dataclasses.replace(marker, x=nx, y=ny, offset=offset)


class ProblemMarkerItem(QGraphicsItem):
    def __init__(self, marker: ProblemMarker) -> None:
        super().__init__()
        self.marker = marker
        self.setPos(QPointF(marker.x, marker.y))
        self.setZValue(style.Z_LABEL + 10)
        # Drawn in screen pixels, so a marker stays visible when zoomed far out.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        # The item's own transform still applies, in pixels: the offset off a name.
        if marker.offset != (0.0, 0.0):
            self.setTransform(QTransform.fromTranslate(*marker.offset))
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
