"""The editor's questions and messages, each one function so the window reads as a story.

They use QMessageBox's static functions, which tests answer by patching them. Strings are
written out as ``QCoreApplication.translate("Dialogs", ...)`` so pyside6-lupdate finds them.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

Button = QMessageBox.StandardButton


class SaveChoice(enum.Enum):
    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


def ask_save_changes(parent: QWidget | None, name: str) -> SaveChoice:
    """"Save changes to …?" Save / Discard / Cancel."""
    text = QCoreApplication.translate(
        "Dialogs", "Save changes to “{name}”?\n\nIf you don't save, your changes will be lost.")
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("Dialogs", "Unsaved Changes"),
        text.format(name=name),
        Button.Save | Button.Discard | Button.Cancel,
        Button.Save,
    )
    if answer == Button.Save:
        return SaveChoice.SAVE
    if answer == Button.Discard:
        return SaveChoice.DISCARD
    return SaveChoice.CANCEL


def confirm_revert(parent: QWidget | None, name: str) -> bool:
    text = QCoreApplication.translate(
        "Dialogs", "Go back to the saved version of “{name}”?\n\nAll changes since then will be lost.")
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("Dialogs", "Revert"),
        text.format(name=name),
        Button.Discard | Button.Cancel,
        Button.Cancel,
    )
    return answer == Button.Discard


def format_time(when: datetime) -> str:
    """HH:MM for today, with the date for older times (in the user's locale)."""
    moment = QDateTime.fromSecsSinceEpoch(int(when.timestamp()))
    if when.astimezone().date() == datetime.now().astimezone().date():
        return moment.toString("HH:mm")
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def offer_restore(parent: QWidget | None, name: str, when: datetime) -> bool:
    """"Worldsmith closed before saving changes to X at HH:MM. Restore them?" True: restore."""
    text = QCoreApplication.translate(
        "Dialogs", "Worldsmith closed before saving changes to “{name}” at {time}. Restore them?\n\n"
                   "Yes opens the changes; Discard deletes them for good.")
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("Dialogs", "Restore Unsaved Changes"),
        text.format(name=name, time=format_time(when)),
        Button.Yes | Button.Discard,
        Button.Yes,
    )
    return answer == Button.Yes


def offer_save_as(parent: QWidget | None, name: str, reason: str, title: str | None = None) -> bool:
    """Saving failed (read-only place, no permission, full disk...): save elsewhere? True: yes."""
    text = QCoreApplication.translate(
        "Dialogs", "“{name}” cannot be saved there:\n\n{reason}\n\nSave it under another name?")
    answer = QMessageBox.warning(
        parent,
        title or QCoreApplication.translate("Dialogs", "Cannot Save Map"),
        text.format(name=name, reason=reason),
        Button.Save | Button.Cancel,
        Button.Save,
    )
    return answer == Button.Save


def save_as_until_written(parent: QWidget | None, path: str | Path | None, ask_path: Callable[[], Path | None],
                          write: Callable[[Path], str | None], title: str | None = None) -> bool:
    """File ▸ Save As: ask where (unless ``path`` is given) and ``write`` there; when writing
    fails (``write`` returns why), offer another place until it works or the user gives up."""
    while True:
        if path is None:
            path = ask_path()
            if path is None:
                return False
        path = Path(path)
        reason = write(path)
        if reason is None:
            return True
        if not offer_save_as(parent, path.name, reason, title):
            return False
        path = None


def ask_save_path(parent: QWidget | None, title: str, suggested: Path, file_filter: str,
                  suffix: str = ".yaml") -> Path | None:
    """Where to save (None if cancelled); a name typed without .yaml/.yml gets ``suffix``."""
    chosen, _filter = QFileDialog.getSaveFileName(parent, title, str(suggested), file_filter)
    if not chosen:
        return None
    path = Path(chosen)
    if path.suffix.lower() not in (".yaml", ".yml"):
        path = path.with_name(path.name + suffix)
    return path


def file_stem(name: str, fallback: str) -> str:
    """A file name for a document called ``name``: "Tutorial Isles" → "tutorial-isles"."""
    stem = "".join(c.lower() if c.isalnum() else "-" for c in name).strip("-")
    while "--" in stem:
        stem = stem.replace("--", "-")
    return stem or fallback


def show_error(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox.critical(parent, title, text)


def show_information(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox.information(parent, title, text)
