"""A scenario whose map is not where its ``map:`` says: offer to locate the map.

A scenario names its map by a path from its own folder (engine/scenario/map_reference.py),
so a scenario moved without its map no longer finds it. Opening one says so in a box with
a "Locate Map…" button: the map chosen then opens with the scenario, and the document is
marked modified, so that Save writes the map's new place in ``map:``.

Without anyone to answer a dialog (Qt's headless platforms: the command line without a
display) only the message is given.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from editor import dialogs
from editor.scenario.scenario_document import ScenarioDocument
from engine.board import load_map
from engine.files.errors import FileFormatError
from engine.scenario import LoadedScenario, load_scenario

# Platforms on which no one sees a window, so no one could answer the box.
HEADLESS_PLATFORMS = frozenset({"offscreen", "minimal"})

# lupdate reads the context from literal translate("Context", "text") calls.
translate = QCoreApplication.translate


def lost_map(path: Path) -> tuple[LoadedScenario, Path] | None:
    """The scenario at ``path`` and the map file its ``map:`` names, if that file is missing;
    None if the scenario itself cannot be read or its map is there."""
    try:
        loaded = load_scenario(path)
    except (FileFormatError, OSError):
        return None
    map_path = loaded.map_path()
    if map_path is None or map_path.is_file():
        return None
    return loaded, map_path


def can_ask() -> bool:
    """Whether a person can answer a dialog (not on a headless platform)."""
    return QGuiApplication.platformName() not in HEADLESS_PLATFORMS


def lost_map_hint() -> str:
    return translate("LocateMap", "The scenario may have been moved without its map. Choose Locate Map… to "
                                  "show where the map is now; saving the scenario then keeps the new place.")


def ask_for_map(parent: QWidget | None, title: str, text: str, start_folder: Path) -> Path | None:
    """The error box with a "Locate Map…" button; the map file chosen, or None (closed)."""
    box = QMessageBox(QMessageBox.Icon.Critical, title, text, QMessageBox.StandardButton.Close, parent)
    box.setObjectName("lostMapBox")
    box.setAccessibleName(title)
    box.setInformativeText(lost_map_hint())
    locate = box.addButton(translate("LocateMap", "&Locate Map…"), QMessageBox.ButtonRole.AcceptRole)
    locate.setObjectName("locateMap")
    locate.setAccessibleName(translate("LocateMap", "Locate the map"))
    box.setDefaultButton(locate)
    box.exec()
    if box.clickedButton() is not locate:
        return None
    chosen, _filter = QFileDialog.getOpenFileName(
        parent, translate("LocateMap", "Locate the Scenario's Map"), str(start_folder),
        translate("ScenarioWindow", "Worldsmith maps (*.yaml *.yml);;All files (*)"))
    return Path(chosen) if chosen else None


def open_on_map(loaded: LoadedScenario, scenario_path: Path, map_path: Path) -> tuple[ScenarioDocument, list]:
    """The scenario on the map at ``map_path``, modified (its ``map:`` is to be rewritten).
    Raises FileFormatError or OSError if the map cannot be read."""
    board_file = load_map(map_path)
    document = ScenarioDocument(loaded.scenario, board_file.board, scenario_path, map_path)
    # Never clean until saved: the file on disk still names the old place.
    document.undo_stack.resetClean()
    note = translate("LocateMap", "the map is now {map}: save the scenario to keep it").format(map=str(map_path))
    return document, [note, *loaded.warnings, *board_file.warnings]


def locate_and_open(parent: QWidget | None, scenario_path: Path, lost: tuple[LoadedScenario, Path],
                    title: str, text: str) -> tuple[ScenarioDocument, list] | None:
    """Ask for the map until one opens or the person gives up (None)."""
    loaded, _missing = lost
    while True:
        chosen = ask_for_map(parent, title, text, scenario_path.resolve().parent)
        if chosen is None:
            return None
        try:
            return open_on_map(loaded, scenario_path, chosen)
        except (FileFormatError, OSError) as error:
            text = translate("ScenarioWindow", "This map cannot be used:\n\n{error}").format(error=str(error))


def say_map_is_lost(parent: QWidget | None, title: str, text: str) -> None:
    """No one to answer: the message, with what to do about it."""
    dialogs.show_error(parent, title, f"{text}\n\n{lost_map_hint_without_dialog()}")


def lost_map_hint_without_dialog() -> str:
    return translate("LocateMap", "The scenario may have been moved without its map: put the map back, or "
                                  "correct the map: line in the file (a path from the scenario's folder, or a "
                                  "shipped map's name).")
