"""The territories dock: every territory grouped by continent, searchable, synced with the selection.

The tree is rebuilt only when its shape changes (a territory added, removed, renamed
by id, or moved to another continent or kind; continents edited). Geometry edits, the
bulk of all edits, leave it alone; a new name just updates one row.
"""

from __future__ import annotations

import contextlib
import warnings

from PySide6.QtCore import (
    QEvent,
    QItemSelection,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QPointF,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QLineEdit,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from editor.docks.continent_dock import colour_swatch
from editor.document.changes import ChangeKind, MapChange
from editor.scene import style
from editor.tools.base import EditorContext
from engine.board import Board, Point, Territory, TerritoryKind

ID_ROLE = Qt.ItemDataRole.UserRole + 1  # the territory id, on territory rows only
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 2  # what the search matches: name and id

MAX_ID_SHARE = 0.4  # of the tree's width, at most, for the id column

NO_CONTINENT_GROUP = "\x00none"
SEA_GROUP = "\x00sea"


def disconnect_quietly(signal, slot) -> None:
    """Disconnect, not minding a connection (or a sender) that is already gone."""
    with warnings.catch_warnings(), contextlib.suppress(RuntimeError, TypeError):
        warnings.simplefilter("ignore", RuntimeWarning)
        signal.disconnect(slot)


def safe_label_point(board: Board, territory_id: str) -> Point | None:
    """The territory's label point; None if it has none (an invalid outline has no centre)."""
    if not board.has_territory(territory_id):
        return None
    try:
        return board.label_point(territory_id)
    except Exception:  # shapely cannot find the centre of some broken outlines
        return None


def group_of(board: Board, territory: Territory) -> str:
    """The tree group a territory is listed under: its continent, 'Sea' or 'No continent'."""
    if territory.kind is TerritoryKind.SEA:
        return SEA_GROUP
    if territory.continent is not None and board.has_continent(territory.continent):
        return territory.continent
    return NO_CONTINENT_GROUP


class TerritoryFilter(QSortFilterProxyModel):
    """Shows territories whose name or id contains the search text, with their group.

    Group rows carry no search text, so they show only through a matching territory
    (recursive filtering), never on their own.
    """

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setRecursiveFilteringEnabled(True)
        self.setFilterRole(SEARCH_ROLE)
        self.setFilterKeyColumn(0)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)


# A map with this many territories fills the tree after its first frame (see _rebuild_soon).
LAZY_ROWS = 1000


