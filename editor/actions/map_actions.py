"""The Edit and Map menu actions of the main window: :class:`MapActions` wires the edits of
editor/editing/map_edits.py (auto-connect, auto-place, merge, delete, …) to QActions, and keeps
them enabled as the selection and the document change.
"""

from __future__ import annotations

import contextlib
import logging

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QWidget

from editor.actions.menu_items import make_action
from editor.document.changes import ChangeKind
from editor.editing.map_edits import (
    auto_connect,
    auto_place_all,
    connections_joining,
    delete_territories,
    generate_coastal_waters,
    merge_selection,
    set_wraps,
)
from editor.language.counts import counts

log = logging.getLogger(__name__)


# -- the actions -------------------------------------------------------------------------------
class MapActions(QObject):
    """Edit and Map menu actions working on the current EditorContext."""

    message = Signal(str)  # a short status-bar message
    propertiesRequested = Signal()  # noqa: N815 (Qt naming): show the map's properties

    def __init__(self, owner: QWidget) -> None:
        super().__init__(owner)
        self._owner = owner
        self._context = None
        self._announce_validation = False
        self.select_all = make_action(
            owner, "action.selectAll", self.tr("Select &All"), [QKeySequence.StandardKey.SelectAll],
            self.do_select_all, tip=self.tr("Select every territory"))
        self.select_none = make_action(
            owner, "action.selectNone", self.tr("Select &None"), ["Ctrl+Shift+A"],
            self.do_select_none, tip=self.tr("Clear the selection"))
        self.delete = make_action(
            owner, "action.delete", self.tr("&Delete"), [QKeySequence.StandardKey.Delete],
            self.do_delete, tip=self.tr("Delete the selected territories and their connections"))
        self.merge = make_action(
            owner, "action.merge", self.tr("&Merge Territories"), ["Ctrl+M"], self.do_merge,
            tip=self.tr("Join the selected territories into the first one selected"))
        self.snapping = make_action(
            # Not Alt+S: that opens the Scenario menu (its mnemonic).
            owner, "action.snapping", self.tr("&Snap to Vertices and Edges"), ["Ctrl+Shift+J"],
            self._set_snapping, checkable=True, checked=True,
            tip=self.tr("New and moved corners jump to nearby corners and borders"))
        self.auto_connect = make_action(
            owner, "action.autoConnect", self.tr("Auto-&Connect"), ["Ctrl+Shift+C"], self.do_auto_connect,
            tip=self.tr("Connect every pair of territories that share a border"))
        self.auto_place_all = make_action(
            owner, "action.autoPlaceAll", self.tr("Auto-Place All Sticker &Slots"), ["Ctrl+Shift+P"],
            self.do_auto_place_all,
            tip=self.tr("Place the label, city slot and scar slot of every land territory"))
        self.wrap_connection = make_action(
            owner, "action.wrapConnection", self.tr("Connection &Wraps Around the Map"), [],
            checkable=True,
            tip=self.tr("Draw the connection between the two selected territories off one side of the map "
                        "and back in from the other (as Alaska to Kamchatka), instead of straight across"))
        # triggered, not toggled: only a person's click changes the map, not our own setChecked.
        self.wrap_connection.triggered.connect(self.do_wrap_connection)
        self.coastal_waters = make_action(
            owner, "action.coastalWaters", self.tr("&Generate Coastal Waters"), [], self.do_coastal_waters,
            tip=self.tr("Make a water territory along each separate coastline of each country, with its "
                        "coasts and borders (for the economy rules)"))
        self.validate = make_action(
            owner, "action.validate", self.tr("&Validate Now"), ["F7"], self.do_validate,
            tip=self.tr("Check the map for problems now"))
        self.map_properties = make_action(
            owner, "action.mapProperties", self.tr("Map &Properties"), ["Ctrl+I"], self.do_map_properties,
            tip=self.tr("Show the map's name, author, canvas and sticker size"))
        self._update_enabled()

    # -- context -------------------------------------------------------------------------------
    def set_context(self, context) -> None:
        """Work on another EditorContext (a different document)."""
        if self._context is not None:
            self._disconnect(self._context.selection.changed, self._update_enabled)
            self._disconnect(self._context.document.changed, self._on_document_changed)
            if self._context.validation is not None:
                self._disconnect(self._context.validation.finished, self._on_validated)
        self._context = context
        if context is not None:
            context.snapping = self.snapping.isChecked()
            context.selection.changed.connect(self._update_enabled)
            context.document.changed.connect(self._on_document_changed)
            if context.validation is not None:
                context.validation.finished.connect(self._on_validated)
        self._update_enabled()

    @staticmethod
    def _disconnect(signal, slot) -> None:
        with contextlib.suppress(RuntimeError, TypeError):  # already gone with its object
            signal.disconnect(slot)

    def _update_enabled(self) -> None:
        count = len(self._context.selection.ids) if self._context is not None else 0
        self.delete.setEnabled(count >= 1)
        self.merge.setEnabled(count >= 2)
        self.select_none.setEnabled(count >= 1)
        self._update_wrap_connection()

    def _on_document_changed(self, change) -> None:
        # An undo, a rename or a deletion can change the connection the action shows.
        if change.kind in (ChangeKind.CONNECTIONS, ChangeKind.TERRITORIES, ChangeKind.RESET):
            self._update_wrap_connection()

    def _update_wrap_connection(self) -> None:
        """Enabled when the two selected territories are connected; checked when that wraps."""
        indexes: list[int] = []
        if self._context is not None:
            board = self._context.document.board
            indexes = connections_joining(board, self._context.selection.ids)
        self.wrap_connection.setEnabled(bool(indexes))
        self.wrap_connection.setChecked(
            bool(indexes) and all(self._context.document.board.connections[i].wraps for i in indexes))

    def _set_snapping(self, on: bool) -> None:
        if self._context is not None:
            self._context.snapping = bool(on)

    # -- slots ---------------------------------------------------------------------------------
    def do_select_all(self) -> None:
        if self._context is not None:
            self._context.selection.set(t.id for t in self._context.document.board.territories)

    def do_select_none(self) -> None:
        if self._context is not None:
            self._context.selection.clear()

    def do_delete(self) -> None:
        if self._context is None:
            return
        context = self._context
        count = delete_territories(context.document, context.selection.ids)
        context.selection.clear()
        if count:
            self.message.emit(self.tr("Deleted %n territory(ies).", "", count))

    def do_merge(self) -> None:
        if self._context is None:
            return
        context = self._context
        try:
            merged = merge_selection(context.document, context.selection.ids)
        except ValueError as error:
            self.message.emit(str(error))
            return
        context.selection.set([merged.id])
        self.message.emit(self.tr("Merged into {name}.").format(name=merged.name))

    def do_auto_connect(self) -> int:
        if self._context is None:
            return 0
        added = auto_connect(self._context.document)
        if added:
            self.message.emit(self.tr("Added %n connection(s) between bordering territories.", "", added))
        else:
            self.message.emit(self.tr("Every pair of bordering territories is already connected."))
        return added

    def do_coastal_waters(self) -> int:
        if self._context is None:
            return 0
        try:
            made = generate_coastal_waters(self._context.document)
        except ValueError as error:
            self.message.emit(str(error))
            return 0
        self.message.emit(self.tr("Made %n water territory(ies) along the coasts.", "", made))
        return made

    def do_wrap_connection(self, wraps: bool) -> int:
        if self._context is None:
            return 0
        context = self._context
        changed = set_wraps(context.document, context.selection.ids, bool(wraps))
        self._update_wrap_connection()
        if changed:
            board = context.document.board
            first, second = (board.territory(i).name for i in context.selection.ids)
            if wraps:
                text = self.tr("The connection between {first} and {second} now goes around the map.")
            else:
                text = self.tr("The connection between {first} and {second} now goes straight across.")
            self.message.emit(text.format(first=first, second=second))
        return changed

    def do_auto_place_all(self) -> int | None:
        if self._context is None:
            return None
        changed = auto_place_all(self._context.document, self._owner)
        if changed is None:
            self.message.emit(self.tr("Auto-placing cancelled; nothing changed."))
        else:
            self.message.emit(self.tr("Placed the marks of %n territory(ies).", "", changed))
        return changed

    def do_validate(self) -> None:
        if self._context is None:
            return
        runner = self._context.validation
        if runner is not None and hasattr(runner, "validate_now"):
            self._announce_validation = True
            runner.validate_now()
            return
        from engine.board.validation import validate

        self._announce(validate(self._context.document.board))

    def _on_validated(self, report) -> None:
        if self._announce_validation:
            self._announce_validation = False
            self._announce(report)

    def _announce(self, report) -> None:
        errors, warnings = len(report.errors), len(report.warnings)
        if not errors and not warnings:
            self.message.emit(self.tr("No problems found."))
        else:
            self.message.emit(self.tr("Found {errors} and {warnings}.").format(
                errors=counts().errors(errors), warnings=counts().warnings(warnings)))

    def do_map_properties(self) -> None:
        if self._context is not None:
            self._context.selection.clear()
        self.propertiesRequested.emit()
