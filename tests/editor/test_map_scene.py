"""The map scene mirrors the board: one item per territory, label, slot and sea-line."""

from __future__ import annotations

import dataclasses
import logging

import numpy as np
import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage

from editor.scene import style
from editor.scene.connection_item import ConnectionItem
from editor.scene.label_item import LabelItem, split_name
from editor.scene.map_scene import MapScene
from editor.scene.qt_geometry import polygon_from_xy, territory_path
from editor.scene.slot_item import SlotKind
from editor.scene.territory_item import TerritoryItem
from engine.board import Background, ConnectionKind, TerritoryKind
from tests.support.boards import far_apart


@pytest.fixture
def scene(qapp, board):
    return MapScene(board)


def test_polygon_from_xy_copies_every_vertex(qapp):
    xy = np.random.default_rng(1).uniform(-500, 500, size=(1000, 2))
    poly = polygon_from_xy(xy)
    assert poly.size() == 1000
    for k in (0, 1, 499, 999):
        assert poly.at(k) == QPointF(*xy[k])


def test_polygon_from_xy_empty_and_strided(qapp):
    assert polygon_from_xy(np.zeros((0, 2))).size() == 0
    xy = np.arange(12, dtype=float).reshape(6, 2)[::2]  # not contiguous
    poly = polygon_from_xy(xy)
    assert [poly.at(k) for k in range(3)] == [QPointF(0, 1), QPointF(4, 5), QPointF(8, 9)]


def test_territory_path_is_closed_odd_even(qapp, archipelago):
    lakeside = archipelago.territory("t12")
    path = territory_path(lakeside)
    assert path.fillRule() == Qt.FillRule.OddEvenFill
    # one closed subpath per ring: two moveTo elements, each subpath ending where it began
    starts = [k for k in range(path.elementCount()) if path.elementAt(k).isMoveTo()]
    assert len(starts) == 2


def test_one_territory_item_per_territory(scene, board):
    assert set(scene.territory_items) == {t.id for t in board.territories}
    items = [i for i in scene.items() if isinstance(i, TerritoryItem)]
    assert len(items) == len(board.territories)


def test_item_bounds_equal_ring_bounds(scene, board):
    for territory in board.territories:
        xy = territory.parts[0].outer.xy
        expected = QRectF(QPointF(*xy.min(axis=0)), QPointF(*xy.max(axis=0)))
        rect = scene.territory_item(territory.id).path().boundingRect()
        for got, want in zip(rect.getCoords(), expected.getCoords(), strict=True):
            assert got == pytest.approx(want, abs=1e-9)


def test_hole_is_not_part_of_the_territory(qapp, archipelago):
    scene = MapScene(archipelago)
    item = scene.territory_item("t12")
    cx, cy = archipelago.territory("t12").label
    lake_point = QPointF(cx + 2, cy)
    assert not item.shape().contains(lake_point)
    assert not item.contains(lake_point)
    city = archipelago.territory("t12").city_slot  # on land, above the lake
    assert item.shape().contains(QPointF(*city))
    assert scene.territory_at(lake_point) is None
    assert scene.territory_at(QPointF(*city)) == "t12"


def test_colours_sea_land_and_continent(qapp, archipelago):
    scene = MapScene(archipelago)
    sea = scene.territory_item("t19").brush().color()
    land = scene.territory_item("t24").brush().color()
    assert sea == style.SEA_TERRITORY_COLOUR
    assert land == QColor(archipelago.continent(archipelago.territory("t24").continent).colour)
    assert sea != land
    assert sea != style.OCEAN_COLOUR


def test_land_without_continent_is_grey(qapp, board):
    board.replace_territory("t0", dataclasses.replace(board.territory("t0"), continent=None))
    scene = MapScene(board)
    assert scene.territory_item("t0").brush().color() == style.NO_CONTINENT_COLOUR


def test_labels_for_every_territory_at_label_point(scene, board):
    assert set(scene.label_items) == {t.id for t in board.territories}
    for territory in board.territories:
        label = scene.label_item(territory.id)
        assert label.text() == territory.name
        x, y = board.label_point(territory.id)
        assert label.pos() == QPointF(x, y)
        # centred on the label point, with visible letters
        shape = label.text_shape().boundingRect()
        assert not shape.isEmpty()
        assert shape.center().x() == pytest.approx(0, abs=0.1 * label.text_size())
        assert shape.center().y() == pytest.approx(0, abs=0.3 * label.text_size())
        assert label.boundingRect().contains(shape)


