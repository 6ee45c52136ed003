"""City name tags on small neighbours do not cover each other (issue 10)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF

from editor.scenario.commands import PlaceMark
from editor.scenario.mark_items import CityItem
from editor.scenario.marks_layer import MarksLayer
from editor.scenario.scenario_document import ScenarioDocument
from editor.scene.map_scene import MapScene
from editor.view.map_view import MapView
from engine.board import load_map
from engine.campaign.pieces import MarkKind
from engine.campaign.placement import place_mark
from engine.campaign.world import Mark
from engine.resources import maps_dir

CLASSIC = maps_dir() / "classic.yaml"
NEIGHBOURS = {"alberta": "Calgary Springs", "ontario": "Lakeside", "quebec": "Port Royal"}


@pytest.fixture
def canada(qtbot):
    """The classic world in a designer's view, a city in Alberta, Ontario and Quebec."""
    board = load_map(CLASSIC).board
    document = ScenarioDocument.for_map(board, CLASSIC, legacy=True, players=["Ann", "Bo"])
    scene = MapScene(board)
    view = MapView(scene)
    qtbot.addWidget(view)
    view.resize(900, 640)
    view.show()
    qtbot.waitExposed(view)
    layer = MarksLayer(document, scene)
    for territory, name in NEIGHBOURS.items():
        mark = Mark(MarkKind.MINOR_CITY, territory, name=name, founder="Ann")
        document.undo_stack.push(PlaceMark(document, place_mark(document.world, mark), mark))
    yield view, layer
    document.undo_stack.blockSignals(True)


def on_screen(view: MapView, item) -> QRectF:
    """The item as drawn in the viewport, in pixels (name tags ignore the view's scale)."""
    return item.deviceTransform(view.viewportTransform()).mapRect(item.boundingRect())


def shown_tags(layer: MarksLayer) -> dict[str, QRectF]:
    view = layer.scene.views()[0]
    return {item.territory_id: on_screen(view, item.name_tag) for item in layer.all_items()
            if isinstance(item, CityItem) and item.name_tag.isVisible()}


@pytest.mark.parametrize("zoom", [0.2, 0.25, 0.3, 0.4, 0.6, 1.0])
def test_names_of_cities_on_small_neighbours_do_not_cover_each_other(canada, zoom):
    view, layer = canada
    view.set_zoom(zoom)
    view.centerOn(QPointF(*layer.document.board.label_point("ontario")))
    tags = shown_tags(layer)
    assert set(tags) == set(NEIGHBOURS)  # room for all three at these zooms
    cities = {t: on_screen(view, layer.city_item(t)) for t in NEIGHBOURS}
    for territory, tag in tags.items():
        for other, other_tag in tags.items():
            if other != territory:
                assert not tag.intersects(other_tag), (territory, other)
        for other, city in cities.items():
            if other != territory:
                # The boxes are a little larger than the round stickers: a corner may touch.
                assert not tag.intersects(city.adjusted(2, 2, -2, -2)), (territory, other)


def test_zoomed_in_a_name_stays_to_the_right_of_its_city(canada):
    view, layer = canada
    view.set_zoom(2.0)
    assert {layer.city_item(t).name_tag.side() for t in NEIGHBOURS} == {"right"}


def test_a_name_with_no_room_is_hidden_until_there_is(canada):
    view, layer = canada
    document = layer.document
    crowd = ("iceland", "great-britain", "scandinavia", "northern-europe", "western-europe",
             "southern-europe")  # with the three above, the whole stock of minor cities
    for territory in crowd:
        mark = Mark(MarkKind.MINOR_CITY, territory, name=f"Greater {territory.title()}", founder="Bo")
        document.undo_stack.push(PlaceMark(document, place_mark(document.world, mark), mark))
    view.set_zoom(view.zoom_limits()[0])
    everyone = (*NEIGHBOURS, *crowd)
    hidden = [t for t in everyone if not layer.city_item(t).name_tag.isVisible()]
    assert hidden  # far out, not every name fits
    tags = shown_tags(layer)
    assert all(not a.intersects(b) for x, a in tags.items() for y, b in tags.items() if x != y)
    assert layer.city_item(hidden[0]).city.name in layer.city_item(hidden[0]).toolTip()  # still named there
    view.set_zoom(1.5)
    assert all(layer.city_item(t).name_tag.isVisible() for t in everyone)
