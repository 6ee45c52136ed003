"""Issue 30: "Edit Vertices warns while dragging into" a self-intersection: while the dragged
corner makes a border cross itself, the status bar says whose, and the corner's handle is red;
dragged back to a place where every border is sound, the warning goes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QAction, QMouseEvent
from PySide6.QtWidgets import QApplication

from editor.tools.overlays import HandleLayer
from engine.board import Board, Continent, MapMetadata, PolygonPart, Ring, Territory
from tests.editor.test_editor_workflow import hover, pixel
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.support.editor_windows import shown_map

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
CORNER = (100.0, 100.0)  # Ukraine's corner shared with Poland


def two_countries() -> Board:
    def territory(tid, name, points, label):
        return Territory(tid, name, (PolygonPart(Ring(points)),), continent="main", label=label)

    return Board(MapMetadata("Warn", 400, 300, mark_radius=10), [Continent("main", "Mainland", "#88aa55", 3)], [
        territory("ukraine", "Ukraine", [(0, 0), (100, 0), CORNER, (0, 100)], (50, 50)),
        territory("poland", "Poland", [(100, 0), (200, 0), (200, 100), CORNER], (150, 50)),
    ], [])


@pytest.fixture
def shown(make_window, qtbot):  # noqa: F811
    window = shown_map(make_window(two_countries()), qtbot, zoom=2.0, centre=(100, 60))
    window.findChild(QAction, "tool.vertices").trigger()
    window.selection.set(["ukraine"])
    return window


def send(window, kind, at, button, buttons) -> None:
    viewport = window.map_view().viewport()
    point = pixel(window, *at)
    QApplication.sendEvent(viewport, QMouseEvent(kind, QPointF(point), QPointF(viewport.mapToGlobal(point)),
                                                 button, buttons, Qt.KeyboardModifier.NoModifier))


def vertex_handles(window) -> HandleLayer:
    """Edit Vertices' handles (the only handle layer while it is the tool)."""
    (layer,) = [item for item in window.context().scene.items() if isinstance(item, HandleLayer)]
    return layer


def test_dragging_a_corner_across_the_opposite_edge_warns_and_the_handle_turns_red(shown, qtbot, tmp_path):
    hover(shown, *CORNER)
    send(shown, QEvent.Type.MouseButtonPress, CORNER, LEFT, LEFT)
    for point in ((60.0, 40.0), (50.0, -10.0)):  # the last below Ukraine's bottom edge
        send(shown, QEvent.Type.MouseMove, point, NONE, LEFT)
    assert "This corner makes Ukraine's border cross itself" in shown.statusBar().currentMessage()
    assert vertex_handles(shown).warning()
    shown.grab().save(str(tmp_path / "warning.png"))

    send(shown, QEvent.Type.MouseMove, (60.0, 40.0), NONE, LEFT)  # back inside: a sound border
    assert "cross itself" not in shown.statusBar().currentMessage()
    assert not vertex_handles(shown).warning()
    send(shown, QEvent.Type.MouseButtonRelease, (60.0, 40.0), LEFT, NONE)


def test_a_drag_that_keeps_every_border_sound_says_nothing_of_crossing(shown):
    hover(shown, *CORNER)
    send(shown, QEvent.Type.MouseButtonPress, CORNER, LEFT, LEFT)
    send(shown, QEvent.Type.MouseMove, (110.0, 90.0), NONE, LEFT)
    assert "cross itself" not in shown.statusBar().currentMessage()
    assert not vertex_handles(shown).warning()
    send(shown, QEvent.Type.MouseButtonRelease, (110.0, 90.0), LEFT, NONE)
