"""File ▸ New: the new map's name, canvas size and sticker radius."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.board import Board, MapMetadata

DEFAULT_WIDTH = 2000
DEFAULT_HEIGHT = 1200
DEFAULT_MARK_RADIUS = 10.0
MAX_SIDE = 1_000_000


def untitled_name() -> str:
    return QCoreApplication.translate("NewMapDialog", "Untitled Map")


@dataclass(frozen=True)
class NewMapSettings:
    name: str
    width: float = DEFAULT_WIDTH
    height: float = DEFAULT_HEIGHT
    mark_radius: float = DEFAULT_MARK_RADIUS

    def board(self) -> Board:
        """An empty board: no continents, territories or connections yet."""
        return Board(MapMetadata(self.name, float(self.width), float(self.height), mark_radius=self.mark_radius))


def empty_board() -> Board:
    """What a window shows before any map is opened."""
    return NewMapSettings(untitled_name()).board()


class NewMapDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, settings: NewMapSettings | None = None) -> None:
        super().__init__(parent)
        settings = settings or NewMapSettings(untitled_name())
        self.setObjectName("newMapDialog")
        self.setWindowTitle(self.tr("New Map"))

        self.name_edit = QLineEdit(settings.name, self)
        self.name_edit.setObjectName("newMapName")
        self.name_edit.setAccessibleName(self.tr("Map name"))
        self.name_edit.selectAll()
        self.width_spin = self._side(settings.width, "newMapWidth", self.tr("Canvas width"))
        self.height_spin = self._side(settings.height, "newMapHeight", self.tr("Canvas height"))
        self.radius_spin = QDoubleSpinBox(self)
        self.radius_spin.setObjectName("newMapMarkRadius")
        self.radius_spin.setAccessibleName(self.tr("Mark radius"))
        self.radius_spin.setToolTip(
            self.tr("Radius of the troop badge and of the city and scar stickers, in map units")
        )
        self.radius_spin.setRange(0.5, 1000.0)
        self.radius_spin.setDecimals(1)
        self.radius_spin.setValue(settings.mark_radius)

        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name_edit)
        form.addRow(self.tr("Canvas &width:"), self.width_spin)
        form.addRow(self.tr("Canvas &height:"), self.height_spin)
        form.addRow(self.tr("&Mark radius:"), self.radius_spin)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.setObjectName("newMapButtons")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.name_edit.textChanged.connect(self._update_ok)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        self.setMinimumWidth(340)
        layout.addWidget(self.buttons)
        self._update_ok()

    def _side(self, value: float, name: str, accessible: str) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setObjectName(name)
        spin.setAccessibleName(accessible)
        spin.setRange(10, MAX_SIDE)
        spin.setSingleStep(100)
        spin.setSuffix(self.tr(" units"))
        spin.setValue(int(value))
        return spin

    def _update_ok(self) -> None:
        # The map format needs a name; an empty one could not be saved.
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(bool(self.name_edit.text().strip()))

    def settings(self) -> NewMapSettings:
        return NewMapSettings(
            name=self.name_edit.text().strip(),
            width=self.width_spin.value(),
            height=self.height_spin.value(),
            mark_radius=self.radius_spin.value(),
        )

    @classmethod
    def ask(cls, parent: QWidget | None = None) -> NewMapSettings | None:
        """Show the dialog; the chosen settings, or None if cancelled."""
        dialog = cls(parent)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                return dialog.settings()
            return None
        finally:
            dialog.deleteLater()
