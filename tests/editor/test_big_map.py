"""A big map (2,000 territories) opens, paints zoomed out from its cached picture, hovers
and zooms in. Time bounds are generous regression guards, not performance tests (see
benchmarks/bench_editor.py for those)."""

from __future__ import annotations

import random
import time

import pytest
import shapely
from PySide6.QtCore import QPoint, QPointF
from PySide6.QtGui import QBrush, QColor
from PySide6.QtTest import QTest

from editor.commands.territory_commands import MoveVertex
from editor.document.map_document import MapDocument
from editor.scene import style
from editor.scene.map_scene import MapScene
from editor.scene.territory_item import TerritoryItem
from editor.view.map_view import MapView
from engine.board.editing import move_vertex, vertices_at
from engine.board.generate import voronoi_board


@pytest.fixture(scope="module")
def big_board():
    return voronoi_board(2000, 30, seed=4)


@pytest.fixture
def big_view(qtbot, big_board):
    view = MapView(MapScene(big_board))
    qtbot.addWidget(view)
    view.resize(1200, 800)
    return view


def close(a: QColor, b: QColor, tolerance: int = 3) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def inner_point(board, territory_id):
    """A point well inside the territory, away from its borders."""
    point = board.shape(territory_id).buffer(-0.3 * board.meta.mark_radius).representative_point()
    return QPointF(point.x, point.y)


def test_opens_and_paints_zoomed_out_quickly(big_view, big_board):
    start = time.perf_counter()
    big_view.show()
    image = big_view.grab().toImage()
    assert time.perf_counter() - start < 3.0
    scene = big_view.scene()
    assert scene.overview_active()
    assert not scene.labels_shown()  # far too small to read
    # what is drawn is the map: the colour under a territory's inner point is its own
    for territory in big_board.territories[::250]:
        pos = big_view.mapFromScene(inner_point(big_board, territory.id))
        assert close(image.pixelColor(pos), scene.territory_item(territory.id).brush().color())


def test_hit_testing_finds_the_right_territory(qapp, big_board):
    scene = MapScene(big_board)
    for territory in big_board.territories[::40]:
        assert scene.territory_at(QPointF(*big_board.label_point(territory.id))) == territory.id
    rng = random.Random(2)
    tree = big_board.spatial_index()
    for _ in range(300):
        x, y = rng.uniform(-50, big_board.meta.width + 50), rng.uniform(-50, big_board.meta.height + 50)
        hits = [big_board.territories[i].id for i in tree.query(shapely.Point(x, y), predicate="intersects")]
        found = scene.territory_at(QPointF(x, y))
        assert found in hits if hits else found is None, (x, y)


def test_hover_on_the_zoomed_out_picture(big_view, big_board, qtbot):
    big_view.show()
    qtbot.waitExposed(big_view)
    qtbot.wait(1)  # scroll bars come and go as the map is fitted: let the zoom settle
    scene = big_view.scene()
    overview = scene.overview_item()
    big_view.grab()
    renders = overview.renders
    target = big_board.territories[1000].id
    plain = scene.territory_item(target).brush().color()
    point = inner_point(big_board, target)
    QTest.mouseMove(big_view.viewport(), QPoint(1, 1))
    QTest.mouseMove(big_view.viewport(), big_view.mapFromScene(point))
    assert scene.hovered() == target
    assert all(scene.territory_item(t).is_neighbour_highlighted() for t in big_board.neighbours(target))
    image = big_view.grab().toImage()
    assert close(image.pixelColor(big_view.mapFromScene(point)), plain.lighter(style.HOVER_LIGHTER))
    assert overview.renders == renders  # just that spot was drawn again, not the whole picture


