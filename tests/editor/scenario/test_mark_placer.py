"""Placing Legacy stickers on the tutorial map with real drags, clicks and keys.

Drags from the palette: QDrag.exec blocks offscreen, so the test builds the mime data the
palette's drag carries (``MarkPalette.mime_data``) and sends DragEnter, DragMove and Drop
events to the view's viewport, as Qt does during a drag.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QContextMenuEvent, QDragEnterEvent, QDragMoveEvent, QDropEvent, QHelpEvent, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QToolTip

from editor.scenario.commands import PlaceMark
from editor.scenario.mark_items import CityItem, ContinentItem, GhostItem
from editor.scenario.mark_palette import MarkPalette
from editor.scenario.mark_placer import MarkPlacer
from editor.scenario.marks_layer import MarksLayer
from editor.scenario.scenario_document import ScenarioDocument
from editor.scene.map_scene import MapScene
from editor.view.map_view import MapView
from engine.board import load_map
from engine.campaign.pieces import MarkKind
from engine.campaign.placement import place_mark
from engine.campaign.world import Mark
from engine.resources import maps_dir

TUTORIAL = maps_dir() / "tutorial.yaml"
COPY = Qt.DropAction.CopyAction
LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier


@dataclass
class Designer:
    document: ScenarioDocument
    scene: MapScene
    view: MapView
    layer: MarksLayer
    palette: MarkPalette
    placer: MarkPlacer
    statuses: list[str] = field(default_factory=list)

    @property
    def world(self):
        return self.document.world

    @property
    def stack(self):
        return self.document.undo_stack

    def px(self, point: QPointF) -> QPoint:
        return self.view.mapFromScene(point)

    def label(self, territory_id: str) -> QPointF:
        return QPointF(*self.document.board.label_point(territory_id))

    def city_slot(self, territory_id: str) -> QPointF:
        return QPointF(*self.document.board.territory(territory_id).city_slot)

    def scar_slot(self, territory_id: str) -> QPointF:
        return QPointF(*self.document.board.territory(territory_id).scar_slot)

    def drag_over(self, key: str, point: QPointF) -> bool:
        """Drag the palette entry over a scene point; whether the spot accepts it."""
        mime = self.palette.mime_data(self.palette.entry(key))
        viewport = self.view.viewport()
        pixel = self.px(point)
        enter = QDragEnterEvent(pixel, COPY, mime, LEFT, NO_KEYS)
        QApplication.sendEvent(viewport, enter)
        move = QDragMoveEvent(pixel, COPY, mime, LEFT, NO_KEYS)
        QApplication.sendEvent(viewport, move)
        self._mime = mime
        return move.isAccepted()

    def drop(self, key: str, point: QPointF) -> bool:
        """Drag a palette entry onto a scene point and drop it; whether the drop was taken."""
        self.drag_over(key, point)
        drop = QDropEvent(QPointF(self.px(point)), COPY, self._mime, LEFT, NO_KEYS)
        QApplication.sendEvent(self.view.viewport(), drop)
        return drop.isAccepted()

    def drop_on(self, key: str, territory_id: str) -> bool:
        return self.drop(key, self.label(territory_id))

    def type_name(self, name: str, key=Qt.Key.Key_Return) -> None:
        editor = self.placer.name_editor()
        assert editor is not None and editor.isVisible()
        QTest.keyClicks(editor, name)
        QTest.keyClick(editor, key)

    def found_city(self, territory_id: str, name: str, key: str = "minor-city") -> None:
        assert self.drop_on(key, territory_id)
        self.type_name(name)

    def hover(self, point: QPointF) -> None:
        pixel = self.px(point)
        viewport = self.view.viewport()
        event = QMouseEvent(QEvent.Type.MouseMove, QPointF(pixel), QPointF(viewport.mapToGlobal(pixel)),
                            Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, NO_KEYS)
        QApplication.sendEvent(viewport, event)

    def scene_stickers(self) -> set[tuple]:
        """What the scene shows: (territory or continent, sticker names, position, name)."""
        shown = set()
        for item in self.layer.all_items():
            assert item.scene() is self.scene
            name = item.name_tag.text() if isinstance(item, CityItem) and item.name_tag else ""
            where = item.continent_id if isinstance(item, ContinentItem) else item.territory_id
            shown.add((where, item.sticker_names(), round(item.pos().x(), 2), round(item.pos().y(), 2), name))
        return shown


def make_designer(qtbot) -> Designer:
    board = load_map(TUTORIAL).board
    document = ScenarioDocument.for_map(board, TUTORIAL, legacy=True, players=["Ann", "Bo", "Cy"])
    scene = MapScene(board)
    view = MapView(scene)
    qtbot.addWidget(view)
    view.resize(900, 640)
    view.show()
    qtbot.waitExposed(view)
    layer = MarksLayer(document, scene)
    palette = MarkPalette(document)
    qtbot.addWidget(palette)
    placer = MarkPlacer(document, view, scene, palette)
    designer = Designer(document, scene, view, layer, palette, placer)
    placer.status.connect(designer.statuses.append)
    return designer


@pytest.fixture
def designer(qtbot):
    made = make_designer(qtbot)
    yield made
    # A modified document's stack announces cleanChanged while being destroyed: stay quiet.
    made.document.undo_stack.blockSignals(True)


# -- cities ----------


def test_a_city_dragged_onto_a_territory_goes_on_its_city_slot_named_in_place(designer):
    assert designer.drag_over("minor-city", designer.label("frostmere"))
    ghost = designer.placer.ghost()
    assert ghost.isVisible() and ghost.pos() == designer.city_slot("frostmere")
    assert designer.drop_on("minor-city", "frostmere")
    assert ghost.isVisible() and ghost.sticker() == "minor-city"  # the city being named
    editor = designer.placer.name_editor()
    assert editor.text() == "New Frostmere" and editor.selectedText() == "New Frostmere"
    assert designer.stack.count() == 0  # named first, placed with its name in one step
    designer.type_name("Nova")
    assert designer.placer.name_editor() is None and not ghost.isVisible()
    assert designer.stack.count() == 1
    city = designer.world.city("frostmere")
    assert (city.kind, city.name) == (MarkKind.MINOR_CITY, "Nova")
    item = designer.layer.city_item("frostmere")
    assert item.pos() == designer.city_slot("frostmere")
    assert item.name_tag.text() == "Nova" and item.name_tag.isVisible()
    assert item.sticker_names() == ("minor-city",)
    assert "Nova" in item.toolTip() and "Population 1" in item.toolTip()
    assert designer.palette.entry_text(designer.palette.entry("minor-city")) == "Minor city \u2014 8 left"


def test_esc_in_the_name_editor_places_nothing(designer):
    designer.drop_on("major-city", "highcrag")
    designer.type_name("Nope", Qt.Key.Key_Escape)
    assert designer.stack.count() == 0
    assert designer.world.city("highcrag") is None
    assert designer.layer.items_for("highcrag") == []


def test_a_second_city_on_a_territory_is_refused_with_a_message(designer):
    designer.found_city("frostmere", "Nova")
    designer.drop_on("major-city", "frostmere")
    assert designer.placer.name_editor() is None
    assert designer.stack.count() == 1
    message = "A territory can only have one city: choose 'cover' to replace it"
    assert designer.statuses[-1] == message
    bubble = designer.placer.message_label()
    assert bubble.isVisible() and bubble.text() == message
    assert designer.world.city("frostmere").name == "Nova"


def test_with_cover_a_major_city_replaces_the_minor_one_in_one_step(designer):
    designer.found_city("frostmere", "Nova")
    designer.palette.cover = True
    designer.drop_on("major-city", "frostmere")
    assert designer.placer.name_editor().text() == "Nova"  # the place keeps its name
    QTest.keyClick(designer.placer.name_editor(), Qt.Key.Key_Return)
    assert designer.stack.count() == 2
    city = designer.world.city("frostmere")
    assert (city.kind, city.name) == (MarkKind.MAJOR_CITY, "Nova")
    assert sum(1 for m in designer.world.marks if m.is_city) == 1
    assert designer.layer.city_item("frostmere").sticker_names() == ("major-city",)
    designer.stack.undo()
    assert designer.world.city("frostmere").kind is MarkKind.MINOR_CITY
    assert designer.layer.city_item("frostmere").sticker_names() == ("minor-city",)


def test_the_tenth_minor_city_is_refused_when_nine_are_placed(designer):
    ids = [t.id for t in designer.document.board.territories]
    world = designer.world
    for tid in ids[:9]:
        mark = Mark(MarkKind.MINOR_CITY, tid, name=tid.title())
        designer.stack.push(PlaceMark(designer.document, place_mark(world, mark), mark))
    entry = designer.palette.entry("minor-city")
    assert designer.palette.entry_text(entry) == "Minor city \u2014 0 left"
    item = designer.palette.item_of(entry)
    assert not item.flags() & Qt.ItemFlag.ItemIsEnabled
    assert "None left" in item.toolTip()
    designer.drop_on("minor-city", ids[9])
    assert designer.placer.name_editor() is None
    assert designer.statuses[-1] == "No minor cities left in the stock"
    assert designer.world.city(ids[9]) is None
    assert designer.stack.count() == 9


def test_a_fortification_needs_a_city(designer):
    designer.drop_on("fortification", "lowfen")
    assert designer.statuses[-1] == "Fortifications go on cities: found a city here first"
    assert designer.stack.count() == 0
    designer.found_city("lowfen", "Fenwick")
    assert designer.drop_on("fortification", "lowfen")
    item = designer.layer.city_item("lowfen")
    assert item.sticker_names() == ("minor-city", "fortification")
    assert "10 of 10 uses left" in item.toolTip()
    assert designer.palette.entry_text(designer.palette.entry("fortification")) == "Fortification \u2014 4 left"


# -- scars ----------


def test_a_scar_goes_to_the_scar_slot(designer):
    assert designer.drag_over("scar:bunker", designer.label("highcrag"))
    assert designer.placer.ghost().pos() == designer.scar_slot("highcrag")
    designer.drop_on("scar:bunker", "highcrag")
    assert designer.stack.count() == 1
    assert designer.world.scar("highcrag").scar == "bunker"
    item = designer.layer.scar_item("highcrag")
    assert item.pos() == designer.scar_slot("highcrag")
    assert item.sticker_names() == ("scar-bunker",)
    assert "Bunker" in item.toolTip()


def test_a_scar_over_a_scar_takes_a_scar_cancel_with_cover(designer):
    designer.drop_on("scar:bunker", "highcrag")
    designer.drop_on("scar:ammo-shortage", "highcrag")
    assert designer.statuses[-1] == "A territory can only have one scar: cancel it first with a scar-cancel"
    assert designer.stack.count() == 1
    assert designer.world.stock_left()["scar-cancel"] == 4
    designer.palette.cover = True
    designer.drop_on("scar:ammo-shortage", "highcrag")
    assert designer.stack.count() == 2
    assert designer.world.stock_left()["scar-cancel"] == 3
    assert designer.world.scar("highcrag").scar == "ammo-shortage"
    assert designer.layer.scar_item("highcrag").sticker_names() == ("scar-ammo-shortage",)
    assert designer.palette.entry_text(designer.palette.entry("scar-cancel")) == "Scar-cancel \u2014 3 left"
    designer.stack.undo()
    assert designer.world.stock_left()["scar-cancel"] == 4
    assert designer.layer.scar_item("highcrag").sticker_names() == ("scar-bunker",)


def test_a_scar_cancel_shows_over_the_scar(designer):
    designer.drop_on("scar:bunker", "stormcape")
    designer.drop_on("scar-cancel", "stormcape")
    item = designer.layer.scar_item("stormcape")
    assert item.sticker_names() == ("scar-bunker", "scar-cancel") and item.cancelled
    assert "cancelled" in item.toolTip()
    assert designer.world.scar("stormcape") is None
    designer.drop_on("scar-cancel", "lowfen")
    assert designer.statuses[-1] == "There is no scar here to cancel"


# -- coins and continents ----------


def test_a_fourth_coin_on_one_card_is_refused_before_the_first_game(designer):
    designer.drop_on("coin", "ashvale")
    designer.drop_on("coin", "ashvale")
    assert designer.world.card("ashvale").coins == 3
    assert designer.layer.coins_item("ashvale").coins == 3
    designer.drop_on("coin", "ashvale")
    assert designer.statuses[-1] == "Before the first game a card takes at most 3 coins"
    assert designer.world.card("ashvale").coins == 3
    assert designer.stack.count() == 2
    assert designer.palette.entry_text(designer.palette.entry("coin")) == "Coin \u2014 10 left"


def test_a_plus_one_mark_goes_to_the_continent_and_the_stock_has_one(designer):
    assert designer.drop_on("plus-one", "frostmere")
    assert designer.world.continent("northreach").bonus_mark == 1
    item = designer.layer.continent_item("northreach")
    assert item.sticker_names() == ("plus-one",)
    assert not designer.palette.item_of("plus-one").flags() & Qt.ItemFlag.ItemIsEnabled
    designer.drop_on("plus-one", "ashvale")
    assert designer.statuses[-1] == "No +1 continent marks left in the stock"
    assert designer.world.continent("southmoor").bonus_mark == 0
    designer.drop_on("minus-one", "highcrag")  # the same continent already has a mark
    assert "already has a bonus mark" in designer.statuses[-1]
    assert designer.stack.count() == 1
    designer.palette.cover = True
    designer.drop_on("minus-one", "highcrag")  # covering: the +1 goes back to the stock
    assert designer.world.continent("northreach").bonus_mark == -1
    assert designer.layer.continent_item("northreach").sticker_names() == ("minus-one",)
    assert designer.palette.item_of("plus-one").flags() & Qt.ItemFlag.ItemIsEnabled


def test_a_continent_is_named_in_a_small_dialog(designer):
    designer.drop_on("continent-name", "emberwood")
    dialog = designer.placer.continent_dialog()
    assert dialog.isVisible() and designer.stack.count() == 0
    dialog.set_values("The Verdant Reach", "Bo")
    dialog.accept()
    marks = designer.world.continent("eastwild")
    assert (marks.name, marks.named_by) == ("The Verdant Reach", "Bo")
    assert designer.layer.continent_item("eastwild").sticker_names() == ("continent-name",)
    assert designer.stack.count() == 1


# -- the ocean, clicks, undo ----------


def test_the_ocean_refuses_the_drop(designer):
    assert not designer.drag_over("minor-city", QPointF(20, 20))
    assert not designer.placer.ghost().isVisible()
    assert not designer.drop("minor-city", QPointF(20, 20))
    assert designer.placer.name_editor() is None


def test_click_to_place_arms_places_and_disarms(designer):
    palette_list = designer.palette.list_widget()
    rect = palette_list.visualItemRect(designer.palette.item_of("scar:bunker"))
    QTest.mouseClick(palette_list.viewport(), LEFT, NO_KEYS, rect.center())
    assert designer.palette.armed().key == "scar:bunker"
    designer.hover(designer.label("dunmarch"))
    assert designer.placer.ghost().isVisible()
    QTest.mouseClick(designer.view.viewport(), LEFT, NO_KEYS, designer.px(designer.label("dunmarch")))
    assert designer.world.scar("dunmarch").scar == "bunker"
    assert designer.palette.armed() is None
    designer.palette.arm("coin")
    QTest.mouseClick(designer.view.viewport(), LEFT, Qt.KeyboardModifier.ShiftModifier,
                     designer.px(designer.label("redcliff")))
    assert designer.palette.armed().key == "coin"  # Shift keeps it armed
    QTest.keyClick(designer.view, Qt.Key.Key_Escape)
    assert designer.palette.armed() is None
    QTest.mouseClick(designer.view.viewport(), LEFT, NO_KEYS, designer.px(designer.label("thornfield")))
    assert designer.world.card("thornfield").coins == 1 and designer.world.card("redcliff").coins == 2


def test_undo_and_redo_of_every_placement_restore_the_stickers(designer):
    shown = [designer.scene_stickers()]
    steps = [
        lambda: designer.found_city("frostmere", "Nova"),
        lambda: designer.drop_on("fortification", "frostmere"),
        lambda: designer.found_city("ashvale", "Aurelia", "world-capital"),
        lambda: designer.drop_on("scar:bunker", "highcrag"),
        lambda: designer.drop_on("scar-cancel", "highcrag"),
        lambda: designer.drop_on("coin", "redcliff"),
        lambda: designer.drop_on("plus-one", "lowfen"),
        lambda: designer.drop_on("minus-one", "saltmarsh"),
    ]
    for step in steps:
        step()
        shown.append(designer.scene_stickers())
    assert designer.stack.count() == len(steps)
    assert len({frozenset(s) for s in shown}) == len(shown)  # every step showed something new
    for index in range(len(steps), 0, -1):
        designer.stack.undo()
        assert designer.scene_stickers() == shown[index - 1]
    assert designer.layer.all_items() == []
    for index in range(1, len(steps) + 1):
        designer.stack.redo()
        assert designer.scene_stickers() == shown[index]


# -- editing and removing ----------


def test_the_context_menu_renames_ticks_and_removes(designer):
    designer.found_city("frostmere", "Nova")
    designer.drop_on("fortification", "frostmere")
    menu = designer.placer.context_menu(designer.layer.city_item("frostmere"))
    names = [a.objectName() for a in menu.actions() if a.objectName()]
    assert names == ["renameCity", "cityFounder", "fortificationUses", "removeFortification", "removeMark"]
    menu.findChild(type(menu.actions()[0]), "renameCity").trigger()
    editor = designer.placer.name_editor()
    assert editor.text() == "Nova"
    designer.type_name("Vega")
    assert designer.world.city("frostmere").name == "Vega"
    assert designer.layer.city_item("frostmere").name_tag.text() == "Vega"

    menu = designer.placer.context_menu(designer.layer.city_item("frostmere"))
    _action(menu, "fortificationUses").trigger()
    dialog = designer.placer.uses_dialog()
    dialog.set_used(4)
    dialog.accept()
    assert designer.world.fortification("frostmere").used == 4
    assert "6 of 10 uses left" in designer.layer.city_item("frostmere").toolTip()

    menu = designer.placer.context_menu(designer.layer.city_item("frostmere"))
    _action(menu, "cityFounder").trigger()
    designer.type_name("Ann")
    assert designer.world.city("frostmere").founder == "Ann"

    count = designer.stack.count()
    _action(designer.placer.context_menu(designer.layer.city_item("frostmere")), "removeMark").trigger()
    assert designer.world.city("frostmere") is None and designer.world.fortification("frostmere") is None
    assert designer.layer.items_for("frostmere") == []
    assert designer.stack.count() == count + 1
    designer.stack.undo()
    city = designer.world.city("frostmere")
    assert (city.name, city.founder, designer.world.fortification("frostmere").used) == ("Vega", "Ann", 4)


def test_right_click_on_a_sticker_opens_its_menu(designer):
    designer.drop_on("scar:bunker", "stormcape")
    pixel = designer.px(designer.scar_slot("stormcape"))
    viewport = designer.view.viewport()
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pixel, viewport.mapToGlobal(pixel))
    QApplication.sendEvent(viewport, event)
    menu = designer.view.findChild(type(designer.placer.context_menu(designer.layer.scar_item("stormcape"))),
                                   "stickerMenu")
    assert menu is not None
    _action(menu, "removeMark").trigger()
    assert designer.world.scar("stormcape") is None
    for open_menu in designer.view.findChildren(type(menu)):
        open_menu.close()


def test_delete_peels_off_the_sticker_under_the_mouse(designer):
    designer.found_city("lowfen", "Fenwick")
    designer.drop_on("fortification", "lowfen")
    designer.hover(designer.city_slot("lowfen"))
    QTest.keyClick(designer.view, Qt.Key.Key_Delete)
    assert designer.world.fortification("lowfen") is None
    assert designer.world.city("lowfen").name == "Fenwick"
    QTest.keyClick(designer.view, Qt.Key.Key_Delete)
    assert designer.world.city("lowfen") is None
    assert designer.stack.count() == 4


def _action(menu, name):
    return next(a for a in menu.actions() if a.objectName() == name)


def test_hovering_a_sticker_shows_its_details(designer, qtbot):
    designer.found_city("highcrag", "Port Royal", "major-city")
    pixel = designer.px(designer.city_slot("highcrag"))
    viewport = designer.view.viewport()
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, pixel, viewport.mapToGlobal(pixel)))
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    assert QToolTip.text() == "Major city: Port Royal\nPopulation 2"
    QToolTip.hideText()


# -- letting go ----------


def test_after_shutdown_the_viewport_is_left_as_found_and_drops_are_not_handled(designer):
    viewport = designer.view.viewport()
    designer.drop_on("scar:bunker", "highcrag")
    designer.drop_on("scar:bunker", "highcrag")  # refused: the bubble is on the map
    assert designer.placer.message_label().isVisible()
    assert designer.drop_on("minor-city", "frostmere")  # its name editor is open
    assert designer.placer.name_editor() is not None
    placed = designer.stack.count()

    designer.placer.shutdown()
    assert designer.statuses[-1] == "The city was not placed."
    assert viewport.findChild(QLineEdit, "markNameEditor") is None
    assert viewport.findChild(QLabel, "placementMessage") is None
    assert designer.placer.name_editor() is None
    assert not any(isinstance(item, GhostItem) for item in designer.scene.items())

    said = len(designer.statuses)
    designer.drop_on("minor-city", "lowfen")  # the view's own handling only: nothing is placed or named
    assert designer.placer.name_editor() is None
    designer.palette.arm("scar:bunker")
    QTest.mouseClick(viewport, LEFT, NO_KEYS, designer.px(designer.label("lowfen")))
    assert designer.stack.count() == placed
    assert designer.world.city("lowfen") is None and designer.world.scar("lowfen") is None
    assert len(designer.statuses) == said  # neither the palette nor the map reach it now
    designer.placer.shutdown()  # a second time does nothing