class TerritoryDock(QDockWidget):
    def __init__(self, context: EditorContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setObjectName("territoryDock")
        self.setWindowTitle(self.tr("Territories"))
        self.setAccessibleName(self.tr("Territories"))
        self._syncing = False  # set while one side of the selection updates the other
        self._items: dict[str, QStandardItem] = {}  # first row of each id
        self._shown: dict[str, tuple[str, str]] = {}  # id -> (name, group) as shown
        self._row_count = 0

        body = QWidget(self)
        body.setObjectName("territoryDockBody")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.search = QLineEdit(body)
        self.search.setObjectName("territorySearch")
        self.search.setPlaceholderText(self.tr("Search territories"))
        self.search.setAccessibleName(self.tr("Search territories"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.set_filter)
        layout.addWidget(self.search)

        self.model = QStandardItemModel(self)
        self.proxy = TerritoryFilter(self)
        self.proxy.setSourceModel(self.model)
        self.tree = QTreeView(body)
        self.tree.setObjectName("territoryTree")
        self.tree.setAccessibleName(self.tr("Territories by continent"))
        self.tree.setModel(self.proxy)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.tree.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tree.setUniformRowHeights(True)  # much faster with thousands of rows
        self.tree.setAllColumnsShowFocus(True)
        self.tree.selectionModel().selectionChanged.connect(self._on_tree_selection)
        self.tree.doubleClicked.connect(self._on_double_click)
        self._id_width = 0
        self.tree.viewport().installEventFilter(self)
        layout.addWidget(self.tree)
        self.setWidget(body)

        self._connect()
        self._pending = False  # the tree is to be filled after the map's first frame
        self._rebuild_soon()

    def _rebuild_soon(self) -> None:
        """Fill the tree now, or for a big map once the map has been drawn: 5,000 rows take
        160 ms, and the map is what a person opening the file waits for."""
        scene = self.context.scene
        if (len(self.board.territories) < LAZY_ROWS or not hasattr(scene, "first_frame_drawn")
                or scene.first_frame_drawn()):
            self.rebuild()
            return
        self._pending = True
        scene.firstFrameDrawn.connect(self._rebuild_pending)

    def _rebuild_pending(self) -> None:
        if self._pending:
            self.rebuild()

    def set_context(self, context: EditorContext) -> None:
        """Show another document (the window opened a file): listen to it instead."""
        self._disconnect()
        self.context = context
        self._connect()
        self.rebuild()

    def _connect(self) -> None:
        self.context.document.changed.connect(self._on_document_changed)
        self.context.selection.changed.connect(self._on_selection_changed)

    def _disconnect(self) -> None:
        disconnect_quietly(self.context.document.changed, self._on_document_changed)
        disconnect_quietly(self.context.selection.changed, self._on_selection_changed)

    @property
    def board(self) -> Board:
        return self.context.document.board

    # -- building --------------------------------------------------------------------------
    def rebuild(self) -> None:
        """Make the whole tree again from the board."""
        self._pending = False
        board = self.board
        groups: dict[str, list[Territory]] = {}
        for territory in board.territories:
            groups.setdefault(group_of(board, territory), []).append(territory)
        self._items.clear()
        self._shown.clear()
        self._row_count = len(board.territories)
        self._syncing = True
        try:
            self.model.clear()
            self.model.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Id")])
            root = self.model.invisibleRootItem()
            seen: set[str] = set()
            for continent in board.continents:
                if continent.id in seen:
                    continue  # a duplicated continent id: validation reports it
                seen.add(continent.id)
                members = groups.get(continent.id, [])
                group = self._group_item(continent.name, len(members))
                group.setIcon(colour_swatch(continent.colour))
                root.appendRow([group, self._plain_item("")])
                self._add_territories(group, continent.id, members)
            for key, name, colour in (
                (NO_CONTINENT_GROUP, self.tr("No continent"), style.NO_CONTINENT_COLOUR),
                (SEA_GROUP, self.tr("Sea"), style.SEA_TERRITORY_COLOUR),
            ):
                members = groups.get(key, [])
                if not members:
                    continue
                group = self._group_item(name, len(members))
                group.setIcon(colour_swatch(colour))
                root.appendRow([group, self._plain_item("")])
                self._add_territories(group, key, members)
        finally:
            self._syncing = False
        self._arrange()
        self._on_selection_changed()

    def _arrange(self) -> None:
        """Expand the groups, let their headings span both columns, size the id column."""
        self.tree.expandAll()
        root = QModelIndex()
        for row in range(self.proxy.rowCount()):
            self.tree.setFirstColumnSpanned(row, root, True)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        self._id_width = self.tree.sizeHintForColumn(1)
        self._fit_id_column()

    def _fit_id_column(self) -> None:
        # Ids as wide as they need, but long ones ("northwest-territory") must not squeeze
        # the names out of sight.
        widest = max(60, int(self.tree.viewport().width() * MAX_ID_SHARE))
        self.tree.setColumnWidth(1, min(self._id_width, widest))

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt naming)
        if watched is self.tree.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_id_column()
        return super().eventFilter(watched, event)

    def _group_item(self, name: str, count: int) -> QStandardItem:
        item = self._plain_item(self.tr("{name} ({count})").format(name=name, count=count))
        item.setData(name, Qt.ItemDataRole.AccessibleTextRole)
        font = item.font()
        font.setBold(True)
        item.setFont(font)
        return item

    def _plain_item(self, text: str) -> QStandardItem:
        item = QStandardItem(text)
        # Groups are headings: clicking one must not put a non-territory in the selection.
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        item.setData("", SEARCH_ROLE)
        return item

    def _add_territories(self, group: QStandardItem, key: str, territories: list[Territory]) -> None:
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        rows = []
        for territory in territories:
            name = QStandardItem(territory.name)
            name.setFlags(flags)
            name.setData(territory.id, ID_ROLE)
            name.setData(f"{territory.name}\n{territory.id}", SEARCH_ROLE)
            ident = QStandardItem(territory.id)
            ident.setFlags(flags)
            ident.setData(territory.id, ID_ROLE)
            rows.append([name, ident])
            if territory.id not in self._items:
                self._items[territory.id] = name
                self._shown[territory.id] = (territory.name, key)
        for row in rows:
            group.appendRow(row)

    # -- filtering -------------------------------------------------------------------------
    def set_filter(self, text: str) -> None:
        # Qt updates a big tree selection row by row as the filter hides rows (seconds for
        # thousands): drop the tree's selection first and select what is visible afterwards.
        self._syncing = True
        try:
            self.tree.selectionModel().clear()
        finally:
            self._syncing = False
        self.proxy.setFilterFixedString(text.strip())
        self._arrange()
        self._on_selection_changed()

    def visible_territory_ids(self) -> list[str]:
        """Ids of the territory rows the filter lets through, top to bottom."""
        ids = []
        for g in range(self.proxy.rowCount()):
            group = self.proxy.index(g, 0)
            for r in range(self.proxy.rowCount(group)):
                ids.append(self.proxy.index(r, 0, group).data(ID_ROLE))
        return ids

    def index_of(self, territory_id: str) -> QModelIndex:
        """The tree (proxy) index of a territory's row; invalid if filtered out or unknown."""
        item = self._items.get(territory_id)
        if item is None:
            return QModelIndex()
        return self.proxy.mapFromSource(item.index())

    # -- keeping up with the document ------------------------------------------------------
    def _on_document_changed(self, change: MapChange) -> None:
        if self._pending:
            return  # the tree is made from the board as it will be then
        kind = change.kind
        if kind in (ChangeKind.CONTINENTS, ChangeKind.RESET):
            self.rebuild()
        elif kind is ChangeKind.TERRITORIES:
            self._territories_changed(change.territory_ids)

    def _territories_changed(self, ids) -> None:
        board = self.board
        if len(board.territories) != self._row_count:
            self.rebuild()
            return
        renamed: list[tuple[str, str]] = []
        for territory_id in ids:
            present = board.has_territory(territory_id)
            shown = self._shown.get(territory_id)
            if present != (shown is not None):
                self.rebuild()  # an id appeared or went away
                return
            if not present:
                continue
            territory = board.territory(territory_id)
            if group_of(board, territory) != shown[1]:
                self.rebuild()
                return
            if territory.name != shown[0]:
                renamed.append((territory_id, territory.name))
        for territory_id, name in renamed:
            item = self._items[territory_id]
            item.setText(name)
            item.setData(f"{name}\n{territory_id}", SEARCH_ROLE)
            self._shown[territory_id] = (name, self._shown[territory_id][1])

    # -- selection, both ways --------------------------------------------------------------
    def _on_tree_selection(self, *_args) -> None:
        if self._syncing:
            return
        ids = []
        for index in self.tree.selectionModel().selectedRows(0):
            territory_id = index.data(ID_ROLE)
            if territory_id is not None:
                ids.append(territory_id)
        self._syncing = True
        try:
            self.context.selection.set(ids)
        finally:
            self._syncing = False

    def _on_selection_changed(self) -> None:
        if self._syncing or self._pending:
            return
        first = QModelIndex()
        rows: dict[QPersistentModelIndex, list[int]] = {}
        for territory_id in self.context.selection.ids:
            index = self.index_of(territory_id)
            if not index.isValid():
                continue
            if not first.isValid():
                first = index
            rows.setdefault(QPersistentModelIndex(index.parent()), []).append(index.row())
        # One range per run of neighbouring rows: selecting a whole continent is one range,
        # not hundreds (which Qt handles slowly).
        selection = QItemSelection()
        for parent, numbers in rows.items():
            numbers.sort()
            start = previous = numbers[0]
            for row in [*numbers[1:], None]:
                if row is not None and row == previous + 1:
                    previous = row
                    continue
                selection.select(self.proxy.index(start, 0, parent), self.proxy.index(previous, 1, parent))
                if row is not None:
                    start = previous = row
        model = self.tree.selectionModel()
        self._syncing = True
        try:
            model.select(
                selection,
                QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
            )
            if first.isValid():
                model.setCurrentIndex(first, QItemSelectionModel.SelectionFlag.NoUpdate)
                self.tree.scrollTo(first)
        finally:
            self._syncing = False

    def _on_double_click(self, index: QModelIndex) -> None:
        territory_id = index.data(ID_ROLE)
        if territory_id is not None:
            self.center_on(territory_id)

    def center_on(self, territory_id: str) -> bool:
        point = safe_label_point(self.board, territory_id)
        if point is None:
            return False
        self.context.view.centerOn(QPointF(*point))
        return True
