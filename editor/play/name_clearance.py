"""Marks kept off the territories' names on the play board.

Zoomed out to the whole world, names are scaled up to stay readable (readable_labels.py) and a
territory's row of stickers (sticker_row.py) or a continent's banner, drawn in map units but
boosted, can then land on a neighbour's name: "Middle East" half hidden under Egypt's HQ. So,
once the names are placed, a row that covers a name (or a troop badge, or another territory's
stickers) is moved to the nearest free spot that still stands on its own territory (or the
sea beside it); the names themselves never move for the stickers.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF

# Where a row may move, in steps (half a sticker's reach) either way: near spots are tried
# first, along the row (a row is wide and low) before across it.
STEPS = 7
_GRID = [(dx, dy) for dx in range(-STEPS, STEPS + 1) for dy in range(-STEPS, STEPS + 1)]
_ALONG = sorted(_GRID, key=lambda d: (math.hypot(d[0], 1.5 * d[1]), abs(d[1]), d))
# A wide banner (a continent's name) moves up or down before sideways: sideways it would
# soon leave its continent.
_ACROSS = sorted(_GRID, key=lambda d: (math.hypot(3.0 * d[0], d[1]), abs(d[0]), d))


def letters_rect(label) -> QRectF:
    """Where a territory name's letters are drawn, in scene coordinates (its halo left out:
    a sticker may touch the halo, never the letters)."""
    return label.mapToScene(label.text_shape().boundingRect()).boundingRect()


def badge_rect(badge, zoom: float) -> QRectF:
    """Where a troop badge (drawn in screen pixels) covers the map at ``zoom``."""
    width, height = badge.size()
    centre = badge.pos() + badge.centre_offset() / zoom
    return QRectF(centre.x() - width / 2 / zoom, centre.y() - height / 2 / zoom, width / zoom, height / zoom)


class SceneBox:
    """A rectangle taken on the map, as name_layout reads an obstacle."""

    def __init__(self, rect: QRectF) -> None:
        self._rect = QRectF(rect)

    def sceneBoundingRect(self) -> QRectF:  # noqa: N802 (as QGraphicsItem's)
        return QRectF(self._rect)


def _covered(rect: QRectF, obstacles: Sequence[QRectF]) -> float:
    """How much of ``rect`` the obstacles cover (0: free)."""
    total = 0.0
    for other in obstacles:
        if rect.intersects(other):
            part = rect.intersected(other)
            total += part.width() * part.height()
    return total


def clear_offset(rects: Sequence[QRectF], centres: Sequence[QPointF], obstacles: Sequence[QRectF], step: float,
                 allowed: Callable[[QPointF], bool] | None = None, across: bool = False,
                 bounds: QRectF | None = None) -> QPointF:
    """How far to move stickers drawn over ``rects`` (centred on ``centres``) so that none
    covers an obstacle: the nearest such move by ``step`` (up to STEPS steps each way) whose
    centres are all ``allowed`` and rects inside ``bounds`` (``across``: up and down first);
    where none is free, the move that leaves least covered."""
    nearby = [o for o in obstacles if any(o.intersects(r.adjusted(-STEPS * step, -STEPS * step,
                                                                  STEPS * step, STEPS * step)) for r in rects)]
    if not any(_covered(r, nearby) for r in rects):
        return QPointF()
    best, best_cover = QPointF(), sum(_covered(r, nearby) for r in rects)
    for dx, dy in (_ACROSS if across else _ALONG)[1:]:
        offset = QPointF(dx * step, dy * step)
        if bounds is not None and not all(bounds.contains(r.translated(offset)) for r in rects):
            continue
        cover = sum(_covered(r.translated(offset), nearby) for r in rects)
        if cover >= best_cover:
            continue  # no better (the rectangles are cheap to test; where a point stands is not)
        if allowed is not None and not all(allowed(c + offset) for c in centres):
            continue
        if cover == 0:
            return offset
        best, best_cover = offset, cover
    return best


def move_clear(items: Iterable, obstacles: Sequence[QRectF], allowed: Callable[[QPointF], bool] | None = None,
               across: bool = False, bounds: QRectF | None = None) -> float:
    """Move ``items`` (stickers shown together: a territory's row, a continent's banner) as
    one, off the obstacles (see clear_offset); how much of them the obstacles still cover."""
    items = list(items)
    if not items:
        return 0.0
    step = max(item.reach() for item in items) * 0.5
    if step <= 0:
        return 0.0
    offset = clear_offset([i.sceneBoundingRect() for i in items], [i.pos() for i in items], obstacles, step, allowed,
                          across, bounds)
    if not offset.isNull():
        for item in items:
            item.setPos(item.pos() + offset)
    return sum(_covered(i.sceneBoundingRect(), obstacles) for i in items)


def move_row_clear(items: Sequence, obstacles: Sequence[QRectF], allowed: Callable[[QPointF], bool]) -> None:
    """A territory's row off the obstacles as one; where no spot on its own ground is free (a
    row of four stickers is wider than Egypt at the world's zoom), its two halves find room
    each on its own (and their halves, down to single stickers)."""
    start = [item.pos() for item in items]
    if move_clear(items, obstacles, allowed) == 0 or len(items) < 2:
        return
    for item, pos in zip(items, start, strict=True):
        item.setPos(pos)
    ordered = sorted(items, key=lambda item: item.pos().x())
    half = len(ordered) // 2
    left, right = ordered[:half], ordered[half:]
    move_row_clear(left, [*obstacles, *(i.sceneBoundingRect() for i in right)], allowed)
    move_row_clear(right, [*obstacles, *(i.sceneBoundingRect() for i in left)], allowed)
