"""The Problems dock of the scenario designer: what ``validate_scenario`` found, each row
leading to its territories."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from editor.docks.problems_dock import severity_icon
from editor.language.problem_text import as_sentence
from editor.scenario.scenario_problem_text import scenario_problem_message
from engine.board.local_names import BoardNames
from engine.board.problems import Problem, Severity
from engine.board.validation import ValidationReport


class ProblemsPanel(QWidget):
    """What ``validate_scenario`` found: errors first; activating a row goes to the problem."""

    problemActivated = Signal(object)  # noqa: N815 (Qt naming): a Problem

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("problemsPanel")
        self.setAccessibleName(self.tr("Problems"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.summary = QLabel(self)
        self.summary.setObjectName("problemSummary")
        self.summary.setAccessibleName(self.tr("Problems found"))
        layout.addWidget(self.summary)
        self.list = QTreeWidget(self)
        self.list.setObjectName("problemList")
        self.list.setAccessibleName(self.tr("Problems, errors first"))
        self.list.setHeaderHidden(True)
        self.list.setRootIsDecorated(False)
        self.list.setWordWrap(True)  # a long reason (the rules' own) is read whole, not cut off
        self.list.itemActivated.connect(self._activated)
        self.list.itemClicked.connect(self._activated)
        layout.addWidget(self.list, 1)
        self.problems: list[Problem] = []
        self._icons = {severity: severity_icon(severity) for severity in Severity}

    def set_report(self, report: ValidationReport, names: BoardNames | None = None) -> None:
        """Show ``report``'s problems, territories named by ``names`` (the reader's) if given."""
        problems = sorted(report.problems, key=lambda p: p.severity is not Severity.ERROR)
        if problems == self.problems and self.summary.text():
            return  # most edits change nothing here: keep the list and its current row
        self.problems = problems
        self.list.clear()
        for problem in problems:
            text = as_sentence(scenario_problem_message(problem, names))
            item = QTreeWidgetItem([text])
            item.setIcon(0, self._icons[problem.severity])
            item.setToolTip(0, f"{text}\n({problem.code})")
            self.list.addTopLevelItem(item)
        errors = sum(1 for p in problems if p.severity is Severity.ERROR)
        if not problems:
            self.summary.setText(self.tr("No problems"))
        else:
            self.summary.setText(self.tr("Errors: {errors} · Warnings: {warnings}").format(
                errors=errors, warnings=len(problems) - errors))

    def _activated(self, item: QTreeWidgetItem) -> None:
        row = self.list.indexOfTopLevelItem(item)
        if 0 <= row < len(self.problems):
            self.problemActivated.emit(self.problems[row])
