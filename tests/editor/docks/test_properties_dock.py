"""The properties dock edits the selected territories, or the map, one undo step per edit."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

from editor.docks.properties_dock import PropertiesDock
from engine.board import CardSymbol, TerritoryKind
from tests.editor.docks import click, make_context, show_dock


@pytest.fixture
def context(qtbot):
    return make_context(qtbot, validation=False)


@pytest.fixture
def dock(qtbot, context):
    return show_dock(qtbot, PropertiesDock(context), 420, 620)


def type_into(widget, text: str) -> None:
    """Replace the field's text by typing, then press Enter."""
    widget.setFocus()
    QTest.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(widget, Qt.Key.Key_Backspace)
    for char in text:  # key by key: QTest.keyClicks only knows ASCII ("Ciénaga" would abort)
        QTest.sendKeyEvent(QTest.KeyAction.Click, widget, Qt.Key.Key_unknown, char, Qt.KeyboardModifier.NoModifier)
    QTest.keyClick(widget, Qt.Key.Key_Return)


def test_fields_are_named(dock, context):
    assert dock.objectName() == "propertiesDock"
    assert dock.pages.currentWidget() is dock.map_page
    for name in ("mapName", "mapAuthor", "mapDescription", "mapVersion", "mapWidth", "mapHeight",
                 "mapMarkRadius", "mapPrecision", "mapGrid", "mapBackground", "mapBackgroundChoose",
                 "mapBackgroundOpacity",
                 "mapBackgroundLocked", "propertyId", "propertyName", "propertyKind", "propertyCard",
                 "propertyContinent", "propertyFlags", "propertyArea", "propertyVertices", "propertyNeighbours"):
        widget = dock.findChild(object, name)
        assert widget is not None and widget.accessibleName(), name


def test_one_territory_is_shown(dock, context):
    context.selection.set(["lowfen"])
    assert dock.pages.currentWidget() is dock.territory_page
    assert dock.id_edit.text() == "lowfen"
    assert dock.name_edit.text() == "Lowfen"
    assert dock.kind_combo.currentText() == "Land"
    assert dock.card_combo.currentText() == "Infantry"
    assert dock.continent_combo.currentText() == "Northreach"
    assert dock.neighbours_label.text() == "Frostmere, Highcrag, Stormcape, Dunmarch"
    assert int(dock.vertices_label.text()) == context.document.board.territory("lowfen").vertex_count()
    context.selection.clear()
    assert dock.pages.currentWidget() is dock.map_page


def test_typing_a_name_is_one_undo_step(dock, context):
    context.selection.set(["lowfen"])
    type_into(dock.name_edit, "Low Fen")
    board, stack = context.document.board, context.document.undo_stack
    assert board.territory("lowfen").name == "Low Fen"
    assert stack.count() == 1
    dock.name_edit.setFocus()
    QTest.keyClick(dock.name_edit, Qt.Key.Key_Return)  # unchanged: nothing pushed
    assert stack.count() == 1
    stack.undo()
    assert board.territory("lowfen").name == "Lowfen"
    assert dock.name_edit.text() == "Lowfen"


def test_continent_and_card_by_keyboard(dock, context):
    context.selection.set(["lowfen"])
    board, stack = context.document.board, context.document.undo_stack
    dock.continent_combo.setFocus()
    QTest.keyClicks(dock.continent_combo, "Eastw")
    assert board.territory("lowfen").continent == "eastwild"
    assert stack.count() == 1
    dock.card_combo.setFocus()
    QTest.keyClicks(dock.card_combo, "Cav")
    assert board.territory("lowfen").card is CardSymbol.CAVALRY
    assert stack.count() == 2
    dock.kind_combo.setFocus()
    QTest.keyClick(dock.kind_combo, Qt.Key.Key_Down)
    assert board.territory("lowfen").kind is TerritoryKind.SEA
    stack.undo()
    stack.undo()
    assert board.territory("lowfen").card is CardSymbol.INFANTRY
    assert dock.card_combo.currentText() == "Infantry"


