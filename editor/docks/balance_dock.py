"""The Balance dock: a balance report's findings in the app's language, the report drawn as
heat over the map (captured per game / front rate / off), and Save Report… (HTML or JSON).

The dock shows one report for the map it was made on; the overlay goes away when it is turned
off, when the map is edited or when another map is shown (the main window tells the dock).
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.app import user_folders
from editor.language.app_language import display_names
from editor.language.counts import counts
from editor.language.engine_text import engine_text
from editor.scene.heat_overlay import HeatOverlay
from engine.balance.html_page import DISTINCT_SHARE_WARNED, p_value_text, render_html
from engine.board import Board
from engine.files.atomic_write import atomic_write_text

FINDING_CONTEXT = "BalanceFinding"
HEAT_KEYS = ("captured_per_game", "front_rate", None)


def finding_text(finding: dict, board: Board) -> str:
    """A finding in the app's language: its template translated in the "BalanceFinding"
    context, and the map's names (which the report gives in the map's base language) in the
    app's language."""
    names = display_names(board)
    local = {t.name: names.territories.get(t.id, t.name) for t in board.territories}
    local.update({c.name: names.continents.get(c.id, c.name) for c in board.continents})

    def localise(key: str, value: object) -> object:
        if not isinstance(value, str):
            return value
        if value in local:
            return local[value]
        if key == "names":  # "Siam, Indonesia" or "Siam–Indonesia, …" (engine/balance/findings.py)
            return ", ".join("–".join(local.get(part, part) for part in item.split("–")) for item in value.split(", "))
        return value

    params = {key: localise(key, value) for key, value in (finding.get("params") or {}).items()}
    template = finding.get("template") or finding.get("text", "")
    try:
        return engine_text(FINDING_CONTEXT, template, params, territory_name=str, seat_name=str)
    except (KeyError, IndexError, ValueError):
        return finding.get("text", "")


def bot_title(kind: str) -> str:
    """A bot by the name the setup dialog gives it ("Computer (normal)"), in the app's
    language; a bot the dialog does not offer by its id."""
    titles = {
        "random": QCoreApplication.translate("BalanceReport", "Computer (easy)"),
        "heuristic": QCoreApplication.translate("BalanceReport", "Computer (normal)"),
        "strategic": QCoreApplication.translate("BalanceReport", "Computer (hard)"),
    }
    aliases = {"easy": "random", "normal": "heuristic", "hard": "strategic"}  # engine/simulation.py
    return titles.get(aliases.get(kind, kind), kind)


def design_text(report: dict) -> str:
    """How the games were played, one line each: setup, bots, varied openings, distinct games."""
    design = report.get("design")
    if not design:
        return ""
    lines = [_setup_line(design), _bots_line(design)]
    margin = design.get("varied_openings")
    if margin:
        lines.append(QCoreApplication.translate(
            "BalanceDock", "Varied openings: the normal bots pick at random among choices within {margin}% of the best."
        ).format(margin=f"{float(margin) * 100:.0f}"))
    played = report.get("games_played", 0)
    distinct = report.get("distinct_games")
    if played and distinct is not None:
        line = QCoreApplication.translate("BalanceDock", "Distinct games: {distinct} of {played}.").format(
            distinct=distinct, played=played)
        if distinct < DISTINCT_SHARE_WARNED * played:
            line += " " + QCoreApplication.translate(
                "BalanceDock", "The figures rest on fewer games than they seem.")
        lines.append(line)
    return "\n".join(lines)


def _setup_line(design: dict) -> str:
    setup = str(design.get("setup", ""))
    if design.get("setup_default"):
        return QCoreApplication.translate(
            "BalanceDock", "Setup: a random deal, chosen by the report (claiming in turn, the bots would play "
            "one scripted opening game after game).")
    known = {
        "random": QCoreApplication.translate("BalanceDock", "Setup: a random deal."),
        "claim": QCoreApplication.translate("BalanceDock", "Setup: claiming in turn (the claims shape the openings)."),
        "fixed": QCoreApplication.translate("BalanceDock", "Setup: a fixed placement."),
        "scenario": QCoreApplication.translate("BalanceDock", "Setup: the scenario's own."),
        "rules": QCoreApplication.translate("BalanceDock", "Setup: the rules' own."),
    }
    return known.get(setup) or QCoreApplication.translate("BalanceDock", "Setup: {setup}.").format(setup=setup)


