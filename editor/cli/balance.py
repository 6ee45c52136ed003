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

from editor.language.cli_language import translate

EXIT_OK, EXIT_UNREADABLE, EXIT_INTERRUPTED = 0, 2, 130
TURN_LIMIT = 1000  # as `simulate`'s, for rules without a limit of their own (engine/balance)
FINDING_CONTEXT = "BalanceFinding"  # the findings' templates (engine/balance/findings.py), as the app's
PROGRESS_WIDTH = 30  # characters of the progress bar


def add_game_options(parser: argparse.ArgumentParser, turn_limit: int) -> None:
    """The options of played games that ``simulate`` and ``balance`` share: rule options, the
    turn limit (``turn_limit`` for rules without one of their own) and how blitzes are rolled."""
    parser.add_argument("--option", action="append", default=[], metavar=translate("CommandLine", "NAME=VALUE"),
                        help=translate("CommandLine", "a rule option, e.g. --option fortify=connected "
                                       "(repeatable)"))
    parser.add_argument("--turn-limit", type=int, default=None, metavar=translate("CommandLine", "TURNS"),
                        help=translate("CommandLine", "a game still running after this many turns is a draw "
                                       "(default: the rules' own limit if they have one, else {limit})").format(
                            limit=turn_limit))
    parser.add_argument("--roll-dice", action="store_true",
                        help=translate("CommandLine", "roll every blitz roll by roll (default: each blitz is one "
                                       "draw from its exact odds, the option battle-sampling, where the rule set "
                                       "has it)"))


def add_balance_parser(commands) -> None:
    balance = commands.add_parser("balance", help=translate(
        "CommandLine", "is my map fair? play many games between computer players and report on seats, continents "
        "and choke points"))
    balance.add_argument("map", metavar=translate("CommandLine", "MAP|SCENARIO"), nargs="?", default=None,
                         help=translate("CommandLine", "a map, or a scenario (its fixed starts are played)"))
    # `simulate` names its map with --map: balance takes that form too, so one habit works for both.
    balance.add_argument("--map", dest="map_option", default=None, metavar=translate("CommandLine", "MAP|SCENARIO"),
                         help=translate("CommandLine", "the same as the MAP|SCENARIO argument"))
    balance.add_argument("--rules", default=None, metavar=translate("CommandLine", "RULES"),
                         help=translate("CommandLine", "rule set (default: classic, or the scenario's)"))
    balance.add_argument("--players", type=int, default=None, metavar=translate("CommandLine", "PLAYERS"),
                         help=translate("CommandLine", "number of seats (default: 4, or the scenario's players)"))
    balance.add_argument("--games", type=int, default=1000, metavar=translate("CommandLine", "GAMES"),
                         help=translate("CommandLine", "games to play (default: 1000; 0: only the map's static "
                                        "facts)"))
    balance.add_argument("--bots", default="heuristic", metavar=translate("CommandLine", "BOTS"),
                         help=translate("CommandLine", "bots per seat, comma-separated, repeated to fill the seats: "
                                        "easy (random), normal (heuristic) or hard (strategic) (default: "
                                        "heuristic)"))
    balance.add_argument("--seed", type=int, default=1, metavar=translate("CommandLine", "SEED"),
                         help=translate("CommandLine", "seed: the same seed gives the same figures"))
    balance.add_argument("--jobs", type=int, default=None, metavar=translate("CommandLine", "JOBS"),
                         help=translate("CommandLine", "worker processes (default: one per core); the figures do "
                                        "not depend on it"))
    balance.add_argument("--scheduler", default=None, metavar=translate("CommandLine", "ADDRESS"),
                         help=translate("CommandLine", "play the games on the Dask cluster whose scheduler is at "
                                        "ADDRESS, e.g. tcp://10.0.0.5:8786, instead of local processes (not with "
                                        "--jobs; needs pip install 'worldsmith[cluster]'); the figures are the same"))
    balance.add_argument("--out", default=None, metavar=translate("CommandLine", "REPORT.html"),
                         help=translate("CommandLine", "write the report: an HTML page, or JSON when the name ends "
                                        "in .json"))
    balance.add_argument("--json", action="store_true", help=translate("CommandLine", "print the report as JSON"))
    add_game_options(balance, TURN_LIMIT)


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
        line = translate("CommandLineOutput", "  [{bar}] games {done}/{total}  ({rate} games/s)").format(
            bar=bar, done=done, total=total, rate=f"{rate:.1f}")
        print("\r" + line, end="", file=sys.stderr, flush=True)

    def finish(self) -> None:
        if self.shown and self.drawn_at:
            print(file=sys.stderr)


