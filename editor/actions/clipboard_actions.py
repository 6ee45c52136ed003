"""Edit ▸ Copy, Paste, Paste in Place and Duplicate for territories (editor/editing/territory_clipboard.py).

Ctrl+V pastes centred on the mouse pointer when the pointer is on the map, as Inkscape does;
otherwise (chosen from the menu, or the pointer is elsewhere) it pastes where the territories
were copied from, which Paste in Place always does.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QGraphicsView, QWidget

from editor.actions.menu_items import make_action
from editor.actions.selection_actions import SelectionActions
from editor.editing.territory_clipboard import bounds_centre, clipboard, copy_selection, duplicate_offset, paste

# Paste in Place is on Ctrl+Shift+V (Illustrator's and Figma's key for it), not Inkscape's
# Ctrl+Alt+V: on Windows AltGr arrives as Ctrl+Alt, and AltGr+V types "@" on Czech, Slovak
# and Hungarian keyboards, so Ctrl+Alt+V would paste territories instead of typing "@" in a
# name field (QTBUG-69317). Linux's AltGr is a key of its own and has no such clash.
PASTE_IN_PLACE_KEY = "Ctrl+Shift+V"


class ClipboardActions(SelectionActions):
    """``action.copy``, ``action.paste``, ``action.pasteInPlace`` and ``action.duplicate``,
    working on the current EditorContext; what they did goes to ``message``."""

    def __init__(self, owner: QWidget, view: QGraphicsView) -> None:
        super().__init__(owner)
        self._view = view
        # Where the mouse is on the view (pixels, so a scroll or zoom since still finds the map
        # point under it); None once it left the map.
        self._pointer: QPoint | None = None
        self._by_key = False  # the paste being made was asked for with its shortcut
        key = QKeySequence.StandardKey
        self.copy = make_action(
            owner, "action.copy", self.tr("&Copy"), [key.Copy], self.do_copy,
            tip=self.tr("Copy the selected territories (not their connections)"))
        self.paste = make_action(
            owner, "action.paste", self.tr("&Paste"), [key.Paste], self.do_paste,
            tip=self.tr("Add copies of the copied territories centred on the mouse pointer, or where they "
                        "were copied from when the pointer is not on the map"))
        self.paste_in_place = make_action(
            owner, "action.pasteInPlace", self.tr("Pas&te in Place"), [PASTE_IN_PLACE_KEY], self.do_paste_in_place,
            tip=self.tr("Add copies of the copied territories where they were copied from"))
        self.duplicate = make_action(
            # Not Ctrl+D: on Linux desktops Qt's standard Delete key includes it, and an
            # ambiguous shortcut does nothing.
            owner, "action.duplicate", self.tr("Dupl&icate"), ["Ctrl+Shift+D"], self.do_duplicate,
            tip=self.tr("Copy the selected territories and add the copies a little down and to the right"))
        # A QAction is told it was reached by its key (QEvent.Shortcut) just before it triggers;
        # from a menu it is not, and then the pointer is on the menu, not on the map.
        self.paste.installEventFilter(self)
        # Kept, not asked of the view each event: the filter still sees events while the
        # window is torn down, when asking the deleted view would raise.
        self._viewport = view.viewport()
        self._viewport.installEventFilter(self)
        view.cursorMoved.connect(self._follow_pointer)
        clipboard().changed.connect(self._update_enabled)
        self._update_enabled()

    def actions(self) -> list:
        return [self.copy, self.paste, self.paste_in_place, self.duplicate]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt naming)
        if watched is self.paste and event.type() == QEvent.Type.Shortcut:
            self._by_key = True
        elif watched is self._viewport and event.type() == QEvent.Type.Leave:
            self._pointer = None
        return False

    def _follow_pointer(self, point: QPointF) -> None:
        self._pointer = self._view.mapFromScene(point)

    def pointer_on_map(self) -> QPointF | None:
        """The map point under the mouse pointer, or None when the pointer is not on the map."""
        pixel = self._pointer
        if pixel is None or not self._view.viewport().rect().contains(pixel):
            return None
        return self._view.mapToScene(pixel)

    def _update_enabled(self) -> None:
        selected = self._context is not None and bool(self._context.selection.ids)
        self.copy.setEnabled(selected)
        self.duplicate.setEnabled(selected)
        pastable = self._context is not None and not clipboard().is_empty()
        self.paste.setEnabled(pastable)
        self.paste_in_place.setEnabled(pastable)

    # -- slots ---------------------------------------------------------------------------------
    def do_copy(self) -> int:
        if self._context is None:
            return 0
        count = copy_selection(self._context.document.board, self._context.selection.ids)
        if count:
            # One is worded apart ("one territory"); more take Qt's plural forms.
            text = (self.tr("Copied one territory; its connections are not copied.") if count == 1
                    else self.tr("Copied %n territory(ies); their connections are not copied.", "", count))
            self.message.emit(text.format(count=count))
        else:
            self.message.emit(self.tr("Select territories to copy them."))
        return count

    def do_paste(self) -> list[str]:
        """Ctrl+V: centred on the pointer when it is on the map, else where they were copied."""
        by_key, self._by_key = self._by_key, False
        target = self.pointer_on_map() if by_key else None
        copied = clipboard().territories
        if target is None or not copied:
            return self._paste(0.0, 0.0, self.tr("Paste Territories"))
        cx, cy = bounds_centre(copied)
        return self._paste(target.x() - cx, target.y() - cy, self.tr("Paste Territories"))

    def do_paste_in_place(self) -> list[str]:
        return self._paste(0.0, 0.0, self.tr("Paste Territories in Place"))

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
                else self.tr("Added %n territory(ies); connections are not copied: connect them with the "
                             "Connect tool or Auto-Connect.", "", len(ids)))
        self.message.emit(text.format(count=len(ids)))
        return ids
