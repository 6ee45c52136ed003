"""An import run on a worker thread, so the window stays responsive while a big file is traced.

The engine's importers cannot be interrupted halfway; cancelling therefore abandons the
job: the window stops waiting at once, and the result is dropped when the thread ends.
Running threads are kept referenced here until they end (Qt must never destroy a running
QThread).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QThread, Signal

from engine.files.errors import FileFormatError
from engine.interchange.registry import ImportOptions, import_file

log = logging.getLogger(__name__)

_running: set[ImportJob] = set()


class ImportJob(QThread):
    succeeded = Signal(object)  # an engine.interchange.ImportResult
    failed = Signal(object)  # a FileFormatError, or another Exception (a bug in an importer)

    def __init__(self, path: Path, options: ImportOptions, format_name: str | None = None) -> None:
        super().__init__()
        self.path = Path(path)
        self.options = options
        self.format_name = format_name
        self.cancelled = False
        _running.add(self)
        self.finished.connect(self._done)

    def run(self) -> None:
        try:
            result = import_file(self.path, self.options, self.format_name)
        except FileFormatError as error:
            self.failed.emit(error)
            return
        except MemoryError:
            self.failed.emit(MemoryError("not enough memory to import this file"))
            return
        except Exception as error:  # noqa: BLE001 (a bug in an importer: the window says so and lives on)
            log.exception("unexpected error importing %s", self.path)
            self.failed.emit(error)
            return
        self.succeeded.emit(result)

    def cancel(self) -> None:
        self.cancelled = True

    def _done(self) -> None:
        _running.discard(self)
        self.deleteLater()


def running_jobs() -> int:
    return len(_running)
