"""Widgets made with what every widget a test or a person must reach needs: an objectName
and an accessible name."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QComboBox, QWidget


def named_combo(parent: QWidget, name: str, accessible: str, items: Iterable[tuple[str, object]] = ()) -> QComboBox:
    """A combo box of (shown text, data) items."""
    combo = QComboBox(parent)
    combo.setObjectName(name)
    combo.setAccessibleName(accessible)
    for text, value in items:
        combo.addItem(text, value)
    return combo
