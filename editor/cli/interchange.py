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

from editor.language.cli_language import translate

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
    from editor.interchange.texts import interchange_text
    from engine.interchange.registry import formats

    lines = []
    for fmt in formats():
        if fmt.importer is not None and fmt.exporter is not None:
            does = translate("CommandLineOutput", "import and export")
        elif fmt.importer is not None:
            does = translate("CommandLineOutput", "import")
        else:
            does = translate("CommandLineOutput", "export")
        lines.append(f"{fmt.name}: {interchange_text(fmt.title)} ({' '.join(fmt.suffixes)}); {does}")
        for option in fmt.options:
            values = "|".join(option.choices) if option.choices else translate("CommandLineOutput", "TEXT")
            default = option.default or translate("CommandLineOutput", "empty (the format decides)")
            if option.for_import:
                line = translate("CommandLineOutput", "  --option {key}={values}  {label}, on import; default: "
                                 "{default}")
            else:
                line = translate("CommandLineOutput", "  --option {key}={values}  {label}, on export; default: "
                                 "{default}")
            lines.append(line.format(key=option.key, values=values, label=interchange_text(option.label),
                                     default=default))
            if option.help:
                lines.append(f"      {interchange_text(option.help)}")
        if not fmt.options:
            lines.append(translate("CommandLineOutput", "  no options of its own"))
    return "\n".join(lines) + "\n"


def add_interchange_parsers(commands) -> None:
    importing = commands.add_parser("import", help=translate(
        "CommandLine", "make a Worldsmith map from another program's map (e.g. a Domination .map)"))
    importing.add_argument("--list-formats", action=_ListFormats, help=translate(
        "CommandLine", "list the formats, their file suffixes and their own options, and exit"))
    importing.add_argument("file", metavar=translate("CommandLine", "file"), help=translate(
        "CommandLine", "the map to import (its pictures and other files beside it)"))
    importing.add_argument("output", metavar=translate("CommandLine", "output"), help=translate(
        "CommandLine", "the Worldsmith map to write (.yaml); a background picture goes beside it"))
    importing.add_argument("--format", default=None, metavar=translate("CommandLine", "FORMAT"), help=translate(
        "CommandLine", "the file's format (default: from its name and contents); see --list-formats"))
    importing.add_argument("--detail", type=float, default=None, metavar=translate("CommandLine", "UNITS"),
                           help=translate("CommandLine", "simplify borders by up to this many map units (0: keep "
                                          "every vertex; default: the format's)"))
    importing.add_argument("--snap", type=float, default=None, metavar=translate("CommandLine", "UNITS"),
                           help=translate("CommandLine", "vertices this close become one and gaps this narrow close, "
                                          "so borders drawn twice become one (default: the format's)"))
    importing.add_argument("--option", action="append", default=[], metavar=translate("CommandLine", "KEY=VALUE"),
                           help=translate("CommandLine", "a format's own setting, e.g. --option name=PROPERTY "
                                          "(repeatable; --list-formats shows each format's)"))
    importing.add_argument("--force", action="store_true",
                           help=translate("CommandLine", "replace OUTPUT if it exists"))

    exporting = commands.add_parser("export", help=translate(
        "CommandLine", "write a map in another program's format (e.g. Domination)"))
    exporting.add_argument("--list-formats", action=_ListFormats, help=translate(
        "CommandLine", "list the formats, their file suffixes and their own options, and exit"))
    exporting.add_argument("map", metavar=translate("CommandLine", "map"),
                           help=translate("CommandLine", "the Worldsmith map"))
    exporting.add_argument("output", metavar=translate("CommandLine", "output"), help=translate(
        "CommandLine", "the file to write (e.g. world.map: its pictures go beside it)"))
    exporting.add_argument("--format", default=None, metavar=translate("CommandLine", "FORMAT"), help=translate(
        "CommandLine", "the format to write (default: from the output's name); see --list-formats"))
    exporting.add_argument("--width", type=int, default=None, metavar=translate("CommandLine", "PIXELS"),
                           help=translate("CommandLine", "width of the pictures, for formats made of pictures "
                                          "(default: the format's)"))
    exporting.add_argument("--option", action="append", default=[], metavar=translate("CommandLine", "KEY=VALUE"),
                           help=translate("CommandLine", "a format's own setting (repeatable)"))


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
            return _fail(translate("CommandLineOutput", "{flag} must be 0 or more map units, not {value}").format(
                flag=flag, value=f"{value:g}"), EXIT_UNREADABLE)
    if output.exists() and not args.force:
        return _fail(translate("CommandLineOutput", "{file} already exists (use --force to replace it)").format(
            file=output), EXIT_UNREADABLE)
    if not output.parent.is_dir():
        return _fail(translate("CommandLineOutput", "cannot write {file}: no such folder: {folder}").format(
            file=output, folder=output.parent), EXIT_UNREADABLE)
    options = ImportOptions(detail=args.detail, snap=args.snap, extra=extra, output=output)
    try:
        fmt = format_for_import(Path(args.file), args.format)
        unknown = _unknown_options(extra, fmt, for_import=True)
        if unknown:
            return _fail(unknown, EXIT_UNREADABLE)
        result = import_file(args.file, options, fmt.name)
    except FileFormatError as error:
        return _fail(translate("CommandLineOutput", "cannot import: {error}").format(error=error_text(error)),
                     EXIT_UNREADABLE)
    try:
        written = write_import(result, output)
    except OSError as error:
        return _fail(translate("CommandLineOutput", "cannot write {file}: {error}").format(
            file=output, error=error.strerror or error), EXIT_UNREADABLE)
    for line in import_report_lines(result.report):
        print(line)
    for path in written:
        print(translate("CommandLineOutput", "wrote {file}").format(file=path))
    report = validate(result.board)
    if not report.ok:
        from editor.cli.validate_report import problem_line

        for problem in report.errors:
            print(problem_line(problem, result.board), file=sys.stderr)
        return EXIT_PROBLEMS
    return EXIT_OK


