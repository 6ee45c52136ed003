"""docs/campaigns.md: its example is a real campaign file written the way Worldsmith writes it,
and every reward kind, record key and command it lists is the one the code has."""

from __future__ import annotations

import re
from pathlib import Path

from editor.cli.main import build_parser
from engine.board import load_map
from engine.campaign.campaign_file import campaign_to_text, read_campaign
from engine.campaign.record_format import _RECORD_KEYS
from engine.campaign.rewards import FIELDS_OF_REWARD, HELD_ON_REWARDS, RewardKind
from engine.resources import maps_dir
from engine.scenario.validation import validate_scenario

TEXT = (Path(__file__).resolve().parents[3] / "docs" / "campaigns.md").read_text(encoding="utf-8")


def example() -> str:
    start = TEXT.index("```yaml\nformat: worldsmith-campaign")
    return TEXT[start + len("```yaml\n"):TEXT.index("```", start + 8)]


def test_the_example_is_a_valid_campaign_written_the_way_worldsmith_writes():
    loaded = read_campaign(example(), file="docs example")
    assert loaded.warnings == []
    campaign = loaded.campaign
    board = load_map(maps_dir() / "tutorial.yaml").board
    assert validate_scenario(campaign.scenario(), board).errors == []
    without_comments = "".join(re.sub(r"\s+# .*$", "", line) + "\n" for line in example().splitlines())
    assert campaign_to_text(campaign) == without_comments
    assert campaign.world.games_played == len(campaign.history) == 2


def test_every_reward_kind_is_documented_with_its_fields_and_who_chooses_it():
    rows = dict(re.findall(r"^\| `([a-z-]+)` \| (the winner|a player who held on) \|", TEXT, re.MULTILINE))
    assert set(rows) == {k.value for k in RewardKind}
    for kind in RewardKind:
        assert (rows[kind.value] == "a player who held on") == (kind in HELD_ON_REWARDS), kind
        row = next(line for line in TEXT.splitlines() if line.startswith(f"| `{kind.value}` |"))
        assert re.findall(r"`(territory|continent|name|delta)`", row) == list(FIELDS_OF_REWARD[kind]), kind


def test_every_history_key_is_documented():
    section = TEXT[TEXT.index("### The history"):TEXT.index("The rewards (rulebook")]
    assert set(re.findall(r"^\| `([a-z-]+)` \|", section, re.MULTILINE)) == set(_RECORD_KEYS)


def test_the_commands_table_lists_the_campaign_commands():
    campaign = next(a for a in build_parser()._subparsers._group_actions[0].choices.items() if a[0] == "campaign")[1]
    actions = campaign._subparsers._group_actions[0].choices
    documented = set(re.findall(r"^\| `worldsmith campaign ([a-z-]+) ", TEXT, re.MULTILINE))
    assert documented == set(actions)
    play_out_options = {o for a in actions["play-out"]._actions for o in a.option_strings if o.startswith("--")}
    row = next(line for line in TEXT.splitlines() if line.startswith("| `worldsmith campaign play-out"))
    assert play_out_options - {"--help"} == set(re.findall(r"--[a-z-]+", row))
