"""The Legacy decisions that are not a click on the board (to be built: see
editor/play/legacy/__init__.py)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


class DecisionPanel(QWidget):
    """Offers the person deciding the Legacy choices of ``controller``'s game."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("legacyDecisionPanel")
        self.setAccessibleName(self.tr("Decision"))
