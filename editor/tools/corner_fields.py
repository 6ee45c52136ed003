"""The Edit Vertices options: X and Y of the selected corner, typed; Enter moves it (one undo step)."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent, QValidator
from PySide6.QtWidgets import QDoubleSpinBox, QHBoxLayout, QLabel, QWidget

from editor.language.map_numbers import ui_locale
from engine.files.limits import MAX_COORDINATE

DECIMALS = 3  # as fine as the finest precision a map can have (0.001)


# A coordinate as typed: digits, a sign, either decimal mark (in Spanish "1650.5" was read
# as 16505, the point taken for a thousands separator).
_TYPED = re.compile(r"^\s*-?[\d.,]*\s*$")


def parse_coordinate(text: str) -> float | None:
    """A typed coordinate, or None if it is not (yet) one.

    One mark, "." or ",", is the decimal mark whichever the language uses. Both marks
    ("1,630.5", "1.630,5"): the last is the decimal mark and the other groups thousands —
    read as 1630.5, never as 1.6305. One mark several times ("1.630.500") groups thousands.
    """
    body = text.strip()
    sign = -1.0 if body.startswith("-") else 1.0
    body = body.lstrip("-")
    if not body or not _TYPED.match(body) or "-" in body:
        return None
    if "." in body and "," in body:
        cut = max(body.rfind("."), body.rfind(","))
        whole, fraction = body[:cut], body[cut + 1:]
        if not fraction.isdigit() and fraction != "":
            return None
        groups = re.split(r"[.,]", whole)
        if body[cut] in whole or not _thousands(groups):
            return None
        body = "".join(groups) + "." + fraction
    elif body.count(".") > 1 or body.count(",") > 1:
        groups = re.split(r"[.,]", body)
        if not _thousands(groups):
            return None
        body = "".join(groups)
    try:
        return sign * float(body.replace(",", "."))
    except ValueError:  # ".", "," : on the way to a number
        return None


def _thousands(groups: list[str]) -> bool:
    """Digit groups as thousands separators leave them: 1 to 3 digits, then 3 each."""
    return (bool(groups) and groups[0].isdigit() and len(groups[0]) <= 3
            and all(len(g) == 3 and g.isdigit() for g in groups[1:]))


class CoordinateSpinBox(QDoubleSpinBox):
    """A number in map units, shown with the reader's decimal mark and no grouping, read with
    either mark; ``entered`` when Enter is pressed (only then is the number applied: Tab
    just goes on to the next field)."""

    entered = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The app language's decimal mark, as the status bar and Measure show coordinates
        # (a German desktop running the English app still writes 1650.5 everywhere).
        self.setLocale(ui_locale())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt naming)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.interpretText()
            self.entered.emit()
            return
        super().keyPressEvent(event)

    def validate(self, text: str, position: int):  # noqa: D102 (Qt's)
        if not _TYPED.match(text):
            return QValidator.State.Invalid, text, position
        if parse_coordinate(text) is None:  # "", "-", "1,630," : on the way to a number
            return QValidator.State.Intermediate, text, position
        return QValidator.State.Acceptable, text, position

    def valueFromText(self, text: str) -> float:  # noqa: N802 (Qt naming)
        value = parse_coordinate(text)
        return self.value() if value is None else value

    def textFromValue(self, value: float) -> str:  # noqa: N802 (Qt naming)
        text = f"{value:.{self.decimals()}f}".rstrip("0").rstrip(".") or "0"
        return text.replace(".", self.locale().decimalPoint())


class CornerFields(QWidget):
    """``cornerX`` and ``cornerY``: the selected corner of a VertexTool, disabled while none is."""

    def __init__(self, tool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tool = tool
        self.setObjectName("cornerFields")
        self.setAccessibleName(self.tr("Selected corner"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 0, 4, 0)
        self.caption = QLabel(self.tr("Corner:"), self)
        layout.addWidget(self.caption)
        self.x = self._field("cornerX", self.tr("&X:"), self.tr("X of the selected corner"), layout)
        self.y = self._field("cornerY", self.tr("&Y:"), self.tr("Y of the selected corner"), layout)
        self.caption.setBuddy(self.x)
        # Tab goes from X to Y (it went on to the Properties panel, and the Y typed there
        # renamed the territory).
        QWidget.setTabOrder(self.x, self.y)
        tool.selectedCornerChanged.connect(self.refresh)
        tool.document.changed.connect(self.refresh)
        self.refresh()

    def _field(self, name: str, label_text: str, accessible: str, layout: QHBoxLayout) -> QDoubleSpinBox:
        label = QLabel(label_text, self)
        spin = CoordinateSpinBox(self)
        spin.setObjectName(name)
        spin.setAccessibleName(accessible)
        spin.setToolTip(self.tr("Type a coordinate in map units and press Enter to move the selected corner "
                                "(and the neighbours that share it)"))
        spin.setRange(-MAX_COORDINATE, MAX_COORDINATE)
        spin.setDecimals(DECIMALS)
        spin.setKeyboardTracking(False)
        spin.setButtonSymbols(QDoubleSpinBox.ButtonSymbols.NoButtons)  # typed, not stepped: room for tools
        spin.setFixedWidth(spin.fontMetrics().horizontalAdvance("-00000.000") + 12)
        spin.entered.connect(self.apply)
        label.setBuddy(spin)
        layout.addWidget(label)
        layout.addWidget(spin)
        return spin

    def refresh(self, *_args) -> None:
        """Show the selected corner's coordinates (enabled), or nothing (disabled)."""
        corner = self.tool.selected_corner()
        for spin, value in ((self.x, corner[0] if corner else 0.0), (self.y, corner[1] if corner else 0.0)):
            spin.blockSignals(True)
            spin.setValue(value)
            spin.blockSignals(False)
            spin.setEnabled(corner is not None)
        if corner is None:  # empty rather than a misleading 0
            self.x.clear()
            self.y.clear()

    def apply(self) -> bool:
        """Move the selected corner to the typed X and Y; True if it moved."""
        if self.tool.selected_corner() is None:
            return False
        return self.tool.move_corner_to((self.x.value(), self.y.value()))

    def focus(self) -> bool:
        """Put the keyboard in X (Edit ▸ Corner Coordinates); False if no corner is selected."""
        if not self.x.isEnabled():
            return False
        self.x.setFocus()
        self.x.selectAll()
        return True


def no_corner_message() -> str:
    return QCoreApplication.translate("CornerFields", "Click a corner in Edit Vertices to type its coordinates.")
