"""Order arrows: units going from one territory to another, with how many.

An arrow runs from the source's name to the target's as a gentle curve (two arrows between
the same two places, one each way, bend apart), in the player's colour on a white casing,
with the count in a disc at its middle (or where the board finds it room: ``set_count_at``);
navies' arrows are dashed. The line and the head are drawn in screen pixels (readable at any
zoom) along a path in scene coordinates.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from editor.play.badges import badge_font
from editor.play.colours import text_colour_on

LINE_PIXELS = 3.5
CASING_PIXELS = 7.0
HEAD_PIXELS = 13.0
END_GAP_PIXELS = 12.0  # the arrow stops short of the names it joins
COUNT_PIXELS = 19.0
BEND = 0.18  # the curve's sideways bulge, as a share of its length
MARGIN_PIXELS = 20.0  # what the head, casing and count reach beyond the curve
Z_ARROW = 33.0  # over the names (30), under the marks and unit stacks

CASING_COLOUR = QColor(255, 255, 255, 220)


class OrderArrow(QGraphicsItem):
    """``count`` units of ``player`` (``kind``: army or navy) from ``source`` to ``target``
    (territory indexes), drawn between the scene points ``start`` and ``end`` (each moved down
    on screen by so many pixels with ``set_ends``: from unit stack to unit stack)."""

    def __init__(self, player: int, source: int, target: int, count: int, kind: str, start: QPointF, end: QPointF,
                 colour: QColor, tooltip: str, zoom: float, revealed: bool = False) -> None:
        super().__init__()
        self.player, self.source, self.target, self.count, self.kind = player, source, target, count, kind
        self.revealed = revealed  # an executed plan shown to everyone, not a plan being made
        self._start, self._end = QPointF(start), QPointF(end)
        self._drops = (0.0, 0.0)  # pixels below start and end
        self._colour = QColor(colour)
        self._zoom = max(zoom, 1e-6)
        self._count_at = 0.5  # where the count's disc is along the curve, as a share of its length
        self.setToolTip(tooltip)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # drags and clicks are the map's
        self.setAcceptHoverEvents(True)
        self.setZValue(Z_ARROW)

    # -- geometry ---------------------------------------------------------------------------------
    def _control(self) -> QPointF:
        # Bulging to the left of the way it goes: the arrow back from the target bends the
        # other way, so the two stay apart.
        line = QLineF(self._start, self._end)
        normal = line.normalVector().unitVector()
        length = line.length()
        middle = line.pointAt(0.5)
        return QPointF(middle.x() - (normal.dx()) * BEND * length, middle.y() - (normal.dy()) * BEND * length)

    def curve(self) -> QPainterPath:
        """The arrow's centre line, in scene coordinates."""
        path = QPainterPath(self._start)
        path.quadTo(self._control(), self._end)
        return path

    def set_ends(self, start: QPointF, start_drop: float, end: QPointF, end_drop: float) -> None:
        """Run from ``start_drop`` pixels below ``start`` to ``end_drop`` pixels below ``end``."""
        self.prepareGeometryChange()
        self._start, self._end = QPointF(start), QPointF(end)
        self._drops = (start_drop, end_drop)

    def set_count_at(self, percent: float) -> None:
        """Put the count's disc this share of the way along the curve (0.5: its middle)."""
        percent = min(max(percent, 0.0), 1.0)
        if percent != self._count_at:
            self._count_at = percent
            self.update()

    def count_at(self) -> float:
        return self._count_at

    def ends(self) -> tuple[QPointF, QPointF]:
        return QPointF(self._start), QPointF(self._end)

    def set_zoom(self, zoom: float) -> None:
        """The view's zoom: how much scene the pixel-sized parts take."""
        if zoom > 0 and zoom != self._zoom:
            self.prepareGeometryChange()
            self._zoom = zoom

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        margin = (MARGIN_PIXELS + max(self._drops)) / self._zoom
        return self.curve().boundingRect().adjusted(-margin, -margin, margin, margin)

    def shape(self) -> QPainterPath:
        # Only the line itself (not its bounding box) shows the tooltip.
        stroker = QPainterPathStroker()
        stroker.setWidth(CASING_PIXELS * 1.5 / self._zoom)
        return stroker.createStroke(self.curve())

    # -- drawing ----------------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        transform = painter.worldTransform()
        start, end, control = (transform.map(p) for p in (self._start, self._end, self._control()))
        start += QPointF(0.0, self._drops[0])
        end += QPointF(0.0, self._drops[1])
        control += QPointF(0.0, sum(self._drops) / 2)
        painter.save()
        painter.resetTransform()  # from here on, screen pixels
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath(start)
        path.quadTo(control, end)
        length = path.length()
        if length <= 2 * END_GAP_PIXELS + HEAD_PIXELS:
            painter.restore()
            return
        begin_at = path.percentAtLength(END_GAP_PIXELS)
        tip_at = path.percentAtLength(length - END_GAP_PIXELS)
        base_at = path.percentAtLength(length - END_GAP_PIXELS - HEAD_PIXELS * 0.8)
        line = QPainterPath(path.pointAtPercent(begin_at))
        steps = 24
        for i in range(1, steps + 1):
            line.lineTo(path.pointAtPercent(begin_at + (base_at - begin_at) * i / steps))
        tip = path.pointAtPercent(tip_at)
        angle = math.radians(-path.angleAtPercent(tip_at))
        back = QPointF(-math.cos(angle), -math.sin(angle))
        side = QPointF(-back.y(), back.x())
        head = QPolygonF([
            tip,
            tip + back * HEAD_PIXELS + side * (HEAD_PIXELS * 0.55),
            tip + back * (HEAD_PIXELS * 0.7),
            tip + back * HEAD_PIXELS - side * (HEAD_PIXELS * 0.55),
        ])
        casing = QPen(CASING_COLOUR, CASING_PIXELS, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                      Qt.PenJoinStyle.RoundJoin)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(casing)
        painter.drawPath(line)
        painter.setBrush(CASING_COLOUR)
        painter.drawPolygon(head)
        pen = QPen(self._colour, LINE_PIXELS, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                   Qt.PenJoinStyle.RoundJoin)
        if self.kind == "navy":
            pen.setStyle(Qt.PenStyle.DashLine)
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(pen)
        painter.drawPath(line)
        painter.setPen(QPen(QColor(20, 20, 20, 200), 1.0))
        painter.setBrush(self._colour)
        painter.drawPolygon(head)
        # The count at the middle of the curve (or where the board found it room).
        middle = path.pointAtPercent(self._count_at)
        disc = QRectF(middle.x() - COUNT_PIXELS / 2, middle.y() - COUNT_PIXELS / 2, COUNT_PIXELS, COUNT_PIXELS)
        painter.setPen(QPen(QColor("#ffffff"), 2.0))
        painter.setBrush(self._colour)
        painter.drawEllipse(disc)
        painter.setFont(badge_font())
        painter.setPen(text_colour_on(self._colour))
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, str(self.count))
        painter.restore()