def _bots_line(design: dict) -> str:
    kinds = [bot_title(str(kind)) for kind in design.get("bots") or []]
    if not kinds:
        return ""
    if design.get("rotation"):
        return QCoreApplication.translate(
            "BalanceDock", "Bots: {bots}, rotated over the seats: each seat played each bot equally often, so a "
            "strong bot does not make its seat look favoured."
        ).format(bots=", ".join(kinds))
    return QCoreApplication.translate("BalanceDock", "Bots: {bot} in every seat.").format(bot=kinds[0])


def seat_test_text(test: dict | None) -> str:
    """The joint test across the seats in one sentence: its figures and whether a seat stands out."""
    if not test:
        return ""
    if not test.get("decided_games"):
        return QCoreApplication.translate("BalanceDock", "Joint test across seats: no game was won, so there is "
                                          "nothing to test.")
    verdict = (QCoreApplication.translate("BalanceDock", "the seats differ") if test.get("rejects")
               else QCoreApplication.translate("BalanceDock", "no seat stands out"))
    df = int(test.get("df", 0))
    template = (
        QCoreApplication.translate(
            "BalanceDock", "Joint test across seats: chi-square {chi} on 1 degree of freedom, {p} — {verdict}.")
        if df == 1 else
        QCoreApplication.translate(
            "BalanceDock", "Joint test across seats: chi-square {chi} on {df} degrees of freedom, {p} — {verdict}.")
    )
    return template.format(chi=f"{float(test.get('chi_square', 0.0)):.1f}", df=df,
                           p=p_value_text(float(test.get("p_value", 1.0)), float(test.get("alpha", 0.05))),
                           verdict=verdict)


def _percent(value: float | None) -> str:
    return "–" if value is None else f"{value * 100:.1f}%"


def _interval(ci) -> str:
    return "–" if not ci else f"{ci[0] * 100:.0f}–{ci[1] * 100:.0f}%"


