"""Connect two territories by dragging from one to the other; dragging again disconnects them."""

from __future__ import annotations

import enum

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from editor.commands.connection_commands import AddConnection, RemoveConnection
from editor.tools.base import EditorContext, Tool, ToolEvent
from editor.tools.overlays import OverlaySet, PreviewPath
from engine.board.board import Board
from engine.board.model import Connection, ConnectionKind, Point


class ConnectKind(enum.Enum):
    AUTOMATIC = "automatic"  # a border if the two share one, else a sea-line
    BORDER = "border"
    SEA_LINE = "sea-line"


def kind_for(board: Board, a: str, b: str, choice: ConnectKind) -> ConnectionKind:
    if choice is ConnectKind.BORDER:
        return ConnectionKind.BORDER
    if choice is ConnectKind.SEA_LINE:
        return ConnectionKind.SEA_LINE
    return ConnectionKind.BORDER if board.shared_border(a, b) is not None else ConnectionKind.SEA_LINE


def connections_between(board: Board, a: str, b: str) -> list[int]:
    """Indexes of every connection joining a and b, in either direction."""
    return [i for i, c in enumerate(board.connections) if {c.a, c.b} == {a, b} and a != b]


class ConnectTool(Tool):
    name = "connect"
    shortcut = "C"

    @classmethod
    def title(cls) -> str:
        return QCoreApplication.translate("ConnectTool", "Connect")

    @classmethod
    def tip(cls) -> str:
        return QCoreApplication.translate(
            "ConnectTool", "Drag from one territory to another to connect them; drag between two "
                           "connected territories to disconnect them.")

    def __init__(self, context: EditorContext) -> None:
        super().__init__(context)
        self.kind = ConnectKind.AUTOMATIC
        self._overlays = OverlaySet(context)
        self._line = PreviewPath(width=2.5, style=Qt.PenStyle.DashLine)
        self._from: str | None = None
        self._from_point: Point | None = None
        self._borders_were_visible: bool | None = None

    def activate(self) -> None:
        super().activate()
        scene = self.context.scene
        if hasattr(scene, "set_borders_visible") and self._borders_were_visible is None:
            self._borders_were_visible = scene.borders_visible()
            scene.set_borders_visible(True)
        self.status.emit(self.tip())

    def deactivate(self) -> None:
        self.cancel()
        scene = self.context.scene
        if self._borders_were_visible is not None and hasattr(scene, "set_borders_visible"):
            scene.set_borders_visible(self._borders_were_visible)
        self._borders_were_visible = None

    def cancel(self) -> None:
        self._from = None
        self._from_point = None
        self._overlays.clear()

    # -- options ----------------------------------------------------------------------------------
    def set_kind(self, kind: ConnectKind) -> None:
        self.kind = ConnectKind(kind)

    def options_widget(self, parent: QWidget | None = None) -> QWidget:
        widget = QWidget(parent)
        widget.setObjectName("connectOptions")
        layout = QHBoxLayout(widget)
        layout.setContentsMargins(4, 0, 4, 0)
        label = QLabel(self.tr("New connections:"), widget)
        combo = QComboBox(widget)
        combo.setObjectName("connectKind")
        combo.setAccessibleName(self.tr("Kind of new connections"))
        combo.setToolTip(self.tr("Automatic makes a border connection between territories that share "
                                 "a border and a sea-line otherwise."))
        combo.addItem(self.tr("Automatic"), ConnectKind.AUTOMATIC.value)
        combo.addItem(self.tr("Border"), ConnectKind.BORDER.value)
        combo.addItem(self.tr("Sea-line"), ConnectKind.SEA_LINE.value)
        combo.setCurrentIndex(combo.findData(self.kind.value))
        combo.currentIndexChanged.connect(lambda _i: self.set_kind(ConnectKind(combo.currentData())))
        label.setBuddy(combo)
        layout.addWidget(label)
        layout.addWidget(combo)
        return widget

    # -- mouse ------------------------------------------------------------------------------------
    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        self.cancel()
        territory_id = self.context.scene.territory_at(event.position)
        if territory_id is None:
            return False
        self._from = territory_id
        try:
            self._from_point = self.document.board.label_point(territory_id) or event.point
        except Exception:  # an invalid polygon has no label point; start where pressed
            self._from_point = event.point
        self._overlays.add(self._line)
        self._line.set_polyline([self._from_point, event.point])
        return True

    def mouse_move(self, event: ToolEvent) -> bool:
        if self._from is None or not event.buttons & Qt.MouseButton.LeftButton:
            return False
        self._line.set_polyline([self._from_point, event.point])
        return True

    def mouse_release(self, event: ToolEvent) -> bool:
        if self._from is None or event.button != Qt.MouseButton.LeftButton:
            return False
        first = self._from
        second = self.context.scene.territory_at(QPointF(event.position))
        self.cancel()
        if second is not None and second != first:
            self.toggle(first, second)
        return True

    def toggle(self, a: str, b: str) -> None:
        """Disconnect a and b if they are connected, else connect them."""
        board = self.document.board
        existing = connections_between(board, a, b)
        names = {"first": board.territory(a).name, "second": board.territory(b).name}
        stack = self.document.undo_stack
        if existing:
            if len(existing) > 1:  # e.g. two one-way sea-lines: all go, as one step
                stack.beginMacro(self.tr("Disconnect Territories"))
            for index in reversed(existing):
                stack.push(RemoveConnection(self.document, index))
            if len(existing) > 1:
                stack.endMacro()
            self.status.emit(self.tr("Disconnected {first} and {second}.").format(**names))
            return
        kind = kind_for(board, a, b, self.kind)
        stack.push(AddConnection(self.document, Connection(a, b, kind)))
        if kind is ConnectionKind.BORDER:
            self.status.emit(self.tr("Connected {first} and {second} by their border.").format(**names))
        else:
            self.status.emit(self.tr("Connected {first} and {second} by a sea-line.").format(**names))
