"""Edits of the map as a whole or of the selection, and the Edit/Map menu actions for them.

The functions (auto-connect, auto-place, merge, delete) take a MapDocument, push at most
one command (one undo step) and report what they did; :class:`MapActions` wires them to
QActions for the main window.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import logging
from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QProgressDialog, QWidget

from editor.commands.connection_commands import AutoConnect, SetConnectionWraps
from editor.commands.territory_commands import MergeTerritories, PlaceMarks, RemoveTerritories
from editor.commands.water_commands import GenerateCoastalWaters
from editor.document.changes import ChangeKind
from editor.document.map_document import MapDocument
from engine.board import Board, Territory
from engine.board.coastal_waters import CoastalSettings, add_coastal_waters, coasts
from engine.board.editing import merge_territories
from engine.board.geometry import build_shapes
from engine.board.mark_layout import auto_place, auto_place_many

log = logging.getLogger(__name__)

# Auto-placing marks takes a few hundredths of a second per territory: above this many,
# show progress and let the user cancel.
PROGRESS_THRESHOLD = 300
PLACE_CHUNK = 1000  # territories placed between two progress updates (about a fifth of a second)

Shortcut = str | QKeySequence | QKeySequence.StandardKey



# -- actions -----------------------------------------------------------------------------------
def key_sequences(shortcuts: Iterable[Shortcut]) -> list[QKeySequence]:
    sequences: list[QKeySequence] = []
    for shortcut in shortcuts:
        if isinstance(shortcut, QKeySequence.StandardKey):
            sequences += QKeySequence.keyBindings(shortcut)
        elif shortcut:
            sequences.append(QKeySequence(shortcut))
    return sequences


def set_tip(action: QAction, tip: str = "") -> None:
    """Tooltip "Save (Ctrl+S)": the action's name with its first shortcut; ``tip`` as status tip."""
    name = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").rstrip(".")
    shortcut = action.shortcut()
    if shortcut.isEmpty():
        action.setToolTip(name)
    else:
        action.setToolTip(QCoreApplication.translate("MapActions", "{action} ({shortcut})").format(
            action=name, shortcut=shortcut.toString(QKeySequence.SequenceFormat.NativeText)))
    if tip:
        action.setStatusTip(tip)


def make_action(owner: QWidget, name: str, text: str, shortcuts: Iterable[Shortcut] = (),
                slot: Callable | None = None, *, checkable: bool = False, checked: bool = False,
                tip: str = "") -> QAction:
    """A QAction named ``name`` (its objectName), added to ``owner`` so that its shortcuts work
    even where no menu or toolbar shows it."""
    action = QAction(text, owner)
    action.setObjectName(name)
    action.setShortcuts(key_sequences(shortcuts))
    if checkable:
        action.setCheckable(True)
        action.setChecked(checked)
        if slot is not None:
            action.toggled.connect(slot)
    elif slot is not None:
        action.triggered.connect(lambda _checked=False: slot())
    set_tip(action, tip)
    owner.addAction(action)
    return action


# -- edits -------------------------------------------------------------------------------------
def add_menu(bar: QMenuBar, name: str, title: str, entries: Iterable[QAction | QMenu | None]) -> QMenu:
    """A menu on ``bar`` named ``name`` (for tests) holding actions, submenus and, for None, separators."""
    menu = bar.addMenu(title)
    menu.setObjectName(name)
    for entry in entries:
        if entry is None:
            menu.addSeparator()
        elif isinstance(entry, QMenu):
            menu.addMenu(entry)
        else:
            menu.addAction(entry)
    return menu


def missing_connections(board: Board) -> list[tuple[str, str]]:
    """Pairs sharing a border that have no connection yet (of any kind, either way)."""
    connected = {frozenset((c.a, c.b)) for c in board.connections}
    return [(a, b) for a, b in board.suggest_connections() if frozenset((a, b)) not in connected]


