"""Territory names on screen are drawn from cached pictures (editor/scene/label_sprites.py):
stretched while the view zooms instead of laid out and drawn anew at every wheel notch, drawn
sharp again once the zoom has settled, and then they look as names drawn directly do."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from editor.scene import label_sprites
from editor.view.map_view import MapView
from tests.support.editor_windows import shown_voronoi_view

ZOOM = 0.9  # names about 12 pixels tall on this map: drawn from Qt's glyph cache


@pytest.fixture
def view(qtbot):
    view = shown_voronoi_view(qtbot)
    view.set_zoom(ZOOM)
    view.centerOn(view.sceneRect().center())
    return view


def visible_labels(view: MapView):
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    return [label for label in view.scene().label_items.values()
            if label.isVisible() and shown.contains(label.sceneBoundingRect())]


def device_scale(view: MapView) -> float:
    return view.zoom_factor() * view.viewport().devicePixelRatio()


def settle(qtbot, view: MapView) -> None:
    sprites = view.scene().label_sprites
    qtbot.waitUntil(lambda: not sprites.zooming() and sprites.pending() == 0,
                    timeout=label_sprites.SHARPEN_AFTER_MS + 5000)
    view.viewport().repaint()


def test_a_zoom_step_stretches_the_names_and_they_are_sharpened_once_it_settles(qtbot, view):
    settle(qtbot, view)
    sprites = view.scene().label_sprites
    labels = visible_labels(view)
    assert len(labels) > 8
    assert all(label.sprite_scale() == pytest.approx(device_scale(view)) for label in labels)

    before = sprites.renders
    view.set_zoom(ZOOM * 1.25, anchor=view.viewport().rect().center())
    view.viewport().repaint()
    # The wheel notch drew no name anew: each was its picture, stretched.
    assert sprites.renders == before
    assert sprites.zooming()
    still = [label for label in visible_labels(view) if label in labels]
    assert still and all(label.sprite_scale() == pytest.approx(ZOOM) for label in still)

    settle(qtbot, view)
    for label in visible_labels(view):
        assert label.sprite_scale() == pytest.approx(device_scale(view)), label.territory_id


def test_names_without_a_picture_are_drawn_over_several_frames_not_all_in_one(qtbot, view, monkeypatch):
    monkeypatch.setattr(label_sprites, "PREWARM", False)  # no names drawn ahead of need
    settle(qtbot, view)
    monkeypatch.setattr(label_sprites, "FRAME_BUDGET_SECONDS", 1e-9)  # one picture a frame
    sprites = view.scene().label_sprites
    view.set_zoom(ZOOM / 1.6)  # names not drawn yet come into view
    before = sprites.renders
    view.viewport().repaint()
    assert sprites.renders - before == 1
    assert sprites.pending() > 5  # left out of this frame, to be drawn between events
    settle(qtbot, view)
    for label in visible_labels(view):
        assert label.sprite_scale() == pytest.approx(device_scale(view)), label.territory_id


def test_a_name_left_out_of_a_frames_pictures_still_shows_its_letters_in_that_frame(qtbot, view, monkeypatch):
    monkeypatch.setattr(label_sprites, "PREWARM", False)  # no names drawn ahead of need
    settle(qtbot, view)
    monkeypatch.setattr(label_sprites, "FRAME_BUDGET_SECONDS", 1e-9)  # one picture a frame
    view.set_zoom(ZOOM / 1.6)  # names not drawn yet come into view
    image = grab(view)
    waiting = [label for label in visible_labels(view) if label.sprite_scale() == 0.0]
    assert len(waiting) > 5
    for label in waiting:
        box = view.mapFromScene(label.sceneBoundingRect()).boundingRect()
        ink = sum(image.pixelColor(x, y).lightness() < 80
                  for x in range(box.left(), box.right()) for y in range(box.top(), box.bottom()))
        assert ink > 3, label.territory_id


def grab(view: MapView) -> QImage:
    view.viewport().repaint()
    return view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def test_settled_names_look_as_names_drawn_directly(qtbot, view):
    settle(qtbot, view)
    from_pictures = grab(view)
    view.scene().label_sprites.enabled = False  # as an export draws them: the letters themselves
    view.viewport().update()
    direct = grab(view)
    assert from_pictures.size() == direct.size()
    # Each picture sits on a whole device pixel, so a name may be up to half a pixel off; far
    # apart pixels are what a missing, blurred or misplaced name would make.
    different = 0
    for y in range(0, direct.height(), 2):
        for x in range(0, direct.width(), 2):
            a, b = from_pictures.pixelColor(x, y), direct.pixelColor(x, y)
            if max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) > 96:
                different += 1
    assert different < 0.01 * (direct.width() // 2) * (direct.height() // 2)


def test_names_a_zoom_notch_first_shows_are_drawn_ahead_so_that_notch_draws_none(qtbot, view):
    scene = view.scene()
    sprites = scene.label_sprites
    text = scene.label_items["t0"].text_size()
    # Names too small to draw at this zoom; one notch in (1.25x) shows them.
    hidden = 4.5 / label_sprites.NOTCH / text  # 3.6 pixels tall now, 4.5 a notch in
    view.set_zoom(hidden)
    view.viewport().repaint()
    assert not scene.labels_shown()
    qtbot.waitUntil(lambda: sprites.prewarmed > 8 and sprites._ahead is None, timeout=5000)  # noqa: SLF001
    view.set_zoom(hidden * label_sprites.NOTCH)
    before = sprites.renders
    view.viewport().repaint()
    assert scene.labels_shown()
    labels = visible_labels(view)
    assert len(labels) > 8
    # Every name in view already had its picture at this scale: the notch's frame drew none.
    assert sprites.renders == before
    assert all(label.sprite_scale() == pytest.approx(device_scale(view)) for label in labels)
