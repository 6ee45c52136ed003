"""Geometry edits keep shared borders shared (the editor's toolbox, tested without Qt)."""

from __future__ import annotations

import dataclasses

import pytest
import shapely

from engine.board import PolygonPart, Ring, editing
from engine.board.validation import validate
from tests.support.boards import SIZE, board, border, pair, square


def apply(b, changed):
    for index, territory in changed.items():
        b.set_territory(index, territory)
    return b


def test_moving_a_shared_corner_moves_it_in_both_territories():
    b = pair()
    changed = editing.move_vertex(b, (100.0, 0.0), (110.0, -5.0))
    assert set(changed) == {0, 1}
    apply(b, changed)
    assert (110.0, -5.0) in b.territory("a").parts[0].outer.points()
    assert (110.0, -5.0) in b.territory("b").parts[0].outer.points()
    assert b.suggest_connections() == [("a", "b")]
    assert validate(b).problems == []


def test_inserting_a_vertex_on_a_shared_edge_puts_it_on_both_sides():
    b = pair()
    changed = editing.insert_vertex(b, ((100.0, 0.0), (100.0, 100.0)), (100.0, 40.0))
    assert set(changed) == {0, 1}
    apply(b, changed)
    for tid in ("a", "b"):
        assert len(b.territory(tid).parts[0].outer) == 5
    assert validate(b).problems == []


def test_deleting_a_shared_vertex_deletes_it_everywhere_and_keeps_three_corners():
    b = pair()
    apply(b, editing.insert_vertex(b, ((100.0, 0.0), (100.0, 100.0)), (100.0, 40.0)))
    apply(b, editing.delete_vertex(b, (100.0, 40.0)))
    assert all(len(t.parts[0].outer) == 4 for t in b.territories)
    triangle = board(square("a", 0, 0))
    apply(triangle, editing.delete_vertex(triangle, (0.0, 0.0)))
    with pytest.raises(ValueError, match="fewer than 3"):
        editing.delete_vertex(triangle, (100.0, 0.0))


def test_snapping_prefers_a_nearby_vertex_then_an_edge():
    b = pair()
    assert editing.snap(b, (102.0, 3.0), 5.0) == editing.Snap((100.0, 0.0), "vertex")
    on_edge = editing.snap(b, (103.0, 50.0), 5.0)
    assert on_edge.kind == "edge" and on_edge.point == (100.0, 50.0)
    assert editing.snap(b, (150.0, 50.0), 5.0).kind == "none"


def test_a_territory_drawn_against_an_edge_shares_the_snapped_vertices():
    b = pair()
    # A new territory below "a", whose top corner lands in the middle of a's bottom edge.
    points = [(0.0, 100.0), (50.0, 100.0), (50.0, 200.0), (0.0, 200.0)]
    territory, neighbours = editing.territory_from_points(b, "c", "C", points, continent="main")
    assert set(neighbours) == {0}
    apply(b, neighbours)
    b.add_territory(territory)
    assert (50.0, 100.0) in b.territory("a").parts[0].outer.points()
    assert ("a", "c") in b.suggest_connections()
    codes = validate(b).codes()
    assert "border-mismatch" not in codes and "overlap" not in codes


def test_splitting_a_territory_makes_two_neighbours_and_tells_the_neighbour():
    b = pair()
    result = editing.split_territory(b, 0, [(-10.0, 50.0), (110.0, 50.0)], "a2", "A2")
    b.set_territory(0, result.first)
    apply(b, result.neighbours)
    b.add_territory(result.second)
    b.add_connection(border("a", "a2"))
    b.add_connection(border("a2", "b"))
    assert b.area("a") == pytest.approx(SIZE * SIZE / 2)
    assert b.area("a2") == pytest.approx(SIZE * SIZE / 2)
    assert (100.0, 50.0) in b.territory("b").parts[0].outer.points()
    assert set(b.suggest_connections()) == {("a", "a2"), ("a", "b"), ("a2", "b")}
    codes = validate(b).codes()
    assert "border-mismatch" not in codes and "overlap" not in codes


