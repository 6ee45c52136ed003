"""The ``worldsmith`` command: the app, plus headless tools (validate, render, ...).

The command speaks the app's language (editor/language/cli_language.py: Preferences' choice,
else LC_ALL / LC_MESSAGES / LANG): its help, argparse's own words, messages and reports; JSON
output stays as it is, for programs. Subcommands that need no window use only Qt's core (to
translate), so ``worldsmith validate`` works on a server without a display; ``--version`` and
the desktop-entry flags load no Qt at all. The window commands start the Qt application
(editor/app/application.py), which installs its translations itself. The command line is the
top of the app's one-way layering (editor/app/windows.py): nothing in the app imports it.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from editor.app.display_check import missing_display
from editor.app.version import VERSION
from editor.cli.balance import add_balance_parser, add_game_options, run_balance_command
from editor.cli.campaign import add_campaign_parser, run_campaign
from editor.cli.interchange import add_interchange_parsers, run_export, run_import
from editor.language.cli_language import speak_users_language, translate

# One convention for every command without a window (README, "Commands"): 0 done; 1 the
# files were read but are not right for what was asked (problems found); 2 something cannot
# be read at all (missing, not YAML, the wrong kind, damaged, refused by the limits for
# hostile files), or a bad value on the command line, or a file that cannot be written.
EXIT_OK, EXIT_PROBLEMS, EXIT_UNREADABLE = 0, 1, 2
EXIT_CRASH = 70  # EX_SOFTWARE: an internal error
# The commands that open a window: the application installs their language on its own.
WINDOW_COMMANDS = frozenset({None, "edit", "play", "scenario"})
# Exact odds take time growing with attackers × defenders: half a second at 2,000 a side.
MAX_ODDS_ARMIES = 2000
SIMULATION_TURN_LIMIT = 1000  # turns, for rules without a limit of their own: bots that never finish


def bundled_map(name: str) -> Path:
    """A map shipped with Worldsmith (``maps/`` next to the ``engine`` package)."""
    from engine.resources import maps_dir

    return maps_dir() / name


def build_parser() -> argparse.ArgumentParser:
    # Every word a person reads goes through translate(); the command and option names do not
    # (they are what is typed), nor the metavars' placeholders in --option NAME=VALUE's value.
    parser = argparse.ArgumentParser(
        prog="worldsmith",
        description=translate("CommandLine", "Design Risk-style worlds and play them. Without a command, opens the "
                              "map editor on the classic world."),
    )
    parser.add_argument("--version", action="version", version=f"worldsmith {VERSION}",
                        help=translate("CommandLine", "show the version number and exit"))
    desktop = parser.add_mutually_exclusive_group()  # editor/app/desktop_entry.py, docs/desktop.md
    desktop.add_argument("--install-desktop-entry", action="store_true",
                         help=translate("CommandLine", "add Worldsmith and its icon to the desktop's application "
                                        "menu (Linux, in ~/.local/share or $XDG_DATA_HOME) and exit"))
    desktop.add_argument("--uninstall-desktop-entry", action="store_true",
                         help=translate("CommandLine", "remove what --install-desktop-entry added and exit"))
    commands = parser.add_subparsers(dest="command", metavar=translate("CommandLine", "COMMAND"))

    edit = commands.add_parser("edit", help=translate("CommandLine", "open a map in the editor"))
    edit.add_argument("map", nargs="?", metavar=translate("CommandLine", "map"),
                      help=translate("CommandLine", "map file (default: the classic world)"))

    play = commands.add_parser("play", help=translate(
        "CommandLine", "play a game: a scenario as set up, a saved game, or a new game on a map"))
    play.add_argument("map", nargs="?", metavar=translate("CommandLine", "SCENARIO|SAVE|MAP"),
                      help=translate("CommandLine", "a scenario starts at once, a saved game goes on; a map is "
                                     "preselected in the new-game dialog"))

    scenario = commands.add_parser("scenario", help=translate(
        "CommandLine", "design a scenario (a starting setup, a Legacy world) on a map"))
    scenario.add_argument("file", nargs="?", metavar=translate("CommandLine", "file"),
                          help=translate("CommandLine", "scenario file to open (or to create, with --map)"))
    scenario.add_argument("--map", default=None, metavar=translate("CommandLine", "MAP"),
                          help=translate("CommandLine", "map of a new scenario: a map file, or a shipped map's name "
                                         "such as tutorial (default: classic)"))
    scenario.add_argument("--legacy", action="store_true",
                          help=translate("CommandLine", "a new scenario is a Legacy campaign"))

    validate = commands.add_parser("validate", help=translate(
        "CommandLine", "check a map, a scenario, a saved game, a campaign or a Legacy pack file and report its "
        "problems"))
    validate.add_argument("map", metavar=translate("CommandLine", "MAP|SCENARIO|SAVE|CAMPAIGN|PACKS"),
                          help=translate("CommandLine", "map, scenario, saved game, campaign or pack file"))
    validate.add_argument("--json", action="store_true", help=translate("CommandLine", "print the report as JSON"))

    odds = commands.add_parser("odds", help=translate("CommandLine", "exact odds of conquering a territory"))
    odds.add_argument("attackers", type=int, metavar=translate("CommandLine", "attackers"),
                      help=translate("CommandLine", "armies that attack (one more stays at home)"))
    odds.add_argument("defenders", type=int, metavar=translate("CommandLine", "defenders"),
                      help=translate("CommandLine", "armies defending"))
    odds.add_argument("--json", action="store_true", help=translate("CommandLine", "print the odds as JSON"))

    simulate = commands.add_parser("simulate", help=translate(
        "CommandLine", "play games between computer players, no window"))
    simulate.add_argument("--map", default=None, metavar=translate("CommandLine", "MAP"),
                          help=translate("CommandLine", "map file (default: the classic world; with water for "
                                         "the economy rules)"))
    simulate.add_argument("--rules", default="classic", metavar=translate("CommandLine", "RULES"),
                          help=translate("CommandLine", "rule set (default: classic)"))
    simulate.add_argument("--players", type=int, default=4, metavar=translate("CommandLine", "PLAYERS"),
                          help=translate("CommandLine", "number of seats (default: 4)"))
    simulate.add_argument("--games", type=int, default=100, metavar=translate("CommandLine", "GAMES"),
                          help=translate("CommandLine", "games to play (default: 100)"))
    simulate.add_argument("--seed", type=int, default=1, metavar=translate("CommandLine", "SEED"),
                          help=translate("CommandLine", "seed: the same seed gives the same results"))
    simulate.add_argument("--bots", default="heuristic,random", metavar=translate("CommandLine", "BOTS"),
                          help=translate("CommandLine", "bots per seat, comma-separated, repeated to fill the "
                                         "seats: easy (random), normal (heuristic) or hard (strategic) (default: "
                                         "heuristic,random)"))
    add_game_options(simulate, SIMULATION_TURN_LIMIT)
    simulate.add_argument("--json", action="store_true", help=translate("CommandLine", "print the results as JSON"))

    add_balance_parser(commands)
    add_campaign_parser(commands)
    add_packs_parser(commands)
    add_interchange_parsers(commands)

    render = commands.add_parser("render", help=translate("CommandLine", "draw a map to a PNG (or SVG) file"))
    render.add_argument("map", metavar=translate("CommandLine", "map"), help=translate("CommandLine", "map file"))
    render.add_argument("output", metavar=translate("CommandLine", "output"),
                        help=translate("CommandLine", "output image, .png or .svg"))
    render.add_argument("--width", type=int, default=1600, metavar=translate("CommandLine", "WIDTH"),
                        help=translate("CommandLine", "image width in pixels"))
    render.add_argument("--language", default=None, metavar=translate("CommandLine", "CODE"),
                        help=translate("CommandLine", "name territories in this language where the map has names "
                                       "in it, e.g. es (default: the language Worldsmith speaks for your locale)"))
    return parser


def add_packs_parser(commands) -> None:
    packs = commands.add_parser("packs", help=translate(
        "CommandLine", "Risk Legacy content packs: add them to a scenario's world, list them"))
    pack_commands = packs.add_subparsers(dest="packs_command", metavar=translate("CommandLine", "ACTION"),
                                         required=True)
    add = pack_commands.add_parser("add", help=translate(
        "CommandLine", "add a pack file's packs, sealed, to a Legacy scenario's world"))
    add.add_argument("scenario", metavar=translate("CommandLine", "scenario"),
                     help=translate("CommandLine", "a Legacy scenario file"))
    add.add_argument("packs", metavar=translate("CommandLine", "packs"),
                     help=translate("CommandLine", "a pack file (format: worldsmith-legacy-packs; see "
                                    "docs/content-packs.md)"))
    add.add_argument("--output", "-o", default=None, metavar=translate("CommandLine", "OUTPUT"),
                     help=translate("CommandLine", "write the scenario here (default: in place)"))
    listing = pack_commands.add_parser("list", help=translate(
        "CommandLine", "list a scenario's packs (a sealed pack keeps its contents hidden)"))
    listing.add_argument("scenario", metavar=translate("CommandLine", "scenario"),
                         help=translate("CommandLine", "a Legacy scenario file"))


def main(argv: Sequence[str] | None = None) -> int:
    from editor.app import startup_timing
    startup_timing.mark("main")
    argv = list(sys.argv[1:] if argv is None else argv)
    language = speak_users_language(argv)  # before the parser: its help is worded as it is built
    try:
        args = build_parser().parse_args(argv)
        if args.command in WINDOW_COMMANDS and not (args.install_desktop_entry or args.uninstall_desktop_entry):
            # Asked before Qt's GUI starts (it would abort with a misleading message), and
            # said in the command line's language.
            if missing_display() is not None:
                print(translate("CommandLineOutput", "Worldsmith needs a graphical display; the command-line "
                                "subcommands work without one: worldsmith --help"), file=sys.stderr)
                return EXIT_UNREADABLE
            language.close()  # the window's QApplication installs the language itself
        return _run_guarded(args)
    finally:
        language.close()


def _run_guarded(args: argparse.Namespace) -> int:
    try:
        return _run(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (`worldsmith balance --json | head`): not a crash. Python
        # would complain again flushing stdout at exit, so point it at nothing first.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
    except Exception as error:  # a bug: a short message and a report file, not a traceback
        from editor.app.crash_report import describe_crash, write_crash_report

        print(describe_crash(error, write_crash_report(error)), file=sys.stderr)
        return EXIT_CRASH


def _rules_turn_limit(rules: str) -> int:
    """The rule set's own default turn limit (0: none, or an unknown rule set)."""
    from engine.rules import registry

    try:
        described = registry.ruleset_class(rules).options_type.describe()
    except KeyError:
        return 0
    return next((int(default or 0) for name, default, *_ in described if name == "turn-limit"), 0)


