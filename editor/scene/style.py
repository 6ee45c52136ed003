"""How the map looks: every colour, pen, brush and font of the map scene, in one place.

Sizes come in two kinds. *Cosmetic* pens (borders) are measured in screen pixels and stay
thin at any zoom. Everything else that belongs to the map (labels, sticker slots, sea-lines)
is measured in map units relative to the map's mark radius, so it keeps its size relative
to the territories, as ink on a printed board does.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen

from engine.board.model import Territory, TerritoryKind

# -- colours ---------------------------------------------------------------------------------
OCEAN_COLOUR = QColor("#cfe3f1")        # the canvas: water that belongs to no territory
OUTSIDE_COLOUR = QColor("#e9ecef")       # around the canvas, in the editor's margin
CANVAS_FRAME_COLOUR = QColor("#7d8b99")
SEA_TERRITORY_COLOUR = QColor("#a6cbe6")  # sea territories (kind: sea), a playable sea
NO_CONTINENT_COLOUR = QColor("#bdbdbd")   # land that belongs to no continent (yet)
BORDER_COLOUR = QColor("#33302b")
SEA_BORDER_COLOUR = QColor("#5b7f9c")
SEA_LINE_COLOUR = QColor("#24476b")
COAST_COLOUR = QColor("#0b7a8a")          # land–water borders (coasts): where navies go
BORDER_LINK_COLOUR = QColor(120, 30, 30, 200)  # adjacency links, when shown (a debugging aid)
LABEL_COLOUR = QColor("#1e1c19")
SEA_LABEL_COLOUR = QColor("#1d3f5e")
LABEL_HALO_COLOUR = QColor(255, 255, 255, 215)
CITY_SLOT_FILL = QColor(255, 255, 255, 70)
CITY_SLOT_INK = QColor(40, 40, 40, 150)
SCAR_SLOT_FILL = QColor(120, 20, 20, 30)
SCAR_SLOT_INK = QColor(110, 25, 25, 150)

# -- sizes -----------------------------------------------------------------------------------
BORDER_WIDTH_PX = 1.0          # cosmetic: screen pixels at any zoom (Qt draws one-pixel
                               # cosmetic lines on a fast path; at 1.2 a map draws 4x slower)
HOVER_BORDER_WIDTH_PX = 2.4
COAST_WIDTH_PX = 1.8           # cosmetic too: a coast reads at any zoom
CANVAS_FRAME_WIDTH_PX = 1.0
LABEL_SIZE = 1.4               # the label font's pixel size, in mark radii
LABEL_WRAPPED_SIZE = 0.92      # a name broken onto two lines is this much smaller
LABEL_LINE_SPACING = 0.86      # between the two lines, as a share of the font's
LABEL_HALO = 0.28              # halo width, as a share of the label size
LABEL_WRAP = 7.5               # names wider than this many label sizes break onto two lines
SEA_LINE_WIDTH = 0.16          # in mark radii
SEA_LINE_MIN_PX = 1.3          # ...but never thinner than this on screen
SEA_LINE_DASH = (5.0, 3.5)     # dash and gap, in pen widths
SEA_LINE_BEND = 0.08           # sideways bulge of a sea-line, as a share of its length
ARROW_LENGTH = 1.1             # one-way arrow heads, in mark radii
ARROW_WIDTH = 0.8
SLOT_INK_WIDTH = 0.09          # in mark radii
HOVER_LIGHTER = 118            # QColor.lighter() factor for a hovered territory
NEIGHBOUR_LIGHTER = 108        # ...and for its neighbours, a lighter touch

# -- z-order ---------------------------------------------------------------------------------
Z_CANVAS = -20.0
Z_BACKGROUND = -10.0
Z_TERRITORY = 0.0
Z_COAST = 5.0
Z_CONNECTION = 10.0
Z_SLOT = 20.0
Z_LABEL = 30.0


def cosmetic_pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCosmetic(True)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def border_pen(territory: Territory | None = None, hovered: bool = False) -> QPen:
    sea = territory is not None and territory.kind is TerritoryKind.SEA
    width = HOVER_BORDER_WIDTH_PX if hovered else BORDER_WIDTH_PX
    return cosmetic_pen(SEA_BORDER_COLOUR if sea else BORDER_COLOUR, width)


def coast_pen() -> QPen:
    return cosmetic_pen(COAST_COLOUR, COAST_WIDTH_PX)


def canvas_frame_pen() -> QPen:
    return cosmetic_pen(CANVAS_FRAME_COLOUR, CANVAS_FRAME_WIDTH_PX)


def own_colour(territory: Territory) -> QColor | None:
    """The territory's own colour (its ``colour`` field), which overrides its continent's; None
    if it has none (or an unreadable one: the file reader accepts only '#rrggbb')."""
    if not territory.colour:
        return None
    colour = QColor(territory.colour)
    return colour if colour.isValid() else None


def territory_colour(territory: Territory, continent_colours: dict[str, str]) -> QColor:
    """The territory's own colour if it has one; else light blue for seas, the continent's
    colour for land (grey if it has none)."""
    own = own_colour(territory)
    if own is not None:
        return own
    if territory.kind is TerritoryKind.SEA:
        return QColor(SEA_TERRITORY_COLOUR)
    code = continent_colours.get(territory.continent) if territory.continent else None
    colour = QColor(code) if code else QColor()
    return colour if colour.isValid() else QColor(NO_CONTINENT_COLOUR)


def territory_brush(colour: QColor, hovered: bool = False, neighbour: bool = False) -> QBrush:
    """The fill: the colour, lighter while hovered, a little lighter for the hovered one's neighbours."""
    if hovered:
        return QBrush(colour.lighter(HOVER_LIGHTER))
    if neighbour:
        return QBrush(colour.lighter(NEIGHBOUR_LIGHTER))
    return QBrush(colour)


