"""Write a benchmark's figures into its own section of docs/benchmarks.md.

Each benchmark owns the text between ``<!-- bench:NAME -->`` and ``<!-- /bench:NAME -->``,
so running one benchmark never disturbs another's figures.
"""

from __future__ import annotations

import os
import platform
import re
import sys
import time
from pathlib import Path

DOC = Path(__file__).resolve().parent.parent / "docs" / "benchmarks.md"
HEADER = """# Benchmarks

Figures written by the scripts in `benchmarks/` (run them with `python benchmarks/NAME.py`).
They are measurements, not tests: each is the best of several runs on one core.
"""


def machine() -> str:
    return (
        f"Python {platform.python_version()} on {platform.machine()}, "
        f"{os.cpu_count()} logical CPUs, measured {time.strftime('%Y-%m-%d')}"
    )


def load_note() -> str:
    """The machine's load while measuring (other work widens the slowest figures)."""
    try:
        one, _five, _fifteen = os.getloadavg()
    except OSError:  # not on this system
        return ""
    return f"; load average {one:.1f} on {os.cpu_count()} CPUs at the end of the run"


def write_section(name: str, markdown: str) -> None:
    text = DOC.read_text(encoding="utf-8") if DOC.exists() else HEADER
    block = f"<!-- bench:{name} -->\n{markdown.strip()}\n<!-- /bench:{name} -->"
    pattern = re.compile(rf"<!-- bench:{re.escape(name)} -->.*?<!-- /bench:{re.escape(name)} -->", re.S)
    text = pattern.sub(lambda _: block, text) if pattern.search(text) else text.rstrip() + "\n\n" + block + "\n"
    DOC.parent.mkdir(parents=True, exist_ok=True)
    DOC.write_text(text, encoding="utf-8")
    print(f"updated {DOC.relative_to(Path.cwd()) if DOC.is_relative_to(Path.cwd()) else DOC}", file=sys.stderr)


def best_of(runs: int, function) -> float:
    """Seconds taken by the fastest of ``runs`` calls (the least disturbed by other work)."""
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        function()
        best = min(best, time.perf_counter() - start)
    return best


def write_printed(name: str, title: str, function) -> None:
    """Run a benchmark that prints its figures, show them, and keep them in its section."""
    import contextlib
    import io

    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        function()
    text = printed.getvalue()
    sys.stdout.write(text)
    write_section(name, f"## {title}\n\n{machine()}\n\n```\n{text.rstrip()}\n```")
