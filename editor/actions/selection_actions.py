"""Menu actions that work on the selection of the map being edited.

Edit ▸ Copy/Paste/Duplicate (editor/actions/clipboard_actions.py) and Edit ▸ Rotate/Scale…
(editor/actions/transform_actions.py) follow the current EditorContext and are enabled as its
selection changes; this is that following, once.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QObject, Signal


class SelectionActions(QObject):
    """Follows one EditorContext at a time (``set_context``); ``_update_enabled`` is asked
    whenever its selection changes. What the actions did goes to ``message``."""

    message = Signal(str)

    def __init__(self, owner: QObject) -> None:
        super().__init__(owner)
        self._context = None

    def set_context(self, context) -> None:
        if self._context is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # (the old context may be gone)
                self._context.selection.changed.disconnect(self._update_enabled)
        self._context = context
        if context is not None:
            context.selection.changed.connect(self._update_enabled)
        self._update_enabled()

    def _update_enabled(self) -> None:
        raise NotImplementedError
