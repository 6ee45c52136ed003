"""The Legacy stickers on the map: cities, scars, fortifications, coins and continent marks.

Stickers are ink on the board: they are sized in map units from the map's mark radius, as
the empty sticker slots are (editor/scene/slot_item.py), and sit on them: a city on its
territory's city slot (its fortification's wall around it), a scar on the scar slot (a
scar-cancel's bandages over it). A city's name is the exception: it is drawn in screen
pixels beside the city, so it stays readable at any zoom.

Items only show; the marks layer (marks_layer.py) makes and updates them from the world,
and the placer (mark_placer.py) edits the world through commands. Clicks go through them
to the map (the placer finds stickers under the mouse itself); hovering shows details.
"""

from __future__ import annotations

import enum
import functools
import math
from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from editor.language.counts import counts
from editor.scenario import sticker_layout, stickers
from editor.scene import style
from engine.campaign.pieces import FORTIFICATION_BOXES, POPULATION, MarkKind, ScarType
from engine.campaign.world import ContinentMarks, LegacyWorld, Mark, TerritoryCard

Z_STICKER = 31.0  # above the territories' names (30): a sticker is stuck on top
Z_CONTINENT = 32.0
Z_NAME = 33.0
Z_GHOST = 40.0

NAME_PIXELS = (9, 13)  # a city name's font size on screen: at least, at most
NAME_SIZE = 1.0  # ...and in between, this many mark radii
NAME_PADDING = 3.0  # room around the name inside its tag, in pixels
NAME_GAP = 3.0  # between the sticker and its name tag, in pixels
BANNER_TEXT = 0.62  # the name's size on the banner, as a share of its height
GHOST_OPACITY = 0.6

TAG_FILL = QColor(255, 255, 255, 230)
TAG_INK = QColor("#1e1c19")
TAG_EDGE = QColor(30, 28, 25, 140)
BOX_INK = QColor("#2b2824")
BOX_EMPTY = QColor("#f4f1ea")
BADGE_FILL = QColor("#1e1c19")
BADGE_INK = QColor("#ffffff")
DESTROYED_INK = QColor("#b3261e")
BANNER_INK = QColor("#3d2a12")

# Text drawn in map units is laid out at this pixel size and scaled (hinting off, so the
# glyphs scale without distortion).
_TEXT_PIXELS = 64


def tr(text: str) -> str:
    """Translate a text held in a variable (literal texts call QCoreApplication.translate
    themselves, with the context spelled out, so that pyside6-lupdate finds them)."""
    return QCoreApplication.translate("MarkItems", text)


class StickerRole(enum.Enum):
    CITY = "city"  # a city, with its fortification if it has one
    SCAR = "scar"  # a scar, with the scar-cancel over it if it was cancelled
    COINS = "coins"  # the coins on the territory's card (shown from 2 on) or a destroyed card
    CONTINENT = "continent"  # a continent's name banner and its ±1 mark


# -- details shown on hover ---------------------------------------------------------------------------


# The built-in scars' names, literally, so that lupdate offers them for translation (the
# catalogue, which is data, names them in English).
_BUILT_IN_SCAR_NAMES = frozenset({
    QT_TRANSLATE_NOOP("MarkItems", "Bunker"),
    QT_TRANSLATE_NOOP("MarkItems", "Ammo Shortage"),
})


def scar_name(scar: ScarType | None) -> str:
    """A scar type's name in the user's language (the built-in ones are translated)."""
    if scar is None:
        return ""
    return tr(scar.name) if scar.name in _BUILT_IN_SCAR_NAMES else scar.name


def city_kind_name(kind: MarkKind) -> str:
    return {
        MarkKind.MINOR_CITY: QCoreApplication.translate("MarkItems", "Minor city"),
        MarkKind.MAJOR_CITY: QCoreApplication.translate("MarkItems", "Major city"),
        MarkKind.WORLD_CAPITAL: QCoreApplication.translate("MarkItems", "World capital"),
    }.get(kind, "")


