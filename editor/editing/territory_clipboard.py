"""Copy, paste and duplicate territories.

The clipboard is the application's own (every editor window shares it, so territories can be
pasted into another map). A pasted territory is a copy with a fresh id and name
("Alaska (copy)"); it keeps its continent and regions where the map has them. Connections are
never copied: a copy rarely sits where the original's neighbours are. A paste ends with the
join step (engine/board/joining.py) in the same undo step: a copy laid against a neighbour
shares corners with it, as a territory drawn or dragged there would.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand

from editor.document.map_document import MapDocument
from engine.board import Board, Territory
from engine.board.editing import translate_territories
from engine.board.joining import joined_territories
from engine.board.model import Point
from engine.board.transform import tidy_offset


class TerritoryClipboard(QObject):
    """The territories last copied, as they were; ``changed`` when something is copied."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._territories: tuple[Territory, ...] = ()

    @property
    def territories(self) -> tuple[Territory, ...]:
        return self._territories

    def is_empty(self) -> bool:
        return not self._territories

    def set(self, territories: Iterable[Territory]) -> None:
        self._territories = tuple(territories)
        self.changed.emit()


_clipboard: TerritoryClipboard | None = None


def clipboard() -> TerritoryClipboard:
    """The application's territory clipboard."""
    global _clipboard
    if _clipboard is None:
        _clipboard = TerritoryClipboard()
    return _clipboard


def bounds_centre(territories: Sequence[Territory]) -> Point:
    """The middle of the box around the territories' outlines."""
    xy = [ring.xy for territory in territories for ring in territory.rings()]
    xs = [float(a[:, 0].min()) for a in xy] + [float(a[:, 0].max()) for a in xy]
    ys = [float(a[:, 1].min()) for a in xy] + [float(a[:, 1].max()) for a in xy]
    return ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)


def duplicate_offset(board: Board) -> float:
    """How far down and right Duplicate puts the copies: one sticker radius, which is scaled to
    the map's territories, so the copies show apart from the originals yet stay close."""
    return board.meta.mark_radius or 1.0


def copy_name(name: str, taken: set[str]) -> str:
    """A name for a copy of ``name`` unlike every name in ``taken``: "A (copy)", "A (copy 2)";
    a copy of a copy is numbered too, never "A (copy) (copy)"."""
    name = _without_copy_suffix(name)
    first = QCoreApplication.translate("TerritoryClipboard", "{name} (copy)").format(name=name)
    candidate, number = first, 2
    while candidate in taken:
        candidate = QCoreApplication.translate("TerritoryClipboard", "{name} (copy {number})").format(
            name=name, number=number)
        number += 1
    return candidate


def _without_copy_suffix(name: str) -> str:
    """``name`` without the "(copy)" or "(copy N)" a copy was given (in the reader's language)."""
    first = QCoreApplication.translate("TerritoryClipboard", "{name} (copy)")
    numbered = QCoreApplication.translate("TerritoryClipboard", "{name} (copy {number})")
    for template in (first, numbered):
        pattern = re.escape(template).replace(re.escape("{name}"), "(?P<name>.+)").replace(
            re.escape("{number}"), r"\d+")
        found = re.fullmatch(pattern, name)
        if found:
            return found.group("name")
    return name


def copy_id(territory_id: str, taken: set[str]) -> str:
    candidate, number = f"{territory_id}-copy", 2
    while candidate in taken:
        candidate = f"{territory_id}-copy-{number}"
        number += 1
    return candidate


def pasted_territories(board: Board, copied: Sequence[Territory], dx: float, dy: float) -> list[Territory]:
    """The copies to add to ``board``, moved by (dx, dy): fresh ids and names; continents and
    regions kept only where ``board`` has them; names in other languages left out (they would
    repeat the original's)."""
    # On the map's precision, like every move: a paste at the pointer is otherwise off by
    # a fraction of a pixel (1399.5579133510169 in the file).
    dx, dy = tidy_offset(dx, dy, board.meta.precision)
    moved = translate_territories(Board(board.meta, (), copied), range(len(copied)), dx, dy)
    ids = {t.id for t in board.territories}
    names = {t.name for t in board.territories}
    continents = {c.id for c in board.continents}
    regions = {r.id for r in board.regions}
    result = []
    for index in range(len(copied)):
        territory = moved[index]
        new_id, new_name = copy_id(territory.id, ids), copy_name(territory.name, names)
        ids.add(new_id)
        names.add(new_name)
        result.append(dataclasses.replace(
            territory, id=new_id, name=new_name,
            continent=territory.continent if territory.continent in continents else None,
            regions=tuple(r for r in territory.regions if r in regions), names=()))
    return result


class PasteTerritories(QUndoCommand):
    """Add copies of territories at the end of the map, and the corners the join step gave
    them and their neighbours (one undo step)."""

    def __init__(self, document: MapDocument, territories: Sequence[Territory], text: str,
                 neighbours: dict[int, Territory] | None = None) -> None:
        super().__init__(text)
        self.document = document
        self.territories = list(territories)
        self.first = len(document.board.territories)
        self.neighbours = dict(neighbours or {})  # index → the neighbour with the corners it gains
        self.old: dict[int, Territory] = {}

    def redo(self) -> None:
        for offset, territory in enumerate(self.territories):
            self.document.insert_territory(self.first + offset, territory)
        if self.neighbours:
            self.old = self.document.set_territories(self.neighbours)

    def undo(self) -> None:
        if self.old:
            self.document.set_territories(self.old)
        for offset in reversed(range(len(self.territories))):
            self.document.remove_territory(self.first + offset)


def joined_paste(board: Board, territories: Sequence[Territory]) -> tuple[list[Territory], dict[int, Territory]]:
    """The copies as they land on ``board`` (added at its end) after the join step, and the
    neighbours that gain corners from them (by index)."""
    after = board.copy()
    first = len(after.territories)
    for territory in territories:
        after.add_territory(territory)
    changes = joined_territories(after, range(first, first + len(territories)))
    landed = [changes.get(first + offset, territory) for offset, territory in enumerate(territories)]
    return landed, {index: t for index, t in changes.items() if index < first}


def copy_selection(board: Board, ids: Iterable[str]) -> int:
    """Put the territories on the clipboard; how many (0: nothing is copied, the clipboard keeps
    what it had)."""
    territories = [board.territory(i) for i in dict.fromkeys(ids) if board.has_territory(i)]
    if territories:
        clipboard().set(territories)
    return len(territories)


def paste(document: MapDocument, copied: Sequence[Territory], dx: float, dy: float, text: str) -> list[str]:
    """Add copies of ``copied`` moved by (dx, dy), joined to the territories they touch (one
    undo step); the new ids."""
    if not copied:
        return []
    territories, neighbours = joined_paste(document.board, pasted_territories(document.board, copied, dx, dy))
    document.undo_stack.push(PasteTerritories(document, territories, text, neighbours))
    return [t.id for t in territories]
