"""`worldsmith campaign new|play-out|show`, and `worldsmith validate` on a campaign: exit 0
when done, 1 when the campaign cannot do it, 2 for a file that cannot be read or written or
a bad value on the command line, with a one-line reason and never a traceback."""

from __future__ import annotations

import re

import pytest

from editor.cli.main import EXIT_OK, EXIT_PROBLEMS, EXIT_UNREADABLE, main
from engine.campaign.campaign_file import load_campaign
from engine.resources import scenarios_dir
from engine.rules import registry

NEW_WORLD = str(scenarios_dir() / "legacy-new-world.yaml")
CLASSIC_SCENARIO = str(scenarios_dir() / "classic-random-deal.yaml")


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def one_line(err: str) -> str:
    assert err.count("\n") == 1, err
    return err


@pytest.fixture
def campaign_file(tmp_path, capsys):
    path = tmp_path / "campaign.yaml"
    assert run(capsys, "campaign", "new", NEW_WORLD, str(path), "--seed", "7")[0] == EXIT_OK
    return path


def test_new_writes_a_campaign_from_a_legacy_scenario(tmp_path, capsys):
    path = tmp_path / "campaign.yaml"
    code, out, _ = run(capsys, "campaign", "new", NEW_WORLD, str(path), "--seed", "7")
    assert code == EXIT_OK
    assert out == f"wrote {path}: Legacy: a new world, 5 players on Classic World, 0 games played so far; seed 7\n"
    assert load_campaign(path).campaign.seed == 7


def test_new_does_not_replace_a_file_unless_forced_and_then_keeps_it(campaign_file, capsys):
    before = campaign_file.read_bytes()
    code, _, err = run(capsys, "campaign", "new", NEW_WORLD, str(campaign_file))
    assert code == EXIT_UNREADABLE and "already exists: choose another name, or --force" in one_line(err)
    assert run(capsys, "campaign", "new", NEW_WORLD, str(campaign_file), "--force", "--seed", "8")[0] == EXIT_OK
    assert (campaign_file.parent / "campaign.yaml.bak").read_bytes() == before


@pytest.mark.parametrize("arguments, code, message", [
    ([CLASSIC_SCENARIO], EXIT_PROBLEMS, "this scenario uses the classic rules"),
    (["missing.yaml"], EXIT_UNREADABLE, "cannot read the scenario: missing.yaml"),
    ([NEW_WORLD, "--seed", "-1"], EXIT_UNREADABLE, "the seed must be from 0 to"),
])
def test_new_says_why_it_cannot(tmp_path, capsys, arguments, code, message):
    scenario, *rest = arguments
    found, _, err = run(capsys, "campaign", "new", scenario, str(tmp_path / "c.yaml"), *rest)
    assert found == code and message in one_line(err)
    assert not (tmp_path / "c.yaml").exists()


def test_new_cannot_write_into_a_missing_folder(tmp_path, capsys):
    code, _, err = run(capsys, "campaign", "new", NEW_WORLD, str(tmp_path / "no" / "c.yaml"))
    assert code == EXIT_UNREADABLE and f"cannot write {tmp_path / 'no' / 'c.yaml'}" in one_line(err)


def test_play_out_plays_games_saves_and_reports_them(campaign_file, capsys, any_legal_bot):
    code, out, err = run(capsys, "campaign", "play-out", str(campaign_file), "--games", "3", "--bots",
                         "any-legal")
    assert code == EXIT_OK and err == ""
    lines = out.splitlines()
    assert lines[0].startswith("before game 1, the bots chose the starting powers (The Saharan Republic: ")
    assert lines[1].startswith("before game 1, the 12 starting coins went to the cards of ")
    assert [line.split(":")[0] for line in lines if line.startswith("game ")] == ["game 1", "game 2", "game 3"]
    assert sum(1 for line in lines if line.startswith("  ")) >= 3  # a winner's reward a game
    assert lines[-1] == f"saved {campaign_file}: 3 games played"
    assert load_campaign(campaign_file).campaign.world.games_played == 3
    # How the world wears, after each game: the scar cards left never grow without a pack, and
    # the unmarked land only shrinks ("Whenever a sticker card no longer has any stickers, it
    # is DESTROYED").
    wear = [re.fullmatch(r"  scar cards left: (\d+); unmarked territories: (\d+) of 42", line)
            for line in lines if line.startswith("  scar cards left")]
    assert len(wear) == 3 and all(wear)
    figures = [(int(m[1]), int(m[2])) for m in wear]
    assert figures == sorted(figures, reverse=True)
    assert run(capsys, "validate", str(campaign_file))[0] == EXIT_OK


def test_play_out_of_fifteen_games_names_the_world_and_is_the_same_with_the_same_seed(tmp_path, capsys,
                                                                                      any_legal_bot):
    results = []
    for run_name in ("one", "two"):
        path = tmp_path / f"{run_name}.yaml"
        assert run(capsys, "campaign", "new", NEW_WORLD, str(path), "--seed", "1")[0] == EXIT_OK
        code, out, _ = run(capsys, "campaign", "play-out", str(path), "--games", "15", "--bots",
                           "any-legal", "--seed", "1")
        assert code == EXIT_OK and "  the world is named " in out
        results.append(path.read_bytes())
        code, out, _ = run(capsys, "validate", str(path))
        assert code == EXIT_OK and "no problems found" in out
    assert results[0] == results[1]


