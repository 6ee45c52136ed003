"""Packs in YAML: in a world (a scenario's or a save's) and in pack files, read strictly."""

from __future__ import annotations

import dataclasses

import pytest

from engine.board import load_map
from engine.campaign.pack_format import (
    SAMPLE_PACKS,
    load_pack_file,
    pack_file_text,
    read_pack_text,
)
from engine.campaign.pack_model import Trigger
from engine.campaign.packs import add_packs
from engine.campaign.world_format import new_world
from engine.files.errors import FileFormatError
from engine.resources import bundled_scenario
from engine.scenario import load_scenario, read_scenario, scenario_to_text, validate_scenario
from tests.engine.campaign.pack_samples import a_pack, full_pack
from tests.engine.scenario.samples import legacy_fixed


def test_the_sample_packs_read_cleanly_one_per_trigger():
    sample = load_pack_file(SAMPLE_PACKS)
    assert sample.warnings == []
    assert sorted(p.trigger for p in sample.packs) == sorted(Trigger)
    assert all(p.text for p in sample.packs)


def test_a_pack_file_reads_back_as_written():
    packs = load_pack_file(SAMPLE_PACKS).packs + [full_pack()]
    text = pack_file_text(packs)
    again = read_pack_text(text, "again.yaml")
    assert again.packs == packs and again.warnings == []
    assert pack_file_text(again.packs) == text


def test_packs_in_a_scenario_survive_save_and_load():
    scenario = legacy_fixed()
    scenario.legacy.packs = [full_pack(), a_pack("capital", Trigger.MARK_PLACED, mark="world-capital")]
    scenario.legacy.packs_opened = ["everything"]
    text = scenario_to_text(scenario)
    loaded = read_scenario(text, "s.yaml")
    assert loaded.warnings == []
    assert loaded.scenario.legacy.packs == scenario.legacy.packs
    assert scenario_to_text(loaded.scenario) == text


def test_a_world_without_packs_is_written_as_before():
    """Files written before packs existed must read and write unchanged (shipped scenarios, saves)."""
    scenario = legacy_fixed()
    assert "packs:" not in scenario_to_text(scenario)
    assert read_scenario(scenario_to_text(scenario), "s.yaml").scenario.legacy.packs == []


PACK = """format: worldsmith-legacy-packs
schema: 1
packs:
- id: p
  name: P
  trigger: three-missiles
  text: Boom.
"""


def pack_text(extra: str) -> str:
    return PACK + "".join(f"  {line}\n" for line in extra.strip("\n").split("\n"))


def error_of(text: str) -> FileFormatError:
    with pytest.raises(FileFormatError) as caught:
        read_pack_text(text, "packs.yaml")
    return caught.value


@pytest.mark.parametrize(("extra", "field", "words"), [
    ("events: [{id: e, name: E, text: t, effect: {who: richest, stars: 1}}]",
     "packs[0].events[0].effect.who", "'richest' is not one of: everyone, current"),
    ("events: [{id: e, name: E, text: t, effect: {stars: 1}}]", "packs[0].events[0].effect", "whom it touches"),
    ("events: [{id: e, name: E, text: t, effect: {who: everyone, faction: khan-industries, stars: 1}}]",
     "packs[0].events[0].effect", "one of the two"),
    ("events: [{id: e, name: E, text: t, effect: {who: everyone}}]", "packs[0].events[0].effect",
     "changes something"),
    ("events: [{id: e, name: E, text: t, effect: {who: everyone, troops: 2}}]", "packs[0].events[0].effect",
     "troops and where go together"),
    ("events: [{id: e, name: E, text: t, effect: {who: everyone, stars: 0}}]",
     "packs[0].events[0].effect.stars", "changes nothing"),
    ("events: [{id: e, name: E, text: t, effect: {who: everyone, troops: 1000, where: cities}}]",
     "packs[0].events[0].effect.troops", "from -100 to 100"),
    ("events: [{id: e, name: E, text: t, effect: {who: everyone, stars: 1, then: burn}}]",
     "packs[0].events[0].effect.then", "'burn' is not one of: discard, shuffle-back, bottom"),
    ("missions: [{id: m, name: M, text: t, condition: {cities: 2}, stars: 3}]", "packs[0].missions[0].stars",
     "one or two red stars"),
    ("missions: [{id: m, name: M, text: t, condition: {}}]", "packs[0].missions[0].condition", "asks for something"),
    ("missions: [{id: m, name: M, text: t, condition: {cities: lots}}]", "packs[0].missions[0].condition.cities",
     "whole number"),
    ("scar-cards: {bunker: 0}", "packs[0].scar-cards.bunker", "from 1 to 20"),
    ("options: [join-troops]", "packs[0].options", "mapping of rule options"),
])
def test_wrong_values_name_their_field_and_line(extra, field, words):
    error = error_of(pack_text(extra))
    assert error.field == field
    assert words in str(error)
    assert error.line is not None and error.line >= 7