def _run(args: argparse.Namespace) -> int:
    if args.install_desktop_entry or args.uninstall_desktop_entry:  # no window, no Qt: works on any machine
        from editor.app import desktop_entry

        return desktop_entry.run_install() if args.install_desktop_entry else desktop_entry.run_uninstall()
    if args.command == "validate":
        return _validate(args.map, args.json)
    if args.command == "odds":
        return _odds(args.attackers, args.defenders, args.json)
    if args.command == "simulate":
        return _simulate(args)
    if args.command == "render":
        return _render(args.map, args.output, args.width, args.language)
    if args.command == "balance":
        return run_balance_command(args)
    if args.command == "campaign":
        return run_campaign(args)
    if args.command == "import":
        return run_import(args)
    if args.command == "export":
        return run_export(args)
    if args.command == "packs":
        from editor.cli import packs as pack_commands
        if args.packs_command == "add":
            return pack_commands.add(args.scenario, args.packs, args.output)
        return pack_commands.list_packs(args.scenario)
    # The commands with a window (main has made sure there is a display): the application
    # sets itself up and runs their launcher.
    if args.command == "play":
        from editor.app.application import run_play

        return run_play(args.map)
    if args.command == "scenario":
        from editor.app.application import run_scenario

        return run_scenario(args.file, args.map, args.legacy)
    map_path = getattr(args, "map", None) or str(bundled_map("classic.yaml"))
    from editor.app.application import run_editor

    return run_editor(map_path)


