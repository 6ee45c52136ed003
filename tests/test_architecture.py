"""The house stays findable (issue 24): editor/'s top level holds its rooms (packages), the map
editor's window and a few modules; every package opens with a paragraph saying what lives
there; and docs/architecture.md names every top-level room of engine/ and editor/."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ARCHITECTURE = ROOT / "docs" / "architecture.md"
MOST_LOOSE_MODULES = 5  # beside main_window.py (and the package's own __init__.py)


def top_level_rooms(package: str) -> list[str]:
    """The folders (packages) and modules directly under ``package``, as the doc names them:
    ``board/``, ``simulation.py``."""
    rooms = []
    for path in sorted((ROOT / package).iterdir()):
        if path.is_dir() and (path / "__init__.py").exists():
            rooms.append(f"{path.name}/")
        elif path.suffix == ".py" and path.name != "__init__.py":
            rooms.append(path.name)
    return rooms


def packages_under(package: str) -> list[Path]:
    return sorted(path.parent for path in (ROOT / package).rglob("__init__.py") if "__pycache__" not in path.parts)


def test_editor_top_level_holds_its_rooms_and_few_loose_modules():
    loose = [room for room in top_level_rooms("editor") if room.endswith(".py") and room != "main_window.py"]
    assert "main_window.py" in top_level_rooms("editor")
    assert len(loose) <= MOST_LOOSE_MODULES, (
        f"editor/ has {len(loose)} loose modules beside main_window.py ({', '.join(loose)}): "
        "give them a room (a package) so a newcomer finds them from the folder names")


@pytest.mark.parametrize("package", ["editor", "engine"])
def test_every_package_opens_with_a_paragraph_saying_what_lives_there(package):
    missing = []
    for folder in packages_under(package):
        docstring = ast.get_docstring(ast.parse((folder / "__init__.py").read_text(encoding="utf-8")))
        first_paragraph = (docstring or "").split("\n\n")[0].strip()
        if len(first_paragraph.split()) < 6:
            missing.append(str(folder.relative_to(ROOT)))
    assert not missing, f"packages without a paragraph in their __init__.py: {', '.join(missing)}"


def rooms_not_named(package: str, text: str) -> list[str]:
    return [room for room in top_level_rooms(package) if f"`{room}`" not in text]


@pytest.mark.parametrize("package", ["editor", "engine"])
def test_the_architecture_page_names_every_top_level_room(package):
    absent = rooms_not_named(package, ARCHITECTURE.read_text(encoding="utf-8"))
    assert not absent, f"docs/architecture.md does not name these rooms of {package}/: {', '.join(absent)}"


def test_the_architecture_page_tells_both_paths():
    text = ARCHITECTURE.read_text(encoding="utf-8")
    assert "tool → command → document → scene" in text
    assert "window → controller → rules → state → events → window" in text


def test_a_room_left_out_of_the_page_is_found():
    rooms = top_level_rooms("engine")
    assert "board/" in rooms and "simulation.py" in rooms and "__init__.py" not in rooms
    text = ARCHITECTURE.read_text(encoding="utf-8").replace("`board/`", "board")
    assert rooms_not_named("engine", text) == ["board/"]
