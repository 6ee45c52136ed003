"""``worldsmith import FILE OUT.yaml`` and ``worldsmith export MAP OUT``: maps from and to other
programs (the formats are engine/interchange's), no window needed.

Exit codes as every command's (editor/cli/main.py): 0 done, 1 imported but the map has
errors, 2 a file that cannot be read or written, or a bad value on the command line (an
unknown format or format option, a negative detail). Messages are one line on the standard
error that says what and where; the import report goes to the standard output.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

EXIT_OK, EXIT_PROBLEMS, EXIT_UNREADABLE = 0, 1, 2


class _ListFormats(argparse.Action):
    """``--list-formats``: print every format and exit, like ``--help`` (so FILE and OUTPUT,
    required otherwise, are not asked for)."""

    def __init__(self, option_strings, dest, **kwargs) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        sys.stdout.write(format_listing())
        parser.exit(EXIT_OK)


def format_listing() -> str:
    """Each format: its name, title and suffixes, whether it imports and exports, and its own
    settings (``--option KEY=VALUE``) with their choices, default and help."""
    from engine.interchange.registry import formats

    lines = []
    for fmt in formats():
        does = [word for word, able in (("import", fmt.importer), ("export", fmt.exporter)) if able is not None]
        lines.append(f"{fmt.name}: {fmt.title} ({' '.join(fmt.suffixes)}); {' and '.join(does)}")
        for option in fmt.options:
            values = "|".join(option.choices) if option.choices else "TEXT"
            default = option.default if option.default else "empty (the format decides)"
            when = "import" if option.for_import else "export"
            lines.append(f"  --option {option.key}={values}  {option.label}, on {when}; default: {default}")
            if option.help:
                lines.append(f"      {option.help}")
        if not fmt.options:
            lines.append("  no options of its own")
    return "\n".join(lines) + "\n"


def add_interchange_parsers(commands) -> None:
    importing = commands.add_parser(
        "import", help="make a Worldsmith map from another program's map (e.g. a Domination .map)")
    importing.add_argument("--list-formats", action=_ListFormats,
                           help="list the formats, their file suffixes and their own options, and exit")
    importing.add_argument("file", help="the map to import (its pictures and other files beside it)")
    importing.add_argument("output", help="the Worldsmith map to write (.yaml); a background picture goes beside it")
    importing.add_argument("--format", default=None, metavar="FORMAT",
                           help="the file's format (default: from its name and contents); see --list-formats")
    importing.add_argument("--detail", type=float, default=None, metavar="UNITS",
                           help="simplify borders by up to this many map units (0: keep every vertex; "
                                "default: the format's)")
    importing.add_argument("--snap", type=float, default=None, metavar="UNITS",
                           help="vertices this close become one and gaps this narrow close, so borders drawn "
                                "twice become one (default: the format's)")
    importing.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                           help="a format's own setting, e.g. --option name=PROPERTY (repeatable; "
                                "--list-formats shows each format's)")
    importing.add_argument("--force", action="store_true", help="replace OUTPUT if it exists")

    exporting = commands.add_parser("export", help="write a map in another program's format (e.g. Domination)")
    exporting.add_argument("--list-formats", action=_ListFormats,
                           help="list the formats, their file suffixes and their own options, and exit")
    exporting.add_argument("map", help="the Worldsmith map")
    exporting.add_argument("output", help="the file to write (e.g. world.map: its pictures go beside it)")
    exporting.add_argument("--format", default=None, metavar="FORMAT",
                           help="the format to write (default: from the output's name); see --list-formats")
    exporting.add_argument("--width", type=int, default=None, metavar="PIXELS",
                           help="width of the pictures, for formats made of pictures (default: the format's)")
    exporting.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                           help="a format's own setting (repeatable)")


def run_import(args: argparse.Namespace) -> int:
    from engine.board.validation import validate
    from engine.files.errors import FileFormatError
    from engine.interchange.registry import ImportOptions, format_for_import, import_file, write_import

    output = Path(args.output)
    extra = _options(args.option)
    if extra is None:
        return EXIT_UNREADABLE
    for flag, value in (("--detail", args.detail), ("--snap", args.snap)):
        if value is not None and not value >= 0:  # also refuses nan
            return _fail(f"{flag} must be 0 or more map units, not {value:g}", EXIT_UNREADABLE)
    if output.exists() and not args.force:
        return _fail(f"{output} already exists (use --force to replace it)", EXIT_UNREADABLE)
    if not output.parent.is_dir():
        return _fail(f"cannot write {output}: no such folder: {output.parent}", EXIT_UNREADABLE)
    options = ImportOptions(detail=args.detail, snap=args.snap, extra=extra, output=output)
    try:
        fmt = format_for_import(Path(args.file), args.format)
        unknown = _unknown_options(extra, fmt, for_import=True)
        if unknown:
            return _fail(unknown, EXIT_UNREADABLE)
        result = import_file(args.file, options, fmt.name)
    except FileFormatError as error:
        return _fail(f"cannot import: {error}", EXIT_UNREADABLE)
    try:
        written = write_import(result, output)
    except OSError as error:
        return _fail(f"cannot write {output}: {error.strerror or error}", EXIT_UNREADABLE)
    for line in result.report.lines():
        print(line)
    for path in written:
        print(f"wrote {path}")
    report = validate(result.board)
    if not report.ok:
        for problem in report.errors:
            print(f"  error [{problem.code}] {problem.message}", file=sys.stderr)
        return EXIT_PROBLEMS
    return EXIT_OK


def run_export(args: argparse.Namespace) -> int:
    from editor.scene.render import render_png
    from engine.board import load_map
    from engine.files.errors import FileFormatError
    from engine.interchange.registry import ExportOptions, export_file, format_for_export

    extra = _options(args.option)
    if extra is None:
        return EXIT_UNREADABLE
    try:
        board = load_map(args.map).board
    except FileFormatError as error:
        return _fail(f"cannot read the map: {error}", EXIT_UNREADABLE)
    output = Path(args.output)
    if args.width is not None and args.width < 1:
        return _fail(f"--width must be at least 1 pixel, not {args.width}", EXIT_UNREADABLE)
    options = ExportOptions(width=args.width, picture=render_png, extra=extra, map_path=Path(args.map))
    try:
        fmt = format_for_export(output, args.format)
        unknown = _unknown_options(extra, fmt, for_import=False)
        if unknown:
            return _fail(unknown, EXIT_UNREADABLE)
        if not output.parent.is_dir():
            # The folder is made only once the format and options are known to be good, so a
            # mistyped command leaves no empty folder behind.
            output.parent.mkdir(parents=True)
            print(f"created the folder {output.parent}")
        written, result = export_file(board, output, options, fmt.name)
    except FileFormatError as error:
        return _fail(f"cannot export: {error}", EXIT_UNREADABLE)
    except OSError as error:
        return _fail(f"cannot write {output}: {error.strerror or error}", EXIT_UNREADABLE)
    for item in result.report:
        print(f"  note: {item}")
    for path in written:
        print(f"wrote {path}")
    return EXIT_OK


def _options(items: list[str]) -> dict[str, str] | None:
    options = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            _fail(f"--option needs KEY=VALUE, not '{item}'", EXIT_UNREADABLE)
            return None
        options[key.strip()] = value.strip()
    return options


def _unknown_options(extra: dict[str, str], fmt, for_import: bool) -> str | None:
    """Why ``--option`` names a setting the format does not have (it would be ignored
    without a word), or None."""
    known = [option.key for option in fmt.options if option.for_import == for_import]
    unknown = [key for key in extra if key not in known]
    if not unknown:
        return None
    takes = f"its options: {', '.join(known)}" if known else "it takes none"
    way = "importing from" if for_import else "exporting to"
    return f"--option {unknown[0]}: {way} the {fmt.name} format has no such option ({takes})"


def _fail(message: str, code: int) -> int:
    print(message, file=sys.stderr)
    return code
