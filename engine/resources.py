"""Where the shipped data lives: the maps/, scenarios/ and resources/ folders.

This module is the one place that locates them, so Worldsmith finds them from any working
directory however it was installed:

- in a source checkout (and an editable install of one), the folders at the repo's top
  level, beside engine/;
- in an installed wheel, inside the ``worldsmith_data`` package (setup.py puts them there,
  so site-packages gains no generic ``maps`` or ``resources`` packages), found through
  ``importlib.resources``;
- in a PyInstaller bundle, ``worldsmith_data/`` inside the bundle (``sys._MEIPASS``; see
  tools/bundle/worldsmith.spec).

Scenarios name a shipped map by name (``map: classic``; see engine.scenario.map_reference),
which holds in all three and wherever a scenario file is moved.
"""

from __future__ import annotations

import functools
import importlib.resources
import sys
from pathlib import Path

DATA_PACKAGE = "worldsmith_data"
DATA_FOLDERS = ("maps", "scenarios", "resources")
_CHECKOUT = Path(__file__).resolve().parent.parent


def is_checkout(folder: Path) -> bool:
    """``folder`` is a source checkout of Worldsmith: the project file and the data beside it.

    The project file tells a checkout from site-packages, where another project may well
    have installed a ``maps`` package of its own.
    """
    return (folder / "pyproject.toml").is_file() and all((folder / name).is_dir() for name in DATA_FOLDERS)


@functools.cache
def data_root() -> Path:
    """The folder that holds maps/, scenarios/ and resources/."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / DATA_PACKAGE
    if is_checkout(_CHECKOUT):
        return _CHECKOUT
    # A regular package on disk, so this is a real folder (not a zip or a namespace view).
    return Path(str(importlib.resources.files(DATA_PACKAGE)))


def maps_dir() -> Path:
    return data_root() / "maps"


def scenarios_dir() -> Path:
    return data_root() / "scenarios"


def resources_dir() -> Path:
    return data_root() / "resources"


def shipped_scenarios() -> list[Path]:
    """Every scenario that comes with Worldsmith, by file name."""
    return sorted(scenarios_dir().glob("*.yaml"))


def bundled_scenario(name: str) -> Path:
    """A shipped scenario's file by name (``"classic-random-deal"``, with or without .yaml)."""
    path = scenarios_dir() / (name if name.endswith(".yaml") else f"{name}.yaml")
    if not path.is_file():
        known = ", ".join(p.stem for p in shipped_scenarios()) or "none"
        raise FileNotFoundError(f"no shipped scenario called '{name}' (shipped: {known})")
    return path
