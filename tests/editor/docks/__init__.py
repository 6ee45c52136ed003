"""Tests of the editor's docks. ``make_context`` builds what a dock needs, as the main window would."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest

from editor.document.map_document import MapDocument
from editor.document.validation_runner import ValidationRunner
from editor.scene.map_scene import MapScene
from editor.tools.base import EditorContext, Selection
from editor.view.map_view import MapView
from engine.board import Board, load_map
from engine.resources import maps_dir


def tutorial() -> Board:
    return load_map(maps_dir() / "tutorial.yaml").board


def make_context(qtbot, board: Board | None = None, *, delay_ms: int = 0, validation: bool = True) -> EditorContext:
    """A document on ``board`` (default: the tutorial map), its scene in a shown 800×600 view,
    a selection the scene follows, and a validation runner (no delay unless asked)."""
    board = board if board is not None else tutorial()
    document = MapDocument(board)
    scene = MapScene(board, parent=document)
    scene.follow(document)
    view = MapView(scene)
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    qtbot.waitExposed(view)
    selection = Selection(document)
    selection.changed.connect(lambda: scene.set_selection(selection.ids))
    runner = ValidationRunner(document, document, delay_ms=delay_ms) if validation else None
    context = EditorContext(document, view, selection, runner)
    # Keep the document (and with it the scene, selection and runner) alive with the view.
    view._test_document = document
    return context


def show_dock(qtbot, dock, width: int = 420, height: int = 520):
    qtbot.addWidget(dock)
    dock.resize(width, height)
    dock.show()
    qtbot.waitExposed(dock)
    return dock


def click(widget, point: QPoint | None = None, modifier=None, double: bool = False) -> None:
    from PySide6.QtCore import Qt

    modifier = modifier if modifier is not None else Qt.KeyboardModifier.NoModifier
    point = point if point is not None else widget.rect().center()
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, modifier, point)
    if double:
        # QTest.mouseDClick alone is not the press that item views expect before a double-click.
        QTest.mouseDClick(widget, Qt.MouseButton.LeftButton, modifier, point)