def test_label_size_follows_mark_radius(qapp):
    small = LabelItem("a", "Alaska", (0, 0), mark_radius=10)
    big = LabelItem("a", "Alaska", (0, 0), mark_radius=20)
    ratio = big.text_shape().boundingRect().width() / small.text_shape().boundingRect().width()
    assert ratio == pytest.approx(2, rel=0.02)


def test_long_names_break_onto_two_lines(qapp):
    assert split_name("Alaska", lambda line: False) == ["Alaska"]
    assert split_name("Northwest Territory", lambda line: True) == ["Northwest Territory"]
    assert split_name("Lakeside Northwest Territory", lambda line: False) == [
        "Lakeside Northwest", "Territory"
    ]
    one = LabelItem("a", "Territory", (0, 0), 10).text_shape().boundingRect()
    wrapped = LabelItem("a", "Lakeside Northwest Territory", (0, 0), 10)
    assert wrapped.lines() == ("Lakeside Northwest", "Territory")
    two = wrapped.text_shape().boundingRect()
    assert two.height() > 1.6 * one.height()
    assert wrapped.boundingRect().contains(two)


def test_sticker_slots_and_their_toggle(scene, board):
    territory = board.territory("t5")
    city = scene.slot_item("t5", SlotKind.CITY)
    scar = scene.slot_item("t5", "scar")
    assert city.pos() == QPointF(*territory.city_slot)
    assert scar.pos() == QPointF(*territory.scar_slot)
    assert city.radius == board.meta.mark_radius
    assert city.isVisible()
    scene.set_slots_visible(False)
    assert not city.isVisible() and not scar.isVisible()
    scene.set_slots_visible(True)
    assert city.isVisible()


def test_z_order(qapp, archipelago):
    scene = MapScene(archipelago)
    canvas = scene.canvas_item().zValue()
    territory = scene.territory_item("t24").zValue()
    connection = scene.connection_items[0].zValue()
    slot = scene.slot_item("t24", SlotKind.CITY).zValue()
    label = scene.label_item("t24").zValue()
    assert canvas < style.Z_BACKGROUND < territory < connection < slot < label


def test_scene_rect_is_canvas_plus_margin(scene, board):
    canvas = scene.canvas_rect()
    assert canvas == QRectF(0, 0, board.meta.width, board.meta.height)
    rect = scene.sceneRect()
    assert rect.contains(canvas) and rect != canvas
    assert rect.width() < 1.2 * canvas.width()


def test_sea_lines_shown_and_border_links_only_on_request(qapp, archipelago):
    scene = MapScene(archipelago)
    kinds = [item.kind for item in scene.connection_items]
    assert kinds.count(ConnectionKind.SEA_LINE) == 5
    assert ConnectionKind.BORDER not in kinds  # not even made while hidden
    for item in scene.connection_items:
        assert item.isVisible() and not item.is_empty()
    scene.set_sea_lines_visible(False)
    assert not any(item.isVisible() for item in scene.connection_items)
    scene.set_sea_lines_visible(True)
    scene.set_borders_visible(True)
    borders = [i for i in scene.connection_items if i.kind is ConnectionKind.BORDER]
    assert len(borders) == sum(c.kind is ConnectionKind.BORDER for c in archipelago.connections)
    assert all(item.isVisible() for item in borders)
    scene.set_borders_visible(False)
    assert not any(item.isVisible() for item in borders)


def _sea_line(scene, a, b) -> ConnectionItem:
    return next(i for i in scene.connection_items
                if (i.connection.a, i.connection.b) == (a, b) and i.kind is ConnectionKind.SEA_LINE)


def test_sea_line_runs_over_water_only(qapp, archipelago):
    scene = MapScene(archipelago)
    item = _sea_line(scene, "t32", "t41")
    path = item.line_path()
    ax = archipelago.label_point("t32")[0]
    bx = archipelago.label_point("t41")[0]
    rect = path.boundingRect()
    # starts after the first territory's label and stops before the second's
    assert ax + 20 < rect.left() and rect.right() < bx - 20
    # ... but reaches (a little into) both coasts
    assert scene.territory_item("t32").shape().contains(path.pointAtPercent(0))
    assert scene.territory_item("t41").shape().contains(path.pointAtPercent(1))
    assert item.arrow_heads() == []


