"""`worldsmith packs add|list` and `worldsmith validate PACKS.yaml`: packs go into a Legacy
scenario's world sealed, listing keeps their contents hidden, bad files are explained."""

from __future__ import annotations

import json
import shutil

import pytest

from editor.cli.main import EXIT_OK, EXIT_PROBLEMS, EXIT_UNREADABLE, main
from engine.campaign.pack_format import SAMPLE_PACKS, pack_file_text
from engine.campaign.packs import open_pack
from engine.resources import bundled_scenario
from engine.scenario import load_scenario, save_scenario
from tests.engine.campaign.pack_samples import a_pack


@pytest.fixture
def new_world_scenario(tmp_path):
    path = tmp_path / "campaign.yaml"
    shutil.copy(bundled_scenario("legacy-new-world"), path)
    return path


def test_packs_are_added_sealed_and_listed_without_their_contents(new_world_scenario, capsys):
    assert main(["packs", "add", str(new_world_scenario), str(SAMPLE_PACKS)]) == EXIT_OK
    assert "6 sealed packs added" in capsys.readouterr().out
    world = load_scenario(new_world_scenario).scenario.legacy
    assert [p.id for p in world.packs][:2] == ["age-of-cities", "the-fallen"] and world.packs_opened == []
    assert main(["packs", "list", str(new_world_scenario)]) == EXIT_OK
    out = capsys.readouterr().out
    assert "age-of-cities: The Age of Cities (sealed; opens when the 9th minor city is founded)" in out
    assert "scorched-earth: Scorched Earth (sealed; opens when a 'minefield' scar is placed)" in out
    assert "Harvest Festival" not in out and "Nine cities" not in out  # hidden until opened


def test_an_opened_pack_is_listed_with_what_it_brought(new_world_scenario, capsys):
    main(["packs", "add", str(new_world_scenario), str(SAMPLE_PACKS)])
    loaded = load_scenario(new_world_scenario)
    loaded.scenario.legacy = open_pack(loaded.scenario.legacy, "age-of-cities")
    save_scenario(loaded.scenario, new_world_scenario)
    capsys.readouterr()
    main(["packs", "list", str(new_world_scenario)])
    out = capsys.readouterr().out
    assert "age-of-cities: The Age of Cities (opened)" in out
    assert "brought: 1 scar type, 2 scar cards, 2 event cards, 2 mission cards" in out
    assert "rules: EVENTS:" in out


def test_adding_to_another_file_leaves_the_scenario_alone(new_world_scenario, tmp_path):
    before = new_world_scenario.read_text(encoding="utf-8")
    out = tmp_path / "with-packs.yaml"
    assert main(["packs", "add", str(new_world_scenario), str(SAMPLE_PACKS), "-o", str(out)]) == EXIT_OK
    assert new_world_scenario.read_text(encoding="utf-8") == before
    assert len(load_scenario(out).scenario.legacy.packs) == 6


def test_adding_the_same_packs_twice_writes_nothing(new_world_scenario, capsys):
    main(["packs", "add", str(new_world_scenario), str(SAMPLE_PACKS)])
    before = new_world_scenario.read_text(encoding="utf-8")
    assert main(["packs", "add", str(new_world_scenario), str(SAMPLE_PACKS)]) == EXIT_PROBLEMS
    assert "already has a pack called 'age-of-cities'; nothing was written" in capsys.readouterr().err
    assert new_world_scenario.read_text(encoding="utf-8") == before


def test_packs_that_bring_errors_are_not_written(new_world_scenario, tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text(pack_file_text([a_pack("quakes", scar_cards={"earthquake": 2})]), encoding="utf-8")
    before = new_world_scenario.read_text(encoding="utf-8")
    assert main(["packs", "add", str(new_world_scenario), str(bad)]) == EXIT_PROBLEMS
    err = capsys.readouterr().err
    assert "pack 'quakes' names the scar type 'earthquake', which this world does not have" in err
    assert new_world_scenario.read_text(encoding="utf-8") == before


def test_a_scenario_without_a_world_is_explained(tmp_path, capsys):
    path = tmp_path / "classic.yaml"
    shutil.copy(bundled_scenario("classic-random-deal"), path)
    assert main(["packs", "add", str(path), str(SAMPLE_PACKS)]) == EXIT_PROBLEMS
    assert "has no Legacy world" in capsys.readouterr().err
    assert main(["packs", "list", str(path)]) == EXIT_OK
    assert "no content packs" in capsys.readouterr().out


def test_unreadable_files_exit_2(new_world_scenario, tmp_path, capsys):
    assert main(["packs", "add", str(new_world_scenario), str(tmp_path / "nope.yaml")]) == EXIT_UNREADABLE
    assert "nope.yaml" in capsys.readouterr().err
    assert main(["packs", "add", str(new_world_scenario), str(new_world_scenario)]) == EXIT_UNREADABLE
    assert "this file is a scenario, not a Legacy pack file" in capsys.readouterr().err
    assert main(["packs", "list", str(tmp_path / "nope.yaml")]) == EXIT_UNREADABLE


def test_validate_checks_a_pack_file(tmp_path, capsys):
    assert main(["validate", str(SAMPLE_PACKS)]) == EXIT_OK
    assert "sample.yaml: no problems found." in capsys.readouterr().out
    bad = tmp_path / "bad.yaml"
    bad.write_text(pack_file_text([a_pack("one"), a_pack("one", options={"setup": "random"})]), encoding="utf-8")
    assert main(["validate", str(bad), "--json"]) == EXIT_PROBLEMS
    codes = [p["code"] for p in json.loads(capsys.readouterr().out)["errors"]]
    assert codes == ["duplicate-pack", "pack-bad-option"]
    bad.write_text("format: worldsmith-legacy-packs\nschema: 1\npacks: [{id: x}]\n", encoding="utf-8")
    assert main(["validate", str(bad)]) == EXIT_UNREADABLE
    assert "cannot read the pack file" in capsys.readouterr().err
