"""``worldsmith balance MAP|SCENARIO``: is my map fair? Plays many games between computer
players on every core and writes the balance report (docs/balance.md), no window needed.

Exit codes as ``worldsmith validate``: 0 done, 2 bad input (a file that cannot be read or
written, an unknown bot or rule set, a negative number of games), each said in one line on
the standard error; 130 when stopped with Ctrl+C — after writing the report of the games
that finished, marked ``"partial": true``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

EXIT_OK, EXIT_UNREADABLE, EXIT_INTERRUPTED = 0, 2, 130
PROGRESS_WIDTH = 30  # characters of the progress bar


def add_balance_parser(commands) -> None:
    balance = commands.add_parser(
        "balance", help="is my map fair? play many games between computer players and report on seats, "
                        "continents and choke points")
    balance.add_argument("map", metavar="MAP|SCENARIO", nargs="?", default=None,
                         help="a map, or a scenario (its fixed starts are played)")
    # `simulate` names its map with --map: balance takes that form too, so one habit works for both.
    balance.add_argument("--map", dest="map_option", default=None, metavar="MAP|SCENARIO",
                         help="the same as the MAP|SCENARIO argument")
    balance.add_argument("--rules", default=None, help="rule set (default: classic, or the scenario's)")
    balance.add_argument("--players", type=int, default=None,
                         help="number of seats (default: 4, or the scenario's players)")
    balance.add_argument("--games", type=int, default=1000,
                         help="games to play (default: 1000; 0: only the map's static facts)")
    balance.add_argument("--bots", default="heuristic",
                         help="bots per seat, comma-separated, repeated to fill the seats: easy (random), "
                         "normal (heuristic) or hard (strategic) (default: heuristic)")
    balance.add_argument("--seed", type=int, default=1, help="seed: the same seed gives the same figures")
    balance.add_argument("--jobs", type=int, default=None,
                         help="worker processes (default: one per core); the figures do not depend on it")
    balance.add_argument("--scheduler", default=None, metavar="ADDRESS",
                         help="play the games on the Dask cluster whose scheduler is at ADDRESS, e.g. "
                              "tcp://10.0.0.5:8786, instead of local processes (not with --jobs; needs "
                              "pip install 'worldsmith[cluster]'); the figures are the same")
    balance.add_argument("--out", default=None, metavar="REPORT.html",
                         help="write the report: an HTML page, or JSON when the name ends in .json")
    balance.add_argument("--json", action="store_true", help="print the report as JSON")
    balance.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                         help="a rule option, e.g. --option fortify=connected (repeatable)")
    balance.add_argument("--turn-limit", type=int, default=None,
                         help="a game still running after this many turns is a draw (default: the rules' own "
                              "limit if they have one, else 1000)")
    balance.add_argument("--roll-dice", action="store_true",
                         help="roll every blitz roll by roll (default: each blitz is one draw from its exact "
                              "odds, the option battle-sampling, where the rule set has it)")


def _fail(message: str) -> int:
    print(message, file=sys.stderr)
    return EXIT_UNREADABLE


class ProgressBar:
    """A one-line bar on the standard error, redrawn at most ten times a second."""

    def __init__(self, shown: bool) -> None:
        self.shown = shown
        self.started = time.perf_counter()
        self.drawn_at = 0.0

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        if not self.shown or (now - self.drawn_at < 0.1 and done < total):
            return
        self.drawn_at = now
        filled = PROGRESS_WIDTH * done // max(total, 1)
        rate = done / (now - self.started) if now > self.started else 0.0
        bar = "#" * filled + "-" * (PROGRESS_WIDTH - filled)
        print(f"\r  [{bar}] {done}/{total} games  ({rate:.1f} games/s)", end="", file=sys.stderr, flush=True)

    def finish(self) -> None:
        if self.shown and self.drawn_at:
            print(file=sys.stderr)


def run_balance_command(args: argparse.Namespace) -> int:
    from engine.files.errors import FileFormatError

    if args.map is not None and args.map_option is not None and args.map != args.map_option:
        return _fail(f"two maps given: {args.map} and --map {args.map_option}")
    args.map = args.map or args.map_option
    if args.map is None:
        return _fail("name the map or scenario to balance: worldsmith balance MAP (or --map MAP)")
    if args.games < 0:
        return _fail(f"--games must be 0 or more, not {args.games}")
    if args.jobs is not None and args.jobs < 1:
        return _fail(f"--jobs must be 1 or more, not {args.jobs}")
    if args.jobs is not None and args.scheduler is not None:
        # The cluster's workers decide how many games run at once, not this machine.
        return _fail("--jobs and --scheduler do not go together: the cluster's workers play the games")
    if args.players is not None and args.players < 1:
        return _fail(f"--players must be 1 or more, not {args.players}")
    options: dict[str, object] = {}
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            return _fail(f"--option needs NAME=VALUE, not '{item}'")
        options[name.strip()] = value.strip()
    if args.turn_limit is not None:
        if args.turn_limit < 0:
            return _fail(f"--turn-limit must be 0 or more, not {args.turn_limit}")
        options["turn-limit"] = args.turn_limit
    try:
        board, scenario = _read(args.map)
    except FileFormatError as error:
        return _fail(f"cannot read {args.map}: {error}")
    except OSError as error:
        return _fail(f"cannot read {args.map}: {error.strerror or error}")
    if scenario is not None:
        if args.rules is not None and args.rules != scenario.ruleset:
            return _fail(f"the scenario is played with the {scenario.ruleset} rules, not {args.rules}")
        if args.players is not None and args.players != len(scenario.players):
            return _fail(f"the scenario has {len(scenario.players)} players, not {args.players}")
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    bar = ProgressBar(sys.stderr.isatty())

    from engine.balance.runner import run_balance

    try:
        report = run_balance(board, args.rules or "classic", args.players or 4, args.games, args.seed, bots,
                             options, jobs=args.jobs, progress=bar, scenario=scenario, map_path=args.map,
                             roll_dice=args.roll_dice, scheduler=args.scheduler)
    except ValueError as error:  # OptionError too
        bar.finish()
        return _fail(f"cannot balance: {error.args[0] if error.args else error}")
    bar.finish()
    if report["partial"]:  # from the command line only Ctrl+C stops a run
        print(f"stopped: the report covers {report['games_played']} of {report['games_requested']} games",
              file=sys.stderr)
    written = _write(report, board, args)
    if written != EXIT_OK:
        return written
    return EXIT_INTERRUPTED if report["partial"] else EXIT_OK


def _read(path: str):
    """The board, and the scenario when the file is one (played on the map it names)."""
    from engine.board import load_map
    from engine.files.document_kind import document_format
    from engine.files.yaml_reader import read_text_file

    text = read_text_file(path)
    if document_format(text, path) == "worldsmith-scenario":
        from engine.scenario import read_scenario

        loaded = read_scenario(text, file=path)
        loaded.path = Path(path)
        return load_map(loaded.map_path()).board, loaded.scenario
    return load_map(path).board, None


def _write(report: dict, board, args: argparse.Namespace) -> int:
    import json

    if args.out:
        out = Path(args.out)
        if out.suffix.lower() == ".json":
            content = json.dumps(report, indent=2, ensure_ascii=False) + "\n"
        else:
            from engine.balance.html_page import render_html

            content = render_html(report, board)
        try:
            out.write_text(content, encoding="utf-8")
        except OSError as error:
            return _fail(f"cannot write {args.out}: {error.strerror or error}")
        print(f"wrote {args.out}", file=sys.stderr)
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
    elif not args.out:
        print(summary_text(report))
    return EXIT_OK


def summary_text(report: dict) -> str:
    lines = [f"{report['games_played']} games of {report['rules']} on {report['map']['name']}, "
             f"seed {report['seed']}{' (partial)' if report['partial'] else ''}:"]
    lines += [f"  - {f['text']}" for f in report["findings"]]
    if report["games_played"]:
        for seat in report["seats"]:
            lo, hi = seat["ci"]
            lines.append(f"  seat {seat['seat'] + 1} ({seat['bot']}): {seat['wins']} wins "
                         f"({seat['win_rate']:.0%}, 95% {lo:.0%}–{hi:.0%})")
        for row in report.get("bot_kinds", []) if report.get("design", {}).get("rotation") else []:
            lo, hi = row["ci"]
            lines.append(f"  bot {row['kind']} (rotated over the seats): {row['wins']} wins in {row['games']} seats "
                         f"({row['win_rate']:.0%}, 95% {lo:.0%}–{hi:.0%})")
        if report["draws"]:
            lines.append(f"  draws: {report['draws']}")
        lines.append(f"  mean turns per game: {report['length']['mean']:.1f}")
        lines.append(f"  {report['games_per_second']:.1f} games per second on {report['jobs']} worker(s)")
    return "\n".join(lines)
