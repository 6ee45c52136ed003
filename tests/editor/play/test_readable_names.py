"""On the play board the whole classic world can be read (issue 10: "at the default window
size about 19 of the 42 classic names are hidden; the window should open large enough (or
the panels narrow enough) for the whole world to be read")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from editor.play.play_window import SIDE_WIDTH, opening_size
from editor.scene.readable_labels import HALO_OVERLAP


def shown_names(window):
    return [label for label in window.board.scene.label_items.values() if label.isVisible()]


def letters_box(label):
    box = label.sceneBoundingRect()
    dx, dy = box.width() * HALO_OVERLAP / 2, box.height() * HALO_OVERLAP / 2
    return box.adjusted(dx, dy, -dx, -dy)


@pytest.mark.parametrize(("size", "least"), [((1920, 1080), 42), ((1600, 1000), 40), ((1280, 820), 33)])
def test_names_are_nudged_rather_than_hidden(qtbot, make_play, size, least):
    window = make_play("human", "random", map_name="classic")
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit_to_window()
    qtbot.wait(50)
    scene = window.board.scene
    shown = shown_names(window)
    assert len(shown) >= least
    boxes = [letters_box(label) for label in shown]
    for i, box in enumerate(boxes):  # no two names run into each other
        assert not any(box.intersects(other) for other in boxes[i + 1:]), shown[i].text()
    for label in shown:
        # A nudged name stands over its own land or open sea, never a neighbour.
        under = scene.territory_at(label.pos())
        assert under in (None, label.territory_id), (label.text(), under)
        # Its troop count stays on its own territory.
        territory = window.controller.world.index[label.territory_id]
        badge = window.board.badge(territory)
        if badge is not None and badge.isVisible():
            zoom = window.view.zoom_factor()
            centre = badge.pos()
            centre.setY(centre.y() + badge.offset() / zoom)
            assert scene.territory_at(centre) == label.territory_id, label.text()
    if size == (1920, 1080):
        window.grab().save("/tmp/play-all-names.png")


def test_the_window_opens_as_big_as_the_screen_allows():
    assert opening_size(QSize(1920, 1050)) == QSize(1920, 1050)
    assert opening_size(QSize(3840, 2100)).width() <= 2200
    assert opening_size(None) == QSize(1280, 820)
    assert SIDE_WIDTH <= 300
