"""Start-up timing, for ``benchmarks/bench_window.py``: how long until a person sees the map.

With ``WORLDSMITH_FIRST_PAINT`` set in the environment, the editor prints a line
``worldsmith-timing NAME SECONDS`` (SECONDS: wall-clock time, ``time.time()``) at a few
moments of its start — ``main`` (the command began), ``map-read``, ``window-shown`` — and
``first-paint`` once its map view has painted the map for the first time. With the value
``quit`` it then quits, so a benchmark can launch the real command again and again.

Without the variable nothing is printed and nothing is checked beyond one dictionary look-up.
"""

from __future__ import annotations

import os
import sys
import time

ENV = "WORLDSMITH_FIRST_PAINT"
PREFIX = "worldsmith-timing"


def enabled() -> bool:
    return bool(os.environ.get(ENV))


def mark(name: str) -> None:
    """Print when ``name`` happened (only with ``WORLDSMITH_FIRST_PAINT`` set)."""
    if enabled():
        print(f"{PREFIX} {name} {time.time():.6f}", flush=True)


def first_paint() -> None:
    """The map view has just painted the map: say so, and quit if asked to."""
    mark("first-paint")
    if os.environ.get(ENV) == "quit":
        from PySide6.QtCore import QCoreApplication, QTimer

        # After this paint has been flushed to the screen, not in the middle of it.
        QTimer.singleShot(0, QCoreApplication.quit)
    sys.stdout.flush()