def city_details(city: Mark, fortification: Mark | None) -> str:
    name = city.name or QCoreApplication.translate("MarkItems", "(unnamed)")
    lines = [
        QCoreApplication.translate("MarkItems", "{kind}: {name}").format(kind=city_kind_name(city.kind), name=name),
        QCoreApplication.translate("MarkItems", "Population {population}").format(
            population=POPULATION.get(city.kind, 0)),
    ]
    if city.founder:
        lines.append(QCoreApplication.translate("MarkItems", "Founded by {founder}").format(founder=city.founder))
    if fortification is not None:
        left = max(0, FORTIFICATION_BOXES - fortification.used)
        lines.append(counts().fortification_left(left).format(total=FORTIFICATION_BOXES))
    return "\n".join(lines)


def scar_details(scar: Mark | None, scar_type: ScarType | None, cancelled: bool) -> str:
    if scar is None:
        return QCoreApplication.translate("MarkItems", "Scar-cancel (it covers no scar)")
    name = scar_name(scar_type) or scar.scar
    if cancelled:
        head = QCoreApplication.translate("MarkItems", "Scar: {name} (cancelled)")
    else:
        head = QCoreApplication.translate("MarkItems", "Scar: {name}")
    lines = [head.format(name=name)]
    if scar_type is not None and scar_type.text:
        lines.append(scar_type.text)
    return "\n".join(lines)


def card_details(card: TerritoryCard) -> str:
    lines = [QCoreApplication.translate("MarkItems", "Territory card: {coins}").format(
        coins=counts().coins(card.coins))]
    if card.destroyed:
        lines.append(QCoreApplication.translate("MarkItems", "The card was destroyed"))
    return "\n".join(lines)


def continent_details(map_name: str, marks: ContinentMarks) -> str:
    lines = []
    if marks.name:
        lines.append(QCoreApplication.translate("MarkItems", "Continent {map_name}, named {name}").format(
            map_name=map_name, name=marks.name))
        if marks.named_by:
            lines.append(QCoreApplication.translate("MarkItems", "Named by {player}").format(player=marks.named_by))
    else:
        lines.append(QCoreApplication.translate("MarkItems", "Continent {map_name}").format(map_name=map_name))
    if marks.bonus_mark > 0:
        lines.append(QCoreApplication.translate("MarkItems", "+1 mark: its bonus is one more"))
    elif marks.bonus_mark < 0:
        lines.append(QCoreApplication.translate("MarkItems", "-1 mark: its bonus is one less"))
    return "\n".join(lines)


# -- text in map units -----------------------------------------------------------------------------------


@functools.cache
def _map_font() -> QFont:
    return style.sans_font(_TEXT_PIXELS, QFont.Weight.Bold, scaled=True)


def _text_width(text: str, size: float) -> float:
    return QFontMetricsF(_map_font()).horizontalAdvance(text) * size / _TEXT_PIXELS


def _draw_map_text(painter: QPainter, text: str, centre: QPointF, size: float, colour: QColor) -> None:
    """Text of ``size`` map units, centred on a point."""
    metrics = QFontMetricsF(_map_font())
    scale = size / _TEXT_PIXELS
    painter.save()
    painter.translate(centre)
    painter.scale(scale, scale)
    path = QPainterPath()
    path.addText(QPointF(-metrics.horizontalAdvance(text) / 2, metrics.capHeight() / 2), _map_font(), text)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(path)
    painter.restore()


# -- the items ----------------------------------------------------------------------------------------


