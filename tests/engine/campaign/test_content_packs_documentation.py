"""docs/content-packs.md: its example is a real pack file, and every trigger, key and word of
the event and mission vocabularies is documented."""

from __future__ import annotations

import re
from pathlib import Path

from engine.campaign.pack_format import read_pack_text
from engine.campaign.pack_model import EVENT_VOCABULARY, MEASURES, MISSION_VOCABULARY, WHERE, Trigger
from engine.scenario.validation import SCENARIO_PROBLEMS, validate_packs

DOC = Path(__file__).resolve().parents[3] / "docs" / "content-packs.md"
TEXT = DOC.read_text(encoding="utf-8")


def section(title: str) -> str:
    start = TEXT.index(title)
    following = TEXT.find("\n#", start + len(title))
    return TEXT[start:] if following < 0 else TEXT[start:following]


def first_column(text: str) -> set[str]:
    return set(re.findall(r"^\| `([a-z0-9-]+)` \|", text, re.MULTILINE))


def test_the_example_is_a_clean_pack_file():
    example = re.search(r"<!-- pack-example -->\n```yaml\n(.*?)```", TEXT, re.DOTALL).group(1)
    read = read_pack_text(example, "docs example")
    assert read.warnings == []
    assert validate_packs(read.packs).problems == []
    assert {p.trigger for p in read.packs} == {Trigger.NINTH_MINOR_CITY, Trigger.MARK_PLACED}


def test_every_trigger_is_documented():
    assert first_column(section("### Triggers")) == {t.value for t in Trigger}


def test_every_event_key_and_value_is_documented():
    events = section("## Event cards")
    assert first_column(events) == set(EVENT_VOCABULARY)
    for key in ("where", "then"):
        row = next(line for line in events.splitlines() if line.startswith(f"| `{key}` |"))
        assert all(f"`{value}`" in row for value in EVENT_VOCABULARY[key]), key


def test_every_measure_is_documented():
    assert first_column(section("## Measures")) == set(MEASURES)
    assert set(WHERE) - {"territories"} <= set(MEASURES)
    assert set(MISSION_VOCABULARY) == {m for m in MEASURES if m != "stars"} | {"continent", "troops-in-one-territory"}


def test_every_pack_problem_is_named():
    pack_codes = {code for code in SCENARIO_PROBLEMS if "pack" in code}
    assert all(f"`{code}`" in section("## Checking packs") for code in pack_codes)
