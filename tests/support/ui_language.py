"""The app speaking another language in a test, without its translation file.

editor.language.app_language.app_language() reads the language from the installed
translation ("Language", "en"); a translator answering only that makes the app take the
language's names and number notation while its texts stay in English source form (a test
then checks names and numbers, not wording).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from PySide6.QtCore import QCoreApplication, QTranslator


class LanguageOnly(QTranslator):
    def __init__(self, language: str) -> None:
        super().__init__()
        self.language = language

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: N802 (Qt's)
        # None, not "": an empty string would be taken for every other text's translation.
        return self.language if (context, source) == ("Language", "en") else None

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's)
        return False


@contextlib.contextmanager
def speaking(language: str) -> Iterator[None]:
    translator = LanguageOnly(language)
    QCoreApplication.installTranslator(translator)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)
