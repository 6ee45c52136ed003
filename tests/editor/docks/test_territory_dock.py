"""The territories dock: grouped by continent, searchable, in step with the selection."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.commands.territory_commands import MoveVertex, SetTerritoryProperties
from editor.docks.territory_dock import ID_ROLE, TerritoryDock
from engine.board import TerritoryKind
from engine.board.editing import move_vertex
from tests.editor.docks import click, make_context, show_dock
from tests.support.boards import board as small_board
from tests.support.boards import square


@pytest.fixture
def context(qtbot):
    return make_context(qtbot, validation=False)


@pytest.fixture
def dock(qtbot, context):
    return show_dock(qtbot, TerritoryDock(context), 360, 600)


def groups(dock: TerritoryDock) -> list[str]:
    return [dock.proxy.index(r, 0).data() for r in range(dock.proxy.rowCount())]


def row_point(dock: TerritoryDock, territory_id: str):
    index = dock.index_of(territory_id)
    assert index.isValid()
    return dock.tree.visualRect(index).center()


def selected_ids(dock: TerritoryDock) -> set[str]:
    return {i.data(ID_ROLE) for i in dock.tree.selectionModel().selectedRows(0)}


def edit(context, territory_id: str, **changes) -> None:
    document = context.document
    index = document.board.territory_index(territory_id)
    new = dataclasses.replace(document.board.territories[index], **changes)
    document.undo_stack.push(SetTerritoryProperties(document, {index: new}, "edit"))


def test_continents_group_their_territories(dock):
    assert dock.objectName() == "territoryDock"
    assert dock.search.objectName() == "territorySearch"
    assert dock.search.placeholderText() == "Search territories"
    assert dock.tree.objectName() == "territoryTree"
    assert groups(dock) == ["Northreach (4)", "Southmoor (3)", "Eastwild (3)"]
    first = dock.proxy.index(0, 0)
    assert [dock.proxy.index(r, 0, first).data() for r in range(4)] == ["Frostmere", "Highcrag", "Stormcape", "Lowfen"]
    assert dock.proxy.index(0, 1, first).data() == "frostmere"


def test_no_continent_and_sea_groups(qtbot):
    board = small_board(
        square("a", 0, 0), square("b", 100, 0, continent=None),
        square("c", 200, 0, continent=None, kind=TerritoryKind.SEA), square("d", 300, 0, continent="gone"),
    )
    dock = show_dock(qtbot, TerritoryDock(make_context(qtbot, board, validation=False)))
    assert groups(dock) == ["Mainland (1)", "No continent (2)", "Sea (1)"]


def test_typing_filters_by_name_or_id(qtbot, context, dock):
    edit(context, "redcliff", name="Scarlet Bluff")
    dock.search.setFocus()
    QTest.keyClicks(dock.search, "FEN")
    assert dock.visible_territory_ids() == ["lowfen"]
    assert groups(dock) == ["Northreach (4)"]
    dock.search.clear()
    QTest.keyClicks(dock.search, "redcl")  # the id, not the name
    assert dock.visible_territory_ids() == ["redcliff"]
    assert groups(dock) == ["Eastwild (3)"]
    dock.search.clear()
    QTest.keyClicks(dock.search, "north")  # a continent's name matches no territory
    assert dock.visible_territory_ids() == []
    dock.search.clear()
    assert len(dock.visible_territory_ids()) == 10


def test_clicking_rows_selects_territories(qtbot, context, dock):
    click(dock.tree.viewport(), row_point(dock, "lowfen"))
    assert context.selection.ids == ("lowfen",)
    click(dock.tree.viewport(), row_point(dock, "ashvale"), Qt.KeyboardModifier.ControlModifier)
    assert set(context.selection.ids) == {"lowfen", "ashvale"}
    # A continent's row is a heading, not a territory: clicking it is like clicking beside the rows.
    click(dock.tree.viewport(), dock.tree.visualRect(dock.proxy.index(0, 0)).center())
    assert context.selection.ids == ()


def test_the_selection_made_elsewhere_shows_in_the_tree(qtbot, context, dock):
    changes = []
    context.selection.changed.connect(lambda: changes.append(context.selection.ids))
    context.selection.set(["ashvale", "thornfield"])
    assert selected_ids(dock) == {"ashvale", "thornfield"}
    assert changes == [("ashvale", "thornfield")]  # no echo from the tree
    context.selection.clear()
    assert selected_ids(dock) == set()


def test_double_click_centres_the_view(qtbot, context, dock):
    view = context.view
    view.set_zoom(view.zoom_factor() * 4)
    click(dock.tree.viewport(), row_point(dock, "thornfield"), double=True)
    centre = view.mapToScene(view.viewport().rect().center())
    x, y = context.document.board.label_point("thornfield")
    assert centre.x() == pytest.approx(x, abs=2) and centre.y() == pytest.approx(y, abs=2)


def test_geometry_edits_leave_the_tree_alone(qtbot, context, dock, monkeypatch):
    rebuilds = []
    original = dock.rebuild
    monkeypatch.setattr(dock, "rebuild", lambda: (rebuilds.append(1), original()))
    document = context.document
    point = document.board.territory("lowfen").parts[0].outer[0]
    document.undo_stack.push(MoveVertex(document, move_vertex(document.board, point, (point[0] + 3, point[1])), "m"))
    edit(context, "lowfen", name="Low Fen")  # a new name updates one row
    assert rebuilds == []
    assert dock.proxy.index(3, 0, dock.proxy.index(0, 0)).data() == "Low Fen"
    edit(context, "lowfen", continent="eastwild")  # another continent: the tree changes shape
    assert rebuilds == [1]
    assert groups(dock) == ["Northreach (3)", "Southmoor (3)", "Eastwild (4)"]
    context.document.undo_stack.undo()
    assert groups(dock)[0] == "Northreach (4)"


def test_a_renamed_id_rebuilds_and_keeps_the_selection(qtbot, context, dock):
    from editor.commands.rename_territory import RenameTerritory

    context.selection.set(["lowfen"])
    document = context.document
    document.undo_stack.push(RenameTerritory(document, document.board.territory_index("lowfen"), "low-fen",
                                             context.selection))
    assert selected_ids(dock) == {"low-fen"}
    assert dock.index_of("lowfen").isValid() is False


def test_a_big_map_builds_quickly(qtbot):
    from engine.board.generate import voronoi_board

    board = voronoi_board(2000, 8)
    context = make_context(qtbot, board, validation=False)
    dock = show_dock(qtbot, TerritoryDock(context))
    # A big map's tree is filled once the map has been drawn (the map first: issue 30, item 8).
    qtbot.waitUntil(context.scene.first_frame_drawn, timeout=3000)
    assert len(dock.visible_territory_ids()) == 2000


def test_a_big_maps_tree_shows_an_edit_made_before_it_was_filled(qtbot):
    from editor.commands.rename_territory import RenameTerritory
    from engine.board.generate import voronoi_board

    board = voronoi_board(1200, 8)
    context = make_context(qtbot, board, validation=False)
    dock = TerritoryDock(context)
    assert not context.scene.first_frame_drawn() and dock.visible_territory_ids() == []
    old_id = board.territories[0].id
    context.document.undo_stack.push(RenameTerritory(context.document, 0, "renamed-early"))
    qtbot.waitUntil(context.scene.first_frame_drawn, timeout=3000)
    shown = dock.visible_territory_ids()
    assert len(shown) == 1200 and "renamed-early" in shown and old_id not in shown
