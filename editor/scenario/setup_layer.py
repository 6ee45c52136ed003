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

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from editor.play.badges import TroopBadge
from editor.play.board import BADGE_GAP_PIXELS, BADGE_MIN_MARK_PIXELS
from editor.play.colours import UNOWNED, seat_colour, text_colour_on
from editor.scenario.scenario_document import ScenarioChange, ScenarioPart
from editor.scene import label_item, style
from editor.scene.map_scene import MapScene
from engine.scenario.model import SetupKind

HQ_PIXELS = 22.0  # the marker's height on screen
HQ_GAP_PIXELS = 3.0  # between the marker and the badge beside it
Z_HQ = 36.0  # above the badges


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
        label = self.scene.label_items.get(tid)
        if label is not None:
            return label.pos()
        item = self.scene.territory_items.get(tid)
        return item.fill_bounds().center() if item is not None else QPointF()

    def _place_all(self, *_args) -> None:
        """Badges and HQ markers where they read best at the view's zoom.

        The designer shows the sticker slots (a city's above the name, a scar's below it),
        so the badge stands to the right of the name and the HQ to its left. Zoomed out so
        far that names are not drawn: both on the label point, side by side.
        """
        zoom = self.view.zoom_factor()
        shown = zoom * self.document.board.meta.mark_radius >= BADGE_MIN_MARK_PIXELS
        for tid, badge in self.badges.items():
            badge.setVisible(shown)
            box = self._label_box(tid, zoom)
            shift = (box.right() + BADGE_GAP_PIXELS + badge.size()[0] / 2) / zoom if box is not None else 0.0
            badge.setPos(self._anchor(tid) + QPointF(shift, 0.0))
        for marker in self.hq_markers.values():
            marker.setVisible(shown)
            tid = marker.territory
            box = self._label_box(tid, zoom)
            badge = self.badges.get(tid)
            half = HQ_PIXELS * 0.45
            if box is not None:
                x = box.left() - HQ_GAP_PIXELS - half
            elif badge is not None:
                x = -(badge.size()[0] / 2 + HQ_GAP_PIXELS + half)
            else:
                x = 0.0
            marker.set_offset(QPointF(x, 0.0))

    def _label_box(self, tid: str, zoom: float) -> QRectF | None:
        """The name's letters, in pixels from the label point (None: names are not drawn)."""
        label = self.scene.label_items.get(tid)
        size = style.LABEL_SIZE * self.document.board.meta.mark_radius
        if label is None or zoom * size < label_item.MIN_VISIBLE_PIXELS:
            return None
        halo = style.LABEL_HALO * label.text_size() / 2
        rect = label.rect().adjusted(halo, halo, -halo, -halo)  # the box includes the halo around the letters
        return QRectF(rect.left() * zoom, rect.top() * zoom, rect.width() * zoom, rect.height() * zoom)
