"""An import run on a worker thread, so the window stays responsive while a big file is traced.

The engine's importers know nothing of threads and take no "stop" flag, so cancelling
interrupts the worker from outside: :meth:`ImportJob.cancel` raises :class:`ImportCancelled`
in the worker thread (``PyThreadState_SetAsyncExc``), which Python delivers at the worker's
next bytecode, usually within milliseconds (a long call into C finishes first). The result,
if any, is dropped.

Qt aborts the whole process ("QThread: Destroyed while thread is still running") when a
QThread object goes while its thread runs, which is what happened when the editor quit
during a cancelled import. So running jobs are kept referenced here until they end, and
before the application goes (``aboutToQuit``, and ``atexit`` for a process without an event
loop) every running job is cancelled and waited for: :func:`stop_all`.
"""

from __future__ import annotations

import atexit
import ctypes
import logging
import threading
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QThread, Signal

from engine.files.errors import FileFormatError
from engine.interchange.registry import ImportOptions, import_file

log = logging.getLogger(__name__)

_running: set[ImportJob] = set()
RESEND_SECONDS = 0.2  # how often a cancel is raised again while the worker is still importing
RESEND_TIMES = 50
_hooked = False  # stop_all connected to the application's end and to atexit


class ImportCancelled(BaseException):
    """Raised in the worker to stop an import. A BaseException so that an importer's
    ``except Exception`` (turning a bad value into a report item) cannot swallow it."""


class ImportJob(QThread):
    succeeded = Signal(object)  # an engine.interchange.ImportResult
    failed = Signal(object)  # a FileFormatError, or another Exception (a bug in an importer)

    def __init__(self, path: Path, options: ImportOptions, format_name: str | None = None) -> None:
        super().__init__()
        self.path = Path(path)
        self.options = options
        self.format_name = format_name
        self.cancelled = False
        # The worker's thread id while it is importing (None before and after): cancel only
        # interrupts the import itself, never the signal emission that follows it.
        self._worker: int | None = None
        self._lock = threading.Lock()
        _running.add(self)
        self.finished.connect(self._done)
        _stop_all_before_exit()

    def run(self) -> None:
        try:
            outcome = self._import()
        except ImportCancelled:
            return
        if self.cancelled:
            return
        signal, value = outcome
        signal.emit(value)

    def _import(self) -> tuple[Signal, object]:
        with self._lock:
            if self.cancelled:  # cancelled before the thread started
                raise ImportCancelled
            self._worker = threading.get_ident()
        try:
            return self.succeeded, import_file(self.path, self.options, self.format_name)
        except FileFormatError as error:
            return self.failed, error
        except MemoryError:
            return self.failed, MemoryError("not enough memory to import this file")
        except Exception as error:  # noqa: BLE001 (a bug in an importer: the window says so and lives on)
            log.exception("unexpected error importing %s", self.path)
            return self.failed, error
        finally:
            with self._lock:
                self._worker = None
            # A cancel that raced the import's end is delivered here at the latest (a call
            # checks for it), inside run()'s try, not later in Qt's thread code.
            threading.get_ident()

    def cancel(self) -> None:
        """Stop the import (its result is dropped); returns at once, the thread ends soon after."""
        if self.cancelled:  # once only (and never waiting for the lock a second time)
            return
        with self._lock:
            self.cancelled = True
            if self._worker is None:
                return
            _raise_in_thread(self._worker, ImportCancelled)
        # Python drops an exception raised in a garbage-collection callback or a finaliser
        # ("Exception ignored in ..."), and an interrupt that lands there is lost: the import
        # went on to its end (seen in the full suite, inside hypothesis's gc callback). So it
        # is raised again until the worker has left the import.
        threading.Thread(target=self._interrupt_until_stopped, name="import-cancel", daemon=True).start()

    def _interrupt_until_stopped(self) -> None:
        for _ in range(RESEND_TIMES):
            time.sleep(RESEND_SECONDS)
            with self._lock:
                if self._worker is None:
                    return
                _raise_in_thread(self._worker, ImportCancelled)

    def _done(self) -> None:
        _running.discard(self)
        self.deleteLater()


def _raise_in_thread(thread_id: int, exception: type[BaseException]) -> None:
    changed = ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread_id), ctypes.py_object(exception))
    if changed != 1:  # 0: the thread has gone; more than 1 must never happen: undo it
        if changed > 1:
            ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread_id), None)
        log.debug("could not interrupt import thread %s (%s)", thread_id, changed)


def running_jobs() -> int:
    return len(_running)


def stop_all() -> None:
    """Cancel every running import and wait for its thread to end, so no QThread is
    destroyed while it runs (which aborts the process)."""
    for job in list(_running):
        job.cancel()
    for job in list(_running):
        job.wait()
        _running.discard(job)


def _stop_all_before_exit() -> None:
    global _hooked
    if _hooked:
        return
    app = QCoreApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(stop_all)
    atexit.register(stop_all)  # a script or test that ends without the event loop quitting
    _hooked = True
