"""The problems dock: what validation found, errors first, with a way to each problem and fixes.

It listens to the validation runner (``context.validation``). Each report fills the list
and puts a marker on the map for every problem shown. A report equal to the previous one
(most edits do not change the problems) leaves the list, its current row and the markers
alone.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QToolButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from editor.commands.connection_commands import AddConnection, SetConnectionKind
from editor.docks.territory_dock import disconnect_quietly, safe_label_point
from editor.editing.geometry_fixes import fix_all_of_kind, fix_geometry, outcome_message
from editor.language.problem_text import as_sentence, problem_message, severity_text, territory_display_name
from editor.scene.problem_markers import ERROR_COLOUR, WARNING_COLOUR, NameBoxes, ProblemMarker, clear_of_names
from editor.tools.base import EditorContext
from engine.board import Board, Connection, ConnectionKind
from engine.board.geometry_fixes import FIXABLE_CODES
from engine.board.problems import Problem, Severity
from engine.board.validation import ValidationReport

PROBLEM_ROLE = Qt.ItemDataRole.UserRole + 1
FIX_ACTIONS = ("add-connection", "set-connection-kind")
# Going to a problem never zooms in further than this many screen pixels per mark radius:
# a tiny territory would otherwise fill the window.
MAX_FOCUS_PIXELS_PER_RADIUS = 24.0
FOCUS_MARGIN = 0.3  # room around the territories, as a share of their extent


def severity_icon(severity: Severity, size: int = 14) -> QIcon:
    """A filled circle in the colour of the map's problem markers."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor("white"))
    painter.setBrush(ERROR_COLOUR if severity is Severity.ERROR else WARNING_COLOUR)
    painter.drawEllipse(QRectF(0.5, 0.5, size - 1, size - 1))
    painter.end()
    return QIcon(pixmap)


def territory_bounds(board: Board, territory_id: str) -> QRectF | None:
    if not board.has_territory(territory_id):
        return None
    rect = QRectF()
    for ring in board.territory(territory_id).rings():
        xy = ring.xy
        if len(xy):
            (x0, y0), (x1, y1) = xy.min(axis=0), xy.max(axis=0)
            rect = rect.united(QRectF(float(x0), float(y0), float(x1 - x0), float(y1 - y0)))
    return rect if rect.isValid() else None


def problem_point(board: Board, problem: Problem) -> tuple[float, float] | None:
    """Where the problem is shown on the map: its location, else its first territory's label."""
    if problem.location is not None:
        return problem.location
    for territory_id in problem.ids:
        point = safe_label_point(board, territory_id)
        if point is not None:
            return point
    return None


