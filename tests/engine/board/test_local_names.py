"""Names in the reader's language: the one place that picks them (engine.board.local_names)."""

from __future__ import annotations

import dataclasses

import pytest

from engine.board.local_names import board_names, language_code, languages_of, local_name, with_local_name
from tests.support.boards import pair


@pytest.mark.parametrize(("given", "code"), [
    ("es", "es"), ("es_ES", "es-ES"), ("ES", "es"), ("pt-BR", "pt-BR"), ("", None), (None, None),
    ("C", None), ("español", None),
])
def test_language_codes_as_maps_write_them(given, code):
    assert language_code(given) == code


def test_a_name_in_the_readers_language_then_its_general_language_then_the_base_name():
    names = (("es", "Japón"), ("pt", "Japão"))
    assert local_name("Japan", names, "es") == "Japón"
    assert local_name("Japan", names, "es-MX") == "Japón"  # a Mexican reader reads the Spanish name
    assert local_name("Japan", names, "pt-BR") == "Japão"
    assert local_name("Japan", names, "fr") == "Japan"
    assert local_name("Japan", names, None) == "Japan"
    assert local_name("Japan", (("es-MX", "Japón (MX)"),), "es") == "Japan"  # a regional name is not general


def test_setting_and_clearing_a_name_keeps_the_pairs_sorted():
    names = with_local_name((), "fr", "Japon")
    names = with_local_name(names, "es", "Japón")
    assert names == (("es", "Japón"), ("fr", "Japon"))
    assert with_local_name(names, "es", "Nipón") == (("es", "Nipón"), ("fr", "Japon"))
    assert with_local_name(names, "fr", "") == (("es", "Japón"),)


def test_board_names_fall_back_to_the_base_names():
    board = pair()
    board.set_meta(dataclasses.replace(board.meta, names=(("es", "Pareja"),)))
    board.replace_territory("a", dataclasses.replace(board.territory("a"), names=(("es", "Ah"),)))
    spanish = board_names(board, "es_ES")
    assert spanish.language == "es-ES"
    assert spanish.map == "Pareja"
    assert spanish.territory("a") == "Ah" and spanish.territory("b") == board.territory("b").name
    english = board_names(board, None)
    assert english.map == board.meta.name and english.territory("a") == board.territory("a").name
    assert languages_of(board) == ["es"]
    # The board itself is untouched: its base names are what saves and logs use.
    assert board.territory("a").name != "Ah"
