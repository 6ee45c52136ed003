"""Loading the translations for a locale: the one way, for the app and the command line.

The app (editor/app/application.py) installs them on its QApplication at start; the command
line (editor/language/cli_language.py) on a QCoreApplication, with no display needed. Both
load the same files in the same order, so a message reads the same in a window and in a
terminal.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QLibraryInfo, QLocale, QObject, QTranslator

from editor.language.app_language import english_plurals_file, translation_file

log = logging.getLogger(__name__)


def load_translators(locale: QLocale, parent: QObject | None = None) -> list[QTranslator]:
    """Qt's own translations and ours for ``locale``, loaded but not installed, in the order
    to install them: Qt's, then the English plural forms, then the reader's language (a
    translator installed later is asked first, so the reader's language wins and English
    counts, "1 troop", are the fallback)."""
    loaded: list[QTranslator] = []
    qt_translator = QTranslator(parent)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_translator.load(locale, "qtbase", "_", qt_folder):
        loaded.append(qt_translator)
    for ours in (english_plurals_file(), translation_file(locale)):
        if ours is None:
            continue
        translator = QTranslator(parent)
        if translator.load(str(ours)):
            loaded.append(translator)
        else:
            log.warning("cannot load the translation %s", ours)
    return loaded