class ProblemModel(QAbstractTableModel):
    """Problems as rows: message (with a severity icon) and code."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._problems: list[Problem] = []
        self._board: Board | None = None  # names the rows' territories in the reader's language
        self._texts: dict[int, str] = {}
        self._icons = {severity: severity_icon(severity) for severity in Severity}

    def set_problems(self, problems: list[Problem], board: Board | None = None) -> None:
        self.beginResetModel()
        self._problems = list(problems)
        self._board = board
        self._texts = {}
        self.endResetModel()

    def problems(self) -> list[Problem]:
        return list(self._problems)

    def problem(self, row: int) -> Problem:
        return self._problems[row]

    def text(self, row: int) -> str:
        # Translated lazily: only the rows on screen are ever asked for.
        if row not in self._texts:
            self._texts[row] = as_sentence(problem_message(self._problems[row], self._board))
        return self._texts[row]

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008, N802 (Qt's signature)
        return 0 if parent.isValid() else len(self._problems)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else 2

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Problem"), self.tr("Code"))[section]
        return None

    def data(self, index: QModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        problem = self._problems[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(index.row()) if column == 0 else problem.code
        if role == Qt.ItemDataRole.DecorationRole and column == 0:
            return self._icons[problem.severity]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("{severity}: {message}").format(
                severity=severity_text(problem.severity), message=self.text(index.row())
            )
        if role == Qt.ItemDataRole.AccessibleTextRole and column == 0:
            return self.tr("{severity}: {message}").format(
                severity=severity_text(problem.severity), message=self.text(index.row())
            )
        if role == PROBLEM_ROLE:
            return problem
        return None


class ProblemsDock(QDockWidget):
    def __init__(self, context: EditorContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setObjectName("problemsDock")
        self.setWindowTitle(self.tr("Problems"))
        self.setAccessibleName(self.tr("Problems"))
        self._report: ValidationReport | None = None
        self._marker_scene = None
        self._marker_count = -1
        self._fitted_scene = None  # the scene whose names' refitting moves the markers

        body = QWidget(self)
        body.setObjectName("problemsDockBody")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        bar = QHBoxLayout()
        self.summary = QLabel(body)
        self.summary.setObjectName("problemSummary")
        self.summary.setAccessibleName(self.tr("Problem summary"))
        bar.addWidget(self.summary, 1)
        self.show_errors = self._toggle("showErrors", self.tr("Errors"), self.tr("Show errors"), Severity.ERROR)
        self.show_warnings = self._toggle(
            "showWarnings", self.tr("Warnings"), self.tr("Show warnings"), Severity.WARNING
        )
        bar.addWidget(self.show_errors)
        bar.addWidget(self.show_warnings)
        self.fix_button = QPushButton(self.tr("Fix"), body)
        self.fix_button.setObjectName("applyFix")
        self.fix_button.setAccessibleName(self.tr("Fix the selected problem"))
        self.fix_button.setToolTip(self.tr("Apply the suggested fix"))
        self.fix_button.setEnabled(False)
        self.fix_button.clicked.connect(self.apply_fix)
        bar.addWidget(self.fix_button)
        self.fix_all_button = QPushButton(self.tr("Fix All of This Kind"), body)
        self.fix_all_button.setObjectName("fixAllOfKind")
        self.fix_all_button.setAccessibleName(self.tr("Fix every problem of the selected kind"))
        self.fix_all_button.setToolTip(self.tr("Fix every problem of the selected kind in one step"))
        self.fix_all_button.setEnabled(False)
        self.fix_all_button.clicked.connect(self.fix_all_of_kind)
        bar.addWidget(self.fix_all_button)
        layout.addLayout(bar)

        self.model = ProblemModel(self)
        self.list = QTreeView(body)
        self.list.setObjectName("problemList")
        self.list.setAccessibleName(self.tr("Problems"))
        self.list.setModel(self.model)
        self.list.setRootIsDecorated(False)
        self.list.setUniformRowHeights(True)
        self.list.setAllColumnsShowFocus(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.list.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.list.clicked.connect(self._on_activated)
        self.list.activated.connect(self._on_activated)  # Enter, or a click on some platforms
        self.list.selectionModel().currentRowChanged.connect(lambda *_: self._update_fix_button())
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._show_context_menu)
        layout.addWidget(self.list)
        self.setWidget(body)

        self._listen()

    def set_context(self, context: EditorContext) -> None:
        """Show another document's problems (the window opened a file)."""
        if self.context.validation is not None:
            disconnect_quietly(self.context.validation.finished, self.show_report)
        self.context = context
        self._report = None
        self._marker_scene = None
        self._marker_count = -1
        self._listen()

    def _listen(self) -> None:
        runner = self.context.validation
        if runner is not None:
            runner.finished.connect(self.show_report)
        report = runner.report if runner is not None else None
        if report is not None:
            self.show_report(report)
        else:
            self._fill()

    def _toggle(self, name: str, text: str, accessible: str, severity: Severity) -> QToolButton:
        button = QToolButton(self)
        button.setObjectName(name)
        button.setText(text)
        button.setIcon(severity_icon(severity))
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        button.setAccessibleName(accessible)
        button.setToolTip(accessible)
        button.setCheckable(True)
        button.setChecked(True)
        button.toggled.connect(lambda _checked: self._fill())
        return button

    # -- reading ---------------------------------------------------------------------------
    @property
    def report(self) -> ValidationReport | None:
        return self._report

    def shown_problems(self) -> list[Problem]:
        return self.model.problems()

    def current_problem(self) -> Problem | None:
        index = self.list.currentIndex()
        return self.model.problem(index.row()) if index.isValid() else None

    def row_of(self, code: str, ids: tuple[str, ...] | None = None) -> int | None:
        """The row of the first shown problem with this code (and these ids)."""
        for row, problem in enumerate(self.model.problems()):
            if problem.code == code and (ids is None or problem.ids == tuple(ids)):
                return row
        return None

    # -- showing a report ------------------------------------------------------------------
    def show_report(self, report: ValidationReport) -> None:
        previous = self._report
        self._report = report
        if previous is not None and previous.problems == report.problems and not self._markers_stale():
            return
        self._fill()

    def _visible(self) -> list[Problem]:
        if self._report is None:
            return []
        problems: list[Problem] = []
        if self.show_errors.isChecked():
            problems += self._report.errors
        if self.show_warnings.isChecked():
            problems += self._report.warnings
        return problems

    def _fill(self) -> None:
        current = self.current_problem()
        problems = self._visible()
        self.model.set_problems(problems, self.context.document.board)
        if current is not None:
            # Keep the row the user was on if the problem is still there.
            for row, problem in enumerate(problems):
                if problem.code == current.code and problem.ids == current.ids:
                    self.list.setCurrentIndex(self.model.index(row, 0))
                    break
        self._update_summary()
        self._update_markers(problems)
        self._update_fix_button()

    def _update_summary(self) -> None:
        report = self._report
        if report is None:
            text = self.tr("Not checked yet")
        elif not report.problems:
            text = self.tr("No problems")
        else:
            text = self.tr("{errors}, {warnings}").format(
                errors=self.tr("%n error(s)", "", len(report.errors)),
                warnings=self.tr("%n warning(s)", "", len(report.warnings)),
            )
        self.summary.setText(text)
        self.summary.setAccessibleDescription(text)

    def _markers_stale(self) -> bool:
        # The scene drops its markers when it rebuilds (after a metadata change, say).
        scene = self.context.scene
        return scene is not self._marker_scene or len(getattr(scene, "problem_items", ())) != self._marker_count

    def _update_markers(self, problems: list[Problem]) -> None:
        scene = self.context.scene
        if scene is None or not hasattr(scene, "set_problem_markers"):
            return
        if scene is not self._fitted_scene and hasattr(scene, "labelsFitted"):
            # Readable names change size with the zoom: keep the markers off them.
            scene.labelsFitted.connect(self._replace_markers)
            self._fitted_scene = scene
        board = self.context.document.board
        names = self._name_boxes(scene)
        markers = []
        for row, problem in enumerate(problems):
            point = problem_point(board, problem)
            if point is not None:
                marker = ProblemMarker(point[0], point[1], problem.severity.value, self.model.text(row))
                markers.append(clear_of_names(marker, names))
        scene.set_problem_markers(markers)
        self._marker_scene = scene
        self._marker_count = len(markers)

    @staticmethod
    def _name_boxes(scene) -> NameBoxes:
        # Only the names made so far: asking for all would make every name of a big map at
        # once, which it spreads over its first frames.
        made = getattr(scene, "made_label_items", None)
        labels = made() if callable(made) else getattr(scene, "label_items", {})
        return NameBoxes(label.sceneBoundingRect() for label in labels.values() if label.isVisible())

    def _replace_markers(self) -> None:
        if self.context.scene is self._marker_scene:
            self._update_markers(self.model.problems())

    # -- going to a problem ----------------------------------------------------------------
    def _on_activated(self, index: QModelIndex) -> None:
        if index.isValid():
            self.go_to(self.model.problem(index.row()))

    def go_to(self, problem: Problem) -> None:
        """Select the problem's territories and show them (or its place) in the view."""
        board = self.context.document.board
        ids = [i for i in problem.ids if board.has_territory(i)]
        view = self.context.view
        if ids:
            self.context.selection.set(ids)
            rect = QRectF()
            for territory_id in ids:
                bounds = territory_bounds(board, territory_id)
                if bounds is not None:
                    rect = rect.united(bounds)
            if not rect.isEmpty():
                self._focus(rect)
                return
        if problem.location is not None:
            view.centerOn(QPointF(*problem.location))

    def _focus(self, rect: QRectF) -> None:
        """Fit ``rect`` (map units) with a margin, but never closer than a sensible zoom."""
        view = self.context.view
        radius = self.context.document.board.meta.mark_radius or 1.0
        margin = max(rect.width(), rect.height()) * FOCUS_MARGIN + 2 * radius
        target = rect.adjusted(-margin, -margin, margin, margin)
        viewport = view.viewport().rect()
        zoom = min(viewport.width() / target.width(), viewport.height() / target.height())
        zoom = min(zoom, MAX_FOCUS_PIXELS_PER_RADIUS / radius)
        if hasattr(view, "set_zoom"):
            view.set_zoom(zoom)
        else:  # a plain QGraphicsView
            view.resetTransform()
            view.scale(zoom, zoom)
        view.centerOn(rect.center())

    # -- fixes -----------------------------------------------------------------------------
    @staticmethod
    def can_fix(problem: Problem | None) -> bool:
        """Whether Fix can solve ``problem``: a suggested connection fix, or a geometry problem."""
        if problem is None:
            return False
        if problem.code in FIXABLE_CODES:
            return True
        return problem.fix is not None and problem.fix.action in FIX_ACTIONS

    def _update_fix_button(self) -> None:
        problem = self.current_problem()
        usable = self.can_fix(problem)
        self.fix_button.setEnabled(usable)
        self.fix_button.setToolTip(self.fix_text(problem) if usable else self.tr("Apply the suggested fix"))
        self.fix_all_button.setEnabled(problem is not None and problem.code in FIXABLE_CODES)

    def _show_context_menu(self, position) -> None:
        index = self.list.indexAt(position)
        if index.isValid():
            self.list.setCurrentIndex(index)
        menu = self.context_menu()
        menu.exec(self.list.viewport().mapToGlobal(position))
        menu.deleteLater()

    def context_menu(self) -> QMenu:
        """Fix and Fix All of This Kind for the current problem (the list's context menu)."""
        menu = QMenu(self)
        menu.setObjectName("problemContextMenu")
        menu.setAccessibleName(self.tr("Problem actions"))
        fix = menu.addAction(self.tr("Fix"), self.apply_fix)
        fix.setObjectName("problemMenu.fix")
        fix.setEnabled(self.fix_button.isEnabled())
        fix_all = menu.addAction(self.tr("Fix All of This Kind"), self.fix_all_of_kind)
        fix_all.setObjectName("problemMenu.fixAll")
        fix_all.setEnabled(self.fix_all_button.isEnabled())
        return menu

    def fix_text(self, problem: Problem) -> str:
        """The suggested fix in words, in the user's language."""
        board = self.context.document.board

        def name(territory_id) -> str:
            return territory_display_name(board, territory_id)

        if problem.code in FIXABLE_CODES:
            return self._geometry_fix_text(problem, name)
        fix = problem.fix
        a, b = name(fix.data.get("a")), name(fix.data.get("b"))
        if fix.action == "add-connection":
            return self.tr("Connect {a} and {b}").format(a=a, b=b)
        if fix.action == "set-connection-kind" and fix.data.get("kind") == ConnectionKind.SEA_LINE.value:
            return self.tr("Make the connection between {a} and {b} a sea-line").format(a=a, b=b)
        return self.tr("Make the connection between {a} and {b} a border").format(a=a, b=b)

    def _geometry_fix_text(self, problem: Problem, name) -> str:
        if problem.code == "invalid-polygon":
            return self.tr("Repair {a}'s border where it crosses itself").format(a=name(problem.ids[0]))
        a, b = (name(i) for i in problem.ids[:2])
        if problem.code == "border-mismatch":
            return self.tr("Give {a} and {b} the same corners along their border").format(a=a, b=b)
        if problem.code == "gap":
            return self.tr("Snap {a}'s edge onto {b}, closing the gap").format(a=a, b=b)
        if problem.code == "overlap":
            return self.tr("Cut the overlap out of {a} or {b}").format(a=a, b=b)
        return self.tr("Give the sliver to {a}").format(a=a)

    def _tell(self, text: str) -> None:
        show = getattr(self.window(), "show_message", None)
        if callable(show):
            show(text)

    def fix_all_of_kind(self, code: str | None = None) -> bool:
        """Fix every problem of the current (or given) geometry kind as ONE undo step."""
        if not isinstance(code, str):  # clicked(bool) from the button
            problem = self.current_problem()
            code = problem.code if problem is not None else None
        if code not in FIXABLE_CODES:
            return False
        outcome = fix_all_of_kind(self.context.document, (code,))
        self._tell(outcome_message(outcome, self.context.document.board))
        return bool(outcome.changes)

    def apply_fix(self, problem: Problem | None = None) -> bool:
        """Apply the current (or given) problem's fix as one undoable command."""
        if not isinstance(problem, Problem):  # clicked(bool) from the button
            problem = self.current_problem()
        if problem is not None and problem.code in FIXABLE_CODES:
            outcome = fix_geometry(self.context.document, [problem])
            self._tell(outcome_message(outcome, self.context.document.board))
            return bool(outcome.changes)
        if problem is None or problem.fix is None:
            return False
        document = self.context.document
        board = document.board
        data = problem.fix.data
        a, b = str(data.get("a")), str(data.get("b"))
        try:
            kind = ConnectionKind(data.get("kind", ConnectionKind.BORDER.value))
        except ValueError:
            return False
        if not (board.has_territory(a) and board.has_territory(b)):
            return False  # the report is older than the map
        if problem.fix.action == "add-connection":
            if board.connection_between(a, b) is not None:
                return False
            document.undo_stack.push(AddConnection(document, Connection(a, b, kind)))
            return True
        if problem.fix.action == "set-connection-kind":
            for index, connection in enumerate(board.connections):
                if {connection.a, connection.b} == {a, b} and connection.kind is not kind:
                    document.undo_stack.push(SetConnectionKind(document, index, kind))
                    return True
        return False
