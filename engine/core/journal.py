"""A journal of every action, so that a crash, a kill or a power cut loses at most the action
in flight.

A full save (the autosave, or a Legacy campaign file) is written now and then — at a turn's
start, once a round — and is too big to write at every click. Between two full saves each
action is appended to a small text file beside it, ``NAME.journal``, one line per entry of the
game's log, flushed to the system as it happens and forced to the disk (fsync) at most every
quarter of a second: a kill (SIGKILL) loses nothing the system was given, a power cut at most
what a person can click in a quarter of a second. Reopening loads the full save and replays
the journal's later entries onto it (``restore``), through the rules like any saved game.

The journal's first line names the full save it continues: how many entries of the log the
save held and a digest of them. A journal written before the latest full save (the program
stopped between writing the save and starting a new journal) still fits: its entries the save
already holds are checked against it and skipped. A journal of another game does not fit and
is ignored. Each entry carries its position in the log and a checksum, so a line cut short by
the crash, or damaged, is found; it and what follows are dropped with a note — never a reason
not to open the game.

    worldsmith-journal 1 12 3f2a9c0b11d4e8a7
    12 9b1c0e2a place alaska 3
    13 40aa91c3 sealed:QDIgcGxhbiAuLi4=

An entry taken in a secret decision still going on (``Game.sealed``: an MU plan) is written
sealed, as saves write it (engine/core/save.py), so that the journal shows no secret order at
a glance either; the digest and the comparisons are of the entries' plain text.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import time
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from engine.core.actions import Action, parse_action
from engine.core.errors import ActionFormatError, IllegalAction
from engine.core.events import Event
from engine.core.game import Game
from engine.core.save import entry_text, read_entry, sealed_entry, unsealed_entry
from engine.files.atomic_write import atomic_write_bytes, atomic_write_text

JOURNAL_FORMAT = "worldsmith-journal"
JOURNAL_VERSION = 1
SUFFIX = ".journal"
# Forced to the disk at most this often: a person cannot click faster, and an fsync per
# action would make a computer players' game crawl.
SYNC_INTERVAL = 0.25
# A line longer than this is not an entry (a damaged file): read no further than that.
LONGEST_LINE = 1_000_000


def journal_path(full_save: str | os.PathLike[str]) -> Path:
    """The journal beside a full save: ``game.yaml`` → ``game.yaml.journal``."""
    path = Path(full_save)
    return path.with_name(path.name + SUFFIX)


def _digest(texts: Sequence[str]) -> str:
    return hashlib.sha256("\n".join(texts).encode("utf-8")).hexdigest()[:16]


def _checksum(index: int, text: str) -> str:
    return f"{zlib.crc32(f'{index} {text}'.encode()):08x}"


def _entry_texts(game: Game, start: int = 0, end: int | None = None) -> list[str]:
    world = game.world
    end = len(game.log) if end is None else end
    return [entry_text(game.actors[i], game.log[i], world) for i in range(start, end)]


class JournalWriter:
    """Appends a game's log, entry by entry, to the journal at ``path``.

    ``begin(game)`` once the full save of ``game`` is written (a new journal on it);
    ``record(game)`` after every action (it writes what the log gained since); ``sync()`` when
    the quarter of a second is up (the caller's timer) and before closing.
    """

    def __init__(self, path: str | os.PathLike[str], *, sync_interval: float = SYNC_INTERVAL,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.path = Path(path)
        self.sync_interval = sync_interval
        self._clock = clock
        self._file = None
        self._game: Game | None = None  # the game object it was begun on
        self._written = 0  # entries of the log the journal (with its full save) holds
        self.base = 0  # of which the full save holds these
        self._last_sync = float("-inf")
        self.pending = False  # written to the system, not yet forced to the disk

    @property
    def written(self) -> int:
        return self._written

    def begin(self, game: Game) -> None:
        """The full save of ``game`` as it is now was just written: start a journal on it.
        The new journal replaces the old in one step (a crash leaves one or the other)."""
        self.close()
        texts = _entry_texts(game)
        atomic_write_text(self.path, f"{JOURNAL_FORMAT} {JOURNAL_VERSION} {len(texts)} {_digest(texts)}\n")
        self._file = open(self.path, "a", encoding="utf-8", newline="\n")  # noqa: SIM115 (kept open)
        self._game, self._written, self.base = game, len(texts), len(texts)
        self._last_sync, self.pending = self._clock(), False

    def in_step(self, game: Game) -> bool:
        """Whether ``game``'s log still extends what the journal holds: the same game object,
        grown since (an undone placement replays the game without it into another object, and
        the journal then needs a new full save)."""
        return self._file is not None and game is self._game and len(game.log) >= self._written

    def record(self, game: Game) -> bool:
        """Append the entries ``game``'s log gained; False (nothing written) if the journal
        is not in step with it — the caller writes a full save and begins again."""
        if not self.in_step(game):
            return False
        if len(game.log) == self._written:
            return True
        texts = [sealed_entry(text) if game.sealed(index) else text
                 for index, text in enumerate(_entry_texts(game, self._written), start=self._written)]
        lines = "".join(f"{index} {_checksum(index, text)} {text}\n"
                        for index, text in enumerate(texts, start=self._written))
        self._file.write(lines)
        self._file.flush()  # to the system: a killed program loses none of it
        self._written = len(game.log)
        self.pending = True
        if self._clock() - self._last_sync >= self.sync_interval:
            self.sync()
        return True

    def sync(self) -> None:
        """Force what was written to the disk (a power cut then loses none of it)."""
        if self._file is not None and self.pending:
            with contextlib.suppress(OSError):  # a disk gone: the next full save will say so
                os.fsync(self._file.fileno())
            self.pending = False
            self._last_sync = self._clock()

    def close(self) -> None:
        if self._file is not None:
            self.sync()
            with contextlib.suppress(OSError):
                self._file.close()
            self._file, self._game = None, None

    def remove(self) -> None:
        """The game is over or given up: no journal is left to replay."""
        self.close()
        remove_journal(self.path)


def remove_journal(path: str | os.PathLike[str]) -> None:
    with contextlib.suppress(OSError):
        Path(path).unlink(missing_ok=True)


# -- reopening ---------------------------------------------------------------------------------


# Why lines of a journal were not replayed (the UI words them; engine/core/messages.py's way).
UNREADABLE, OTHER_GAME, CUT_SHORT, DAMAGED, NOT_REPLAYED, EMPTY = (
    "unreadable", "other-game", "cut-short", "damaged", "not-replayed", "empty")


@dataclass(frozen=True)
class JournalNote:
    """Something of the journal left out: ``kind`` (one of the constants above), the line
    (1 is the header) and, for NOT_REPLAYED, the engine's reason."""

    kind: str
    line: int = 0
    detail: str = ""
    dropped: int = 0  # entries left out from there on
    error: Exception | None = None  # the rules' refusal (an IllegalAction), for a UI to word


@dataclass
class Restoration:
    """What reopening did: entries replayed from the journal and what they did (to say where
    the game goes on from), notes on what was left out, and the entropy mixed."""

    replayed: int = 0
    events: list[Event] = field(default_factory=list)  # what the replayed entries did, in order
    last_action: Action | None = None
    last_actor: int | None = None
    notes: list[JournalNote] = field(default_factory=list)
    entropy: int | None = None
    kept: Path | None = None  # a copy of a journal with lines left out, for whoever wants them by hand


def restore(game: Game, path: str | os.PathLike[str]) -> Restoration:
    """Replay onto ``game`` (just read from its full save) the journal's entries it lacks."""
    restoration = Restoration()
    try:
        with open(path, "rb") as handle:
            data = handle.read(64 * 1024 * 1024)  # a journal is a few lines a turn
    except FileNotFoundError:
        return restoration
    except OSError as error:
        restoration.notes.append(JournalNote(UNREADABLE, detail=error.strerror or str(error)))
        return restoration
    lines = data.split(b"\n")
    complete = data.endswith(b"\n")
    header = lines[0].decode("utf-8", "replace").split() if lines and lines[0] else []
    if not _is_header(header):  # empty (a journal always has its first line), or not a journal
        if data:
            restoration.notes.append(JournalNote(DAMAGED, line=1, dropped=max(0, len(lines) - 2)))
        else:
            restoration.notes.append(JournalNote(EMPTY))
        restoration.kept = _keep_a_copy(path, data)
        return restoration
    if not _fits(game, header):
        restoration.notes.append(JournalNote(OTHER_GAME, line=1))
        restoration.kept = _keep_a_copy(path, data)
        return restoration
    entries = lines[1:-1] if complete else lines[1:]
    for number, raw in enumerate(entries, start=2):
        left = len(entries) - (number - 2)
        last_line = number - 2 == len(entries) - 1
        if last_line and not complete:
            restoration.notes.append(JournalNote(CUT_SHORT, line=number, dropped=1))
            break
        entry = _read_line(raw)
        if entry is None:
            restoration.notes.append(JournalNote(DAMAGED, line=number, dropped=left))
            break
        index, text = entry
        have = len(game.log)
        if index < have:  # the full save holds it already: it must be the same
            if _entry_texts(game, index, index + 1)[0] != text:
                restoration.notes.append(JournalNote(OTHER_GAME, line=number, dropped=left))
                break
            continue
        if index > have:  # an entry missing in between
            restoration.notes.append(JournalNote(DAMAGED, line=number, dropped=left))
            break
        actor, action_text = read_entry(text)
        try:
            action = parse_action(action_text, game.world)
            events = game.apply(action, actor)
        except (ActionFormatError, IllegalAction) as error:
            restoration.notes.append(JournalNote(NOT_REPLAYED, line=number, detail=str(error), dropped=left,
                                                 error=error))
            break
        restoration.replayed += 1
        restoration.events += events
        restoration.last_action, restoration.last_actor = action, actor
    if any(note.kind != CUT_SHORT for note in restoration.notes):
        restoration.kept = _keep_a_copy(path, data)
    return restoration


def _keep_a_copy(path: str | os.PathLike[str], data: bytes) -> Path | None:
    """A journal whose lines were left out is kept beside it (``NAME.journal.left-out``) before
    the next full save replaces it: what could not be replayed can still be read by hand."""
    copy = Path(path).with_name(Path(path).name + ".left-out")
    try:
        atomic_write_bytes(copy, data)
    except OSError:
        return None
    return copy


def _is_header(header: list[str]) -> bool:
    return len(header) == 4 and header[0] == JOURNAL_FORMAT and header[1] == str(JOURNAL_VERSION)


def _fits(game: Game, header: list[str]) -> bool:
    """Whether a journal with this header continues ``game``'s full save."""
    if not _is_header(header):
        return False
    count, digest = header[2], header[3]
    if not count.isdigit() or not count.isascii() or len(count) > 9 or int(count) > len(game.log):
        return False
    return _digest(_entry_texts(game, 0, int(count))) == digest


def _read_line(raw: bytes) -> tuple[int, str] | None:
    """(index, entry text) of a journal line, or None if it is damaged."""
    if len(raw) > LONGEST_LINE:
        return None
    try:
        line = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    parts = line.split(" ", 2)
    if len(parts) != 3 or not parts[0].isascii() or not parts[0].isdigit() or len(parts[0]) > 9:
        return None
    index, checksum, text = int(parts[0]), parts[1], parts[2]
    if _checksum(index, text) != checksum:
        return None
    try:
        return index, unsealed_entry(text)
    except ValueError:  # sealed, and damaged all the same
        return None


def reopen(game: Game, journal: str | os.PathLike[str] | None, *, entropy: int | None = None) -> Restoration:
    """A saved game opened again: the journal beside its full save replayed (if any), then
    fresh entropy mixed into the dice, so that nobody can learn the dice to come by closing
    and reopening (engine/core/game.py)."""
    restoration = restore(game, journal) if journal is not None else Restoration()
    if game.state.decider() is not None:  # a finished game rolls no more dice
        restoration.entropy = game.mix_entropy(entropy)
    return restoration
