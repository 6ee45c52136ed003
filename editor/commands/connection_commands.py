"""Undoable edits of connections between territories."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from editor.document.map_document import MapDocument
from engine.board import Connection, ConnectionKind


class AddConnection(QUndoCommand):
    def __init__(self, document: MapDocument, connection: Connection) -> None:
        super().__init__(QCoreApplication.translate("Commands", "Connect Territories"))
        self.document = document
        self.connection = connection
        self.index = len(document.board.connections)

    def redo(self) -> None:
        self.document.insert_connection(self.index, self.connection)

    def undo(self) -> None:
        self.document.remove_connection(self.index)


class RemoveConnection(QUndoCommand):
    def __init__(self, document: MapDocument, index: int) -> None:
        super().__init__(QCoreApplication.translate("Commands", "Disconnect Territories"))
        self.document = document
        self.index = index
        self.connection = document.board.connections[index]

    def redo(self) -> None:
        self.document.remove_connection(self.index)

    def undo(self) -> None:
        self.document.insert_connection(self.index, self.connection)


class SetConnectionKind(QUndoCommand):
    def __init__(self, document: MapDocument, index: int, kind: ConnectionKind) -> None:
        super().__init__(QCoreApplication.translate("Commands", "Change Connection"))
        self.document = document
        self.index = index
        self.old = document.board.connections[index]
        self.new = dataclasses.replace(self.old, kind=kind)

    def redo(self) -> None:
        self.document.set_connection(self.index, self.new)

    def undo(self) -> None:
        self.document.set_connection(self.index, self.old)


class SetConnectionWraps(QUndoCommand):
    """Draw a connection around the world (off one side edge, back in from the other) or not."""

    @staticmethod
    def title(wraps: bool) -> str:
        if wraps:
            return QCoreApplication.translate("Commands", "Wrap Connection Around the Map")
        return QCoreApplication.translate("Commands", "Draw Connection Straight Across")

    def __init__(self, document: MapDocument, index: int, wraps: bool) -> None:
        super().__init__(self.title(wraps))
        self.document = document
        self.index = index
        self.old = document.board.connections[index]
        self.new = dataclasses.replace(self.old, wraps=wraps)

    def redo(self) -> None:
        self.document.set_connection(self.index, self.new)

    def undo(self) -> None:
        self.document.set_connection(self.index, self.old)


class AutoConnect(QUndoCommand):
    """Add a border connection for every pair sharing a border that has none yet."""

    def __init__(self, document: MapDocument, pairs: Sequence[tuple[str, str]]) -> None:
        super().__init__(QCoreApplication.translate("Commands", "Auto-Connect"))
        self.document = document
        self.old = list(document.board.connections)
        self.new = self.old + [Connection(a, b, ConnectionKind.BORDER) for a, b in pairs]

    def redo(self) -> None:
        self.document.replace_connections(self.new)

    def undo(self) -> None:
        self.document.replace_connections(self.old)
