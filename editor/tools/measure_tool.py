"""Measure distances on the map: click and drag (or click twice) for one leg; hold Shift as a
leg ends to go on with another from there, with a running total; Esc clears.

Points snap to corners and borders like the drawing tools' (and to the grid with Snap to
Grid), so a corner-to-corner distance is exact. The length of the last leg, its angle and the
total show beside the pointer and in the status bar. Measuring changes nothing on the map:
nothing goes on the undo stack.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem, QStyleOptionGraphicsItem

from editor.language.map_numbers import number_text, ui_locale
from editor.tools.base import EditorContext, Tool, ToolEvent
from editor.tools.overlays import Z_SNAP, OverlaySet, PreviewPath, SnapIndicator, snap_point
from editor.tools.select_tool import moved_enough
from engine.board.model import Point

MEASURE_COLOUR = QColor("#00897b")
READOUT_BACKGROUND = QColor(255, 255, 255, 225)


def leg_length(a: Point, b: Point) -> float:
    return math.hypot(b[0] - a[0], b[1] - a[1])


def leg_angle(a: Point, b: Point) -> float:
    """The leg's direction in degrees from the x axis (east), from -180 to 180, signed as
    Rotate is (engine.board.transform.Affine): positive clockwise on screen, where map y grows
    downwards. So rotating by this angle about ``a`` turns the x axis onto the leg, and the
    difference of two legs' angles is the rotation that turns the first onto the second."""
    return math.degrees(math.atan2(b[1] - a[1], b[0] - a[0])) + 0.0


class Readout(QGraphicsSimpleTextItem):
    """The numbers beside the pointer: the same size on screen at any zoom, on a pale box."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_SNAP + 1)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setBrush(MEASURE_COLOUR.darker(140))
        # Below and right of the pointer, in screen pixels (transformations are ignored but
        # the item's own still applies), so the cursor does not cover the numbers.
        self.setTransform(QTransform.fromTranslate(14, 12))

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return super().boundingRect().adjusted(-4, -2, 4, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setPen(QPen(MEASURE_COLOUR, 1))
        painter.setBrush(READOUT_BACKGROUND)
        painter.drawRoundedRect(self.boundingRect(), 3, 3)
        super().paint(painter, option, widget)


class MeasureTool(Tool):
    name = "measure"
    shortcut = "M"
    cursor = Qt.CursorShape.CrossCursor

    @classmethod
    def title(cls) -> str:
        return QCoreApplication.translate("MeasureTool", "Measure")

    @classmethod
    def tip(cls) -> str:
        return QCoreApplication.translate(
            "MeasureTool", "Click and drag, or click twice, to measure a distance; hold Shift as a leg "
                           "ends to measure on from there (a running total); Esc clears.")

    def __init__(self, context: EditorContext) -> None:
        super().__init__(context)
        self._overlays = OverlaySet(context)
        self._line = PreviewPath(MEASURE_COLOUR, width=3.0, style=Qt.PenStyle.DashLine)
        self._readout = Readout()
        self._snap = SnapIndicator()
        self._points: list[Point] = []  # the fixed ends of the legs so far
        self._live: Point | None = None  # the end following the pointer, while measuring
        self._press: QPointF | None = None  # where a new measurement's first button press was

    # -- life cycle -------------------------------------------------------------------------------
    def activate(self) -> None:
        super().activate()
        self.status.emit(self.tip())

    def deactivate(self) -> None:
        self.cancel()
        self._overlays.clear()

    def cancel(self) -> None:
        """Esc: forget the measurement, its line, its readout and its words in the status bar."""
        shown = bool(self._points)
        self._points = []
        self._live = None
        self._press = None
        self._overlays.clear()
        if shown:
            self.status.emit("")

    # -- what was measured ----------------------------------------------------------------------
    def points(self) -> list[Point]:
        """The measured path: the fixed ends and, while measuring, the one at the pointer."""
        return [*self._points, *([self._live] if self._live is not None else [])]

    def legs(self) -> list[float]:
        path = self.points()
        return [leg_length(a, b) for a, b in zip(path, path[1:], strict=False)]

    def total(self) -> float:
        return sum(self.legs())

    def is_measuring(self) -> bool:
        return self._live is not None

    def readout(self) -> str:
        """What the readout and the status bar say ("" before anything is measured)."""
        path = self.points()
        if len(path) < 2:
            return ""
        legs = self.legs()
        locale = ui_locale()
        text = self.tr("{distance} map units, {angle}°").format(
            distance=number_text(legs[-1], 1, locale), angle=number_text(leg_angle(path[-2], path[-1]), 1, locale))
        if len(legs) > 1:
            text += self.tr("; total {total} over %n leg(s)", "", len(legs)).format(
                total=number_text(sum(legs), 1, locale))
        return text

    # -- mouse ---------------------------------------------------------------------------------
    def _snapped(self, event: ToolEvent) -> Point:
        snap = snap_point(self.context, event.point)
        self._overlays.add(self._snap)
        self._snap.show_snap(snap)
        return snap.point

    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        point = self._snapped(event)
        if self._live is None:  # a new measurement starts here
            self._points = [point]
            self._live = point
            self._press = QPointF(event.position)
            self._show()
        return True

    def mouse_move(self, event: ToolEvent) -> bool:
        point = self._snapped(event)
        if self._live is not None:
            self._live = point
            self._show()
        return True

    def mouse_release(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton or self._live is None:
            return False
        point = self._snapped(event)
        starting = self._press is not None
        self._press = None
        if starting and len(self._points) == 1 and not moved_enough(self.context, QPointF(*self._points[0]),
                                                                    event.position):
            return True  # the first of two clicks: the leg follows the pointer until the second
        self._points.append(point)
        # Shift as a leg ends: go on from here, adding to the total; otherwise the measurement
        # is done and stays shown until the next one (or Esc).
        self._live = point if event.shift else None
        self._show()
        return True

    # -- showing ---------------------------------------------------------------------------------
    def _show(self) -> None:
        path = self.points()
        self._overlays.add(self._line)
        self._line.set_polyline(path)
        text = self.readout()
        if text:
            self._overlays.add(self._readout)
            self._readout.setText(text)
            end = path[-1]
            self._readout.setPos(QPointF(end[0], end[1]))
            self.status.emit(text)
        else:
            self._overlays.remove(self._readout)
