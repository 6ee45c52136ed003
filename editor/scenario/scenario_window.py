"""The scenario designer: a scenario's map in the middle, its parts in docks around it.

One window shows one :class:`ScenarioDocument`. The map is read-only here: a MapScene of the
scenario's board with the sticker slots shown, and on it the marks of a Legacy world
(MarksLayer, MarkPalette, MarkPlacer), the fixed setup (SetupLayer and the setup tools)
and the problems validation finds. The docks:

- Scenario: name, description, rule set, setup kind, the players;
- Setup: the owner/troop/HQ tools for a fixed setup;
- Marks, Territory Cards, Factions, Continents: only for a Legacy world;
- Problems: ``validate_scenario`` after every change (a moment later, so typing is not
  slowed), each row leading to its territories;
- History: the undo stack.

Everything the window changes goes through commands on the document's undo stack. Showing
another scenario (New, Open) or a new world (the rule set changed) builds the scene and the
panels anew; the docks stay where the user put them. Nothing is lost without asking.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QUndoGroup
from PySide6.QtWidgets import QDockWidget, QFileDialog, QMainWindow, QMessageBox, QUndoView, QWidget

from editor import dialogs
from editor.actions.menu_items import key_sequences, make_action
from editor.app import user_folders, windows
from editor.app.recent_files import default_settings
from editor.docks.problems_dock import problem_point, territory_bounds
from editor.help.help_menu import add_help_menu
from editor.help.preferences import add_preferences_action
from editor.language.counts import counts
from editor.language.problem_text import as_sentence
from editor.scenario.coin_panel import CoinPanel
from editor.scenario.continent_panel import ContinentPanel
from editor.scenario.economy_panel import install_economy, show_economy_dock
from editor.scenario.faction_panel import FactionPanel
from editor.scenario.mark_palette import MarkPalette
from editor.scenario.mark_placer import MarkPlacer
from editor.scenario.marks_layer import MarksLayer
from editor.scenario.options_panel import OptionsPanel
from editor.scenario.problems_panel import ProblemsPanel
from editor.scenario.scenario_document import ScenarioChange, ScenarioDocument, ScenarioPart
from editor.scenario.scenario_panel import DEFAULT_PLAYERS, ScenarioPanel, default_player
from editor.scenario.scenario_problem_text import scenario_problem_message
from editor.scenario.setup_layer import SetupLayer
from editor.scenario.setup_tools import SetupPanel
from editor.scene.map_scene import MapScene
from editor.scene.problem_markers import ProblemMarker
from editor.tools.base import EditorContext, Selection
from editor.view.map_view import MapView
from engine.board import Board
from engine.board.problems import Problem, Severity
from engine.board.validation import ValidationReport
from engine.files.errors import FileFormatError
from engine.scenario.model import EconomySetup, ScenarioPlayer
from engine.scenario.validation import validate_scenario

log = logging.getLogger(__name__)

SCENARIO_SUFFIX = ".yaml"
FOLDER_KEY = "scenario/lastFolder"
VALIDATION_DELAY_MS = 300
VALIDATED_MESSAGE_MS = 6000  # how long Validate's verdict stays in the status bar
MAX_ERRORS_LISTED = 12
MAX_FOCUS_PIXELS_PER_RADIUS = 24.0
FOCUS_MARGIN = 0.3
LEGACY_DOCKS = ("marksDock", "cardsDock", "factionsDock", "continentsDock")


# lupdate reads the context from literal translate("Context", "text") calls.
translate = QCoreApplication.translate


def new_scenario_document(board: Board, map_path: str | Path | None, legacy: bool | str,
                          parent=None) -> ScenarioDocument:
    """A new scenario on a map: three players in distinct colours, a random deal (the MU
    economy: its draft). ``legacy``: True for Legacy, or the rule set's name."""
    ruleset = legacy if isinstance(legacy, str) else ("legacy" if legacy else "classic")
    document = ScenarioDocument.for_map(board, map_path, legacy=ruleset == "legacy", parent=parent)
    players: list[ScenarioPlayer] = []
    for index in range(DEFAULT_PLAYERS):
        players.append(default_player(index, [p.name for p in players], [p.colour for p in players]))
    # Filled in before anyone shows or edits it: the document starts with these players.
    document.scenario.players = players
    if ruleset == "economy":
        document.scenario.ruleset, document.scenario.economy = ruleset, EconomySetup()
    return document


