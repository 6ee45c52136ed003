"""Live validation: re-check the map shortly after every edit, off the GUI thread if it is big.

Edits come in bursts (a vertex drag sends dozens of changes a second), so a run is
scheduled a little after the last change rather than on every one. Big maps are
validated on a copy of the board in a worker thread: board values are immutable, so the
copy is cheap and the worker never sees a half-done edit. Every run is numbered; a
result that arrives after a newer run started is dropped, so the newest board wins.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Qt, QThreadPool, QTimer, Signal

from editor.document.map_document import MapDocument
from engine.board.board import Board
from engine.board.validation import ValidationReport, validate

log = logging.getLogger(__name__)

DEFAULT_DELAY_MS = 300
# Validating this many territories takes a few milliseconds: not worth a thread.
THREAD_THRESHOLD = 300


class _Delivery(QObject):
    """Carries a worker's result to the GUI thread (it lives there: the signal is queued)."""

    done = Signal(int, object)  # run number, ValidationReport or None if validation failed


class _ValidationJob(QRunnable):
    def __init__(self, run: int, board: Board, delivery: _Delivery) -> None:
        super().__init__()
        self.setAutoDelete(False)  # the runner keeps the job until its result arrived
        self.run_number = run
        self.board = board
        self.delivery = delivery

    def run(self) -> None:
        report = _validate_safely(self.board)
        self.delivery.done.emit(self.run_number, report)


def _validate_safely(board: Board) -> ValidationReport | None:
    try:
        return validate(board)
    except Exception:  # a validator bug must not take the editor down
        log.exception("validation failed")
        return None


class ValidationRunner(QObject):
    """Validates a document's board after changes; ``finished`` brings each new report."""

    started = Signal()
    finished = Signal(object)  # a ValidationReport

    def __init__(self, document: MapDocument, parent: QObject | None = None, *,
                 delay_ms: int = DEFAULT_DELAY_MS, thread_threshold: int = THREAD_THRESHOLD) -> None:
        super().__init__(parent)
        self._document = document
        self._thread_threshold = thread_threshold
        self._report: ValidationReport | None = None
        self._run = 0  # number of the newest run started
        self._jobs: dict[int, _ValidationJob] = {}
        self._closed = False
        # The pool is created first so that, as a child, it is destroyed (and waits for
        # its jobs) before the delivery object the jobs emit on.
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._delivery = _Delivery(self)
        self._delivery.done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(delay_ms)
        self._timer.timeout.connect(self.validate_now)
        document.changed.connect(self.schedule)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    # -- reading ---------------------------------------------------------------------------
    @property
    def report(self) -> ValidationReport | None:
        """The newest report, or None before the first run finished."""
        return self._report

    @property
    def document(self) -> MapDocument:
        return self._document

    def is_running(self) -> bool:
        """Whether a run started and its result has not arrived yet."""
        return bool(self._jobs)

    def delay(self) -> int:
        return self._timer.interval()

    def set_delay(self, milliseconds: int) -> None:
        self._timer.setInterval(milliseconds)

    # -- running ---------------------------------------------------------------------------
    def schedule(self, *_change) -> None:
        """Validate a little later; every call pushes the run back (debouncing)."""
        if not self._closed:
            self._timer.start()

    def validate_now(self) -> None:
        """Start a run at once (inline for small maps, in the worker for big ones)."""
        if self._closed:
            return
        self._timer.stop()
        self._run += 1
        run = self._run
        board = self._document.board
        self.started.emit()
        if len(board.territories) <= self._thread_threshold:
            self._deliver(run, _validate_safely(board))
            return
        # Runs that have not started yet are useless now: only the newest counts.
        self._pool.clear()
        job = _ValidationJob(run, board.copy(), self._delivery)
        self._jobs[run] = job
        self._pool.start(job)

    def shutdown(self) -> None:
        """Stop validating and wait for a run in flight (on quit: nothing may outlive Qt)."""
        self._closed = True
        self._timer.stop()
        self._pool.clear()
        self._pool.waitForDone()
        self._jobs.clear()

    def wait(self, msecs: int = -1) -> bool:
        """Block until the worker is idle (tests, saving); True if it is."""
        return self._pool.waitForDone(msecs)

    def _on_done(self, run: int, report: ValidationReport | None) -> None:
        self._jobs.pop(run, None)
        # Jobs cleared from the queue never report; forget those older than this one.
        for stale in [r for r in self._jobs if r < run]:
            del self._jobs[stale]
        self._deliver(run, report)

    def _deliver(self, run: int, report: ValidationReport | None) -> None:
        if run != self._run or report is None or self._closed:
            return  # a newer run is on its way, or this one failed
        self._report = report
        self.finished.emit(report)