def test_zooming_in_shows_items_and_labels(big_view, big_board, qtbot):
    big_view.show()
    qtbot.waitExposed(big_view)
    scene = big_view.scene()
    big_view.grab()
    centre = QPointF(big_board.meta.width / 2, big_board.meta.height / 2)
    big_view.set_zoom(1.0)
    big_view.centerOn(centre)
    image = big_view.grab().toImage()
    assert not scene.overview_active() and scene.labels_shown()
    under = scene.territory_at(centre)
    assert scene._label_items.get(under) is not None  # made for the part in view at least
    # ink of the label's letters near the label point
    x, y = big_board.label_point(under)
    r = big_board.meta.mark_radius
    dark = sum(image.pixelColor(big_view.mapFromScene(QPointF(x + dx, y + dy))).lightness() < 80
               for dx in range(int(-3 * r), int(3 * r), 2) for dy in range(int(-0.5 * r), int(0.5 * r) + 1, 2))
    assert dark > 5
    scene.ensure_marks()
    assert not scene.marks_pending()
    assert len(scene.label_items) == len(big_board.territories)


def test_a_vertex_drag_on_a_big_map_touches_only_its_territories(qapp, big_board, monkeypatch):
    board = voronoi_board(2000, 30, seed=4)
    document = MapDocument(board)
    scene = MapScene(board)
    scene.follow(document)
    refreshed = []
    original = TerritoryItem.set_territory
    monkeypatch.setattr(TerritoryItem, "set_territory",
                        lambda item, t, c: (refreshed.append(t.id), original(item, t, c)))
    point = next(p for p in board.territories[700].parts[0].outer.points() if len(vertices_at(board, p)) >= 3)
    drag = object()
    start = time.perf_counter()
    for step in range(1, 11):
        target = (point[0] + step, point[1])
        document.undo_stack.push(MoveVertex(document, move_vertex(board, point, target), "Move", drag=drag))
        point = target
    assert time.perf_counter() - start < 2.0
    assert len(set(refreshed)) == 3 and len(refreshed) == 30


def test_zooming_while_zoomed_out_stretches_then_sharpens(big_view, qtbot):
    big_view.show()
    qtbot.waitExposed(big_view)
    qtbot.wait(1)
    scene = big_view.scene()
    overview = scene.overview_item()
    big_view.grab()
    renders = overview.renders
    big_view.zoom_by(1.1)
    assert scene.overview_active()
    big_view.grab()
    assert overview.renders == renders  # the old picture, stretched, while the zooming goes on
    qtbot.waitUntil(lambda: overview.renders > renders, timeout=2000)
    assert overview.picture_scale() == pytest.approx(big_view.zoom_factor() * big_view.devicePixelRatioF())


def test_zooming_back_out_shows_the_kept_picture_at_once_with_edits_made_meanwhile(big_view, big_board, qtbot,
                                                                                    monkeypatch):
    from editor.scene import overview as overview_module

    monkeypatch.setattr(overview_module, "SLICE_SECONDS", 0.0)  # many slices, as on a slow machine
    big_view.show()
    qtbot.waitExposed(big_view)
    scene = big_view.scene()
    overview = scene.overview_item()
    big_view.grab()
    assert scene.overview_active()
    renders = overview.renders
    fitted = big_view.zoom_factor()
    big_view.set_zoom(fitted * 8)  # zoomed in past the picture: territories drawn as items
    assert not scene.overview_active() and overview.has_picture()  # kept
    territory = big_board.territories[1000]
    item = scene.territory_item(territory.id)
    item._brush = QBrush(QColor("#ff00ff"))  # a change of look while zoomed in (as a recolour makes)
    scene.territory_look_changed(item)
    big_view.set_zoom(fitted * 1.05)
    big_view.grab()
    assert scene.overview_active()
    assert overview.renders == renders  # no whole picture drawn while the zoom goes on
    slices = []
    original = overview_module._PictureBuild.draw_for
    monkeypatch.setattr(overview_module._PictureBuild, "draw_for",
                        lambda build, seconds: (slices.append(1), original(build, seconds))[1])
    qtbot.waitUntil(lambda: overview.renders > renders, timeout=5000)
    assert len(slices) > 1  # drawn a slice at a time between events
    assert overview.picture_scale() == pytest.approx(big_view.zoom_factor() * big_view.devicePixelRatioF())
    image = big_view.grab().toImage()
    pos = big_view.mapFromScene(inner_point(big_board, territory.id))
    assert close(image.pixelColor(pos), QColor("#ff00ff"))  # the edit made while zoomed in shows
