"""Edit ▸ Nudge: the arrow keys move the selection on the map (Shift: ten times as far).

The actions live on the map view with a widget shortcut context, so the arrows nudge only
while the map has the keyboard: in the docks' lists and fields they keep their usual meaning.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from editor.actions.menu_items import make_action


class NudgeActions(QObject):
    """Eight actions, ``action.nudge.<left|right|up|down>[.big]``, calling ``nudge(dx, dy, big)``
    with dx, dy one of -1, 0, 1 (map y grows downwards, so Up is dy = -1)."""

    def __init__(self, view: QWidget, nudge: Callable[[int, int, bool], None]) -> None:
        super().__init__(view)
        self._nudge = nudge
        self.actions: list[QAction] = []
        # Literal strings, one per action, for lupdate.
        entries = [
            ("left", -1, 0, self.tr("Nudge &Left"), self.tr("Nudge Left ×10"), "Left"),
            ("right", 1, 0, self.tr("Nudge &Right"), self.tr("Nudge Right ×10"), "Right"),
            ("up", 0, -1, self.tr("Nudge &Up"), self.tr("Nudge Up ×10"), "Up"),
            ("down", 0, 1, self.tr("Nudge &Down"), self.tr("Nudge Down ×10"), "Down"),
        ]
        tip = self.tr("Move the selected territories, or in Edit Vertices the selected corner, "
                      "by one map unit (the grid's size when the grid is shown); with Shift, ten")
        for name, dx, dy, text, big_text, key in entries:
            for big in (False, True):
                action = make_action(
                    view, f"action.nudge.{name}{'.big' if big else ''}", big_text if big else text,
                    [f"Shift+{key}" if big else key], self._slot(dx, dy, big), tip=tip)
                action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
                self.actions.append(action)

    def _slot(self, dx: int, dy: int, big: bool) -> Callable[[], None]:
        return lambda: self._nudge(dx, dy, big)

    def menu(self, parent: QWidget) -> QMenu:
        menu = QMenu(self.tr("Nud&ge"), parent)
        menu.setObjectName("menu.nudge")
        # Plain arrows first, then the Shift ones.
        for action in self.actions[0::2]:
            menu.addAction(action)
        menu.addSeparator()
        for action in self.actions[1::2]:
            menu.addAction(action)
        return menu
