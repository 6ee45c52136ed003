"""The sticker pictures: hand-drawn SVGs in resources/stickers/, loaded once and shared.

A sticker is named by its file's stem (``minor-city``, ``scar-bunker``...). Round stickers
are drawn in a 100 x 100 box whose circle has radius 48: drawn in a square of side
``2 * radius`` they fill a sticker slot of that radius. The fortification's box is 160
wide for a city of radius 50 (its wall goes around the city sticker), the continent banner
is a 240 x 64 ribbon.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QIcon, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from engine.campaign.pieces import MarkKind
from engine.campaign.world import Mark
from engine.resources import resources_dir

MINOR_CITY = "minor-city"
MAJOR_CITY = "major-city"
WORLD_CAPITAL = "world-capital"
SCAR_BUNKER = "scar-bunker"
SCAR_AMMO_SHORTAGE = "scar-ammo-shortage"
SCAR_USER = "scar-user"  # any scar the players wrote themselves
SCAR_CANCEL = "scar-cancel"
FORTIFICATION = "fortification"
COIN = "coin"
PLUS_ONE = "plus-one"
MINUS_ONE = "minus-one"
CONTINENT_NAME = "continent-name"

ALL_STICKERS = (MINOR_CITY, MAJOR_CITY, WORLD_CAPITAL, SCAR_BUNKER, SCAR_AMMO_SHORTAGE, SCAR_USER, SCAR_CANCEL,
                FORTIFICATION, COIN, PLUS_ONE, MINUS_ONE, CONTINENT_NAME)

# The fortification's picture, in city radii (the city's circle is 48 units in its box):
# half its box, how far its towers reach, where the middle of its wall runs (the use boxes
# are drawn there) and how wide the wall is.
FORTIFICATION_HALF = 80 / 48
FORTIFICATION_REACH = 74 / 48
FORTIFICATION_WALL = 60 / 48
FORTIFICATION_WALL_WIDTH = 16 / 48
# The towers stand at these angles (degrees clockwise from the top, as drawn).
FORTIFICATION_TOWERS = (0, 72, 144, 216, 288)
# The banner's width over its height.
BANNER_ASPECT = 240 / 64

_BY_KIND = {
    MarkKind.MINOR_CITY: MINOR_CITY,
    MarkKind.MAJOR_CITY: MAJOR_CITY,
    MarkKind.WORLD_CAPITAL: WORLD_CAPITAL,
    MarkKind.SCAR_CANCEL: SCAR_CANCEL,
    MarkKind.FORTIFICATION: FORTIFICATION,
}
_BUILT_IN_SCARS = {"bunker": SCAR_BUNKER, "ammo-shortage": SCAR_AMMO_SHORTAGE}


def stickers_dir():
    return resources_dir() / "stickers"


@functools.cache
def renderer(name: str) -> QSvgRenderer:
    """The loaded SVG of a sticker (shared; an unknown name gives an invalid renderer)."""
    return QSvgRenderer(str(stickers_dir() / f"{name}.svg"))


def scar_sticker(scar_id: str) -> str:
    """The sticker of a scar type: the built-in scars have their own, the players' share one."""
    return _BUILT_IN_SCARS.get(scar_id, SCAR_USER)


def sticker_for(mark: Mark) -> str:
    """The sticker drawn for a mark."""
    if mark.kind is MarkKind.SCAR:
        return scar_sticker(mark.scar)
    return _BY_KIND[mark.kind]


def draw(painter: QPainter, name: str, rect: QRectF) -> None:
    """Draw a sticker into ``rect`` (its picture stretched to fill it)."""
    svg = renderer(name)
    if svg.isValid():
        svg.render(painter, rect)


def draw_round(painter: QPainter, name: str, radius: float, centre_x: float = 0.0, centre_y: float = 0.0) -> None:
    """Draw a round sticker as a disc of ``radius`` about a centre (the picture's 100-unit
    box holds a circle of 48, which is made ``radius``)."""
    half = radius * 50 / 48
    draw(painter, name, QRectF(centre_x - half, centre_y - half, 2 * half, 2 * half))


def draw_fortification(painter: QPainter, radius: float) -> None:
    """Draw the fortification's wall around a city sticker of ``radius`` centred on (0, 0)."""
    half = radius * FORTIFICATION_HALF
    draw(painter, FORTIFICATION, QRectF(-half, -half, 2 * half, 2 * half))


@functools.lru_cache(maxsize=128)
def pixmap(name: str, size: int, device_pixel_ratio: float = 1.0) -> QPixmap:
    """A sticker drawn into a transparent square of ``size`` pixels (a wide one centred in it)."""
    pixels = max(1, round(size * device_pixel_ratio))
    image = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    svg = renderer(name)
    if svg.isValid():
        box = svg.viewBoxF()
        scale = pixels / max(box.width(), box.height(), 1e-9)
        width, height = box.width() * scale, box.height() * scale
        painter = QPainter(image)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            svg.render(painter, QRectF((pixels - width) / 2, (pixels - height) / 2, width, height))
        finally:
            painter.end()
    result = QPixmap.fromImage(image)
    result.setDevicePixelRatio(device_pixel_ratio)
    return result


def icon(name: str) -> QIcon:
    """A sticker as an icon for lists and menus (sharp at the usual icon sizes)."""
    result = QIcon()
    for size in (16, 24, 32, 48, 64):
        result.addPixmap(pixmap(name, size))
    return result


def icon_size() -> QSize:
    return QSize(32, 32)
