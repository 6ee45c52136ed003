"""The app speaks English and Spanish: every user-visible string is translated."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from editor.language.app_language import translation_file
from engine.core import events
from engine.resources import resources_dir

SPANISH = resources_dir() / "translations" / "worldsmith_es.ts"
ROOT = Path(__file__).resolve().parents[2]
# What tools/update_translations.py scans: the app, and the engine's marked messages.
SOURCE_FOLDERS = ("editor", "engine")


def sources_in(ts: Path) -> set[tuple[str, str]]:
    root = ET.parse(ts).getroot()
    return {
        (context.findtext("name"), message.findtext("source"))
        for context in root.iter("context")
        for message in context.iter("message")
    }


def test_every_spanish_string_is_translated():
    root = ET.parse(SPANISH).getroot()
    unfinished = [
        m.findtext("source") for m in root.iter("message")
        if m.find("translation").get("type") in ("unfinished", "obsolete")
    ]
    assert unfinished == []


def test_the_translation_file_covers_every_string_in_the_code(tmp_path):
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate is not installed next to this Python")
    fresh = tmp_path / "fresh.ts"
    files = sorted(str(p) for folder in SOURCE_FOLDERS for p in (ROOT / folder).rglob("*.py"))
    subprocess.run([str(lupdate), *files, "-ts", str(fresh)], check=True, capture_output=True)
    missing = sources_in(fresh) - sources_in(SPANISH)
    assert missing == set(), "run tools/update_translations.py and translate the new strings"
    # A string without a context is never found at run time: a module-level tr() helper hides
    # the context from lupdate (tools/inline_tr.py rewrites such helpers).
    nameless = sorted(source for context, source in sources_in(fresh) if not context)
    assert nameless == [], "use self.tr or translate(\"Context\", ...) so lupdate sees the context"


def engine_templates() -> set[tuple[str, str]]:
    """(context, template) of everything the engine says to people: the events' templates
    and every text it marks with QT_TRANSLATE_NOOP (refusals)."""
    found = set()
    for kind in vars(events).values():
        if isinstance(kind, type) and issubclass(kind, events.Event) and kind is not events.Event:
            found.add(("Event", kind.template))
            if kind.public_template:
                found.add(("Event", kind.public_template))
    for path in (ROOT / "engine").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "QT_TRANSLATE_NOOP":
                context, text = (arg.value for arg in node.args)
                found.add((context, text))
    return found


def test_everything_the_engine_says_has_a_spanish_translation_with_its_placeholders():
    root = ET.parse(SPANISH).getroot()
    spanish = {
        (context.findtext("name"), message.findtext("source")): message.find("translation")
        for context in root.iter("context") for message in context.iter("message")
    }
    templates = engine_templates()
    assert {context for context, _text in templates} == {"Event", "Phase", "Refusal", "ScenarioError", "PlayerFigure",
                                                         "Catalogue", "Interchange", "BalanceFinding",
                                                         "SuggestedNames", "CampaignError", "RuleOptions"}
    assert len(templates) > 50
    for key in sorted(templates):
        translation = spanish.get(key)
        assert translation is not None and translation.get("type") is None and translation.text, key
        assert sorted(re.findall(r"\{\w*\}", translation.text)) == sorted(re.findall(r"\{\w*\}", key[1])), key


def test_spanish_is_found_for_a_spanish_locale():
    assert translation_file(QLocale("es_ES")) == SPANISH.with_suffix(".qm")
    assert translation_file(QLocale("es_MX")) == SPANISH.with_suffix(".qm")


def test_the_compiled_spanish_menus_read_in_spanish(qapp):
    translator = QTranslator()
    assert translator.load(str(SPANISH.with_suffix(".qm")))
    QCoreApplication.installTranslator(translator)
    try:
        assert QCoreApplication.translate("MainWindow", "&File") == "&Archivo"
        assert QCoreApplication.translate("MainWindow", "Open Map") == "Abrir mapa"
    finally:
        QCoreApplication.removeTranslator(translator)


# -- English plural forms ------------------------------------------------------------------------------

ENGLISH = resources_dir() / "translations" / "worldsmith_en.ts"


def test_every_count_has_its_english_singular_and_plural():
    """"1 troop", "2 troops": every message with a count (%n) has both English forms, none of
    them still saying "(s)"."""
    root = ET.parse(ENGLISH).getroot()
    plurals = [m for m in root.iter("message") if m.get("numerus") == "yes"]
    assert plurals, "worldsmith_en.ts holds the plural messages"
    for message in plurals:
        forms = [f.text or "" for f in message.find("translation").iter("numerusform")]
        assert len(forms) == 2 and all(forms), message.findtext("source")
        assert not any(re.search(r"\((s|es|ies)\)", form) for form in forms), forms
        assert message.find("translation").get("type") is None, message.findtext("source")


def test_an_english_reader_sees_one_territory_and_two_territories():
    """The app installs the English plural forms under every language (the tests' own
    conftest does too): the source's "territory(ies)" reads right for 1 and for 2."""
    one = QCoreApplication.translate("MapActions", "Deleted %n territory(ies).", "", 1)
    two = QCoreApplication.translate("MapActions", "Deleted %n territory(ies).", "", 2)
    assert (one, two) == ("Deleted 1 territory.", "Deleted 2 territories.")


def test_english_is_not_offered_as_a_translation():
    """English is the source language: its file of plural forms is not a language to choose."""
    from editor.language.app_language import translation_file, translation_languages

    assert "en" not in translation_languages()
    assert translation_file(QLocale("en_GB")) is None
