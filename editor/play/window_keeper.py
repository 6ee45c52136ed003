"""Play windows opened without a parent (the editor or the designer may close first) are kept
alive here until they close; both play launchers (editor/play/launch.py and
editor/play/legacy/launch.py) show their windows through :func:`show_and_start`."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow

OPEN_WINDOWS: list[QMainWindow] = []


def show_and_start(window, controller):
    """Keep ``window`` until it is destroyed, show it, and start its game."""
    OPEN_WINDOWS.append(window)
    window.destroyed.connect(lambda _obj=None, w=window: _forget(w))
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    controller.start()
    return window


def _forget(window) -> None:
    if window in OPEN_WINDOWS:
        OPEN_WINDOWS.remove(window)
