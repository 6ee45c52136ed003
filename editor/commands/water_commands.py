"""Undoable generation of coastal waters (engine/board/coastal_waters.py): one undo step
that re-nodes the land where the waters meet it, adds the waters and their connections."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from editor.document.map_document import MapDocument
from engine.board import Board


class GenerateCoastalWaters(QUndoCommand):
    """Turn the document's board into ``result`` (the same territories first, outlines
    maybe changed, then the new waters; the connections replaced)."""

    def __init__(self, document: MapDocument, result: Board) -> None:
        super().__init__(QCoreApplication.translate("Commands", "Generate Coastal Waters"))
        self.document = document
        board = document.board
        count = len(board.territories)
        self.old_territories = {i: board.territories[i] for i in range(count)}
        self.new_territories = {
            i: result.territories[i] for i in range(count) if result.territories[i] != board.territories[i]
        }
        self.added = list(result.territories[count:])
        self.first_added = count
        self.old_connections = list(board.connections)
        self.new_connections = list(result.connections)

    def redo(self) -> None:
        if self.new_territories:
            self.document.set_territories(self.new_territories)
        for offset, territory in enumerate(self.added):
            self.document.insert_territory(self.first_added + offset, territory)
        self.document.replace_connections(self.new_connections)

    def undo(self) -> None:
        self.document.replace_connections(self.old_connections)
        for offset in reversed(range(len(self.added))):
            self.document.remove_territory(self.first_added + offset)
        if self.new_territories:
            self.document.set_territories({i: self.old_territories[i] for i in self.new_territories})
