"""Check a built bundle the way a person without Python would use it.

    python tools/check_bundle.py dist/worldsmith-0.1.0-linux-x86_64.tar.gz [--display :91] [--runs 5]

Unpacks the archive into a temporary folder and runs its ``worldsmith`` with an empty
environment: no Python on PATH (PATH is an empty folder), a fresh home folder, nothing else.
Then: ``worldsmith --version``; ``worldsmith validate`` on the bundle's classic map;
``worldsmith simulate --games 2``; ``import --list-formats``, a Domination sample imported and
exported again; the editor's window opened offscreen until its first
paint, with (on Linux) a look at every file the running editor has mapped, so a Python
installation on this machine cannot have stood in for the bundle's own. With ``--display``
(an X server such as ``Xvfb :91 -screen 0 1600x1000x24``) it also times the editor on that
screen, from launch to the map's first paint (editor/app/startup_timing.py), ``--runs``
times. Prints one line per check and the figures; exits 1 if any check failed.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "bundle"))
import bundle_layout as layout  # noqa: E402

TIMING_PREFIX = "worldsmith-timing"  # as editor/app/startup_timing.py prints it
TIMING_ENV = "WORLDSMITH_FIRST_PAINT"
COMMAND_TIMEOUT = 120  # seconds: a check that has shown nothing by then has failed
START_GOAL = 3.0  # seconds from launch to the editor's first paint (issue 32)


@dataclass
class Check:
    name: str
    passed: bool
    detail: str = ""


def unpack(archive: Path, into: Path) -> Path:
    """Unpack ``archive`` into ``into``; return the bundle's top folder."""
    if archive.suffix == ".zip":
        with zipfile.ZipFile(archive) as source:
            source.extractall(into)
            # zipfile does not keep the executable bits (a zip is for Windows anyway).
    else:
        with tarfile.open(archive) as source:
            source.extractall(into, filter="tar")
    (top,) = [path for path in into.iterdir()]
    return top


def bundle_executable(top: Path) -> Path:
    """The ``worldsmith`` program in an unpacked bundle (a folder, or a macOS .app)."""
    candidates = [top / "worldsmith", top / "worldsmith.exe", top / "Contents" / "MacOS" / "worldsmith"]
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(f"no worldsmith program in {top}")


def bundled_map(top: Path, name: str = "classic.yaml") -> Path:
    """A shipped map inside the bundle (where engine/resources.py finds it there)."""
    # Sorted, and the first: a macOS .app reaches its data by two paths (a symbolic link).
    found = sorted(top.rglob(f"{layout.DATA_PACKAGE}/maps/{name}"))
    if not found:
        raise FileNotFoundError(f"no {name} in {top}")
    return found[0]


def bundled_sample(top: Path, name: str) -> Path:
    """A sample file to try import on, inside the bundle."""
    found = sorted(top.rglob(f"{layout.DATA_PACKAGE}/resources/samples/{name}"))
    if not found:
        raise FileNotFoundError(f"no {name} in {top}")
    return found[0]


def empty_environment(tools: Path, home: Path, **extra: str) -> dict[str, str]:
    """What a machine without Python gives the program: a PATH with nothing on it, a home."""
    env = {"PATH": str(tools), "HOME": str(home), **extra}
    if os.name == "nt":
        # Windows itself needs these to start any program (and its home has another name).
        env.update(SYSTEMROOT=os.environ.get("SYSTEMROOT", r"C:\Windows"), USERPROFILE=str(home))
    return env


def timing_marks(output: str) -> dict[str, float]:
    """``{"first-paint": 1700000000.5, ...}`` from the lines the editor prints when timed."""
    marks = {}
    for line in output.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[0] == TIMING_PREFIX:
            marks[parts[1]] = float(parts[2])
    return marks


def foreign_files(maps_text: str, bundle: Path, forbidden: list[Path]) -> list[str]:
    """Files in a process's /proc/PID/maps that lie inside one of ``forbidden`` (Python
    installations) but not inside the bundle."""
    found = set()
    for line in maps_text.splitlines():
        fields = line.split(maxsplit=5)
        if len(fields) < 6 or not fields[5].startswith("/"):
            continue
        path = Path(fields[5].removesuffix(" (deleted)"))
        if path.is_relative_to(bundle):
            continue
        if any(path.is_relative_to(folder) for folder in forbidden):
            found.add(str(path))
    return sorted(found)


def unpacked_size(top: Path) -> int:
    """Bytes on disk, each file once (the bundle links a few libraries under two names)."""
    return sum(path.stat().st_size for path in top.rglob("*") if path.is_file() and not path.is_symlink())


def python_installations() -> list[Path]:
    """Where this machine keeps Python: the running one, its base, and the system's."""
    places = {Path(sys.prefix).resolve(), Path(sys.base_prefix).resolve()}
    places.update(Path(folder) for folder in ("/usr/lib/python3", f"/usr/lib/python3.{sys.version_info.minor}",
                                               "/usr/local/lib/python3", "/opt/conda"))
    return sorted(places)


