"""The territories of a big map as one picture, for zoomed-out views.

Zoomed out, a 5,000-territory map shows every territory at once, and asking Qt to draw
5,000 items with antialiased borders takes a third of a second. The overview draws them
once into an image at the view's exact scale (about 40 ms) and then only copies the
image (a millisecond or two). Panning keeps the picture; a change of one territory's
look (hover, selection, an edit) redraws just that spot; a zoom shows the old picture
stretched and redraws it sharp once the zooming pauses — a slice of territories at a time
between events (``SLICE_SECONDS``), so that a wheel notch arriving meanwhile is not kept
waiting for the whole picture. While the view is zoomed in past the overview the picture
is kept (``hold``), to stand in at once when the view zooms back out.

The scene decides when the overview replaces the territory items (see
``MapScene.set_view_scale``): only for big maps and only while the picture of the whole
map stays small enough (``MAX_PIXELS``).
"""

from __future__ import annotations

import itertools
import math
import time
from collections.abc import Callable, Iterable, Iterator

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QImage, QPainter, QRegion, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem

from editor.scene import style

MAX_PIXELS = 8_000_000     # the biggest picture kept (32 MB)
PAD_PIXELS = 3             # around a changed territory: its widest border, and antialiasing
MAX_DIRTY_SPOTS = 200      # beyond this many changed spots, draw the whole picture again
SHARPEN_AFTER_MS = 150     # after a zoom, redraw sharp once no further zoom came for this long
SLICE_SECONDS = 0.012      # drawing the sharp picture: this long at a time, then events run

# territories(rect) -> the territory items meeting the scene rect (all if None), bottom first
TerritorySource = Callable[[QRectF | None], Iterable]


