"""On screen every sticker slot in view is drawn by one item from one picture per kind
(editor/scene/slot_sheet.py): it must look as the slot items themselves do, and an edit
that moves, adds or removes a slot must show at once (the sheet's cache is dropped)."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage

from editor.scene import slot_sheet
from editor.scene.map_scene import MapScene
from editor.scene.slot_item import SlotKind
from editor.view.map_view import MapView
from engine.board.generate import voronoi_board
from tests.support.editor_windows import shown_voronoi_view

ZOOM = 0.8  # slots 8 pixels in radius on this map (mark radius 10): glyphs drawn


@pytest.fixture
def view(qtbot):
    view = shown_voronoi_view(qtbot)
    scene = view.scene()
    scene.set_minimum_label_pixels(0)
    for label in scene.label_items.values():
        label.hide()  # only slots and territories in the pictures compared below
    view.set_zoom(ZOOM)
    view.centerOn(view.sceneRect().center())
    return view


def grab(view: MapView) -> QImage:
    view.viewport().repaint()
    return view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def slot_in_view(view: MapView):
    shown = view.mapToScene(view.viewport().rect().adjusted(60, 60, -60, -60)).boundingRect()
    for territory_id, slots in view.scene().slot_items.items():
        city = slots.get(SlotKind.CITY)
        if city is not None and shown.contains(city.pos()):
            return territory_id, city
    raise AssertionError("no slot in view")


def differing_pixels(a: QImage, b: QImage) -> int:
    return sum(a.pixel(x, y) != b.pixel(x, y) for x in range(0, a.width(), 2) for y in range(0, a.height(), 2))


def test_the_sheet_draws_the_slots_exactly_as_the_slot_items_do(view):
    scene = view.scene()
    assert scene._slot_sheet.isVisible()  # noqa: SLF001 (which of the two draws is the point here)
    with_sheet = grab(view)
    scene._slot_sheet.setVisible(False)  # noqa: SLF001
    scene._slot_items_layer.setOpacity(1.0)  # noqa: SLF001
    with_items = grab(view)
    scene._slot_items_layer.setOpacity(0.0)  # noqa: SLF001
    without_slots = grab(view)
    assert differing_pixels(with_items, without_slots) > 200  # slots are in view
    assert differing_pixels(with_sheet, with_items) == 0


def test_a_moved_slot_shows_at_its_new_place_at_once(view):
    scene, board = view.scene(), view.scene().board
    territory_id, city = slot_in_view(view)
    grab(view)
    builds = scene._slot_sheet.builds  # noqa: SLF001
    old = QPointF(city.pos())
    new = old + QPointF(60, 0)
    board.replace_territory(territory_id, dataclasses.replace(board.territory(territory_id),
                                                              city_slot=(new.x(), new.y())))
    scene.refresh_territory(territory_id)
    after = grab(view)
    # Its entry was updated in place: a drag of one slot must not rebuild every entry a move.
    assert scene._slot_sheet.builds == builds  # noqa: SLF001
    # Compare with the items drawing themselves: the slot is at its new place, not the old.
    scene._slot_sheet.setVisible(False)  # noqa: SLF001
    scene._slot_items_layer.setOpacity(1.0)  # noqa: SLF001
    assert differing_pixels(after, grab(view)) == 0


def test_a_removed_slot_is_gone_from_the_picture_at_once(view):
    scene, board = view.scene(), view.scene().board
    territory_id, _city = slot_in_view(view)
    before = grab(view)
    board.replace_territory(territory_id, dataclasses.replace(board.territory(territory_id), city_slot=None))
    scene.refresh_territory(territory_id)
    after = grab(view)
    assert scene.slot_item(territory_id, SlotKind.CITY) is None
    assert differing_pixels(before, after) > 0
    scene._slot_sheet.setVisible(False)  # noqa: SLF001
    scene._slot_items_layer.setOpacity(1.0)  # noqa: SLF001
    assert differing_pixels(after, grab(view)) == 0


def test_an_export_draws_the_slot_items_themselves(qapp):
    scene = MapScene(voronoi_board(30, 8, seed=2))
    assert scene.view_scale() is None
    assert not scene._slot_sheet.isVisible()  # noqa: SLF001
    assert scene._slot_items_layer.opacity() == 1.0  # noqa: SLF001


def test_the_sheet_can_be_turned_off_for_comparison(qtbot, monkeypatch):
    monkeypatch.setattr(slot_sheet, "ENABLED", False)
    view = MapView(MapScene(voronoi_board(30, 8, seed=2)))
    qtbot.addWidget(view)
    view.set_zoom(ZOOM)
    scene = view.scene()
    assert not scene._slot_sheet.isVisible()  # noqa: SLF001
    assert scene._slot_items_layer.opacity() == 1.0  # noqa: SLF001