def test_a_line_that_does_not_cross_cannot_split():
    with pytest.raises(ValueError, match="cross the territory"):
        editing.split_territory(pair(), 0, [(10.0, 10.0), (20.0, 20.0)], "x", "X")


def test_merging_two_territories_gives_one_covering_both():
    b = pair()
    merged = editing.merge_territories(b, [0, 1])
    assert merged.id == "a"
    assert shapely.Polygon(merged.parts[0].outer.xy).area == pytest.approx(2 * SIZE * SIZE)


def test_moving_territories_moves_their_marks_too():
    b = pair()
    changed = editing.translate_territories(b, [1], 5.0, 0.0)
    assert changed[1].label == (155.0, 50.0)


def test_a_corner_moved_onto_a_shared_edge_is_inserted_into_both_territories_there():
    b = board(square("a", 0, 0), square("b", SIZE, 0), square("c", 2 * SIZE + 50, 0))
    # c's corner (250, 100) moved onto the edge a and b share, x = 100
    changed = editing.move_corner(b, (250.0, 100.0), (100.0, 40.0))
    assert set(changed) == {0, 1, 2}
    apply(b, changed)
    assert (100.0, 40.0) in b.territory("a").parts[0].outer.points()
    assert (100.0, 40.0) in b.territory("b").parts[0].outer.points()
    assert len(b.territory("a").parts[0].outer) == 5
    assert "border-mismatch" not in validate(b).codes()


def test_a_corner_moved_so_its_edge_runs_past_a_neighbours_corner_takes_that_corner():
    # North's bottom edge has a corner at (50, 100); south's top edge (0, 130)-(100, 100) is
    # moved up to run along it, from (0, 100): it must pass through (50, 100) as a corner too.
    north_ring = Ring([(0, 0), (100, 0), (100, 100), (50, 100), (0, 100)])
    south_ring = Ring([(0, 130), (100, 100), (100, 200), (0, 200)])
    north = dataclasses.replace(square("north", 0, 0), parts=(PolygonPart(north_ring),))
    south = dataclasses.replace(square("south", 0, 100), parts=(PolygonPart(south_ring),))
    b = board(north, south)
    apply(b, editing.move_vertex(b, (0.0, 130.0), (0.0, 100.0)))
    assert [p.code for p in validate(b).problems if p.code == "border-mismatch"]  # the T-junction
    changed = editing.join_after_drag(b, [1])  # what Edit Vertices does at the drop
    assert set(changed) == {1}
    apply(b, changed)
    assert b.territory("south").parts[0].outer.points() == [(0.0, 100.0), (50.0, 100.0), (100.0, 100.0),
                                                           (100.0, 200.0), (0.0, 200.0)]
    assert [p.code for p in validate(b).problems if p.code == "border-mismatch"] == []


def test_snapping_can_skip_the_edges_of_a_dragged_corner():
    b = pair()
    # (99, 30) is nearest a's and b's shared edge x = 100; skipping the edges at (100, 0)
    # (that edge among them) leaves none within reach.
    assert editing.snap(b, (99.0, 30.0), 5.0).kind == "edge"
    assert editing.snap(b, (99.0, 30.0), 5.0, skip_edges_at=[(100.0, 0.0)]).kind == "none"
    assert editing.snap(b, (99.0, 30.0), 5.0, skip_edges_at=[(0.0, 0.0)]).edge in (
        ((100.0, 0.0), (100.0, 100.0)), ((100.0, 100.0), (100.0, 0.0)))


