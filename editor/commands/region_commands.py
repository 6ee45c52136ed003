"""Undoable edits of regions: groups of territories besides the continents (the MU
variant's Middle East). A territory's membership is one of its properties
(SetTerritoryProperties); these add, change and delete the regions themselves."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from editor.document.map_document import MapDocument
from engine.board import Region


class AddRegion(QUndoCommand):
    def __init__(self, document: MapDocument, region: Region) -> None:
        super().__init__(QCoreApplication.translate("Commands", "Add Region"))
        self.document = document
        self.region = region
        self.index = len(document.board.regions)

    def redo(self) -> None:
        self.document.insert_region(self.index, self.region)

    def undo(self) -> None:
        self.document.remove_region(self.index)


class RemoveRegion(QUndoCommand):
    """Delete a region; its territories keep the id (validation then flags them)."""

    def __init__(self, document: MapDocument, index: int) -> None:
        super().__init__(QCoreApplication.translate("Commands", "Delete Region"))
        self.document = document
        self.index = index
        self.region = document.board.regions[index]

    def redo(self) -> None:
        self.document.remove_region(self.index)

    def undo(self) -> None:
        self.document.insert_region(self.index, self.region)


class ChangeRegion(QUndoCommand):
    """Rename a region or change its MU bonus."""

    def __init__(self, document: MapDocument, index: int, text: str | None = None, **changes) -> None:
        super().__init__(text or QCoreApplication.translate("Commands", "Change Region"))
        self.document = document
        self.index = index
        self.old = document.board.regions[index]
        self.new = dataclasses.replace(self.old, **changes)

    def redo(self) -> None:
        self.document.set_region(self.index, self.new)

    def undo(self) -> None:
        self.document.set_region(self.index, self.old)
