"""Every scenario Worldsmith ships or documents validates without errors and starts as
designed: "no problems" means the game starts (issue 34). A Legacy scenario starts the way a
person starts it, as a campaign (its starting powers chosen first)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.board import load_map
from engine.campaign.campaign_file import new_campaign, start_next_game
from engine.campaign.play_out import choose_missing_powers
from engine.core.game import Game
from engine.resources import scenarios_dir
from engine.rules.registry import ruleset_class
from engine.scenario import game_setup, load_scenario, read_scenario, validate_scenario
from engine.scenario.scenario_format import LoadedScenario

DOCS = Path(__file__).resolve().parents[3] / "docs"
SHIPPED = sorted(scenarios_dir().glob("*.yaml"))


def documented() -> list[tuple[str, str]]:
    """(where, text) of every scenario written out in the docs."""
    found = []
    for page in sorted(DOCS.glob("*.md")):
        for n, block in enumerate(re.findall(r"```yaml\n(.*?)```", page.read_text(encoding="utf-8"), re.DOTALL)):
            if re.search(r"^format: worldsmith-scenario", block, re.MULTILINE):
                found.append((f"{page.name}#{n + 1}", block))
    return found


def start(loaded: LoadedScenario, tmp_path: Path) -> Game:
    scenario = loaded.scenario
    board = load_map(loaded.map_path()).board
    report = validate_scenario(scenario, board)
    assert report.errors == [], [p.message for p in report.errors]
    if ruleset_class(scenario.ruleset).needs_campaign:
        campaign = new_campaign(loaded, board, tmp_path / "campaign.yaml", seed=3)
        campaign.world, _ = choose_missing_powers(campaign.world, 3)
        return start_next_game(campaign, board)
    return Game(board, game_setup(scenario, board, 3))


def test_the_docs_show_scenarios_of_every_rule_set():
    rule_sets = {read_scenario(text).scenario.ruleset for _where, text in documented()}
    assert {"legacy", "economy"} <= rule_sets


@pytest.mark.parametrize("path", SHIPPED, ids=[p.stem for p in SHIPPED])
def test_every_shipped_scenario_validates_and_starts(path, tmp_path):
    game = start(load_scenario(path), tmp_path)
    assert game.legal_actions(), "the game starts with someone to decide"


@pytest.mark.parametrize(("where", "text"), documented(), ids=[w for w, _ in documented()])
def test_every_documented_scenario_validates_and_starts(where, text, tmp_path):
    # A documented scenario names a shipped map, so it is read as if it were in scenarios/.
    loaded = read_scenario(text, file=where)
    loaded.path = scenarios_dir() / "documented.yaml"
    game = start(loaded, tmp_path)
    assert game.legal_actions()


def test_the_documented_legacy_start_is_the_designed_one(tmp_path):
    where, text = next((w, t) for w, t in documented() if "ruleset: legacy" in t and "setup: fixed" in t)
    loaded = read_scenario(text, file=where)
    loaded.path = scenarios_dir() / "documented.yaml"
    state = start(loaded, tmp_path).state
    fixed = loaded.scenario.fixed
    ids = [t.id for t in load_map(loaded.map_path()).board.territories]
    assert {ids[t]: p for t, p in enumerate(state.hq) if p >= 0} == {tid: p for p, tid in fixed.hqs.items()}
    assert [p.faction for p in state.players] == [p.faction for p in loaded.scenario.players]