def ask_rule_set(parent: QWidget | None) -> bool | str | None:
    """Classic, Legacy or the MU economy? False for classic, True for Legacy, "economy" for
    the MU economy (new_scenario_document takes each), None if cancelled."""
    box = QMessageBox(QMessageBox.Icon.Question, translate("ScenarioWindow", "New Scenario"),
                      translate("ScenarioWindow", "Which rules does the scenario use?"),
                      QMessageBox.StandardButton.Cancel, parent)
    box.setObjectName("ruleSetQuestion")
    box.setInformativeText(translate(
        "ScenarioWindow", "A Legacy scenario carries a campaign's world: cities, scars, coins on the "
                              "territory cards, named continents and the factions' powers. An MU economy "
                              "scenario starts players with money, capitals, bases and navies."))
    classic = box.addButton(translate("ScenarioWindow", "Classic"), QMessageBox.ButtonRole.AcceptRole)
    classic.setObjectName("classic")
    legacy = box.addButton(translate("ScenarioWindow", "Legacy"), QMessageBox.ButtonRole.AcceptRole)
    legacy.setObjectName("legacy")
    economy = box.addButton(translate("ScenarioWindow", "MU economy"), QMessageBox.ButtonRole.AcceptRole)
    economy.setObjectName("economy")
    box.setDefaultButton(classic)
    box.exec()
    clicked = box.clickedButton()
    if clicked is legacy:
        return True
    if clicked is economy:
        return "economy"
    if clicked is classic:
        return False
    return None


