"""When the window opens another map, the docks follow the new document and forget the old one."""

from __future__ import annotations

import dataclasses

from editor.commands.territory_commands import SetTerritoryProperties
from editor.docks import ContinentDock, ProblemsDock, PropertiesDock, TerritoryDock
from editor.document.map_document import MapDocument
from editor.document.validation_runner import ValidationRunner
from editor.scene.map_scene import MapScene
from editor.tools.base import EditorContext
from tests.editor.docks import make_context, show_dock
from tests.support.boards import board, square


def rename(document: MapDocument, territory_id: str, name: str) -> None:
    index = document.board.territory_index(territory_id)
    new = dataclasses.replace(document.board.territories[index], name=name)
    document.undo_stack.push(SetTerritoryProperties(document, {index: new}, "rename"))


def test_docks_follow_a_new_document(qtbot):
    old = make_context(qtbot)
    docks = [show_dock(qtbot, cls(old)) for cls in (TerritoryDock, PropertiesDock, ContinentDock, ProblemsDock)]
    territories, properties, continents, problems = docks
    with qtbot.waitSignal(old.validation.finished):
        old.validation.validate_now()

    document = MapDocument(board(square("a", 0, 0), square("b", 300, 0)))  # apart and unconnected
    scene = MapScene(document.board, parent=document)
    scene.follow(document)
    old.view.setScene(scene)
    new = EditorContext(document, old.view, old.selection, ValidationRunner(document, document, delay_ms=0))
    old.selection.clear()
    for dock in docks:
        dock.set_context(new)

    assert territories.visible_territory_ids() == ["a", "b"]
    assert continents.model.rowCount() == 1
    assert properties.map_name.text() == "Test"
    assert problems.summary.text() == "Not checked yet"
    with qtbot.waitSignal(new.validation.finished):
        new.validation.validate_now()
    assert "land-disconnected" in {p.code for p in problems.shown_problems()}
    assert scene.problem_items

    rename(old.document, "lowfen", "Old News")  # the old map no longer reaches the docks
    report = problems.report
    old.validation.validate_now()
    assert problems.report is report
    assert "lowfen" not in territories.visible_territory_ids()
    rename(document, "a", "Alpha")
    assert territories.proxy.index(0, 0, territories.proxy.index(0, 0)).data() == "Alpha"
    new.selection.set(["b"])
    assert properties.name_edit.text() == "B"
