"""The app's language, a map's names in it, and the engine's words translated."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from editor.language.app_language import app_language, language_label, locale_language, map_title
from editor.language.engine_text import refusal_text
from engine.core.errors import InvalidTerritory
from engine.core.messages import TerritoryName
from engine.resources import maps_dir


class _Translator(QTranslator):
    """Translates what it is given, whatever the file."""

    def __init__(self, table: dict[tuple[str, str], str]) -> None:
        super().__init__()
        self.table = table

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: N802 (Qt's)
        return self.table.get((context, source), "")

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's)
        return False


def installed(table):
    translator = _Translator(table)
    QCoreApplication.installTranslator(translator)
    return translator


def test_the_apps_language_is_the_translations(qapp):
    assert app_language() == "en"
    translator = installed({("Language", "en"): "pt_BR"})
    try:
        assert app_language() == "pt-BR"
    finally:
        QCoreApplication.removeTranslator(translator)
    assert app_language() == "en"


def test_the_language_for_a_locale_is_english_without_a_translation():
    assert locale_language(QLocale("es_AR")) == "es-AR"
    assert locale_language(QLocale("de_DE")) == "en"
    assert language_label("es") == "español"


def test_a_map_title_is_read_from_the_first_lines_in_the_apps_language(qapp, tmp_path):
    classic = maps_dir() / "classic.yaml"
    assert map_title(classic) == "Classic World"
    translator = installed({("Language", "en"): "es"})
    try:
        assert map_title(classic) == "Mundo clásico"
        plain = tmp_path / "plain.yaml"
        plain.write_text("format: worldsmith-map\nschema: 1\nname: 'Plain: Land'\n", encoding="utf-8")
        assert map_title(plain) == "Plain: Land"
        broken = tmp_path / "broken.yaml"
        broken.write_text("name: [unclosed\nnames: {es: x\n", encoding="utf-8")
        assert map_title(broken) is None
        assert map_title(tmp_path / "missing.yaml") is None
    finally:
        QCoreApplication.removeTranslator(translator)


def test_a_refusal_is_translated_and_filled_with_the_readers_names(qapp):
    error = InvalidTerritory("{source} does not border {target}", source=TerritoryName(3, "Ural"),
                             target=TerritoryName(7, "Japan"))
    names = {3: "Ural", 7: "Japón"}
    english = refusal_text(error, territory_name=names.get, seat_name=str)
    assert english == "Ural does not border Japón"  # untranslated template, the reader's names
    translator = installed({("Refusal", "{source} does not border {target}"): "{source} no limita con {target}"})
    try:
        assert refusal_text(error, territory_name=names.get, seat_name=str) == "Ural no limita con Japón"
    finally:
        QCoreApplication.removeTranslator(translator)
    # A translation with a mistyped placeholder must not hide the reason: the English is used.
    translator = installed({("Refusal", "{source} does not border {target}"): "{origen} no limita con {target}"})
    try:
        assert refusal_text(error, territory_name=names.get, seat_name=str) == "Ural does not border Japón"
    finally:
        QCoreApplication.removeTranslator(translator)
