"""Edit ▸ Copy, Paste, Paste at Cursor and Duplicate for territories (editor/editing/territory_clipboard.py)."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QGraphicsView, QWidget

from editor.actions.menu_items import make_action
from editor.actions.selection_actions import SelectionActions
from editor.editing.territory_clipboard import bounds_centre, clipboard, copy_selection, duplicate_offset, paste


class ClipboardActions(SelectionActions):
    """``action.copy``, ``action.paste``, ``action.pasteAtCursor`` and ``action.duplicate``,
    working on the current EditorContext; what they did goes to ``message``."""

    def __init__(self, owner: QWidget, view: QGraphicsView) -> None:
        super().__init__(owner)
        self._view = view
        self._cursor: QPointF | None = None  # the last map point under the mouse
        key = QKeySequence.StandardKey
        self.copy = make_action(
            owner, "action.copy", self.tr("&Copy"), [key.Copy], self.do_copy,
            tip=self.tr("Copy the selected territories (not their connections)"))
        self.paste = make_action(
            owner, "action.paste", self.tr("&Paste"), [key.Paste], self.do_paste,
            tip=self.tr("Add copies of the copied territories where they were, with new ids and names"))
        self.paste_at_cursor = make_action(
            owner, "action.pasteAtCursor", self.tr("Paste a&t Cursor"), ["Ctrl+Shift+V"], self.do_paste_at_cursor,
            tip=self.tr("Add copies of the copied territories centred on the mouse pointer"))
        self.duplicate = make_action(
            # Not Ctrl+D: on Linux desktops Qt's standard Delete key includes it, and an
            # ambiguous shortcut does nothing.
            owner, "action.duplicate", self.tr("Dupl&icate"), ["Ctrl+Shift+D"], self.do_duplicate,
            tip=self.tr("Copy the selected territories and add the copies a little down and to the right"))
        view.cursorMoved.connect(self._follow_cursor)
        clipboard().changed.connect(self._update_enabled)
        self._update_enabled()

    def actions(self) -> list:
        return [self.copy, self.paste, self.paste_at_cursor, self.duplicate]

    def _follow_cursor(self, point: QPointF) -> None:
        self._cursor = QPointF(point)

    def _update_enabled(self) -> None:
        selected = self._context is not None and bool(self._context.selection.ids)
        self.copy.setEnabled(selected)
        self.duplicate.setEnabled(selected)
        pastable = self._context is not None and not clipboard().is_empty()
        self.paste.setEnabled(pastable)
        self.paste_at_cursor.setEnabled(pastable)

    # -- slots ---------------------------------------------------------------------------------
    def do_copy(self) -> int:
        if self._context is None:
            return 0
        count = copy_selection(self._context.document.board, self._context.selection.ids)
        if count:
            # Two strings rather than a plural form: the translation table has no plurals.
            text = (self.tr("Copied one territory; its connections are not copied.") if count == 1
                    else self.tr("Copied {count} territories; their connections are not copied."))
            self.message.emit(text.format(count=count))
        else:
            self.message.emit(self.tr("Select territories to copy them."))
        return count

    def do_paste(self) -> list[str]:
        return self._paste(0.0, 0.0, self.tr("Paste Territories"))

    def do_paste_at_cursor(self) -> list[str]:
        copied = clipboard().territories
        if not copied:
            return self._paste(0.0, 0.0, "")
        target = self._cursor
        if target is None or not self._view.viewport().rect().contains(self._view.mapFromScene(target)):
            target = self._view.mapToScene(self._view.viewport().rect().center())  # no pointer on the map
        cx, cy = bounds_centre(copied)
        return self._paste(target.x() - cx, target.y() - cy, self.tr("Paste Territories at Cursor"))

    def do_duplicate(self) -> list[str]:
        if self._context is None:
            return []
        board = self._context.document.board
        ids = [i for i in self._context.selection.ids if board.has_territory(i)]
        if not ids:
            self.message.emit(self.tr("Select territories to duplicate them."))
            return []
        offset = duplicate_offset(board)
        return self._paste(offset, offset, self.tr("Duplicate Territories"), [board.territory(i) for i in ids])

    def _paste(self, dx: float, dy: float, text: str, territories=None) -> list[str]:
        if self._context is None:
            return []
        copied = clipboard().territories if territories is None else territories
        if not copied:
            self.message.emit(self.tr("Nothing to paste: copy territories first."))
            return []
        ids = paste(self._context.document, copied, dx, dy, text)
        self._context.selection.set(ids)
        text = (self.tr("Added one territory; connections are not copied: connect it with the Connect "
                        "tool or Auto-Connect.") if len(ids) == 1
                else self.tr("Added {count} territories; connections are not copied: connect them with the "
                             "Connect tool or Auto-Connect."))
        self.message.emit(text.format(count=len(ids)))
        return ids
