"""Which formats Worldsmith reads and writes, found by name, by file suffix or by content.

A format is one :class:`InterchangeFormat`: its name (``domination``), the suffixes of its
files, a test of a file's first bytes, and an importer and/or exporter. Format modules
register themselves when imported; the built-in ones are listed in :data:`BUILT_IN` and
imported the first time anyone asks, so adding a format is one module and one line here.

Importing writes the map and its companion files (a background picture) atomically, the
companions first, so a map never points at a picture that is not there yet.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from engine.board.board import Board
from engine.board.map_format import map_to_text
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.files.atomic_write import atomic_write_bytes, atomic_write_text
from engine.files.errors import FileFormatError
from engine.interchange.draft import ImportResult
from engine.interchange.report import InterchangeError, ReportItem

# Modules that register a format when imported.
BUILT_IN: tuple[str, ...] = (
    "engine.interchange.domination",
    "engine.interchange.geo",
    "engine.interchange.svg",
)
SNIFF_BYTES = 4096


@dataclass(frozen=True)
class ImportOptions:
    detail: float | None = None  # simplification tolerance in map units (None: the format's default)
    snap: float | None = None  # snapping tolerance in map units (None: the format's default)
    extra: Mapping[str, str] = field(default_factory=dict)  # format-specific: --option KEY=VALUE
    output: Path | None = None  # where the map will be saved: its companion files are named after it


# Draws a map into a PNG of (width, height) pixels; the editor supplies one that uses its
# renderer (Qt), so the engine can ask for a picture without importing Qt.
PictureRenderer = Callable[[Board, int, int], bytes]


@dataclass(frozen=True)
class ExportOptions:
    width: int | None = None  # pixels, for formats that are pictures (None: the format's default)
    picture: PictureRenderer | None = None
    extra: Mapping[str, str] = field(default_factory=dict)
    map_path: Path | None = None  # where the map came from (its background picture is beside it)


@dataclass
class ExportResult:
    files: dict[str, bytes]  # name (beside the output, the output's own name first) -> contents
    report: list[ReportItem] = field(default_factory=list)


Importer = Callable[[Path, ImportOptions], ImportResult]
Exporter = Callable[[Board, Path, ExportOptions], ExportResult]


@dataclass(frozen=True)
class FormatOption:
    """A format's own setting (``--option KEY=VALUE``), declared so a UI can offer it by name.

    ``label`` and ``help`` are marked QT_TRANSLATE_NOOP("Interchange", ...); ``choices``
    (if any) are the values it takes; ``default`` is shown when the user gives none.
    """

    key: str
    label: str
    default: str = ""
    choices: tuple[str, ...] = ()
    help: str = ""
    for_import: bool = True  # False: an export setting


@dataclass(frozen=True)
class InterchangeFormat:
    name: str  # what --format takes
    title: str  # for people: "Domination map"
    suffixes: tuple[str, ...]  # lower case, with the dot: (".map",)
    sniff: Callable[[bytes], bool] | None = None  # the file's first bytes are this format
    importer: Importer | None = None
    exporter: Exporter | None = None
    options: tuple[FormatOption, ...] = ()  # its own settings, for a UI (the editor's Import… dialog)


_FORMATS: dict[str, InterchangeFormat] = {}
_loaded = False


def register(fmt: InterchangeFormat) -> InterchangeFormat:
    _FORMATS[fmt.name] = fmt
    return fmt


def formats() -> list[InterchangeFormat]:
    _load_built_in()
    return sorted(_FORMATS.values(), key=lambda f: f.name)


def _load_built_in() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        for module in BUILT_IN:
            importlib.import_module(module)


def format_named(name: str) -> InterchangeFormat:
    _load_built_in()
    try:
        return _FORMATS[name.lower()]
    except KeyError:
        raise InterchangeError(UNKNOWN_FORMAT, name=name, known=", ".join(f.name for f in formats())) from None


def format_for_import(path: Path, name: str | None = None) -> InterchangeFormat:
    """The format to read ``path`` with: the one named, else the one whose suffix and first
    bytes fit (content decides between formats sharing a suffix)."""
    if name:
        fmt = format_named(name)
        if fmt.importer is None:
            raise InterchangeError(CANNOT_IMPORT, format=fmt.name)
        return fmt
    readable = [f for f in formats() if f.importer is not None]
    head = _head(path)
    by_suffix = [f for f in readable if path.suffix.lower() in f.suffixes]
    for fmt in by_suffix + [f for f in readable if f not in by_suffix]:
        if fmt.sniff is not None and fmt.sniff(head):
            return fmt
    if len(by_suffix) == 1 and by_suffix[0].sniff is None:
        return by_suffix[0]
    raise InterchangeError(UNKNOWN_FILE, file=str(path),
                           known=", ".join(f"{f.name} ({' '.join(f.suffixes)})" for f in readable))


def format_for_export(output: Path, name: str | None = None) -> InterchangeFormat:
    if name:
        fmt = format_named(name)
    else:
        matches = [f for f in formats() if f.exporter is not None and output.suffix.lower() in f.suffixes]
        if len(matches) != 1:
            writable = [f for f in formats() if f.exporter is not None]
            raise InterchangeError(UNKNOWN_EXPORT, file=str(output),
                                   known=", ".join(f"{f.name} ({' '.join(f.suffixes)})" for f in writable))
        fmt = matches[0]
    if fmt.exporter is None:
        raise InterchangeError(CANNOT_EXPORT, format=fmt.name)
    return fmt


def _head(path: Path) -> bytes:
    try:
        with open(path, "rb") as handle:
            return handle.read(SNIFF_BYTES)
    except FileNotFoundError:
        raise FileFormatError("file not found", file=str(path)) from None
    except IsADirectoryError:
        raise FileFormatError("this is a folder, not a file", file=str(path)) from None
    except OSError as error:
        raise FileFormatError(f"cannot read the file: {error.strerror or error}", file=str(path)) from None


def import_file(path: str | Path, options: ImportOptions = ImportOptions(),
                format_name: str | None = None) -> ImportResult:
    """Read another program's map; raises FileFormatError (an InterchangeError, mostly)
    that says what and where when the file cannot be read."""
    path = Path(path)
    fmt = format_for_import(path, format_name)
    return fmt.importer(path, options)


def write_import(result: ImportResult, output: str | Path) -> list[Path]:
    """Save an imported map and its companions beside it; the files written, map last."""
    output = Path(output)
    written = []
    for name, data in result.companions.items():
        target = output.parent / name
        atomic_write_bytes(target, data)
        written.append(target)
    atomic_write_text(output, map_to_text(result.board))
    written.append(output)
    return written


def export_file(board: Board, output: str | Path, options: ExportOptions = ExportOptions(),
                format_name: str | None = None) -> tuple[list[Path], ExportResult]:
    """Write the map in another program's format: every file atomically, the named one last."""
    output = Path(output)
    fmt = format_for_export(output, format_name)
    result = fmt.exporter(board, output, options)
    names = list(result.files)
    written = []
    for name in names[1:] + names[:1]:
        target = output.parent / name
        atomic_write_bytes(target, result.files[name])
        written.append(target)
    return written, result


UNKNOWN_FORMAT = QT_TRANSLATE_NOOP("Interchange", "there is no format called '{name}'; the formats are: {known}")
CANNOT_IMPORT = QT_TRANSLATE_NOOP("Interchange", "maps cannot be imported from the {format} format")
CANNOT_EXPORT = QT_TRANSLATE_NOOP("Interchange", "maps cannot be exported to the {format} format")
UNKNOWN_FILE = QT_TRANSLATE_NOOP(
    "Interchange", "this is not a map Worldsmith can import; it reads: {known} (choose one with --format)"
)
UNKNOWN_EXPORT = QT_TRANSLATE_NOOP(
    "Interchange", "cannot tell the format from the file name; it writes: {known} (choose one with --format)"
)
