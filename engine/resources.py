"""Where the shipped data lives: maps/, scenarios/ and resources/ beside the packages.

They are installed as package data next to ``engine/``, both in a source checkout and in
an installed wheel, so Worldsmith finds them from any working directory.
"""

from __future__ import annotations

from pathlib import Path

_ROOT = Path(__file__).resolve().parent.parent


def maps_dir() -> Path:
    return _ROOT / "maps"


def scenarios_dir() -> Path:
    return _ROOT / "scenarios"


def resources_dir() -> Path:
    return _ROOT / "resources"
