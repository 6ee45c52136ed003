"""Engine speed: whole random-bot classic games per second on one core.

    python benchmarks/bench_engine.py [--games N]

Four RandomBots play classic Risk with cards (progressive values) on the classic map, the
board dealt at random with armies spread (setup choices do not change the game's length
much, and spreading avoids 100 setup placements per game). Goal: >= 500 games/s.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.report import machine, write_section  # noqa: E402
from engine.ai.random_bot import RandomBot  # noqa: E402
from engine.board import load_map  # noqa: E402
from engine.core.dice import derive_seed  # noqa: E402
from engine.core.state import Phase  # noqa: E402
from engine.core.world import World  # noqa: E402
from engine.resources import maps_dir  # noqa: E402
from engine.rules.base import PlayerSetup  # noqa: E402
from engine.rules.classic import ClassicRules  # noqa: E402

GOAL = 500.0
OPTIONS = {"setup": "random", "random-deal-armies": "spread", "turn-limit": 1000}


def run(games: int, seed: int = 1) -> dict[str, float]:
    rules = ClassicRules(World.from_board(load_map(maps_dir() / "classic.yaml").board), OPTIONS)
    seats = [PlayerSetup(f"P{i}") for i in range(4)]
    actions = turns = draws = 0
    start = time.perf_counter()
    for number in range(games):
        state, _ = rules.new_game(seats, derive_seed(seed, number))
        bots = [RandomBot(derive_seed(seed, number, i)) for i in range(4)]
        while state.phase is not Phase.GAME_OVER:
            rules.apply(state, bots[state.decider()].choose(rules, state))
            actions += 1
        turns += state.turn
        draws += state.winner is None
    seconds = time.perf_counter() - start
    return {
        "games_per_second": games / seconds,
        "actions_per_game": actions / games,
        "turns_per_game": turns / games,
        "microseconds_per_action": seconds / actions * 1e6,
        "draws": draws,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300)
    args = parser.parse_args()
    run(10)  # warm caches (imports, roll tables)
    best = max((run(args.games, seed) for seed in (1, 2, 3)), key=lambda r: r["games_per_second"])
    print({k: round(v, 2) for k, v in best.items()}, file=sys.stderr)
    ok = "✅" if best["games_per_second"] >= GOAL else "❌"
    write_section("engine", "\n".join([
        "## Rules engine (`benchmarks/bench_engine.py`)",
        "",
        f"{machine()}. Four RandomBots, classic map, progressive cards, random deal, "
        f"{args.games} games per run, best of 3 runs. Every action goes through the checked "
        "`apply` and produces its events.",
        "",
        "| games / s | actions / game | turns / game | µs / action |",
        "|---:|---:|---:|---:|",
        f"| {best['games_per_second']:.0f} {ok} (goal ≥ {GOAL:.0f}) | {best['actions_per_game']:.0f} | "
        f"{best['turns_per_game']:.1f} | {best['microseconds_per_action']:.1f} |",
    ]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
