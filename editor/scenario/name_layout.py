"""Where the cities' name tags go, so that neighbours' names do not cover each other.

Name tags are drawn in screen pixels beside their city (mark_items.NameTag). On small
neighbours (Alberta, Ontario and Quebec on the classic world) a tag always on the right
lies over the next city and its name. At each zoom the tags are placed in turn, the most
important cities first: each on the first side (right, left, above, below) where it
covers no sticker and no tag already placed. A tag with no free side is hidden until
zooming in makes room; the city's tooltip still names it.

Everything is compared in screen pixels: a scene point times the zoom (the view only
scales, so the view's offset is the same for every item and does not matter).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QRectF

from editor.scenario.mark_items import TAG_SIDES, CityItem, StickerItem, tag_anchor, tag_rect
from engine.campaign.pieces import MarkKind

# Capitals' names win the best places, then major cities', then minor ones'.
_RANK = {MarkKind.WORLD_CAPITAL: 0, MarkKind.MAJOR_CITY: 1, MarkKind.MINOR_CITY: 2}

Box = tuple[float, float, float, float]  # left, top, right, bottom


def _overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _box(rect: QRectF) -> Box:
    return (rect.left(), rect.top(), rect.right(), rect.bottom())


def candidate(city: CityItem, side: str, zoom: float) -> Box:
    """The screen box of ``city``'s tag if it were on ``side``."""
    width, height = city.name_tag.size()
    anchor = (city.pos() + tag_anchor(side, city.reach())) * zoom
    return _box(tag_rect(side, width, height).translated(anchor))


def arrange_name_tags(cities: Sequence[CityItem], stickers: Iterable[StickerItem], zoom: float | None) -> None:
    """Choose a side for every city's name tag (or hide it) at ``zoom``; None: no view,
    every tag on the right as before."""
    named = [city for city in cities if city.name_tag is not None]
    if not zoom or zoom <= 0:
        for city in named:
            city.set_name_side(TAG_SIDES[0])
        return
    taken: list[Box] = []
    for sticker in stickers:
        rect = sticker.sceneBoundingRect()
        taken.append((rect.left() * zoom, rect.top() * zoom, rect.right() * zoom, rect.bottom() * zoom))
    order = sorted(enumerate(named), key=lambda pair: (_RANK.get(pair[1].city.kind, 3), pair[0]))
    for _index, city in order:
        chosen = None
        for side in TAG_SIDES:
            box = candidate(city, side, zoom)
            if not any(_overlaps(box, other) for other in taken):
                chosen = side
                taken.append(box)
                break
        city.set_name_side(chosen)
