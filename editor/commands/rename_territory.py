"""Changing a territory's id: the territory and every connection naming it, in one step."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QUndoCommand

from editor.document.map_document import MapDocument
from engine.board.map_format import ID_PATTERN


def is_valid_territory_id(text: str) -> bool:
    """Whether the map format accepts ``text`` as an id: [A-Za-z0-9][A-Za-z0-9_.-]*."""
    return ID_PATTERN.match(text) is not None


class RenameTerritory(QUndoCommand):
    """Give the territory at ``index`` the id ``new_id``; connections follow.

    If a ``selection`` (editor.tools.base.Selection) is given and holds the old id, it is
    updated on redo and undo, so the renamed territory stays selected.
    """

    def __init__(self, document: MapDocument, index: int, new_id: str, selection: QObject | None = None) -> None:
        # Spelled out (not a tr() helper) so that pyside6-lupdate sees the context.
        super().__init__(QCoreApplication.translate("Commands", "Change Territory Id"))
        self.document = document
        self.index = index
        self.selection = selection
        self.old = document.board.territories[index]
        self.new = dataclasses.replace(self.old, id=new_id)
        old_id = self.old.id
        self.old_connections = list(document.board.connections)
        self.new_connections = [
            dataclasses.replace(
                c,
                a=new_id if c.a == old_id else c.a,
                b=new_id if c.b == old_id else c.b,
            )
            for c in self.old_connections
        ]
        self.touches_connections = self.new_connections != self.old_connections

    def redo(self) -> None:
        self.document.set_territories({self.index: self.new})
        if self.touches_connections:
            self.document.replace_connections(self.new_connections)
        self._follow_selection(self.old.id, self.new.id)

    def undo(self) -> None:
        self.document.set_territories({self.index: self.old})
        if self.touches_connections:
            self.document.replace_connections(self.old_connections)
        self._follow_selection(self.new.id, self.old.id)

    def _follow_selection(self, before: str, after: str) -> None:
        if self.selection is None or before not in self.selection.ids:
            return
        self.selection.set(after if i == before else i for i in self.selection.ids)
