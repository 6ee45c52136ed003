"""Battle odds speed: the full 100 x 100 win-probability table and one 100-against-100 battle,
plain and with Risk Legacy's die modifiers (a bunker, a fortification, one that wears out).

    python benchmarks/bench_odds.py

Goal (one core): ``win_probability_table(100, 100)`` in <= 10 ms, with or without modifiers.
Each figure is the best of 20 runs; the results go to the "odds" section of
docs/benchmarks.md.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.report import best_of, machine, write_section  # noqa: E402
from engine.rules import odds  # noqa: E402
from engine.rules.legacy.dice import DEFENCE, FORTIFICATION, HIGHEST, DieModifier  # noqa: E402
from engine.rules.odds import battle_odds, roll_outcomes, win_probability_table  # noqa: E402

RUNS = 20
TABLE_GOAL = 0.010  # seconds
BUNKER = DieModifier(1, DEFENCE, HIGHEST, "scar:bunker")
FORTIFIED_BUNKER = [BUNKER, FORTIFICATION]


def milliseconds(seconds: float) -> str:
    return f"{seconds * 1e3:.2f} ms"


def main() -> None:
    win_probability_table(3, 2)  # warm the cached single-roll tables
    table = best_of(RUNS, lambda: win_probability_table(100, 100))
    battle = best_of(RUNS, lambda: battle_odds(100, 100))
    cold = best_of(RUNS, cold_modified_roll)
    modified_table = best_of(RUNS, lambda: win_probability_table(100, 100, [BUNKER]))
    modified_battle = best_of(RUNS, lambda: battle_odds(100, 100, FORTIFIED_BUNKER))
    wearing = best_of(RUNS, lambda: battle_odds(100, 100, FORTIFIED_BUNKER, fortification_uses=10))
    wearing_small = best_of(RUNS, lambda: battle_odds(20, 20, FORTIFIED_BUNKER, fortification_uses=10))
    verdict = "✅" if table <= TABLE_GOAL else "❌"
    modified_verdict = "✅" if modified_table <= TABLE_GOAL else "❌"
    print(f"win_probability_table(100, 100): {milliseconds(table)} {verdict} (goal <= {milliseconds(TABLE_GOAL)})")
    print(f"battle_odds(100, 100):           {milliseconds(battle)}")
    print(f"roll_outcomes(3, 2, bunker + fortification), caches cleared: {milliseconds(cold)}")
    print(f"win_probability_table(100, 100, bunker): {milliseconds(modified_table)} {modified_verdict}")
    print(f"battle_odds(100, 100, bunker + fortification): {milliseconds(modified_battle)}")
    print(f"battle_odds(100, 100, bunker + fortification, 10 uses): {milliseconds(wearing)}")
    print(f"battle_odds(20, 20, bunker + fortification, 10 uses): {milliseconds(wearing_small)}")
    write_section(
        "odds",
        f"""
## Battle odds (`benchmarks/bench_odds.py`)

{machine()}; best of {RUNS} runs, pure Python.

| computation | time |
|---|---:|
| `win_probability_table(100, 100)` (10,201 win probabilities) | {milliseconds(table)} {verdict} (goal ≤ 10 ms) |
| `battle_odds(100, 100)` (win, expected losses, end distributions) | {milliseconds(battle)} |

With Risk Legacy's die modifiers (a bunker: +1 to the defender's highest die; a
fortification: +1 to both):

| computation | time |
|---|---:|
| `roll_outcomes(3, 2, …)`, bunker and fortification, from empty caches (then cached) | {milliseconds(cold)} |
| `win_probability_table(100, 100, [bunker])` | {milliseconds(modified_table)} {modified_verdict} (goal ≤ 10 ms) |
| `battle_odds(100, 100, [bunker, fortification])` | {milliseconds(modified_battle)} |
| `battle_odds(100, 100, [bunker, fortification], fortification_uses=10)` (wearing out) | {milliseconds(wearing)} |
| `battle_odds(20, 20, [bunker, fortification], fortification_uses=10)` | {milliseconds(wearing_small)} |
""",
    )


def cold_modified_roll() -> None:
    """One modified roll table from nothing: the caches are what a first attack pays for."""
    for cached in (odds._side_distribution, odds._modified_roll_outcomes, odds._modified_float_outcomes):
        cached.cache_clear()
    roll_outcomes(3, 2, FORTIFIED_BUNKER)


if __name__ == "__main__":
    main()
