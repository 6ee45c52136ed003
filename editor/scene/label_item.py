"""A territory's name, written on the map at its label point.

The text is a vector path in map units (its size follows the map's mark radius), drawn
twice: first stroked with a wide light halo, then filled dark, so it reads on any colour.
Long names break onto two lines.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPainterPath, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from editor.scene import style
from engine.board.model import Point

# Below this height on screen (in pixels) text is an unreadable speck and is not drawn.
MIN_VISIBLE_PIXELS = 2.5


def split_name(text: str, fits) -> list[str]:
    """The name as one line if ``fits(line)``, else as two lines split at the best space."""
    if fits(text) or " " not in text.strip():
        return [text]
    words = text.split()
    best: list[str] | None = None
    best_width = None
    for k in range(1, len(words)):
        lines = [" ".join(words[:k]), " ".join(words[k:])]
        width = max(len(line) for line in lines)
        if best_width is None or width < best_width:
            best, best_width = lines, width
    return best or [text]


@dataclass(frozen=True)
class TextLayout:
    """Where the lines of a label go (in font pixels) and how they map to the map."""

    font: QFont
    lines: tuple[str, ...]
    origins: tuple[QPointF, ...]  # baseline starts, in font pixels
    transform: QTransform          # font pixels -> map units, centred on (0, 0)
    bounds: QRectF                 # a safe box around the text, in map units

    def path(self) -> QPainterPath:
        path = QPainterPath()
        for origin, line in zip(self.origins, self.lines, strict=True):
            path.addText(origin, self.font, line)
        return self.transform.map(path)


@functools.cache
def _font_and_metrics(sea: bool) -> tuple[QFont, QFontMetricsF]:
    font = style.label_font(sea)
    return font, QFontMetricsF(font)


def layout_text(text: str, size: float, sea: bool = False, wrap_width: float | None = None) -> TextLayout:
    """Lay the text out centred on (0, 0); ``size`` is the font's pixel size in map units.

    If the text is wider than ``wrap_width`` it is broken onto two lines (and made a little
    smaller, so the block stays clear of the sticker slots above and below). Only font
    metrics are used, which is cheap; the glyph outlines are made by :meth:`TextLayout.path`.
    """
    font, metrics = _font_and_metrics(sea)
    scale = size / style.LABEL_FONT_PIXELS
    if wrap_width is None:
        lines = [text]
    else:
        limit = wrap_width / scale
        lines = split_name(text, lambda line: metrics.horizontalAdvance(line) <= limit)
    if len(lines) > 1:
        scale *= style.LABEL_WRAPPED_SIZE
    spacing = metrics.lineSpacing() * style.LABEL_LINE_SPACING
    widths = [metrics.horizontalAdvance(line) for line in lines]
    origins = tuple(QPointF(-w / 2, k * spacing) for k, w in enumerate(widths))
    # Centre the block between the caps of the first line and halfway down the last line's
    # descenders: the middle of what the eye reads as the text.
    top = -metrics.capHeight()
    bottom = (len(lines) - 1) * spacing + metrics.descent() / 2
    transform = QTransform().scale(scale, scale).translate(0, -(top + bottom) / 2)
    half = max(widths, default=0) / 2 + metrics.averageCharWidth()  # room for side bearings
    box = QRectF(-half, -metrics.ascent(), 2 * half,
                 metrics.ascent() + (len(lines) - 1) * spacing + metrics.descent())
    return TextLayout(font, tuple(lines), origins, transform, transform.mapRect(box))


def text_path(text: str, size: float, sea: bool = False, wrap_width: float | None = None) -> QPainterPath:
    """The text's outlines as a path centred on (0, 0) (see :func:`layout_text`)."""
    return layout_text(text, size, sea, wrap_width).path()


class LabelItem(QGraphicsItem):
    """The name of one territory, centred on a point."""

    def __init__(
        self,
        territory_id: str,
        text: str,
        point: Point,
        mark_radius: float,
        sea: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._territory_id = territory_id
        self._text = text
        self._mark_radius = mark_radius
        self._sea = sea
        self._layout: TextLayout | None = None
        # The glyph outlines are made when first painted: most labels of a big map are
        # never seen close enough to be drawn, and outlines are the costly part.
        self._path: QPainterPath | None = None
        self._bounds = QRectF()
        self.setZValue(style.Z_LABEL)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setPos(QPointF(*point))
        self._rebuild()

    @property
    def territory_id(self) -> str:
        return self._territory_id

    def text(self) -> str:
        return self._text

    def text_size(self) -> float:
        return style.LABEL_SIZE * self._mark_radius

    def set_label(self, text: str, point: Point, mark_radius: float, sea: bool = False) -> None:
        self.setPos(QPointF(*point))
        if (text, mark_radius, sea) != (self._text, self._mark_radius, self._sea):
            self._text, self._mark_radius, self._sea = text, mark_radius, sea
            self._rebuild()

    def lines(self) -> tuple[str, ...]:
        return self._layout.lines

    def text_shape(self) -> QPainterPath:
        """The letters' outlines in item coordinates (centred on the label point)."""
        return QPainterPath(self._text_path())

    def _text_path(self) -> QPainterPath:
        if self._path is None:
            self._path = self._layout.path()
        return self._path

    def _rebuild(self) -> None:
        self.prepareGeometryChange()
        size = self.text_size()
        self._layout = layout_text(self._text, size, self._sea, style.LABEL_WRAP * size)
        self._path = None
        halo = style.LABEL_HALO * size
        self._bounds = self._layout.bounds.adjusted(-halo, -halo, halo, halo)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return self._bounds

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._bounds)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        if lod * self.text_size() < MIN_VISIBLE_PIXELS:
            return
        painter.setBrush(Qt.BrushStyle.NoBrush)
        path = self._text_path()
        painter.setPen(style.label_halo_pen(self.text_size()))
        painter.drawPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.label_colour(self._sea))
        painter.drawPath(path)