class StickerItem(QGraphicsItem):
    """One sticker of a territory (a city with its fortification, a scar with its cancel,
    the card's coins, a continent's marks), centred on its point."""

    role = StickerRole.CITY

    def __init__(self, territory_id: str, marks: Sequence[Mark], centre: QPointF, radius: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._territory_id = territory_id
        self._marks = tuple(marks)
        self._radius = radius
        self._boost = 1.0
        self.setPos(QPointF(centre))
        self.setZValue(Z_STICKER)
        # Clicks go to the map and its tools; the placer finds stickers under the mouse.
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def territory_id(self) -> str:
        return self._territory_id

    @property
    def marks(self) -> tuple[Mark, ...]:
        """The world's marks this sticker shows (the very objects in ``world.marks``)."""
        return self._marks

    @property
    def radius(self) -> float:
        return self._radius

    def sticker_names(self) -> tuple[str, ...]:
        """The stickers drawn, bottom first (for tests and the accessible description)."""
        return ()

    def top_mark(self) -> Mark | None:
        """The mark peeled off first (Delete): the one stuck on last."""
        return self._marks[-1] if self._marks else None

    def boost(self) -> float:
        return self._boost

    def set_zoom(self, zoom: float | None) -> None:
        """The view's zoom changed (screen pixels per map unit; None: no view)."""
        self.set_boost(sticker_layout.boost_for(zoom, self._radius))

    def set_boost(self, boost: float) -> None:
        """Draw the sticker ``boost`` times its size on the map (see sticker_layout.boost_for)."""
        if boost != self._boost:
            self.prepareGeometryChange()
            self._boost = boost
            self.update()

    def base_reach(self) -> float:
        """How far the sticker reaches from its centre on the map, in map units."""
        return self._radius

    def reach(self) -> float:
        """How far the sticker reaches from its centre as drawn, in map units."""
        return self.base_reach() * self._boost

    def hit(self, scene_point: QPointF) -> bool:
        """Whether a scene point falls on the sticker as drawn."""
        offset = (QPointF(scene_point) - self.pos()) / self._boost
        return self.base_hit(offset)

    def base_hit(self, offset: QPointF) -> bool:
        """Whether a point, in map units from the centre of the unboosted sticker, is on it."""
        return math.hypot(offset.x(), offset.y()) <= self.base_reach()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        reach = self.reach() * 1.02
        return QRectF(-reach, -reach, 2 * reach, 2 * reach)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.reach(), self.reach())
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if self._boost != 1.0:
            painter.scale(self._boost, self._boost)
        self.draw(painter)

    def draw(self, painter: QPainter) -> None:
        """Draw the sticker about (0, 0), at its size on the map."""


class CityItem(StickerItem):
    """A city sticker on the city slot, its fortification's wall around it (with the ten
    use boxes, ticked ones filled) and its name beside it."""

    role = StickerRole.CITY

    def __init__(self, territory_id: str, city: Mark, fortification: Mark | None, centre: QPointF,
                 radius: float, parent: QGraphicsItem | None = None) -> None:
        marks = (city,) if fortification is None else (city, fortification)
        super().__init__(territory_id, marks, centre, radius, parent)
        self.city = city
        self.fortification = fortification
        self.setToolTip(city_details(city, fortification))
        self.name_tag = NameTag(city.name, self) if city.name else None
        self._place_tag()

    def set_boost(self, boost: float) -> None:
        super().set_boost(boost)
        self._place_tag()

    def set_zoom(self, zoom: float | None) -> None:
        super().set_zoom(zoom)
        if self.name_tag is not None:
            self.name_tag.set_pixels(name_pixels(zoom, self._radius))

    def _place_tag(self) -> None:
        if self.name_tag is not None:
            self.name_tag.setPos(tag_anchor(self.name_tag.side(), self.reach()))

    def set_name_side(self, side: str | None) -> None:
        """Put the name tag on this side of the sticker (``TAG_SIDES``); None hides it (no
        room at this zoom: the name is still in the tooltip, and back on zooming in)."""
        if self.name_tag is None:
            return
        self.name_tag.setVisible(side is not None)
        if side is not None:
            self.name_tag.set_side(side)
            self._place_tag()

    def sticker_names(self) -> tuple[str, ...]:
        names = (stickers.sticker_for(self.city),)
        return names + ((stickers.FORTIFICATION,) if self.fortification is not None else ())

    def base_reach(self) -> float:
        if self.fortification is not None:
            return self._radius * stickers.FORTIFICATION_REACH
        return self._radius

    def draw(self, painter: QPainter) -> None:
        radius = self._radius
        if self.fortification is not None:
            stickers.draw_fortification(painter, radius)
            self._draw_boxes(painter, self.fortification.used)
        stickers.draw_round(painter, stickers.sticker_for(self.city), radius)

    def _draw_boxes(self, painter: QPainter, used: int) -> None:
        """The ten boxes on the wall, two between each pair of towers, clockwise from the
        top; the first ``used`` are ticked (filled)."""
        radius = self._radius
        wall = radius * stickers.FORTIFICATION_WALL
        side = radius * stickers.FORTIFICATION_WALL_WIDTH * 0.62
        pen = QPen(BOX_INK, side * 0.18)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(pen)
        angles = [tower + step for tower in stickers.FORTIFICATION_TOWERS for step in (24, 48)]
        for index, angle in enumerate(angles[:FORTIFICATION_BOXES]):
            painter.save()
            painter.rotate(angle)
            painter.setBrush(QBrush(BOX_INK if index < used else BOX_EMPTY))
            painter.drawRect(QRectF(-side / 2, -wall - side / 2, side, side))
            painter.restore()


