"""suggest_connections(): every pair sharing a border of positive length, and no other."""

from __future__ import annotations

import dataclasses

from hypothesis import given
from hypothesis import strategies as st

from engine.board import PolygonPart, Ring
from engine.board.generate import voronoi_board
from tests.support.boards import SIZE, board, square


def test_squares_side_by_side_share_a_border():
    assert board(square("a", 0, 0), square("b", SIZE, 0)).suggest_connections() == [("a", "b")]


def test_a_single_touching_point_does_not_count():
    assert board(square("a", 0, 0), square("b", SIZE, SIZE)).suggest_connections() == []


def test_a_border_with_vertices_on_one_side_only_still_counts():
    # b's left edge runs along half of a's right edge, with no vertex of a there.
    small = dataclasses.replace(square("b", SIZE, 25, size=50))
    assert board(square("a", 0, 0), small).suggest_connections() == [("a", "b")]


def test_territories_apart_do_not_share_a_border():
    assert board(square("a", 0, 0), square("b", SIZE + 1, 0)).suggest_connections() == []


def test_holes_and_islands_count_as_borders():
    frame = dataclasses.replace(square("ring", 0, 0, size=300), parts=(
        PolygonPart(Ring([(0, 0), (300, 0), (300, 300), (0, 300)]),
                    (Ring([(100, 100), (200, 100), (200, 200), (100, 200)]),)),
    ))
    lake_island = square("island", 100, 100)
    assert board(frame, lake_island).suggest_connections() == [("island", "ring")]


def test_a_generated_map_finds_exactly_the_generators_neighbours():
    generated = voronoi_board(300, 30, seed=7)
    expected = sorted(tuple(sorted((c.a, c.b))) for c in generated.connections)
    assert generated.suggest_connections() == expected


@given(st.integers(2, 6), st.integers(2, 6), st.data())
def test_a_grid_finds_its_edge_neighbours_but_not_diagonals(columns, rows, data):
    # Some cells get extra vertices along their edges: the answer must not change.
    cells = []
    for col in range(columns):
        for row in range(rows):
            x, y = col * SIZE, row * SIZE
            points = [(x, y), (x + SIZE, y), (x + SIZE, y + SIZE), (x, y + SIZE)]
            if data.draw(st.booleans()):
                points.insert(1, (x + SIZE / 2, y))
            cells.append(dataclasses.replace(
                square(f"c{col}-{row}", x, y), parts=(PolygonPart(Ring(points)),)
            ))
    expected = set()
    for col in range(columns):
        for row in range(rows):
            if col + 1 < columns:
                expected.add(tuple(sorted((f"c{col}-{row}", f"c{col + 1}-{row}"))))
            if row + 1 < rows:
                expected.add(tuple(sorted((f"c{col}-{row}", f"c{col}-{row + 1}"))))
    assert board(*cells).suggest_connections() == sorted(expected)


def test_a_territory_drawn_inside_another_does_not_share_a_border():
    """Found in the editor: the boundaries' intersection then holds an empty line."""
    inner = dataclasses.replace(square("t", 0, 0), parts=(PolygonPart(Ring([(30, 20), (80, 20), (55, 70)])),))
    b = board(square("a", 0, 0), square("b", SIZE, 0), inner)
    assert b.suggest_connections() == [("a", "b")]
