"""Edits of the map as a whole or of the selection: connect every pair of neighbours, place the
label and sticker slots (with progress and Cancel on big maps), generate coastal waters, merge,
delete, draw a connection around the world.

Each takes a MapDocument, pushes at most one command (one undo step) and reports what it did;
the Edit and Map menus (editor/actions/map_actions.py), the Sticker Slots tool and the docks call
them.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QProgressDialog, QWidget

from editor.commands.connection_commands import AutoConnect, SetConnectionWraps
from editor.commands.territory_commands import MergeTerritories, PlaceMarks, RemoveTerritories
from editor.commands.water_commands import GenerateCoastalWaters
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
