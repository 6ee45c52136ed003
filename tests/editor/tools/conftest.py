"""An editor without the window: document, scene, view, selection and context, plus mouse helpers.

Events go to ``view.viewport()`` as a person's would; points are given in map units and
mapped to viewport pixels at the view's current zoom.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from editor.document.map_document import MapDocument
from editor.scene.map_scene import MapScene
from editor.tools.base import EditorContext, Selection
from editor.view.map_view import MapView
from engine.board import Board, Continent, MapMetadata
from tests.support.boards import border, square

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.MouseButton.NoButton
NO_KEYS = Qt.KeyboardModifier.NoModifier


def canvas(*territories, connections=(), continents=None) -> Board:
    """A 400 x 300 map (fits an 800 x 600 view at about 1.85 pixels per unit)."""
    if continents is None:
        continents = [Continent("main", "Mainland", "#88aa55", 3), Continent("isles", "Isles", "#5577aa", 2)]
    return Board(MapMetadata("Test", 400, 300, mark_radius=10), continents, territories, connections)


def row_of_squares() -> Board:
    """Squares a, b, c side by side from x=0 to 300, a-b and b-c connected."""
    return canvas(square("a", 0, 0), square("b", 100, 0), square("c", 200, 0),
                  connections=[border("a", "b"), border("b", "c")])


@dataclass
class Editor:
    document: MapDocument
    scene: MapScene
    view: MapView
    selection: Selection
    context: EditorContext
    tool: object = None

    @property
    def board(self) -> Board:
        return self.document.board

    @property
    def stack(self):
        return self.document.undo_stack

    def use(self, tool_class):
        self.tool = tool_class(self.context)
        self.view.set_tool(self.tool)
        return self.tool

    # -- coordinates ------------------------------------------------------------------------------
    def px(self, x: float, y: float) -> QPoint:
        return self.view.mapFromScene(QPointF(x, y))

    def scene_at(self, pixel: QPoint) -> tuple[float, float]:
        p = self.view.mapToScene(pixel)
        return (p.x(), p.y())

    # -- mouse ------------------------------------------------------------------------------------
    def send(self, kind: QEvent.Type, pixel: QPoint, button, buttons, modifiers=NO_KEYS) -> None:
        viewport = self.view.viewport()
        event = QMouseEvent(kind, QPointF(pixel), QPointF(viewport.mapToGlobal(pixel)), button, buttons, modifiers)
        QApplication.sendEvent(viewport, event)

    def click(self, x: float, y: float, modifiers=NO_KEYS) -> None:
        QTest.mouseClick(self.view.viewport(), LEFT, modifiers, self.px(x, y))

    def double_click(self, x: float, y: float, modifiers=NO_KEYS) -> None:
        QTest.mouseDClick(self.view.viewport(), LEFT, modifiers, self.px(x, y))

    def hover(self, x: float, y: float) -> None:
        self.send(QEvent.Type.MouseMove, self.px(x, y), NONE, NONE)

    def drag(self, *points: tuple[float, float], modifiers=NO_KEYS) -> None:
        """Press at the first point, move through the others, release at the last."""
        pixels = [self.px(x, y) for x, y in points]
        self.send(QEvent.Type.MouseButtonPress, pixels[0], LEFT, LEFT, modifiers)
        for pixel in pixels[1:]:
            self.send(QEvent.Type.MouseMove, pixel, NONE, LEFT, modifiers)
        self.send(QEvent.Type.MouseButtonRelease, pixels[-1], LEFT, NONE, modifiers)

    def key(self, key: Qt.Key, modifiers=NO_KEYS) -> None:
        QTest.keyClick(self.view, key, modifiers)


@pytest.fixture
def make_editor(qtbot):
    documents = []

    def make(board: Board) -> Editor:
        document = MapDocument(board)
        documents.append(document)
        scene = MapScene(board)
        scene.follow(document)
        view = MapView(scene)
        qtbot.addWidget(view)
        view.resize(800, 600)
        view.show()
        qtbot.waitExposed(view)
        selection = Selection(document)
        selection.changed.connect(lambda: scene.set_selection(selection.ids))
        return Editor(document, scene, view, selection, EditorContext(document, view, selection))

    yield make
    # A modified document's stack announces cleanChanged while being destroyed, when the
    # document's handler can no longer run: stay quiet at the end of the test.
    for document in documents:
        document.undo_stack.blockSignals(True)


@pytest.fixture
def editor(make_editor) -> Editor:
    return make_editor(row_of_squares())
