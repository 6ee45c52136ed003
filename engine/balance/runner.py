"""``run_balance``: play many games and build the balance report.

The request is checked and turned into a spec (``make_spec``: seats, bots rotated over them,
a random deal by default), the games are played on every core or a cluster
(engine/balance/playing.py), and the records become the report (``build_report``; the
arithmetic is engine/balance/figures.py).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Mapping, Sequence

from engine.balance import figures
from engine.balance.continent_value import continent_prober
from engine.balance.game_player import GamePlayer, GameSpec
from engine.balance.game_record import GameRecord
from engine.balance.playing import play_all
from engine.board import Board
from engine.rules.base import PlayerSetup, RuleSet
from engine.rules.registry import ruleset_class
from engine.simulation import MEASUREMENT_JITTER, bot_types, simulation_options

FORMAT, VERSION = "worldsmith-balance", 1
DEFAULT_TURN_LIMIT = 1000  # for rules without a limit of their own: bots that never finish


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
    records, partial, jobs = play_all(spec, player, games, jobs, progress, should_stop, scheduler)
    seconds = time.perf_counter() - started
    return build_report(player, spec, records, games, partial, seconds, jobs, map_path,
                        [p.name for p in spec.players] if spec.fixed_starts else [],
                        prober=None if partial else continent_prober(spec, jobs, should_stop, scheduler))


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
