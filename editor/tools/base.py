"""What every tool offers, and the context tools work in.

The map view hands mouse and key events to the active tool first (after its own panning);
a tool returns True when it used the event. Tools never change the map directly: they push
commands onto the document's undo stack.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QCursor, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QGraphicsView

from editor.document.map_document import MapDocument
from editor.editing.nudge import nudge_territories


class Selection(QObject):
    """The territories selected in the editor, by id."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ids: tuple[str, ...] = ()

    @property
    def ids(self) -> tuple[str, ...]:
        return self._ids

    def set(self, ids) -> None:
        ids = tuple(dict.fromkeys(ids))
        if ids != self._ids:
            self._ids = ids
            self.changed.emit()

    def toggle(self, territory_id: str) -> None:
        if territory_id in self._ids:
            self.set(i for i in self._ids if i != territory_id)
        else:
            self.set((*self._ids, territory_id))

    def clear(self) -> None:
        self.set(())


@dataclass
class EditorContext:
    """What tools and docks share: the document, the view (and its scene), the selection,
    the validation runner and the editing settings. One per editor window."""

    document: MapDocument
    view: QGraphicsView
    selection: Selection
    validation: QObject | None = None  # editor.document.validation_runner.ValidationRunner
    snapping: bool = True
    show_grid: bool = False  # View ▸ Show Grid: the arrow keys move by the grid's size
    snap_to_grid: bool = False  # View ▸ Snap to Grid: free corners go to the nearest grid point
    snap_pixels: float = 8.0  # how near, on screen, a point must be to snap
    tracing: bool = True  # Edit ▸ Trace Along Borders: Draw follows a neighbour's border between clicks

    @property
    def scene(self):
        return self.view.scene()

    def grid_step(self) -> float | None:
        """The grid's spacing (map units) while the grid is shown, else None."""
        return self.document.board.meta.grid if self.show_grid else None

    def scene_tolerance(self) -> float:
        """``snap_pixels`` in map units at the current zoom."""
        scale = self.view.transform().m11() or 1.0
        return self.snap_pixels / scale


@dataclass
class ToolEvent:
    """A mouse event as tools need it: where on the map, which buttons and keys."""

    position: QPointF  # scene (map) coordinates
    button: Qt.MouseButton
    buttons: Qt.MouseButton
    modifiers: Qt.KeyboardModifier

    @classmethod
    def from_mouse(cls, view: QGraphicsView, event: QMouseEvent) -> ToolEvent:
        return cls(view.mapToScene(event.position().toPoint()), event.button(), event.buttons(), event.modifiers())

    @property
    def point(self) -> tuple[float, float]:
        return (self.position.x(), self.position.y())

    @property
    def shift(self) -> bool:
        return bool(self.modifiers & Qt.KeyboardModifier.ShiftModifier)


class Tool(QObject):
    name = ""  # also the action's objectName: tool.<name>
    cursor = Qt.CursorShape.ArrowCursor
    status = Signal(str)  # a hint for the status bar

    def __init__(self, context: EditorContext) -> None:
        super().__init__(context.document)
        self.context = context
        self._snap_report = None  # engine.board.editing.Snap: where the pointer last snapped

    def report_snap(self, snap) -> None:
        """Where this tool snapped the pointer (a Snap, or None for no snap shown): the
        tool's SnapIndicator calls this, the status bar takes it (:meth:`take_snap`)."""
        self._snap_report = snap

    def take_snap(self):
        """The snap reported since the last call, if any, and forget it: a snap is news for
        the pointer move that made it, never for a later move the tool did not snap."""
        snap, self._snap_report = self._snap_report, None
        return snap

    @property
    def document(self) -> MapDocument:
        return self.context.document

    def activate(self) -> None:
        self.context.view.viewport().setCursor(QCursor(self.cursor))

    def deactivate(self) -> None:
        self.cancel()

    def cancel(self) -> None:
        """Abandon whatever is half done (Esc, switching tools)."""

    def mouse_press(self, event: ToolEvent) -> bool:
        return False

    def mouse_move(self, event: ToolEvent) -> bool:
        return False

    def mouse_release(self, event: ToolEvent) -> bool:
        return False

    def mouse_double_click(self, event: ToolEvent) -> bool:
        return False

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape:
            self.cancel()
            return True
        return False

    def nudge(self, dx: float, dy: float) -> bool:
        """Move what this tool has selected by (dx, dy) map units (an arrow key): by default the
        selected territories. False, with a hint in the status bar, when nothing is selected."""
        if nudge_territories(self.document, self.context.selection.ids, dx, dy):
            return True
        self.status.emit(QCoreApplication.translate("Nudge", "Select territories to move them with the arrow keys."))
        return False
