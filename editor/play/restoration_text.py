"""What reopening a game did, in the reader's words: the journal's actions replayed since the
last full save ("Restored the game as it was after its last action: Bo attacks Peru…"), and
what was left out and why (a line cut short by the crash, a damaged line, a journal of another
game). The engine says it as data (engine/core/journal.py's Restoration); the window shows
these lines in its game log and status bar.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from editor.play.event_text import event_sentence
from engine.core.errors import IllegalAction
from engine.core.events import PhaseChanged, TurnStarted
from engine.core.journal import (
    CUT_SHORT,
    DAMAGED,
    EMPTY,
    NOT_REPLAYED,
    OTHER_GAME,
    UNREADABLE,
    JournalNote,
    Restoration,
)

# lupdate reads the context from literal translate("Context", "text") calls.
translate = QCoreApplication.translate


def restoration_lines(restoration: Restoration | None, controller) -> list[str]:
    """Sentences about what reopening did; none when there is nothing to say (no journal, or
    nothing in it the full save lacked)."""
    if restoration is None:
        return []
    lines = []
    if restoration.replayed:
        if restoration.events:
            last = event_sentence(_telling_event(restoration.events), controller).rstrip(".")
            lines.append(translate(
                "Restoration", "Restored the game as it was at its last action: {action}.").format(action=last))
        else:
            lines.append(translate("Restoration", "Restored the game as it was at its last action."))
    for note in restoration.notes:
        if note.kind == CUT_SHORT:
            lines.append(translate(
                "Restoration", "The action being written when Worldsmith stopped was cut short and is not in the "
                "game."))
        elif note.kind == DAMAGED:
            lines.append(translate(
                "Restoration", "Line {line} of the game's journal is damaged: the actions from there on ({count}) are "
                "not in the game.").format(line=note.line, count=note.dropped))
        elif note.kind == NOT_REPLAYED:
            lines.append(translate(
                "Restoration", "Line {line} of the game's journal could not be replayed ({reason}): the actions from "
                "there on ({count}) are not in the game.").format(line=note.line, reason=_reason(note, controller),
                                                                   count=note.dropped))
        elif note.kind == OTHER_GAME:
            lines.append(translate(
                "Restoration", "The journal found beside the saved game belongs to another game and was left out."))
        elif note.kind == EMPTY:
            lines.append(translate(
                "Restoration", "The game's journal is empty: whatever was played since the last full save is not in "
                "the game."))
        elif note.kind == UNREADABLE:
            lines.append(translate(
                "Restoration", "The game's journal cannot be read ({reason}): the game goes on from its last full "
                "save.").format(reason=note.detail))
    if restoration.kept is not None:
        lines.append(translate("Restoration", "The journal as it was is kept in {file}.").format(
            file=str(restoration.kept)))
    return lines


def _reason(note: JournalNote, controller) -> str:
    """The rules' refusal in the reader's words; a line that is not an action at all, as read."""
    if isinstance(note.error, IllegalAction):
        return controller.refusal_text(note.error)
    return note.detail


def _telling_event(events):
    """The event that says best what the last action did: not a phase or turn signpost."""
    for event in reversed(events):
        if not isinstance(event, (PhaseChanged, TurnStarted)):
            return event
    return events[-1]
