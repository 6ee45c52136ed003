"""Fields for names in other languages (a territory's, the map's, the continents').

A map keeps, beside each base name, names per language (docs/map-format.md). The
Properties dock shows one field per name and language; an empty field means "no name in
that language" (players then read the base name, shown greyed in the field). The dock turns
an edit into an undoable command; this widget only lays out the fields and says what was
typed.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFormLayout, QLineEdit, QWidget


@dataclass(frozen=True)
class NameRow:
    """One field: ``key`` says what it names (the caller's choice), ``label`` is shown
    beside it, ``base`` greyed inside it while it is empty, ``text`` the name it holds."""

    key: Hashable
    object_name: str
    label: str
    accessible: str
    base: str
    text: str


class LocalNameFields(QObject):
    """Rows of a form, placed right after the row of ``anchor`` (so their labels line up
    with the form's own)."""

    edited = Signal(object, str)  # the row's key, the name typed ("" to remove it)

    def __init__(self, form: QFormLayout, anchor: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self._form = form
        self._anchor = anchor
        self._page = parent
        self._edits: dict[Hashable, QLineEdit] = {}
        self._layout_of: tuple[tuple[Hashable, str], ...] = ()

    def edit(self, key: Hashable) -> QLineEdit | None:
        return self._edits.get(key)

    def set_rows(self, rows: Sequence[NameRow], *, force: bool = False) -> None:
        """Show ``rows``; a field being typed in keeps its text unless ``force``."""
        layout = tuple((row.key, row.label) for row in rows)
        if layout != self._layout_of:
            self._rebuild(rows)
            self._layout_of = layout
        for row in rows:
            edit = self._edits[row.key]
            edit.setPlaceholderText(row.base)
            edit.setObjectName(row.object_name)
            edit.setAccessibleName(row.accessible)
            if not force and edit.hasFocus() and edit.isModified():
                continue
            if edit.text() != row.text:
                edit.setText(row.text)
                edit.setCursorPosition(0)
            edit.setModified(False)

    def set_fields_enabled(self, enabled: bool) -> None:
        for edit in self._edits.values():
            edit.setEnabled(enabled)

    def commit_pending(self) -> None:
        """Say what was typed in a field not yet left (the form is about to show something else)."""
        for key, edit in self._edits.items():
            if edit.isModified():
                self._finished(key)

    def _rebuild(self, rows: Sequence[NameRow]) -> None:
        for edit in self._edits.values():
            self._form.removeRow(edit)
        self._edits.clear()
        first, _role = self._form.getWidgetPosition(self._anchor)
        for offset, row in enumerate(rows, start=1):
            edit = QLineEdit(self._page)
            edit.editingFinished.connect(lambda key=row.key: self._finished(key))
            self._edits[row.key] = edit
            self._form.insertRow(first + offset, row.label, edit)

    def _finished(self, key: Hashable) -> None:
        edit = self._edits.get(key)
        if edit is None or not edit.isModified():
            return
        edit.setModified(False)
        self.edited.emit(key, " ".join(edit.text().split()))
