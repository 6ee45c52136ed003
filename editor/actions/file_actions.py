"""The editor window's file handling: new, open, save, revert, export, and crash recovery.

Mixed into MainWindow (editor/main_window.py), which provides the document, the settings,
the autosaver and the recent-files list. Nothing is ever lost: leaving a modified map asks
first, a place that cannot be written offers Save As, and a crash leaves a recovery file
that is offered back.

Strings spell out the "MainWindow" translation context: the window's ``tr`` would look them
up there, and lupdate must file them there too.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QInputDialog

from editor import dialogs
from editor.app import user_folders
from editor.app.autosave import Recovery, leftover_recoveries
from editor.dialogs.new_map_dialog import NewMapDialog, NewMapSettings
from editor.document.map_document import MapDocument
from engine.files.errors import FileFormatError

log = logging.getLogger(__name__)

DEFAULT_EXPORT_WIDTH = 2400
MAP_SUFFIX = ".yaml"
EXPORT_FOLDER_KEY = "lastExportFolder"  # pictures and other programs' formats: apart from the maps


def installed_read_only(path: Path) -> bool:
    """A file inside an installed Worldsmith — a wheel in site-packages or the downloaded
    bundle's folder — is never overwritten: an update replaces it, and a changed shipped map
    would open as "the classic world" ever after (an independent check saw Ctrl+S write into
    the bundle). A source checkout's own maps stay editable: that is how they are made."""
    from engine.resources import data_root, is_checkout

    if is_checkout(data_root()):
        return False
    return user_folders.inside_installation(path)


