"""A scene following a document updates exactly the items an edit concerns, and undo restores them."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from editor.commands.connection_commands import AddConnection, RemoveConnection, SetConnectionKind
from editor.commands.continent_commands import ChangeContinent, SetMapProperties
from editor.commands.territory_commands import AddTerritory, MoveVertex, RemoveTerritories, SetTerritoryProperties
from editor.document.map_document import MapDocument
from editor.scene.connection_item import ConnectionItem
from editor.scene.map_scene import MapScene
from editor.scene.slot_item import SlotKind
from editor.scene.territory_item import TerritoryItem
from engine.board import Connection, ConnectionKind
from engine.board.editing import move_vertex, territory_from_points, vertices_at

SEA = ConnectionKind.SEA_LINE


@pytest.fixture
def document(qapp, archipelago):
    return MapDocument(archipelago)


@pytest.fixture
def scene(document):
    scene = MapScene(document.board)
    scene.set_borders_visible(True)  # border links too, so that every connection has an item
    scene.follow(document)
    return scene


class Spy:
    """Records which territory items get a new value and which connection items recompute."""

    def __init__(self, monkeypatch):
        self.territories: list[str] = []
        self.connections: list[tuple[str, str]] = []
        set_territory, refresh = TerritoryItem.set_territory, ConnectionItem.refresh

        def spy_set_territory(item, territory, colour):
            self.territories.append(territory.id)
            set_territory(item, territory, colour)

        def spy_refresh(item, board, connection=None):
            self.connections.append((item.connection.a, item.connection.b))
            refresh(item, board, connection)

        monkeypatch.setattr(TerritoryItem, "set_territory", spy_set_territory)
        monkeypatch.setattr(ConnectionItem, "refresh", spy_refresh)

    def clear(self):
        self.territories.clear()
        self.connections.clear()


@pytest.fixture
def spy(monkeypatch):
    return Spy(monkeypatch)


def snapshot(scene: MapScene):
    """Every item by identity, with its path, colour and position: to tell what changed."""
    return {
        "territories": {tid: (id(item), item.path(), item.brush().color().name())
                        for tid, item in scene.territory_items.items()},
        "labels": {tid: (id(item), item.pos()) for tid, item in scene.label_items.items()},
        "connections": sorted((item.connection.a, item.connection.b, item.kind.value, id(item))
                              for item in scene.connection_items),
    }


def changed_territories(before, after) -> set[str]:
    ids = set(before["territories"]) | set(after["territories"])
    return {tid for tid in ids if before["territories"].get(tid) != after["territories"].get(tid)}


def shared_vertex(board, territory_id):
    """A vertex of the territory that at least two other territories share."""
    for point in board.territory(territory_id).parts[0].outer.points():
        if len({ref.territory for ref in vertices_at(board, point)}) >= 3:
            return point
    raise AssertionError("no shared corner")


def test_moving_a_vertex_refreshes_only_the_territories_that_have_it(document, scene, spy):
    board = document.board
    point = shared_vertex(board, "t28")
    changes = move_vertex(board, point, (point[0] + 6, point[1] - 4))
    affected = {board.territories[index].id for index in changes}
    assert len(affected) >= 3
    before = snapshot(scene)
    document.undo_stack.push(MoveVertex(document, changes, "Move Vertex", drag=object()))
    after = snapshot(scene)
    assert set(spy.territories) == affected
    assert changed_territories(before, after) == affected
    for tid in affected:  # refreshed in place, not made again
        assert after["territories"][tid][0] == before["territories"][tid][0]
        path = scene.territory_item(tid).path()
        assert any(path.elementAt(k).x == point[0] + 6 for k in range(path.elementCount()))
    touching = {(c.a, c.b) for c in board.connections if c.a in affected or c.b in affected}
    assert spy.connections and set(spy.connections) <= touching
    assert after["connections"] == before["connections"]  # no connection item made again
    spy.clear()
    document.undo_stack.undo()
    assert snapshot(scene) == before
    assert set(spy.territories) == affected


def test_drag_merging_into_one_step(document, scene):
    board = document.board
    point = shared_vertex(board, "t28")
    before = snapshot(scene)
    drag = object()
    current = point
    for step in range(1, 4):
        target = (point[0] + 2 * step, point[1])
        changes = move_vertex(document.board, current, target)
        document.undo_stack.push(MoveVertex(document, changes, "Move Vertex", drag=drag))
        current = target
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert snapshot(scene) == before


def test_adding_and_removing_a_territory(document, scene, spy):
    board = document.board
    width, height = board.meta.width, board.meta.height
    x, y = 0.49 * width, 0.3 * height  # in the ocean strip of the archipelago
    territory, neighbours = territory_from_points(
        board, "isle", "Isle", [(x, y), (x + 60, y), (x + 60, y + 50), (x, y + 50)], "east")
    territory = dataclasses.replace(territory, label=(x + 30, y + 25), city_slot=(x + 30, y + 12))
    before = snapshot(scene)
    document.undo_stack.push(AddTerritory(document, territory, neighbours))
    after = snapshot(scene)
    assert changed_territories(before, after) == {"isle"}
    item = scene.territory_item("isle")
    assert item.brush().color() == QColor(board.continent("east").colour)
    assert scene.territory_at(QPointF(x + 30, y + 25)) == "isle"
    assert scene.label_item("isle").text() == "Isle"
    assert scene.slot_item("isle", SlotKind.CITY) is not None
    assert scene.slot_item("isle", SlotKind.SCAR) is None
    assert spy.territories == []  # nobody else was refreshed
    document.undo_stack.undo()
    assert snapshot(scene) == before
    assert scene.territory_item("isle") is None and scene.label_item("isle") is None
    assert scene.territory_at(QPointF(x + 30, y + 25)) is None


def test_removing_territories_and_their_connections_then_undo(document, scene):
    board = document.board
    before = snapshot(scene)
    gone = {"t28", "t32"}
    document.undo_stack.push(RemoveTerritories(document, [board.territory_index(t) for t in gone]))
    after = snapshot(scene)
    assert changed_territories(before, after) == gone
    assert not any(gone & {item.connection.a, item.connection.b} for item in scene.connection_items)
    kept = [c for c in before["connections"] if not gone & {c[0], c[1]}]
    assert after["connections"] == kept  # the other connection items were kept as they were
    document.undo_stack.undo()
    restored = snapshot(scene)
    assert set(restored["territories"]) == set(before["territories"])
    assert [c[:3] for c in restored["connections"]] == [c[:3] for c in before["connections"]]


def test_adding_a_connection_makes_one_item(document, scene):
    before = snapshot(scene)
    document.undo_stack.push(AddConnection(document, Connection("t0", "t41", SEA)))
    after = snapshot(scene)
    new = [c for c in after["connections"] if c not in before["connections"]]
    assert [c[:3] for c in new] == [("t0", "t41", "sea-line")]
    assert set(before["connections"]) <= set(after["connections"])  # nothing made again
    assert changed_territories(before, after) == set()
    document.undo_stack.undo()
    assert snapshot(scene) == before


def test_connection_changes_keep_the_other_items(document, scene):
    board = document.board
    index = next(i for i, c in enumerate(board.connections) if c.kind is ConnectionKind.BORDER)
    connection = board.connections[index]
    before = snapshot(scene)
    document.undo_stack.push(SetConnectionKind(document, index, SEA))
    after = snapshot(scene)
    changed = set(before["connections"]) ^ set(after["connections"])
    ends = (connection.a, connection.b)
    assert {c[:3] for c in changed} == {(*ends, "border"), (*ends, "sea-line")}
    document.undo_stack.push(RemoveConnection(document, index))
    assert not any((i.connection.a, i.connection.b) == (connection.a, connection.b) for i in scene.connection_items)
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert [c[:3] for c in snapshot(scene)["connections"]] == [c[:3] for c in before["connections"]]


def test_hovered_neighbours_follow_connection_changes(document, scene):
    scene.set_hovered("t0")
    assert "t41" not in scene.hovered_neighbours()
    document.undo_stack.push(AddConnection(document, Connection("t0", "t41", SEA)))
    assert "t41" in scene.hovered_neighbours()
    assert scene.territory_item("t41").is_neighbour_highlighted()
    document.undo_stack.undo()
    assert "t41" not in scene.hovered_neighbours()
    assert not scene.territory_item("t41").is_neighbour_highlighted()


def test_changing_a_continent_only_recolours(document, scene, spy):
    board = document.board
    index = board.continent_index("east")
    members = {t.id for t in board.territories if t.continent == "east"}
    before = snapshot(scene)
    restyled = []
    original = TerritoryItem._restyle
    TerritoryItem._restyle = lambda item, *a: (restyled.append(item.territory_id), original(item, *a))
    try:
        document.undo_stack.push(ChangeContinent(document, index, colour="#123456"))
    finally:
        TerritoryItem._restyle = original
    after = snapshot(scene)
    assert changed_territories(before, after) == members
    assert set(restyled) == members
    assert spy.territories == [] and spy.connections == []  # no path or connection recomputed
    for tid in members:
        assert after["territories"][tid][:2] == before["territories"][tid][:2]  # same item, same path
        assert scene.territory_item(tid).brush().color() == QColor("#123456")
    document.undo_stack.undo()
    assert snapshot(scene) == before


def test_renaming_a_territory_updates_its_label_in_place(document, scene):
    board = document.board
    index = board.territory_index("t28")
    label = scene.label_item("t28")
    document.undo_stack.push(SetTerritoryProperties(
        document, {index: dataclasses.replace(board.territory("t28"), name="Port Royal")}, "Rename"))
    assert scene.label_item("t28") is label
    assert label.text() == "Port Royal"
    document.undo_stack.undo()
    assert label.text() == board.territory("t28").name


def test_selection_survives_edits(document, scene):
    board = document.board
    scene.set_selection(["t28"])
    point = shared_vertex(board, "t28")
    changes = move_vertex(board, point, (point[0] + 3, point[1]))
    document.undo_stack.push(MoveVertex(document, changes, "Move Vertex", drag=object()))
    assert scene.territory_item("t28").is_selected_territory()
    document.undo_stack.push(RemoveTerritories(document, [board.territory_index("t28")]))
    document.undo_stack.undo()
    assert scene.territory_item("t28").is_selected_territory()


def test_map_properties_rebuild_only_when_the_canvas_changes(document, scene):
    meta = document.board.meta
    before = snapshot(scene)
    document.undo_stack.push(SetMapProperties(document, dataclasses.replace(meta, name="Renamed")))
    assert snapshot(scene) == before  # nothing to redraw
    document.undo_stack.push(SetMapProperties(document, dataclasses.replace(meta, width=meta.width + 100)))
    assert scene.canvas_rect().width() == meta.width + 100
    assert scene.sceneRect().contains(scene.canvas_rect())
    document.undo_stack.undo()
    assert scene.canvas_rect().width() == meta.width


def test_replacing_the_board_shows_the_new_one(document, scene, board):
    document.replace_board(board)
    assert scene.board is board
    assert set(scene.territory_items) == {t.id for t in board.territories}