def test_a_mark_placed_pack_names_its_mark():
    text = PACK.replace("three-missiles", "mark-placed")
    assert "names the mark that opens it" in str(error_of(text))
    assert "one of the two" in str(error_of(pack_text("mark: world-capital\nscar: bunker").replace(
        "three-missiles", "mark-placed")))
    assert "'castle' is not one of" in str(error_of(pack_text("mark: castle").replace("three-missiles",
                                                                                       "mark-placed")))
    pack = read_pack_text(pack_text("scar: sinkhole").replace("three-missiles", "mark-placed"), "p").packs[0]
    assert (pack.trigger, pack.scar, pack.mark) == (Trigger.MARK_PLACED, "sinkhole", "")


def test_a_mark_on_another_trigger_is_a_warning_and_ignored():
    read = read_pack_text(pack_text("mark: world-capital"), "p")
    assert read.packs[0].mark == ""
    assert [w.field for w in read.warnings] == ["packs[0].mark"]


def test_an_unknown_key_is_a_warning_with_a_suggestion():
    read = read_pack_text(pack_text("mision: []"), "p")
    assert "did you mean 'missions'" in read.warnings[0].message


def test_an_unknown_trigger_lists_the_triggers():
    error = error_of(PACK.replace("three-missiles", "full-moon"))
    assert error.field == "packs[0].trigger"
    assert "ninth-minor-city, first-elimination" in str(error)


@pytest.mark.parametrize(("text", "words"), [
    ("", "the file is empty"),
    ("format: worldsmith-map\nschema: 1\n", "this file is a map, not a Legacy pack file"),
    ("format: worldsmith-legacy-packs\nschema: 9\npacks: []\n", "newer Worldsmith"),
    ("format: worldsmith-legacy-packs\nschema: 1\n", "missing required key 'packs'"),
    ("format: worldsmith-legacy-packs\nschema: 1\npacks: [{id: [x], name: P, trigger: three-missiles, text: t}]\n",
     "expected text"),
])
def test_not_a_pack_file(text, words):
    assert words in str(error_of(text))


def test_a_missing_file_is_explained(tmp_path):
    with pytest.raises(FileFormatError, match="nope.yaml"):
        load_pack_file(tmp_path / "nope.yaml")


def test_a_world_with_a_bad_pack_names_the_world_field():
    scenario = legacy_fixed()
    scenario.legacy = dataclasses.replace(new_world(), packs=[a_pack()])
    text = scenario_to_text(scenario).replace("trigger: ninth-minor-city", "trigger: ninth-city")
    with pytest.raises(FileFormatError) as caught:
        read_scenario(text, "s.yaml")
    assert caught.value.field == "legacy.packs[0].trigger"


def test_the_sample_packs_fit_a_new_world_on_the_classic_map():
    """The shipped packs name the built-in factions and scar types only: added to the new
    world of scenarios/legacy-new-world.yaml, the scenario still validates cleanly."""
    loaded = load_scenario(bundled_scenario("legacy-new-world"))
    scenario = loaded.scenario
    scenario.legacy = add_packs(scenario.legacy, load_pack_file(SAMPLE_PACKS).packs)
    report = validate_scenario(scenario, load_map(loaded.map_path()).board)
    assert report.problems == [], [p.message for p in report.problems]


HEAD = "format: worldsmith-legacy-packs\nschema: 1\n"


@pytest.mark.parametrize(("name", "data", "words"), [
    ("deep", (HEAD + "packs: " + "[" * 50_000 + "]" * 50_000 + "\n").encode(), "nested"),
    ("alias", (HEAD + "packs: &p []\nmore: *p\n").encode(), "alias"),
    ("long number", pack_text("scar-cards: {bunker: 1" + "0" * 5000 + "}").encode(), "from 1 to 20"),
    ("binary", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "not a UTF-8 text file"),
    ("utf-16", PACK.encode("utf-16"), "UTF-16"),
])
def test_hostile_pack_files_are_refused_saying_why(name, data, words, tmp_path):
    """Pack files are read through the same guarded layer as maps and scenarios (issue 10)."""
    path = tmp_path / f"{name}.yaml"
    path.write_bytes(data)
    with pytest.raises(FileFormatError) as caught:
        load_pack_file(path)
    assert words in str(caught.value)


def test_a_folder_is_not_a_pack_file(tmp_path):
    with pytest.raises(FileFormatError, match="folder"):
        load_pack_file(tmp_path)
