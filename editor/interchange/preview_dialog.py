"""The preview of an import: the imported map drawn small, the report, and what to do with it:
open it as a new map, add it to the open map (one undoable step), or cancel."""

from __future__ import annotations

import dataclasses
import enum

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.interchange.texts import item_text, kind_heading, report_lines
from engine.interchange.draft import ImportResult
from engine.interchange.report import ItemKind

PREVIEW_WIDTH = 420


class PreviewChoice(enum.Enum):
    CANCEL = 0
    OPEN_NEW = 1
    ADD = 2


class ImportPreviewDialog(QDialog):
    def __init__(self, result: ImportResult, file_name: str, *, can_add: bool = True,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("importPreviewDialog")
        self.setWindowTitle(self.tr("Import {file}").format(file=file_name))
        self.setAccessibleName(self.tr("Import preview"))
        self.result_ = result
        self.choice = PreviewChoice.CANCEL
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        layout.addLayout(row, 1)

        self.picture = QLabel(self)
        self.picture.setObjectName("importPicture")
        self.picture.setAccessibleName(self.tr("The imported map"))
        self.picture.setPixmap(preview_pixmap(result, PREVIEW_WIDTH))
        self.picture.setMinimumWidth(PREVIEW_WIDTH)
        row.addWidget(self.picture, 0)

        side = QVBoxLayout()
        row.addLayout(side, 1)
        self.summary = QLabel(f"<b>{item_text(result.report.summary())}</b>", self)
        self.summary.setObjectName("importSummary")
        self.summary.setAccessibleName(self.tr("What was imported"))
        self.summary.setWordWrap(True)
        side.addWidget(self.summary)
        self.report = QListWidget(self)
        self.report.setObjectName("importReport")
        self.report.setAccessibleName(self.tr("What was fixed, dropped and noted"))
        self.report.setWordWrap(True)
        for line in report_lines(result.report)[1:]:
            self.report.addItem(line)
        if self.report.count() == 0:
            self.report.addItem(self.tr("Nothing had to be fixed or dropped."))
        side.addWidget(self.report, 1)
        counts = {kind: len(result.report.of_kind(kind)) for kind in ItemKind}
        self.counts = QLabel(", ".join(f"{kind_heading(kind)}: {count}" for kind, count in counts.items()), self)
        self.counts.setObjectName("importCounts")
        side.addWidget(self.counts)

        buttons = QDialogButtonBox(self)
        buttons.setObjectName("importChoices")
        self.open_button = QPushButton(self.tr("&Open as New Map"), self)
        self.open_button.setObjectName("importOpenNew")
        self.open_button.setAccessibleName(self.tr("Open the imported map as a new map"))
        self.add_button = QPushButton(self.tr("&Add to This Map"), self)
        self.add_button.setObjectName("importAdd")
        self.add_button.setAccessibleName(self.tr("Add the imported territories to the open map"))
        self.add_button.setToolTip(self.tr("Adds the territories, continents and connections in one step "
                                           "that Undo takes back; ids that clash are renamed"))
        self.add_button.setEnabled(can_add)
        cancel = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        cancel.setObjectName("importCancel")
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.add_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.open_button.clicked.connect(lambda: self._choose(PreviewChoice.OPEN_NEW))
        self.add_button.clicked.connect(lambda: self._choose(PreviewChoice.ADD))
        cancel.clicked.connect(self.reject)
        self.open_button.setDefault(True)
        layout.addWidget(buttons)
        self.resize(PREVIEW_WIDTH + 420, max(360, self.picture.pixmap().height() + 120))

    def _choose(self, choice: PreviewChoice) -> None:
        self.choice = choice
        self.accept()

    def report_texts(self) -> list[str]:
        return [self.summary.text()] + [self.report.item(i).text() for i in range(self.report.count())]

    @classmethod
    def ask(cls, result: ImportResult, file_name: str, *, can_add: bool = True,
            parent: QWidget | None = None) -> PreviewChoice:
        dialog = cls(result, file_name, can_add=can_add, parent=parent)
        dialog.exec()
        return dialog.choice


def preview_pixmap(result: ImportResult, width: int) -> QPixmap:
    """The imported map as the editor draws it, without its background (not yet on disk)
    and without sticker slots."""
    from editor.scene.render import render_to_image

    board = result.board
    if board.meta.background is not None:
        board = board.copy()
        board.set_meta(dataclasses.replace(board.meta, background=None))
    return QPixmap.fromImage(render_to_image(board, width, show_slots=False))
