"""Hovering: the territory under the mouse is highlighted, its neighbours lightly; the
highlight follows the mouse, clears when the mouse leaves, and restyles only what changes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from editor.scene import style
from editor.scene.map_scene import MapScene
from editor.scene.territory_item import TerritoryItem
from editor.view.map_view import MapView


@pytest.fixture
def view(qtbot, board):
    view = MapView(MapScene(board))
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    qtbot.waitExposed(view)
    view.raise_()  # over any window an earlier test left open: the pointer must reach this one
    view.set_zoom(1.5)
    # The pointer may still be where an earlier test left it, and moving it to where it
    # already is sends no event: start from a corner, with nothing hovered.
    QTest.mouseMove(view.viewport(), QPoint(1, 1))
    QApplication.sendEvent(view.viewport(), QEvent(QEvent.Type.Leave))
    return view


def point_of(view: MapView, board, territory_id: str) -> QPoint:
    """The viewport pixel over the territory's label point, scrolled into view."""
    x, y = board.label_point(territory_id)
    view.centerOn(QPointF(x, y))
    return view.mapFromScene(QPointF(x, y))


def move_to(view: MapView, pos: QPoint) -> None:
    QTest.mouseMove(view.viewport(), pos)


def looks(scene: MapScene) -> dict[str, tuple[bool, bool]]:
    return {tid: (item.is_hovered(), item.is_neighbour_highlighted()) for tid, item in scene.territory_items.items()}


def test_hover_highlights_the_territory_and_lightly_its_neighbours(view, board):
    scene = view.scene()
    plain = {tid: item.brush().color() for tid, item in scene.territory_items.items()}
    move_to(view, point_of(view, board, "t4"))
    assert scene.hovered() == "t4"
    neighbours = set(board.neighbours("t4"))
    assert neighbours and scene.hovered_neighbours() == neighbours
    for tid, (hovered, neighbour) in looks(scene).items():
        assert hovered == (tid == "t4"), tid
        assert neighbour == (tid in neighbours), tid
    hovered = scene.territory_item("t4")
    assert hovered.brush().color() == plain["t4"].lighter(style.HOVER_LIGHTER)
    assert hovered.pen().widthF() == style.HOVER_BORDER_WIDTH_PX
    assert hovered.zValue() > style.Z_TERRITORY  # its wide border is not covered
    some_neighbour = next(iter(neighbours))
    item = scene.territory_item(some_neighbour)
    assert item.brush().color() == plain[some_neighbour].lighter(style.NEIGHBOUR_LIGHTER)
    assert item.pen().widthF() == style.BORDER_WIDTH_PX  # lighter, not outlined
    far = next(tid for tid in plain if tid not in neighbours and tid != "t4")
    assert scene.territory_item(far).brush().color() == plain[far]


def test_the_highlight_follows_the_mouse(view, board, qtbot):
    scene = view.scene()
    seen = []
    scene.hoveredChanged.connect(seen.append)
    move_to(view, point_of(view, board, "t4"))
    other = next(tid for tid in scene.territory_items if tid != "t4" and tid not in board.neighbours("t4"))
    move_to(view, point_of(view, board, other))
    assert scene.hovered() == other
    assert not scene.territory_item("t4").is_hovered()
    assert scene.territory_item(other).is_hovered()
    expected = set(board.neighbours(other))
    assert {tid for tid, (_h, n) in looks(scene).items() if n} == expected
    assert seen == ["t4", other]


def test_the_highlight_clears_when_the_mouse_leaves(view, board):
    scene = view.scene()
    move_to(view, point_of(view, board, "t4"))
    assert scene.hovered() == "t4"
    QApplication.sendEvent(view.viewport(), QEvent(QEvent.Type.Leave))
    assert scene.hovered() is None
    assert not any(h or n for h, n in looks(scene).values())


def test_the_highlight_clears_over_the_sea_around_the_map(view, board, qtbot):
    scene = view.scene()
    move_to(view, point_of(view, board, "t4"))
    view.fit_to_window()
    qtbot.wait(1)  # scroll bars go, the viewport grows and the map is fitted again
    outside = QPoint(3, 3)  # the fitted view's corner is in the margin around the canvas
    assert not scene.canvas_rect().contains(view.mapToScene(outside))
    move_to(view, outside)
    assert scene.hovered() is None
    assert not any(h or n for h, n in looks(scene).values())


