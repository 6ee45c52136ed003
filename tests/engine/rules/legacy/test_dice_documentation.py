"""The "Die modifiers and missiles" section of docs/rules-legacy.md says what the code does:
its examples table and its odds are recomputed here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.rules.legacy.dice import DEFENCE, FORTIFICATION, HIGHEST, LOWEST, DieModifier, apply_modifiers
from engine.rules.odds import battle_odds

DOCS = Path(__file__).resolve().parents[4] / "docs"
HEADING = "## Die modifiers and missiles"

BUNKER = DieModifier(1, DEFENCE, HIGHEST, "scar:bunker")
AMMO_SHORTAGE = DieModifier(-1, DEFENCE, HIGHEST, "scar:ammo-shortage")
# The examples table's modifier cells, as the code spells them.
MODIFIERS = {
    "Bunker (+1 highest)": [BUNKER],
    "Bunker": [BUNKER],
    "fortification (+1 all)": [FORTIFICATION],
    "fortification": [FORTIFICATION],
    "Ammo Shortage (−1 highest), +2 lowest": [AMMO_SHORTAGE, DieModifier(2, DEFENCE, LOWEST, "power")],
    "fortification, Ammo Shortage": [FORTIFICATION, AMMO_SHORTAGE],
    "Ammo Shortage": [AMMO_SHORTAGE],
    "Ammo Shortage, −1 highest": [AMMO_SHORTAGE, DieModifier(-1, DEFENCE, HIGHEST, "power")],
}


def section() -> str:
    text = (DOCS / "rules-legacy.md").read_text(encoding="utf-8")
    if HEADING not in text:
        pytest.fail(f"docs/rules-legacy.md has no section {HEADING!r}")
    start = text.index(HEADING)
    end = text.find("\n## ", start + len(HEADING))
    return text[start:] if end < 0 else text[start:end]


def dice(cell: str) -> list[int]:
    return [int(face) for face in re.findall(r"\d", cell.split("(")[0])]


def example_rows() -> list[list[str]]:
    text = section()
    table = text[text.index("| natural |"):].split("\n\n")[0]
    return [[cell.strip() for cell in line.strip("|").split("|")] for line in table.splitlines()[2:]]


def test_the_examples_table_is_what_the_code_does():
    rows = example_rows()
    assert len(rows) >= 6
    for natural_cell, modifier_cell, missile_cell, result_cell in rows:
        natural = dice(natural_cell)
        missiles = []
        if missile_cell != "—":
            face = int(re.fullmatch(r"on the (\d)", missile_cell).group(1))
            missiles = [(DEFENCE, natural.index(face))]
        result = apply_modifiers([1], natural, MODIFIERS[modifier_cell], missiles)
        assert list(result.defence) == dice(result_cell), natural_cell + " | " + modifier_cell


def test_the_odds_quoted_are_the_odds_computed():
    text = " ".join(section()[section().index("For example, 10 attacking troops"):].split())
    figures = [float(x) for x in re.findall(r"0\.\d{3}", text)]
    computed = [
        battle_odds(10, 10).win,
        battle_odds(10, 10, [BUNKER]).win,
        battle_odds(10, 10, [AMMO_SHORTAGE]).win,
        battle_odds(10, 10, [FORTIFICATION]).win,
        battle_odds(10, 10, [FORTIFICATION], fortification_uses=3).win,
    ]
    assert figures == [round(p, 3) for p in computed]
    assert round(battle_odds(10, 10, [FORTIFICATION], fortification_uses=10).win, 3) == figures[3]
