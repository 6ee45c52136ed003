"""The undo history: every edit as a line; clicking one goes back (or forward) to it."""

from __future__ import annotations

from PySide6.QtGui import QUndoGroup, QUndoStack
from PySide6.QtWidgets import QDockWidget, QUndoView, QWidget


class HistoryDock(QDockWidget):
    """Shows an undo group (it follows whichever document is active) or a single stack."""

    def __init__(self, undo: QUndoGroup | QUndoStack | None = None, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("History"), parent)
        self.setObjectName("historyDock")
        self.setAccessibleName(self.tr("Undo history"))
        self.view = QUndoView(self)
        self.view.setObjectName("historyView")
        self.view.setAccessibleName(self.tr("Edits, oldest first"))
        # The first row stands for the map as it was opened: clicking it undoes everything.
        self.view.setEmptyLabel(self.tr("Opened map"))
        self.setWidget(self.view)
        if undo is not None:
            self.set_undo(undo)

    def set_undo(self, undo: QUndoGroup | QUndoStack | None) -> None:
        if isinstance(undo, QUndoGroup):
            self.view.setGroup(undo)
        else:
            self.view.setStack(undo)
