"""The Legacy world on the play board (to be built: see editor/play/legacy/__init__.py)."""

from __future__ import annotations

from PySide6.QtCore import QObject


class LegacyWorldLayer(QObject):
    """Draws the Legacy world of ``controller``'s game on ``board`` and keeps it current."""

    def __init__(self, controller, board, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.board = board
