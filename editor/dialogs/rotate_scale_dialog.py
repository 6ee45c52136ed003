"""Edit ▸ Rotate/Scale…: an angle and a scale typed for the selected territories."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QLabel, QWidget

from editor.editing.transform import MAX_SCALE_PERCENT, MIN_SCALE_PERCENT
from editor.language.counts import counts


class RotateScaleDialog(QDialog):
    """Angle in degrees (clockwise) and scale in %, both about the selection's centre."""

    def __init__(self, count: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rotateScaleDialog")
        self.setWindowTitle(self.tr("Rotate/Scale"))
        self.setAccessibleName(self.tr("Rotate or scale the selected territories"))
        layout = QFormLayout(self)
        text = (self.tr("One territory, about the centre of its bounding box.") if count == 1
                else self.tr("{territories}, about the centre of their bounding box.").format(
                    territories=counts().territories(count)))
        note = QLabel(text, self)
        note.setObjectName("rotateScale.note")
        layout.addRow(note)
        self.angle = QDoubleSpinBox(self)
        self.angle.setObjectName("rotateScale.angle")
        self.angle.setAccessibleName(self.tr("Rotation angle in degrees, clockwise"))
        self.angle.setRange(-360.0, 360.0)
        self.angle.setDecimals(2)
        self.angle.setSuffix(" °")
        self.angle.setToolTip(self.tr("Positive turns clockwise, negative anticlockwise"))
        layout.addRow(self.tr("&Angle:"), self.angle)
        self.scale = QDoubleSpinBox(self)
        self.scale.setObjectName("rotateScale.scale")
        self.scale.setAccessibleName(self.tr("Scale in percent"))
        self.scale.setRange(MIN_SCALE_PERCENT, MAX_SCALE_PERCENT)
        self.scale.setDecimals(1)
        self.scale.setValue(100.0)
        self.scale.setSuffix(" %")
        self.scale.setToolTip(self.tr("100 % keeps the size; 200 % doubles it"))
        layout.addRow(self.tr("&Scale:"), self.scale)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.setObjectName("rotateScale.buttons")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addRow(buttons)
        self.angle.selectAll()

    def values(self) -> tuple[float, float]:
        """(angle in degrees, scale in %)."""
        return self.angle.value(), self.scale.value()
