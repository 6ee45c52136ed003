"""Coasts: the land–water borders where navies are put to sea and navy bases are built.

A coast is a connection between a land territory and a water territory (engine/board/
waters.py). It is drawn along the stretch of outline the two share, in its own colour, so a
designer sees at a glance which coasts the rules will use; a coast connection between
territories that do not touch has no stretch to draw (its sea-line or border link shows it).
"""

from __future__ import annotations

import shapely
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from editor.scene import style
from engine.board.board import Board


def coast_path(board: Board, land: str, water: str) -> QPainterPath:
    """The outline the two territories share, as a path (empty if they do not touch)."""
    path = QPainterPath()
    try:
        border = board.shared_border(land, water)
    except Exception:  # an outline shapely cannot build: validation reports it
        return path
    if border is None:
        return path
    for line in shapely.get_parts(shapely.line_merge(border.geometry)):
        coordinates = shapely.get_coordinates(line)
        if len(coordinates) < 2:
            continue
        path.moveTo(QPointF(*coordinates[0]))
        for x, y in coordinates[1:]:
            path.lineTo(QPointF(x, y))
    return path


class CoastItem(QGraphicsItem):
    """One coast, drawn along the shared outline with a cosmetic pen."""

    def __init__(self, land: str, water: str, board: Board, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.land = land
        self.water = water
        self._pen = style.coast_pen()
        self._path = QPainterPath()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.refresh(board)

    @property
    def ends(self) -> tuple[str, str]:
        return (self.land, self.water)

    def path(self) -> QPainterPath:
        return self._path

    def is_empty(self) -> bool:
        return self._path.isEmpty()

    def refresh(self, board: Board) -> None:
        self.prepareGeometryChange()
        self._path = coast_path(board, self.land, self.water)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        # The pen is cosmetic (pixels at any zoom); a map unit's margin covers it when zoomed in.
        return self._path.boundingRect().adjusted(-1.0, -1.0, 1.0, 1.0)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setPen(self._pen)
        painter.drawPath(self._path)
