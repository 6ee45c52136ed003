"""The tool list the window builds its toolbar from, and what every tool promises."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QWidget

from editor.tools.base import Tool
from editor.tools.registry import tool_classes


def test_the_tools_in_toolbar_order():
    assert [c.name for c in tool_classes()] == [
        "select", "draw", "vertices", "split", "connect", "continents", "slots", "measure"]
    assert [c.shortcut for c in tool_classes()] == ["V", "D", "E", "K", "C", "P", "S", "M"]


def test_titles_and_tips(qapp):
    assert [c.title() for c in tool_classes()] == [
        "Select", "Draw Territory", "Edit Vertices", "Split", "Connect", "Continents", "Sticker Slots", "Measure"]
    for cls in tool_classes():
        assert issubclass(cls, Tool)
        assert cls.tip() and "\n" not in cls.tip()
        assert not QKeySequence(cls.shortcut).isEmpty()


def shown(scene) -> int:
    # The scene keeps border links it once made, hidden: count what is visible.
    return sum(item.isVisible() for item in scene.items())


@pytest.mark.parametrize("cls", tool_classes(), ids=lambda c: c.name)
def test_switching_tools_leaves_the_scene_as_it_was(editor, cls):
    before = shown(editor.scene)
    borders, slots = editor.scene.borders_visible(), editor.scene.slots_visible()
    tool = editor.use(cls)
    editor.hover(50, 50)
    editor.view.set_tool(None)
    assert shown(editor.scene) == before
    assert (editor.scene.borders_visible(), editor.scene.slots_visible()) == (borders, slots)
    editor.use(cls)  # and a tool can be picked again
    editor.view.set_tool(None)
    assert shown(editor.scene) == before
    assert tool.context is editor.context


@pytest.mark.parametrize("cls", tool_classes(), ids=lambda c: c.name)
def test_options_widgets_are_named(editor, cls):
    tool = cls(editor.context)
    make = getattr(tool, "options_widget", None)
    widget = make(None) if make else None
    if widget is None:
        return
    assert isinstance(widget, QWidget) and widget.objectName()
    for child in widget.findChildren(QWidget):
        if child.metaObject().className() in ("QComboBox", "QPushButton"):
            assert child.objectName() and child.accessibleName()
    widget.deleteLater()
