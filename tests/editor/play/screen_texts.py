"""What a person reads on a screen, and which of it is English the Spanish catalogue translates.

``visible_texts`` gathers the words of a window or dialog as shown: labels, buttons, group
and window titles, tooltips, line edits, combo items, list, table and tree cells and their
headers, tab names, text views; only widgets that are visible (a hidden page says nothing).

``EnglishFinder`` reads the Spanish catalogue (worldsmith_es.ts) and answers whether a text
is one of its English sources that has a different Spanish translation — English shown where
Spanish exists. A source with placeholders ("Place {count} armies") matches the text it
becomes once filled, so sentences built from templates are caught too.
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass

from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QTableWidget,
    QTabWidget,
    QTextEdit,
    QTreeWidget,
    QWidget,
)

from engine.resources import resources_dir

SPANISH_CATALOGUE = resources_dir() / "translations" / "worldsmith_es.ts"
_TAG = re.compile(r"<[^>]+>")
_PLACEHOLDER = re.compile(r"\{[a-z_]*\}|%n|%L?\d")
# A source matches by its template only when its own words are long enough to mean
# something ("{faction}: {power}" would match any text with a colon).
_MIN_LETTERS = 8


def plain(text: str) -> str:
    """``text`` without rich-text tags and entities, its spaces made single."""
    if "<" in text and ">" in text:
        text = html.unescape(_TAG.sub("", text.replace("<br>", "\n").replace("<br/>", "\n")))
    return "\n".join(" ".join(line.split()) for line in text.replace("&&", "&").splitlines() if line.strip())


def _item_texts(widget: QWidget) -> list[str]:
    found: list[str] = []
    if isinstance(widget, QTableWidget):
        for row in range(widget.rowCount()):
            for column in range(widget.columnCount()):
                item = widget.item(row, column)
                if item is not None:
                    found += [item.text(), item.toolTip()]
        for column in range(widget.columnCount()):
            header = widget.horizontalHeaderItem(column)
            if header is not None:
                found += [header.text(), header.toolTip()]
    elif isinstance(widget, QListWidget):
        for row in range(widget.count()):
            found += [widget.item(row).text(), widget.item(row).toolTip()]
    elif isinstance(widget, QTreeWidget):
        items = [widget.topLevelItem(i) for i in range(widget.topLevelItemCount())]
        while items:
            item = items.pop()
            found += [item.text(c) for c in range(item.columnCount())]
            found += [item.toolTip(c) for c in range(item.columnCount())]
            items += [item.child(i) for i in range(item.childCount())]
        header = widget.headerItem()
        found += [header.text(c) for c in range(header.columnCount())]
    elif isinstance(widget, QComboBox):
        found += [widget.itemText(i) for i in range(widget.count())]
    elif isinstance(widget, QTabWidget):
        found += [widget.tabText(i) for i in range(widget.count())]
    return found


def widget_texts(widget: QWidget) -> list[str]:
    """The words one widget shows (not its children's)."""
    found = [widget.toolTip()]
    if widget.isWindow() or isinstance(widget, QDockWidget):
        found.append(widget.windowTitle())
    if isinstance(widget, (QLabel, QAbstractButton)):
        found.append(widget.text())
    elif isinstance(widget, QGroupBox):
        found.append(widget.title())
    elif isinstance(widget, QLineEdit):
        found += [widget.text(), widget.placeholderText()]
    elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
        found.append(widget.toPlainText())
    found += _item_texts(widget)
    return found


def visible_texts(root: QWidget) -> list[str]:
    """Every text ``root`` and its visible descendants show, plain, without empties."""
    widgets = [root, *(w for w in root.findChildren(QWidget) if w.isVisibleTo(root))]
    texts = []
    for widget in widgets:
        texts += [plain(text) for text in widget_texts(widget) if text]
    return [text for text in texts if text]


@dataclass(frozen=True)
class Source:
    context: str
    english: str
    spanish: str


def _translations(root: ET.Element) -> list[Source]:
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            english = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
            found.append(Source(name, english, " || ".join(forms)))
    return found


def _pattern(english: str) -> re.Pattern | None:
    """A regex for the texts ``english`` becomes once filled (None: too few words of its own)."""
    parts = _PLACEHOLDER.split(plain(english))
    if sum(len(re.sub(r"[^A-Za-z]", "", p)) for p in parts) < _MIN_LETTERS:
        return None
    english = plain(english).replace("(s)", "").replace("(es)", "").replace("(ies)", "y")
    # %n is always a number: "%n capital(s)" must not find "Si el jugador tiene capital".
    pieces = re.split(r"(\{[a-z_]*\}|%n|%L?\d)", english)
    regex = "".join(re.escape(piece) if k % 2 == 0 else (r"[\d.,\u00a0 ]+" if piece == "%n" else r".+?")
                    for k, piece in enumerate(pieces))
    return re.compile(regex + r"\Z", re.DOTALL)


class EnglishFinder:
    """Which texts are English the Spanish catalogue has in Spanish."""

    def __init__(self, catalogue=None) -> None:
        catalogue = catalogue if catalogue is not None else SPANISH_CATALOGUE
        self.exact: dict[str, Source] = {}
        self.patterns: list[tuple[re.Pattern, Source]] = []
        for source in _translations(ET.parse(catalogue).getroot()):
            if plain(source.spanish) == plain(source.english) or not re.search("[A-Za-z]{3}", source.english):
                continue  # the same in both languages (a name, "OK"): nothing to tell apart
            self.exact.setdefault(plain(source.english), source)
            if _PLACEHOLDER.search(source.english) or "(s)" in source.english:
                pattern = _pattern(source.english)
                if pattern is not None:
                    self.patterns.append((pattern, source))

    def source_of(self, text: str) -> Source | None:
        """The catalogue message ``text`` is the untranslated English of, or None."""
        text = plain(text)
        if text in self.exact:
            return self.exact[text]
        # Multi-line texts are read line by line too (a dialog's message, a tooltip).
        for line in (text.split("\n") if "\n" in text else ()):
            if line.strip() in self.exact:
                return self.exact[line.strip()]
        for pattern, source in self.patterns:
            if pattern.match(text):
                return source
        return None

    def english_in(self, texts) -> list[tuple[str, Source]]:
        return [(text, source) for text in dict.fromkeys(texts) if (source := self.source_of(text)) is not None]
