"""The play board's row of stickers on a territory, clear of its name and troop badge.

On the play board the troop badge hangs below each territory's name, just where maps put the
scar slot: there a scar would hide under the badge. So in play a territory's stickers stand
in a row on the city slot: the card's coins left of it, then the city, the scar and the HQ.
When the slot is near the name or the badge (a name moved to make room, a map whose slots
sit beside the name), the row goes above the name instead. Distances grow with the stickers
when zoomed far out (StickerItem.boost), so the row never closes up.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF

from editor.play.legacy.hq_item import HQItem
from editor.scenario.mark_items import CityItem, CoinsItem, StickerItem
from editor.scene.readable_labels import READABLE_PIXELS

ROW_GAP = 0.3  # between two stickers of a row, in mark radii
# A row lifted above the name clears the name point by this many pixels (half a name's
# height and a little) and its tallest sticker.
ROW_CLEARANCE_PIXELS = READABLE_PIXELS / 2 + 3.0
BADGE_MARGIN_PIXELS = 2.0  # kept clear around a troop badge


def row_order(items: list[StickerItem]) -> tuple[list[StickerItem], list[StickerItem]]:
    """A territory's stickers as the row shows them: those left of the slot (the coins) and
    those from the slot rightwards (city, scar, HQ)."""
    left = [i for i in items if isinstance(i, CoinsItem)]
    right = sorted((i for i in items if not isinstance(i, CoinsItem)), key=_row_rank)
    return left, right


def _row_rank(item: StickerItem) -> int:
    return 0 if isinstance(item, CityItem) else 2 if isinstance(item, HQItem) else 1


def lay_out_row(items: list[StickerItem], slot: QPointF, name: QPointF | None, below_pixels: float,
                zoom: float | None, radius: float, inside: Callable[[QPointF], bool] | None = None) -> None:
    """Put a territory's stickers in a row on its city slot (see ROW_GAP). When the slot is
    near the name (``name``: its point) or the troop badge below it (``below_pixels``: how far
    the badge reaches below the name point, on screen), the row goes above the name instead,
    or below the badge — wherever every sticker still reads as the territory's (``inside``: a row above
    Eastern United States' name stood in Ontario's lakes); if neither is, it stays on the slot."""
    if not items:
        return
    left, right = row_order(items)
    boost = items[0].boost()
    gap = ROW_GAP * radius * boost

    def places(y: float) -> list[tuple[StickerItem, QPointF]]:
        found, x, previous = [], slot.x(), None
        for item in right:
            if previous is not None:
                x += previous.reach() + gap + item.reach()
            found.append((item, QPointF(x, y)))
            previous = item
        x = slot.x() - (right[0].reach() + gap if right else 0.0)
        for item in left:
            x -= item.reach()
            found.append((item, QPointF(x, y)))
            x -= item.reach() + gap
        return found

    y = slot.y()
    if name is not None and zoom and zoom > 0:
        tallest = max(item.reach() for item in items)
        above = name.y() - ROW_CLEARANCE_PIXELS / zoom - tallest
        below = name.y() + below_pixels / zoom + tallest
        if above < y < below:
            y = next((choice for choice in (above, below)
                      if inside is None or all(inside(point) for _item, point in places(choice))), y)
    for item, point in places(y):
        item.setPos(point)

class BadgeBox:
    """A troop badge's place on the map at a zoom, as name_layout reads an obstacle."""

    def __init__(self, badge, zoom: float) -> None:
        width, height = badge.size()
        centre = badge.pos() + badge.centre_offset() / zoom
        margin = BADGE_MARGIN_PIXELS
        self._rect = QRectF(centre.x() - (width / 2 + margin) / zoom, centre.y() - (height / 2 + margin) / zoom,
                            (width + 2 * margin) / zoom, (height + 2 * margin) / zoom)

    def sceneBoundingRect(self) -> QRectF:  # noqa: N802 (as QGraphicsItem's)
        return QRectF(self._rect)