class ScarItem(StickerItem):
    """A scar sticker on the scar slot; a cancelled scar shows the scar-cancel over it."""

    role = StickerRole.SCAR

    def __init__(self, territory_id: str, scar: Mark | None, cancel: Mark | None, scar_type: ScarType | None,
                 centre: QPointF, radius: float, parent: QGraphicsItem | None = None) -> None:
        marks = tuple(m for m in (scar, cancel) if m is not None)
        super().__init__(territory_id, marks, centre, radius, parent)
        self.scar = scar
        self.cancel = cancel
        self.scar_type = scar_type
        self.setToolTip(scar_details(scar, scar_type, cancel is not None))

    @property
    def cancelled(self) -> bool:
        return self.cancel is not None

    def sticker_names(self) -> tuple[str, ...]:
        names = (stickers.sticker_for(self.scar),) if self.scar is not None else ()
        return names + ((stickers.SCAR_CANCEL,) if self.cancel is not None else ())

    def draw(self, painter: QPainter) -> None:
        if self.scar is not None:
            stickers.draw_round(painter, stickers.sticker_for(self.scar), self._radius)
        if self.cancel is not None:
            stickers.draw_round(painter, stickers.SCAR_CANCEL, self._radius * 1.05)


class CoinsItem(StickerItem):
    """The coins on a territory's card: a coin with the count, crossed out if the card was
    destroyed. Shown near the city slot when the card has more than its printed coin."""

    role = StickerRole.COINS

    def __init__(self, territory_id: str, card: TerritoryCard, centre: QPointF, radius: float,
                 parent: QGraphicsItem | None = None, anchor: QPointF | None = None) -> None:
        super().__init__(territory_id, (), centre, radius, parent)
        self.card = card
        # Its point on the map and the city slot it stands beside (None: not known): drawn
        # bigger, the coin moves away from the slot as much (marks_layer.spread_coins).
        self.home = QPointF(centre)
        self.anchor = QPointF(anchor) if anchor is not None else None
        self.setToolTip(card_details(card))

    @property
    def coins(self) -> int:
        return self.card.coins

    def sticker_names(self) -> tuple[str, ...]:
        return (stickers.COIN,)

    def base_reach(self) -> float:
        return self._radius * sticker_layout.COIN_SIZE * 1.45

    def draw(self, painter: QPainter) -> None:
        coin = self._radius * sticker_layout.COIN_SIZE
        stickers.draw_round(painter, stickers.COIN, coin)
        badge = coin * 0.62
        centre = QPointF(coin * 0.78, coin * 0.78)
        painter.setPen(QPen(BADGE_INK, badge * 0.16))
        painter.setBrush(BADGE_FILL)
        painter.drawEllipse(centre, badge, badge)
        _draw_map_text(painter, str(self.card.coins), centre, badge * 1.25, BADGE_INK)
        if self.card.destroyed:
            pen = QPen(DESTROYED_INK, coin * 0.28)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLine(QPointF(-coin, -coin), QPointF(coin, coin))
            painter.drawLine(QPointF(-coin, coin), QPointF(coin, -coin))


