"""Files in the editor: New, Save, Save As, Revert, Open Recent, and never losing changes."""

from __future__ import annotations

import os
import stat
import sys

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from editor.app.recent_files import RecentFiles
from editor.commands.connection_commands import RemoveConnection
from editor.commands.continent_commands import SetMapProperties
from editor.dialogs.new_map_dialog import NewMapDialog, NewMapSettings
from engine.board import load_map, save_map
from engine.board.generate import voronoi_board
from tests.editor import test_main_window as shared

Button = QMessageBox.StandardButton

# The window fixtures of test_main_window.py (pytest finds fixtures among a module's names).
make_window = shared.make_window
recovery_folder = shared.recovery_folder


@pytest.fixture
def saved(tmp_path, board):
    path = tmp_path / "world.yaml"
    save_map(board, path)
    return path


@pytest.fixture
def window(make_window, saved):
    return make_window(load_map(saved).board, saved)


def edit(window) -> None:
    """One undoable change: the first connection goes."""
    document = window.document()
    document.undo_stack.push(RemoveConnection(document, 0))


def rename(window, name: str) -> None:
    document = window.document()
    meta = document.board.meta
    document.undo_stack.push(SetMapProperties(document, type(meta)(**{**meta.__dict__, "name": name})))


def choose_save_path(monkeypatch, path) -> list:
    asked = []

    def dialog(*args, **kwargs):
        asked.append(args)
        return (str(path) if path is not None else "", "")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    return asked


# -- New -----------------------------------------------------------------------------------------
def test_new_asks_for_name_and_size_and_shows_an_empty_map(window, monkeypatch, qtbot):
    def fill_in(dialog):
        dialog.name_edit.setText("Pangaea")
        dialog.width_spin.setValue(1600)
        dialog.height_spin.setValue(900)
        dialog.radius_spin.setValue(12.5)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewMapDialog, "exec", fill_in)
    window.findChild(QAction, "action.new").trigger()
    board = window.board()
    assert board.meta.name == "Pangaea"
    assert (board.meta.width, board.meta.height, board.meta.mark_radius) == (1600, 900, 12.5)
    assert board.territories == () and board.connections == () and board.continents == ()
    assert window.map_path() is None and not window.isWindowModified()
    assert window.windowTitle() == "Pangaea[*] — Worldsmith"
    assert window.map_scene().canvas_rect().width() == 1600
    assert window.document().undo_stack.count() == 0


def test_new_cancelled_changes_nothing(window, monkeypatch, board):
    monkeypatch.setattr(NewMapDialog, "exec", lambda dialog: QDialog.DialogCode.Rejected)
    assert window.new_map() is False
    assert window.board() == board


def test_new_map_dialog_needs_a_name(qtbot):
    dialog = NewMapDialog()
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert ok.isEnabled()
    dialog.name_edit.clear()
    assert not ok.isEnabled()
    for name in ("newMapName", "newMapWidth", "newMapHeight", "newMapMarkRadius"):
        assert dialog.findChild(object, name) is not None, name


def test_new_asks_to_save_a_modified_map_first(window, boxes, board):
    edit(window)
    boxes.answer("question", Button.Cancel)
    assert window.new_map(NewMapSettings("Other")) is False
    assert window.board().meta.name == board.meta.name and window.isWindowModified()
    boxes.answer("question", Button.Discard)
    assert window.new_map(NewMapSettings("Other")) is True
    assert window.board().meta.name == "Other"
    assert "world.yaml" in boxes.of("question")[0][2]


# -- Save and Save As ----------------------------------------------------------------------------
def test_save_writes_the_map_and_marks_it_clean(window, saved):
    edit(window)
    assert window.isWindowModified()
    window.findChild(QAction, "action.save").trigger()
    assert not window.isWindowModified() and not window.document().modified
    assert load_map(saved).board == window.board()


def test_save_as_then_reopen_gives_an_equal_board(window, tmp_path, monkeypatch, boxes):
    edit(window)
    target = tmp_path / "copy"  # the extension is added
    choose_save_path(monkeypatch, target)
    window.findChild(QAction, "action.saveAs").trigger()
    written = tmp_path / "copy.yaml"
    assert window.map_path() == written
    assert load_map(written).board == window.board()
    board = window.board()
    assert window.open_map(written)
    assert window.board() == board
    assert boxes.calls == []


def test_saving_an_untitled_map_asks_where(make_window, tmp_path, monkeypatch):
    window = make_window()
    window.new_map(NewMapSettings("Fresh Start", 500, 400, 8))
    rename(window, "Fresh Start 2")
    asked = choose_save_path(monkeypatch, tmp_path / "fresh.yaml")
    assert window.save() is True
    assert "fresh-start-2.yaml" in asked[0][2]  # the suggestion comes from the map's name
    assert load_map(tmp_path / "fresh.yaml").board == window.board()
    assert window.windowTitle() == "Fresh Start 2[*] — Worldsmith"