# -- the window ----------------------------------------------------------------------------------
class ScenarioWindow(QMainWindow):
    """Designs ``document``'s scenario. ``settings`` (the last folder) defaults to the user's."""

    documentChanged = Signal()  # noqa: N815 (Qt naming): another scenario is shown

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None,
                 settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scenarioWindow")
        self.setAccessibleName(self.tr("Worldsmith scenario designer"))
        self._settings = settings if settings is not None else default_settings()
        self._document: ScenarioDocument | None = None
        self._report = ValidationReport([])
        self.scene: MapScene | None = None
        self.context: EditorContext | None = None
        self.setup_layer: SetupLayer | None = None
        self.marks_layer = self.palette = self.placer = None
        self.scenario_panel: ScenarioPanel | None = None
        self.setup_panel: SetupPanel | None = None
        self.coin_panel: CoinPanel | None = None
        self.faction_panel: FactionPanel | None = None
        self.continent_panel: ContinentPanel | None = None
        self.economy_layer = self.economy_panel = None  # the MU economy's (editor/scenario/economy_panel.py)
        self._parts: list = []  # what was built for the document shown (dropped with it)

        self.view = MapView(None, self)
        self.view.setObjectName("scenarioView")
        self.view.setAccessibleName(self.tr("Scenario map"))
        self.setCentralWidget(self.view)
        self.selection = Selection(self)
        self.selection.changed.connect(self._selection_changed)
        self.undo_group = QUndoGroup(self)
        self._validation_timer = QTimer(self)
        self._validation_timer.setSingleShot(True)
        self._validation_timer.setInterval(VALIDATION_DELAY_MS)
        self._validation_timer.timeout.connect(self.validate_now)

        self.resize(1440, 900)
        self._make_docks()
        self._make_actions()
        self._make_menus()
        self.statusBar().setObjectName("statusBar")
        self.set_document(document)

    # -- reading -----------------------------------------------------------------------------------
    def document(self) -> ScenarioDocument:
        return self._document

    def report(self) -> ValidationReport:
        """The last validation's result."""
        return self._report

    def dock(self, name: str) -> QDockWidget:
        return self.docks[name]

    # -- docks -------------------------------------------------------------------------------------
    def _make_docks(self) -> None:
        area = Qt.DockWidgetArea
        specs = [
            ("scenarioDock", self.tr("Scenario"), area.LeftDockWidgetArea),
            ("setupDock", self.tr("Setup"), area.LeftDockWidgetArea),
            ("optionsDock", self.tr("Options"), area.LeftDockWidgetArea),
            ("marksDock", self.tr("Marks"), area.RightDockWidgetArea),
            ("cardsDock", self.tr("Territory Cards"), area.RightDockWidgetArea),
            ("factionsDock", self.tr("Factions"), area.RightDockWidgetArea),
            ("continentsDock", self.tr("Continents"), area.RightDockWidgetArea),
            ("economyDock", self.tr("Economy"), area.RightDockWidgetArea),
            ("problemsDock", self.tr("Problems"), area.BottomDockWidgetArea),
            ("historyDock", self.tr("History"), area.BottomDockWidgetArea),
        ]
        self.docks: dict[str, QDockWidget] = {}
        for name, title, where in specs:
            dock = QDockWidget(title, self)
            dock.setObjectName(name)
            dock.setAccessibleName(title)
            self.addDockWidget(where, dock)
            self.docks[name] = dock
        self._docks_arranged = False
        d = self.docks
        self.problems_panel = ProblemsPanel(self)
        self.problems_panel.problemActivated.connect(self.go_to_problem)
        d["problemsDock"].setWidget(self.problems_panel)
        self.history_view = QUndoView(self.undo_group, self)
        self.history_view.setObjectName("historyView")
        self.history_view.setAccessibleName(self.tr("Edits, oldest first"))
        self.history_view.setEmptyLabel(self.tr("Opened scenario"))
        d["historyDock"].setWidget(self.history_view)

    def _arrange_docks(self) -> None:
        """Scenario and Setup tabbed on the left; the marks palette on the right above the
        cards, factions and continents (tabbed); problems and history tabbed below.

        Done once the window is shown: tabbing docks in a window not yet laid out leaves
        stray tab bars behind (Qt 6)."""
        self._docks_arranged = True
        d = self.docks
        self.splitDockWidget(d["marksDock"], d["cardsDock"], Qt.Orientation.Vertical)
        self.tabifyDockWidget(d["scenarioDock"], d["setupDock"])
        self.tabifyDockWidget(d["setupDock"], d["optionsDock"])
        self.tabifyDockWidget(d["cardsDock"], d["factionsDock"])
        self.tabifyDockWidget(d["factionsDock"], d["continentsDock"])
        self.tabifyDockWidget(d["problemsDock"], d["historyDock"])
        for name in ("scenarioDock", "cardsDock", "problemsDock"):
            d[name].raise_()
        self.resizeDocks([d["scenarioDock"], d["marksDock"]], [380, 330], Qt.Orientation.Horizontal)
        self.resizeDocks([d["problemsDock"]], [120], Qt.Orientation.Vertical)
        self.resizeDocks([d["marksDock"], d["cardsDock"]], [360, 400], Qt.Orientation.Vertical)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        if not self._docks_arranged:
            self._arrange_docks()
        super().showEvent(event)

    # -- actions and menus -----------------------------------------------------------------------------
    def _make_actions(self) -> None:
        key = QKeySequence.StandardKey
        self.action_new = make_action(self, "action.newScenario", self.tr("&New Scenario from Map…"),
                                      ["Ctrl+N"], self.new_scenario_from_map,
                                      tip=self.tr("Start a scenario on a map file"))
        self.action_open = make_action(self, "action.openScenario", self.tr("&Open Scenario…"), ["Ctrl+O"],
                                       self.open_scenario_dialog)
        self.action_save = make_action(self, "action.save", self.tr("&Save"), ["Ctrl+S"], self.save)
        self.action_save_as = make_action(self, "action.saveAs", self.tr("Save &As…"), ["Ctrl+Shift+S"],
                                          self.save_as)
        self.action_validate = make_action(self, "action.validate", self.tr("&Validate"), ["F7"], self.validate,
                                           tip=self.tr("Check the scenario against the map and the rules"))
        self.action_play = make_action(self, "action.play", self.tr("&Play This Scenario"), ["F5"], self.play,
                                       tip=self.tr("Start a game from this scenario"))
        self.action_close = make_action(self, "action.close", self.tr("&Close"), ["Ctrl+W"], self.close)
        self.action_undo = self.undo_group.createUndoAction(self, self.tr("&Undo"))
        self.action_undo.setObjectName("action.undo")
        self.action_undo.setShortcuts(_unique(key_sequences([key.Undo, "Ctrl+Z"])))
        self.action_redo = self.undo_group.createRedoAction(self, self.tr("&Redo"))
        self.action_redo.setObjectName("action.redo")
        self.action_redo.setShortcuts(_unique(key_sequences([key.Redo, "Ctrl+Shift+Z", "Ctrl+Y"])))
        self.addActions([self.action_undo, self.action_redo])
        self.action_zoom_in = make_action(self, "action.zoomIn", self.tr("Zoom &In"), ["Ctrl++", "Ctrl+="],
                                          self.view.zoom_in)
        self.action_zoom_out = make_action(self, "action.zoomOut", self.tr("Zoom &Out"), ["Ctrl+-"],
                                           self.view.zoom_out)
        self.action_fit = make_action(self, "action.fit", self.tr("&Fit to Window"), ["Ctrl+0"],
                                      self.view.fit_to_window)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        file_menu.setObjectName("menu.file")
        for action in (self.action_new, self.action_open, None, self.action_save, self.action_save_as, None,
                       self.action_validate, self.action_play, None, self.action_close):
            file_menu.addSeparator() if action is None else file_menu.addAction(action)
        edit_menu = bar.addMenu(self.tr("&Edit"))
        edit_menu.setObjectName("menu.edit")
        edit_menu.addActions([self.action_undo, self.action_redo])
        add_preferences_action(self, edit_menu, self._settings)
        view_menu = bar.addMenu(self.tr("&View"))
        view_menu.setObjectName("menu.view")
        view_menu.addActions([self.action_zoom_in, self.action_zoom_out, self.action_fit])
        view_menu.addSeparator()
        panels = view_menu.addMenu(self.tr("&Panels"))
        panels.setObjectName("menu.panels")
        for dock in self.docks.values():
            action = dock.toggleViewAction()
            action.setObjectName(f"action.panel.{dock.objectName()}")
            panels.addAction(action)
        add_help_menu(self, guide_page="scenario-designer", rule_set=lambda: self.document().scenario.ruleset)

    # -- showing a scenario ------------------------------------------------------------------------
    def set_document(self, document: ScenarioDocument) -> None:
        """Show ``document`` (no questions asked: see maybe_save)."""
        old = self._document
        if old is not None and old is not document:
            old.changed.disconnect(self._on_change)
            old.modifiedChanged.disconnect(self._update_title)
            old.pathChanged.disconnect(self._update_title)
            self.undo_group.removeStack(old.undo_stack)
        if document.parent() is None:
            document.setParent(self)  # it goes with the window
        self._document = document
        self.undo_group.addStack(document.undo_stack)
        self.undo_group.setActiveStack(document.undo_stack)
        document.changed.connect(self._on_change)
        document.modifiedChanged.connect(self._update_title)
        document.pathChanged.connect(self._update_title)
        self._build()
        if old is not None and old is not document:
            old.undo_stack.clear()
            old.deleteLater()
        self._update_title()
        self.validate_now()
        self.documentChanged.emit()

    def _build(self) -> None:
        """The scene and everything on it, and the panels, for the document shown."""
        document = self._document
        self.view.set_tool(None)
        self.selection.clear()
        old_scene, old_parts = self.scene, self._parts
        self._parts = []

        scene = MapScene(document.board, document.map_path, self, language=document.names.language)
        scene.set_slots_visible(document.world is not None)  # the stickers' places: what a Legacy designer works on
        self.scene = scene
        self.view.setScene(scene)
        self.context = EditorContext(document, self.view, self.selection)
        self.setup_layer = SetupLayer(document, scene, self.view, self)
        self._parts.append(self.setup_layer)
        self._make_marks(document, scene)

        self.scenario_panel = ScenarioPanel(document)
        self.scenario_panel.status.connect(self.show_message)
        self.setup_panel = SetupPanel(self.context)
        self.setup_panel.status.connect(self.show_message)
        self.setup_panel.toolChanged.connect(self._set_tool)
        # The tools' keys work while the Setup dock is hidden behind another tab too.
        self.addActions(self.setup_panel.tool_group.actions())
        self._set_dock("scenarioDock", self.scenario_panel)
        self._set_dock("setupDock", self.setup_panel)
        self._set_dock("optionsDock", OptionsPanel(document))
        install_economy(self, document, scene)
        legacy = document.world is not None
        if legacy:
            self.coin_panel = CoinPanel(document)
            self.coin_panel.status.connect(self.show_message)
            self.faction_panel = FactionPanel(document)
            self.continent_panel = ContinentPanel(document)
            self.continent_panel.status.connect(self.show_message)
            self._set_dock("cardsDock", self.coin_panel)
            self._set_dock("factionsDock", self.faction_panel)
            self._set_dock("continentsDock", self.continent_panel)
        else:
            self.coin_panel = self.faction_panel = self.continent_panel = None
            for name in ("marksDock", "cardsDock", "factionsDock", "continentsDock"):
                self._set_dock(name, None)
        for name in LEGACY_DOCKS:
            dock = self.docks[name]
            if dock.isHidden() == legacy:  # only a real change (showing again lays the docks out anew)
                dock.setVisible(legacy)
            dock.toggleViewAction().setEnabled(legacy)  # nothing to show in a classic scenario

        for part in old_parts:
            _drop(part)
        if old_scene is not None:
            old_scene.deleteLater()

    def _make_marks(self, document: ScenarioDocument, scene: MapScene) -> None:
        """The Legacy marks on the map and the palette to place them (a Legacy world only)."""
        self.marks_layer = self.palette = self.placer = None
        if document.world is None:
            return
        self.marks_layer = MarksLayer(document, scene)
        self.palette = MarkPalette(document)
        self.placer = MarkPlacer(document, self.view, scene, self.palette)
        self.placer.status.connect(self.show_message)
        self._parts += [self.placer, self.marks_layer]
        self._set_dock("marksDock", self.palette)

    def _set_dock(self, name: str, widget: QWidget | None) -> None:
        dock = self.docks[name]
        old = dock.widget()
        dock.setWidget(widget if widget is not None else QWidget())
        if old is not None and old is not widget:
            old.setParent(None)  # out of the window now (findChild finds the new one)
            old.deleteLater()

    def _set_tool(self, tool) -> None:
        if tool is not None and self.economy_panel is not None:
            self.economy_panel.choose_tool(None)  # one tool on the map at a time
        self.view.set_tool(tool)

    def _on_change(self, change: ScenarioChange) -> None:
        if change.part is ScenarioPart.RESET:
            self._build()  # a world came or went: its marks, palette and panels with it
        elif change.part is ScenarioPart.PROPERTIES:
            show_economy_dock(self)  # the rule set may have changed
        self._validation_timer.start()

    def _update_title(self, *_args) -> None:
        document = self._document
        name = document.title() or self.tr("Untitled")
        self.setWindowTitle(self.tr("{scenario}[*] — Worldsmith Scenario").format(scenario=name))
        self.setWindowModified(document.modified)

    def show_message(self, text: str, timeout: int = 0) -> None:
        self.statusBar().showMessage(text, timeout)

    # -- validation and problems -------------------------------------------------------------------------
    def validate_now(self) -> ValidationReport:
        self._validation_timer.stop()
        document = self._document
        try:
            report = validate_scenario(document.scenario, document.board)
        except Exception as error:  # a bug in a check must not take the designer down
            log.exception("cannot validate the scenario")
            self.show_message(self.tr("Validation failed: {error}").format(error=str(error)))
            return self._report
        self._report = report
        self.problems_panel.set_report(report, document.names)
        if self.scene is not None:
            markers = []
            for problem in report.problems:
                point = problem_point(document.board, problem)
                if point is not None:
                    markers.append(ProblemMarker(point[0], point[1], problem.severity.value,
                                                 as_sentence(scenario_problem_message(problem, document.names))))
            self.scene.set_problem_markers(markers)
        return report

    def validate(self) -> ValidationReport:
        """File ▸ Validate: check now and show the problems (or say there are none)."""
        self.commit_edits()
        report = self.validate_now()
        dock = self.docks["problemsDock"]
        dock.show()
        dock.raise_()
        # For a while only: the Problems panel keeps the count as the scenario changes, a
        # status line would not (it said "No problems" after a later edit broke something).
        if not report.problems:
            self.show_message(self.tr("No problems"), VALIDATED_MESSAGE_MS)
        else:
            errors = sum(1 for p in report.problems if p.severity is Severity.ERROR)
            self.show_message(self.tr("Errors: {errors} · Warnings: {warnings}").format(
                errors=errors, warnings=len(report.problems) - errors), VALIDATED_MESSAGE_MS)
        return report

    def go_to_problem(self, problem: Problem) -> None:
        """Select the problem's territories and show them; a problem of the players shows the
        Scenario panel, one of the rule options the Options panel."""
        board = self._document.board
        ids = [i for i in problem.ids if board.has_territory(i)]
        if not ids:
            dock = self.docks["optionsDock" if problem.code == "bad-option" else "scenarioDock"]
            dock.show()
            dock.raise_()
            return
        self.selection.set(ids)
        rect = QRectF()
        for tid in ids:
            bounds = territory_bounds(board, tid)
            if bounds is not None:
                rect = rect.united(bounds)
        if not rect.isEmpty():
            self._focus(rect)

    def _focus(self, rect: QRectF) -> None:
        radius = self._document.board.meta.mark_radius or 1.0
        margin = max(rect.width(), rect.height()) * FOCUS_MARGIN + 2 * radius
        target = rect.adjusted(-margin, -margin, margin, margin)
        viewport = self.view.viewport().rect()
        zoom = min(viewport.width() / target.width(), viewport.height() / target.height())
        self.view.set_zoom(min(zoom, MAX_FOCUS_PIXELS_PER_RADIUS / radius))
        self.view.centerOn(QPointF(rect.center()))

    def _selection_changed(self) -> None:
        if self.scene is not None:
            self.scene.set_selection(self.selection.ids)

    # -- files ---------------------------------------------------------------------------------------
    def commit_edits(self) -> None:
        """Fields being typed in count as done before saving, checking or closing."""
        for panel in (self.scenario_panel, self.continent_panel, self.economy_panel,
                      self.docks["optionsDock"].widget()):
            if panel is not None and hasattr(panel, "commit_edits"):
                panel.commit_edits()
        if self.placer is not None and self.placer.editing():  # a city's name being typed
            self.placer.commit_edit()

    def maybe_save(self) -> bool:
        """Ask to save unsaved changes. True: go ahead (saved or discarded); False: cancelled."""
        self.commit_edits()
        if not self._document.modified:
            return True
        choice = dialogs.ask_save_changes(self, self._display_name())
        if choice is dialogs.SaveChoice.SAVE:
            return self.save()
        return choice is dialogs.SaveChoice.DISCARD

    def _display_name(self) -> str:
        path = self._document.path
        return path.name if path is not None else (self._document.title() or self.tr("Untitled"))

    def new_scenario_from_map(self, map_path: str | Path | None = None, legacy: bool | None = None) -> bool:
        """File ▸ New Scenario from Map: choose a map (unless given), classic or Legacy
        (unless given), then show a new scenario on it."""
        from engine.board import load_map

        if not self.maybe_save():  # first: the questions after it are about the new scenario
            return False
        if map_path is None:
            chosen, _filter = QFileDialog.getOpenFileName(
                self, self.tr("Choose the Scenario's Map"), self._start_folder(maps=True),
                self.tr("Worldsmith maps (*.yaml *.yml);;All files (*)"))
            if not chosen:
                return False
            map_path = chosen
        map_path = Path(map_path)
        try:
            board = load_map(map_path).board
        except FileFormatError as error:
            self._show_error(self.tr("Cannot Open Map"),
                             self.tr("This map cannot be used:\n\n{error}").format(error=str(error)))
            return False
        if legacy is None:
            legacy = ask_rule_set(self)
            if legacy is None:
                return False
        self.set_document(new_scenario_document(board, map_path, legacy))
        self.show_message(self.tr("New scenario on {map}").format(map=map_path.name), 8000)
        return True

    def open_scenario_dialog(self) -> bool:
        chosen, _filter = QFileDialog.getOpenFileName(self, self.tr("Open Scenario"), self._start_folder(),
                                                      self._filter())
        return bool(chosen) and self.open_scenario(chosen)

    def open_scenario(self, path: str | Path) -> bool:
        """Open the scenario at ``path`` (asking to save changes first); on failure say what is
        wrong and where, and keep the scenario shown."""
        path = Path(path)
        document = load_scenario_document(self, path)
        if document is None:
            return False
        document, warnings = document
        if not self.maybe_save():
            document.deleteLater()
            return False
        self.set_document(document)
        self._remember_folder(path)
        if warnings:
            for warning in warnings:
                log.warning("%s", warning)
            self.show_message(self.tr("Opened {file} with {warnings}: {first}").format(
                file=path.name, warnings=counts().warnings(len(warnings)), first=str(warnings[0])), 15000)
        else:
            self.show_message(self.tr("Opened {file}").format(file=path.name), 5000)
        return True

    def save(self) -> bool:
        """File ▸ Save. True once the scenario is on disk."""
        self.commit_edits()
        path = self._document.path
        if path is None:
            return self.save_as()
        reason = self._write(path)
        if reason is None:
            return True
        return self._offer_save_as(path, reason)

    def save_as(self, path: str | Path | None = None) -> bool:
        """File ▸ Save As: ask where (unless given) and save there; on failure, ask again."""
        self.commit_edits()
        return dialogs.save_as_until_written(self, path, self._ask_save_path, self._write, self._cannot_save_title())

    def _offer_save_as(self, path: Path, reason: str) -> bool:
        return dialogs.offer_save_as(self, path.name, reason, self._cannot_save_title()) and self.save_as()

    def _cannot_save_title(self) -> str:
        return self.tr("Cannot Save Scenario")

    def _write(self, path: Path) -> str | None:
        try:
            written = self._document.save(path)
        except OSError as error:
            reason = error.strerror or str(error)
            return f"{error.filename}: {reason}" if error.filename else reason
        except Exception as error:  # a bug: say so, keep the window
            log.exception("cannot save %s", path)
            return self.tr("unexpected error: {error}").format(error=str(error))
        self._remember_folder(written)
        self.show_message(self.tr("Saved {file}").format(file=str(written)), 5000)
        return None

    def _ask_save_path(self) -> Path | None:
        current = self._document.path
        stem = dialogs.file_stem(self._document.title(), "scenario")
        suggested = current if current is not None else Path(f"{stem}{SCENARIO_SUFFIX}")
        if current is None or user_folders.inside_installation(current):  # a shipped scenario is copied out
            suggested = user_folders.start_folder(user_folders.SCENARIOS, self._settings.value(FOLDER_KEY)) / \
                suggested.name
        return dialogs.ask_save_path(self, self.tr("Save Scenario As"), suggested, self._filter(),
                                     SCENARIO_SUFFIX)

    def _filter(self) -> str:
        return self.tr("Worldsmith scenarios (*.yaml *.yml);;All files (*)")

    def _remember_folder(self, path: Path) -> None:
        self._settings.setValue(FOLDER_KEY, str(Path(path).resolve().parent))

    def _start_folder(self, maps: bool = False) -> str:
        if maps and self._document.map_path is not None:
            return str(self._document.map_path.parent)
        if not maps and self._document.path is not None:
            return str(self._document.path.resolve().parent)
        last = self._settings.value(FOLDER_KEY)
        if isinstance(last, str) and Path(last).is_dir():
            return last
        from engine.resources import maps_dir

        return str(maps_dir()) if maps_dir().is_dir() else str(Path.home())

    def _show_error(self, title: str, text: str) -> None:
        dialogs.show_error(self, title, text)

    # -- playing --------------------------------------------------------------------------------------
    def play(self):
        """File ▸ Play This Scenario: if validation finds no errors, hand the scenario to play
        mode (its own window). Returns the play window, or None."""
        self.commit_edits()
        report = self.validate_now()
        errors = [p for p in report.problems if p.severity is Severity.ERROR]
        if errors:
            names = self._document.names
            listed = "\n".join(f"• {as_sentence(scenario_problem_message(p, names))}"
                                for p in errors[:MAX_ERRORS_LISTED])
            if len(errors) > MAX_ERRORS_LISTED:
                listed += "\n" + self.tr("…and {count} more").format(count=len(errors) - MAX_ERRORS_LISTED)
            QMessageBox.warning(self, self.tr("Cannot Play Yet"),
                                self.tr("Fix these problems first:\n\n{problems}").format(problems=listed))
            self.docks["problemsDock"].show()
            self.docks["problemsDock"].raise_()
            return None
        # Play mode is another kind of window: the one for this scenario's rules, through editor/app/windows.py.
        return windows.play_scenario(self._document.scenario, self._document.board, self, settings=self._settings,
                                     scenario_path=self._document.path)

    # -- closing --------------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt naming)
        if not self.maybe_save():
            event.ignore()
            return
        self._validation_timer.stop()
        self.view.set_tool(None)
        if self.placer is not None:
            # The window is deleted once closed: no event must reach the placer from a view being taken apart.
            self.placer.shutdown()
        event.accept()
        super().closeEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt naming)
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self._document is not None:
            self._update_title()


