"""The map as a QGraphicsScene: sea, background picture, territories, connections, slots, labels.

The scene mirrors a :class:`~engine.board.board.Board` and never changes it. After an edit,
whoever made it calls :meth:`MapScene.refresh_territory` (or :meth:`MapScene.rebuild`)
so the items show the new values.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from editor.scene import style
from editor.scene.background_item import BackgroundItem
from editor.scene.connection_item import ConnectionItem
from editor.scene.label_item import LabelItem
from editor.scene.problem_markers import ProblemMarker, ProblemMarkerItem
from editor.scene.slot_item import SlotItem, SlotKind
from editor.scene.territory_item import TerritoryItem
from engine.board.board import Board
from engine.board.model import ConnectionKind, Territory, TerritoryKind

log = logging.getLogger(__name__)

# Room around the canvas, as a share of its larger side.
MARGIN = 0.03


class MapScene(QGraphicsScene):
    """Everything drawn for one board. Items are kept by territory id for quick lookup."""

    def __init__(self, board: Board, map_path: str | Path | None = None, parent=None) -> None:
        super().__init__(parent)
        self._board = board
        self._map_path = Path(map_path) if map_path is not None else None
        self._slots_visible = True
        self._sea_lines_visible = True
        self._borders_visible = False
        self._border_items_made = False
        self._canvas_item: QGraphicsRectItem | None = None
        self._background_item: BackgroundItem | None = None
        self.territory_items: dict[str, TerritoryItem] = {}
        self.label_items: dict[str, LabelItem] = {}
        self.slot_items: dict[str, dict[SlotKind, SlotItem]] = {}
        self.connection_items: list[ConnectionItem] = []
        self.problem_items: list[ProblemMarkerItem] = []
        self._selected: frozenset[str] = frozenset()
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

    def canvas_rect(self) -> QRectF:
        """The map's canvas, (0, 0) to (width, height), in scene coordinates."""
        return QRectF(0.0, 0.0, self._board.meta.width, self._board.meta.height)

    def territory_item(self, territory_id: str) -> TerritoryItem | None:
        return self.territory_items.get(territory_id)

    def label_item(self, territory_id: str) -> LabelItem | None:
        return self.label_items.get(territory_id)

    def slot_item(self, territory_id: str, kind: SlotKind | str) -> SlotItem | None:
        return self.slot_items.get(territory_id, {}).get(SlotKind(kind))

    def background_item(self) -> BackgroundItem | None:
        return self._background_item

    def canvas_item(self) -> QGraphicsRectItem | None:
        return self._canvas_item

    def territory_at(self, point) -> str | None:
        """The id of the territory under a scene point, if any (the topmost one)."""
        for item in self.items(point):
            if isinstance(item, TerritoryItem):
                return item.territory_id
        return None

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
        if kind is ChangeKind.TERRITORIES:
            for territory_id in change.territory_ids:
                self.refresh_territory(territory_id)
            self._apply_selection()
        elif kind is ChangeKind.CONNECTIONS:
            self.refresh_connections()
        elif kind is ChangeKind.CONTINENTS:
            self.refresh_colours()
        else:  # metadata (canvas, marks, background) or a whole new board
            self.set_board(self._document.board, self._document.path)

    # -- selection and problems ------------------------------------------------------------
    def set_selection(self, ids) -> None:
        """Highlight these territories (the editor's selection)."""
        self._selected = frozenset(ids)
        self._apply_selection()

    def selection(self) -> frozenset[str]:
        return self._selected

    def _apply_selection(self) -> None:
        for territory_id, item in self.territory_items.items():
            item.set_selected(territory_id in self._selected)

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
        for slots in self.slot_items.values():
            for item in slots.values():
                item.setVisible(self._slots_visible)

    def sea_lines_visible(self) -> bool:
        return self._sea_lines_visible

    def set_sea_lines_visible(self, visible: bool) -> None:
        self._sea_lines_visible = bool(visible)
        self._apply_connection_visibility()

    def borders_visible(self) -> bool:
        """Whether plain border connections are drawn (off by default: a debugging aid)."""
        return self._borders_visible

    def set_borders_visible(self, visible: bool) -> None:
        self._borders_visible = bool(visible)
        if self._borders_visible and not self._border_items_made:
            self._make_connections(ConnectionKind.BORDER)
        self._apply_connection_visibility()

    def _apply_connection_visibility(self) -> None:
        for item in self.connection_items:
            item.setVisible(self._connection_visible(item))

    def _connection_visible(self, item: ConnectionItem) -> bool:
        if item.kind is ConnectionKind.BORDER:
            return self._borders_visible
        return self._sea_lines_visible

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
        self.label_items.clear()
        self.slot_items.clear()
        self.connection_items.clear()
        self.problem_items = []
        self._border_items_made = False
        self._background_item = None
        board = self._board
        meta = board.meta

        canvas = self.canvas_rect()
        margin = MARGIN * max(meta.width, meta.height)
        self.setSceneRect(canvas.adjusted(-margin, -margin, margin, margin))
        self._canvas_item = self.addRect(canvas, style.canvas_frame_pen(), QBrush(style.OCEAN_COLOUR))
        self._canvas_item.setZValue(style.Z_CANVAS)

        if meta.background is not None:
            self._background_item = BackgroundItem.load(
                meta.background, self._map_path, meta.width, meta.height
            )
            if self._background_item is not None:
                self.addItem(self._background_item)

        colours = self._continent_colours()
        for territory in board.territories:
            if territory.id in self.territory_items:
                continue  # a duplicated id: validation reports it; show the first one
            item = TerritoryItem(territory, style.territory_colour(territory, colours))
            self.addItem(item)
            self.territory_items[territory.id] = item
            self._make_marks(territory)
        self._make_connections()
        self._apply_selection()

    def refresh_territory(self, territory_id: str) -> None:
        """Show the board's current value of one territory (and its connections)."""
        board = self._board
        if not board.has_territory(territory_id):
            self._remove_territory_items(territory_id)
        else:
            territory = board.territory(territory_id)
            colour = style.territory_colour(territory, self._continent_colours())
            item = self.territory_items.get(territory_id)
            if item is None:
                item = TerritoryItem(territory, colour)
                self.addItem(item)
                self.territory_items[territory_id] = item
            else:
                item.set_territory(territory, colour)
            self._remove_marks(territory_id)
            self._make_marks(territory)
        for connection_item in self.connection_items:
            if territory_id in (connection_item.connection.a, connection_item.connection.b):
                connection_item.refresh(board)

    def refresh_colours(self) -> None:
        """Recolour all territories (after a continent's colour or membership changed)."""
        colours = self._continent_colours()
        for item in self.territory_items.values():
            item.set_colour(style.territory_colour(item.territory, colours))

    def refresh_connections(self) -> None:
        """Remake the connection items (after connections were added, removed or changed)."""
        for item in self.connection_items:
            self.removeItem(item)
        self.connection_items.clear()
        self._border_items_made = False
        self._make_connections()

    # -- helpers ---------------------------------------------------------------------------
    def _continent_colours(self) -> dict[str, str]:
        colours: dict[str, str] = {}
        for continent in self._board.continents:
            colours.setdefault(continent.id, continent.colour)
        return colours

    def _make_marks(self, territory: Territory) -> None:
        board = self._board
        radius = board.meta.mark_radius
        try:
            point = board.label_point(territory.id)
        except Exception:  # an invalid polygon has no derived label point
            log.debug("no label point for %s", territory.id, exc_info=True)
            point = None
        if point is not None:
            label = LabelItem(
                territory.id, territory.name, point, radius,
                sea=territory.kind is TerritoryKind.SEA,
            )
            self.addItem(label)
            self.label_items[territory.id] = label
        slots: dict[SlotKind, SlotItem] = {}
        for kind, slot_point in ((SlotKind.CITY, territory.city_slot),
                                 (SlotKind.SCAR, territory.scar_slot)):
            if slot_point is None:
                continue
            slot = SlotItem(territory.id, kind, slot_point, radius)
            slot.setVisible(self._slots_visible)
            self.addItem(slot)
            slots[kind] = slot
        if slots:
            self.slot_items[territory.id] = slots

    def _remove_marks(self, territory_id: str) -> None:
        label = self.label_items.pop(territory_id, None)
        if label is not None:
            self.removeItem(label)
        for slot in self.slot_items.pop(territory_id, {}).values():
            self.removeItem(slot)

    def _remove_territory_items(self, territory_id: str) -> None:
        item = self.territory_items.pop(territory_id, None)
        if item is not None:
            self.removeItem(item)
        self._remove_marks(territory_id)

    def _make_connections(self, kind: ConnectionKind | None = None) -> None:
        """Items for the board's connections (of one kind, if given).

        Border links are made only once they are to be shown: a big map has thousands.
        """
        if kind is None:
            kinds = {ConnectionKind.SEA_LINE}
            if self._borders_visible:
                kinds.add(ConnectionKind.BORDER)
        else:
            kinds = {kind}
        if ConnectionKind.BORDER in kinds:
            self._border_items_made = True
        for connection in self._board.connections:
            if connection.kind not in kinds:
                continue
            item = ConnectionItem(connection, self._board)
            item.setVisible(self._connection_visible(item))
            self.addItem(item)
            self.connection_items.append(item)
