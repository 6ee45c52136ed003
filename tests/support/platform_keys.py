"""The keys each desktop gives Qt's standard key sequences, so one test run (offscreen, which
uses the Windows bindings) can check the shortcuts a person gets on Linux, Windows and macOS.

An action given ``QKeySequence.StandardKey.Delete`` answers Del everywhere, Ctrl+D on Linux
desktops too and Meta+D on macOS: a second action on Ctrl+D is ambiguous on Linux only, and
an ambiguous shortcut does nothing. The offscreen tests cannot see that, so this table,
written from Qt's documented per-platform bindings
(https://doc.qt.io/qt-6/qkeysequence.html#standard-shortcuts, the ``keyBindings`` table of
qplatformtheme.cpp), says what every platform's theme gives.

Keys are Qt's portable strings: on macOS "Ctrl" means Command and "Meta" means Control, so
the same string is the same key in Qt's terms on every platform.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable

from PySide6.QtGui import QKeySequence

# Qt's keyboard schemes, as flags (KB_Win, KB_Mac, KB_X11, KB_KDE, KB_Gnome in Qt).
WIN, MAC, X11, KDE, GNOME = 1, 2, 4, 8, 16
ALL = WIN | MAC | X11 | KDE | GNOME

# A Linux desktop's theme answers the generic X11 rows as well as its own (Qt's
# QPlatformThemePrivate::currentKeyPlatforms adds KB_X11 for KDE and GNOME).
PLATFORMS: dict[str, int] = {
    "windows": WIN,
    "macos": MAC,
    "linux": X11,  # a desktop Qt has no theme for (Xfce, bare X): the X11 rows
    "linux-kde": X11 | KDE,
    "linux-gnome": X11 | GNOME,
}

K = QKeySequence.StandardKey

# Standard key → (portable key string, the schemes that have it). Checked against Qt 6.11
# itself (test_shortcuts_everywhere.py::test_the_table_gives_what_qt_gives_here): offscreen for
# Windows, and under xcb for generic X11, GNOME (XDG_CURRENT_DESKTOP=GNOME) and KDE
# (XDG_CURRENT_DESKTOP=KDE KDE_SESSION_VERSION=6), which corrected the documented table in
# three places: FullScreen is F11 on GNOME (not Ctrl+F11), Quit's Exit key is not on Windows,
# and Preferences' Settings key is on KDE only. The macOS rows are the documented ones (no Mac
# to check on).
STANDARD_KEYS: dict[QKeySequence.StandardKey, tuple[tuple[str, int], ...]] = {
    K.HelpContents: (("Ctrl+?", MAC), ("F1", WIN | X11), ("Help", ALL)),
    K.WhatsThis: (("Shift+F1", ALL),),
    K.Open: (("Ctrl+O", ALL), ("Open", ALL)),
    K.Close: (("Ctrl+F4", WIN | MAC), ("Ctrl+W", ALL), ("Close", ALL)),
    K.Save: (("Ctrl+S", ALL), ("Save", ALL)),
    K.New: (("Ctrl+N", ALL), ("New", ALL)),
    K.Delete: (("Ctrl+D", X11), ("Del", ALL), ("Meta+D", MAC)),
    K.Cut: (("Ctrl+X", ALL), ("Shift+Del", WIN | X11), ("F20", X11), ("Meta+K", MAC), ("Cut", ALL)),
    K.Copy: (("Ctrl+Ins", WIN | X11), ("Ctrl+C", ALL), ("F16", X11), ("Copy", ALL)),
    K.Paste: (("Ctrl+Shift+Ins", X11), ("Ctrl+V", ALL), ("Shift+Ins", WIN | X11), ("F18", X11),
              ("Meta+Y", MAC), ("Paste", ALL)),
    K.Undo: (("Alt+Backspace", WIN), ("Ctrl+Z", ALL), ("F14", X11), ("Undo", ALL)),
    K.Redo: (("Alt+Shift+Backspace", WIN), ("Ctrl+Shift+Z", ALL), ("Ctrl+Y", WIN), ("Redo", ALL)),
    K.Back: (("Alt+Left", WIN | X11), ("Ctrl+Left", MAC), ("Ctrl+[", MAC), ("Backspace", WIN), ("Back", ALL)),
    K.Forward: (("Alt+Right", WIN | X11), ("Ctrl+Right", MAC), ("Ctrl+]", MAC), ("Shift+Backspace", WIN),
                ("Forward", ALL)),
    K.Refresh: (("Ctrl+R", GNOME | MAC), ("F5", WIN | X11), ("Refresh", ALL)),
    K.ZoomIn: (("Ctrl++", ALL), ("Zoom In", ALL)),
    K.ZoomOut: (("Ctrl+-", ALL), ("Zoom Out", ALL)),
    K.Print: (("Ctrl+P", ALL),),
    K.AddTab: (("Ctrl+Shift+N", KDE), ("Ctrl+T", ALL)),
    K.NextChild: (("Ctrl+F6", WIN), ("Ctrl+Tab", ALL), ("Ctrl+}", MAC), ("Ctrl+,", KDE), ("Forward", ALL)),
    K.PreviousChild: (("Ctrl+Shift+F6", WIN), ("Ctrl+Shift+Backtab", ALL), ("Ctrl+{", MAC), ("Ctrl+.", KDE),
                      ("Back", ALL)),
    K.Find: (("Ctrl+F", ALL), ("Find", ALL)),
    K.FindNext: (("Ctrl+G", WIN | GNOME | MAC), ("F3", WIN | X11)),
    K.FindPrevious: (("Ctrl+Shift+G", WIN | GNOME | MAC), ("Shift+F3", WIN | X11)),
    K.Replace: (("Ctrl+R", KDE), ("Ctrl+H", GNOME | WIN)),
    K.SelectAll: (("Ctrl+A", ALL),),
    K.Bold: (("Ctrl+B", ALL),),
    K.Italic: (("Ctrl+I", ALL),),
    K.Underline: (("Ctrl+U", ALL),),
    K.MoveToNextChar: (("Right", ALL), ("Meta+F", MAC)),
    K.MoveToPreviousChar: (("Left", ALL), ("Meta+B", MAC)),
    K.MoveToNextWord: (("Alt+Right", MAC), ("Ctrl+Right", WIN | X11)),
    K.MoveToPreviousWord: (("Alt+Left", MAC), ("Ctrl+Left", WIN | X11)),
    K.MoveToNextLine: (("Down", ALL), ("Meta+N", MAC)),
    K.MoveToPreviousLine: (("Up", ALL), ("Meta+P", MAC)),
    K.MoveToNextPage: (("Meta+PgDown", MAC), ("Meta+Down", MAC), ("Meta+V", MAC), ("Alt+PgDown", MAC),
                       ("PgDown", ALL)),
    K.MoveToPreviousPage: (("Meta+PgUp", MAC), ("Meta+Up", MAC), ("Alt+PgUp", MAC), ("PgUp", ALL)),
    K.MoveToStartOfLine: (("Meta+Left", MAC), ("Ctrl+Left", MAC), ("Home", WIN | X11)),
    K.MoveToEndOfLine: (("Meta+Right", MAC), ("Ctrl+Right", MAC), ("End", WIN | X11), ("Ctrl+E", X11)),
    K.MoveToStartOfBlock: (("Meta+A", MAC), ("Alt+Up", MAC)),
    K.MoveToEndOfBlock: (("Meta+E", MAC), ("Alt+Down", MAC)),
    K.MoveToStartOfDocument: (("Ctrl+Up", MAC), ("Ctrl+Home", WIN | X11), ("Home", MAC)),
    K.MoveToEndOfDocument: (("Ctrl+Down", MAC), ("Ctrl+End", WIN | X11), ("End", MAC)),
    K.SelectNextChar: (("Shift+Right", ALL),),
    K.SelectPreviousChar: (("Shift+Left", ALL),),
    K.SelectNextWord: (("Alt+Shift+Right", MAC), ("Ctrl+Shift+Right", WIN | X11)),
    K.SelectPreviousWord: (("Alt+Shift+Left", MAC), ("Ctrl+Shift+Left", WIN | X11)),
    K.SelectNextLine: (("Shift+Down", ALL),),
    K.SelectPreviousLine: (("Shift+Up", ALL),),
    K.SelectNextPage: (("Shift+PgDown", ALL),),
    K.SelectPreviousPage: (("Shift+PgUp", ALL),),
    K.SelectStartOfLine: (("Meta+Shift+Left", MAC), ("Ctrl+Shift+Left", MAC), ("Shift+Home", WIN | X11)),
    K.SelectEndOfLine: (("Meta+Shift+Right", MAC), ("Ctrl+Shift+Right", MAC), ("Shift+End", WIN | X11)),
    K.SelectStartOfBlock: (("Alt+Shift+Up", MAC), ("Meta+Shift+A", MAC)),
    K.SelectEndOfBlock: (("Alt+Shift+Down", MAC), ("Meta+Shift+E", MAC)),
    K.SelectStartOfDocument: (("Ctrl+Shift+Up", MAC), ("Ctrl+Shift+Home", WIN | X11), ("Shift+Home", MAC)),
    K.SelectEndOfDocument: (("Ctrl+Shift+Down", MAC), ("Ctrl+Shift+End", WIN | X11), ("Shift+End", MAC)),
    K.DeleteStartOfWord: (("Alt+Backspace", MAC), ("Ctrl+Backspace", WIN | X11)),
    K.DeleteEndOfWord: (("Alt+Del", MAC), ("Ctrl+Del", WIN | X11)),
    K.DeleteEndOfLine: (("Ctrl+K", X11),),
    K.InsertParagraphSeparator: (("Enter", ALL), ("Return", ALL)),
    K.InsertLineSeparator: (("Meta+Enter", MAC), ("Meta+Return", MAC), ("Shift+Enter", ALL),
                            ("Shift+Return", ALL), ("Meta+O", MAC)),
    K.SaveAs: (("Ctrl+Shift+S", ALL), ("Shift+Save", ALL)),
    K.Preferences: (("Ctrl+,", MAC), ("Ctrl+Shift+,", KDE), ("Settings", KDE)),
    K.Quit: (("Ctrl+Q", X11 | KDE | GNOME | MAC), ("Exit", X11 | KDE | GNOME | MAC)),
    K.FullScreen: (("Meta+Ctrl+F", MAC), ("Alt+Enter", WIN), ("Ctrl+Shift+F", KDE),
                   ("F11", WIN | KDE | GNOME)),
    K.Deselect: (("Ctrl+Shift+A", X11),),
    K.DeleteCompleteLine: (("Ctrl+U", X11),),
    K.Backspace: (("Backspace", MAC), ("Meta+H", MAC)),
    K.Cancel: (("Esc", ALL), ("Ctrl+.", MAC), ("Cancel", ALL)),
}


def bindings(standard: QKeySequence.StandardKey, platform: str) -> set[str]:
    """The keys ``standard`` answers on ``platform`` (a key of PLATFORMS)."""
    scheme = PLATFORMS[platform]
    return {key for key, schemes in STANDARD_KEYS.get(standard, ()) if schemes & scheme}


def bindings_here(standard: QKeySequence.StandardKey) -> set[str]:
    """The keys ``standard`` answers on the platform the tests run on, as Qt says."""
    return {s.toString() for s in QKeySequence.keyBindings(standard) if not s.isEmpty()}


class GivenShortcuts:
    """What each action's shortcuts were made from, recorded while windows are built.

    Every window makes its shortcuts with ``editor.actions.menu_items.key_sequences``, which
    expands a standard key into this platform's bindings; once expanded, "Del" given as a
    string and the standard Delete look the same here yet differ on Linux. ``install`` wraps
    ``key_sequences`` wherever the editor's modules hold it and remembers, for each set of
    keys it made, the standard keys and the strings it was given.
    """

    def __init__(self) -> None:
        self._made: dict[frozenset[str], tuple[set[QKeySequence.StandardKey], set[str]]] = {}

    def install(self, monkeypatch) -> None:
        from editor.actions import menu_items

        original = menu_items.key_sequences

        def recording(shortcuts):
            shortcuts = list(shortcuts)
            sequences = original(shortcuts)
            made = frozenset(s.toString() for s in sequences if not s.isEmpty())
            standard, strings = self._made.setdefault(made, (set(), set()))
            for shortcut in shortcuts:
                if isinstance(shortcut, QKeySequence.StandardKey):
                    standard.add(shortcut)
                elif shortcut:
                    strings.add(QKeySequence(shortcut).toString())
            return sequences

        recording.__wrapped__ = original
        # A module imported while an earlier test's recorder was installed kept that one.
        for name, module in list(sys.modules.items()):
            held = getattr(module, "key_sequences", None)
            if (name == "editor" or name.startswith("editor.")) and (
                    held is original or getattr(held, "__wrapped__", None) is original):
                monkeypatch.setattr(module, "key_sequences", recording)

    def keys_on(self, keys: Iterable[str], platform: str) -> set[str]:
        """The keys an action answering ``keys`` here answers on ``platform``: the keys it was
        given as strings, and each standard key's bindings there. Keys made some other way
        (``QKeySequence("Ctrl+Z")``, a tool's letter) are the same string everywhere."""
        keys = frozenset(k for k in keys if k)
        if keys not in self._made:
            return set(keys)
        standard, strings = self._made[keys]
        return set(strings).union(*(bindings(s, platform) for s in standard))
