"""File ▸ Import… and File ▸ Export…: other programs' maps, for MainWindow (mixed in like
editor/actions/file_actions.py).

Import: the file and its options (editor/interchange/options_dialog.py), the import on a
worker thread behind a progress dialog that can be cancelled (the window stays
responsive), then the preview with the report, and "Open as New Map" or "Add to This Map"
(one undoable step, editor/commands/add_imported.py). A file that cannot be imported gets
a message box that says what and where, and nothing changes.

Export: the format, the file and the options, every file written atomically, then a
message listing the files written.
"""

from __future__ import annotations

import dataclasses
import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt
from PySide6.QtWidgets import QDialog, QProgressDialog

from editor import dialogs
from editor.commands.add_imported import AddImportedMap
from editor.document.map_document import MapDocument
from editor.interchange.import_job import ImportJob
from editor.interchange.options_dialog import InterchangeOptionsDialog
from editor.interchange.preview_dialog import ImportPreviewDialog, PreviewChoice
from editor.interchange.texts import error_text, item_text
from editor.language.counts import counts
from engine.files.errors import FileFormatError
from engine.interchange.draft import ImportResult
from engine.interchange.registry import (
    ExportOptions,
    ImportOptions,
    export_file,
    format_for_export,
    formats,
    write_import,
)

log = logging.getLogger(__name__)


def renamed_companions(result: ImportResult, source: Path, target: Path) -> ImportResult:
    """The import with its companion files named after the map as saved (``europe.yaml`` →
    ``europe-background.png``), as ``worldsmith import`` names them, so two maps saved in one
    folder never share (or overwrite) a picture. The importer named them after ``source``."""
    old_prefix, new_prefix = source.stem, target.stem
    if old_prefix == new_prefix:
        return result
    names = {name: new_prefix + name[len(old_prefix):] if name.startswith(old_prefix) else name
             for name in result.companions}
    board = result.board
    background = board.meta.background
    if background is not None and background.image in names:
        board = board.copy()
        board.set_meta(dataclasses.replace(board.meta, background=dataclasses.replace(
            background, image=names[background.image])))
    return dataclasses.replace(result, board=board,
                               companions={names[name]: data for name, data in result.companions.items()})


