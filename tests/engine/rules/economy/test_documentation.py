"""docs/rules-economy.md documents every economy option with its real default and range."""

from __future__ import annotations

from pathlib import Path

from engine.rules.economy.options import EconomyOptions

DOC = Path(__file__).resolve().parents[4] / "docs" / "rules-economy.md"


def test_every_option_and_its_default_is_documented_and_nothing_else():
    text = DOC.read_text(encoding="utf-8")
    options = text[text.index("## Options"):text.index("### Ranges")]
    for name, default, _help, _choices in EconomyOptions.describe():
        shown = str(default).lower() if isinstance(default, bool) else str(default)
        assert f"| `{name}` | `{shown}` |" in options, name
    names = {line.split("`")[1] for line in options.splitlines() if line.startswith("| `")}
    assert names == {name for name, *_ in EconomyOptions.describe()}


def test_the_ranges_of_whole_number_options_are_documented():
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("### Ranges"):text.index("\n## ", text.index("### Ranges"))]
    rows = [line.split("|")[1:4] for line in section.splitlines() if line.startswith("| `")]
    documented = {name.strip().strip("`"): (low.strip(), high.strip()) for name, low, high in rows}
    assert documented == {name: (f"{low:,}", f"{high:,}") for name, (low, high) in EconomyOptions.ranges().items()}
