"""The editor's main window: the map view, menus, and a status bar with cursor and zoom."""

from __future__ import annotations

import logging
from importlib import metadata
from pathlib import Path

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QGraphicsScene,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QWidget,
)

from editor.scene.map_scene import MapScene
from editor.view.map_view import MapView
from engine.board.board import Board
from engine.files.errors import FileFormatError

log = logging.getLogger(__name__)

DEFAULT_EXPORT_WIDTH = 2400


def worldsmith_version() -> str:
    try:
        return metadata.version("worldsmith")
    except metadata.PackageNotFoundError:  # running from a checkout that is not installed
        return ""


class MainWindow(QMainWindow):
    """Shows one map. ``open_map`` replaces it; a map that cannot be read leaves it alone."""

    mapChanged = Signal()  # noqa: N815 (Qt naming): a different board is shown

    def __init__(
        self,
        board: Board | None = None,
        map_path: str | Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self._board: Board | None = None
        self._map_path: Path | None = None
        self._scene: QGraphicsScene = QGraphicsScene(self)

        self._view = MapView(self._scene, self)
        self.setCentralWidget(self._view)
        self._make_actions()
        self._make_menus()
        self._make_status_bar()
        self._view.cursorMoved.connect(self._show_cursor)
        self._view.zoomChanged.connect(self._show_zoom)
        if board is not None:
            self.set_board(board, map_path)
        else:
            self._update_title()
        self._show_zoom(self._view.zoom_factor())

    # -- state -----------------------------------------------------------------------------
    def board(self) -> Board | None:
        return self._board

    def map_path(self) -> Path | None:
        return self._map_path

    def map_scene(self) -> MapScene | None:
        return self._scene if isinstance(self._scene, MapScene) else None

    def map_view(self) -> MapView:
        return self._view

    def set_board(self, board: Board, map_path: str | Path | None = None) -> None:
        """Show ``board`` (read from ``map_path``, which locates its background picture)."""
        old = self._scene
        scene = MapScene(board, map_path, self)
        scene.set_slots_visible(self.action_show_slots.isChecked())
        scene.set_sea_lines_visible(self.action_show_sea_lines.isChecked())
        scene.set_borders_visible(self.action_show_borders.isChecked())
        self._board = board
        self._map_path = Path(map_path) if map_path is not None else None
        self._scene = scene
        self._view.setScene(scene)
        old.deleteLater()
        self._update_title()
        self._update_actions()
        self.mapChanged.emit()

    def open_map(self, path: str | Path) -> bool:
        """Load and show the map at ``path``; on failure say why and keep the current map."""
        from engine.board import load_map

        try:
            loaded = load_map(path)
        except FileFormatError as error:
            self._show_open_error(str(error))
            return False
        except Exception as error:  # a bug in the loader must not kill the editor
            log.exception("unexpected error while opening %s", path)
            self._show_open_error(
                self.tr("{file}: unexpected error: {error}").format(file=str(path), error=str(error))
            )
            return False
        self.set_board(loaded.board, path)
        for warning in loaded.warnings:
            log.warning("%s", warning)
        if loaded.warnings:
            self.statusBar().showMessage(
                self.tr("%n warning(s) while reading the map; 'worldsmith validate' lists them.",
                        "", len(loaded.warnings)),
                10000,
            )
        return True

    def _show_open_error(self, message: str) -> None:
        QMessageBox.critical(
            self,
            self.tr("Cannot Open Map"),
            self.tr("This map cannot be opened:\n\n{error}").format(error=message),
        )

    # -- actions ---------------------------------------------------------------------------
    def _action(self, name: str, text: str, shortcuts=(), slot=None, checkable=False,
                checked=False, tip: str = "") -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        if shortcuts:
            sequences: list[QKeySequence] = []
            for shortcut in shortcuts:
                if isinstance(shortcut, QKeySequence.StandardKey):
                    sequences += QKeySequence.keyBindings(shortcut)
                else:
                    sequences.append(QKeySequence(shortcut))
            action.setShortcuts(sequences)
        if tip:
            action.setStatusTip(tip)
        if checkable:
            action.setCheckable(True)
            action.setChecked(checked)
            if slot is not None:
                action.toggled.connect(slot)
        elif slot is not None:
            action.triggered.connect(slot)
        self.addAction(action)  # shortcuts work even with the menu bar hidden
        return action

    def _make_actions(self) -> None:
        view = self._view
        self.action_open = self._action(
            "action.open", self.tr("&Open…"), [QKeySequence.StandardKey.Open],
            lambda: self.open_map_dialog(), tip=self.tr("Open a map file"))
        self.action_export = self._action(
            "action.exportImage", self.tr("&Export Image…"), [QKeySequence("Ctrl+E")],
            lambda: self.export_image(), tip=self.tr("Save the map as a PNG or SVG picture"))
        self.action_quit = self._action(
            "action.quit", self.tr("&Quit"), [QKeySequence("Ctrl+Q")], self.close)
        self.action_quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.action_zoom_in = self._action(
            "action.zoomIn", self.tr("Zoom &In"),
            [QKeySequence.StandardKey.ZoomIn, QKeySequence("Ctrl+=")], view.zoom_in)
        self.action_zoom_out = self._action(
            "action.zoomOut", self.tr("Zoom &Out"), [QKeySequence.StandardKey.ZoomOut], view.zoom_out)
        self.action_fit = self._action(
            "action.fit", self.tr("&Fit to Window"), [QKeySequence("Ctrl+0")], view.fit_to_window)
        self.action_show_slots = self._action(
            "action.showSlots", self.tr("Show Sticker &Slots"), slot=self._set_slots_visible,
            checkable=True, checked=True,
            tip=self.tr("Show where the city and scar stickers go"))
        self.action_show_sea_lines = self._action(
            "action.showSeaLines", self.tr("Show Sea-&Lines"), slot=self._set_sea_lines_visible,
            checkable=True, checked=True)
        self.action_show_borders = self._action(
            "action.showBorders", self.tr("Show &Border Connections"),
            slot=self._set_borders_visible, checkable=True, checked=False,
            tip=self.tr("Draw a line for every connection between neighbouring territories"))
        self.action_about = self._action(
            "action.about", self.tr("&About Worldsmith"), slot=self.show_about)
        self.action_about.setMenuRole(QAction.MenuRole.AboutRole)
        self._update_actions()

    def _make_menus(self) -> None:
        bar = self.menuBar()
        bar.setObjectName("menuBar")
        file_menu = bar.addMenu(self.tr("&File"))
        file_menu.setObjectName("menu.file")
        file_menu.addAction(self.action_open)
        file_menu.addAction(self.action_export)
        file_menu.addSeparator()
        file_menu.addAction(self.action_quit)
        view_menu = bar.addMenu(self.tr("&View"))
        view_menu.setObjectName("menu.view")
        view_menu.addAction(self.action_zoom_in)
        view_menu.addAction(self.action_zoom_out)
        view_menu.addAction(self.action_fit)
        view_menu.addSeparator()
        view_menu.addAction(self.action_show_slots)
        view_menu.addAction(self.action_show_sea_lines)
        view_menu.addAction(self.action_show_borders)
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.setObjectName("menu.help")
        help_menu.addAction(self.action_about)

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
        has_map = self._board is not None
        for action in (self.action_export, self.action_zoom_in, self.action_zoom_out,
                       self.action_fit):
            action.setEnabled(has_map)

    def _update_title(self) -> None:
        if self._board is None:
            self.setWindowTitle(self.tr("Worldsmith"))
        else:
            self.setWindowTitle(self.tr("{name} — Worldsmith").format(name=self._board.meta.name))

    # -- slots -----------------------------------------------------------------------------
    def _show_cursor(self, point: QPointF) -> None:
        self.cursor_label.setText(
            self.tr("x {x}, y {y}").format(x=f"{point.x():.1f}", y=f"{point.y():.1f}")
        )

    def _show_zoom(self, zoom: float) -> None:
        self.zoom_label.setText(self.tr("{percent} %").format(percent=f"{zoom * 100:.0f}"))

    def _set_slots_visible(self, visible: bool) -> None:
        if (scene := self.map_scene()) is not None:
            scene.set_slots_visible(visible)

    def _set_sea_lines_visible(self, visible: bool) -> None:
        if (scene := self.map_scene()) is not None:
            scene.set_sea_lines_visible(visible)

    def _set_borders_visible(self, visible: bool) -> None:
        if (scene := self.map_scene()) is not None:
            scene.set_borders_visible(visible)

    def _start_folder(self) -> str:
        if self._map_path is not None:
            return str(self._map_path.resolve().parent)
        from engine.resources import maps_dir

        return str(maps_dir()) if maps_dir().is_dir() else str(Path.home())

    def open_map_dialog(self) -> bool:
        """Ask for a map file and open it. False if cancelled or unreadable."""
        path, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Open Map"),
            self._start_folder(),
            self.tr("Worldsmith maps (*.yaml *.yml);;All files (*)"),
        )
        if not path:
            return False
        return self.open_map(path)

    def export_image(self, path: str | Path | None = None, width: int | None = None) -> Path | None:
        """Save the map as PNG or SVG (by the file's extension); asks for what is not given."""
        from editor.render import render_to_file

        if self._board is None:
            return None
        png_filter = self.tr("PNG image (*.png)")
        svg_filter = self.tr("SVG image (*.svg)")
        if path is None:
            stem = self._map_path.stem if self._map_path is not None else "map"
            suggested = str(Path(self._start_folder()) / f"{stem}.png")
            chosen, selected = QFileDialog.getSaveFileName(
                self, self.tr("Export Image"), suggested, f"{png_filter};;{svg_filter}"
            )
            if not chosen:
                return None
            path = Path(chosen)
            if path.suffix.lower() not in (".png", ".svg"):
                path = path.with_suffix(".svg" if selected == svg_filter else ".png")
        path = Path(path)
        if width is None:
            width, ok = QInputDialog.getInt(
                self, self.tr("Export Image"), self.tr("Width in pixels:"),
                DEFAULT_EXPORT_WIDTH, 100, 30000, 100,
            )
            if not ok:
                return None
        scene = self.map_scene()
        try:
            written = render_to_file(
                self._board, path, width=width, map_path=self._map_path,
                show_slots=scene.slots_visible() if scene else True,
                show_sea_lines=scene.sea_lines_visible() if scene else True,
            )
        except OSError as error:
            QMessageBox.critical(
                self, self.tr("Cannot Export Image"),
                self.tr("The image could not be saved:\n\n{error}").format(error=str(error)),
            )
            return None
        self.statusBar().showMessage(self.tr("Saved {file}").format(file=str(written)), 5000)
        return written

    def show_about(self) -> None:
        version = worldsmith_version()
        QMessageBox.about(
            self,
            self.tr("About Worldsmith"),
            self.tr(
                "<h3>Worldsmith {version}</h3>"
                "<p>Design Risk-style worlds, set up scenarios and play them.</p>"
                "<p>Scroll to zoom; drag with the middle mouse button, or hold Space and "
                "drag, to move the map.</p>"
            ).format(version=version),
        )