def test_vertices_at_among_candidates_finds_only_theirs():
    # a and b share the corner (100, 0); the editor passes the spatial index's candidates
    shared = board(square("a", 0, 0), square("b", 100, 0), square("c", 300, 0))
    everywhere = editing.vertices_at(shared, (100.0, 0.0))
    assert {ref.territory for ref in everywhere} == {0, 1}
    near = editing.territories_near(shared, (100.0, 0.0), 0.0)
    assert editing.vertices_at(shared, (100.0, 0.0), near) == everywhere
    assert [ref.territory for ref in editing.vertices_at(shared, (100.0, 0.0), [1, 2])] == [1]
    assert editing.vertices_at(shared, (100.0, 0.0), []) == []


def test_a_drawn_edge_running_past_a_neighbours_corner_takes_it():
    # Issue 30: "a Draw edge running straight past a neighbour's corner" left a T-junction.
    # A strip drawn under a and b, its top edge from (0, 100) to (200, 100) past their
    # shared corner (100, 100).
    b = pair()
    territory, neighbours = editing.territory_from_points(
        b, "c", "C", [(0.0, 100.0), (200.0, 100.0), (200.0, 150.0), (0.0, 150.0)])
    assert neighbours == {}  # a and b already have both ends
    assert territory.parts[0].outer.points() == [(0.0, 100.0), (100.0, 100.0), (200.0, 100.0),
                                                 (200.0, 150.0), (0.0, 150.0)]
    b.add_territory(territory)
    assert "border-mismatch" not in validate(b).codes()


def test_a_territory_drawn_among_one_continents_territories_joins_it():
    # Issue 30, item 7: "a territory drawn among one continent's territories joins that continent".
    from engine.board import Continent

    continents = [Continent("main", "Mainland", "#88aa55", 3), Continent("isles", "Isles", "#5588aa", 2)]
    b = board(square("a", 0, 0), square("b", SIZE, 0), square("d", 2 * SIZE, 0, continent="isles"),
              continents=continents)
    under_a_and_b = [(0.0, 100.0), (200.0, 100.0), (200.0, 150.0), (0.0, 150.0)]
    territory, neighbours = editing.territory_from_points(b, "c", "C", under_a_and_b)
    assert editing.bordering_continent(b, territory, neighbours) == "main"
    # Mostly under d (150 of its 200-unit top border): d's continent.
    mostly_d = [(150.0, 100.0), (300.0, 100.0), (300.0, 150.0), (150.0, 150.0)]
    territory, neighbours = editing.territory_from_points(b, "c", "C", mostly_d)
    assert editing.bordering_continent(b, territory, neighbours) == "isles"
    # Half and half, or touching nothing: no continent (the designer chooses).
    even = [(100.0, 100.0), (300.0, 100.0), (300.0, 150.0), (100.0, 150.0)]
    assert editing.bordering_continent(b, *editing.territory_from_points(b, "c", "C", even)) is None
    apart = [(0.0, 400.0), (50.0, 400.0), (50.0, 450.0)]
    assert editing.bordering_continent(b, *editing.territory_from_points(b, "c", "C", apart)) is None


def test_presses_in_a_row_join_only_where_the_corner_ends():
    # A corner nudged across a neighbour's border and back: computed from where the presses
    # started, it joins the border only while it is on it, and leaves nothing behind.
    c = dataclasses.replace(square("c", 50, 105), parts=(PolygonPart(Ring(
        [(50.0, 105.0), (200.0, 100.0), (200.0, 200.0), (50.0, 200.0)])),))
    b = board(*pair().territories, c)
    start = b.copy()
    before: dict = {}
    point = (50.0, 105.0)
    for dy in (-5.0, -1.0, 1.0):
        point, changes = editing.nudge_corner(b, point, 0.0, dy, start=(50.0, 105.0) if before else None,
                                              before=before or None)
        for index in changes:
            before.setdefault(index, b.territories[index])
        apply(b, changes)
        on_border = point == (50.0, 100.0)
        assert ((50.0, 100.0) in b.territory("a").parts[0].outer.points()) == on_border
    for dy in (-1.0, 6.0):  # off the border, and back where it started
        point, changes = editing.nudge_corner(b, point, 0.0, dy, start=(50.0, 105.0), before=before)
        apply(b, changes)
    assert b == start
