"""The last maps opened or saved, kept in the settings, and the File ▸ Open Recent menu."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

SETTINGS_KEY = "recentFiles"
DEFAULT_LIMIT = 10


def default_settings() -> QSettings:
    return QSettings("Worldsmith", "Worldsmith")


def _normalised(path: str | Path) -> Path:
    # Absolute but not resolved: a map reached through a symlinked folder keeps the path
    # the user knows, and the comparison stays cheap.
    return Path(os.path.abspath(path))


class RecentFiles(QObject):
    """Most recent first, without duplicates, at most ``limit`` entries."""

    changed = Signal()

    def __init__(self, settings: QSettings | None = None, limit: int = DEFAULT_LIMIT,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings if settings is not None else default_settings()
        self._limit = limit

    def paths(self) -> list[Path]:
        value = self._settings.value(SETTINGS_KEY, [])
        if isinstance(value, str):  # an INI file gives back a one-item list as a string
            value = [value] if value else []
        elif not isinstance(value, (list, tuple)):
            value = []
        return [Path(item) for item in value if isinstance(item, str) and item][: self._limit]

    def add(self, path: str | Path) -> None:
        path = _normalised(path)
        self._store([path, *(p for p in self.paths() if p != path)])

    def remove(self, path: str | Path) -> None:
        path = _normalised(path)
        self._store([p for p in self.paths() if p != path])

    def clear(self) -> None:
        self._store([])

    def _store(self, paths: list[Path]) -> None:
        paths = paths[: self._limit]
        if paths == self.paths():
            return
        self._settings.setValue(SETTINGS_KEY, [str(p) for p in paths])
        self._settings.sync()
        self.changed.emit()


class RecentFilesMenu(QMenu):
    """File ▸ Open Recent: one entry per recent map, then "Clear Menu"."""

    openRequested = Signal(object)  # noqa: N815 (Qt naming): the Path chosen

    def __init__(self, recent: RecentFiles, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Open &Recent"), parent)
        self.setObjectName("menu.recent")
        self._recent = recent
        self.clear_action = QAction(self.tr("&Clear Menu"), self)
        self.clear_action.setObjectName("action.clearRecent")
        self.clear_action.triggered.connect(recent.clear)
        recent.changed.connect(self.refresh)
        self.refresh()

    def file_actions(self) -> list[QAction]:
        return [a for a in self.actions() if a.objectName().startswith("recent.")]

    def refresh(self) -> None:
        for action in self.actions():
            if action is not self.clear_action:
                self.removeAction(action)
                action.deleteLater()
        self.removeAction(self.clear_action)
        paths = self._recent.paths()
        for number, path in enumerate(paths, 1):
            # "&1 classic.yaml — /home/ann/maps": the number is the keyboard accelerator.
            text = self.tr("&{number} {file} — {folder}").format(
                number=number % 10, file=path.name.replace("&", "&&"),
                folder=str(path.parent).replace("&", "&&"),
            )
            action = QAction(text, self)
            action.setObjectName(f"recent.{number - 1}")
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.setData(str(path))
            action.triggered.connect(lambda _checked=False, p=path: self.openRequested.emit(p))
            self.addAction(action)
        if paths:
            self.addSeparator()
        self.addAction(self.clear_action)
        self.clear_action.setEnabled(bool(paths))
        self.setEnabled(bool(paths))
