"""The language of the ``worldsmith`` command line: the app's, chosen the way a terminal expects.

The language chosen in Edit ▸ Preferences comes first (as in the app, app_language.py), then
the locale's message language by the POSIX rules — ``LC_ALL``, else ``LC_MESSAGES``, else
``LANG``; "C" and "POSIX" mean English — and a language Worldsmith has no translation for is
English too. The translations are loaded as the app loads them (translation_loading.py) and
installed on a QCoreApplication: Qt's core only, so a server without a display can run every
command that needs no window.

argparse words its own messages ("usage:", "error:", "the following arguments are
required") through the ``gettext`` functions it imported into its module; while the language
is installed those names point at :func:`argparse_gettext` and :func:`argparse_ngettext`,
which ask the translation files (context "ArgumentParser", :data:`ARGPARSE_MESSAGES`), so a
Spanish help page is Spanish from "uso:" on. Closing the language puts everything back: the
command can be run in-process (tests) without leaving Spanish behind.

:func:`translate` is what the command line's modules call: it needs no Qt until a language is
installed, so ``worldsmith --version`` and the desktop-entry flags stay free of Qt.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Mapping, Sequence
from typing import Any

ARGPARSE_CONTEXT = "ArgumentParser"

# Flags that print or do one thing with no text to translate: no Qt is loaded for them.
QT_FREE_FLAGS = frozenset({"--version", "--install-desktop-entry", "--uninstall-desktop-entry"})
# Subcommands that draw (QtGui): their application must be a QApplication from the start.
DRAWING_COMMANDS = frozenset({"render", "export"})
# Message categories in the order POSIX reads them for messages.
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """A literal marked for pyside6-lupdate, as Qt's is, without importing Qt."""
    return text


