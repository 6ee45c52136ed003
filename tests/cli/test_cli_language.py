"""The command line speaks the user's language (issue 33): Preferences' choice first, then
LC_ALL, LC_MESSAGES and LANG by the POSIX rules, else English — its help, argparse's own
words, its reports and messages, with the same exit codes in every language.

Each command runs as a person types it, in a child process with a controlled environment:
no display, a home of its own (so the Preferences read are the test's), and only the locale
variables the test sets.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from editor.language.cli_language import environment_language
from engine.board import save_map
from tests.engine.board.test_validation import overlapping

ROOT = Path(__file__).resolve().parents[2]
SPANISH = {"LANG": "es_ES.UTF-8"}
ENGLISH = {"LANG": "C.UTF-8"}


@pytest.fixture
def home(tmp_path) -> Path:
    return tmp_path / "home"


def worldsmith(home: Path, locale: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    env = {"PATH": os.environ.get("PATH", ""), "HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"), **locale}
    if "PYTHONPATH" in os.environ:
        env["PYTHONPATH"] = os.environ["PYTHONPATH"]
    return subprocess.run([sys.executable, "-m", "editor.cli", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)


def choose_in_preferences(home: Path, code: str) -> None:
    """What Edit ▸ Preferences ▸ Language saves (editor/language/app_language.py), written
    where QSettings reads it under this home."""
    folder = home / ".config" / "Worldsmith"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "Worldsmith.conf").write_text(f"[General]\nlanguage={code}\n", encoding="utf-8")


@pytest.fixture
def broken_map(tmp_path) -> str:
    path = tmp_path / "overlap.yaml"
    save_map(overlapping(), path)
    return str(path)


def test_the_help_is_in_spanish(home):
    done = worldsmith(home, SPANISH, "--help")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("uso: worldsmith")
    assert "\nopciones:\n" in done.stdout and "muestra esta ayuda y termina" in done.stdout
    assert "abre un mapa en el editor" in done.stdout and "open a map" not in done.stdout


def test_a_subcommands_help_is_in_spanish(home):
    done = worldsmith(home, SPANISH, "validate", "--help")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("uso: worldsmith validate [-h] [--json] MAPA|ESCENARIO|PARTIDA|CAMPAÑA|PAQUETES")
    assert "argumentos posicionales:" in done.stdout and "muestra el informe en JSON" in done.stdout


def test_a_sound_map_is_reported_in_spanish(home):
    spanish, english = (worldsmith(home, locale, "validate", "maps/classic.yaml") for locale in (SPANISH, ENGLISH))
    assert (spanish.returncode, english.returncode) == (0, 0)
    assert spanish.stdout == "Mundo clásico: no hay problemas.\n"  # the map's own Spanish name
    assert english.stdout == "Classic World: no problems found.\n"


def test_a_broken_map_is_reported_in_spanish_with_the_same_exit_code(home, broken_map):
    spanish, english = (worldsmith(home, locale, "validate", broken_map) for locale in (SPANISH, ENGLISH))
    assert spanish.returncode == english.returncode == 1
    assert spanish.stdout.splitlines()[0] == "Test: 1 error, 0 avisos"
    assert "A y B se solapan" in spanish.stdout and "overlap" not in spanish.stdout.replace("[overlap]", "")
    assert english.stdout.splitlines()[0] == "Test: 1 error, 0 warnings" and "A and B overlap" in english.stdout


def test_argparse_refuses_in_spanish_with_the_same_exit_code(home):
    spanish, english = (worldsmith(home, locale, "validate", "maps/classic.yaml", "--bogus")
                        for locale in (SPANISH, ENGLISH))
    assert spanish.returncode == english.returncode == 2
    assert spanish.stderr.startswith("uso: worldsmith")
    assert spanish.stderr.splitlines()[-1] == "worldsmith: error: argumentos no reconocidos: --bogus"
    assert english.stderr.splitlines()[-1] == "worldsmith: error: unrecognized arguments: --bogus"


def test_a_missing_argument_is_named_in_spanish(home):
    done = worldsmith(home, SPANISH, "odds", "3")
    assert done.returncode == 2
    assert done.stderr.splitlines()[-1] == "worldsmith odds: error: faltan estos argumentos obligatorios: defensores"


def test_the_odds_are_in_spanish(home):
    spanish, english = (worldsmith(home, locale, "odds", "3", "2") for locale in (SPANISH, ENGLISH))
    assert spanish.returncode == english.returncode == 0
    assert spanish.stdout.startswith("3 ejércitos atacantes (más uno que se queda en casa) contra 2 ejércitos "
                                     "defensores:\n")
    assert "  cómo termina:" in spanish.stdout
    assert english.stdout.startswith("3 attacking armies (plus one at home) against 2 defending armies:\n")


def test_a_refused_value_is_said_in_spanish_with_the_same_exit_code(home):
    spanish, english = (worldsmith(home, locale, "odds", "-1", "2") for locale in (SPANISH, ENGLISH))
    assert spanish.returncode == english.returncode == 2
    assert spanish.stderr.strip() == "los números de ejércitos deben ser 0 o más"


def test_json_output_stays_the_same_in_every_language(home):
    spanish, english = (worldsmith(home, locale, "odds", "3", "2", "--json") for locale in (SPANISH, ENGLISH))
    assert spanish.returncode == english.returncode == 0
    assert spanish.stdout == english.stdout


@pytest.mark.parametrize("locale", [
    {"LC_ALL": "C", "LANG": "es_ES.UTF-8"},  # LC_ALL wins, and C is English
    {"LANG": "fr_FR.UTF-8"},  # no French translation: English
    {"LC_ALL": "POSIX", "LC_MESSAGES": "es_ES.UTF-8"},
    {},  # nothing set
], ids=["LC_ALL=C", "LANG=fr", "LC_ALL=POSIX", "unset"])
def test_english_where_the_locale_says_so_or_has_no_translation(home, locale):
    done = worldsmith(home, locale, "validate", "--help")
    assert done.returncode == 0 and done.stdout.startswith("usage: worldsmith validate"), done.stdout[:80]


def test_lc_messages_comes_before_lang(home):
    done = worldsmith(home, {"LC_MESSAGES": "es_ES.UTF-8", "LANG": "en_GB.UTF-8"}, "odds", "1", "1")
    assert done.stdout.startswith("1 ejército atacante (más uno que se queda en casa) contra 1 ejército defensor:")


def test_the_language_chosen_in_preferences_comes_first(home):
    choose_in_preferences(home, "es")
    done = worldsmith(home, ENGLISH, "validate", "maps/classic.yaml")
    assert (done.returncode, done.stdout) == (0, "Mundo clásico: no hay problemas.\n")
    choose_in_preferences(home, "en")
    done = worldsmith(home, SPANISH, "validate", "maps/classic.yaml")
    assert (done.returncode, done.stdout) == (0, "Classic World: no problems found.\n")


def test_the_version_needs_no_language(home):
    done = worldsmith(home, SPANISH, "--version")
    assert done.returncode == 0 and done.stdout.startswith("worldsmith ")


@pytest.mark.parametrize(("env", "expected"), [
    ({"LANG": "es_ES.UTF-8"}, "es_ES"),
    ({"LANG": "es_ES.UTF-8@euro"}, "es_ES"),
    ({"LANG": "es"}, "es"),
    ({"LC_ALL": "", "LC_MESSAGES": "", "LANG": "es_AR.utf8"}, "es_AR"),  # empty means unset
    ({"LC_ALL": "de_DE.UTF-8", "LC_MESSAGES": "es_ES.UTF-8", "LANG": "fr_FR"}, "de_DE"),
    ({"LC_MESSAGES": "es_ES.UTF-8", "LANG": "fr_FR"}, "es_ES"),
    ({"LC_ALL": "C.UTF-8", "LANG": "es_ES.UTF-8"}, None),
    ({"LANG": "POSIX"}, None),
    ({}, None),
])
def test_the_environment_is_read_by_the_posix_rules(env, expected):
    assert environment_language(env) == expected


@pytest.mark.parametrize("locale", [{}, {"LC_ALL": "C"}], ids=["no locale", "LC_ALL=C"])
def test_no_locale_at_all_prints_no_qt_warning_when_drawing_either(home, locale, tmp_path):
    # export draws the map's picture: a QApplication, which warned the same way.
    result = worldsmith(home, {**locale, "PYTHONCOERCECLOCALE": "0", "QT_QPA_PLATFORM": "offscreen"},
                        "export", "maps/tutorial.yaml", str(tmp_path / "tutorial.map"))
    assert result.returncode == 0, result.stderr
    assert "UTF-8" not in result.stderr


@pytest.mark.parametrize("locale", [{}, {"LC_ALL": "C"}], ids=["no locale", "LC_ALL=C"])
def test_no_locale_at_all_prints_no_qt_warning(home, locale):
    # Under cron or `env -i` (and in the bundle, whose Python does not coerce a C locale),
    # Qt switched to C.UTF-8 and said so in three lines at the end of every command's output.
    result = worldsmith(home, {**locale, "PYTHONCOERCECLOCALE": "0"}, "validate", "maps/classic.yaml")
    assert result.returncode == 0
    assert result.stdout.strip() == "Classic World: no problems found."
    assert "UTF-8" not in result.stderr and result.stderr.strip() == ""