def test_only_items_whose_look_changes_are_restyled(view, board, monkeypatch):
    scene = view.scene()
    move_to(view, point_of(view, board, "t4"))
    restyled = []
    original = TerritoryItem._restyle

    def spy(item, *args):
        restyled.append(item.territory_id)
        original(item, *args)

    monkeypatch.setattr(TerritoryItem, "_restyle", spy)
    before = looks(scene)
    neighbour = board.neighbours("t4")[0]
    move_to(view, point_of(view, board, neighbour))
    after = looks(scene)
    changed = {tid for tid in after if after[tid] != before[tid]}
    assert changed and len(changed) < len(scene.territory_items) / 2
    assert set(restyled) == changed
    assert len(restyled) == len(changed)  # once each
    restyled.clear()
    move_to(view, point_of(view, board, neighbour) + QPoint(1, 0))  # still the same territory
    assert restyled == []


def test_hover_follows_the_mouse_while_a_tool_takes_the_moves(view, board):
    class Greedy:
        """A tool that uses every mouse move (as a drawing tool does)."""

        moves = 0

        def activate(self):
            pass

        def deactivate(self):
            pass

        def mouse_move(self, event):
            self.moves += 1
            return True

    tool = Greedy()
    view.set_tool(tool)
    move_to(view, point_of(view, board, "t4"))
    assert tool.moves >= 1
    assert view.scene().hovered() == "t4"


def test_hover_can_be_turned_off(view, board):
    scene = view.scene()
    move_to(view, point_of(view, board, "t4"))
    view.set_hover_enabled(False)
    assert scene.hovered() is None
    move_to(view, point_of(view, board, "t6"))
    assert scene.hovered() is None
    view.set_hover_enabled(True)
    move_to(view, point_of(view, board, "t6") + QPoint(1, 1))
    assert scene.hovered() == "t6"


def test_set_hovered_directly(qapp, board):
    scene = MapScene(board)
    scene.set_hovered("t3")
    assert scene.hovered() == "t3"
    assert scene.territory_item("t3").is_hovered()
    scene.set_hovered("no such territory")
    assert scene.hovered() is None
    assert not scene.territory_item("t3").is_hovered()
    assert scene.hovered_neighbours() == frozenset()


def test_hovered_and_selected_together(qapp, board):
    scene = MapScene(board)
    colour = scene.territory_item("t3").brush().color()
    scene.set_selection(["t3"])
    scene.set_hovered("t3")
    item = scene.territory_item("t3")
    assert item.pen().color() == style.SELECTION_COLOUR  # the selection outline wins
    assert item.brush().color() == colour.lighter(style.HOVER_LIGHTER)
    scene.set_hovered(None)
    assert item.brush().color() == QColor(colour)
    assert item.pen().color() == style.SELECTION_COLOUR


def test_hovered_territory_removed_from_the_board(qapp, board):
    scene = MapScene(board)
    scene.set_hovered("t3")
    board.remove_territory_at(board.territory_index("t3"))
    scene.refresh_territory("t3")
    assert scene.hovered() is None
    assert not any(item.is_neighbour_highlighted() for item in scene.territory_items.values())


def test_hit_test_topmost_and_holes(qapp, archipelago):
    scene = MapScene(archipelago)
    cx, cy = archipelago.territory("t12").label
    assert scene.territory_at(QPointF(cx + 2, cy)) is None  # the lake
    assert scene.territory_at(QPointF(*archipelago.territory("t12").city_slot)) == "t12"
    assert scene.territory_at(QPointF(-50, -50)) is None
    for territory in archipelago.territories:
        if territory.id != "t12":  # its label point is in its lake
            assert scene.territory_at(QPointF(*archipelago.label_point(territory.id))) == territory.id


@pytest.mark.parametrize("button", [Qt.MouseButton.MiddleButton])
def test_panning_keeps_hover_in_step(view, board, button):
    scene = view.scene()
    start = point_of(view, board, "t4")
    QTest.mousePress(view.viewport(), button, Qt.KeyboardModifier.NoModifier, start)
    assert scene.hovered() in (None, "t4")
    QTest.mouseRelease(view.viewport(), button, Qt.KeyboardModifier.NoModifier, start)
    move_to(view, start + QPoint(0, 1))
    assert scene.hovered() == scene.territory_at(view.mapToScene(start + QPoint(0, 1)))