class OverviewItem(QGraphicsObject):
    """Draws the territories from a cached image of the whole scene rect."""

    def __init__(self, territories: TerritorySource, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._territories = territories
        self._rect = QRectF()
        self._image: QImage | None = None
        self._scale = 0.0
        self._fraction = QPointF()   # the sub-pixel offset the picture was drawn at
        self._to_image = QTransform()
        self._dirty = QRegion()      # image pixels to redraw
        self._dirty_spots = 0
        self._sharpen_due = False
        self._held = False           # zoomed in past the overview: kept as a stand-in
        self._stale = False          # held, and too much changed to keep up spot by spot
        self._wanted: tuple[float, QPointF] | None = None  # the scale and offset last painted at
        self._next: _PictureBuild | None = None             # the sharp picture being drawn
        self.renders = 0             # how often the whole picture was drawn (for tests)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SHARPEN_AFTER_MS)
        self._timer.timeout.connect(self._sharpen)
        self._slicer = QTimer(self)
        self._slicer.setSingleShot(True)
        self._slicer.setInterval(0)
        self._slicer.timeout.connect(self._draw_slice)
        self.setZValue(style.Z_TERRITORY)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    # -- what it covers --------------------------------------------------------------------
    def set_rect(self, rect: QRectF) -> None:
        """The scene rect the picture covers (territories outside it are not shown)."""
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.release()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return self._rect

    def has_picture(self) -> bool:
        return self._image is not None

    def picture_scale(self) -> float:
        """Device pixels per map unit of the current picture (0 if there is none)."""
        return self._scale if self._image is not None else 0.0

    @staticmethod
    def fits(rect: QRectF, scale: float) -> bool:
        """Whether a picture of ``rect`` at ``scale`` stays within ``MAX_PIXELS``."""
        return rect.width() * rect.height() * scale * scale <= MAX_PIXELS

    # -- changes ---------------------------------------------------------------------------
    def release(self) -> None:
        """Forget the picture (it is drawn again when next needed)."""
        self._image = None
        self._dirty = QRegion()
        self._dirty_spots = 0
        self._stale = False
        self._timer.stop()
        self._cancel_build()
        self.update()

    def hold(self, held: bool) -> None:
        """Whether the view is zoomed in past the overview (the picture is then not shown
        but kept, to stand in, stretched, the moment the view zooms back out)."""
        self._held = held
        if held:
            self._timer.stop()
            self._cancel_build()

    def invalidate(self, rect: QRectF | None = None) -> None:
        """Something in ``rect`` (scene coordinates; None: everywhere) looks different now."""
        if self._image is None:
            return
        if self._next is not None:  # the sharp picture being drawn redraws this spot when done
            self._next.changed.append(QRectF(rect) if rect is not None else None)
        if self._held and (rect is None or self._dirty_spots >= MAX_DIRTY_SPOTS):
            self._stale = True  # still a stand-in while zooming out; drawn sharp after
            return
        if rect is None or self._dirty_spots >= MAX_DIRTY_SPOTS:
            self.release()
            return
        pixels = self._to_image.mapRect(rect).toAlignedRect().adjusted(
            -PAD_PIXELS, -PAD_PIXELS, PAD_PIXELS, PAD_PIXELS)
        self._dirty += pixels
        self._dirty_spots += 1
        pad = PAD_PIXELS / self._scale
        self.update(rect.adjusted(-pad, -pad, pad, pad))

    def _sharpen(self) -> None:
        """The zooming paused: draw the picture sharp, a slice at a time between events."""
        if self._wanted is None or self._image is None:
            self._sharpen_due = True
            self.update()
            return
        scale, fraction = self._wanted
        self._next = _PictureBuild(self._rect, scale, fraction, list(self._territories(None)))
        self._slicer.start()

    def _draw_slice(self) -> None:
        build = self._next
        if build is None:
            return
        if not build.draw_for(SLICE_SECONDS):
            self._slicer.start()
            return
        self._next = None
        self._image, self._scale, self._fraction, self._to_image = build.result()
        self._dirty = QRegion()
        self._dirty_spots = 0
        self._stale = False
        self.renders += 1
        for rect in build.changed:  # what changed while it was being drawn
            if rect is None:
                self._render(self._scale, self._fraction)
                break
            self.invalidate(rect)
        self.update()

    def _cancel_build(self) -> None:
        self._next = None
        self._slicer.stop()

    # -- painting --------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        if self._rect.isEmpty():
            return
        device = painter.deviceTransform()
        if device.m12() != 0 or device.m21() != 0 or device.m11() <= 0 or device.m22() != device.m11():
            self._draw(painter, None)  # rotated or mirrored: no picture, just draw
            return
        scale = device.m11()
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        # Device pixels from logical coordinates (the world transform's), not from the device
        # transform: that also holds the widget's offset in its window, which resetTransform
        # below keeps applying.
        corner = painter.worldTransform().map(self._rect.topLeft()) * ratio
        origin = QPointF(math.floor(corner.x()), math.floor(corner.y()))
        fraction = corner - origin
        self._wanted = (scale, QPointF(fraction))
        if self._image is None or self._stale or not self._same(scale, fraction):
            if self._image is not None and (self._stale or not math.isclose(scale, self._scale)) \
                    and not self._sharpen_due:
                if not self._dirty.isEmpty() and not self._stale:
                    self._render_dirty()  # hover and edits show while zooming too
                self._paint_stretched(painter)
                if self._next is None or not self._next.suits(scale, fraction):
                    self._cancel_build()
                    self._timer.start()
                return
            self._render(scale, fraction)
        elif not self._dirty.isEmpty():
            self._render_dirty()
        self._image.setDevicePixelRatio(ratio)
        painter.save()
        painter.resetTransform()
        painter.drawImage(QPointF(origin.x() / ratio, origin.y() / ratio), self._image)
        painter.restore()

    def _same(self, scale: float, fraction: QPointF) -> bool:
        return (math.isclose(scale, self._scale, rel_tol=1e-9)
                and abs(fraction.x() - self._fraction.x()) < 1e-3
                and abs(fraction.y() - self._fraction.y()) < 1e-3)

    def _paint_stretched(self, painter: QPainter) -> None:
        """The old picture, scaled to where it belongs: a stand-in while zooming."""
        s = self._scale
        image = self._image
        image.setDevicePixelRatio(1.0)
        target = QRectF(self._rect.left() - self._fraction.x() / s, self._rect.top() - self._fraction.y() / s,
                        image.width() / s, image.height() / s)
        painter.drawImage(target, image)

    def _render(self, scale: float, fraction: QPointF) -> None:
        """Draw the whole picture at ``scale`` device pixels per map unit."""
        self._timer.stop()
        self._cancel_build()
        self._sharpen_due = False
        self._stale = False
        width = math.ceil(self._rect.width() * scale + fraction.x()) + 1
        height = math.ceil(self._rect.height() * scale + fraction.y()) + 1
        if self._image is None or self._image.width() != width or self._image.height() != height:
            self._image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        self._image.setDevicePixelRatio(1.0)
        self._image.fill(Qt.GlobalColor.transparent)
        self._scale = scale
        self._fraction = QPointF(fraction)
        self._to_image = (QTransform().translate(-self._rect.left(), -self._rect.top())
                          * QTransform().scale(scale, scale)
                          * QTransform().translate(fraction.x(), fraction.y()))
        self._dirty = QRegion()
        self._dirty_spots = 0
        painter = QPainter(self._image)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setTransform(self._to_image)
            self._draw(painter, None)
        finally:
            painter.end()
        self.renders += 1

    def _render_dirty(self) -> None:
        """Draw again just the changed spots."""
        region = self._dirty
        self._dirty = QRegion()
        self._dirty_spots = 0
        self._image.setDevicePixelRatio(1.0)
        bounds: QRect = region.boundingRect()
        inverse, _ok = self._to_image.inverted()
        pad = PAD_PIXELS / self._scale
        scene_rect = inverse.mapRect(QRectF(bounds)).adjusted(-pad, -pad, pad, pad)
        painter = QPainter(self._image)
        try:
            painter.setClipRegion(region)
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            painter.fillRect(bounds, Qt.GlobalColor.transparent)
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setTransform(self._to_image)
            self._draw(painter, scene_rect)
        finally:
            painter.end()

    def _draw(self, painter: QPainter, rect: QRectF | None) -> None:
        for _ in _painted(painter, self._territories(rect)):
            pass


def _painted(painter: QPainter, items: Iterable) -> Iterator[None]:
    """Paints the territory items one by one, yielding after each (a caller may stop between
    two); pen and brush are set only when they change (most neighbours share them)."""
    pen = brush = None
    for item in items:
        path, item_pen, item_brush = item.look()
        if item_pen is not pen:
            pen = item_pen
            painter.setPen(pen)
        if item_brush is not brush:
            brush = item_brush
            painter.setBrush(brush)
        painter.drawPath(path)
        yield


class _PictureBuild:
    """A sharp picture of the territories drawn a slice of them at a time."""

    def __init__(self, rect: QRectF, scale: float, fraction: QPointF, items: list) -> None:
        self._scale = scale
        self._fraction = QPointF(fraction)
        width = math.ceil(rect.width() * scale + fraction.x()) + 1
        height = math.ceil(rect.height() * scale + fraction.y()) + 1
        self._image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        self._image.setDevicePixelRatio(1.0)
        self._image.fill(Qt.GlobalColor.transparent)
        self._to_image = (QTransform().translate(-rect.left(), -rect.top())
                          * QTransform().scale(scale, scale)
                          * QTransform().translate(fraction.x(), fraction.y()))
        self._items = items
        self._done = 0
        self.changed: list[QRectF | None] = []  # scene rects that changed meanwhile (None: all)

    def suits(self, scale: float, fraction: QPointF) -> bool:
        return (math.isclose(scale, self._scale, rel_tol=1e-9)
                and abs(fraction.x() - self._fraction.x()) < 1e-3 and abs(fraction.y() - self._fraction.y()) < 1e-3)

    def draw_for(self, seconds: float) -> bool:
        """Draw territories for about ``seconds``; True once all are drawn."""
        end = time.perf_counter() + seconds
        painter = QPainter(self._image)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setTransform(self._to_image)
            for _ in _painted(painter, itertools.islice(self._items, self._done, None)):
                self._done += 1
                if self._done % 64 == 0 and time.perf_counter() >= end:
                    break
        finally:
            painter.end()
        return self._done >= len(self._items)

    def result(self) -> tuple[QImage, float, QPointF, QTransform]:
        return self._image, self._scale, self._fraction, self._to_image