def test_save_as_cancelled_keeps_the_changes(window, monkeypatch, saved):
    edit(window)
    choose_save_path(monkeypatch, None)
    assert window.save_as() is False
    assert window.isWindowModified() and window.map_path() == saved


@pytest.mark.skipif(sys.platform == "win32" or (hasattr(os, "geteuid") and os.geteuid() == 0),
                    reason="needs POSIX permissions that apply to this user")
def test_a_read_only_folder_offers_save_as(make_window, tmp_path, monkeypatch, boxes, board):
    locked = tmp_path / "locked"
    locked.mkdir()
    path = locked / "world.yaml"
    save_map(board, path)
    window = make_window(load_map(path).board, path)
    edit(window)
    locked.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        boxes.answer("warning", Button.Save)  # "cannot be saved there ... Save it under another name?"
        choose_save_path(monkeypatch, tmp_path / "elsewhere.yaml")
        assert window.save() is True
    finally:
        locked.chmod(stat.S_IRWXU)
    warning = boxes.of("warning")[0][2]
    assert "world.yaml" in warning and "ermission" in warning
    assert window.map_path() == tmp_path / "elsewhere.yaml"
    assert load_map(tmp_path / "elsewhere.yaml").board == window.board()
    assert load_map(path).board == board  # the original is untouched


def test_a_permission_error_offers_save_as(window, tmp_path, monkeypatch, boxes, saved, board):
    import editor.document.map_document as map_document

    real_save_map = map_document.save_map

    def save_map_here(board, path):
        if path == saved:
            raise PermissionError(13, "Permission denied", str(path))
        real_save_map(board, path)

    monkeypatch.setattr(map_document, "save_map", save_map_here)
    edit(window)
    boxes.answer("warning", Button.Save)
    choose_save_path(monkeypatch, tmp_path / "elsewhere.yaml")
    window.findChild(QAction, "action.save").trigger()
    assert "Permission denied" in boxes.of("warning")[0][2]
    assert window.map_path() == tmp_path / "elsewhere.yaml" and not window.isWindowModified()
    assert load_map(tmp_path / "elsewhere.yaml").board == window.board()
    assert load_map(saved).board == board


def test_a_failed_save_declined_keeps_everything(window, monkeypatch, boxes, saved):
    def fail(self, path=None):
        raise PermissionError(13, "Permission denied", str(saved))

    monkeypatch.setattr(type(window.document()), "save", fail)
    edit(window)
    boxes.answer("warning", Button.Cancel)
    assert window.save() is False
    assert window.isWindowModified() and window.document().undo_stack.count() == 1
    assert "Permission denied" in boxes.of("warning")[0][2]


def test_the_installed_classic_map_is_never_overwritten(make_window, tmp_path, monkeypatch, boxes, board):
    installed = tmp_path / "site-packages" / "maps"
    installed.mkdir(parents=True)
    path = installed / "classic.yaml"
    save_map(board, path)
    import engine.resources

    monkeypatch.setattr(engine.resources, "maps_dir", lambda: installed)
    monkeypatch.setattr(engine.resources, "data_root", lambda: installed.parent)  # not a source checkout
    window = make_window(load_map(path).board, path)
    edit(window)
    boxes.answer("warning", Button.Save)
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda *a: str(tmp_path))
    asked = choose_save_path(monkeypatch, tmp_path / "my-world.yaml")
    assert window.save() is True
    assert str(tmp_path / "Worldsmith" / "Maps" / "classic.yaml") == asked[0][2]  # outside the installation
    assert "installation" in boxes.of("warning")[0][2]
    assert load_map(path).board == board
    assert window.map_path() == tmp_path / "my-world.yaml"


def test_the_bundles_classic_map_is_never_overwritten(make_window, tmp_path, monkeypatch, boxes, board):
    # The downloaded bundle keeps its data beside its program (sys._MEIPASS): Ctrl+S on the
    # map it opens with wrote there, and it opened changed as "the classic world" ever after.
    import engine.resources

    bundle = tmp_path / "worldsmith" / "_internal"
    maps = bundle / "worldsmith_data" / "maps"
    maps.mkdir(parents=True)
    path = maps / "classic.yaml"
    save_map(board, path)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(engine.resources, "data_root", lambda: bundle / "worldsmith_data")
    monkeypatch.setattr(engine.resources, "maps_dir", lambda: maps)
    window = make_window(load_map(path).board, path)
    edit(window)
    boxes.answer("warning", Button.Save)
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda *a: str(tmp_path / "home"))
    choose_save_path(monkeypatch, tmp_path / "home" / "my-world.yaml")
    assert window.save() is True
    assert "installation" in boxes.of("warning")[0][2]
    assert load_map(path).board == board, "the bundle's map is as shipped"


