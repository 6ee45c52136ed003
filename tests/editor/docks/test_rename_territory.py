"""RenameTerritory: a new id for a territory and every connection naming it, in one undo step."""

from __future__ import annotations

from editor.commands.rename_territory import RenameTerritory, is_valid_territory_id
from editor.document.changes import ChangeKind
from editor.document.map_document import MapDocument
from editor.tools.base import Selection
from tests.support.boards import board, border, sea, square


def test_ids_follow_the_map_format():
    assert is_valid_territory_id("north-africa_2.b")
    for bad in ("", "-a", "_a", "a b", "a/b", "é", "a\n"):
        assert not is_valid_territory_id(bad), bad


def test_rename_moves_connections_and_selection_and_undoes(qapp):
    original = board(
        square("a", 0, 0), square("b", 100, 0), square("c", 200, 0),
        connections=[border("a", "b"), sea("c", "a", one_way=True, wraps=True), border("b", "c")],
    )
    document = MapDocument(original.copy())
    selection = Selection()
    selection.set(["b", "a"])
    kinds = []
    document.changed.connect(lambda change: kinds.append(change.kind))
    document.undo_stack.push(RenameTerritory(document, 0, "alpha", selection))
    result = document.board
    assert [t.id for t in result.territories] == ["alpha", "b", "c"]
    assert [(c.a, c.b, c.one_way, c.wraps) for c in result.connections] == [
        ("alpha", "b", False, False), ("c", "alpha", True, True), ("b", "c", False, False),
    ]
    assert selection.ids == ("b", "alpha")
    assert kinds == [ChangeKind.TERRITORIES, ChangeKind.CONNECTIONS]
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert document.board == original
    assert selection.ids == ("b", "a")


def test_a_territory_without_connections_changes_alone(qapp):
    document = MapDocument(board(square("a", 0, 0), square("b", 300, 0)))
    kinds = []
    document.changed.connect(lambda change: kinds.append(change.kind))
    document.undo_stack.push(RenameTerritory(document, 1, "beta"))
    assert kinds == [ChangeKind.TERRITORIES]
    assert document.board.has_territory("beta")
