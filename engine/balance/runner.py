"""``run_balance``: play many games on every core and build the balance report.

Games are handed out in small chunks to ``jobs`` worker processes (the "spawn" start method,
which is safe when called from a Qt application: no forked copy of a running GUI). Game
``n`` is seeded with ``derive_seed(seed, n)`` and its bots with ``derive_seed(seed, n, seat)``
whoever plays it, and the records are combined in game order, so the figures do not depend
on ``jobs``. Stopping (``should_stop()`` returning True, or Ctrl+C) stops handing out work,
cancels what has not started and keeps the games 0..k-1 that all finished: a partial report
is a prefix of the full one.
"""

from __future__ import annotations

import concurrent.futures as futures
import contextlib
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from engine.balance import figures
from engine.balance.continent_value import continent_prober
from engine.balance.game_record import GameRecord, GameWatcher, play_game
from engine.balance.static_facts import static_facts
from engine.board import Board
from engine.core.dice import derive_seed
from engine.core.world import World
from engine.rules.base import PlayerSetup, RuleSet
from engine.rules.registry import rules_for, ruleset_class
from engine.simulation import MEASUREMENT_JITTER, bot_types, for_measurement, simulation_options

FORMAT, VERSION = "worldsmith-balance", 1
DEFAULT_TURN_LIMIT = 1000  # for rules without a limit of their own: bots that never finish
POLL_SECONDS = 0.1  # how often should_stop is asked while games are being played
MAX_CHUNK = 8  # games per chunk: small, so a stop is quick and the cores stay evenly busy


@dataclass
class GameSpec:
    """Everything a worker needs to play any game of the run (pickled once per worker)."""

    board: Board
    ruleset: str
    options: dict[str, object]
    bots: list[str]  # per seat in game 0 (the kinds cycled over the seats); they rotate, see bot_kinds
    seed: int
    campaign: object | None = None
    economy: object | None = None
    players: list[PlayerSetup] = field(default_factory=list)
    fixed_starts: bool = False  # a scenario's fixed setup: seat s plays start s
    # The bots as named (--bots): game n gives seat s bot_kinds[(s + n) mod k], so over every
    # k games each seat plays each kind equally often and bot strength cancels out of the seats.
    bot_kinds: list[str] = field(default_factory=list)
    setup: str = "rules"  # how the board was set up: a setup option's value, "scenario" or "rules"
    setup_by_default: bool = False  # the report chose the random deal (the caller chose no setup)

    def seat_bots(self, number: int) -> list[str]:
        """The bot kind in each seat of game ``number``."""
        kinds = self.bot_kinds or self.bots
        return [kinds[(seat + number) % len(kinds)] for seat in range(len(self.bots))]


class GamePlayer:
    """Plays games of one spec; built once per process."""

    def __init__(self, spec: GameSpec) -> None:
        self.spec = spec
        self.world = World.from_board(spec.board)
        campaign = spec.campaign
        if campaign is None and ruleset_class(spec.ruleset).needs_campaign:
            campaign = ruleset_class(spec.ruleset).new_campaign()
        self.rules: RuleSet = rules_for(spec.ruleset, self.world, spec.options, campaign=campaign,
                                        economy=spec.economy)
        self.facts = static_facts(self.world)
        self.bot_types = bot_types()

    def play(self, number: int) -> GameRecord:
        spec = self.spec
        bots = [for_measurement(self.bot_types[name](derive_seed(spec.seed, number, seat)))
                for seat, name in enumerate(spec.seat_bots(number))]
        watcher = GameWatcher([c.members for c in self.world.continents], self.facts.front_pairs, self.world.size)
        record = play_game(self.rules, spec.players, bots, derive_seed(spec.seed, number), number, watcher)
        if spec.fixed_starts:
            record.start_of_seat = list(range(len(spec.players)))
        return record


_WORKER: GamePlayer | None = None


def _start_worker(spec: GameSpec) -> None:
    # The parent handles Ctrl+C (stops handing out work, keeps what finished); a worker
    # that died of the same SIGINT would lose its chunk and print a traceback.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    global _WORKER
    _WORKER = GamePlayer(spec)


def _play_chunk(first: int, count: int) -> list[GameRecord]:
    assert _WORKER is not None
    return [_WORKER.play(n) for n in range(first, first + count)]


