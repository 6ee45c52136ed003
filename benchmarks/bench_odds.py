"""Battle odds speed: the full 100 x 100 win-probability table and one 100-against-100 battle.

    python benchmarks/bench_odds.py

Goal (one core): ``win_probability_table(100, 100)`` in <= 10 ms. Each figure is the best of
20 runs; the results go to the "odds" section of docs/benchmarks.md.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.report import best_of, machine, write_section  # noqa: E402
from engine.rules.odds import battle_odds, win_probability_table  # noqa: E402

RUNS = 20
TABLE_GOAL = 0.010  # seconds


def milliseconds(seconds: float) -> str:
    return f"{seconds * 1e3:.2f} ms"


def main() -> None:
    win_probability_table(3, 2)  # warm the cached single-roll tables
    table = best_of(RUNS, lambda: win_probability_table(100, 100))
    battle = best_of(RUNS, lambda: battle_odds(100, 100))
    verdict = "✅" if table <= TABLE_GOAL else "❌"
    print(f"win_probability_table(100, 100): {milliseconds(table)} {verdict} (goal <= {milliseconds(TABLE_GOAL)})")
    print(f"battle_odds(100, 100):           {milliseconds(battle)}")
    write_section(
        "odds",
        f"""
## Battle odds (`benchmarks/bench_odds.py`)

{machine()}; best of {RUNS} runs, pure Python.

| computation | time |
|---|---:|
| `win_probability_table(100, 100)` (10,201 win probabilities) | {milliseconds(table)} {verdict} (goal ≤ 10 ms) |
| `battle_odds(100, 100)` (win, expected losses, end distributions) | {milliseconds(battle)} |
""",
    )


if __name__ == "__main__":
    main()
