"""Scenario files: exact round trips, atomic saves, and every kind of bad input explained
with file, line, column and field — never a traceback."""

from __future__ import annotations

import textwrap

import pytest

from engine.campaign.pieces import ScarType
from engine.files.errors import FileFormatError
from engine.resources import maps_dir
from engine.scenario import load_scenario, read_scenario, save_scenario, scenario_to_text
from engine.scenario.scenario_format import SCHEMA_VERSION
from tests.engine.scenario.samples import every_field

GOOD = textwrap.dedent("""\
    format: worldsmith-scenario
    schema: 1
    name: Small
    map: line.yaml
    players:
    - name: Ada
      colour: '#e69f00'
    - name: Basil
    setup: fixed
    fixed:
      territories:
        a: {owner: Ada, troops: 2}
        b: {owner: Basil, troops: 1}
    legacy:
      marks:
      - {kind: minor-city, territory: a, name: Mill}
      - {kind: scar, territory: b, scar: bunker}
      - {kind: fortification, territory: a, used: 2}
      - {kind: scar-cancel, territory: b}
    """)


def read(text: str):
    return read_scenario(text, file="test.yaml")


def error_for(text: str) -> FileFormatError:
    with pytest.raises(FileFormatError) as caught:
        read(text)
    return caught.value


def replaced(old: str, new: str) -> str:
    assert old in GOOD
    return GOOD.replace(old, new, 1)


def line_of(text: str, fragment: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if fragment in line)


# -- round trips -------------------------------------------------------------------------------------


def test_every_kind_of_mark_and_field_survives_save_and_load(tmp_path):
    """Issue 6 §4: "save and reload a scenario with every kind of mark".\""""
    scenario = every_field()
    path = tmp_path / "everything.yaml"
    save_scenario(scenario, path)
    loaded = load_scenario(path)
    assert loaded.warnings == []
    assert loaded.scenario == scenario
    assert {m.kind.value for m in loaded.scenario.legacy.marks} == {
        "minor-city", "major-city", "world-capital", "scar", "scar-cancel", "fortification"}
    assert loaded.path == path and loaded.map_path() == (tmp_path / "../maps/line.yaml").resolve()


def test_the_written_text_reads_back_to_the_same_text():
    text = scenario_to_text(every_field())
    assert scenario_to_text(read(text).scenario) == text


def test_a_minimal_hand_written_file_reads_with_defaults():
    s = read(GOOD).scenario
    assert (s.ruleset, s.description, s.options) == ("classic", "", {})
    assert s.players[1].colour is None and s.players[1].controller == "human" and s.players[1].faction == ""
    assert s.fixed.owners == {"a": 0, "b": 1} and s.fixed.troops == {"a": 2, "b": 1}
    world = s.legacy
    assert world.games_played == 0 and world.world_name == "" and world.cards == {}
    assert world.city("a").name == "Mill" and world.scar("b") is None and world.fortification("a").used == 2
    # Written back, it gains the defaults it left out, and then stays the same.
    again = scenario_to_text(s)
    assert "ruleset: classic" in again and scenario_to_text(read(again).scenario) == again


def test_text_that_looks_like_a_number_stays_text():
    scenario = every_field()
    scenario.options = {"code": "08", "count": 8, "flag": "yes", "empty": ""}
    scenario.legacy.scar_types.append(ScarType("x", "X", "T", {"where": "08"}))
    text = scenario_to_text(scenario)
    assert "code: '08'" in text and "count: 8" in text and "{where: '08'}" in text
    assert read(text).scenario == scenario


