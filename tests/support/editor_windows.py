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


def shown_voronoi_view(qtbot, territories: int = 200):
    """A map view alone (no window) on a generated map of ``territories`` territories,
    700 × 500, shown, with every name and sticker slot made: for the picture caches' tests."""
    from editor.scene.map_scene import MapScene
    from editor.view.map_view import MapView
    from engine.board.generate import voronoi_board

    view = MapView(MapScene(voronoi_board(territories, 12, seed=3)))
    qtbot.addWidget(view)
    view.resize(700, 500)
    view.show()
    qtbot.waitExposed(view)
    view.scene().ensure_marks()
    return view