@contextlib.contextmanager
def _ctrl_c_held_back():
    """Block SIGINT in this thread while processes are started: they inherit the blocked
    mask, so a Ctrl+C at the terminal — which goes to the whole process group — never
    reaches a worker still importing (before its initializer ignores it) nor the resource
    tracker. Another thread of this process may still take the signal, so on the main thread
    a Ctrl+C meanwhile is also held back by a handler of our own; either way it is raised,
    as KeyboardInterrupt, once the processes are started: one interrupted while starting
    would print a traceback."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    held: list[int] = []
    on_main_thread = threading.current_thread() is threading.main_thread()
    previous_handler = signal.signal(signal.SIGINT, lambda number, _frame: held.append(number)) \
        if on_main_thread else None
    previous_mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous_mask)
        if on_main_thread:
            signal.signal(signal.SIGINT, previous_handler)
    if held:
        raise KeyboardInterrupt


def _chunk_size(games: int, jobs: int) -> int:
    return max(1, min(MAX_CHUNK, games // (jobs * 8) or 1))


def make_spec(board: Board, ruleset: str, players: int, seed: int, bots: Sequence[str],
              options: Mapping[str, object] | None, scenario: object | None, *, roll_dice: bool = False
              ) -> GameSpec:
    """Check the request and turn it into a spec; ValueError (saying what is wrong) if bad.
    Battles are sampled (the option battle-sampling, where the rule set has it) unless
    ``roll_dice`` or the options say otherwise: thousands of games want the cheaper draw."""
    known = bot_types()
    bots = [b for b in bots if b]
    if not bots:
        raise ValueError("name at least one bot")
    unknown = [b for b in bots if b not in known]
    if unknown:
        raise ValueError(f"unknown bot '{unknown[0]}' (known: {', '.join(sorted(known))})")
    if scenario is not None:
        return _scenario_spec(board, scenario, seed, bots, options, roll_dice)
    try:
        cls = ruleset_class(ruleset)
    except KeyError as error:
        raise ValueError(error.args[0]) from None
    if not cls.min_players <= players <= cls.max_players:
        raise ValueError(f"the {ruleset} rules play with {cls.min_players} to {cls.max_players} players, "
                         f"not {players}")
    seats = [bots[i % len(bots)] for i in range(players)]
    requested = dict(options or {})
    by_default = _deal_at_random(cls, requested)
    chosen = simulation_options(ruleset, _with_turn_limit(cls, requested), roll_dice=roll_dice)
    # With several bots a seat plays each in turn: its name is the seat's, not a bot's.
    setups = [PlayerSetup(f"{name} {i + 1}" if len(set(bots)) == 1 else f"Seat {i + 1}")
              for i, name in enumerate(seats)]
    return GameSpec(board, ruleset, chosen, seats, seed, players=setups, bot_kinds=list(bots),
                    setup=str(_option(chosen, SETUP_OPTION) or "rules"), setup_by_default=by_default)


def _scenario_spec(board: Board, scenario, seed: int, bots: Sequence[str],
                   options: Mapping[str, object] | None, roll_dice: bool = False) -> GameSpec:
    from engine.scenario import ScenarioError, SetupKind, game_setup

    try:
        setup = game_setup(scenario, board, seed)
    except ScenarioError as error:
        raise ValueError(str(error)) from None
    cls = ruleset_class(setup.ruleset)
    chosen = simulation_options(setup.ruleset, _with_turn_limit(cls, {**dict(setup.options), **dict(options or {})}),
                                roll_dice=roll_dice)
    seats = [bots[i % len(bots)] for i in range(len(setup.players))]
    return GameSpec(board, setup.ruleset, chosen, seats, seed, campaign=setup.campaign, economy=setup.economy,
                    players=list(setup.players), fixed_starts=scenario.setup is SetupKind.FIXED,
                    bot_kinds=list(bots), setup="scenario")


SETUP_OPTION = "setup"


def _option(options: Mapping[str, object], name: str) -> object | None:
    """An option's value whichever spelling the caller used (random-deal or random_deal)."""
    return next((value for key, value in options.items() if str(key).replace("_", "-") == name), None)


