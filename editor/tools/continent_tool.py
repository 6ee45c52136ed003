"""Paint territories into a continent: click or drag across them."""

from __future__ import annotations

import dataclasses

import shapely
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from editor.commands.territory_commands import PaintContinent
from editor.document.changes import ChangeKind
from editor.tools.base import EditorContext, Tool, ToolEvent
from engine.board.model import Point, TerritoryKind

NO_CONTINENT = ""  # the combo's data for "No continent" (None does not survive a QVariant)


class ContinentPicker(QWidget):
    """The tool's options: which continent the brush paints. Follows the map's continents."""

    def __init__(self, tool: ContinentTool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("continentOptions")
        self._tool = tool
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 0, 4, 0)
        label = QLabel(self.tr("Paint with:"), self)
        self.combo = QComboBox(self)
        self.combo.setObjectName("paintContinent")
        self.combo.setAccessibleName(self.tr("Continent to paint"))
        self.combo.setToolTip(self.tr("Territories you click or drag across join this continent."))
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        label.setBuddy(self.combo)
        layout.addWidget(label)
        layout.addWidget(self.combo)
        self.refresh()
        self.combo.currentIndexChanged.connect(self._chosen)
        tool.document.changed.connect(self._document_changed)

    def refresh(self) -> None:
        """List the map's continents (and "No continent"), keeping the tool's choice."""
        combo = self.combo
        combo.blockSignals(True)
        combo.clear()
        for continent in self._tool.document.board.continents:
            combo.addItem(swatch(continent.colour), continent.name, continent.id)
        combo.addItem(self.tr("No continent"), NO_CONTINENT)
        index = combo.findData(self._tool.continent or NO_CONTINENT)
        combo.setCurrentIndex(index if index >= 0 else 0)
        combo.blockSignals(False)
        self._chosen()

    def _chosen(self, *_args) -> None:
        self._tool.continent = self.combo.currentData() or None

    def _document_changed(self, change) -> None:
        if change.kind in (ChangeKind.CONTINENTS, ChangeKind.RESET):
            self.refresh()


def swatch(colour: str) -> QIcon:
    pixmap = QPixmap(12, 12)
    pixmap.fill(QColor(colour) if QColor(colour).isValid() else QColor("#bdbdbd"))
    return QIcon(pixmap)


class ContinentTool(Tool):
    name = "continents"
    shortcut = "P"
    cursor = Qt.CursorShape.PointingHandCursor

    @classmethod
    def title(cls) -> str:
        return QCoreApplication.translate("ContinentTool", "Continents")

    @classmethod
    def tip(cls) -> str:
        return QCoreApplication.translate(
            "ContinentTool", "Click or drag across territories to put them in the chosen continent.")

    def __init__(self, context: EditorContext) -> None:
        super().__init__(context)
        continents = context.document.board.continents
        self.continent: str | None = continents[0].id if continents else None
        self._drag: object | None = None
        self._last: Point | None = None
        # A continent that appears is one the person just made (Add in the Continents
        # panel, or an undone delete): they mean to paint with it next.
        self._known_continents = {c.id for c in continents}
        context.document.changed.connect(self._follow_continents)

    def activate(self) -> None:
        super().activate()
        self.status.emit(self.tip())

    def cancel(self) -> None:
        self._drag = None
        self._last = None

    def options_widget(self, parent: QWidget | None = None) -> QWidget:
        return ContinentPicker(self, parent)

    def _follow_continents(self, change) -> None:
        # Connected before any picker exists, so the picker refreshes with the new choice.
        if change.kind not in (ChangeKind.CONTINENTS, ChangeKind.RESET):
            return
        ids = [c.id for c in self.document.board.continents]
        added = [i for i in ids if i not in self._known_continents]
        self._known_continents = set(ids)
        if change.kind is ChangeKind.CONTINENTS and added:
            self.continent = added[-1]

    # -- mouse ------------------------------------------------------------------------------------
    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        self._drag = object()  # one stroke, one undo step
        self._last = event.point
        self._paint(shapely.Point(event.point))
        return True

    def mouse_move(self, event: ToolEvent) -> bool:
        if self._drag is None or not event.buttons & Qt.MouseButton.LeftButton:
            return False
        # Everything along the way counts, however fast the mouse moved.
        self._paint(shapely.LineString([self._last, event.point]))
        self._last = event.point
        return True

    def mouse_release(self, event: ToolEvent) -> bool:
        if self._drag is None or event.button != Qt.MouseButton.LeftButton:
            return False
        self.cancel()
        return True

    def _paint(self, stroke) -> None:
        board = self.document.board
        if not board.territories:
            return
        hits = board.spatial_index().query(stroke, predicate="intersects")
        changes = {}
        for index in sorted(int(i) for i in hits):
            territory = board.territories[index]
            # Seas belong to no continent; and what is already painted stays out of the command.
            if territory.kind is TerritoryKind.SEA or territory.continent == self.continent:
                continue
            changes[index] = dataclasses.replace(territory, continent=self.continent)
        if changes:
            self.document.undo_stack.push(
                PaintContinent(self.document, changes, self.tr("Paint Continent"), drag=self._drag))
