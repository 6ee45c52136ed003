"""Boards for the editor tests: a plain Voronoi world and one with seas, lakes and sea-lines."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QSettings

from engine.board import (
    Board,
    Connection,
    ConnectionKind,
    Continent,
    PolygonPart,
    Ring,
    TerritoryKind,
)
from engine.board.generate import voronoi_board
from tests.editor.test_main_window import Boxes

SEA = ConnectionKind.SEA_LINE


def archipelago_board() -> Board:
    """voronoi_board(42, 30, seed=3) with an ocean strip cut out of the middle, three
    continents, two sea territories, a lake in t12 and a few sea-lines (one-way and one
    wrapping around the world).

    Removed (ocean): every territory whose label x lies between 40 % and 58 % of the width,
    among them t13 and t25.
    """
    base = voronoi_board(42, 30, seed=3)
    width, height = base.meta.width, base.meta.height
    continents = [
        Continent("west", "Westland", "#d9a441", 3),
        Continent("east", "Eastmark", "#6aa84f", 5),
        Continent("south", "Southreach", "#c4604a", 2),
    ]
    territories = []
    removed = set()
    for territory in base.territories:
        x, y = base.label_point(territory.id)
        if 0.40 * width < x < 0.58 * width:
            removed.add(territory.id)
            continue
        continent = "west" if x < 0.4 * width else ("east" if y < 0.6 * height else "south")
        kind = TerritoryKind.LAND
        if territory.id in ("t19", "t21"):
            kind, continent = TerritoryKind.SEA, None
        territories.append(dataclasses.replace(territory, continent=continent, kind=kind))
    ids = [t.id for t in territories]
    lakeside = territories[ids.index("t12")]
    cx, cy = lakeside.label
    lake = Ring([(cx - 30, cy - 8), (cx + 30, cy - 12), (cx + 35, cy + 10), (cx - 25, cy + 14)])
    territories[ids.index("t12")] = dataclasses.replace(
        lakeside,
        name="Lakeside Northwest Territory",
        parts=(PolygonPart(lakeside.parts[0].outer, (lake,)),),
    )
    connections = [c for c in base.connections if c.a not in removed and c.b not in removed]
    connections += [
        Connection("t32", "t41", SEA),
        Connection("t39", "t34", SEA, one_way=True),
        Connection("t34", "t39", SEA, one_way=True),
        Connection("t24", "t37", SEA, wraps=True),  # far left to far right, around the world
        Connection("t28", "t19", SEA),  # land to a sea territory
    ]
    return Board(base.meta, continents, territories, connections)


@pytest.fixture(autouse=True, scope="session")
def window_kinds() -> None:
    """Windows open one another through editor/app/windows.py; the app registers the launchers that
    answer when it starts (editor.app.application.create_application), and so do the tests, which make
    their windows without it."""
    from editor.app.application import register_window_kinds

    register_window_kinds()


@pytest.fixture(autouse=True, scope="session")
def english_plurals(qapp):
    """The app installs the English plural forms at start ("1 troop", "2 troops"); so do the
    tests, which make their windows without it."""
    from PySide6.QtCore import QTranslator

    from editor.language.app_language import english_plurals_file

    translator = QTranslator(qapp)
    path = english_plurals_file()
    if path is not None and translator.load(str(path)):
        qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


@pytest.fixture
def board() -> Board:
    return voronoi_board(42, 30, seed=3)


@pytest.fixture
def archipelago() -> Board:
    return archipelago_board()


@pytest.fixture
def boxes(monkeypatch) -> Boxes:
    """Message boxes answered by the test, never shown (see Boxes)."""
    return Boxes(monkeypatch)


@pytest.fixture
def settings(tmp_path) -> QSettings:
    """A settings file of the test's own, never the user's."""
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def spanish(qapp):
    """Spanish installed as editor/app/application.py does for a Spanish locale (the shipped
    catalogue), removed afterwards so later tests read English again."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from editor.app.application import install_translators
    from editor.language.app_language import app_language

    installed = install_translators(qapp, QLocale("es_ES"))
    assert app_language() == "es"
    yield
    for translator in installed:
        QCoreApplication.removeTranslator(translator)
    assert app_language() == "en"