def _deal_at_random(cls: type[RuleSet], options: dict[str, object]) -> bool:
    """Measure on a random deal where the rules offer one and the caller chose no setup: bots
    claiming in turn play the same scripted opening in game after game (the first mover took
    Europe in 100 of 100 classic games), and the figures would measure that script."""
    if _option(options, SETUP_OPTION) is not None:
        return False
    choices = next((described[3] for described in cls.options_type.describe()
                    if described[0] == SETUP_OPTION and len(described) > 3), ())
    if "random" not in (choices or ()):
        return False
    options[SETUP_OPTION] = "random"
    return True


def _with_turn_limit(cls: type[RuleSet], options: dict[str, object]) -> dict[str, object]:
    """Games between bots must end: rules that take a turn limit get one unless they set
    their own or the caller chose one."""
    limit = next((default for name, default, *_ in cls.options_type.describe() if name == "turn-limit"), None)
    if limit is not None and not int(limit or 0) and "turn-limit" not in options:
        options["turn-limit"] = DEFAULT_TURN_LIMIT
    return options


def run_balance(board: Board, ruleset: str = "classic", players: int = 4, games: int = 1000, seed: int = 1,
                bots: Sequence[str] = ("heuristic",), options: Mapping[str, object] | None = None,
                jobs: int | None = None, progress: Callable[[int, int], None] | None = None,
                should_stop: Callable[[], bool] | None = None, scenario: object | None = None,
                *, map_path: str | None = None, roll_dice: bool = False, scheduler: str | None = None) -> dict:
    """Play ``games`` games and return the report (schema: docs/balance.md).

    ``progress(done, total)`` is called in the caller's thread as games finish;
    ``should_stop()`` is polled: True stops and gives a partial report, as does Ctrl+C
    (KeyboardInterrupt). ValueError (saying what is wrong) for a bad request. Battles are
    sampled (``battle-sampling``) unless ``roll_dice``. With ``scheduler`` (a Dask scheduler's
    address) the games are played on that cluster instead of ``jobs`` local processes, and the
    report's ``jobs`` is the most worker threads the cluster had during the run."""
    if games < 0:
        raise ValueError(f"the number of games must be 0 or more, not {games}")
    jobs = max(1, jobs if jobs is not None else (os.cpu_count() or 1))
    spec = make_spec(board, ruleset, players, seed, bots, options, scenario, roll_dice=roll_dice)
    started = time.perf_counter()
    player = GamePlayer(spec)  # also checks the options before any worker starts
    records, partial, jobs = _play_all(spec, player, games, jobs, progress, should_stop, scheduler)
    seconds = time.perf_counter() - started
    return build_report(player, spec, records, games, partial, seconds, jobs, map_path,
                        [p.name for p in spec.players] if spec.fixed_starts else [],
                        prober=None if partial else continent_prober(spec, jobs, should_stop, scheduler))


def _play_all(spec: GameSpec, player: GamePlayer, games: int, jobs: int,
              progress: Callable[[int, int], None] | None,
              should_stop: Callable[[], bool] | None,
              scheduler: str | None = None) -> tuple[list[GameRecord], bool, int]:
    """The records in game order, whether the run stopped short, and the workers used."""
    if scheduler is not None:
        # Even for one game or none: a bad address is said at once, not on the big run.
        from engine.balance.cluster import play_on_cluster

        return play_on_cluster(spec, games, scheduler, progress, should_stop)
    if games == 0:
        return [], False, jobs
    if jobs == 1 or games == 1:
        return (*_play_here(player, games, progress, should_stop), jobs)
    return (*_play_in_pool(spec, games, jobs, progress, should_stop), jobs)


def _play_here(player: GamePlayer, games: int, progress, should_stop) -> tuple[list[GameRecord], bool]:
    records: list[GameRecord] = []
    try:
        for number in range(games):
            if should_stop is not None and should_stop():
                return records, True
            records.append(player.play(number))
            if progress is not None:
                progress(number + 1, games)
    except KeyboardInterrupt:
        return records, True
    return records, False


