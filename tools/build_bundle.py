"""Build Worldsmith's download: a one-folder PyInstaller bundle, archived for this platform.

    python tools/build_bundle.py            # -> dist/worldsmith-<VERSION>-linux-x86_64.tar.gz

Installs what the build needs into the Python that runs it (the app's dependencies and the
``bundle`` extra of pyproject.toml, i.e. PyInstaller; not the app itself, which is read from
this checkout), runs tools/bundle/worldsmith.spec, and archives dist/worldsmith/ as
``worldsmith-<VERSION>-<platform>-<arch>.tar.gz`` (``.zip`` on Windows; on macOS the archive
holds Worldsmith.app). Check the result with ``python tools/check_bundle.py ARCHIVE``.
See docs/bundle.md.
"""

from __future__ import annotations

import argparse
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "bundle"))
import bundle_layout as layout  # noqa: E402

ROOT = layout.ROOT
SPEC = ROOT / "tools" / "bundle" / "worldsmith.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "bundle"


def build_requirements(pyproject: Path = ROOT / "pyproject.toml") -> list[str]:
    """The app's dependencies and the ``bundle`` extra, as pip requirement strings."""
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    return [*project["dependencies"], *project["optional-dependencies"]["bundle"]]


def install_requirements() -> None:
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", *build_requirements()], check=True)


def run_pyinstaller() -> Path:
    """Build dist/worldsmith/ (and dist/Worldsmith.app on macOS); return what to archive."""
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(DIST), "--workpath", str(WORK), str(SPEC)], check=True, cwd=ROOT)
    app = DIST / "Worldsmith.app"
    return app if platform.system() == "Darwin" and app.is_dir() else DIST / layout.APP_NAME


def archive(folder: Path, destination: Path) -> Path:
    """Compress ``folder`` (kept as the archive's one top-level folder) into ``destination``."""
    destination.unlink(missing_ok=True)
    if destination.suffix == ".zip":
        with zipfile.ZipFile(destination, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
            for path in sorted(folder.rglob("*")):
                out.write(path, path.relative_to(folder.parent).as_posix())
    else:
        # tar keeps the executable bits and (in a macOS .app) the symbolic links.
        with tarfile.open(destination, "w:gz", compresslevel=9) as out:
            out.add(folder, arcname=folder.name)
    return destination


def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-install", action="store_true",
                        help="use the environment as it is (PyInstaller and the dependencies already there)")
    args = parser.parse_args(argv)
    started = time.monotonic()
    if not args.no_install:
        install_requirements()
    shutil.rmtree(DIST / layout.APP_NAME, ignore_errors=True)
    built = run_pyinstaller()
    name = layout.archive_name(layout.app_version(ROOT), platform.system(), platform.machine())
    result = archive(built, DIST / name)
    print(f"{result} ({result.stat().st_size / 1e6:.1f} MB; unpacked {folder_size(built) / 1e6:.1f} MB; "
          f"built in {time.monotonic() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
