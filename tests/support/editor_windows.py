"""Editor windows put on screen for GUI tests."""

from __future__ import annotations

from PySide6.QtCore import QPointF


def shown_map(window, qtbot, zoom: float | None = None, centre: tuple[float, float] | None = None,
              focus: bool = False):
    """``window`` shown and exposed, at ``zoom`` about ``centre`` (map units), with the keyboard
    on its map view if ``focus``."""
    window.show()
    qtbot.waitExposed(window)
    view = window.map_view()
    if zoom is not None:
        view.set_zoom(zoom)
    if centre is not None:
        view.centerOn(QPointF(*centre))
    if focus:
        window.activateWindow()
        view.setFocus()
        qtbot.waitUntil(view.hasFocus)
    return window
