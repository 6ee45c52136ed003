"""Map ▸ Balance Report… through the real main window: games in a background thread while the
window's event loop runs, the Balance dock's findings, the heat overlay, Cancel, Save."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDockWidget, QPushButton

from editor.actions.balance_actions import SHORTCUT, BalanceSetupDialog
from editor.main_window import MainWindow
from engine.board import load_map
from engine.resources import maps_dir

CLASSIC = maps_dir() / "classic.yaml"


@pytest.fixture
def window(qtbot, settings, tmp_path):
    window = MainWindow(load_map(CLASSIC).board, CLASSIC, settings=settings, recovery_folder=tmp_path / "rec")
    qtbot.addWidget(window)
    window.show()
    yield window
    window.balance_actions.shut_down()


def _run(qtbot, window, games: int, timeout: int = 120_000) -> dict:
    actions = window.balance_actions
    with qtbot.waitSignal(actions.reportReady, timeout=timeout) as ready:
        actions.start({"ruleset": "classic", "players": 4, "games": games, "bots": ["heuristic"], "seed": 1,
                       "jobs": 1})
    return ready.args[0]


def test_menu_action_and_unused_shortcut(window):
    action = window.balance_actions.action
    assert action in window.findChild(type(window.menuBar().actions()[0].menu()), "menu.map").actions()
    clashes = [a.objectName() for a in window.findChildren(type(action))
               if a is not action and QKeySequence(SHORTCUT) in a.shortcuts()]
    assert clashes == []


def test_setup_dialog_offers_the_maps_rules_and_bots(qtbot, window):
    dialog = BalanceSetupDialog(window.board(), window)
    qtbot.addWidget(dialog)
    rules = [dialog.rules.itemData(i) for i in range(dialog.rules.count())]
    assert "classic" in rules and dialog.rules.currentData() == "classic"
    assert dialog.rules.currentText() == "Classic"  # the name people know, not the id
    assert dialog.bots.currentData() == "heuristic" and dialog.bots.currentText() == "Computer (normal)"
    assert [dialog.bots.itemData(i) for i in range(dialog.bots.count())] == [
        "random", "heuristic", "strategic", "heuristic,random", "strategic,heuristic", "strategic,heuristic,random"]
    dialog.games.setValue(20)
    assert dialog.request()["games"] == 20 and dialog.request()["ruleset"] == "classic"


def test_report_runs_in_the_background_and_fills_the_dock(qtbot, window, tmp_path):
    ticks = []
    ticks_when_ready = []
    timer = QTimer(window)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    window.balance_actions.reportReady.connect(lambda _report: ticks_when_ready.append(len(ticks)))
    report = _run(qtbot, window, 20)
    timer.stop()
    # The window's event loop kept running while the games were played elsewhere: the timer
    # fired before the report was ready (a run in the window's own thread would block it
    # until the end). How often it fired depends on the machine's load, so not counted.
    assert ticks_when_ready and ticks_when_ready[0] >= 1
    assert report["games_played"] == 20 and not report["partial"]

    dock = window.findChild(QDockWidget, "balanceDock")
    assert dock is not None and dock.isVisible()
    assert dock.findings.count() == len(report["findings"]) > 0
    # View ▸ Panels brings it back once closed.
    toggle = next(a for a in window.panels_menu.actions() if a.objectName() == "action.panel.balanceDock")
    dock.close()
    toggle.trigger()
    assert dock.isVisible()
    texts = [dock.findings.item(i).text() for i in range(dock.findings.count())]
    assert {f["text"] for f in report["findings"]} == set(texts)  # English app: the English sentences
    # Warnings first.
    codes = [f["code"] for f in report["findings"] if f["severity"] == "warning"]
    assert texts[:len(codes)] == [f["text"] for f in report["findings"] if f["severity"] == "warning"]

    # The overlay colours territories by capture (the default), more captured → another colour.
    overlay = dock.overlay
    assert overlay is not None and len(overlay.items) == len(window.board().territories)
    captures = {t["id"]: t["captured_per_game"] for t in report["territories"]}
    most, least = max(captures, key=captures.get), min(captures, key=captures.get)
    assert overlay.colour_of(most) != overlay.colour_of(least)
    scene_items = set(window.map_scene().items())
    assert all(item in scene_items for item in overlay.items.values())
    # The model is untouched, and Off removes every overlay item.
    assert not window.document().modified
    dock.heat.setCurrentIndex(2)
    assert dock.overlay is None
    assert not any(item.data(0) == "balance-heat" for item in window.map_scene().items())
    dock.heat.setCurrentIndex(1)
    assert dock.overlay is not None

    # Save Report… writes the HTML page (and JSON by its extension).
    html_path = tmp_path / "report.html"
    assert dock.save_report(html_path)
    page = html_path.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and "Classic World" in page
    json_path = tmp_path / "report.json"
    assert dock.save_report(json_path)
    assert json.loads(json_path.read_text(encoding="utf-8"))["games_played"] == 20


def test_cancel_gives_a_partial_report(qtbot, window):
    actions = window.balance_actions
    with qtbot.waitSignal(actions.reportReady, timeout=120_000) as ready:
        actions.start({"ruleset": "classic", "players": 4, "games": 400, "bots": ["heuristic"], "seed": 1,
                       "jobs": 1})
        qtbot.waitUntil(lambda: actions.progress_dialog is not None and actions.progress_dialog.value() >= 1,
                        timeout=60_000)
        actions.progress_dialog.findChild(QPushButton).click()  # the Cancel button, as a user would
    report = ready.args[0]
    assert report["partial"] and 1 <= report["games_played"] < 400
    dock = window.findChild(QDockWidget, "balanceDock")
    assert dock.summary.text().startswith("Partial report")


def test_overlay_goes_when_the_map_changes(qtbot, window):
    _run(qtbot, window, 0)
    dock = window.balance_actions.dock
    assert dock.overlay is not None
    old_scene = window.map_scene()
    window.set_board(load_map(maps_dir() / "tutorial.yaml").board)
    assert dock.overlay is None
    assert not any(item.data(0) == "balance-heat" for item in window.map_scene().items())
    assert window.map_scene() is not old_scene


def test_findings_in_the_apps_language_with_the_maps_names_in_it(qapp):
    from editor.docks.balance_dock import finding_text
    from tests.editor.test_language import installed

    board = load_map(CLASSIC).board
    finding = {"code": "hot-territory", "severity": "info",
               "template": "{territory} changes hands most: captured {captures} times per game on average.",
               "params": {"territory": "North Africa", "captures": "8.9"},
               "text": "North Africa changes hands most: captured 8.9 times per game on average."}
    choke = {"code": "choke-connections", "severity": "info",
             "template": "Connections that are the only link between two parts of the map: {names}.",
             "params": {"names": "North Africa–Egypt"}, "text": "…"}
    assert finding_text(finding, board) == finding["text"]
    translator = installed({
        ("Language", "en"): "es",
        ("BalanceFinding", finding["template"]): "{territory} es la que más cambia de manos: {captures} veces.",
        ("BalanceFinding", choke["template"]): "Únicos enlaces: {names}.",
    })
    try:
        assert finding_text(finding, board) == "África del Norte es la que más cambia de manos: 8.9 veces."
        assert finding_text(choke, board) == "Únicos enlaces: África del Norte–Egipto."
    finally:
        QCoreApplication.removeTranslator(translator)
