"""``worldsmith --install-desktop-entry``: put Worldsmith in the Linux desktop's application menu.

Writes ``worldsmith.desktop`` (freedesktop.org Desktop Entry Specification, version 1.4 keys) into
``$XDG_DATA_HOME/applications`` and the icon's PNGs into the user's hicolor icon theme, both
under ``~/.local/share`` unless ``XDG_DATA_HOME`` says otherwise; ``--uninstall-desktop-entry``
removes exactly those files. Nothing needs root, a display or Qt: this module imports no Qt
(the command line runs it on machines without a display).
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Mapping
from pathlib import Path

DESKTOP_FILE_NAME = "worldsmith"  # the .desktop file's name, the icon's theme name, Wayland's app id
# X11 matches a window to its desktop entry by WM_CLASS, whose class part Qt takes from the
# application name (editor/app/application.py sets it).
WM_CLASS = "Worldsmith"
ICON_SIZES = (16, 32, 48, 64, 128, 256)
# The command line's convention (editor/cli/main.py): 0 done, 2 a file that cannot be written.
EXIT_OK, EXIT_CANNOT_WRITE = 0, 2

# Characters that make an Exec argument need double quotes (Desktop Entry spec, "The Exec key").
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")
_ESCAPED_IN_QUOTES = set('"`$\\')


def data_home(environ: Mapping[str, str] | None = None) -> Path:
    """$XDG_DATA_HOME, or ~/.local/share when it is unset, empty or relative (the XDG Base
    Directory spec says to ignore a relative one)."""
    environ = os.environ if environ is None else environ
    value = environ.get("XDG_DATA_HOME", "")
    if value and Path(value).is_absolute():
        return Path(value)
    return Path.home() / ".local" / "share"


def desktop_file(home: Path) -> Path:
    return home / "applications" / f"{DESKTOP_FILE_NAME}.desktop"


def icon_targets(home: Path) -> dict[int | str, Path]:
    """Where each icon file goes in the user's hicolor theme (sizes, and "scalable" for the SVG)."""
    apps = {size: home / "icons" / "hicolor" / f"{size}x{size}" / "apps" for size in ICON_SIZES}
    targets: dict[int | str, Path] = {size: folder / f"{DESKTOP_FILE_NAME}.png" for size, folder in apps.items()}
    targets["scalable"] = home / "icons" / "hicolor" / "scalable" / "apps" / f"{DESKTOP_FILE_NAME}.svg"
    return targets


def icon_sources() -> dict[int | str, Path]:
    """The icon files Worldsmith ships (resources/icons; tools/make_icons.py draws them)."""
    from engine.resources import resources_dir

    folder = resources_dir() / "icons"
    sources: dict[int | str, Path] = {size: folder / f"worldsmith-{size}.png" for size in ICON_SIZES}
    sources["scalable"] = folder / "worldsmith.svg"
    return sources


# -- the command the menu runs ---------------------------------------------------------------------
def launcher_command() -> list[str]:
    """The command that starts this Worldsmith again: the bundle's own program, the running
    ``worldsmith`` script (absolute), the script installed beside this Python, or — from a
    checkout that was never installed — this Python running ``-m editor.cli``."""
    if getattr(sys, "frozen", False):  # a PyInstaller bundle: its executable is the program
        return [str(Path(sys.executable).absolute())]
    running = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if running is not None and running.name in ("worldsmith", "worldsmith-gui") and running.is_file():
        return [str(running.absolute())]
    beside = Path(sys.executable).parent / "worldsmith"
    if beside.is_file():
        return [str(beside.absolute())]
    return [str(Path(sys.executable).absolute()), "-m", "editor.cli"]