class ContinentItem(StickerItem):
    """A continent's banner with the name a winner gave it, and its +1 or -1 mark at the
    banner's right end (or alone, if the continent has no name yet)."""

    role = StickerRole.CONTINENT

    def __init__(self, continent_id: str, map_name: str, marks: ContinentMarks, centre: QPointF, radius: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__("", (), centre, radius, parent)
        self.continent_id = continent_id
        self.continent_marks = marks
        self.setZValue(Z_CONTINENT)
        self.setToolTip(continent_details(map_name, marks))
        height = sticker_layout.BANNER_HEIGHT * radius
        text = BANNER_TEXT * height
        self._half_width = max(height * stickers.BANNER_ASPECT,
                               _text_width(marks.name, text) + 2 * 0.55 * height) / 2 if marks.name else 0.0

    def sticker_names(self) -> tuple[str, ...]:
        names = (stickers.CONTINENT_NAME,) if self.continent_marks.name else ()
        if self.continent_marks.bonus_mark > 0:
            names += (stickers.PLUS_ONE,)
        elif self.continent_marks.bonus_mark < 0:
            names += (stickers.MINUS_ONE,)
        return names

    def _bonus_centre(self) -> QPointF:
        if not self.continent_marks.name:
            return QPointF(0, 0)
        return QPointF(self._half_width - 0.2 * self._radius, -0.55 * self._radius)

    def base_reach(self) -> float:
        return max(self._half_width, self._radius) + self._radius

    def base_hit(self, offset: QPointF) -> bool:
        height = sticker_layout.BANNER_HEIGHT * self._radius
        if self.continent_marks.name and abs(offset.x()) <= self._half_width and abs(offset.y()) <= height / 2:
            return True
        bonus = offset - self._bonus_centre()
        return self.continent_marks.bonus_mark != 0 and math.hypot(bonus.x(), bonus.y()) <= self._radius

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        height = sticker_layout.BANNER_HEIGHT * self._radius
        if self.continent_marks.name:
            path.addRect(QRectF(-self._half_width, -height / 2, 2 * self._half_width, height))
        if self.continent_marks.bonus_mark:
            path.addEllipse(self._bonus_centre(), self._radius, self._radius)
        return QTransform.fromScale(self._boost, self._boost).map(path)

    def draw(self, painter: QPainter) -> None:
        marks = self.continent_marks
        if marks.name:
            height = sticker_layout.BANNER_HEIGHT * self._radius
            _draw_banner(painter, QRectF(-self._half_width, -height / 2, 2 * self._half_width, height))
            _draw_map_text(painter, marks.name, QPointF(0, -height * 0.1), BANNER_TEXT * height, BANNER_INK)
        if marks.bonus_mark:
            name = stickers.PLUS_ONE if marks.bonus_mark > 0 else stickers.MINUS_ONE
            centre = self._bonus_centre()
            stickers.draw_round(painter, name, self._radius * 0.9, centre.x(), centre.y())


def _draw_banner(painter: QPainter, rect: QRectF) -> None:
    """The ribbon, stretched to ``rect`` by its middle only: its folded ends keep their shape."""
    svg = stickers.renderer(stickers.CONTINENT_NAME)
    if not svg.isValid():
        return
    box = svg.viewBoxF()
    scale = rect.height() / box.height()
    end = 40.0  # the folded ends, in the picture's units
    end_width = end * scale
    parts = (
        (QRectF(0, 0, end, box.height()), QRectF(rect.left(), rect.top(), end_width, rect.height())),
        (QRectF(end, 0, box.width() - 2 * end, box.height()),
         QRectF(rect.left() + end_width, rect.top(), rect.width() - 2 * end_width, rect.height())),
        (QRectF(box.width() - end, 0, end, box.height()),
         QRectF(rect.right() - end_width, rect.top(), end_width, rect.height())),
    )
    try:
        for source, target in parts:
            svg.setViewBox(source)
            svg.render(painter, target)
    finally:
        svg.setViewBox(box)


def name_pixels(zoom: float | None, radius: float) -> int:
    """A city name's font size on screen: like the map's ink when that is readable, never
    smaller than the least readable size nor big enough to crowd the map."""
    low, high = NAME_PIXELS
    if not zoom or zoom <= 0:
        return high
    return int(min(high, max(low, round(NAME_SIZE * radius * zoom))))


@functools.cache
def name_font(pixels: int = NAME_PIXELS[1]) -> QFont:
    return style.sans_font(pixels, QFont.Weight.DemiBold)


# Where a name tag may go, in the order tried: beside the city reads best, then above or below.
TAG_SIDES = ("right", "left", "above", "below")


def tag_anchor(side: str, reach: float) -> QPointF:
    """Where on a sticker reaching ``reach`` from its centre a tag on ``side`` is pinned."""
    return {"right": QPointF(reach, 0.0), "left": QPointF(-reach, 0.0),
            "above": QPointF(0.0, -reach), "below": QPointF(0.0, reach)}[side]


def tag_rect(side: str, width: float, height: float) -> QRectF:
    """A ``width`` x ``height`` tag on ``side`` of its anchor, a small gap away, in pixels."""
    if side == "left":
        return QRectF(-NAME_GAP - width, -height / 2, width, height)
    if side == "above":
        return QRectF(-width / 2, -NAME_GAP - height, width, height)
    if side == "below":
        return QRectF(-width / 2, NAME_GAP, width, height)
    return QRectF(NAME_GAP, -height / 2, width, height)


class NameTag(QGraphicsItem):
    """A city's name on a small white tag beside the city, in screen pixels (readable at
    any zoom; it does not grow with the map). The marks layer chooses the side so that
    neighbours' tags do not cover each other."""

    def __init__(self, text: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._text = text
        self._pixels = NAME_PIXELS[1]
        self._side = TAG_SIDES[0]
        self._rect = self._layout()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent, False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_NAME - Z_STICKER)

    def text(self) -> str:
        return self._text

    def pixels(self) -> int:
        return self._pixels

    def set_pixels(self, pixels: int) -> None:
        if pixels != self._pixels:
            self.prepareGeometryChange()
            self._pixels = pixels
            self._rect = self._layout()
            self.update()

    def side(self) -> str:
        return self._side

    def set_side(self, side: str) -> None:
        if side != self._side:
            self.prepareGeometryChange()
            self._side = side
            self._rect = self._layout()
            self.update()

    def size(self) -> tuple[float, float]:
        """The tag's width and height, in screen pixels."""
        return self._rect.width(), self._rect.height()

    def box(self) -> QRectF:
        """The tag as drawn, in pixels from its anchor."""
        return QRectF(self._rect)

    def _layout(self) -> QRectF:
        metrics = QFontMetricsF(name_font(self._pixels))
        width = metrics.horizontalAdvance(self._text) + 2 * NAME_PADDING
        height = metrics.height() + NAME_PADDING
        return tag_rect(self._side, width, height)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(TAG_EDGE, 1.0))
        painter.setBrush(TAG_FILL)
        radius = self._rect.height() / 2
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setFont(name_font(self._pixels))
        painter.setPen(TAG_INK)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self._text)


