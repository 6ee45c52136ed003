"""Every subcommand of ``worldsmith`` answers ``--help`` (issue 24: the command line moved into
editor/cli/ and must behave exactly as before). The subcommands are read from the parser
itself, so one added later is checked too; they run in a child process, as a person types them."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

from editor.cli.main import build_parser


def subcommands(parser: argparse.ArgumentParser, prefix: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """Every command path under ``parser``: ("campaign",), ("campaign", "new"), …"""
    found = []
    for action in parser._actions:  # argparse keeps its subparsers only here
        if isinstance(action, argparse._SubParsersAction):
            for name, child in action.choices.items():
                found.append((*prefix, name))
                found += subcommands(child, (*prefix, name))
    return found


COMMANDS = subcommands(build_parser())


def test_the_parser_lists_every_known_subcommand():
    names = {path[0] for path in COMMANDS}
    assert names >= {"edit", "play", "scenario", "validate", "odds", "simulate", "balance", "campaign",
                     "packs", "import", "export", "render"}
    assert ("campaign", "play-out") in COMMANDS and ("packs", "list") in COMMANDS


def test_every_subcommand_answers_help():
    """All in one child process (one Python start): each ``--help`` exits 0 with its usage."""
    script = (
        "import contextlib, io, json, sys\n"
        "from editor.cli.main import main\n"
        "results = {}\n"
        "for path in json.loads(sys.argv[1]):\n"
        "    out = io.StringIO()\n"
        "    with contextlib.redirect_stdout(out):\n"
        "        try:\n"
        "            code = main([*path, '--help'])\n"
        "        except SystemExit as stop:\n"
        "            code = stop.code\n"
        "    results[' '.join(path)] = [code, out.getvalue()]\n"
        "print(json.dumps(results))\n"
    )
    done = subprocess.run([sys.executable, "-c", script, json.dumps([list(p) for p in [(), *COMMANDS]])],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    results = json.loads(done.stdout)
    assert len(results) == len(COMMANDS) + 1
    for command, (code, text) in results.items():
        assert code == 0, f"worldsmith {command} --help exited {code}"
        assert text.startswith(f"usage: worldsmith {command}".rstrip()), f"worldsmith {command} --help: {text[:80]!r}"


def test_python_dash_m_editor_cli_runs_the_command():
    done = subprocess.run([sys.executable, "-m", "editor.cli", "--help"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    assert done.stdout.startswith("usage: worldsmith")
