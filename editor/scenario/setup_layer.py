"""A fixed setup drawn on the map: territories in their owner's colour, troop badges, HQ markers.

Only a fixed setup is drawn (in a random or claimed one the game decides who owns what):
switching to another kind gives the territories back their continents' colours and takes
the badges and markers away. The layer follows the document: it redraws on every change
of the setup or the players (a colour), and on a new scenario.

Badges are play mode's (editor/play/badges.TroopBadge), drawn at the same size whatever
the zoom; here they stand beside the territory's name (the sticker slots are above and
below it) with the HQ marker on the name's other side.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem
from shapely import STRtree
from shapely.geometry import Point
from shiboken6 import isValid

from editor.play.badges import BADGE_PIXELS, TroopBadge
from editor.play.board import BADGE_MIN_MARK_PIXELS
from editor.play.colours import UNOWNED, seat_colour, text_colour_on
from editor.scenario.map_room import RectGrid, clear_sea_names, find_spot, label_anchor, room_for
from editor.scenario.marks_layer import territory_name_rects
from editor.scenario.scenario_document import ScenarioChange, ScenarioPart
from editor.scene import label_item, style
from editor.scene.map_scene import MapScene
from engine.scenario.model import SetupKind

HQ_PIXELS = 22.0  # the marker's height on screen
HQ_GAP_PIXELS = 3.0  # between the name and the badge or HQ marker beside it (more than UNIT_MARGIN_PIXELS)
UNIT_MARGIN_PIXELS = 1.5  # kept free around a badge and an HQ marker
Z_HQ = 36.0  # above the badges
# Zoomed out to the whole world a map unit is a speck and the badges of small neighbours
# (Europe's) would crowd each other off their land: they are drawn smaller, down to this
# share of their size, as the mark radius shrinks on screen below MARK_PIXELS_FULL_SIZE.
MIN_MARKER_SCALE = 0.75
MARK_PIXELS_FULL_SIZE = 3.0


def marker_scale(zoom: float, radius: float) -> float:
    """How big badges and HQ markers are drawn at ``zoom`` (1: their full size)."""
    if zoom <= 0 or radius <= 0:
        return 1.0
    return min(1.0, max(MIN_MARKER_SCALE, zoom * radius / MARK_PIXELS_FULL_SIZE))


class HqMarker(QGraphicsItem):
    """A player's headquarters: a small flag-shaped shield in their colour, "HQ" on it."""

    def __init__(self, player: int, territory: str, anchor: QPointF, colour: QColor) -> None:
        super().__init__()
        self.player = player
        self.territory = territory
        self._colour = QColor(colour)
        self._offset = QPointF()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_HQ)
        self.setPos(QPointF(anchor))

    def colour(self) -> QColor:
        return QColor(self._colour)

    def set_colour(self, colour: QColor) -> None:
        if QColor(colour) != self._colour:
            self._colour = QColor(colour)
            self.update()

    def offset(self) -> QPointF:
        return QPointF(self._offset)

    def set_offset(self, offset: QPointF) -> None:
        """Where the marker's centre is drawn, in pixels from its anchor."""
        if QPointF(offset) != self._offset:
            self.prepareGeometryChange()
            self._offset = QPointF(offset)

    def outline(self) -> QPainterPath:
        """The shield as drawn, in the item's (pixel) coordinates."""
        return self._shape()

    def _shape(self) -> QPainterPath:
        # A shield: square top, pointed bottom — reads as "a place held" next to the round badge.
        h = HQ_PIXELS
        w = h * 0.9
        x, y = self._offset.x() - w / 2, self._offset.y() - h / 2
        path = QPainterPath()
        path.moveTo(x, y)
        path.lineTo(x + w, y)
        path.lineTo(x + w, y + h * 0.62)
        path.lineTo(x + w / 2, y + h)
        path.lineTo(x, y + h * 0.62)
        path.closeSubpath()
        return path

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return self._shape().boundingRect().adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shape = self._shape()
        painter.setPen(QPen(QColor(20, 20, 20, 200), 1.0))
        painter.setBrush(QColor("#ffffff"))
        painter.drawPath(shape)
        inner = QPainterPath(shape)
        painter.save()
        painter.translate(self._offset)
        painter.scale(0.8, 0.8)
        painter.translate(-self._offset)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._colour)
        painter.drawPath(inner)
        painter.restore()
        painter.setFont(style.sans_font(9, QFont.Weight.Black))
        painter.setPen(text_colour_on(self._colour))
        text_box = QRectF(self._offset.x() - HQ_PIXELS / 2, self._offset.y() - HQ_PIXELS / 2,
                          HQ_PIXELS, HQ_PIXELS * 0.7)
        painter.drawText(text_box, Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("SetupLayer", "HQ"))


