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


def _shared_area(a: Box, b: Box) -> float:
    return max(0.0, min(a[2], b[2]) - max(a[0], b[0])) * max(0.0, min(a[3], b[3]) - max(a[1], b[1]))


def _box(rect: QRectF) -> Box:
    return (rect.left(), rect.top(), rect.right(), rect.bottom())


def candidate(city: CityItem, side: str, zoom: float) -> Box:
    """The screen box of ``city``'s tag if it were on ``side``."""
    width, height = city.name_tag.size()
    anchor = (city.pos() + tag_anchor(side, city.reach())) * zoom
    return _box(tag_rect(side, width, height).translated(anchor))


def arrange_name_tags(cities: Sequence[CityItem], stickers: Iterable[StickerItem], zoom: float | None,
                      spare: Iterable = ()) -> None:
    """Choose a side for every city's name tag (or hide it) at ``zoom``; None: no view,
    every tag on the right as before. ``spare`` (items, or anything with a scene bounding
    rect) are places a tag keeps off when another side is free: where something that can
    move (a troop badge) would rather stand."""
    named = [city for city in cities if city.name_tag is not None]
    if not zoom or zoom <= 0:
        for city in named:
            city.set_name_side(TAG_SIDES[0])
        return
    taken = [_screen_box(sticker, zoom) for sticker in stickers]
    wished = [_screen_box(place, zoom) for place in spare]
    lost: dict[int, bool] = {}  # by wished place: a sticker covers it already (it must move anyway)

    def spoilt(box: Box) -> float:
        """How much of the wished places still free a tag at ``box`` would cover."""
        total = 0.0
        for index, other in enumerate(wished):
            area = _shared_area(box, other)
            if area > 0:
                if index not in lost:
                    lost[index] = any(_overlaps(other, sticker) for sticker in taken)
                if not lost[index]:
                    total += area
        return total
    order = sorted(enumerate(named), key=lambda pair: (_RANK.get(pair[1].city.kind, 3), pair[0]))
    for _index, city in order:
        free = [(side, candidate(city, side, zoom)) for side in TAG_SIDES]
        free = [(side, box) for side, box in free if not any(_overlaps(box, other) for other in taken)]
        if not free:
            city.set_name_side(None)
            continue
        # The side that leaves most of the wished places free (the first such side: the
        # order of TAG_SIDES is the order of preference).
        side, box = min(free, key=lambda pair: spoilt(pair[1]))
        taken.append(box)
        city.set_name_side(side)


def _screen_box(item, zoom: float) -> Box:
    # A sticker by what it draws (a continent's lone +1 mark is a small disc in a big box).
    rect = item.mapRectToScene(item.shape().boundingRect()) if isinstance(item, StickerItem) \
        else item.sceneBoundingRect()
    return (rect.left() * zoom, rect.top() * zoom, rect.right() * zoom, rect.bottom() * zoom)
