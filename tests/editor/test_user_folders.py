"""What the user makes is offered in <Documents>/Worldsmith/<kind>, never inside the installation
(issue 32: a campaign's save dialog opened inside site-packages/scenarios).

HOME points at the test's own folder, so Qt's documents folder (QStandardPaths) is
<tmp>/home/Documents; every file dialog is answered by the test, which records where it opened.
"""

from __future__ import annotations

import sys
import sysconfig
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog

from editor.actions.file_actions import EXPORT_FOLDER_KEY
from editor.app import user_folders
from editor.docks.balance_dock import BalanceDock
from editor.play.legacy import campaign_setup
from editor.play.legacy.seats_dialog import SeatsDialog
from editor.play.play_window import SAVE_FOLDER_KEY, PlayWindow
from editor.scenario.scenario_document import ScenarioDocument
from editor.scenario.scenario_window import FOLDER_KEY as SCENARIO_FOLDER_KEY
from editor.scenario.scenario_window import ScenarioWindow
from engine.resources import maps_dir, scenarios_dir
from tests.editor.play.helpers import close_quietly, new_controller
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)

NEW_WORLD = scenarios_dir() / "legacy-new-world.yaml"


@pytest.fixture(autouse=True)
def documents(tmp_path, monkeypatch) -> Path:
    """The documents folder Qt names for a user whose home is <tmp>/home."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)  # user-dirs.dirs is read from the new home
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert Path(location) == home / "Documents"
    return home / "Documents"


@pytest.fixture
def dialogs_asked(monkeypatch) -> list[Path]:
    """Every save dialog's suggested path (the dialogs answer Cancel)."""
    asked: list[Path] = []

    def save_dialog(parent, title="", directory="", *args, **kwargs):
        asked.append(Path(directory))
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    return asked


def assert_outside_the_installation(path: Path) -> None:
    for shipped in (scenarios_dir(), maps_dir()):
        assert not path.resolve().is_relative_to(shipped.resolve()), path
    assert not user_folders.inside_installation(path), path


# -- the folders themselves ------------------------------------------------------------------------
def test_each_kind_has_its_folder_under_documents_made_on_first_use(documents):
    for kind in user_folders.KINDS:
        assert not (documents / "Worldsmith" / kind).exists()
        folder = user_folders.documents_folder(kind)
        assert folder == documents / "Worldsmith" / kind and folder.is_dir()
    with pytest.raises(ValueError, match="unknown kind"):
        user_folders.documents_folder("Downloads")


def test_the_installation_is_recognised_and_the_users_folders_are_not(documents, tmp_path):
    for installed in (scenarios_dir(), maps_dir() / "classic.yaml", Path(sys.prefix),
                      Path(sysconfig.get_paths()["purelib"]) / "anything"):
        assert user_folders.inside_installation(installed), installed
    for users in (documents, tmp_path / "elsewhere", Path.home()):
        assert not user_folders.inside_installation(users), users


def test_a_remembered_folder_is_kept_unless_it_is_gone_or_inside_the_installation(documents, tmp_path):
    mine = tmp_path / "my games"
    mine.mkdir()
    saves = documents / "Worldsmith" / "Saves"
    assert user_folders.start_folder(user_folders.SAVES, str(mine)) == mine
    assert user_folders.start_folder(user_folders.SAVES, str(scenarios_dir())) == saves
    assert user_folders.start_folder(user_folders.SAVES, str(tmp_path / "deleted")) == saves
    assert user_folders.start_folder(user_folders.SAVES, None) == saves
    assert user_folders.start_folder(user_folders.SAVES, "") == saves


