"""HeuristicBot against RandomBots in Risk Legacy: win rate, how games end, thinking time.

    python benchmarks/bench_legacy_bots.py [--games N] [--seed S] [--jobs J] [--no-write]

One HeuristicBot against three RandomBots on maps/classic.yaml, N games (default 200), each
on a fresh campaign world (``LegacyRules.new_campaign()``: game 1, every player with a red
star token) and played through its end-of-game rewards. The heuristic seat rotates through
every seat and every game has its own seed; a game still going after 1,000 turns is a draw
(not a win). The win rate is shown with its 95% (Wilson) interval.

Goal (issue 12): the heuristic bot wins >= 80%.

Also, ``worldsmith simulate --rules legacy --players 5 --games 200 --seed 1`` (its default
bots, heuristic and random in turn, and its default 1,000-turn limit) must end every game:
how many end with a winner and how many at the turn limit, and the same with five
RandomBots. Results go to the "legacy-bots" section of docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import collections
import multiprocessing
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.bench_bots import ms, percentile, rate, wilson  # noqa: E402
from benchmarks.report import machine, write_section  # noqa: E402
from engine.ai.heuristic_bot import HeuristicBot  # noqa: E402
from engine.ai.random_bot import RandomBot  # noqa: E402
from engine.board import load_map  # noqa: E402
from engine.core.dice import derive_seed  # noqa: E402
from engine.core.phases import GAME_OVER  # noqa: E402
from engine.core.world import World  # noqa: E402
from engine.resources import maps_dir  # noqa: E402
from engine.rules.base import PlayerSetup  # noqa: E402
from engine.rules.legacy import LegacyRules  # noqa: E402
from engine.simulation import simulate  # noqa: E402

TURN_LIMIT = 1000
OPPONENTS = 3
WIN_GOAL = 0.80
SIMULATE_PLAYERS, SIMULATE_GAMES, SIMULATE_SEED = 5, 200, 1

_WORLD = None


@dataclass
class GameResult:
    won: bool
    draw: bool
    turns: int
    first: bool  # the heuristic bot had the first turn
    reason: str  # how the game was won
    turn_times: list[float] = field(default_factory=list)  # the heuristic's, seconds per turn


def classic_world() -> World:
    global _WORLD
    if _WORLD is None:
        _WORLD = World.from_board(load_map(maps_dir() / "classic.yaml").board)
    return _WORLD


def play(game_number: int, base_seed: int) -> GameResult:
    """One game on a fresh world; the heuristic bot sits in seat ``game_number % seats``."""
    seats = OPPONENTS + 1
    hero = game_number % seats
    seed = derive_seed(base_seed, "legacy", game_number)
    rules = LegacyRules(classic_world(), {"turn-limit": TURN_LIMIT}, campaign=LegacyRules.new_campaign())
    bots = [HeuristicBot(derive_seed(seed, "bot", s)) if s == hero else RandomBot(derive_seed(seed, "bot", s))
            for s in range(seats)]
    state, _ = rules.new_game([PlayerSetup(f"{bot.name}-{s}") for s, bot in enumerate(bots)], seed)
    times: dict[int, float] = {}
    while state.phase != GAME_OVER:
        seat = state.decider()
        view = rules.player_view(state, seat)  # each bot sees only what its seat may see
        if seat == hero:
            start = time.perf_counter()
            action = bots[seat].choose(rules, view, seat)
            times[state.turn] = times.get(state.turn, 0.0) + time.perf_counter() - start
        else:
            action = bots[seat].choose(rules, view, seat)
        rules.apply(state, action, seat)  # checked: a bot's illegal action fails the benchmark
    return GameResult(state.winner == hero, state.winner is None, state.turn, state.first_player == hero,
                      state.win_reason, list(times.values()))


def _play(args: tuple[int, int]) -> GameResult:
    return play(*args)


def run(games: int, base_seed: int, jobs: int) -> list[GameResult]:
    work = [(n, base_seed) for n in range(games)]
    if jobs <= 1:
        return [_play(w) for w in work]
    with multiprocessing.Pool(jobs) as pool:
        return pool.map(_play, work, chunksize=4)


def five_player_simulate(bots: list[str]) -> dict:
    """``worldsmith simulate --rules legacy --players 5 --games 200 --seed 1`` as the CLI runs it."""
    board = load_map(maps_dir() / "classic.yaml").board
    result = simulate(board, "legacy", SIMULATE_PLAYERS, SIMULATE_GAMES, SIMULATE_SEED, bots,
                      {"turn-limit": TURN_LIMIT})
    return {"bots": ",".join(bots), "games": result.games, "won": result.games - result.draws,
            "limit": result.draws, "turns": result.mean_turns, "longest": max(result.turns),
            "seconds": result.seconds}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="base seed (default 1)")
    parser.add_argument("--jobs", type=int, default=1, help="processes (timings are noisier with more than 1)")
    parser.add_argument("--no-write", action="store_true", help="do not update docs/benchmarks.md")
    args = parser.parse_args()

    start = time.perf_counter()
    results = run(args.games, args.seed, args.jobs)
    elapsed = time.perf_counter() - start
    wins = sum(r.won for r in results)
    draws = sum(r.draw for r in results)
    share = wins / len(results)
    low, high = wilson(wins, len(results))
    verdict = "✅" if share >= WIN_GOAL else "❌"
    first = rate([r for r in results if r.first])
    later = rate([r for r in results if not r.first])
    turns = statistics.mean(r.turns for r in results)
    reasons = collections.Counter(r.reason for r in results if r.won)
    times = [t for r in results for t in r.turn_times]
    mean, p95, worst = statistics.mean(times), percentile(times, 0.95), max(times)
    print(f"1 vs {OPPONENTS}, Legacy: {wins}/{len(results)} won = {share:.1%} (95% CI {low:.1%}–{high:.1%}) "
          f"{verdict}, moving first {first}, not first {later}; {draws} draws, {turns:.0f} turns on average, "
          f"{elapsed:.0f} s")
    print(f"heuristic wins by: {dict(reasons)}")
    print(f"thinking per turn over {len(times)} turns: mean {ms(mean)}, p95 {ms(p95)}, max {ms(worst)}")

    simulations = [five_player_simulate(["heuristic", "random"]), five_player_simulate(["random"])]
    for sim in simulations:
        print(f"simulate, 5 players ({sim['bots']}): {sim['games']} games, {sim['won']} with a winner, "
              f"{sim['limit']} at the turn limit, {sim['turns']:.1f} turns on average (longest {sim['longest']}), "
              f"{sim['seconds']:.1f} s")
    if args.no_write:
        return
    by_reason = ", ".join(f"{count} by {reason}" for reason, count in reasons.most_common())
    sim_rows = "\n".join(
        f"| `{sim['bots']}` | {sim['games']} | {sim['won']} | {sim['limit']} | {sim['turns']:.1f} | "
        f"{sim['longest']} | {sim['seconds']:.1f} s |" for sim in simulations)
    ended = all(sim["won"] + sim["limit"] == sim["games"] for sim in simulations)
    ending = "every game ends ✅" if ended else "❌ not every game ends"
    row = (f"| 1 vs 3, Legacy | {len(results)} | {share:.1%} {verdict} | {low:.1%}–{high:.1%} | {first} "
           f"| {later} | {draws} | {turns:.0f} |")
    write_section(
        "legacy-bots",
        f"""
