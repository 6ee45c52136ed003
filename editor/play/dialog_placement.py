"""Put a battle's dialog beside the territories it is about, not on top of them.

A dialog centred on the window hides the middle of the map — often the very territories
that are fighting. ``place_beside`` moves it next to them: to the right, the left, below or
above, whichever side has room inside the board, else wherever it covers them least.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget

MARGIN = 16  # pixels between the territories and the dialog


def territories_on_screen(board, territories: Iterable[int]) -> QRect:
    """The screen rectangle (global pixels) around ``territories`` as the board shows them."""
    view = board.view
    box = QRect()
    for territory in territories:
        item = board.territory_item(territory)
        if item is None:
            continue
        polygon = view.mapFromScene(item.fill_bounds())
        corners = polygon.boundingRect()
        box = box.united(QRect(view.viewport().mapToGlobal(corners.topLeft()), corners.size()))
    return box


def place_beside(dialog: QWidget, avoid: QRect, area: QRect) -> QRect:
    """Move ``dialog`` (already sized) next to ``avoid`` inside ``area`` (both in global
    pixels); returns the frame it was given."""
    size = dialog.frameGeometry().size()
    if avoid.isEmpty() or area.isEmpty():
        return dialog.frameGeometry()
    centre = avoid.center()
    candidates = [
        QPoint(avoid.right() + MARGIN, centre.y() - size.height() // 2),  # right
        QPoint(avoid.left() - MARGIN - size.width(), centre.y() - size.height() // 2),  # left
        QPoint(centre.x() - size.width() // 2, avoid.bottom() + MARGIN),  # below
        QPoint(centre.x() - size.width() // 2, avoid.top() - MARGIN - size.height()),  # above
    ]

    def clamped(point: QPoint) -> QRect:
        x = min(max(point.x(), area.left()), max(area.left(), area.right() - size.width()))
        y = min(max(point.y(), area.top()), max(area.top(), area.bottom() - size.height()))
        return QRect(QPoint(x, y), size)

    def covered(frame: QRect) -> int:
        overlap = frame.intersected(avoid)
        return overlap.width() * overlap.height() if not overlap.isEmpty() else 0

    frames = [clamped(point) for point in candidates]
    best = min(frames, key=lambda frame: (covered(frame), frames.index(frame)))
    dialog.move(best.topLeft())
    return best