def _play_in_pool(spec: GameSpec, games: int, jobs: int, progress, should_stop) -> tuple[list[GameRecord], bool]:
    size = _chunk_size(games, jobs)
    chunks = [(first, min(size, games - first)) for first in range(0, games, size)]
    results: dict[int, list[GameRecord]] = {}
    done = 0
    stopped = False
    context = multiprocessing.get_context("spawn")
    pool: futures.ProcessPoolExecutor | None = None
    running: dict[futures.Future, int] = {}
    next_chunk = 0
    try:
        # Making the pool starts multiprocessing's resource tracker, which unblocks SIGINT
        # again when it has: the workers are started in a second guarded step.
        with _ctrl_c_held_back():
            pool = futures.ProcessPoolExecutor(max_workers=jobs, mp_context=context, initializer=_start_worker,
                                               initargs=(spec,))
        while next_chunk < len(chunks) or running:
            # Keep every worker busy with one chunk in hand, no more: a stop loses little.
            with _ctrl_c_held_back() if next_chunk == 0 else contextlib.nullcontext():
                while next_chunk < len(chunks) and len(running) < 2 * jobs and not stopped:
                    running[pool.submit(_play_chunk, *chunks[next_chunk])] = next_chunk
                    next_chunk += 1
            if stopped:
                break
            finished, _ = futures.wait(running, timeout=POLL_SECONDS, return_when=futures.FIRST_COMPLETED)
            for future in finished:
                k = running.pop(future)
                results[k] = future.result()
                done += len(results[k])
            if finished and progress is not None:
                progress(done, games)
            if should_stop is not None and should_stop():
                stopped = True
    except KeyboardInterrupt:
        stopped = True
    finally:
        for future in running:
            future.cancel()
        if pool is not None:
            # Do not wait for chunks still being played: their games are dropped anyway.
            pool.shutdown(wait=not stopped, cancel_futures=True)
    records: list[GameRecord] = []
    for k in range(len(chunks)):
        if k not in results:
            break  # the report is the prefix of games that all finished
        records.extend(results[k])
    return records, stopped or len(records) < games


def build_report(player: GamePlayer, spec: GameSpec, records: list[GameRecord], games_requested: int,
                 partial: bool, seconds: float, jobs: int, map_path: str | None,
                 start_names: Sequence[str], prober=None) -> dict:
    world, facts = player.world, player.facts
    seats, draws = figures.seat_figures(records, spec.bots, spec.bot_kinds)
    limit = getattr(player.rules.options, "turn_limit", 0) or None
    report = {
        "format": FORMAT, "version": VERSION,
        "partial": partial,
        "map": {"name": spec.board.meta.name, "path": map_path},
        "rules": spec.ruleset, "players": len(spec.bots), "bots": list(spec.bots), "seed": spec.seed,
        "options": {k: v for k, v in sorted(spec.options.items()) if _plain(v)},
        "design": design(spec),
        "games_requested": games_requested, "games_played": len(records),
        "distinct_games": figures.distinct_games(records), "turn_limit": limit,
        "seconds": round(seconds, 3),
        "games_per_second": round(len(records) / seconds, 2) if seconds > 0 else 0.0,
        "jobs": jobs,
        "seats": seats, "draws": draws, "seat_test": figures.seat_test_figures(seats),
        "first_mover": figures.first_mover_figures(records, len(spec.bots)),
        "bot_kinds": figures.bot_kind_figures(records, spec.seat_bots),
        "starts": figures.start_figures(records, start_names),
        "length": figures.length_figures(records),
        "continents": figures.continent_figures(facts, records, len(spec.bots), prober),
        "territories": figures.territory_figures(world, facts, records),
        "choke_points": figures.choke_points(world, facts),
        "findings": [],
    }
    report["findings"] = figures.report_findings(report, world, facts)
    return report


def design(spec: GameSpec) -> dict:
    """How the games were played, for the reader to judge the figures by (docs/balance.md)."""
    kinds = spec.bot_kinds or spec.bots
    return {
        "setup": spec.setup,  # a setup option's value ("random", "claim", …), "scenario" or "rules"
        "setup_default": spec.setup_by_default,  # the report chose the random deal
        "bots": list(kinds),
        "rotation": len(set(kinds)) > 1,  # game n: seat s plays bots[(s + n) mod k]
        "varied_openings": MEASUREMENT_JITTER,  # heuristic bots pick among choices this close to the best
    }


def _plain(value: object) -> bool:
    """Whether an option's value goes into JSON as it is (a fixed placement's table does too)."""
    return isinstance(value, str | int | float | bool | list | dict | type(None))
