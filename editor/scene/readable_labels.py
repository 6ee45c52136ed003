"""Territory names kept readable when the map is shown small (the play board).

In the editor a name is drawn in map units, like everything else, so what you see is what
the map is. A player looking at the whole world at once needs something else: names big
enough to read. Each label is scaled up to a minimum size on screen; where the scaled names
would then run into each other, the bigger territory keeps its name and the smaller one
loses it until the player zooms in (its name is still on the hover line).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QRectF

from editor.scene.label_item import LabelItem

# Names may touch at their halos: the letters stay clear of each other.
HALO_OVERLAP = 0.12
# The smallest name, in screen pixels, that reads comfortably at a glance.
READABLE_PIXELS = 11.0


def fit_labels(
    labels: Iterable[LabelItem],
    zoom: float,
    min_pixels: float,
    priority: Callable[[LabelItem], float],
    reserve_below: float = 0.0,
) -> int:
    """Scale ``labels`` so that none is drawn under ``min_pixels`` on screen at ``zoom``
    (screen pixels per map unit), then hide those that would overlap one with a higher
    ``priority``. ``reserve_below`` keeps that many screen pixels under every shown name
    free as well (for what is drawn there, such as a troop badge). Returns how many are shown.
    """
    ordered = sorted(labels, key=priority, reverse=True)
    if zoom <= 0:
        return 0
    reserve = reserve_below / zoom
    taken = _Grid()
    shown = 0
    for label in ordered:
        pixels = zoom * label.text_size()
        label.setScale(max(1.0, min_pixels / pixels) if pixels > 0 else 1.0)
        box = label.sceneBoundingRect()
        inset_x, inset_y = box.width() * HALO_OVERLAP / 2, box.height() * HALO_OVERLAP / 2
        box = box.adjusted(inset_x, inset_y, -inset_x, reserve - inset_y)
        fits = not taken.overlaps(box)
        label.setVisible(fits)
        if fits:
            taken.add(box)
            shown += 1
    return shown


def reset_labels(labels: Iterable[LabelItem]) -> None:
    """Every label back at its own size, shown."""
    for label in labels:
        label.setScale(1.0)
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
