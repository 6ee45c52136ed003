"""Opening a map in the real window: from typing the command to seeing the map.

    python benchmarks/bench_window.py [--runs N] [--no-write]

Launches the real ``worldsmith edit MAP`` process on an X screen (Xvfb, through xvfb-run
when no DISPLAY is set) with ``QT_QPA_PLATFORM=xcb``, and measures from just before the
process starts to the moment its map view has first painted the map (the editor prints
the time when ``WORLDSMITH_FIRST_PAINT`` is set, then quits: editor/app/startup_timing.py).
It also reports where the time goes: Python until the command's ``main`` runs; importing
Qt and the editor, the application and the empty window; reading the map; building the
map's scene and showing the window; and the first paint.

Each map is opened once to warm the disk cache (not counted, but shown), then ``--runs``
times (default 7): the median and the range are reported. Every run gets a fresh home
folder, so no saved layout or recovery copy changes what is done. The maps: the classic
world and the 5,000-territory Voronoi map of bench_editor.py. Results go to the "window"
section of docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.report import load_note, machine, write_section  # noqa: E402
from editor.app.startup_timing import ENV, PREFIX  # noqa: E402
from engine.resources import maps_dir  # noqa: E402

SCREEN = "1600x1000x24"
TIMEOUT = 120.0  # seconds: a launch that shows nothing by then has failed
AFTER_PARSING_GOAL = 0.6  # seconds from the map read to its first paint (issue 17)
STAGES = ("main", "window-made", "map-read", "window-shown", "first-paint")


@dataclass
class Launch:
    """One launch: seconds from the process start to each stage."""

    stages: dict[str, float]

    @property
    def total(self) -> float:
        return self.stages["first-paint"]


def worldsmith_command() -> list[str]:
    """The installed ``worldsmith`` script next to this Python (what a person runs)."""
    script = Path(sys.executable).parent / "worldsmith"
    if script.exists():
        return [str(script)]
    found = shutil.which("worldsmith")
    if found:
        return [found]
    raise SystemExit("worldsmith is not installed in this environment: pip install -e .")


def big_map() -> Path:
    """The 5,000-territory map of bench_editor.py (made the first time)."""
    from benchmarks.bench_editor import map_file

    return map_file(5000, 30)


def launch(map_path: Path) -> Launch:
    """Start ``worldsmith edit MAP`` and wait for its first paint of the map."""
    with tempfile.TemporaryDirectory(prefix="worldsmith-home-") as home:
        env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=str(Path(home) / ".config"),
                   XDG_DATA_HOME=str(Path(home) / ".local" / "share"),
                   XDG_CACHE_HOME=str(Path(home) / ".cache"), QT_QPA_PLATFORM="xcb")
        env[ENV] = "quit"
        start = time.time()
        process = subprocess.Popen([*worldsmith_command(), "edit", str(map_path)], env=env,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            out, err = process.communicate(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            process.kill()
            out, err = process.communicate()
            raise SystemExit(f"no first paint within {TIMEOUT:.0f} s opening {map_path}:\n{err}") from None
    stages = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[0] == PREFIX:
            stages[parts[1]] = float(parts[2]) - start
    if "first-paint" not in stages:
        raise SystemExit(f"worldsmith edit {map_path} ended (exit {process.returncode}) without painting the "
                         f"map:\n{err}")
    return Launch(stages)


def measure(map_path: Path, runs: int) -> tuple[Launch, list[Launch]]:
    warm_up = launch(map_path)
    return warm_up, [launch(map_path) for _ in range(runs)]


def seconds(value: float) -> str:
    return f"{value:.2f} s"


def median_stage(launches: list[Launch], stage: str, previous: str | None) -> float:
    base = [0.0] * len(launches) if previous is None else [x.stages[previous] for x in launches]
    return statistics.median(x.stages[stage] - b for x, b in zip(launches, base, strict=True))


def report(results: list[tuple[str, Path, Launch, list[Launch]]], runs: int) -> str:
    lines = [
        "## Opening a map in the window (`benchmarks/bench_window.py`)",
        "",
        f"{machine()}{load_note()}; Xvfb screen {SCREEN.rsplit('x', 1)[0]}, Qt's xcb platform. From just before "
        "`worldsmith edit MAP` starts to the first paint of the map in its window, as a person "
        f"waits for it: median and range of {runs} launches, after one launch that warms the disk "
        "cache (shown apart). Each launch has a fresh home folder.",
        "",
        "| map | first paint (median) | range | first launch |",
        "|---|---:|---:|---:|",
    ]
    for name, _path, warm_up, launches in results:
        totals = [x.total for x in launches]
        lines.append(f"| {name} | {seconds(statistics.median(totals))} | "
                     f"{seconds(min(totals))}–{seconds(max(totals))} | {seconds(warm_up.total)} |")
    lines += [
        "",
        "Where the time goes (medians):",
        "",
        "| map | Python, to the command's `main` | Qt, the application and the empty window "
        "| reading the map | the map's scene, showing the window | first paint |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for name, _path, _warm_up, launches in results:
        cells = [seconds(median_stage(launches, stage, previous))
                 for stage, previous in zip(STAGES, (None, *STAGES[:-1]), strict=True)]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    lines += ["", "After the map is read (issue 17's goal: from parsing done to the first paint, "
              f"≤ {AFTER_PARSING_GOAL:.1f} s), medians:", ""]
    for name, _path, _warm_up, launches in results:
        after = statistics.median(x.stages["first-paint"] - x.stages["map-read"] for x in launches)
        mark = "✅" if after <= AFTER_PARSING_GOAL else "❌"
        lines.append(f"- {name}: {seconds(after)} {mark}")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="launches per map, after a warm-up (default 7)")
    parser.add_argument("--no-write", action="store_true", help="print instead of updating docs/benchmarks.md")
    args = parser.parse_args()
    if not os.environ.get("DISPLAY"):
        xvfb = shutil.which("xvfb-run")
        if xvfb is None:
            raise SystemExit("needs an X display: install Xvfb (apt-get install xvfb) or set DISPLAY")
        return subprocess.call([xvfb, "-a", "-s", f"-screen 0 {SCREEN}", sys.executable, *sys.argv])
    maps = [
        ("classic world (42 territories)", maps_dir() / "classic.yaml"),
        ("Voronoi 5,000 × 30", big_map()),
    ]
    results = []
    for name, path in maps:
        warm_up, launches = measure(path, args.runs)
        totals = [x.total for x in launches]
        print(f"{name}: median {statistics.median(totals):.3f} s, range {min(totals):.3f}–{max(totals):.3f} s, "
              f"first launch {warm_up.total:.3f} s", file=sys.stderr)
        results.append((name, path, warm_up, launches))
    text = report(results, args.runs)
    if args.no_write:
        print(text)
    else:
        write_section("window", text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
