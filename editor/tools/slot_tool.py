"""Move labels and Legacy sticker slots by hand, or place them automatically."""

from __future__ import annotations

import dataclasses
import enum
import functools
import logging

import numpy as np
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QProgressDialog, QPushButton, QWidget

from editor.commands.territory_commands import MoveMark, PlaceMarks
from editor.document.changes import ChangeKind
from editor.editing.map_edits import placed_marks
from editor.tools.base import EditorContext, Tool, ToolEvent
from editor.tools.overlays import (
    CITY_HANDLE_FILL,
    HANDLE_PIXELS,
    LABEL_HANDLE_FILL,
    SCAR_HANDLE_FILL,
    HandleLayer,
    HandleShape,
    OverlaySet,
    nearest_point,
)
from editor.tools.select_tool import existing_ids
from engine.board.board import Board
from engine.board.mark_layout import auto_place
from engine.board.model import Point, Territory

log = logging.getLogger(__name__)

GRAB_PIXELS = HANDLE_PIXELS / 2 + 3
PROGRESS_ABOVE = 300  # auto-placing more territories than this shows a progress dialog


class Mark(enum.Enum):
    LABEL = "label"
    CITY = "city_slot"
    SCAR = "scar_slot"


HANDLE_STYLE = {
    Mark.LABEL: (HandleShape.DIAMOND, LABEL_HANDLE_FILL),
    Mark.CITY: (HandleShape.CIRCLE, CITY_HANDLE_FILL),
    Mark.SCAR: (HandleShape.SQUARE, SCAR_HANDLE_FILL),
}


def mark_point(board: Board, territory: Territory, mark: Mark) -> Point | None:
    """Where a mark is; a label not placed by hand is where the map shows it."""
    point = getattr(territory, mark.value)
    if point is None and mark is Mark.LABEL:
        try:
            return board.label_point(territory.id)
        except Exception:  # an invalid polygon has no derived label point
            log.debug("no label point for %s", territory.id, exc_info=True)
    return point


def placed(board: Board, territory: Territory) -> Territory | None:
    """The territory with label, city and scar placed afresh; None if nothing fits."""
    layout = auto_place(board.shape(territory.id), board.meta.mark_radius)
    if layout is None:
        return None
    return dataclasses.replace(territory, label=layout.label, city_slot=layout.city, scar_slot=layout.scar)


class SlotOptions(QWidget):
    def __init__(self, tool: SlotTool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("slotOptions")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 0, 4, 0)
        selected = QPushButton(self.tr("Auto-place Selected"), self)
        selected.setObjectName("autoPlaceSelected")
        selected.setAccessibleName(self.tr("Auto-place the marks of the selected territories"))
        selected.setToolTip(self.tr("Place the label, city slot and scar slot of the selected "
                                    "territories automatically."))
        everything = QPushButton(self.tr("Auto-place All"), self)
        everything.setObjectName("autoPlaceAll")
        everything.setAccessibleName(self.tr("Auto-place the marks of every territory"))
        everything.setToolTip(self.tr("Place the label, city slot and scar slot of every land "
                                      "territory automatically."))
        selected.clicked.connect(tool.auto_place_selected)
        everything.clicked.connect(tool.auto_place_all)
        layout.addWidget(selected)
        layout.addWidget(everything)


