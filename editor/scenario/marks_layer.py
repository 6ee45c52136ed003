"""Keeps the stickers on a map scene in step with a Legacy world.

``StickerLayer`` draws the stickers of any Legacy world on a map scene (the scenario
designer's and the play board's): it makes and remakes the stickers of the territories it is
told changed, and the continents' banners. ``MarksLayer`` is the designer's: it follows a
scenario document. A change to the marks or the cards rebuilds the stickers of just the
territories it names (all of them if it names none); a change of continent marks rebuilds the
continents' banners; a new scenario (RESET) or new properties (the world's scar types may
have been renamed) rebuild everything. The stickers are children of one layer item, so hiding
the layer hides them all.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem
from shiboken6 import isValid

from editor.scenario import mark_items, sticker_layout
from editor.scenario.map_room import RectGrid, find_spot, room_for
from editor.scenario.mark_items import CityItem, CoinsItem, ContinentItem, ScarItem, StickerItem
from editor.scenario.name_layout import arrange_name_tags
from editor.scenario.scenario_document import ScenarioChange, ScenarioDocument, ScenarioPart
from editor.scene import style
from engine.campaign.pieces import MarkKind
from engine.campaign.world import LegacyWorld, Mark, TerritoryCard


class StickerLayer(QObject):
    """The Legacy stickers of a world, drawn on a MapScene of its board.

    A subclass says which world and board (``world``, ``map_board``, ``continent_names``) and
    when they changed (``refresh_territories``, ``refresh_continents``, ``rebuild``); it may
    add stickers of its own to a territory's (``territory_items``).
    """

    def __init__(self, scene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        self._layer: QGraphicsRectItem | None = None
        self._items: dict[str, list[StickerItem]] = {}  # by territory id
        self._continent_items: dict[str, ContinentItem] = {}
        self._visible = True
        self._zoom: float | None = None
        self._views: list = []

    def _start(self) -> None:
        """Draw the world and follow the view's zoom (a subclass calls it once it can answer
        ``world`` and ``map_board``)."""
        self.rebuild()
        view_scale = getattr(self._scene, "view_scale", None)
        self.set_zoom(view_scale() if view_scale is not None else None)
        self._watch_views()
        # A window usually makes its view after the layer: look again once it is built.
        QTimer.singleShot(0, self._watch_views)

    # -- what is drawn (a subclass answers) ----------------------------------------------------------
    def world(self) -> LegacyWorld | None:
        return None

    def map_board(self):
        """The board the stickers go on (its slots and mark radius)."""
        raise NotImplementedError

    def continent_names(self) -> dict[str, str]:
        """Each continent's name on the map (by id), as the banner's tooltip calls it."""
        return {}

    def territory_items(self, world: LegacyWorld, territory_id: str) -> list[StickerItem]:
        """The stickers of a territory (a subclass may add its own to these)."""
        board = self.map_board()
        return territory_items(world, board, territory_id, board.meta.mark_radius)

    # -- reading ---------------------------------------------------------------------------------
    @property
    def scene(self):
        return self._scene

    def layer_item(self) -> QGraphicsItem:
        return self._ensure_layer()

    def items_for(self, territory_id: str) -> list[StickerItem]:
        """The stickers of a territory: city, scar, coins (those it has)."""
        return list(self._items.get(territory_id, ()))

    def city_item(self, territory_id: str) -> CityItem | None:
        return next((i for i in self._items.get(territory_id, ()) if isinstance(i, CityItem)), None)

    def scar_item(self, territory_id: str) -> ScarItem | None:
        return next((i for i in self._items.get(territory_id, ()) if isinstance(i, ScarItem)), None)

    def coins_item(self, territory_id: str) -> CoinsItem | None:
        return next((i for i in self._items.get(territory_id, ()) if isinstance(i, CoinsItem)), None)

    def continent_item(self, continent_id: str) -> ContinentItem | None:
        return self._continent_items.get(continent_id)

    def all_items(self) -> list[StickerItem]:
        items = [item for items in self._items.values() for item in items]
        return items + list(self._continent_items.values())

    def sticker_at(self, scene_point: QPointF) -> StickerItem | None:
        """The topmost sticker under a scene point, if any."""
        return sticker_at(self.all_items(), scene_point)

    # -- showing -----------------------------------------------------------------------------------
    def set_visible(self, visible: bool) -> None:
        self._visible = bool(visible)
        self._ensure_layer().setVisible(self._visible)

    def is_visible(self) -> bool:
        return self._visible

    # -- zoom ------------------------------------------------------------------------------------------
    def zoom(self) -> float | None:
        return self._zoom

    def set_zoom(self, zoom: float | None) -> None:
        """The view's zoom (screen pixels per map unit): zoomed far out, stickers are drawn
        bigger than on the map so they stay recognisable (sticker_layout.boost_for)."""
        self._zoom = zoom
        for item in self.all_items():
            item.set_zoom(zoom)
        self.arrange_names()

    def arrange_names(self) -> None:
        """Put each city's name where it covers no other sticker or name (see name_layout)."""
        items = self.all_items()
        arrange_name_tags([i for i in items if isinstance(i, CityItem)], items, self._zoom)

    def _watch_views(self) -> None:
        if not isValid(self) or not isValid(self._scene):
            return
        for view in self._scene.views():
            signal = getattr(view, "zoomChanged", None)
            if signal is not None and not any(v is view for v in self._views):
                self._views.append(view)
                signal.connect(self.set_zoom)
                zoom = getattr(view, "zoom_factor", None)
                if zoom is not None:
                    self.set_zoom(zoom())

    # -- keeping in step -----------------------------------------------------------------------------
    def rebuild(self) -> None:
        """Make every sticker again from the world."""
        self.refresh_territories(t.id for t in self.map_board().territories)
        self.refresh_continents()

    def refresh_territories(self, territory_ids: Iterable[str]) -> None:
        """Make the stickers of these territories again (their marks or card changed)."""
        layer = self._ensure_layer()
        world = self.world()
        board = self.map_board()
        for territory_id in set(territory_ids):
            self._remove(territory_id)
            if world is None or not board.has_territory(territory_id):
                continue
            items = self.territory_items(world, territory_id)
            for item in items:
                item.set_zoom(self._zoom)
                item.setParentItem(layer)
            if items:
                self._items[territory_id] = items
        self.arrange_names()

    def refresh_continents(self) -> None:
        layer = self._ensure_layer()
        for item in self._continent_items.values():
            _remove_item(item)
        self._continent_items.clear()
        world = self.world()
        if world is None:
            return
        board = self.map_board()
        names = self.continent_names()
        for continent_id, marks in world.continents.items():
            if continent_id not in names or (not marks.name and not marks.bonus_mark):
                continue
            point = sticker_layout.continent_point(board, continent_id)
            if point is None:
                continue
            item = ContinentItem(continent_id, names[continent_id], marks, point, board.meta.mark_radius)
            item.set_zoom(self._zoom)
            item.setParentItem(layer)
            self._continent_items[continent_id] = item
        self.arrange_names()

    def _remove(self, territory_id: str) -> None:
        for item in self._items.pop(territory_id, ()):
            _remove_item(item)

    def _ensure_layer(self) -> QGraphicsRectItem:
        # MapScene.rebuild() clears the scene, deleting our layer with everything else:
        # make a new one (and forget the deleted stickers) if that happened.
        if self._layer is None or not isValid(self._layer) or self._layer.scene() is not self._scene:
            self._items.clear()
            self._continent_items.clear()
            layer = QGraphicsRectItem()
            layer.setPen(QPen(Qt.PenStyle.NoPen))
            layer.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
            layer.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            layer.setZValue(mark_items.Z_STICKER)
            layer.setVisible(self._visible)
            self._scene.addItem(layer)
            self._layer = layer
        return self._layer


