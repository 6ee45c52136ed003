"""The play board: the map coloured by who owns what, with a troop badge on every territory.

:class:`PlayBoard` builds a :class:`~editor.scene.map_scene.MapScene` for the game's map and
sets it on the window's view. Territories are filled in their owner's colour (unclaimed land
light grey); each continent keeps a thin band of its own colour inside its outline, so the
continents still read without competing with the owners' colours. Owned territories carry a
:class:`~editor.play.badges.TroopBadge` just below their name.

After every action the board compares the owners and armies with what it shows and updates
only the territories that changed. It also shows what the play tool asks for: territories
that can act (sources), those they can act on (targets) and the chosen one (selected), as
bands just inside their outlines so that neighbouring highlights never overlap.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from pathlib import Path

import numpy as np
import shapely
from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem

from editor.play.badges import BADGE_PIXELS, TroopBadge
from editor.play.colours import player_colour
from editor.play.name_clearance import badge_rect, clear_offset, letters_rect
from editor.play.screen_privacy import shown_state
from editor.scene import style
from editor.scene.map_scene import MapScene
from editor.scene.qt_geometry import polygon_from_xy
from editor.scene.readable_labels import READABLE_PIXELS
from editor.view.map_view import MapView
from engine.core.events import TerritoryCaptured
from engine.core.state import NOBODY

log = logging.getLogger(__name__)


# The continent band: this many pixels of the continent's colour just inside its outline,
# which is then drawn again in a dark line.
CONTINENT_BAND_PIXELS = 3.0
CONTINENT_LINE_PIXELS = 1.4
CONTINENT_LINE_COLOUR = QColor(30, 28, 25, 220)

# Highlights, as bands inside the territory's outline (pixels on screen).
SOURCE_COLOUR = QColor("#ffffff")
SOURCE_PIXELS = 3.0
TARGET_COLOUR = QColor("#e4003a")
TARGET_PIXELS = 5.0
SELECTED_COLOUR = QColor("#ffffff")
SELECTED_PIXELS = 6.0
SELECTED_EDGE_COLOUR = QColor("#111111")

# While a territory is selected, the other land (but its targets) is shaded a little.
DIM_COLOUR = QColor(20, 24, 30, 55)
# While a place is chosen among many (a Legacy start), the places allowed wear a wide bright
# band with a dark edge and every other land is shaded more: they must be found at a glance
# on the whole world.
CHOICE_COLOUR = QColor("#ffffff")
CHOICE_PIXELS = 4.5
CHOICE_EDGE_COLOUR = QColor("#111111")
CHOICE_DIM_COLOUR = QColor(20, 24, 30, 120)

FLASH_COLOUR = QColor(255, 255, 255)
FLASH_MS = 700

# Below this many pixels per mark radius a map's territories are too small for badges.
BADGE_MIN_MARK_PIXELS = 1.2
BADGE_GAP_PIXELS = 1.0  # between the name's letters and the badge below it
# Names are drawn at least this tall on screen, so the whole world can be read at a glance
# (where they would overlap, the smaller territory's name waits for the player to zoom in).
NAME_PIXELS = READABLE_PIXELS

Z_CONTINENT = 1.0  # above the territories (lifted ones too: at most 0.7)
Z_DIM = 1.5  # over the continent bands, under the highlights
Z_HIGHLIGHT = 2.0
Z_FLASH = 3.0



def geometry_path(geometry) -> QPainterPath:
    """A shapely (Multi)Polygon as a path (odd-even: holes are holes)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for polygon in getattr(geometry, "geoms", [geometry]):
        if polygon.geom_type == "MultiPolygon" or polygon.geom_type == "GeometryCollection":
            path.addPath(geometry_path(polygon))
            continue
        if polygon.geom_type != "Polygon" or polygon.is_empty:
            continue
        for ring in (polygon.exterior, *polygon.interiors):
            xy = np.asarray(ring.coords)[:-1, :2]
            if len(xy) >= 3:
                path.addPolygon(polygon_from_xy(xy))
                path.closeSubpath()
    return path


