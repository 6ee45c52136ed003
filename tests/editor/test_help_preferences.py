"""Preferences: the language (System, English, Español) is saved in the settings and used from
the next start, before LANG; every kind of window reaches it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialogButtonBox

from editor.app.application import install_translators
from editor.help.preferences import PreferencesDialog
from editor.language.app_language import LANGUAGE_KEY, app_language, chosen_language, startup_locale
from tests.editor import help_support
from tests.editor.help_support import WINDOW_KINDS

# The shared fixtures (pytest finds fixtures among a module's names).
make_kind = help_support.make_kind
no_help_window_left = help_support.no_help_window_left


MENUS = {"editor": "menu.edit", "designer": "menu.edit", "classic": "menu.game", "legacy": "menu.file",
         "economy": "menu.game"}


def start_with(app, settings: QSettings) -> str | None:
    """The language the app speaks after a start with ``settings`` (translators removed after)."""
    installed = install_translators(app, settings=settings)
    try:
        return app_language()
    finally:
        for translator in installed:
            QCoreApplication.removeTranslator(translator)


@pytest.mark.parametrize("kind", WINDOW_KINDS)
def test_every_window_reaches_preferences_above_quit(make_kind, kind):
    window = make_kind(kind)
    action = window.findChild(QAction, "action.preferences")
    assert action.menuRole() == QAction.MenuRole.PreferencesRole, "macOS puts it in the application menu"
    menu = next(a.menu() for a in window.menuBar().actions() if a.menu() and a.menu().objectName() == MENUS[kind])
    entries = [a for a in menu.actions() if not a.isSeparator()]
    assert action in entries
    roles = [a.menuRole() for a in entries]
    if QAction.MenuRole.QuitRole in roles:
        assert entries.index(action) == roles.index(QAction.MenuRole.QuitRole) - 1


def test_preferences_saves_the_language_and_the_next_start_speaks_it(qtbot, qapp, make_kind, settings):
    window = make_kind("editor")
    window.findChild(QAction, "action.preferences").trigger()
    dialog = window.findChild(PreferencesDialog)
    assert dialog.isVisible() and dialog.isModal()
    box = dialog.language_box
    assert [box.itemData(i) for i in range(box.count())] == ["", "en", "es"]
    assert [box.itemText(i) for i in range(1, box.count())] == ["English", "Español"]
    assert box.itemText(0).startswith("System")
    assert box.currentIndex() == 0, "System until something else is chosen"
    assert "next time it starts" in dialog.note.text()

    box.setCurrentIndex(box.findData("es"))
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert QSettings(settings.fileName(), QSettings.Format.IniFormat).value(LANGUAGE_KEY) == "es"
    assert app_language() == "en", "the running app keeps its language until it restarts"
    assert start_with(qapp, settings) == "es"


def test_the_chosen_language_comes_before_the_systems_and_system_follows_lang(qapp, settings, monkeypatch):
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("es_ES")))
    assert start_with(qapp, settings) == "es", "nothing chosen: the system's language"
    settings.setValue(LANGUAGE_KEY, "en")
    assert start_with(qapp, settings) == "en"
    assert startup_locale(settings).language() == QLocale.Language.English


def test_cancel_keeps_the_choice_and_system_forgets_it(qtbot, settings):
    settings.setValue(LANGUAGE_KEY, "es")
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.chosen() == "es"
    dialog.language_box.setCurrentIndex(1)
    dialog.reject()
    assert chosen_language(settings) == "es"
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.language_box.setCurrentIndex(0)
    dialog.accept()
    assert chosen_language(settings) is None and not settings.contains(LANGUAGE_KEY)


def test_a_language_no_longer_shipped_counts_as_system(settings):
    settings.setValue(LANGUAGE_KEY, "xx")
    assert chosen_language(settings) is None
