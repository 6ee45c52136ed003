"""EconomyBot (HeuristicBot's MU economy judgement) against RandomBots: win rate, speed.

    python benchmarks/bench_economy_bots.py [--games N] [--seed S] [--no-write]

One HeuristicBot against three RandomBots, the MU economy (rule set "economy", its default
options: the draft start, 30 rounds) on maps/classic-mu.yaml, N games (default 200); the
heuristic seat rotates through every seat and every game has its own seed. A game won at
the turn limit (most territories, then MU) counts as won; a tie there is a draw.

RandomBot picks uniformly among the listed actions, and `surrender` is listed in every Get
phase: RandomBots surrender within a few rounds, which makes the first figure easy. The
second match-up is the same against RandomBots that never surrender (they redraw), a truer
measure of the judgement.

Goal (issue 14): the EconomyBot wins >= 80% of 1-vs-3 games. Also measured: `worldsmith
simulate --rules economy --map maps/classic-mu.yaml --players 4 --games 50` must end every
game. Results go to the "economy-bots" section of docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.bench_bots import wilson  # noqa: E402
from benchmarks.report import machine, write_section  # noqa: E402
from engine.ai.heuristic_bot import HeuristicBot  # noqa: E402
from engine.ai.random_bot import RandomBot  # noqa: E402
from engine.board import load_map  # noqa: E402
from engine.core.dice import derive_seed  # noqa: E402
from engine.core.phases import GAME_OVER  # noqa: E402
from engine.core.world import World  # noqa: E402
from engine.resources import maps_dir  # noqa: E402
from engine.rules.base import PlayerSetup  # noqa: E402
from engine.rules.economy import EconomyRules  # noqa: E402
from engine.rules.economy.actions import Surrender  # noqa: E402
from engine.simulation import simulate  # noqa: E402

OPPONENTS = 3
WIN_GOAL = 0.80
SIMULATE_PLAYERS, SIMULATE_GAMES, SIMULATE_SEED = 4, 50, 1


class StubbornRandomBot(RandomBot):
    """A RandomBot that never surrenders (it draws again)."""

    def choose(self, rules, state, player=None):
        while True:
            action = super().choose(rules, state, player)
            if not isinstance(action, Surrender):
                return action


def play(rules: EconomyRules, opponent: type, games: int, seed: int) -> tuple[int, int, list[int], float]:
    wins = draws = 0
    rounds: list[int] = []
    started = time.perf_counter()
    for number in range(games):
        seat = number % (OPPONENTS + 1)
        state, _ = rules.new_game([PlayerSetup(f"P{i}") for i in range(OPPONENTS + 1)], derive_seed(seed, number))
        bots = [HeuristicBot(derive_seed(seed, number, i)) if i == seat else opponent(derive_seed(seed, number, i))
                for i in range(OPPONENTS + 1)]
        while state.phase != GAME_OVER:
            decider = state.decider()
            rules.apply(state, bots[decider].choose(rules, rules.player_view(state, decider), decider), decider)
        wins += state.winner == seat
        draws += state.winner is None
        rounds.append(state.turn)
    return wins, draws, rounds, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per match-up (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="base seed (default 1)")
    parser.add_argument("--no-write", action="store_true", help="do not update docs/benchmarks.md")
    args = parser.parse_args()
    board = load_map(maps_dir() / "classic-mu.yaml").board
    rules = EconomyRules(World.from_board(board))
    rows = []
    for label, opponent in (("RandomBots", RandomBot), ("RandomBots that never surrender", StubbornRandomBot)):
        wins, draws, rounds, seconds = play(rules, opponent, args.games, args.seed)
        low, high = wilson(wins, args.games)
        mark = "✅" if wins / args.games >= WIN_GOAL else "❌"
        rows.append(f"| 1 vs 3 {label} | {args.games} | {wins / args.games:.1%} {mark} | {low:.1%}–{high:.1%} "
                    f"| {draws} | {sum(rounds) / len(rounds):.1f} | {args.games / seconds:.1f} |")
        print(rows[-1])
    result = simulate(board, "economy", SIMULATE_PLAYERS, SIMULATE_GAMES, SIMULATE_SEED, ["heuristic", "random"])
    ended = sum(result.wins) + result.draws == SIMULATE_GAMES
    simulated = (f"| `heuristic,random` | {SIMULATE_GAMES} | {sum(result.wins)} | {result.draws} "
                 f"| {result.mean_turns:.1f} | {result.games_per_second:.1f} |")
    print(simulated)
    if args.no_write:
        return
    write_section("economy-bots", f"""
## MU economy bots (`benchmarks/bench_economy_bots.py`)

{machine()}. One EconomyBot (HeuristicBot's judgement, `engine/ai/economy_judgement.py`)
against three RandomBots, the `economy` rules with their defaults (draft start, 30 rounds)
on `maps/classic-mu.yaml`; the EconomyBot's seat rotates and every game has its own seed
(base seed {args.seed}). A win at the round limit (most territories, then MU) counts; a tie
there is a draw. RandomBots list `surrender` in every Get phase and take it within a few
rounds; the second row is against RandomBots that never surrender.

| match-up | games | EconomyBot wins (goal ≥ 80%) | 95% interval | draws | rounds (mean) | games/s |
|---|---:|---:|---:|---:|---:|---:|
{chr(10).join(rows)}

**Simulate.** The same rules, {SIMULATE_PLAYERS} seats (heuristic and random in turn), {SIMULATE_GAMES} games,
seed {SIMULATE_SEED}, the rules' own 30-round limit: every game ends {"✅" if ended else "❌"}.
(`worldsmith simulate` passes its own `--turn-limit` of 1,000 unless told otherwise: two
EconomyBots do not attack each other's capitals, so such games go to round 1,000, about 0.4
games/s.)

| bots | games | won | draws | rounds (mean) | games/s |
|---|---:|---:|---:|---:|---:|
{simulated}
""")


if __name__ == "__main__":
    main()
