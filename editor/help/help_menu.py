"""The Help menu every window shares: User Guide (F1), Keyboard Shortcuts, Rules, and About
Worldsmith.

A window adds it with one call, :func:`add_help_menu`, saying which guide page is its own (F1
opens there) and, for a window that plays or designs a game, how to read the game's rule set
(Help ▸ Rules opens that rule set's page)::

    add_help_menu(self, guide_page="playing", rule_set=lambda: self.controller.game.setup.ruleset)
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QWidget

from editor.actions.menu_items import make_action
from editor.app.version import VERSION
from editor.help.help_window import HelpWindow, show_help
from editor.help.pages import FIRST_PAGE, PAGES, RULES_PAGES
from editor.help.shortcuts import ShortcutsDialog

KNOWN_PAGES = {slug for slug, _group in PAGES}


class HelpMenu(QMenu):
    """Help ▸ User Guide, Keyboard Shortcuts, Rules, About Worldsmith, for ``window``."""

    def __init__(self, window: QMainWindow, guide_page: str = FIRST_PAGE,
                 rule_set: Callable[[], str | None] | None = None) -> None:
        super().__init__(self.tr("&Help"), window)
        self.setObjectName("menu.help")
        self._window = window
        self._guide_page = guide_page
        self._rule_set = rule_set
        self.shortcuts_dialog: ShortcutsDialog | None = None
        self.guide_action = make_action(
            window, "action.userGuide", self.tr("&User Guide"), [QKeySequence.StandardKey.HelpContents],
            self.show_guide, tip=self.tr("How to use Worldsmith, with pictures"))
        self.shortcuts_action = make_action(
            window, "action.keyboardShortcuts", self.tr("&Keyboard Shortcuts"), [], self.show_shortcuts,
            tip=self.tr("Every key this window answers, and where it is in the menus"))
        self.rules_action = make_action(
            window, "action.rules", self.tr("&Rules"), [], self.show_rules,
            tip=self.tr("Classic Risk, Risk Legacy and the MU economy as Worldsmith plays them"))
        self.about_action = make_action(window, "action.about", self.tr("&About Worldsmith"), [], self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.addActions([self.guide_action, self.shortcuts_action, self.rules_action])
        self.addSeparator()
        self.addAction(self.about_action)

    def rule_set(self) -> str | None:
        """The rule set of the window's game or scenario, if it has one now."""
        if self._rule_set is None:
            return None
        try:
            return self._rule_set()
        except AttributeError:  # no game shown yet
            return None

    def guide_slug(self) -> str:
        """The window's own page; "playing" becomes "playing-legacy" in a Legacy game."""
        specific = f"{self._guide_page}-{self.rule_set()}"
        if specific in KNOWN_PAGES:
            return specific
        return self._guide_page if self._guide_page in KNOWN_PAGES else FIRST_PAGE

    def show_guide(self) -> HelpWindow:
        return show_help(self.guide_slug())

    def show_rules(self) -> HelpWindow:
        return show_help(RULES_PAGES.get(self.rule_set() or "", RULES_PAGES["classic"]))

    def show_shortcuts(self) -> ShortcutsDialog:
        """The window's shortcuts as they are now (read again at every opening)."""
        if self.shortcuts_dialog is None:
            self.shortcuts_dialog = ShortcutsDialog(self._window)
        else:
            self.shortcuts_dialog.refresh()
        self.shortcuts_dialog.show()
        self.shortcuts_dialog.raise_()
        self.shortcuts_dialog.activateWindow()
        return self.shortcuts_dialog

    def show_about(self) -> None:
        show_about(self._window)


def show_about(parent: QWidget | None) -> None:
    QMessageBox.about(
        parent,
        QCoreApplication.translate("HelpMenu", "About Worldsmith"),
        QCoreApplication.translate("HelpMenu",
            "<h3>Worldsmith {version}</h3>"
            "<p>Design Risk-style worlds, set up scenarios and play them.</p>"
            "<p>Scroll to zoom; drag with the middle mouse button, or hold Space and "
            "drag, to move the map.</p>"
            "<p>Help ▸ User Guide tells the rest.</p>"
        ).format(version=VERSION),
    )


def add_help_menu(window: QMainWindow, *, guide_page: str = FIRST_PAGE,
                  rule_set: Callable[[], str | None] | None = None) -> HelpMenu:
    """Add the Help menu at the end of ``window``'s menu bar; returns it."""
    menu = HelpMenu(window, guide_page, rule_set)
    window.menuBar().addMenu(menu)
    return menu
