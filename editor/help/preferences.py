"""Edit ▸ Preferences: the language Worldsmith speaks (System, English, Español), remembered in
the settings and used from the next start.

Why at the next start and not at once: every window writes its menus, panels and log in the
language installed when it is built, and none of them rebuilds its texts when the language
changes; switching the translators live would leave open windows in one language and new
ones in another, and a game's log half in each. The dialog says so plainly instead.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from editor.actions.menu_items import make_action
from editor.app.recent_files import default_settings
from editor.language.app_language import (
    SOURCE_LANGUAGE,
    choose_language,
    chosen_language,
    language_label,
    locale_language,
    translation_languages,
)

# Each language named as its speakers name it, whatever language the app speaks now.
AUTONYMS = {"en": "English", "es": "Español"}


def language_choices() -> list[str]:
    """The languages offered besides System: English and every shipped translation."""
    return [SOURCE_LANGUAGE, *(code for code in translation_languages() if code != SOURCE_LANGUAGE)]


def autonym(code: str) -> str:
    label = AUTONYMS.get(code) or language_label(code)
    return label[:1].upper() + label[1:]


class PreferencesDialog(QDialog):
    """The language, saved when OK is pressed."""

    def __init__(self, settings: QSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("preferencesDialog")
        self.setWindowTitle(self.tr("Preferences"))
        self.setAccessibleName(self.tr("Preferences"))
        self._settings = settings if settings is not None else default_settings()

        self.language_box = QComboBox(self)
        self.language_box.setObjectName("preferences.language")
        self.language_box.setAccessibleName(self.tr("Language"))
        system = locale_language() or SOURCE_LANGUAGE
        self.language_box.addItem(self.tr("System ({language})").format(language=autonym(system.split("-")[0])), "")
        for code in language_choices():
            self.language_box.addItem(autonym(code), code)
        chosen = chosen_language(self._settings) or ""
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(chosen)))

        self.note = QLabel(self.tr("Worldsmith speaks the language you choose from the next time it starts: "
                                   "close every Worldsmith window and start it again."), self)
        self.note.setObjectName("preferences.restartNote")
        self.note.setAccessibleName(self.tr("When the language changes"))
        self.note.setWordWrap(True)

        form = QFormLayout()
        form.addRow(self.tr("&Language:"), self.language_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.setObjectName("preferences.buttons")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)

    def chosen(self) -> str | None:
        """The language picked in the box; None for System."""
        return self.language_box.currentData() or None

    def accept(self) -> None:
        choose_language(self._settings, self.chosen())
        super().accept()


def add_preferences_action(window: QWidget, menu: QMenu, settings: QSettings | None = None) -> QAction:
    """"Preferences…" in ``menu``, above Quit if the menu has one (on macOS Qt moves it to the
    application menu, where Mac users look for it)."""
    action = make_action(window, "action.preferences", QCoreApplication.translate("Preferences", "Pre&ferences…"),
                         [QKeySequence.StandardKey.Preferences],
                         lambda: open_preferences(window, settings),
                         tip=QCoreApplication.translate("Preferences", "Choose the language Worldsmith speaks"))
    action.setMenuRole(QAction.MenuRole.PreferencesRole)
    quit_action = next((a for a in menu.actions() if a.menuRole() == QAction.MenuRole.QuitRole), None)
    if quit_action is None:
        menu.addSeparator()
        menu.addAction(action)
    else:
        menu.insertAction(quit_action, action)
        menu.insertSeparator(quit_action)
    return action


def open_preferences(parent: QWidget | None, settings: QSettings | None = None) -> PreferencesDialog:
    """The dialog, modal to ``parent``'s window, without blocking the caller."""
    dialog = PreferencesDialog(settings, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