def test_one_way_sea_lines_have_arrows_and_bend_apart(qapp, archipelago):
    scene = MapScene(archipelago)
    there = _sea_line(scene, "t39", "t34")
    back = _sea_line(scene, "t34", "t39")
    assert len(there.arrow_heads()) == 1 and len(back.arrow_heads()) == 1
    # the arrow of t39 -> t34 is at t34's end (the right)
    assert there.arrow_heads()[0].boundingRect().center().x() > there.line_path().boundingRect().center().x()
    assert abs(there.line_path().pointAtPercent(0.5).y() - back.line_path().pointAtPercent(0.5).y()) > 20


@pytest.mark.parametrize("kind", [ConnectionKind.SEA_LINE, ConnectionKind.BORDER])
def test_a_line_between_far_apart_territories_goes_straight_across_unless_it_wraps(qapp, kind):
    """Issue 10: wrapping must be explicit; otherwise the line goes straight across."""
    scene = MapScene(far_apart(wraps=False, kind=kind))
    scene.set_borders_visible(True)
    item = scene.connection_items[0]
    middle = QRectF(400, 0, 200, 1000)
    assert item.line_path().intersects(middle)
    rect = item.line_path().boundingRect()
    assert rect.left() > 50 and rect.right() < 950  # nowhere near the edges

    scene = MapScene(far_apart(wraps=True, kind=kind))
    scene.set_borders_visible(True)
    item = scene.connection_items[0]
    rect = item.line_path().boundingRect()
    assert rect.left() == pytest.approx(0, abs=1e-6) and rect.right() == pytest.approx(1000, abs=1e-6)
    assert not item.line_path().intersects(middle)


def test_wrap_around_sea_line_leaves_both_edges(qapp, archipelago):
    scene = MapScene(archipelago)
    item = _sea_line(scene, "t24", "t37")
    rect = item.line_path().boundingRect()
    width = archipelago.meta.width
    assert rect.left() == pytest.approx(0, abs=1e-6)
    assert rect.right() == pytest.approx(width, abs=1e-6)
    assert item.line_path().elementCount() >= 4  # two separate stubs
    # nothing drawn across the middle of the map
    assert not item.line_path().intersects(QRectF(width * 0.2, 0, width * 0.6, archipelago.meta.height))


def test_missing_background_is_skipped_with_a_warning(qapp, board, tmp_path, caplog):
    board.set_meta(dataclasses.replace(board.meta, background=Background("scan.png", 0.4)))
    with caplog.at_level(logging.WARNING):
        scene = MapScene(board, tmp_path / "world.yaml")
    assert scene.background_item() is None
    assert "scan.png" in caplog.text


def test_background_relative_to_map_file(qapp, board, tmp_path):
    image = QImage(40, 25, QImage.Format.Format_RGB32)
    image.fill(QColor("red"))
    (tmp_path / "art").mkdir()
    assert image.save(str(tmp_path / "art" / "scan.png"))
    board.set_meta(dataclasses.replace(board.meta, background=Background("art/scan.png", 0.4)))
    scene = MapScene(board, tmp_path / "world.yaml")
    item = scene.background_item()
    assert item is not None
    assert item.opacity() == pytest.approx(0.4)
    covered = item.sceneBoundingRect()
    assert covered.width() == pytest.approx(board.meta.width)
    assert covered.height() == pytest.approx(board.meta.height)
    assert style.Z_CANVAS < item.zValue() < style.Z_TERRITORY


def test_refresh_territory_after_an_edit(qapp, board):
    scene = MapScene(board)
    old = board.territory("t5")
    moved = dataclasses.replace(
        old,
        name="Moved",
        parts=tuple(dataclasses.replace(p, outer=p.outer.translated(5, 0)) for p in old.parts),
        label=(old.label[0] + 5, old.label[1]),
        kind=TerritoryKind.SEA,
    )
    board.replace_territory("t5", moved)
    scene.refresh_territory("t5")
    item = scene.territory_item("t5")
    assert item.path().boundingRect().left() == pytest.approx(old.parts[0].outer.xy[:, 0].min() + 5)
    assert item.brush().color() == style.SEA_TERRITORY_COLOUR
    assert scene.label_item("t5").text() == "Moved"
    assert len([i for i in scene.items() if isinstance(i, LabelItem)]) == len(board.territories)


def test_hover_highlights(qapp, scene):
    item = scene.territory_item("t3")
    before = item.brush().color()
    item.set_hovered(True)
    assert item.brush().color() != before
    assert item.pen().widthF() > style.BORDER_WIDTH_PX
    assert item.pen().isCosmetic()
    item.set_hovered(False)
    assert item.brush().color() == before
    assert item.pen().widthF() == style.BORDER_WIDTH_PX