def auto_connect(document: MapDocument) -> int:
    """Connect every pair of bordering territories not connected yet; how many were added."""
    pairs = missing_connections(document.board)
    if pairs:
        document.undo_stack.push(AutoConnect(document, pairs))
    return len(pairs)


def placed_marks(board: Board, indexes: Sequence[int] | None = None,
                 progress: Callable[[int], bool] | None = None) -> dict[int, Territory] | None:
    """Fresh label, city and scar positions for land territories (by index) that change.

    The territories are placed a chunk at a time, each chunk as whole-array work
    (``auto_place_many``); ``progress(done)`` is called before each chunk, and returning
    False cancels (→ None).
    """
    if indexes is None:
        indexes = range(len(board.territories))
    territories = board.territories
    shapes = board.shapes()
    radius = board.meta.mark_radius
    land = [index for index in indexes if territories[index].is_land]
    changes: dict[int, Territory] = {}
    for start in range(0, max(len(land), 1), PLACE_CHUNK):
        if progress is not None and not progress(start):
            return None
        chunk = land[start:start + PLACE_CHUNK]
        for index, layout in zip(chunk, _layouts(board, [shapes[i] for i in chunk], chunk, radius), strict=True):
            if layout is None:
                continue
            territory = territories[index]
            placed = dataclasses.replace(territory, label=layout.label, city_slot=layout.city, scar_slot=layout.scar)
            if placed != territory:
                changes[index] = placed
    return changes


def _layouts(board: Board, shapes, indexes: Sequence[int], radius: float):
    """The chunk's layouts; if the batch fails (an outline GEOS cannot work with), each
    territory on its own, so one broken outline (validation reports it) spares the rest."""
    try:
        return auto_place_many(shapes, radius)
    except Exception:
        log.debug("placing a chunk at once failed; placing one territory at a time", exc_info=True)
    layouts = []
    for shape, index in zip(shapes, indexes, strict=True):
        try:
            layouts.append(auto_place(shape, radius))
        except Exception:
            log.warning("cannot place the marks of %s", board.territories[index].id, exc_info=True)
            layouts.append(None)
    return layouts


def auto_place_all(document: MapDocument, parent: QWidget | None = None,
                   threshold: int = PROGRESS_THRESHOLD) -> int | None:
    """Place label and sticker slots of every land territory (one undo step).

    Returns how many territories changed, or None if the user cancelled (nothing changes).
    """
    board = document.board
    land = [i for i, t in enumerate(board.territories) if t.is_land]
    dialog = _progress_dialog(parent, len(land)) if len(land) > threshold else None
    try:
        changes = placed_marks(board, land, functools.partial(_advance, dialog) if dialog else None)
    finally:
        if dialog is not None:
            dialog.reset()
            dialog.deleteLater()
    if changes is None:
        return None
    if changes:
        text = QCoreApplication.translate("MapActions", "Auto-Place Sticker Slots")
        document.undo_stack.push(PlaceMarks(document, changes, text))
    return len(changes)


def _progress_dialog(parent: QWidget | None, total: int) -> QProgressDialog:
    dialog = QProgressDialog(QCoreApplication.translate("MapActions", "Placing sticker slots…"),
                             QCoreApplication.translate("MapActions", "Cancel"), 0, total, parent)
    dialog.setObjectName("autoPlaceProgress")
    dialog.setWindowTitle(QCoreApplication.translate("MapActions", "Auto-Place Sticker Slots"))
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(0)
    return dialog


def _advance(dialog: QProgressDialog, done: int) -> bool:
    dialog.setValue(done)  # a modal dialog processes events here: Cancel works
    return not dialog.wasCanceled()


