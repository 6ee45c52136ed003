"""docs/scenario-format.md: its example is a real scenario, and every code, mark kind and
effect key the engine knows is documented (and nothing else)."""

from __future__ import annotations

import re
from pathlib import Path

from engine.board import load_map
from engine.campaign.pieces import EFFECT_VOCABULARY, MarkKind
from engine.resources import maps_dir
from engine.scenario import read_scenario, scenario_to_text, validate_scenario
from engine.scenario.validation import REFUSALS, SCENARIO_PROBLEMS

DOC = Path(__file__).resolve().parents[3] / "docs" / "scenario-format.md"
TEXT = DOC.read_text(encoding="utf-8")


def section(title: str) -> str:
    start = TEXT.index(title)
    following = TEXT.find("\n#", start + len(title))
    return TEXT[start:] if following < 0 else TEXT[start:following]


def table_codes(text: str) -> set[str]:
    return set(re.findall(r"^\| `([a-z0-9-]+)` \|", text, re.MULTILINE))


def example() -> str:
    return re.search(r"```yaml\n(.*?)```", TEXT, re.DOTALL).group(1)


def test_the_example_is_a_valid_scenario_written_the_way_worldsmith_writes():
    loaded = read_scenario(example(), file="docs example")
    assert loaded.warnings == []
    board = load_map(maps_dir() / "tutorial.yaml").board
    report = validate_scenario(loaded.scenario, board)
    assert report.codes() == set(), [p.message for p in report.problems]
    without_comments = "".join(re.sub(r"\s+# .*$", "", line) + "\n" for line in example().splitlines())
    assert scenario_to_text(loaded.scenario) == without_comments
    kinds = {m.kind for m in loaded.scenario.legacy.marks}
    assert kinds == set(MarkKind) - {MarkKind.WORLD_CAPITAL}  # it comes in a pack


def test_every_validation_code_is_documented():
    assert table_codes(section("## Validation\n")) == set(SCENARIO_PROBLEMS)
    for code, kind in SCENARIO_PROBLEMS.items():
        assert f"| `{code}` | {kind.severity.value} |" in TEXT, code


def test_every_refusal_is_documented():
    assert table_codes(section("### Placing marks in the designer")) == set(REFUSALS)


def test_every_mark_kind_is_documented():
    assert table_codes(section("#### Marks")) == {k.value for k in MarkKind}


def test_every_effect_key_is_documented():
    assert table_codes(section("#### Effects")) == set(EFFECT_VOCABULARY)
    for key, allowed in EFFECT_VOCABULARY.items():
        if isinstance(allowed, tuple):
            row = next(line for line in TEXT.splitlines() if line.startswith(f"| `{key}` |"))
            assert all(f"`{value}`" in row for value in allowed), key
