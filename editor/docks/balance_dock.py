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
    QComboBox,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.language.app_language import display_names
from editor.language.engine_text import engine_text
from editor.scene.heat_overlay import HeatOverlay
from engine.balance.html_page import render_html
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

        body = QWidget(self)
        layout = QVBoxLayout(body)
        self.summary = QLabel(body)
        self.summary.setObjectName("balanceSummary")
        self.summary.setAccessibleName(QCoreApplication.translate("BalanceDock", "Report summary"))
        self.summary.setWordWrap(True)
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
        layout.addLayout(row)
        layout.addWidget(self.findings, 1)
        self.setWidget(body)

    # -- showing a report --------------------------------------------------------------------------
    def show_report(self, report: dict, board: Board, scene) -> None:
        self.remove_overlay()
        self.report, self.board, self._scene = report, board, scene
        played, requested = report.get("games_played", 0), report.get("games_requested", 0)
        summary = QCoreApplication.translate(
            "BalanceDock", "{played} of {requested} games, {rules} rules, {players} players."
        ).format(played=played, requested=requested, rules=report.get("rules", ""), players=report.get("players", 0))
        if report.get("partial"):
            summary = QCoreApplication.translate("BalanceDock", "Partial report (stopped early):") + " " + summary
        self.summary.setText(summary)
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
            "balance-report.html",
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
        self.savedTo.emit(str(target))
        return True