def run(program: Path, args: list[str], env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(program), *args], env=env, cwd=cwd, capture_output=True, text=True,
                          timeout=COMMAND_TIMEOUT)


def check_command(name: str, program: Path, args: list[str], env: dict[str, str], cwd: Path,
                  expect: str) -> Check:
    result = run(program, args, env, cwd)
    output = result.stdout + result.stderr
    passed = result.returncode == 0 and expect in output
    detail = output.strip().splitlines()[-1] if output.strip() else f"exit {result.returncode}"
    return Check(name, passed, detail if passed else f"exit {result.returncode}: {output.strip()[-400:]}")


def launch_editor(program: Path, env: dict[str, str], cwd: Path, top: Path) -> tuple[float, list[str]]:
    """Open the editor until its map's first paint; seconds from launch to it, and the files
    from a Python installation it had mapped (Linux; empty elsewhere)."""
    env = {**env, TIMING_ENV: "1"}
    started = time.time()
    process = subprocess.Popen([str(program)], env=env, cwd=cwd, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
    foreign: list[str] = []
    try:
        for line in process.stdout:
            marks = timing_marks(line)
            if "first-paint" in marks:
                maps = Path(f"/proc/{process.pid}/maps")
                if maps.exists():
                    foreign = foreign_files(maps.read_text(), top.resolve(), python_installations())
                return marks["first-paint"] - started, foreign
        raise RuntimeError(f"the editor ended (exit {process.wait()}) before painting its map")
    finally:
        process.kill()
        process.wait()


def check_bundle(archive: Path, display: str | None, runs: int) -> tuple[list[Check], dict[str, str]]:
    checks: list[Check] = []
    figures = {"archive": f"{archive.stat().st_size / 1e6:.1f} MB"}
    with tempfile.TemporaryDirectory(prefix="worldsmith-bundle-") as temp:
        temp = Path(temp)
        (temp / "unpacked").mkdir()
        (temp / "tools").mkdir()  # the PATH: no python, nothing at all
        (temp / "home").mkdir()
        top = unpack(archive, temp / "unpacked")
        figures["unpacked"] = f"{unpacked_size(top) / 1e6:.1f} MB"
        program = bundle_executable(top)
        env = empty_environment(temp / "tools", temp / "home")
        version = layout.app_version()
        checks.append(check_command("--version", program, ["--version"], env, temp, version))
        checks.append(check_command("validate classic", program, ["validate", str(bundled_map(top))], env, temp,
                                    "no problems found"))
        checks.append(check_command("simulate --games 2", program, ["simulate", "--games", "2", "--seed", "1"],
                                    env, temp, "games per second"))
        # Formats are loaded by name, which PyInstaller cannot see: the first bundle lacked them.
        checks.append(check_command("import --list-formats", program, ["import", "--list-formats"], env, temp,
                                    "domination"))
        checks.append(check_command("import a Domination sample", program,
                                    ["import", str(bundled_sample(top, "tiny-world.map")), str(temp / "tiny.yaml")],
                                    env, temp, "tiny.yaml"))
        checks.append(check_command("export it to Domination", program,
                                    ["export", str(temp / "tiny.yaml"), str(temp / "tiny-again.map")], env, temp,
                                    "tiny-again.map"))
        offscreen = {**env, "QT_QPA_PLATFORM": "offscreen"}
        try:
            seconds, foreign = launch_editor(program, offscreen, temp, top)
            checks.append(Check("editor window (offscreen)", True, f"first paint after {seconds:.2f} s"))
            checks.append(Check("no Python of this machine loaded", not foreign,
                                ", ".join(foreign[:5]) or "every mapped file is the bundle's or the system's"))
        except (RuntimeError, subprocess.TimeoutExpired) as error:
            checks.append(Check("editor window (offscreen)", False, str(error)))
        if display:
            on_screen = {**env, "QT_QPA_PLATFORM": "xcb", "DISPLAY": display}
            times = [launch_editor(program, on_screen, temp, top)[0] for _ in range(runs)]
            median = statistics.median(times)
            figures["first paint on X"] = (f"first run {times[0]:.2f} s, median {median:.2f} s "
                                           f"(range {min(times):.2f}–{max(times):.2f} s, {runs} runs)")
            checks.append(Check(f"editor painted ≤ {START_GOAL:.0f} s after launch", median <= START_GOAL,
                                f"median {median:.2f} s"))
    return checks, figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("archive", type=Path)
    parser.add_argument("--display", help="an X display to time the editor's start on, e.g. :91")
    parser.add_argument("--runs", type=int, default=5, help="launches to time on --display (default 5)")
    args = parser.parse_args(argv)
    checks, figures = check_bundle(args.archive, args.display, args.runs)
    for check in checks:
        print(f"{'ok  ' if check.passed else 'FAIL'} {check.name}: {check.detail}")
    for name, value in figures.items():
        print(f"     {name}: {value}")
    print(f"     machine: {platform.system()} {platform.machine()}, {os.cpu_count()} cores")
    return 0 if all(check.passed for check in checks) else 1


if __name__ == "__main__":
    sys.exit(main())