def test_several_territories_change_together_in_one_step(dock, context):
    context.selection.set(["lowfen", "ashvale", "redcliff"])
    assert not dock.id_edit.isEnabled() and not dock.name_edit.isEnabled()
    assert dock.continent_combo.currentIndex() == -1  # mixed
    assert dock.heading.text() == "3 territories"
    dock.continent_combo.setFocus()
    QTest.keyClicks(dock.continent_combo, "No")
    board = context.document.board
    assert [board.territory(i).continent for i in ("lowfen", "ashvale", "redcliff")] == [None, None, None]
    assert context.document.undo_stack.count() == 1
    assert dock.continent_combo.currentText() == "No continent"
    context.document.undo_stack.undo()
    assert board.territory("ashvale").continent == "southmoor"


def test_a_new_id_renames_the_territory_and_its_connections(dock, context):
    context.selection.set(["lowfen"])
    document = context.document
    type_into(dock.id_edit, "low-fen")
    board = document.board
    assert board.has_territory("low-fen") and not board.has_territory("lowfen")
    assert not any("lowfen" in (c.a, c.b) for c in board.connections)
    assert sum("low-fen" in (c.a, c.b) for c in board.connections) == 4
    assert document.undo_stack.count() == 1
    assert context.selection.ids == ("low-fen",)
    assert dock.id_edit.text() == "low-fen"
    document.undo_stack.undo()
    assert board.has_territory("lowfen")
    assert sum("lowfen" in (c.a, c.b) for c in board.connections) == 4
    assert context.selection.ids == ("lowfen",)


@pytest.mark.parametrize(("typed", "message"), [
    ("ashvale", "The id 'ashvale' is already used by Ashvale."),
    ("low fen", "'low fen' is not a valid id"),
    ("-fen", "'-fen' is not a valid id"),
])
def test_a_duplicate_or_invalid_id_is_refused(dock, context, typed, message):
    context.selection.set(["lowfen"])
    type_into(dock.id_edit, typed)
    assert context.document.undo_stack.count() == 0
    assert context.document.board.has_territory("lowfen")
    assert dock.id_edit.text() == "lowfen"
    assert dock.id_error.isVisible()
    assert dock.id_error.text().startswith(message)
    QTest.keyClicks(dock.id_edit, "x")  # typing again hides the message
    assert not dock.id_error.isVisible()


def test_flags_are_checked(dock, context):
    context.selection.set(["lowfen"])
    type_into(dock.flags_edit, "port, capital")
    assert context.document.board.territory("lowfen").flags == frozenset({"port", "capital"})
    assert dock.flags_edit.text() == "capital, port"
    type_into(dock.flags_edit, "port, Big City")
    assert dock.flags_error.isVisible()
    assert context.document.board.territory("lowfen").flags == frozenset({"port", "capital"})
    assert dock.flags_edit.text() == "capital, port"
    assert context.document.undo_stack.count() == 1


def test_an_empty_name_is_refused(dock, context):
    context.selection.set(["lowfen"])
    type_into(dock.name_edit, "   ")
    assert dock.name_edit.text() == "Lowfen"
    assert dock.name_error.isVisible()
    assert context.document.undo_stack.count() == 0