# argparse's messages a user can meet, exactly as argparse 3.11 writes them (its msgids). Not
# listed: those about mistakes in the program's own parser (conflicting options, bad dests).
ARGPARSE_MESSAGES: list[str] = [
    QT_TRANSLATE_NOOP("ArgumentParser", "usage: "),
    QT_TRANSLATE_NOOP("ArgumentParser", "positional arguments"),
    QT_TRANSLATE_NOOP("ArgumentParser", "options"),
    QT_TRANSLATE_NOOP("ArgumentParser", "show this help message and exit"),
    QT_TRANSLATE_NOOP("ArgumentParser", "%(prog)s: error: %(message)s\n"),
    QT_TRANSLATE_NOOP("ArgumentParser", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("ArgumentParser", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("ArgumentParser", "one of the arguments %s is required"),
    QT_TRANSLATE_NOOP("ArgumentParser", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("ArgumentParser", "not allowed with argument %s"),
    QT_TRANSLATE_NOOP("ArgumentParser", "ignored explicit argument %r"),
    QT_TRANSLATE_NOOP("ArgumentParser", "expected one argument"),
    QT_TRANSLATE_NOOP("ArgumentParser", "expected at most one argument"),
    QT_TRANSLATE_NOOP("ArgumentParser", "expected at least one argument"),
    QT_TRANSLATE_NOOP("ArgumentParser", "expected %s argument"),
    QT_TRANSLATE_NOOP("ArgumentParser", "expected %s arguments"),
    QT_TRANSLATE_NOOP("ArgumentParser", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("ArgumentParser", "unexpected option string: %s"),
    QT_TRANSLATE_NOOP("ArgumentParser", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("ArgumentParser", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("ArgumentParser", "unknown parser %(parser_name)r (choices: %(choices)s)"),
    QT_TRANSLATE_NOOP("ArgumentParser", "can't open '%(filename)s': %(error)s"),
]

_core: Any = None  # PySide6.QtCore once a language is installed; None: English without Qt


def translate(context: str, text: str) -> str:
    """``text`` in the command line's language (pyside6-lupdate collects these calls, and
    its messages with a count are in editor/cli/plurals.py). Before a language is installed
    — the Qt-free flags — the English source."""
    return text if _core is None else _core.QCoreApplication.translate(context, text)


# "troop(s)" -> troop / troops; "territory(ies)" -> territory / territories; "(es)" likewise.
_CHOICE = re.compile(r"(\w*?)(y?)\((s|es|ies)\)")


def english_plural(source: str, n: int) -> str:
    """``source``'s English form for ``n`` ("%n game(s)" -> "1 game", "2 games"), as
    tools/update_translations.py words the English plural forms."""
    if n == 1:
        text = _CHOICE.sub(lambda m: m[1] + m[2], source)
    else:
        text = _CHOICE.sub(lambda m: m[1] + ("ies" if m[3] == "ies" else m[2] + m[3]), source)
    return text.replace("%n", str(n))


def argparse_gettext(message: str) -> str:
    return translate(ARGPARSE_CONTEXT, message)


def argparse_ngettext(singular: str, plural: str, n: int) -> str:
    # argparse fills the number in itself ("%s"), so this is not one of Qt's plural messages
    # (those need %n): its two forms are two messages, and one and many are English's and
    # Spanish's two cases alike.
    return argparse_gettext(singular if n == 1 else plural)


def environment_language(env: Mapping[str, str] | None = None) -> str | None:
    """The locale name the environment asks messages in ("es_ES"), or None for English.

    POSIX: the first of LC_ALL, LC_MESSAGES and LANG that is set and not empty decides; "C",
    "POSIX" and "C.UTF-8" are the untranslated locale. The encoding and modifier
    ("es_ES.UTF-8@euro") say nothing about the language."""
    env = os.environ if env is None else env
    value = next((env[name] for name in LOCALE_VARIABLES if env.get(name)), "")
    name = value.split("@", 1)[0].split(".", 1)[0]
    if name in ("", "C", "POSIX"):
        return None
    return name


def command_line_locale(settings, env: Mapping[str, str] | None = None):
    """The QLocale the command line speaks: Preferences' choice, else the environment's
    (:func:`environment_language`), else English — a language without a translation is
    English too (no file is found for it)."""
    from PySide6.QtCore import QLocale

    from editor.language.app_language import SOURCE_LANGUAGE, chosen_language

    code = chosen_language(settings) if settings is not None else None
    name = code.replace("-", "_") if code else environment_language(env)
    return QLocale(name or SOURCE_LANGUAGE)


def user_settings():
    """The app's settings (editor/app/recent_files.py names them the same; that module
    needs QtGui, which a server may not have)."""
    from PySide6.QtCore import QSettings

    return QSettings("Worldsmith", "Worldsmith")


def _utf8_character_type(env: dict | None = None) -> None:
    """Ask for a UTF-8 character type where the environment gives none ("C", or no locale at
    all, as under cron or `env -i`): Qt switches to C.UTF-8 by itself but says so in three
    lines on the standard error, which every command's output then ends with. The messages'
    language was read before (LC_MESSAGES is left alone unless LC_ALL overrides it all)."""
    import locale

    env = os.environ if env is None else env
    try:
        codeset = locale.nl_langinfo(locale.CODESET)
    except (AttributeError, ValueError):  # not a POSIX system: Qt does not complain there
        return
    if "utf" in codeset.lower().replace("-", ""):
        return
    if env.get("LC_ALL"):
        env["LC_ALL"] = "C.UTF-8"  # LC_ALL=C: English either way, now in UTF-8
    else:
        env["LC_CTYPE"] = "C.UTF-8"


def _command(argv: Sequence[str]) -> str | None:
    # The top-level options take no value, so the first word that is not an option is the command.
    return next((word for word in argv if not word.startswith("-")), None)


class CommandLineLanguage:
    """The translations the command line installed, and what it changed to install them;
    :meth:`close` undoes it all (and is safe to call twice)."""

    def __init__(self) -> None:
        self.translators: list = []
        self.created_app = None  # a QCoreApplication made here, shut down on close
        self.argparse_functions: tuple | None = None

    def install(self, argv: Sequence[str], settings=None) -> None:
        global _core
        from PySide6 import QtCore

        app = QtCore.QCoreApplication.instance()
        if app is None:
            _utf8_character_type()
            if _command(argv) in DRAWING_COMMANDS:
                from editor.scene.render import ensure_application  # offscreen without a display

                app = ensure_application()  # kept for the drawing, as render keeps it
            else:
                app = self.created_app = QtCore.QCoreApplication([sys.argv[0] if sys.argv else "worldsmith"])
        locale = command_line_locale(settings if settings is not None else user_settings())
        from editor.language.translation_loading import load_translators

        self.translators = load_translators(locale)
        for translator in self.translators:
            app.installTranslator(translator)
        _core = QtCore
        self.argparse_functions = (argparse._, argparse.ngettext)
        argparse._, argparse.ngettext = argparse_gettext, argparse_ngettext

    def close(self) -> None:
        """Remove the translations, give argparse back its own gettext, and shut down the
        QCoreApplication made here (a window's command makes its QApplication after this)."""
        global _core
        if self.argparse_functions is not None:
            argparse._, argparse.ngettext = self.argparse_functions
            self.argparse_functions = None
        if _core is not None:
            for translator in self.translators:
                _core.QCoreApplication.removeTranslator(translator)
        self.translators = []
        _core = None
        if self.created_app is not None:
            self.created_app.shutdown()
            self.created_app = None


def speak_users_language(argv: Sequence[str], settings=None) -> CommandLineLanguage:
    """Install the command line's language for ``argv`` (none for the Qt-free flags alone);
    the caller closes it when the command is done."""
    language = CommandLineLanguage()
    if argv and all(word in QT_FREE_FLAGS for word in argv):
        return language
    language.install(argv, settings)
    return language