def test_play_out_with_bots_that_never_win_ends_each_game_at_the_turn_limit(campaign_file, capsys):
    """A game still running after --turn-limit turns ends without a winner: nobody signs.
    (Four turns: too few for anyone to reach four red stars.)"""
    code, out, _ = run(capsys, "campaign", "play-out", str(campaign_file), "--games", "1", "--bots", "random",
                       "--turn-limit", "4")
    assert code == EXIT_OK and "game 1: nobody won (the turn limit was reached) after 4 turns" in out
    world = load_campaign(campaign_file).campaign.world
    assert world.games_played == 1 and world.signatures == []


def test_play_out_without_the_legacy_rules_installed_says_so(campaign_file, capsys, monkeypatch):
    registry.ruleset_names()
    monkeypatch.delitem(registry._RULESETS, "legacy", raising=False)
    before = campaign_file.read_bytes()
    code, _, err = run(capsys, "campaign", "play-out", str(campaign_file), "--games", "1")
    assert code == EXIT_PROBLEMS
    assert one_line(err) == (f"cannot go on with {campaign_file}: game 1 cannot start: "
                             "there is no rule set called 'legacy'\n")
    assert campaign_file.read_bytes() == before


@pytest.mark.parametrize("arguments, message", [
    (["--games", "0"], "--games must be 1 or more, not 0"),
    (["--games", "1", "--bots", "clever"],
     "unknown bot 'clever' (known: any-legal, easy, hard, heuristic, normal, random, strategic)"),
    (["--games", "1", "--turn-limit", "-1"], "--turn-limit must be 0 (no limit) or more, not -1"),
    (["--games", "1", "--seed", "-3"], "the seed must be from 0 to"),
])
def test_play_out_checks_its_arguments(campaign_file, capsys, any_legal_bot, arguments, message):
    code, _, err = run(capsys, "campaign", "play-out", str(campaign_file), *arguments)
    assert code == EXIT_UNREADABLE and message in one_line(err)  # a bad value on the command line


def test_a_damaged_campaign_is_not_played_or_shown(campaign_file, capsys):
    text = campaign_file.read_text(encoding="utf-8").replace("games-played: 0", "games-played: lots")
    campaign_file.write_text(text, encoding="utf-8")
    for command in (["play-out", str(campaign_file), "--games", "1"], ["show", str(campaign_file)]):
        code, _, err = run(capsys, "campaign", *command)
        assert code == EXIT_UNREADABLE
        assert one_line(err).startswith(f"cannot read the campaign: {campaign_file}:")
        assert "world.games-played: expected a whole number, found 'lots'" in err
    code, _, err = run(capsys, "validate", str(campaign_file))
    assert code == EXIT_UNREADABLE and one_line(err).startswith("cannot read the campaign: ")


def test_a_campaign_whose_map_is_gone_says_so(tmp_path, capsys):
    path = tmp_path / "c.yaml"
    assert run(capsys, "campaign", "new", NEW_WORLD, str(path))[0] == EXIT_OK
    path.write_text(path.read_text(encoding="utf-8").replace("map: classic", "map: gone.yaml"), encoding="utf-8")
    code, _, err = run(capsys, "campaign", "show", str(path))
    assert code == EXIT_UNREADABLE and one_line(err).startswith("cannot read the campaign's map: ")
    code, _, err = run(capsys, "validate", str(path))
    assert code == EXIT_UNREADABLE and one_line(err).startswith("cannot read the campaign's map: ")


def test_show_summarises_the_games_and_the_world(campaign_file, capsys, any_legal_bot):
    code, out, _ = run(capsys, "campaign", "show", str(campaign_file))
    assert code == EXIT_OK
    assert "Games played: 0 of 15 (the world is not named yet)" in out and "Game in progress: none" in out
    assert "  Ada: 0 signature(s); starts with a red star" in out
    assert "stock left: 5 major cities, 9 minor cities, 5 fortifications, 4 scar-cancels" in out
    run(capsys, "campaign", "play-out", str(campaign_file), "--games", "2", "--bots", "any-legal")
    code, out, _ = run(capsys, "campaign", "show", str(campaign_file))
    world = load_campaign(campaign_file).campaign.world
    winner = world.signatures[0].player
    assert f"  game 1: {winner} won" in out and "    reward: " in out
    signed = sum(1 for s in world.signatures if s.player == winner)
    assert f"  {winner}: {signed} signature(s); starts with {signed} missile(s)" in out


def test_validate_reports_a_world_that_breaks_the_rulebook(campaign_file, capsys):
    text = campaign_file.read_text(encoding="utf-8").replace(
        "  marks: []", "  marks:\n  - {kind: minor-city, territory: peru}\n  - {kind: minor-city, territory: peru}")
    campaign_file.write_text(text, encoding="utf-8")
    code, out, _ = run(capsys, "validate", str(campaign_file))
    assert code == EXIT_PROBLEMS and "Peru has two cities" in out