def _band_pen(colour: QColor, pixels: float, dash: list[float] | None = None) -> QPen:
    # Twice as wide as the band: the half outside the outline is clipped away.
    pen = QPen(colour, 2 * pixels)
    pen.setCosmetic(True)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    if dash:
        pen.setStyle(Qt.PenStyle.CustomDashLine)
        pen.setDashPattern(dash)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    return pen


def _line_pen(colour: QColor, pixels: float) -> QPen:
    pen = QPen(colour, pixels)
    pen.setCosmetic(True)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


class InnerBandItem(QGraphicsItem):
    """Bands drawn just inside an outline (clipped to it), then optionally the outline itself.

    Inside-only bands keep two highlighted neighbours apart, and a continent's band stays in
    that continent, whatever the zoom (the pens are cosmetic).
    """

    def __init__(self, path: QPainterPath, bands: Iterable[QPen], line: QPen | None = None,
                 z: float = Z_HIGHLIGHT) -> None:
        super().__init__()
        self._path = path
        self._bounds = path.boundingRect()
        self._bands = list(bands)
        self._line = line
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(z)

    def path(self) -> QPainterPath:
        return self._path

    def bands(self) -> list[QPen]:
        return list(self._bands)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        # The bands lie inside the outline; the view's antialiasing margin covers the line.
        return QRectF(self._bounds)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setClipPath(self._path)
        for pen in self._bands:
            painter.setPen(pen)
            painter.drawPath(self._path)
        painter.restore()
        if self._line is not None:
            painter.setPen(self._line)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._path)


