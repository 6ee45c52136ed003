"""Help ▸ Keyboard Shortcuts: a window's shortcuts, read from its own actions each time the list
opens, so the list can never disagree with the keys that work.

Every action with a shortcut is listed once: those in the menus with their menu path (the menu
bar's order), then those the window answers without a menu entry (the key alone).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLineEdit,
    QMainWindow,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

MENU_SEPARATOR = " ▸ "


@dataclass(frozen=True)
class Shortcut:
    menu: str  # "View ▸ Panels"; "" for an action in no menu
    command: str  # the action's text without its & ("Save As…")
    keys: str  # every key of the action, in the platform's own words ("Ctrl+S", "⌘S")


def plain_text(text: str) -> str:
    """A menu text as people read it: "Save &As…" gives "Save As…", "&&" an "&"; a text after a
    tab (a shortcut written into the text) is dropped."""
    text = text.split("\t")[0]
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").strip()


def dedicated_key(sequence: QKeySequence) -> bool:
    """A key of its own on some keyboards ("New", "Copy", "Help", "Zoom In"), which the platform
    adds to standard shortcuts (Linux gives Save both Ctrl+S and the keyboard's Save key)."""
    if sequence.count() != 1:
        return False
    combination = sequence[0]
    key = combination.key()
    # F13–F35 stand for the same keys on Sun-style keyboards (X11 gives Copy F16, Paste F18).
    return combination.keyboardModifiers() == Qt.KeyboardModifier.NoModifier and (
        key == Qt.Key.Key_Help or key.value >= Qt.Key.Key_Back.value
        or Qt.Key.Key_F13.value <= key.value <= Qt.Key.Key_F35.value)


def key_text(action: QAction) -> str:
    """The action's keys, in the platform's words; a keyboard's dedicated keys are left out
    when the action has an ordinary key too (people read "Ctrl+S", not "Ctrl+S, Save")."""
    sequences = [sequence for sequence in action.shortcuts() if not sequence.isEmpty()]
    ordinary = [sequence for sequence in sequences if not dedicated_key(sequence)]
    return ", ".join(sequence.toString(QKeySequence.SequenceFormat.NativeText) for sequence in ordinary or sequences)


def window_shortcuts(window: QMainWindow) -> list[Shortcut]:
    """Every shortcut ``window`` answers, as it stands now."""
    found: list[Shortcut] = []
    seen: set[int] = set()

    def visit(menu: QMenu, path: list[str]) -> None:
        for action in menu.actions():
            if action.isSeparator() or not action.isVisible():
                continue
            submenu = action.menu()
            if isinstance(submenu, QMenu):
                visit(submenu, [*path, plain_text(action.text())])
            elif id(action) not in seen and key_text(action):
                seen.add(id(action))
                found.append(Shortcut(MENU_SEPARATOR.join(path), plain_text(action.text()), key_text(action)))

    for top in window.menuBar().actions():
        if isinstance(top.menu(), QMenu) and top.isVisible():
            visit(top.menu(), [plain_text(top.text())])
    # Keys the window answers outside its menus (make_action adds every action to its window).
    loose = [action for action in window.findChildren(QAction)
             if id(action) not in seen and action.isVisible() and key_text(action) and action.text()]
    for action in sorted(loose, key=lambda a: plain_text(a.text()).casefold()):
        seen.add(id(action))
        found.append(Shortcut("", plain_text(action.text()), key_text(action)))
    return found


class ShortcutsDialog(QDialog):
    """The list, with a filter: Menu, Command, Shortcut."""

    def __init__(self, window: QMainWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent if parent is not None else window)
        self.setObjectName("shortcutsDialog")
        self.setWindowTitle(self.tr("Keyboard Shortcuts"))
        self.setAccessibleName(self.tr("Keyboard Shortcuts"))
        self._window = window
        self.filter = QLineEdit(self)
        self.filter.setObjectName("shortcuts.filter")
        self.filter.setAccessibleName(self.tr("Filter the shortcuts"))
        self.filter.setPlaceholderText(self.tr("Filter by command, menu or key"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._apply_filter)
        self.table = QTableWidget(0, 3, self)
        self.table.setObjectName("shortcuts.table")
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.table.setHorizontalHeaderLabels([self.tr("Menu"), self.tr("Command"), self.tr("Shortcut")])
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.setObjectName("shortcuts.buttons")
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        # Wide enough for Spanish key names beside the commands ("Control+Mayúsculas+Z,
        # Control+Y"): at 620 they squeezed the commands to "…".
        self.resize(780, 560)
        self.refresh()

    def refresh(self) -> None:
        """Read the window's actions again (a tool or an action may have come since)."""
        self.shortcuts = window_shortcuts(self._window)
        no_menu = self.tr("(no menu)")
        self.table.setRowCount(len(self.shortcuts))
        for row, shortcut in enumerate(self.shortcuts):
            for column, text in enumerate((shortcut.menu or no_menu, shortcut.command, shortcut.keys)):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self.table.setItem(row, column, item)
        self._apply_filter(self.filter.text())

    def _apply_filter(self, text: str) -> None:
        words = text.casefold().split()
        for row, shortcut in enumerate(self.shortcuts):
            line = f"{shortcut.menu} {shortcut.command} {shortcut.keys}".casefold()
            self.table.setRowHidden(row, not all(word in line for word in words))

    def shown_rows(self) -> list[Shortcut]:
        return [s for row, s in enumerate(self.shortcuts) if not self.table.isRowHidden(row)]