class MarksLayer(StickerLayer):
    """The Legacy stickers of a scenario document's world, drawn on a MapScene of its board.

    The stickers stay on their slots; what else the designer draws (troop badges, HQ marks)
    keeps clear of them and of the cities' names through the scene's MapRoom (map_room.py).
    """

    def __init__(self, document: ScenarioDocument, scene, parent: QObject | None = None) -> None:
        super().__init__(scene, parent if parent is not None else document)
        self._document = document
        self._room = room_for(scene)
        self._room.add_source(self.taken)
        self._room.wishesChanged.connect(self.arrange_names)
        document.changed.connect(self._on_changed)
        self._start()

    def arrange_names(self) -> None:
        """As the play board's, with the coins and banners kept off the bigger stickers
        first, and the names leaving the troop badges' spots free where they can."""
        if not isValid(self) or not isValid(self._scene):
            return
        items = self.all_items()
        spread_coins(items)
        self._keep_coins_clear()
        self._keep_banners_clear()
        wanted = self._room.wanted(self._zoom) if self._zoom else []
        names = [SceneRect(rect) for rect in territory_name_rects(self._scene)]
        arrange_name_tags([i for i in items if isinstance(i, CityItem)], [*items, *names], self._zoom,
                          [SceneRect(rect) for rect in wanted])
        self._room.changed.emit()  # the badges find room again

    def _keep_coins_clear(self) -> None:
        """Move a card's coins off a neighbour's stickers: zoomed far out the stickers are
        drawn bigger than their slots, and two territories' can meet across a border. The
        coins stay in their own territory where they can (else the nearest clear spot)."""
        zoom = self._zoom
        if not zoom or zoom <= 0:
            return
        grid = RectGrid(self.map_board().meta.mark_radius * 4)
        coins = []
        for items in self._items.values():
            for item in items:
                if isinstance(item, CoinsItem):
                    coins.append(item)
                else:
                    grid.add(item.mapRectToScene(item.shape().boundingRect()))
        scene = self._scene
        for item in coins:
            rect = item.mapRectToScene(item.shape().boundingRect())
            if not grid.hits(rect):
                grid.add(rect)
                continue
            own = item.territory_id

            def at_home(point: QPointF, own=own) -> bool:
                return scene.territory_at(point) == own
            move = find_spot([rect], rect.center(), grid, zoom, (at_home, lambda _point: True))
            if move is not None:
                item.setPos(item.pos() + move)
            grid.add(item.mapRectToScene(item.shape().boundingRect()))

    def _keep_banners_clear(self) -> None:
        """Move a continent's banner off the stickers it would cover: its spot was chosen
        clear of the slots, but zoomed far out the stickers (and the coins beside the
        cities) are drawn bigger than their slots."""
        zoom = self._zoom
        if not zoom or zoom <= 0 or not self._continent_items:
            return
        grid = RectGrid(sticker_layout.BANNER_HEIGHT * self.map_board().meta.mark_radius * 4)
        for items in self._items.values():
            for item in items:
                grid.add(item.mapRectToScene(item.shape().boundingRect()))
        board = self.map_board()
        for continent_id, banner in self._continent_items.items():
            home = sticker_layout.continent_point(board, continent_id)
            if home is None:
                continue
            banner.setPos(home)
            rect = banner.mapRectToScene(banner.shape().boundingRect())
            move = find_spot([rect], home, grid, zoom, (self._in_continent(continent_id), lambda _point: True))
            if move is not None:
                banner.setPos(home + move)
            grid.add(banner.mapRectToScene(banner.shape().boundingRect()))

    def _in_continent(self, continent_id: str):
        board, scene = self.map_board(), self._scene

        def inside(point: QPointF) -> bool:
            under = scene.territory_at(point)
            return under is not None and board.has_territory(under) and board.territory(under).continent == continent_id
        return inside

    def taken(self, zoom: float) -> list[QRectF]:
        """Where the stickers, banners and cities' names are drawn at ``zoom``, in scene units."""
        if not self.is_visible() or not zoom or zoom <= 0:
            return []
        rects = []
        for item in self.all_items():
            if not isValid(item) or not item.isVisible():
                continue
            rects.append(item.mapRectToScene(item.shape().boundingRect()))
            tag = getattr(item, "name_tag", None)
            if tag is not None and tag.isVisible():
                box = tag.box()
                rects.append(QRectF(tag.scenePos() + box.topLeft() / zoom, box.size() / zoom))
        return rects

    @property
    def document(self) -> ScenarioDocument:
        return self._document

    def world(self) -> LegacyWorld | None:
        return self._document.world

    def map_board(self):
        return self._document.board

    def continent_names(self) -> dict[str, str]:
        return self._document.names.continents

    def _on_changed(self, change: ScenarioChange) -> None:
        part = change.part
        if part in (ScenarioPart.MARKS, ScenarioPart.CARDS):
            if change.territory_ids:
                self.refresh_territories(change.territory_ids)
            else:
                self.refresh_territories(t.id for t in self._document.board.territories)
        elif part is ScenarioPart.CONTINENTS:
            self.refresh_continents()
        elif part in (ScenarioPart.RESET, ScenarioPart.PROPERTIES):
            self.rebuild()


