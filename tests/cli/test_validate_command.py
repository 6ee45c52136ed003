"""`worldsmith validate MAP [--json]`: a readable report or JSON; exit 0, 1 or 2."""

from __future__ import annotations

import json
import subprocess
import sys

from editor.cli.main import EXIT_OK, EXIT_PROBLEMS, EXIT_UNREADABLE, main
from engine.board import save_map
from engine.resources import maps_dir
from tests.engine.board.test_validation import missing_slot, overlapping, unconnected_neighbours


def test_a_clean_map_exits_0(capsys):
    assert main(["validate", str(maps_dir() / "classic.yaml")]) == EXIT_OK
    assert "Classic World: no problems found." in capsys.readouterr().out


def test_a_map_with_errors_exits_1_and_lists_them(tmp_path, capsys):
    path = tmp_path / "bad.yaml"
    save_map(overlapping(), path)
    assert main(["validate", str(path)]) == EXIT_PROBLEMS
    out = capsys.readouterr().out
    assert "1 error" in out and "error [overlap] A and B overlap" in out


def test_warnings_alone_exit_0(tmp_path, capsys):
    path = tmp_path / "warn.yaml"
    save_map(missing_slot(), path)
    assert main(["validate", str(path)]) == EXIT_OK
    assert "warning [missing-slot] A has no scar slot" in capsys.readouterr().out


def test_the_report_shows_suggested_fixes(tmp_path, capsys):
    path = tmp_path / "fix.yaml"
    save_map(unconnected_neighbours(), path)
    main(["validate", str(path)])
    assert "suggested fix: connect A and B with a border" in capsys.readouterr().out


def test_json_report_has_errors_and_warnings(tmp_path, capsys):
    path = tmp_path / "bad.yaml"
    save_map(overlapping(), path)
    main(["validate", str(path), "--json"])
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"errors", "warnings"}
    assert data["errors"][0]["code"] == "overlap" and data["errors"][0]["ids"] == ["a", "b"]


def test_an_unreadable_file_exits_2_with_the_place(tmp_path, capsys):
    path = tmp_path / "broken.yaml"
    path.write_text("format: worldsmith-map\nschema: [1\n", encoding="utf-8")
    assert main(["validate", str(path)]) == EXIT_UNREADABLE
    err = capsys.readouterr().err
    assert f"{path}:" in err and "not valid YAML" in err and "Traceback" not in err


def test_an_unreadable_file_as_json(tmp_path, capsys):
    path = tmp_path / "missing.yaml"
    assert main(["validate", str(path), "--json"]) == EXIT_UNREADABLE
    data = json.loads(capsys.readouterr().out)
    assert data["unreadable"]["message"] == "file not found"


def test_the_command_runs_without_qt_gui():
    # Qt's core only (to speak the user's language, issue 33): nothing that needs a display.
    code = (
        "import sys; from editor.cli.main import main\n"
        f"rc = main(['validate', {str(maps_dir() / 'tutorial.yaml')!r}])\n"
        "gui = ('PySide6.QtGui', 'PySide6.QtWidgets')\n"
        "sys.exit(rc if not any(m.startswith(gui) for m in sys.modules) else 99)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_an_unexpected_error_is_a_message_and_a_report_not_a_traceback(tmp_path, monkeypatch, capsys):
    import engine.board.validation as validation

    def broken(board):
        raise RuntimeError("boom")

    monkeypatch.setattr(validation, "validate", broken)
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path))
    from editor.cli.main import EXIT_CRASH

    assert main(["validate", str(maps_dir() / "tutorial.yaml")]) == EXIT_CRASH
    err = capsys.readouterr().err
    assert "unexpected problem: RuntimeError: boom" in err and "Traceback" not in err
    (report,) = tmp_path.glob("worldsmith-error-*.txt")
    assert "RuntimeError: boom" in report.read_text(encoding="utf-8")


# -- scenarios -----------------------------------------------------------------------------------
def test_a_shipped_scenario_is_checked_against_its_map(capsys):
    from engine.resources import scenarios_dir

    assert main(["validate", str(scenarios_dir() / "legacy-mid-campaign.yaml")]) == EXIT_OK
    assert "no problems found" in capsys.readouterr().out


def test_a_scenario_breaking_the_rulebook_exits_1_with_the_rule(tmp_path, capsys):
    from engine.campaign.pieces import MarkKind
    from engine.campaign.world import Mark
    from engine.resources import scenarios_dir
    from engine.scenario import load_scenario, save_scenario

    loaded = load_scenario(scenarios_dir() / "legacy-new-world.yaml")
    scenario = loaded.scenario
    scenario.map = str(loaded.map_path())
    scenario.legacy.marks += [Mark(MarkKind.MINOR_CITY, "peru", "Lima"), Mark(MarkKind.MAJOR_CITY, "peru", "Cusco")]
    path = tmp_path / "two-cities.yaml"
    save_scenario(scenario, path)
    assert main(["validate", str(path)]) == EXIT_PROBLEMS
    assert "error [two-cities] Peru has two cities" in capsys.readouterr().out


def test_a_scenario_whose_map_is_missing_says_so(tmp_path, capsys):
    path = tmp_path / "lost.yaml"
    path.write_text("format: worldsmith-scenario\nschema: 1\nname: Lost\nmap: nowhere.yaml\nruleset: classic\n"
                    "players: []\nsetup: random\n", encoding="utf-8")
    assert main(["validate", str(path)]) == EXIT_UNREADABLE
    assert "cannot read the scenario's map" in capsys.readouterr().err


def test_a_saved_game_with_unknown_keys_is_valid_with_a_warning_for_each(tmp_path, capsys):
    """As for maps and scenarios (issue 25's review found saves silent about them)."""
    from editor.cli.main import main
    from engine.core.game import Game, GameSetup
    from engine.core.save import save_to_text
    from engine.rules.base import PlayerSetup
    from tests.support.games import board

    game = Game(board("tutorial"), GameSetup("classic", (PlayerSetup("A"), PlayerSetup("B")), 3,
                                             {"setup": "random"}))
    path = tmp_path / "game.yaml"
    path.write_text(save_to_text(game) + "".join(f"zork{i}: 1\n" for i in range(3)), encoding="utf-8")
    assert main(["validate", str(path)]) == 0
    out = capsys.readouterr().out
    assert "3 warnings" in out and out.count("warning [file]") == 3 and "zork2" in out
