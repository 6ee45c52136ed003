"""The map as a QGraphicsScene: sea, background picture, territories, connections, slots, labels.

The scene mirrors a :class:`~engine.board.board.Board` and never changes it. Following a
:class:`~editor.document.map_document.MapDocument` (:meth:`MapScene.follow`) it updates just
the items an edit concerns; without one, whoever edits calls :meth:`MapScene.refresh_territory`
(or :meth:`MapScene.rebuild`) so the items show the new values.

Big maps stay quick through levels of detail. Items of one kind are children of a *layer*
item, so a whole kind is skipped at once: labels and sticker slots while they would be too
small to read, and, on a big map zoomed out, the territory items themselves, replaced by
one cached picture (:mod:`editor.scene.overview`). The view showing the scene says how big
a map unit is on screen (:meth:`MapScene.set_view_scale`); a scene no view has told (an
export, say) draws everything in full.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsScene

from editor.scene import label_item, label_sprites, readable_labels, slot_item, slot_sheet, style
from editor.scene.background_item import BackgroundItem
from editor.scene.coast_item import CoastItem
from editor.scene.connection_item import ConnectionItem
from editor.scene.hit_index import TerritoryGrid
from editor.scene.label_item import LabelItem
from editor.scene.label_sprites import LabelSprites
from editor.scene.overview import OverviewItem
from editor.scene.problem_markers import ProblemMarker, ProblemMarkerItem
from editor.scene.slot_item import SlotItem, SlotKind
from editor.scene.slot_sheet import SlotSheet, sheet_rect
from editor.scene.territory_item import TerritoryItem
from engine.board.board import Board
from engine.board.local_names import local_name
from engine.board.model import Connection, ConnectionKind, Territory, TerritoryKind
from engine.board.waters import navy_borders

log = logging.getLogger(__name__)

# Room around the canvas, as a share of its larger side.
MARGIN = 0.03
# From this many territories on, a zoomed-out view shows the cached picture (overview.py)
# instead of the territory items; smaller maps draw quickly enough item by item.
OVERVIEW_MIN_TERRITORIES = 500
# From this many territories on, labels and slots are made after the first frame, a few
# hundred territories at a time between events (they take longer than the territories and
# a zoomed-out view of such a map does not show them); asking for them makes them at once.
DEFER_MARKS_MIN_TERRITORIES = 1000
# With no view to draw it, a scene counts its first frame as drawn this long after it is made.
FIRST_FRAME_FALLBACK_MS = 1000
MARKS_PER_STEP = 250
# How far, in screen pixels, a territory's widest border (selected: 3 px) and its
# antialiasing reach beyond its outline.
BORDER_PAD_PIXELS = 3.0

_NO_PEN = QPen(Qt.PenStyle.NoPen)


def _layer(z: float) -> QGraphicsRectItem:
    """A parent for all items of one kind: draws nothing itself; hiding it (or making it
    fully transparent) skips its children in one go."""
    layer = QGraphicsRectItem()
    layer.setPen(_NO_PEN)
    layer.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
    layer.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    layer.setZValue(z)
    return layer


class MapScene(QGraphicsScene):
    """Everything drawn for one board. Items are kept by territory id for quick lookup."""

    hoveredChanged = Signal(object)  # noqa: N815 (Qt naming): the hovered territory's id, or None
    labelsFitted = Signal()  # noqa: N815 (Qt naming): readable names were scaled, nudged or hidden
    # After the first frame a view drew of this scene (or, with no view, a moment after it
    # was made): when work that need not delay the first picture of a big map may begin.
    firstFrameDrawn = Signal()  # noqa: N815 (Qt naming)

    def __init__(self, board: Board, map_path: str | Path | None = None, parent=None, *,
                 language: str | None = None) -> None:
        """``language``: territories are labelled with their names in it where the map has
        them (the play board and the designer pass the app's); None draws the base names
        (the map editor, where what you see is what the file says)."""
        super().__init__(parent)
        self._board = board
        self._language = language
        self._map_path = Path(map_path) if map_path is not None else None
        self._meta = board.meta
        self._slots_visible = True
        self._sea_lines_visible = True
        self._borders_visible = False
        self._border_items_made = False
        self._coasts_visible = True
        self.coast_items: dict[tuple[str, str], CoastItem] = {}
        self._canvas_item: QGraphicsRectItem | None = None
        self._background_item: BackgroundItem | None = None
        self.territory_items: dict[str, TerritoryItem] = {}
        self._label_items: dict[str, LabelItem] = {}
        self._slot_items: dict[str, dict[SlotKind, SlotItem]] = {}
        self._marks_todo: dict[str, None] = {}  # territories whose marks are still to be made
        self._marks_timer = QTimer(self)
        self._marks_timer.setInterval(0)
        self._marks_timer.timeout.connect(self._make_some_marks)
        self._first_frame = False  # see firstFrameDrawn
        QTimer.singleShot(FIRST_FRAME_FALLBACK_MS, self, self._after_first_frame)
        self.connection_items: list[ConnectionItem] = []
        self.problem_items: list[ProblemMarkerItem] = []
        self._connections_of: dict[str, list[ConnectionItem]] = {}
        self._selected: frozenset[str] = frozenset()
        self._hovered: str | None = None
        self._hovered_shown: str | None = None  # the item drawn hovered (it may lag _hovered)
        self._neighbours: frozenset[str] = frozenset()
        self._grid: TerritoryGrid | None = None
        self._view_scale: float | None = None
        self._pixel_ratio = 1.0
        self._overview_on = False
        self._min_label_pixels = 0.0  # 0: names in map units (the editor); see readable_labels
        self._label_reserve_below = 0.0
        # After an edit adds or changes names, fit them again once, when the edit is done.
        # Names are drawn from cached pictures on screen, stretched while the view zooms.
        self.label_sprites = LabelSprites(self)
        self.label_sprites.prewarm_source = self._labels_ahead
        self._view_rect: QRectF | None = None    # what the view last drew (prepare_view)
        self._zoom_focus: QPointF | None = None  # the scene point the view last zoomed about
        self._refit_timer = QTimer(self)
        self._refit_timer.setSingleShot(True)
        self._refit_timer.setInterval(0)
        self._refit_timer.timeout.connect(self._refit_labels)
        self._document = None
        self.setBackgroundBrush(QBrush(style.OUTSIDE_COLOUR))
        self.rebuild()

    # -- reading ---------------------------------------------------------------------------
    @property
    def board(self) -> Board:
        return self._board

    @property
    def map_path(self) -> Path | None:
        return self._map_path

    @property
    def label_items(self) -> dict[str, LabelItem]:
        """Label items by territory id (made now if they were still to be made)."""
        self.ensure_marks()
        return self._label_items

    @property
    def slot_items(self) -> dict[str, dict[SlotKind, SlotItem]]:
        """Slot items by territory id and kind (made now if they were still to be made)."""
        self.ensure_marks()
        return self._slot_items

    def marks_pending(self) -> bool:
        """Whether some labels and slots are still to be made (a big map just opened)."""
        return bool(self._marks_todo)

    def ensure_marks(self) -> None:
        """Make every label and slot still to be made, now."""
        if self._marks_todo:
            self._make_some_marks(len(self._marks_todo))

    def prepare_view(self, rect: QRectF) -> None:
        """The view is about to draw this scene rect: make the labels and slots it shows
        first, if they are still to be made and big enough to be drawn."""
        self._view_rect = QRectF(rect)
        todo = self._marks_todo
        if todo and (self._label_layer.opacity() > 0 or self._slot_layer.opacity() > 0):
            for territory_id in self._hit_grid().within(QRectF(rect)):
                if territory_id in todo:
                    del todo[territory_id]
                    self._update_marks(self._board.territory(territory_id))
            if not todo:
                self._marks_timer.stop()

    def _make_some_marks(self, count: int = MARKS_PER_STEP) -> None:
        board = self._board
        todo = self._marks_todo
        for _ in range(min(count, len(todo))):
            territory_id, _none = todo.popitem()
            if board.has_territory(territory_id):
                self._update_marks(board.territory(territory_id))
        if not todo:
            self._marks_timer.stop()
            # The hit grid too, between events, rather than at the first hover or wheel
            # notch (some 70 ms on a 5,000-territory map).
            QTimer.singleShot(0, self, self._hit_grid)
            if slot_sheet.ENABLED:
                QTimer.singleShot(0, self, self._slot_sheet.prepare)  # its arrays, likewise

    def canvas_rect(self) -> QRectF:
        """The map's canvas, (0, 0) to (width, height), in scene coordinates."""
        return QRectF(0.0, 0.0, self._board.meta.width, self._board.meta.height)

    def territory_item(self, territory_id: str) -> TerritoryItem | None:
        return self.territory_items.get(territory_id)

    def label_item(self, territory_id: str) -> LabelItem | None:
        return self.label_items.get(territory_id)

    def made_label_items(self) -> dict[str, LabelItem]:
        """The label items made so far, without making the rest (``label_items`` does)."""
        return self._label_items

    def slot_item(self, territory_id: str, kind: SlotKind | str) -> SlotItem | None:
        return self.slot_items.get(territory_id, {}).get(SlotKind(kind))

    def background_item(self) -> BackgroundItem | None:
        return self._background_item

    def canvas_item(self) -> QGraphicsRectItem | None:
        return self._canvas_item

    def overview_item(self) -> OverviewItem | None:
        return self._overview

    def territory_at(self, point) -> str | None:
        """The id of the territory under a scene point, if any (the topmost one).

        A few microseconds even on a 5,000-territory map: a grid of the territories' boxes
        gives the candidates and only their outlines are tested (holes are not inside).
        """
        point = QPointF(point)
        best = None
        for territory_id in self._hit_grid().at(point.x(), point.y()):
            item = self.territory_items.get(territory_id)
            if item is not None and item.hit(point) and (
                best is None or (item.zValue(), item.serial) > (best.zValue(), best.serial)
            ):
                best = item
        return best.territory_id if best is not None else None

    def territories_in(self, rect: QRectF) -> list[TerritoryItem]:
        """The territory items whose outline's box meets the scene rect, bottom first."""
        rect = QRectF(rect)
        items = [item for territory_id in self._hit_grid().within(rect)
                 if (item := self.territory_items.get(territory_id)) is not None
                 and item.fill_bounds().intersects(rect)]
        items.sort(key=lambda item: (item.zValue(), item.serial))
        return items

    def render(self, painter, target=None, source=None, mode=Qt.AspectRatioMode.KeepAspectRatio) -> None:
        """Draw the scene (as QGraphicsScene.render), every label and slot included."""
        self.ensure_marks()
        super().render(painter, QRectF() if target is None else target, QRectF() if source is None else source, mode)

    # -- following a document --------------------------------------------------------------
    def follow(self, document) -> None:
        """Mirror a MapDocument: every change it announces updates just the items concerned."""
        if self._document is not None:
            self._document.changed.disconnect(self._on_document_changed)
        self._document = document
        if document.board is not self._board:
            self.set_board(document.board, document.path)
        document.changed.connect(self._on_document_changed)

    def _on_document_changed(self, change) -> None:
        from editor.document.changes import ChangeKind

        kind = change.kind
        if self._document.board is not self._board:
            self.set_board(self._document.board, self._document.path)
        elif kind is ChangeKind.TERRITORIES:
            self.refresh_territories(change.territory_ids)
        elif kind is ChangeKind.CONNECTIONS:
            self._sync_connections(change.territory_ids or None)
            self._sync_coasts()
            self._refresh_hover()
        elif kind is ChangeKind.CONTINENTS:
            self.refresh_colours()
        elif kind is ChangeKind.METADATA:
            self._apply_metadata()
        else:  # a whole new board
            self.set_board(self._document.board, self._document.path)

    # -- selection, hover and problems -----------------------------------------------------
    def set_selection(self, ids) -> None:
        """Highlight these territories (the editor's selection); restyles only the changes."""
        selected = frozenset(ids)
        changed = selected ^ self._selected
        self._selected = selected
        for territory_id in changed:
            item = self.territory_items.get(territory_id)
            if item is not None:
                item.set_selected(territory_id in selected)

    def selection(self) -> frozenset[str]:
        return self._selected

    def set_hovered(self, territory_id: str | None) -> None:
        """Highlight the territory under the mouse, and lightly its neighbours (None: nothing).

        Only the items whose look changes are restyled: cheap on any map.
        """
        if territory_id is not None and territory_id not in self.territory_items:
            territory_id = None
        if territory_id != self._hovered:
            self._hovered = territory_id
            self._refresh_hover()
            self.hoveredChanged.emit(territory_id)

    def hovered(self) -> str | None:
        return self._hovered

    def hovered_neighbours(self) -> frozenset[str]:
        """The neighbours of the hovered territory, as highlighted."""
        return self._neighbours

    def _refresh_hover(self) -> None:
        """Bring the hover highlights in line with ``_hovered`` and the board's connections."""
        hovered = self._hovered
        if hovered is not None and hovered not in self.territory_items:
            hovered = self._hovered = None
            self.hoveredChanged.emit(None)
        neighbours = frozenset(self._board.neighbours(hovered)) - {hovered} if hovered else frozenset()
        previous = self._hovered_shown
        changed = set(self._neighbours ^ neighbours) | {previous, hovered}
        changed.discard(None)
        for territory_id in changed:
            if (item := self.territory_items.get(territory_id)) is not None:
                item.set_highlight(territory_id == hovered, territory_id in neighbours)
        self._neighbours = neighbours
        self._hovered_shown = hovered

    def set_problem_markers(self, markers: list[ProblemMarker]) -> None:
        """Show validation problems on the map (replacing the previous ones)."""
        for item in self.problem_items:
            self.removeItem(item)
        self.problem_items = [ProblemMarkerItem(m) for m in markers]
        for item in self.problem_items:
            self.addItem(item)

    # -- showing and hiding ----------------------------------------------------------------
    def slots_visible(self) -> bool:
        return self._slots_visible

    def set_slots_visible(self, visible: bool) -> None:
        self._slots_visible = bool(visible)
        self._slot_layer.setVisible(self._slots_visible)

    def sea_lines_visible(self) -> bool:
        return self._sea_lines_visible

    def set_sea_lines_visible(self, visible: bool) -> None:
        self._sea_lines_visible = bool(visible)
        self._sea_line_layer.setVisible(self._sea_lines_visible)

    def coasts_visible(self) -> bool:
        """Whether coasts (land–water borders, where navies go) are drawn along the outlines."""
        return self._coasts_visible

    def set_coasts_visible(self, visible: bool) -> None:
        self._coasts_visible = bool(visible)
        self._coast_layer.setVisible(self._coasts_visible)

    def borders_visible(self) -> bool:
        """Whether plain border connections are drawn (off by default: a debugging aid)."""
        return self._borders_visible

    def set_borders_visible(self, visible: bool) -> None:
        self._borders_visible = bool(visible)
        if self._borders_visible and not self._border_items_made:
            self._border_items_made = True
            self._sync_connections()
        self._border_layer.setVisible(self._borders_visible)

    # -- level of detail -------------------------------------------------------------------
    def set_view_scale(self, zoom: float | None, pixel_ratio: float = 1.0) -> None:
        """How big the view shows the map: ``zoom`` screen pixels per map unit (None: no
        view, draw everything in full), on a screen of ``pixel_ratio`` device pixels per pixel.

        Labels and slots too small to read are skipped, and a big map zoomed out is drawn
        from a cached picture. The view calls this whenever its zoom changes; with two views
        on one scene the last one to call wins.
        """
        if zoom is not None and not zoom > 0:
            zoom = None
        if (zoom, pixel_ratio) != (self._view_scale, self._pixel_ratio):
            # On screen a label is drawn from its picture (label_sprites), stretched while
            # the zoom changes. Not without a view (an export): an SVG must get the letters.
            self.label_sprites.enabled = zoom is not None
            if zoom is not None:
                self.label_sprites.zoom_changed()
            self._view_scale = zoom
            self._pixel_ratio = pixel_ratio
            self._apply_detail()

    def drawBackground(self, painter, rect: QRectF) -> None:  # noqa: N802 (Qt naming)
        self.label_sprites.new_frame()  # each painted frame may draw a few label pictures
        if not self._first_frame:
            QTimer.singleShot(0, self, self._after_first_frame)  # once this frame is on screen
        super().drawBackground(painter, rect)

    def _after_first_frame(self) -> None:
        if self._first_frame:
            return
        self._first_frame = True
        if self._marks_todo:
            self._marks_timer.start()
        self.firstFrameDrawn.emit()

    def first_frame_drawn(self) -> bool:
        return self._first_frame

    def set_zoom_focus(self, point: QPointF) -> None:
        """The scene point a view zooms about (under the mouse): names near it are drawn
        ahead of need first (label_sprites)."""
        self._zoom_focus = QPointF(point)

    def _labels_ahead(self) -> list[tuple[LabelItem, float, float]]:
        """The names the next zoom notches would show, with the device scale and size on
        screen they would be shown at: one notch in, one out, then two and three in (where
        names may first appear: a wheel turned briskly gives little time between notches);
        each nearest the zoom's focus first."""
        zoom, rect = self._view_scale, self._view_rect
        if zoom is None or rect is None or rect.isEmpty() or self._min_label_pixels:
            return []  # no view, or play-board names, which are fitted anew at every zoom
        focus = self._zoom_focus if self._zoom_focus is not None and rect.contains(self._zoom_focus) \
            else rect.center()
        text = style.LABEL_SIZE * self._board.meta.mark_radius * self._board.meta.label_size
        step = label_sprites.NOTCH
        wanted: list[tuple[LabelItem, float, float]] = []
        for factor in (step, 1 / step, step ** 2, step ** 3):
            target = zoom * factor
            if not label_item.MIN_VISIBLE_PIXELS <= target * text <= label_item.GLYPH_CACHE_PIXELS:
                continue
            # What the view would show zoomed by ``factor`` about the focus, and a little more.
            reach = 1.1 / factor
            area = QRectF(focus.x() + (rect.left() - focus.x()) * reach, focus.y() + (rect.top() - focus.y()) * reach,
                          rect.width() * reach, rect.height() * reach)
            labels = [label for territory_id in self._hit_grid().within(area)
                      if (label := self._label_items.get(territory_id)) is not None and label.isVisible()]
            labels.sort(key=lambda label: (label.x() - focus.x()) ** 2 + (label.y() - focus.y()) ** 2)
            ratio = self._pixel_ratio
            wanted += [(label, target * ratio * label.scale(), target * text * label.scale()) for label in labels]
        return wanted

    def view_scale(self) -> float | None:
        return self._view_scale

    def overview_active(self) -> bool:
        """Whether territories are drawn from the cached picture (a big map, zoomed out)."""
        return self._overview_on

    def labels_shown(self) -> bool:
        """Whether labels are big enough on screen to be drawn."""
        return self._label_layer.opacity() > 0

    def set_minimum_label_pixels(self, pixels: float, reserve_below: float = 0.0) -> None:
        """Draw every name at least ``pixels`` tall on screen, hiding those that would then
        overlap a bigger territory's name (and the ``reserve_below`` screen pixels under it);
        0 draws names in map units. For the play board: see :mod:`readable_labels`."""
        self._min_label_pixels, self._label_reserve_below = max(0.0, pixels), max(0.0, reserve_below)
        if not self._min_label_pixels:
            readable_labels.reset_labels(self._label_items.values())
        self._apply_detail()

    def minimum_label_pixels(self) -> float:
        return self._min_label_pixels

    def _refit_labels(self) -> None:
        if self._min_label_pixels and self._view_scale is not None:
            self._fit_readable_labels(self._view_scale)

    def _fit_readable_labels(self, zoom: float) -> None:
        self.ensure_marks()
        items = self.territory_items

        def area(label: LabelItem) -> float:
            item = items.get(label.territory_id)
            box = item.fill_bounds() if item is not None else QRectF()
            return box.width() * box.height()

        def may_stand(label: LabelItem, centre: QPointF) -> bool:
            # A nudged name still reads as its own over its territory or over open sea;
            # over a neighbour it would name the wrong land.
            under = self.territory_at(centre)
            return under is None or under == label.territory_id

        def inside(label: LabelItem, point: QPointF) -> bool:
            return self.territory_at(point) == label.territory_id

        readable_labels.fit_labels(self._label_items.values(), zoom, self._min_label_pixels, area,
                                   self._label_reserve_below, may_stand, inside)
        self.labelsFitted.emit()

    def _apply_detail(self) -> None:
        zoom = self._view_scale
        radius = self._board.meta.mark_radius
        text_radius = radius * self._board.meta.label_size
        labels = zoom is None or zoom * style.LABEL_SIZE * text_radius >= label_item.MIN_VISIBLE_PIXELS
        if self._min_label_pixels and zoom is not None:
            labels = True
            self._fit_readable_labels(zoom)
        slots = zoom is None or zoom * radius >= slot_item.MIN_VISIBLE_PIXELS
        overview = (zoom is not None and len(self.territory_items) >= OVERVIEW_MIN_TERRITORIES
                    and OverviewItem.fits(self.sceneRect(), zoom * self._pixel_ratio))
        # Opacity, not visibility: the items are still there (isVisible() stays true, hit
        # tests find them); Qt just skips drawing a fully transparent layer and its children.
        self._label_layer.setOpacity(1.0 if labels else 0.0)
        self._slot_layer.setOpacity(1.0 if slots else 0.0)
        # On screen one item draws every slot in view from pictures; without a view (an
        # export) the items draw themselves as shapes.
        sheet = zoom is not None and slot_sheet.ENABLED
        self._slot_items_layer.setOpacity(0.0 if sheet else 1.0)
        self._slot_sheet.setVisible(sheet)
        if overview != self._overview_on:
            self._overview_on = overview
            self._territory_layer.setOpacity(0.0 if overview else 1.0)
            self._overview.setVisible(overview)
            # Zoomed in, the picture is kept (and kept up to date) to stand in, stretched,
            # the moment the view zooms out again instead of being drawn anew at once.
            self._overview.hold(not overview)

    def territory_look_changed(self, item: TerritoryItem, old_bounds: QRectF | None = None) -> None:
        """Called by a territory item whose look changed: redraw that spot.

        In the picture of a zoomed-out big map, the spot is drawn again. Otherwise the view
        repaints the item's box, which is its outline's: a wide hover or selection border
        reaches up to 3 pixels beyond (cosmetic pens are not counted in a box), so the spot
        is widened by that much on screen.
        """
        if self._overview.has_picture():  # shown, or kept while zoomed in
            if old_bounds is not None:
                self._overview.invalidate(old_bounds)
            self._overview.invalidate(item.fill_bounds())
        if not self._overview_on and self._view_scale is not None:
            pad = BORDER_PAD_PIXELS / self._view_scale
            self.update(item.fill_bounds().adjusted(-pad, -pad, pad, pad))
            if old_bounds is not None:
                self.update(old_bounds.adjusted(-pad, -pad, pad, pad))

    def _all_slots(self) -> Iterable[SlotItem]:
        for slots in self._slot_items.values():
            yield from slots.values()

    def _overview_territories(self, rect: QRectF | None) -> Iterable[TerritoryItem]:
        if rect is not None:
            return self.territories_in(rect)
        lifted = {self._hovered, *self._selected}
        # Items are kept in creation order, which is Qt's stacking order among equals; the
        # hovered and selected ones are lifted above the others.
        items = [item for territory_id, item in self.territory_items.items() if territory_id not in lifted]
        top = [item for territory_id in lifted if (item := self.territory_items.get(territory_id)) is not None]
        top.sort(key=lambda item: (item.zValue(), item.serial))
        return items + top

    # -- building --------------------------------------------------------------------------
    def set_board(self, board: Board, map_path: str | Path | None = None) -> None:
        """Show another board (after opening a file)."""
        self._board = board
        self._map_path = Path(map_path) if map_path is not None else None
        self.rebuild()

    def rebuild(self) -> None:
        """Throw all items away and make them again from the board."""
        self.clear()
        self.territory_items.clear()
        self._label_items.clear()
        self.label_sprites.forget()
        self._slot_items.clear()
        self._marks_todo = {}
        self._marks_timer.stop()
        self.connection_items.clear()
        self._connections_of.clear()
        self.coast_items = {}
        self.problem_items = []
        self._border_items_made = self._borders_visible
        self._background_item = None
        self._grid = None
        was_hovered, self._hovered = self._hovered, None
        self._hovered_shown = None
        self._neighbours = frozenset()
        self._overview_on = False
        board = self._board
        meta = self._meta = board.meta

        canvas = self.canvas_rect()
        margin = MARGIN * max(meta.width, meta.height)
        self.setSceneRect(canvas.adjusted(-margin, -margin, margin, margin))
        self._canvas_item = self.addRect(canvas, style.canvas_frame_pen(), QBrush(style.OCEAN_COLOUR))
        self._canvas_item.setZValue(style.Z_CANVAS)
        self._make_background()

        self._territory_layer = _layer(style.Z_TERRITORY)
        self._coast_layer = _layer(style.Z_COAST)
        self._coast_layer.setVisible(self._coasts_visible)
        self._sea_line_layer = _layer(style.Z_CONNECTION)
        self._border_layer = _layer(style.Z_CONNECTION)
        self._slot_layer = _layer(style.Z_SLOT)
        self._label_layer = _layer(style.Z_LABEL)
        self._sea_line_layer.setVisible(self._sea_lines_visible)
        self._border_layer.setVisible(self._borders_visible)
        self._slot_layer.setVisible(self._slots_visible)
        for layer in (self._territory_layer, self._coast_layer, self._sea_line_layer, self._border_layer,
                      self._slot_layer, self._label_layer):
            self.addItem(layer)
        # The slot items, and the one item that draws them all on screen (slot_sheet).
        self._slot_items_layer = _layer(style.Z_SLOT)
        self._slot_items_layer.setParentItem(self._slot_layer)
        self._slot_sheet = SlotSheet(self._all_slots)
        self._slot_sheet.setParentItem(self._slot_layer)
        self._overview = OverviewItem(self._overview_territories)
        self._overview.set_rect(self.sceneRect())
        self._overview.setVisible(False)
        self.addItem(self._overview)

        colours = self._continent_colours()
        defer = len(board.territories) >= DEFER_MARKS_MIN_TERRITORIES
        for territory in board.territories:
            if territory.id in self.territory_items:
                continue  # a duplicated id: validation reports it; show the first one
            self._add_territory_item(territory, colours, notify=False)
            if not defer:
                self._update_marks(territory)
        if defer:
            self._marks_todo = dict.fromkeys(reversed(self.territory_items))  # popped from the end
            if self._first_frame:
                self._marks_timer.start()
            # else after the first frame: names and slots come a moment after the map shows,
            # not 130 ms before it (5,000 territories)
        self._sync_connections()
        self._sync_coasts()
        self._apply_detail()
        if was_hovered is not None:
            self.hoveredChanged.emit(None)

    def refresh_territory(self, territory_id: str) -> None:
        """Show the board's current value of one territory (and its connections)."""
        self.refresh_territories((territory_id,))

    def refresh_territories(self, territory_ids: Iterable[str]) -> None:
        """Show the board's current values of these territories (added, edited or removed),
        with their labels, slots and connections. Other items are not touched."""
        board = self._board
        colours = self._continent_colours()
        connections: dict[int, ConnectionItem] = {}
        territory_ids = list(territory_ids)
        current = self._current_values(territory_ids)
        presence_changed = False
        for territory_id in territory_ids:
            territory = current.get(territory_id)
            if territory is None:
                presence_changed = True
                self._remove_territory_items(territory_id)
            else:
                item = self.territory_items.get(territory_id)
                if item is None:
                    presence_changed = True
                    self._add_territory_item(territory, colours)
                else:
                    item.set_territory(territory, self._colour_of(territory, colours))
                    if self._grid is not None:
                        self._grid.insert(territory_id, item.fill_bounds())
                self._update_marks(territory)
            for connection_item in self._connections_of.get(territory_id, ()):
                connections[id(connection_item)] = connection_item
        for connection_item in connections.values():
            connection_item.refresh(board)
        self._sync_coasts(territory_ids)
        if presence_changed:  # edited outlines keep their neighbours; new or gone ones do not
            self._refresh_hover()

    def _current_values(self, territory_ids: list[str]) -> dict[str, Territory]:
        """The board's values of these territories (the first of a duplicated id), by id.

        A scan of the list rather than ``board.territory``: after each edit the board
        re-indexes all its ids and connections on the next look-up (some 10 ms on a
        5,000-territory map), which a vertex drag would pay at every mouse move.
        """
        wanted = set(territory_ids)
        found: dict[str, Territory] = {}
        for territory in self._board.territories:
            if territory.id in wanted:
                found.setdefault(territory.id, territory)
        return found

    def refresh_colours(self) -> None:
        """Recolour the territories whose colour changed (after a continent's colour or
        membership changed)."""
        colours = self._continent_colours()
        for item in self.territory_items.values():
            item.set_colour(self._colour_of(item.territory, colours))

    def refresh_connections(self) -> None:
        """Bring the connection items in line with the board's connections (after connections
        were added, removed or changed): new ones are made, gone ones removed, the rest kept."""
        self._sync_connections()
        self._refresh_hover()

    # -- helpers ---------------------------------------------------------------------------
    def _continent_colours(self) -> dict[str, QColor]:
        colours: dict[str, QColor] = {}
        for continent in self._board.continents:
            if continent.id not in colours:
                colour = QColor(continent.colour) if continent.colour else QColor()
                colours[continent.id] = colour if colour.isValid() else QColor(style.NO_CONTINENT_COLOUR)
        return colours

    @staticmethod
    def _colour_of(territory: Territory, colours: dict[str, QColor]) -> QColor:
        """As style.territory_colour, with the continents' colours parsed once."""
        own = style.own_colour(territory)
        if own is not None:
            return own
        if territory.kind is TerritoryKind.SEA:
            return style.SEA_TERRITORY_COLOUR
        return colours.get(territory.continent, style.NO_CONTINENT_COLOUR) if territory.continent \
            else style.NO_CONTINENT_COLOUR

    def _add_territory_item(self, territory: Territory, colours: dict[str, QColor],
                            notify: bool = True) -> TerritoryItem:
        item = TerritoryItem(territory, self._colour_of(territory, colours))
        territory_id = territory.id
        if territory_id in self._selected:
            item.set_selected(True)
        if territory_id in self._neighbours:
            item.set_neighbour_highlighted(True)
        item.setParentItem(self._territory_layer)
        self.territory_items[territory_id] = item
        if self._grid is not None:
            self._grid.insert(territory_id, item.fill_bounds())
        if notify:  # (not while rebuilding: everything is drawn anew then)
            self.territory_look_changed(item)
        return item

    def _remove_territory_items(self, territory_id: str) -> None:
        item = self.territory_items.pop(territory_id, None)
        if item is not None:
            if self._overview.has_picture():  # shown, or kept while zoomed in
                self._overview.invalidate(item.fill_bounds())
            self.removeItem(item)
        if self._grid is not None:
            self._grid.remove(territory_id)
        if self._hovered_shown == territory_id:
            self._hovered_shown = None
        self._remove_marks(territory_id)

    def _hit_grid(self) -> TerritoryGrid:
        # Made on first use (the first hover), not with the scene: opening a map stays quick.
        if self._grid is None:
            self._grid = TerritoryGrid.for_boxes(
                {territory_id: item.fill_bounds() for territory_id, item in self.territory_items.items()})
        return self._grid

    def _update_marks(self, territory: Territory) -> None:
        """Label and slots of a territory, updated in place where they exist."""
        board = self._board
        radius = board.meta.mark_radius
        territory_id = territory.id
        try:
            point = territory.label if territory.label is not None else board.label_point(territory_id)
        except Exception:  # an invalid polygon has no derived label point
            log.debug("no label point for %s", territory_id, exc_info=True)
            point = None
        label = self._label_items.get(territory_id)
        sea = territory.kind is TerritoryKind.SEA
        # A label's text is sized in mark radii; the map's label size scales it.
        text_radius = radius * board.meta.label_size
        if point is None:
            if label is not None:
                self.removeItem(self._label_items.pop(territory_id))
        elif label is not None:
            label.set_label(local_name(territory.name, territory.names, self._language), point, text_radius, sea=sea)
        else:
            label = LabelItem(territory_id, local_name(territory.name, territory.names, self._language), point,
                              text_radius, sea=sea)
            label.setParentItem(self._label_layer)
            self._label_items[territory_id] = label
        if self._min_label_pixels and not self._marks_todo:
            self._refit_timer.start()
        slots = self._slot_items.get(territory_id)
        for kind, slot_point in ((SlotKind.CITY, territory.city_slot), (SlotKind.SCAR, territory.scar_slot)):
            slot = slots.get(kind) if slots else None
            if slot_point is None:
                if slot is not None:
                    self._slot_sheet.slot_changed(sheet_rect(slot), None)
                    self.removeItem(slots.pop(kind))
            elif slot is not None:
                if (slot.x(), slot.y(), slot.radius) != (*slot_point, radius):
                    old = sheet_rect(slot)
                    slot.set_slot(slot_point, radius)
                    self._slot_sheet.slot_changed(old, sheet_rect(slot), moved=slot)
            else:
                slot = SlotItem(territory_id, kind, slot_point, radius)
                slot.setParentItem(self._slot_items_layer)
                if slots is None:
                    slots = self._slot_items[territory_id] = {}
                slots[kind] = slot
                self._slot_sheet.slot_changed(None, sheet_rect(slot))
        if slots is not None and not slots:
            del self._slot_items[territory_id]

    def _remove_marks(self, territory_id: str) -> None:
        label = self._label_items.pop(territory_id, None)
        if label is not None:
            self.removeItem(label)
        for slot in self._slot_items.pop(territory_id, {}).values():
            self._slot_sheet.slot_changed(sheet_rect(slot), None)
            self.removeItem(slot)

    def _make_background(self) -> None:
        meta = self._board.meta
        if self._background_item is not None:
            self.removeItem(self._background_item)
            self._background_item = None
        if meta.background is not None:
            self._background_item = BackgroundItem.load(meta.background, self._map_path, meta.width, meta.height)
            if self._background_item is not None:
                self.addItem(self._background_item)

    def _apply_metadata(self) -> None:
        """The map's properties changed: redo only what depends on what changed."""
        old, new = self._meta, self._board.meta
        self._meta = new
        if (old.width, old.height, old.mark_radius) != (new.width, new.height, new.mark_radius):
            self.rebuild()  # the canvas or the size of every mark: everything moves
            return
        if old.background != new.background:
            self._make_background()
        if old.label_size != new.label_size:
            # Every name's size, in place (labels not made yet get it when they are).
            for territory in self._board.territories:
                if territory.id in self._label_items:
                    self._update_marks(territory)
            self._apply_detail()

    def _connection_kinds(self) -> set[ConnectionKind]:
        # Border links are made only once they are to be shown: a big map has thousands.
        kinds = {ConnectionKind.SEA_LINE}
        if self._border_items_made:
            kinds.add(ConnectionKind.BORDER)
        return kinds

    def _sync_coasts(self, territory_ids: Iterable[str] | None = None) -> None:
        """Make the coast items match the board's land–water connections, and redraw those
        of ``territory_ids`` (whose outlines or kinds may have changed); all if None.

        With ids, only their connections are looked at (a vertex drag refreshes one
        territory many times a second; all connections of a big map would cost)."""
        board = self._board
        if territory_ids is None:
            wanted = set(navy_borders(board))
            touched = set(self.coast_items)
        else:
            ids = {i for i in territory_ids if board.has_territory(i)}
            touched = {ends for ends in self.coast_items if not ids.isdisjoint(ends)}
            candidates = {(i, other) for i in ids for other in board.neighbours(i)} | touched
            wanted = {ends for pair in candidates if (ends := self._coast_ends(*pair)) is not None}
            touched |= {ends for ends in wanted if not ids.isdisjoint(ends)}
        for ends in set(self.coast_items) & touched - wanted:
            self.removeItem(self.coast_items.pop(ends))
        for ends in wanted:
            item = self.coast_items.get(ends)
            if item is None:
                item = CoastItem(*ends, board)
                item.setParentItem(self._coast_layer)
                self.coast_items[ends] = item
            elif ends in touched:
                item.refresh(board)

    def _coast_ends(self, first: str, second: str) -> tuple[str, str] | None:
        """(land, water) if a connection joins the two and one is land, the other water."""
        board = self._board
        if not (board.has_territory(first) and board.has_territory(second)):
            return None
        a, b = board.territory(first), board.territory(second)
        if a.is_water and b.is_land:
            a, b = b, a
        if not (a.is_land and b.is_water):
            return None
        if board.connection_between(a.id, b.id) is None and board.connection_between(b.id, a.id) is None:
            return None
        return (a.id, b.id)

    def _sync_connections(self, territory_ids: Iterable[str] | None = None) -> None:
        """Make the connection items match the board's connections, by comparing: items of
        connections still there are kept, the others removed, the missing ones made. With
        ``territory_ids`` only connections touching those territories are compared."""
        kinds = self._connection_kinds()
        if territory_ids is None:
            ids = None
            current = list(self.connection_items)
        else:
            ids = set(territory_ids)
            seen: dict[int, ConnectionItem] = {}
            for territory_id in ids:
                for item in self._connections_of.get(territory_id, ()):
                    seen[id(item)] = item
            current = list(seen.values())
        pool: dict[Connection, list[ConnectionItem]] = {}
        for item in current:
            pool.setdefault(item.connection, []).append(item)
        missing: list[Connection] = []
        for connection in self._board.connections:
            if connection.kind not in kinds or (ids is not None and connection.a not in ids
                                                and connection.b not in ids):
                continue
            existing = pool.get(connection)
            if existing:
                existing.pop()
            else:
                missing.append(connection)
        gone = {id(item): item for items in pool.values() for item in items}
        if gone:
            for item in gone.values():
                self.removeItem(item)
                for end in {item.connection.a, item.connection.b}:
                    items = self._connections_of.get(end)
                    if items is not None:
                        items.remove(item)
                        if not items:
                            del self._connections_of[end]
            self.connection_items[:] = [item for item in self.connection_items if id(item) not in gone]
        for connection in missing:
            item = ConnectionItem(connection, self._board)
            layer = self._border_layer if connection.kind is ConnectionKind.BORDER else self._sea_line_layer
            item.setParentItem(layer)
            self.connection_items.append(item)
            for end in {connection.a, connection.b}:
                self._connections_of.setdefault(end, []).append(item)