def _remove_item(item: QGraphicsItem) -> None:
    if isValid(item):
        scene = item.scene()
        if scene is not None:
            scene.removeItem(item)


class SceneRect:
    """A rectangle on the map, read as name_layout reads an obstacle."""

    def __init__(self, rect: QRectF) -> None:
        self._rect = QRectF(rect)

    def sceneBoundingRect(self) -> QRectF:  # noqa: N802 (as QGraphicsItem's)
        return QRectF(self._rect)


def territory_name_rects(scene) -> list[QRectF]:
    """Where the territories' names are drawn now (their letters and half their halo), in
    scene units; none while names are too small to be drawn."""
    labels_shown = getattr(scene, "labels_shown", None)
    if labels_shown is None or not labels_shown():
        return []
    rects = []
    for label in scene.label_items.values():
        if label.isVisible():
            halo = style.LABEL_HALO * label.text_size() / 2
            rects.append(label.mapRectToScene(label.rect().adjusted(halo, halo, -halo, -halo)))
    return rects


def spread_coins(items: Iterable[StickerItem]) -> None:
    """Keep each card's coins as far from its city as the stickers are drawn big: zoomed
    far out, stickers grow (StickerItem.boost) and a coin left at its point on the map
    would lie on the city."""
    for item in items:
        if isinstance(item, CoinsItem) and item.anchor is not None:
            item.setPos(item.anchor + (item.home - item.anchor) * item.boost())