def _validate(path: str, as_json: bool) -> int:
    """Check a map, a scenario (against its map), a saved game (by replaying it) or a
    campaign (its history, its game in progress, its world against its map); which one the
    file is, its ``format`` key says."""
    from engine.files.document_kind import document_format
    from engine.files.errors import FileFormatError
    from engine.files.yaml_reader import read_text_file

    what = "file"
    try:
        text = read_text_file(path)
        kind = document_format(text, path)
        if kind == "worldsmith-scenario":
            what = "scenario"
            return _validate_scenario(text, path, as_json)
        if kind == "worldsmith-save":
            what = "saved game"
            return _validate_save(text, path, as_json)
        if kind == "worldsmith-campaign":
            what = "campaign"
            return _validate_campaign(text, path, as_json)
        if kind == "worldsmith-legacy-packs":
            from editor.cli.packs import validate_pack_file

            what = "pack file"
            return validate_pack_file(text, path, as_json)
        what = "map"  # or whatever it is: the map reader says what it is instead
        return _validate_map(text, path, as_json)
    except _ScenarioMapError as map_error:
        what, error = f"{what}'s map", map_error.args[0]
    except FileFormatError as caught:
        error = caught
    if as_json:
        import json

        print(json.dumps({"unreadable": error.to_dict()}, indent=2, ensure_ascii=False))
    else:
        # The reason is the file reader's, in English for now (engine/files).
        print(_cannot_read(what).format(error=error), file=sys.stderr)
    return EXIT_UNREADABLE


def _cannot_read(what: str) -> str:
    """"cannot read the map: {error}", a whole sentence per kind of file (languages inflect)."""
    return {
        "scenario": translate("CommandLineOutput", "cannot read the scenario: {error}"),
        "saved game": translate("CommandLineOutput", "cannot read the saved game: {error}"),
        "campaign": translate("CommandLineOutput", "cannot read the campaign: {error}"),
        "pack file": translate("CommandLineOutput", "cannot read the pack file: {error}"),
        "map": translate("CommandLineOutput", "cannot read the map: {error}"),
        "scenario's map": translate("CommandLineOutput", "cannot read the scenario's map: {error}"),
        "campaign's map": translate("CommandLineOutput", "cannot read the campaign's map: {error}"),
    }.get(what, translate("CommandLineOutput", "cannot read the file: {error}"))


class _ScenarioMapError(Exception):
    """The FileFormatError of a scenario's or a campaign's map (reported as the map's)."""


def _validate_map(text: str, path: str, as_json: bool) -> int:
    from engine.board.map_format import read_map
    from engine.board.validation import validate

    map_file = read_map(text, file=path)
    board = map_file.board
    return _report(_map_name(board), validate(board), map_file.warnings, as_json, board)


def _validate_scenario(text: str, path: str, as_json: bool) -> int:
    # A scenario is checked against its map; the map's own problems are the map's report.
    from engine.board import load_map
    from engine.files.errors import FileFormatError
    from engine.scenario.scenario_format import read_scenario
    from engine.scenario.validation import validate_scenario

    loaded = read_scenario(text, file=path)
    loaded.path = Path(path)
    try:
        map_file = load_map(loaded.map_path())
    except FileFormatError as error:
        raise _ScenarioMapError(error) from None
    name = loaded.scenario.name or Path(path).stem
    report = validate_scenario(loaded.scenario, map_file.board)
    return _report(name, report, [*loaded.warnings, *map_file.warnings], as_json, map_file.board)


def _validate_campaign(text: str, path: str, as_json: bool) -> int:
    """A campaign is read strictly (its history against its world, its game in progress
    replayed), then its world is checked against its map as a scenario's would be."""
    from engine.board import load_map
    from engine.campaign.campaign_file import read_campaign
    from engine.files.errors import FileFormatError
    from engine.scenario.validation import validate_scenario

    loaded = read_campaign(text, file=path)
    loaded.path = Path(path)
    try:
        map_file = load_map(loaded.map_path())
    except FileFormatError as error:
        raise _ScenarioMapError(error) from None
    report = validate_scenario(loaded.campaign.scenario(), map_file.board)
    return _report(loaded.campaign.name or Path(path).stem, report, [*loaded.warnings, *map_file.warnings], as_json,
                   map_file.board)


def _validate_save(text: str, path: str, as_json: bool) -> int:
    """A saved game is sound when it replays to the position it saved (read_game checks); what
    it holds that Worldsmith does not know is warned about, as for maps and scenarios."""
    from editor.cli.plurals import cli_counts
    from engine.core.save import read_game

    warnings: list = []
    game = read_game(text, file=path, warnings=warnings)
    summary = {"map": game.board.meta.name, "ruleset": game.setup.ruleset,
               "players": [p.name for p in game.setup.players], "actions": len(game.log)}
    if as_json:
        import json

        print(json.dumps({"errors": [], "warnings": [{"code": "file-format", "message": str(w), "ids": []}
                                                     for w in warnings], "saved-game": summary},
                         indent=2, ensure_ascii=False))
    else:
        if warnings:
            verdict = cli_counts().warnings_found(len(warnings))
        else:
            verdict = translate("CommandLineOutput", "No problems found.")
        print(cli_counts().saved_game(summary["actions"]).format(
            file=Path(path).name, map=_map_name(game.board), verdict=verdict))
        for warning in warnings:
            print(translate("CommandLineOutput", "  warning [file] {warning}").format(warning=warning))
    return EXIT_OK


def _map_name(board) -> str:
    """The map's name in the command line's language, where the map has one in it."""
    from editor.language.app_language import display_names

    return display_names(board).map


def _report(name: str, report, warnings, as_json: bool, board=None) -> int:
    from editor.cli.validate_report import report_text
    from engine.board.report import report_json

    print(report_json(report, warnings) if as_json else report_text(name, report, warnings, board))
    return EXIT_OK if report.ok else EXIT_PROBLEMS


def _odds(attackers: int, defenders: int, as_json: bool) -> int:
    from editor.cli.plurals import cli_counts
    from engine.rules.odds import battle_odds

    if attackers < 0 or defenders < 0:
        print(translate("CommandLineOutput", "the numbers of armies must be 0 or more"), file=sys.stderr)
        return EXIT_UNREADABLE
    if max(attackers, defenders) > MAX_ODDS_ARMIES:
        print(translate("CommandLineOutput", "the numbers of armies must be at most {limit}, not {value}").format(
            limit=f"{MAX_ODDS_ARMIES:,}", value=f"{max(attackers, defenders):,}"), file=sys.stderr)
        return EXIT_UNREADABLE
    odds = battle_odds(attackers, defenders)
    if as_json:
        import json

        print(json.dumps(odds.to_dict(), indent=2))
        return EXIT_OK
    print(translate("CommandLineOutput", "{attackers} against {defenders}:").format(
        attackers=cli_counts().attacking_armies(attackers), defenders=cli_counts().defending(defenders)))
    print(translate("CommandLineOutput", "  the attacker conquers with probability {p} ({percent})").format(
        p=f"{odds.win:.4f}", percent=f"{odds.win:.1%}"))
    print(translate("CommandLineOutput", "  expected losses: attacker {attacker}, defender {defender}").format(
        attacker=f"{odds.expected_attacker_losses:.2f}", defender=f"{odds.expected_defender_losses:.2f}"))
    print(translate("CommandLineOutput", "  how it ends:"))
    # The two kinds of line are padded to line their figures up (in each language).
    for left, p in enumerate(odds.attacker_remaining):
        if p >= 0.0005:
            print(translate("CommandLineOutput", "    attacker wins, armies left:{left}   {p}").format(
                left=f"{left:>3}", p=f"{p:7.2%}"))
    for left, p in enumerate(odds.defender_remaining):
        if p >= 0.0005:
            print(translate("CommandLineOutput", "    defender holds, armies left:{left}  {p}").format(
                left=f"{left:>3}", p=f"{p:7.2%}"))
    return EXIT_OK


# The map `simulate` plays a rule set on when none is given: the MU economy needs water.
SIMULATION_MAPS = {"economy": "classic-mu.yaml"}


def _simulate(args: argparse.Namespace) -> int:
    import json

    from editor.cli.plurals import cli_counts
    from engine.board import load_map
    from engine.files.errors import FileFormatError
    from engine.rules.options import OptionError
    from engine.simulation import simulate, simulation_options

    if args.games < 1:
        print(translate("CommandLineOutput", "--games must be 1 or more, not {value}").format(value=args.games),
              file=sys.stderr)
        return EXIT_UNREADABLE
    path = args.map or str(bundled_map(SIMULATION_MAPS.get(args.rules, "classic.yaml")))
    try:
        board = load_map(path).board
    except FileFormatError as error:
        print(translate("CommandLineOutput", "cannot read the map: {error}").format(error=error), file=sys.stderr)
        return EXIT_UNREADABLE
    options: dict[str, object] = {}
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep:
            print(translate("CommandLineOutput", "--option needs NAME=VALUE, not '{item}'").format(item=item),
                  file=sys.stderr)
            return EXIT_UNREADABLE
        options[name.strip()] = value.strip()
    if args.turn_limit is not None:
        options.setdefault("turn-limit", args.turn_limit)
    elif not _rules_turn_limit(args.rules):
        options.setdefault("turn-limit", SIMULATION_TURN_LIMIT)  # bots that never finish must not run for ever
    try:
        options = simulation_options(args.rules, options, roll_dice=args.roll_dice)
    except KeyError as error:
        print(translate("CommandLineOutput", "cannot simulate: {reason}").format(
            reason=error.args[0] if error.args else error), file=sys.stderr)
        return EXIT_UNREADABLE
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    show_progress = sys.stderr.isatty() and not args.json

    def progress(done: int, result) -> None:
        if show_progress:
            rate = done / result.seconds if result.seconds else 0.0
            line = translate("CommandLineOutput", "  game {done}/{total}  ({rate} games/s)").format(
                done=done, total=args.games, rate=f"{rate:.1f}")
            print("\r" + line, end="", file=sys.stderr, flush=True)

    try:
        result = simulate(board, args.rules, args.players, args.games, args.seed, bots, options, progress)
    except (KeyError, OptionError, ValueError) as error:
        print(translate("CommandLineOutput", "cannot simulate: {reason}").format(
            reason=error.args[0] if error.args else error), file=sys.stderr)
        return EXIT_UNREADABLE
    if show_progress:
        print(file=sys.stderr)
    if args.json:
        data = result.to_dict()
        data.update({"map": board.meta.name, "rules": args.rules, "seed": args.seed})
        print(json.dumps(data, indent=2))
        return EXIT_OK
    print(cli_counts().games_of(args.games).format(
        rules=args.rules, map=_map_name(board), seed=args.seed))
    for seat, (bot, wins) in enumerate(zip(result.seats, result.wins, strict=True), 1):
        print(cli_counts().seat_wins(wins).format(
            seat=seat, bot=bot, share=f"{wins / args.games:.0%}"))
    if result.draws:
        print(translate("CommandLineOutput", "  draws (turn limit reached): {draws}").format(draws=result.draws))
    print(translate("CommandLineOutput", "  mean turns per game: {turns}").format(turns=f"{result.mean_turns:.1f}"))
    print(translate("CommandLineOutput", "  {rate} games per second").format(rate=f"{result.games_per_second:.1f}"))
    return EXIT_OK


def _render(path: str, output: str, width: int, language: str | None = None) -> int:
    from engine.board import load_map
    from engine.files.errors import FileFormatError

    try:
        board = load_map(path).board
    except FileFormatError as error:
        print(translate("CommandLineOutput", "cannot read the map: {error}").format(error=error), file=sys.stderr)
        return EXIT_UNREADABLE
    from editor.language.app_language import locale_language
    from editor.scene.render import render_to_file

    try:
        render_to_file(board, output, width=width, map_path=path,
                       language=language if language is not None else locale_language())
    except OSError as error:
        print(translate("CommandLineOutput", "cannot write {file}: {error}").format(file=output, error=error),
              file=sys.stderr)
        return EXIT_UNREADABLE
    except ValueError as error:  # an impossible image size
        print(translate("CommandLineOutput", "cannot render {file}: {error}").format(file=path, error=error),
              file=sys.stderr)
        return EXIT_UNREADABLE
    print(translate("CommandLineOutput", "wrote {file}").format(file=output))
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
