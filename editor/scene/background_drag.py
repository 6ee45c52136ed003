"""Dragging the background picture on the canvas, when it is not locked.

The view asks this before the current tool (editor/view/map_view.py): a press on the
picture where no territory is drawn starts a drag; while dragging only the item moves, and
the release makes the move one undoable step. A locked picture is never moved.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF

from editor.commands.background_commands import ChangeBackground


def movable_background(context, position: QPointF):
    """The background picture item if a left press at ``position`` (scene) would move it:
    unlocked, shown, under the pointer, and no territory drawn there; else None. The Select
    tool asks this too, to show the move pointer there rather than its rubber-band cross."""
    background = context.document.board.meta.background
    scene = context.scene
    if background is None or background.locked or scene is None:
        return None
    item = scene.background_item()
    if item is None or not item.isVisible():
        return None
    if not item.contains(item.mapFromScene(position)):
        return None
    if scene.territory_at(position) is not None:
        return None  # territories keep their clicks: the picture is dragged where it shows
    return item


class BackgroundDrag:
    def __init__(self, context) -> None:
        self.context = context  # editor.tools.base.EditorContext
        self._start: QPointF | None = None
        self._item_start: QPointF | None = None

    @property
    def dragging(self) -> bool:
        return self._start is not None

    def _movable_item(self, position: QPointF):
        return movable_background(self.context, position)

    def press(self, position: QPointF) -> bool:
        item = self._movable_item(position)
        if item is None:
            return False
        self._start = QPointF(position)
        self._item_start = item.pos()
        return True

    def move(self, position: QPointF) -> bool:
        if self._start is None:
            return False
        item = self.context.scene.background_item()
        if item is not None:
            item.setPos(self._item_start + (position - self._start))
        return True

    def release(self, position: QPointF) -> bool:
        if self._start is None:
            return False
        delta = position - self._start
        self._start = self._item_start = None
        if delta.x() == 0 and delta.y() == 0:
            return True
        background = self.context.document.board.meta.background
        if background is not None:
            self.context.document.undo_stack.push(ChangeBackground(
                self.context.document, QCoreApplication.translate("Commands", "Move Background"),
                x=round(background.x + delta.x(), 3), y=round(background.y + delta.y(), 3)))
        return True

    def cancel(self) -> None:
        item = self.context.scene.background_item() if self.context.scene is not None else None
        if item is not None and self._item_start is not None:
            item.setPos(self._item_start)
        self._start = self._item_start = None
