"""Painting territories into continents."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from editor.commands.continent_commands import AddContinent, ChangeContinent
from editor.docks.continent_dock import ContinentDock
from editor.tools.continent_tool import ContinentTool
from engine.board import Continent, TerritoryKind
from tests.editor.tools.conftest import canvas
from tests.support.boards import square


def continents(editor):
    return {t.id: t.continent for t in editor.board.territories}


def test_a_stroke_paints_every_territory_it_crosses_in_one_step(editor):
    tool = editor.use(ContinentTool)
    options = tool.options_widget(None)
    combo = options.findChild(QComboBox, "paintContinent")
    assert [combo.itemText(i) for i in range(combo.count())] == ["Mainland", "Isles", "No continent"]
    combo.setCurrentIndex(1)
    editor.drag((50, 50), (250, 60))  # one fast move across a, b and c
    assert continents(editor) == {"a": "isles", "b": "isles", "c": "isles"}
    assert editor.stack.count() == 1
    editor.stack.undo()
    assert continents(editor) == {"a": "main", "b": "main", "c": "main"}
    options.deleteLater()


def test_territories_already_in_the_continent_are_skipped(editor):
    tool = editor.use(ContinentTool)
    tool.continent = "isles"
    editor.click(150, 50)
    assert editor.stack.count() == 1
    editor.click(150, 50)
    assert editor.stack.count() == 1  # nothing to do: no empty step


def test_no_continent_and_seas_stay_out(make_editor):
    editor = make_editor(canvas(square("a", 0, 0), square("sea", 100, 0, kind=TerritoryKind.SEA, continent=None)))
    tool = editor.use(ContinentTool)
    options = tool.options_widget(None)
    combo = options.findChild(QComboBox, "paintContinent")
    combo.setCurrentIndex(combo.findText("No continent"))
    assert tool.continent is None
    editor.drag((50, 50), (150, 50))
    assert continents(editor) == {"a": None, "sea": None}
    tool.continent = "main"
    editor.drag((50, 50), (150, 50))
    assert continents(editor) == {"a": "main", "sea": None}
    options.deleteLater()


def test_the_list_follows_new_continents_and_paints_with_the_one_just_added(editor):
    tool = editor.use(ContinentTool)
    options = tool.options_widget(None)
    combo = options.findChild(QComboBox, "paintContinent")
    combo.setCurrentIndex(1)
    editor.stack.push(AddContinent(editor.document, Continent("north", "Northreach", "#123456")))
    assert [combo.itemText(i) for i in range(combo.count())] == ["Mainland", "Isles", "Northreach", "No continent"]
    assert combo.currentText() == "Northreach" and tool.continent == "north"
    editor.click(150, 50)
    assert continents(editor)["b"] == "north"
    # Renaming another continent is no reason to change the brush.
    combo.setCurrentIndex(0)
    editor.stack.push(ChangeContinent(editor.document, 1, name="Isles Renamed"))
    assert combo.currentText() == "Mainland" and tool.continent == "main"
    options.deleteLater()


def test_after_add_on_a_map_without_continents_the_new_one_is_painted_with(make_editor):
    """Issue 10: after Add in the Continents panel the tool still painted "No continent"."""
    editor = make_editor(canvas(square("a", 0, 0, continent=None), continents=[]))
    tool = editor.use(ContinentTool)
    options = tool.options_widget(None)
    combo = options.findChild(QComboBox, "paintContinent")
    assert combo.currentText() == "No continent"
    dock = ContinentDock(editor.context)
    added = dock.add_continent()
    assert combo.currentText() == added.name and tool.continent == added.id
    editor.click(50, 50)
    assert continents(editor) == {"a": added.id}
    dock.deleteLater()
    options.deleteLater()
