"""A territory on the map: its polygons filled with the continent's colour."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem

from editor.scene import style
from editor.scene.qt_geometry import territory_path
from engine.board.model import Territory, TerritoryKind

# Stacking among equals follows creation, as Qt's does; hit tests use this to find the topmost.
_serials = itertools.count()

# A big map has thousands of territories but only a handful of looks: share the pens and
# brushes instead of making two Qt objects per territory and per hover change.
_pens: dict[tuple, QPen] = {}
_brushes: dict[tuple, QBrush] = {}
_NO_PEN = QPen(Qt.PenStyle.NoPen)


def _pen(key: tuple, make) -> QPen:
    pen = _pens.get(key)
    if pen is None:
        pen = _pens[key] = make()
    return pen


def _brush(colour: QColor, hovered: bool, neighbour: bool) -> QBrush:
    key = (colour.rgba(), hovered, neighbour and not hovered)
    brush = _brushes.get(key)
    if brush is None:
        brush = _brushes[key] = style.territory_brush(colour, hovered, neighbour)
    return brush


class TerritoryItem(QGraphicsPathItem):
    """Shows one territory. Holds its id; :meth:`set_territory` refreshes it after an edit.

    Looks: plain; *hovered* (lighter, wider border, lifted); *neighbour* of the hovered one
    (a little lighter); *selected* (a wide blue outline). The scene decides which; every
    change of look is reported to the scene (``territory_look_changed``) so that a cached
    picture of the map can redraw just that spot.

    The item draws its border itself: Qt would otherwise work out the item's box and shape
    by stroking the outline with the pen (a 5,000-territory map spends 0.2 s on that when
    first shown, and again at each change of pen). Its box is the outline's; the view's
    two-pixel allowance for antialiasing covers the border, which is at most 3 pixels wide.
    ``pen()`` is the border's pen.
    """

    def __init__(self, territory: Territory, colour: QColor, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self._territory = territory
        self._colour = QColor(colour)
        self._hovered = False
        self._neighbour = False
        self._selected = False
        self.serial = next(_serials)
        self._qpath = territory_path(territory)
        self._bounds = self._qpath.boundingRect()
        self._brush: QBrush | None = None
        self._pen: QPen | None = None
        self.setPath(self._qpath)
        QGraphicsPathItem.setPen(self, _NO_PEN)
        self.setZValue(style.Z_TERRITORY)
        self._restyle()

    @property
    def territory_id(self) -> str:
        return self._territory.id

    @property
    def territory(self) -> Territory:
        return self._territory

    @property
    def colour(self) -> QColor:
        return QColor(self._colour)

    def fill_bounds(self) -> QRectF:
        """The bounding box of the outline, without the border's width (scene coordinates)."""
        return QRectF(self._bounds)

    def hit(self, point: QPointF) -> bool:
        """Whether the scene point lies inside the territory (holes excluded); cheap."""
        return self._bounds.contains(point) and self._qpath.contains(point)

    def outline(self) -> QPainterPath:
        """The path as drawn (shared, not copied: do not change it)."""
        return self._qpath

    def set_territory(self, territory: Territory, colour: QColor) -> None:
        """Show a new value of the territory (after an edit); rebuilds the path only if needed."""
        old_bounds = None
        if territory.parts != self._territory.parts:
            old_bounds = QRectF(self._bounds)
            self._qpath = territory_path(territory)
            self._bounds = self._qpath.boundingRect()
            self.setPath(self._qpath)
        self._territory = territory
        self._colour = QColor(colour)
        self._restyle(old_bounds)

    def set_colour(self, colour: QColor) -> None:
        if QColor(colour) != self._colour:
            self._colour = QColor(colour)
            self._restyle()

    def is_hovered(self) -> bool:
        return self._hovered

    def set_hovered(self, hovered: bool) -> None:
        """Highlight (lighter fill, wider border) while the mouse is over the territory."""
        if hovered != self._hovered:
            self._hovered = hovered
            self._restyle()

    def is_neighbour_highlighted(self) -> bool:
        return self._neighbour

    def set_neighbour_highlighted(self, highlighted: bool) -> None:
        """Highlight lightly, as a neighbour of the hovered territory."""
        if highlighted != self._neighbour:
            self._neighbour = highlighted
            self._restyle()

    def set_highlight(self, hovered: bool, neighbour: bool) -> None:
        """Both hover looks at once (restyled once, if anything changed)."""
        if (hovered, neighbour) != (self._hovered, self._neighbour):
            self._hovered, self._neighbour = hovered, neighbour
            self._restyle()

    def is_selected_territory(self) -> bool:
        return self._selected

    def set_selected(self, selected: bool) -> None:
        """Show that the territory is in the editor's selection (a strong outline)."""
        if selected != self._selected:
            self._selected = selected
            self._restyle()

    def is_plain(self) -> bool:
        """Neither hovered nor selected: drawn with the ordinary border."""
        return not (self._hovered or self._selected)

    def look(self) -> tuple[QPainterPath, QPen, QBrush]:
        """Path, pen and brush as the item draws them (shared objects: do not change them)."""
        return self._qpath, self._pen, self._brush

    def pen(self) -> QPen:
        """The border's pen (cosmetic: its width is in screen pixels)."""
        return QPen(self._pen)

    def setPen(self, pen: QPen) -> None:  # noqa: N802 (Qt naming)
        """Ignored: the border's pen follows the item's look (see the class notes)."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setPen(self._pen)
        painter.setBrush(self._brush)
        painter.drawPath(self._qpath)

    def _restyle(self, old_bounds: QRectF | None = None) -> None:
        brush = _brush(self._colour, self._hovered, self._neighbour)
        if self._selected:
            pen = _pen(("selected",), style.selection_pen)
        else:
            sea = self._territory.kind is TerritoryKind.SEA
            hovered = self._hovered
            pen = _pen(("border", sea, hovered), lambda: style.border_pen(self._territory, hovered))
        if brush is not self._brush:
            self._brush = brush
            self.setBrush(brush)
        if pen is not self._pen:
            self._pen = pen
            self.update()
        # Lifted while hovered or selected so neighbours do not cover half of the wider border.
        z = style.Z_TERRITORY + (0.7 if self._selected else 0.5 if self._hovered else 0.0)
        if z != self.zValue():
            self.setZValue(z)
        scene = self.scene()
        if scene is not None:
            notify = getattr(scene, "territory_look_changed", None)
            if notify is not None:
                notify(self, old_bounds)
