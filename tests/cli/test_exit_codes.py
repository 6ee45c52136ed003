"""One exit-code convention for every command without a window (README, "Commands"):

    0 done, nothing wrong;
    1 everything was read, but it is not right for what was asked (problems found);
    2 something cannot be read at all (missing, not YAML, of another kind, damaged, refused
      by the limits for hostile files), or cannot be written, or a value on the command line
      is wrong (an unknown bot, rule set, format or option, a number out of range, an output
      that exists without --force).

Command by command, each kind of outcome it can have, run in-process: the exit code, and for
a refusal one line on the standard error, never a traceback.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from editor.cli.main import EXIT_OK, EXIT_PROBLEMS, EXIT_UNREADABLE, main
from engine.board import save_map
from engine.campaign.pack_format import SAMPLE_PACKS
from engine.resources import bundled_scenario, maps_dir
from tests.engine.board.test_validation import overlapping
from tests.support.domination_maps import write_sample
from tests.support.geo_maps import box, feature, write_geojson
from tests.support.hostile_files import THOUSANDS_OF_DIGITS, map_text

OK, PROBLEMS, UNREADABLE = EXIT_OK, EXIT_PROBLEMS, EXIT_UNREADABLE
TUTORIAL = str(maps_dir() / "tutorial.yaml")


@pytest.fixture
def files(tmp_path) -> dict[str, str]:
    """Files the commands are given, by name; OUT names a file not written yet."""
    bad_map = tmp_path / "overlap.yaml"
    save_map(overlapping(), bad_map)
    digits = tmp_path / "digits.yaml"
    digits.write_text(map_text().replace("bonus: 3", f"bonus: {THOUSANDS_OF_DIGITS}", 1), encoding="utf-8")
    not_yaml = tmp_path / "not-yaml.yaml"
    not_yaml.write_text("format: [worldsmith-map\n", encoding="utf-8")
    legacy = tmp_path / "legacy.yaml"
    shutil.copy(bundled_scenario("legacy-new-world"), legacy)
    campaign = tmp_path / "campaign.yaml"
    assert main(["campaign", "new", str(legacy), str(campaign), "--seed", "7"]) == OK
    islands = write_geojson(tmp_path, {"type": "FeatureCollection", "features": [
        feature("West", {"type": "Polygon", "coordinates": [box(0, 0, 1, 1)]}),
        feature("East", {"type": "Polygon", "coordinates": [box(5, 0, 6, 1)]})]}, "islands.geojson")
    return {
        "MAP": TUTORIAL, "BAD-MAP": str(bad_map), "DIGITS": str(digits), "NOT-YAML": str(not_yaml),
        "MISSING": str(tmp_path / "missing.yaml"), "LEGACY": str(legacy),
        "CLASSIC-SCENARIO": str(bundled_scenario("classic-random-deal")), "CAMPAIGN": str(campaign),
        "PACKS": str(SAMPLE_PACKS), "DOMINATION": str(write_sample(tmp_path)), "ISLANDS": str(islands),
        "OUT": str(tmp_path / "out"), "NO-FOLDER": str(tmp_path / "no" / "out"),
    }


def run(capsys, files: dict[str, str], command: str) -> tuple[int, str, str]:
    """``command`` run as `worldsmith` would, its words that are keys of ``files`` replaced."""
    words = []
    for word in command.split():
        name, dot, suffix = word.partition(".")  # OUT.png: the file OUT with that suffix
        words.append(files[name] + dot + suffix if name in files else word)
    try:
        code = main(words)
    except SystemExit as stop:  # argparse refusing a value it cannot convert
        code = stop.code
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


COMMANDS = [
    # validate: a map, problems, and every way a file cannot be read
    ("validate MAP", OK),
    ("validate BAD-MAP", PROBLEMS),
    ("validate MISSING", UNREADABLE),
    ("validate NOT-YAML", UNREADABLE),
    ("validate DIGITS", UNREADABLE),
    ("validate CLASSIC-SCENARIO", OK),
    ("validate CAMPAIGN", OK),
    ("validate PACKS", OK),
    # odds: numbers out of range, or not numbers at all
    ("odds 5 3", OK),
    ("odds -- -1 3", UNREADABLE),
    ("odds 3000 3", UNREADABLE),
    ("odds 5 many", UNREADABLE),
    # simulate
    ("simulate --games 1 --map MAP --seed 3", OK),
    ("simulate --games 0", UNREADABLE),
    ("simulate --games -4", UNREADABLE),
    ("simulate --games 1 --bots genius", UNREADABLE),
    ("simulate --games 1 --rules chess", UNREADABLE),
    ("simulate --games 1 --option wild-cards=many", UNREADABLE),
    ("simulate --games 1 --option wild-cards", UNREADABLE),
    ("simulate --games 1 --players 9", UNREADABLE),
    ("simulate --games 1 --map DIGITS", UNREADABLE),
    # render
    ("render MAP OUT.png --width 200", OK),
    ("render MISSING OUT.png", UNREADABLE),
    ("render MAP OUT.png --width 0", UNREADABLE),
    ("render MAP NO-FOLDER.png", UNREADABLE),
    # balance
    ("balance MAP --games 0", OK),
    ("balance MISSING --games 0", UNREADABLE),
    ("balance MAP --games -1", UNREADABLE),
    ("balance MAP --games 1 --jobs 1 --bots genius", UNREADABLE),
    ("balance MAP --games 0 --jobs 0", UNREADABLE),
    # campaign
    ("campaign new LEGACY OUT.yaml --seed 3", OK),
    ("campaign new CLASSIC-SCENARIO OUT.yaml", PROBLEMS),
    ("campaign new MISSING OUT.yaml", UNREADABLE),
    ("campaign new LEGACY CAMPAIGN", UNREADABLE),
    ("campaign new LEGACY OUT.yaml --seed -1", UNREADABLE),
    ("campaign show CAMPAIGN", OK),
    ("campaign show MAP", UNREADABLE),
    ("campaign play-out MISSING --games 1", UNREADABLE),
    ("campaign play-out CAMPAIGN --games 0", UNREADABLE),
    ("campaign play-out CAMPAIGN --games 1 --bots genius", UNREADABLE),
    ("campaign play-out CAMPAIGN --games 1 --turn-limit -1", UNREADABLE),
    # packs
    ("packs add LEGACY PACKS -o OUT.yaml", OK),
    ("packs add CLASSIC-SCENARIO PACKS -o OUT.yaml", PROBLEMS),
    ("packs add LEGACY MISSING", UNREADABLE),
    ("packs list LEGACY", OK),
    ("packs list NOT-YAML", UNREADABLE),
    # import
    ("import DOMINATION OUT.yaml", OK),
    ("import ISLANDS OUT.yaml --option sea-lines=no", PROBLEMS),
    ("import MISSING OUT.yaml", UNREADABLE),
    ("import DOMINATION MAP", UNREADABLE),
    ("import DOMINATION OUT.yaml --format chess", UNREADABLE),
    ("import DOMINATION OUT.yaml --detail -1", UNREADABLE),
    ("import DOMINATION OUT.yaml --option colour", UNREADABLE),
    ("import DOMINATION OUT.yaml --option zork=1", UNREADABLE),
    # export
    ("export MAP OUT.geojson", OK),
    ("export MISSING OUT.geojson", UNREADABLE),
    ("export MAP OUT.geojson --option zork=1", UNREADABLE),
    ("export MAP OUT.chess", UNREADABLE),
    ("export MAP OUT.map --width 0", UNREADABLE),
    ("export MAP NO-FOLDER.geojson", OK),  # export makes its folder (issue 29)
]


@pytest.mark.parametrize(("command", "code"), COMMANDS, ids=[c for c, _ in COMMANDS])
def test_every_command_follows_the_exit_code_convention(command, code, files, capsys, any_legal_bot):
    found, out, err = run(capsys, files, command)
    assert found == code, out + err
    if code == UNREADABLE:
        assert err.count("\n") == 1 or err.startswith("usage: "), err  # argparse adds its usage
        assert out == ""
    if code == OK:
        assert "error" not in err.lower()


def test_every_subcommand_without_a_window_is_in_the_table():
    from editor.cli.main import build_parser

    commands = build_parser()._subparsers._group_actions[0].choices
    windows = {"edit", "play", "scenario"}
    tested = {command.split()[0] for command, _ in COMMANDS}
    assert set(commands) - windows == tested
    assert {code for _, code in COMMANDS} == {OK, PROBLEMS, UNREADABLE}


def test_the_readme_states_the_convention():
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    commands = readme[readme.index("## Commands"):readme.index("## Maps")]
    assert "* **0**: done, nothing wrong;" in commands
    assert "* **1**: everything was read, but it is not right for what was asked" in commands
    assert "* **2**: something cannot be read at all" in commands