def run_balance_command(args: argparse.Namespace) -> int:
    from engine.files.errors import FileFormatError

    if args.map is not None and args.map_option is not None and args.map != args.map_option:
        return _fail(translate("CommandLineOutput", "two maps given: {map} and --map {other}").format(
            map=args.map, other=args.map_option))
    args.map = args.map or args.map_option
    if args.map is None:
        return _fail(translate("CommandLineOutput", "name the map or scenario to balance: worldsmith balance MAP "
                               "(or --map MAP)"))
    if args.games < 0:
        return _fail(translate("CommandLineOutput", "--games must be 0 or more, not {value}").format(value=args.games))
    if args.jobs is not None and args.jobs < 1:
        return _fail(translate("CommandLineOutput", "--jobs must be 1 or more, not {value}").format(value=args.jobs))
    if args.jobs is not None and args.scheduler is not None:
        # The cluster's workers decide how many games run at once, not this machine.
        return _fail(translate("CommandLineOutput", "--jobs and --scheduler do not go together: the cluster's "
                               "workers play the games"))
    if args.players is not None and args.players < 1:
        return _fail(translate("CommandLineOutput", "--players must be 1 or more, not {value}").format(
            value=args.players))
    options: dict[str, object] = {}
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            return _fail(translate("CommandLineOutput", "--option needs NAME=VALUE, not '{item}'").format(item=item))
        options[name.strip()] = value.strip()
    if args.turn_limit is not None:
        if args.turn_limit < 0:
            return _fail(translate("CommandLineOutput", "--turn-limit must be 0 or more, not {value}").format(
                value=args.turn_limit))
        options["turn-limit"] = args.turn_limit
    try:
        board, scenario = _read(args.map)
    except FileFormatError as error:
        return _fail(translate("CommandLineOutput", "cannot read {file}: {error}").format(file=args.map, error=error))
    except OSError as error:
        return _fail(translate("CommandLineOutput", "cannot read {file}: {error}").format(
            file=args.map, error=error.strerror or error))
    if scenario is not None:
        if args.rules is not None and args.rules != scenario.ruleset:
            return _fail(translate("CommandLineOutput", "the scenario is played with the {rules} rules, not "
                                   "{other}").format(rules=scenario.ruleset, other=args.rules))
        if args.players is not None and args.players != len(scenario.players):
            from editor.cli.plurals import cli_counts

            return _fail(cli_counts().scenario_players(len(scenario.players)).format(value=args.players))
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    bar = ProgressBar(sys.stderr.isatty())

    from engine.balance.runner import run_balance

    try:
        report = run_balance(board, args.rules or "classic", args.players or 4, args.games, args.seed, bots,
                             options, jobs=args.jobs, progress=bar, scenario=scenario, map_path=args.map,
                             roll_dice=args.roll_dice, scheduler=args.scheduler)
    except ValueError as error:  # OptionError too
        bar.finish()
        return _fail(translate("CommandLineOutput", "cannot balance: {reason}").format(
            reason=error.args[0] if error.args else error))
    bar.finish()
    if report["partial"]:  # from the command line only Ctrl+C stops a run
        from editor.cli.plurals import cli_counts

        print(cli_counts().stopped(report["games_requested"]).format(played=report["games_played"]), file=sys.stderr)
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
            return _fail(translate("CommandLineOutput", "cannot write {file}: {error}").format(
                file=args.out, error=error.strerror or error))
        print(translate("CommandLineOutput", "wrote {file}").format(file=args.out), file=sys.stderr)
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
    elif not args.out:
        print(summary_text(report, board))
    return EXIT_OK


def summary_text(report: dict, board=None) -> str:
    """The report in a few lines for a terminal, in the command line's language (the findings
    as the app's Balance dock words them); the map's names in that language with ``board``."""
    from editor.cli.plurals import cli_counts

    counts = cli_counts()
    played = report["games_played"]
    games = counts.games_of_partial(played) if report["partial"] else counts.games_of(played)
    map_name = _local_names(board).get(report["map"]["name"], report["map"]["name"])
    lines = [games.format(rules=report["rules"], map=map_name, seed=report["seed"])]
    lines += [f"  - {finding_text(f, board)}" for f in report["findings"]]
    if report["games_played"]:
        for seat in report["seats"]:
            lo, hi = seat["ci"]
            lines.append(counts.seat_wins_interval(seat["wins"]).format(
                seat=seat["seat"] + 1, bot=seat["bot"], share=f"{seat['win_rate']:.0%}", low=f"{lo:.0%}",
                high=f"{hi:.0%}"))
        for row in report.get("bot_kinds", []) if report.get("design", {}).get("rotation") else []:
            lo, hi = row["ci"]
            lines.append(counts.bot_wins(row["wins"]).format(
                bot=row["kind"], seats=row["games"], share=f"{row['win_rate']:.0%}", low=f"{lo:.0%}",
                high=f"{hi:.0%}"))
        if report["draws"]:
            lines.append(translate("CommandLineOutput", "  draws: {draws}").format(draws=report["draws"]))
        lines.append(translate("CommandLineOutput", "  mean turns per game: {turns}").format(
            turns=f"{report['length']['mean']:.1f}"))
        lines.append(counts.games_per_second_on_workers(report["jobs"]).format(
            rate=f"{report['games_per_second']:.1f}"))
    return "\n".join(lines)


def finding_text(finding: dict, board=None) -> str:
    """A finding from its template (context "BalanceFinding", translated for the app's Balance
    dock), its territories and continents by the map's names in the reader's language."""
    from editor.language.engine_text import engine_text

    template = finding.get("template")
    if not template:
        return finding.get("text", "")
    local = _local_names(board)

    def localise(key: str, value: object) -> object:
        if not isinstance(value, str):
            return value
        if key == "names":  # "Siam, Indonesia" or "Siam–Indonesia, …" (engine/balance/findings.py)
            return ", ".join("–".join(local.get(part, part) for part in item.split("–")) for item in value.split(", "))
        return local.get(value, value)

    params = {key: localise(key, value) for key, value in (finding.get("params") or {}).items()}
    try:
        return engine_text(FINDING_CONTEXT, template, params, territory_name=str, seat_name=str)
    except (KeyError, IndexError, ValueError):
        return finding.get("text", "")


def _local_names(board) -> dict[str, str]:
    """The map's base names (as the report gives them) to its names in the reader's language."""
    if board is None:
        return {}
    from editor.language.app_language import display_names

    names = display_names(board)
    local = {t.name: names.territories.get(t.id, t.name) for t in board.territories}
    local.update({c.name: names.continents.get(c.id, c.name) for c in board.continents})
    local[board.meta.name] = names.map
    return local
