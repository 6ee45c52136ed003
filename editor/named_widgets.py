"""Widgets made with what every widget a test or a person must reach needs: an objectName
and an accessible name."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtWidgets import QComboBox, QPushButton, QWidget


def named_combo(parent: QWidget, name: str, accessible: str, items: Iterable[tuple[str, object]] = ()) -> QComboBox:
    """A combo box of (shown text, data) items."""
    combo = QComboBox(parent)
    combo.setObjectName(name)
    combo.setAccessibleName(accessible)
    for text, value in items:
        combo.addItem(text, value)
    return combo


def named_button(parent: QWidget, name: str, text: str, accessible: str, clicked: Callable[[], object]) -> QPushButton:
    """A push button whose accessible name is also its tooltip (the longer words for it)."""
    button = QPushButton(text, parent)
    button.setObjectName(name)
    button.setAccessibleName(accessible)
    button.setToolTip(accessible)
    button.clicked.connect(lambda _checked=False: clicked())
    return button