class SetupLayer(QObject):
    """Draws ``document``'s fixed setup on ``scene`` as shown by ``view`` (a MapView)."""

    def __init__(self, document, scene: MapScene, view, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.scene = scene
        self.view = view
        self.badges: dict[str, TroopBadge] = {}
        self.hq_markers: dict[int, HqMarker] = {}
        self._coloured: set[str] = set()  # territories drawn in an owner's colour
        self._index = {t.id: i for i, t in enumerate(document.board.territories)}
        self._shapes: dict[str, object] = {}
        self._land_tree = None
        # The stickers and names of the other layers: badges keep clear of them.
        self._room = room_for(scene)
        self._room.changed.connect(self._place_all)
        self._room.add_wish(self.wanted)
        self._room.add_placed(self.placed)
        document.changed.connect(self._on_change)
        view.zoomChanged.connect(self._place_all)
        self.sync()

    # -- reading -------------------------------------------------------------------------------
    def badge(self, territory: str) -> TroopBadge | None:
        return self.badges.get(territory)

    def hq_marker(self, player: int) -> HqMarker | None:
        return self.hq_markers.get(player)

    def territory_colour(self, territory: str) -> QColor:
        item = self.scene.territory_items.get(territory)
        return item.colour if item is not None else QColor()

    # -- following the document --------------------------------------------------------------------
    def _on_change(self, change: ScenarioChange) -> None:
        if change.part in (ScenarioPart.SETUP, ScenarioPart.PLAYERS, ScenarioPart.RESET):
            self.sync()

    def sync(self) -> None:
        """Draw the setup as it is now (only what changed is touched)."""
        scenario = self.document.scenario
        if scenario.setup is not SetupKind.FIXED:
            self._clear()
            return
        fixed = scenario.fixed
        colours = {index: seat_colour(p.colour, index) for index, p in enumerate(scenario.players)}
        unowned = QColor(UNOWNED)
        for territory in self.document.board.territories:
            if not territory.is_land:
                continue
            tid = territory.id
            owner = fixed.owners.get(tid)
            colour = colours.get(owner, seat_colour(None, owner)) if owner is not None else unowned
            item = self.scene.territory_items.get(tid)
            if item is not None and item.colour != colour:
                item.set_colour(colour)
            self._coloured.add(tid)
            self._show_badge(tid, fixed.troops.get(tid, 0) if owner is not None else 0, colour)
        for player in [p for p in self.hq_markers if p not in fixed.hqs]:
            self.scene.removeItem(self.hq_markers.pop(player))
        for player, tid in fixed.hqs.items():
            if tid not in self._index:
                continue
            colour = colours.get(player, seat_colour(None, player))
            marker = self.hq_markers.get(player)
            if marker is not None and marker.territory != tid:
                self.scene.removeItem(self.hq_markers.pop(player))
                marker = None
            if marker is None:
                marker = HqMarker(player, tid, self._anchor(tid), colour)
                self.hq_markers[player] = marker
                self.scene.addItem(marker)
            marker.set_colour(colour)
        self._place_all()
        self._room.wishesChanged.emit()  # the cities' names may make way (then the badges find room again)

    def _show_badge(self, tid: str, troops: int, colour: QColor) -> None:
        badge = self.badges.get(tid)
        if troops <= 0:
            if badge is not None:
                self.scene.removeItem(self.badges.pop(tid))
            return
        if badge is None:
            badge = TroopBadge(self._index[tid], self._anchor(tid), troops, colour)
            self.badges[tid] = badge
            self.scene.addItem(badge)
        else:
            badge.set_count(troops)
            badge.set_colour(colour)

    def _clear(self) -> None:
        if self.badges or self.hq_markers:
            QTimer.singleShot(0, self, self._room.wishesChanged.emit)  # once they are gone
        for badge in self.badges.values():
            self.scene.removeItem(badge)
        for marker in self.hq_markers.values():
            self.scene.removeItem(marker)
        self.badges.clear()
        self.hq_markers.clear()
        if self._coloured:
            self._coloured.clear()
            self.scene.refresh_colours()  # the continents' colours again

    # -- where things go ---------------------------------------------------------------------------
    def _anchor(self, tid: str) -> QPointF:
        return label_anchor(self.scene, tid)

    def _place_all(self, *_args) -> None:
        """Badges and HQ markers where they read best at the view's zoom.

        The designer shows the sticker slots (a city's above the name, a scar's below it),
        so the badge stands to the right of the name and the HQ to its left. Zoomed out so
        far that names are not drawn: both on the label point, side by side. Then any that
        would cover a sticker, a name or another badge moves to the nearest free spot on its
        territory (see ``_keep_clear``).
        """
        if not isValid(self) or not isValid(self.scene):
            return
        # First on every zoom (this layer is the first the view tells): the names the others keep clear of.
        clear_sea_names(self.scene, self.document.board)
        zoom = self.view.zoom_factor()
        radius = self.document.board.meta.mark_radius
        shown = zoom * radius >= BADGE_MIN_MARK_PIXELS
        scale = marker_scale(zoom, radius)
        for tid, badge in self.badges.items():
            badge.setVisible(shown)
            badge.setScale(scale)
            badge.setPos(self._badge_home(tid, badge, zoom, scale))
        for marker in self.hq_markers.values():
            marker.setVisible(shown)
            marker.setScale(scale)
            marker.setPos(self._anchor(marker.territory))
            marker.set_offset(self._hq_offset(marker.territory, zoom, scale))
        if shown and zoom > 0:
            self._keep_clear(zoom)
        self._room.settle_names(self.document.board, zoom)

    def placed(self, zoom: float) -> list[QRectF]:
        """Where the badges and HQ markers stand now, in scene units (the seas' names give way)."""
        if zoom <= 0:
            return []
        return [self._rect(item, zoom) for items in self._units().values() for item in items if item.isVisible()]

    def _badge_home(self, tid: str, badge: TroopBadge, zoom: float, scale: float) -> QPointF:
        """Where a badge stands before it makes way for anything: right of the name."""
        box = self._label_box(tid, zoom)
        shift = (box.right() + HQ_GAP_PIXELS + scale * badge.size()[0] / 2) / zoom if box is not None else 0.0
        return self._anchor(tid) + QPointF(shift, 0.0)

    def _hq_offset(self, tid: str, zoom: float, scale: float) -> QPointF:
        """Where an HQ marker's centre is drawn from the label point, in its own (scaled)
        pixels, before it makes way: left of the name, or of the badge when names are not drawn."""
        box = self._label_box(tid, zoom)
        badge = self.badges.get(tid)
        half = HQ_PIXELS * 0.45
        if box is not None:
            return QPointF((box.left() - HQ_GAP_PIXELS) / scale - half, 0.0)
        if badge is not None:
            return QPointF(-(badge.size()[0] / 2 + HQ_GAP_PIXELS / scale + half), 0.0)
        return QPointF()

    def wanted(self, zoom: float) -> list[QRectF]:
        """Where the badges and HQ markers would stand if nothing were in their way, in scene
        units: the cities' names keep off these spots when they can (map_room)."""
        radius = self.document.board.meta.mark_radius
        if zoom <= 0 or zoom * radius < BADGE_MIN_MARK_PIXELS:
            return []
        scale = marker_scale(zoom, radius)
        # One place a territory: its badge and HQ move together, so a sticker on either
        # sends both away and the place is lost anyway.
        places: dict[str, QRectF] = {}
        for tid, badge in self.badges.items():
            width, height = badge.size()
            centre = self._badge_home(tid, badge, zoom, scale)
            places[tid] = _centred(centre, width * scale / zoom, height * scale / zoom)
        for marker in self.hq_markers.values():
            tid = marker.territory
            box = marker.outline().boundingRect()
            centre = self._anchor(tid) + self._hq_offset(tid, zoom, scale) * scale / zoom
            rect = _centred(centre, box.width() * scale / zoom, box.height() * scale / zoom)
            places[tid] = places[tid].united(rect) if tid in places else rect
        return list(places.values())

    # -- keeping clear of the stickers, the names and each other ----------------------------------------
    def _units(self) -> dict[str, list[QGraphicsItem]]:
        """What moves together, by territory: its badge and the HQ standing on it."""
        units: dict[str, list[QGraphicsItem]] = {tid: [badge] for tid, badge in self.badges.items()}
        for marker in self.hq_markers.values():
            units.setdefault(marker.territory, []).append(marker)
        return units

    def _rect(self, item: QGraphicsItem, zoom: float, margin: float = 0.0) -> QRectF:
        """Where a badge or HQ marker (drawn in pixels) covers the map at ``zoom``, grown by
        ``margin`` pixels."""
        if isinstance(item, HqMarker):
            box = item.outline().boundingRect()
        else:
            width, height = item.size()
            centre = item.centre_offset()
            box = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
        scale = item.scale()
        box = QRectF(box.topLeft() * scale, box.size() * scale).adjusted(-margin, -margin, margin, margin)
        return QRectF(item.pos() + box.topLeft() / zoom, box.size() / zoom)

    def _keep_clear(self, zoom: float) -> None:
        """Move each badge (with its HQ) that covers a sticker, a name, a banner or another
        badge to the nearest free spot on its territory (else on the water beside it); a
        badge with no free spot near stays where it was put."""
        units = self._units()
        if not units:
            return
        taken = self._room.taken(zoom) + territory_name_rects(self.scene)
        grid = RectGrid(4 * BADGE_PIXELS / zoom)
        for rect in taken:
            grid.add(rect)
        homes = {tid: [self._rect(item, zoom, UNIT_MARGIN_PIXELS) for item in items] for tid, items in units.items()}
        others = RectGrid(4 * BADGE_PIXELS / zoom)
        for rects in homes.values():
            for rect in rects:
                others.add(rect)
        moving = []
        placed = list(taken)  # what a moving badge keeps clear of: fixed things, and badges in place
        for tid, rects in homes.items():
            crowded = any(grid.hits(rect) or others.count(rect) > 1 for rect in rects)
            if crowded:
                moving.append(tid)
            else:
                placed += rects
        # The smallest territories first: they have the least room. Each keeps clear of the
        # homes of those still to move too (one with no room anywhere stays at home, and must
        # not find a neighbour's badge moved onto it).
        moving.sort(key=self._area)
        for n, tid in enumerate(moving):
            items = units[tid]
            grid = RectGrid(4 * BADGE_PIXELS / zoom)
            for rect in placed + [r for other in moving[n + 1:] for r in homes[other]]:
                grid.add(rect)
            tiers = self._tiers(tid, zoom)
            # Badge and HQ side by side; where they do not fit together, each on its own.
            together = self._move_clear(items, grid, zoom, tiers) or len(items) == 1
            for item in items:
                if not together:
                    self._move_clear([item], grid, zoom, tiers)
                grid.add(self._rect(item, zoom, UNIT_MARGIN_PIXELS))
                placed.append(self._rect(item, zoom, UNIT_MARGIN_PIXELS))

    def _move_clear(self, items: list[QGraphicsItem], grid: RectGrid, zoom: float, tiers) -> bool:
        """Move ``items`` as one to the nearest spot where they cover nothing in ``grid``
        (see find_spot); False if there is none."""
        rects = [self._rect(item, zoom, UNIT_MARGIN_PIXELS) for item in items]
        move = find_spot(rects, rects[0].center(), grid, zoom, tiers)
        if move is None:  # crowded near the name: farther, but on its own land (it still reads as its own)
            move = find_spot(rects, rects[0].center(), grid, zoom, tiers[:1], reach_pixels=FAR_REACH_PIXELS)
        if move is None:
            return False
        for item in items:
            item.setPos(item.pos() + move)
        return True

    def _tiers(self, tid: str, zoom: float):
        """Where a badge may read as ``tid``'s, best first: on its land; else on the water
        beside it, nearer it than any other land (an island's badge). Farther away it would
        read as another territory's: with no room there it stays where it was put."""
        scene = self.scene

        item = scene.territory_items.get(tid)
        bounds = item.sceneBoundingRect() if item is not None else QRectF()

        def on_land(point: QPointF) -> bool:
            return bounds.contains(point) and scene.territory_at(point) == tid

        def off_others(point: QPointF) -> bool:
            under = scene.territory_at(point)
            return under is None or under == tid or not self._is_land(under)

        def beside(point: QPointF) -> bool:
            return off_others(point) and self._distance(tid, point) <= BADGE_PIXELS / zoom \
                and self._nearest_land(point) == tid

        return (on_land, beside)

    def _is_land(self, tid: str) -> bool:
        index = self._index.get(tid)
        return index is not None and self.document.board.territories[index].is_land

    def _shape(self, tid: str):
        shape = self._shapes.get(tid)
        if shape is None:
            shape = self._shapes[tid] = self.document.board.shape(tid)
        return shape

    def _area(self, tid: str) -> float:
        try:
            return self._shape(tid).area
        except Exception:  # an invalid outline: treat it as roomy
            return math.inf

    def _nearest_land(self, point: QPointF) -> str | None:
        """The land territory nearest a point (a badge on the water reads as that one's)."""
        if self._land_tree is None:
            land = [t.id for t in self.document.board.territories if t.is_land]
            self._land_tree = (STRtree([self._shape(tid) for tid in land]), land)
        tree, ids = self._land_tree
        found = tree.query_nearest(Point(point.x(), point.y()))
        return ids[int(found[0])] if len(found) else None

    def _distance(self, tid: str, point: QPointF) -> float:
        try:
            return self._shape(tid).distance(Point(point.x(), point.y()))
        except Exception:
            return math.inf

    def _label_box(self, tid: str, zoom: float) -> QRectF | None:
        """The name's letters, in pixels from the label point (None: names are not drawn)."""
        label = self.scene.label_items.get(tid)
        size = style.LABEL_SIZE * self.document.board.meta.mark_radius
        if label is None or zoom * size < label_item.MIN_VISIBLE_PIXELS:
            return None
        halo = style.LABEL_HALO * label.text_size() / 2
        rect = label.rect().adjusted(halo, halo, -halo, -halo)  # the box includes the halo around the letters
        return QRectF(rect.left() * zoom, rect.top() * zoom, rect.width() * zoom, rect.height() * zoom)


FAR_REACH_PIXELS = 120  # how far a crowded badge may stand from its name, on its own land


def _centred(centre: QPointF, width: float, height: float) -> QRectF:
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
