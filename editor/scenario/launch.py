"""Starting the scenario designer: ``worldsmith scenario [FILE] [--map MAP] [--legacy]``
(editor/app/application.py runs it), and the map editor's Scenario menu (which asks through
editor/app/windows.py, which editor/app/application.py points here).

- ``FILE`` that exists: open it.
- ``FILE`` that does not exist, with ``--map``: a new scenario on MAP that Save writes to FILE.
- no ``FILE``: a new scenario on ``--map`` (default: the classic world), Legacy with ``--legacy``,
  the MU economy on a map with water (its navies' seas), classic otherwise.

``MAP`` is a map file's path or a shipped map's name (``classic``, ``classic-mu``...), as a
scenario file's ``map:`` is (engine/scenario/map_reference.py).

A designer window has no parent (the editor may close first): :func:`show_scenario_window`
keeps it alive until it is closed.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from editor.scenario.scenario_document import ScenarioDocument
from editor.scenario.scenario_window import (
    ScenarioWindow,
    ask_rule_set,
    load_scenario_document,
    new_scenario_document,
)
from engine.board import Board, load_map
from engine.files.errors import FileFormatError
from engine.resources import maps_dir
from engine.scenario.map_reference import SUFFIX, is_shipped_name, shipped_map_names

EXIT_OK, EXIT_UNREADABLE = 0, 2
DEFAULT_MAP = "classic.yaml"  # the map shipped with Worldsmith that a new scenario is on unless told

_open_windows: list[ScenarioWindow] = []  # designer windows without a parent, kept alive until closed


# lupdate reads the context from literal translate("Context", "text") calls.
translate = QCoreApplication.translate


def start_designer(path: str | None, map_path: str | None = None, legacy: bool = False, *,
                   settings: QSettings | None = None) -> int | None:
    """``worldsmith scenario``: the designer on a scenario file or a new scenario (see the module
    notes). None once the window shows (the event loop runs it), else EXIT_UNREADABLE: the
    files cannot be read, and it has said why."""
    window = launch_scenario(path, map_path, legacy, settings=settings)
    return EXIT_UNREADABLE if window is None else None


def launch_scenario(path: str | Path | None, map_path: str | Path | None = None, legacy: bool = False, *,
                    settings: QSettings | None = None) -> ScenarioWindow | None:
    """Everything before the event loop: the document (see the module notes) in a shown
    window. None (after saying why) if the files cannot be read."""
    document = _document_for(path, map_path, legacy)
    if document is None:
        return None
    return show_scenario_window(ScenarioWindow(document, settings=settings))


def _document_for(path, map_path, legacy: bool) -> ScenarioDocument | None:
    if path is not None and (Path(path).exists() or map_path is None):
        loaded = load_scenario_document(None, Path(path))
        if loaded is None:
            return None
        document, warnings = loaded
        for warning in warnings:
            print(str(warning), file=sys.stderr)
        return document
    if map_path is None:
        map_path = maps_dir() / DEFAULT_MAP
    else:
        map_path = _say_if_none(map_file(map_path), unknown_map_message(map_path))
        if map_path is None:
            return None
    try:
        board = load_map(map_path).board
    except FileFormatError as error:
        message = translate("ScenarioLaunch", "This map cannot be used:\n\n{error}").format(error=str(error))
        print(message, file=sys.stderr)
        QMessageBox.critical(None, translate("ScenarioLaunch", "Cannot Open Map"), message)
        return None
    # A map with water is made for the MU economy (as the new-game dialog has it).
    rules = True if legacy else ("economy" if any(not t.is_land for t in board.territories) else False)
    document = new_scenario_document(board, map_path, rules)
    if path is None:
        return document
    # A new file: Save writes there.
    return ScenarioDocument(document.scenario, board, path, map_path)


def map_file(argument: str | Path) -> Path | None:
    """The map ``--map`` names: a file at that path, else the shipped map of that name
    (``classic``, or ``classic.yaml``); None if it is neither."""
    path = Path(argument)
    if path.is_file():
        return path
    name = path.name.removesuffix(SUFFIX) if path.name == str(argument) else ""
    if is_shipped_name(name) and name in shipped_map_names():
        return maps_dir() / f"{name}{SUFFIX}"
    return None


def unknown_map_message(argument: str | Path) -> str:
    return translate("ScenarioLaunch", "There is no map file or shipped map called '{map}'.\n\n"
                                       "Give a map file's path, or one of the shipped maps: {names}.").format(
        map=str(argument), names=", ".join(shipped_map_names()))


def _say_if_none(value, message: str):
    """``value``, or None after saying ``message`` on the terminal and in a box."""
    if value is None:
        print(message, file=sys.stderr)
        QMessageBox.critical(None, translate("ScenarioLaunch", "Cannot Open Map"), message)
    return value


def show_scenario_window(window: ScenarioWindow) -> ScenarioWindow:
    """Show a top-level designer window and keep it alive until it closes."""
    _open_windows.append(window)
    window.destroyed.connect(lambda _obj=None, w=window: _forget(w))
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    return window


def _forget(window: ScenarioWindow) -> None:
    if window in _open_windows:
        _open_windows.remove(window)


def open_scenario_window(parent: QWidget | None = None, path: str | Path | None = None, *,
                         settings: QSettings | None = None) -> ScenarioWindow | None:
    """Scenario ▸ Open Scenario…: ask for a file (unless given) and show it in a designer."""
    if path is None:
        from PySide6.QtWidgets import QFileDialog

        chosen, _filter = QFileDialog.getOpenFileName(
            parent, translate("ScenarioLaunch", "Open Scenario"), "",
            translate("ScenarioLaunch", "Worldsmith scenarios (*.yaml *.yml);;All files (*)"))
        if not chosen:
            return None
        path = chosen
    loaded = load_scenario_document(parent, Path(path))
    if loaded is None:
        return None
    return show_scenario_window(ScenarioWindow(loaded[0], settings=settings))


def new_scenario_window(parent: QWidget | None, board: Board, map_path: str | Path, legacy: bool | None = None,
                        *, settings: QSettings | None = None) -> ScenarioWindow | None:
    """Scenario ▸ New Scenario on This Map…: classic or Legacy (asked unless given), then a
    designer on a new scenario for the map saved at ``map_path``."""
    if legacy is None:
        legacy = ask_rule_set(parent)
        if legacy is None:
            return None
    document = new_scenario_document(board, map_path, legacy)
    return show_scenario_window(ScenarioWindow(document, settings=settings))