class InterchangeActions:
    """Import and export for MainWindow (see the module's docstring)."""

    # -- import ----------------------------------------------------------------------------------
    def import_map_dialog(self) -> bool:
        """File ▸ Import…: ask for the file and options, import, preview, then open or add."""
        readable = [f for f in formats() if f.importer is not None]
        dialog = InterchangeOptionsDialog(readable, importing=True, parent=self)
        if self._ask_interchange_options(dialog) != QDialog.DialogCode.Accepted:
            return False
        options = ImportOptions(detail=dialog.detail(), snap=dialog.snap(), extra=dialog.extra())
        return self.import_map(dialog.path(), options, dialog.format_name())

    def _ask_interchange_options(self, dialog: InterchangeOptionsDialog) -> int:
        return dialog.exec()  # tests replace this to fill the dialog in

    def import_map(
        self, path: str | Path, options: ImportOptions | None = None, format_name: str | None = None
    ) -> bool:
        """Import ``path`` in the background, then show the preview. True if the map was
        opened or added; False if cancelled or the file could not be imported."""
        if getattr(self, "_import_job", None) is not None:
            return False  # one import at a time: the first is still running
        path = Path(path)
        result = self._run_import(path, options or ImportOptions(), format_name)
        if result is None:
            return False
        choice = ImportPreviewDialog.ask(result, path.name, can_add=True, parent=self)
        if choice is PreviewChoice.ADD:
            return self.add_imported(result)
        if choice is PreviewChoice.OPEN_NEW:
            return self.open_imported(result, path)
        return False

    def _run_import(self, path: Path, options: ImportOptions, format_name: str | None) -> ImportResult | None:
        job = ImportJob(path, options, format_name)
        self._import_job = job
        outcome: dict[str, object] = {}
        loop = QEventLoop(self)
        progress = QProgressDialog(
            QCoreApplication.translate("MainWindow", "Importing {file}…").format(file=path.name),
            QCoreApplication.translate("MainWindow", "Cancel"),
            0,
            0,
            self,
        )
        progress.setObjectName("importProgress")
        progress.setAccessibleName(QCoreApplication.translate("MainWindow", "Import in progress"))
        progress.setWindowTitle(QCoreApplication.translate("MainWindow", "Import Map"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(300)  # a quick import never flashes a dialog
        progress.setValue(0)  # starts the 300 ms from now (else Qt shows it only after 4 s)

        def finish(key: str, value: object) -> None:
            if not job.cancelled:
                outcome[key] = value
            loop.quit()

        def cancel() -> None:
            job.cancel()  # the worker is interrupted; its result, if any, is dropped
            loop.quit()

        job.succeeded.connect(lambda result: finish("result", result), Qt.ConnectionType.QueuedConnection)
        job.failed.connect(lambda error: finish("error", error), Qt.ConnectionType.QueuedConnection)
        progress.canceled.connect(cancel)
        job.start()
        loop.exec()
        if not outcome and not job.cancelled:
            job.cancel()  # the loop ended without an answer: the application is quitting
        progress.reset()
        progress.deleteLater()
        self._import_job = None
        if job.cancelled:
            self.show_message(QCoreApplication.translate("MainWindow", "Import cancelled."))
            return None
        if "error" in outcome:
            self._show_import_error(path, outcome["error"])
            return None
        return outcome.get("result")

    def _show_import_error(self, path: Path, error: object) -> None:
        if isinstance(error, FileFormatError):
            reason = error_text(error)
        else:
            reason = QCoreApplication.translate("MainWindow", "unexpected error: {error}").format(error=str(error))
        dialogs.show_error(
            self,
            QCoreApplication.translate("MainWindow", "Cannot Import Map"),
            QCoreApplication.translate(
                "MainWindow", "{file} cannot be imported:\n\n{error}\n\nNothing was changed."
            ).format(file=str(path), error=reason),
        )

    def add_imported(self, result: ImportResult) -> bool:
        """Add the imported map's territories, continents and connections to the open map:
        one undoable step."""
        command = AddImportedMap(
            self._document,
            result.board,
            QCoreApplication.translate("MainWindow", "Import {name}").format(name=result.board.meta.name),
        )
        self._document.undo_stack.push(command)
        self.selection.set(command.added_territory_ids())  # what came in, selected to move or check
        text = QCoreApplication.translate("MainWindow", "Added {territories} from {name}.").format(
            territories=counts().territories(len(command.territories)), name=result.board.meta.name
        )
        if command.renamed:
            text += " " + QCoreApplication.translate("MainWindow", "Renamed to keep ids unique: {ids}.").format(
                ids=", ".join(f"{old} → {new}" for old, new in command.renamed.items())
            )
        self.show_message(text, 10000)
        return True

    def open_imported(self, result: ImportResult, source: Path, target: Path | None = None) -> bool:
        """Show the imported map as a new map. With files of its own (the background to
        trace over, missions), it is saved first, where the user says, with them beside it."""
        if not result.companions:
            if not self.maybe_save():
                return False
            document = MapDocument(result.board)
            document.undo_stack.resetClean()  # not saved yet: closing asks
            self._replace_document(document)
            self.show_message(
                QCoreApplication.translate("MainWindow", "Imported {name}: save it to keep it.").format(
                    name=result.board.meta.name
                ),
                10000,
            )
            return True
        if target is None:
            target = self._ask_import_save_path(source)
            if target is None:
                return False
        try:
            write_import(renamed_companions(result, source, Path(target)), target)
        except OSError as error:
            dialogs.show_error(
                self,
                QCoreApplication.translate("MainWindow", "Cannot Save Imported Map"),
                QCoreApplication.translate("MainWindow", "The imported map could not be saved:\n\n{error}").format(
                    error=f"{error.filename or target}: {error.strerror or error}"
                ),
            )
            return False
        return self.open_map(target)

    def _ask_import_save_path(self, source: Path) -> Path | None:
        suggested = Path(self._save_folder()) / f"{source.stem}.yaml"
        return dialogs.ask_save_path(
            self,
            QCoreApplication.translate("MainWindow", "Save Imported Map As"),
            suggested,
            self._map_filter(),
            ".yaml",
        )

    # -- export ----------------------------------------------------------------------------------
    def export_map_dialog(self) -> list[Path] | None:
        """File ▸ Export…: the format, the file and the options, then write."""
        writable = [f for f in formats() if f.exporter is not None]
        if not writable:
            return None
        current = self._document.path
        stem = current.stem if current is not None else dialogs.file_stem(self._document.title(), "map")
        suggested = self._export_folder() / f"{stem}{writable[0].suffixes[0]}"
        dialog = InterchangeOptionsDialog(writable, importing=False, path=suggested, parent=self)
        if self._ask_interchange_options(dialog) != QDialog.DialogCode.Accepted:
            return None
        self._remember_export_folder(Path(dialog.path()))
        return self.export_map(dialog.path(), dialog.format_name(), dialog.picture_width(), dialog.extra())

    def export_map(
        self,
        path: str | Path,
        format_name: str | None = None,
        width: int | None = None,
        extra: dict[str, str] | None = None,
    ) -> list[Path] | None:
        """Write the map in another program's format; the files written, or None (after
        saying why) if it cannot be."""
        from editor.scene.render import render_png

        path = Path(path)
        options = ExportOptions(width=width, picture=render_png, extra=extra or {}, map_path=self._document.path)
        created = not path.parent.is_dir()  # export makes its folder (and says so)
        try:
            if created:
                format_for_export(path, format_name)  # a wrong name leaves no empty folder behind
                path.parent.mkdir(parents=True)
            written, result = export_file(self._document.board, path, options, format_name)
        except FileFormatError as error:
            self._show_export_error(error_text(error))
            return None
        except OSError as error:
            self._show_export_error(f"{error.filename or path}: {error.strerror or error}")
            return None
        except Exception as error:  # a bug in an exporter must not take the editor down
            log.exception("cannot export to %s", path)
            self._show_export_error(
                QCoreApplication.translate("MainWindow", "unexpected error: {error}").format(error=str(error))
            )
            return None
        lines = [str(p) for p in written] + [item_text(item) for item in result.report]
        text = QCoreApplication.translate("MainWindow", "Wrote:\n\n{files}").format(files="\n".join(lines))
        if created:
            text = QCoreApplication.translate("MainWindow", "Created the folder {folder}.").format(
                folder=str(path.parent)) + "\n\n" + text
        dialogs.show_information(self, QCoreApplication.translate("MainWindow", "Map Exported"), text)
        self.show_message(
            QCoreApplication.translate("MainWindow", "Exported {files} to {folder}").format(
                files=counts().files(len(written)), folder=str(path.parent)
            ),
            10000,
        )
        return written

    def _show_export_error(self, reason: str) -> None:
        dialogs.show_error(
            self,
            QCoreApplication.translate("MainWindow", "Cannot Export Map"),
            QCoreApplication.translate("MainWindow", "The map could not be exported:\n\n{error}").format(error=reason),
        )