def generate_coastal_waters(document: MapDocument) -> int:
    """Give every coastline of a map without water its water territory (one undo step);
    how many waters were made. ValueError says why a map cannot have them."""
    board = document.board
    if any(t.is_water for t in board.territories):
        raise ValueError(QCoreApplication.translate(
            "MapActions", "The map has water territories already: coastal waters are made for land only."))
    if not board.territories or not coasts(board, CoastalSettings.for_radius(board.meta.mark_radius)):
        raise ValueError(QCoreApplication.translate("MapActions", "The map has no coast to put water along."))
    result = add_coastal_waters(board)
    made = len(result.territories) - len(board.territories)
    document.undo_stack.push(GenerateCoastalWaters(document, result))  # changes ``board``
    return made


def merge_selection(document: MapDocument, ids: Sequence[str]) -> Territory:
    """Merge the territories into the first one (one undo step); returns the merged territory.

    Raises ValueError (with a message for people) if fewer than two are given.
    """
    board = document.board
    ids = [i for i in dict.fromkeys(ids) if board.has_territory(i)]
    if len(ids) < 2:
        raise ValueError(QCoreApplication.translate("MapActions", "Select at least two territories to merge."))
    indexes = document.territory_indexes(ids)
    merged = merge_territories(board, indexes)
    # The merged outline lost its marks; place fresh ones so the map stays valid.
    if merged.is_land:
        try:
            layout = auto_place(build_shapes([merged])[0], board.meta.mark_radius)
        except Exception:
            log.warning("cannot place the marks of the merged %s", merged.id, exc_info=True)
            layout = None
        if layout is not None:
            merged = dataclasses.replace(merged, label=layout.label, city_slot=layout.city, scar_slot=layout.scar)
    document.undo_stack.push(MergeTerritories(document, indexes, merged))
    return merged


def connections_joining(board: Board, ids: Sequence[str]) -> list[int]:
    """Indexes of the connections between exactly these two territories (either way)."""
    if len(ids) != 2 or ids[0] == ids[1]:
        return []
    pair = set(ids)
    return [i for i, c in enumerate(board.connections) if {c.a, c.b} == pair]


def set_wraps(document: MapDocument, ids: Sequence[str], wraps: bool) -> int:
    """Draw the connections between the two territories around the world, or straight
    across (one undo step); how many changed."""
    board = document.board
    indexes = [i for i in connections_joining(board, ids) if board.connections[i].wraps != wraps]
    if not indexes:
        return 0
    stack = document.undo_stack
    if len(indexes) > 1:  # two one-way lines: both, as one step
        stack.beginMacro(SetConnectionWraps.title(wraps))
    for index in indexes:
        stack.push(SetConnectionWraps(document, index, wraps))
    if len(indexes) > 1:
        stack.endMacro()
    return len(indexes)


def delete_territories(document: MapDocument, ids: Iterable[str]) -> int:
    """Delete the territories and their connections (one undo step); how many went."""
    board = document.board
    ids = [i for i in dict.fromkeys(ids) if board.has_territory(i)]
    if ids:
        document.undo_stack.push(RemoveTerritories(document, document.territory_indexes(ids)))
    return len(ids)


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
            owner, "action.snapping", self.tr("&Snap to Vertices and Edges"), ["Alt+S"],
            self._set_snapping, checkable=True, checked=True,
            tip=self.tr("New and moved corners jump to nearby corners and borders"))
        self.auto_connect = make_action(
            owner, "action.autoConnect", self.tr("Auto-&Connect"), ["Ctrl+Shift+C"], self.do_auto_connect,
            tip=self.tr("Connect every pair of territories that share a border"))
        self.auto_place_all = make_action(
            owner, "action.autoPlaceAll", self.tr("Auto-&Place All Sticker Slots"), ["Ctrl+Shift+P"],
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
            owner, "action.validate", self.tr("&Validate Now"), ["F5"], self.do_validate,
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
        self.message.emit(self.tr("Made {count} water territories along the coasts.").format(count=made))
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
            self.message.emit(self.tr("Found {errors} error(s) and {warnings} warning(s).").format(
                errors=errors, warnings=warnings))

    def do_map_properties(self) -> None:
        if self._context is not None:
            self._context.selection.clear()
        self.propertiesRequested.emit()
