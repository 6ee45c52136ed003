"""The designer saves a scenario's map so that the scenario can be moved (issue 10)."""

from __future__ import annotations

import shutil

from editor.scenario.scenario_document import ScenarioDocument
from engine.board import load_map
from engine.resources import maps_dir

CLASSIC = maps_dir() / "classic.yaml"


def test_a_scenario_on_a_shipped_map_names_it_and_still_opens_after_moving(qapp, tmp_path):
    document = ScenarioDocument.for_map(load_map(CLASSIC).board, CLASSIC, players=["Ann", "Bob"])
    (tmp_path / "campaigns" / "2024").mkdir(parents=True)
    saved = document.save(tmp_path / "campaigns" / "2024" / "opening.yaml")
    assert "\nmap: classic\n" in saved.read_text(encoding="utf-8")
    moved = tmp_path / "elsewhere" / "opening.yaml"
    moved.parent.mkdir()
    shutil.move(saved, moved)
    reopened, warnings = ScenarioDocument.open(moved)
    assert warnings == [] and reopened.map_path == CLASSIC
    assert reopened.board.meta.name == document.board.meta.name


def test_a_map_beside_the_scenario_moves_with_it_and_one_elsewhere_is_absolute(qapp, tmp_path):
    project = tmp_path / "project"
    (project / "maps").mkdir(parents=True)
    below = project / "maps" / "isles.yaml"
    shutil.copy(maps_dir() / "tutorial.yaml", below)
    document = ScenarioDocument.for_map(load_map(below).board, below, players=["Ann", "Bob"])
    saved = document.save(project / "isles-game.yaml")
    assert "\nmap: maps/isles.yaml\n" in saved.read_text(encoding="utf-8")
    shutil.move(project, tmp_path / "renamed")  # the folder moves, the map with it
    reopened, _warnings = ScenarioDocument.open(tmp_path / "renamed" / "isles-game.yaml")
    assert reopened.map_path == (tmp_path / "renamed" / "maps" / "isles.yaml").resolve()

    outside = tmp_path / "shared-maps" / "isles.yaml"
    outside.parent.mkdir()
    shutil.copy(maps_dir() / "tutorial.yaml", outside)
    document = ScenarioDocument.for_map(load_map(outside).board, outside, players=["Ann", "Bob"])
    (tmp_path / "games").mkdir()
    saved = document.save(tmp_path / "games" / "game.yaml")
    assert f"\nmap: {outside.resolve().as_posix()}\n" in saved.read_text(encoding="utf-8")
    shutil.move(saved, tmp_path / "game.yaml")
    reopened, _warnings = ScenarioDocument.open(tmp_path / "game.yaml")
    assert reopened.map_path == outside.resolve()