def test_a_source_checkouts_own_maps_stay_editable(window, saved):
    # Maps in a checkout are how the shipped maps are made: Save writes them in place.
    from editor.actions.file_actions import installed_read_only
    from engine.resources import maps_dir

    assert not installed_read_only(maps_dir() / "classic.yaml")


# -- Revert --------------------------------------------------------------------------------------
def test_revert_asks_and_restores(window, boxes, saved):
    revert = window.findChild(QAction, "action.revert")
    assert not revert.isEnabled()
    edit(window)
    assert revert.isEnabled()
    boxes.answer("question", Button.Cancel)
    revert.trigger()
    assert window.isWindowModified()
    boxes.answer("question", Button.Discard)
    revert.trigger()
    assert len(boxes.of("question")) == 2
    assert window.board() == load_map(saved).board
    assert not window.isWindowModified() and window.document().undo_stack.count() == 0


# -- closing -------------------------------------------------------------------------------------
def test_closing_unmodified_asks_nothing(window, boxes):
    window.show()
    assert window.close()
    assert boxes.calls == []


def test_closing_with_unsaved_changes_cancel_keeps_the_window(window, boxes, qtbot):
    window.show()
    edit(window)
    boxes.answer("question", Button.Cancel)
    assert not window.close()
    assert window.isVisible() and window.isWindowModified()
    assert "Save changes to “world.yaml”" in boxes.of("question")[0][2]


def test_closing_with_unsaved_changes_discard_closes(window, boxes, saved, board):
    window.show()
    edit(window)
    boxes.answer("question", Button.Discard)
    assert window.close()
    assert not window.isVisible()
    assert load_map(saved).board == board


def test_closing_with_unsaved_changes_save_saves(window, boxes, saved):
    window.show()
    edit(window)
    boxes.answer("question", Button.Save)
    assert window.close()
    assert load_map(saved).board == window.board()


def test_quit_goes_through_the_same_question(window, boxes):
    window.show()
    edit(window)
    boxes.answer("question", Button.Cancel)
    window.findChild(QAction, "action.quit").trigger()
    assert window.isVisible()


# -- Open and Open Recent ------------------------------------------------------------------------
def test_opening_asks_to_save_changes_first(window, tmp_path, boxes):
    other = tmp_path / "other.yaml"
    save_map(voronoi_board(12, 20, seed=9), other)
    edit(window)
    boxes.answer("question", Button.Cancel)
    assert window.open_map(other) is False
    assert window.isWindowModified()
    boxes.answer("question", Button.Discard)
    assert window.open_map(other) is True
    assert window.map_path() == other


def test_recent_files_follow_opening_and_saving(window, tmp_path, monkeypatch, settings):
    recent = RecentFiles(settings)
    paths = []
    for number in range(12):
        path = tmp_path / f"map{number}.yaml"
        save_map(voronoi_board(4, 8, seed=number), path)
        paths.append(path)
        window.open_map(path)
    assert recent.paths() == list(reversed(paths))[:10]
    menu = window.recent_menu
    assert menu.objectName() == "menu.recent"
    assert len(menu.file_actions()) == 10
    assert menu.file_actions()[0].data() == str(paths[-1])
    choose_save_path(monkeypatch, tmp_path / "saved-as.yaml")
    window.save_as()
    assert recent.paths()[0] == tmp_path / "saved-as.yaml"
    menu.file_actions()[3].trigger()  # map9 (saved-as, map11, map10, map9)
    assert window.map_path() == paths[9]
    assert recent.paths()[0] == paths[9]


def test_a_missing_recent_file_is_removed_with_a_message(window, tmp_path, boxes, settings, board):
    gone = tmp_path / "gone.yaml"
    save_map(voronoi_board(4, 8, seed=1), gone)
    window.open_map(gone)
    gone.unlink()
    recent = RecentFiles(settings)
    assert gone in recent.paths()
    window.recent_menu.file_actions()[0].trigger()
    assert gone not in recent.paths()
    assert [kind for kind, _title, _text in boxes.calls] == ["information"]
    assert "gone.yaml" in boxes.calls[0][2]
    assert window.map_path() == gone  # still showing the map it had
    assert all(a.data() != str(gone) for a in window.recent_menu.file_actions())


def test_clear_recent_files(window, settings, tmp_path):
    window.recent_files.add(tmp_path / "a.yaml")
    clear = window.findChild(QAction, "action.clearRecent")
    assert clear.isEnabled()
    clear.trigger()
    assert RecentFiles(settings).paths() == []
    assert not window.recent_menu.isEnabled()
