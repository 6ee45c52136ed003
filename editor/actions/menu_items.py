"""How every window makes its actions and menus: each QAction with an objectName (for tests),
its shortcuts (a standard key gives the platform's own bindings), a tooltip that names the first
shortcut, and menus built from a list. The map editor, the scenario designer and the play windows
all build theirs here, so an action looks and behaves the same in each.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

Shortcut = str | QKeySequence | QKeySequence.StandardKey


def key_sequences(shortcuts: Iterable[Shortcut]) -> list[QKeySequence]:
    sequences: list[QKeySequence] = []
    for shortcut in shortcuts:
        if isinstance(shortcut, QKeySequence.StandardKey):
            sequences += QKeySequence.keyBindings(shortcut)
        elif shortcut:
            sequences.append(QKeySequence(shortcut))
    return sequences


def set_tip(action: QAction, tip: str = "") -> None:
    """Tooltip "Save (Ctrl+S)": the action's name with its first shortcut; ``tip`` as status tip."""
    name = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").rstrip(".")
    shortcut = action.shortcut()
    if shortcut.isEmpty():
        action.setToolTip(name)
    else:
        action.setToolTip(QCoreApplication.translate("MapActions", "{action} ({shortcut})").format(
            action=name, shortcut=shortcut.toString(QKeySequence.SequenceFormat.NativeText)))
    if tip:
        action.setStatusTip(tip)


def make_action(owner: QWidget, name: str, text: str, shortcuts: Iterable[Shortcut] = (),
                slot: Callable | None = None, *, checkable: bool = False, checked: bool = False,
                tip: str = "") -> QAction:
    """A QAction named ``name`` (its objectName), added to ``owner`` so that its shortcuts work
    even where no menu or toolbar shows it."""
    action = QAction(text, owner)
    action.setObjectName(name)
    action.setShortcuts(key_sequences(shortcuts))
    if checkable:
        action.setCheckable(True)
        action.setChecked(checked)
        if slot is not None:
            action.toggled.connect(slot)
    elif slot is not None:
        action.triggered.connect(lambda _checked=False: slot())
    set_tip(action, tip)
    owner.addAction(action)
    return action


def add_menu(bar: QMenuBar, name: str, title: str, entries: Iterable[QAction | QMenu | None]) -> QMenu:
    """A menu on ``bar`` named ``name`` (for tests) holding actions, submenus and, for None, separators."""
    menu = bar.addMenu(title)
    menu.setObjectName(name)
    for entry in entries:
        if entry is None:
            menu.addSeparator()
        elif isinstance(entry, QMenu):
            menu.addMenu(entry)
        else:
            menu.addAction(entry)
    return menu
