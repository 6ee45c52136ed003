"""How a scenario names its map: shipped maps by name, other maps by a path that survives
the scenario being moved (issue 10)."""

from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

import pytest

from engine.board import load_map
from engine.files.errors import FileFormatError
from engine.resources import maps_dir
from engine.scenario import load_scenario, read_scenario
from engine.scenario.map_reference import is_shipped_name, map_reference, resolve_map, shipped_map_names

SCENARIO = textwrap.dedent("""\
    format: worldsmith-scenario
    schema: 1
    name: Where is the map
    map: {map}
    players:
    - name: Ann
    - name: Bob
    """)


def write(path: Path, map_reference_text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(SCENARIO.format(map=map_reference_text), encoding="utf-8")
    return path


def test_shipped_maps_have_names():
    assert shipped_map_names() == ["classic", "classic-mu", "tutorial"]
    assert is_shipped_name("classic") and is_shipped_name("my-world_2")
    for path in ("classic.yaml", "maps/classic", "../maps/classic.yaml", "/tmp/classic.yaml", "C:\\maps\\x"):
        assert not is_shipped_name(path), path


def test_a_shipped_map_by_name_is_found_wherever_the_scenario_is(tmp_path):
    for folder in (tmp_path, tmp_path / "deep" / "down" / "below"):
        loaded = load_scenario(write(folder / "game.yaml", "classic"))
        assert loaded.map_path() == maps_dir() / "classic.yaml"
        assert load_map(loaded.map_path()).board.meta.name
    assert read_scenario(SCENARIO.format(map="tutorial")).map_path() == maps_dir() / "tutorial.yaml"


def test_a_name_that_is_no_shipped_map_is_refused_where_it_is_written():
    with pytest.raises(FileFormatError) as caught:
        read_scenario(SCENARIO.format(map="clasic"), file="game.yaml")
    error = caught.value
    assert error.field == "map" and error.line == 4
    assert "no shipped map is called 'clasic' (shipped maps: classic, classic-mu, tutorial)" in error.message
    assert "'clasic.yaml'" in error.message


def test_old_files_with_a_path_to_the_shipped_maps_still_read(tmp_path):
    """Files written before shipped names: ``map: ../maps/classic.yaml`` from scenarios/."""
    (tmp_path / "maps").mkdir()
    shutil.copy(maps_dir() / "tutorial.yaml", tmp_path / "maps" / "tutorial.yaml")
    loaded = load_scenario(write(tmp_path / "scenarios" / "old.yaml", "../maps/tutorial.yaml"))
    assert loaded.map_path() == (tmp_path / "maps" / "tutorial.yaml").resolve()
    assert load_map(loaded.map_path()).board.meta.name == "Tutorial Isles"


def test_what_a_scenario_is_saved_with(tmp_path):
    home = tmp_path / "campaigns" / "ours"
    home.mkdir(parents=True)
    # A shipped map: by name, wherever the scenario goes.
    assert map_reference(maps_dir() / "classic.yaml", home) == "classic"
    assert map_reference(maps_dir() / "tutorial.yaml", maps_dir()) == "tutorial"
    # Beside the scenario, or below it: relative, so the two move together.
    assert map_reference(home / "island.yaml", home) == "island.yaml"
    assert map_reference(home / "maps" / "island.yaml", home) == "maps/island.yaml"
    # Anywhere else: absolute (a ../ path would break when the scenario moved alone).
    elsewhere = tmp_path / "maps" / "island.yaml"
    assert map_reference(elsewhere, home) == elsewhere.resolve().as_posix()
    # A copy of a shipped map outside maps/ is a file like any other.
    assert map_reference(home / "classic.yaml", home) == "classic.yaml"


def test_every_saved_reference_resolves_back_to_its_map(tmp_path):
    home = tmp_path / "a" / "b"
    home.mkdir(parents=True)
    for target in (maps_dir() / "classic.yaml", home / "x.yaml", home / "sub" / "x.yaml", tmp_path / "x.yaml"):
        assert resolve_map(map_reference(target, home), home) == target.resolve()
