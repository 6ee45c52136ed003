"""MapDocument: the map being edited, its undo stack and its file.

Commands (editor/commands/) are the only code that changes the board; each calls one of
the ``_``-free mutators below, which change the board and emit one typed ``changed``
signal. Views listen and update just the items concerned.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from editor.document.changes import ChangeKind, MapChange
from engine.board import Board, Connection, Continent, MapMetadata, Region, Territory, load_map, save_map


class MapDocument(QObject):
    changed = Signal(object)  # a MapChange
    pathChanged = Signal()  # noqa: N815 (Qt naming)
    modifiedChanged = Signal(bool)  # noqa: N815

    def __init__(self, board: Board, path: str | Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._board = board
        self._path = Path(path) if path is not None else None
        self.undo_stack = QUndoStack(self)
        # A bound method, not a lambda: Qt drops the connection when either object goes.
        self.undo_stack.cleanChanged.connect(self._clean_changed)

    def _clean_changed(self, clean: bool) -> None:
        self.modifiedChanged.emit(not clean)

    # -- reading ---------------------------------------------------------------------------------
    @property
    def board(self) -> Board:
        return self._board

    @property
    def path(self) -> Path | None:
        return self._path

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    def title(self) -> str:
        return self._board.meta.name or (self._path.stem if self._path else "")

    # -- files -----------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | Path, parent: QObject | None = None) -> tuple[MapDocument, list]:
        """Load a map file; raises FileFormatError (with file, line and field) if it is bad."""
        loaded = load_map(path)
        return cls(loaded.board, path, parent), loaded.warnings

    def save(self, path: str | Path | None = None) -> Path:
        """Write the map (atomically) and mark the undo stack clean."""
        target = Path(path) if path is not None else self._path
        if target is None:
            raise ValueError("this map has no file yet: choose where to save it")
        save_map(self._board, target)
        if target != self._path:
            self._path = target
            self.pathChanged.emit()
        self.undo_stack.setClean()
        return target

    def replace_board(self, board: Board) -> None:
        """Show another board (revert): history is cleared, everything redrawn."""
        self.undo_stack.clear()
        self._board = board
        self.changed.emit(MapChange(ChangeKind.RESET))

    # -- mutators, for commands only ---------------------------------------------------------------
    def set_territories(self, changes: Mapping[int, Territory]) -> dict[int, Territory]:
        """Replace territories by index; returns the old values (for undo)."""
        old = {}
        ids = set()
        for index, territory in changes.items():
            previous = self._board.set_territory(index, territory)
            old[index] = previous
            ids.update((previous.id, territory.id))
        self.changed.emit(MapChange(ChangeKind.TERRITORIES, frozenset(ids)))
        return old

    def insert_territory(self, index: int, territory: Territory) -> None:
        self._board.insert_territory(index, territory)
        self.changed.emit(MapChange.territories(territory.id))

    def remove_territory(self, index: int) -> Territory:
        territory = self._board.remove_territory_at(index)
        self.changed.emit(MapChange.territories(territory.id))
        return territory

    def insert_connection(self, index: int, connection: Connection) -> None:
        self._board.insert_connection(index, connection)
        self.changed.emit(MapChange(ChangeKind.CONNECTIONS, frozenset((connection.a, connection.b))))

    def remove_connection(self, index: int) -> Connection:
        connection = self._board.remove_connection_at(index)
        self.changed.emit(MapChange(ChangeKind.CONNECTIONS, frozenset((connection.a, connection.b))))
        return connection

    def set_connection(self, index: int, connection: Connection) -> Connection:
        old = self._board.set_connection(index, connection)
        self.changed.emit(MapChange(ChangeKind.CONNECTIONS, frozenset((connection.a, connection.b))))
        return old

    def replace_connections(self, connections: Iterable[Connection]) -> list[Connection]:
        old = self._board.replace_connections(connections)
        self.changed.emit(MapChange(ChangeKind.CONNECTIONS))
        return old

    def insert_continent(self, index: int, continent: Continent) -> None:
        self._board.insert_continent(index, continent)
        self.changed.emit(MapChange(ChangeKind.CONTINENTS))

    def remove_continent(self, index: int) -> Continent:
        continent = self._board.remove_continent_at(index)
        self.changed.emit(MapChange(ChangeKind.CONTINENTS))
        return continent

    def set_continent(self, index: int, continent: Continent) -> Continent:
        old = self._board.set_continent(index, continent)
        self.changed.emit(MapChange(ChangeKind.CONTINENTS))
        return old

    # Regions change like continents (groups of territories): views that follow
    # continents (names, the properties dock) follow regions too.
    def insert_region(self, index: int, region: Region) -> None:
        self._board.insert_region(index, region)
        self.changed.emit(MapChange(ChangeKind.CONTINENTS))

    def remove_region(self, index: int) -> Region:
        region = self._board.remove_region_at(index)
        self.changed.emit(MapChange(ChangeKind.CONTINENTS))
        return region

    def set_region(self, index: int, region: Region) -> Region:
        old = self._board.set_region(index, region)
        self.changed.emit(MapChange(ChangeKind.CONTINENTS))
        return old

    def set_metadata(self, meta: MapMetadata) -> MapMetadata:
        old = self._board.meta
        self._board.set_meta(meta)
        self.changed.emit(MapChange(ChangeKind.METADATA))
        return old

    def append_many(self, continents: Iterable[Continent], regions: Iterable[Region],
                    territories: Iterable[Territory], connections: Iterable[Connection]) -> None:
        """Append whole lists (an imported map) with one signal per kind, not one per item:
        views then update once."""
        continents, regions, territories, connections = (list(continents), list(regions), list(territories),
                                                         list(connections))
        for continent in continents:
            self._board.add_continent(continent)
        for region in regions:
            self._board.add_region(region)
        for territory in territories:
            self._board.add_territory(territory)
        for connection in connections:
            self._board.add_connection(connection)
        self._emit_many(continents or regions, territories, connections)

    def remove_last(self, continents: int, regions: int, territories: int, connections: int) -> None:
        """Take back what append_many added (the last items of each list), connections first."""
        board = self._board
        removed = [board.remove_connection_at(len(board.connections) - 1) for _ in range(connections)]
        gone = [board.remove_territory_at(len(board.territories) - 1) for _ in range(territories)]
        for _ in range(regions):
            board.remove_region_at(len(board.regions) - 1)
        for _ in range(continents):
            board.remove_continent_at(len(board.continents) - 1)
        self._emit_many(continents or regions, gone, removed)

    def _emit_many(self, groups: object, territories: list[Territory], connections: list[Connection]) -> None:
        if territories:
            self.changed.emit(MapChange(ChangeKind.TERRITORIES, frozenset(t.id for t in territories)))
        if connections:
            ends = frozenset(end for c in connections for end in (c.a, c.b))
            self.changed.emit(MapChange(ChangeKind.CONNECTIONS, ends))
        if groups:
            self.changed.emit(MapChange(ChangeKind.CONTINENTS))

    def territory_indexes(self, ids: Iterable[str]) -> list[int]:
        return [self._board.territory_index(i) for i in ids]
