"""Map coordinates, distances and angles as the app's reader writes numbers.

The decimal mark follows the app's language (:func:`app_language`), not the system's
locale: the Spanish app writes ``1650,5``, the English one ``1650.5``, whatever the desktop
is set to, so what the status bar and Measure show reads like the rest of the window. No
thousands separators: ``1.650,5`` next to a coordinate field that reads ``1650,5`` would be
taken for another number.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from editor.language.app_language import app_language


def ui_locale() -> QLocale:
    """The locale of the app's language, without digit grouping."""
    code = app_language() or "en"
    locale = QLocale(code.replace("-", "_"))
    if locale.language() == QLocale.Language.C:
        locale = QLocale(QLocale.Language.English)
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale


def number_text(value: float, decimals: int = 1, locale: QLocale | None = None) -> str:
    """``value`` with ``decimals`` decimals in the reader's notation ("-0.0" is written "0.0")."""
    locale = locale or ui_locale()
    value = round(float(value), decimals) + 0.0  # no "-0,0" for a value that rounds to zero
    return locale.toString(value, "f", decimals)


def names_list(names: list[str], locale: QLocale | None = None) -> str:
    """Names as the reader lists them: "Ukraine and Russia", "Ucrania y Rusia"."""
    return (locale or ui_locale()).createSeparatedList(names)