class FileActions:
    """File menu behaviour for MainWindow (see the module's docstring)."""

    # -- files: asking first -----------------------------------------------------------------------
    def maybe_save(self) -> bool:
        """Ask to save unsaved changes. True: go ahead (saved or discarded); False: cancelled."""
        if not self._document.modified:
            return True
        choice = dialogs.ask_save_changes(self, self._display_name())
        if choice is dialogs.SaveChoice.SAVE:
            return self.save()
        return choice is dialogs.SaveChoice.DISCARD

    def _replace_document(self, document: MapDocument) -> None:
        """Show another document after the user agreed to leave the current one."""
        self.autosaver.discard()  # saved or deliberately dropped: the recovery file is stale
        self.set_document(document)

    def _display_name(self) -> str:
        path = self._document.path
        return (
            path.name
            if path is not None
            else (self._document.title() or QCoreApplication.translate("MainWindow", "Untitled"))
        )

    # -- files: new, open, revert ------------------------------------------------------------------
    def new_map(self, settings: NewMapSettings | None = None) -> bool:
        """File ▸ New: ask for name and size (unless given), then show an empty map."""
        if settings is None:
            settings = NewMapDialog.ask(self)
            if settings is None:
                return False
        if not self.maybe_save():
            return False
        self._replace_document(MapDocument(settings.board()))
        self.show_message(
            QCoreApplication.translate("MainWindow", "New map {name}: {width} × {height}").format(
                name=settings.name, width=f"{settings.width:g}", height=f"{settings.height:g}"
            )
        )
        return True

    def open_map(self, path: str | Path) -> bool:
        """Open the map at ``path`` (asking to save changes first); on failure say why and keep
        the current map. Offers the recovery file of ``path`` if a crash left one."""
        path = Path(path)
        loaded = self._load(path)
        if loaded is None or not self.maybe_save():
            return False
        self._replace_document(MapDocument(loaded.board, path))
        self.recent_files.add(path)
        self._remember_folder(path)
        if loaded.warnings:
            self.show_message(
                self.warnings_message(len(loaded.warnings)),
                10000,
            )
        self.offer_recoveries(path)
        return True

    def _load(self, path: Path):
        from engine.board import load_map

        try:
            loaded = load_map(path)
        except FileFormatError as error:
            self._show_open_error(str(error))
            return None
        except Exception as error:  # a bug in the loader must not kill the editor
            log.exception("unexpected error while opening %s", path)
            self._show_open_error(
                QCoreApplication.translate("MainWindow", "{file}: unexpected error: {error}").format(
                    file=str(path), error=str(error)
                )
            )
            return None
        for warning in loaded.warnings:
            log.warning("%s", warning)
        return loaded

    def _show_open_error(self, message: str) -> None:
        dialogs.show_error(
            self,
            QCoreApplication.translate("MainWindow", "Cannot Open Map"),
            QCoreApplication.translate("MainWindow", "This map cannot be opened:\n\n{error}").format(error=message),
        )

    def open_map_dialog(self) -> bool:
        """Ask for a map file and open it. False if cancelled or unreadable."""
        path, _filter = QFileDialog.getOpenFileName(
            self, QCoreApplication.translate("MainWindow", "Open Map"), self._start_folder(), self._map_filter()
        )
        if not path:
            return False
        return self.open_map(path)

    def open_recent(self, path: str | Path) -> bool:
        path = Path(path)
        if not path.is_file():
            self.recent_files.remove(path)
            dialogs.show_information(
                self,
                QCoreApplication.translate("MainWindow", "Map Not Found"),
                QCoreApplication.translate(
                    "MainWindow", "{file} no longer exists, so it was removed from the recent files."
                ).format(file=str(path)),
            )
            return False
        return self.open_map(path)

    def revert(self) -> bool:
        """File ▸ Revert: after asking, go back to the map as saved."""
        path = self._document.path
        if path is None:
            return False
        if self._document.modified and not dialogs.confirm_revert(self, self._display_name()):
            return False
        loaded = self._load(path)
        if loaded is None:
            return False
        self._replace_document(MapDocument(loaded.board, path))
        self.show_message(
            QCoreApplication.translate("MainWindow", "Reverted to the saved {file}.").format(file=path.name)
        )
        return True

    # -- files: saving -----------------------------------------------------------------------------
    def save(self) -> bool:
        """File ▸ Save. True once the map is on disk; a place that cannot be written offers Save As."""
        path = self._document.path
        if path is None:
            return self.save_as()
        if installed_read_only(path):
            reason = QCoreApplication.translate(
                "MainWindow", "It is part of the Worldsmith installation, which updates replace."
            )
            return dialogs.offer_save_as(self, path.name, reason) and self.save_as()
        reason = self._write(path)
        if reason is None:
            return True
        return dialogs.offer_save_as(self, path.name, reason) and self.save_as()

    def save_as(self, path: str | Path | None = None) -> bool:
        """File ▸ Save As: ask where (unless given) and save there; on failure, ask again."""
        return dialogs.save_as_until_written(self, path, self._ask_save_path, self._write)

    def _write(self, path: Path) -> str | None:
        """Save the document to ``path``; None on success, else why it failed."""
        try:
            written = self._document.save(path)
        except OSError as error:
            reason = error.strerror or str(error)
            return f"{error.filename}: {reason}" if error.filename else reason
        except Exception as error:  # a bug: say so; the recovery file still holds the changes
            log.exception("cannot save %s", path)
            return QCoreApplication.translate("MainWindow", "unexpected error: {error}").format(error=str(error))
        self.autosaver.discard()
        self.recent_files.add(written)
        self._remember_folder(written)
        self.show_message(QCoreApplication.translate("MainWindow", "Saved {file}").format(file=str(written)))
        return None

    def _ask_save_path(self) -> Path | None:
        current = self._document.path
        if current is not None and not user_folders.inside_installation(current):
            suggested = current
        else:
            stem = current.stem if current is not None else dialogs.file_stem(self._document.title(), "map")
            suggested = Path(self._save_folder()) / f"{stem}{MAP_SUFFIX}"
        return dialogs.ask_save_path(self, QCoreApplication.translate("MainWindow", "Save Map As"), suggested,
                                     self._map_filter(), MAP_SUFFIX)

    def _map_filter(self) -> str:
        return QCoreApplication.translate("MainWindow", "Worldsmith maps (*.yaml *.yml);;All files (*)")

    def _remember_folder(self, path: Path) -> None:
        self._settings.setValue("lastFolder", str(Path(path).resolve().parent))

    def _start_folder(self) -> str:
        path = self._document.path if self._document is not None else None
        if path is not None:
            return str(path.resolve().parent)
        last = self._settings.value("lastFolder")
        if isinstance(last, str) and Path(last).is_dir():
            return last
        from engine.resources import maps_dir

        return str(maps_dir()) if maps_dir().is_dir() else str(Path.home())

    def _export_folder(self) -> Path:
        """Where exports are offered: the folder of the last export, else <Documents>/Worldsmith/Exports."""
        return user_folders.start_folder(user_folders.EXPORTS, self._settings.value(EXPORT_FOLDER_KEY))

    def _remember_export_folder(self, path: Path) -> None:
        self._settings.setValue(EXPORT_FOLDER_KEY, str(Path(path).absolute().parent))

    def _save_folder(self) -> str:
        return str(user_folders.start_folder(user_folders.MAPS, self._settings.value("lastFolder")))

    # -- recovery ----------------------------------------------------------------------------------
    def offer_recoveries(self, original: str | Path | None) -> bool:
        """Offer changes a crash left behind: for the map file ``original``, or (None) for maps
        never saved. Restore shows them as unsaved changes; Discard deletes them. True if one
        was restored."""
        for recovery in leftover_recoveries(self.autosaver.folder(), original):
            if self._document.modified:
                return False  # one window shows one map: the others wait for the next start
            if dialogs.offer_restore(self, recovery.display_name(), recovery.saved_at):
                if self.restore(recovery, Path(original) if original is not None else None):
                    return True
            else:
                recovery.delete()
        return False

    def restore(self, recovery: Recovery, path: Path | None = None) -> bool:
        """Show a recovery file's board as the unsaved changes of its map (at ``path``, the
        name the user knows it by; default: the one the recovery file recorded)."""
        try:
            board = recovery.load()
        except (FileFormatError, OSError) as error:
            kept = recovery.set_aside()
            dialogs.show_error(
                self,
                QCoreApplication.translate("MainWindow", "Cannot Restore Changes"),
                QCoreApplication.translate(
                    "MainWindow", "The saved changes cannot be read:\n\n{error}\n\nThe file was kept as {file}."
                ).format(error=str(error), file=str(kept)),
            )
            return False
        document = MapDocument(board, path if path is not None else recovery.original)
        document.undo_stack.resetClean()  # unsaved changes: Save writes them, closing asks
        self._replace_document(document)
        written = self.autosaver.save_now(force=True)
        self.autosaver.wait()
        if written is None or written != recovery.path:
            recovery.delete()  # now kept under this process's name
        self.show_message(
            QCoreApplication.translate("MainWindow", "Restored the changes made until {time}.").format(
                time=dialogs.format_time(recovery.saved_at)
            ),
            10000,
        )
        return True

    def _autosave_failed(self, error: str) -> None:
        self.show_message(
            QCoreApplication.translate("MainWindow", "Cannot write the recovery file: {error}").format(error=error),
            10000,
        )

    # -- export and about --------------------------------------------------------------------------
    def export_image(self, path: str | Path | None = None, width: int | None = None) -> Path | None:
        """Save the map as PNG or SVG (by the file's extension); asks for what is not given."""
        from editor.scene.render import render_to_file

        png_filter = QCoreApplication.translate("MainWindow", "PNG image (*.png)")
        svg_filter = QCoreApplication.translate("MainWindow", "SVG image (*.svg)")
        map_path = self._document.path
        if path is None:
            stem = map_path.stem if map_path is not None else dialogs.file_stem(self._document.title(), "map")
            suggested = str(self._export_folder() / f"{stem}.png")
            chosen, selected = QFileDialog.getSaveFileName(
                self, QCoreApplication.translate("MainWindow", "Export Image"), suggested, f"{png_filter};;{svg_filter}"
            )
            if not chosen:
                return None
            path = Path(chosen)
            self._remember_export_folder(path)
            if path.suffix.lower() not in (".png", ".svg"):
                path = path.with_suffix(".svg" if selected == svg_filter else ".png")
        path = Path(path)
        if width is None:
            width, ok = QInputDialog.getInt(
                self,
                QCoreApplication.translate("MainWindow", "Export Image"),
                QCoreApplication.translate("MainWindow", "Width in pixels:"),
                DEFAULT_EXPORT_WIDTH,
                100,
                30000,
                100,
            )
            if not ok:
                return None
        scene = self._scene
        try:
            written = render_to_file(
                self._document.board,
                path,
                width=width,
                map_path=map_path,
                show_slots=scene.slots_visible() if scene else True,
                show_sea_lines=scene.sea_lines_visible() if scene else True,
            )
        except OSError as error:
            dialogs.show_error(
                self,
                QCoreApplication.translate("MainWindow", "Cannot Export Image"),
                QCoreApplication.translate("MainWindow", "The image could not be saved:\n\n{error}").format(
                    error=str(error)
                ),
            )
            return None
        self.show_message(QCoreApplication.translate("MainWindow", "Saved {file}").format(file=str(written)), 5000)
        return written
