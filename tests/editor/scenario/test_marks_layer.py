"""The marks layer: stickers made from the world, kept in step with the document, saved and read back."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from editor.scenario.commands import PlaceMark, SetContinentMarks, set_card
from editor.scenario.mark_items import CityItem, ScarItem
from editor.scenario.marks_layer import MarksLayer
from editor.scenario.scenario_document import ScenarioDocument
from editor.scenario.sticker_layout import MAX_BOOST
from editor.scene.map_scene import MapScene
from engine.campaign.pieces import MarkKind
from engine.campaign.placement import place_mark
from engine.campaign.world import ContinentMarks, Mark
from tests.editor.scenario.test_mark_placer import designer  # noqa: F401 (a fixture)
from tests.support import boards


def place(document: ScenarioDocument, mark: Mark, cover: bool = False) -> None:
    marks = place_mark(document.world, mark, cover)
    assert isinstance(marks, list), marks
    document.undo_stack.push(PlaceMark(document, marks, mark))


def every_kind_of_mark(document: ScenarioDocument) -> None:
    place(document, Mark(MarkKind.MINOR_CITY, "frostmere", name="Nova", founder="Ann"))
    place(document, Mark(MarkKind.FORTIFICATION, "frostmere", used=3))
    place(document, Mark(MarkKind.MAJOR_CITY, "highcrag", name="Port Royal"))
    place(document, Mark(MarkKind.WORLD_CAPITAL, "ashvale", name="Aurelia", founder="Bo"))
    place(document, Mark(MarkKind.SCAR, "stormcape", scar="bunker"))
    place(document, Mark(MarkKind.SCAR, "lowfen", scar="ammo-shortage"))
    place(document, Mark(MarkKind.SCAR_CANCEL, "lowfen"))
    document.undo_stack.push(set_card(document, "redcliff", coins=3))
    document.undo_stack.push(SetContinentMarks(document, "northreach", ContinentMarks("Glacia", "Ann", 1)))
    document.undo_stack.push(SetContinentMarks(document, "southmoor", ContinentMarks(bonus_mark=-1)))


def test_the_layer_shows_every_kind_of_mark_where_it_goes(designer):  # noqa: F811
    every_kind_of_mark(designer.document)
    layer, board = designer.layer, designer.document.board
    city = layer.city_item("frostmere")
    assert isinstance(city, CityItem) and city.sticker_names() == ("minor-city", "fortification")
    assert city.pos() == QPointF(*board.territory("frostmere").city_slot)
    assert "Founded by Ann" in city.toolTip() and "7 of 10 uses left" in city.toolTip()
    assert layer.city_item("highcrag").sticker_names() == ("major-city",)
    assert layer.city_item("ashvale").sticker_names() == ("world-capital",)
    assert "Population 5" in layer.city_item("ashvale").toolTip()
    scar = layer.scar_item("lowfen")
    assert isinstance(scar, ScarItem) and scar.sticker_names() == ("scar-ammo-shortage", "scar-cancel")
    assert scar.pos() == QPointF(*board.territory("lowfen").scar_slot)
    assert layer.coins_item("redcliff").coins == 3
    assert layer.continent_item("northreach").sticker_names() == ("continent-name", "plus-one")
    assert layer.continent_item("southmoor").sticker_names() == ("minus-one",)
    assert layer.sticker_at(city.pos()) is city
    assert layer.sticker_at(QPointF(5, 5)) is None


def test_a_change_remakes_only_the_territories_it_names(designer):  # noqa: F811
    every_kind_of_mark(designer.document)
    layer = designer.layer
    kept = layer.city_item("highcrag")
    place(designer.document, Mark(MarkKind.SCAR, "frostmere", scar="bunker"))
    assert layer.city_item("highcrag") is kept
    assert [type(i) for i in layer.items_for("frostmere")] == [CityItem, ScarItem]


def test_zoomed_far_out_stickers_stay_recognisable(designer):  # noqa: F811
    every_kind_of_mark(designer.document)
    city = designer.layer.city_item("highcrag")
    designer.view.set_zoom(designer.view.zoom_limits()[0])
    assert designer.layer.zoom() == designer.view.zoom_factor()
    assert 1.0 < city.boost() <= MAX_BOOST
    assert designer.layer.sticker_at(city.pos() + QPointF(city.radius * 1.2, 0)) is city  # drawn bigger
    designer.view.set_zoom(4.0)
    assert city.boost() == 1.0
    assert city.name_tag.pixels() == 13


def test_a_scenario_with_every_kind_of_mark_is_saved_and_read_back(designer, tmp_path, qtbot):  # noqa: F811
    every_kind_of_mark(designer.document)
    before = designer.scene_stickers()
    path = designer.document.save(tmp_path / "campaign.yaml")
    reopened, warnings = ScenarioDocument.open(path)
    assert warnings == []
    assert reopened.world.marks == designer.world.marks
    assert reopened.world.cards == designer.world.cards
    assert reopened.world.continents == designer.world.continents
    scene = MapScene(reopened.board)
    layer = MarksLayer(reopened, scene)
    designer.layer, designer.scene = layer, scene
    assert designer.scene_stickers() == before


def test_a_new_world_or_none_remakes_everything(designer):  # noqa: F811
    every_kind_of_mark(designer.document)
    assert designer.layer.all_items()
    designer.document.set_world(None)
    assert designer.layer.all_items() == []


def test_the_layer_survives_the_scene_being_rebuilt(designer):  # noqa: F811
    every_kind_of_mark(designer.document)
    before = designer.scene_stickers()
    designer.scene.rebuild()  # clears every item, the layer's too
    designer.layer.rebuild()
    assert designer.scene_stickers() == before


def test_a_map_without_sticker_slots_still_gets_its_stickers(qtbot):
    board = boards.board(boards.square("a", 0, 0, 200, marks=False), boards.square("b", 200, 0, 200, marks=False))
    document = ScenarioDocument.for_map(board, None, legacy=True, players=["Ann", "Bo", "Cy"])
    scene = MapScene(board)
    layer = MarksLayer(document, scene)
    place(document, Mark(MarkKind.MAJOR_CITY, "a", name="Alpha"))
    place(document, Mark(MarkKind.SCAR, "a", scar="bunker"))
    city, scar = layer.city_item("a"), layer.scar_item("a")
    label = board.label_point("a")
    assert city.pos().y() < label[1] < scar.pos().y()  # above and below the name, as slots go
    assert scene.territory_at(city.pos()) == "a" and scene.territory_at(scar.pos()) == "a"
    document.undo_stack.blockSignals(True)