def sea_line_pen(mark_radius: float) -> QPen:
    pen = QPen(SEA_LINE_COLOUR, SEA_LINE_WIDTH * mark_radius)
    pen.setStyle(Qt.PenStyle.CustomDashLine)
    pen.setDashPattern(list(SEA_LINE_DASH))
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    return pen


def border_link_pen(mark_radius: float) -> QPen:
    pen = QPen(BORDER_LINK_COLOUR, 0.10 * mark_radius)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


@dataclass(frozen=True)
class SlotStyle:
    fill: QColor
    ink: QColor
    dash: tuple[float, ...]  # empty for a solid outline


CITY_SLOT = SlotStyle(CITY_SLOT_FILL, CITY_SLOT_INK, (3.0, 2.0))
SCAR_SLOT = SlotStyle(SCAR_SLOT_FILL, SCAR_SLOT_INK, (1.0, 1.6))


def slot_pen(style: SlotStyle, mark_radius: float) -> QPen:
    pen = QPen(style.ink, SLOT_INK_WIDTH * mark_radius)
    if style.dash:
        pen.setStyle(Qt.PenStyle.CustomDashLine)
        pen.setDashPattern(list(style.dash))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def glyph_pen(style: SlotStyle, mark_radius: float) -> QPen:
    pen = QPen(style.ink, SLOT_INK_WIDTH * mark_radius)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


# Text paths are built at this pixel size and then scaled to the map: big enough that the
# glyph outlines are exact, and with hinting off they scale without distortion.
LABEL_FONT_PIXELS = 64


def sans_font(pixels: int, weight: QFont.Weight, scaled: bool = False, italic: bool = False) -> QFont:
    """The sans-serif every map drawing uses (names, badges, stickers), at ``pixels``.

    ``scaled``: for text laid out once and then scaled to the map, hinting off so that the
    glyphs scale without distortion.
    """
    font = QFont()
    font.setFamilies(["DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial", "Sans Serif"])
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPixelSize(pixels)
    font.setWeight(weight)
    font.setItalic(italic)
    if scaled:
        font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def label_font(sea: bool = False) -> QFont:
    return sans_font(LABEL_FONT_PIXELS, QFont.Weight.DemiBold, scaled=True, italic=sea)


def label_halo_pen(text_size: float) -> QPen:
    """The halo drawn under a label's letters (wide, light, round), in map units."""
    halo = QPen(LABEL_HALO_COLOUR, LABEL_HALO * text_size)
    halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    halo.setCapStyle(Qt.PenCapStyle.RoundCap)
    return halo


def label_colour(sea: bool = False) -> QColor:
    return QColor(SEA_LABEL_COLOUR if sea else LABEL_COLOUR)


SELECTION_COLOUR = QColor("#1565c0")
SELECTION_WIDTH_PX = 3.0


def selection_pen() -> QPen:
    """The outline of a selected territory: wide, blue, the same width at any zoom."""
    pen = QPen(SELECTION_COLOUR, SELECTION_WIDTH_PX)
    pen.setCosmetic(True)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen
