"""The ``worldsmith`` command: the app, plus headless tools (validate, render, ...).

Subcommands that need no window import no Qt, so ``worldsmith validate`` works on a
server; everything else starts the Qt application.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

EXIT_OK, EXIT_PROBLEMS, EXIT_UNREADABLE = 0, 1, 2
EXIT_CRASH = 70  # EX_SOFTWARE: an internal error


def bundled_map(name: str) -> Path:
    """A map shipped with Worldsmith (``maps/`` next to the ``engine`` package)."""
    from engine.resources import maps_dir

    return maps_dir() / name


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="worldsmith",
        description="Design Risk-style worlds and play them. Without a command, opens the "
        "map editor on the classic world.",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    edit = commands.add_parser("edit", help="open a map in the editor")
    edit.add_argument("map", nargs="?", help="map file (default: the classic world)")

    validate = commands.add_parser("validate", help="check a map and report its problems")
    validate.add_argument("map", help="map file")
    validate.add_argument("--json", action="store_true", help="print the report as JSON")

    render = commands.add_parser("render", help="draw a map to a PNG (or SVG) file")
    render.add_argument("map", help="map file")
    render.add_argument("output", help="output image, .png or .svg")
    render.add_argument("--width", type=int, default=1600, help="image width in pixels")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return _run(args)
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # a bug: a short message and a report file, not a traceback
        from editor.crash_report import describe_crash, write_crash_report

        print(describe_crash(error, write_crash_report(error)), file=sys.stderr)
        return EXIT_CRASH


def _run(args: argparse.Namespace) -> int:
    if args.command == "validate":
        return _validate(args.map, args.json)
    if args.command == "render":
        return _render(args.map, args.output, args.width)
    map_path = getattr(args, "map", None) or str(bundled_map("classic.yaml"))
    from editor.app import run_editor

    return run_editor(map_path)


def _validate(path: str, as_json: bool) -> int:
    from engine.board import load_map
    from engine.board.report import report_json, report_text
    from engine.board.validation import validate
    from engine.files.errors import FileFormatError

    try:
        loaded = load_map(path)
    except FileFormatError as error:
        if as_json:
            import json

            print(json.dumps({"unreadable": error.to_dict()}, indent=2, ensure_ascii=False))
        else:
            print(f"cannot read the map: {error}", file=sys.stderr)
        return EXIT_UNREADABLE
    report = validate(loaded.board)
    if as_json:
        print(report_json(report, loaded.warnings))
    else:
        print(report_text(loaded.board.meta.name, report, loaded.warnings))
    return EXIT_OK if report.ok else EXIT_PROBLEMS


def _render(path: str, output: str, width: int) -> int:
    from engine.board import load_map
    from engine.files.errors import FileFormatError

    try:
        board = load_map(path).board
    except FileFormatError as error:
        print(f"cannot read the map: {error}", file=sys.stderr)
        return EXIT_UNREADABLE
    from editor.render import render_to_file

    try:
        render_to_file(board, output, width=width, map_path=path)
    except OSError as error:
        print(f"cannot write {output}: {error}", file=sys.stderr)
        return EXIT_UNREADABLE
    print(f"wrote {output}")
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
