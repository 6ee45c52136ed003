"""A territory on the map: its polygons filled with the continent's colour."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from editor.scene import style
from editor.scene.qt_geometry import territory_path
from engine.board.model import Territory


class TerritoryItem(QGraphicsPathItem):
    """Shows one territory. Holds its id; :meth:`set_territory` refreshes it after an edit."""

    def __init__(self, territory: Territory, colour: QColor, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self._territory = territory
        self._colour = QColor(colour)
        self._hovered = False
        self._selected = False
        self.setZValue(style.Z_TERRITORY)
        self.setAcceptHoverEvents(True)
        self.setPath(territory_path(territory))
        self._restyle()

    @property
    def territory_id(self) -> str:
        return self._territory.id

    @property
    def territory(self) -> Territory:
        return self._territory

    @property
    def colour(self) -> QColor:
        return QColor(self._colour)

    def set_territory(self, territory: Territory, colour: QColor) -> None:
        """Show a new value of the territory (after an edit); rebuilds the path only if needed."""
        if territory.parts != self._territory.parts:
            self.setPath(territory_path(territory))
        self._territory = territory
        self._colour = QColor(colour)
        self._restyle()

    def set_colour(self, colour: QColor) -> None:
        self._colour = QColor(colour)
        self._restyle()

    def is_hovered(self) -> bool:
        return self._hovered

    def set_hovered(self, hovered: bool) -> None:
        """Highlight (lighter fill, wider border) while the mouse is over the territory."""
        if hovered != self._hovered:
            self._hovered = hovered
            self._restyle()

    def is_selected_territory(self) -> bool:
        return self._selected

    def set_selected(self, selected: bool) -> None:
        """Show that the territory is in the editor's selection (a strong outline)."""
        if selected != self._selected:
            self._selected = selected
            self._restyle()

    def _restyle(self) -> None:
        self.setBrush(style.territory_brush(self._colour, self._hovered))
        pen = style.selection_pen() if self._selected else style.border_pen(self._territory, self._hovered)
        self.setPen(pen)
        # Lifted while hovered or selected so neighbours do not cover half of the wider border.
        lift = 0.7 if self._selected else 0.5 if self._hovered else 0.0
        self.setZValue(style.Z_TERRITORY + lift)

    def hoverEnterEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        self.set_hovered(True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self.set_hovered(False)
        super().hoverLeaveEvent(event)