# -- the dialogs -----------------------------------------------------------------------------------
def test_a_new_campaign_from_the_shipped_scenario_is_offered_in_documents(qtbot, settings, documents,
                                                                           dialogs_asked, monkeypatch):
    monkeypatch.setattr(SeatsDialog, "exec", lambda dialog: QDialog.DialogCode.Accepted)
    # Even when the last campaign was (somehow) kept among the shipped scenarios.
    settings.setValue(campaign_setup.CAMPAIGN_FOLDER_KEY, str(scenarios_dir()))
    assert campaign_setup.new_campaign_from_file(None, NEW_WORLD, settings=settings) is None  # cancelled
    assert dialogs_asked == [documents / "Worldsmith" / "Campaigns" / "Legacy a new world campaign.yaml"]
    assert dialogs_asked[0].parent.is_dir()  # the dialog opens there only if it exists
    assert_outside_the_installation(dialogs_asked[0])


@pytest.fixture
def play_window(qtbot, settings, tmp_path):
    window = PlayWindow(new_controller("human", "random", autosave=tmp_path / "autosave.yaml"), settings=settings,
                        autosave_path=tmp_path / "autosave.yaml")
    qtbot.addWidget(window, before_close_func=close_quietly)
    yield window
    window.controller.shutdown()


def test_save_game_as_opens_in_documents_saves(play_window, documents, dialogs_asked):
    play_window.findChild(QAction, "action.saveGameAs").trigger()
    assert dialogs_asked[-1].parent == documents / "Worldsmith" / "Saves"
    assert_outside_the_installation(dialogs_asked[-1])


def test_save_game_as_keeps_the_users_last_folder_but_not_one_in_the_installation(
        play_window, settings, documents, dialogs_asked, tmp_path):
    settings.setValue(SAVE_FOLDER_KEY, str(tmp_path))
    play_window.save_as()
    assert dialogs_asked[-1].parent == tmp_path
    settings.setValue(SAVE_FOLDER_KEY, str(scenarios_dir()))
    play_window.save_as()
    assert dialogs_asked[-1].parent == documents / "Worldsmith" / "Saves"


def test_exports_open_in_documents_exports_even_for_a_shipped_map(make_window, settings, documents,  # noqa: F811
                                                                    dialogs_asked, monkeypatch, tmp_path):
    from engine.board import load_map

    shipped = maps_dir() / "tutorial.yaml"
    window = make_window(load_map(shipped).board, shipped)
    exports = documents / "Worldsmith" / "Exports"
    assert window.export_image() is None  # File ▸ Export Image…, cancelled
    assert dialogs_asked[-1] == exports / "tutorial.png"
    offered = []

    def answer(dialog):
        offered.append(Path(dialog.path()))
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(type(window), "_ask_interchange_options", lambda self, dialog: answer(dialog))
    assert window.export_map_dialog() is None  # File ▸ Export…, cancelled
    assert offered[0].parent == exports and offered[0].stem == "tutorial"
    # An export written elsewhere is where the next one is offered.
    chosen = tmp_path / "pictures" / "world.png"
    chosen.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(chosen), ""))
    monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (200, True))
    assert window.export_image() == chosen and settings.value(EXPORT_FOLDER_KEY) == str(chosen.parent)
    assert window._export_folder() == chosen.parent


def test_saving_a_shipped_scenario_offers_a_copy_in_documents(qtbot, settings, documents, dialogs_asked):
    document, _warnings = ScenarioDocument.open(NEW_WORLD)
    window = ScenarioWindow(document, settings=settings)
    qtbot.addWidget(window, before_close_func=lambda w: w.document().undo_stack.setClean())
    settings.setValue(SCENARIO_FOLDER_KEY, str(maps_dir()))  # a remembered folder in the installation
    assert window.save_as() is False  # cancelled
    assert dialogs_asked == [documents / "Worldsmith" / "Scenarios" / NEW_WORLD.name]


def test_a_balance_report_is_offered_in_documents_reports(qtbot, documents, dialogs_asked):
    dock = BalanceDock()
    qtbot.addWidget(dock)
    assert dock.ask_path() == ""
    assert dialogs_asked == [documents / "Worldsmith" / "Reports" / "balance-report.html"]
