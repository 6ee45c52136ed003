"""Where the app offers to save what the user makes: <Documents>/Worldsmith/<kind>.

Every save dialog starts in the folder the user last chose for that kind of file, else in
the platform's documents folder (``QStandardPaths.DocumentsLocation``: ~/Documents on Linux and
macOS, the Documents library on Windows) under Worldsmith/Campaigns, Saves, Exports, Reports,
Maps or Scenarios — made the first time it is offered. Never a folder of the installation
(the shipped maps and scenarios, site-packages, a bundle's own folder): files saved there are
lost with the next update, if they can be written at all. The issue that asked for this saw
a campaign's save dialog open inside site-packages/scenarios.
"""

from __future__ import annotations

import contextlib
import sys
import sysconfig
from pathlib import Path

from PySide6.QtCore import QStandardPaths

APP_FOLDER = "Worldsmith"
# The kinds of file, each a folder of its own (the names are folder names, not shown as text).
CAMPAIGNS, SAVES, EXPORTS, REPORTS, MAPS, SCENARIOS = "Campaigns", "Saves", "Exports", "Reports", "Maps", "Scenarios"
KINDS = (CAMPAIGNS, SAVES, EXPORTS, REPORTS, MAPS, SCENARIOS)


def documents_root() -> Path:
    """The user's documents folder (their home folder if the platform names none)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(location) if location else Path.home()


def documents_folder(kind: str, documents: Path | None = None, *, create: bool = True) -> Path:
    """<Documents>/Worldsmith/<kind> (``documents``: the documents folder, the user's unless
    given), made unless ``create`` is False: a file dialog opens in the folder asked for only
    if it exists. A folder that cannot be made is still returned; saving there says why."""
    if kind not in KINDS:
        raise ValueError(f"unknown kind of file: {kind!r} (known: {', '.join(KINDS)})")
    folder = (documents if documents is not None else documents_root()) / APP_FOLDER / kind
    if create:
        with contextlib.suppress(OSError):
            folder.mkdir(parents=True, exist_ok=True)
    return folder


def start_folder(kind: str, remembered: object = None) -> Path:
    """Where a save dialog for ``kind`` opens: the folder remembered from the last save
    (a QSettings value: a string, or nothing), if it still exists and is not part of the
    installation; else the documents folder for ``kind``."""
    if isinstance(remembered, (str, Path)) and str(remembered):
        folder = Path(remembered)
        if folder.is_dir() and not inside_installation(folder):
            return folder
    return documents_folder(kind)


def installation_folders() -> list[Path]:
    """The folders Worldsmith is installed in: its shipped data (maps, scenarios, resources),
    its packages, the Python environment (site-packages, the virtual environment) and a
    bundle's own folder. A folder holding the user's home is left out, so that no odd
    installation (a Python environment at /) makes every folder look installed."""
    import editor
    import engine
    from engine.resources import maps_dir, resources_dir, scenarios_dir

    candidates = [maps_dir(), scenarios_dir(), resources_dir(),
                  Path(engine.__file__).parent, Path(editor.__file__).parent, Path(sys.prefix)]
    candidates += [Path(sysconfig.get_paths()[key]) for key in ("purelib", "platlib")]
    bundle = getattr(sys, "_MEIPASS", None)  # PyInstaller unpacks (or keeps) its files here
    if bundle:
        candidates += [Path(bundle), Path(sys.executable).parent]
    home = _resolved(Path.home())
    folders = []
    for candidate in candidates:
        folder = _resolved(candidate)
        if folder not in folders and not home.is_relative_to(folder):
            folders.append(folder)
    return folders


def inside_installation(path: str | Path) -> bool:
    """Whether ``path`` is one of :func:`installation_folders` or inside one."""
    target = _resolved(Path(path))
    return any(target.is_relative_to(folder) for folder in installation_folders())


def _resolved(path: Path) -> Path:
    try:
        return path.resolve()
    except OSError:  # a loop of links, a folder we may not read: compare it as written
        return path.absolute()
