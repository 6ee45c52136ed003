"""View ▸ Show Grid and Snap to Grid: the grid item in the map and the context's settings.

The grid's spacing is the map's (``MapMetadata.grid``, set in Map Properties, saved with the
map); whether it shows and snaps is the editor's, kept across maps like snapping to vertices.
"""

from __future__ import annotations

import contextlib

import shiboken6
from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget

from editor.actions.menu_items import make_action
from editor.document.changes import ChangeKind
from editor.scene.grid_item import GridItem


class GridActions(QObject):
    """``action.showGrid`` and ``action.snapToGrid`` for the current context and scene."""

    def __init__(self, owner: QWidget) -> None:
        super().__init__(owner)
        self._context = None
        self._scene = None
        self.item: GridItem | None = None
        self.show_grid = make_action(
            owner, "action.showGrid", self.tr("Show &Grid"), ["Ctrl+G"], self._set_shown, checkable=True,
            tip=self.tr("Draw a grid over the map (its size is in Map Properties), when zoomed in enough "
                        "to be useful; while it shows, the arrow keys move by its size"))
        self.snap_to_grid = make_action(
            owner, "action.snapToGrid", self.tr("Sn&ap to Grid"), ["Ctrl+Shift+G"], self._set_snapping,
            checkable=True,
            tip=self.tr("New and moved corners that snap to no corner or border go to the nearest grid point"))

    def set_context(self, context, scene) -> None:
        """Work on another document: a grid item in its scene, the settings on its context."""
        if self._context is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self._context.document.changed.disconnect(self._on_document_changed)
        self._context, self._scene = context, scene
        self.item = None
        if context is None or scene is None:
            return
        self.item = GridItem(scene.canvas_rect(), context.document.board.meta.grid)
        scene.addItem(self.item)
        context.document.changed.connect(self._on_document_changed)
        self._set_shown(self.show_grid.isChecked())
        self._set_snapping(self.snap_to_grid.isChecked())

    def _on_document_changed(self, change) -> None:
        if change.kind in (ChangeKind.METADATA, ChangeKind.RESET):
            # After the scene has handled the change: a reset rebuilds the scene, throwing
            # every item away, this one too (editor/scene/map_scene.py ``rebuild``).
            QTimer.singleShot(0, self._follow_board)

    def _follow_board(self) -> None:
        if self._context is None or self._scene is None:
            return
        if self.item is None or not shiboken6.isValid(self.item) or self.item.scene() is not self._scene:
            self.item = GridItem(self._scene.canvas_rect(), self._context.document.board.meta.grid)
            self._scene.addItem(self.item)
            self.item.setVisible(self.show_grid.isChecked())
        self.item.set_canvas(self._scene.canvas_rect(), self._context.document.board.meta.grid)

    def _set_shown(self, shown: bool) -> None:
        if self._context is not None:
            self._context.show_grid = bool(shown)
        if self.item is not None and shiboken6.isValid(self.item):
            self.item.setVisible(bool(shown))

    def _set_snapping(self, on: bool) -> None:
        if self._context is not None:
            self._context.snap_to_grid = bool(on)
