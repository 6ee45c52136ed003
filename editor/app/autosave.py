"""Recovery files: unsaved changes written aside every minute, so a crash loses little.

Each open map has one recovery file in ``<AppDataLocation>/recovery/``, named after the
map's file (``classic-3f2a9c01d4e5.yaml``: the stem plus a hash of the full path, so two
``world.yaml`` in different folders do not collide) or, for a map never saved,
``untitled-<pid>.yaml``. A small JSON sidecar records which map it belongs to, when it was
written and by which process: the next start offers only files whose process is gone, so a
second editor still running keeps its own.

The recovery file is a normal map file (``engine.board.save_map``, written atomically), so
even without Worldsmith's help a person can open it and copy their work back.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import threading
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, QTimer, Signal

from engine.board import Board, load_map, save_map
from engine.files.atomic_write import atomic_write_text

log = logging.getLogger(__name__)

DEFAULT_INTERVAL_MS = 60_000
# Writing a big map takes a noticeable moment (~0.4 s for 5,000 territories): do it on a
# worker thread then, so the editor never stutters once a minute.
BACKGROUND_THRESHOLD = 300
SIDECAR_VERSION = 1


def default_folder() -> Path:
    """``recovery/`` in the per-user application data folder."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "recovery"


def _canonical(path: str | Path) -> Path:
    try:
        return Path(path).resolve()
    except OSError:  # an unreachable network drive, say: still a usable key
        return Path(os.path.abspath(path))


def recovery_stem(original: str | Path | None, pid: int | None = None) -> str:
    """The recovery file's name (without extension) for a map file, or an untitled map."""
    if original is None:
        return f"untitled-{pid if pid is not None else os.getpid()}"
    canonical = _canonical(original)
    digest = hashlib.sha1(str(canonical).encode("utf-8")).hexdigest()[:12]
    stem = "".join(c if c.isalnum() or c in "-_" else "_" for c in canonical.stem)[:40] or "map"
    return f"{stem}-{digest}"


def process_alive(pid: int) -> bool:
    """Whether a process with this id runs now (our own counts as alive)."""
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    if os.name == "nt":
        return _windows_process_alive(pid)
    try:
        os.kill(pid, 0)  # signal 0: only checks that the process exists
    except ProcessLookupError:
        return False
    except PermissionError:  # exists, belongs to someone else
        return True
    except OSError:
        return False
    return True


def _windows_process_alive(pid: int) -> bool:  # pragma: no cover - Windows only
    import ctypes

    still_active = 259
    kernel32 = ctypes.windll.kernel32
    handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return False
    try:
        code = ctypes.c_ulong()
        return bool(kernel32.GetExitCodeProcess(handle, ctypes.byref(code))) and code.value == still_active
    finally:
        kernel32.CloseHandle(handle)


@dataclass(frozen=True)
class Recovery:
    """One recovery file found on disk."""

    path: Path  # the recovered map (a map file)
    original: Path | None  # the map file it belongs to; None: a map never saved
    saved_at: datetime
    pid: int  # the process that wrote it; 0 if unknown
    name: str  # the map's name, for the question shown to the user

    @property
    def sidecar(self) -> Path:
        return self.path.with_suffix(".json")

    def display_name(self) -> str:
        return self.original.name if self.original is not None else self.name

    def load(self) -> Board:
        """The recovered board; raises FileFormatError (or OSError) if it cannot be read."""
        return load_map(self.path).board

    def delete(self) -> None:
        for path in (self.path, self.sidecar):
            with contextlib.suppress(FileNotFoundError):
                path.unlink()

    def set_aside(self) -> Path:
        """Rename an unreadable recovery file so it is not offered again but is not lost."""
        damaged = self.path.with_suffix(".damaged")
        with contextlib.suppress(OSError):
            os.replace(self.path, damaged)
        with contextlib.suppress(FileNotFoundError):
            self.sidecar.unlink()
        return damaged


def read_recovery(path: Path) -> Recovery:
    """What the sidecar says about a recovery file (guesses from the file when it is missing)."""
    info: dict = {}
    with contextlib.suppress(OSError, ValueError):
        info = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
    if not isinstance(info, dict):
        info = {}
    try:
        saved_at = datetime.fromisoformat(str(info["saved"]))
    except (KeyError, ValueError):
        saved_at = datetime.fromtimestamp(path.stat().st_mtime).astimezone()
    original = info.get("original")
    pid = info.get("pid")
    return Recovery(
        path=path,
        original=Path(original) if isinstance(original, str) and original else None,
        saved_at=saved_at,
        pid=pid if isinstance(pid, int) else 0,
        name=str(info.get("name") or path.stem),
    )


def list_recoveries(folder: Path) -> list[Recovery]:
    """Every recovery file in ``folder``, oldest first."""
    if not folder.is_dir():
        return []
    found = []
    for path in sorted(folder.glob("*.yaml")):
        try:
            found.append(read_recovery(path))
        except OSError:  # vanished meanwhile
            continue
    return sorted(found, key=lambda r: r.saved_at)


def leftover_recoveries(folder: Path, original: str | Path | None = None) -> list[Recovery]:
    """Recovery files no running editor is working on: the one of the map file ``original``,
    or (``original`` None) those of maps that were never saved."""
    if original is not None:
        wanted = recovery_stem(original)
        candidates = [r for r in list_recoveries(folder) if r.path.stem == wanted]
    else:
        candidates = [r for r in list_recoveries(folder) if r.original is None]
    # Our own process id on a leftover file means the id was reused after a crash: the file
    # cannot be ours, since a window discards its recovery file before opening another map.
    return [r for r in candidates if r.pid == os.getpid() or not process_alive(r.pid)]