def territory_items(world: LegacyWorld, board, territory_id: str, radius: float) -> list[StickerItem]:
    """The stickers a world puts on a territory: its city (with its fortification), its scar
    (with a scar-cancel over it) and its card's coins when it has more than one or was destroyed."""
    items: list[StickerItem] = []
    marks = world.marks_on(territory_id)
    city = world.city(territory_id)
    point = sticker_layout.city_point(board, territory_id)
    if city is not None and point is not None:
        items.append(CityItem(territory_id, city, world.fortification(territory_id), point, radius))
    scar, cancel = shown_scar(marks)
    point = sticker_layout.scar_point(board, territory_id)
    if (scar is not None or cancel is not None) and point is not None:
        items.append(ScarItem(territory_id, scar, cancel, mark_items.world_scar_type(world, scar), point, radius))
    card = world.cards.get(territory_id, TerritoryCard())
    point = sticker_layout.coin_point(board, territory_id)
    if (card.coins > 1 or card.destroyed) and point is not None:
        city_slot = sticker_layout.city_point(board, territory_id)
        items.append(CoinsItem(territory_id, card, point, radius, anchor=city_slot))
    return items


def shown_scar(marks: list[Mark]) -> tuple[Mark | None, Mark | None]:
    """The scar sticker on top of a territory's scar slot, and the scar-cancel over it if
    one was stuck on after it (a cancelled scar stays visible under its bandages)."""
    scar = cancel = None
    for mark in marks:
        if mark.kind is MarkKind.SCAR:
            scar, cancel = mark, None
        elif mark.kind is MarkKind.SCAR_CANCEL:
            cancel = mark
    return scar, cancel


def sticker_at(items: Iterable[StickerItem], scene_point: QPointF) -> StickerItem | None:
    """The topmost of these stickers under a scene point (continent marks first, then the
    latest made)."""
    found = [item for item in items if isValid(item) and item.isVisible() and item.hit(scene_point)]
    if not found:
        return None
    return max(enumerate(found), key=lambda pair: (pair[1].zValue(), pair[0]))[1]
