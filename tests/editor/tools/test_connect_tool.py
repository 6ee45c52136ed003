"""Connecting and disconnecting territories by dragging between them."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from editor.tools.connect_tool import ConnectTool
from editor.tools.overlays import PreviewPath
from engine.board.model import ConnectionKind
from tests.editor.tools.conftest import canvas
from tests.support.boards import square


def unconnected():
    return canvas(square("a", 0, 0), square("b", 100, 0), square("far", 250, 150))


def test_drag_connects_and_dragging_again_disconnects(make_editor):
    editor = make_editor(unconnected())
    editor.use(ConnectTool)
    editor.drag((50, 50), (100, 60), (150, 50))
    assert [(c.a, c.b, c.kind) for c in editor.board.connections] == [("a", "b", ConnectionKind.BORDER)]
    assert not [i for i in editor.scene.items() if isinstance(i, PreviewPath)]  # the preview is gone
    editor.drag((150, 50), (50, 50))
    assert editor.board.connections == ()
    assert editor.stack.count() == 2
    editor.stack.undo()
    assert len(editor.board.connections) == 1


def test_automatic_makes_a_sea_line_between_territories_apart(make_editor):
    editor = make_editor(unconnected())
    editor.use(ConnectTool)
    editor.drag((150, 50), (300, 200))
    assert [(c.a, c.b, c.kind) for c in editor.board.connections] == [("b", "far", ConnectionKind.SEA_LINE)]


def test_the_option_chooses_the_kind(make_editor):
    editor = make_editor(unconnected())
    tool = editor.use(ConnectTool)
    options = tool.options_widget(None)
    combo = options.findChild(QComboBox, "connectKind")
    assert combo.count() == 3 and combo.currentText() == "Automatic"
    combo.setCurrentIndex(2)  # Sea-line
    editor.drag((50, 50), (150, 50))
    assert editor.board.connections[0].kind is ConnectionKind.SEA_LINE
    combo.setCurrentIndex(1)  # Border, even far apart
    editor.drag((50, 50), (300, 200))
    assert editor.board.connections[1].kind is ConnectionKind.BORDER
    options.deleteLater()


def test_releasing_on_the_same_territory_or_water_does_nothing(make_editor):
    editor = make_editor(unconnected())
    editor.use(ConnectTool)
    editor.drag((20, 50), (80, 50))
    editor.drag((50, 50), (380, 20))
    assert editor.stack.count() == 0


def test_border_connections_show_while_the_tool_is_active(make_editor):
    editor = make_editor(unconnected())
    assert not editor.scene.borders_visible()
    editor.use(ConnectTool)
    assert editor.scene.borders_visible()
    editor.view.set_tool(None)
    assert not editor.scene.borders_visible()
