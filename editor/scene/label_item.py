"""A territory's name, written on the map at its label point.

The text is a vector path in map units (its size follows the map's mark radius), drawn
twice: first stroked with a wide light halo, then filled dark, so it reads on any colour.
Long names break onto two lines.
"""

from __future__ import annotations

import functools
import math
import time
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPaintEngine, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QStyleOptionGraphicsItem

from editor.scene import label_sprites, style
from engine.board.model import Point

# Below this size on screen (in pixels) text is an unreadable speck and is not drawn.
MIN_VISIBLE_PIXELS = 4.0
# Up to this size on screen text is drawn from Qt's glyph cache (Qt itself draws bigger
# text as outlines), above it as outlines with a stroked halo.
GLYPH_CACHE_PIXELS = 40.0
# The halo drawn from glyphs is a dozen overlapping copies: each is fainter than the
# stroked halo so that together they look alike.
GLYPH_HALO_COLOUR = QColor(255, 255, 255, 140)
_NO_PEN = QPen(Qt.PenStyle.NoPen)


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


_advances: dict[tuple[bool, str], float] = {}


def estimated_width(text: str, sea: bool = False) -> float:
    """The line's width in font pixels as the sum of its characters' advances.

    Measuring a whole line shapes it (some microseconds each); a big map has thousands of
    labels, most of them never drawn. Kerning makes real lines a little narrower, if
    anything, and a label's box has a character's width to spare on each side.
    """
    total = 0.0
    for char in text:
        advance = _advances.get((sea, char))
        if advance is None:
            advance = _advances[(sea, char)] = _font_and_metrics(sea)[1].horizontalAdvance(char)
        total += advance
    return total


def choose_lines(text: str, size: float, sea: bool = False, wrap_width: float | None = None) -> list[str]:
    """The name on one line, or on two if wider than ``wrap_width`` (map units)."""
    if wrap_width is None:
        return [text]
    limit = wrap_width / (size / style.LABEL_FONT_PIXELS)
    return split_name(text, lambda line: estimated_width(line, sea) <= limit)


def _transform(metrics: QFontMetricsF, lines, size: float) -> tuple[QTransform, float]:
    scale = size / style.LABEL_FONT_PIXELS
    if len(lines) > 1:
        scale *= style.LABEL_WRAPPED_SIZE
    spacing = metrics.lineSpacing() * style.LABEL_LINE_SPACING
    # Centre the block between the caps of the first line and halfway down the last line's
    # descenders: the middle of what the eye reads as the text.
    top = -metrics.capHeight()
    bottom = (len(lines) - 1) * spacing + metrics.descent() / 2
    return QTransform().scale(scale, scale).translate(0, -(top + bottom) / 2), spacing


def _box(metrics: QFontMetricsF, widths, spacing: float) -> QRectF:
    half = max(widths, default=0) / 2 + metrics.averageCharWidth()  # room for side bearings
    return QRectF(-half, -metrics.ascent(), 2 * half,
                  metrics.ascent() + (len(widths) - 1) * spacing + metrics.descent())


def layout_text(text: str, size: float, sea: bool = False, wrap_width: float | None = None,
                lines=None) -> TextLayout:
    """Lay the text out centred on (0, 0); ``size`` is the font's pixel size in map units.

    If the text is wider than ``wrap_width`` it is broken onto two lines (and made a little
    smaller, so the block stays clear of the sticker slots above and below); ``lines``, if
    given, is that choice made already. Only font metrics are used, which is cheap; the
    glyph outlines are made by :meth:`TextLayout.path`.
    """
    font, metrics = _font_and_metrics(sea)
    if lines is None:
        lines = choose_lines(text, size, sea, wrap_width)
    transform, spacing = _transform(metrics, lines, size)
    widths = [metrics.horizontalAdvance(line) for line in lines]
    origins = tuple(QPointF(-w / 2, k * spacing) for k, w in enumerate(widths))
    return TextLayout(font, tuple(lines), origins, transform, transform.mapRect(_box(metrics, widths, spacing)))


def estimated_bounds(lines, size: float, sea: bool = False) -> QRectF:
    """A box, in map units, that holds the lines' letters as :func:`layout_text` places them."""
    _font, metrics = _font_and_metrics(sea)
    transform, spacing = _transform(metrics, lines, size)
    widths = [estimated_width(line, sea) for line in lines]
    return transform.mapRect(_box(metrics, widths, spacing))


def text_path(text: str, size: float, sea: bool = False, wrap_width: float | None = None) -> QPainterPath:
    """The text's outlines as a path centred on (0, 0) (see :func:`layout_text`)."""
    return layout_text(text, size, sea, wrap_width).path()


