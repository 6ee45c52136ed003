"""Handles keep their size on screen; the snap indicator shows what the cursor snapped to."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from editor.tools.draw_tool import DrawTool
from editor.tools.overlays import HANDLE_PIXELS, VERTEX_HANDLE_FILL, HandleLayer, HandleShape, OverlaySet, SnapIndicator


def handle_width_on_screen(editor, point) -> int:
    """How many pixels wide the handle at ``point`` is drawn, along its row."""
    image = editor.view.viewport().grab().toImage()
    centre = editor.px(*point)
    fill = QColor(VERTEX_HANDLE_FILL).rgb()
    width = 0
    for dx in range(-20, 21):
        if image.pixel(centre.x() + dx, centre.y()) == fill:
            width += 1
    return width


def test_handles_are_the_same_size_at_every_zoom(editor, qtbot):
    overlays = OverlaySet(editor.context)
    layer = HandleLayer(HandleShape.SQUARE, VERTEX_HANDLE_FILL)
    layer.set_points([(150.0, 150.0)])
    overlays.add(layer)
    qtbot.wait(1)
    small = handle_width_on_screen(editor, (150.0, 150.0))
    editor.view.set_zoom(editor.view.zoom_factor() * 4, editor.px(150, 150))
    assert layer.boundingRect().width() == pytest.approx(2 * HANDLE_PIXELS / editor.view.zoom_factor())
    big = handle_width_on_screen(editor, (150.0, 150.0))
    assert abs(small - big) <= 1 and 4 <= small <= HANDLE_PIXELS
    overlays.clear()
    assert layer.scene() is None


def indicator(editor) -> SnapIndicator:
    return next(i for i in editor.scene.items() if isinstance(i, SnapIndicator))


def test_the_snap_indicator_follows_the_cursor(editor):
    editor.use(DrawTool)
    editor.hover(101.5, 1.5)
    snap = indicator(editor)
    assert snap.isVisible() and snap.kind == "vertex" and snap.pos() == QPointF(100, 0)
    editor.hover(101.5, 50)
    assert snap.isVisible() and snap.kind == "edge" and snap.pos().x() == 100
    editor.hover(50, 50)
    assert not snap.isVisible()
    editor.context.snapping = False
    editor.hover(101.5, 1.5)
    assert not snap.isVisible()
