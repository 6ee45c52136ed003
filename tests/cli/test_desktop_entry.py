"""``worldsmith --install-desktop-entry`` puts Worldsmith in the Linux application menu, with its
icon; ``--uninstall-desktop-entry`` takes it out again (issue 32, item 3). Every test writes
into its own XDG_DATA_HOME, never the user's."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PIL import Image

from editor.app import desktop_entry
from editor.cli.main import EXIT_OK, EXIT_UNREADABLE, main

SIZES = (16, 32, 48, 64, 128, 256)


@pytest.fixture
def data_home(tmp_path, monkeypatch) -> Path:
    home = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


def entry_keys(path: Path) -> dict[str, str]:
    """The [Desktop Entry] group's keys (the file has no other group)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line and not line.startswith("#"))


def exec_arguments(value: str) -> list[str]:
    """The Exec key's arguments, read back as the spec says a launcher reads them: the string
    type's escapes first (\\\\ is one backslash), then double quotes with \\" \\` \\$ \\\\ inside,
    and %% for a literal %."""
    text = value.replace("\\\\", "\\")
    arguments, current, quoted, started, i = [], "", False, False, 0
    while i < len(text):
        c = text[i]
        if quoted and c == "\\" and i + 1 < len(text) and text[i + 1] in '"`$\\':
            current, i = current + text[i + 1], i + 2
            continue
        if c == '"':
            quoted, started = not quoted, True
        elif c == " " and not quoted:
            if started:
                arguments.append(current)
            current, started = "", False
        elif c == "%" and text[i + 1: i + 2] == "%":
            current, started, i = current + "%", True, i + 1
        else:
            current, started = current + c, True
        i += 1
    assert not quoted, f"unbalanced quotes in {value!r}"
    if started:
        arguments.append(current)
    return arguments


def test_install_writes_the_entry_and_the_icons_and_says_so(data_home, capsys):
    assert main(["--install-desktop-entry"]) == EXIT_OK
    out = capsys.readouterr().out
    entry = data_home / "applications" / "worldsmith.desktop"
    assert f"wrote {entry}" in out
    keys = entry_keys(entry)
    assert keys["Type"] == "Application" and keys["Name"] == "Worldsmith"
    assert keys["GenericName"] and keys["Comment"]
    assert keys["Icon"] == "worldsmith" and keys["Terminal"] == "false"
    assert keys["Categories"] == "Game;StrategyGame;Graphics;"
    assert keys["StartupWMClass"] == "Worldsmith"  # Qt's WM_CLASS class is the application name
    command = exec_arguments(keys["Exec"])
    assert command == desktop_entry.launcher_command()
    assert Path(command[0]).is_absolute() and Path(command[0]).is_file()
    for size in SIZES:
        icon = data_home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "worldsmith.png"
        assert f"wrote {icon}" in out
        with Image.open(icon) as picture:
            assert picture.size == (size, size)
    assert (data_home / "icons" / "hicolor" / "scalable" / "apps" / "worldsmith.svg").is_file()


def test_the_entry_starts_this_worldsmith(data_home):
    """The command in Exec runs (asked for its version, so no window opens)."""
    assert main(["--install-desktop-entry"]) == EXIT_OK
    command = exec_arguments(entry_keys(data_home / "applications" / "worldsmith.desktop")["Exec"])
    done = subprocess.run([*command, "--version"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.startswith("worldsmith "), done.stderr


def test_installing_needs_no_qt(data_home):
    """A machine without a display, or without the libraries Qt's GUI needs, can still install it."""
    script = ("import sys\nfrom editor.cli.main import main\ncode = main(['--install-desktop-entry'])\n"
              "print(code, sorted(m for m in sys.modules if m.startswith('PySide6')))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "0 []"


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils is not installed")
def test_desktop_file_validate_accepts_the_entry(data_home):
    assert main(["--install-desktop-entry"]) == EXIT_OK
    done = subprocess.run(["desktop-file-validate", str(data_home / "applications" / "worldsmith.desktop")],
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "error" not in done.stdout.lower()


def test_uninstall_removes_every_file_it_wrote_and_nothing_else(data_home, capsys):
    assert main(["--install-desktop-entry"]) == EXIT_OK
    someone_elses = data_home / "icons" / "hicolor" / "48x48" / "apps" / "other.png"
    someone_elses.write_bytes(b"not ours")
    capsys.readouterr()
    assert main(["--uninstall-desktop-entry"]) == EXIT_OK
    out = capsys.readouterr().out
    assert f"removed {data_home / 'applications' / 'worldsmith.desktop'}" in out
    left = sorted(p for p in data_home.rglob("*") if p.is_file())
    assert left == [someone_elses]
    assert main(["--uninstall-desktop-entry"]) == EXIT_OK  # again: nothing to do, and it says so
    assert "no desktop entry to remove" in capsys.readouterr().out


def test_without_xdg_data_home_it_goes_to_local_share(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    for value in (None, "", "relative/path"):  # unset, empty and relative are all ignored (XDG spec)
        if value is None:
            monkeypatch.delenv("XDG_DATA_HOME", raising=False)
        else:
            monkeypatch.setenv("XDG_DATA_HOME", value)
        assert desktop_entry.data_home() == tmp_path / ".local" / "share"


def test_a_folder_that_cannot_be_written_is_reported_with_exit_2(tmp_path, monkeypatch, capsys):
    blocked = tmp_path / "a file"
    blocked.write_text("in the way")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocked))
    assert main(["--install-desktop-entry"]) == EXIT_UNREADABLE
    assert "cannot write the desktop entry" in capsys.readouterr().err


def test_a_bundle_runs_its_own_program(monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert desktop_entry.launcher_command() == [str(Path(sys.executable).absolute())]


def test_both_flags_at_once_are_refused():
    with pytest.raises(SystemExit) as stop:
        main(["--install-desktop-entry", "--uninstall-desktop-entry"])
    assert stop.value.code == 2


@pytest.mark.parametrize(("argument", "written"), [
    ("/usr/bin/worldsmith", "/usr/bin/worldsmith"),
    ("/opt/my games/worldsmith", '"/opt/my games/worldsmith"'),
    ("/home/ana/100%/worldsmith", "/home/ana/100%%/worldsmith"),
    ("/srv/$HOME/w", '"/srv/\\\\$HOME/w"'),
])
def test_exec_arguments_are_quoted_as_the_spec_shows(argument, written):
    assert desktop_entry.quote_exec_argument(argument) == written


@given(st.lists(st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\n\r\x00"),
                        min_size=1), min_size=1, max_size=4))
def test_any_command_survives_the_exec_key(command):
    assert exec_arguments(desktop_entry.exec_line(command)) == command
