"""How a scenario names its map: a shipped map by name, any other map by path.

A scenario's ``map`` is one of:

* a shipped map's name, ``classic`` or ``tutorial``: no folder and no file extension. It
  holds wherever the scenario file is moved, and in a source checkout or an installed copy;
* a path relative to the scenario's folder (``maps/island.yaml``, ``island.yaml``), written
  only for a map beside the scenario or in a folder below it, so that the two move together;
* an absolute path, for a map anywhere else (a ``../../`` path would break as soon as the
  scenario moved without the map).

Files written before shipped names existed (``map: ../maps/classic.yaml``) still read: any
path is taken relative to the scenario's folder.
"""

from __future__ import annotations

import re
from pathlib import Path

from engine.resources import maps_dir

# A name, not a path: no folder separator and no extension (so "classic.yaml" is a file).
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*\Z")
SUFFIX = ".yaml"


def shipped_map_names() -> list[str]:
    return sorted(path.stem for path in maps_dir().glob(f"*{SUFFIX}") if _NAME.match(path.stem))


def is_shipped_name(reference: str) -> bool:
    """Whether ``reference`` is written as a shipped map's name rather than as a path."""
    return bool(_NAME.match(reference))


def unknown_name_message(reference: str) -> str | None:
    """Why a name-shaped reference does not name a shipped map (None if it does, or is a path)."""
    if not is_shipped_name(reference) or reference in shipped_map_names():
        return None
    known = ", ".join(shipped_map_names()) or "none"
    return (f"no shipped map is called '{reference}' (shipped maps: {known}); "
            f"a map file is written with its extension, e.g. '{reference}{SUFFIX}'")


def resolve_map(reference: str, scenario_folder: Path | None) -> Path:
    """The map file a scenario in ``scenario_folder`` (None: not saved yet) refers to."""
    if is_shipped_name(reference):
        return maps_dir() / f"{reference}{SUFFIX}"
    path = Path(reference)
    if path.is_absolute() or scenario_folder is None:
        return path
    return (scenario_folder / path).resolve()


def map_reference(map_path: Path, scenario_folder: Path) -> str:
    """How a scenario saved in ``scenario_folder`` should name the map at ``map_path``."""
    map_path = Path(map_path).resolve()
    shipped = maps_dir().resolve()
    if map_path.parent == shipped and map_path.suffix == SUFFIX and map_path.stem in shipped_map_names():
        return map_path.stem
    folder = Path(scenario_folder).resolve()
    if map_path.is_relative_to(folder):
        return map_path.relative_to(folder).as_posix()
    return map_path.as_posix()
