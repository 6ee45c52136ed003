"""Engine speed: whole random-bot classic games per second on one core.

    python benchmarks/bench_engine.py [--games N]

Four RandomBots play classic Risk with cards (progressive values) on the classic map, the
board dealt at random with armies spread (setup choices do not change the game's length
much, and spreading avoids 100 setup placements per game). Goal: >= 500 games/s.

The same games are then played by ``stripped_game.py`` — identical moves and dice, none of the
engine's machinery — whose speed is the ceiling for this workload in CPython on this
machine. Both figures are reported only if every game matched (winner, turns, dice drawn).

Then (issue 18) the same with the rules option ``battle-sampling`` (each blitz one draw from its
exact odds, as ``worldsmith simulate`` plays) against a stripped game that samples alike, both
with two processes at once (one a core; goal >= 400 games/s), and four HeuristicBots.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks import stripped_game  # noqa: E402
from benchmarks.report import load_note, machine, write_section  # noqa: E402
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
# Issue 18's goal: random-bot games a second with both cores at work (one process each).
BOTH_CORES_GOAL = 400.0
# The same games with each blitz drawn in one go from its exact odds, as simulations play them.
SAMPLING = {**OPTIONS, "battle-sampling": True}


def _rules(options: dict = OPTIONS) -> ClassicRules:
    return ClassicRules(World.from_board(load_map(maps_dir() / "classic.yaml").board), options)


SEATS = [PlayerSetup(f"P{i}") for i in range(4)]


def run(games: int, seed: int = 1, views: bool = False, options: dict = OPTIONS, bot: type = RandomBot) -> dict:
    """Whole games through the engine: rules.apply on every RandomBot choice. With ``views``
    each bot chooses from its seat's view of the state (others' cards hidden), as
    ``worldsmith simulate`` and the play window hand it; the same games either way. ``bot``
    is the class seated four times (seeded as RandomBot is)."""
    rules = _rules(options)
    actions = turns = draws = attack_decisions = rolls = 0
    outcomes = []
    start = time.perf_counter()
    for number in range(games):
        state, _ = rules.new_game(SEATS, derive_seed(seed, number))
        bots = [bot(derive_seed(seed, number, i)) for i in range(4)]
        dice_at_start = state.dice_drawn
        if views:
            while state.phase != Phase.GAME_OVER:
                attack_decisions += state.phase == Phase.ATTACK
                decider = state.decider()
                rules.apply(state, bots[decider].choose(rules, rules.player_view(state, decider)))
                actions += 1
        else:  # (the loop as it always was, so that the figures compare across versions)
            while state.phase != Phase.GAME_OVER:
                attack_decisions += state.phase == Phase.ATTACK
                rules.apply(state, bots[state.decider()].choose(rules, state))
                actions += 1
        turns += state.turn
        rolls += state.dice_drawn - dice_at_start
        draws += state.winner is None
        outcomes.append((state.winner, state.turn, state.dice_drawn))
    seconds = time.perf_counter() - start
    return {
        "games_per_second": games / seconds,
        "actions_per_game": actions / games,
        "turns_per_game": turns / games,
        "microseconds_per_action": seconds / actions * 1e6,
        "microseconds_per_turn": seconds / turns * 1e6,
        "attack_decisions_per_turn": attack_decisions / turns,
        "dice_draws_per_game": rolls / games,
        "draws": draws,
        "outcomes": outcomes,
    }


def run_stripped(games: int, seed: int = 1, options: dict = OPTIONS) -> dict:
    """The same games, set up by the engine, played by stripped_game (the ceiling)."""
    rules = _rules(options)
    turns = 0
    outcomes = []
    start = time.perf_counter()
    for number in range(games):
        state, _ = rules.new_game(SEATS, derive_seed(seed, number))
        bots = [random.Random(derive_seed(seed, number, i)) for i in range(4)]  # as RandomBot seeds them
        outcome = stripped_game.play(rules, state, bots)
        turns += outcome[1]
        outcomes.append(outcome)
    seconds = time.perf_counter() - start
    return {
        "games_per_second": games / seconds,
        "microseconds_per_turn": seconds / turns * 1e6,
        "outcomes": outcomes,
    }


def _one_process(job: tuple) -> dict:
    games, seed, options, bot, views = job
    result = run(games, seed, views=views, options=options, bot=bot)
    result.pop("outcomes")
    return result


def both_cores(games: int, seed: int, options: dict = OPTIONS, bot: type = RandomBot, processes: int = 2,
               views: bool = False) -> dict:
    """Games a second with ``processes`` processes at once (one a core), each playing
    ``games`` games of its own seed: their figures added up (they run side by side). Forked,
    so each starts warm (imports and odds tables inherited). ``views``: as ``run``."""
    import multiprocessing

    with multiprocessing.get_context("fork").Pool(processes) as pool:
        results = pool.map(_one_process, [(games, seed + 1000 * p, options, bot, views) for p in range(processes)])
    return {"games_per_second": sum(r["games_per_second"] for r in results)}


# Issue 31's goals, on the path balance reports and simulations take: battle sampling, and
# each bot choosing from its seat's view (player_view). Games a second on both cores.
VIEWED_GOALS = {"RandomBots": 300.0, "HeuristicBots": 60.0}


def _viewed_rows(args: argparse.Namespace, seeds: tuple, sampled_ceiling: dict) -> list[str]:
    """The table rows of RandomBots and HeuristicBots with battle sampling, each bot seeing
    only its seat's view, one core and both (best of the seeds' runs)."""
    from engine.ai.heuristic_bot import HeuristicBot

    rows = []
    for name, bot, games in (("RandomBots", RandomBot, args.games), ("HeuristicBots", HeuristicBot,
                                                                     args.heuristic_games)):
        runs = [run(games, seed, views=True, options=SAMPLING, bot=bot) for seed in seeds]
        one = max(runs, key=lambda r: r["games_per_second"])
        two = max((both_cores(games, seed, SAMPLING, bot, views=True) for seed in seeds),
                  key=lambda r: r["games_per_second"])
        goal = VIEWED_GOALS[name]
        ok = "✅" if two["games_per_second"] >= goal else "❌"
        draws = sum(r["dice_draws_per_game"] for r in runs) / len(runs)
        ceiling = f"{sampled_ceiling['games_per_second']:.0f}" if bot is RandomBot else ""
        print(f"{name} with views: one core {one['games_per_second']:.1f}, both {two['games_per_second']:.1f}",
              file=sys.stderr)
        rows.append(f"| {name}, battle sampling, each on its seat's view | {one['games_per_second']:.1f} | "
                    f"{two['games_per_second']:.1f} {ok} (goal ≥ {goal:.0f}) | {draws:.0f} | {ceiling} |")
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--heuristic-games", type=int, default=12,
                        help="games per run for the four-HeuristicBot figures (each game is slow)")
    args = parser.parse_args()
    run(10)  # warm caches (imports, roll tables)
    run(10, options=SAMPLING)  # and the blitz odds, before any process forks
    seeds = (1, 2, 3)
    engine_runs = [run(args.games, seed) for seed in seeds]
    stripped_runs = [run_stripped(args.games, seed) for seed in seeds]
    viewed_runs = [run(args.games, seed, views=True) for seed in seeds]
    for seed, ours, bare in zip(seeds, engine_runs, stripped_runs, strict=True):
        if ours["outcomes"] != bare["outcomes"]:
            game = next(i for i, (a, b) in enumerate(zip(ours["outcomes"], bare["outcomes"], strict=True)) if a != b)
            print(f"seed {seed}, game {game}: the stripped game differs from the engine's "
                  f"({bare['outcomes'][game]} != {ours['outcomes'][game]}); no figures written", file=sys.stderr)
            return 1
    if any(a["outcomes"] != b["outcomes"] for a, b in zip(engine_runs, viewed_runs, strict=True)):
        print("bots choosing from their views played other games; no figures written", file=sys.stderr)
        return 1
    # Battle sampling changes the games (other draws), so its ceiling is the stripped game
    # sampling the same way, checked move for move like the rolled one.
    sampled_runs = [run(args.games, seed, options=SAMPLING) for seed in seeds]
    sampled_ceilings = [run_stripped(args.games, seed, options=SAMPLING) for seed in seeds]
    for seed, ours, bare in zip(seeds, sampled_runs, sampled_ceilings, strict=True):
        if ours["outcomes"] != bare["outcomes"]:
            print(f"seed {seed}: the stripped game with battle sampling differs from the engine's; "
                  "no figures written", file=sys.stderr)
            return 1
    # The same seed for both figures: game lengths differ from one seed's games to another's.
    pick = max(range(len(seeds)), key=lambda i: engine_runs[i]["games_per_second"])
    best, ceiling, viewed = engine_runs[pick], stripped_runs[pick], viewed_runs[pick]
    sampled_pick = max(range(len(seeds)), key=lambda i: sampled_runs[i]["games_per_second"])
    sampled, sampled_ceiling = sampled_runs[sampled_pick], sampled_ceilings[sampled_pick]
    shown = {k: round(v, 2) for k, v in best.items() if k != "outcomes"}
    print(shown, f"ceiling {ceiling['games_per_second']:.0f} games/s", file=sys.stderr)
    both = max((both_cores(args.games, seed) for seed in seeds), key=lambda r: r["games_per_second"])
    both_sampled = max((both_cores(args.games, seed, SAMPLING) for seed in seeds),
                       key=lambda r: r["games_per_second"])
    from engine.ai.heuristic_bot import HeuristicBot

    heuristic = {}
    for name, options in (("rolled", OPTIONS), ("sampled", SAMPLING)):
        one = max((run(args.heuristic_games, seed, options=options, bot=HeuristicBot) for seed in seeds),
                  key=lambda r: r["games_per_second"])
        two = max((both_cores(args.heuristic_games, seed, options, HeuristicBot) for seed in seeds),
                  key=lambda r: r["games_per_second"])
        heuristic[name] = (one["games_per_second"], two["games_per_second"], one["dice_draws_per_game"])
    viewed_rows = _viewed_rows(args, seeds, sampled_ceiling)
    load = load_note()
    # Draws a game over all three seeds' games: the best run of each kind may be another seed's.
    rolled_draws = sum(r["dice_draws_per_game"] for r in engine_runs) / len(engine_runs)
    sampled_draws = sum(r["dice_draws_per_game"] for r in sampled_runs) / len(sampled_runs)
    print(f"sampled {sampled['games_per_second']:.0f}, both cores {both['games_per_second']:.0f} / "
          f"{both_sampled['games_per_second']:.0f}, heuristic {heuristic}{load}", file=sys.stderr)
    both_ok = "✅" if both_sampled["games_per_second"] >= BOTH_CORES_GOAL else "❌"
    ok = "✅" if best["games_per_second"] >= GOAL else "❌"
    write_section("engine", "\n".join([
        "## Rules engine (`benchmarks/bench_engine.py`)",
        "",
        f"{machine()}. Four RandomBots, classic map, progressive cards, random deal, "
        f"{args.games} games per run, best of 3 runs. Every action goes through the checked "
        "`apply` and produces its events.",
        "",
        "| games / s | actions / game | turns / game | µs / action | µs / turn |",
        "|---:|---:|---:|---:|---:|",
        f"| {best['games_per_second']:.0f} {ok} (goal ≥ {GOAL:.0f}) | {best['actions_per_game']:.0f} | "
        f"{best['turns_per_game']:.1f} | {best['microseconds_per_action']:.1f} | "
        f"{best['microseconds_per_turn']:.0f} |",
        "",
        "**The ceiling for this workload.** `benchmarks/stripped_game.py` plays the very same "
        f"{args.games} games — every one checked to end with the same winner, turn and dice "
        "count — with all of the engine stripped away: no actions, checks, events or legal-action "
        "lists, the rules it needs written inline for speed, each player's territories kept in a "
        "list of their own. It manages "
        f"**{ceiling['games_per_second']:.0f} games/s** ({ceiling['microseconds_per_turn']:.0f} µs "
        f"per turn, against the engine's {best['microseconds_per_turn']:.0f}). What is left is the "
        f"game itself: {best['attack_decisions_per_turn']:.1f} attack decisions a turn, each a look "
        f"for a weaker neighbour all along the player's front, and {best['dice_draws_per_game']:.0f} "
        "draws of the "
        "dice a game. The goal of 500 games/s is beyond even this bare loop in CPython on this "
        "machine.",
        "",
        "**Bots that see only their own seat.** `worldsmith simulate` and the play window hand each "
        "bot its seat's view of the state (`player_view`: others' cards hidden), so that no bot can "
        "read what its seat may not see. The same games played that way: "
        f"**{viewed['games_per_second']:.0f} games/s** ({viewed['microseconds_per_action']:.1f} µs "
        "per action). A view shares the state's public values and copies only the seats it hides "
        "(a function written per state class, `engine/core/views.py`; issue 31). The last two rows "
        "of the table below are this path with battle sampling, as `worldsmith balance` plays.",
        "",
        "**Battle sampling and both cores (issue 18).** The goal: ≥ "
        f"{BOTH_CORES_GOAL:.0f} random-bot games/s on both cores (two processes, one a core, "
        "their figures added), with the rules option `battle-sampling` that `worldsmith "
        "simulate` turns on (each blitz one draw from its exact odds, `engine/rules/odds.py`). "
        "Sampling plays other games than rolling (other draws), so its ceiling is the stripped "
        "game sampling the same way, checked move for move like the rolled one. Best of 3 runs"
        f"{load}.",
        "",
        "| workload | one core games / s | both cores games / s | dice draws / game | ceiling, one core |",
        "|---|---:|---:|---:|---:|",
        f"| RandomBots, rolled | {best['games_per_second']:.0f} | {both['games_per_second']:.0f} | "
        f"{rolled_draws:.0f} | {ceiling['games_per_second']:.0f} |",
        f"| RandomBots, battle sampling | {sampled['games_per_second']:.0f} | "
        f"{both_sampled['games_per_second']:.0f} {both_ok} (goal ≥ {BOTH_CORES_GOAL:.0f}) | "
        f"{sampled_draws:.0f} | {sampled_ceiling['games_per_second']:.0f} |",
        f"| HeuristicBots, rolled ({args.heuristic_games} games a run) | {heuristic['rolled'][0]:.1f} | "
        f"{heuristic['rolled'][1]:.1f} | {heuristic['rolled'][2]:.0f} | |",
        f"| HeuristicBots, battle sampling | {heuristic['sampled'][0]:.1f} | {heuristic['sampled'][1]:.1f} | "
        f"{heuristic['sampled'][2]:.0f} | |",
        *viewed_rows,
        "",
        "Random bots mostly blitz a lone defender (such a blitz ends in a roll or two anyway), so "
        f"sampling saves them only {rolled_draws - sampled_draws:.0f} "
        f"of {rolled_draws:.0f} draws a game; it pays where battles between big stacks are long "
        "(compare the HeuristicBots' rows). Two processes give "
        f"{both_sampled['games_per_second'] / sampled['games_per_second']:.1f}× one core's figure "
        "(the two cores are shared with whatever else runs: with the load above, every figure here "
        "is lower and noisier than on a quiet machine). The stripped game manages "
        f"{sampled_ceiling['games_per_second']:.0f} games/s with sampling on one core, so two cores "
        f"could reach at most about {2 * sampled_ceiling['games_per_second']:.0f}: the goal of "
        f"{BOTH_CORES_GOAL:.0f} is "
        + ("within that ceiling, " if 2 * sampled_ceiling["games_per_second"] >= BOTH_CORES_GOAL
           else "beyond even that ceiling on this machine, ")
        + f"and the engine reaches {both_sampled['games_per_second'] / (2 * sampled_ceiling['games_per_second']):.0%} "
        "of it. The engine's hot paths (the attack listing, the blitz, the bot's choice) were already "
        "written out by earlier work; what separates it from the ceiling is the action objects, "
        "checks, events and legal-action lists every rule set's hooks go through.",
    ]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
