"""The last line of defence: an unexpected error becomes a short message and a report file.

People should never see a Python traceback. When something we did not foresee goes wrong,
the details go to a file in the temporary folder (to attach to a bug report) and the user
gets one clear sentence saying what happened and where the details are.
"""

from __future__ import annotations

import sys
import tempfile
import time
import traceback
from pathlib import Path


def write_crash_report(error: BaseException) -> Path | None:
    """Save the traceback of ``error``; returns the file, or None if even that failed."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = Path(tempfile.gettempdir()) / f"worldsmith-error-{stamp}.txt"
    try:
        details = "".join(traceback.format_exception(type(error), error, error.__traceback__))
        path.write_text(f"Worldsmith {_version()} on Python {sys.version}\n\n{details}", encoding="utf-8")
    except OSError:
        return None
    return path


def describe_crash(error: BaseException, report: Path | None) -> str:
    where = f" Details were saved to {report}." if report else ""
    return f"Worldsmith ran into an unexpected problem: {type(error).__name__}: {error}.{where}"


def install_gui_hook() -> None:
    """Show unexpected errors raised inside Qt event handlers in a message box."""

    def hook(kind, error, tb):
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, tb)
            return
        report = write_crash_report(error)
        from PySide6.QtCore import QCoreApplication
        from PySide6.QtWidgets import QApplication, QMessageBox

        message = QCoreApplication.translate(
            "CrashReport", "Something went wrong that Worldsmith did not expect.\n\n{error}\n\n"
            "Details were saved to {report}. Your files were not changed by this error."
        ).format(error=f"{kind.__name__}: {error}", report=report or "?")
        print(describe_crash(error, report), file=sys.stderr)
        if QApplication.instance() is not None:
            QMessageBox.critical(None, QCoreApplication.translate("CrashReport", "Unexpected Error"), message)

    sys.excepthook = hook


def _version() -> str:
    from editor.app.version import VERSION

    return VERSION