def test_saving_is_atomic_and_keeps_no_temporary_files(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text("old contents", encoding="utf-8")
    save_scenario(every_field(), path)
    assert [p.name for p in tmp_path.iterdir()] == ["s.yaml"]
    assert load_scenario(path).scenario == every_field()


def test_a_scenario_referring_to_a_removed_player_is_not_written_half(tmp_path):
    scenario = every_field()
    scenario.players.pop()  # Cleo goes, but still holds 'e'
    path = tmp_path / "s.yaml"
    path.write_text("old contents", encoding="utf-8")
    with pytest.raises(ValueError, match="player 3, but it has 2 players"):
        save_scenario(scenario, path)
    assert path.read_text(encoding="utf-8") == "old contents"


# -- bad input ----------------------------------------------------------------------------------------


def test_broken_yaml_is_located():
    text = replaced("- name: Basil", "- name: [Basil")
    error = error_for(text)
    assert "not valid YAML" in error.message and error.file == "test.yaml" and error.line is not None
    assert str(error).startswith("test.yaml:")


@pytest.mark.parametrize(("old", "new", "field", "words", "at"), [
    ("name: Small", "name: [Small]", "name", "expected text", "name: [Small]"),
    ("troops: 2}", "troops: two}", "fixed.territories.a.troops", "whole number", "troops: two"),
    ("colour: '#e69f00'", "colour: red", "players[0].colour", "colour like", "colour: red"),
    ("- name: Ada\n  colour", "- nom: Ada\n  colour", "players[0]", "missing required key 'name'", "nom: Ada"),
    ("setup: fixed", "setup: dealt", "setup", "not one of: random, claim, fixed", "setup: dealt"),
    ("kind: scar, territory: b, scar: bunker", "kind: crater, territory: b", "legacy.marks[1].kind",
     "'crater' is not one of", "crater"),
    ("{kind: scar, territory: b, scar: bunker}", "{kind: scar, territory: b}", "legacy.marks[1]",
     "says which scar", "{kind: scar, territory: b}"),
    ("used: 2}", "used: 11}", "legacy.marks[2].used", "10 boxes", "used: 11"),
    ("used: 2}", "used: -1}", "legacy.marks[2].used", "0 or more", "used: -1"),
    ("a: {owner: Ada, troops: 2}", "a: {owner: Zed, troops: 2}", "fixed.territories.a.owner",
     "'Zed' is not one of the scenario's players (Ada, Basil)", "owner: Zed"),
    ("    b: {owner: Basil, troops: 1}", "    a: {owner: Basil, troops: 1}", "fixed.territories.a",
     "appears twice", "a: {owner: Basil"),
])
def test_wrong_values_name_their_field_and_line(old, new, field, words, at):
    text = replaced(old, new)
    error = error_for(text)
    assert error.field == field, error
    assert words in error.message, error
    assert error.line == line_of(text, at), error
    assert str(error).startswith(f"test.yaml:{error.line}:{error.column}: {field}: ")


def test_an_unknown_key_is_a_warning_with_a_suggestion():
    loaded = read(replaced("setup: fixed", "setup: fixed\nfixd: {}"))
    assert [w.field for w in loaded.warnings] == ["fixd"]
    assert "did you mean 'fixed'" in loaded.warnings[0].message and loaded.warnings[0].line == line_of(GOOD, "fixed:")


def test_missiles_listed_by_an_older_file_are_read_past_and_not_written_again():
    """A player's missiles are their signatures, never a count kept apart."""
    loaded = read(GOOD + "  missiles:\n    Ada: 2\n")
    assert loaded.warnings == []
    assert "missiles" not in scenario_to_text(loaded.scenario)


def test_unknown_player_names_in_hqs_and_the_economy_are_refused():
    text = replaced("legacy:\n", "  hqs: {Zed: a}\nlegacy:\n")
    error = error_for(text)
    assert error.field == "fixed.hqs" and "'Zed' is not one of the scenario's players" in error.message
    assert error.line == line_of(text, "hqs:")
    error = error_for(GOOD + "economy:\n  money: {Ada: 5, Cleo: 3}\n")
    assert error.field == "economy.money" and "'Cleo'" in error.message


@pytest.mark.parametrize(("extra", "field", "words"), [
    ("  cards:\n    a: {coins: 0}\n", "legacy.cards.a.coins", "printed coin"),
    ("  cards:\n    a: {coins: 2, destroyed: maybe}\n", "legacy.cards.a.destroyed", "true or false"),
    ("  continents:\n    west: {bonus-mark: 2}\n", "legacy.continents.west.bonus-mark", "-1, 0 or +1"),
    ("  continents: [west]\n", "legacy.continents", "expected a mapping"),
    ("  signatures:\n  - {player: Ada, game: 0}\n", "legacy.signatures[0].game", "numbered from 1"),
    ("  games-played: -2\n", "legacy.games-played", "0 or more"),
    ("  factions:\n  - {id: x, name: X, powers: [p]}\n", "legacy.factions[0].powers", "exactly 2"),
    ("  factions:\n  - id: x\n    name: X\n    powers: [p, q]\n    history:\n"
     "    - {game: 1, player: Ada, start: a, result: lost}\n", "legacy.factions[0].history[0].result",
     "not one of: won, held-on, eliminated"),
    ("  scar-types:\n  - {id: s, name: S, text: T, effect: [1]}\n", "legacy.scar-types[0].effect",
     "an effect is a mapping"),
    ("  scar-types:\n  - {id: s, name: S, text: T, effect: {side: a, side: b}}\n",
     "legacy.scar-types[0].effect.side", "appears twice"),
    ("  powers:\n  - {id: p, faction: f, name: P}\n", "legacy.powers[0]", "missing required key 'text'"),
])
def test_bad_legacy_values_name_their_field(extra, field, words):
    text = GOOD + extra
    error = error_for(text)
    assert error.field == field, error
    assert words in error.message, error
    assert error.line is not None and error.column is not None


def test_options_with_a_list_as_key_are_refused_not_crashed_on():
    error = error_for(GOOD + "options:\n  [a, b]: 1\n")
    assert error.field == "options" and "plain text" in error.message


def test_a_field_a_mark_kind_does_not_have_is_a_warning_and_ignored():
    loaded = read(replaced("{kind: scar-cancel, territory: b}", "{kind: scar-cancel, territory: b, name: Oops}"))
    assert [w.field for w in loaded.warnings] == ["legacy.marks[3].name"]
    assert "a scar-cancel mark has no 'name'" in loaded.warnings[0].message
    assert loaded.scenario.legacy.marks[3].name == ""


def test_a_newer_schema_is_refused_with_advice():
    error = error_for(GOOD.replace("schema: 1", f"schema: {SCHEMA_VERSION + 1}"))
    assert "newer Worldsmith" in error.message and error.line == 2 and error.field == "schema"


def test_a_map_is_not_a_scenario():
    error = error_for((maps_dir() / "tutorial.yaml").read_text(encoding="utf-8"))
    assert "not a Worldsmith scenario: this file is a map" in error.message and error.line == 1


@pytest.mark.parametrize(("text", "words"), [
    ("", "the file is empty"),
    ("- just\n- a list\n", "not a Worldsmith scenario"),
    ("name: x\n", "'format: worldsmith-scenario' is missing"),
    ("format: worldsmith-scenario\nschema: 1\n", "missing required keys 'name', 'map', 'players'"),
])
def test_not_a_scenario_file(text, words):
    assert words in error_for(text).message


def test_missing_and_binary_files_are_explained(tmp_path):
    with pytest.raises(FileFormatError, match="file not found"):
        load_scenario(tmp_path / "nowhere.yaml")
    picture = tmp_path / "picture.yaml"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    with pytest.raises(FileFormatError, match="not a UTF-8 text file"):
        load_scenario(picture)
