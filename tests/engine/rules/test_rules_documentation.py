"""docs/rules-classic.md documents every classic option with its real default."""

from __future__ import annotations

from pathlib import Path

from engine.rules.classic import ClassicOptions

DOC = Path(__file__).resolve().parents[3] / "docs" / "rules-classic.md"


def test_every_option_and_its_default_is_documented():
    text = DOC.read_text(encoding="utf-8")
    for name, default, _help, _choices in ClassicOptions.describe():
        shown = str(default).lower() if isinstance(default, bool) else str(default)
        assert f"| `{name}` | `{shown}` |" in text, name


def test_the_documented_options_all_exist():
    text = DOC.read_text(encoding="utf-8")
    rows = [line for line in text.splitlines() if line.startswith("| `")]
    names = {row.split("`")[1] for row in rows}
    assert names == {name for name, *_ in ClassicOptions.describe()}


def paragraph(start: str) -> str:
    text = DOC.read_text(encoding="utf-8")
    begin = text.index(start)
    end = text.find("\n\n**", begin + 1)
    return text[begin:end]


def test_the_largest_fixed_set_is_the_one_the_engine_gives():
    """Issue 10: the doc said "at most 14"; one of each with three held territories gives 16."""
    defaults = ClassicOptions()
    largest = max(defaults.fixed_values.values()) + 3 * defaults.occupied_bonus
    cards = paragraph("**Cards.**")
    assert f"at most {largest}," in cards and "worth at most 14" not in cards


def test_the_two_player_game_follows_the_published_numbers():
    two = " ".join(paragraph("**Two players**").split())
    assert "all three get 40 starting armies" in two
    assert "two armies of their own" in two and "and one neutral army" in two
    assert "your opponent rolls to defend it" in two


def test_the_ranges_of_whole_number_options_are_documented():
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("### Ranges"):text.index("\n## ", text.index("### Ranges"))]
    rows = [line.split("|")[1:4] for line in section.splitlines() if line.startswith("| `")]
    documented = {name.strip().strip("`"): (low.strip(), high.strip()) for name, low, high in rows}
    assert documented == {name: (f"{low:,}", f"{high:,}") for name, (low, high) in ClassicOptions.ranges().items()}