def load_scenario_document(parent: QWidget | None, path: Path):
    """(document, warnings) for the scenario at ``path``, or None after saying why it cannot
    be opened: the file and place, never a traceback. A scenario whose map file is missing
    (moved without it) offers to locate the map: editor/scenario/locate_map.py."""
    try:
        return ScenarioDocument.open(path)
    except (FileFormatError, OSError) as error:
        message = str(error)
    except Exception as error:  # a bug in the reader must not take the designer down
        log.exception("unexpected error while opening %s", path)
        message = translate("ScenarioWindow", "{file}: unexpected error: {error}").format(
            file=str(path), error=str(error))
    from editor.scenario import locate_map

    title = translate("ScenarioWindow", "Cannot Open Scenario")
    text = translate("ScenarioWindow", "This scenario cannot be opened:\n\n{error}").format(error=message)
    lost = locate_map.lost_map(Path(path))
    if lost is None:
        dialogs.show_error(parent, title, text)
    elif locate_map.can_ask():  # moved without its map: let the designer show where the map is now
        return locate_map.locate_and_open(parent, Path(path), lost, title, text)
    else:
        locate_map.say_map_is_lost(parent, title, text)
    return None


def _unique(sequences: list[QKeySequence]) -> list[QKeySequence]:
    """The platform's keys plus the usual ones, each once (a key bound twice is ambiguous)."""
    seen: dict[str, QKeySequence] = {}
    for sequence in sequences:
        seen.setdefault(sequence.toString(), sequence)
    return list(seen.values())


def _drop(part) -> None:
    """Let go of something built for a scene that is going (a layer, the placer)."""
    shutdown = getattr(part, "shutdown", None)
    if callable(shutdown):
        shutdown()  # the view stays: what the part put on it must go now, not with the window
    delete = getattr(part, "deleteLater", None)
    if callable(delete):
        delete()