def test_edits_go_to_the_territory_shown_even_if_the_selection_moves_on(dock, context):
    context.selection.set(["lowfen"])
    dock.name_edit.setFocus()
    QTest.keyClick(dock.name_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(dock.name_edit, "Fenland")
    context.selection.set(["ashvale"])  # e.g. from the tree: what was typed still counts
    board = context.document.board
    assert board.territory("lowfen").name == "Fenland"
    assert board.territory("ashvale").name == "Ashvale"
    assert dock.name_edit.text() == "Ashvale"


def test_map_properties(dock, context):
    document = context.document
    type_into(dock.map_name, "Isles")
    assert document.board.meta.name == "Isles"
    type_into(dock.map_name, "Isles")
    assert document.undo_stack.count() == 1
    type_into(dock.map_mark_radius, "12")
    assert document.board.meta.mark_radius == 12
    type_into(dock.map_width, "1200")
    assert document.board.meta.width == 1200
    assert document.undo_stack.count() == 3
    document.undo_stack.undo()
    assert dock.map_width.value() == 1000


def test_description_commits_when_leaving_the_field(dock, context):
    dock.map_description.setFocus()
    QTest.keyClick(dock.map_description, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(dock.map_description, "Ten small islands.")
    dock.map_author.setFocus()
    assert context.document.board.meta.description == "Ten small islands."


def test_background_image_opacity_and_lock(dock, context, monkeypatch, tmp_path):
    document = context.document
    document._path = tmp_path / "maps" / "world.yaml"  # as if saved there
    picture = tmp_path / "scans" / "world.png"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kw: (str(picture), ""))
    assert not dock.map_opacity.isEnabled()
    click(dock.choose_background)
    background = document.board.meta.background
    assert background.image == "../scans/world.png"
    assert background.opacity == 0.5 and background.locked
    assert dock.map_opacity.isEnabled()
    dock.map_opacity.setFocus()
    QTest.keyClick(dock.map_opacity, Qt.Key.Key_PageUp)
    assert document.board.meta.background.opacity == pytest.approx(0.6)
    click(dock.map_locked, QPoint(6, dock.map_locked.height() // 2))  # on the box, not beside the text
    assert not document.board.meta.background.locked
    assert document.undo_stack.count() == 3
    type_into(dock.map_background, "")
    assert document.board.meta.background is None


# -- names in other languages --------------------------------------------------------------
def test_a_territorys_spanish_name_is_shown_and_edited_in_one_undo_step(dock, context):
    # The tutorial map has Spanish names (maps/tutorial.yaml): Lowfen is "Ciénaga Baja".
    context.selection.set(["lowfen"])
    spanish = dock.findChild(object, "propertyName.es")
    assert spanish is not None and spanish.isEnabled() and spanish.accessibleName()
    assert spanish.text() == "Ciénaga Baja"
    assert spanish.placeholderText() == "Lowfen"  # what players read when the field is empty
    type_into(spanish, "Ciénaga  del Sur")
    board, stack = context.document.board, context.document.undo_stack
    assert dict(board.territory("lowfen").names) == {"es": "Ciénaga del Sur"}
    assert board.territory("lowfen").name == "Lowfen"  # the base name is never touched
    assert stack.count() == 1 and "español" in stack.text(0)
    stack.undo()
    assert dict(board.territory("lowfen").names) == {"es": "Ciénaga Baja"}
    assert spanish.text() == "Ciénaga Baja"
    stack.redo()
    type_into(spanish, "")  # empty: no Spanish name, players read the base name
    assert board.territory("lowfen").names == ()
    assert stack.count() == 2


def test_several_territories_have_no_spanish_name_field_to_type_in(dock, context):
    context.selection.set(["lowfen", "ashvale"])
    spanish = dock.findChild(object, "propertyName.es")
    assert not spanish.isEnabled() and spanish.text() == ""


def test_the_map_and_continents_spanish_names_are_edited_on_the_map_page(dock, context):
    board, stack = context.document.board, context.document.undo_stack
    assert dock.pages.currentWidget() is dock.map_page
    map_name = dock.findChild(object, "mapName.es")
    continent = dock.findChild(object, "continentName.northreach.es")
    assert map_name.text() == "Islas del Tutorial" and continent.text() == "Confín del Norte"
    assert continent.accessibleName() and continent.placeholderText() == "Northreach"
    type_into(map_name, "Islas de Práctica")
    type_into(continent, "Norte Lejano")
    assert dict(board.meta.names) == {"es": "Islas de Práctica"}
    assert dict(board.continent("northreach").names) == {"es": "Norte Lejano"}
    assert board.meta.name == "Tutorial Isles" and board.continent("northreach").name == "Northreach"
    assert stack.count() == 2
    stack.undo()
    assert dict(board.continent("northreach").names) == {"es": "Confín del Norte"}
    assert continent.text() == "Confín del Norte"
    stack.undo()
    assert dict(board.meta.names) == {"es": "Islas del Tutorial"}
    assert map_name.text() == "Islas del Tutorial"


def test_a_spanish_name_typed_and_left_by_selecting_another_territory_is_kept(dock, context):
    context.selection.set(["lowfen"])
    spanish = dock.findChild(object, "propertyName.es")
    spanish.setFocus()
    spanish.selectAll()
    QTest.keyClicks(spanish, "Fango")
    context.selection.set(["ashvale"])
    board = context.document.board
    assert dict(board.territory("lowfen").names) == {"es": "Fango"}
    assert spanish.text() == "Valle Ceniza"