class GhostItem(QGraphicsItem):
    """Where a dragged sticker would go: the sticker, faint, on the slot it snaps to."""

    def __init__(self, radius: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._radius = radius
        self._sticker = ""
        self.setOpacity(GHOST_OPACITY)
        self.setZValue(Z_GHOST)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def sticker(self) -> str:
        return self._sticker

    def set_sticker(self, name: str) -> None:
        if name != self._sticker:
            self.prepareGeometryChange()
            self._sticker = name
            self.update()

    def _half(self) -> float:
        if self._sticker == stickers.FORTIFICATION:
            return self._radius * stickers.FORTIFICATION_HALF
        if self._sticker == stickers.CONTINENT_NAME:
            return sticker_layout.BANNER_HEIGHT * self._radius * stickers.BANNER_ASPECT / 2
        return self._radius * 50 / 48

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        half = self._half()
        return QRectF(-half, -half, 2 * half, 2 * half)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        name = self._sticker
        if name == stickers.FORTIFICATION:
            stickers.draw_fortification(painter, self._radius)
        elif name == stickers.CONTINENT_NAME:
            height = sticker_layout.BANNER_HEIGHT * self._radius
            half = height * stickers.BANNER_ASPECT / 2
            _draw_banner(painter, QRectF(-half, -height / 2, 2 * half, height))
        elif name:
            stickers.draw_round(painter, name, self._radius)


def world_scar_type(world: LegacyWorld, mark: Mark | None) -> ScarType | None:
    return world.scar_type(mark.scar) if mark is not None else None
