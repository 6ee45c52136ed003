"""The editor's main window: the map and its tools, the docks, menus, files and recovery.

One window shows one :class:`MapDocument`. Replacing it (New, Open, Revert, a restored
recovery file) builds a fresh scene, editor context, tools and validation runner, and
points the docks at the new context; the undo actions and the history follow through a
QUndoGroup. Nothing is ever lost without asking: replacing or closing a modified map asks
to save it, a failed save offers Save As, and unsaved changes are written to a recovery
file every minute (editor/app/autosave.py).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, QObject, QPointF, QSettings, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeyEvent, QKeySequence, QUndoGroup
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStyle,
    QToolBar,
    QWidget,
)

from editor.actions.balance_actions import BalanceActions
from editor.actions.clipboard_actions import ClipboardActions
from editor.actions.file_actions import FileActions
from editor.actions.geometry_fix_actions import GeometryFixActions
from editor.actions.grid_actions import GridActions
from editor.actions.interchange_actions import InterchangeActions
from editor.actions.map_actions import MapActions
from editor.actions.menu_items import add_menu, make_action, set_tip
from editor.actions.nudge_actions import NudgeActions
from editor.actions.tracing_actions import TracingActions
from editor.actions.transform_actions import TransformActions
from editor.app import windows
from editor.app.autosave import DEFAULT_INTERVAL_MS, Autosaver
from editor.app.recent_files import RecentFiles, RecentFilesMenu, default_settings
from editor.app.version import VERSION
from editor.dialogs.new_map_dialog import empty_board
from editor.docks import ContinentDock, ProblemsDock, PropertiesDock, TerritoryDock
from editor.docks.background_dock import BackgroundDock
from editor.docks.history_dock import HistoryDock
from editor.document.changes import ChangeKind
from editor.document.map_document import MapDocument
from editor.document.validation_runner import ValidationRunner
from editor.editing.nudge import nudge_step
from editor.help.help_menu import add_help_menu
from editor.help.preferences import add_preferences_action
from editor.scene.background_drag import BackgroundDrag
from editor.scene.map_scene import MapScene
from editor.scene.readable_labels import READABLE_PIXELS
from editor.tools.base import EditorContext, Selection
from editor.tools.corner_fields import no_corner_message
from editor.tools.registry import tool_classes
from editor.tools.snap_report import cursor_text
from editor.view.map_view import MapView
from engine.board.board import Board

log = logging.getLogger(__name__)

DEFAULT_TOOL = "select"
LAYOUT_VERSION = 1  # bump when the docks or toolbars change so old layouts are ignored


def worldsmith_version() -> str:
    return VERSION


def dock_classes() -> list[tuple[type, Qt.DockWidgetArea, str]]:
    """The docks (class, default area, objectName)."""
    area = Qt.DockWidgetArea
    return [
        (TerritoryDock, area.LeftDockWidgetArea, "territoryDock"),
        (PropertiesDock, area.RightDockWidgetArea, "propertiesDock"),
        (ContinentDock, area.RightDockWidgetArea, "continentDock"),
        (ProblemsDock, area.BottomDockWidgetArea, "problemsDock"),
        (BackgroundDock, area.RightDockWidgetArea, "backgroundDock"),
    ]


class MainWindow(InterchangeActions, FileActions, QMainWindow):
    """The map editor. ``board``/``map_path``: the map to show first (default: a new empty map).

    ``settings`` (recent files, window layout) and ``recovery_folder`` default to the user's;
    tests pass their own.
    """

    mapChanged = Signal()  # noqa: N815 (Qt naming): a different document is shown

    def __init__(
        self,
        board: Board | None = None,
        map_path: str | Path | None = None,
        parent: QWidget | None = None,
        *,
        settings: QSettings | None = None,
        recovery_folder: str | Path | None = None,
        autosave_interval_ms: int = DEFAULT_INTERVAL_MS,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setAccessibleName(self.tr("Worldsmith map editor"))
        self._settings = settings if settings is not None else default_settings()
        self._document: MapDocument | None = None
        self._scene: MapScene | None = None
        self._context: EditorContext | None = None
        self._tool_classes = tool_classes()
        self._tools: dict[str, object] = {}
        self._tool_options: dict[str, tuple[QAction, QWidget]] = {}  # tool name → its options on the toolbar
        self._docks: list[QDockWidget] = []
        self._dock_classes = dock_classes()
        self.selection = Selection(self)
        self.undo_group = QUndoGroup(self)
        self.recent_files = RecentFiles(self._settings, parent=self)
        self.autosaver = Autosaver(recovery_folder, autosave_interval_ms, self)
        self.autosaver.failed.connect(self._autosave_failed)

        self._view = MapView(None, self)
        self.setCentralWidget(self._view)
        self._view.installEventFilter(self)
        self.map_actions = MapActions(self)
        self.map_actions.message.connect(self.show_message)
        self.map_actions.propertiesRequested.connect(self._show_properties)
        self.geometry_fix_actions = GeometryFixActions(self)
        self.geometry_fix_actions.message.connect(self.show_message)
        self.nudge_actions = NudgeActions(self._view, self.nudge)
        self.clipboard_actions = ClipboardActions(self, self._view)
        self.clipboard_actions.message.connect(self.show_message)
        self.grid_actions = GridActions(self)
        self.transform_actions = TransformActions(self)
        self.transform_actions.message.connect(self.show_message)
        self.tracing_actions = TracingActions(self)
        self.tracing_actions.message.connect(self.show_message)
        self.balance_actions = BalanceActions(self)
        self.balance_actions.message.connect(self.show_message)
        self._make_actions()
        self._make_tool_actions()
        self._make_menus()
        self.tracing_actions.add_to_menu(self.findChild(QMenu, "menu.edit"), self.map_actions.snapping)
        self._make_toolbars()
        self._make_status_bar()
        self.history_dock = HistoryDock(self.undo_group, self)
        self.selection.changed.connect(self._on_selection_changed)
        self._view.cursorMoved.connect(self._show_cursor)
        self._view.zoomChanged.connect(self._show_zoom)

        self.set_document(MapDocument(board if board is not None else empty_board(), map_path))
        self._place_docks()
        self._show_zoom(self._view.zoom_factor())

    # -- state -------------------------------------------------------------------------------------
    def document(self) -> MapDocument:
        return self._document

    def board(self) -> Board:
        return self._document.board

    def map_path(self) -> Path | None:
        return self._document.path

    def map_scene(self) -> MapScene | None:
        return self._scene

    def map_view(self) -> MapView:
        return self._view

    def context(self) -> EditorContext:
        return self._context

    def tools(self) -> dict[str, object]:
        """The tool instances of the current document, by name."""
        return dict(self._tools)

    def docks(self) -> list[QDockWidget]:
        # The Balance dock exists once a report has been made (Map ▸ Balance Report…).
        balance = self.balance_actions.dock
        return [*self._docks, self.history_dock, *([balance] if balance is not None else [])]

    # -- showing a document ------------------------------------------------------------------------
    def set_document(self, document: MapDocument) -> None:
        """Show ``document``: new scene, context, tools and validation; docks follow. No questions."""
        old_document, old_scene = self._document, self._scene
        old_validation = self._context.validation if self._context is not None else None
        # Clear first, while everything still points at the old map, so nobody looks up
        # old ids in the new one.
        self.selection.clear()
        self._view.set_tool(None)

        scene = MapScene(document.board, document.path, self)
        scene.set_slots_visible(self.action_show_slots.isChecked())
        scene.set_sea_lines_visible(self.action_show_sea_lines.isChecked())
        scene.set_borders_visible(self.action_show_borders.isChecked())
        scene.set_coasts_visible(self.action_show_coasts.isChecked())
        self._apply_readable_names(scene, self.action_readable_names.isChecked())
        scene.follow(document)
        self._document, self._scene = document, scene
        self._view.setScene(scene)

        context = EditorContext(document, self._view, self.selection, ValidationRunner(document, document))
        self._context = context
        self.map_actions.set_context(context)
        self._view.set_background_drag(BackgroundDrag(context))
        self.clipboard_actions.set_context(context)
        self.grid_actions.set_context(context, scene)
        self.transform_actions.set_context(context)
        self.geometry_fix_actions.set_context(context)

        self.undo_group.addStack(document.undo_stack)
        self.undo_group.setActiveStack(document.undo_stack)
        if old_document is not None:
            self.undo_group.removeStack(old_document.undo_stack)
        document.modifiedChanged.connect(self._update_title)
        document.pathChanged.connect(self._update_title)
        document.changed.connect(self._on_document_changed)
        document.changed.connect(lambda _change: self.balance_actions.document_edited())
        self.autosaver.set_document(document)

        self._make_tools(context)
        self.tracing_actions.set_context(context, self._tools.get("draw"))
        self._repoint_docks(context)
        if old_document is not None:
            _shut_down(old_validation)
            old_document.undo_stack.clear()  # its commands hold boards: free them now
            old_document.deleteLater()  # with it go its tools and validation runner
        if old_scene is not None:
            old_scene.deleteLater()
        self._update_title()
        self._update_actions()
        context.validation.schedule()
        self.mapChanged.emit()

    def set_board(self, board: Board, map_path: str | Path | None = None) -> None:
        """Show ``board`` (read from ``map_path``, which locates its background picture)."""
        self.set_document(MapDocument(board, map_path))

    # -- tools -------------------------------------------------------------------------------------
    def _make_tool_actions(self) -> None:
        self.tool_group = QActionGroup(self)
        self.tool_group.setExclusive(True)
        self.tool_actions: dict[str, QAction] = {}
        for cls in self._tool_classes:
            name = cls.name
            title = _call(cls, "title", name.title())
            action = make_action(self, f"tool.{name}", title, [getattr(cls, "shortcut", "") or ""],
                                 checkable=True, tip=_call(cls, "tip", ""))
            action.triggered.connect(lambda _checked=False, n=name: self.choose_tool(n))
            self.tool_group.addAction(action)
            self.tool_actions[name] = action
        default = self.tool_actions.get(DEFAULT_TOOL) or next(iter(self.tool_actions.values()), None)
        if default is not None:
            default.setChecked(True)

    def _make_tools(self, context: EditorContext) -> None:
        for action, widget in self._tool_options.values():
            self.tool_options_bar.removeAction(action)
            widget.setParent(None)  # out of the window at once, deleted soon
            widget.deleteLater()
        self._tool_options.clear()
        self._tools.clear()
        for cls in self._tool_classes:
            try:
                tool = cls(context)
                make_options = getattr(tool, "options_widget", None)
                widget = make_options(self.tool_options_bar) if callable(make_options) else None
            except Exception:  # one broken tool must not take the editor down
                log.exception("cannot create the %s tool", cls.name)
                self.tool_actions[cls.name].setEnabled(False)
                continue
            self._tools[cls.name] = tool
            tool.status.connect(self._show_tool_status)
            if widget is not None:
                self._tool_options[cls.name] = (self.tool_options_bar.addWidget(widget), widget)
        checked = self.tool_group.checkedAction()
        self.choose_tool(checked.objectName().removeprefix("tool.") if checked is not None else None)

    def choose_tool(self, name: str | None) -> None:
        """Make the tool called ``name`` active (its action checked, its options shown)."""
        tool = self._tools.get(name) if name is not None else None
        if name in self.tool_actions and not self.tool_actions[name].isChecked():
            self.tool_actions[name].setChecked(True)
        self._view.set_tool(tool)
        for tool_name, (action, _widget) in self._tool_options.items():
            action.setVisible(tool_name == name)
        self.tool_options_bar.setEnabled(name in self._tool_options)
        if tool is not None:
            self.statusBar().showMessage(_call(type(tool), "tip", ""), 8000)

    def active_tool(self):
        return self._view.tool()

    def _show_tool_status(self, text: str) -> None:
        # Only the active tool speaks: others may emit while following the document.
        sender = self.sender()
        if sender is None or sender is self._view.tool():
            self.statusBar().showMessage(text)

    # -- docks -------------------------------------------------------------------------------------
    def _repoint_docks(self, context: EditorContext) -> None:
        """Docks that can (``set_context``) follow the new context; others are made anew in
        the same place, tab and visibility."""
        if not self._docks:
            return  # the first document: _place_docks makes them
        state = self.saveState(LAYOUT_VERSION)
        remade = False
        for position, dock in enumerate(self._docks):
            if hasattr(dock, "set_context"):
                dock.set_context(context)
                continue
            area, name = self.dockWidgetArea(dock), dock.objectName()
            self.removeDockWidget(dock)
            dock.setParent(None)  # out of the window at once (findChild finds the new one)
            dock.deleteLater()
            replacement = type(dock)(context, self)
            replacement.setObjectName(replacement.objectName() or name)
            self.addDockWidget(area, replacement)
            self._docks[position] = replacement
            remade = True
        if remade:
            self.restoreState(state, LAYOUT_VERSION)
            self.fill_panels_menu()

    def _place_docks(self) -> None:
        """The docks' default places: territories left; properties and continents right;
        problems and history tabbed at the bottom."""
        area = Qt.DockWidgetArea
        for cls, where, name in self._dock_classes:
            try:
                dock = cls(self._context, self)
            except Exception:
                log.exception("cannot create the %s", cls.__name__)
                continue
            if not dock.objectName():
                dock.setObjectName(name)
            self.addDockWidget(where, dock)
            self._docks.append(dock)
        self.addDockWidget(area.BottomDockWidgetArea, self.history_dock)
        problems = self.findChild(QDockWidget, "problemsDock")
        if problems is not None:
            self.tabifyDockWidget(problems, self.history_dock)
            problems.raise_()
        continents = self.findChild(QDockWidget, "continentDock")
        properties = self.findChild(QDockWidget, "propertiesDock")
        if continents is not None and properties is not None:
            self.splitDockWidget(properties, continents, Qt.Orientation.Vertical)
        # The map gets the room: slim side panels, a low strip at the bottom.
        widths = {"territoryDock": 260, "propertiesDock": 340}
        sides = [d for d in (self.findChild(QDockWidget, name) for name in widths) if d is not None]
        self.resizeDocks(sides, [widths[d.objectName()] for d in sides], Qt.Orientation.Horizontal)
        self.resizeDocks([problems or self.history_dock], [170], Qt.Orientation.Vertical)
        background = self.findChild(QDockWidget, "backgroundDock")
        if background is not None:
            background.hide()  # View ▸ Background… shows it, when there is a picture to place
        self.fill_panels_menu()

    def fill_panels_menu(self) -> None:
        """View ▸ Panels: a check item per dock (made again when a dock comes or goes)."""
        self.panels_menu.clear()
        for dock in self.docks():
            action = dock.toggleViewAction()
            action.setObjectName(f"action.panel.{dock.objectName()}")
            self.panels_menu.addAction(action)

    def show_background_dock(self) -> None:
        """View ▸ Background…: the picture's placement, opacity and lock."""
        dock = self.findChild(QDockWidget, "backgroundDock")
        if dock is not None:
            dock.show()
            dock.raise_()

    def _show_properties(self) -> None:
        dock = self.findChild(QDockWidget, "propertiesDock")
        if dock is not None:
            dock.show()
            dock.raise_()

    # -- layout ------------------------------------------------------------------------------------
    def restore_layout(self) -> bool:
        """Window size and the places of docks and toolbars as the user left them; True if
        the window's geometry was restored."""
        state = self._settings.value("window/state")
        if isinstance(state, QByteArray):
            self.restoreState(state, LAYOUT_VERSION)
        geometry = self._settings.value("window/geometry")
        return isinstance(geometry, QByteArray) and self.restoreGeometry(geometry)

    def save_layout(self) -> None:
        self._settings.setValue("window/geometry", self.saveGeometry())
        self._settings.setValue("window/state", self.saveState(LAYOUT_VERSION))

    # -- actions -----------------------------------------------------------------------------------
    def _make_actions(self) -> None:
        view = self._view
        key = QKeySequence.StandardKey
        icon = self.style().standardIcon
        pixmap = QStyle.StandardPixmap
        self.action_new = make_action(
            self, "action.new", self.tr("&New…"), [key.New], self.new_map,
            tip=self.tr("Start a new, empty map"))
        self.action_new.setIcon(icon(pixmap.SP_FileIcon))
        self.action_open = make_action(
            self, "action.open", self.tr("&Open…"), [key.Open], self.open_map_dialog,
            tip=self.tr("Open a map file"))
        self.action_open.setIcon(icon(pixmap.SP_DialogOpenButton))
        self.action_save = make_action(
            self, "action.save", self.tr("&Save"), [key.Save], self.save, tip=self.tr("Save the map"))
        self.action_save.setIcon(icon(pixmap.SP_DialogSaveButton))
        self.action_save_as = make_action(
            self, "action.saveAs", self.tr("Save &As…"), ["Ctrl+Shift+S"], self.save_as,
            tip=self.tr("Save the map under another name"))
        self.action_revert = make_action(
            self, "action.revert", self.tr("Re&vert"), [], self.revert,
            tip=self.tr("Go back to the saved version of the map"))
        self.action_export = make_action(
            self, "action.exportImage", self.tr("&Export Image…"), ["Ctrl+E"], self.export_image,
            tip=self.tr("Save the map as a PNG or SVG picture"))
        self.action_new_game = make_action(
            self, "action.newGame", self.tr("New &Game…"), ["Ctrl+Shift+N"], self.new_game,
            tip=self.tr("Play a game on this map or another"))
        # F5 plays, as in the scenario designer (Play This Scenario); Validate Now is F7 there and here.
        self.action_play_map = make_action(
            self, "action.playMap", self.tr("&Play This Map…"), ["F5"], self.new_game,
            tip=self.tr("Start a new game on this map"))
        self.action_quit = make_action(self, "action.quit", self.tr("&Quit"), ["Ctrl+Q"], self.close)
        self.action_quit.setMenuRole(QAction.MenuRole.QuitRole)

        self.action_undo = self.undo_group.createUndoAction(self, self.tr("&Undo"))
        self.action_undo.setObjectName("action.undo")
        self.action_undo.setShortcuts([QKeySequence("Ctrl+Z")])
        self.action_undo.setIcon(icon(pixmap.SP_ArrowBack))
        self.action_redo = self.undo_group.createRedoAction(self, self.tr("&Redo"))
        self.action_redo.setObjectName("action.redo")
        self.action_redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.action_redo.setIcon(icon(pixmap.SP_ArrowForward))
        for action in (self.action_undo, self.action_redo):
            self.addAction(action)
        set_tip(self.action_undo, self.tr("Undo the last edit"))
        set_tip(self.action_redo, self.tr("Redo the edit just undone"))

        self.action_zoom_in = make_action(
            self, "action.zoomIn", self.tr("Zoom &In"), [key.ZoomIn, "Ctrl+="], view.zoom_in)
        self.action_zoom_out = make_action(
            self, "action.zoomOut", self.tr("Zoom &Out"), [key.ZoomOut], view.zoom_out)
        self.action_fit = make_action(
            self, "action.fit", self.tr("&Fit to Window"), ["Ctrl+0"], view.fit_to_window)
        self.action_show_slots = make_action(
            self, "action.showSlots", self.tr("Show Sticker &Slots"), [], self._set_slots_visible,
            checkable=True, checked=True, tip=self.tr("Show where the city and scar stickers go"))
        self.action_show_sea_lines = make_action(
            self, "action.showSeaLines", self.tr("Show Sea-&Lines"), [], self._set_sea_lines_visible,
            checkable=True, checked=True)
        self.action_show_coasts = make_action(
            self, "action.showCoasts", self.tr("Show &Navy Borders"), [], self._set_coasts_visible,
            checkable=True, checked=True,
            tip=self.tr("Draw the coasts (land–water borders) where navies put to sea and navy bases go"))
        self.action_show_borders = make_action(
            self, "action.showBorders", self.tr("Show Border &Connections"), [], self._set_borders_visible,
            checkable=True, checked=False,
            tip=self.tr("Draw a line for every connection between neighbouring territories"))
        self.action_readable_names = make_action(
            self, "action.readableNames", self.tr("&Readable Names"), [], self._set_readable_names,
            checkable=True, checked=False,
            tip=self.tr("Draw every territory name big enough to read at any zoom, leaving out names "
                        "that would then overlap a bigger territory's"))
        self.action_background = make_action(
            self, "action.background", self.tr("&Background…"), ["Ctrl+Shift+B"], self.show_background_dock,
            tip=self.tr("Place the picture to trace over: position, size, rotation, opacity, lock"))
        self.action_import = make_action(
            self, "action.import", self.tr("&Import…"), ["Ctrl+Shift+I"], self.import_map_dialog,
            tip=self.tr("Bring in a map from another program (Domination, SVG, GeoJSON…)"))
        self.action_export_map = make_action(
            self, "action.exportMap", self.tr("Expor&t…"), ["Ctrl+Shift+E"], self.export_map_dialog,
            tip=self.tr("Write the map in another program's format (Domination, SVG, GeoJSON…)"))
        self.action_corner_coordinates = make_action(
            self, "action.cornerCoordinates", self.tr("Corner C&oordinates…"), ["Ctrl+L"],
            self.type_corner_coordinates,
            tip=self.tr("Type the X and Y of the selected corner (Edit Vertices); Enter moves it"))

    def _make_menus(self) -> None:
        bar = self.menuBar()
        bar.setObjectName("menuBar")

        self.recent_menu = RecentFilesMenu(self.recent_files, self)
        self.recent_menu.openRequested.connect(self.open_recent)
        a = self.map_actions
        add_menu(bar, "menu.file", self.tr("&File"), [
            self.action_new, self.action_open, self.recent_menu, None, self.action_save,
            self.action_save_as, self.action_revert, None, self.action_import, self.action_export_map,
            self.action_export, None, self.action_new_game, self.action_play_map, None,
            self.action_quit])
        edit = add_menu(bar, "menu.edit", self.tr("&Edit"), [
            self.action_undo, self.action_redo, None, *self.clipboard_actions.actions(), None,
            a.select_all, a.select_none, a.delete, a.merge,
            None, a.snapping, None, self.nudge_actions.menu(self), self.action_corner_coordinates,
            self.transform_actions.rotate_scale])
        add_preferences_action(self, edit, self._settings)
        add_menu(bar, "menu.map", self.tr("&Map"), [
            a.auto_connect, a.wrap_connection, a.auto_place_all, a.coastal_waters, None, a.validate,
            self.geometry_fix_actions.menu(self), a.map_properties, None, self.balance_actions.action])
        add_menu(bar, "menu.tools", self.tr("&Tools"), list(self.tool_actions.values()))
        self.panels_menu = QMenu(self.tr("&Panels"), self)
        self.panels_menu.setObjectName("menu.panels")
        add_menu(bar, "menu.view", self.tr("&View"), [
            self.action_zoom_in, self.action_zoom_out, self.action_fit, None, self.action_show_slots,
            self.action_show_sea_lines, self.action_show_coasts, self.action_show_borders, self.action_readable_names,
            None, self.action_background, None, self.grid_actions.show_grid, self.grid_actions.snap_to_grid, None,
            self.panels_menu])
        add_menu(bar, "menu.scenario", self.tr("&Scenario"), [
            make_action(self, "action.newScenario", self.tr("&New Scenario on This Map…"), [], self.new_scenario,
                        tip=self.tr("Design a scenario (a starting setup, a Legacy world) on this map")),
            make_action(self, "action.openScenario", self.tr("&Open Scenario…"), [], self.open_scenario)])
        self.help_menu = add_help_menu(self, guide_page="map-editor")
        self.action_about = self.help_menu.about_action

    def _make_toolbars(self) -> None:
        self.main_toolbar = QToolBar(self.tr("File and Edit"), self)
        self.main_toolbar.setObjectName("mainToolBar")
        for action in (self.action_new, self.action_open, self.action_save, None,
                       self.action_undo, self.action_redo):
            if action is None:
                self.main_toolbar.addSeparator()
            else:
                self.main_toolbar.addAction(action)
        self.addToolBar(self.main_toolbar)
        self.tools_toolbar = QToolBar(self.tr("Tools"), self)
        self.tools_toolbar.setObjectName("toolsToolBar")
        self.tools_toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in self.tool_actions.values():
            self.tools_toolbar.addAction(action)
        self.addToolBar(self.tools_toolbar)
        self.tool_options_bar = QToolBar(self.tr("Tool Options"), self)
        self.tool_options_bar.setObjectName("toolOptionsToolBar")
        self.addToolBar(self.tool_options_bar)
        for toolbar in (self.main_toolbar, self.tools_toolbar, self.tool_options_bar):
            toolbar.setAccessibleName(toolbar.windowTitle())
            toolbar.toggleViewAction().setObjectName(f"action.panel.{toolbar.objectName()}")

    def _make_status_bar(self) -> None:
        status = self.statusBar()
        status.setObjectName("statusBar")
        self.cursor_label = QLabel(self)
        self.cursor_label.setObjectName("status.cursor")
        self.cursor_label.setAccessibleName(self.tr("Cursor position"))
        self.cursor_label.setMinimumWidth(self.fontMetrics().horizontalAdvance("x 00000.0, y 00000.0") + 12)
        self.zoom_label = QLabel(self)
        self.zoom_label.setObjectName("status.zoom")
        self.zoom_label.setAccessibleName(self.tr("Zoom"))
        self.zoom_label.setMinimumWidth(self.fontMetrics().horizontalAdvance("00000 %") + 12)
        self.zoom_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        status.addPermanentWidget(self.cursor_label)
        status.addPermanentWidget(self.zoom_label)

    def _update_actions(self) -> None:
        document = self._document
        self.action_revert.setEnabled(document.path is not None and document.modified)

    def _update_title(self) -> None:
        document = self._document
        name = document.title() or self.tr("Untitled")
        self.setWindowTitle(self.tr("{name}[*] — Worldsmith").format(name=name))
        self.setWindowModified(document.modified)
        self._update_actions()

    def _on_document_changed(self, change) -> None:
        if change.kind in (ChangeKind.METADATA, ChangeKind.RESET):
            self._update_title()

    def _on_selection_changed(self) -> None:
        if self._scene is not None:
            self._scene.set_selection(self.selection.ids)

    def warnings_message(self, count: int) -> str:
        # Here rather than in FileActions: lupdate reads plural forms only from self.tr.
        return self.tr("%n warning(s) while reading the map; 'worldsmith validate' lists them.", "", count)

    def show_message(self, text: str, timeout_ms: int = 6000) -> None:
        self.statusBar().showMessage(text, timeout_ms)

    # -- keys --------------------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt naming)
        # Delete on the map goes to the active tool first (the vertex tool deletes a corner);
        # only if the tool has no use for it does it delete the selected territories.
        if watched is self._view and event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            key_event: QKeyEvent = event
            if key_event.key() == Qt.Key.Key_Delete and not key_event.modifiers():
                if event.type() == QEvent.Type.ShortcutOverride:
                    event.accept()
                    return True
                tool = self._view.tool()
                if tool is None or not tool.key_press(key_event):
                    self.map_actions.do_delete()
                return True
        return super().eventFilter(watched, event)

    def nudge(self, dx: int, dy: int, big: bool = False) -> bool:
        """Edit ▸ Nudge (the arrow keys): the active tool moves its selection by one step (Shift:
        ten) in the direction (dx, dy); True if something moved."""
        tool = self._view.tool()
        if tool is None or not hasattr(tool, "nudge"):
            return False
        step = nudge_step(self._context, big)
        return bool(tool.nudge(dx * step, dy * step))

    def type_corner_coordinates(self) -> bool:
        """Edit ▸ Corner Coordinates: Edit Vertices, with the keyboard in the selected corner's X
        field; False (and a hint) when no corner is selected."""
        self.choose_tool("vertices")
        options = self._tool_options.get("vertices")
        if options is not None and options[1].focus():
            return True
        self.show_message(no_corner_message())
        return False

    # -- closing -----------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt naming)
        if not self.maybe_save():
            event.ignore()
            return
        self.balance_actions.shut_down()
        self._view.set_tool(None)
        _shut_down(self._context.validation)
        self.autosaver.discard()
        self.autosaver.stop()
        self.save_layout()
        event.accept()

    # -- view --------------------------------------------------------------------------------------
    def _show_cursor(self, point: QPointF) -> None:
        # The active tool has just handled this move: if it snapped, show where, and onto what.
        tool = self._view.tool()
        snap = tool.take_snap() if tool is not None and hasattr(tool, "take_snap") else None
        grid = self._context is not None and self._context.snap_to_grid
        self.cursor_label.setText(cursor_text(self._document.board, point, snap, grid))

    def _show_zoom(self, zoom: float) -> None:
        self.zoom_label.setText(self.tr("{percent} %").format(percent=f"{zoom * 100:.0f}"))

    def _set_slots_visible(self, visible: bool) -> None:
        if self._scene is not None:
            self._scene.set_slots_visible(visible)

    def _set_sea_lines_visible(self, visible: bool) -> None:
        if self._scene is not None:
            self._scene.set_sea_lines_visible(visible)

    def _set_coasts_visible(self, visible: bool) -> None:
        if self._scene is not None:
            self._scene.set_coasts_visible(visible)

    def _set_borders_visible(self, visible: bool) -> None:
        if self._scene is not None:
            self._scene.set_borders_visible(visible)

    def _set_readable_names(self, readable: bool) -> None:
        if self._scene is not None:
            self._apply_readable_names(self._scene, readable)

    @staticmethod
    def _apply_readable_names(scene: MapScene, readable: bool) -> None:
        # Off, names are drawn in map units: what you see is the map as it is.
        scene.set_minimum_label_pixels(READABLE_PIXELS if readable else 0.0)

    # -- play ------------------------------------------------------------------------------------
    # Play mode and the designer are other kinds of window: asked for through editor/app/windows.py.
    def new_game(self):
        """The new-game dialog, with this map chosen if it is saved and has no errors; on OK a
        play window (its own window) starts the game. Returns the window, or None."""
        from engine.board.validation import validate

        path = self.map_path()
        playable = path is not None and path.is_file() and validate(self.board()).ok
        return windows.new_game(self, map_path=path if playable else None, settings=self._settings)

    # -- scenarios -------------------------------------------------------------------------------
    def new_scenario(self):
        """A scenario designer (its own window) on this map, which must be saved: a scenario
        refers to its map's file. Returns the window, or None."""
        path = self.map_path()
        if path is None or self._document.modified:
            QMessageBox.information(self, self.tr("Save the Map First"),
                                    self.tr("A scenario refers to its map's file: save the map first."))
            return None
        return windows.new_scenario(self, self.board(), path, settings=self._settings)

    def open_scenario(self, path: str | Path | None = None):
        """Scenario ▸ Open Scenario…: a designer (its own window) on a scenario file, asked for
        unless given. Returns the window, or None."""
        return windows.open_scenario(self, path, settings=self._settings)

    def show_about(self) -> None:
        self.help_menu.show_about()


def _shut_down(runner: ValidationRunner | None) -> None:
    """Stop a validation runner, waiting for a run in flight (its document is going)."""
    if runner is not None:
        runner.shutdown()


def _call(cls: type, method: str, default: str) -> str:
    """A tool class's ``title()`` or ``tip()`` (class- or static methods), or ``default``."""
    function = getattr(cls, method, None)
    if not callable(function):
        return default
    try:
        return str(function())
    except TypeError:  # an instance method after all
        return default
