"""Autosave and recovery: unsaved changes survive a crash and are offered on the next start."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import datetime

import pytest
from PySide6.QtWidgets import QMessageBox

from editor.app import autosave
from editor.app.autosave import Autosaver, leftover_recoveries, list_recoveries, process_alive, recovery_stem
from editor.commands.connection_commands import RemoveConnection
from editor.document.map_document import MapDocument
from engine.board import load_map, save_map
from engine.board.generate import voronoi_board
from tests.editor import test_main_window as shared
from tests.editor.test_app import run_and_close

Button = QMessageBox.StandardButton

# The window fixtures of test_main_window.py (pytest finds fixtures among a module's names).
make_window = shared.make_window
recovery_folder = shared.recovery_folder


@pytest.fixture(scope="module")
def dead_pid() -> int:
    """The id of a process that has ended."""
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


@pytest.fixture
def saved(tmp_path, board):
    path = tmp_path / "world.yaml"
    save_map(board, path)
    return path


@pytest.fixture
def new_document():
    """``new_document(board, path=None)``; emptied at the end, so no modified document is left
    for the garbage collector (MapDocument then reports a deleted signal source)."""
    made: list[MapDocument] = []

    def make(board, path=None) -> MapDocument:
        made.append(MapDocument(board, path))
        return made[-1]

    yield make
    for document in made:
        document.undo_stack.clear()


def edit(document: MapDocument) -> None:
    document.undo_stack.push(RemoveConnection(document, 0))


def leave_recovery(folder, board, original, pid, when="2024-05-04T13:37:00+00:00"):
    """What a crashed editor leaves behind."""
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{recovery_stem(original, pid)}.yaml"
    save_map(board, target)
    info = {"version": 1, "original": str(original.resolve()) if original else None,
            "name": board.meta.name, "saved": when, "pid": pid}
    target.with_suffix(".json").write_text(json.dumps(info), encoding="utf-8")
    return target


# -- the autosaver -------------------------------------------------------------------------------
def test_names_of_recovery_files(tmp_path):
    first = recovery_stem(tmp_path / "a" / "world.yaml")
    second = recovery_stem(tmp_path / "b" / "world.yaml")
    assert first.startswith("world-") and second.startswith("world-") and first != second
    assert recovery_stem(tmp_path / "a" / "world.yaml") == first
    assert recovery_stem(None, 1234) == "untitled-1234"


def test_process_alive(dead_pid):
    assert process_alive(os.getpid())
    assert not process_alive(dead_pid)
    assert not process_alive(0)


def test_nothing_is_written_while_unmodified(qtbot, recovery_folder, board, saved, new_document):
    saver = Autosaver(recovery_folder, 60_000)
    saver.set_document(new_document(board, saved))
    assert saver.save_now() is None
    assert not recovery_folder.exists()


def test_autosave_writes_after_changes_and_deletes_on_save(qtbot, recovery_folder, board, saved, new_document):
    document = new_document(board, saved)
    saver = Autosaver(recovery_folder, 20)
    saver.set_document(document)
    edit(document)
    with qtbot.waitSignal(saver.written, timeout=2000) as written:
        pass  # the timer fires on its own
    target = written.args[0]
    assert target == saver.recovery_path() and target.exists()
    assert load_map(target).board == document.board
    info = json.loads(target.with_suffix(".json").read_text(encoding="utf-8"))
    assert info["original"] == str(saved.resolve()) and info["pid"] == os.getpid()
    assert datetime.fromisoformat(info["saved"]).tzinfo is not None
    document.save()
    assert not target.exists() and not target.with_suffix(".json").exists()
    saver.stop()


def test_undoing_back_to_the_saved_state_removes_the_file(qtbot, recovery_folder, board, saved, new_document):
    document = new_document(board, saved)
    saver = Autosaver(recovery_folder, 60_000)
    saver.set_document(document)
    edit(document)
    target = saver.save_now()
    assert target.exists()
    assert saver.save_now() is None  # nothing new since
    document.undo_stack.undo()
    assert not target.exists()


def test_an_untitled_map_is_saved_under_the_process_id(qtbot, recovery_folder, board, new_document):
    document = new_document(board)
    saver = Autosaver(recovery_folder, 60_000)
    saver.set_document(document)
    edit(document)
    target = saver.save_now()
    assert target.name == f"untitled-{os.getpid()}.yaml"
    (recovery,) = list_recoveries(recovery_folder)
    assert recovery.original is None and recovery.pid == os.getpid()


def test_big_maps_are_written_in_the_background(qtbot, recovery_folder, monkeypatch, board, saved, new_document):
    monkeypatch.setattr(autosave, "BACKGROUND_THRESHOLD", 5)
    document = new_document(board, saved)
    saver = Autosaver(recovery_folder, 60_000)
    saver.set_document(document)
    edit(document)
    with qtbot.waitSignal(saver.written, timeout=5000):
        target = saver.save_now()
    assert load_map(target).board == document.board
    # Saving while a write may still be going: the file is gone afterwards all the same.
    edit(document)
    saver.save_now()
    document.save()
    qtbot.wait(50)
    assert not target.exists()


def test_a_failed_write_is_reported(qtbot, tmp_path, board, saved, new_document):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    document = new_document(board, saved)
    saver = Autosaver(blocker / "recovery", 60_000)
    saver.set_document(document)
    edit(document)
    with qtbot.waitSignal(saver.failed, timeout=1000):
        assert saver.save_now() is None


# -- leftovers -----------------------------------------------------------------------------------
def test_leftovers_are_only_those_of_ended_processes(tmp_path, recovery_folder, board, saved, dead_pid):
    mine = leave_recovery(recovery_folder, board, saved, dead_pid)
    other_editor = leave_recovery(recovery_folder, board, None, os.getppid())  # still running
    untitled = leave_recovery(recovery_folder, board, None, dead_pid)
    assert [r.path for r in leftover_recoveries(recovery_folder, saved)] == [mine]
    assert [r.path for r in leftover_recoveries(recovery_folder, None)] == [untitled]
    assert other_editor.exists()
    assert leftover_recoveries(recovery_folder, tmp_path / "elsewhere.yaml") == []
    assert leftover_recoveries(tmp_path / "no-such-folder", saved) == []


# -- in the window -------------------------------------------------------------------------------
def test_the_window_autosaves_and_a_clean_close_removes_the_file(make_window, boxes, saved, board):
    window = make_window(load_map(saved).board, saved)
    edit(window.document())
    window.autosaver.save_now()
    target = window.autosaver.recovery_path()
    assert target.exists()
    window.show()
    boxes.answer("question", Button.Discard)
    assert window.close()
    assert not target.exists()


def test_saving_in_the_window_removes_the_file(make_window, saved):
    window = make_window(load_map(saved).board, saved)
    edit(window.document())
    target = window.autosaver.save_now()
    assert target.exists()
    assert window.save()
    assert not target.exists()


def test_a_leftover_is_offered_on_start_and_restores_the_changes(
        qapp, boxes, settings, recovery_folder, saved, board, dead_pid):
    changed = load_map(saved).board
    changed.remove_connection_at(0)
    leftover = leave_recovery(recovery_folder, changed, saved, dead_pid)
    boxes.answer("question", Button.Yes, Button.Discard)  # restore; then, on closing, discard

    def look(window, seen):
        seen["modified"] = window.isWindowModified()

    code, seen = run_and_close(qapp, saved, settings=settings, recovery_folder=recovery_folder, look=look)
    assert code == 0
    question = boxes.of("question")[0][2]
    assert "world.yaml" in question and "Restore" in question
    assert seen["board"] == changed and seen["board"] != board
    assert seen["modified"] and seen["path"] == saved
    assert not leftover.exists()
    assert list_recoveries(recovery_folder) == []  # discarded on closing
    assert load_map(saved).board == board


def test_a_leftover_discarded_on_start_is_deleted(qapp, boxes, settings, recovery_folder, saved, board, dead_pid):
    changed = load_map(saved).board
    changed.remove_connection_at(0)
    leftover = leave_recovery(recovery_folder, changed, saved, dead_pid)
    boxes.answer("question", Button.Discard)
    _code, seen = run_and_close(qapp, saved, settings=settings, recovery_folder=recovery_folder)
    assert seen["board"] == board
    assert not leftover.exists() and not leftover.with_suffix(".json").exists()


def test_an_untitled_leftover_is_offered_on_start(qapp, boxes, settings, recovery_folder, board, dead_pid):
    leave_recovery(recovery_folder, board, None, dead_pid)
    boxes.answer("question", Button.Yes, Button.Discard)
    _code, seen = run_and_close(qapp, None, settings=settings, recovery_folder=recovery_folder)
    assert seen["board"] == board
    assert list_recoveries(recovery_folder) == []


def test_opening_a_map_offers_its_leftover(make_window, boxes, saved, board, dead_pid, recovery_folder):
    changed = load_map(saved).board
    changed.remove_connection_at(0)
    leave_recovery(recovery_folder, changed, saved, dead_pid)
    window = make_window()
    boxes.answer("question", Button.Yes)
    assert window.open_map(saved)
    assert window.board() == changed and window.isWindowModified()
    assert window.map_path() == saved
    # The restored changes are now this window's: kept on disk until saved.
    (recovery,) = list_recoveries(recovery_folder)
    assert recovery.pid == os.getpid() and recovery.original == saved.resolve()
    assert window.save()
    assert load_map(saved).board == changed
    assert list_recoveries(recovery_folder) == []


def test_an_unreadable_leftover_is_set_aside(make_window, boxes, saved, dead_pid, recovery_folder, board):
    leftover = leave_recovery(recovery_folder, board, saved, dead_pid)
    leftover.write_text("format: worldsmith-map\nschema: 1\nname: [\n", encoding="utf-8")
    window = make_window()
    boxes.answer("question", Button.Yes)
    assert window.open_map(saved)
    assert window.board() == board and not window.isWindowModified()
    assert "cannot be read" in boxes.of("critical")[0][2]
    assert leftover.with_suffix(".damaged").exists()
    assert leftover_recoveries(recovery_folder, saved) == []


def test_a_modified_window_does_not_offer_a_second_map(make_window, boxes, dead_pid, recovery_folder):
    window = make_window()
    leave_recovery(recovery_folder, voronoi_board(5, 8, seed=2), None, dead_pid)
    from editor.commands.continent_commands import SetMapProperties

    document = window.document()
    meta = document.board.meta
    document.undo_stack.push(SetMapProperties(document, type(meta)(**{**meta.__dict__, "name": "Busy"})))
    assert window.offer_recoveries(None) is False
    assert boxes.calls == []
    assert len(list_recoveries(recovery_folder)) == 1  # waits for the next start
