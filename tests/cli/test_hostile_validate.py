"""`worldsmith validate` on hostile files (issue 10, §3): exit 2 (unreadable) or 1 (the
scenario's rule options refused), a one-line reason that says what and where, no traceback,
within a second or two and in bounded memory. And files the suite found misread: a
byte-order mark, ``format:`` written with two spaces, a tab, after a long header or in flow
style, are read as what they say they are."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from editor.cli.main import EXIT_OK, EXIT_UNREADABLE, main
from tests.support.hostile_files import BY_NAME, CASES, UNREADABLE, map_text, save_text, scenario_text

SECONDS = 2.0
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("case", CASES, ids=str)
def test_every_hostile_file_ends_in_exit_1_or_2_with_a_one_line_reason(case, tmp_path, capsys):
    path = case.write(tmp_path)
    start = time.perf_counter()
    code = main(["validate", str(path)])
    elapsed = time.perf_counter() - start
    out, err = capsys.readouterr()
    assert code == case.exit_code
    assert elapsed < SECONDS
    assert "Traceback" not in out + err
    if code == UNREADABLE:
        assert err.count("\n") == 1 and err.startswith("cannot read the ")
        assert f"{path}:" in err and case.expect in err
    else:
        assert "error [bad-option] rule options: " in out and case.expect in out


@pytest.mark.parametrize("name", ["bonus-zeros", "option-zeros", "snapshot-zeros", "campaign-snapshot-zeros",
                                  "pack-effect-zeros"])
def test_the_worldsmith_process_refuses_a_number_of_thousands_of_digits_in_every_kind_of_file(name, tmp_path):
    """A map, a scenario, a saved game, a campaign and a pack file, each with a number written
    with 5,000 leading zeros, which Python's int() refused with ValueError (an unexpected
    problem and a crash report): exit 2 and one line naming the file, line and column."""
    case = BY_NAME[name]
    path = case.write(tmp_path)
    result = subprocess.run([sys.executable, "-m", "editor.cli", "validate", str(path)], capture_output=True,
                            text=True, cwd=ROOT, timeout=60)
    assert result.returncode == UNREADABLE
    assert result.stdout == "" and "Traceback" not in result.stderr
    [line] = result.stderr.splitlines()
    what = {"save": "saved game", "packs": "pack file"}.get(case.kind, case.kind)
    assert line.startswith(f"cannot read the {what}: {path}:")
    assert f": {case.field}: " in line and "5,0" in line  # the field, and how long the number is


@pytest.mark.parametrize("name", ["deep-flow", "fifo", "snapshot-list", "troops-digits"])
def test_the_json_report_of_a_hostile_file_locates_it(name, tmp_path, capsys):
    case = BY_NAME[name]
    path = case.write(tmp_path)
    assert main(["validate", str(path), "--json"]) == EXIT_UNREADABLE
    unreadable = json.loads(capsys.readouterr().out)["unreadable"]
    assert unreadable["file"] == str(path) and case.expect in unreadable["message"]
    assert unreadable["field"] == case.field


@pytest.mark.parametrize("name", ["deep-flow", "deep-dashes", "alias-bomb-options", "alias-bomb-scar-effect",
                                  "many-values", "huge-file", "billion-wild-cards", "hundred-billion-armies"])
def test_memory_stays_bounded(name, tmp_path):
    """In a process of its own, so that the peak is this file's: well under what a big map takes."""
    path = BY_NAME[name].write(tmp_path)
    # The peak of this process's own memory: VmHWM where Linux gives it (ru_maxrss would
    # also count the test runner's memory, which a child inherits across fork and exec).
    code = (
        "import resource, sys\n"
        "from editor.cli.main import main\n"
        f"rc = main(['validate', {str(path)!r}])\n"
        "try:\n"
        "    line = next(l for l in open('/proc/self/status') if l.startswith('VmHWM:'))\n"
        "    peak = int(line.split()[1]) // 1024\n"
        "except OSError:\n"
        "    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024\n"
        "print('peak', rc, peak)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    last = result.stdout.splitlines()[-1].split()
    assert last[0] == "peak", result.stdout + result.stderr
    rc, peak_mb = int(last[1]), int(last[2])
    assert rc in (1, 2), result.stderr
    assert peak_mb < 250, f"{peak_mb} MB"


# -- what the suite found misread ---------------------------------------------------------------------------
HEADERS = {
    "two spaces": lambda text, kind: text.replace(f"format: {kind}", f"format:  {kind}", 1),
    "a tab": lambda text, kind: text.replace(f"format: {kind}", f"format:\t{kind}", 1),
    "a long header": lambda text, kind: "# " + "a comment line\n# " * 200 + "\n" + text,
    "quotes": lambda text, kind: text.replace(f"format: {kind}", f"format: \"{kind}\"", 1),
    "a byte-order mark": lambda text, kind: "\ufeff" + text,
}


@pytest.mark.parametrize("written", HEADERS)
@pytest.mark.parametrize("kind, make_text, said", [
    ("worldsmith-scenario", lambda: scenario_text("classic-fixed-setup"), "Tutorial: three kingdoms"),
    ("worldsmith-map", map_text, "Tutorial Isles: no problems found"),
    ("worldsmith-save", save_text, "a saved game of 6 actions on Tutorial Isles"),
])
def test_the_kind_of_file_is_read_from_the_document(written, kind, make_text, said, tmp_path, capsys):
    path = tmp_path / "file.yaml"
    path.write_text(HEADERS[written](make_text(), kind), encoding="utf-8")
    assert main(["validate", str(path)]) == EXIT_OK
    assert said in capsys.readouterr().out


def test_a_scenario_in_flow_style_is_read_as_a_scenario(tmp_path, capsys):
    path = tmp_path / "flow.yaml"
    path.write_text("{format: worldsmith-scenario, schema: 1, name: Flow, map: "
                    f"'{ROOT / 'maps' / 'tutorial.yaml'}', players: [{{name: A}}, {{name: B}}], setup: random}}\n",
                    encoding="utf-8")
    assert main(["validate", str(path)]) == EXIT_OK
    assert "Flow: no problems found." in capsys.readouterr().out


def test_a_map_in_flow_style_says_what_is_wrong_with_it_as_a_map(tmp_path, capsys):
    path = tmp_path / "flow-map.yaml"
    path.write_text("{format: worldsmith-map, schema: 1, name: Flow, canvas: {width: .inf, height: 5}, "
                    "territories: []}\n", encoding="utf-8")
    assert main(["validate", str(path)]) == EXIT_UNREADABLE
    assert "cannot read the map: " in capsys.readouterr().err


def test_a_damaged_save_says_where(tmp_path, capsys):
    path = BY_NAME["snapshot-text"].write(tmp_path)
    assert main(["validate", str(path)]) == EXIT_UNREADABLE
    err = capsys.readouterr().err
    assert err.startswith(f"cannot read the saved game: {path}:") and "snapshot: expected the game's position" in err


# -- the other commands, given such paths ---------------------------------------------------------------------
def test_render_refuses_a_device_and_a_canvas_it_cannot_draw(tmp_path, capsys):
    assert main(["render", "/dev/zero", str(tmp_path / "out.png")]) == EXIT_UNREADABLE
    assert "a device" in capsys.readouterr().err
    tall = tmp_path / "tall.yaml"
    tall.write_text(map_text().replace("width: 1000", "width: 0.001", 1), encoding="utf-8")
    assert main(["render", str(tall), str(tmp_path / "out.png")]) == EXIT_UNREADABLE
    assert "pixels tall" in capsys.readouterr().err


def test_simulate_refuses_superscript_digits_and_a_billion_wild_cards(capsys):
    assert main(["simulate", "--games", "1", "--option", "wild-cards=²"]) == EXIT_UNREADABLE
    assert "must be a whole number (not '²')" in capsys.readouterr().err
    start = time.perf_counter()
    assert main(["simulate", "--games", "1", "--option", "wild-cards=1000000000"]) == EXIT_UNREADABLE
    assert "must be at most 100 " in capsys.readouterr().err and time.perf_counter() - start < SECONDS