## Risk Legacy bots (`benchmarks/bench_legacy_bots.py`)

{machine()}. One HeuristicBot against three RandomBots, Risk Legacy on `maps/classic.yaml`,
{len(results)} games, each on a fresh campaign world (game 1, played through its rewards);
the heuristic bot's seat rotates and every game has its own seed (base seed {args.seed}); a
draw after {TURN_LIMIT:,} turns counts as not a win.

| match-up | games | heuristic wins (goal ≥ 80%) | 95% interval | moving first | not first | draws | turns (mean) |
|---|---:|---:|---:|---:|---:|---:|---:|
{row}

The heuristic bot's wins: {by_reason}. Its thinking per turn (all its `choose` calls in one
turn), over {len(times):,} turns: mean {ms(mean)}, p95 {ms(p95)}, max {ms(worst)}.

**Five players.** `worldsmith simulate --rules legacy --players 5 --games {SIMULATE_GAMES} --seed
{SIMULATE_SEED}` (its default bots, heuristic and random seat by seat, and its default turn
limit of {TURN_LIMIT:,}), and the same with five RandomBots: {ending} (a game that reaches the
turn limit ends as a draw).

| bots | games | won | turn limit reached | turns (mean) | longest | time |
|---|---:|---:|---:|---:|---:|---:|
{sim_rows}
""",
    )


if __name__ == "__main__":
    main()