class BalanceDock(QDockWidget):
    """Shows one balance report for ``board``; ``savedTo`` once a report is written."""

    savedTo = Signal(str)  # noqa: N815 (Qt naming)
    saveFailed = Signal(str)  # noqa: N815 (Qt naming)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("BalanceDock", "Balance"), parent)
        self.setObjectName("balanceDock")
        self.setAccessibleName(QCoreApplication.translate("BalanceDock", "Balance report"))
        self.report: dict | None = None
        self.board: Board | None = None
        self._scene = None
        self.overlay: HeatOverlay | None = None
        self.ask_path = self._ask_path  # replaced by tests
        self._report_folder: Path | None = None  # where the last report went, this session

        body = QWidget(self)
        layout = QVBoxLayout(body)
        self.summary = QLabel(body)
        self.summary.setObjectName("balanceSummary")
        self.summary.setAccessibleName(QCoreApplication.translate("BalanceDock", "Report summary"))
        self.summary.setWordWrap(True)
        self.design = self._note_label(body, "balanceDesign",
                                       QCoreApplication.translate("BalanceDock", "How the games were played"))
        self.seat_test = self._note_label(body, "balanceSeatTest",
                                          QCoreApplication.translate("BalanceDock", "Joint test across seats"))
        self.bots = self._bots_table(body)
        self.findings = QListWidget(body)
        self.findings.setObjectName("balanceFindings")
        self.findings.setAccessibleName(QCoreApplication.translate("BalanceDock", "Findings"))
        self.findings.setWordWrap(True)
        self.findings.setAlternatingRowColors(True)
        self.findings.setSpacing(2)
        row = QHBoxLayout()
        heat_label = QLabel(QCoreApplication.translate("BalanceDock", "&Heat on the map:"), body)
        self.heat = QComboBox(body)
        self.heat.setObjectName("balanceHeat")
        self.heat.setAccessibleName(QCoreApplication.translate("BalanceDock", "Heat on the map"))
        self.heat.addItems(
            [
                QCoreApplication.translate("BalanceDock", "Captured per game"),
                QCoreApplication.translate("BalanceDock", "Front rate"),
                QCoreApplication.translate("BalanceDock", "Off"),
            ]
        )
        heat_label.setBuddy(self.heat)
        self.heat.currentIndexChanged.connect(self._show_heat)
        self.save_button = QPushButton(QCoreApplication.translate("BalanceDock", "&Save Report…"), body)
        self.save_button.setObjectName("balanceSave")
        self.save_button.setAccessibleName(QCoreApplication.translate("BalanceDock", "Save report"))
        self.save_button.clicked.connect(lambda: self.save_report())
        row.addWidget(heat_label)
        row.addWidget(self.heat)
        self.key = QLabel(
            QCoreApplication.translate("BalanceDock", "Light: little, dark: much. Outlined in blue: choke points."),
            body,
        )
        self.key.setObjectName("balanceHeatKey")
        self.key.setAccessibleName(QCoreApplication.translate("BalanceDock", "Heat key"))
        row.addWidget(self.key)
        row.addStretch(1)
        row.addWidget(self.save_button)
        layout.addWidget(self.summary)
        layout.addWidget(self.design)
        layout.addWidget(self.seat_test)
        layout.addWidget(self.bots)
        layout.addLayout(row)
        layout.addWidget(self.findings, 1)
        self.setWidget(body)

    def _note_label(self, parent: QWidget, name: str, accessible: str) -> QLabel:
        label = QLabel(parent)
        label.setObjectName(name)
        label.setAccessibleName(accessible)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.hide()  # until a report says something
        return label

    def _bots_table(self, parent: QWidget) -> QTableWidget:
        """Each bot's own strength; shown only when several bots were rotated over the seats."""
        table = QTableWidget(0, 6, parent)
        table.setObjectName("balanceBots")
        table.setAccessibleName(QCoreApplication.translate("BalanceDock", "Win rate per bot"))
        table.setHorizontalHeaderLabels([
            QCoreApplication.translate("BalanceDock", "Bot"),
            QCoreApplication.translate("BalanceDock", "Seats played"),
            QCoreApplication.translate("BalanceDock", "Wins"),
            QCoreApplication.translate("BalanceDock", "Win rate"),
            QCoreApplication.translate("BalanceDock", "95% interval"),
            QCoreApplication.translate("BalanceDock", "Expected"),
        ])
        table.setToolTip(QCoreApplication.translate(
            "BalanceDock", "How strong the bots are against each other: rotated over the seats, a strong bot "
            "lifts every seat alike, so this says nothing about the map."))
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        table.hide()
        return table

    # -- showing a report --------------------------------------------------------------------------
    def show_report(self, report: dict, board: Board, scene) -> None:
        self.remove_overlay()
        self.report, self.board, self._scene = report, board, scene
        played, requested = report.get("games_played", 0), report.get("games_requested", 0)
        summary = QCoreApplication.translate(
            "BalanceDock", "{played} of {requested}, {rules} rules, {players}."
        ).format(played=played, requested=counts().games(requested), rules=report.get("rules", ""),
                 players=counts().players(report.get("players", 0)))
        if report.get("partial"):
            summary = QCoreApplication.translate("BalanceDock", "Partial report (stopped early):") + " " + summary
        self.summary.setText(summary)
        self._show_design(report)
        self.findings.clear()
        ordered = sorted(report.get("findings") or [], key=lambda f: f.get("severity") != "warning")
        for finding in ordered:
            item = QListWidgetItem(finding_text(finding, board))
            item.setData(Qt.ItemDataRole.UserRole, finding.get("code"))
            if finding.get("severity") == "warning":
                item.setForeground(QBrush(QColor("#a34b00")))
                item.setToolTip(QCoreApplication.translate("BalanceDock", "Warning"))
            self.findings.addItem(item)
        self.save_button.setEnabled(True)
        self.heat.setEnabled(True)
        self._show_heat(self.heat.currentIndex())

    def _show_design(self, report: dict) -> None:
        """The design, the joint seat test and (several bots) each bot's strength."""
        design = design_text(report)
        self.design.setText(design)
        self.design.setVisible(bool(design))
        test = seat_test_text(report.get("seat_test")) if report.get("games_played") else ""
        self.seat_test.setText(test)
        self.seat_test.setVisible(bool(test))
        kinds = (report.get("bot_kinds") or []) if report.get("games_played") else []
        self._fill_bots(kinds if len(kinds) > 1 else [])

    def _fill_bots(self, kinds: list[dict]) -> None:
        self.bots.setRowCount(len(kinds))
        for row, kind in enumerate(kinds):
            cells = [bot_title(str(kind.get("kind", ""))), str(kind.get("games", 0)), str(kind.get("wins", 0)),
                     _percent(kind.get("win_rate")), _interval(kind.get("ci")), _percent(kind.get("expected"))]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.bots.setItem(row, column, item)
        self.bots.setVisible(bool(kinds))
        if kinds:
            # As big as its cells, no bigger: the findings below get the rest of the dock.
            self.bots.resizeColumnsToContents()
            self.bots.resizeRowsToContents()
            frame = 2 * self.bots.frameWidth()
            self.bots.setFixedHeight(self.bots.horizontalHeader().sizeHint().height() + frame
                                     + sum(self.bots.rowHeight(row) for row in range(len(kinds))))
            self.bots.setMaximumWidth(frame + sum(self.bots.columnWidth(c) for c in range(self.bots.columnCount())))

    def _show_heat(self, index: int) -> None:
        self.remove_overlay()
        key = HEAT_KEYS[index] if 0 <= index < len(HEAT_KEYS) else None
        if key is None or self.report is None or self._scene is None:
            return
        self.overlay = HeatOverlay(self._scene, self.board, self.report, key)

    def remove_overlay(self) -> None:
        if self.overlay is not None:
            self.overlay.remove()
            self.overlay = None

    def forget_map(self) -> None:
        """The map shown changed (edited or another one): the heat no longer fits it."""
        self.remove_overlay()
        self._scene = None
        self.heat.setEnabled(False)

    # -- saving ------------------------------------------------------------------------------------
    def _ask_path(self) -> str:
        chosen, _filter = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("BalanceDock", "Save Balance Report"),
            str(user_folders.start_folder(user_folders.REPORTS, self._report_folder) / "balance-report.html"),
            QCoreApplication.translate("BalanceDock", "Web page (*.html);;JSON (*.json)"),
        )
        return chosen

    def save_report(self, path: str | Path | None = None) -> bool:
        """Write the report: JSON if the name ends in .json, else the HTML page. Atomic, like
        the app's other saves: a failed write leaves any earlier file as it was."""
        if self.report is None:
            return False
        chosen = path if path is not None else self.ask_path()
        if not chosen:
            return False
        target = Path(chosen)
        if target.suffix.lower() not in (".json", ".html", ".htm"):
            target = target.with_name(target.name + ".html")
        if target.suffix.lower() == ".json":
            content = json.dumps(self.report, indent=2, ensure_ascii=False) + "\n"
        else:
            content = render_html(self.report, self.board)
        try:
            atomic_write_text(target, content)
        except OSError as error:
            self.saveFailed.emit(
                QCoreApplication.translate("BalanceDock", "Cannot write {file}: {reason}").format(
                    file=str(target), reason=error.strerror or str(error)
                )
            )
            return False
        self._report_folder = target.absolute().parent
        self.savedTo.emit(str(target))
        return True
