"""Interchange templates (engine/interchange/report.py) in the reader's language."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from editor.language.engine_text import reader_counts
from engine.files.errors import FileFormatError
from engine.interchange.report import INTERCHANGE_CONTEXT, ImportReport, ItemKind, ReportItem

# The values a format's settings take (FormatOption.choices), in words for the Import and
# Export dialogs; the value itself is what reaches the importer (and what --option takes).
CHOICE_WORDS = {
    "yes": QT_TRANSLATE_NOOP("Interchange", "Yes"),
    "no": QT_TRANSLATE_NOOP("Interchange", "No"),
    "none": QT_TRANSLATE_NOOP("Interchange", "None"),
    "auto": QT_TRANSLATE_NOOP("Interchange", "Automatic"),
    "layers": QT_TRANSLATE_NOOP("Interchange", "Inkscape layers"),
    "fill": QT_TRANSLATE_NOOP("Interchange", "Fill colours"),
    "up": QT_TRANSLATE_NOOP("Interchange", "Up"),
    "down": QT_TRANSLATE_NOOP("Interchange", "Down"),
}


def choice_text(value: str) -> str:
    """A setting's value in words: from :data:`CHOICE_WORDS`, else the value itself made
    readable (``keep-apart`` → "Keep apart"), so a choice a format adds later still reads."""
    template = CHOICE_WORDS.get(value.lower())
    if template is not None:
        return interchange_text(template)
    words = value.replace("-", " ").replace("_", " ").strip()
    return words[:1].upper() + words[1:] if words else value


def interchange_text(template: str, params=None) -> str:
    translated = QCoreApplication.translate(INTERCHANGE_CONTEXT, template)
    if not params:
        return translated
    params = reader_counts(params)
    try:
        return translated.format(**params)
    except (KeyError, IndexError, ValueError):  # a mistyped translation must not hide the message
        return template.format(**params)


def item_text(item: ReportItem) -> str:
    return interchange_text(item.template, item.params)


def error_text(error: FileFormatError) -> str:
    """What is wrong and where: the file and line, then the reason in the reader's language."""
    template = getattr(error, "template", None)
    if template is None:
        return str(error)
    reason = interchange_text(template, getattr(error, "params", None))
    place = error.file or ""
    if error.line is not None:
        place = QCoreApplication.translate("Interchange", "{file}, line {line}").format(file=place, line=error.line) \
            if place else QCoreApplication.translate("Interchange", "line {line}").format(line=error.line)
    return f"{place}: {reason}" if place else reason


def kind_heading(kind: ItemKind) -> str:
    return {
        ItemKind.FIXED: QCoreApplication.translate("ImportPreview", "Fixed"),
        ItemKind.DROPPED: QCoreApplication.translate("ImportPreview", "Dropped"),
        ItemKind.NOTE: QCoreApplication.translate("ImportPreview", "Note"),
    }[kind]


def report_lines(report: ImportReport) -> list[str]:
    """The summary, then each fix, drop and note under its heading."""
    lines = [item_text(report.summary())]
    for kind in (ItemKind.FIXED, ItemKind.DROPPED, ItemKind.NOTE):
        for item in report.of_kind(kind):
            lines.append(f"{kind_heading(kind)}: {item_text(item)}")
    return lines