def run_export(args: argparse.Namespace) -> int:
    from editor.interchange.texts import item_text
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
        return _fail(translate("CommandLineOutput", "cannot read the map: {error}").format(error=error),
                     EXIT_UNREADABLE)
    output = Path(args.output)
    if args.width is not None and args.width < 1:
        return _fail(translate("CommandLineOutput", "--width must be at least 1 pixel, not {value}").format(
            value=args.width), EXIT_UNREADABLE)
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
            print(translate("CommandLineOutput", "created the folder {folder}").format(folder=output.parent))
        written, result = export_file(board, output, options, fmt.name)
    except FileFormatError as error:
        return _fail(translate("CommandLineOutput", "cannot export: {error}").format(error=error_text(error)),
                     EXIT_UNREADABLE)
    except OSError as error:
        return _fail(translate("CommandLineOutput", "cannot write {file}: {error}").format(
            file=output, error=error.strerror or error), EXIT_UNREADABLE)
    for item in result.report:
        print(translate("CommandLineOutput", "  note: {item}").format(item=item_text(item)))
    for path in written:
        print(translate("CommandLineOutput", "wrote {file}").format(file=path))
    return EXIT_OK


def _options(items: list[str]) -> dict[str, str] | None:
    options = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            _fail(translate("CommandLineOutput", "--option needs KEY=VALUE, not '{item}'").format(item=item),
                  EXIT_UNREADABLE)
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
    if for_import:
        message = translate("CommandLineOutput", "--option {key}: importing from the {format} format has no such "
                            "option ({takes})")
    else:
        message = translate("CommandLineOutput", "--option {key}: exporting to the {format} format has no such "
                            "option ({takes})")
    if known:
        takes = translate("CommandLineOutput", "its options: {options}").format(options=", ".join(known))
    else:
        takes = translate("CommandLineOutput", "it takes none")
    return message.format(key=unknown[0], format=fmt.name, takes=takes)


def error_text(error) -> str:
    """A refusal as every command says one, "file:line: reason", the reason in the reader's
    language when the engine gave its template (InterchangeError)."""
    template = getattr(error, "template", None)
    if template is None:
        return str(error)
    from editor.interchange.texts import interchange_text

    english = error.message
    error.message = interchange_text(template, getattr(error, "params", None))
    try:
        return str(error)  # FileFormatError's own "where: message", on one line
    finally:
        error.message = english


def import_report_lines(report) -> list[str]:
    """What the import did: the counts, then each fix, drop and note, in the reader's language
    (the engine's templates, as the Import dialog shows them)."""
    from editor.interchange.texts import item_text
    from engine.interchange.report import ItemKind

    headings = {
        ItemKind.FIXED: translate("CommandLineOutput", "  fixed: {item}"),
        ItemKind.DROPPED: translate("CommandLineOutput", "  dropped: {item}"),
        ItemKind.NOTE: translate("CommandLineOutput", "  note: {item}"),
    }
    return [item_text(report.summary()), *(headings[item.kind].format(item=item_text(item)) for item in report.items)]



def _fail(message: str, code: int) -> int:
    print(message, file=sys.stderr)
    return code
