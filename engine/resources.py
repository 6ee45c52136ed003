"""Where the shipped data lives: maps/, scenarios/ and resources/ beside the packages.

They are installed as package data next to ``engine/``, both in a source checkout and in
an installed wheel, so Worldsmith finds them from any working directory. Scenarios name a
shipped map by name (``map: classic``; see engine.scenario.map_reference), which holds in
both and wherever a scenario file is moved.
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
