"""Undoable edits of continents and of the map's own properties."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from editor.document.map_document import MapDocument
from engine.board import Continent, MapMetadata


class AddContinent(QUndoCommand):
    def __init__(self, document: MapDocument, continent: Continent) -> None:
        super().__init__(QCoreApplication.translate("Commands", "Add Continent"))
        self.document = document
        self.continent = continent
        self.index = len(document.board.continents)

    def redo(self) -> None:
        self.document.insert_continent(self.index, self.continent)

    def undo(self) -> None:
        self.document.remove_continent(self.index)


class RemoveContinent(QUndoCommand):
    """Delete a continent; its territories keep the id (validation then flags them)."""

    def __init__(self, document: MapDocument, index: int) -> None:
        super().__init__(QCoreApplication.translate("Commands", "Delete Continent"))
        self.document = document
        self.index = index
        self.continent = document.board.continents[index]

    def redo(self) -> None:
        self.document.remove_continent(self.index)

    def undo(self) -> None:
        self.document.insert_continent(self.index, self.continent)


class ChangeContinent(QUndoCommand):
    """Rename, recolour or change the bonuses of a continent."""

    def __init__(self, document: MapDocument, index: int, text: str | None = None, **changes) -> None:
        super().__init__(text or QCoreApplication.translate("Commands", "Change Continent"))
        self.document = document
        self.index = index
        self.old = document.board.continents[index]
        self.new = dataclasses.replace(self.old, **changes)

    def redo(self) -> None:
        self.document.set_continent(self.index, self.new)

    def undo(self) -> None:
        self.document.set_continent(self.index, self.old)


class SetMapProperties(QUndoCommand):
    """Name, author, description, canvas, mark radius, background."""

    def __init__(self, document: MapDocument, meta: MapMetadata, text: str | None = None) -> None:
        super().__init__(text or QCoreApplication.translate("Commands", "Change Map Properties"))
        self.document = document
        self.old = document.board.meta
        self.new = meta

    def redo(self) -> None:
        self.document.set_metadata(self.new)

    def undo(self) -> None:
        self.document.set_metadata(self.old)
