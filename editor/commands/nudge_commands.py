"""Nudging the selection with the arrow keys: one undo step per press, consecutive presses merged."""

from __future__ import annotations

from collections.abc import Hashable, Mapping

from PySide6.QtGui import QUndoCommand, QUndoStack

from editor.commands.territory_commands import ReplaceTerritories
from editor.document.map_document import MapDocument
from engine.board import Territory

MERGE_NUDGE = 1005


class Nudge(ReplaceTerritories):
    """Territories or a corner moved by one arrow-key press.

    ``target`` names what this press moved as it was before the press (the territory ids, or
    the corner's old position) and ``moved_to`` as it is after. A press whose target is where
    the previous press left things continues it: the two merge into one undo step. Presses
    that add up to no move at all leave no step.

    A press that continues others is computed from where they started (``start``: the first
    press's target; ``offset``: the whole move since then; ``old``: the territories as they
    were), so that the join step only joins what the presses end on (editing.move_corner).
    """

    merge_id = MERGE_NUDGE

    def __init__(self, document: MapDocument, changes: Mapping[int, Territory], text: str,
                 target: Hashable, moved_to: Hashable, start: Hashable = None,
                 offset: tuple[float, float] = (0.0, 0.0)) -> None:
        super().__init__(document, changes, text)
        self.target = target
        self.moved_to = moved_to
        self.start = target if start is None else start
        self.offset = offset

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt's name
        if type(other) is not type(self) or other.target != self.moved_to:
            return False
        for index, territory in other.new.items():
            self.old.setdefault(index, other.old[index])
            self.new[index] = territory
        self.moved_to = other.moved_to
        self.offset = other.offset
        self.setObsolete(all(self.new[index] == self.old[index] for index in self.new))
        return True


def continued_nudge(stack: QUndoStack, target: Hashable) -> Nudge | None:
    """The nudge a press on ``target`` will merge into (as QUndoStack.push decides: the
    command before the current index, unless that is where the document was saved), or None."""
    index = stack.index()
    if index == 0 or index == stack.cleanIndex():
        return None
    previous = stack.command(index - 1)
    if isinstance(previous, Nudge) and previous.moved_to == target and not previous.isObsolete():
        return previous
    return None
