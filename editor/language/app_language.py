"""The language the app speaks, and a map's names in it.

The app speaks the language chosen in Preferences (:func:`chosen_language`), else that of the
translation shipped for the user's locale (:func:`translation_file`; editor/app/application.py
installs it at start, :func:`startup_locale` says which); without one it speaks English. Maps may
carry names per language (docs/map-format.md); the play window, the scenario designer and
``worldsmith render`` show those of the app's language through :func:`display_names`, which
asks engine.board.local_names — the one place that picks a name for a language.
"""

from __future__ import annotations

from pathlib import Path

import yaml
from PySide6.QtCore import QCoreApplication, QLocale, QSettings

from engine.board.board import Board
from engine.board.local_names import BoardNames, board_names, language_code, languages_of, local_name
from engine.resources import resources_dir

# English is the source language; its file holds only the plural forms of counts ("1 troop",
# "2 troops": tools/update_translations.py), installed under every other language.
SOURCE_LANGUAGE = "en"

# The Preferences dialog's choice: a language code ("en", "es"), or absent to follow the system.
LANGUAGE_KEY = "language"

HEADER_LINES = 40  # a map's name and names are among its first lines (Worldsmith writes them 3rd and 4th)


def app_language() -> str | None:
    """The code of the language the app's texts are shown in: "es" with the Spanish
    translation installed, "en" without one.

    Read from the translation itself (its translation of the code "en"), so it is right
    whoever installed the translation — the app at start, or a test — and stays right if
    it is removed."""
    return language_code(QCoreApplication.translate(
        "Language", "en", "the code of the language of this translation (es, fr, pt-BR): "
        "maps that have names in it show them"))


def display_names(board: Board) -> BoardNames:
    """``board``'s names as the app's reader reads them."""
    return board_names(board, app_language())


def translation_file(locale: QLocale | None = None) -> Path | None:
    """Our .qm file for the locale (e.g. ``worldsmith_de.qm``), if one is shipped."""
    locale = locale or QLocale.system()
    folder = resources_dir() / "translations"
    name = locale.name()  # "de_DE"
    for code in dict.fromkeys((name, name.split("_")[0])):
        if code == SOURCE_LANGUAGE:
            return None
        candidate = folder / f"worldsmith_{code}.qm"
        if candidate.is_file():
            return candidate
    return None


def locale_language(locale: QLocale | None = None) -> str | None:
    """The language the app speaks for ``locale`` (default: the user's), without a window:
    the locale's language if Worldsmith has a translation for it, else English."""
    locale = locale or QLocale.system()
    return language_code(locale.name()) if translation_file(locale) is not None else "en"


def chosen_language(settings: QSettings) -> str | None:
    """The language chosen in Preferences ("en", "es"), or None to follow the system's; a
    choice Worldsmith no longer has a translation for (a removed .qm) counts as None."""
    value = settings.value(LANGUAGE_KEY, "")
    code = language_code(value) if isinstance(value, str) and value else None
    if code is None or code == SOURCE_LANGUAGE:
        return code
    return code if translation_file(QLocale(code.replace("-", "_"))) is not None else None


def choose_language(settings: QSettings, code: str | None) -> None:
    """Remember ``code`` for the next start (None: follow the system)."""
    if code:
        settings.setValue(LANGUAGE_KEY, code)
    else:
        settings.remove(LANGUAGE_KEY)
    settings.sync()


def startup_locale(settings: QSettings | None) -> QLocale:
    """The locale whose translations the app installs at start: the language chosen in
    Preferences comes before the system's (``LANG``), so a user can pick one without
    touching the environment."""
    code = chosen_language(settings) if settings is not None else None
    return QLocale(code.replace("-", "_")) if code else QLocale.system()


def map_title(path: str | Path) -> str | None:
    """A map file's name as the app's reader reads it, from its first lines only (a list of
    maps must not load every map); None if the file has no readable name there."""
    try:
        with open(path, encoding="utf-8-sig") as file:
            lines = [file.readline() for _ in range(HEADER_LINES)]
    except (OSError, UnicodeDecodeError):
        return None
    header = "".join(line for line in lines if line.startswith(("name:", "names:")))
    try:
        values = yaml.safe_load(header)
    except yaml.YAMLError:
        return None
    name = values.get("name") if isinstance(values, dict) else None
    if name is None or isinstance(name, dict | list) or not str(name).strip():
        return None
    names = values.get("names")
    pairs = tuple(sorted((str(k), str(v)) for k, v in names.items())) if isinstance(names, dict) else ()
    return local_name(str(name).strip(), pairs, app_language())


def translation_languages() -> list[str]:
    """The languages Worldsmith is translated into (its shipped .qm files), e.g. ["es"]."""
    folder = resources_dir() / "translations"
    codes = (language_code(path.stem.partition("_")[2]) for path in folder.glob("worldsmith_*.qm"))
    return sorted(code for code in codes if code and code != SOURCE_LANGUAGE)


def english_plurals_file() -> Path | None:
    """The English plural forms (``worldsmith_en.qm``), if shipped."""
    path = resources_dir() / "translations" / f"worldsmith_{SOURCE_LANGUAGE}.qm"
    return path if path.is_file() else None


def editing_languages(board: Board) -> list[str]:
    """The languages a map editor offers names in: those Worldsmith speaks, and any the map
    already has names in."""
    return sorted(set(translation_languages()) | set(languages_of(board)))


def language_label(code: str) -> str:
    """A language as its speakers write it ("español", "português (Brasil)"), else its code."""
    locale = QLocale(code.replace("-", "_"))
    if locale.language() == QLocale.Language.C:
        return code
    name, territory = locale.nativeLanguageName(), locale.nativeTerritoryName()
    if "-" in code:
        return f"{name} ({territory})" if territory and territory not in name else name or code
    # A code without a region means the language as a whole: Qt's name for "es" is that
    # of its default region, "español de España".
    regional = f" de {territory}"
    return (name[: -len(regional)] if territory and name.endswith(regional) else name) or code