class Autosaver(QObject):
    """Writes the document's recovery file while it has unsaved changes.

    Call :meth:`set_document` for every document shown, :meth:`discard` when its changes
    are saved or deliberately dropped. The recovery file also goes as soon as the undo
    stack becomes clean (saved, or undone back to the saved state).
    """

    written = Signal(object)  # Path of the recovery file just written
    failed = Signal(str)  # why writing failed
    _finished = Signal(int, object, str)  # from the worker thread: generation, path, error

    def __init__(self, folder: str | Path | None = None, interval_ms: int = DEFAULT_INTERVAL_MS,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._folder = Path(folder) if folder is not None else default_folder()
        self._document = None
        self._stem: str | None = None  # the recovery file's name for the current document
        self._written_revision: int | None = None  # board revision in the recovery file
        self._generation = 0  # grows on discard: a late write from before is ignored
        self._worker: threading.Thread | None = None
        self._timer = QTimer(self)
        self._timer.setObjectName("autosaveTimer")
        self._timer.setInterval(max(1, int(interval_ms)))
        self._timer.timeout.connect(self.save_now)
        self._timer.start()
        self._finished.connect(self._on_finished)

    # -- settings ----------------------------------------------------------------------------
    def folder(self) -> Path:
        return self._folder

    def interval(self) -> int:
        return self._timer.interval()

    def set_interval(self, interval_ms: int) -> None:
        self._timer.setInterval(max(1, int(interval_ms)))

    def stop(self) -> None:
        self._timer.stop()
        self.wait()

    # -- the document ------------------------------------------------------------------------
    def set_document(self, document) -> None:
        """Follow ``document`` (a MapDocument). The previous one's file stays unless discarded."""
        if self._document is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self._document.undo_stack.cleanChanged.disconnect(self._on_clean_changed)
            with contextlib.suppress(RuntimeError, TypeError):
                self._document.pathChanged.disconnect(self._on_path_changed)
        self.wait()
        self._document = document
        self._stem = recovery_stem(document.path) if document is not None else None
        self._written_revision = None
        if document is not None:
            document.undo_stack.cleanChanged.connect(self._on_clean_changed)
            document.pathChanged.connect(self._on_path_changed)

    def recovery_path(self) -> Path | None:
        """Where the current document's recovery file goes."""
        return self._folder / f"{self._stem}.yaml" if self._stem is not None else None

    # -- writing -----------------------------------------------------------------------------
    def save_now(self, force: bool = False) -> Path | None:
        """Write the recovery file if the document has changes not yet written (the timer's slot).

        Small maps are written at once; big ones on a worker thread (call :meth:`wait` to be
        sure it is on disk). Returns the file's path, or None if nothing was written.
        """
        document = self._document
        target = self.recovery_path()
        if document is None or target is None or (not document.modified and not force):
            return None
        board = document.board
        if not force and board.revision == self._written_revision:
            return None
        if self._worker is not None and self._worker.is_alive():
            return None  # the previous write is still going; the next tick catches up
        info = {
            "version": SIDECAR_VERSION,
            "original": str(_canonical(document.path)) if document.path is not None else None,
            "name": board.meta.name,
            "saved": datetime.now().astimezone().isoformat(timespec="seconds"),
            "pid": os.getpid(),
        }
        self._written_revision = board.revision
        snapshot = board.copy()  # values are immutable: the copy is safe to write elsewhere
        generation = self._generation
        if len(snapshot.territories) > BACKGROUND_THRESHOLD:
            self._worker = threading.Thread(
                target=self._write_in_background, args=(generation, snapshot, target, info),
                name="worldsmith-autosave", daemon=True,
            )
            self._worker.start()
            return target
        error = self._write(snapshot, target, info)
        self._on_finished(generation, target, error)
        return None if error else target

    def _write_in_background(self, generation: int, board: Board, target: Path, info: dict) -> None:
        self._finished.emit(generation, target, self._write(board, target, info))

    @staticmethod
    def _write(board: Board, target: Path, info: dict) -> str:
        """Write map and sidecar; returns an error message, or "" on success."""
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            save_map(board, target)
            atomic_write_text(target.with_suffix(".json"), json.dumps(info, indent=2) + "\n")
        except Exception as error:  # a full disk or an odd map must never stop the editor
            log.warning("cannot write the recovery file %s: %s", target, error)
            return str(error) or type(error).__name__
        return ""

    def _on_finished(self, generation: int, target: Path, error: str) -> None:
        if generation != self._generation:
            return  # discarded meanwhile; discard() waited for this write and removed it
        if error:
            self._written_revision = None
            self.failed.emit(error)
        else:
            self.written.emit(target)

    def wait(self) -> None:
        """Block until a background write has finished."""
        if self._worker is not None:
            self._worker.join()
            self._worker = None

    # -- removing ----------------------------------------------------------------------------
    def discard(self) -> None:
        """Delete the current document's recovery file (its changes were saved or dropped)."""
        self._generation += 1
        self.wait()
        self._written_revision = None
        target = self.recovery_path()
        if target is not None:
            _delete_pair(target)

    def _on_clean_changed(self, clean: bool) -> None:
        if clean:
            self.discard()

    def _on_path_changed(self) -> None:
        # Saved under a new name: the file named after the old one is stale.
        self.discard()
        self._stem = recovery_stem(self._document.path) if self._document is not None else None


def _delete_pair(target: Path) -> None:
    for path in (target, target.with_suffix(".json")):
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as error:
            log.warning("cannot delete the recovery file %s: %s", path, error)
