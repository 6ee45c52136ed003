"""Territory names kept readable when the map is shown small (the play board).

In the editor a name is drawn in map units, like everything else, so what you see is what
the map is. A player looking at the whole world at once needs something else: names big
enough to read. Each label is scaled up to a minimum size on screen; where the scaled names
would then run into each other, the bigger territory keeps its place and the smaller one's
name is nudged a little (up, down, sideways) to a free spot that still reads as its own —
over its territory, or over open sea next to it, never over a neighbour — and, failing
that, put on two lines and tried again. Only when no such spot is free does it lose its
name until the player zooms in (its name is still on the hover line).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QPointF, QRectF

from editor.scene.label_item import LabelItem

# Names may touch at their halos: the letters stay clear of each other.
HALO_OVERLAP = 0.12
# The smallest name, in screen pixels, that reads comfortably at a glance.
READABLE_PIXELS = 11.0
# A crowded name may shrink this far before it is hidden: still readable up close.
SMALLEST_PIXELS = 9.5
# Where a crowded name may move, in fractions of its box (width, height): its own place
# first, then up and down, sideways, the corners, and a whole line up or down.
NUDGES = ((0.0, 0.0), (0.0, -0.5), (0.0, 0.5), (-0.3, 0.0), (0.3, 0.0), (-0.3, -0.5), (0.3, -0.5),
          (-0.3, 0.5), (0.3, 0.5), (0.0, -1.0), (0.0, 1.0), (-0.6, 0.0), (0.6, 0.0), (-0.6, -0.5),
          (0.6, -0.5), (-0.6, 0.5), (0.6, 0.5))


def fit_labels(
    labels: Iterable[LabelItem],
    zoom: float,
    min_pixels: float,
    priority: Callable[[LabelItem], float],
    reserve_below: float = 0.0,
    may_stand: Callable[[LabelItem, QPointF], bool] | None = None,
    inside: Callable[[LabelItem, QPointF], bool] | None = None,
) -> int:
    """Scale ``labels`` so that none is drawn under ``min_pixels`` on screen at ``zoom``
    (screen pixels per map unit); a name that would overlap one with a higher ``priority``
    is nudged to the first free place among NUDGES where ``may_stand(label, centre)`` allows
    it, then tried on two lines (with ``may_stand`` None it stays at home, as it is), else
    hidden. ``reserve_below`` keeps a square of that many screen pixels free for what is
    drawn with the name (a troop badge): under the name while that is ``inside(label,
    point)`` its own territory, else on the territory's label point (``label.badge_below``
    says which). Returns how many are shown.
    """
    ordered = sorted(labels, key=priority, reverse=True)
    if zoom <= 0:
        return 0
    reserve = reserve_below / zoom
    taken = _Grid()
    shown = 0
    nudges = NUDGES if may_stand is not None else NUDGES[:1]
    for label in ordered:
        label.set_wrapped(False)
        placed = _place(label, zoom, min_pixels, reserve, taken, nudges, may_stand, inside)
        if may_stand is not None:
            # Crowded: on two lines, then a little smaller (still above SMALLEST_PIXELS).
            for wrapped, pixels in ((True, min_pixels), (False, SMALLEST_PIXELS), (True, SMALLEST_PIXELS)):
                if placed or min_pixels <= pixels:
                    break
                if wrapped and not (label.can_wrap() or label.is_wrapped()):
                    continue
                label.set_wrapped(wrapped)
                placed = _place(label, zoom, pixels, reserve, taken, nudges, may_stand, inside)
            if not placed:
                label.set_wrapped(False)
        if not placed and reserve:
            # The troop badge of a territory without a name sits on its label point.
            home = label.home()
            taken.add(QRectF(home.x() - reserve / 2, home.y() - reserve / 2, reserve, reserve))
        label.setVisible(placed)
        shown += placed
    return shown


def _place(label: LabelItem, zoom: float, min_pixels: float, reserve: float, taken: _Grid,
           nudges, may_stand, inside) -> bool:
    """Scale ``label`` and put it at the first free nudge, taking its room; False if none
    (the label is then back at home)."""
    pixels = zoom * label.text_size()
    label.setScale(max(1.0, min_pixels / pixels) if pixels > 0 else 1.0)
    home = label.home()
    label.setPos(home)
    label.badge_below = True
    box = label.sceneBoundingRect()
    width, height = box.width(), box.height()
    inset_x, inset_y = width * HALO_OVERLAP / 2, height * HALO_OVERLAP / 2
    box = box.adjusted(inset_x, inset_y, -inset_x, -inset_y)
    below = QRectF(box.center().x() - reserve / 2, box.bottom(), reserve, reserve)
    at_home = QRectF(home.x() - reserve / 2, home.y() - reserve / 2, reserve, reserve)
    for dx, dy in nudges:
        offset = QPointF(dx * width, dy * height)
        name = box.translated(offset)
        if taken.overlaps(name) or (offset and not may_stand(label, home + offset)):
            continue
        badge = below.translated(offset)
        under_name = inside is None or inside(label, badge.center())
        if not under_name:
            badge = at_home  # a troop count stays on its own land, whatever its name does
        if reserve and (taken.overlaps(badge) or badge.intersects(name) and not under_name):
            continue
        label.setPos(home + offset)
        label.badge_below = under_name
        taken.add(name)
        if reserve:
            taken.add(badge)
        return True
    label.setPos(home)
    label.badge_below = True
    return False


def reset_labels(labels: Iterable[LabelItem]) -> None:
    """Every label back at its own size, place and lines, shown."""
    for label in labels:
        label.set_wrapped(False)
        label.setScale(1.0)
        label.setPos(label.home())
        label.setVisible(True)


class _Grid:
    """Boxes already taken, bucketed by cell, so a big map is not checked pair by pair."""

    def __init__(self) -> None:
        self._cells: dict[tuple[int, int], list[QRectF]] = {}
        self._size = 0.0

    def _keys(self, box: QRectF):
        size = self._size
        for x in range(int(box.left() // size), int(box.right() // size) + 1):
            for y in range(int(box.top() // size), int(box.bottom() // size) + 1):
                yield x, y

    def overlaps(self, box: QRectF) -> bool:
        if not self._size:
            return False
        return any(box.intersects(other) for key in self._keys(box) for other in self._cells.get(key, ()))

    def add(self, box: QRectF) -> None:
        if not self._size:
            # The first (biggest) name sets the cell size: most names then span a cell or two.
            self._size = max(box.width(), box.height(), 1e-9)
        for key in self._keys(box):
            self._cells.setdefault(key, []).append(box)