def quote_exec_argument(argument: str) -> str:
    """One argument of the Exec key, quoted as the spec asks: reserved characters put it in
    double quotes, where " ` $ \\ get a backslash; then the string type's own escaping doubles
    every backslash; a literal % is written %%."""
    if "\n" in argument or "\r" in argument:
        raise ValueError(f"an Exec argument cannot hold a line break: {argument!r}")
    argument = argument.replace("%", "%%")
    if argument and not _RESERVED.intersection(argument):
        return argument
    quoted = '"' + "".join("\\" + c if c in _ESCAPED_IN_QUOTES else c for c in argument) + '"'
    return quoted.replace("\\", "\\\\")


def exec_line(command: list[str]) -> str:
    return " ".join(quote_exec_argument(argument) for argument in command)


def desktop_entry_text(command: list[str]) -> str:
    """The .desktop file for ``command`` (English, with the Spanish the app also speaks)."""
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",  # the keys used are all 1.4 ones; older validators reject 1.5
        "Name=Worldsmith",
        "GenericName=Strategy Map Designer",
        "GenericName[es]=Diseñador de mapas de estrategia",
        "Comment=Design Risk-style worlds, set up scenarios and play them",
        "Comment[es]=Diseña mundos al estilo de Risk, prepara escenarios y juégalos",
        f"Exec={exec_line(command)}",
        f"Icon={DESKTOP_FILE_NAME}",
        "Terminal=false",
        "Categories=Game;StrategyGame;Graphics;",
        "Keywords=Risk;map;board game;strategy;scenario;",
        "Keywords[es]=Risk;mapa;juego de mesa;estrategia;escenario;",
        f"StartupWMClass={WM_CLASS}",
        "StartupNotify=true",
    ]
    return "\n".join(lines) + "\n"


# -- installing and removing -----------------------------------------------------------------------
def install(home: Path | None = None, command: list[str] | None = None) -> list[Path]:
    """Write the desktop entry and the icons under ``home`` (default: :func:`data_home`);
    returns the files written. An OSError (a folder that cannot be written) goes to the caller."""
    home = data_home() if home is None else home
    written = []
    for key, source in icon_sources().items():
        if not source.is_file():
            continue  # a checkout without rendered icons: the menu shows a generic one
        target = icon_targets(home)[key]
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        written.append(target)
    entry = desktop_file(home)
    entry.parent.mkdir(parents=True, exist_ok=True)
    partial = entry.with_name(entry.name + ".part")  # menus watch the folder: never show half a file
    partial.write_text(desktop_entry_text(command or launcher_command()), encoding="utf-8")
    partial.replace(entry)
    written.append(entry)
    return written


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove what :func:`install` wrote under ``home``; returns the files removed (none: it
    was not installed). Folders are left: the icon theme's belong to everyone."""
    home = data_home() if home is None else home
    removed = []
    for path in [desktop_file(home), *icon_targets(home).values()]:
        if path.is_file():
            path.unlink()
            removed.append(path)
    return removed


def run_install(home: Path | None = None) -> int:
    """The command line's ``--install-desktop-entry``: install and say what was written."""
    try:
        written = install(home)
    except OSError as error:
        print(f"cannot write the desktop entry: {_why(error)}", file=sys.stderr)
        return EXIT_CANNOT_WRITE
    for path in written:
        print(f"wrote {path}")
    print(f"Worldsmith is in the application menu (it runs: {exec_line(launcher_command())}).")
    return EXIT_OK


def run_uninstall(home: Path | None = None) -> int:
    """``--uninstall-desktop-entry``: remove and say what was removed."""
    try:
        removed = uninstall(home)
    except OSError as error:
        print(f"cannot remove the desktop entry: {_why(error)}", file=sys.stderr)
        return EXIT_CANNOT_WRITE
    for path in removed:
        print(f"removed {path}")
    if not removed:
        print(f"no desktop entry to remove in {data_home() if home is None else home}")
    return EXIT_OK


def _why(error: OSError) -> str:
    reason = error.strerror or str(error)
    return f"{error.filename}: {reason}" if error.filename else reason
