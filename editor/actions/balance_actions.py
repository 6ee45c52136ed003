"""Map ▸ Balance Report…: choose rules, players, games, bots and seed; play the games in a
background thread (progress with games done and games per second; Cancel keeps the games
played as a partial report) and show the result in the Balance dock.

The games run in ``engine.balance.runner.run_balance`` on a QThread, which hands them to worker
processes; the window's event loop keeps running meanwhile, so it stays responsive.
"""

from __future__ import annotations

import logging
import os
import threading
import time

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFormLayout,
    QMessageBox,
    QProgressDialog,
    QSpinBox,
    QWidget,
)

from editor.actions.menu_items import make_action
from editor.docks.balance_dock import BalanceDock, bot_title
from editor.language.counts import counts
from editor.named_widgets import named_combo
from engine.board import Board

log = logging.getLogger(__name__)
SHORTCUT = "Ctrl+Alt+B"


def playable_rulesets(board: Board) -> list[str]:
    """The registered rule sets that can play on ``board`` (those that need a campaign or an
    economy the map does not give are left out when they refuse it)."""
    from engine.core.world import World
    from engine.rules.registry import rules_for, ruleset_class, ruleset_names

    world = World.from_board(board)
    names = []
    for name in ruleset_names():
        try:
            cls = ruleset_class(name)
            campaign = cls.new_campaign() if cls.needs_campaign else None
            rules_for(name, world, {}, campaign=campaign)
        except Exception:  # noqa: BLE001 — any refusal means: not on this map
            continue
        names.append(name)
    return names


def bot_choices() -> list[tuple[str, str]]:
    """The setup dialog's bot choices: (shown text, the kinds as the CLI's --bots takes them).
    One kind in every seat, or several rotated over the seats — which keeps a strong bot's
    strength out of the seat figures and shows it on its own (the Balance dock's bots table)."""
    return [
        (bot_title("random"), "random"),
        (bot_title("heuristic"), "heuristic"),
        (bot_title("strategic"), "strategic"),
        (QCoreApplication.translate("BalanceReport", "Normal and easy, rotated over the seats"), "heuristic,random"),
        (QCoreApplication.translate("BalanceReport", "Hard and normal, rotated over the seats"),
         "strategic,heuristic"),
        (QCoreApplication.translate("BalanceReport", "Hard, normal and easy, rotated over the seats"),
         "strategic,heuristic,random"),
    ]