class SlotTool(Tool):
    name = "slots"
    shortcut = "S"

    @classmethod
    def title(cls) -> str:
        return QCoreApplication.translate("SlotTool", "Sticker Slots")

    @classmethod
    def tip(cls) -> str:
        return QCoreApplication.translate(
            "SlotTool", "Drag a label (diamond), city slot (circle) or scar slot (square) to move it, "
                        "or place them automatically.")

    def __init__(self, context: EditorContext) -> None:
        super().__init__(context)
        self._overlays = OverlaySet(context)
        self._layers = {mark: HandleLayer(*HANDLE_STYLE[mark]) for mark in Mark}
        self._points: dict[Mark, dict[str, Point]] = {mark: {} for mark in Mark}
        self._ids: dict[Mark, list[str]] = {mark: [] for mark in Mark}
        self._drag: tuple[str, Mark, object, tuple[float, float]] | None = None
        self._slots_were_visible: bool | None = None
        self._connected = False

    # -- life cycle -------------------------------------------------------------------------------
    def activate(self) -> None:
        super().activate()
        for layer in self._layers.values():
            self._overlays.add(layer)
        if not self._connected:
            self.document.changed.connect(self._document_changed)
            self._connected = True
        scene = self.context.scene
        if hasattr(scene, "set_slots_visible") and self._slots_were_visible is None:
            self._slots_were_visible = scene.slots_visible()
            scene.set_slots_visible(True)
        self._rebuild()
        self.status.emit(self.tip())

    def deactivate(self) -> None:
        self.cancel()
        if self._connected:
            self.document.changed.disconnect(self._document_changed)
            self._connected = False
        scene = self.context.scene
        if self._slots_were_visible is not None and hasattr(scene, "set_slots_visible"):
            scene.set_slots_visible(self._slots_were_visible)
        self._slots_were_visible = None
        self._overlays.clear()

    def cancel(self) -> None:
        self._drag = None
        for layer in self._layers.values():
            layer.set_active(None)

    def options_widget(self, parent: QWidget | None = None) -> QWidget:
        return SlotOptions(self, parent)

    # -- handles ----------------------------------------------------------------------------------
    def handle_points(self, mark: Mark) -> dict[str, Point]:
        """Territory id -> where its handle of this kind is."""
        return dict(self._points[mark])

    def _rebuild(self) -> None:
        board = self.document.board
        for mark in Mark:
            self._points[mark] = {}
        for territory in board.territories:
            self._update_territory(board, territory)
        self._show()

    def _update_territory(self, board: Board, territory: Territory) -> None:
        for mark in Mark:
            point = mark_point(board, territory, mark)
            if point is None:
                self._points[mark].pop(territory.id, None)
            else:
                self._points[mark][territory.id] = point

    def _show(self) -> None:
        for mark, layer in self._layers.items():
            points = self._points[mark]
            self._ids[mark] = list(points)
            layer.set_points(list(points.values()))
        if self._drag is not None:
            territory_id, mark, _, _ = self._drag
            if territory_id in self._points[mark]:
                self._layers[mark].set_active(self._ids[mark].index(territory_id))

    def _document_changed(self, change) -> None:
        if change.kind is not ChangeKind.TERRITORIES or not change.territory_ids:
            self._rebuild()
            return
        board = self.document.board
        for territory_id in change.territory_ids:
            if board.has_territory(territory_id):
                self._update_territory(board, board.territory(territory_id))
            else:
                for mark in Mark:
                    self._points[mark].pop(territory_id, None)
        self._show()

    def handle_at(self, point: Point) -> tuple[str, Mark, Point] | None:
        """The handle nearest a scene point, within grabbing distance: (territory id, mark, where)."""
        radius = GRAB_PIXELS / (self.context.view.transform().m11() or 1.0)
        best = None
        for mark, layer in self._layers.items():
            points = layer.points()
            index = nearest_point(points, point, radius)
            if index is None:
                continue
            x, y = float(points[index, 0]), float(points[index, 1])
            distance = np.hypot(x - point[0], y - point[1])
            if best is None or distance < best[0]:
                best = (distance, self._ids[mark][index], mark, (x, y))
        return None if best is None else best[1:]

    # -- mouse ------------------------------------------------------------------------------------
    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        self.cancel()
        found = self.handle_at(event.point)
        if found is None:
            return False
        territory_id, mark, where = found
        # Keep the handle where it was grabbed relative to the cursor: no jump on the first move.
        offset = (where[0] - event.point[0], where[1] - event.point[1])
        self._drag = (territory_id, mark, object(), offset)
        self._layers[mark].set_active(self._ids[mark].index(territory_id))
        return True

    def mouse_move(self, event: ToolEvent) -> bool:
        if self._drag is None or not event.buttons & Qt.MouseButton.LeftButton:
            return False
        territory_id, mark, drag, offset = self._drag
        board = self.document.board
        if not board.has_territory(territory_id):
            self.cancel()
            return True
        index = board.territory_index(territory_id)
        point = (event.point[0] + offset[0], event.point[1] + offset[1])
        moved = dataclasses.replace(board.territories[index], **{mark.value: point})
        self.document.undo_stack.push(MoveMark(self.document, {index: moved}, self._move_text(mark), drag=drag))
        return True

    def mouse_release(self, event: ToolEvent) -> bool:
        if self._drag is None or event.button != Qt.MouseButton.LeftButton:
            return False
        self.cancel()
        return True

    def _move_text(self, mark: Mark) -> str:
        if mark is Mark.LABEL:
            return self.tr("Move Label")
        if mark is Mark.CITY:
            return self.tr("Move City Slot")
        return self.tr("Move Scar Slot")

    # -- automatic placement ----------------------------------------------------------------------
    def auto_place_selected(self) -> int:
        ids = existing_ids(self.document.board, self.context.selection.ids)
        if not ids:
            self.status.emit(self.tr("Select the territories whose marks to place."))
            return 0
        return self._auto_place(self.document.territory_indexes(ids), self.tr("Auto-place Marks"))

    def auto_place_all(self) -> int:
        return self._auto_place(range(len(self.document.board.territories)), self.tr("Auto-place All Marks"))

    def _auto_place(self, indexes, text: str) -> int:
        """Place the marks of these land territories as one undo step; how many were placed."""
        board = self.document.board
        indexes = [i for i in indexes if board.territories[i].is_land]
        progress = None
        if len(indexes) > PROGRESS_ABOVE:
            progress = QProgressDialog(self.tr("Placing labels and sticker slots…"), self.tr("Cancel"),
                                       0, len(indexes), self.context.view.window())
            progress.setObjectName("autoPlaceProgress")
            progress.setWindowTitle(text)
            progress.setWindowModality(Qt.WindowModality.WindowModal)
            progress.setMinimumDuration(0)
        try:
            # Whole chunks at once (vectorised GEOS work), the progress moving between them.
            changes = placed_marks(board, indexes, None if progress is None else functools.partial(_advance, progress))
        finally:
            if progress is not None:
                progress.setValue(len(indexes))
                progress.deleteLater()
        if changes is None:
            self.status.emit(self.tr("Auto-placing was cancelled; nothing changed."))
            return 0
        if changes:
            self.document.undo_stack.push(PlaceMarks(self.document, changes, text))
        self.status.emit(self.tr("Placed new marks in %n territory(ies).", "", len(changes)))
        return len(changes)


def _advance(progress: QProgressDialog, done: int) -> bool:
    progress.setValue(done)  # a modal dialog processes events here: Cancel works
    return not progress.wasCanceled()
