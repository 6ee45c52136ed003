"""Every kind of window has the same Help menu: User Guide (F1, at the window's own page),
Keyboard Shortcuts, Rules (the window's rule set), About Worldsmith (with the version)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu, QMessageBox

from editor.app.version import VERSION
from editor.help import help_window
from tests.editor import help_support
from tests.editor.help_support import WINDOW_KINDS

# The shared fixtures (pytest finds fixtures among a module's names).
make_kind = help_support.make_kind
no_help_window_left = help_support.no_help_window_left


HELP_ITEMS = ["action.userGuide", "action.keyboardShortcuts", "action.rules", "action.about"]

OWN_PAGES = {"editor": "map-editor", "designer": "scenario-designer", "classic": "playing-classic",
             "legacy": "playing-legacy", "economy": "playing-economy"}
RULES = {"editor": "rules-classic", "designer": "rules-classic", "classic": "rules-classic",
         "legacy": "rules-legacy", "economy": "rules-economy"}


def help_menu(window) -> QMenu:
    menus = [action.menu() for action in window.menuBar().actions() if isinstance(action.menu(), QMenu)]
    assert menus[-1].objectName() == "menu.help", "Help is the last menu"
    return menus[-1]


@pytest.mark.parametrize("kind", WINDOW_KINDS)
def test_every_window_has_the_help_menu_with_its_four_items(make_kind, kind):
    window = make_kind(kind)
    entries = help_menu(window).actions()
    names = [action.objectName() for action in entries if not action.isSeparator()]
    assert names == HELP_ITEMS
    assert entries[3].isSeparator(), "About stands apart from the help itself"
    about = window.findChild(QAction, "action.about")
    assert about.menuRole() == QAction.MenuRole.AboutRole


@pytest.mark.parametrize("kind", WINDOW_KINDS)
def test_f1_opens_the_guide_at_the_windows_own_page_and_rules_at_its_rule_set(qtbot, make_kind, kind):
    window = make_kind(kind)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_F1)
    guide = help_window.open_help_window()
    assert guide is not None and guide.isVisible()
    assert guide.current_slug() == OWN_PAGES[kind]
    window.findChild(QAction, "action.rules").trigger()
    assert help_window.open_help_window() is guide, "one help window for the whole application"
    assert guide.current_slug() == RULES[kind]


def test_about_names_the_version(make_kind, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append((parent, title, text)))
    window = make_kind("classic")
    window.findChild(QAction, "action.about").trigger()
    (parent, title, text), = shown
    assert parent is window
    assert "Worldsmith" in title and VERSION in text


def test_the_help_window_does_not_keep_worldsmith_running(make_kind):
    # Quitting the editor with the guide open left the process running behind the guide.
    window = make_kind("editor")
    window.findChild(QAction, "action.userGuide").trigger()
    guide = help_window.open_help_window()
    assert guide.isVisible()
    assert not guide.testAttribute(Qt.WidgetAttribute.WA_QuitOnClose)
    assert window.testAttribute(Qt.WidgetAttribute.WA_QuitOnClose)
