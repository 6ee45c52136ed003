"""What the scenario designer draws on its map, as the user sees it, and which of it overlaps.

The designer's map carries many small things: troop badges and HQ marks (setup_layer),
Legacy stickers, coins and continent banners (marks_layer), the cities' name tags and the
territories' names. At the zoom a window opens with, none of them should cover another
(issue 34). This module measures that: every collector below lists the items it knows as
``Drawn`` outlines in the view's pixels, and :func:`overlaps` pairs up those that cover
each other.

To check a new kind of item (the MU economy's capitals, bases, roads...), write a
collector ``window -> Iterable[Drawn]`` (``drawn_item`` turns an item and an outline in
its own coordinates into one) and add it with :func:`register_collector`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from editor.scenario.mark_items import CityItem, ContinentItem, StickerRole
from editor.scene import style

# Two outlines overlapping by less than this (in view pixels, both ways) only touch.
TOLERANCE_PIXELS = 0.5


@dataclass(frozen=True)
class Drawn:
    """One thing drawn on the map: its ``kind`` ("badge", "hq", "city"...), the territory
    (or continent) it belongs to and its painted outline in the view's pixels."""

    kind: str
    territory: str
    outline: QPainterPath

    @property
    def rect(self) -> QRectF:
        return self.outline.boundingRect()

    def __repr__(self) -> str:
        r = self.rect
        return f"{self.kind}({self.territory}) at [{r.left():.0f},{r.top():.0f} {r.width():.0f}x{r.height():.0f}]"


@dataclass(frozen=True)
class Overlap:
    first: Drawn
    second: Drawn
    size: tuple[float, float]  # the covered part's width and height, in pixels

    def __str__(self) -> str:
        return (f"{self.first.kind} ({self.first.territory}) x {self.second.kind} ({self.second.territory}):"
                f" {self.size[0]:.1f} x {self.size[1]:.1f} px")


Collector = Callable[[object], Iterable[Drawn]]


def drawn_item(kind: str, territory: str, item: QGraphicsItem, view, outline: QPainterPath | QRectF) -> Drawn:
    """``outline`` (in ``item``'s coordinates) as the view shows it, in viewport pixels.

    The item's device transform handles items drawn in screen pixels
    (ItemIgnoresTransformations) and items drawn in map units alike."""
    if isinstance(outline, QRectF):
        path = QPainterPath()
        path.addRect(outline)
        outline = path
    transform = item.deviceTransform(view.viewportTransform())
    return Drawn(kind, territory, transform.map(outline))


def shown(item: QGraphicsItem) -> bool:
    """Whether the user sees the item (a layer may hide a kind by its opacity)."""
    return item.isVisible() and item.effectiveOpacity() > 0


# -- the collectors --------------------------------------------------------------------------------------


def setup_items(window) -> Iterable[Drawn]:
    """Troop badges and HQ marks of a fixed setup."""
    layer = getattr(window, "setup_layer", None)
    if layer is None:
        return
    for tid, badge in layer.badges.items():
        if shown(badge):
            width, height = badge.size()
            centre = badge.centre_offset()
            body = QPainterPath()
            body.addRoundedRect(QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height),
                                height / 2, height / 2)
            yield drawn_item("badge", tid, badge, window.view, body)
    for marker in layer.hq_markers.values():
        if shown(marker):
            yield drawn_item("hq", marker.territory, marker, window.view, marker.outline())


_STICKER_KINDS = {StickerRole.CITY: "city", StickerRole.SCAR: "scar", StickerRole.COINS: "coins",
                  StickerRole.CONTINENT: "banner"}


def sticker_items(window) -> Iterable[Drawn]:
    """Legacy stickers (cities with their walls, scars, coins, continent banners) and the
    cities' name tags."""
    layer = getattr(window, "marks_layer", None)
    if layer is None:
        return
    for item in layer.all_items():
        if not shown(item):
            continue
        owner = item.continent_id if isinstance(item, ContinentItem) else item.territory_id
        yield drawn_item(_STICKER_KINDS[item.role], owner, item, window.view, item.shape())
        if isinstance(item, CityItem) and item.name_tag is not None and shown(item.name_tag):
            tag = item.name_tag
            yield drawn_item("city name", item.territory_id, tag, window.view, tag.box())


def territory_names(window) -> Iterable[Drawn]:
    """The territories' names written on the map (letters and their light halo)."""
    scene = window.scene
    if scene is None or not scene.labels_shown():
        return
    for tid, label in scene.label_items.items():
        if not shown(label):
            continue
        halo = style.LABEL_HALO * label.text_size() / 2
        letters = label.text_shape().boundingRect().adjusted(-halo, -halo, halo, halo)
        yield drawn_item("name", tid, label, window.view, letters)


def economy_items(window) -> Iterable[Drawn]:
    """The MU economy's marks (editor/scenario/economy_layer.py): capitals, bases, roads,
    fortifications, canals, navy bases on their coasts, and the units at sea."""
    layer = getattr(window, "economy_layer", None)
    if layer is None:
        return
    for tid, row in layer.icons.items():
        for icon in row:
            if shown(icon):
                yield drawn_item(icon.kind, tid, icon, window.view, icon.footprint())
    for tid, stack in layer.stacks.items():
        if shown(stack):
            width, height = stack.size()
            body = QRectF(-width / 2, stack.offset() - height / 2, width, height)
            yield drawn_item("sea units", tid, stack, window.view, body)


COLLECTORS: list[Collector] = [setup_items, sticker_items, territory_names, economy_items]


def register_collector(collector: Collector) -> None:
    """Check another kind of item too (a collector ``window -> Iterable[Drawn]``)."""
    if collector not in COLLECTORS:
        COLLECTORS.append(collector)


def drawn_items(window) -> list[Drawn]:
    """Everything the collectors know that ``window`` (a ScenarioWindow) shows now."""
    return [drawn for collector in COLLECTORS for drawn in collector(window)]


def overlaps(drawn: list[Drawn], tolerance: float = TOLERANCE_PIXELS) -> list[Overlap]:
    """Every pair whose outlines cover each other by more than ``tolerance`` pixels both ways."""
    found = []
    rects = [d.rect for d in drawn]
    for i, first in enumerate(drawn):
        for j in range(i + 1, len(drawn)):
            common = rects[i].intersected(rects[j])
            if common.width() <= tolerance or common.height() <= tolerance:
                continue
            shared = first.outline.intersected(drawn[j].outline).boundingRect()
            if shared.width() > tolerance and shared.height() > tolerance:
                found.append(Overlap(first, drawn[j], (shared.width(), shared.height())))
    return found


def window_overlaps(window, tolerance: float = TOLERANCE_PIXELS) -> list[Overlap]:
    return overlaps(drawn_items(window), tolerance)
