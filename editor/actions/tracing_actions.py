"""Edit ▸ Trace Along Borders (T): whether the Draw tool follows a neighbour's border between
two clicks on it. The setting is the editor's, kept across maps like snapping; the Draw
tool's options bar shows the same action as a button."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from editor.actions.menu_items import make_action


class TracingActions(QObject):
    """``action.traceBorders`` for the current context and its Draw tool."""

    message = Signal(str)  # a short status-bar message

    def __init__(self, owner: QWidget) -> None:
        super().__init__(owner)
        self._context = None
        self.trace_borders = make_action(
            owner, "action.traceBorders", self.tr("Trace Along &Borders"), ["T"], self._set_tracing,
            checkable=True, checked=True,
            tip=self.tr("Drawing a territory, two clicks on one neighbour's border follow that border "
                        "and take every corner on it between them (Shift: the other way round)"))

    def set_context(self, context, draw_tool=None) -> None:
        """Work on another document; ``draw_tool`` (if any) shows the action on its options bar."""
        self._context = context
        if context is not None:
            context.tracing = self.trace_borders.isChecked()
        show = getattr(draw_tool, "show_tracing_action", None)
        if callable(show):
            show(self.trace_borders)

    def _set_tracing(self, on: bool) -> None:
        if self._context is not None:
            self._context.tracing = bool(on)
        self.message.emit(self.tr("Tracing along borders is on.") if on else
                          self.tr("Tracing along borders is off: clicks on a border add only the clicked point."))

    def add_to_menu(self, menu, after) -> None:
        """Put the action in ``menu`` right after the action ``after`` (at the end without it)."""
        if menu is None:
            return
        actions = menu.actions()
        following = actions[actions.index(after) + 1] if after in actions[:-1] else None
        menu.insertAction(following, self.trace_borders)
