"""The validation runner: debounced, threaded for big maps, newest result wins, quits cleanly."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QThread
from PySide6.QtWidgets import QApplication

from editor.commands.continent_commands import SetMapProperties
from editor.commands.territory_commands import MoveTerritories
from editor.document import validation_runner as runner_module
from editor.document.map_document import MapDocument
from editor.document.validation_runner import ValidationRunner
from engine.board import MapMetadata
from engine.board.editing import translate_territories
from engine.board.generate import voronoi_board
from engine.board.validation import ValidationReport, validate
from tests.editor.docks import tutorial


@pytest.fixture(scope="module")
def big_board():
    return voronoi_board(600, 12)


def rename_map(document: MapDocument, name: str) -> None:
    meta: MapMetadata = document.board.meta
    document.undo_stack.push(SetMapProperties(document, MapMetadata(name, meta.width, meta.height)))


def test_many_changes_make_one_run(qtbot):
    document = MapDocument(tutorial())
    runner = ValidationRunner(document, document, delay_ms=60)
    started, finished = [], []
    runner.started.connect(lambda: started.append(1))
    runner.finished.connect(finished.append)
    drag = object()
    for step in range(10):
        moved = translate_territories(document.board, [0], 1.0, 0.0)
        document.undo_stack.push(MoveTerritories(document, moved, "move", drag=drag))
        assert step < 9 or not finished
    with qtbot.waitSignal(runner.finished, timeout=2000):
        pass
    qtbot.wait(150)  # nothing else is pending
    assert len(started) == 1 and len(finished) == 1
    assert isinstance(runner.report, ValidationReport)
    assert runner.report is finished[0]


def test_small_maps_are_validated_inline(qtbot):
    document = MapDocument(tutorial())
    runner = ValidationRunner(document, document)
    with qtbot.waitSignal(runner.finished, timeout=1000) as blocker:
        runner.validate_now()
    assert blocker.args[0].problems == []
    assert not runner.is_running()


def test_big_maps_are_validated_in_a_worker_and_delivered_on_the_gui_thread(qtbot, monkeypatch, big_board):
    threads = []

    def recording_validate(board):
        threads.append(threading.get_ident())
        return validate(board)

    monkeypatch.setattr(runner_module, "validate", recording_validate)
    document = MapDocument(big_board)
    runner = ValidationRunner(document, document)
    delivered_on = []
    runner.finished.connect(lambda report: delivered_on.append(QThread.currentThread()))
    with qtbot.waitSignal(runner.finished, timeout=10000) as blocker:
        runner.validate_now()
        assert runner.is_running()
    assert threads and threads[0] != threading.get_ident()
    assert delivered_on == [QApplication.instance().thread()]
    assert blocker.args[0].codes() == validate(big_board).codes()
    assert not runner.is_running()


def test_a_stale_result_is_dropped(qtbot, monkeypatch, big_board):
    release = threading.Event()
    reports = []

    def slow_then_fast(board):
        report = ValidationReport([])
        reports.append(report)
        if len(reports) == 1:
            release.wait(5)  # the first run is still going when the map changes
        return report

    monkeypatch.setattr(runner_module, "validate", slow_then_fast)
    document = MapDocument(big_board.copy())
    runner = ValidationRunner(document, document, delay_ms=10_000)  # only explicit runs here
    received = []
    runner.finished.connect(received.append)
    runner.validate_now()
    qtbot.waitUntil(lambda: len(reports) == 1)
    rename_map(document, "Changed")
    runner.validate_now()
    release.set()
    qtbot.waitUntil(lambda: len(received) == 1, timeout=5000)
    runner.wait()
    qtbot.wait(50)
    assert len(reports) == 2
    assert received == [reports[1]]
    assert runner.report is reports[1]


def test_quitting_during_a_run_waits_for_it(qtbot, monkeypatch, big_board):
    release = threading.Event()
    done = []

    def slow(board):
        release.wait(5)
        done.append(True)
        return ValidationReport([])

    monkeypatch.setattr(runner_module, "validate", slow)
    document = MapDocument(big_board)
    runner = ValidationRunner(document, document)
    received = []
    runner.finished.connect(received.append)
    runner.validate_now()
    threading.Timer(0.1, release.set).start()
    runner.shutdown()  # what aboutToQuit calls
    assert done == [True]
    qtbot.wait(50)
    assert received == []  # after shutdown nobody listens any more
    runner.schedule()
    runner.validate_now()
    assert not runner.is_running()


def test_deleting_the_runner_during_a_run_is_safe(qtbot, monkeypatch, big_board):
    release = threading.Event()

    def slow(board):
        release.wait(5)
        return ValidationReport([])

    monkeypatch.setattr(runner_module, "validate", slow)
    document = MapDocument(big_board)
    runner = ValidationRunner(document)
    runner.validate_now()
    threading.Timer(0.1, release.set).start()
    runner.deleteLater()
    qtbot.wait(300)
    assert release.is_set()
