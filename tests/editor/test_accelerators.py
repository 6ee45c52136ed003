"""Every menu's underlined letters are its own, in English and in Spanish (issue 33, item 6).

Issue 33: "3 menu accelerator clashes the translation introduced" — a translator picks the &
letter of each title anew, and two entries of one menu with the same letter make Alt+letter (or
the letter, with the menu open) land on the first of them, never the second. Each window kind is
built in each language (Spanish from the compiled catalogue the app ships) and every menu bar
and every menu in it, submenus included, is checked.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

from engine.resources import resources_dir
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.editor.test_shortcuts_everywhere import WINDOWS

SPANISH_QM = resources_dir() / "translations" / "worldsmith_es.qm"


def accelerator(text: str) -> str | None:
    """The underlined letter of a menu text ("&Archivo" → "a"), lower case; None without one.
    "&&" is a literal ampersand, not a mark."""
    plain = text.replace("&&", "")
    at = plain.find("&")
    if at < 0 or at + 1 >= len(plain):
        return None
    return plain[at + 1].lower()


def repeated(actions: list[QAction]) -> dict[str, list[str]]:
    """Letter → the texts that share it, for every letter two visible entries share."""
    by_letter: dict[str, list[str]] = {}
    for action in actions:
        if action.isSeparator() or not action.isVisible():
            continue
        letter = accelerator(action.text())
        if letter is not None:
            by_letter.setdefault(letter, []).append(action.text())
    return {letter: texts for letter, texts in by_letter.items() if len(texts) > 1}


def menus_of(window: QMainWindow) -> Iterator[tuple[str, QMenu]]:
    """(path, menu) for every menu reachable from the window's menu bar, submenus included."""
    pending = [(action.text(), action.menu()) for action in window.menuBar().actions() if action.menu()]
    while pending:
        path, menu = pending.pop()
        menu.aboutToShow.emit()  # menus filled when they open (recent files, windows) fill now
        yield path, menu
        pending += [(f"{path} ▸ {a.text()}", a.menu()) for a in menu.actions() if a.menu() and a.isVisible()]


def clashes(window: QMainWindow) -> dict[str, dict[str, list[str]]]:
    """Menu path (or "menu bar") → its repeated letters; empty when every letter is unique."""
    found = {}
    bar = repeated(window.menuBar().actions())
    if bar:
        found["menu bar"] = bar
    for path, menu in menus_of(window):
        inside = repeated(menu.actions())
        if inside:
            found[path] = inside
    return found


@pytest.fixture(params=["en", "es"])
def language(request, qapp) -> Iterator[str]:
    """The app's language while a window is built: Spanish installs the shipped catalogue."""
    if request.param == "en":
        yield "en"
        return
    translator = QTranslator()
    assert translator.load(str(SPANISH_QM)), "run tools/update_translations.py"
    QCoreApplication.installTranslator(translator)
    try:
        yield "es"
    finally:
        QCoreApplication.removeTranslator(translator)


@pytest.mark.parametrize("kind", list(WINDOWS))
def test_every_menu_letter_is_unique_in_both_languages(kind, language, request, qtbot):
    window = WINDOWS[kind](request)
    if language == "es":  # the window really speaks Spanish: the check is not run on English twice
        titles = [a.text() for a in window.menuBar().actions()]
        assert any(t in titles for t in ("&Archivo", "&Partida", "&Escenario")), titles
    assert clashes(window) == {}


def test_the_check_sees_a_clash_the_way_a_translation_makes_one(qtbot):
    """Two entries of one menu marked on the same letter (in any case), as "&Guardar" and
    "&Girar" would be, are reported; "&&" is not a mark, and an entry without & is ignored."""
    window = QMainWindow()
    qtbot.addWidget(window)
    menu = window.menuBar().addMenu("&Editar")
    window.menuBar().addMenu("&Escenario")
    for text in ("&Guardar", "&girar", "Sin marca", "A && B", "&Cortar"):
        menu.addAction(text)
    assert accelerator("A && B") is None
    assert clashes(window) == {"menu bar": {"e": ["&Editar", "&Escenario"]},
                               "&Editar": {"g": ["&Guardar", "&girar"]}}
