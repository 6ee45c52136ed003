"""Every sticker slot in view drawn by one item, from one picture per kind of slot.

A big map zoomed to where slots first show has a thousand or more of them on screen. As
items, each costs Qt's per-item work (its place in the index, its transform, a call into
Python) on top of copying its picture: some 30 µs a slot, 20 ms a frame. The sheet keeps
the slots' centres in arrays, picks those in the painted rect with numpy and copies the
same pictures the items would (``slot_item._sprite``) in one loop: a couple of
microseconds a slot.

The slot items stay (tools, hit tests and tests reach them); while the sheet draws on
screen their layer is fully transparent, which Qt skips in one go. An export (no view)
draws the items themselves, as vector shapes. The arrays are dropped whenever a slot is
made, moved, resized or removed (:meth:`SlotSheet.slot_changed`), so an edit shows at once.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPaintEngine, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from editor.scene import style
from editor.scene.slot_item import GLYPH_MIN_PIXELS, MIN_VISIBLE_PIXELS, SlotItem, _sprite

# WORLDSMITH_ZOOM_SHEETS=0 turns the sheet off (the items draw themselves): for comparing.
ENABLED = os.environ.get("WORLDSMITH_ZOOM_SHEETS", "1") != "0"

# slots() -> every slot item of the scene, in stacking order (creation order)
SlotSource = Callable[[], Iterable[SlotItem]]


class _Arrays:
    """The slots' centres, radii and kinds, in stacking order."""

    def __init__(self, slots: Iterable[SlotItem]) -> None:
        items = list(slots)
        self.items = items
        self.x = np.fromiter((item.x() for item in items), float, len(items))
        self.y = np.fromiter((item.y() for item in items), float, len(items))
        self.radius = np.fromiter((item.radius for item in items), float, len(items))
        self.kind = [item.kind for item in items]
        self.reach = self.radius * (1 + style.SLOT_INK_WIDTH)
        self.index = {id(item): i for i, item in enumerate(items)}

    def moved(self, item: SlotItem) -> bool:
        """Take a moved or resized slot's new place; False if it is not among these."""
        i = self.index.get(id(item))
        if i is None or self.items[i] is not item:
            return False
        self.x[i], self.y[i], self.radius[i] = item.x(), item.y(), item.radius
        self.reach[i] = item.radius * (1 + style.SLOT_INK_WIDTH)
        return True

    def within(self, rect: QRectF) -> np.ndarray:
        """Indexes of the slots whose ink meets ``rect``, in stacking order."""
        r = self.reach
        inside = ((self.x + r >= rect.left()) & (self.x - r <= rect.right())
                  & (self.y + r >= rect.top()) & (self.y - r <= rect.bottom()))
        return np.flatnonzero(inside)


class SlotSheet(QGraphicsItem):
    """Draws the slots given by ``slots`` (see the module notes); its box is theirs."""

    def __init__(self, slots: SlotSource, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._slots = slots
        self._arrays: _Arrays | None = None
        self._bounds = QRectF()
        self.builds = 0  # how often the arrays were made (for tests)
        self.setZValue(style.Z_SLOT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # The painted rect comes in the style option: only the slots in it are drawn.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    def slot_changed(self, old: QRectF | None = None, new: QRectF | None = None,
                     moved: SlotItem | None = None) -> None:
        """A slot was made, moved, resized or removed: forget the arrays (a ``moved`` slot
        just updates its entry: dragging one with the Sticker Slots tool must not rebuild
        10,000 entries a mouse move) and repaint its old and new places (scene rects; None:
        nothing there)."""
        if moved is None or self._arrays is None or not self._arrays.moved(moved):
            self._arrays = None
        if new is not None and not self._bounds.contains(new):
            self.prepareGeometryChange()  # the box grows at once, so the new place is painted
            self._bounds = self._bounds.united(new)
        for rect in (old, new):
            if rect is not None:
                self.update(rect)

    def prepare(self) -> None:
        """Make the arrays now (between events), not in the first frame that shows slots:
        some 35 ms on a 5,000-territory map, at the zoom step where the slots appear."""
        self._current()

    def _current(self) -> _Arrays:
        if self._arrays is None:
            self._arrays = _Arrays(self._slots())
            self.builds += 1
        return self._arrays

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        # Grown by slot_changed as slots are made or moved (never shrunk: a slot removed
        # leaves a box that is merely a little too big).
        return QRectF(self._bounds)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        world = painter.worldTransform()
        scale = option.levelOfDetailFromTransform(world)
        arrays = self._current()
        exposed = option.exposedRect if not option.exposedRect.isEmpty() else self._bounds
        chosen = arrays.within(exposed)
        if not len(chosen):
            return
        device = painter.deviceTransform()
        if not (painter.paintEngine().type() == QPaintEngine.Type.Raster and device.m12() == 0
                and device.m21() == 0 and device.m11() == device.m22() > 0 and world.m12() == 0
                and world.m21() == 0):
            self._paint_items(painter, arrays, chosen, scale)
            return
        ratio = device.m11() / world.m11() if world.m11() else 1.0
        device_scale = round(device.m11(), 6)
        # Centres in device pixels, as SlotItem.paint places its picture (see there).
        centre_x = (arrays.x[chosen] * world.m11() + world.dx()) * ratio
        centre_y = (arrays.y[chosen] * world.m22() + world.dy()) * ratio
        radius = arrays.radius[chosen]
        kinds = arrays.kind
        painter.save()
        painter.resetTransform()
        sprites: dict[tuple, object] = {}
        for index, x, y, r in zip(chosen.tolist(), centre_x.tolist(), centre_y.tolist(), radius.tolist(),
                                  strict=True):
            pixels = scale * r
            if pixels < MIN_VISIBLE_PIXELS:
                continue
            key = (kinds[index], r)
            sprite = sprites.get(key)
            if sprite is None:
                sprite = sprites[key] = _sprite(kinds[index], r, device_scale, pixels >= GLYPH_MIN_PIXELS)
                sprite.setDevicePixelRatio(ratio)
            half = sprite.width() / 2
            painter.drawImage(QPointF(round(x - half) / ratio, round(y - half) / ratio), sprite)
        painter.restore()

    @staticmethod
    def _paint_items(painter: QPainter, arrays: _Arrays, chosen: np.ndarray, scale: float) -> None:
        """Not a plain raster view (rotated, or a vector device): each slot drawn as itself."""
        for index in chosen.tolist():
            item = arrays.items[index]
            pixels = scale * item.radius
            if pixels < MIN_VISIBLE_PIXELS:
                continue
            painter.save()
            painter.translate(item.pos())
            item.draw(painter, pixels >= GLYPH_MIN_PIXELS)
            painter.restore()


def sheet_rect(item: SlotItem) -> QRectF:
    """Where a slot item's ink is, in scene coordinates, with room for its picture's edge."""
    reach = item.radius * (1 + style.SLOT_INK_WIDTH) * 1.5
    return QRectF(item.x() - reach, item.y() - reach, 2 * reach, 2 * reach)
