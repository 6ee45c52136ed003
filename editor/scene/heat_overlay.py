"""The balance report drawn over the editor's map: each territory tinted by a figure of the
report (captured per game, or front rate), choke-point territories outlined.

An overlay of scene items of its own, above the map and ignoring the mouse: the document and
the territories' items are untouched, and taking the overlay off removes every item it added.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsScene

from editor.scene.qt_geometry import territory_path
from engine.balance.html_pictures import CHOKE_OUTLINE, heat_colour
from engine.board import Board

OVERLAY_Z = 900  # above territories, labels and markers; below nothing the user drags
HEAT_ALPHA = 200  # the map's borders and names still show through a little


class HeatOverlay:
    """Tints on ``scene`` for ``key`` ("captured_per_game" or "front_rate") of ``report``."""

    def __init__(self, scene: QGraphicsScene, board: Board, report: dict, key: str) -> None:
        self.scene = scene
        self.items: dict[str, QGraphicsPathItem] = {}
        values = {t["id"]: float(t.get(key) or 0.0) for t in report.get("territories", [])}
        top = max(values.values(), default=0.0)
        played = report.get("games_played", 0) > 0 and top > 0
        chokes = set(report.get("choke_points", {}).get("territories", []))
        width = max(board.meta.width or 1.0, board.meta.height or 1.0) / 250
        for territory in board.territories:
            if territory.id not in values:
                continue
            colour = QColor(heat_colour(values[territory.id] / top) if played else "#d9d9d9")
            colour.setAlpha(HEAT_ALPHA)
            item = QGraphicsPathItem(territory_path(territory))
            item.setBrush(QBrush(colour))
            if territory.id in chokes:
                item.setPen(QPen(QColor(CHOKE_OUTLINE), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                 Qt.PenJoinStyle.RoundJoin))
            else:
                item.setPen(QPen(Qt.PenStyle.NoPen))
            item.setZValue(OVERLAY_Z + (1 if territory.id in chokes else 0))
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setAcceptHoverEvents(False)
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
            item.setData(0, "balance-heat")
            scene.addItem(item)
            self.items[territory.id] = item

    def colour_of(self, territory_id: str) -> QColor | None:
        item = self.items.get(territory_id)
        return None if item is None else item.brush().color()

    def remove(self) -> None:
        for item in self.items.values():
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.items.clear()
