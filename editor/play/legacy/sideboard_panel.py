"""The Legacy sideboard panel (to be built: see editor/play/legacy/__init__.py)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


class SideboardPanel(QWidget):
    """The sideboard of ``controller``'s Legacy game."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("sideboardPanel")
        self.setAccessibleName(self.tr("Sideboard"))