class PlayBoard(QObject):
    """The game's map on ``view``, kept in step with ``controller``'s state."""

    territoriesUpdated = Signal(list)  # noqa: N815 (Qt naming) the indexes just redrawn

    def __init__(self, controller, view: MapView, parent: QObject | None = None,
                 map_path: str | Path | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.view = view
        world = controller.world
        self.scene = MapScene(world.board, map_path, self, language=controller.names.language)
        self.scene.set_slots_visible(False)  # classic play has no stickers
        self.scene.set_minimum_label_pixels(NAME_PIXELS, reserve_below=BADGE_GAP_PIXELS + BADGE_PIXELS)
        self._ids = world.ids
        self._land = world.land
        self.badges: dict[int, TroopBadge] = {}
        self._troop_badges = True  # False: a rule set's own layer draws the units (set_troop_badges)
        self.continent_items: list[InnerBandItem] = []
        self._highlight_items: dict[int, InnerBandItem] = {}
        self._highlight: tuple[frozenset[int], frozenset[int], int | None] = (frozenset(), frozenset(), None)
        self._choosing = False  # the sources are places to choose among (highlight(choices=True))
        self._shaded: frozenset[int] = frozenset()
        self._details: dict[int, str] = {}  # by territory: what a rule set's layer says stands on it
        self._flashes: dict[int, tuple[QGraphicsPathItem, QVariantAnimation]] = {}
        self._dim_item: QGraphicsPathItem | None = None
        count = len(self._ids)
        self._owners: list[int | None] = [None] * count  # as shown (None: not drawn yet)
        self._armies: list[int | None] = [None] * count
        self._make_continent_bands()
        view.setScene(self.scene)
        self.sync()
        self._place_badges()
        controller.stateChanged.connect(self.sync)
        controller.screenChanged.connect(self.sync)
        controller.eventsHappened.connect(self._on_events)
        view.zoomChanged.connect(self._place_badges)
        self.scene.labelsFitted.connect(self._place_badges)  # a crowded name may have moved
        # A name hidden for want of room is still read by hovering its territory.
        view.zoomChanged.connect(self._update_tips)
        self.scene.labelsFitted.connect(self._update_tips)
        self._update_tips()

    # -- reading ---------------------------------------------------------------------------------
    def territory_id(self, territory: int) -> str:
        return self._ids[territory]

    def territory_index(self, territory_id: str | None) -> int | None:
        if territory_id is None:
            return None
        return self.controller.world.index.get(territory_id)

    def territory_item(self, territory: int):
        return self.scene.territory_items.get(self._ids[territory])

    def territory_colour(self, territory: int) -> QColor:
        item = self.territory_item(territory)
        return item.colour if item is not None else QColor()

    def badge(self, territory: int) -> TroopBadge | None:
        return self.badges.get(territory)

    def anchor(self, territory: int) -> QPointF:
        """A point inside the territory, in scene coordinates: its label point if it has one."""
        territory_id = self._ids[territory]
        label = self.scene.label_items.get(territory_id)
        if label is not None:
            return label.pos()
        item = self.scene.territory_items.get(territory_id)
        return item.fill_bounds().center() if item is not None else QPointF()

    def territory_at(self, scene_point: QPointF) -> int | None:
        """The territory (index) under a scene point: a badge counts for its territory."""
        point = QPointF(scene_point)
        badge = self._badge_at(point)
        if badge is not None:
            return badge.territory
        found = self.territory_index(self.scene.territory_at(point))
        if found is None:
            # A small island's name may stand in the sea beside it: clicking the name means
            # the territory.
            for territory_id, label in self.scene.label_items.items():
                if label.isVisible() and label.sceneBoundingRect().contains(point):
                    return self.territory_index(territory_id)
        return found

    def _badge_at(self, point: QPointF) -> TroopBadge | None:
        zoom = self.view.zoom_factor()
        if zoom <= 0 or not self._badges_shown():
            return None
        best = None
        for badge in self.badges.values():
            if not badge.isVisible():
                continue
            anchor = badge.pos()
            offset = QPointF((point.x() - anchor.x()) * zoom, (point.y() - anchor.y()) * zoom)
            if badge.contains_pixel(offset) and (best is None or badge.zValue() >= best.zValue()):
                best = badge
        return best

    # -- keeping up with the game -----------------------------------------------------------------
    def sync(self) -> None:
        """Redraw the territories whose owner or armies changed since last shown."""
        state = shown_state(self.controller)  # what the person at the screen may see
        owners, armies = state.owner, state.armies
        shown_owners, shown_armies = self._owners, self._armies
        changed = [t for t in range(len(owners))
                   if owners[t] != shown_owners[t] or armies[t] != shown_armies[t]]
        for territory in changed:
            self._show(territory, owners[territory], armies[territory], owners[territory] != shown_owners[territory])
            shown_owners[territory] = owners[territory]
            shown_armies[territory] = armies[territory]
        if changed:
            self.territoriesUpdated.emit(changed)

    def _show(self, territory: int, owner: int, armies: int, owner_changed: bool) -> None:
        if not self._land[territory]:
            return  # seas keep their colour and hold no armies
        colour = player_colour(self.controller, owner)
        if owner_changed:
            item = self.territory_item(territory)
            if item is not None:
                item.set_colour(colour)
        badge = self.badges.get(territory)
        if owner == NOBODY or armies <= 0 or not self._troop_badges:
            if badge is not None:
                self.scene.removeItem(badge)
                del self.badges[territory]
            return
        if badge is None:
            badge = TroopBadge(territory, self.anchor(territory), armies, colour)
            self.badges[territory] = badge
            self.scene.addItem(badge)
            self._place_badge(badge)
        else:
            badge.set_count(armies)
            badge.set_colour(colour)

    def _on_events(self, events: list) -> None:
        for event in events:
            if isinstance(event, TerritoryCaptured):
                self.flash(event.target)

    # -- badges -----------------------------------------------------------------------------------
    def _badges_shown(self) -> bool:
        zoom = self.view.zoom_factor()
        return zoom * self.controller.world.board.meta.mark_radius >= BADGE_MIN_MARK_PIXELS

    def _place_badges(self, *_args) -> None:
        """Put every badge just below its territory's name at the view's zoom, wherever the
        name was nudged to (or on the label point when the name is not drawn)."""
        shown = self._badges_shown()
        for badge in self.badges.values():
            badge.setVisible(shown)
            self._place_badge(badge)

    def _place_badge(self, badge: TroopBadge) -> None:
        point, offset = self.below_name(badge.territory, badge.size()[1])
        badge.setPos(point)
        badge.set_offset(offset)
        if offset == 0.0:
            badge.setPos(point + self._off_names(badge))

    def _off_names(self, badge: TroopBadge) -> QPointF:
        """A badge standing on its label point (its name not drawn) may touch a neighbour's
        name: how far to move it, within its territory, to leave every drawn name readable."""
        zoom = self.view.zoom_factor()
        if zoom <= 0 or not self.scene.labels_shown():
            return QPointF()
        names = [letters_rect(label) for label in self.scene.label_items.values() if label.isVisible()]
        own = self._ids[badge.territory]
        return clear_offset([badge_rect(badge, zoom)], [badge.pos()], names, badge.size()[1] / 4 / zoom,
                            lambda point: self.scene.territory_at(point) == own)

    def below_name(self, territory: int, height: float) -> tuple[QPointF, float]:
        """Where a mark ``height`` pixels tall hangs just below the territory's name at the
        view's zoom: the scene point it is drawn from and how many pixels below that point its
        centre is (0 when the name is not drawn: the mark stands on the label point)."""
        zoom = self.view.zoom_factor()
        label = self.scene.label_items.get(self._ids[territory])
        if label is None or not label.isVisible() or not self.scene.labels_shown() or not label.badge_below:
            return (label.home() if label is not None else self.anchor(territory)), 0.0
        # The label's box includes its halo: the letters end a halo's width above its bottom.
        halo = style.LABEL_HALO * label.text_size() / 2
        bottom = (label.rect().bottom() - halo) * label.scale() * zoom
        return label.pos(), bottom + BADGE_GAP_PIXELS + height / 2

    def marks_readable(self) -> bool:
        """Whether the view is zoomed in enough for marks on territories (badges) to be read."""
        return self._badges_shown()

    def set_troop_badges(self, shown: bool) -> None:
        """Whether the board draws a troop badge per territory. A rule set whose territories
        hold several sides' units draws its own marks instead (editor/play/economy/board_layer.py)."""
        if shown == self._troop_badges:
            return
        self._troop_badges = shown
        for badge in self.badges.values():
            self.scene.removeItem(badge)
        self.badges.clear()
        self._armies = [None] * len(self._armies)  # redrawn from scratch
        self.sync()

    # -- hover tips --------------------------------------------------------------------------------
    def set_territory_details(self, territory: int, details: str) -> None:
        """What a rule set's layer says stands on ``territory`` (its stickers): shown under
        the territory's name when its outline is hovered."""
        if details:
            self._details[territory] = details
        else:
            self._details.pop(territory, None)
        self._update_tip(territory)

    def name_shown(self, territory: int) -> bool:
        """Whether the territory's name is drawn on the map now (a crowded one waits for zooming in)."""
        label = self.scene.label_items.get(self._ids[territory])
        return label is not None and label.isVisible() and self.scene.labels_shown()

    def territory_tip(self, territory: int) -> str:
        """The hover tip: the name and what stands there; just the name when it is not drawn
        (every name can be read); nothing when the name is drawn and nothing stands there."""
        details = self._details.get(territory, "")
        if not details and self.name_shown(territory):
            return ""
        name = self.controller.names.territory(territory)
        return "\n\n".join((name, details)) if details else name

    def _update_tips(self, *_args) -> None:
        for territory in range(len(self._ids)):
            if self._land[territory]:
                self._update_tip(territory)

    def _update_tip(self, territory: int) -> None:
        item = self.territory_item(territory)
        if item is not None:
            item.setToolTip(self.territory_tip(territory))

    # -- highlights --------------------------------------------------------------------------------
    def highlight(self, sources: Iterable[int] = (), targets: Iterable[int] = (), selected: int | None = None,
                  choices: bool = False) -> None:
        """Show territories that can act (sources), what they can act on (targets) and the
        chosen one (selected). With ``choices`` the sources are places to choose among: they
        stand out and the rest of the land is shaded. Only the territories whose highlight
        changed are redrawn."""
        sources, targets = frozenset(sources), frozenset(targets)
        if (sources, targets, selected) == self._highlight and choices == self._choosing:
            return
        old, was_choosing = self._highlight, self._choosing
        self._highlight = (sources, targets, selected)
        self._choosing = choices
        wanted = {t: self._look(t) for t in sources | targets | ({selected} if selected is not None else set())}
        previous = {t: self._look(t, old, was_choosing) for t in self._highlight_items}
        for territory in list(self._highlight_items):
            if wanted.get(territory) != previous[territory]:
                self.scene.removeItem(self._highlight_items.pop(territory))
        for territory, look in wanted.items():
            if territory not in self._highlight_items:
                item = self._highlight_item(territory, look)
                if item is not None:
                    self._highlight_items[territory] = item
                    self.scene.addItem(item)
        if (selected, targets) != (old[2], old[1]) or choices != was_choosing or (choices and sources != old[0]):
            self._update_dim(selected, targets, sources if choices else None)

    def _update_dim(self, selected: int | None, targets: frozenset[int], choices: frozenset[int] | None) -> None:
        if self._dim_item is not None:
            self.scene.removeItem(self._dim_item)
            self._dim_item = None
        self._shaded = frozenset()
        if choices is not None:
            focus, colour = set(choices), CHOICE_DIM_COLOUR
        elif selected is not None:
            focus, colour = {selected, *targets}, DIM_COLOUR
        else:
            return
        # Every other land territory (the sea stays as it is): the choice stands out.
        self._shaded = frozenset(t for t in range(len(self._ids)) if t not in focus and self._land[t])
        shade = QPainterPath()
        shade.setFillRule(Qt.FillRule.OddEvenFill)  # territories never overlap; holes stay holes
        for territory, territory_id in enumerate(self._ids):
            item = self.scene.territory_items.get(territory_id)
            if territory not in focus and self._land[territory] and item is not None:
                shade.addPath(item.outline())
        self._dim_item = QGraphicsPathItem(shade)
        self._dim_item.setPen(Qt.PenStyle.NoPen)
        self._dim_item.setBrush(QBrush(colour))
        self._dim_item.setZValue(Z_DIM)
        self._dim_item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.scene.addItem(self._dim_item)

    def dimmed(self) -> bool:
        """Whether the map outside the selection and its targets (or the choices) is shaded."""
        return self._dim_item is not None

    def shaded(self) -> frozenset[int]:
        """The land territories shaded now (outside the selection, or not among the choices)."""
        return self._shaded

    def clear_highlight(self) -> None:
        self.highlight()

    def highlighted(self) -> tuple[frozenset[int], frozenset[int], int | None]:
        """(sources, targets, selected) as shown."""
        return self._highlight

    def highlight_look(self, territory: int) -> str | None:
        """'selected', 'target', 'source', 'choice' or None: how the territory is highlighted."""
        return self._look(territory) if territory in self._highlight_items else None

    def _look(self, territory: int, highlight=None, choosing: bool | None = None) -> str | None:
        sources, targets, selected = highlight or self._highlight
        choosing = self._choosing if choosing is None else choosing
        if territory == selected:
            return "selected"
        if territory in targets:
            return "target"
        if territory in sources:
            return "choice" if choosing else "source"
        return None

    def _highlight_item(self, territory: int, look: str | None) -> InnerBandItem | None:
        item = self.territory_item(territory)
        if item is None or look is None:
            return None
        path = item.outline()
        if look == "selected":
            return InnerBandItem(path, [_band_pen(SELECTED_COLOUR, SELECTED_PIXELS)],
                                 _line_pen(SELECTED_EDGE_COLOUR, 2.0), Z_HIGHLIGHT + 0.2)
        if look == "target":
            return InnerBandItem(path, [_band_pen(QColor("#ffffff"), TARGET_PIXELS),
                                        _band_pen(TARGET_COLOUR, TARGET_PIXELS, [2.2, 0.8])],
                                 _line_pen(TARGET_COLOUR, 1.5), Z_HIGHLIGHT + 0.1)
        if look == "choice":
            return InnerBandItem(path, [_band_pen(CHOICE_COLOUR, CHOICE_PIXELS)], _line_pen(CHOICE_EDGE_COLOUR, 2.0),
                                 Z_HIGHLIGHT)
        return InnerBandItem(path, [_band_pen(SOURCE_COLOUR, SOURCE_PIXELS)], None, Z_HIGHLIGHT)

    # -- flashes ----------------------------------------------------------------------------------
    def flash(self, territory: int) -> None:
        """Briefly light the territory up (a capture)."""
        item = self.territory_item(territory)
        if item is None or territory in self._flashes:
            return
        overlay = QGraphicsPathItem(item.outline())
        overlay.setPen(Qt.PenStyle.NoPen)
        overlay.setBrush(QBrush(FLASH_COLOUR))
        overlay.setZValue(Z_FLASH)
        overlay.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        overlay.setOpacity(0.0)
        self.scene.addItem(overlay)
        animation = QVariantAnimation(self)
        animation.setDuration(FLASH_MS)
        animation.setKeyValueAt(0.0, 0.0)
        animation.setKeyValueAt(0.25, 0.75)
        animation.setKeyValueAt(1.0, 0.0)
        animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        animation.valueChanged.connect(overlay.setOpacity)
        animation.setProperty("territory", territory)
        # A bound method, not a lambda: a lambda would hold this board, and the animation's
        # deletion could then release the board's last reference from inside the animation's
        # own destructor — the board would delete the animation a second time.
        animation.finished.connect(self._flash_finished)
        self._flashes[territory] = (overlay, animation)
        animation.start()

    def flashing(self) -> list[int]:
        return list(self._flashes)

    def _flash_finished(self) -> None:
        animation = self.sender()
        if animation is not None:
            self._end_flash(int(animation.property("territory")))

    def _end_flash(self, territory: int) -> None:
        overlay, animation = self._flashes.pop(territory, (None, None))
        if overlay is not None and overlay.scene() is not None:
            overlay.scene().removeItem(overlay)
        if animation is not None:
            animation.deleteLater()

    # -- continents -------------------------------------------------------------------------------
    def _make_continent_bands(self) -> None:
        board = self.controller.world.board
        try:
            shapes = board.shapes()
        except Exception:  # a damaged outline: the map still plays, without continent bands
            log.warning("no continent outlines for this map", exc_info=True)
            return
        for continent in self.controller.world.continents:
            members = [shapes[t] for t in continent.members if shapes[t] is not None]
            if not members:
                continue
            colour = QColor(board.continent(continent.id).colour or "")
            if not colour.isValid():
                continue
            try:
                outline = shapely.union_all(shapely.make_valid(np.array(members, dtype=object)))
            except Exception:
                log.warning("no outline for continent %s", continent.id, exc_info=True)
                continue
            item = InnerBandItem(geometry_path(outline), [_band_pen(colour, CONTINENT_BAND_PIXELS)],
                                 _line_pen(CONTINENT_LINE_COLOUR, CONTINENT_LINE_PIXELS), Z_CONTINENT)
            item.setData(0, continent.id)
            self.scene.addItem(item)
            self.continent_items.append(item)