class BalanceSetupDialog(QDialog):
    """What to play: rules, players, games, bots, seed, worker processes."""

    def __init__(self, board: Board, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("balanceSetupDialog")
        self.setWindowTitle(QCoreApplication.translate("BalanceReport", "Balance Report"))
        self.setAccessibleName(QCoreApplication.translate("BalanceReport", "Balance report settings"))
        from engine.rules.registry import ruleset_class
        from engine.simulation import bot_types

        form = QFormLayout(self)
        # Rule sets and bots by the names people know, their ids kept as the items' data.
        titles = {"classic": QCoreApplication.translate("BalanceReport", "Classic"),
                  "legacy": QCoreApplication.translate("BalanceReport", "Risk Legacy"),
                  "economy": QCoreApplication.translate("BalanceReport", "MU economy")}
        rulesets = playable_rulesets(board)
        self.rules = named_combo(self, "balanceRules", QCoreApplication.translate("BalanceReport", "Rules"),
                                 [(titles.get(name, name), name) for name in rulesets])
        self.rules.setCurrentIndex(max(0, self.rules.findData("classic")))
        self.players = self._spin("balancePlayers", QCoreApplication.translate("BalanceReport", "Players"), 2, 6, 4)
        self.games = self._spin("balanceGames", QCoreApplication.translate("BalanceReport", "Games"), 0, 100000, 1000)
        choices = [(text, kinds) for text, kinds in bot_choices() if set(kinds.split(",")) <= bot_types().keys()]
        self.bots = named_combo(self, "balanceBots", QCoreApplication.translate("BalanceReport", "Bots"), choices)
        self.bots.setCurrentIndex(max(0, self.bots.findData("heuristic")))
        self.bots.setToolTip(QCoreApplication.translate(
            "BalanceReport", "With several kinds, game n gives seat s the kind (s + n) mod k: every seat plays "
            "every kind equally often, so a strong bot does not make its seat look favoured."))
        self.seed = self._spin("balanceSeed", QCoreApplication.translate("BalanceReport", "Seed"), 0, 2**31 - 1, 1)
        self.jobs = self._spin(
            "balanceJobs", QCoreApplication.translate("BalanceReport", "Worker processes"), 1, 256, os.cpu_count() or 1
        )

        def fit_players(name: str) -> None:
            if name:
                cls = ruleset_class(name)
                self.players.setRange(cls.min_players, cls.max_players)

        self.rules.currentIndexChanged.connect(lambda _index: fit_players(self.rules.currentData()))
        fit_players(self.rules.currentData())
        form.addRow(QCoreApplication.translate("BalanceReport", "&Rules:"), self.rules)
        form.addRow(QCoreApplication.translate("BalanceReport", "&Players:"), self.players)
        form.addRow(QCoreApplication.translate("BalanceReport", "&Games:"), self.games)
        form.addRow(QCoreApplication.translate("BalanceReport", "&Computer players:"), self.bots)
        form.addRow(QCoreApplication.translate("BalanceReport", "&Seed:"), self.seed)
        form.addRow(QCoreApplication.translate("BalanceReport", "&Worker processes:"), self.jobs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.setObjectName("balanceSetupButtons")
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(QCoreApplication.translate("BalanceReport", "&Play"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _spin(self, name: str, accessible: str, low: int, high: int, value: int) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setObjectName(name)
        spin.setAccessibleName(accessible)
        spin.setRange(low, high)
        spin.setValue(value)
        return spin

    def request(self) -> dict:
        """The chosen settings as run_balance's keyword arguments."""
        return {
            "ruleset": self.rules.currentData(),
            "players": self.players.value(),
            "games": self.games.value(),
            # "heuristic,random" becomes ["heuristic", "random"], as the CLI's --bots does.
            "bots": [kind for kind in str(self.bots.currentData() or "").split(",") if kind],
            "seed": self.seed.value(),
            "jobs": self.jobs.value(),
        }


class BalanceJob(QObject):
    """Runs run_balance in a QThread of its own; ``progress(done, total)`` as games finish,
    then ``finished(report)`` or ``failed(reason)``."""

    progress = Signal(int, int)
    finished = Signal(dict)
    failed = Signal(str)

    def __init__(self, board: Board, request: dict, map_path: str | None) -> None:
        super().__init__()
        self.board, self.request, self.map_path = board, request, map_path
        self._stop = threading.Event()
        self.thread = QThread()
        self.thread.setObjectName("balanceThread")
        self.moveToThread(self.thread)
        self.thread.started.connect(self._run)

    def start(self) -> None:
        self.thread.start()

    def cancel(self) -> None:
        self._stop.set()

    @property
    def stopping(self) -> bool:
        return self._stop.is_set()

    def _run(self) -> None:
        from engine.balance.runner import run_balance

        try:
            report = run_balance(
                self.board,
                progress=lambda done, total: self.progress.emit(done, total),
                should_stop=self._stop.is_set,
                map_path=self.map_path,
                **self.request,
            )
        except ValueError as error:
            self.failed.emit(str(error.args[0]) if error.args else str(error))
        except Exception as error:  # a bug: say so rather than leave the progress open for ever
            log.exception("balance report failed")
            self.failed.emit(str(error))
        else:
            self.finished.emit(report)
        finally:
            self.thread.quit()


class BalanceActions(QObject):
    """The Map ▸ Balance Report… action of ``window`` (a MainWindow) and its Balance dock."""

    message = Signal(str)
    reportReady = Signal(dict)  # noqa: N815 (Qt naming)

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.job: BalanceJob | None = None
        self.progress_dialog: QProgressDialog | None = None
        self.dock: BalanceDock | None = None
        self.action = make_action(
            window,
            "action.balanceReport",
            QCoreApplication.translate("BalanceReport", "&Balance Report…"),
            [SHORTCUT],
            self.open_dialog,
            tip=QCoreApplication.translate(
                "BalanceReport",
                "Play many games between computer players on this map: are seats, starts and continent bonuses fair?",
            ),
        )
        window.mapChanged.connect(self._map_changed)

    # -- starting ----------------------------------------------------------------------------------
    def open_dialog(self) -> None:
        if self.job is not None:
            return
        dialog = BalanceSetupDialog(self.window.board(), self.window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.start(dialog.request())

    def start(self, request: dict) -> BalanceJob:
        """Play ``request`` (run_balance's arguments) in the background with a progress dialog."""
        board = self.window.board()
        path = self.window.map_path()
        self._board, self._scene = board, self.window.map_scene()
        self._started = time.perf_counter()
        job = BalanceJob(board, request, str(path) if path is not None else None)
        dialog = QProgressDialog(
            QCoreApplication.translate("BalanceReport", "Playing games…"),
            QCoreApplication.translate("BalanceReport", "Cancel"),
            0,
            max(1, request["games"]),
            self.window,
        )
        dialog.setObjectName("balanceProgress")
        dialog.setAccessibleName(QCoreApplication.translate("BalanceReport", "Balance report progress"))
        dialog.setWindowTitle(QCoreApplication.translate("BalanceReport", "Balance Report"))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(0)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.canceled.connect(self.cancel)
        job.progress.connect(self._on_progress)
        job.finished.connect(self._on_finished)
        job.failed.connect(self._on_failed)
        self.job, self.progress_dialog = job, dialog
        dialog.show()
        job.start()
        return job

    def cancel(self) -> None:
        """Stop handing out games; the games played come back as a partial report."""
        if self.job is not None:
            self.job.cancel()
            if self.progress_dialog is not None:
                self.progress_dialog.setLabelText(
                    QCoreApplication.translate("BalanceReport", "Stopping: finishing the games under way…")
                )

    def _on_progress(self, done: int, total: int) -> None:
        dialog = self.progress_dialog
        if dialog is None:
            return
        seconds = max(1e-6, time.perf_counter() - self._started)
        if not (self.job is not None and self.job.stopping):
            dialog.setLabelText(
                QCoreApplication.translate("BalanceReport", "played: {done} of {games}, {rate} games/s").format(
                    done=done, games=counts().games(total), rate=f"{done / seconds:.1f}"
                )
            )
        dialog.setMaximum(max(1, total))
        # Last: a window-modal progress dialog processes events in setValue, so the report
        # may arrive (and the dialog go) inside this call.
        dialog.setValue(done)

    def _finish_job(self) -> None:
        job, self.job = self.job, None
        if job is not None:
            job.thread.wait()
            job.thread.deleteLater()
            job.deleteLater()
        if self.progress_dialog is not None:
            self.progress_dialog.canceled.disconnect(self.cancel)
            self.progress_dialog.close()
            self.progress_dialog.deleteLater()
            self.progress_dialog = None

    def _on_finished(self, report: dict) -> None:
        self._finish_job()
        dock = self.show_dock()
        scene = self._scene if self._scene is self.window.map_scene() else None
        dock.show_report(report, self._board, scene)
        if scene is None:
            dock.forget_map()
        self.reportReady.emit(report)

    def _on_failed(self, reason: str) -> None:
        self._finish_job()
        QMessageBox.warning(
            self.window,
            QCoreApplication.translate("BalanceReport", "Balance Report"),
            QCoreApplication.translate("BalanceReport", "Cannot make the report: {reason}").format(reason=reason),
        )

    # -- the dock ----------------------------------------------------------------------------------
    def show_dock(self) -> BalanceDock:
        if self.dock is None:
            self.dock = BalanceDock(self.window)
            self.dock.savedTo.connect(
                lambda path: self.message.emit(
                    QCoreApplication.translate("BalanceReport", "Saved {file}").format(file=path)
                )
            )
            self.dock.saveFailed.connect(
                lambda reason: QMessageBox.warning(
                    self.window, QCoreApplication.translate("BalanceReport", "Balance Report"), reason
                )
            )
            # Below the map, beside Problems: the findings are sentences, which read best wide.
            self.window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.dock)
            problems = self.window.findChild(QDockWidget, "problemsDock")
            if problems is not None and self.window.dockWidgetArea(problems) == Qt.DockWidgetArea.BottomDockWidgetArea:
                self.window.tabifyDockWidget(problems, self.dock)
            self.window.fill_panels_menu()  # View ▸ Panels lists it from now on
        self.dock.show()
        self.dock.raise_()
        return self.dock

    def shut_down(self) -> None:
        """The window closes: stop the games and wait for the thread (it must not outlive us)."""
        if self.job is not None:
            self.job.cancel()
            self.job.thread.wait()
            self._finish_job()

    def _map_changed(self) -> None:
        """Another map is shown: the old report's heat does not belong on it."""
        if self.dock is not None:
            self.dock.forget_map()

    def document_edited(self) -> None:
        """The map was edited: its outlines may have moved, so the heat goes."""
        if self.dock is not None and self.dock.overlay is not None:
            self.dock.forget_map()
