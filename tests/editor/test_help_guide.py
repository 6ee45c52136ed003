"""The User Guide and the Rules: every page in English and Spanish, their pictures and links
there, the pages in the app's language, back and forward, and the search."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QUrl

from editor.help import pages
from editor.help.help_window import MAX_IMAGE_WIDTH, show_help
from tests.editor import help_support

# The shared fixtures (pytest finds fixtures among a module's names).
no_help_window_left = help_support.no_help_window_left


LINK = re.compile(r"\]\(([^)]+)\)")
SLUGS = [slug for slug, _group in pages.PAGES]



@pytest.mark.parametrize("language", ["en", "es"])
def test_every_page_is_written_in_both_languages_and_its_pictures_and_links_are_there(language):
    for slug in SLUGS:
        path = pages.help_dir() / language / f"{slug}.md"
        assert path.is_file(), f"{path} is missing"
        text = path.read_text(encoding="utf-8")
        assert text.startswith("# "), f"{path} has no title"
        for target in LINK.findall(text):
            assert (path.parent / target).resolve().is_file(), f"{path}: {target} leads nowhere"


def test_the_spanish_pages_use_the_spanish_rulebooks_words():
    legacy = (pages.help_dir() / "es" / "rules-legacy.md").read_text(encoding="utf-8")
    economy = (pages.help_dir() / "es" / "rules-economy.md").read_text(encoding="utf-8")
    classic = (pages.help_dir() / "es" / "rules-classic.md").read_text(encoding="utf-8")
    assert "tropas" in legacy and "Ciudad Mayor" in legacy and "canjea" in legacy
    assert "UM" in economy and "armadas" in economy and " MU" not in economy
    assert "ejércitos" in classic and "canjear" in classic


def test_the_guide_shows_its_pictures_fitted_beside_the_contents(qtbot):
    window = show_help("map-editor")
    qtbot.addWidget(window)
    image = window.browser.loadResource(2, QUrl("../images/editor-classic.png"))  # 2: an image
    assert not image.isNull() and image.width() == MAX_IMAGE_WIDTH


def test_the_guide_is_in_english_and_the_contents_follow_the_links_and_back(qtbot):
    window = show_help()
    assert window.language == "en"
    assert window.current_slug() == "getting-started"
    assert window.contents.currentItem().text(0) == "Getting started"
    link = window.browser.source().resolved(QUrl("map-editor.md"))  # a link on the page, as a click follows it
    window.browser.setSource(link)
    assert window.current_slug() == "map-editor"
    assert window.browser.document().toPlainText().startswith("The map editor"), "read as Markdown"
    assert window.contents.currentItem().text(0) == "The map editor"
    assert window.back_button.isEnabled()
    window.back_button.click()
    assert window.current_slug() == "getting-started"
    assert window.forward_button.isEnabled()


def test_the_guide_shows_spanish_pages_when_the_app_speaks_spanish(qtbot, spanish):
    window = show_help("playing-legacy")
    assert window.language == "es"
    assert "Primeros pasos" in window.page_titles()
    assert "Reglas: Risk Legacy" in window.page_titles()
    assert window.browser.document().toPlainText().startswith("Jugar una campaña de Risk Legacy")


def test_a_language_without_pages_reads_the_english_ones():
    assert pages.help_language("es-AR") == "es"
    assert pages.help_language("de") == "en"


def test_the_search_keeps_the_pages_holding_every_word_and_finds_it_on_the_page(qtbot):
    window = show_help("getting-started")
    window.search.setText("shapefile")
    assert window.matching_titles() == ["Import and export"]
    window.search.setText("missile signature")
    assert window.matching_titles() == ["Playing a Risk Legacy campaign", "Rules: Risk Legacy"]
    assert window.find_next(), "Enter goes to the first page holding the word"
    assert window.current_slug() == "playing-legacy"
    assert window.browser.textCursor().selectedText().casefold() == "missile"
    window.search.clear()
    assert len(window.matching_titles()) == len(SLUGS)