@functools.lru_cache(maxsize=64)
def _halo_offsets(radius: float, count: int) -> tuple[QPointF, ...]:
    """``count`` points on a circle of ``radius``: where the halo's copies of the text go."""
    return tuple(QPointF(radius * math.cos(2 * math.pi * k / count), radius * math.sin(2 * math.pi * k / count))
                 for k in range(count))


def _halo_count(pixels: float) -> int:
    """Enough copies that they merge into an even halo ``pixels`` wide on screen."""
    return 8 if pixels <= 2.5 else 12 if pixels <= 4.0 else 16


class LabelItem(QGraphicsRectItem):
    """The name of one territory, centred on a point.

    A rectangle item underneath, so that Qt knows its box without calling Python (a big map
    has thousands of labels, and the scene's index asks every one of them).
    """

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
        self._lines: tuple[str, ...] = (text,)
        self._wrapped = False  # forced onto two lines (a crowded play board), whatever fits
        # Whether what goes with the name (a troop badge) is drawn under it (True) or on the
        # label point, where a name nudged away from its land leaves it (readable_labels).
        self.badge_below = True
        # The exact layout and the glyph outlines are made when first needed: most labels of
        # a big map are never seen close enough to be drawn.
        self._layout: TextLayout | None = None
        self._path: QPainterPath | None = None
        # The label as drawn at one scale (label_sprites): the picture, the device scale it
        # was drawn at, and where its top left is from the label point, in device pixels.
        self._sprite: QPixmap | None = None
        self._sprite_scale = 0.0
        self._sprite_corner = QPointF()
        self.setPen(_NO_PEN)
        self.setZValue(style.Z_LABEL)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._home = QPointF(*point)
        self.setPos(self._home)
        self._rebuild()

    @property
    def territory_id(self) -> str:
        return self._territory_id

    def text(self) -> str:
        return self._text

    def text_size(self) -> float:
        return style.LABEL_SIZE * self._mark_radius

    def home(self) -> QPointF:
        """The territory's label point: where the name belongs (the play board may nudge it)."""
        return QPointF(self._home)

    def set_label(self, text: str, point: Point, mark_radius: float, sea: bool = False) -> None:
        self._home = QPointF(*point)
        self.setPos(self._home)
        if (text, mark_radius, sea) != (self._text, self._mark_radius, self._sea):
            self._text, self._mark_radius, self._sea = text, mark_radius, sea
            self._rebuild()

    def lines(self) -> tuple[str, ...]:
        return self._lines

    def can_wrap(self) -> bool:
        """Whether the name could take less room on two lines than it does now."""
        return not self._wrapped and len(self._lines) == 1 and " " in self._text.strip()

    def is_wrapped(self) -> bool:
        return self._wrapped

    def set_wrapped(self, wrapped: bool) -> None:
        """Put the name on two lines (True) or on as many as its width needs (False)."""
        if wrapped != self._wrapped:
            self._wrapped = wrapped
            self._rebuild()

    def text_shape(self) -> QPainterPath:
        """The letters' outlines in item coordinates (centred on the label point)."""
        return QPainterPath(self._text_path())

    def text_layout(self) -> TextLayout:
        if self._layout is None:
            self._layout = layout_text(self._text, self.text_size(), self._sea, lines=self._lines)
        return self._layout

    def _text_path(self) -> QPainterPath:
        if self._path is None:
            self._path = self.text_layout().path()
        return self._path

    def _rebuild(self) -> None:
        size = self.text_size()
        wrap = 0.0 if self._wrapped else style.LABEL_WRAP * size
        self._lines = tuple(choose_lines(self._text, size, self._sea, wrap))
        self._layout = None
        self._path = None
        self._sprite = None
        halo = style.LABEL_HALO * size
        self.setRect(estimated_bounds(self._lines, size, self._sea).adjusted(-halo, -halo, halo, halo))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        pixels = option.levelOfDetailFromTransform(painter.worldTransform()) * self.text_size()
        if pixels < MIN_VISIBLE_PIXELS:
            return
        if pixels <= GLYPH_CACHE_PIXELS and painter.paintEngine().type() == QPaintEngine.Type.Raster:
            sprites = getattr(self.scene(), "label_sprites", None)
            world = painter.worldTransform()
            upright = world.type().value <= QTransform.TransformationType.TxScale.value and world.m11() == world.m22()
            if sprites is not None and sprites.enabled and upright:
                self._paint_sprite(painter, sprites, pixels)
            else:
                self._paint_glyphs(painter, pixels)
        else:
            self._paint_outlines(painter)

    def sprite_scale(self) -> float:
        """The device scale this label's picture was drawn at (0: none yet)."""
        return self._sprite_scale if self._sprite is not None else 0.0

    def _paint_sprite(self, painter: QPainter, sprites: label_sprites.LabelSprites, pixels: float) -> None:
        """Draw from this label's picture: sharp at its own scale, else stretched while a new
        one is not worth drawing now (see label_sprites)."""
        world = painter.worldTransform()
        ratio = painter.device().devicePixelRatio()
        scale = world.m11() * ratio  # device pixels per item unit
        if self._sprite is not None and math.isclose(self._sprite_scale, scale, rel_tol=1e-9):
            # Drawn ahead of need (prewarm) at what the view's arithmetic gives as this scale
            # up to rounding: the same picture.
            scale = self._sprite_scale
        if self._sprite is None or self._sprite_scale != scale:
            stretch = scale / self._sprite_scale if self._sprite is not None else 0.0
            usable = 1 / label_sprites.MAX_STRETCH <= stretch <= label_sprites.MAX_STRETCH
            if sprites.may_render() and (self._sprite is None or not sprites.zooming() or not usable):
                start = time.perf_counter()
                self._render_sprite(scale, pixels)
                sprites.rendered(time.perf_counter() - start)
            elif self._sprite is None:
                # No time left this frame: a next frame, between events, draws the picture.
                # Meanwhile the bare letters (one text draw, not a dozen) stand in, so that no
                # name in view is missing from any frame.
                sprites.left_out(self)
                self._paint_glyphs(painter, pixels, with_halo=False)
                return
            else:
                sprites.stretched(self)
        stretch = scale / self._sprite_scale
        painter.save()
        # The label point on a whole device pixel: the picture is then copied, not resampled.
        x, y = world.dx() * ratio, world.dy() * ratio
        if stretch == 1.0:
            x, y = round(x), round(y)
        else:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setWorldTransform(QTransform(stretch / ratio, 0, 0, stretch / ratio, x / ratio, y / ratio))
        self._sprite.setDevicePixelRatio(1.0)
        painter.drawPixmap(self._sprite_corner, self._sprite)
        painter.restore()

    def prewarm(self, scale: float, pixels: float) -> bool:
        """Draw this label's picture now for a scale the view may show next (``scale``
        device pixels per item unit, the text ``pixels`` tall on screen), so that the frame
        showing it only copies it; a label with a picture it may stretch to that scale while
        zooming is left alone. True if a picture was drawn."""
        if not MIN_VISIBLE_PIXELS <= pixels <= GLYPH_CACHE_PIXELS:
            return False
        if self._sprite is not None:
            stretch = scale / self._sprite_scale
            if 1 / label_sprites.MAX_STRETCH <= stretch <= label_sprites.MAX_STRETCH:
                return False
        self._render_sprite(scale, pixels)
        return True

    def _render_sprite(self, scale: float, pixels: float) -> None:
        box = QTransform.fromScale(scale, scale).mapRect(self.rect())
        left, top = math.floor(box.left()) - 1, math.floor(box.top()) - 1
        width, height = math.ceil(box.right()) + 1 - left, math.ceil(box.bottom()) + 1 - top
        sprite = QPixmap(max(1, width), max(1, height))
        sprite.fill(Qt.GlobalColor.transparent)
        painter = QPainter(sprite)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        painter.setTransform(QTransform(scale, 0, 0, scale, -left, -top))
        self._paint_glyphs(painter, pixels)
        painter.end()
        self._sprite, self._sprite_scale, self._sprite_corner = sprite, scale, QPointF(left, top)

    def _paint_glyphs(self, painter: QPainter, pixels: float, with_halo: bool = True) -> None:
        """Small text on screen: Qt's glyph cache, with the halo made of offset copies.

        Stroking the outlines with a wide halo pen costs about half a millisecond a label;
        cached glyphs cost a few microseconds each.
        """
        layout = self.text_layout()
        halo = style.LABEL_HALO * self.text_size() / 2  # beyond the letters, in map units
        offsets = _halo_offsets(halo / layout.transform.m11(), _halo_count(halo / self.text_size() * pixels))
        painter.save()
        painter.setTransform(layout.transform, True)
        painter.setFont(layout.font)
        if with_halo:
            painter.setPen(GLYPH_HALO_COLOUR)
            for origin, line in zip(layout.origins, layout.lines, strict=True):
                for offset in offsets:
                    painter.drawText(origin + offset, line)
        painter.setPen(style.label_colour(self._sea))
        for origin, line in zip(layout.origins, layout.lines, strict=True):
            painter.drawText(origin, line)
        painter.restore()

    def _paint_outlines(self, painter: QPainter) -> None:
        """Exact outlines with a stroked halo: big text on screen, and vector output (SVG)."""
        path = self._text_path()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(style.label_halo_pen(self.text_size()))
        painter.drawPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.label_colour(self._sea))
        painter.drawPath(path)
