"""docs/rules-legacy.md documents every Legacy option with its real default."""

from __future__ import annotations

from pathlib import Path

from engine.rules.legacy.options import LegacyOptions

DOC = Path(__file__).resolve().parents[4] / "docs" / "rules-legacy.md"


def shown(default: object) -> str:
    return str(default).lower() if isinstance(default, bool) else str(default)


def test_every_option_and_its_default_is_documented():
    text = DOC.read_text(encoding="utf-8")
    for name, default, _help, _choices in LegacyOptions.describe():
        assert f"| `{name}` | `{shown(default)}` |" in text, name


def test_the_documented_options_all_exist():
    text = DOC.read_text(encoding="utf-8")
    names = {row.split("`")[1] for row in text.splitlines() if row.startswith("| `")}
    assert names == {name for name, *_ in LegacyOptions.describe()}
