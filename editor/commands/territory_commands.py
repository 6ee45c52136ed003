"""Undoable edits of territories: outlines, properties, marks, adding, removing, splitting."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from editor.document.map_document import MapDocument
from engine.board import Connection, Territory

# Ids for mergeable commands: a mouse drag sends many small edits, undone as one.
MERGE_MOVE_VERTEX = 1001
MERGE_MOVE_TERRITORIES = 1002
MERGE_MOVE_MARK = 1003
MERGE_PAINT_CONTINENT = 1004


class ReplaceTerritories(QUndoCommand):
    """Replace some territories (by index) with new values; the base of most edits."""

    merge_id = -1

    def __init__(self, document: MapDocument, changes: Mapping[int, Territory], text: str,
                 drag: object = None) -> None:
        super().__init__(text)
        self.document = document
        self.new = dict(changes)
        self.old: dict[int, Territory] = {index: document.board.territories[index] for index in changes}
        self.drag = drag  # the same drag object merges into one step

    def id(self) -> int:  # noqa: A003 - Qt's name
        return self.merge_id

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt's name
        if self.merge_id < 0 or type(other) is not type(self) or other.drag is None or other.drag is not self.drag:
            return False
        for index, territory in other.new.items():
            self.old.setdefault(index, other.old[index])
            self.new[index] = territory
        return True

    def redo(self) -> None:
        self.document.set_territories(self.new)

    def undo(self) -> None:
        self.document.set_territories(self.old)


class MoveVertex(ReplaceTerritories):
    """Drag a corner (and every territory sharing it)."""

    merge_id = MERGE_MOVE_VERTEX


class InsertVertex(ReplaceTerritories):
    pass


class DeleteVertex(ReplaceTerritories):
    pass


class MoveTerritories(ReplaceTerritories):
    merge_id = MERGE_MOVE_TERRITORIES


class MoveMark(ReplaceTerritories):
    """Drag a territory's label, city slot or scar slot."""

    merge_id = MERGE_MOVE_MARK


class SetTerritoryProperties(ReplaceTerritories):
    """Name, kind, card, flags or continent of one or more territories."""


class PlaceMarks(ReplaceTerritories):
    """Auto-place labels and sticker slots."""


class PaintContinent(ReplaceTerritories):
    """Assign territories to a continent; one brush stroke (one drag) is one step."""

    merge_id = MERGE_PAINT_CONTINENT


class AddTerritory(QUndoCommand):
    """A new territory, and the neighbours that gained a vertex on a shared border."""

    def __init__(self, document: MapDocument, territory: Territory, neighbours: Mapping[int, Territory],
                 text: str | None = None) -> None:
        super().__init__(text or QCoreApplication.translate("Commands", "Draw Territory"))
        self.document = document
        self.territory = territory
        self.index = len(document.board.territories)
        self.neighbours = ReplaceTerritories(document, neighbours, "") if neighbours else None

    def redo(self) -> None:
        if self.neighbours is not None:
            self.neighbours.redo()
        self.document.insert_territory(self.index, self.territory)

    def undo(self) -> None:
        self.document.remove_territory(self.index)
        if self.neighbours is not None:
            self.neighbours.undo()


class RemoveTerritories(QUndoCommand):
    """Delete territories and every connection that mentions them."""

    def __init__(self, document: MapDocument, indexes: Sequence[int], text: str | None = None) -> None:
        super().__init__(text or QCoreApplication.translate("Commands", "Delete Territories"))
        self.document = document
        board = document.board
        self.removed = sorted((i, board.territories[i]) for i in set(indexes))
        ids = {t.id for _, t in self.removed}
        self.connections = [(i, c) for i, c in enumerate(board.connections) if c.a in ids or c.b in ids]

    def redo(self) -> None:
        for index, _ in reversed(self.connections):
            self.document.remove_connection(index)
        for index, _ in reversed(self.removed):
            self.document.remove_territory(index)

    def undo(self) -> None:
        for index, territory in self.removed:
            self.document.insert_territory(index, territory)
        for index, connection in self.connections:
            self.document.insert_connection(index, connection)


class SplitTerritory(QUndoCommand):
    """A territory cut in two: it keeps its id, the new half is added, the connections across
    the cut and to the new half's neighbours are added, and ``dropped`` (indexes of the
    original's border connections to neighbours its part no longer touches) go."""

    def __init__(self, document: MapDocument, index: int, first: Territory, second: Territory,
                 neighbours: Mapping[int, Territory], new_connections: Sequence[Connection],
                 dropped: Sequence[int] = ()) -> None:
        super().__init__(QCoreApplication.translate("Commands", "Split Territory"))
        self.document = document
        self.replace = ReplaceTerritories(document, {index: first, **neighbours}, "")
        self.second = second
        self.index = len(document.board.territories)
        self.connections = list(new_connections)
        self.dropped = sorted(dropped)
        self.dropped_connections = [document.board.connections[i] for i in self.dropped]
        self.first_connection = len(document.board.connections) - len(self.dropped)

    def redo(self) -> None:
        self.replace.redo()
        self.document.insert_territory(self.index, self.second)
        for index in reversed(self.dropped):
            self.document.remove_connection(index)
        for offset, connection in enumerate(self.connections):
            self.document.insert_connection(self.first_connection + offset, connection)

    def undo(self) -> None:
        for offset in reversed(range(len(self.connections))):
            self.document.remove_connection(self.first_connection + offset)
        for index, connection in zip(self.dropped, self.dropped_connections, strict=True):
            self.document.insert_connection(index, connection)
        self.document.remove_territory(self.index)
        self.replace.undo()


class MergeTerritories(QUndoCommand):
    """The first territory grows to cover the others, which go; their connections move to it."""

    def __init__(self, document: MapDocument, indexes: Sequence[int], merged: Territory) -> None:
        super().__init__(QCoreApplication.translate("Commands", "Merge Territories"))
        self.document = document
        board = document.board
        keep, *others = indexes
        self.keep_index = keep
        self.old_keep = board.territories[keep]
        self.merged = merged
        gone = {board.territories[i].id for i in others}
        self.removed = sorted((i, board.territories[i]) for i in others)
        # Connections of the removed territories now lead to the merged one; duplicates and
        # connections between merged territories disappear.
        self.old_connections = list(board.connections)
        kept: list[Connection] = []
        seen = set()
        for connection in board.connections:
            a = merged.id if connection.a in gone else connection.a
            b = merged.id if connection.b in gone else connection.b
            if a == b:
                continue
            moved = dataclasses.replace(connection, a=a, b=b)
            if moved.key in seen:
                continue
            seen.add(moved.key)
            kept.append(moved)
        self.new_connections = kept

    def redo(self) -> None:
        for index, _ in reversed(self.removed):
            self.document.remove_territory(index)
        position = self.keep_index - sum(1 for i, _ in self.removed if i < self.keep_index)
        self.document.set_territories({position: self.merged})
        self.document.replace_connections(self.new_connections)

    def undo(self) -> None:
        position = self.keep_index - sum(1 for i, _ in self.removed if i < self.keep_index)
        self.document.set_territories({position: self.old_keep})
        for index, territory in self.removed:
            self.document.insert_territory(index, territory)
        self.document.replace_connections(self.old_connections)
