"""Help ▸ Keyboard Shortcuts lists the window's own actions as they are when it opens: its menu
path, its text without the &, its keys in the platform's words."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence

from editor.help.shortcuts import Shortcut, plain_text, window_shortcuts
from tests.editor import help_support

# The shared fixtures (pytest finds fixtures among a module's names).
make_kind = help_support.make_kind
no_help_window_left = help_support.no_help_window_left



def native(keys: str) -> str:
    return QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)


def first_key(shortcuts: list[Shortcut], menu: str, command: str) -> str:
    """The first key of the action listed as ``command`` in ``menu`` (a standard key such as
    Save has more on some platforms: Linux adds the keyboard's own Save key)."""
    return next(s.keys for s in shortcuts if (s.menu, s.command) == (menu, command)).split(", ")[0]


def test_menu_texts_lose_their_accelerator_marks():
    assert plain_text("Save &As…") == "Save As…"
    assert plain_text("Fish && &Chips") == "Fish & Chips"


def test_the_editors_list_names_each_action_by_menu_and_key(make_kind):
    window = make_kind("editor")
    shortcuts = window_shortcuts(window)
    assert Shortcut("File", "Save As…", native("Ctrl+Shift+S")) in shortcuts
    assert first_key(shortcuts, "Help", "User Guide") == QKeySequence.keyBindings(
        QKeySequence.StandardKey.HelpContents)[0].toString(QKeySequence.SequenceFormat.NativeText)
    redo = next(s for s in shortcuts if s.command == "Redo")
    assert redo.keys == f"{native('Ctrl+Shift+Z')}, {native('Ctrl+Y')}", "every key of an action"
    assert len({s.command for s in shortcuts if s.menu == "File"}) == len([s for s in shortcuts if s.menu == "File"])
    assert all(s.keys for s in shortcuts), "only actions with a shortcut"


def test_an_action_added_to_a_window_is_listed_the_next_time_the_list_opens(make_kind):
    window = make_kind("classic")
    window.findChild(QAction, "action.keyboardShortcuts").trigger()
    dialog = window.findChild(object, "shortcutsDialog")
    assert first_key(dialog.shortcuts, "Game", "Save") == native("Ctrl+S")
    assert not any(s.command == "Shout" for s in dialog.shortcuts)

    game_menu = window.menuBar().actions()[0].menu()
    shout = QAction("Sh&out", window)
    shout.setShortcut(QKeySequence("Ctrl+Alt+J"))
    game_menu.addAction(shout)
    loose = QAction("Whisper", window)
    loose.setShortcut(QKeySequence("Ctrl+Alt+W"))
    window.addAction(loose)
    window.findChild(QAction, "action.keyboardShortcuts").trigger()
    assert window.findChild(object, "shortcutsDialog") is dialog, "one list per window, read again"
    assert Shortcut("Game", "Shout", native("Ctrl+Alt+J")) in dialog.shortcuts
    assert Shortcut("", "Whisper", native("Ctrl+Alt+W")) in dialog.shortcuts
    assert dialog.table.rowCount() == len(dialog.shortcuts)

    dialog.filter.setText("shout")
    assert dialog.shown_rows() == [Shortcut("Game", "Shout", native("Ctrl+Alt+J"))]


def test_each_rule_sets_window_lists_its_own_menus(make_kind):
    economy = {s.menu for s in window_shortcuts(make_kind("economy"))}
    legacy = {s.menu for s in window_shortcuts(make_kind("legacy"))}
    designer = {s.command for s in window_shortcuts(make_kind("designer"))}
    assert "File" in legacy and "Game" not in legacy, "a Legacy window's first menu is File"
    assert "Game" in economy
    assert "Undo" in designer and "User Guide" in designer


def test_a_keyboards_dedicated_keys_are_left_out_beside_an_ordinary_one(make_kind):
    window = make_kind("classic")
    action = QAction("Keep", window)
    # (F16 is Copy on Sun-style keyboards: X11 adds it to Copy, and it made Spanish lists unreadable.)
    action.setShortcuts([QKeySequence("Ctrl+Alt+K"), QKeySequence(Qt.Key.Key_Save), QKeySequence(Qt.Key.Key_F16)])
    alone = QAction("Help Key", window)
    alone.setShortcut(QKeySequence(Qt.Key.Key_Help))
    window.addActions([action, alone])
    shortcuts = window_shortcuts(window)
    assert Shortcut("", "Keep", native("Ctrl+Alt+K")) in shortcuts
    assert Shortcut("", "Help Key", QKeySequence(Qt.Key.Key_Help).toString(QKeySequence.SequenceFormat.NativeText)) \
        in shortcuts, "a dedicated key that is the only one stays"
