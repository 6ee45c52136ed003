"""The Properties dock's colour row: a territory's own colour, or its continent's.

A button shows the colour the selection is drawn in and opens a colour dialog; "Use
Continent Colour" takes the territory's own colour away. What the user chose comes out of
``chosen`` ('#rrggbb', or None for the continent's); the dock turns it into one command.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QColorDialog, QHBoxLayout, QPushButton, QWidget

from editor.docks.continent_dock import colour_swatch


class TerritoryColourField(QWidget):
    chosen = Signal(object)  # '#rrggbb', or None: the continent's colour

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("propertyColourField")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.button = QPushButton(self)
        self.button.setObjectName("propertyColour")
        self.button.setAccessibleName(self.tr("Territory colour"))
        self.button.setToolTip(self.tr("A colour of its own for the territory, drawn instead of its continent's"))
        self.button.clicked.connect(self.ask)
        self.reset = QPushButton(self.tr("Use Continent Colour"), self)
        self.reset.setObjectName("propertyColourReset")
        self.reset.setAccessibleName(self.tr("Use the continent's colour"))
        self.reset.setToolTip(self.tr("Take the territory's own colour away: it is drawn in its continent's again"))
        self.reset.clicked.connect(lambda: self.chosen.emit(None))
        layout.addWidget(self.button, 1)
        layout.addWidget(self.reset)
        self.setFocusProxy(self.button)
        self._current = QColor()

    def show_colours(self, own: set[str | None], drawn: QColor) -> None:
        """Show the selection's own colours (None: the continent's) and the colour it is drawn in."""
        self._current = QColor(drawn)
        self.button.setIcon(colour_swatch(drawn))
        if own == {None}:
            self.button.setText(self.tr("Continent's"))
        elif len(own) == 1:
            self.button.setText(next(iter(own)))
        else:
            self.button.setText(self.tr("(several)"))
        self.reset.setEnabled(own != {None})

    def ask(self) -> bool:
        """The colour dialog; True if a colour was chosen."""
        colour = QColorDialog.getColor(self._current, self, self.tr("Territory Colour"))
        if not colour.isValid():
            return False
        self.chosen.emit(colour.name().lower())
        return True
